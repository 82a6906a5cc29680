"""Writes examples/models/lotka_volterra.json (checked in), the data of
examples/models/lotka_volterra.py, from the Hudson's Bay Company's pelts
(examples/models/hudson_bay_lynx_hare.csv, with its source): as the case
study arranges them, the populations in (hare, lynx) order, 1900 the
initial measurement (`y_init`) and 1901-1920 the observations `y` at
t = 1..20 years (`ts`).

    python3 examples/make_lotka_volterra.py
"""

import csv
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def read_pelts(path):
    """The rows (year, lynx, hare) of the CSV file, its # lines skipped."""
    with open(path) as f:
        rows = list(csv.reader(line for line in f if not line.startswith("#")))
    header = [c.strip() for c in rows[0]]
    if header != ["Year", "Lynx", "Hare"]:
        raise SystemExit(f"{path}: expected the columns Year, Lynx, Hare, got {header}")
    return [(int(r[0]), float(r[1]), float(r[2])) for r in rows[1:]]


def main():
    pelts = read_pelts(os.path.join(HERE, "models", "hudson_bay_lynx_hare.csv"))
    years = [r[0] for r in pelts]
    if years != list(range(1900, 1921)):
        raise SystemExit(f"expected the years 1900-1920, got {years}")
    data = {
        "ts": [float(year - 1900) for year in years[1:]],
        "y_init": [pelts[0][2], pelts[0][1]],
        "y": [[hare, lynx] for _, lynx, hare in pelts[1:]],
    }
    out = os.path.join(HERE, "models", "lotka_volterra.json")
    with open(out, "w") as f:
        json.dump(data, f)
        f.write("\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()

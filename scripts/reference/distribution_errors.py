"""The distribution library's largest error against scipy.stats, per
function: python/tests/test_distributions.py's cases, drawn many times,
each density summed as scipy's logpdf/logpmf summed; the error is
|ours - scipy| / max(1, |scipy|), the measure the tests bound by 1e-12.

    python3 scripts/reference/distribution_errors.py [--draws 300]
"""

import argparse
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "python", "tests"))

import test_distributions as t  # noqa: E402
from autobatch import distributions as d  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--draws", type=int, default=300)
    args = p.parse_args()
    rows = []
    for name, (ref, draw, _) in t.CASES.items():
        f = getattr(d, name)
        worst = 0.0
        for size in (1, 5, 40):
            for _ in range(args.draws):
                a = draw(size)
                want = float(np.sum(ref(*a)))
                worst = max(worst, abs(float(f(*a)) - want) / max(1.0, abs(want)))
        rows.append((name, worst))
    for name, (ours, ref, draw) in t.MULTIVARIATE.items():
        worst = 0.0
        for rows_n in (0, 1, 3):
            for _ in range(args.draws // 3):
                a = draw(rows_n)
                want = float(ref(*a))
                worst = max(worst, abs(float(ours(*a)) - want) / max(1.0, abs(want)))
        rows.append((name, worst))
    print(f"{'function':<28} max |ours - scipy| / max(1, |scipy|)")
    for name, worst in rows:
        print(f"{name:<28} {worst:.1e}")


if __name__ == "__main__":
    main()

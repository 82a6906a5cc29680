#!/usr/bin/env python3
"""Reference values for `src/sample/diagnostics.rs` and `summary.rs`.

Writes sampler/tests/data/arviz_reference.json: draws of one scalar quantity per
case (chains x draws, full double precision) and what ArviZ computes on
them, so that the Rust diagnostics can be checked against ArviZ itself.

Run it with the pinned ArviZ (its version is recorded in the JSON and the
Rust tests check it is the one they were written against):

    python3 -m venv /tmp/venv-arviz
    /tmp/venv-arviz/bin/pip install arviz==0.23.4
    /tmp/venv-arviz/bin/python scripts/reference/arviz_reference.py

The cases cover the diagnostics' regimes: independent draws, strong
autocorrelation, chains that disagree (R-hat well above 1), heavy tails,
an odd draw count (split chains drop the middle draw), a single chain
(no R-hat), a constant quantity (ESS is the draw count, R-hat NaN),
draw counts at and below ArviZ's minimum of 4 per chain, and a short odd
one where az.rhat and az.summary's r_hat differ.

`table` is az.summary of a small posterior with a scalar and a vector
variable, printed by pandas (`to_string`, as `print` shows it without
line wrapping): the table formatter reproduces it from the same draws.
`formats` are rows of statistics printed as az.summary prints them (the
formatter's corner cases); `ndtri` is scipy's normal quantile at points in
every range of the approximation the Rust code uses.

NaN is stored as JSON null.
"""

import json
import math
import pathlib

import arviz as az
import numpy as np
import pandas as pd
import scipy
import scipy.special

OUT = pathlib.Path(__file__).resolve().parents[2] / "sampler" / "tests" / "data" / "arviz_reference.json"
ARVIZ_VERSION = "0.23.4"


def ar1(rng, chains, draws, phi):
    x = np.empty((chains, draws))
    x[:, 0] = rng.normal(size=chains) / math.sqrt(1 - phi * phi)
    for t in range(1, draws):
        x[:, t] = phi * x[:, t - 1] + rng.normal(size=chains)
    return x


def cases(rng):
    return {
        "iid_normal": rng.normal(size=(4, 200)),
        "ar1_phi_0.9": ar1(rng, 4, 500, 0.9),
        "different_means": rng.normal(size=(4, 200)) + np.array([[0.0], [0.0], [0.7], [1.5]]),
        "student_t_df2": rng.standard_t(2, size=(4, 200)),
        "odd_draws": ar1(rng, 3, 101, 0.5) * 2.0 + 3.0,
        "single_chain": ar1(rng, 1, 300, 0.3),
        "constant": np.full((2, 50), 1.5),
        "four_draws": rng.normal(size=(2, 4)),
        "three_draws": rng.normal(size=(2, 3)),
        # az.rhat folds about the median of the split draws, az.summary about
        # that of all draws: with a dropped middle draw they differ.
        "odd_short": rng.normal(size=(3, 11)),
    }


def num(x):
    x = float(x)
    return None if math.isnan(x) else x


def statistics(draws):
    """Every statistic, from the ArviZ function a user would call."""
    idata = az.convert_to_inference_data(draws)
    x = idata.posterior["x"]
    hdi = az.hdi(idata, hdi_prob=0.94)["x"].values
    one = lambda ds: num(ds["x"].values)  # noqa: E731
    full = az.summary(idata, round_to="none").loc["x"]
    rounded = az.summary(idata).loc["x"]
    return {
        "mean": num(x.mean()),
        "sd": num(x.std(ddof=1)),
        "hdi_low": num(hdi[0]),
        "hdi_high": num(hdi[1]),
        "ess_bulk": one(az.ess(idata, method="bulk")),
        "ess_tail": one(az.ess(idata, method="tail")),
        "ess_mean": one(az.ess(idata, method="mean")),
        "ess_sd": one(az.ess(idata, method="sd")),
        "rhat": one(az.rhat(idata, method="rank")),
        "mcse_mean": one(az.mcse(idata, method="mean")),
        "mcse_sd": one(az.mcse(idata, method="sd")),
        "summary": {k: num(v) for k, v in full.items()},
        "summary_rounded": {k: num(v) for k, v in rounded.items()},
    }


def table(rng):
    posterior = {
        "mu": rng.normal(loc=2.0, scale=0.5, size=(4, 200)),
        "theta": np.stack(
            [ar1(rng, 4, 200, 0.8), rng.standard_t(3, size=(4, 200)) * 40.0, np.full((4, 200), -0.25)],
            axis=-1,
        ),
    }
    frame = az.summary(posterior)
    names = list(frame.index)
    draws = {"mu": posterior["mu"]}
    for i in range(3):
        draws[f"theta[{i}]"] = posterior["theta"][..., i]
    return {
        "names": names,
        "draws": {k: v.tolist() for k, v in draws.items()},
        "text": frame.to_string(),
    }


def formats():
    """Rows of statistics (not draws) printed as az.summary prints them, for
    the formatter's corner cases: values that round to -0.0, half-way
    values, a column pushed into scientific notation, inf and NaN."""
    columns = ["mean", "sd", "hdi_3%", "hdi_97%", "mcse_mean", "mcse_sd", "ess_bulk", "ess_tail", "r_hat"]
    decimals = {c: 3 if c not in {"ess_bulk", "ess_tail", "r_hat"} else 2 if c == "r_hat" else 0 for c in columns}
    tables = [
        {
            "a": [-0.0004, 0.0125, -2.5, 2.5, 0.0, 0.1, 3999.5, 4000.5, 1.005],
            "long_name[10, 2]": [12.0, 1.5, 10.0, 14.0, 0.25, 0.125, 812.0, 95.0, 1.1],
        },
        {
            "big": [1.5e9, 2.0e7, -3.0e9, 4.0e9, 1234.5678, 0.5, 8.0, 9.0, 3.0],
            "small": [0.001, 1e-7, math.inf, -math.inf, math.nan, math.nan, math.nan, 7.0, math.nan],
        },
    ]
    out = []
    for rows in tables:
        frame = pd.DataFrame.from_dict(rows, orient="index", columns=columns).round(decimals)
        out.append({"rows": {k: [num(x) if math.isfinite(x) or math.isnan(x) else repr(x) for x in v] for k, v in rows.items()}, "text": frame.to_string()})
    return out


def ndtri_points():
    """scipy's inverse normal CDF (what az's rank normalization calls), at the
    plotting positions of a small sample, across AS241's three ranges, and
    far into the tails."""
    n = 60
    ranks = np.arange(1, n + 1)
    p = np.concatenate([(ranks - 0.375) / (n + 0.25), [0.075, 0.925, 0.02425, 1e-5, 1e-12, 1e-100, 1e-300, 0.5]])
    return {"p": p.tolist(), "z": scipy.special.ndtri(p).tolist()}


def main():
    assert az.__version__ == ARVIZ_VERSION, f"want arviz {ARVIZ_VERSION}, have {az.__version__}"
    rng = np.random.default_rng(20240613)
    out = {
        "arviz": az.__version__,
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "cases": [
            {"name": name, "draws": draws.tolist(), "arviz": statistics(draws)}
            for name, draws in cases(rng).items()
        ],
        "table": table(rng),
        "formats": formats(),
        "ndtri": ndtri_points(),
    }
    OUT.write_text(json.dumps(out, allow_nan=False) + "\n")
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()

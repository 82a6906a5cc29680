"""Draws the posterior predictive check of examples/models/lotka_volterra.py:
the Hudson's Bay pelts (points) against the fitted populations (the
posterior median of the solved trajectories z from z_init, with their
80% band) and
the replicated pelts' 80% band (y_rep: the noise included), one panel per
species, as a PNG (docs/sampling.md shows it).

    autobatch sample examples/models/lotka_volterra.py --data examples/models/lotka_volterra.json -o lv.npz
    python3 examples/plot_lotka_volterra.py lv.npz [-o docs/img/lotka_volterra.png]

Needs matplotlib (ArviZ's dependency: `pip install "./python[sample]"`).
Reads the .npz or the .nc the sampler wrote.
"""

import argparse
import json
import os
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    """(z_init, z, y_rep, y_init_rep) draws, each (draws, ...) over all
    chains."""
    if path.endswith(".nc"):
        import arviz

        idata = arviz.from_netcdf(path)
        groups = [idata.posterior] + ([idata.posterior_predictive] if "posterior_predictive" in idata.groups() else [])
        get = lambda name: next(g[name].values for g in groups if name in g)
    else:
        arrays = np.load(path)
        get = lambda name: arrays[name]
    flat = lambda a: a.reshape(-1, *a.shape[2:])
    return flat(get("z_init")), flat(get("z")), flat(get("y_rep")), flat(get("y_init_rep"))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("draws", help="the .npz or .nc autobatch sample wrote")
    p.add_argument("-o", "--output", default="lotka_volterra.png")
    args = p.parse_args()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(os.path.join(HERE, "models", "lotka_volterra.json")) as f:
        data = json.load(f)
    years = 1900 + np.array([0.0] + data["ts"])
    observed = np.vstack([data["y_init"], data["y"]])
    z_init, z, y_rep, y_init_rep = load(args.draws)
    fig, axes = plt.subplots(2, 1, figsize=(7, 6), sharex=True)
    for k, (species, ax) in enumerate(zip(("hare", "lynx"), axes)):
        # The trajectory starts at z_init, which y_init_rep's noise scatters.
        reps = np.column_stack([y_init_rep[:, k], y_rep[:, :, k]])
        lo, hi = np.quantile(reps, [0.1, 0.9], axis=0)
        ax.fill_between(years, lo, hi, color="tab:blue", alpha=0.15, label="replicated pelts, 80%")
        zk = np.column_stack([z_init[:, k], z[:, :, k]])
        zlo, zmid, zhi = np.quantile(zk, [0.1, 0.5, 0.9], axis=0)
        ax.fill_between(years, zlo, zhi, color="tab:blue", alpha=0.35, label="fitted population, 80%")
        ax.plot(years, zmid, color="tab:blue", label="fitted population, median")
        ax.plot(years, observed[:, k], "o", color="black", markersize=4, label="pelts (Hudson's Bay Company)")
        ax.set_ylabel(f"{species} (thousands)")
        ax.set_ylim(bottom=0)
    axes[0].legend(loc="upper right", fontsize=8)
    axes[1].set_xlabel("year")
    axes[1].set_xticks(np.arange(1900, 1921, 4))
    fig.suptitle("Lotka-Volterra posterior predictive check (autobatch sample, 4 chains)")
    fig.tight_layout()
    # Written whole or not at all: a temporary file beside it, renamed.
    out = os.path.abspath(args.output)
    fd, tmp = tempfile.mkstemp(suffix=".png", dir=os.path.dirname(out))
    os.close(fd)
    try:
        fig.savefig(tmp, dpi=110)
        # mkstemp's file is private; the PNG gets the usual permissions.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()

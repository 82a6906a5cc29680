#!/usr/bin/env python3
"""Opens a file `autobatch sample -o FILE` wrote as its readers would and
prints what they see: for `.nc`, `arviz.from_netcdf`'s groups, each
group's variables with dims and dtypes, the divergences, the energy BFMI
and `az.summary` of the posterior; for `.npz`, each array's shape and
dtype.

Usage: python3 scripts/reference/check_arviz.py FILE (needs arviz for `.nc`,
numpy for `.npz`).
"""
import sys


def check_netcdf(path):
    import arviz as az

    idata = az.from_netcdf(path)
    print("groups:", list(idata.groups()))
    for group in idata.groups():
        ds = idata[group]
        print(f"[{group}] attrs: {dict(ds.attrs)}")
        for name, var in ds.data_vars.items():
            print(f"  {name}: dims={var.dims} shape={var.shape} dtype={var.dtype}")
    if idata.posterior.sizes["draw"] == 0:
        print("no posterior draws: nothing to summarize")
        return
    if "sample_stats" in idata.groups():
        diverging = idata.sample_stats["diverging"]
        print(f"diverging: {int(diverging.sum())} of {diverging.size} draws (dtype {diverging.dtype})")
        print("bfmi per chain:", az.bfmi(idata))
    print(az.summary(idata).to_string())


def check_npz(path):
    import numpy as np

    with np.load(path) as npz:
        for name in sorted(npz.files):
            array = npz[name]
            print(f"{name}: shape={array.shape} dtype={array.dtype}")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    if path.endswith(".nc"):
        check_netcdf(path)
    elif path.endswith(".npz"):
        check_npz(path)
    else:
        sys.exit(f"{path}: expected a .nc or .npz file")


if __name__ == "__main__":
    main()

"""engine="ray" against one process, on the same chains or members: what
Ray's scheduling, the bundle's and data's shipping, the parts' return
and the merge cost (docs/distributed.md, "Ray from Python").

    python3 scripts/bench/bench_ray.py [--shards 2] [--repeat 3]

Needs the extension and Ray (`pip install "./python[sample,ray]"`) and
the compiler (`cargo build --release`, or AUTOBATCH_COMPILER). Starts a
local Ray of `--shards` CPUs, warms the compile cache and the workers,
then times each case `--repeat` times in alternation (local, ray, local,
...) and prints the best of each and their ratio. Run it on a quiet
machine: the shards run at once, one per core.
"""

import argparse
import json
import time
import warnings
from pathlib import Path

import numpy as np

import autobatch

REPO = Path(__file__).resolve().parents[2]
MODELS = REPO / "examples" / "models"
DATA = REPO / "examples" / "data"


def cases():
    eight = json.loads((MODELS / "eight_schools.json").read_text())
    fib = autobatch.compile(REPO / "examples" / "fib.py", entry="fib")
    n = np.full(4096, 20, dtype=np.int64)
    return [
        ("eight schools, 4 chains x (1000 + 1000)", lambda **kw: autobatch.sample(MODELS / "eight_schools.py", data=eight, chains=4, progress=False, **kw)),
        (
            "gaussian 100d, 64 chains x (1000 + 1000)",
            lambda **kw: autobatch.sample(MODELS / "gaussian_100d.py", data=str(DATA / "gaussian_100d.json"), chains=64, progress=False, **kw),
        ),
        ("fib(20), 4096 members", lambda **kw: fib(n=n, **kw)),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shards", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    import ray

    warnings.simplefilter("ignore")
    began = time.perf_counter()
    ray.init(num_cpus=args.shards, include_dashboard=False, log_to_driver=False)
    print(f"ray.init(num_cpus={args.shards}): {time.perf_counter() - began:.2f} s")
    print(f"{'case':44} {'local s':>9} {'ray s':>9} {'ray/local':>10}")
    for name, call in cases():
        ray_kw = dict(engine="ray", shards=args.shards, threads=1)
        call(), call(**ray_kw)  # the compile cache and the workers, warm
        best = {"local": np.inf, "ray": np.inf}
        for _ in range(args.repeat):
            for engine, kw in (("local", {}), ("ray", ray_kw)):
                began = time.perf_counter()
                call(**kw)
                best[engine] = min(best[engine], time.perf_counter() - began)
        print(f"{name:44} {best['local']:9.3f} {best['ray']:9.3f} {best['ray'] / best['local']:10.2f}")
    ray.shutdown()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The GPU check (scripts/gpu/gpu-check.sh), in two halves.

`build` (on the build machine, with the compiler): for every conformance
program, a cpu and a cuda bundle, input batches (the spec's cases, random
batches from its ranges, and batches of 1000 members so that several CTAs
run, the last one partly idle), and the cpu bundle's outputs on them as
the expected results; and the fib benchmark's bundles and inputs. It all
goes into one directory with `autobatch-run` and this script, to copy to a
machine with a GPU.

`run` (there, with no compiler): runs every cuda bundle with
`autobatch-run` and compares its outputs with the cpu bundle's, then times
fib on both (`--repeat`) and prints the ratios.

Comparison: statuses, integers and booleans bit for bit. Floats bit for
bit too by default: both targets run the same code (our own transcendental
functions, IEEE division and square root, no fused multiply-add), so any
difference is reported with its size in ulps; `--float-ulps N` tolerates
up to N. NaN equals NaN (JSON drops the payload); the outputs of members
that did not finish are zeros on both sides.
"""

import argparse
import json
import os
import random
import shutil
import struct
import subprocess
import sys

# Random batches: the spec's size, then this many members (4 CTAs of 256,
# the last one partly idle).
BIG_BATCH = 1000
BENCH_SIZES = [10_000, 100_000, 1_000_000]
BENCH_DEPTH = 64
# The benchmark's cpu bundle is compiled for this x86-64 level, not for the
# build machine's CPU (which may have AVX-512 the GPU machine lacks), and
# timed only where /proc/cpuinfo lists the level's features.
BENCH_CPU = "x86-64-v3"
BENCH_CPU_FLAGS = ["avx", "avx2", "bmi1", "bmi2", "fma", "f16c", "movbe", "sse4_2", "popcnt"]
# Seconds one command may run before it counts as hung (`run --timeout`).
TIMEOUT = 600


class TimedOut:
    """What `run` returns for a command that did not finish in time."""

    def __init__(self, cmd, seconds):
        self.returncode = 124
        self.stdout = ""
        self.stderr = f"timed out after {seconds} s (a hung kernel?): {' '.join(cmd)}"


def run(cmd, **kw):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        return TimedOut(cmd, TIMEOUT)


class Transcript:
    """Standard output, also written to a file to paste back."""

    def __init__(self, path):
        self.file = open(path, "w")
        self.stdout = sys.stdout

    def write(self, text):
        self.stdout.write(text)
        self.file.write(text)
        self.file.flush()

    def flush(self):
        self.stdout.flush()
        self.file.flush()


def missing_cpu_flags():
    """The features of BENCH_CPU this machine's CPU lacks (all, if unknown)."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    have = set(line.split(":", 1)[1].split())
                    return [x for x in BENCH_CPU_FLAGS if x not in have]
    except OSError:
        pass
    return list(BENCH_CPU_FLAGS)


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


# ----------------------------------------------------------------- build


def signature(bundle):
    with open(os.path.join(bundle, "manifest.json")) as f:
        return json.load(f)["signature"]


def random_scalar(rng, dtype, spec):
    low, high = spec.get("low"), spec.get("high")
    if dtype == "bool":
        return rng.random() < 0.5
    if dtype in ("i32", "i64"):
        return rng.randint(int(low if low is not None else -10), int(high if high is not None else 10))
    return rng.uniform(float(low if low is not None else -1.0), float(high if high is not None else 1.0))


def random_value(rng, ty, spec):
    shape = ty.get("shape", [])

    def fill(dims):
        if not dims:
            return random_scalar(rng, ty["dtype"], spec)
        return [fill(dims[1:]) for _ in range(dims[0])]

    return fill(shape)


def random_batch(sig, spec, batch, seed, case):
    """A batch drawn from the spec's ranges; a parameter the spec does not
    cover takes the first case's values in turn (or is left out, and the
    batch with it, when there is no case)."""
    rng = random.Random(seed)
    out = {}
    for p in sig["params"]:
        pspec = spec["params"].get(p["name"])
        if pspec is None or not isinstance(pspec, dict):
            if case is None:
                return None
            value = case["inputs"][p["name"]]
            out[p["name"]] = value if p["shared"] else [value[i % len(value)] for i in range(batch)]
        elif p["shared"]:
            out[p["name"]] = random_value(rng, p["ty"], pspec)
        else:
            out[p["name"]] = [random_value(rng, p["ty"], pspec) for _ in range(batch)]
    return out


def replicate(sig, inputs, batch):
    """The batch's members repeated, in turn, up to `batch` members."""
    out = {}
    for p in sig["params"]:
        value = inputs[p["name"]]
        out[p["name"]] = value if p["shared"] else [value[i % len(value)] for i in range(batch)]
    return out


def build(args):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = os.path.abspath(args.out)
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, "bin"))
    shutil.copy2(args.runner, os.path.join(out, "bin", "autobatch-run"))
    shutil.copy2(os.path.abspath(__file__), os.path.join(out, "gpu_check.py"))
    programs = os.path.join(root, "tests", "programs")
    names = sorted(f[:-5] for f in os.listdir(programs) if f.endswith(".json"))
    for name in names:
        with open(os.path.join(programs, name + ".json")) as f:
            spec = json.load(f)
        source = os.path.join(programs, name + ".py")
        depth = str(spec.get("max_stack_depth", 128))
        pdir = os.path.join(out, "programs", name)
        for target in ("cpu", "cuda"):
            bundle = os.path.join(pdir, target + ".bundle")
            r = run([args.autobatch, "compile", source, "--entry", spec["entry"], "--target", target,
                     "--max-stack-depth", depth, "--gpu-arch", args.gpu_arch, "-o", bundle])
            if r.returncode != 0:
                fail(f"{name}: compiling for {target}: {r.stderr}")
        sig = signature(os.path.join(pdir, "cpu.bundle"))
        cases = spec.get("cases", [])
        batches = []
        for i, case in enumerate(cases):
            batches.append((f"case{i}", case["inputs"]))
            batches.append((f"case{i}-x{BIG_BATCH}", replicate(sig, case["inputs"], BIG_BATCH)))
        first = cases[0] if cases else None
        for i, rspec in enumerate(spec.get("random", [])):
            for size, label in ((rspec["batch"], f"random{i}"), (BIG_BATCH, f"random{i}-x{BIG_BATCH}")):
                batch = random_batch(sig, rspec, size, rspec["seed"] * 7919 + size, first)
                if batch is not None:
                    batches.append((label, batch))
        os.makedirs(os.path.join(pdir, "inputs"))
        os.makedirs(os.path.join(pdir, "expected"))
        for label, inputs in batches:
            path = os.path.join(pdir, "inputs", label + ".json")
            with open(path, "w") as f:
                json.dump(inputs, f)
            r = run([args.runner, os.path.join(pdir, "cpu.bundle"), "--inputs", path])
            if r.returncode != 0:
                fail(f"{name} {label}: the cpu bundle fails: {r.stderr}")
            with open(os.path.join(pdir, "expected", label + ".json"), "w") as f:
                f.write(r.stdout)
        print(f"{name}: {len(batches)} batches")
    bench = os.path.join(out, "bench")
    fib = os.path.join(root, "examples", "fib.py")
    for target in ("cpu", "cuda"):
        level = ["--cpu", BENCH_CPU] if target == "cpu" else []
        r = run([args.autobatch, "compile", fib, "--entry", "fib", "--target", target,
                 "--max-stack-depth", str(BENCH_DEPTH), "--gpu-arch", args.gpu_arch,
                 "-o", os.path.join(bench, f"fib.{target}.bundle")] + level)
        if r.returncode != 0:
            fail(f"fib benchmark: compiling for {target}: {r.stderr}")
    rng = random.Random(0)
    for z in BENCH_SIZES:
        with open(os.path.join(bench, f"fib_{z}.json"), "w") as f:
            json.dump({"n": [rng.randint(10, 15) for _ in range(z)]}, f)
    print(f"wrote {out}: copy it to the GPU machine and run `python3 gpu_check.py run` in it")


# ------------------------------------------------------------------- run


def bits(x, dtype):
    if dtype == "f32":
        return struct.unpack("<i", struct.pack("<f", x))[0]
    return struct.unpack("<q", struct.pack("<d", x))[0]


def ulps(a, b, dtype):
    """Units in the last place between two finite floats of `dtype`."""
    def ordered(x):
        i = bits(x, dtype)
        top = 1 << (31 if dtype == "f32" else 63)
        return i if i >= 0 else -top - i
    return abs(ordered(a) - ordered(b))


def float_of(v):
    """A JSON float: a number, or "nan", "inf", "-inf"."""
    return float(v)


def compare(expected, got, dtypes, tolerance):
    """The first difference, or None."""
    if expected["status"] != got["status"]:
        for b, (e, g) in enumerate(zip(expected["status"], got["status"])):
            if e != g:
                return f"member {b}: status {g}, expected {e}"
        return "statuses differ in length"
    def walk(e, g, dtype, where):
        if isinstance(e, list):
            if not isinstance(g, list) or len(e) != len(g):
                return f"{where}: shape differs"
            for i, (x, y) in enumerate(zip(e, g)):
                d = walk(x, y, dtype, f"{where}[{i}]")
                if d:
                    return d
            return None
        if dtype in ("f32", "f64"):
            x, y = float_of(e), float_of(g)
            if x != x and y != y:
                return None
            if x != x or y != y or abs(x) == float("inf") or abs(y) == float("inf"):
                return None if x == y else f"{where}: {g}, expected {e}"
            if bits(x, dtype) == bits(y, dtype):
                return None
            # +0 and -0 are 0 ulps apart but not the same bits.
            n = max(ulps(x, y, dtype), 1)
            return None if n <= tolerance else f"{where}: {g}, expected {e} ({n} ulps)"
        return None if e == g else f"{where}: {g}, expected {e}"

    for k, (e, g) in enumerate(zip(expected["outputs"], got["outputs"])):
        d = walk(e, g, dtypes[k], f"output {k}")
        if d:
            return d
    return None


def check_programs(out, runner, tolerance):
    failures, passed = [], 0
    programs = os.path.join(out, "programs")
    for name in sorted(os.listdir(programs)):
        pdir = os.path.join(programs, name)
        dtypes = [t["dtype"] for t in signature(os.path.join(pdir, "cuda.bundle"))["outputs"]]
        problems = []
        for file in sorted(os.listdir(os.path.join(pdir, "inputs"))):
            label = file[:-5]
            r = run([runner, os.path.join(pdir, "cuda.bundle"), "--inputs", os.path.join(pdir, "inputs", file)])
            if r.returncode != 0:
                problems.append(f"{label}: {r.stderr.strip()}")
                continue
            with open(os.path.join(pdir, "expected", file)) as f:
                expected = json.load(f)
            d = compare(expected, json.loads(r.stdout), dtypes, tolerance)
            if d:
                problems.append(f"{label}: {d}")
        if problems:
            failures.append(name)
            print(f"FAIL {name}")
            for p in problems:
                print(f"    {p}")
        else:
            passed += 1
            print(f"ok   {name}")
    print(f"\n{passed} programs agree with the cpu backend, {len(failures)} do not")
    return not failures


def timed(runner, bundle, inputs, repeat):
    r = run([runner, bundle, "--inputs", inputs, "--repeat", str(repeat)])
    if r.returncode != 0:
        fail(f"{bundle}: {r.stderr.strip()}")
    wall = kernel = None
    for line in r.stderr.splitlines():
        if line.startswith("best wall: "):
            wall = float(line.split()[2])
        if line.startswith("best kernel: "):
            kernel = float(line.split()[2])
    return wall, kernel, json.loads(r.stdout)


def bench(out, runner, repeat):
    bdir = os.path.join(out, "bench")
    missing = missing_cpu_flags()
    if missing:
        print(f"\ncpu timing skipped: the cpu bundle is for {BENCH_CPU}, and this CPU lacks {', '.join(missing)}")
    print(f"\nfib, n uniform in 10..=15, best of {repeat} warm runs (wall: state in and out included)")
    print(f"{'Z':>9} {'cpu s':>10} {'cuda s':>10} {'kernel s':>10} {'cpu/cuda':>9} {'cpu/kernel':>10}")
    for z in BENCH_SIZES:
        inputs = os.path.join(bdir, f"fib_{z}.json")
        gpu, kernel, gpu_out = timed(runner, os.path.join(bdir, "fib.cuda.bundle"), inputs, repeat)
        if missing:
            print(f"{z:>9} {'-':>10} {gpu:>10.4f} {kernel or 0:>10.4f} {'-':>9} {'-':>10}")
            continue
        cpu, _, cpu_out = timed(runner, os.path.join(bdir, "fib.cpu.bundle"), inputs, repeat)
        if cpu_out != gpu_out:
            fail(f"fib at Z = {z}: the cuda outputs differ from the cpu outputs")
        ratio = lambda a, b: f"{a / b:.2f}x" if a and b else "-"
        print(f"{z:>9} {cpu:>10.4f} {gpu:>10.4f} {kernel or 0:>10.4f} {ratio(cpu, gpu):>9} {ratio(cpu, kernel):>10}")


def run_check(args):
    global TIMEOUT
    TIMEOUT = args.timeout
    out = os.path.abspath(args.out)
    sys.stdout = Transcript(os.path.join(out, "transcript.txt"))
    runner = os.path.join(out, "bin", "autobatch-run")
    if not os.path.isfile(runner):
        fail(f"{runner} is missing: build the directory with `scripts/gpu/gpu-check.sh build` first")
    probe = os.path.join(out, "bench", "fib.cuda.bundle")
    r = run([runner, probe, "--inputs", os.path.join(out, "bench", f"fib_{BENCH_SIZES[0]}.json"), "--stats"])
    if r.returncode != 0:
        fail(f"the GPU cannot run: {r.stderr.strip()}")
    ok = check_programs(out, runner, args.float_ulps)
    if not args.no_bench:
        bench(out, runner, args.repeat)
    sys.exit(0 if ok else 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="mode", required=True)
    b = sub.add_parser("build", help="bundles, inputs and expected outputs (needs the compiler)")
    b.add_argument("--out", required=True)
    b.add_argument("--autobatch", required=True, help="the compiler binary")
    b.add_argument("--runner", required=True, help="the autobatch-run binary")
    b.add_argument("--gpu-arch", default="sm_90")
    r = sub.add_parser("run", help="run the cuda bundles and compare (needs a GPU)")
    r.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    r.add_argument("--float-ulps", type=int, default=0)
    r.add_argument("--repeat", type=int, default=5)
    r.add_argument("--no-bench", action="store_true")
    r.add_argument("--timeout", type=int, default=TIMEOUT, help="seconds before a run counts as hung")
    args = parser.parse_args()
    if args.mode == "build":
        build(args)
    else:
        run_check(args)


if __name__ == "__main__":
    main()

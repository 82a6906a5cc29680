//! Compile time against program size: generated programs of N = 100,
//! 1,000 and 10,000 functions (side by side, or a chain of calls each
//! reaching all the later ones, with or without shared inputs passed
//! along), statements, variables, tuple elements and variables saved
//! across a recursive call, through the front end, the analyses, lowering
//! and MLIR emission, and then through MLIR's passes and LLVM at O3 to
//! native code. Each must grow near-linearly: the time
//! at 10,000 at most `MAX_RATIO` times the time at 1,000 (linear is 10,
//! quadratic 100). Ratios, never absolute times.
//!
//! Those two are timings, so a benchmark rather than a test of the suite
//! (and together about 6 minutes on the 2-core machine):
//! `scripts/bench/bench_scaling.sh` runs them.

use autobatch_compiler::codegen::bundle::{emit_mlir, BuildOptions};
use autobatch_compiler::codegen::llvm::mlir_to_host_object;
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver;
use std::fmt::Write;
use std::time::{Duration, Instant};

const MAX_RATIO: f64 = 30.0;

/// Writes a program of a given size.
type Generator = fn(usize) -> Generated;

/// A generated program and the entry to compile.
struct Generated {
    source: String,
    entry: &'static str,
}

fn functions(n: usize) -> Generated {
    let mut s = String::from("from autobatch import *\n\n");
    for i in 0..n {
        let _ = write!(s, "def f{i}(x: i64) -> i64:\n    return x + {i}\n\n");
    }
    s.push_str("def main(x: i64) -> i64:\n    s = 0\n");
    for i in 0..n {
        let _ = writeln!(s, "    s = s + f{i}(x)");
    }
    s.push_str("    return s\n");
    Generated {
        source: s,
        entry: "main",
    }
}

/// A chain of calls: `f0` calls `f1`, which calls `f2`, ... so that each
/// function reaches every later one.
fn chain(n: usize) -> Generated {
    let mut s = String::from("from autobatch import *\n\n");
    for i in 0..n - 1 {
        let _ = write!(s, "def f{i}(x: i64) -> i64:\n    return f{}(x + {i}) + 1\n\n", i + 1);
    }
    let _ = write!(s, "def f{}(x: i64) -> i64:\n    return x\n", n - 1);
    Generated { source: s, entry: "f0" }
}

/// A chain passing two shared inputs along, written callees first, whose
/// entry passes it one input twice: the binding of shared parameters
/// follows the chain once, and each function's own binding, as `check`
/// needs it, is known from its caller's without a search.
fn shared_chain(n: usize) -> Generated {
    let m = "Shared[f64[2, 2]]";
    let mut s = String::from("from autobatch import *\n\n");
    let _ = write!(
        s,
        "def c{}(a: {m}, b: {m}, v: f64[2]) -> f64[2]:\n    return matmul(a, v) + matmul(b, v)\n\n",
        n - 1
    );
    for i in (0..n - 1).rev() {
        let _ = write!(
            s,
            "def c{i}(a: {m}, b: {m}, v: f64[2]) -> f64[2]:\n    return c{}(a, b, v * 0.5)\n\n",
            i + 1
        );
    }
    let _ = write!(s, "def main(a: {m}, v: f64[2]) -> f64[2]:\n    return c0(a, a, v)\n");
    Generated {
        source: s,
        entry: "main",
    }
}

/// `h` passes both its shared parameters to `g`: ambiguous when `h` is the
/// entry, though not when reached from `main` through a chain of `n` calls
/// (the last passes `h` one input twice).
fn chain_to_ambiguous(n: usize) -> String {
    let m = "Shared[f64[2, 2]]";
    let mut s = format!(
        "from autobatch import *\n\ndef main(a: {m}, v: f64[2]) -> f64[2]:\n    return c0(a, v)\n\n\
         def g(a: {m}, v: f64[2]) -> f64[2]:\n    return matmul(a, v)\n\n\
         def h(a: {m}, b: {m}, v: f64[2]) -> f64[2]:\n    return g(a, v) + g(b, v)\n\n"
    );
    for i in 0..n - 1 {
        let _ = write!(
            s,
            "def c{i}(a: {m}, v: f64[2]) -> f64[2]:\n    return c{}(a, v * 2.0)\n\n",
            i + 1
        );
    }
    let _ = write!(
        s,
        "def c{}(a: {m}, v: f64[2]) -> f64[2]:\n    return h(a, a, v)\n",
        n - 1
    );
    s
}

fn statements(n: usize) -> Generated {
    let mut s = String::from("from autobatch import *\n\ndef main(x: f64) -> f64:\n    s = 0.0\n");
    for i in 0..n {
        let _ = writeln!(s, "    s = s * 0.5 + x * {i}.0");
    }
    s.push_str("    return s\n");
    Generated {
        source: s,
        entry: "main",
    }
}

fn variables(n: usize) -> Generated {
    let mut s = String::from("from autobatch import *\n\ndef main(x: i64) -> i64:\n");
    for i in 0..n {
        let _ = writeln!(s, "    v{i} = x + {i}");
    }
    let sum: Vec<String> = (0..n).step_by((n / 50).max(1)).map(|i| format!("v{i}")).collect();
    let _ = writeln!(s, "    return {}", sum.join(" + "));
    Generated {
        source: s,
        entry: "main",
    }
}

fn tuple(n: usize) -> Generated {
    let types = vec!["i64"; n].join(", ");
    let values: Vec<String> = (0..n).map(|i| format!("x + {i}")).collect();
    let source = format!(
        "from autobatch import *\n\ndef main(x: i64) -> tuple[{types}]:\n    return {}\n",
        values.join(", ")
    );
    Generated { source, entry: "main" }
}

fn stack_variables(n: usize) -> Generated {
    let mut s = String::from("from autobatch import *\n\ndef rec(x: i64) -> i64:\n    if x <= 0:\n        return 0\n");
    for i in 0..n {
        let _ = writeln!(s, "    v{i} = x + {i}");
    }
    s.push_str("    r = rec(x - 1)\n");
    let sum: Vec<String> = (0..n).map(|i| format!("v{i}")).collect();
    let _ = writeln!(s, "    return r + {}", sum.join(" + "));
    Generated {
        source: s,
        entry: "rec",
    }
}

/// `autobatch check` of the whole file, then the entry compiled to MLIR.
fn compile_time(g: &Generated) -> Duration {
    let start = Instant::now();
    driver::check_source(&g.source, "generated.py").unwrap_or_else(|e| panic!("check: {e}"));
    entry_mlir(g);
    start.elapsed()
}

/// The entry's MLIR.
fn entry_mlir(g: &Generated) -> String {
    let compiled = driver::compile_source(&g.source, "generated.py", g.entry).unwrap_or_else(|e| panic!("{e}"));
    emit_mlir(&compiled, &BuildOptions::new(Target::Cpu, 16)).unwrap_or_else(|e| panic!("emit: {e}"))
}

fn best_of(runs: usize, g: &Generated) -> Duration {
    (0..runs).map(|_| compile_time(g)).min().unwrap_or_default()
}

/// The entry's MLIR (not timed), then its object file through MLIR's
/// passes and LLVM (timed).
fn native_time(g: &Generated) -> Duration {
    let text = entry_mlir(g);
    let start = Instant::now();
    mlir_to_host_object(&text).unwrap_or_else(|e| panic!("codegen: {e}"));
    start.elapsed()
}

/// A smaller and a larger time from `measure`, and their ratio. The other
/// core may be busy: a ratio over the bound is measured once more before
/// it counts.
fn measured_ratio(measure: impl Fn() -> (Duration, Duration)) -> (Duration, Duration, f64) {
    let once = || {
        let (small, large) = measure();
        (small, large, large.as_secs_f64() / small.as_secs_f64().max(1e-6))
    };
    let first = once();
    if first.2 > MAX_RATIO {
        once()
    } else {
        first
    }
}

/// `check` lowers once from each root of the call graph, not from every
/// function; an error only some other entry meets is still found.
#[test]
fn check_finds_an_error_of_a_function_reached_only_through_a_chain() {
    let source = chain_to_ambiguous(50);
    driver::compile_source(&source, "chain.py", "main").unwrap_or_else(|e| panic!("from main: {e}"));
    let error = driver::check_source(&source, "chain.py")
        .expect_err("`h` as the entry")
        .to_string();
    assert!(
        error.contains("shared parameter `a` of `g` is bound to different shared inputs"),
        "{error}"
    );
}

#[test]
#[ignore = "a timing: scripts/bench/bench_scaling.sh runs it"]
fn compile_time_grows_near_linearly_with_program_size() {
    let kinds: [(&str, Generator); 7] = [
        ("functions", functions),
        ("chain", chain),
        ("shared chain", shared_chain),
        ("statements", statements),
        ("variables", variables),
        ("tuple elements", tuple),
        ("stack variables", stack_variables),
    ];
    let mut failures = Vec::new();
    println!(
        "{:>16} {:>10} {:>10} {:>10} {:>8}",
        "N:", "100", "1000", "10000", "ratio"
    );
    for (name, generate) in kinds {
        let (small, medium, large) = (generate(100), generate(1000), generate(10_000));
        let t100 = best_of(3, &small);
        let (t1000, t10000, ratio) = measured_ratio(|| (best_of(3, &medium), best_of(1, &large)));
        println!(
            "{name:>16} {:>9.3}s {:>9.3}s {:>9.3}s {ratio:>7.1}x",
            t100.as_secs_f64(),
            t1000.as_secs_f64(),
            t10000.as_secs_f64()
        );
        if ratio > MAX_RATIO {
            failures.push(format!("{name}: 10x the size took {ratio:.1}x the time"));
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
#[ignore = "a timing: scripts/bench/bench_scaling.sh runs it"]
fn native_code_time_grows_near_linearly_with_program_size() {
    let kinds: [(&str, Generator); 4] = [
        ("functions", functions),
        ("statements", statements),
        ("tuple elements", tuple),
        ("stack variables", stack_variables),
    ];
    let mut failures = Vec::new();
    println!(
        "{:>16} {:>10} {:>10} {:>10} {:>8}",
        "N:", "100", "1000", "10000", "ratio"
    );
    for (name, generate) in kinds {
        let t100 = native_time(&generate(100));
        let (medium, large) = (generate(1000), generate(10_000));
        let (t1000, t10000, ratio) = measured_ratio(|| (native_time(&medium), native_time(&large)));
        println!(
            "{name:>16} {:>9.3}s {:>9.3}s {:>9.3}s {ratio:>7.1}x",
            t100.as_secs_f64(),
            t1000.as_secs_f64(),
            t10000.as_secs_f64()
        );
        if ratio > MAX_RATIO {
            failures.push(format!(
                "{name}: 10x the size took {ratio:.1}x the time in MLIR and LLVM"
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
}

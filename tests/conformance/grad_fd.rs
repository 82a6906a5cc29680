//! Gradients against central finite differences, in f64: for every
//! differentiable primitive (through a scalar function of two variables),
//! and for programs with branches, data-dependent loops and recursion
//! (tests/programs/grad_*.py). Each function `f(x, y)` is compiled with
//! `grad(f, x, y)` and `grad(f_y, y, x)` (`f_y` swaps the arguments) and
//! run on the `vm` backend at random points of its domain; the finite
//! differences come from running `f` itself at `x +- h` and `y +- h`.
//! The largest relative error of each is printed; all must be below
//! `TOL` (central differences with h = 1e-5 |x| are good to about 1e-9
//! here, so a wrong rule stands out by orders of magnitude).

use super::harness::programs_dir;
use autobatch_compiler::driver::{compile_source, Backend};
use autobatch_compiler::exec::ExecOptions;
use autobatch_runtime::{Arg, Inputs, Outputs, Status, Value};
use rand::{Rng, SeedableRng};

const TOL: f64 = 1e-6;
const POINTS: usize = 200;

/// A domain: the interval points are drawn from.
type Domain = (f64, f64);

/// (name, body of `f(x: f64, y: f64) -> f64`, domain of x, domain of y).
const CASES: &[(&str, &str, Domain, Domain)] = &[
    ("add", "x + y", (-2.0, 2.0), (-2.0, 2.0)),
    ("sub", "x - y", (-2.0, 2.0), (-2.0, 2.0)),
    ("mul", "x * y * x", (-2.0, 2.0), (-2.0, 2.0)),
    ("div", "x / y", (-2.0, 2.0), (0.5, 2.0)),
    ("mod", "(x + 5.0) % y", (0.1, 0.9), (6.0, 7.0)),
    ("neg", "-x * y", (-2.0, 2.0), (-2.0, 2.0)),
    ("abs", "abs(x) * y + abs(y - 3.0)", (0.2, 2.0), (0.0, 2.0)),
    ("minimum", "minimum(x, y) * 2.0", (-2.0, 2.0), (-2.0, 2.0)),
    ("maximum", "maximum(x, y) * x", (-2.0, 2.0), (-2.0, 2.0)),
    (
        "builtin_min_max",
        "min(x, y) + max(x * 2.0, y)",
        (-2.0, 2.0),
        (-2.0, 2.0),
    ),
    ("where", "where(x > y, x * x, sin(y))", (-2.0, 2.0), (-2.0, 2.0)),
    ("pow", "x ** y + pow(y, 2.0)", (0.5, 2.0), (-2.0, 2.0)),
    ("copysign", "copysign(x, y) * x", (0.5, 2.0), (-1.0, 1.0)),
    ("atan2", "atan2(x, y)", (-2.0, 2.0), (0.5, 2.0)),
    ("hypot", "hypot(x, y)", (-2.0, 2.0), (0.5, 2.0)),
    ("exp", "exp(x * y)", (-2.0, 2.0), (-1.0, 1.0)),
    ("log", "log(x) * y", (0.1, 3.0), (-1.0, 1.0)),
    ("log1p", "log1p(x * y)", (-0.5, 0.5), (-1.0, 1.0)),
    ("expm1", "expm1(x) + y", (-2.0, 2.0), (-1.0, 1.0)),
    ("sqrt", "sqrt(x) * y", (0.1, 3.0), (-1.0, 1.0)),
    ("sin", "sin(x * y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("cos", "cos(x) * y", (-2.0, 2.0), (-2.0, 2.0)),
    ("tanh", "tanh(x * y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("tan", "tan(x) + y", (-1.2, 1.2), (-1.0, 1.0)),
    ("asin", "asin(x) * y", (-0.9, 0.9), (-1.0, 1.0)),
    ("acos", "acos(x) * y", (-0.9, 0.9), (-1.0, 1.0)),
    ("atan", "atan(x * y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("sinh", "sinh(x) * y", (-2.0, 2.0), (-1.0, 1.0)),
    ("cosh", "cosh(x) * y", (-2.0, 2.0), (-1.0, 1.0)),
    ("asinh", "asinh(x * y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("acosh", "acosh(x) * y", (1.1, 3.0), (-1.0, 1.0)),
    ("atanh", "atanh(x) * y", (-0.9, 0.9), (-1.0, 1.0)),
    ("log2", "log2(x) * y", (0.1, 3.0), (-1.0, 1.0)),
    ("log10", "log10(x) * y", (0.1, 3.0), (-1.0, 1.0)),
    ("erf", "erf(x * y)", (-2.0, 2.0), (-1.0, 1.0)),
    ("erfc", "erfc(x) * y", (-2.0, 2.0), (-1.0, 1.0)),
    ("lgamma", "lgamma(x) * y", (0.05, 30.0), (-1.0, 1.0)),
    ("lgamma_negative", "lgamma(x) * y", (-3.9, -3.1), (-1.0, 1.0)),
    (
        "floor_ceil_round",
        "(floor(x) + 2.0) * y + ceil(y) * x + round(x * y)",
        (0.1, 0.5),
        (0.1, 0.9),
    ),
    ("sum_dot", "vec_sum(x, y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("reductions", "vec_reduce(x, y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("indexing", "vec_index(x, y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("matmul", "vec_matmul(x, y)", (-2.0, 2.0), (-2.0, 2.0)),
    ("cholesky", "mat_cholesky(x, y)", (-1.0, 1.0), (-1.0, 1.0)),
    ("triangular_solves", "mat_solves(x, y)", (-1.0, 1.0), (-1.0, 1.0)),
];

/// Tensor helpers the bodies above call.
const HELPERS: &str = r#"
def vec3(x: f64, y: f64) -> f64[3]:
    v = zeros(3)
    v[0] = x
    v[1] = y
    v[2] = x * y
    return v


def vec_sum(x: f64, y: f64) -> f64:
    v = vec3(x, y)
    return sum(v * v) + dot(v, exp(v)) + sum(full(4, x * 2.0))


def vec_reduce(x: f64, y: f64) -> f64:
    v = vec3(x, y)
    return logsumexp(v) + mean(sin(v)) + max(v) - min(v) * 2.0 + cumsum(v)[2] * cumsum(v)[1]


def vec_index(x: f64, y: f64) -> f64:
    v = vec3(x, y)
    w = copy(v)
    w[1:3] = v[0:2] * v[1:3]
    w[0] += v[2]
    return w[0] * w[1] + w[2] + v[-1] * v[::-1][0]


def vec_matmul(x: f64, y: f64) -> f64:
    m = array(((1.0, 2.0, 0.5), (0.0, -1.0, 3.0)))
    u = matmul(m, vec3(x, y))
    return dot(matmul(u, m), vec3(y, x))


def mat_cholesky(x: f64, y: f64) -> f64:
    # Diagonally dominant for |x|, |y| < 1; the upper triangle is not read.
    a = zeros((3, 3))
    a[0, 0] = 2.0 + x * x
    a[1, 0] = 0.3 * x
    a[2, 0] = y
    a[1, 1] = 3.0
    a[2, 1] = x * y
    a[2, 2] = 4.0 + y * y
    a[0, 2] = 50.0 * x
    v = vec3(x, y)
    return sum(cholesky_decompose(a) * outer(v, v)) + multi_normal_lpdf(v, vec3(y, 0.5), a)


def mat_solves(x: f64, y: f64) -> f64:
    l = zeros((3, 3))
    l[0, 0] = 2.0 + x * x
    l[1, 0] = y
    l[1, 1] = 1.5 + y * y
    l[2, 0] = x * y
    l[2, 1] = x
    l[2, 2] = 3.0
    l[1, 2] = 50.0 * y
    v = vec3(x, y)
    m = outer(v, vec3(y, x))
    left = dot(mdivide_left_tri_low(l, v), v) + sum(mdivide_left_tri_low(l, m) * m)
    return left + dot(mdivide_right_tri_low(v, l), vec3(y, 1.0)) + sum(mdivide_right_tri_low(m, l))
"#;

/// A program differentiating `f`.
fn program(body: &str) -> String {
    format!(
        "from autobatch import *\n{HELPERS}\n\ndef f(x: f64, y: f64) -> f64:\n    return {body}\n\n\
         def f_y(y: f64, x: f64) -> f64:\n    return f(x, y)\n\n\
         def both(x: f64, y: f64) -> tuple[f64, f64]:\n    return grad(f, x, y), grad(f_y, y, x)\n"
    )
}

fn floats(values: &[f64]) -> Arg {
    Arg::Batched(values.iter().map(|&v| Value::F64(v)).collect())
}

fn column(out: &Outputs, i: usize) -> Vec<f64> {
    out.values[i]
        .iter()
        .map(|v| match v {
            Value::F64(v) => *v,
            other => panic!("not an f64: {other:?}"),
        })
        .collect()
}

/// Runs `entry` of `source` on the vm at the points (xs, ys).
fn run(source: &str, file: &str, entry: &str, args: Vec<Arg>) -> Outputs {
    let compiled = compile_source(source, file, entry).unwrap_or_else(|e| panic!("{file}: {e}"));
    let z = match &args[0] {
        Arg::Batched(v) => v.len(),
        Arg::Shared(_) => 1,
    };
    let result = compiled
        .run(Backend::Vm, &Inputs { z, args }, &ExecOptions::default())
        .expect("fits");
    assert!(
        result.outputs.status.iter().all(|s| *s == Status::Ok),
        "{file}: {entry} did not finish"
    );
    result.outputs
}

/// The largest relative error of `ad` against central differences of
/// `entry` (two f64 parameters, `extra` after them) at (xs, ys).
fn max_error(source: &str, file: &str, xs: &[f64], ys: &[f64], extra: &[Arg], entry: &str) -> f64 {
    let mut args = vec![floats(xs), floats(ys)];
    args.extend(extra.iter().cloned());
    let grads = run(source, file, &format!("{entry}_grads"), args);
    let (gx, gy) = (column(&grads, 0), column(&grads, 1));
    let h = |v: f64| 1e-5 * v.abs().max(1.0);
    let shifted = |dx: f64, dy: f64| {
        let xs: Vec<f64> = xs.iter().map(|x| x + dx * h(*x)).collect();
        let ys: Vec<f64> = ys.iter().map(|y| y + dy * h(*y)).collect();
        let mut args = vec![floats(&xs), floats(&ys)];
        args.extend(extra.iter().cloned());
        column(&run(source, file, entry, args), 0)
    };
    let (xp, xm, yp, ym) = (
        shifted(1.0, 0.0),
        shifted(-1.0, 0.0),
        shifted(0.0, 1.0),
        shifted(0.0, -1.0),
    );
    let mut worst: f64 = 0.0;
    for b in 0..xs.len() {
        let fx = (xp[b] - xm[b]) / (2.0 * h(xs[b]));
        let fy = (yp[b] - ym[b]) / (2.0 * h(ys[b]));
        for (ad, fd) in [(gx[b], fx), (gy[b], fy)] {
            let e = (ad - fd).abs() / fd.abs().max(1.0);
            assert!(
                e.is_finite(),
                "{file}: gradient {ad} against {fd} at ({}, {})",
                xs[b],
                ys[b]
            );
            worst = worst.max(e);
        }
    }
    worst
}

fn points(seed: u64, (lo, hi): Domain) -> Vec<f64> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..POINTS).map(|_| rng.random_range(lo..hi)).collect()
}

#[test]
fn every_differentiable_primitive_matches_finite_differences() {
    let mut failures = Vec::new();
    for (k, (name, body, dx, dy)) in CASES.iter().enumerate() {
        let source = format!(
            "{}\n\ndef f_grads(x: f64, y: f64) -> tuple[f64, f64]:\n    return both(x, y)\n",
            program(body)
        );
        let (xs, ys) = (points(2 * k as u64, *dx), points(2 * k as u64 + 1, *dy));
        let e = max_error(&source, &format!("{name}.py"), &xs, &ys, &[], "f");
        eprintln!("finite differences: {name:>20}: max relative error {e:.1e}");
        if e > TOL {
            failures.push(format!("{name}: {e:.1e}"));
        }
    }
    assert!(failures.is_empty(), "gradients off: {failures:?}");
}

/// Functions of the grad_* conformance programs, as `f(x, y)` with the
/// rest of their arguments fixed.
const PROGRAMS: &[(&str, &str, &str, Domain, Domain)] = &[
    (
        "grad_loops",
        "exp_series",
        "exp_series(x) * y",
        (-3.0, 3.0),
        (-1.0, 1.0),
    ),
    (
        "grad_loops",
        "sqrt_newton",
        "sqrt_newton(x) + y",
        (0.2, 5.0),
        (-1.0, 1.0),
    ),
    (
        "grad_loops",
        "loop_forms",
        "loop_forms(x, 7) * y",
        (-2.0, 2.0),
        (-1.0, 1.0),
    ),
    (
        "grad_recursion",
        "tree_sum",
        "tree_sum(x, 4) + y * x",
        (-1.0, 1.0),
        (-1.0, 1.0),
    ),
    ("grad_recursion", "power", "power(x, 11) * y", (-1.2, 1.2), (-1.0, 1.0)),
    (
        "grad_recursion",
        "even_odd",
        "even_odd(x, 9) * y",
        (-1.0, 1.0),
        (-1.0, 1.0),
    ),
    ("grad_scalar", "smooth", "smooth(x) * y", (-2.0, 2.0), (-1.0, 1.0)),
];

#[test]
fn programs_with_branches_loops_and_recursion_match_finite_differences() {
    let mut failures = Vec::new();
    for (k, (file, name, body, dx, dy)) in PROGRAMS.iter().enumerate() {
        let path = programs_dir().join(format!("{file}.py"));
        let text = std::fs::read_to_string(&path).expect("the program exists");
        let source = format!(
            "{text}\n{}\n\ndef f_grads(x: f64, y: f64) -> tuple[f64, f64]:\n    return both(x, y)\n",
            program(body)
                .replace("from autobatch import *", "")
                .replace(HELPERS, "")
        );
        let (xs, ys) = (points(100 + 2 * k as u64, *dx), points(101 + 2 * k as u64, *dy));
        let e = max_error(&source, &format!("{file}.py"), &xs, &ys, &[], "f");
        eprintln!("finite differences: {file}::{name}: max relative error {e:.1e}");
        if e > TOL {
            failures.push(format!("{file}::{name}: {e:.1e}"));
        }
    }
    assert!(failures.is_empty(), "gradients off: {failures:?}");
}

//! Parameters updated in place (`in_place`): what is accepted, and each
//! call or function the rule refuses, at its place.

use super::{assert_diagnostic, assert_error, build, build_entry, run};
use autobatch_runtime::{TensorData, Value};

const BUMP: &str = "def bump(h: f64[3], i: i64) -> f64[3]:\n    h[i % 3] += 1.0\n    return h\n\n";

fn vector(values: &[f64]) -> Value {
    Value::tensor(vec![values.len()], TensorData::F64(values.to_vec()))
}

#[test]
fn a_rebound_variable_is_updated_in_place_through_two_functions() {
    let src = format!(
        "{BUMP}def bump2(h: f64[3], i: i64) -> tuple[f64[3], f64]:\n    h = bump(h, i)\n    h = bump(h, i + 1)\n    \
         first = h[0]\n    return h, first\n\n\
         def main(n: i64) -> tuple[f64[3], f64]:\n    h = zeros(3)\n    s = 0.0\n    for i in range(n):\n        \
         h, t = bump2(h, i)\n        s += t\n    last = bump(zeros(3), n)\n    return h + last, s\n"
    );
    let p = build_entry(&src, Some("main"));
    let out = run(&p, "main", vec![Value::I64(4)]);
    // bump2 adds 1 at i % 3 and (i + 1) % 3 for i = 0..3 ([3, 3, 2]; the
    // first elements seen after each call: 1, 1, 2, 3), and `last` is
    // [0, 1, 0].
    assert_eq!(out, vec![vector(&[3.0, 4.0, 2.0]), Value::F64(7.0)]);
}

#[test]
fn the_entry_keeps_its_arrays() {
    let written = format!("def main(x: f64[3]) -> f64:\n    x[0] = 1.0\n    return x[0]\n\n{BUMP}");
    assert_diagnostic(
        super::error_entry(&written, "main"),
        "`x` is written by index at line 2, but it is a parameter of `main`, the function the batch runs",
        1,
        10,
    );
    let passed = format!("def main(x: f64[3]) -> f64:\n    y = bump(x, 0)\n    return y[0]\n\n{BUMP}");
    assert_diagnostic(
        super::error_entry(&passed, "main"),
        "`x` is passed at line 2 to `bump`, which updates its parameter `h` in place",
        1,
        10,
    );
    // `autobatch check` names no entry: every function may be one.
    build(&passed);
}

#[test]
fn shared_data_is_not_updated() {
    assert_error(
        "def f(d: Shared[f64[3]]) -> f64:\n    d[0] = 1.0\n    return d[0]\n\ndef main(x: f64) -> f64:\n    return x\n",
        "but it is Shared data, one array for every member",
        1,
        7,
    );
}

#[test]
fn a_variable_read_after_the_call_is_refused() {
    let src = |body: &str| format!("{BUMP}def main(n: i64) -> f64:\n    a = zeros(3)\n{body}");
    let read_again = "and `a` is read again after this call";
    assert_error(&src("    b = bump(a, n)\n    return a[0] + b[0]\n"), read_again, 7, 14);
    // Read on one path only, or by the next turn of a loop.
    assert_error(
        &src("    b = bump(a, n)\n    if n > 2:\n        return a[1]\n    return b[0]\n"),
        read_again,
        7,
        14,
    );
    assert_error(
        &src("    s = 0.0\n    for i in range(n):\n        b = bump(a, i)\n        s += b[0]\n    return s\n"),
        read_again,
        9,
        18,
    );
    // Rebound by the call, or reassigned before any read: fine.
    build(&src(
        "    for i in range(n):\n        a = bump(a, i)\n    return a[0]\n",
    ));
    build(&src("    b = bump(a, n)\n    a = b * 2.0\n    return a[0]\n"));
}

#[test]
fn the_argument_must_be_a_variable_or_a_new_array() {
    let src = |body: &str| {
        format!("{BUMP}def two(h: f64[3], g: f64[3]) -> f64:\n    h[0] = g[1]\n    return h[0]\n\ndef main(x: f64[2, 3]) -> f64:\n    a = zeros(3)\n{body}")
    };
    assert_error(
        &src("    b = two(a, a)\n    return b\n"),
        "`a` is passed to `two`'s parameter `h`, which `two` updates in place, so it cannot be in another argument too",
        11,
        16,
    );
    assert_error(
        &src("    m = copy(x)\n    b = bump(m[0], 1)\n    return b[0]\n"),
        "`bump` updates its parameter `h` in place (written by index at line 2), so the argument must be a variable",
        12,
        14,
    );
    build(&src("    b = two(copy(a), a)\n    return b\n"));
}

#[test]
fn results_that_may_be_shared_are_not_bound_to_an_updated_name() {
    let src = format!(
        "{BUMP}def keep(h: f64[3], g: f64[3]) -> f64[3]:\n    h[0] = 1.0\n    return g\n\n\
         def main(x: f64[3]) -> f64:\n    a = zeros(3)\n    a = keep(a, x)\n    a = bump(a, 0)\n    return a[0]\n"
    );
    // `keep` may return `x`: `a` would then share the caller's array.
    assert_error(
        &src,
        "`a` is passed at line 11 to `keep`, which updates its parameter `h` in place, so it must hold an array of its own",
        11,
        9,
    );
}

#[test]
fn an_updating_function_is_not_differentiated() {
    let src = "def f(x: f64, h: f64[3]) -> f64:\n    h[0] = x\n    return x * h[1]\n\n\
               def main(x: f64) -> f64:\n    return grad(f, x, zeros(3))\n";
    assert_error(
        src,
        "`f` updates its parameter `h` in place, so it cannot be differentiated",
        6,
        17,
    );
}

//! `value_and_grad`, `grad`: what cannot be differentiated is an error at
//! the operation that has no derivative (or, without one, the function
//! differentiated), naming the function and the operation.

use super::{assert_error, build};

const CALL: &str = "\n\ndef main(x: f64) -> f64:\n    return grad(f, x)\n";

#[test]
fn a_primitive_without_a_rule_is_located_where_it_is_used() {
    let src = format!("def f(x: f64) -> f64:\n    return prod(full(2, x)) * 2.0{CALL}");
    assert_error(
        &src,
        "cannot differentiate `f`: in `f`: `prod` cannot be differentiated: prod has no gradient here: write the product with `*` in a loop",
        2,
        12,
    );
    let inner =
        format!("def f(x: f64) -> f64:\n    return h(x)\n\ndef h(u: f64) -> f64:\n    return prod(full(3, u)){CALL}");
    assert_error(&inner, "`prod` cannot be differentiated", 5, 12);
}

#[test]
fn matmul_is_differentiated_with_respect_to_a_matrix() {
    // (tests/programs/grad_matmul.py checks the values against CPython.)
    for product in [
        "matmul(m, m)",
        "m @ m",
        "matmul(m, full(2, 1.0))",
        "transpose(m) * outer(m[0], m[1])",
    ] {
        let src = format!(
            "from autobatch import *\n\ndef f(m: f64[2, 2]) -> f64:\n    return sum({product})\n\n\
             def main(m: f64[2, 2]) -> f64[2, 2]:\n    return grad(f, m)\n"
        );
        let built = crate::frontend::build_program(&src, "t.py", Some("main"));
        assert!(
            built.is_ok(),
            "{product}: {}",
            built.err().map(|d| d.render()).unwrap_or_default()
        );
    }
}

#[test]
fn the_differentiated_parameter_and_result_must_be_floats() {
    let src = "def f(n: i64, x: f64) -> f64:\n    return x\n\ndef main(x: f64) -> f64:\n    return grad(f, 1, x)\n";
    assert_error(
        src,
        "must be a float scalar or tensor (not Shared data); `n` of `f` is i64",
        5,
        17,
    );
    let src = "def f(x: f64) -> f64[2]:\n    return full(2, x)\n\ndef main(x: f64) -> f64[2]:\n    return grad(f, x)\n";
    assert_error(
        src,
        "`f` must return a float scalar to be differentiated, but it returns f64[2]",
        5,
        17,
    );
    let src = "def f(m: Shared[f64[2]], x: f64) -> f64:\n    return x\n\ndef main(m: Shared[f64[2]], x: f64) -> f64:\n    return grad(f, m, x)\n";
    assert_error(src, "`m` of `f` is Shared", 5, 17);
}

#[test]
fn the_function_is_named_directly() {
    let src = "def main(x: f64) -> f64:\n    return grad(1.0, x)\n";
    assert_error(src, "name the function here", 2, 17);
    let src = "def main(x: f64) -> f64:\n    return grad(x, x)\n";
    assert_error(src, "`x` is not a function of this file", 2, 17);
    let src = "def main(x: f64) -> f64:\n    return grad(g, x)\n";
    assert_error(src, "`g` is not a function of this file", 2, 17);
    let src = "def main(x: f64) -> f64:\n    return grad()\n";
    assert_error(src, "`grad(f, x, ...)` differentiates the function `f`", 2, 12);
}

#[test]
fn nested_differentiation_is_refused() {
    let src = "def h(x: f64) -> f64:\n    return x * x\n\ndef f(x: f64) -> f64:\n    return grad(h, x)\n\n\
               def main(x: f64) -> f64:\n    return grad(f, x)\n";
    assert_error(src, "cannot itself call `value_and_grad` or `grad`", 8, 12);
}

#[test]
fn grad_and_value_and_grad_call_one_function() {
    let src = "def f(x: f64) -> f64:\n    return x * x\n\n\
               def main(x: f64) -> tuple[f64, f64, f64]:\n    v, g = value_and_grad(f, x)\n    return v, g, grad(f, x)\n";
    let p = build(src);
    let names: Vec<&str> = p.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["f", "main", "f.vjp"]);
    // x, then whether the value is wanted; the value and the gradient.
    assert_eq!(p.functions[2].params.len(), 2);
    assert_eq!(p.functions[2].outputs.len(), 2);
}

#[test]
fn calls_cpython_makes_on_plain_floats_are_refused_where_differentiated() {
    let src = "import math\n\ndef f(x: f64) -> f64:\n    return math.atan(x) * math.atan(2.0)\n\n\
               def main(x: f64) -> f64:\n    return grad(f, x)\n";
    assert_error(
        src,
        "`math.atan(...)` of a float cannot carry a gradient in CPython",
        4,
        12,
    );
    let src = "def f(x: f64) -> f64:\n    return h(x)\n\ndef h(u: f64) -> f64:\n    return float(u) * 2.0\n\n\
               def main(x: f64) -> f64:\n    return grad(f, x)\n";
    assert_error(src, "write autobatch's `f64(...)`", 5, 12);
    // Constants and integers are plain in CPython too; undifferentiated
    // functions may use math freely.
    build(
        "import math\n\ndef f(x: f64, n: i64) -> f64:\n    return x * math.atan(2.0) * float(n)\n\n\
           def g(x: f64) -> f64:\n    return math.tanh(x)\n\n\
           def main(x: f64) -> tuple[f64, f64]:\n    return grad(f, x, 3), g(x)\n",
    );
}

//! The distribution library (`prelude.rs`): templates compiled in place
//! with each call's types; errors inside one point to the call.

use super::{assert_error, build, run};
use autobatch_runtime::{DType, TensorData, Value};

fn vector(xs: &[f64]) -> Value {
    Value::tensor(vec![xs.len()], TensorData::F64(xs.to_vec()))
}

#[test]
fn a_template_takes_its_calls_types_and_keeps_literals_weak() {
    let p = build(
        "from autobatch import *\n\
         def f(y: f64[3], mu: f64) -> f64:\n    return normal_lpdf(y, mu, 2.0)\n\
         def g(y: f32[3]) -> f32:\n    return normal_lpdf(y, 0.5, 2.0) + std_normal_lpdf(y[0])\n",
    );
    let ys = [0.5, -1.0, 2.0];
    let got = run(&p, "f", vec![vector(&ys), Value::F64(0.25)]);
    let want: f64 = ys
        .iter()
        .map(|y| {
            let z = (y - 0.25) / 2.0;
            -0.5 * (z * z) - 2f64.ln() - 0.918_938_533_204_672_7
        })
        .fold(0.0, |a, b| a + b);
    match got[0] {
        Value::F64(v) => assert!((v - want).abs() < 1e-12, "{v} vs {want}"),
        ref other => panic!("{other:?}"),
    }
    // The f32 call computes in f32: its result is f32, with no f64 on the way.
    let g = p.function_named("g").expect("g");
    let func = &p.functions[g];
    assert_eq!(func.vars[func.outputs[0]].ty.dtype, DType::F32);
    assert!(func.vars.iter().all(|v| v.ty.dtype != DType::F64), "{p}");
    // Each call's variables are its own: prefixed by the template's name.
    assert!(func.vars.iter().any(|v| v.name.starts_with("normal_lpdf#")), "{p}");
}

#[test]
fn a_function_of_the_program_shadows_the_library() {
    let p = build(
        "from autobatch import *\n\
         def normal_lpdf(y: f64, mu: f64, sigma: f64) -> f64:\n    return 7.0\n\
         def f(y: f64) -> f64:\n    return normal_lpdf(y, 0.0, 1.0)\n",
    );
    assert_eq!(run(&p, "f", vec![Value::F64(0.5)]), vec![Value::F64(7.0)]);
}

#[test]
fn errors_inside_a_template_point_to_the_call() {
    let src = "from autobatch import *\n\
               def f(y: f64[3], mu: f64[4]) -> f64:\n    return 1.0 + normal_lpdf(y, mu, 1.0)\n";
    assert_error(src, "in `normal_lpdf` (autobatch/distributions.py)", 3, 18);
    let src = "from autobatch import *\n\
               def f(y: f64[3]) -> f64:\n    return normal_lpdf(y, 1.0)\n";
    assert_error(src, "`normal_lpdf` takes 3 arguments (y, mu, sigma), got 2", 3, 12);
    let src = "from autobatch import *\n\
               def f(y: f64[3]) -> f64:\n    return normal_lpdf(y, 1.0, scale=2.0)\n";
    assert_error(
        src,
        "`normal_lpdf` has no parameter `scale` (its parameters: y, mu, sigma)",
        3,
        32,
    );
    // An argument's own error is reported where it is.
    let src = "from autobatch import *\n\
               def f(y: f64[3]) -> f64:\n    return normal_lpdf(y, q, 1.0)\n";
    assert_error(src, "unknown name `q`", 3, 27);
}

#[test]
fn the_library_s_constants_and_private_helpers_are_its_own() {
    let src = "from autobatch import *\n\
               def f(y: f64) -> f64:\n    return LOG_TWO + y\n";
    assert_error(src, "unknown name `LOG_TWO`", 3, 12);
    // CPython's `import *` does not export `_xlogy` either.
    let src = "from autobatch import *\n\
               def f(y: f64) -> f64:\n    return _xlogy(y, y)\n";
    assert_error(src, "unknown function `_xlogy`", 3, 12);
}

#[test]
fn operations_on_literals_alone_stay_weak_literals() {
    let p = build(
        "from autobatch import *\n\
         def f(x: f32) -> f32:\n    return x * log(2.0) + where(2.0 > 1.0, 0.5 * 3.0, 1.0)\n",
    );
    let f = p.function_named("f").expect("f");
    let func = &p.functions[f];
    assert!(func.vars.iter().all(|v| v.ty.dtype == DType::F32), "{p}");
    let got = run(&p, "f", vec![Value::F32(2.0)]);
    assert_eq!(got, vec![Value::F32(2.0 * (2f64.ln() as f32) + 1.5)]);
}

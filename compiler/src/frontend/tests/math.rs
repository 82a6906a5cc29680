//! The math functions' names: `import math`, `from math import ...`, the
//! constants and `float("inf")`.

use super::{assert_error, build, run};
use autobatch_runtime::Value;

#[test]
fn math_functions_and_constants() {
    let src = "import math\nfrom math import floor as fl, pi as P\n\n\
               def f(x: f64) -> tuple[i64, i64, f64, bool]:\n    \
               return math.floor(x) + fl(x) * 10, math.trunc(-x), math.atan2(1, 1) * 4.0 - P + math.tau, math.isnan(x)\n";
    let p = build(src);
    let out = run(&p, "f", vec![Value::F64(2.5)]);
    let tau = std::f64::consts::TAU;
    assert_eq!(
        out,
        vec![Value::I64(22), Value::I64(-2), Value::F64(tau), Value::Bool(false)]
    );
    let never_raising = "import math as m\n\ndef f(x: f64, n: i64) -> f64:\n    \
                         return m.erf(x) + m.erfc(x) + m.asinh(n) + m.fabs(-n) + m.copysign(1, x)\n";
    let out = run(&build(never_raising), "f", vec![Value::F64(0.0), Value::I64(0)]);
    assert_eq!(out, vec![Value::F64(2.0)]);
}

#[test]
fn autobatch_constants_and_float_strings() {
    let src = "def f(x: f64, e: f64) -> tuple[f64, f64, bool]:\n    \
               return copysign(pi, x) + (1.0 if float(\"inf\") > x else 0.0), e * 2.0, isnan(float(\"nan\") + inf)\n";
    let out = run(&build(src), "f", vec![Value::F64(-1.0), Value::F64(3.0)]);
    let pi = std::f64::consts::PI;
    assert_eq!(out, vec![Value::F64(1.0 - pi), Value::F64(6.0), Value::Bool(true)]);
    // A local shadows an imported constant, as in Python.
    let local = "def f(x: f64) -> f64:\n    pi = x + 1.0\n    return pi * e\n";
    let out = run(&build(local), "f", vec![Value::F64(1.0)]);
    assert_eq!(out, vec![Value::F64(2.0 * std::f64::consts::E)]);
    let weak = "def f(x: f32) -> f32:\n    return x * pi + float(\"-inf\")\n";
    let out = run(&build(weak), "f", vec![Value::F32(1.0)]);
    assert_eq!(out, vec![Value::F32(f32::NEG_INFINITY)]);
}

#[test]
fn math_functions_compute_cpythons_values() {
    let src = "import math\nfrom math import gcd, lcm\n\n\
               def f(x: f64, n: i64) -> tuple[f64, f64, i64, i64, i64, i64, i64, f64, f64, bool, f64, i64]:\n    \
               m, k = math.frexp(x)\n    \
               return (math.exp(x) + math.sqrt(4) + math.log(8, 2), math.fmod(-7.5, 2.0) + math.remainder(7.0, 2.0),\n            \
               math.factorial(n) + math.comb(n, 2) + math.perm(n, 2), gcd(12, 18, n), lcm(4, 6, 0, 5) + lcm(),\n            \
               math.isqrt(n * n + n), math.floor(-x), math.ldexp(m, k), math.hypot(3, 4, 12),\n            \
               math.isclose(1.0, 1.0 + 1e-10) and not math.isclose(1.0, 1.1, rel_tol=0.01),\n            \
               math.prod((x, 3, 0.5), start=2.0), math.prod((n, n)))\n";
    let out = run(&build(src), "f", vec![Value::F64(0.0), Value::I64(5)]);
    assert_eq!(
        out,
        vec![
            Value::F64(1.0 + 2.0 + 3.0),
            Value::F64(-1.5 - 1.0),
            Value::I64(120 + 10 + 20),
            Value::I64(1),
            Value::I64(1),
            Value::I64(5),
            Value::I64(0),
            Value::F64(0.0),
            Value::F64(13.0),
            Value::Bool(true),
            Value::F64(0.0),
            Value::I64(25),
        ]
    );
    let gamma = "import math\n\ndef f(x: f64) -> tuple[f64, f64, f64, f64]:\n    \
                 return math.gamma(x), math.lgamma(x), math.gamma(0.5) ** 2.0, math.ulp(x) + math.nextafter(x, 0.0)\n";
    let out = run(&build(gamma), "f", vec![Value::F64(5.0)]);
    // CPython's values: its Lanczos lgamma(5.0) is an ulp below log(24).
    assert_eq!(
        out,
        vec![
            Value::F64(24.0),
            Value::F64(3.178053830347945),
            Value::F64(3.1415926535897927),
            Value::F64(5.0)
        ]
    );
}

#[test]
fn math_refuses_what_it_cannot_compute() {
    assert_error(
        "import math\ndef f(x: f64[3]) -> f64:\n    return math.fsum(x) + math.fsum(((x, x),))\n",
        "`math.fsum` takes a tuple of numbers or a vector here, got tuple[tuple[f64[3], f64[3]]]",
        3,
        37,
    );
    assert_error(
        "import math\ndef f(x: f64[2, 2]) -> f64:\n    return math.fsum(x)\n",
        "`math.fsum` takes a tuple of numbers or a vector here, got f64[2, 2]",
        3,
        22,
    );
    assert_error(
        "import math\ndef f(x: f32) -> f64:\n    return math.cbrt(x)\n",
        "`math.cbrt` takes Python floats (f64), got f32",
        3,
        22,
    );
    assert_error(
        "from math import sign\n",
        "`math.sign` is not a function of Python 3.11's math module: call `sign(...)` from autobatch",
        1,
        18,
    );
    assert_error(
        "import math\ndef f(x: f64) -> i64:\n    return math.factorial(x)\n",
        "`math.factorial` takes integers (CPython raises TypeError for a float)",
        3,
        27,
    );
    assert_error(
        "import math\ndef f(x: f64) -> bool:\n    return math.isclose(x, 1.0, tol=0.1)\n",
        "`math.isclose` takes the keywords rel_tol, abs_tol only",
        3,
        33,
    );
    assert_error(
        "import math\ndef f(x: f64) -> f64:\n    return math.exp(x, base=2.0)\n",
        "`math.exp` takes its arguments by position",
        3,
        24,
    );
    assert_error(
        "import math\ndef f(x: f64) -> f64:\n    return math.dist((x, 1.0), (x,))\n",
        "`math.dist` takes two points with the same number of coordinates",
        3,
        12,
    );
    assert_error(
        "import math\ndef f(x: f64) -> f64:\n    return math.pow(x)\n",
        "`math.pow` takes 2 arguments, got 1",
        3,
        12,
    );
    assert_error(
        "import math\ndef f(x: f32) -> i64:\n    return math.floor(x)\n",
        "`math.floor` takes Python floats (f64), got f32: call `floor(...)` from autobatch",
        3,
        23,
    );
    assert_error(
        "import math\ndef f(v: f64[3]) -> f64:\n    return math.atan(v)\n",
        "`math.atan` takes a number, got f64[3]",
        3,
        22,
    );
    assert_error(
        "import math\ndef f(v: f64[2, 2]) -> f64:\n    return math.prod(v)\n",
        "`math.prod` takes a tuple of numbers or a vector here, got f64[2, 2]",
        3,
        22,
    );
    assert_error(
        "import math\ndef f(x: f64) -> f64:\n    return math.floor\n",
        "`math.floor` is a function",
        3,
        12,
    );
    assert_error("import os\n", "only `autobatch` and `math` may be imported", 1, 8);
}

#[test]
fn float_reads_only_numbers() {
    assert_error(
        "def f(x: f64) -> f64:\n    return float(\"abc\")\n",
        "float() cannot read \"abc\" as a number",
        2,
        18,
    );
    assert_error(
        "def f(x: f64) -> f32:\n    return f32(\"inf\")\n",
        "`f32` takes a number, not a string",
        2,
        16,
    );
}

#[test]
fn a_function_may_use_the_imported_names_as_its_locals() {
    let src =
        "from math import pi\n\ndef f(x: f64) -> f64:\n    e = exp(-abs(x))\n    pi = e * 2.0\n    return pi + e\n";
    let out = run(&build(src), "f", vec![Value::F64(0.0)]);
    assert_eq!(out, vec![Value::F64(3.0)]);
    assert_error(
        "def f(x: f64) -> f64:\n    y = e\n    e = 1.0\n    return y\n",
        "unknown name `e`: it is first assigned at line 3, after this use",
        2,
        9,
    );
}

#[test]
fn pow_the_function_is_on_floats_while_the_operator_keeps_integers() {
    let src = "def f(a: i64) -> tuple[f64, i64]:\n    return pow(a, 3), a ** 3\n";
    let out = run(&build(src), "f", vec![Value::I64(2)]);
    assert_eq!(out, vec![Value::F64(8.0), Value::I64(8)]);
}

#[test]
fn membership_in_a_tuple_of_integers() {
    let src = "def f(k: i64, b: bool) -> tuple[bool, bool, bool]:\n    return k in (1, 2, 3), k not in (2, k + 1), b in (True,)\n";
    let out = run(&build(src), "f", vec![Value::I64(2), Value::Bool(false)]);
    assert_eq!(out, vec![Value::Bool(true), Value::Bool(false), Value::Bool(false)]);
    assert_error(
        "def f(x: f64) -> bool:\n    return x in (1.0, 2.0)\n",
        "`in` takes integer or bool scalars here",
        2,
        12,
    );
}

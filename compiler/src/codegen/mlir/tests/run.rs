//! Compiled programs against the VM executor.

use super::harness::load;
use super::programs::{every_primitive, fib};
use crate::exec::{run_vm, ExecOptions};
use crate::ir::p::Program;
use autobatch_runtime::{Arg, Inputs, Outputs, Status, TensorData, Type, Value};
use rand::{Rng, SeedableRng};

fn output_types(program: &Program) -> Vec<Type> {
    program
        .outputs
        .iter()
        .map(|v| program.vars[*v].decl.ty.clone())
        .collect()
}

/// Runs `inputs` through the compiled program and the VM; they must
/// agree bit for bit. Returns the outputs.
fn agrees_with_vm(program: &Program, name: &str, inputs: &Inputs, depth: usize) -> Outputs {
    agrees_with_vm_within(program, name, inputs, depth, |_| 0)
}

/// As `agrees_with_vm`, allowing output `i` to differ by `ulps(i)` units
/// in the last place (our transcendental functions are not glibc's).
pub(super) fn agrees_with_vm_within(
    program: &Program,
    name: &str,
    inputs: &Inputs,
    depth: usize,
    ulps: impl Fn(usize) -> u64,
) -> Outputs {
    let loaded = load(program, name, depth);
    let types = output_types(program);
    let (compiled, _) = loaded.run(inputs, &types);
    let vm = run_vm(
        program,
        inputs,
        &ExecOptions {
            max_stack_depth: depth,
            gather: false,
            memory_limit: None,
        },
    )
    .expect("fits")
    .outputs;
    assert_eq!(compiled.status, vm.status, "status");
    for (i, (got, want)) in compiled.values.iter().zip(&vm.values).enumerate() {
        let name = &program.vars[program.outputs[i]].decl.name;
        for (b, (g, w)) in got.iter().zip(want).enumerate() {
            assert!(close(g, w, ulps(i)), "`{name}` member {b}: compiled {g:?}, vm {w:?}");
        }
    }
    compiled
}

/// Equal bit for bit, or floats (or float tensors) within `ulps` units
/// in the last place, or within `ulps` epsilons of max(1, |b|) (a result
/// that cancels large terms inherits their rounding in absolute terms).
fn close(a: &Value, b: &Value, ulps: u64) -> bool {
    if a.bit_eq(b) {
        return true;
    }
    let near = |x: f64, y: f64, eps: f64| (x - y).abs() <= ulps as f64 * eps * y.abs().max(1.0);
    let within = |x: f64, y: f64| (x.is_nan() && y.is_nan()) || ulp_distance(x, y) <= ulps || near(x, y, f64::EPSILON);
    let within32 = |x: f32, y: f32| {
        (x.is_nan() && y.is_nan())
            || ulp_distance32(x, y) <= ulps
            || near(f64::from(x), f64::from(y), f64::from(f32::EPSILON))
    };
    match (a, b) {
        (Value::F64(x), Value::F64(y)) => within(*x, *y),
        (Value::F32(x), Value::F32(y)) => within32(*x, *y),
        (Value::Tensor(x), Value::Tensor(y)) => {
            x.shape == y.shape && (0..x.data.len()).all(|i| close(&x.data.get(i), &y.data.get(i), ulps))
        }
        _ => false,
    }
}

fn ulp_distance(a: f64, b: f64) -> u64 {
    let key = |x: f64| {
        // Negative numbers below the positive ones, -0.0 just below 0.0.
        let bits = x.to_bits() as i64;
        if bits < 0 {
            -(bits & i64::MAX) - 1
        } else {
            bits
        }
    };
    key(a).abs_diff(key(b))
}

fn ulp_distance32(a: f32, b: f32) -> u64 {
    let key = |x: f32| {
        let bits = x.to_bits() as i32;
        i64::from(if bits < 0 { -(bits & i32::MAX) - 1 } else { bits })
    };
    key(a).abs_diff(key(b))
}

fn ints(xs: &[i64]) -> Arg {
    Arg::Batched(xs.iter().map(|x| Value::I64(*x)).collect())
}

#[test]
fn fib_runs_compiled() {
    let inputs = Inputs {
        z: 4,
        args: vec![ints(&[6, 7, 8, 9])],
    };
    let out = agrees_with_vm(&fib(), "fib", &inputs, 64);
    let want: Vec<Value> = [13, 21, 34, 55].iter().map(|x| Value::I64(*x)).collect();
    assert_eq!(out.values[0], want);
    assert_eq!(out.status, vec![Status::Ok; 4]);
}

#[test]
fn fib_overflows_the_stack_per_member() {
    let inputs = Inputs {
        z: 5,
        args: vec![ints(&[1, 3, 12, 5, -4])],
    };
    let out = agrees_with_vm(&fib(), "fib_shallow", &inputs, 4);
    assert_eq!(out.status[2], Status::StackOverflow);
    assert_eq!(out.status[0], Status::Ok);
}

/// A float from a mix of ordinary values and the awkward ones.
fn float(rng: &mut impl Rng) -> f64 {
    const SPECIAL: [f64; 10] = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1e300,
        -1e-300,
        0.5,
    ];
    if rng.random_bool(0.15) {
        SPECIAL[rng.random_range(0..SPECIAL.len())]
    } else {
        rng.random_range(-20.0..20.0)
    }
}

fn tensor(values: Vec<f64>, shape: &[usize]) -> Value {
    Value::tensor(shape.to_vec(), TensorData::F64(values))
}

/// Random members for `every_primitive`: mostly valid, some faulting
/// (zero divisors, indices out of range).
fn primitive_inputs(z: usize, seed: u64) -> Inputs {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut column =
        |f: &mut dyn FnMut(&mut rand::rngs::StdRng) -> Value| Arg::Batched((0..z).map(|_| f(&mut rng)).collect());
    let a = column(&mut |r| Value::F64(float(r)));
    let b = column(&mut |r| Value::F64(float(r)));
    let i = column(&mut |r| Value::I64(r.random_range(-2..2) + i64::from(r.random_bool(0.05)) * 9));
    let j = column(&mut |r| {
        let j = r.random_range(-3..3);
        Value::I64(if j == 0 && r.random_bool(0.7) { 1 } else { j })
    });
    let k = column(&mut |r| {
        Value::I32(if r.random_bool(0.1) {
            i32::MIN
        } else {
            r.random_range(-100..100)
        })
    });
    let p = column(&mut |r| Value::Bool(r.random_bool(0.5)));
    let x = column(&mut |r| Value::F32(float(r) as f32));
    let v = column(&mut |r| tensor((0..3).map(|_| float(r)).collect(), &[3]));
    let w = column(&mut |r| tensor((0..3).map(|_| r.random_range(-4.0..4.0f64).round()).collect(), &[3]));
    let m = Arg::Shared(tensor(vec![1.5, -2.0, 0.25, 3.0, 0.0, -1.0], &[2, 3]));
    let mm = Arg::Shared(tensor(vec![1.0, 2.0, -0.5, 4.0, 8.0, 0.125], &[3, 2]));
    let bits = column(&mut |r| Value::tensor(vec![3], TensorData::Bool((0..3).map(|_| r.random_bool(0.5)).collect())));
    Inputs {
        z,
        args: vec![a, b, i, j, k, p, x, v, w, m, mm, bits],
    }
}

#[test]
fn every_primitive_matches_the_vm() {
    let program = every_primitive();
    let approximate = |i: usize| {
        let name = &program.vars[program.outputs[i]].decl.name;
        let lib = [
            "pow", "exp", "log", "expm1", "sin", "cos", "atan", "hypot", "tan", "asin", "acos", "sinh", "cosh",
            "asinh", "acosh", "atanh", "erf", "lgamma",
        ];
        // Our functions are within 1 ulp of glibc's, tanh within 2
        // (`tests::libm`).
        if name.starts_with("tanh") {
            2
        } else if lib.iter().any(|f| name.starts_with(f)) {
            1
        } else {
            0
        }
    };
    let inputs = primitive_inputs(200, 1);
    let out = agrees_with_vm_within(&program, "prims", &inputs, 8, approximate);
    for status in [Status::Ok, Status::DivisionByZero, Status::IndexOutOfBounds] {
        assert!(out.status.contains(&status), "some member ends {status}");
    }
}

/// Compiles source through the frontend and checks it against the VM.
fn source_agrees(source: &str, entry: &str, inputs_json: &str, depth: usize) -> Outputs {
    let compiled = crate::driver::compile_source(source, "test.py", entry).expect("compiles");
    let inputs = autobatch_runtime::io::inputs_from_json(inputs_json, &compiled.signature).expect("inputs");
    agrees_with_vm(&compiled.ir_p, entry, &inputs, depth)
}

#[test]
fn tensors_on_stacks_and_matmul_in_place() {
    // `v` is a tensor live across a recursive call (a tensor stack), and
    // `v = m @ v` reads `v` while writing it (staged through scratch).
    let source = r#"
from autobatch import *

def walk(v: f64[3], m: Shared[f64[3, 3]], n: i64) -> f64[3]:
    if n <= 0:
        return v
    w = walk(m @ v, m, n - 1)
    v = m @ v
    v = m @ v
    return w + v * 0.5
"#;
    let inputs = r#"{"v": [[1.0, 2.0, 3.0], [0.5, -1.0, 0.0], [1e3, 0.0, -2.0]],
                     "m": [[0.5, 1.0, 0.0], [0.0, 2.0, -1.0], [1.0, 0.0, 0.25]],
                     "n": [3, 0, 6]}"#;
    let out = source_agrees(source, "walk", inputs, 16);
    assert_eq!(out.status, vec![Status::Ok; 3]);
    let shallow = source_agrees(source, "walk", inputs, 4);
    assert_eq!(shallow.status, vec![Status::Ok, Status::Ok, Status::StackOverflow]);
}

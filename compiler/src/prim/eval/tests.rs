//! Expected values are what CPython (with NumPy 2 scalars) prints for the
//! same expressions.

use super::{eval, Fault};
use crate::prim::{result_type, Prim};
use autobatch_runtime::{DType, Status, TensorData, Type, Value};

fn i(x: i64) -> Value {
    Value::I64(x)
}
fn f(x: f64) -> Value {
    Value::F64(x)
}
fn f64s(shape: &[usize], v: &[f64]) -> Value {
    Value::tensor(shape.to_vec(), TensorData::F64(v.to_vec()))
}
fn i64s(shape: &[usize], v: &[i64]) -> Value {
    Value::tensor(shape.to_vec(), TensorData::I64(v.to_vec()))
}
fn ev(prim: Prim, args: &[Value]) -> Result<Value, Fault> {
    let refs: Vec<&Value> = args.iter().collect();
    eval(prim, &refs)
}
fn ok(prim: Prim, args: &[Value]) -> Value {
    match ev(prim, args) {
        Ok(v) => v,
        Err(fault) => panic!("{prim} on {args:?} faulted: {fault}"),
    }
}
/// Bitwise equality, so -0.0 is checked exactly; any NaN matches any NaN
/// (the sign and payload of a NaN an operation makes are the hardware's).
fn same(got: &Value, want: &Value) {
    let nan = |v: &Value| matches!(v, Value::F64(x) if x.is_nan()) || matches!(v, Value::F32(x) if x.is_nan());
    let both_nan = nan(got) && nan(want) && got.dtype() == want.dtype();
    assert!(both_nan || got.bit_eq(want), "got {got:?}, want {want:?}");
}

#[test]
fn int_floor_div_and_mod_follow_python() {
    let cases = [
        (7, 2, 3, 1),
        (-7, 2, -4, 1),
        (7, -2, -4, -1),
        (-7, -2, 3, -1),
        (6, -3, -2, 0),
        (0, -5, 0, 0),
    ];
    for (a, b, q, r) in cases {
        same(&ok(Prim::FloorDiv, &[i(a), i(b)]), &i(q));
        same(&ok(Prim::Mod, &[i(a), i(b)]), &i(r));
        let (a32, b32) = (Value::I32(a as i32), Value::I32(b as i32));
        same(&ok(Prim::FloorDiv, &[a32.clone(), b32.clone()]), &Value::I32(q as i32));
        same(&ok(Prim::Mod, &[a32, b32]), &Value::I32(r as i32));
    }
}

#[test]
fn float_floor_div_and_mod_follow_python() {
    let cases = [
        (7.5, 2.0, 3.0, 1.5),
        (-7.5, 2.0, -4.0, 0.5),
        (7.5, -2.0, -4.0, -0.5),
        (-7.5, -2.0, 3.0, -1.5),
        // A zero remainder takes the divisor's sign; a zero quotient the
        // true quotient's.
        (6.0, -3.0, -2.0, -0.0),
        (-6.0, 3.0, -2.0, 0.0),
        (0.0, -3.0, -0.0, -0.0),
        (-0.0, 3.0, -0.0, 0.0),
        (1.0, -3.0, -1.0, -2.0),
        // fmod is exact, so these are not 10.0 and 0.0.
        (1.0, 0.1, 9.0, 0.09999999999999995),
        (-5.0, f64::INFINITY, -1.0, f64::INFINITY),
        (5.0, f64::INFINITY, 0.0, 5.0),
        (f64::INFINITY, 2.0, f64::NAN, f64::NAN),
    ];
    for (a, b, q, r) in cases {
        same(&ok(Prim::FloorDiv, &[f(a), f(b)]), &f(q));
        same(&ok(Prim::Mod, &[f(a), f(b)]), &f(r));
        let (a32, b32) = (Value::F32(a as f32), Value::F32(b as f32));
        if b.is_finite() && a.is_finite() && b != 0.1 {
            same(&ok(Prim::FloorDiv, &[a32.clone(), b32.clone()]), &Value::F32(q as f32));
            same(&ok(Prim::Mod, &[a32, b32]), &Value::F32(r as f32));
        }
    }
    // np.float32(1.0) % np.float32(0.1) == 0.099999964 (in f32 throughout).
    same(
        &ok(Prim::Mod, &[Value::F32(1.0), Value::F32(0.1)]),
        &Value::F32(1.0f32 % 0.1f32),
    );
    same(
        &ok(Prim::FloorDiv, &[Value::F32(1.0), Value::F32(0.1)]),
        &Value::F32(9.0),
    );
}

#[test]
fn division_by_zero_faults() {
    let zero_divisors = [
        (Prim::Div, i(1), i(0)),
        (Prim::FloorDiv, i(1), i(0)),
        (Prim::Mod, i(1), i(0)),
        (Prim::Div, Value::Bool(true), Value::Bool(false)),
        (Prim::Mod, Value::I32(3), Value::I32(0)),
        (Prim::FloorDiv, f(1.0), f(0.0)),
        (Prim::Mod, f(1.0), f(-0.0)),
        (Prim::Mod, Value::F32(1.0), Value::F32(0.0)),
        (Prim::FloorDiv, i64s(&[2], &[1, 2]), i64s(&[2], &[1, 0])),
        (Prim::Div, i64s(&[2], &[1, 2]), i(0)),
    ];
    for (prim, a, b) in zero_divisors {
        assert_eq!(ev(prim, &[a, b]), Err(Fault::DivisionByZero), "{prim}");
    }
    assert_eq!(Fault::DivisionByZero.status(), Status::DivisionByZero);
    assert_eq!(Fault::IndexOutOfBounds.status(), Status::IndexOutOfBounds);
    // Float true division is IEEE.
    same(&ok(Prim::Div, &[f(1.0), f(0.0)]), &f(f64::INFINITY));
    same(&ok(Prim::Div, &[f(-1.0), f(0.0)]), &f(f64::NEG_INFINITY));
    assert!(matches!(ok(Prim::Div, &[f(0.0), f(0.0)]), Value::F64(x) if x.is_nan()));
    same(&ok(Prim::Div, &[i(7), i(2)]), &f(3.5));
    same(&ok(Prim::Div, &[Value::I32(-7), f(2.0)]), &f(-3.5));
}

#[test]
fn raise_if_stops_with_its_exceptions_status() {
    use crate::prim::Raise;
    for r in Raise::ALL {
        let p = Prim::RaiseIf(r);
        same(&ok(p, &[Value::Bool(false)]), &Value::Bool(false));
        let fault = ev(p, &[Value::Bool(true)]).expect_err("true raises");
        // The status the executors record is the one compiled code stores.
        assert_eq!(fault.status(), p.fault_status(), "{p}");
        assert_eq!(fault.status(), r.status());
        assert_eq!(
            result_type(p, &[Type::scalar(DType::Bool)]),
            Ok(Type::scalar(DType::Bool))
        );
        assert!(result_type(p, &[Type::scalar(DType::I64)]).is_err());
        assert!(p.can_fault() && !crate::prim::vjp::carries_gradient(p));
    }
    assert_eq!(Raise::OverflowError.status(), Status::OverflowError);
    assert_eq!(Prim::RaiseIf(Raise::ValueError).name(), "raise_if<value_error>");
}

#[test]
fn integers_wrap() {
    same(&ok(Prim::Add, &[i(i64::MAX), i(1)]), &i(i64::MIN));
    same(&ok(Prim::Sub, &[i(i64::MIN), i(1)]), &i(i64::MAX));
    same(&ok(Prim::Mul, &[i(i64::MAX), i(2)]), &i(-2));
    same(&ok(Prim::FloorDiv, &[i(i64::MIN), i(-1)]), &i(i64::MIN));
    same(&ok(Prim::Mod, &[i(i64::MIN), i(-1)]), &i(0));
    same(&ok(Prim::Neg, &[i(i64::MIN)]), &i(i64::MIN));
    same(&ok(Prim::Abs, &[i(i64::MIN)]), &i(i64::MIN));
    same(&ok(Prim::Abs, &[Value::I32(i32::MIN)]), &Value::I32(i32::MIN));
    same(
        &ok(Prim::Add, &[Value::I32(i32::MAX), Value::I32(1)]),
        &Value::I32(i32::MIN),
    );
    same(
        &ok(Prim::FloorDiv, &[Value::I32(i32::MIN), Value::I32(-1)]),
        &Value::I32(i32::MIN),
    );
    // i32 meets i64 at i64: no wrap at 32 bits.
    same(
        &ok(Prim::Add, &[Value::I32(i32::MAX), i(1)]),
        &i(i64::from(i32::MAX) + 1),
    );
    // bool arithmetic is i64.
    same(&ok(Prim::Add, &[Value::Bool(true), Value::Bool(true)]), &i(2));
    same(&ok(Prim::Neg, &[Value::Bool(true)]), &i(-1));
    same(&ok(Prim::Abs, &[Value::Bool(true)]), &i(1));
}

#[test]
fn min_max_keep_the_first_on_ties_and_nan() {
    let nan = f64::NAN;
    same(&ok(Prim::Min, &[f(nan), f(1.0)]), &f(nan));
    same(&ok(Prim::Min, &[f(1.0), f(nan)]), &f(1.0));
    same(&ok(Prim::Max, &[f(nan), f(1.0)]), &f(nan));
    same(&ok(Prim::Max, &[f(1.0), f(nan)]), &f(1.0));
    same(&ok(Prim::Min, &[f(0.0), f(-0.0)]), &f(0.0));
    same(&ok(Prim::Max, &[f(-0.0), f(0.0)]), &f(-0.0));
    same(&ok(Prim::Min, &[i(3), i(-2)]), &i(-2));
    same(&ok(Prim::Max, &[Value::Bool(false), Value::Bool(true)]), &i(1));
    let got = ok(Prim::Max, &[f64s(&[3], &[1.0, nan, 5.0]), f(2.0)]);
    same(&got, &f64s(&[3], &[2.0, nan, 5.0]));
}

#[test]
fn casts() {
    let cast = |d, v: Value| ok(Prim::Cast(d), &[v]);
    same(&cast(DType::I64, Value::Bool(true)), &i(1));
    same(&cast(DType::F32, Value::Bool(true)), &Value::F32(1.0));
    same(&cast(DType::Bool, i(-3)), &Value::Bool(true));
    same(&cast(DType::Bool, Value::I32(0)), &Value::Bool(false));
    same(&cast(DType::Bool, f(f64::NAN)), &Value::Bool(true));
    same(&cast(DType::Bool, f(-0.0)), &Value::Bool(false));
    same(&cast(DType::I64, f(-2.7)), &i(-2));
    same(&cast(DType::I64, f(2.7)), &i(2));
    same(&cast(DType::I64, f(f64::NAN)), &i(0));
    same(&cast(DType::I64, f(1e300)), &i(i64::MAX));
    same(&cast(DType::I32, i(1 << 32 | 5)), &Value::I32(5));
    same(&cast(DType::I32, i(i64::from(u32::MAX))), &Value::I32(-1));
    same(&cast(DType::F64, i(i64::MAX)), &f(9_223_372_036_854_775_808.0));
    same(&cast(DType::F32, f(0.1)), &Value::F32(0.1));
    same(&cast(DType::F64, Value::F32(0.1)), &f(f64::from(0.1f32)));
    let t = cast(DType::I32, f64s(&[2], &[1.9, -1.9]));
    same(&t, &Value::tensor(vec![2], TensorData::I32(vec![1, -1])));
}

#[test]
fn matmul_shapes_and_values() {
    let m23 = f64s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let m32 = f64s(&[3, 2], &[1.0, 0.0, 0.0, 1.0, 1.0, 1.0]);
    let v3 = f64s(&[3], &[1.0, 10.0, 100.0]);
    let v2 = f64s(&[2], &[1.0, -1.0]);
    same(
        &ok(Prim::MatMul, &[m23.clone(), v3.clone()]),
        &f64s(&[2], &[321.0, 654.0]),
    );
    same(&ok(Prim::MatMul, &[v2, m23.clone()]), &f64s(&[3], &[-3.0, -3.0, -3.0]));
    same(&ok(Prim::MatMul, &[v3.clone(), v3.clone()]), &f(10101.0));
    same(&ok(Prim::MatMul, &[m23, m32]), &f64s(&[2, 2], &[4.0, 5.0, 10.0, 11.0]));
    same(&ok(Prim::Dot, &[v3.clone(), v3]), &f(10101.0));
    let bools = Value::tensor(vec![2, 2], TensorData::Bool(vec![true, true, false, true]));
    same(
        &ok(Prim::MatMul, &[bools.clone(), bools]),
        &i64s(&[2, 2], &[1, 2, 0, 1]),
    );
    let ints = Value::tensor(vec![2], TensorData::I32(vec![i32::MAX, 1]));
    same(&ok(Prim::Dot, &[ints.clone(), ints]), &Value::I32(2));
}

#[test]
fn sums_are_left_folds() {
    // Pairwise summation would add 1.0 to -1e16 first and keep it.
    same(&ok(Prim::Sum, &[f64s(&[4], &[1e16, 1.0, 1.0, -1e16])]), &f(0.0));
    same(&ok(Prim::Sum, &[f64s(&[1], &[-0.0])]), &f(0.0));
    let bools = Value::tensor(vec![3], TensorData::Bool(vec![true, false, true]));
    same(&ok(Prim::Sum, &[bools]), &i(2));
    same(&ok(Prim::Sum, &[i64s(&[2], &[i64::MAX, 1])]), &i(i64::MIN));
}

#[test]
fn lane_sums_fold_eight_partials_and_halve() {
    // Element e goes to partial e % 8: 1e16 and -1e16 (elements 0 and 8)
    // cancel in partial 0, and the two ones (1 and 9) meet in partial 1,
    // where `sum` loses the first one against 1e16.
    let mut xs = vec![0.0; 10];
    (xs[0], xs[1], xs[8], xs[9]) = (1e16, 1.0, -1e16, 1.0);
    same(&ok(Prim::Sum8, &[f64s(&[10], &xs)]), &f(2.0));
    same(&ok(Prim::Sum, &[f64s(&[10], &xs)]), &f(1.0));
    // The partials are combined as ((p0 + p4) + (p2 + p6)) + ((p1 + p5) +
    // (p3 + p7)): p0 + p4 cancels before p2 + p6 = 3 joins it.
    let ps = [1e16, 0.5, 1.0, 0.0, -1e16, 0.5, 2.0, 0.0];
    same(&ok(Prim::Sum8, &[f64s(&[8], &ps)]), &f(4.0));
    same(&ok(Prim::Dot8, &[f64s(&[8], &ps), f64s(&[8], &[1.0; 8])]), &f(4.0));
    let ints = Value::tensor(vec![2], TensorData::I32(vec![i32::MAX, 1]));
    same(&ok(Prim::Dot8, &[ints.clone(), ints]), &Value::I32(2));
    let bools = Value::tensor(vec![3], TensorData::Bool(vec![true, false, true]));
    same(&ok(Prim::Sum8, &[bools]), &i(2));
}

#[test]
fn index_with_python_negatives() {
    let v = i64s(&[3], &[10, 20, 30]);
    same(&ok(Prim::Index, &[v.clone(), i(0)]), &i(10));
    same(&ok(Prim::Index, &[v.clone(), i(-1)]), &i(30));
    same(&ok(Prim::Index, &[v.clone(), Value::I32(-3)]), &i(10));
    for bad in [3, -4, i64::MIN, i64::MAX] {
        assert_eq!(ev(Prim::Index, &[v.clone(), i(bad)]), Err(Fault::IndexOutOfBounds));
    }
    let m = f64s(&[2, 2], &[1.0, 2.0, 3.0, 4.0]);
    same(&ok(Prim::Index, &[m.clone(), i(-1)]), &f64s(&[2], &[3.0, 4.0]));
    assert_eq!(ev(Prim::Index, &[m, i(2)]), Err(Fault::IndexOutOfBounds));
}

#[test]
fn broadcasting_and_select() {
    let t = f64s(&[3], &[1.0, 2.0, 3.0]);
    same(&ok(Prim::Sub, &[t.clone(), f(1.0)]), &f64s(&[3], &[0.0, 1.0, 2.0]));
    same(&ok(Prim::Sub, &[f(1.0), t.clone()]), &f64s(&[3], &[0.0, -1.0, -2.0]));
    same(&ok(Prim::Mul, &[t.clone(), t.clone()]), &f64s(&[3], &[1.0, 4.0, 9.0]));
    let ints = Value::tensor(vec![2], TensorData::I32(vec![1, 2]));
    same(&ok(Prim::Add, &[ints, f(0.5)]), &f64s(&[2], &[1.5, 2.5]));
    let lt = ok(Prim::Lt, &[t.clone(), f(2.0)]);
    same(&lt, &Value::tensor(vec![3], TensorData::Bool(vec![true, false, false])));
    same(
        &ok(Prim::Where, &[lt, f(0.0), t.clone()]),
        &f64s(&[3], &[0.0, 2.0, 3.0]),
    );
    same(
        &ok(Prim::Where, &[Value::Bool(false), t.clone(), f(9.0)]),
        &f64s(&[3], &[9.0, 9.0, 9.0]),
    );
    same(&ok(Prim::Where, &[Value::Bool(true), i(1), f(2.5)]), &f(1.0));
    same(&ok(Prim::Ne, &[f(f64::NAN), f(f64::NAN)]), &Value::Bool(true));
    same(&ok(Prim::Eq, &[Value::I32(2), f(2.0)]), &Value::Bool(true));
    same(
        &ok(Prim::Lt, &[Value::Bool(false), Value::Bool(true)]),
        &Value::Bool(true),
    );
    same(&ok(Prim::Pow, &[i(2), f(0.5)]), &f(2f64.sqrt()));
    same(&ok(Prim::Exp, &[i(1)]), &f(1f64.exp()));
    same(&ok(Prim::Log1p, &[Value::F32(1e-3)]), &Value::F32(1e-3f32.ln_1p()));
    same(&ok(Prim::ZerosLike, std::slice::from_ref(&t)), &f64s(&[3], &[0.0; 3]));
    same(&ok(Prim::Copy, std::slice::from_ref(&t)), &t);
}

/// A value of `ty` whose every element is one: no primitive faults on it.
fn ones(ty: &Type) -> Value {
    let n = ty.num_elements();
    let data = match ty.dtype {
        DType::Bool => TensorData::Bool(vec![true; n]),
        DType::I32 => TensorData::I32(vec![1; n]),
        DType::I64 => TensorData::I64(vec![1; n]),
        DType::F32 => TensorData::F32(vec![1.0; n]),
        DType::F64 => TensorData::F64(vec![1.0; n]),
    };
    if ty.is_scalar() {
        data.get(0)
    } else {
        Value::tensor(ty.shape.clone(), data)
    }
}

/// Every operand type list of length `arity` from the sample dtypes and
/// shapes.
fn operand_types(arity: usize) -> Vec<Vec<Type>> {
    let shapes: [&[usize]; 4] = [&[], &[3], &[2, 3], &[3, 2]];
    let singles: Vec<Type> = DType::ALL
        .iter()
        .flat_map(|&d| shapes.iter().map(move |s| Type::tensor(d, s.to_vec())))
        .collect();
    (0..arity).fold(vec![Vec::new()], |lists, _| {
        lists
            .iter()
            .flat_map(|list| {
                singles.iter().map(move |t| {
                    let mut next = list.clone();
                    next.push(t.clone());
                    next
                })
            })
            .collect()
    })
}

#[test]
fn evaluation_agrees_with_the_type_rules() {
    let casts = DType::ALL.map(Prim::Cast);
    let prims = Prim::SIMPLE.iter().chain(&casts).chain(&[Prim::Index, Prim::ZerosLike]);
    let mut checked = 0;
    for &prim in prims {
        for types in operand_types(prim.arity()) {
            let Ok(want) = result_type(prim, &types) else {
                continue;
            };
            let args: Vec<Value> = types.iter().map(ones).collect();
            let got = ok(prim, &args);
            assert_eq!(got.ty(), want, "{prim} on {types:?}");
            checked += 1;
        }
    }
    assert!(checked > 1000, "only {checked} typings checked");
}

//! Integer operations with Python's meaning on i32/i64 (and bools where
//! Python keeps them): `& | ^ ~ << >>`, `**` on integers, and the rounding
//! of `round`.

use super::elem::{map1, with_float, zip2, zip2_total};
use super::linalg::meet;
use super::Fault;
use crate::prim::Prim;
use autobatch_runtime::{DType, Value};

/// `a & b`, `a | b`, `a ^ b`: bools stay bools, integers meet as usual.
pub(super) fn logic(prim: Prim, a: &Value, b: &Value) -> Value {
    let pick = |x: i64, y: i64| match prim {
        Prim::BitAnd => x & y,
        Prim::BitOr => x | y,
        _ => x ^ y,
    };
    match meet(a.dtype(), b.dtype()) {
        DType::Bool => zip2_total(a, b, |x: bool, y: bool| pick(i64::from(x), i64::from(y)) != 0),
        DType::I32 => zip2_total(a, b, |x: i32, y: i32| pick(i64::from(x), i64::from(y)) as i32),
        _ => zip2_total(a, b, pick),
    }
}

/// `~x` on integers: `-x - 1`.
pub(super) fn invert(x: &Value) -> Value {
    if x.dtype() == DType::I32 {
        map1(x, |v: i32| !v)
    } else {
        map1(x, |v: i64| !v)
    }
}

/// `a << n` and `a >> n`: a negative count is Python's ValueError; a
/// left shift by the width or more gives 0 (it wraps, as every integer
/// overflow here), a right shift by the width or more the sign (0 or -1),
/// as Python's unbounded integers do.
pub(super) fn shift(prim: Prim, a: &Value, n: &Value) -> Result<Value, Fault> {
    let left = prim == Prim::Shl;
    if meet(a.dtype(), n.dtype()) == DType::I32 {
        zip2(a, n, |x: i32, n: i32| {
            let n = u32::try_from(n).map_err(|_| Fault::ValueError)?;
            Ok(match (left, n >= 32) {
                (true, true) => 0,
                (true, false) => x << n,
                (false, _) => x >> n.min(31),
            })
        })
    } else {
        zip2(a, n, |x: i64, n: i64| {
            let n = u32::try_from(n).map_err(|_| Fault::ValueError)?;
            Ok(match (left, n >= 64) {
                (true, true) => 0,
                (true, false) => x << n,
                (false, _) => x >> n.min(63),
            })
        })
    }
}

/// `a ** b` on integers: exponentiation by squaring with wrapping
/// products (Python's value wherever it fits); a negative exponent, for
/// which Python would give a float, is a ValueError.
pub(super) fn int_pow(a: &Value, b: &Value) -> Result<Value, Fault> {
    if meet(a.dtype(), b.dtype()) == DType::I32 {
        zip2(a, b, |x: i32, e: i32| {
            let e = u64::try_from(e).map_err(|_| Fault::ValueError)?;
            Ok(power(i64::from(x), e) as i32)
        })
    } else {
        zip2(a, b, |x: i64, e: i64| {
            let e = u64::try_from(e).map_err(|_| Fault::ValueError)?;
            Ok(power(x, e))
        })
    }
}

/// `x ** e` by squaring, wrapping; the i32 result is the low bits of the
/// i64 one, as wrapping is exact modulo 2^32.
fn power(mut x: i64, mut e: u64) -> i64 {
    let mut r: i64 = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r.wrapping_mul(x);
        }
        x = x.wrapping_mul(x);
        e >>= 1;
    }
    r
}

/// `round(t)` of a tensor (NumPy's): whole floats, ties to even;
/// integers unchanged.
pub(super) fn round_even(x: &Value) -> Value {
    if !x.dtype().is_float() {
        return x.clone();
    }
    with_float!(x.dtype(), T => map1(x, |v: T| v.round_ties_even()))
}

/// `round(x)` of a float (Python's builtin): the nearest `i64`, ties to
/// even; NaN, the infinities and values beyond `i64` are a ValueError
/// (the frontend stops infinities and values beyond `i64` first, with
/// CPython's OverflowError, so only NaN reaches this one).
pub(super) fn round_int(x: &Value) -> Result<Value, Fault> {
    let v = match x {
        Value::F64(v) => *v,
        Value::F32(v) => f64::from(*v),
        Value::I64(v) => return Ok(Value::I64(*v)),
        Value::I32(v) => return Ok(Value::I64(i64::from(*v))),
        Value::Bool(b) => return Ok(Value::I64(i64::from(*b))),
        Value::Tensor(_) => return Err(Fault::ValueError),
    };
    let r = v.round_ties_even();
    // i64 is [-2^63, 2^63); NaN fails the comparisons.
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&r) {
        Ok(Value::I64(r as i64))
    } else {
        Err(Fault::ValueError)
    }
}

/// `a / b` on integers as CPython's `long_true_divide`: correctly rounded
/// even beyond 2^53, where converting each operand first would round
/// twice. `b` is nonzero.
pub(super) fn int_true_div(a: i64, b: i64) -> f64 {
    const EXACT: u64 = 1 << 53;
    let (ua, ub) = (a.unsigned_abs(), b.unsigned_abs());
    if ua <= EXACT && ub <= EXACT {
        return a as f64 / b as f64;
    }
    let bits = |v: u64| 64 - v.leading_zeros() as i32;
    // At least 56 quotient bits, so the sticky bit lies below the rounding.
    let s = (56 + bits(ub) - bits(ua)).max(0);
    let n = u128::from(ua) << s;
    let (q, r) = (n / u128::from(ub), n % u128::from(ub));
    let mag = (q | u128::from(r != 0)) as f64 * 2f64.powi(-s);
    if (a < 0) != (b < 0) {
        -mag
    } else {
        mag
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_follow_python_and_refuse_negative_counts() {
        let sh = |p, a: i64, n: i64| shift(p, &Value::I64(a), &Value::I64(n));
        assert_eq!(sh(Prim::Shl, 3, 2), Ok(Value::I64(12)));
        assert_eq!(sh(Prim::Shl, 1, 64), Ok(Value::I64(0)));
        assert_eq!(sh(Prim::Shr, -5, 1), Ok(Value::I64(-3)));
        assert_eq!(sh(Prim::Shr, -5, 100), Ok(Value::I64(-1)));
        assert_eq!(sh(Prim::Shr, 5, 64), Ok(Value::I64(0)));
        assert_eq!(sh(Prim::Shl, 1, -1), Err(Fault::ValueError));
        let small = shift(Prim::Shl, &Value::I32(1), &Value::I32(31));
        assert_eq!(small, Ok(Value::I32(i32::MIN)));
    }

    #[test]
    fn integer_powers_wrap_and_refuse_negative_exponents() {
        let p = |a: i64, e: i64| int_pow(&Value::I64(a), &Value::I64(e));
        assert_eq!(p(3, 4), Ok(Value::I64(81)));
        assert_eq!(p(0, 0), Ok(Value::I64(1)));
        assert_eq!(p(-2, 63), Ok(Value::I64(i64::MIN)));
        assert_eq!(p(2, 64), Ok(Value::I64(0)));
        assert_eq!(p(2, -1), Err(Fault::ValueError));
    }

    #[test]
    fn round_is_ties_to_even_and_refuses_what_has_no_integer() {
        assert_eq!(round_int(&Value::F64(2.5)), Ok(Value::I64(2)));
        assert_eq!(round_int(&Value::F64(-3.5)), Ok(Value::I64(-4)));
        assert_eq!(round_int(&Value::F32(0.5)), Ok(Value::I64(0)));
        for bad in [f64::NAN, f64::INFINITY, 1e19] {
            assert_eq!(round_int(&Value::F64(bad)), Err(Fault::ValueError));
        }
        assert_eq!(round_even(&Value::F64(-0.4)), Value::F64(-0.0));
    }

    #[test]
    fn integer_division_rounds_once() {
        // CPython: 9007199254740993 / 3 == 3002399751580331.0
        assert_eq!(int_true_div(9_007_199_254_740_993, 3), 3_002_399_751_580_331.0);
        assert_eq!(int_true_div(i64::MIN, -1), 2f64.powi(63));
        assert_eq!(int_true_div(0, -(1 << 60)).to_bits(), (-0.0f64).to_bits());
        assert_eq!(int_true_div(7, 2), 3.5);
    }
}

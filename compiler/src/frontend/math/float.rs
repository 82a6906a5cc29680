//! The float functions: CPython's `math_1`/`math_2` wrappers around one
//! C library call (the primitive of the same name), with their rules for
//! raising, and the few CPython computes by a short formula of its own
//! (`fmod`, `remainder`, `modf`, `isclose`, `degrees`, `radians`), and
//! `floor`/`ceil`/`trunc`, which give ints.
//!
//! `math_1` raises ValueError when the C function gives NaN from a number
//! or an infinity from a finite argument at a singularity, and
//! OverflowError when it overflows. Each rule below is that, restated on
//! the argument (`math.sqrt(x)` raises exactly when `x < 0`; `math.exp(x)`
//! exactly when `709.782712893384 < x < inf`, the thresholds glibc's and
//! so CPython's): our compiled functions, within an ulp of glibc's, then
//! stop exactly where CPython raises. NaN arguments give NaN and never
//! raise.

use super::{f, Emit};
use crate::frontend::error::{err, Result};
use crate::frontend::value::Val;
use crate::prim::{Prim, Raise};
use autobatch_runtime::DType;

/// The largest `x` whose `exp(x)` (and `expm1(x)`) is finite.
const EXP_MAX: f64 = 709.782_712_893_384;
/// The largest `|x|` whose `sinh(x)` and `cosh(x)` are finite.
const SINH_MAX: f64 = 710.475_860_073_943_9;
/// `i64`'s range, as floats: `[-2^63, 2^63)`.
const I64_LOW: f64 = -9_223_372_036_854_775_808.0;
const I64_END: f64 = 9_223_372_036_854_775_808.0;

/// A function of Python floats (`xs` are `f64`) that is not `hypot`,
/// `isclose` or one of `bits.rs`'s or `gamma.rs`'s.
pub(super) fn call(e: &mut Emit, name: &str, xs: &[Val]) -> Result<Val> {
    let x = &xs[0];
    let value_error = Raise::ValueError;
    match name {
        "exp" | "expm1" => {
            let big = e.gt(x, &f(EXP_MAX))?;
            overflow_where(e, x, &big)?;
        }
        "exp2" => {
            // glibc's exp2 overflows exactly from 1024 on.
            let big = e.ge(x, &f(1024.0))?;
            overflow_where(e, x, &big)?;
        }
        "sinh" | "cosh" => {
            let a = e.abs(x)?;
            let big = e.gt(&a, &f(SINH_MAX))?;
            overflow_where(e, &a, &big)?;
        }
        "sin" | "cos" | "tan" => {
            let c = e.is_inf(x)?;
            e.raise_if(value_error, &c)?;
        }
        "asin" | "acos" | "atanh" => {
            let a = e.abs(x)?;
            // atanh(+-1) is an infinity at a singularity: ValueError too.
            let c = if name == "atanh" {
                e.ge(&a, &f(1.0))?
            } else {
                e.gt(&a, &f(1.0))?
            };
            e.raise_if(value_error, &c)?;
        }
        "acosh" => {
            let c = e.lt(x, &f(1.0))?;
            e.raise_if(value_error, &c)?;
        }
        "sqrt" => {
            // sqrt(-0.0) is -0.0, not an error.
            let c = e.lt(x, &f(0.0))?;
            e.raise_if(value_error, &c)?;
        }
        "log1p" => {
            let c = e.le(x, &f(-1.0))?;
            e.raise_if(value_error, &c)?;
        }
        "log" | "log2" | "log10" => {
            // Zero (a singularity), negatives and -inf.
            let c = e.le(x, &f(0.0))?;
            e.raise_if(value_error, &c)?;
            if let [_, base] = xs {
                return log_base(e, x, base);
            }
        }
        "pow" => return pow(e, x, &xs[1]),
        "fmod" => return fmod(e, x, &xs[1]),
        "remainder" => return remainder(e, x, &xs[1]),
        "modf" => return modf(e, x),
        "fabs" => return e.abs(x),
        // `x * (180.0 / pi)` and `x * (pi / 180.0)`, the constants rounded
        // once, as CPython's `radToDeg` and `degToRad`.
        "degrees" => return e.mul(x, &f(180.0 / std::f64::consts::PI)),
        "radians" => return e.mul(x, &f(std::f64::consts::PI / 180.0)),
        // atan atan2 asinh tanh erf erfc cbrt copysign isnan isinf
        // isfinite: the C functions give NaN only for NaN and never
        // overflow.
        _ => {}
    }
    let row = super::table_row(name);
    let Some(prim) = row.map(|f| f.prim).or_else(|| Prim::from_function_name(name)) else {
        return err(e.range, format!("internal error: no primitive for `math.{name}`"));
    };
    let args: Vec<&Val> = xs.iter().collect();
    e.op(prim, &args)
}

/// OverflowError where `big` holds and `v` is finite: an infinite result
/// from a finite argument (an infinite one gives inf in CPython too).
fn overflow_where(e: &mut Emit, v: &Val, big: &Val) -> Result<()> {
    let finite = e.lt(v, &f(f64::INFINITY))?;
    let c = e.and(big, &finite)?;
    e.raise_if(Raise::OverflowError, &c)
}

/// `math.log(x, base)`: `log(x) / log(base)`, where `base` is checked as
/// `x` is and `base == 1` divides by zero (ZeroDivisionError).
fn log_base(e: &mut Emit, x: &Val, base: &Val) -> Result<Val> {
    let c = e.le(base, &f(0.0))?;
    e.raise_if(Raise::ValueError, &c)?;
    let one = e.eq(base, &f(1.0))?;
    e.raise_if(Raise::ZeroDivisionError, &one)?;
    let num = e.log(x)?;
    let den = e.log(base)?;
    e.div(&num, &den)
}

/// `math.pow(x, y)`: C's `pow` (whose special values are the ones
/// CPython gives for infinities and NaNs); for finite operands a NaN
/// (a negative base to a non-integer power) or `0.0 ** -y` raises
/// ValueError and an infinity OverflowError. That depends on both
/// operands, so it is read off the result.
fn pow(e: &mut Emit, x: &Val, y: &Val) -> Result<Val> {
    let r = e.op(Prim::Pow, &[x, y])?;
    let fx = e.is_finite(x)?;
    let fy = e.is_finite(y)?;
    let finite = e.and(&fx, &fy)?;
    let nan = e.is_nan(&r)?;
    let inf = e.is_inf(&r)?;
    let zero = e.eq(x, &f(0.0))?;
    let pole = e.and(&inf, &zero)?;
    let domain = e.or(&nan, &pole)?;
    let domain = e.and(&finite, &domain)?;
    e.raise_if(Raise::ValueError, &domain)?;
    let overflow = e.and(&finite, &inf)?;
    e.raise_if(Raise::OverflowError, &overflow)?;
    Ok(r)
}

/// ValueError where C's `fmod(x, y)` gives NaN from numbers: `x`
/// infinite or `y` zero. Returns a divisor safe for `%` (which would
/// stop the member with `division_by_zero` at zero).
fn fmod_domain(e: &mut Emit, x: &Val, y: &Val) -> Result<Val> {
    let xi = e.is_inf(x)?;
    let yz = e.eq(y, &f(0.0))?;
    let bad = e.or(&xi, &yz)?;
    let xn = e.is_nan(x)?;
    let yn = e.is_nan(y)?;
    let any_nan = e.or(&xn, &yn)?;
    let numbers = e.not(&any_nan)?;
    let c = e.and(&bad, &numbers)?;
    e.raise_if(Raise::ValueError, &c)?;
    e.select(&yz, &f(1.0), y)
}

/// `math.fmod(x, y)`: C's exact `fmod`, the remainder of truncated
/// division with `x`'s sign. On magnitudes Python's `%` is `fmod`, so
/// `fmod(x, y) == copysign(abs(x) % abs(y), x)`; `fmod(x, +-inf)` is `x`.
fn fmod(e: &mut Emit, x: &Val, y: &Val) -> Result<Val> {
    let y = fmod_domain(e, x, y)?;
    let ax = e.abs(x)?;
    let ay = e.abs(&y)?;
    let m = e.modulo(&ax, &ay)?;
    e.copysign(&m, x)
}

/// `math.remainder(x, y)`: CPython's `m_remainder`, `x - n*y` for the
/// nearest integer `n` (ties to even), exact.
fn remainder(e: &mut Emit, x: &Val, y: &Val) -> Result<Val> {
    let ys = fmod_domain(e, x, y)?;
    let ax = e.abs(x)?;
    let ay = e.abs(&ys)?;
    let m = e.modulo(&ax, &ay)?;
    let c = e.sub(&ay, &m)?;
    // A tie: `m - 2.0 * fmod(0.5 * (ax - m), ay)` is m for an even
    // multiple, -m for an odd one.
    let half = e.sub(&ax, &m)?;
    let half = e.mul(&f(0.5), &half)?;
    let k = e.modulo(&half, &ay)?;
    let k = e.mul(&f(2.0), &k)?;
    let tie = e.sub(&m, &k)?;
    let below = e.lt(&m, &c)?;
    let above = e.gt(&m, &c)?;
    let neg_c = e.neg(&c)?;
    let r = e.select(&above, &neg_c, &tie)?;
    let r = e.select(&below, &m, &r)?;
    let sign = e.copysign(&f(1.0), x)?;
    let r = e.mul(&sign, &r)?;
    // NaNs come back as they came (`fmod(x, inf)` needs no case: the
    // formula gives x).
    let yn = e.is_nan(y)?;
    let r = e.select(&yn, y, &r)?;
    let xn = e.is_nan(x)?;
    e.select(&xn, x, &r)
}

/// `math.modf(x)`: `(fraction, whole)`, both with `x`'s sign; `(0.0, inf)`
/// signed for infinities and `(nan, nan)` for NaN.
fn modf(e: &mut Emit, x: &Val) -> Result<Val> {
    let whole = e.trunc(x)?;
    let frac = e.sub(x, &whole)?;
    let frac = e.copysign(&frac, x)?;
    let zero = e.copysign(&f(0.0), x)?;
    let xn = e.is_nan(x)?;
    let special = e.select(&xn, x, &zero)?;
    let finite = e.is_finite(x)?;
    let frac = e.select(&finite, &frac, &special)?;
    Ok(Val::Tuple(vec![frac, whole]))
}

/// `math.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`: CPython's test
/// (equal, or neither infinite and the difference within a tolerance);
/// a negative tolerance raises ValueError.
pub(super) fn isclose(e: &mut Emit, a: &Val, b: &Val, kw: &[(String, Val)]) -> Result<Val> {
    let get = |key: &str, default: f64| {
        kw.iter()
            .find(|(n, _)| n == key)
            .map_or_else(|| f(default), |(_, v)| v.clone())
    };
    let (rel, abs_tol) = (get("rel_tol", 1e-09), get("abs_tol", 0.0));
    if !kw.is_empty() {
        let r = e.lt(&rel, &f(0.0))?;
        let s = e.lt(&abs_tol, &f(0.0))?;
        let c = e.or(&r, &s)?;
        e.raise_if(Raise::ValueError, &c)?;
    }
    let diff = e.sub(b, a)?;
    let diff = e.abs(&diff)?;
    let tb = e.mul(&rel, b)?;
    let tb = e.abs(&tb)?;
    let ta = e.mul(&rel, a)?;
    let ta = e.abs(&ta)?;
    let c1 = e.le(&diff, &tb)?;
    let c2 = e.le(&diff, &ta)?;
    let c3 = e.le(&diff, &abs_tol)?;
    let close = e.or(&c1, &c2)?;
    let close = e.or(&close, &c3)?;
    let ia = e.is_inf(a)?;
    let ib = e.is_inf(b)?;
    let inf = e.or(&ia, &ib)?;
    let finite = e.not(&inf)?;
    let close = e.and(&finite, &close)?;
    let equal = e.eq(a, b)?;
    e.or(&equal, &close)
}

/// `math.floor`, `math.ceil`, `math.trunc`: Python ints. An int (or bool)
/// argument is itself; a float is rounded, NaN raising ValueError and an
/// infinity OverflowError, as CPython's `PyLong_FromDouble`, and a whole
/// number beyond `i64` is an `overflow_error` too, where CPython's int
/// would grow.
pub(super) fn round_to_int(e: &mut Emit, name: &str, v: &Val) -> Result<Val> {
    if super::is_integral(v) {
        return e.int(v);
    }
    let x = e.float(v)?;
    let prim = match name {
        "floor" => Prim::Floor,
        "ceil" => Prim::Ceil,
        _ => Prim::Trunc,
    };
    let whole = e.op(prim, &[&x])?;
    let nan = e.is_nan(&x)?;
    e.raise_if(Raise::ValueError, &nan)?;
    check_i64_range(e, &whole)?;
    e.cast(DType::I64, &whole)
}

/// Stops the member with `overflow_error` where the whole float `r`
/// (f32 or f64) is an infinity or beyond `i64`, which CPython would
/// raise OverflowError for or grow past (`round(x)`, `math.floor`).
pub(crate) fn check_i64_range(e: &mut Emit, r: &Val) -> Result<()> {
    let range = e.range;
    let lit = |v: f64| {
        Val::Lit(crate::frontend::literal::Lit {
            kind: crate::frontend::literal::LitKind::Float(v),
            range,
        })
    };
    // Both bounds are powers of two, exact in f32 too; NaN is neither.
    let low = e.lt(r, &lit(I64_LOW))?;
    let high = e.ge(r, &lit(I64_END))?;
    let c = e.or(&low, &high)?;
    e.raise_if(Raise::OverflowError, &c)
}

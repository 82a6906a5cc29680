//! `sinh`, `cosh`, `asinh`, `acosh` and `atanh` in f64: each is a few
//! operations around `exp`, `expm1`, `log` or `log1p`, chosen by the
//! argument's magnitude so that nothing cancels or overflows early.
//!
//! `sinh` and `cosh` are glibc's `e_sinh.c` and `e_cosh.c` (fdlibm's)
//! operation for operation, on glibc's own `expm1` (`exp.rs`) and `exp`
//! (`glibc_exp.rs`) reproduced bit for bit: their results are glibc's.
//! (On an `exp` correctly rounded where glibc's is not, `cosh(x) = exp(x)
//! / 2 + 1 / (2 exp(x))` and `sinh`'s `expm1` formulas turn one ulp into
//! two.) `asinh`, `acosh` and `atanh` follow musl.

use super::dsl::{F, V};

const LN2: f64 = std::f64::consts::LN_2;
/// High words of 22 and of log(DBL_MAX), and the largest |x| (bits)
/// whose sinh and cosh are finite.
const HW_22: i64 = 0x4036_0000;
const HW_LOG_MAX: i64 = 0x4086_2e42;
const OVERFLOW_BITS: i64 = 0x4086_33ce_8fb9_f87d;

/// exp(|x|) below log(DBL_MAX), exp(|x| / 2) above (whose square is the
/// result there, taken in two steps so that it does not overflow early),
/// and whether |x| is below.
fn exp_abs(f: &mut F, ax: &str, w: &str) -> (V, V) {
    let below = f.icmpc("slt", w, HW_LOG_MAX);
    let half = f.mulc(ax, 0.5);
    let arg = f.sel(&below, ax, &half);
    (f.call("ab_exp_glibc_f64", &[&arg]), below)
}

fn sinh_body(f: &mut F, x: &str) -> V {
    let half = f.c(0.5);
    let h = super::super::float::copysign(&mut f.b, &half, x, "f64");
    let ax = f.abs(x);
    let w = f.high_word(&ax);
    let t = f.call("ab_expm1_f64", &[&ax]);
    let t1 = f.addc(&t, 1.0);
    // |x| < 1: h (2t - t^2 / (t + 1)).
    let tt = f.mul(&t, &t);
    let q = f.div(&tt, &t1);
    let two_t = f.mulc(&t, 2.0);
    let small = f.sub(&two_t, &q);
    let small = f.mul(&h, &small);
    // |x| < 22: h (t + t / (t + 1)).
    let q = f.div(&t, &t1);
    let mid = f.add(&t, &q);
    let mid = f.mul(&h, &mid);
    // Up to log(DBL_MAX): h exp(|x|); beyond, (h e) e with e = exp(|x| / 2).
    let (e, below) = exp_abs(f, &ax, &w);
    let he = f.mul(&h, &e);
    let square = f.mul(&he, &e);
    let large = f.sel(&below, &he, &square);
    let is_mid = f.icmpc("slt", &w, HW_22);
    let v = f.sel(&is_mid, &mid, &large);
    let is_small = f.icmpc("slt", &w, 0x3ff0_0000);
    let v = f.sel(&is_small, &small, &v);
    let tiny = f.icmpc("slt", &w, 0x3e30_0000);
    let v = f.sel(&tiny, x, &v);
    // Overflow: x 1e307; inf and NaN: x + x.
    let bits = f.bits(&ax);
    let over = f.icmpc("sgt", &bits, OVERFLOW_BITS);
    let huge = f.mulc(x, 1e307);
    let v = f.sel(&over, &huge, &v);
    let nonfinite = f.icmpc("sge", &w, 0x7ff0_0000);
    let xx = f.add(x, x);
    f.sel(&nonfinite, &xx, &v)
}

fn cosh_body(f: &mut F, x: &str) -> V {
    let ax = f.abs(x);
    let w = f.high_word(&ax);
    let one = f.c(1.0);
    // |x| < ln(2) / 2: 1 + t^2 / (2 (1 + t)), t = expm1(|x|).
    let t = f.call("ab_expm1_f64", &[&ax]);
    let tt = f.mul(&t, &t);
    let t1 = f.add(&one, &t);
    let d = f.add(&t1, &t1);
    let q = f.div(&tt, &d);
    let small = f.add(&one, &q);
    // |x| < 22: e / 2 + 1 / (2e), e = exp(|x|); up to log(DBL_MAX): e / 2;
    // beyond, (e / 2) e with e = exp(|x| / 2).
    let (e, below) = exp_abs(f, &ax, &w);
    let he = f.mulc(&e, 0.5);
    let half = f.c(0.5);
    let inv = f.div(&half, &e);
    let mid = f.add(&he, &inv);
    let square = f.mul(&he, &e);
    let large = f.sel(&below, &he, &square);
    let is_mid = f.icmpc("slt", &w, HW_22);
    let v = f.sel(&is_mid, &mid, &large);
    let is_small = f.icmpc("slt", &w, 0x3fd6_2e43);
    let v = f.sel(&is_small, &small, &v);
    let tiny = f.icmpc("slt", &w, 0x3c80_0000);
    let v = f.sel(&tiny, &one, &v);
    // Overflow: inf; inf and NaN: x x.
    let bits = f.bits(&ax);
    let over = f.icmpc("sgt", &bits, OVERFLOW_BITS);
    let inf = f.c(f64::INFINITY);
    let v = f.sel(&over, &inf, &v);
    let nonfinite = f.icmpc("sge", &w, 0x7ff0_0000);
    let xx = f.mul(x, x);
    f.sel(&nonfinite, &xx, &v)
}

/// The biased exponent of `x` (sign excluded), as an i64.
fn exponent(f: &mut F, x: &str) -> V {
    let bits = f.bits(x);
    let e = f.ibinc("shrui", &bits, 52);
    f.ibinc("andi", &e, 0x7ff)
}

fn asinh_body(f: &mut F, x: &str) -> V {
    let e = exponent(f, x);
    let ax = f.abs(x);
    let one = f.c(1.0);
    let xx = f.mul(&ax, &ax);
    let xx1 = f.add(&xx, &one);
    let root = f.sqrt(&xx1);
    // |x| >= 2: log(2|x| + 1 / (sqrt(x^2 + 1) + |x|)); |x| >= 2^26:
    // log(|x|) + ln 2. One log for both.
    let big = f.icmpc("sge", &e, 0x3ff + 26);
    let d = f.add(&root, &ax);
    let inv = f.div(&one, &d);
    let two_x = f.mulc(&ax, 2.0);
    let arg = f.add(&two_x, &inv);
    let arg = f.sel(&big, &ax, &arg);
    let l = f.call("ab_log_f64", &[&arg]);
    let ln2 = f.c(LN2);
    let zero = f.c(0.0);
    let shift = f.sel(&big, &ln2, &zero);
    let large = f.add(&l, &shift);
    // |x| >= 2^-26: log1p(|x| + x^2 / (sqrt(x^2 + 1) + 1)).
    let d = f.add(&root, &one);
    let q = f.div(&xx, &d);
    let a = f.add(&ax, &q);
    let mid = f.call("ab_log1p_f64", &[&a]);
    let is_large = f.icmpc("sge", &e, 0x3ff + 1);
    let v = f.sel(&is_large, &large, &mid);
    let tiny = f.icmpc("slt", &e, 0x3ff - 26);
    let v = f.sel(&tiny, &ax, &v);
    let nv = f.neg(&v);
    let negative = super::super::float::sign_bit(&mut f.b, x, "f64");
    f.sel(&negative, &nv, &v)
}

fn acosh_body(f: &mut F, x: &str) -> V {
    let e = exponent(f, x);
    let one = f.c(1.0);
    // |x| < 2: log1p(t + sqrt(t^2 + 2t)), t = x - 1.
    let t = f.sub(x, &one);
    let tt = f.mul(&t, &t);
    let two_t = f.mulc(&t, 2.0);
    let s = f.add(&tt, &two_t);
    let root = f.sqrt(&s);
    let a = f.add(&t, &root);
    let small = f.call("ab_log1p_f64", &[&a]);
    // |x| < 2^26: log(2x - 1 / (x + sqrt(x^2 - 1))); above: log(x) + ln 2.
    let xx = f.mul(x, x);
    let xx1 = f.sub(&xx, &one);
    let root = f.sqrt(&xx1);
    let d = f.add(x, &root);
    let inv = f.div(&one, &d);
    let two_x = f.mulc(x, 2.0);
    let arg = f.sub(&two_x, &inv);
    let big = f.icmpc("sge", &e, 0x3ff + 26);
    let arg = f.sel(&big, x, &arg);
    let l = f.call("ab_log_f64", &[&arg]);
    let ln2 = f.c(LN2);
    let zero = f.c(0.0);
    let shift = f.sel(&big, &ln2, &zero);
    let large = f.add(&l, &shift);
    let is_small = f.icmpc("slt", &e, 0x3ff + 1);
    let v = f.sel(&is_small, &small, &large);
    // x < 1 (the formulas may give numbers for negative x) or NaN: the C
    // library's (x - x) / (x - x).
    let outside = f.cmp("ult", x, &one);
    let d = f.sub(x, x);
    let nan = f.div(&d, &d);
    f.sel(&outside, &nan, &v)
}

fn atanh_body(f: &mut F, x: &str) -> V {
    let e = exponent(f, x);
    let y = f.abs(x);
    let one = f.c(1.0);
    let d = f.sub(&one, &y);
    // |x| < 0.5: log1p(2y + 2y^2 / (1 - y)) / 2; else log1p(2 (y / (1 - y))) / 2.
    let two_y = f.mulc(&y, 2.0);
    let yy = f.mul(&two_y, &y);
    let q = f.div(&yy, &d);
    let small_arg = f.add(&two_y, &q);
    let r = f.div(&y, &d);
    let large_arg = f.mulc(&r, 2.0);
    let is_small = f.icmpc("slt", &e, 0x3ff - 1);
    let arg = f.sel(&is_small, &small_arg, &large_arg);
    let l = f.call("ab_log1p_f64", &[&arg]);
    let v = f.mulc(&l, 0.5);
    let tiny = f.icmpc("slt", &e, 0x3ff - 32);
    let v = f.sel(&tiny, &y, &v);
    let nv = f.neg(&v);
    let negative = super::super::float::sign_bit(&mut f.b, x, "f64");
    f.sel(&negative, &nv, &v)
}

/// One of the five functions, by its name (`sinh`, ...).
pub(super) fn function(name: &str, frame: super::super::Frame) -> String {
    let (mut f, args) = F::function(&format!("ab_{name}_f64"), &["x"]);
    f.frame = frame;
    let x = &args[0];
    let v = match name {
        "sinh" => sinh_body(&mut f, x),
        "cosh" => cosh_body(&mut f, x),
        "asinh" => asinh_body(&mut f, x),
        "acosh" => acosh_body(&mut f, x),
        _ => atanh_body(&mut f, x),
    };
    f.ret(&v)
}

//! `sinh`, `cosh`, `asinh`, `acosh` and `atanh` in f64, after musl: each is
//! a few operations around our `exp`, `expm1`, `log` or `log1p`, chosen by
//! the argument's magnitude so that nothing cancels or overflows early
//! (`sinh` and `cosh` near overflow scale `exp(x - k ln2)` by 2^(k-1), as
//! musl's `__expo2`).

use super::dsl::{F, V};

/// musl's `__expo2`: k = 2043 and k ln2 (`0x1.62066151add8bp+10`).
const K_LN2: f64 = 1_416.099_689_883_968_3;
/// 2^(k/2) = 2^1021.
const EXPO2_SCALE_EXP: i32 = 1021;
const LN2: f64 = std::f64::consts::LN_2;

/// `exp(|x| - k ln2) * sign * 2^(k-1)`: exp(x) / 2 for large x, without
/// overflowing before the last multiplication.
fn expo2(f: &mut F, ax: &str, sign: &str) -> V {
    let shifted = f.addc(ax, -K_LN2);
    let e = f.call("ab_exp_f64", &[&shifted]);
    let scale = f.c(2f64.powi(EXPO2_SCALE_EXP));
    let s = f.mul(sign, &scale);
    let t = f.mul(&e, &s);
    f.mul(&t, &scale)
}

fn sinh_body(f: &mut F, x: &str) -> V {
    let half = f.c(0.5);
    let h = super::super::float::copysign(&mut f.b, &half, x, "f64");
    let ax = f.abs(x);
    let w = f.high_word(&ax);
    let t = f.call("ab_expm1_f64", &[&ax]);
    let one = f.c(1.0);
    let t1 = f.add(&t, &one);
    // |x| < 1: h (2t - t^2 / (t + 1)).
    let tt = f.mul(&t, &t);
    let q = f.div(&tt, &t1);
    let two_t = f.mulc(&t, 2.0);
    let small = f.sub(&two_t, &q);
    let small = f.mul(&h, &small);
    // |x| < log(DBL_MAX): h (t + t / (t + 1)).
    let q = f.div(&t, &t1);
    let mid = f.add(&t, &q);
    let mid = f.mul(&h, &mid);
    let sign = f.mulc(&h, 2.0);
    let large = expo2(f, &ax, &sign);
    let is_mid = f.icmpc("slt", &w, 0x4086_2e42);
    let v = f.sel(&is_mid, &mid, &large);
    let is_small = f.icmpc("slt", &w, 0x3ff0_0000);
    let v = f.sel(&is_small, &small, &v);
    let tiny = f.icmpc("slt", &w, 0x3ff0_0000 - (26 << 20));
    f.sel(&tiny, x, &v)
}

fn cosh_body(f: &mut F, x: &str) -> V {
    let ax = f.abs(x);
    let w = f.high_word(&ax);
    let one = f.c(1.0);
    // |x| < log(2): 1 + t^2 / (2 (1 + t)), t = expm1(|x|).
    let t = f.call("ab_expm1_f64", &[&ax]);
    let tt = f.mul(&t, &t);
    let t1 = f.add(&one, &t);
    let d = f.mulc(&t1, 2.0);
    let q = f.div(&tt, &d);
    let small = f.add(&one, &q);
    // |x| < log(DBL_MAX): (e + 1/e) / 2.
    let e = f.call("ab_exp_f64", &[&ax]);
    let inv = f.div(&one, &e);
    let s = f.add(&e, &inv);
    let mid = f.mulc(&s, 0.5);
    let large = expo2(f, &ax, &one);
    let is_mid = f.icmpc("slt", &w, 0x4086_2e42);
    let v = f.sel(&is_mid, &mid, &large);
    let is_small = f.icmpc("slt", &w, 0x3fe6_2e42);
    let v = f.sel(&is_small, &small, &v);
    let tiny = f.icmpc("slt", &w, 0x3ff0_0000 - (26 << 20));
    f.sel(&tiny, &one, &v)
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

//! `tanh`, `sinh`, `cosh`, `asinh`, `acosh` and `atanh` in f32: a few
//! operations around the f32 `exp`, `expm1`, `log` and `log1p`, chosen by
//! the argument's magnitude.
//!
//! These follow fdlibm's float versions (`s_tanhf.c`, `e_sinhf.c`, ...,
//! the code of glibc's f32 functions) rather than musl's rewrites:
//! musl's `tanhf` is up to 3 ulp from glibc's, its `asinhf` 2. `tanh`,
//! `sinh` and `cosh` are glibc 2.36's operation for operation (`sinh` and
//! `cosh` square `exp(|x|/2)` near overflow, where musl scales), and so
//! are `asinh`, `acosh` and `atanh`, on kernels that are glibc's bit for
//! bit (`expm1` and `log1p` in `exp_log.rs`, `exp` and `log` in
//! `glibc_exp_log.rs`): all six are glibc's bit for bit, although glibc's
//! `sinhf` and `coshf` are up to 2 ulp from the correctly rounded result.

use super::super::super::float::{copysign, sign_bit};
use super::super::super::Frame;
use super::super::dsl::{F, V};
use super::c;

/// ln 2 rounded to f32 (fdlibm's `ln2` of `asinhf` and `acoshf`).
const LN2: f32 = c(0x3f31_7218);
/// glibc's `shuge`: `x shuge` is +-inf past `sinh`'s overflow threshold.
const SHUGE: f32 = c(0x7cf0_bdc2);
/// The bit patterns (of |x|) where fdlibm's cases switch: 2^-55, 2^-28,
/// 2^-14, 0.5 ln2, 1, 2, 22, a little below log(FLT_MAX), the overflow
/// threshold of `sinh` and `cosh`, 2^14, 2^28, infinity.
const TWO_M55: i64 = 0x2400_0000;
const TWO_M28: i64 = 0x3180_0000;
const TWO_M14: i64 = 0x3800_0000;
const HALF_LN2: i64 = 0x3eb1_7218;
const ONE: i64 = 0x3f80_0000;
const TWO: i64 = 0x4000_0000;
const TWENTY_TWO: i64 = 0x41b0_0000;
const NEAR_OVERFLOW: i64 = 0x42b1_7180;
const OVERFLOW: i64 = 0x42b2_d4fc;
const TWO_P14: i64 = 0x4700_0000;
const TWO_P28: i64 = 0x4d80_0000;
const INFINITY: i64 = 0x7f80_0000;

/// The bit pattern of |x|, as an i32 (non-negative).
fn magnitude_bits(f: &mut F, x: &str) -> V {
    let bits = f.bits(x);
    f.ibinc("andi", &bits, 0x7fff_ffff)
}

/// `exp(ax)`, or from `NEAR_OVERFLOW` on `exp(ax / 2)` (glibc squares
/// it there, so that no step overflows early): one `exp` on the chosen
/// argument. Returns the value and whether it is the square root.
fn exp_or_root(f: &mut F, ax: &str, ix: &str) -> (V, V) {
    let top = f.icmpc("sge", ix, NEAR_OVERFLOW);
    let half = f.mulc(ax, 0.5);
    let arg = f.sel(&top, &half, ax);
    (f.call("ab_exp_f32", &[&arg]), top)
}

/// `tanh`: `1 - 2 / (expm1(2|x|) + 2)` from 1 on, `-t / (t + 2)` with `t
/// = expm1(-2|x|)` below (one `expm1` on the chosen argument), 1 from 22
/// on, `x` itself below 2^-55; the sign restored at the end.
pub(in super::super) fn tanh() -> String {
    let (mut f, args) = F::function_f32("ab_tanh_f32", &["x"]);
    let x = &args[0];
    let ax = f.abs(x);
    let ix = magnitude_bits(&mut f, x);
    let big = f.icmpc("sge", &ix, ONE);
    let twice = f.mulc(&ax, 2.0);
    let neg_twice = f.mulc(&ax, -2.0);
    let arg = f.sel(&big, &twice, &neg_twice);
    let t = f.call("ab_expm1_f32", &[&arg]);
    let t2 = f.addc(&t, 2.0);
    let two = f.c(2.0);
    let q = f.div(&two, &t2);
    let one = f.c(1.0);
    let large = f.sub(&one, &q);
    let nt = f.neg(&t);
    let small = f.div(&nt, &t2);
    let z = f.sel(&big, &large, &small);
    let saturated = f.icmpc("sge", &ix, TWENTY_TWO);
    let z = f.sel(&saturated, &one, &z);
    let nz = f.neg(&z);
    let negative = sign_bit(&mut f.b, x, "f32");
    let y = f.sel(&negative, &nz, &z);
    let tiny = f.icmpc("slt", &ix, TWO_M55);
    let y = f.sel(&tiny, x, &y);
    let nan = f.is_nan(x);
    let y = f.sel(&nan, x, &y);
    f.ret(&y)
}

/// `sinh`: with `t = expm1(|x|)`, `h (2t - t^2 / (t + 1))` below 1 and `h
/// (t + t / (t + 1))` below 22 (h = +-1/2), `h exp(|x|)` below
/// log(FLT_MAX), `(h w) w` with `w = exp(|x|/2)` up to the overflow
/// threshold, `x 1e37` (+-inf) beyond; `x` itself below 2^-28.
pub(in super::super) fn sinh() -> String {
    let (mut f, args) = F::function_f32("ab_sinh_f32", &["x"]);
    let x = &args[0];
    let half = f.c(0.5);
    let h = copysign(&mut f.b, &half, x, "f32");
    let ax = f.abs(x);
    let ix = magnitude_bits(&mut f, x);
    let t = f.call("ab_expm1_f32", &[&ax]);
    let t1 = f.addc(&t, 1.0);
    let tt = f.mul(&t, &t);
    let q = f.div(&tt, &t1);
    let two_t = f.add(&t, &t);
    let small = f.sub(&two_t, &q);
    let small = f.mul(&h, &small);
    let q = f.div(&t, &t1);
    let mid = f.add(&t, &q);
    let mid = f.mul(&h, &mid);
    let (e, top) = exp_or_root(&mut f, &ax, &ix);
    let large = f.mul(&h, &e);
    let squared = f.mul(&large, &e);
    let v = f.sel(&top, &squared, &large);
    let over = f.icmpc("sgt", &ix, OVERFLOW);
    let huge = f.mulc(x, SHUGE.into());
    let v = f.sel(&over, &huge, &v);
    let is_mid = f.icmpc("slt", &ix, TWENTY_TWO);
    let v = f.sel(&is_mid, &mid, &v);
    let is_small = f.icmpc("slt", &ix, ONE);
    let v = f.sel(&is_small, &small, &v);
    let tiny = f.icmpc("slt", &ix, TWO_M28);
    let v = f.sel(&tiny, x, &v);
    // NaN and +-inf: x + x.
    let special = f.icmpc("sge", &ix, INFINITY);
    let twice = f.add(x, x);
    let v = f.sel(&special, &twice, &v);
    f.ret(&v)
}

/// `cosh`: `1 + t^2 / (2 (1 + t))` with `t = expm1(|x|)` below 0.5 ln2,
/// `e/2 + 1/(2e)` with `e = exp(|x|)` below 22, `e/2` below
/// log(FLT_MAX), `(w/2) w` with `w = exp(|x|/2)` up to the overflow
/// threshold, inf beyond; 1 below 2^-55.
pub(in super::super) fn cosh() -> String {
    let (mut f, args) = F::function_f32("ab_cosh_f32", &["x"]);
    let x = &args[0];
    let ax = f.abs(x);
    let ix = magnitude_bits(&mut f, x);
    let one = f.c(1.0);
    let t = f.call("ab_expm1_f32", &[&ax]);
    let w = f.add(&one, &t);
    let tt = f.mul(&t, &t);
    let ww = f.add(&w, &w);
    let q = f.div(&tt, &ww);
    let small = f.add(&one, &q);
    let (e, top) = exp_or_root(&mut f, &ax, &ix);
    let half_e = f.mulc(&e, 0.5);
    let half = f.c(0.5);
    let inv = f.div(&half, &e);
    let mid = f.add(&half_e, &inv);
    let squared = f.mul(&half_e, &e);
    let v = f.sel(&top, &squared, &half_e);
    let over = f.icmpc("sgt", &ix, OVERFLOW);
    let inf = f.c(f64::INFINITY);
    let v = f.sel(&over, &inf, &v);
    let is_mid = f.icmpc("slt", &ix, TWENTY_TWO);
    let v = f.sel(&is_mid, &mid, &v);
    let is_small = f.icmpc("slt", &ix, HALF_LN2);
    let v = f.sel(&is_small, &small, &v);
    let tiny = f.icmpc("slt", &ix, TWO_M55);
    let v = f.sel(&tiny, &one, &v);
    // NaN and +-inf: x x.
    let special = f.icmpc("sge", &ix, INFINITY);
    let square = f.mul(x, x);
    let v = f.sel(&special, &square, &v);
    f.ret(&v)
}

/// `asinh`: `log1p(|x| + x^2 / (1 + sqrt(1 + x^2)))` up to 2, `log(2|x| +
/// 1 / (sqrt(x^2 + 1) + |x|))` up to 2^14, `log(|x|) + ln 2` above, `x`
/// itself below 2^-14; the sign copied at the end.
pub(in super::super) fn asinh(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_asinh_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let ax = f.abs(x);
    let ix = magnitude_bits(&mut f, x);
    let one = f.c(1.0);
    let xx = f.mul(&ax, &ax);
    let xx1 = f.add(&one, &xx);
    let root = f.sqrt(&xx1);
    // One log for both large cases.
    let big = f.icmpc("sgt", &ix, TWO_P14);
    let d = f.add(&root, &ax);
    let inv = f.div(&one, &d);
    let two_x = f.mulc(&ax, 2.0);
    let arg = f.add(&two_x, &inv);
    let arg = f.sel(&big, &ax, &arg);
    let l = f.call("ab_log_f32", &[&arg]);
    let ln2 = f.c(LN2.into());
    let zero = f.c(0.0);
    let shift = f.sel(&big, &ln2, &zero);
    let large = f.add(&l, &shift);
    let d = f.add(&one, &root);
    let q = f.div(&xx, &d);
    let a = f.add(&ax, &q);
    let small = f.call("ab_log1p_f32", &[&a]);
    let is_large = f.icmpc("sgt", &ix, TWO);
    let v = f.sel(&is_large, &large, &small);
    let v = copysign(&mut f.b, &v, x, "f32");
    let tiny = f.icmpc("slt", &ix, TWO_M14);
    let v = f.sel(&tiny, x, &v);
    let nan = f.is_nan(x);
    let v = f.sel(&nan, x, &v);
    f.ret(&v)
}

/// `acosh`: `log1p(t + sqrt(2t + t^2))` with `t = x - 1` up to 2,
/// `log(2x - 1 / (x + sqrt(x^2 - 1)))` up to 2^28, `log(x) + ln 2` above;
/// NaN below 1.
pub(in super::super) fn acosh(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_acosh_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let ix = f.bits(x);
    let one = f.c(1.0);
    let t = f.sub(x, &one);
    let two_t = f.mulc(&t, 2.0);
    let tt = f.mul(&t, &t);
    let s = f.add(&two_t, &tt);
    let root = f.sqrt(&s);
    let a = f.add(&t, &root);
    let small = f.call("ab_log1p_f32", &[&a]);
    let big = f.icmpc("sge", &ix, TWO_P28);
    let xx = f.mul(x, x);
    let xx1 = f.sub(&xx, &one);
    let root = f.sqrt(&xx1);
    let d = f.add(x, &root);
    let inv = f.div(&one, &d);
    let two_x = f.mulc(x, 2.0);
    let arg = f.sub(&two_x, &inv);
    let arg = f.sel(&big, x, &arg);
    let l = f.call("ab_log_f32", &[&arg]);
    let ln2 = f.c(LN2.into());
    let zero = f.c(0.0);
    let shift = f.sel(&big, &ln2, &zero);
    let large = f.add(&l, &shift);
    let is_large = f.icmpc("sgt", &ix, TWO);
    let v = f.sel(&is_large, &large, &small);
    // x < 1 or NaN: the C library's (x - x) / (x - x).
    let outside = f.cmp("ult", x, &one);
    let d = f.sub(x, x);
    let nan = f.div(&d, &d);
    let v = f.sel(&outside, &nan, &v);
    f.ret(&v)
}

/// `atanh`: `log1p(2y + 2y^2 / (1 - y)) / 2` below 1/2 (y = |x|),
/// `log1p(2y / (1 - y)) / 2` above (one `log1p` on the chosen argument),
/// `x` itself below 2^-28; +-inf at +-1, NaN beyond.
pub(in super::super) fn atanh() -> String {
    let (mut f, args) = F::function_f32("ab_atanh_f32", &["x"]);
    let x = &args[0];
    let y = f.abs(x);
    let ix = magnitude_bits(&mut f, x);
    let one = f.c(1.0);
    let d = f.sub(&one, &y);
    let two_y = f.add(&y, &y);
    let ty = f.mul(&two_y, &y);
    let q = f.div(&ty, &d);
    let small_arg = f.add(&two_y, &q);
    let large_arg = f.div(&two_y, &d);
    let is_small = f.cmpc("olt", &y, 0.5);
    let arg = f.sel(&is_small, &small_arg, &large_arg);
    let l = f.call("ab_log1p_f32", &[&arg]);
    let v = f.mulc(&l, 0.5);
    let v = copysign(&mut f.b, &v, x, "f32");
    let tiny = f.icmpc("slt", &ix, TWO_M28);
    let v = f.sel(&tiny, x, &v);
    let beyond = f.cmp("ugt", &y, &one);
    let dx = f.sub(x, x);
    let nan = f.div(&dx, &dx);
    let v = f.sel(&beyond, &nan, &v);
    f.ret(&v)
}

//! `atan`, `atan2`, `asin` and `acos` in f32, after musl's `atanf.c`,
//! `atan2f.c` and `acosf.c` (FreeBSD's, fdlibm's with shorter
//! polynomials): the f64 files' reductions (`atan.rs`, `asin.rs`) with
//! float constants. musl's `asinf` computes its upper half in double;
//! ours keeps fdlibm's float form there (the square root split into a
//! short head and a tail) with musl's `R`. Each is within 1 ulp of glibc's
//! on every f32 (`atan2`: on dense samples).
//!
//! Where one formula serves two cases with different arguments, the
//! argument is selected and the formula evaluated once (the rational `R`
//! of `asin` and `acos` on `x^2` or `(1 - |x|) / 2`, the one `atan` of
//! `atan2`), so that the vectorized loop does each piece of work once.

use super::super::super::float::{copysign, sign_bit};
use super::super::super::Frame;
use super::super::atan::{pick, pick_c};
use super::super::dsl::{F, V};
use super::{c, w};

/// atan(0.5), atan(1), atan(1.5) and atan(inf) = pi/2, each as a float
/// head and a tail.
const ATAN_HI: [f32; 4] = [c(0x3eed_6338), c(0x3f49_0fda), c(0x3f7b_985e), c(0x3fc9_0fda)];
const ATAN_LO: [f32; 4] = [c(0x31ac_3769), c(0x3322_2168), c(0x3314_0fb4), c(0x33a2_2168)];
/// `atan(x) ~ x - x (z AT0 + z^2 AT1 + ...)`, z = x^2, on [-7/16, 7/16];
/// the even-indexed coefficients go with `z`, the odd ones with `z^2`.
const AT: [f32; 5] = [
    c(0x3eaa_aaa9),
    c(0xbe4c_ca98),
    c(0x3e11_f50d),
    c(0xbdda_1247),
    c(0x3d7c_ac25),
];
const PI: f32 = c(0x4049_0fdb);
const PI_LO: f32 = c(0xb3bb_bd2e);

fn f64s<const N: usize>(v: [f32; N]) -> [f64; N] {
    v.map(f64::from)
}

/// atan(x), musl's case analysis with the branches turned into selects:
/// below 7/16 the polynomial on x, else on `(x - c) / (1 + c x)` for c in
/// {1/2, 1, 3/2, inf}, plus atan(c).
fn atan_body(f: &mut F, x: &str) -> V {
    let bits = f.bits(x);
    let ix = f.ibinc("andi", &bits, 0x7fff_ffff);
    let ax = f.abs(x);
    let reduce = f.icmpc("sge", &ix, 0x3ee0_0000);
    let mut id = f.i(0);
    for (i, bound) in [(1, 0x3f30_0000), (2, 0x3f98_0000), (3, 0x401c_0000)] {
        let above = f.icmpc("sge", &ix, bound);
        let n = f.i(i);
        id = f.isel(&above, &n, &id);
    }
    // (2x - 1) / (2 + x), (x - 1) / (x + 1), (x - 1.5) / (1 + 1.5x), -1 / x.
    let two_x = f.mulc(&ax, 2.0);
    let n0 = f.addc(&two_x, -1.0);
    let n1 = f.addc(&ax, -1.0);
    let n2 = f.addc(&ax, -1.5);
    let n3 = f.c(-1.0);
    let d0 = f.addc(&ax, 2.0);
    let d1 = f.addc(&ax, 1.0);
    let x15 = f.mulc(&ax, 1.5);
    let d2 = f.addc(&x15, 1.0);
    let num = pick(f, &id, [&n0, &n1, &n2, &n3]);
    let den = pick(f, &id, [&d0, &d1, &d2, &ax]);
    let reduced = f.div(&num, &den);
    let t = f.sel(&reduce, &reduced, x);
    let z = f.mul(&t, &t);
    let wz = f.mul(&z, &z);
    let s1 = f.poly(&wz, &f64s([AT[0], AT[2], AT[4]]));
    let s1 = f.mul(&z, &s1);
    let s2 = f.poly(&wz, &f64s([AT[1], AT[3]]));
    let s2 = f.mul(&wz, &s2);
    let s = f.add(&s1, &s2);
    let ts = f.mul(&t, &s);
    let small = f.sub(&t, &ts);
    let hi = pick_c(f, &id, f64s(ATAN_HI));
    let lo = pick_c(f, &id, f64s(ATAN_LO));
    let r = f.sub(&ts, &lo);
    let r = f.sub(&r, &t);
    let r = f.sub(&hi, &r);
    let nr = f.neg(&r);
    let negative = sign_bit(&mut f.b, x, "f32");
    let r = f.sel(&negative, &nr, &r);
    let v = f.sel(&reduce, &r, &small);
    // Zeros and subnormals: x itself (musl's bound is 2^-12, but there the
    // polynomial rounds as glibc's does; at -0 it would give +0).
    let tiny = f.icmpc("slt", &ix, 0x0080_0000);
    let v = f.sel(&tiny, x, &v);
    // |x| >= 2^26: +-pi/2 rounded (musl's +-atan(inf)'s head is a float
    // below); NaN stays NaN.
    let huge = f.icmpc("sge", &ix, 0x4c80_0000);
    let half_pi = f.c(f64::from(PI / 2.0));
    let signed = copysign(&mut f.b, &half_pi, x, "f32");
    let v = f.sel(&huge, &signed, &v);
    let nan = f.is_nan(x);
    f.sel(&nan, x, &v)
}

pub(in super::super) fn atan() -> String {
    let (mut f, args) = F::function_f32("ab_atan_f32", &["x"]);
    let v = atan_body(&mut f, &args[0]);
    f.ret(&v)
}

/// atan2(y, x), musl's case analysis: `atan(|y / x|)` moved to the
/// quadrant of (x, y), and the special cases selected over it. `x = 1`
/// (C's `atanf(y)`) is the first quadrant's result, so one `atan` serves.
pub(in super::super) fn atan2() -> String {
    let (mut f, args) = F::function_f32("ab_atan2_f32", &["y", "x"]);
    let (y, x) = (&args[0], &args[1]);
    let sy = sign_bit(&mut f.b, y, "f32");
    let sx = sign_bit(&mut f.b, x, "f32");
    let ay = f.abs(y);
    let ax = f.abs(x);
    let iy = f.bits(&ay);
    let ix = f.bits(&ax);
    let inf = f.c(f64::INFINITY);
    let zero = f.c(0.0);
    let q = f.div(y, x);
    let aq = f.abs(&q);
    let z = f.call("ab_atan_f32", &[&aq]);
    // |y / x| < 2^-26 with x < 0: z = 0 (pi - z is pi then).
    let y_far_below = {
        let lim = f.ibinc("addi", &iy, 26 << 23);
        f.b.cmpi("ult", &lim, &ix, "i32")
    };
    let zero_z = f.and(&sx, &y_far_below);
    let z = f.sel(&zero_z, &zero, &z);
    let z_lo = f.addc(&z, -f64::from(PI_LO));
    let pi = f.c(PI.into());
    let upper_left = f.sub(&pi, &z_lo);
    let lower_left = f.sub(&z_lo, &pi);
    let nz = f.neg(&z);
    let right = f.sel(&sy, &nz, &z);
    let left = f.sel(&sy, &lower_left, &upper_left);
    let main = f.sel(&sx, &left, &right);
    // |y / x| > 2^26, or y infinite (x finite): +-pi/2.
    let half_pi = f.c(f64::from(PI / 2.0));
    let neg_half_pi = f.neg(&half_pi);
    let signed_half_pi = f.sel(&sy, &neg_half_pi, &half_pi);
    let x_far_below = {
        let lim = f.ibinc("addi", &ix, 26 << 23);
        f.b.cmpi("ult", &lim, &iy, "i32")
    };
    let y_inf = f.cmp("oeq", &ay, &inf);
    let steep = f.or(&x_far_below, &y_inf);
    let v = f.sel(&steep, &signed_half_pi, &main);
    // x infinite: 0 or pi (y finite), pi/4 or 3 pi/4 (y infinite), with
    // y's sign.
    let x_inf = f.cmp("oeq", &ax, &inf);
    let flat = f.sel(&sx, &pi, &zero);
    let q1 = f.c(f64::from(PI / 4.0));
    let q3 = f.c(f64::from(3.0 * PI / 4.0));
    let diag = f.sel(&sx, &q3, &q1);
    let at_inf = f.sel(&y_inf, &diag, &flat);
    let neg_at_inf = f.neg(&at_inf);
    let at_inf = f.sel(&sy, &neg_at_inf, &at_inf);
    let v = f.sel(&x_inf, &at_inf, &v);
    // x = 0 (y nonzero): +-pi/2.
    let x_zero = f.cmp("oeq", x, &zero);
    let v = f.sel(&x_zero, &signed_half_pi, &v);
    // y = 0: y itself (x >= +0), or +-pi with y's sign (x <= -0).
    let y_zero = f.cmp("oeq", y, &zero);
    let neg_pi = f.neg(&pi);
    let signed_pi = f.sel(&sy, &neg_pi, &pi);
    let at_zero = f.sel(&sx, &signed_pi, y);
    let v = f.sel(&y_zero, &at_zero, &v);
    // x = 1: atan(y), which the first quadrant's `main` is.
    let x_one = f.cmpc("oeq", x, 1.0);
    let v = f.sel(&x_one, &main, &v);
    let either_nan = f.cmp("uno", x, y);
    let sum = f.add(x, y);
    let v = f.sel(&either_nan, &sum, &v);
    f.ret(&v)
}

/// pi/2 as a float head (truncated) and tail, and the head's half.
const PIO2_HI: f32 = c(0x3fc9_0fda);
const PIO2_LO: f32 = c(0x33a2_2168);
const PIO4_HI: f32 = c(0x3f49_0fda);
/// musl's `R(z) = z P(z) / Q(z)`: `(asin(x) - x) / x^3 ~ R(x^2)` on
/// [-0.5, 0.5].
const PS: [f32; 3] = [c(0x3e2a_aa75), c(0xbd2f_13ba), c(0xbc0d_d36b)];
const QS1: f32 = c(0xbf34_e5ae);

fn r(f: &mut F, z: &str) -> V {
    let p = f.poly(z, &f64s(PS));
    let p = f.mul(z, &p);
    let q = f.poly(z, &[1.0, QS1.into()]);
    f.div(&p, &q)
}

/// What `asin` and `acos` share: the square root `s` of `z = (1 - |x|) /
/// 2` (for |x| >= 1/2), `R` on `z` there and on `x^2` below 1/2, and the
/// head of `s` (12 low bits cleared) with the tail `c` of the square root.
struct Upper {
    s: V,
    r: V,
    head: V,
    tail: V,
    /// |x| < 1/2.
    low: V,
}

fn upper(f: &mut F, x: &str) -> Upper {
    let ax = f.abs(x);
    let low = f.cmpc("olt", &ax, 0.5);
    let one = f.c(1.0);
    let d = f.sub(&one, &ax);
    let z = f.mulc(&d, 0.5);
    let s = f.sqrt(&z);
    let xx = f.mul(x, x);
    let rz = f.sel(&low, &xx, &z);
    let r = r(f, &rz);
    let sb = f.bits(&s);
    let hb = f.ibinc("andi", &sb, w(0xffff_f000));
    let head = f.float_of(&hb);
    let hh = f.mul(&head, &head);
    let num = f.sub(&z, &hh);
    let den = f.add(&s, &head);
    let tail = f.div(&num, &den);
    Upper { s, r, head, tail, low }
}

/// `|x| >= 1` gives NaN (as the C library's `(x - x) / (x - x)`) except
/// at +-1, where `at_one` is the value.
fn outside(f: &mut F, x: &str, at_one: &str, v: &str) -> V {
    let ax = f.abs(x);
    let one = f.c(1.0);
    let beyond = f.cmp("ugt", &ax, &one);
    let d = f.sub(x, x);
    let nan = f.div(&d, &d);
    let is_one = f.cmp("oeq", &ax, &one);
    let v = f.sel(&is_one, at_one, v);
    f.sel(&beyond, &nan, &v)
}

/// asin: `x + x R(x^2)` below 1/2 (x itself below 2^-12); above,
/// `pi/2 - 2 asin(sqrt(z))` as fdlibm's float code: `pio2_hi - (2 (s + s
/// R) - pio2_lo)` above 0.975, else with the split square root.
pub(in super::super) fn asin(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_asin_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let u = upper(&mut f, x);
    let xr = f.mul(x, &u.r);
    let low = f.add(x, &xr);
    let sr = f.mul(&u.s, &u.r);
    let ssr = f.add(&u.s, &sr);
    let t = f.mulc(&ssr, 2.0);
    let t = f.addc(&t, -f64::from(PIO2_LO));
    let pio2 = f.c(PIO2_HI.into());
    let near_one = f.sub(&pio2, &t);
    // pio4_hi - ((2 s R - (pio2_lo - 2 c)) - (pio4_hi - 2 head)).
    let two_s = f.mulc(&u.s, 2.0);
    let two_sr = f.mul(&two_s, &u.r);
    let two_c = f.mulc(&u.tail, 2.0);
    let pio2lo = f.c(PIO2_LO.into());
    let lo = f.sub(&pio2lo, &two_c);
    let p = f.sub(&two_sr, &lo);
    let pio4 = f.c(PIO4_HI.into());
    let two_head = f.mulc(&u.head, 2.0);
    let q = f.sub(&pio4, &two_head);
    let pq = f.sub(&p, &q);
    let middle = f.sub(&pio4, &pq);
    let bits = f.bits(x);
    let ix = f.ibinc("andi", &bits, 0x7fff_ffff);
    let above = f.icmpc("sge", &ix, 0x3f79_999a);
    let high = f.sel(&above, &near_one, &middle);
    let high = copysign(&mut f.b, &high, x, "f32");
    let v = f.sel(&u.low, &low, &high);
    let tiny = f.icmpc("slt", &ix, 0x3980_0000);
    let v = f.sel(&tiny, x, &v);
    // +-1: x pio2_hi + x pio2_lo, pi/2 rounded.
    let a = f.mulc(x, PIO2_HI.into());
    let b = f.mulc(x, PIO2_LO.into());
    let at_one = f.add(&a, &b);
    let v = outside(&mut f, x, &at_one, &v);
    f.ret(&v)
}

/// acos: `pio2_hi - (x - (pio2_lo - x R(x^2)))` below 1/2; above,
/// `2 asin(sqrt(z))` (x > 0, with the split square root) or `pi - 2
/// asin(sqrt(z))` (x < 0). At 0 and -1 the results round to pi/2 and pi
/// (musl's are a float below).
pub(in super::super) fn acos(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_acos_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let u = upper(&mut f, x);
    let pio2 = f.c(PIO2_HI.into());
    let pio2lo = f.c(PIO2_LO.into());
    let xr = f.mul(x, &u.r);
    let t = f.sub(&pio2lo, &xr);
    let t = f.sub(x, &t);
    let low = f.sub(&pio2, &t);
    // x < -1/2: 2 (pio2_hi - (s + (R s - pio2_lo))).
    let rs = f.mul(&u.r, &u.s);
    let wn = f.sub(&rs, &pio2lo);
    let t = f.add(&u.s, &wn);
    let t = f.sub(&pio2, &t);
    let negative_side = f.mulc(&t, 2.0);
    // x > 1/2: 2 (head + (R s + c)).
    let wp = f.add(&rs, &u.tail);
    let t = f.add(&u.head, &wp);
    let positive_side = f.mulc(&t, 2.0);
    let negative = sign_bit(&mut f.b, x, "f32");
    let high = f.sel(&negative, &negative_side, &positive_side);
    let v = f.sel(&u.low, &low, &high);
    let zero = f.c(0.0);
    let pi = f.c(PI.into());
    let at_one = f.sel(&negative, &pi, &zero);
    let v = outside(&mut f, x, &at_one, &v);
    f.ret(&v)
}

//! `atan`, `atan2`, `asin` and `acos` in f32, glibc 2.36's `s_atanf.c`,
//! `e_atan2f.c`, `e_asinf.c` (Stephen Moshier's polynomial in fdlibm's
//! frame) and `e_acosf.c` operation for operation (fdlibm's float code,
//! built without fused multiply-adds), the branches turned into selects:
//! bit for bit glibc's.
//!
//! Where one formula serves two cases with different arguments, the
//! argument is selected and the formula evaluated once (the polynomial of
//! `asin` and the rational function of `acos` on `x^2` or `(1 - |x|) /
//! 2`, the one `atan` of `atan2`), so that the vectorized loop does each
//! piece of work once.

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
const AT: [f32; 11] = [
    c(0x3eaa_aaab),
    c(0xbe4c_cccd),
    c(0x3e12_4925),
    c(0xbde3_8e38),
    c(0x3dba_2e6e),
    c(0xbd9d_8795),
    c(0x3d88_6b35),
    c(0xbd6e_f16b),
    c(0x3d4b_da59),
    c(0xbd15_a221),
    c(0x3c85_69d7),
];
/// pi, pi/2 and pi/4 rounded to float, and pi's tail (`e_atan2f.c`).
const PI: f32 = c(0x4049_0fdb);
const PI_O_2: f32 = c(0x3fc9_0fdb);
const PI_O_4: f32 = c(0x3f49_0fdb);
const PI_LO: f32 = c(0xb3bb_bd2e);

fn f64s(v: &[f32]) -> Vec<f64> {
    v.iter().map(|&x| f64::from(x)).collect()
}

/// atan(x), glibc's case analysis with the branches turned into selects:
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
    let even: Vec<f32> = AT.iter().step_by(2).copied().collect();
    let odd: Vec<f32> = AT.iter().skip(1).step_by(2).copied().collect();
    let s1 = f.poly(&wz, &f64s(&even));
    let s1 = f.mul(&z, &s1);
    let s2 = f.poly(&wz, &f64s(&odd));
    let s2 = f.mul(&wz, &s2);
    let s = f.add(&s1, &s2);
    let ts = f.mul(&t, &s);
    let small = f.sub(&t, &ts);
    let hi = pick_c(f, &id, ATAN_HI.map(f64::from));
    let lo = pick_c(f, &id, ATAN_LO.map(f64::from));
    let r = f.sub(&ts, &lo);
    let r = f.sub(&r, &t);
    let r = f.sub(&hi, &r);
    let nr = f.neg(&r);
    let negative = sign_bit(&mut f.b, x, "f32");
    let r = f.sel(&negative, &nr, &r);
    let v = f.sel(&reduce, &r, &small);
    // |x| < 2^-29: x itself.
    let tiny = f.icmpc("slt", &ix, 0x3100_0000);
    let v = f.sel(&tiny, x, &v);
    // |x| >= 2^25: +-(atanhi[3] + atanlo[3]); NaN: x + x.
    let huge = f.icmpc("sge", &ix, 0x4c00_0000);
    let half_pi = f.c(f64::from(ATAN_HI[3] + ATAN_LO[3]));
    let signed = copysign(&mut f.b, &half_pi, x, "f32");
    let v = f.sel(&huge, &signed, &v);
    let nan = f.is_nan(x);
    let twice = f.add(x, x);
    f.sel(&nan, &twice, &v)
}

pub(in super::super) fn atan() -> String {
    let (mut f, args) = F::function_f32("ab_atan_f32", &["x"]);
    let v = atan_body(&mut f, &args[0]);
    f.ret(&v)
}

/// atan2(y, x), glibc's case analysis: `atan(|y / x|)` (pi/2 and 0 where
/// the exponents differ by more than 60) moved to the quadrant of (x, y),
/// and the special cases selected over it. `x = 1` (glibc's `atanf(y)`)
/// is the first quadrant's result, so one `atan` serves.
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
    let k = f.ibin("subi", &iy, &ix);
    let k = f.ibinc("shrsi", &k, 23);
    let below = f.icmpc("slt", &k, -60);
    let below = f.and(&sx, &below);
    let z = f.sel(&below, &zero, &z);
    let steep = f.icmpc("sgt", &k, 60);
    let half_pi_lo = f.c(f64::from(PI_O_2 + 0.5 * PI_LO));
    let z = f.sel(&steep, &half_pi_lo, &z);
    let z_lo = f.addc(&z, -f64::from(PI_LO));
    let pi = f.c(PI.into());
    let upper_left = f.sub(&pi, &z_lo);
    let lower_left = f.sub(&z_lo, &pi);
    let nz = f.neg(&z);
    let right = f.sel(&sy, &nz, &z);
    let left = f.sel(&sy, &lower_left, &upper_left);
    let main = f.sel(&sx, &left, &right);
    // y infinite (x finite): +-pi/2.
    let half_pi = f.c(PI_O_2.into());
    let neg_half_pi = f.neg(&half_pi);
    let signed_half_pi = f.sel(&sy, &neg_half_pi, &half_pi);
    let y_inf = f.cmp("oeq", &ay, &inf);
    let v = f.sel(&y_inf, &signed_half_pi, &main);
    // x infinite: 0 or pi (y finite), pi/4 or 3 pi/4 (y infinite), with
    // y's sign.
    let x_inf = f.cmp("oeq", &ax, &inf);
    let flat = f.sel(&sx, &pi, &zero);
    let q1 = f.c(PI_O_4.into());
    let q3 = f.c(f64::from(3.0 * PI_O_4));
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

/// `asin`'s pi/2 (rounded) and its tail, and pi/4 (`e_asinf.c`), and
/// Moshier's `(asin(x) - x) / x^3 ~ P(x^2)` on [-0.5, 0.5].
const ASIN_PIO2_HI: f32 = c(0x3fc9_0fdb);
const ASIN_PIO2_LO: f32 = c(0xb33b_bd2e);
const ASIN_PIO4_HI: f32 = c(0x3f49_0fdb);
const ASIN_P: [f32; 5] = [
    c(0x3e2a_aae4),
    c(0x3d99_80f2),
    c(0x3d3a_3f25),
    c(0x3cc6_141e),
    c(0x3d2c_b694),
];
/// `acos`'s pi and pi/2 (truncated) and pi/2's tail (`e_acosf.c`), and
/// fdlibm's `(asin(x) - x) / x^3 ~ P(x^2) / Q(x^2)`.
const ACOS_PI: f32 = c(0x4049_0fda);
const ACOS_PIO2_HI: f32 = c(0x3fc9_0fda);
const ACOS_PIO2_LO: f32 = c(0x33a2_2168);
const PS: [f32; 6] = [
    c(0x3e2a_aaab),
    c(0xbea6_b090),
    c(0x3e4e_0aa8),
    c(0xbd24_1146),
    c(0x3a4f_7f04),
    c(0x3811_ef08),
];
const QS: [f32; 5] = [1.0, c(0xc019_d139), c(0x4001_572d), c(0xbf30_3361), c(0x3d9d_c62e)];

/// What `asin` and `acos` share: `z = (1 - |x|) / 2` (for |x| >= 1/2) or
/// `x^2` (below), its square root `s`, and the head of `s` (12 low bits
/// cleared) with the tail `c` of the square root.
struct Upper {
    z: V,
    s: V,
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
    let half_d = f.mulc(&d, 0.5);
    let s = f.sqrt(&half_d);
    let sb = f.bits(&s);
    let hb = f.ibinc("andi", &sb, w(0xffff_f000));
    let head = f.float_of(&hb);
    let hh = f.mul(&head, &head);
    let num = f.sub(&half_d, &hh);
    let den = f.add(&s, &head);
    let tail = f.div(&num, &den);
    let xx = f.mul(x, x);
    let z = f.sel(&low, &xx, &half_d);
    Upper { z, s, head, tail, low }
}

/// `|x| > 1` gives NaN (as the C library's `(x - x) / (x - x)`), +-1
/// gives `at_one`.
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

/// asin: `x + x z P(z)` below 1/2 (x itself below 2^-27); above, `pi/2 -
/// 2 asin(sqrt(z))` as glibc's float code: `pio2_hi - (2 (s + s p) -
/// pio2_lo)` above 0.975, else with the split square root.
pub(in super::super) fn asin(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_asin_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let u = upper(&mut f, x);
    let p = f.poly(&u.z, &f64s(&ASIN_P));
    let p = f.mul(&u.z, &p);
    let xp = f.mul(x, &p);
    let low = f.add(x, &xp);
    let sp = f.mul(&u.s, &p);
    let ssp = f.add(&u.s, &sp);
    let t = f.mulc(&ssp, 2.0);
    let t = f.addc(&t, -f64::from(ASIN_PIO2_LO));
    let pio2 = f.c(ASIN_PIO2_HI.into());
    let near_one = f.sub(&pio2, &t);
    // pio4_hi - ((2 s p - (pio2_lo - 2 c)) - (pio4_hi - 2 head)).
    let two_s = f.mulc(&u.s, 2.0);
    let two_sp = f.mul(&two_s, &p);
    let two_c = f.mulc(&u.tail, 2.0);
    let pio2lo = f.c(ASIN_PIO2_LO.into());
    let lo = f.sub(&pio2lo, &two_c);
    let pp = f.sub(&two_sp, &lo);
    let pio4 = f.c(ASIN_PIO4_HI.into());
    let two_head = f.mulc(&u.head, 2.0);
    let q = f.sub(&pio4, &two_head);
    let pq = f.sub(&pp, &q);
    let middle = f.sub(&pio4, &pq);
    let bits = f.bits(x);
    let ix = f.ibinc("andi", &bits, 0x7fff_ffff);
    let above = f.icmpc("sge", &ix, 0x3f79_999a);
    let high = f.sel(&above, &near_one, &middle);
    let nhigh = f.neg(&high);
    let positive = f.icmpc("sgt", &bits, 0);
    let high = f.sel(&positive, &high, &nhigh);
    let v = f.sel(&u.low, &low, &high);
    let tiny = f.icmpc("slt", &ix, 0x3200_0000);
    let v = f.sel(&tiny, x, &v);
    // +-1: x pio2_hi + x pio2_lo.
    let a = f.mulc(x, ASIN_PIO2_HI.into());
    let b = f.mulc(x, ASIN_PIO2_LO.into());
    let at_one = f.add(&a, &b);
    let v = outside(&mut f, x, &at_one, &v);
    f.ret(&v)
}

/// acos: `pio2_hi - (x - (pio2_lo - x R(x^2)))` below 1/2 (`pio2_hi +
/// pio2_lo` up to 2^-26); above, `2 asin(sqrt(z))` (x > 0, with the split
/// square root) or `pi - 2 asin(sqrt(z))` (x < 0); 0 at 1 and `pi + 2
/// pio2_lo` at -1.
pub(in super::super) fn acos(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_acos_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let u = upper(&mut f, x);
    let p = f.poly(&u.z, &f64s(&PS));
    let p = f.mul(&u.z, &p);
    let q = f.poly(&u.z, &f64s(&QS));
    let r = f.div(&p, &q);
    let pio2 = f.c(ACOS_PIO2_HI.into());
    let pio2lo = f.c(ACOS_PIO2_LO.into());
    let xr = f.mul(x, &r);
    let t = f.sub(&pio2lo, &xr);
    let t = f.sub(x, &t);
    let low = f.sub(&pio2, &t);
    let bits = f.bits(x);
    let ix = f.ibinc("andi", &bits, 0x7fff_ffff);
    let tiny = f.icmpc("sle", &ix, 0x3280_0000);
    let centre = f.c(f64::from(ACOS_PIO2_HI + ACOS_PIO2_LO));
    let low = f.sel(&tiny, &centre, &low);
    // x < -1/2: pi - 2 (s + (r s - pio2_lo)).
    let rs = f.mul(&r, &u.s);
    let wn = f.sub(&rs, &pio2lo);
    let t = f.add(&u.s, &wn);
    let t = f.mulc(&t, 2.0);
    let pi = f.c(ACOS_PI.into());
    let negative_side = f.sub(&pi, &t);
    // x > 1/2: 2 (head + (r s + c)).
    let wp = f.add(&rs, &u.tail);
    let t = f.add(&u.head, &wp);
    let positive_side = f.mulc(&t, 2.0);
    let negative = sign_bit(&mut f.b, x, "f32");
    let high = f.sel(&negative, &negative_side, &positive_side);
    let v = f.sel(&u.low, &low, &high);
    let zero = f.c(0.0);
    let at_minus_one = f.c(f64::from(ACOS_PI + 2.0 * ACOS_PIO2_LO));
    let at_one = f.sel(&negative, &at_minus_one, &zero);
    let v = outside(&mut f, x, &at_one, &v);
    f.ret(&v)
}

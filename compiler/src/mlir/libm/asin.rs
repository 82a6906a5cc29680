//! `asin` and `acos` in f64, after musl's (fdlibm's) `asin.c` and
//! `acos.c`: below 1/2 a rational approximation `x + x R(x^2)`; above,
//! through `asin(x) = pi/2 - 2 asin(sqrt((1 - x) / 2))`, with the square
//! root split into a short head and a tail for the last bits. Outside
//! [-1, 1] the result is NaN. fdlibm documents both below 1 ulp.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};

const PIO2_HI: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_LO: f64 = 6.123_233_995_736_766_035_87e-17;
const PS: [f64; 6] = [
    1.666_666_666_666_666_574_15e-01,
    -3.255_658_186_224_009_154_05e-01,
    2.012_125_321_348_629_258_81e-01,
    -4.005_553_450_067_941_140_27e-02,
    7.915_349_942_898_145_321_76e-04,
    3.479_331_075_960_211_675_70e-05,
];
const QS: [f64; 5] = [
    1.0,
    -2.403_394_911_734_414_218_78e+00,
    2.020_945_760_233_505_694_71e+00,
    -6.882_839_716_054_532_930_30e-01,
    7.703_815_055_590_193_527_91e-02,
];

/// musl's `R(z)`: the rational part, `z P(z) / Q(z)`.
fn r(f: &mut F, z: &str) -> V {
    let p = f.poly(z, &PS);
    let p = f.mul(z, &p);
    let q = f.poly(z, &QS);
    f.div(&p, &q)
}

/// The head of `s` (low word cleared) and the tail `c` with
/// `head + c = sqrt(z)` to about twice the precision.
fn split_sqrt(f: &mut F, z: &str, s: &str) -> (V, V) {
    let head = f.clear_low(s);
    let hh = f.mul(&head, &head);
    let num = f.sub(z, &hh);
    let den = f.add(s, &head);
    let c = f.div(&num, &den);
    (head, c)
}

/// `|x| >= 1` gives NaN except at +-1, where `at_one` is the value.
fn outside(f: &mut F, x: &str, at_one: &str, v: &str) -> V {
    let ax = f.abs(x);
    let one = f.c(1.0);
    let beyond = f.cmp("ugt", &ax, &one);
    // (x - x) / (x - x), as the C library: the default NaN, or x's own.
    let d = f.sub(x, x);
    let nan = f.div(&d, &d);
    let is_one = f.cmp("oeq", &ax, &one);
    let v = f.sel(&is_one, at_one, v);
    f.sel(&beyond, &nan, &v)
}

fn asin_body(f: &mut F, x: &str) -> V {
    let hx = f.high_word(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let ax = f.abs(x);
    // |x| < 0.5: x + x R(x^2) (x itself below 2^-26).
    let xx = f.mul(x, x);
    let rx = r(f, &xx);
    let xr = f.mul(x, &rx);
    let low = f.add(x, &xr);
    // 0.5 <= |x| < 1.
    let one = f.c(1.0);
    let d = f.sub(&one, &ax);
    let z = f.mulc(&d, 0.5);
    let s = f.sqrt(&z);
    let rz = r(f, &z);
    // |x| > 0.975: pi/2 - (2 (s + s r) - pio2_lo).
    let sr = f.mul(&s, &rz);
    let ssr = f.add(&s, &sr);
    let t = f.mulc(&ssr, 2.0);
    let t = f.addc(&t, -PIO2_LO);
    let pio2 = f.c(PIO2_HI);
    let near_one = f.sub(&pio2, &t);
    // Otherwise: 0.5 pi/2 - (2 s r - (pio2_lo - 2 c) - (0.5 pi/2 - 2 head)).
    let (head, c) = split_sqrt(f, &z, &s);
    let two_sr = f.mulc(&s, 2.0);
    let two_sr = f.mul(&two_sr, &rz);
    let two_c = f.mulc(&c, 2.0);
    let pio2lo = f.c(PIO2_LO);
    let lo = f.sub(&pio2lo, &two_c);
    let a = f.sub(&two_sr, &lo);
    let half_pio2 = f.c(0.5 * PIO2_HI);
    let two_head = f.mulc(&head, 2.0);
    let b = f.sub(&half_pio2, &two_head);
    let a = f.sub(&a, &b);
    let middle = f.sub(&half_pio2, &a);
    let above = f.icmpc("sge", &ix, 0x3fef_3333);
    let high = f.sel(&above, &near_one, &middle);
    let nhigh = f.neg(&high);
    let negative = f.icmpc("sge", &hx, 0x8000_0000);
    let high = f.sel(&negative, &nhigh, &high);
    let is_low = f.icmpc("slt", &ix, 0x3fe0_0000);
    let v = f.sel(&is_low, &low, &high);
    let tiny = f.icmpc("slt", &ix, 0x3e50_0000);
    let v = f.sel(&tiny, x, &v);
    let at_one = f.mulc(x, PIO2_HI);
    outside(f, x, &at_one, &v)
}

fn acos_body(f: &mut F, x: &str) -> V {
    let hx = f.high_word(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let one = f.c(1.0);
    let pio2 = f.c(PIO2_HI);
    // |x| < 0.5: pi/2 - (x - (pio2_lo - x R(x^2))).
    let xx = f.mul(x, x);
    let rx = r(f, &xx);
    let xr = f.mul(x, &rx);
    let pio2lo = f.c(PIO2_LO);
    let t = f.sub(&pio2lo, &xr);
    let t = f.sub(x, &t);
    let low = f.sub(&pio2, &t);
    // x < -0.5: 2 (pi/2 - (s + (R(z) s - pio2_lo))), z = (1 + x) / 2.
    let xp = f.add(&one, x);
    let zn = f.mulc(&xp, 0.5);
    let sn = f.sqrt(&zn);
    let rn = r(f, &zn);
    let wn = f.mul(&rn, &sn);
    let wn = f.addc(&wn, -PIO2_LO);
    let t = f.add(&sn, &wn);
    let t = f.sub(&pio2, &t);
    let negative_side = f.mulc(&t, 2.0);
    // x > 0.5: 2 (head + (R(z) s + c)), z = (1 - x) / 2.
    let xm = f.sub(&one, x);
    let zp = f.mulc(&xm, 0.5);
    let sp = f.sqrt(&zp);
    let (head, c) = split_sqrt(f, &zp, &sp);
    let rp = r(f, &zp);
    let wp = f.mul(&rp, &sp);
    let wp = f.add(&wp, &c);
    let t = f.add(&head, &wp);
    let positive_side = f.mulc(&t, 2.0);
    let negative = f.icmpc("sge", &hx, 0x8000_0000);
    let high = f.sel(&negative, &negative_side, &positive_side);
    let is_low = f.icmpc("slt", &ix, 0x3fe0_0000);
    let v = f.sel(&is_low, &low, &high);
    let tiny = f.icmpc("sle", &ix, 0x3c60_0000);
    let v = f.sel(&tiny, &pio2, &v);
    let zero = f.c(0.0);
    let pi = f.c(2.0 * PIO2_HI);
    let at_one = f.sel(&negative, &pi, &zero);
    outside(f, x, &at_one, &v)
}

pub(super) fn asin(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_asin_f64", &["x"]);
    f.frame = frame;
    let v = asin_body(&mut f, &args[0]);
    f.ret(&v)
}

pub(super) fn acos(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_acos_f64", &["x"]);
    f.frame = frame;
    let v = acos_body(&mut f, &args[0]);
    f.ret(&v)
}

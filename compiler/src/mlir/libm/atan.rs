//! `atan` and `atan2` in f64, after musl's (fdlibm's) `atan.c` and
//! `atan2.c`: atan reduces |x| to one of five intervals, where
//! `atan(x) = atan(c) + atan((x - c) / (1 + c x))` for c in {0, 1/2, 1,
//! 3/2, inf}, and evaluates an odd polynomial on the reduced argument;
//! atan2 is atan(|y / x|) moved to its quadrant, with the special cases
//! selected at the end. fdlibm documents atan below 1 ulp.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};

const ATAN_HI: [f64; 4] = [
    4.636_476_090_008_060_935_15e-01,
    std::f64::consts::FRAC_PI_4,
    9.827_937_232_473_290_540_82e-01,
    std::f64::consts::FRAC_PI_2,
];
const ATAN_LO: [f64; 4] = [
    2.269_877_745_296_168_709_24e-17,
    3.061_616_997_868_383_017_93e-17,
    1.390_331_103_123_099_845_16e-17,
    6.123_233_995_736_766_035_87e-17,
];
/// The odd coefficients (of z, z^3, ...) go in `s1`, the even in `s2`.
const AT: [f64; 11] = [
    3.333_333_333_333_293_180_27e-01,
    -1.999_999_999_987_648_324_76e-01,
    1.428_571_427_250_346_637_11e-01,
    -1.111_111_040_546_235_578_80e-01,
    9.090_887_133_436_506_561_96e-02,
    -7.691_876_205_044_829_994_95e-02,
    6.661_073_137_387_531_206_69e-02,
    -5.833_570_133_790_573_486_45e-02,
    4.976_877_994_615_932_360_17e-02,
    -3.653_157_274_421_691_552_70e-02,
    1.628_582_011_536_578_236_23e-02,
];
const PI: f64 = std::f64::consts::PI;
const PI_LO: f64 = 1.224_646_799_147_353_177_2e-16;

/// Selects among four values by the interval index (0..=3, an integer of
/// the function's bit-pattern type).
pub(super) fn pick(f: &mut F, id: &str, values: [&str; 4]) -> V {
    let mut acc = values[3].to_string();
    for (i, v) in values.iter().enumerate().take(3).rev() {
        let here = f.icmpc("eq", id, i as i64);
        acc = f.sel(&here, v, &acc);
    }
    acc
}

pub(super) fn pick_c(f: &mut F, id: &str, values: [f64; 4]) -> V {
    let vs = values.map(|v| f.c(v));
    pick(f, id, [&vs[0], &vs[1], &vs[2], &vs[3]])
}

/// atan(x), as musl computes it, with the branches turned into selects.
fn atan_body(f: &mut F, x: &str) -> V {
    let hx = f.high_word(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let ax = f.abs(x);
    // The interval: -1 below 7/16 (no reduction), else 0..=3.
    let reduce = f.icmpc("sge", &ix, 0x3fdc_0000);
    let i1 = f.icmpc("sge", &ix, 0x3fe6_0000);
    let i2 = f.icmpc("sge", &ix, 0x3ff3_0000);
    let i3 = f.icmpc("sge", &ix, 0x4003_8000);
    let id = f.i(0);
    let one_i = f.i(1);
    let two_i = f.i(2);
    let three_i = f.i(3);
    let id = f.isel(&i1, &one_i, &id);
    let id = f.isel(&i2, &two_i, &id);
    let id = f.isel(&i3, &three_i, &id);
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
    let w = f.mul(&z, &z);
    let even: Vec<f64> = AT.iter().step_by(2).copied().collect();
    let odd: Vec<f64> = AT.iter().skip(1).step_by(2).copied().collect();
    let s1 = f.poly(&w, &even);
    let s1 = f.mul(&z, &s1);
    let s2 = f.poly(&w, &odd);
    let s2 = f.mul(&w, &s2);
    let s = f.add(&s1, &s2);
    let ts = f.mul(&t, &s);
    let small = f.sub(&t, &ts);
    let hi = pick_c(f, &id, ATAN_HI);
    let lo = pick_c(f, &id, ATAN_LO);
    let r = f.sub(&ts, &lo);
    let r = f.sub(&r, &t);
    let r = f.sub(&hi, &r);
    let nr = f.neg(&r);
    let positive = f.icmpc("slt", &hx, 0x8000_0000);
    let r = f.sel(&positive, &r, &nr);
    let v = f.sel(&reduce, &r, &small);
    // |x| < 2^-27: x itself; |x| >= 2^66: +-pi/2 (NaN stays NaN).
    let tiny = f.icmpc("slt", &ix, 0x3e40_0000);
    let v = f.sel(&tiny, x, &v);
    let huge = f.icmpc("sge", &ix, 0x4410_0000);
    let half_pi = f.c(ATAN_HI[3]);
    let signed = super::super::float::copysign(&mut f.b, &half_pi, x, "f64");
    let v = f.sel(&huge, &signed, &v);
    let nan = f.is_nan(x);
    f.sel(&nan, x, &v)
}

pub(super) fn atan() -> String {
    let (mut f, args) = F::function("ab_atan_f64", &["x"]);
    let v = atan_body(&mut f, &args[0]);
    f.ret(&v)
}

/// atan2(y, x), musl's case analysis: the quadrant `m` is
/// `2 sign(x) + sign(y)`.
pub(super) fn atan2() -> String {
    let (mut f, args) = F::function("ab_atan2_f64", &["y", "x"]);
    let v = atan2_body(&mut f, &args[0], &args[1]);
    f.ret(&v)
}

fn atan2_body(f: &mut F, y: &str, x: &str) -> V {
    let sy = super::super::float::sign_bit(&mut f.b, y, "f64");
    let sx = super::super::float::sign_bit(&mut f.b, x, "f64");
    let ay = f.abs(y);
    let ax = f.abs(x);
    let hy = f.high_word(&ay);
    let hx = f.high_word(&ax);
    let inf = f.c(f64::INFINITY);
    let zero = f.c(0.0);
    // The main path: z = atan(|y / x|), 0 when |y / x| < 2^-64 and x < 0.
    let q = f.div(y, x);
    let aq = f.abs(&q);
    let z = f.call("ab_atan_f64", &[&aq]);
    let y_far_below = {
        let lim = f.ibinc("addi", &hy, 64 << 20);
        f.b.cmpi("slt", &lim, &hx, "i64")
    };
    let zero_z = f.and(&sx, &y_far_below);
    let z = f.sel(&zero_z, &zero, &z);
    let z_lo = f.addc(&z, -PI_LO);
    let pi = f.c(PI);
    let upper_left = f.sub(&pi, &z_lo);
    let lower_left = f.sub(&z_lo, &pi);
    let nz = f.neg(&z);
    let right = f.sel(&sy, &nz, &z);
    let left = f.sel(&sy, &lower_left, &upper_left);
    let mut v = f.sel(&sx, &left, &right);
    // |y / x| > 2^64, or y infinite (x finite): +-pi/2.
    let half_pi = f.c(PI / 2.0);
    let neg_half_pi = f.c(-PI / 2.0);
    let signed_half_pi = f.sel(&sy, &neg_half_pi, &half_pi);
    let x_far_below = {
        let lim = f.ibinc("addi", &hx, 64 << 20);
        f.b.cmpi("slt", &lim, &hy, "i64")
    };
    let y_inf = f.cmp("oeq", &ay, &inf);
    let steep = f.or(&x_far_below, &y_inf);
    v = f.sel(&steep, &signed_half_pi, &v);
    // x infinite: 0 or pi (y finite), a quarter or three quarters of pi
    // (y infinite), with y's sign.
    let x_inf = f.cmp("oeq", &ax, &inf);
    let pi_v = f.c(PI);
    let flat = f.sel(&sx, &pi_v, &zero);
    let q1 = f.c(PI / 4.0);
    let q3 = f.c(3.0 * PI / 4.0);
    let diag = f.sel(&sx, &q3, &q1);
    let at_inf = f.sel(&y_inf, &diag, &flat);
    let neg_at_inf = f.neg(&at_inf);
    let at_inf = f.sel(&sy, &neg_at_inf, &at_inf);
    v = f.sel(&x_inf, &at_inf, &v);
    // x = 0 (y nonzero): +-pi/2.
    let x_zero = f.cmp("oeq", x, &zero);
    v = f.sel(&x_zero, &signed_half_pi, &v);
    // y = 0: y itself (x >= +0), or +-pi with y's sign (x <= -0).
    let y_zero = f.cmp("oeq", y, &zero);
    let neg_pi = f.c(-PI);
    let signed_pi = f.sel(&sy, &neg_pi, &pi_v);
    let at_zero = f.sel(&sx, &signed_pi, y);
    v = f.sel(&y_zero, &at_zero, &v);
    // x = 1: atan(y).
    let one = f.c(1.0);
    let x_one = f.cmp("oeq", x, &one);
    let ay_direct = f.call("ab_atan_f64", &[y]);
    v = f.sel(&x_one, &ay_direct, &v);
    // NaN in either: x + y.
    let either_nan = f.cmp("uno", x, y);
    let sum = f.add(x, y);
    f.sel(&either_nan, &sum, &v)
}

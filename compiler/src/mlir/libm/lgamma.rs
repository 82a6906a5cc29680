//! `lgamma` in f64, glibc's `e_lgamma_r.c` (fdlibm's) operation for
//! operation: below 2 one of three approximations around 1, the minimum
//! 1.4616... and 2 (with `-log(x)` below 0.9); on [2, 8) a rational
//! function of the fraction plus the log of a product `(y + 2)(y + 3)...`;
//! from 8 Stirling's series in `1/x`. Negative arguments use the
//! reflection `log(pi / |x sin(pi x)|) - lgamma(-x)`, but on (-28, -2),
//! where it would lose relative accuracy near the zeros of lgamma, glibc's
//! `lgamma_neg.c` (`lgamma_neg.rs`). One `log` call serves every interval;
//! a second gives the reflection's. Both negative paths are branches
//! (`scf.if`, as `trig.rs`'s large reduction): they are long (about 400
//! operations for `sin(pi x)` and a second table-driven log, 1900 for
//! `lgamma_neg`, against 300 for the positive path), rare in use, and
//! positive arguments need neither.
//!
//! The kernels are glibc's `log`, `sin` and `cos` reproduced bit for bit
//! (`glibc_log.rs`, `glibc_sin.rs`): where the formulas amplify a
//! kernel's last bit (`log(x) - 1` from 8 on, the reflection's
//! difference), the results are glibc's.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};
use super::glibc_sin::sin_cos_glibc;
use super::lgamma_neg::lgamma_neg;

const PI: f64 = std::f64::consts::PI;
const A: [f64; 12] = [
    7.721_566_490_153_286_554_94e-02,
    3.224_670_334_241_135_916_11e-01,
    6.735_230_105_312_926_818_24e-02,
    2.058_080_843_251_673_328_06e-02,
    7.385_550_860_814_028_839_57e-03,
    2.890_513_836_734_156_290_91e-03,
    1.192_707_631_833_620_678_45e-03,
    5.100_697_921_535_113_366_08e-04,
    2.208_627_907_139_083_855_57e-04,
    1.080_115_672_475_839_399_54e-04,
    2.521_445_654_512_573_269_39e-05,
    4.486_409_496_189_151_601_50e-05,
];
const TC: f64 = 1.461_632_144_968_362_245_76e+00;
const TF: f64 = -1.214_862_905_358_496_114_61e-01;
const TT: f64 = -3.638_676_997_039_505_365_41e-18;
const T: [f64; 15] = [
    4.838_361_227_238_100_470_42e-01,
    -1.475_877_229_945_939_117_52e-01,
    6.462_494_023_913_338_547_78e-02,
    -3.278_854_107_598_596_495_65e-02,
    1.797_067_508_118_203_871_26e-02,
    -1.031_422_412_983_414_374_50e-02,
    6.100_538_702_462_913_326_35e-03,
    -3.684_520_167_811_382_567_60e-03,
    2.259_647_809_006_124_722_50e-03,
    -1.403_464_699_892_328_438_13e-03,
    8.810_818_824_376_540_113_82e-04,
    -5.385_953_053_567_405_467_15e-04,
    3.156_320_709_036_259_503_61e-04,
    -3.127_541_683_751_208_605_18e-04,
    3.355_291_926_355_190_735_43e-04,
];
const U: [f64; 6] = [
    -7.721_566_490_153_286_554_94e-02,
    6.328_270_640_250_933_665_17e-01,
    1.454_922_501_372_347_687_37e+00,
    9.777_175_279_633_727_456_03e-01,
    2.289_637_280_646_924_510_92e-01,
    1.338_109_185_367_876_603_77e-02,
];
const V: [f64; 6] = [
    1.0,
    2.455_977_937_130_411_348_22e+00,
    2.128_489_763_798_933_953_61e+00,
    7.692_851_504_566_727_838_25e-01,
    1.042_226_455_933_691_342_54e-01,
    3.217_092_422_824_239_118_10e-03,
];
const S: [f64; 7] = [
    -7.721_566_490_153_286_554_94e-02,
    2.149_824_159_606_088_525_01e-01,
    3.257_787_964_089_309_817_87e-01,
    1.463_504_726_524_644_528_05e-01,
    2.664_227_030_336_386_095_60e-02,
    1.840_284_514_073_377_156_52e-03,
    3.194_753_265_841_008_676_17e-05,
];
const R: [f64; 7] = [
    1.0,
    1.392_005_334_676_210_459_58e+00,
    7.219_355_475_671_380_695_25e-01,
    1.719_338_656_328_030_789_93e-01,
    1.864_591_917_156_529_013_44e-02,
    7.779_424_963_818_935_964_34e-04,
    7.326_684_307_446_256_361_89e-06,
];
const W: [f64; 7] = [
    4.189_385_332_046_727_250_52e-01,
    8.333_333_333_333_296_788_49e-02,
    -2.777_777_777_287_755_364_70e-03,
    7.936_505_586_430_195_585_00e-04,
    -5.951_875_574_503_399_631_35e-04,
    8.363_399_189_962_821_391_26e-04,
    -1.630_929_340_965_752_739_89e-03,
];

/// `sin(pi x)` for negative x (glibc's `sin_pi`): |x| mod 2 in eighths
/// picks the sine or cosine and its argument, so that pi x is never
/// formed for a large x; one `sin_cos_glibc` serves whichever it is.
/// Integers give +-0 exactly.
fn sin_pi(f: &mut F, x: &str, ix: &str) -> V {
    let pix = f.mulc(x, PI);
    let y = f.neg(x);
    let half = f.mulc(&y, 0.5);
    let fl = super::super::float::floor(&mut f.b, &half, "f64");
    let frac = f.sub(&half, &fl);
    let y = f.mulc(&frac, 2.0);
    let y4 = f.mulc(&y, 4.0);
    let n = f.fptosi(&y4);
    let is = |f: &mut F, k: i64| f.icmpc("eq", &n, k);
    let (n0, n3, n4, n1, n2) = (is(f, 0), is(f, 3), is(f, 4), is(f, 1), is(f, 2));
    // sin(pi y), sin(pi (1 - y)) or sin(pi (y - 2)); cos(pi (0.5 - y)) or
    // -cos(pi (y - 1.5)); below 1/4, sin(pi x) itself.
    let ny = f.neg(&y);
    let one_y = f.addc(&ny, 1.0);
    let y_2 = f.addc(&y, -2.0);
    let three_four = f.or(&n3, &n4);
    let sa = f.sel(&three_four, &one_y, &y_2);
    let sa = f.sel(&n0, &y, &sa);
    let half_y = f.addc(&ny, 0.5);
    let y_15 = f.addc(&y, -1.5);
    let one_two = f.or(&n1, &n2);
    let ca = f.sel(&one_two, &half_y, &y_15);
    let five_six = f.icmpc("sge", &n, 5);
    let six_below = f.icmpc("sle", &n, 6);
    let five_six = f.and(&five_six, &six_below);
    let cosine = f.or(&one_two, &five_six);
    let arg = f.sel(&cosine, &ca, &sa);
    let arg = f.mulc(&arg, PI);
    let is_small = f.icmpc("slt", ix, 0x3fd0_0000);
    let arg = f.sel(&is_small, &pix, &arg);
    let (s, c) = sin_cos_glibc(f, &arg);
    let nc = f.neg(&c);
    let v = f.sel(&five_six, &nc, &s);
    let v = f.sel(&one_two, &c, &v);
    let v = f.neg(&v);
    f.sel(&is_small, &s, &v)
}

/// `log(pi / |t x|) - r` for negative x, `t = sin(pi x)`, `r = lgamma(-x)`;
/// inf at the integers.
fn reflection(f: &mut F, x: &str, ix: &str, r: &str) -> V {
    let t = sin_pi(f, x, ix);
    let tx = f.mul(&t, x);
    let atx = f.abs(&tx);
    let pi = f.c(PI);
    let ratio = f.div(&pi, &atx);
    let nadj = f.call("ab_log_glibc_f64", &[&ratio]);
    let reflected = f.sub(&nadj, r);
    let zero = f.c(0.0);
    let t_zero = f.cmp("oeq", &t, &zero);
    let integral = f.icmpc("sge", ix, 0x4330_0000);
    let pole = f.or(&t_zero, &integral);
    let inf = f.c(f64::INFINITY);
    f.sel(&pole, &inf, &reflected)
}

fn lgamma_body(f: &mut F, x: &str) -> V {
    let hx = f.high_word(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let negative = f.icmpc("sge", &hx, 0x8000_0000);
    let ax = f.abs(x);
    let one = f.c(1.0);
    let zero = f.c(0.0);
    let inf = f.c(f64::INFINITY);
    // Below 0.9: r0 = -log(x) and one of three approximations on y.
    let below_two = f.icmpc("slt", &ix, 0x4000_0000);
    let low = f.icmpc("sle", &ix, 0x3fec_cccc);
    let l0 = f.icmpc("sge", &ix, 0x3fe7_6944);
    let l1 = f.icmpc("sge", &ix, 0x3fcd_a661);
    let h0 = f.icmpc("sge", &ix, 0x3ffb_b4c3);
    let h1 = f.icmpc("sge", &ix, 0x3ff3_b4c4);
    let c0 = f.b.select(&low, &l0, &h0, "i1");
    let c1 = f.b.select(&low, &l1, &h1, "i1");
    let lo_y0 = f.sub(&one, &ax);
    let lo_y1 = f.addc(&ax, -(TC - 1.0));
    let two = f.c(2.0);
    let hi_y0 = f.sub(&two, &ax);
    let hi_y1 = f.addc(&ax, -TC);
    let hi_y2 = f.addc(&ax, -1.0);
    let y0 = f.sel(&low, &lo_y0, &hi_y0);
    let y1 = f.sel(&low, &lo_y1, &hi_y1);
    let y2 = f.sel(&low, &ax, &hi_y2);
    let y = f.sel(&c1, &y1, &y2);
    let y = f.sel(&c0, &y0, &y);
    // Case 0.
    let z = f.mul(&y, &y);
    let even: Vec<f64> = A.iter().step_by(2).copied().collect();
    let odd: Vec<f64> = A.iter().skip(1).step_by(2).copied().collect();
    let p1 = f.poly(&z, &even);
    let p2 = f.poly(&z, &odd);
    let p2 = f.mul(&z, &p2);
    let yp1 = f.mul(&y, &p1);
    let p = f.add(&yp1, &p2);
    let hy = f.mulc(&y, 0.5);
    let case0 = f.sub(&p, &hy);
    // Case 1.
    let w = f.mul(&z, &y);
    let pick = |k: usize| -> Vec<f64> { T.iter().skip(k).step_by(3).copied().collect() };
    let p1 = f.poly(&w, &pick(0));
    let p2 = f.poly(&w, &pick(1));
    let p3 = f.poly(&w, &pick(2));
    let yp3 = f.mul(&y, &p3);
    let s = f.add(&p2, &yp3);
    let ws = f.mul(&w, &s);
    let tt = f.c(TT);
    let d = f.sub(&tt, &ws);
    let zp1 = f.mul(&z, &p1);
    let p = f.sub(&zp1, &d);
    let case1 = f.addc(&p, TF);
    // Case 2.
    let p1 = f.poly(&y, &U);
    let p1 = f.mul(&y, &p1);
    let p2 = f.poly(&y, &V);
    let q = f.div(&p1, &p2);
    let my = f.mulc(&y, -0.5);
    let case2 = f.add(&my, &q);
    let part = f.sel(&c1, &case1, &case2);
    let part = f.sel(&c0, &case0, &part);
    // [2, 8): 0.5 y + P/Q + log((y + 2)...(y + i - 1)), y the fraction.
    let below_eight = f.icmpc("slt", &ix, 0x4020_0000);
    let a8 = f.sel(&below_eight, &ax, &two);
    let i = f.fptosi(&a8);
    let fi = f.sitofp(&i);
    let yf = f.sub(&a8, &fi);
    let p = f.poly(&yf, &S);
    let p = f.mul(&yf, &p);
    let q = f.poly(&yf, &R);
    let pq = f.div(&p, &q);
    let hyf = f.mulc(&yf, 0.5);
    let mid = f.add(&hyf, &pq);
    let mut prod = one.clone();
    for k in (2..=6).rev() {
        let yk = f.addc(&yf, k as f64);
        let used = f.icmpc("sge", &i, k + 1);
        let factor = f.sel(&used, &yk, &one);
        prod = f.mul(&prod, &factor);
    }
    // From 8: (x - 0.5)(log x - 1) + w(1/x).
    let inv = f.div(&one, &ax);
    let inv2 = f.mul(&inv, &inv);
    let ws = f.poly(&inv2, &W[1..]);
    let ws = f.mul(&inv, &ws);
    let wv = f.addc(&ws, W[0]);
    // The one log: of x (below 0.9, from 8, and tiny x), of the product on
    // [2, 8), of 1 elsewhere.
    let tiny = f.icmpc("slt", &ix, 0x3b90_0000);
    let is_low = f.and(&below_two, &low);
    let log_x = f.not(&below_eight);
    let log_x = f.or(&log_x, &is_low);
    let log_x = f.or(&log_x, &tiny);
    let mid_range = f.not(&below_two);
    let mid_range = f.and(&mid_range, &below_eight);
    let arg = f.sel(&mid_range, &prod, &one);
    let arg = f.sel(&log_x, &ax, &arg);
    let l = f.call("ab_log_glibc_f64", &[&arg]);
    let nl = f.neg(&l);
    let r0 = f.sel(&low, &nl, &zero);
    let small_r = f.add(&r0, &part);
    let mid_r = f.add(&mid, &l);
    let xh = f.addc(&ax, -0.5);
    let lm = f.addc(&l, -1.0);
    let big_r = f.mul(&xh, &lm);
    let big_r = f.add(&big_r, &wv);
    let huge_r = f.mul(&ax, &lm);
    let below_huge = f.icmpc("slt", &ix, 0x4390_0000);
    let r = f.sel(&below_huge, &big_r, &huge_r);
    let r = f.sel(&below_eight, &mid_r, &r);
    let r = f.sel(&below_two, &small_r, &r);
    let is_one = f.cmp("oeq", &ax, &one);
    let is_two = f.cmp("oeq", &ax, &two);
    let exact = f.or(&is_one, &is_two);
    let r = f.sel(&exact, &zero, &r);
    // Negative x (outside (-28, -2)): on a branch, as positive arguments
    // need neither `sin(pi x)` nor the second log.
    let r = f.if_value(&negative, |f| reflection(f, x, &ix, &r), |_| r.clone());
    // Tiny: -log|x|; zero: inf; inf and NaN: x * x.
    let r = f.sel(&tiny, &nl, &r);
    let is_zero = f.cmp("oeq", x, &zero);
    let r = f.sel(&is_zero, &inf, &r);
    let special = f.icmpc("sge", &ix, 0x7ff0_0000);
    let xx = f.mul(x, x);
    f.sel(&special, &xx, &r)
}

pub(super) fn lgamma(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_lgamma_f64", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let below = f.cmpc("olt", x, -2.0);
    let above = f.cmpc("ogt", x, -28.0);
    let band = f.and(&below, &above);
    let v = f.if_value(&band, |f| lgamma_neg(f, x), |f| lgamma_body(f, x));
    f.ret(&v)
}

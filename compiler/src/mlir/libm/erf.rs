//! `erf` and `erfc` in f64, glibc's `s_erf.c` (fdlibm's) operation for
//! operation: a rational approximation of `(erf(x) - x) / x` below
//! 0.84375, of `erf(x) - c` around 1, and above 1.25 the asymptotic form
//! `erfc(x) = exp(-z^2 - 0.5625) exp((z - x)(z + x) + R(1/x^2) / S(1/x^2))
//! / x`, z being x with a short mantissa (so `z^2` is exact), the
//! polynomials grouped as glibc groups them. The branches become selects,
//! the special values are selected at the end.
//!
//! Both `exp`s are glibc's, reproduced bit for bit (`glibc_exp.rs`):
//! glibc's `erfc` is itself 2.5 ulp below the true value at
//! 2.196172552895371 (by mpmath), from rounding each `exp` and their
//! product, and only the same roundings on the same values give its
//! results; ours are glibc's.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};

/// erf(1) rounded to single precision.
const ERX: f64 = 8.450_629_115_104_675_292_97e-01;
const EFX: f64 = 1.283_791_670_955_125_863_16e-01;
const PP: [f64; 5] = [
    1.283_791_670_955_125_585_61e-01,
    -3.250_421_072_470_014_993_70e-01,
    -2.848_174_957_559_851_047_66e-02,
    -5.770_270_296_489_441_591_57e-03,
    -2.376_301_665_665_016_260_84e-05,
];
const QQ: [f64; 6] = [
    1.0,
    3.979_172_239_591_553_528_19e-01,
    6.502_224_998_876_729_444_85e-02,
    5.081_306_281_875_765_627_76e-03,
    1.324_947_380_043_216_445_26e-04,
    -3.960_228_278_775_368_123_20e-06,
];
const PA: [f64; 7] = [
    -2.362_118_560_752_659_440_77e-03,
    4.148_561_186_837_483_316_66e-01,
    -3.722_078_760_357_013_238_47e-01,
    3.183_466_199_011_617_536_74e-01,
    -1.108_946_942_823_966_774_76e-01,
    3.547_830_432_561_823_593_71e-02,
    -2.166_375_594_868_790_843_00e-03,
];
const QA: [f64; 7] = [
    1.0,
    1.064_208_804_008_442_282_86e-01,
    5.403_979_177_021_710_489_37e-01,
    7.182_865_441_419_626_628_68e-02,
    1.261_712_198_087_616_421_12e-01,
    1.363_708_391_202_905_073_62e-02,
    1.198_449_984_679_910_741_70e-02,
];
const RA: [f64; 8] = [
    -9.864_944_034_847_148_227_05e-03,
    -6.938_585_727_071_817_643_72e-01,
    -1.055_862_622_532_329_098_14e+01,
    -6.237_533_245_032_600_603_96e+01,
    -1.623_966_694_625_734_703_55e+02,
    -1.846_050_929_067_110_359_94e+02,
    -8.128_743_550_630_659_342_46e+01,
    -9.814_329_344_169_145_485_92e+00,
];
const SA: [f64; 9] = [
    1.0,
    1.965_127_166_743_925_712_92e+01,
    1.376_577_541_435_190_426_00e+02,
    4.345_658_774_752_292_288_21e+02,
    6.453_872_717_332_678_803_36e+02,
    4.290_081_400_275_678_333_86e+02,
    1.086_350_055_417_794_351_34e+02,
    6.570_249_770_319_281_701_35e+00,
    -6.042_441_521_485_809_874_38e-02,
];
const RB: [f64; 7] = [
    -9.864_942_924_700_099_285_97e-03,
    -7.992_832_376_805_230_065_74e-01,
    -1.775_795_491_775_475_198_89e+01,
    -1.606_363_848_558_219_160_62e+02,
    -6.375_664_433_683_896_277_22e+02,
    -1.025_095_131_611_077_249_54e+03,
    -4.835_191_916_086_513_970_19e+02,
];
const SB: [f64; 8] = [
    1.0,
    3.033_806_074_348_245_829_24e+01,
    3.257_925_129_965_739_188_26e+02,
    1.536_729_586_084_436_959_94e+03,
    3.199_858_219_508_595_539_08e+03,
    2.553_050_406_433_164_425_83e+03,
    4.745_285_412_069_553_672_15e+02,
    -2.244_095_244_658_581_833_62e+01,
];

/// `c0 + s c1`.
fn pair(f: &mut F, s: &str, c0: f64, c1: f64) -> V {
    let t = f.mulc(s, c1);
    f.addc(&t, c0)
}

/// `a + p2 b + p4 c + p6 d (+ p8 e)`, left to right, as glibc sums its
/// polynomials' pieces.
fn sum_pieces(f: &mut F, first: &str, pieces: &[(&str, &str)]) -> V {
    let mut acc = first.to_string();
    for (power, piece) in pieces {
        let t = f.mul(power, piece);
        acc = f.add(&acc, &t);
    }
    acc
}

/// `(erf(x) - x) / x` for |x| < 0.84375.
fn small_ratio(f: &mut F, x: &str) -> V {
    let z = f.mul(x, x);
    let r1 = pair(f, &z, PP[0], PP[1]);
    let z2 = f.mul(&z, &z);
    let r2 = pair(f, &z, PP[2], PP[3]);
    let z4 = f.mul(&z2, &z2);
    let s1 = pair(f, &z, 1.0, QQ[1]);
    let s2 = pair(f, &z, QQ[2], QQ[3]);
    let s3 = pair(f, &z, QQ[4], QQ[5]);
    let pp4 = f.c(PP[4]);
    let r = sum_pieces(f, &r1, &[(&z2, &r2), (&z4, &pp4)]);
    let s = sum_pieces(f, &s1, &[(&z2, &s2), (&z4, &s3)]);
    f.div(&r, &s)
}

/// `P / Q` for 0.84375 <= |x| < 1.25: erf(|x|) - erx.
fn middle_ratio(f: &mut F, ax: &str) -> V {
    let s = f.addc(ax, -1.0);
    let p1 = pair(f, &s, PA[0], PA[1]);
    let s2 = f.mul(&s, &s);
    let q1 = pair(f, &s, 1.0, QA[1]);
    let s4 = f.mul(&s2, &s2);
    let p2 = pair(f, &s, PA[2], PA[3]);
    let s6 = f.mul(&s4, &s2);
    let q2 = pair(f, &s, QA[2], QA[3]);
    let p3 = pair(f, &s, PA[4], PA[5]);
    let q3 = pair(f, &s, QA[4], QA[5]);
    let (p4, q4) = (f.c(PA[6]), f.c(QA[6]));
    let p = sum_pieces(f, &p1, &[(&s2, &p2), (&s4, &p3), (&s6, &p4)]);
    let q = sum_pieces(f, &q1, &[(&s2, &q2), (&s4, &q3), (&s6, &q4)]);
    f.div(&p, &q)
}

/// `R / S` on `s = 1 / x^2`, for 1.25 <= |x| < 1 / 0.35 (`near`) or above.
fn tail_ratio(f: &mut F, s: &str, near: &str) -> V {
    let s2 = f.mul(s, s);
    let s4 = f.mul(&s2, &s2);
    let s6 = f.mul(&s4, &s2);
    let s8 = f.mul(&s4, &s4);
    // Below 1 / 0.35: RA / SA.
    let r1 = pair(f, s, RA[0], RA[1]);
    let q1 = pair(f, s, 1.0, SA[1]);
    let r2 = pair(f, s, RA[2], RA[3]);
    let q2 = pair(f, s, SA[2], SA[3]);
    let r3 = pair(f, s, RA[4], RA[5]);
    let q3 = pair(f, s, SA[4], SA[5]);
    let r4 = pair(f, s, RA[6], RA[7]);
    let q4 = pair(f, s, SA[6], SA[7]);
    let sa8 = f.c(SA[8]);
    let ra = sum_pieces(f, &r1, &[(&s2, &r2), (&s4, &r3), (&s6, &r4)]);
    let sa = sum_pieces(f, &q1, &[(&s2, &q2), (&s4, &q3), (&s6, &q4), (&s8, &sa8)]);
    // Above: RB / SB.
    let r1 = pair(f, s, RB[0], RB[1]);
    let q1 = pair(f, s, 1.0, SB[1]);
    let r2 = pair(f, s, RB[2], RB[3]);
    let q2 = pair(f, s, SB[2], SB[3]);
    let r3 = pair(f, s, RB[4], RB[5]);
    let q3 = pair(f, s, SB[4], SB[5]);
    let q4 = pair(f, s, SB[6], SB[7]);
    let rb6 = f.c(RB[6]);
    let rb = sum_pieces(f, &r1, &[(&s2, &r2), (&s4, &r3), (&s6, &rb6)]);
    let sb = sum_pieces(f, &q1, &[(&s2, &q2), (&s4, &q3), (&s6, &q4)]);
    let r = f.sel(near, &ra, &rb);
    let q = f.sel(near, &sa, &sb);
    f.div(&r, &q)
}

/// What both functions compute on x: `y = (erf(x) - x) / x` below
/// 0.84375, `P / Q` around 1, and `r / |x|`, `r = erfc(|x|) |x|`, above
/// 1.25.
struct Parts {
    y: V,
    pq: V,
    r_x: V,
    /// The high word with the sign cleared, and whether x is negative.
    ix: V,
    negative: V,
}

/// `limit`: the high word where the tail switches from (RA, SA) to (RB,
/// SB) (erf and erfc differ by one in fdlibm).
fn parts(f: &mut F, x: &str, limit: i64) -> Parts {
    let hx = f.high_word(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let negative = f.icmpc("sge", &hx, 0x8000_0000);
    let ax = f.abs(x);
    let y = small_ratio(f, x);
    let pq = middle_ratio(f, &ax);
    // The tail, on |x| clamped to at least 1 (smaller ones are not used).
    let one = f.c(1.0);
    let big = f.cmp("oge", &ax, &one);
    let xt = f.sel(&big, &ax, &one);
    let xx = f.mul(&xt, &xt);
    let s = f.div(&one, &xx);
    let near = f.icmpc("slt", &ix, limit);
    let rs = tail_ratio(f, &s, &near);
    // exp(-z^2 - 0.5625) exp((z - x)(z + x) + R/S), each glibc's exp.
    let z = f.clear_low(&xt);
    let nz = f.neg(&z);
    let zz = f.mul(&nz, &z);
    let a = f.addc(&zz, -0.5625);
    let d = f.sub(&z, &xt);
    let su = f.add(&z, &xt);
    let b = f.mul(&d, &su);
    let b = f.add(&b, &rs);
    let ea = f.call("ab_exp_glibc_f64", &[&a]);
    let eb = f.call("ab_exp_glibc_f64", &[&b]);
    let r = f.mul(&ea, &eb);
    let r_x = f.div(&r, &xt);
    Parts {
        y,
        pq,
        r_x,
        ix,
        negative,
    }
}

fn erf_body(f: &mut F, x: &str) -> V {
    let p = parts(f, x, 0x4006_db6e);
    let one = f.c(1.0);
    // Above 1.25: 1 - r / |x| or r / |x| - 1, and +-1 from 6 on.
    let pos = f.sub(&one, &p.r_x);
    let neg = f.addc(&p.r_x, -1.0);
    let tail = f.sel(&p.negative, &neg, &pos);
    let far = f.icmpc("sge", &p.ix, 0x4018_0000);
    let minus_one = f.c(-1.0);
    let unit = f.sel(&p.negative, &minus_one, &one);
    let v = f.sel(&far, &unit, &tail);
    // Around 1: erx + P/Q or -erx - P/Q.
    let erx = f.c(ERX);
    let mid = f.add(&erx, &p.pq);
    let nerx = f.c(-ERX);
    let nmid = f.sub(&nerx, &p.pq);
    let mid = f.sel(&p.negative, &nmid, &mid);
    let is_mid = f.icmpc("slt", &p.ix, 0x3ff4_0000);
    let v = f.sel(&is_mid, &mid, &v);
    // Below 0.84375: x + x y; below 2^-28: x + efx x (or, among the
    // subnormals, 0.0625 (16 x + 16 efx x)).
    let xy = f.mul(x, &p.y);
    let small = f.add(x, &xy);
    let ex = f.mulc(x, EFX);
    let tiny = f.add(x, &ex);
    let x16 = f.mulc(x, 16.0);
    let e16 = f.mulc(x, 16.0 * EFX);
    let sub = f.add(&x16, &e16);
    let sub = f.mulc(&sub, 0.0625);
    let is_sub = f.icmpc("slt", &p.ix, 0x0080_0000);
    let tiny = f.sel(&is_sub, &sub, &tiny);
    let is_tiny = f.icmpc("slt", &p.ix, 0x3e30_0000);
    let small = f.sel(&is_tiny, &tiny, &small);
    let is_small = f.icmpc("slt", &p.ix, 0x3feb_0000);
    let v = f.sel(&is_small, &small, &v);
    // Infinities: +-1; NaN: NaN (as `1 + 1/x`).
    let inv = f.div(&one, x);
    let special = f.add(&unit, &inv);
    let is_special = f.icmpc("sge", &p.ix, 0x7ff0_0000);
    f.sel(&is_special, &special, &v)
}

fn erfc_body(f: &mut F, x: &str) -> V {
    let p = parts(f, x, 0x4006_db6d);
    let one = f.c(1.0);
    let two = f.c(2.0);
    let zero = f.c(0.0);
    // Above 1.25: r / |x| for x > 0, 2 - r / |x| below; from 28 on 0 or
    // 2, and 2 from -6 on.
    let reflected = f.sub(&two, &p.r_x);
    let tail = f.sel(&p.negative, &reflected, &p.r_x);
    let far_neg = f.icmpc("sge", &p.ix, 0x4018_0000);
    let far_neg = f.and(&far_neg, &p.negative);
    let tail = f.sel(&far_neg, &two, &tail);
    let far = f.icmpc("sge", &p.ix, 0x403c_0000);
    let limit = f.sel(&p.negative, &two, &zero);
    let v = f.sel(&far, &limit, &tail);
    // Around 1: (1 - erx) - P/Q, or 1 + (erx + P/Q).
    let one_erx = f.c(1.0 - ERX);
    let mid_pos = f.sub(&one_erx, &p.pq);
    let erx = f.c(ERX);
    let e = f.add(&erx, &p.pq);
    let mid_neg = f.add(&one, &e);
    let mid = f.sel(&p.negative, &mid_neg, &mid_pos);
    let is_mid = f.icmpc("slt", &p.ix, 0x3ff4_0000);
    let v = f.sel(&is_mid, &mid, &v);
    // Below 0.84375: 1 - (x + x y) below 1/4 (and for negative x), else
    // 0.5 - (x y + (x - 0.5)); below 2^-56: 1 - x.
    let xy = f.mul(x, &p.y);
    let s = f.add(x, &xy);
    let low = f.sub(&one, &s);
    let xh = f.addc(x, -0.5);
    let r = f.add(&xy, &xh);
    let half = f.c(0.5);
    let high = f.sub(&half, &r);
    let quarter = f.icmpc("slt", &p.ix, 0x3fd0_0000);
    let use_low = f.or(&quarter, &p.negative);
    let small = f.sel(&use_low, &low, &high);
    let tiny = f.sub(&one, x);
    let is_tiny = f.icmpc("slt", &p.ix, 0x3c70_0000);
    let small = f.sel(&is_tiny, &tiny, &small);
    let is_small = f.icmpc("slt", &p.ix, 0x3feb_0000);
    let v = f.sel(&is_small, &small, &v);
    // Infinities: 0 or 2; NaN: NaN (as `2 sign + 1/x`).
    let inv = f.div(&one, x);
    let special = f.add(&limit, &inv);
    let is_special = f.icmpc("sge", &p.ix, 0x7ff0_0000);
    f.sel(&is_special, &special, &v)
}

pub(super) fn erf() -> String {
    let (mut f, args) = F::function("ab_erf_f64", &["x"]);
    let v = erf_body(&mut f, &args[0]);
    f.ret(&v)
}

pub(super) fn erfc() -> String {
    let (mut f, args) = F::function("ab_erfc_f64", &["x"]);
    let v = erfc_body(&mut f, &args[0]);
    f.ret(&v)
}

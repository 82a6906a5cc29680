//! `erf` and `erfc` in f64, after fdlibm's `s_erf.c` (as in FreeBSD msun,
//! musl and glibc): a rational approximation of `(erf(x) - x) / x` below
//! 0.84375, of `erf(x) - c` around 1, and above 1.25 the asymptotic form
//! `erfc(x) = exp(-x^2 - 0.5625 + R(1/x^2) / S(1/x^2)) / x` with `-x^2`
//! split exactly. The branches become selects, the special values are
//! selected at the end. fdlibm documents both below 1 ulp.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};

/// erf(1) rounded to single precision.
const ERX: f64 = 8.450_629_115_104_675_292_97e-01;
const EFX: f64 = 1.283_791_670_955_125_863_16e-01;
const EFX8: f64 = 1.027_033_336_764_100_690_53e+00;
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

/// What both functions compute on x: `y = (erf(x) - x) / x` below
/// 0.84375, `P / Q` around 1, and `r = erfc(|x|) |x|` above 1.25.
struct Parts {
    y: V,
    pq: V,
    r: V,
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
    let z = f.mul(x, x);
    let r = f.poly(&z, &PP);
    let s = f.poly(&z, &QQ);
    let y = f.div(&r, &s);
    let s = f.addc(&ax, -1.0);
    let p = f.poly(&s, &PA);
    let q = f.poly(&s, &QA);
    let pq = f.div(&p, &q);
    // The tail, on |x| clamped to at least 1 (smaller ones are not used).
    let one = f.c(1.0);
    let big = f.cmp("oge", &ax, &one);
    let xt = f.sel(&big, &ax, &one);
    let xx = f.mul(&xt, &xt);
    let s = f.div(&one, &xx);
    let ra = f.poly(&s, &RA);
    let sa = f.poly(&s, &SA);
    let rb = f.poly(&s, &RB);
    let sb = f.poly(&s, &SB);
    let near = f.icmpc("slt", &ix, limit);
    let rr = f.sel(&near, &ra, &rb);
    let ss = f.sel(&near, &sa, &sb);
    // exp(a + b), a = -z^2 - 0.5625 (exact: z has a short mantissa), b =
    // (z - x)(z + x) + R/S: fdlibm takes exp(a) exp(b); one exp of the
    // rounded sum s, times 1 + the sum's rounding error, is closer.
    let zt = f.clear_low(&xt);
    let nz = f.neg(&zt);
    let zz = f.mul(&nz, &zt);
    let a = f.addc(&zz, -0.5625);
    let d = f.sub(&zt, &xt);
    let su = f.add(&zt, &xt);
    let b = f.mul(&d, &su);
    let rs = f.div(&rr, &ss);
    let b = f.add(&b, &rs);
    let sum = f.add(&a, &b);
    let err = f.sub(&a, &sum);
    let err = f.add(&err, &b);
    let e = f.call("ab_exp_f64", &[&sum]);
    let de = f.mul(&e, &err);
    let r = f.add(&e, &de);
    let r = f.div(&r, &xt);
    Parts { y, pq, r, ix, negative }
}

fn erf_body(f: &mut F, x: &str) -> V {
    let p = parts(f, x, 0x4006_db6e);
    let one = f.c(1.0);
    // Above 1.25: +-(1 - erfc(|x|)), and +-1 from 6 on.
    let tail = f.sub(&one, &p.r);
    let ntail = f.neg(&tail);
    let tail = f.sel(&p.negative, &ntail, &tail);
    let far = f.icmpc("sge", &p.ix, 0x4018_0000);
    let minus_one = f.c(-1.0);
    let unit = f.sel(&p.negative, &minus_one, &one);
    let v = f.sel(&far, &unit, &tail);
    // Around 1: +-(erx + P/Q).
    let erx = f.c(ERX);
    let mid = f.add(&erx, &p.pq);
    let nmid = f.neg(&mid);
    let mid = f.sel(&p.negative, &nmid, &mid);
    let is_mid = f.icmpc("slt", &p.ix, 0x3ff4_0000);
    let v = f.sel(&is_mid, &mid, &v);
    // Below 0.84375: x + x y; below 2^-28: x + efx x (or, among the
    // subnormals, 0.125 (8 x + efx8 x)).
    let xy = f.mul(x, &p.y);
    let small = f.add(x, &xy);
    let ex = f.mulc(x, EFX);
    let tiny = f.add(x, &ex);
    let x8 = f.mulc(x, 8.0);
    let e8 = f.mulc(x, EFX8);
    let sub = f.add(&x8, &e8);
    let sub = f.mulc(&sub, 0.125);
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
    // Above 1.25: erfc(|x|) for x > 0, 2 - erfc(|x|) below; from 28 on 0
    // or 2, and 2 from -6 on.
    let reflected = f.sub(&two, &p.r);
    let tail = f.sel(&p.negative, &reflected, &p.r);
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

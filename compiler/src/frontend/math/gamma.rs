//! `math.gamma` and `math.lgamma`: not the C library's (`lgamma` the
//! primitive is glibc's) but CPython's own `m_tgamma` and `m_lgamma`, the
//! Lanczos approximation with Boost's parameters and the reflection
//! formula for negative arguments, written out here operation for
//! operation on the primitives `exp`, `log`, `pow`, `sin` and `cos`. So
//! the Rust executors give CPython's bits; compiled code, whose functions
//! are within an ulp of glibc's, gives the same up to a few ulps. Both
//! branches of each of CPython's tests run and the result is selected.

use super::{f, Emit};
use crate::frontend::error::Result;
use crate::frontend::value::Val;
use crate::prim::{Prim, Raise};

const PI: f64 = std::f64::consts::PI;
/// `log(pi)`, as CPython writes it.
#[allow(clippy::excessive_precision)]
const LOG_PI: f64 = 1.144_729_885_849_400_174_143_427_351_353_058_711_647;
// CPython's digits (these two are exact doubles; the others round as C
// rounds them).
#[allow(clippy::excessive_precision)]
const LANCZOS_G: f64 = 6.024_680_040_776_729_583_740_234_375;
#[allow(clippy::excessive_precision)]
const LANCZOS_G_MINUS_HALF: f64 = 5.524_680_040_776_729_583_740_234_375;
#[allow(clippy::excessive_precision)]
const NUM: [f64; 13] = [
    23_531_376_880.410_759_688_572_007_674_451_636_754_734_846_804_940,
    42_919_803_642.649_098_768_957_899_047_001_988_850_926_355_848_959,
    35_711_959_237.355_668_049_440_185_451_547_166_705_960_488_635_843,
    17_921_034_426.037_209_699_919_755_754_458_931_112_671_403_265_390,
    6_039_542_586.352_028_005_064_291_644_307_297_921_069_938_842_070_8,
    1_439_720_407.311_721_673_663_223_072_794_912_393_971_548_578_677_2,
    248_874_557.862_054_156_511_460_386_413_229_423_216_321_251_278_01,
    31_426_415.585_400_194_380_614_231_628_318_205_362_874_684_987_640,
    2_876_370.628_935_372_441_225_409_051_620_849_613_599_114_537_876_8,
    186_056.265_395_223_495_040_294_989_716_045_699_282_207_842_363_28,
    8_071.672_002_365_816_210_638_002_902_272_250_613_821_851_632_502_4,
    210.824_277_751_579_345_872_509_733_920_713_362_711_669_695_802_91,
    2.506_628_274_631_000_270_164_908_177_133_837_338_626_431_079_340_8,
];
const DEN: [f64; 13] = [
    0.0,
    39_916_800.0,
    120_543_840.0,
    150_917_976.0,
    105_258_076.0,
    45_995_730.0,
    13_339_535.0,
    2_637_558.0,
    357_423.0,
    32_670.0,
    1_925.0,
    66.0,
    1.0,
];

/// `lanczos_sum(x)` for positive `x`: the rational function in `x` below
/// 5, in `1/x` from 5 on.
fn lanczos_sum(e: &mut Emit, x: &Val) -> Result<Val> {
    let (mut num, mut den) = (f(0.0), f(0.0));
    for k in (0..13).rev() {
        let n = e.mul(&num, x)?;
        num = e.add(&n, &f(NUM[k]))?;
        let d = e.mul(&den, x)?;
        den = e.add(&d, &f(DEN[k]))?;
    }
    let small = e.div(&num, &den)?;
    let (mut num, mut den) = (f(0.0), f(0.0));
    for k in 0..13 {
        let n = e.div(&num, x)?;
        num = e.add(&n, &f(NUM[k]))?;
        let d = e.div(&den, x)?;
        den = e.add(&d, &f(DEN[k]))?;
    }
    let large = e.div(&num, &den)?;
    let below = e.lt(x, &f(5.0))?;
    e.select(&below, &small, &large)
}

/// `m_sinpi(x)`: `sin(pi x)` for finite `x`, exact at the integers, by
/// reduction to `y = fmod(|x|, 2)` and one of five arguments of `sin` or
/// `cos` chosen by `n = round(2 y)` (C's `round`, half away from zero).
fn sinpi(e: &mut Emit, x: &Val) -> Result<Val> {
    let ax = e.abs(x)?;
    // On positive operands Python's `%` is C's `fmod`.
    let y = e.modulo(&ax, &f(2.0))?;
    let v = e.mul(&f(2.0), &y)?;
    let t = e.trunc(&v)?;
    let frac = e.sub(&v, &t)?;
    let half = e.ge(&frac, &f(0.5))?;
    let up = e.add(&t, &f(1.0))?;
    let n = e.select(&half, &up, &t)?;
    let is = |e: &mut Emit, k: f64| e.eq(&n, &f(k));
    let (n0, n1, n2, n3) = (is(e, 0.0)?, is(e, 1.0)?, is(e, 2.0)?, is(e, 3.0)?);
    let arg = |e: &mut Emit, shift: f64, flip: bool| -> Result<Val> {
        let d = if flip {
            e.sub(&f(shift), &y)?
        } else {
            e.sub(&y, &f(shift))?
        };
        e.mul(&f(PI), &d)
    };
    // sin(pi*y), sin(pi*(1.0-y)), sin(pi*(y-2.0)); cos(pi*(y-0.5)),
    // -cos(pi*(y-1.5)): the products as CPython writes them.
    let s0 = e.mul(&f(PI), &y)?;
    let s2 = arg(e, 1.0, true)?;
    let s4 = arg(e, 2.0, false)?;
    let s = e.select(&n2, &s2, &s4)?;
    let s = e.select(&n0, &s0, &s)?;
    let c1 = arg(e, 0.5, false)?;
    let c3 = arg(e, 1.5, false)?;
    let c = e.select(&n1, &c1, &c3)?;
    let sin = e.sin(&s)?;
    let cos = e.cos(&c)?;
    let neg_cos = e.neg(&cos)?;
    let r = e.select(&n3, &neg_cos, &sin)?;
    let r = e.select(&n1, &cos, &r)?;
    let sign = e.copysign(&f(1.0), x)?;
    e.mul(&sign, &r)
}

/// Whether `x` is a whole number (false for infinities and NaN).
fn is_whole(e: &mut Emit, x: &Val) -> Result<Val> {
    let fl = e.floor(x)?;
    let whole = e.eq(x, &fl)?;
    let finite = e.is_finite(x)?;
    e.and(&whole, &finite)
}

/// `math.lgamma(x)`: ValueError at the poles (0 and the negative
/// integers), OverflowError where it is infinite for a finite `x`
/// (beyond about 2.5e305).
pub(super) fn lgamma(e: &mut Emit, x: &Val) -> Result<Val> {
    let whole = is_whole(e, x)?;
    let nonpositive = e.le(x, &f(0.0))?;
    let pole = e.and(&whole, &nonpositive)?;
    e.raise_if(Raise::ValueError, &pole)?;
    let absx = e.abs(x)?;
    let finite = e.is_finite(x)?;
    let nonzero = e.ne(x, &f(0.0))?;
    let usable = e.and(&finite, &nonzero)?;
    let ax = e.select(&usable, &absx, &f(1.0))?;
    // r = log(lanczos_sum(ax)) - g; r += (ax - 0.5) * (log(ax + g - 0.5) - 1)
    let ls = lanczos_sum(e, &ax)?;
    let l = e.log(&ls)?;
    let r = e.sub(&l, &f(LANCZOS_G))?;
    let a = e.add(&ax, &f(LANCZOS_G))?;
    let a = e.sub(&a, &f(0.5))?;
    let a = e.log(&a)?;
    let a = e.sub(&a, &f(1.0))?;
    let h = e.sub(&ax, &f(0.5))?;
    let t = e.mul(&h, &a)?;
    let r = e.add(&r, &t)?;
    // x < 0: logpi - log(fabs(m_sinpi(absx))) - log(absx) - r
    let negative = e.lt(x, &f(0.0))?;
    let s = sinpi(e, &ax)?;
    let s = e.abs(&s)?;
    let ls = e.log(&s)?;
    let la = e.log(&ax)?;
    let rn = e.sub(&f(LOG_PI), &ls)?;
    let rn = e.sub(&rn, &la)?;
    let rn = e.sub(&rn, &r)?;
    let r = e.select(&negative, &rn, &r)?;
    // Tiny arguments: -log(absx).
    let tiny = e.lt(&absx, &f(1e-20))?;
    let lt = e.neg(&la)?;
    let r = e.select(&tiny, &lt, &r)?;
    // lgamma(1) = lgamma(2) = 0.
    let two = e.le(x, &f(2.0))?;
    let exact = e.and(&whole, &two)?;
    let r = e.select(&exact, &f(0.0), &r)?;
    // NaN is itself; both infinities give +inf.
    let inf = e.is_inf(x)?;
    let r = e.select(&inf, &f(f64::INFINITY), &r)?;
    let nan = e.is_nan(x)?;
    let r = e.select(&nan, x, &r)?;
    let big = e.is_inf(&r)?;
    let over = e.and(&big, &finite)?;
    e.raise_if(Raise::OverflowError, &over)?;
    Ok(r)
}

/// CPython's table of `gamma(n)` for `n = 1 ..= 23`.
const GAMMA_INTEGRAL: [f64; 23] = [
    1.0,
    1.0,
    2.0,
    6.0,
    24.0,
    120.0,
    720.0,
    5040.0,
    40320.0,
    362_880.0,
    3_628_800.0,
    39_916_800.0,
    479_001_600.0,
    6_227_020_800.0,
    87_178_291_200.0,
    1_307_674_368_000.0,
    20_922_789_888_000.0,
    355_687_428_096_000.0,
    6_402_373_705_728_000.0,
    121_645_100_408_832_000.0,
    2_432_902_008_176_640_000.0,
    51_090_942_171_709_440_000.0,
    1_124_000_727_777_607_680_000.0,
];

/// `math.gamma(x)`: ValueError at the poles (0, the negative integers)
/// and at -inf, OverflowError where it is infinite for a finite `x`
/// (above about 171.6, or below about 5.6e-309 in magnitude).
pub(super) fn gamma(e: &mut Emit, x: &Val) -> Result<Val> {
    let whole = is_whole(e, x)?;
    let nonpositive = e.le(x, &f(0.0))?;
    let pole = e.and(&whole, &nonpositive)?;
    let minus_inf = e.eq(x, &f(f64::NEG_INFINITY))?;
    let domain = e.or(&pole, &minus_inf)?;
    e.raise_if(Raise::ValueError, &domain)?;
    let absx = e.abs(x)?;
    let finite = e.is_finite(x)?;
    let nonzero = e.ne(x, &f(0.0))?;
    let usable = e.and(&finite, &nonzero)?;
    let ax = e.select(&usable, &absx, &f(1.0))?;
    let negative = e.lt(x, &f(0.0))?;
    // y = absx + g - 1/2, and the error of that sum, scaled: z.
    let y = e.add(&ax, &f(LANCZOS_G_MINUS_HALF))?;
    let q = e.sub(&y, &ax)?;
    let z_above = e.sub(&q, &f(LANCZOS_G_MINUS_HALF))?;
    let q = e.sub(&y, &f(LANCZOS_G_MINUS_HALF))?;
    let z_below = e.sub(&q, &ax)?;
    let above = e.gt(&ax, &f(LANCZOS_G_MINUS_HALF))?;
    let z = e.select(&above, &z_above, &z_below)?;
    let z = e.mul(&z, &f(LANCZOS_G))?;
    let z = e.div(&z, &y)?;
    let ls = lanczos_sum(e, &ax)?;
    let ey = e.exp(&y)?;
    // pow(y, absx - 0.5), or its square root twice from 140 on.
    let small = e.lt(&ax, &f(140.0))?;
    let e_small = e.sub(&ax, &f(0.5))?;
    let e_large = e.div(&ax, &f(2.0))?;
    let e_large = e.sub(&e_large, &f(0.25))?;
    let ex = e.select(&small, &e_small, &e_large)?;
    let pw = e.op(Prim::Pow, &[&y, &ex])?;
    // x < 0: -pi / m_sinpi(absx) / absx * exp(y) / lanczos_sum(absx)
    let s = sinpi(e, &ax)?;
    let rn = e.div(&f(-PI), &s)?;
    let rn = e.div(&rn, &ax)?;
    let rn = e.mul(&rn, &ey)?;
    let rn = e.div(&rn, &ls)?;
    let zr = e.mul(&z, &rn)?;
    let rn = e.sub(&rn, &zr)?;
    let once = e.div(&rn, &pw)?;
    let twice = e.div(&once, &pw)?;
    let rn = e.select(&small, &once, &twice)?;
    // x > 0: lanczos_sum(absx) / exp(y)
    let rp = e.div(&ls, &ey)?;
    let zr = e.mul(&z, &rp)?;
    let rp = e.add(&rp, &zr)?;
    let once = e.mul(&rp, &pw)?;
    let twice = e.mul(&once, &pw)?;
    let rp = e.select(&small, &once, &twice)?;
    let r = e.select(&negative, &rn, &rp)?;
    // Beyond 200: inf, or 0.0 / m_sinpi(x) for x < -200.
    let huge = e.gt(&absx, &f(200.0))?;
    let sx = e.select(&negative, x, &f(0.5))?;
    let sx = e.select(&finite, &sx, &f(0.5))?;
    let sx = sinpi(e, &sx)?;
    let under = e.div(&f(0.0), &sx)?;
    let beyond = e.select(&negative, &under, &f(f64::INFINITY))?;
    let r = e.select(&huge, &beyond, &r)?;
    // Tiny: 1/x.
    let tiny = e.lt(&absx, &f(1e-20))?;
    let safe = e.select(&usable, x, &f(1.0))?;
    let inv = e.div(&f(1.0), &safe)?;
    let r = e.select(&tiny, &inv, &r)?;
    // The table for 1 ..= 23.
    let table = e.le(x, &f(23.0))?;
    let table = e.and(&whole, &table)?;
    let mut exact = f(GAMMA_INTEGRAL[0]);
    for (n, v) in GAMMA_INTEGRAL.iter().enumerate().skip(1) {
        let at = e.eq(x, &f((n + 1) as f64))?;
        exact = e.select(&at, &f(*v), &exact)?;
    }
    let r = e.select(&table, &exact, &r)?;
    // +inf and NaN are themselves.
    let special = e.not(&finite)?;
    let r = e.select(&special, x, &r)?;
    let big = e.is_inf(&r)?;
    let over = e.and(&big, &finite)?;
    e.raise_if(Raise::OverflowError, &over)?;
    Ok(r)
}

//! `exp`, `expm1` and `tanh` in f64, after FreeBSD's msun (fdlibm)
//! `e_exp.c`, `s_expm1.c` and `s_tanh.c`, rewritten without branches:
//! every path is computed on a sanitized argument and the answer is
//! selected at the end. fdlibm documents `exp` and `expm1` below 1 ulp.
//!
//! `expm1` is glibc's `s_expm1.c` operation for operation, with the fused
//! multiply-adds of the build glibc runs on x86-64 with FMA (its `-mfma`
//! variant, where GCC contracts `a * b + c`): its results are glibc's bit
//! for bit, so that `sinh` and `cosh` (`hyperbolic.rs`), which amplify a
//! difference in `expm1`, can be too.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};

const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-01;
const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;
const INV_LN2: f64 = std::f64::consts::LOG2_E;
/// Largest x with finite exp(x).
const O_THRESHOLD: f64 = 7.097_827_128_933_839_730_96e+02;
/// Below this exp(x) rounds to 0.
const U_THRESHOLD: f64 = -7.451_332_191_019_411_084_20e+02;

const P: [f64; 5] = [
    1.666_666_666_666_660_190_37e-01,
    -2.777_777_777_701_559_338_42e-03,
    6.613_756_321_437_934_361_17e-05,
    -1.653_390_220_546_525_153_90e-06,
    4.138_136_797_057_238_460_39e-08,
];

const Q: [f64; 5] = [
    -3.333_333_333_333_313_164_28e-02,
    1.587_301_587_254_814_601_65e-03,
    -7.936_507_578_674_879_424_73e-05,
    4.008_217_827_329_362_395_52e-06,
    -2.010_992_181_836_243_713_26e-07,
];

pub(super) fn exp() -> String {
    let (mut f, args) = F::function("ab_exp_f64", &["x"]);
    let y = exp_body(
        &mut f,
        &args[0],
        &ExpConstants {
            overflow: O_THRESHOLD,
            underflow: U_THRESHOLD,
            ln2_hi: LN2_HI,
            ln2_lo: LN2_LO,
            poly: &P,
            // |x| < 2^-28: 1 + x, as fdlibm (the formula could round a tie up).
            tiny: 3.725_290_298_461_914e-9,
            reduction_k,
        },
    );
    f.ret(&y)
}

/// The constants of fdlibm's `exp` (FreeBSD's `expf` is the same
/// algorithm with float constants; the f32 `exp` is now glibc's,
/// `single/glibc_exp_log.rs`).
pub(super) struct ExpConstants<'a> {
    /// Above: inf; below `underflow`: 0.
    pub overflow: f64,
    pub underflow: f64,
    /// ln 2 in two parts, `k * ln2_hi` exact for every `k` of the reduction.
    pub ln2_hi: f64,
    pub ln2_lo: f64,
    /// `r (e^r + 1) / (e^r - 1) ~ 2 + r^2 (P1 + r^2 (P2 + ...))`.
    pub poly: &'a [f64],
    /// Below this |x|, exp(x) is 1 + x.
    pub tiny: f64,
    /// The reduction's `k` (`round(x / ln2)` with the bounds of the
    /// precision's reference code).
    pub reduction_k: fn(&mut F, &str) -> V,
}

/// `exp(x)` in the function's float type, special cases selected at the
/// end.
pub(super) fn exp_body(f: &mut F, x: &str, k: &ExpConstants) -> V {
    let nan = f.is_nan(x);
    let over = f.cmpc("ogt", x, k.overflow);
    let under = f.cmpc("olt", x, k.underflow);
    let special = f.or(&nan, &over);
    let special = f.or(&special, &under);
    let zero = f.c(0.0);
    let xs = f.sel(&special, &zero, x);
    // r = x - k ln2 in two parts.
    let kk = (k.reduction_k)(f, &xs);
    let t = f.sitofp(&kk);
    let khi = f.mulc(&t, k.ln2_hi);
    let hi = f.sub(&xs, &khi);
    let lo = f.mulc(&t, k.ln2_lo);
    let r = f.sub(&hi, &lo);
    // c = r - r^2 (P1 + r^2 (P2 + ...)); y = 1 - ((lo - r c / (2 - c)) - hi).
    // With k = 0 (hi = x, lo = 0) this is the references' `1 - (x c / (c -
    // 2) - x)` exactly, so one formula serves every k.
    let rr = f.mul(&r, &r);
    let p = f.poly(&rr, k.poly);
    let rrp = f.mul(&rr, &p);
    let c = f.sub(&r, &rrp);
    let rc = f.mul(&r, &c);
    let two = f.c(2.0);
    let den = f.sub(&two, &c);
    let q = f.div(&rc, &den);
    let lq = f.sub(&lo, &q);
    let lqh = f.sub(&lq, &hi);
    let one = f.c(1.0);
    let y = f.sub(&one, &lqh);
    // 2^k: for f32, in two normal halves with one rounding (into the
    // subnormals when the result is one).
    let y = f.scale(&y, &kk);
    let ax = f.abs(x);
    let tiny = f.cmpc("olt", &ax, k.tiny);
    let one_x = f.addc(x, 1.0);
    let y = f.sel(&tiny, &one_x, &y);
    let inf = f.c(f64::INFINITY);
    let y = f.sel(&under, &zero, &y);
    let y = f.sel(&over, &inf, &y);
    f.sel(&nan, x, &y)
}

/// fdlibm's `k`: 0 for |x| <= ln2 / 2, +-1 below 1.5 ln2, else
/// `round(x / ln2)` (half away from zero); the bounds are fdlibm's
/// high-word tests, which decide a few arguments near 1.5 ln2 differently
/// from the rounding.
fn reduction_k(f: &mut F, xs: &str) -> V {
    let half = f.c(0.5);
    let half = super::super::float::copysign(&mut f.b, &half, xs, "f64");
    let scaled = f.mulc(xs, INV_LN2);
    let kf = f.add(&scaled, &half);
    let k = f.fptosi(&kf);
    let hx = f.high_word(xs);
    let hx = f.ibinc("andi", &hx, 0x7fff_ffff);
    let near = f.icmpc("slt", &hx, 0x3ff0_a2b2);
    let neg = f.cmpc("olt", xs, 0.0);
    let (one, minus_one) = (f.i(1), f.i(-1));
    let unit = f.isel(&neg, &minus_one, &one);
    let k = f.isel(&near, &unit, &k);
    let big = f.icmpc("sgt", &hx, 0x3fd6_2e42);
    let zero = f.i(0);
    f.isel(&big, &k, &zero)
}

/// The reduced argument of `expm1`: `k`, `x - k ln2` as `xr`, and the
/// rounding error `c` of that subtraction.
struct Reduced {
    k: V,
    xr: V,
    c: V,
}

fn reduce_expm1(f: &mut F, xs: &str) -> Reduced {
    // With k = 0, hi = x, lo = 0, xr = x and c = 0 exactly.
    let k = reduction_k(f, xs);
    let t = f.sitofp(&k);
    let th = f.mulc(&t, LN2_HI);
    let hi = f.sub(xs, &th);
    let lo = f.mulc(&t, LN2_LO);
    let xr = f.sub(&hi, &lo);
    let d = f.sub(&hi, &xr);
    let c = f.sub(&d, &lo);
    Reduced { k, xr, c }
}

pub(super) fn expm1(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_expm1_f64", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let nan = f.is_nan(x);
    let over = f.cmpc("ogt", x, O_THRESHOLD);
    // x <= -56 ln2 (high word test as in fdlibm): the answer is -1.
    let hx = f.high_word(x);
    let ahx = f.ibinc("andi", &hx, 0x7fff_ffff);
    let huge = f.icmpc("sge", &ahx, 0x4043_687a);
    let neg = f.cmpc("olt", x, 0.0);
    let minus_one = f.and(&huge, &neg);
    let tiny = f.icmpc("slt", &ahx, 0x3c90_0000);
    let special = f.or(&nan, &over);
    let special = f.or(&special, &minus_one);
    let zero = f.c(0.0);
    let xs = f.sel(&special, &zero, x);
    let Reduced { k, xr, c } = reduce_expm1(&mut f, &xs);
    // The rational approximation on the primary range, with glibc's
    // grouping of the polynomial and its fused multiply-adds.
    let hfx = f.mulc(&xr, 0.5);
    let hxs = f.mul(&xr, &hfx);
    let r1 = f.fmac(&hxs, Q[0], 1.0);
    let h2 = f.mul(&hxs, &hxs);
    let r2 = f.fmac(&hxs, Q[2], Q[1]);
    let h4 = f.mul(&h2, &h2);
    let r3 = f.fmac(&hxs, Q[4], Q[3]);
    let r1 = f.fma(&h2, &r2, &r1);
    let r1 = f.fma(&h4, &r3, &r1);
    let nr1 = f.neg(&r1);
    let three = f.c(3.0);
    let t = f.fma(&nr1, &hfx, &three);
    let num = f.sub(&r1, &t);
    let nx = f.neg(&xr);
    let six = f.c(6.0);
    let den = f.fma(&nx, &t, &six);
    let ratio = f.div(&num, &den);
    let e = f.mul(&hxs, &ratio);
    let y = expm1_assemble(&mut f, &k, &xr, &c, &e, &hxs);
    let inf = f.c(f64::INFINITY);
    let m1 = f.c(-1.0);
    let y = f.sel(&tiny, x, &y);
    let y = f.sel(&minus_one, &m1, &y);
    let y = f.sel(&over, &inf, &y);
    let y = f.sel(&nan, x, &y);
    f.ret(&y)
}

/// `exp(xr + k ln2) - 1` from the approximation `e`, case by case on `k`
/// as in fdlibm; every case is computed and the right one selected.
fn expm1_assemble(f: &mut F, k: &str, xr: &str, c: &str, e: &str, hxs: &str) -> V {
    let one = f.c(1.0);
    // k == 0: x - (x e - hxs).
    let nhxs = f.neg(hxs);
    let xeh = f.fma(e, xr, &nhxs);
    let y0 = f.sub(xr, &xeh);
    // e = x (e - c) - c - hxs.
    let ec = f.sub(e, c);
    let nc = f.neg(c);
    let e2 = f.fma(&ec, xr, &nc);
    let e2 = f.sub(&e2, hxs);
    let xme = f.sub(xr, &e2);
    // k == -1: 0.5 (x - e) - 0.5.
    let ym1 = f.fmac(&xme, 0.5, -0.5);
    // k == 1: x < -0.25 ? -2 (e - (x + 0.5)) : 1 + 2 (x - e).
    let xh = f.addc(xr, 0.5);
    let exh = f.sub(&e2, &xh);
    let y1a = f.mulc(&exh, -2.0);
    let y1b = f.fmac(&xme, 2.0, 1.0);
    let low = f.cmpc("olt", xr, -0.25);
    let y1 = f.sel(&low, &y1a, &y1b);
    // k < 0 or k > 56: (x - e + 1) 2^k - 1, with 2^1024 as 2 * 2^1023.
    let base = f.add(&xme, &one);
    let kc = f.ibinc("subi", k, 1);
    let kk = f.icmpc("eq", k, 1024);
    let kc = f.isel(&kk, &kc, k);
    let twopk = f.pow2(&kc);
    let scaled = f.mul(&base, &twopk);
    let doubled = f.mulc(&scaled, 2.0);
    let scaled = f.sel(&kk, &doubled, &scaled);
    let yfar = f.sub(&scaled, &one);
    // 2 <= k <= 56, with 2^-k added where it keeps the most bits.
    let negk = f.ibinc("muli", k, -1);
    let safe_negk = f.icmpc("sge", &negk, -1022);
    let m1022 = f.i(-1022);
    let negk = f.isel(&safe_negk, &negk, &m1022);
    let u = f.pow2(&negk);
    let one_u = f.sub(&one, &u);
    let a = f.add(&xme, &one_u);
    let ya = f.mul(&a, &twopk);
    let eu = f.add(&e2, &u);
    let b = f.sub(xr, &eu);
    let b = f.add(&b, &one);
    let yb = f.mul(&b, &twopk);
    let small_k = f.icmpc("slt", k, 20);
    let ymid = f.sel(&small_k, &ya, &yb);
    // Select by k.
    let kneg = f.icmpc("slt", k, 0);
    let kbig = f.icmpc("sgt", k, 56);
    let far = f.or(&kneg, &kbig);
    let y = f.sel(&far, &yfar, &ymid);
    let is1 = f.icmpc("eq", k, 1);
    let y = f.sel(&is1, &y1, &y);
    let ism1 = f.icmpc("eq", k, -1);
    let y = f.sel(&ism1, &ym1, &y);
    let is0 = f.icmpc("eq", k, 0);
    f.sel(&is0, &y0, &y)
}

/// Cephes' rational approximation of `tanh` below 0.625:
/// `x + x^3 P(x^2) / Q(x^2)`.
const TANH_P: [f64; 3] = [
    -1.614_687_684_417_084_479_52e3,
    -9.928_772_310_019_185_865_64e1,
    -9.643_991_794_250_522_386_28e-1,
];
const TANH_Q: [f64; 4] = [
    4.844_063_053_251_254_860_48e3,
    2.235_488_390_601_004_485_83e3,
    1.128_116_784_916_329_314_02e2,
    1.0,
];

/// `tanh`: Cephes' rational function below 0.625 (more accurate there
/// than going through `expm1`), `1 - 2 / (expm1(2|x|) + 2)` up to 22 (as
/// fdlibm), 1 beyond; the sign restored at the end.
pub(super) fn tanh() -> String {
    let (mut f, args) = F::function("ab_tanh_f64", &["x"]);
    let x = &args[0];
    let ax = f.abs(x);
    let two = f.c(2.0);
    let twice = f.mulc(&ax, 2.0);
    let t = f.call("ab_expm1_f64", &[&twice]);
    let t2 = f.add(&t, &two);
    let q = f.div(&two, &t2);
    let one = f.c(1.0);
    let big = f.sub(&one, &q);
    let s = f.mul(x, x);
    let p = f.poly(&s, &TANH_P);
    let qq = f.poly(&s, &TANH_Q);
    let r = f.div(&p, &qq);
    let xs = f.mul(x, &s);
    let r = f.mul(&xs, &r);
    let small = f.add(x, &r);
    let small = f.abs(&small);
    let ge = f.cmpc("oge", &ax, 0.625);
    let z = f.sel(&ge, &big, &small);
    let sat = f.cmpc("oge", &ax, 22.0);
    let z = f.sel(&sat, &one, &z);
    let y = super::super::float::copysign(&mut f.b, &z, x, "f64");
    let nan = f.is_nan(x);
    let y = f.sel(&nan, x, &y);
    f.ret(&y)
}

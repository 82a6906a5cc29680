//! `expm1`, `log1p` and `log10` in f32, glibc 2.36's (fdlibm's
//! `s_expm1f.c` and `s_log1pf.c`, and `e_log10f.c` on glibc's `logf`,
//! `glibc_exp_log.rs`; built without fused multiply-adds) operation for
//! operation, every case computed and the answer selected: bit for bit
//! glibc's.

use super::super::super::Frame;
use super::super::dsl::{F, V};
use super::{c, w};

/// Largest x with finite exp(x): ln(FLT_MAX) lies between this and the
/// next float.
const O_THRESHOLD: f32 = c(0x42b1_7217);
/// 1/ln2, for `reduction_k`.
const INV_LN2: f32 = c(0x3fb8_aa3b);

/// FreeBSD's `k`: 0 for |x| <= ln2 / 2, +-1 below 1.5 ln2, else
/// `(int)(x / ln2 +- 0.5)`; the bounds are its bit-pattern tests.
fn reduction_k(f: &mut F, xs: &str) -> V {
    let half = f.c(0.5);
    let half = super::super::super::float::copysign(&mut f.b, &half, xs, "f32");
    let scaled = f.mulc(xs, INV_LN2.into());
    let kf = f.add(&scaled, &half);
    let k = f.fptosi(&kf);
    let hx = f.bits(xs);
    let hx = f.ibinc("andi", &hx, 0x7fff_ffff);
    let near = f.icmpc("slt", &hx, 0x3f85_1592);
    let neg = f.cmpc("olt", xs, 0.0);
    let (one, minus_one) = (f.i(1), f.i(-1));
    let unit = f.isel(&neg, &minus_one, &one);
    let k = f.isel(&near, &unit, &k);
    let big = f.icmpc("sgt", &hx, 0x3eb1_7218);
    let zero = f.i(0);
    f.isel(&big, &k, &zero)
}

/// ln2 in two parts (`k ln2_hi` exact for every `k` here).
const LN2_HI: f32 = c(0x3f31_7180);
const LN2_LO: f32 = c(0x3717_f7d1);
/// fdlibm's `Lp1..Lp7`: `(log(1+s) - log(1-s)) / s ~ 2 + z Lp1 + z^2 Lp2 +
/// ...` with `z = s^2`.
const LP: [f32; 7] = [
    c(0x3f2a_aaab),
    c(0x3ecc_cccd),
    c(0x3e92_4925),
    c(0x3e63_8e29),
    c(0x3e3a_3325),
    c(0x3e1c_d04f),
    c(0x3e17_8897),
];

/// `log1p`, glibc's `s_log1pf.c` (fdlibm's) operation for operation: `1 +
/// x = 2^k (1 + f)` with `1 + f` in [sqrt(2)/2, sqrt(2)) and `c` the
/// rounding error of `1 + x` (`f = x`, `k = 0` where `1 + x` already is
/// in that range), then `log(1 + f)` from `s = f / (2 + f)`; a shorter
/// formula where `f`'s top 20 mantissa bits are 0 (`hu`, as glibc tests
/// it). Bit for bit glibc's `log1pf`.
pub(in super::super) fn log1p() -> String {
    let (mut f, args) = F::function_f32("ab_log1p_f32", &["x"]);
    let x = &args[0];
    let hx = f.bits(x);
    let ax = f.ibinc("andi", &hx, 0x7fff_ffff);
    // glibc's signed tests on the pattern (every negative x is "below"
    // 0.41422): x <= -1, |x| < 2^-29, and f = x on (-0.2929, 0.41422).
    let low = f.icmpc("slt", &hx, 0x3ed4_13d7);
    let at_most_m1 = f.icmpc("sge", &ax, 0x3f80_0000);
    let below = f.and(&low, &at_most_m1);
    let tiny = f.icmpc("slt", &ax, 0x3100_0000);
    let tiny = f.and(&low, &tiny);
    let positive = f.icmpc("sgt", &hx, 0);
    let small_neg = f.icmpc("sle", &hx, w(0xbe95_f61f));
    let direct = f.or(&positive, &small_neg);
    let direct = f.and(&low, &direct);
    let nonfinite = f.icmpc("sge", &hx, 0x7f80_0000);
    let special = f.or(&below, &nonfinite);
    let half = f.c(0.5);
    let xs = f.sel(&special, &half, x);
    let (k, fx, cc, hu) = log1p_split(&mut f, &xs, &hx);
    let (zero_i, one_i) = (f.i(0), f.i(1));
    let k = f.isel(&direct, &zero_i, &k);
    let fx = f.sel(&direct, &xs, &fx);
    let hu = f.isel(&direct, &one_i, &hu);
    let v = log1p_join(&mut f, &k, &fx, &cc, &hu);
    // |x| < 2^-29: x - x^2 / 2, x itself below 2^-54.
    let xx = f.mul(x, x);
    let hxx = f.mulc(&xx, 0.5);
    let t = f.sub(x, &hxx);
    let tinier = f.icmpc("slt", &ax, 0x2480_0000);
    let t = f.sel(&tinier, x, &t);
    let v = f.sel(&tiny, &t, &v);
    // x <= -1: -inf at -1, NaN below; +inf and NaN: x + x.
    let ninf = f.c(f64::NEG_INFINITY);
    let qnan = f.bits_c(0x7fc0_0000);
    let m1 = f.cmpc("oeq", x, -1.0);
    let edge = f.sel(&m1, &ninf, &qnan);
    let v = f.sel(&below, &edge, &v);
    let xx = f.add(x, x);
    let v = f.sel(&nonfinite, &xx, &v);
    f.ret(&v)
}

/// glibc's `1 + x = 2^k (1 + f)`: `(k, f, c, hu)`, `c` the rounding error
/// of `1 + x` over `1 + x` (0 from 2^53 on, where `1 + x` is not formed),
/// `hu` `f`'s mantissa bits, adjusted as glibc does above sqrt(2).
fn log1p_split(f: &mut F, xs: &str, hx: &str) -> (V, V, V, V) {
    let big = f.icmpc("sge", hx, 0x5a00_0000);
    let one = f.c(1.0);
    let sum = f.add(&one, xs);
    let u = f.sel(&big, xs, &sum);
    let hu = f.bits(&u);
    let e = f.ibinc("shrsi", &hu, 23);
    let k = f.ibinc("subi", &e, 127);
    let ux = f.sub(&u, xs);
    let ca = f.sub(&one, &ux);
    let u1 = f.addc(&u, -1.0);
    let cb = f.sub(xs, &u1);
    let positive_k = f.icmpc("sgt", &k, 0);
    let cc = f.sel(&positive_k, &ca, &cb);
    let cc = f.div(&cc, &u);
    let zero = f.c(0.0);
    let cc = f.sel(&big, &zero, &cc);
    // u's mantissa with exponent 0, or -1 above sqrt(2) (k one more).
    let hu = f.ibinc("andi", &hu, 0x007f_ffff);
    let above = f.icmpc("sge", &hu, 0x0035_04f7);
    let (a, b) = (f.i(0x3f00_0000), f.i(0x3f80_0000));
    let exponent = f.isel(&above, &a, &b);
    let m = f.ibin("ori", &hu, &exponent);
    let m = f.float_of(&m);
    let fx = f.addc(&m, -1.0);
    let k1 = f.ibinc("addi", &k, 1);
    let k = f.isel(&above, &k1, &k);
    let d = f.i(0x0080_0000);
    let d = f.ibin("subi", &d, &hu);
    let d = f.ibinc("shrsi", &d, 2);
    let hu = f.isel(&above, &d, &hu);
    (k, fx, cc, hu)
}

/// `log(1 + f) + k ln2 + c`: `f - (hfsq - s (hfsq + R))` for `k = 0`,
/// else `k ln2_hi - ((hfsq - (s (hfsq + R) + (k ln2_lo + c))) - f)`; with
/// `hu = 0` the same with `R = hfsq (1 - 2f/3)` for `s (hfsq + R)`, and
/// `k ln2_hi + (c + k ln2_lo)` for `f = 0`.
fn log1p_join(f: &mut F, k: &str, fx: &str, cc: &str, hu: &str) -> V {
    let dk = f.sitofp(k);
    let k_zero = f.icmpc("eq", k, 0);
    let half_f = f.mulc(fx, 0.5);
    let hfsq = f.mul(&half_f, fx);
    let two_f = f.addc(fx, 2.0);
    let s = f.div(fx, &two_f);
    let z = f.mul(&s, &s);
    let p = f.poly(&z, &LP.map(f64::from));
    let r = f.mul(&z, &p);
    let hr = f.add(&hfsq, &r);
    let sr = f.mul(&s, &hr);
    let klo = f.mulc(&dk, LN2_LO.into());
    let klo = f.add(&klo, cc);
    let khi = f.mulc(&dk, LN2_HI.into());
    let d = f.sub(&hfsq, &sr);
    let near = f.sub(fx, &d);
    let t = f.add(&sr, &klo);
    let t = f.sub(&hfsq, &t);
    let t = f.sub(&t, fx);
    let far = f.sub(&khi, &t);
    let v = f.sel(&k_zero, &near, &far);
    // hu = 0 (|f| < 2^-20).
    let third = f.mulc(fx, f32::from_bits(0x3f2a_aaab).into());
    let one = f.c(1.0);
    let q = f.sub(&one, &third);
    let r2 = f.mul(&hfsq, &q);
    let near = f.sub(fx, &r2);
    let t = f.sub(&r2, &klo);
    let t = f.sub(&t, fx);
    let far = f.sub(&khi, &t);
    let short = f.sel(&k_zero, &near, &far);
    let lo = f.mulc(&dk, LN2_LO.into());
    let lo = f.add(cc, &lo);
    let exact = f.add(&khi, &lo);
    let zero = f.c(0.0);
    let exact = f.sel(&k_zero, &zero, &exact);
    let f_zero = f.cmpc("oeq", fx, 0.0);
    let short = f.sel(&f_zero, &exact, &short);
    let hu_zero = f.icmpc("eq", hu, 0);
    f.sel(&hu_zero, &short, &v)
}

/// 2^25, and log10(2) in two parts and 1/ln10 (glibc's `e_log10f.c`).
const TWO25: f32 = c(0x4c00_0000);
const LOG10_2HI: f32 = c(0x3e9a_2080);
const LOG10_2LO: f32 = c(0x3554_27db);
const IVLN10: f32 = c(0x3ede_5bd9);

/// `log10`, glibc's `e_log10f.c`: `x = 2^y m` with `m` in [1, 2) for `y
/// >= 0` and in [1/2, 1) below (so that `log(m)` and `y` do not cancel),
/// then `y log10_2lo + log(m) / ln10 + y log10_2hi`. glibc's is up to 2
/// ulp from the correctly rounded result (it rounds `logf(m)` first);
/// this one computes the same, on the same `logf`.
pub(in super::super) fn log10(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_log10_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    // Subnormals: 2^25 x, with 25 taken off the exponent.
    let subnormal = f.cmpc("olt", x, f32::MIN_POSITIVE.into());
    let up = f.mulc(x, TWO25.into());
    let xs = f.sel(&subnormal, &up, x);
    let (m25, zero) = (f.i(-25), f.i(0));
    let k0 = f.isel(&subnormal, &m25, &zero);
    let hx = f.bits(&xs);
    let e = f.ibinc("shrsi", &hx, 23);
    let k = f.ibin("addi", &k0, &e);
    let k = f.ibinc("subi", &k, 127);
    let i = f.ibinc("shrui", &k, 31);
    let mant = f.ibinc("andi", &hx, 0x007f_ffff);
    let bias = f.i(0x7f);
    let exponent = f.ibin("subi", &bias, &i);
    let exponent = f.ibinc("shli", &exponent, 23);
    let m = f.ibin("ori", &mant, &exponent);
    let m = f.float_of(&m);
    let ki = f.ibin("addi", &k, &i);
    let y = f.sitofp(&ki);
    let l = f.call("ab_log_f32", &[&m]);
    let lo = f.mulc(&y, LOG10_2LO.into());
    let scaled = f.mulc(&l, IVLN10.into());
    let z = f.add(&lo, &scaled);
    let hi = f.mulc(&y, LOG10_2HI.into());
    let v = f.add(&z, &hi);
    // Zeros: -inf; below zero and NaN: NaN; +inf: +inf.
    let ninf = f.c(f64::NEG_INFINITY);
    let is_zero = f.cmpc("oeq", x, 0.0);
    let v = f.sel(&is_zero, &ninf, &v);
    let invalid = f.cmpc("ult", x, 0.0);
    let qnan = f.bits_c(0x7fc0_0000);
    let v = f.sel(&invalid, &qnan, &v);
    let inf = f.cmpc("oeq", x, f64::INFINITY);
    let v = f.sel(&inf, x, &v);
    f.ret(&v)
}

/// fdlibm's `expm1f` coefficients (as glibc's; FreeBSD's and musl's
/// shorter fit differs from glibc's in 1246 results and makes `tanh`, which
/// calls it, up to 3 ulp from glibc's): `6/x (1 + 2 (1/(e^x - 1) - 1/x))
/// ~ 1 + (x^2/2) (Q1 + (x^2/2) (Q2 + ...))` on [-0.3466, 0.3466].
const EXPM1_Q: [f32; 5] = [
    c(0xbd08_8889),
    c(0x3ad0_0d01),
    c(0xb8a6_70cd),
    c(0x3686_7e54),
    c(0xb457_edbb),
];
/// 27 ln2: below minus this, expm1 is -1 to float precision.
const EXPM1_HUGE: i64 = 0x4195_b844;

/// `expm1`, fdlibm's `s_expm1f.c`: the f64 function's reduction (with
/// `exp`'s `k`) and rational approximation, its cases on `k` all computed
/// and selected. Bit for bit glibc's `expm1f` on every f32.
pub(in super::super) fn expm1() -> String {
    let (mut f, args) = F::function_f32("ab_expm1_f32", &["x"]);
    let x = &args[0];
    let nan = f.is_nan(x);
    let over = f.cmpc("ogt", x, O_THRESHOLD.into());
    let bits = f.bits(x);
    let ahx = f.ibinc("andi", &bits, 0x7fff_ffff);
    let huge = f.icmpc("sge", &ahx, EXPM1_HUGE);
    let neg = f.cmpc("olt", x, 0.0);
    let minus_one = f.and(&huge, &neg);
    let tiny = f.icmpc("slt", &ahx, 0x3300_0000);
    let special = f.or(&nan, &over);
    let special = f.or(&special, &minus_one);
    let zero = f.c(0.0);
    let xs = f.sel(&special, &zero, x);
    // x - k ln2 as xr + c; with k = 0, xr = x and c = 0 exactly.
    let k = reduction_k(&mut f, &xs);
    let t = f.sitofp(&k);
    let th = f.mulc(&t, LN2_HI.into());
    let hi = f.sub(&xs, &th);
    let lo = f.mulc(&t, LN2_LO.into());
    let xr = f.sub(&hi, &lo);
    let d = f.sub(&hi, &xr);
    let cc = f.sub(&d, &lo);
    let hfx = f.mulc(&xr, 0.5);
    let hxs = f.mul(&xr, &hfx);
    let q = f.poly(&hxs, &EXPM1_Q.map(f64::from));
    let hq = f.mul(&hxs, &q);
    let r1 = f.addc(&hq, 1.0);
    let rh = f.mul(&r1, &hfx);
    let three = f.c(3.0);
    let tt = f.sub(&three, &rh);
    let num = f.sub(&r1, &tt);
    let xt = f.mul(&xr, &tt);
    let six = f.c(6.0);
    let den = f.sub(&six, &xt);
    let ratio = f.div(&num, &den);
    let e = f.mul(&hxs, &ratio);
    let y = expm1_assemble(&mut f, &k, &xr, &cc, &e, &hxs);
    let inf = f.c(f64::INFINITY);
    let m1 = f.c(-1.0);
    let y = f.sel(&tiny, x, &y);
    let y = f.sel(&minus_one, &m1, &y);
    let y = f.sel(&over, &inf, &y);
    let y = f.sel(&nan, x, &y);
    f.ret(&y)
}

/// `exp(xr + k ln2) - 1` from the approximation `e`, fdlibm's cases on
/// `k` (k in [-27, 128]).
fn expm1_assemble(f: &mut F, k: &str, xr: &str, c: &str, e: &str, hxs: &str) -> V {
    let one = f.c(1.0);
    // k == 0: x - (x e - hxs).
    let xe = f.mul(xr, e);
    let xeh = f.sub(&xe, hxs);
    let y0 = f.sub(xr, &xeh);
    // e = x (e - c) - c - hxs.
    let ec = f.sub(e, c);
    let xec = f.mul(xr, &ec);
    let e2 = f.sub(&xec, c);
    let e2 = f.sub(&e2, hxs);
    let xme = f.sub(xr, &e2);
    // k == -1: 0.5 (x - e) - 0.5.
    let ym1 = f.mulc(&xme, 0.5);
    let half = f.c(0.5);
    let ym1 = f.sub(&ym1, &half);
    // k == 1: x < -0.25 ? -2 (e - (x + 0.5)) : 1 + 2 (x - e).
    let xh = f.addc(xr, 0.5);
    let exh = f.sub(&e2, &xh);
    let y1a = f.mulc(&exh, -2.0);
    let two_xme = f.mulc(&xme, 2.0);
    let y1b = f.add(&one, &two_xme);
    let low = f.cmpc("olt", xr, -0.25);
    let y1 = f.sel(&low, &y1a, &y1b);
    // k < 0 or k > 56: (x - e + 1) 2^k - 1, with 2^128 as 2 * 2^127.
    let base = f.add(&xme, &one);
    let kc = f.ibinc("subi", k, 1);
    let kk = f.icmpc("eq", k, 128);
    let kc = f.isel(&kk, &kc, k);
    let twopk = f.pow2(&kc);
    let scaled = f.mul(&base, &twopk);
    let doubled = f.mulc(&scaled, 2.0);
    let scaled = f.sel(&kk, &doubled, &scaled);
    let yfar = f.sub(&scaled, &one);
    // 2 <= k <= 56, with 2^-k added where it keeps the most bits (-k
    // clamped to a normal exponent for the k this case does not use).
    let negk = f.ibinc("muli", k, -1);
    let safe_negk = f.icmpc("sge", &negk, -126);
    let m126 = f.i(-126);
    let negk = f.isel(&safe_negk, &negk, &m126);
    let u = f.pow2(&negk);
    let one_u = f.sub(&one, &u);
    let a = f.add(&xme, &one_u);
    let ya = f.mul(&a, &twopk);
    let eu = f.add(&e2, &u);
    let b = f.sub(xr, &eu);
    let b = f.add(&b, &one);
    let yb = f.mul(&b, &twopk);
    let small_k = f.icmpc("slt", k, 23);
    let ymid = f.sel(&small_k, &ya, &yb);
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

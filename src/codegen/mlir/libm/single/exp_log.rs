//! `exp`, `expm1`, `log`, `log1p`, `log2` and `log10` in f32: FreeBSD's
//! `e_expf.c`, fdlibm's `s_expm1f.c`, musl's `log1pf.c` and `log10f.c` (the
//! reduction of `logf` is theirs, its polynomial musl's old `logf.c`), and
//! FreeBSD's `e_log2f.c`. `exp` and `log1p` share their bodies with the
//! f64 functions (`exp.rs`, `log.rs`): the same algorithm with each
//! precision's constants. All are below 1 ulp; against glibc's, which are
//! nearly correctly rounded (`expf`, `logf`, `log2f`) or fdlibm's own
//! float code (`expm1f`, `log1pf`), the difference is at most 1 ulp on
//! every f32, and 2 for `log10f` (glibc's rounds `logf(x)` before
//! scaling it: up to 2 ulp off itself).
//!
//! (A division-free `exp`, Cephes' degree-7 polynomial, is as accurate
//! but measured no faster in the benchmark, so FreeBSD's form stays.)

use super::super::dsl::{F, V};
use super::super::exp::{exp_body, ExpConstants};
use super::super::log::{log1p_body, log1p_correction, Log1pParts};
use super::{c, w};

/// ln 2 in two parts; the high one has 15 significant bits, so `k *
/// LN2_HI` is exact for every `k` the reduction produces (|k| <= 150).
const EXP_LN2_HI: f32 = c(0x3f31_7200);
const EXP_LN2_LO: f32 = c(0x35bf_be8e);
const INV_LN2: f32 = c(0x3fb8_aa3b);
/// Largest x with finite exp(x): ln(FLT_MAX) lies between this and the
/// next float.
const O_THRESHOLD: f32 = c(0x42b1_7217);
/// Below this exp(x) rounds to 0 (FreeBSD's `u_threshold`).
const U_THRESHOLD: f32 = c(0xc2cf_f1b5);
/// `x (exp(x) + 1) / (exp(x) - 1) ~ 2 + x^2 (P1 + x^2 P2)` on
/// [-0.347, 0.347], error below 2^-27.74: enough for f32.
const EXP_P: [f32; 2] = [c(0x3e2a_aa8f), c(0xbb35_5215)];

pub(in super::super) fn exp() -> String {
    let (mut f, args) = F::function_f32("ab_exp_f32", &["x"]);
    let y = exp_body(
        &mut f,
        &args[0],
        &ExpConstants {
            overflow: O_THRESHOLD.into(),
            underflow: U_THRESHOLD.into(),
            ln2_hi: EXP_LN2_HI.into(),
            ln2_lo: EXP_LN2_LO.into(),
            poly: &EXP_P.map(f64::from),
            // |x| < 2^-14: 1 + x, as FreeBSD.
            tiny: c(0x3900_0000).into(),
            reduction_k,
        },
    );
    f.ret(&y)
}

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

const LOG_LN2_HI: f32 = c(0x3f31_7180);
const LOG_LN2_LO: f32 = c(0x3717_f7d1);
/// musl's `Lg1..Lg4`: `(log(1+s) - log(1-s)) / s ~ 2 + z Lg1 + ...` with
/// `z = s^2`, error below 2^-34.24, split into odd and even powers of
/// `w = z^2` as in `log.rs`.
const LG_ODD: [f32; 2] = [c(0x3f2a_aaaa), c(0x3e91_e9ee)];
const LG_EVEN: [f32; 2] = [c(0x3ecc_ce13), c(0x3e78_9e26)];
/// 0x3f800000 - 0x3f3504f3: shifts the pattern so that the exponent
/// field of `1 + f` lands in [sqrt(2)/2, sqrt(2)).
const SHIFT: i64 = 0x3f80_0000 - 0x3f35_04f3;

pub(in super::super) fn log1p() -> String {
    let (mut f, args) = F::function_f32("ab_log1p_f32", &["x"]);
    let y = log1p_body(
        &mut f,
        &args[0],
        &Log1pParts {
            // |x| < 2^-24: x itself (also keeps -0.0).
            tiny: c(0x3380_0000).into(),
            qnan: 0x7fc0_0000,
            reduce,
            core,
        },
    );
    f.ret(&y)
}

/// s (hfsq + R) + (k ln2_lo + c) - hfsq + f + k ln2_hi.
fn core(f: &mut F, fx: &str, k: &str, cc: &str) -> V {
    let half_f = f.mulc(fx, 0.5);
    let hfsq = f.mul(&half_f, fx);
    let two_f = f.addc(fx, 2.0);
    let s = f.div(fx, &two_f);
    let z = f.mul(&s, &s);
    let wz = f.mul(&z, &z);
    let t1 = f.poly(&wz, &LG_EVEN.map(f64::from));
    let t1 = f.mul(&wz, &t1);
    let t2 = f.poly(&wz, &LG_ODD.map(f64::from));
    let t2 = f.mul(&z, &t2);
    let r = f.add(&t2, &t1);
    let dk = f.sitofp(k);
    let hr = f.add(&hfsq, &r);
    let a = f.mul(&s, &hr);
    let klo = f.mulc(&dk, LOG_LN2_LO.into());
    let klo = f.add(&klo, cc);
    let a = f.add(&a, &klo);
    let a = f.sub(&a, &hfsq);
    let a = f.add(&a, fx);
    let khi = f.mulc(&dk, LOG_LN2_HI.into());
    f.add(&a, &khi)
}

/// musl's reduction: when `1 + x` is already in [sqrt(2)/2, sqrt(2)) (x
/// in [-0.2929, 0.4142)), `f = x` exactly and `k = c = 0`; otherwise
/// `u = 1 + x` is split into `2^k (1 + f)` and `c` corrects for the
/// rounding of `1 + x`.
fn reduce(f: &mut F, xs: &str) -> (V, V, V) {
    let hx = f.bits(xs);
    // Signed compares on the pattern: every negative x is below the first
    // bound; for them a larger pattern is a more negative x.
    let low_pos = f.icmpc("slt", &hx, w(0x3ed4_13d0));
    let neg = f.icmpc("slt", &hx, 0);
    let low_neg = f.icmpc("ule", &hx, w(0xbe95_f619));
    let low_neg = f.and(&neg, &low_neg);
    let pos = f.not(&neg);
    let low_pos = f.and(&pos, &low_pos);
    let direct = f.or(&low_pos, &low_neg);
    let u = f.addc(xs, 1.0);
    let ubits = f.bits(&u);
    let iu = f.ibinc("addi", &ubits, SHIFT);
    let e = f.ibinc("shrui", &iu, 23);
    let k = f.ibinc("subi", &e, 0x7f);
    let mant = f.ibinc("andi", &iu, 0x007f_ffff);
    let m = f.ibinc("addi", &mant, 0x3f35_04f3);
    let m = f.float_of(&m);
    let fu = f.addc(&m, -1.0);
    log1p_correction(f, xs, &u, (&k, &fu), &direct, 25)
}

/// A logarithm's argument `x = 2^k (1 + fx)` with `1 + fx` in
/// [sqrt(2)/2, sqrt(2)) (subnormals scaled by 2^25 first; 1 stands in for
/// NaN, zeros, negatives and +inf), and those inputs, for
/// `special_result`. Shared by `log`, `log2` and `log10`.
struct LogArg {
    k: V,
    fx: V,
    nan: V,
    zero_in: V,
    negative: V,
    inf_in: V,
}

fn reduce_arg(f: &mut F, x: &str) -> LogArg {
    let nan = f.is_nan(x);
    let zero_in = f.cmpc("oeq", x, 0.0);
    let negative = f.cmpc("olt", x, 0.0);
    let inf_in = f.cmpc("oeq", x, f64::INFINITY);
    let special = f.or(&nan, &zero_in);
    let special = f.or(&special, &negative);
    let special = f.or(&special, &inf_in);
    let one = f.c(1.0);
    let xs = f.sel(&special, &one, x);
    let sub = f.cmpc("olt", &xs, f32::MIN_POSITIVE.into());
    let up = f.mulc(&xs, 33_554_432.0);
    let xs = f.sel(&sub, &up, &xs);
    let (m25, zero) = (f.i(-25), f.i(0));
    let k0 = f.isel(&sub, &m25, &zero);
    let ix = f.bits(&xs);
    let ix = f.ibinc("addi", &ix, SHIFT);
    let e = f.ibinc("shrui", &ix, 23);
    let k = f.ibinc("subi", &e, 0x7f);
    let k = f.ibin("addi", &k, &k0);
    let mant = f.ibinc("andi", &ix, 0x007f_ffff);
    let m = f.ibinc("addi", &mant, 0x3f35_04f3);
    let m = f.float_of(&m);
    let fx = f.addc(&m, -1.0);
    LogArg {
        k,
        fx,
        nan,
        zero_in,
        negative,
        inf_in,
    }
}

impl LogArg {
    /// `y`, except -inf at zeros, NaN below zero, +inf at +inf and the
    /// input NaN itself.
    fn special_result(&self, f: &mut F, x: &str, y: &str) -> V {
        let (ninf, qnan) = (f.c(f64::NEG_INFINITY), f.bits_c(0x7fc0_0000));
        let y = f.sel(&self.inf_in, x, y);
        let y = f.sel(&self.negative, &qnan, &y);
        let y = f.sel(&self.zero_in, &ninf, &y);
        f.sel(&self.nan, x, &y)
    }
}

/// `log`: the reduction of musl's `log10f`, then `log1p`'s `core` without
/// a correction term (musl's `logf.c` before it moved to tables).
pub(in super::super) fn log() -> String {
    let (mut f, args) = F::function_f32("ab_log_f32", &["x"]);
    let x = &args[0];
    let a = reduce_arg(&mut f, x);
    let zero = f.c(0.0);
    let y = core(&mut f, &a.fx, &a.k, &zero);
    let y = a.special_result(&mut f, x, &y);
    f.ret(&y)
}

/// 1/ln 2 and 1/ln 10 as a head with 12 low zero bits and a tail
/// (FreeBSD's `ivln2hi`/`ivln2lo`, musl's `ivln10hi`/`ivln10lo`).
const IVLN2: (f32, f32) = (c(0x3fb8_b000), c(0xb938_9ad4));
const IVLN10: (f32, f32) = (c(0x3ede_6000), c(0xb804_ead9));
/// log10(2), split likewise.
const LOG10_2: (f32, f32) = (c(0x3e9a_2080), c(0x3554_27db));

/// log2 (`ten` false, FreeBSD's `e_log2f.c`) or log10 (musl's
/// `log10f.c`): `log(1 + f)` as `hi + lo`, `hi` with 12 low zero bits, so
/// that the products with the split constants lose nothing.
fn log2_or_10(f: &mut F, x: &str, ten: bool) -> V {
    let arg = reduce_arg(f, x);
    let fx = arg.fx.clone();
    let half_f = f.mulc(&fx, 0.5);
    let hfsq = f.mul(&half_f, &fx);
    let two_f = f.addc(&fx, 2.0);
    let s = f.div(&fx, &two_f);
    let z = f.mul(&s, &s);
    let wz = f.mul(&z, &z);
    let t1 = f.poly(&wz, &LG_EVEN.map(f64::from));
    let t1 = f.mul(&wz, &t1);
    let t2 = f.poly(&wz, &LG_ODD.map(f64::from));
    let t2 = f.mul(&z, &t2);
    let r = f.add(&t2, &t1);
    let hi = f.sub(&fx, &hfsq);
    let hi = f.bits(&hi);
    let hi = f.ibinc("andi", &hi, w(0xffff_f000));
    let hi = f.float_of(&hi);
    let lo = f.sub(&fx, &hi);
    let lo = f.sub(&lo, &hfsq);
    let hr = f.add(&hfsq, &r);
    let shr = f.mul(&s, &hr);
    let lo = f.add(&lo, &shr);
    let (ivh, ivl) = if ten { IVLN10 } else { IVLN2 };
    let dk = f.sitofp(&arg.k);
    let lohi = f.add(&lo, &hi);
    let a = f.mulc(&lohi, ivl.into());
    let b = f.mulc(&lo, ivh.into());
    let h = f.mulc(&hi, ivh.into());
    let v = if ten {
        // dk log10_2lo + (lo + hi) ivln10lo + lo ivln10hi + hi ivln10hi + dk log10_2hi.
        let klo = f.mulc(&dk, LOG10_2.1.into());
        let v = f.add(&klo, &a);
        let v = f.add(&v, &b);
        let v = f.add(&v, &h);
        let khi = f.mulc(&dk, LOG10_2.0.into());
        f.add(&v, &khi)
    } else {
        // (lo + hi) ivln2lo + lo ivln2hi + hi ivln2hi + k.
        let v = f.add(&a, &b);
        let v = f.add(&v, &h);
        f.add(&v, &dk)
    };
    arg.special_result(f, x, &v)
}

pub(in super::super) fn log2() -> String {
    let (mut f, args) = F::function_f32("ab_log2_f32", &["x"]);
    let v = log2_or_10(&mut f, &args[0], false);
    f.ret(&v)
}

pub(in super::super) fn log10() -> String {
    let (mut f, args) = F::function_f32("ab_log10_f32", &["x"]);
    let v = log2_or_10(&mut f, &args[0], true);
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
    let th = f.mulc(&t, LOG_LN2_HI.into());
    let hi = f.sub(&xs, &th);
    let lo = f.mulc(&t, LOG_LN2_LO.into());
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

/// `exp(x) = 2^k (1 + t)`, FreeBSD's `expf` without its last addition, so
/// that a caller can fold a correction into `t` before rounding (`erf.rs`);
/// for x in the normal range of `exp` (no special cases).
pub(super) fn exp_parts(f: &mut F, x: &str) -> (V, V) {
    let k = reduction_k(f, x);
    let t = f.sitofp(&k);
    let khi = f.mulc(&t, EXP_LN2_HI.into());
    let hi = f.sub(x, &khi);
    let lo = f.mulc(&t, EXP_LN2_LO.into());
    let r = f.sub(&hi, &lo);
    let rr = f.mul(&r, &r);
    let p = f.poly(&rr, &EXP_P.map(f64::from));
    let rrp = f.mul(&rr, &p);
    let c = f.sub(&r, &rrp);
    let rc = f.mul(&r, &c);
    let two = f.c(2.0);
    let den = f.sub(&two, &c);
    let q = f.div(&rc, &den);
    let lq = f.sub(&lo, &q);
    let lqh = f.sub(&lq, &hi);
    (k, f.neg(&lqh))
}

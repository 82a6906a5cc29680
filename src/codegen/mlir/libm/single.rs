//! Native single-precision `exp` and `log1p`, computed in f32 throughout.
//!
//! The f64 functions serve f32 arguments too (widen, compute, round once
//! more), but in a vectorized loop that halves the lanes per vector and
//! adds two conversions per element; `exp` on f32 vectors dominates the
//! elementwise time of the logistic-regression benchmark. These follow
//! FreeBSD's msun `e_expf.c` and musl's `log1pf.c` (the f32 siblings of
//! `exp.rs` and `log.rs`, same structure, fewer polynomial terms), without
//! branches: the main path runs on a sanitized argument and the special
//! cases are selected at the end. Both are below 1 ulp; against Rust's
//! `f32` functions (the C library's) the difference is at most 1 ulp on
//! every f32 (`tests/libm.rs`, `f32_exhaustive`).
//!
//! (A division-free `exp`, Cephes' degree-7 polynomial, is as accurate
//! but measured no faster in the benchmark, so FreeBSD's form stays.)

use super::dsl::{F, V};
use super::exp::{exp_body, ExpConstants};
use super::log::{log1p_body, log1p_correction, Log1pParts};

/// A float constant from its bit pattern, as the C sources give them.
const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// An unsigned 32-bit pattern as the i32 the integer ops compare (the
/// MLIR constant of an `i32` must fit it when read as signed).
const fn w(bits: u32) -> i64 {
    bits as i32 as i64
}

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

pub(super) fn exp() -> String {
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
    let half = super::super::float::copysign(&mut f.b, &half, xs, "f32");
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

pub(super) fn log1p() -> String {
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

//! `log` and `log1p` in f64, after musl's (fdlibm's) `log.c` and
//! `log1p.c`, without branches. Both reduce the argument to
//! `2^k (1 + f)` with `1 + f` in [sqrt(2)/2, sqrt(2)) and share the
//! polynomial `log_core`; fdlibm documents them below 1 ulp.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};

const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-01;
const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;
pub(super) const LG_ODD: [f64; 4] = [
    6.666_666_666_666_735_130e-01,
    2.857_142_874_366_239_149e-01,
    1.818_357_216_161_805_012e-01,
    1.479_819_860_511_658_591e-01,
];
pub(super) const LG_EVEN: [f64; 3] = [
    3.999_999_999_940_941_908e-01,
    2.222_219_843_214_978_396e-01,
    1.531_383_769_920_937_332e-01,
];
/// 0x3ff00000 - 0x3fe6a09e: shifts the high word so that the exponent
/// field of `1 + f` lands in [sqrt(2)/2, sqrt(2)).
pub(super) const SHIFT: i64 = 0x3ff0_0000 - 0x3fe6_a09e;

/// `log(2^k (1 + f)) + c`: `s (hfsq + R) + (k ln2_lo + c) - hfsq + f + k ln2_hi`.
fn log_core(f: &mut F, fx: &str, k: &str, c: &str) -> V {
    let half_f = f.mulc(fx, 0.5);
    let hfsq = f.mul(&half_f, fx);
    let two_f = f.addc(fx, 2.0);
    let s = f.div(fx, &two_f);
    let z = f.mul(&s, &s);
    let w = f.mul(&z, &z);
    let t1 = f.poly(&w, &LG_EVEN);
    let t1 = f.mul(&w, &t1);
    let t2 = f.poly(&w, &LG_ODD);
    let t2 = f.mul(&z, &t2);
    let r = f.add(&t2, &t1);
    let dk = f.sitofp(k);
    let hr = f.add(&hfsq, &r);
    let a = f.mul(&s, &hr);
    let klo = f.mulc(&dk, LN2_LO);
    let klo = f.add(&klo, c);
    let a = f.add(&a, &klo);
    let a = f.sub(&a, &hfsq);
    let a = f.add(&a, fx);
    let khi = f.mulc(&dk, LN2_HI);
    f.add(&a, &khi)
}

/// From the high word `hx` (shifted by `SHIFT`) and the full pattern of a
/// positive normal number: `k` and `f` with the number `2^k (1 + f)`.
pub(super) fn split(f: &mut F, hx_shifted: &str, bits: &str) -> (V, V) {
    let e = f.ibinc("shrui", hx_shifted, 20);
    let k = f.ibinc("subi", &e, 0x3ff);
    let mant = f.ibinc("andi", hx_shifted, 0x000f_ffff);
    let hx = f.ibinc("addi", &mant, 0x3fe6_a09e);
    let hi = f.ibinc("shli", &hx, 32);
    let lo = f.ibinc("andi", bits, 0xffff_ffff);
    let m = f.ibin("ori", &hi, &lo);
    let m = f.float_of(&m);
    let fx = f.addc(&m, -1.0);
    (k, fx)
}

pub(super) fn log() -> String {
    let (mut f, args) = F::function("ab_log_f64", &["x"]);
    let x = &args[0];
    let a = reduce_arg(&mut f, x);
    let c = f.c(0.0);
    let y = log_core(&mut f, &a.fx, &a.k, &c);
    let y = a.special_result(&mut f, x, &y);
    f.ret(&y)
}

/// A logarithm's argument `x = 2^k (1 + fx)` (subnormals scaled first;
/// 1 stands in for NaN, zeros, negatives and +inf), and those inputs, so
/// that `special_result` can give the C library's results there. Shared
/// by `log`, `log2` and `log10`.
pub(super) struct LogArg {
    pub k: V,
    pub fx: V,
    nan: V,
    zero_in: V,
    negative: V,
    inf_in: V,
}

pub(super) fn reduce_arg(f: &mut F, x: &str) -> LogArg {
    let nan = f.is_nan(x);
    let zero_in = f.cmpc("oeq", x, 0.0);
    let negative = f.cmpc("olt", x, 0.0);
    let inf_in = f.cmpc("oeq", x, f64::INFINITY);
    let special = f.or(&nan, &zero_in);
    let special = f.or(&special, &negative);
    let special = f.or(&special, &inf_in);
    let one = f.c(1.0);
    let xs = f.sel(&special, &one, x);
    // Subnormals: scale by 2^54 first.
    let sub = f.cmpc("olt", &xs, f64::MIN_POSITIVE);
    let up = f.mulc(&xs, 18_014_398_509_481_984.0);
    let xs = f.sel(&sub, &up, &xs);
    let (m54, zero) = (f.i(-54), f.i(0));
    let k0 = f.isel(&sub, &m54, &zero);
    let bits = f.bits(&xs);
    let hx = f.ibinc("shrui", &bits, 32);
    let hx = f.ibinc("addi", &hx, SHIFT);
    let (k, fx) = split(f, &hx, &bits);
    let k = f.ibin("addi", &k, &k0);
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
    pub(super) fn special_result(&self, f: &mut F, x: &str, y: &str) -> V {
        let (ninf, qnan) = (f.c(f64::NEG_INFINITY), f.bits_c(0x7ff8_0000_0000_0000));
        let y = f.sel(&self.inf_in, x, y);
        let y = f.sel(&self.negative, &qnan, &y);
        let y = f.sel(&self.zero_in, &ninf, &y);
        f.sel(&self.nan, x, &y)
    }
}

pub(super) fn log1p() -> String {
    let (mut f, args) = F::function("ab_log1p_f64", &["x"]);
    let y = log1p_body(
        &mut f,
        &args[0],
        &Log1pParts {
            tiny: 1.110_223_024_625_156_5e-16,
            qnan: 0x7ff8_0000_0000_0000,
            reduce: log1p_reduce,
            core: log_core,
        },
    );
    f.ret(&y)
}

/// What the f64 `log1p` and the f32 one (`single/exp_log.rs`) differ in: musl's
/// algorithm at each precision.
pub(super) struct Log1pParts {
    /// Below this |x|, log1p(x) is x (which keeps -0.0).
    pub tiny: f64,
    /// The quiet NaN's bit pattern, for x < -1.
    pub qnan: u64,
    /// `(k, f, c)` with `1 + x = 2^k (1 + f)` and `c` the rounding
    /// correction (`log1p_correction`).
    pub reduce: fn(&mut F, &str) -> (V, V, V),
    /// `log(1 + f) + k ln2 + c`, from `(f, k, c)`.
    pub core: fn(&mut F, &str, &str, &str) -> V,
}

/// `log1p(x)` in the function's float type, special cases selected at the
/// end.
pub(super) fn log1p_body(f: &mut F, x: &str, parts: &Log1pParts) -> V {
    let nan = f.is_nan(x);
    let minus_one = f.cmpc("oeq", x, -1.0);
    let below = f.cmpc("olt", x, -1.0);
    let inf_in = f.cmpc("oeq", x, f64::INFINITY);
    let ax = f.abs(x);
    let tiny = f.cmpc("olt", &ax, parts.tiny);
    let special = f.or(&nan, &minus_one);
    let special = f.or(&special, &below);
    let special = f.or(&special, &inf_in);
    let half = f.c(0.5);
    let xs = f.sel(&special, &half, x);
    let (k, fx, c) = (parts.reduce)(f, &xs);
    let y = (parts.core)(f, &fx, &k, &c);
    let (ninf, qnan) = (f.c(f64::NEG_INFINITY), f.bits_c(parts.qnan));
    let y = f.sel(&tiny, x, &y);
    let y = f.sel(&inf_in, x, &y);
    let y = f.sel(&below, &qnan, &y);
    let y = f.sel(&minus_one, &ninf, &y);
    f.sel(&nan, x, &y)
}

/// musl's reduction for `log1p`: when `1 + x` is already in
/// [sqrt(2)/2, sqrt(2)), `f = x` exactly and `k = c = 0`; otherwise `u =
/// 1 + x` is split and `c` corrects for the rounding of `1 + x`.
fn log1p_reduce(f: &mut F, xs: &str) -> (V, V, V) {
    let hx = f.high_word(xs);
    let low_pos = f.icmpc("slt", &hx, 0x3fda_827a);
    let low_neg = f.icmpc("ule", &hx, 0xbfd2_bec4);
    let neg = f.icmpc("sge", &hx, 0x8000_0000);
    let low_neg = f.and(&neg, &low_neg);
    let direct = f.or(&low_pos, &low_neg);
    let u = f.addc(xs, 1.0);
    let ubits = f.bits(&u);
    let hu = f.ibinc("shrui", &ubits, 32);
    let hu = f.ibinc("addi", &hu, SHIFT);
    let (k, fu) = split(f, &hu, &ubits);
    log1p_correction(f, xs, &u, (&k, &fu), &direct, 54)
}

/// The end of both precisions' reductions: `c = (k >= 2 ? 1 - (u - x) :
/// x - (u - 1)) / u`, 0 from `k = k_max` on (below the last bit, and
/// `c / u` could underflow); then `(0, x, 0)` where `direct`.
pub(super) fn log1p_correction(
    f: &mut F,
    xs: &str,
    u: &str,
    (k, fu): (&str, &str),
    direct: &str,
    k_max: i64,
) -> (V, V, V) {
    let one = f.c(1.0);
    let ux = f.sub(u, xs);
    let ca = f.sub(&one, &ux);
    let u1 = f.addc(u, -1.0);
    let cb = f.sub(xs, &u1);
    let k_ge2 = f.icmpc("sge", k, 2);
    let c = f.sel(&k_ge2, &ca, &cb);
    let c = f.div(&c, u);
    let k_big = f.icmpc("sge", k, k_max);
    let zero = f.c(0.0);
    let c = f.sel(&k_big, &zero, &c);
    let izero = f.i(0);
    let k = f.isel(direct, &izero, k);
    let fx = f.sel(direct, xs, fu);
    let c = f.sel(direct, &zero, &c);
    (k, fx, c)
}

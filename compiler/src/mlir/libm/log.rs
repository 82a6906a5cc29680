//! `log` and `log1p` in f64, without branches. Both reduce the argument
//! to `2^k (1 + f)` with `1 + f` in [sqrt(2)/2, sqrt(2)) and evaluate
//! fdlibm's polynomial in `s = f / (2 + f)`; fdlibm documents them below
//! 1 ulp.
//!
//! `log` is musl's (fdlibm's) `log.c`. `log1p` is glibc's `s_log1p.c`
//! (fdlibm's) operation for operation, with the fused multiply-adds of
//! the build glibc runs on x86-64 with FMA: its results are glibc's bit
//! for bit, as `lgamma` (`lgamma_neg.rs`) needs.

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

pub(super) fn log1p(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_log1p_f64", &["x"]);
    f.frame = frame;
    let y = log1p_glibc(&mut f, &args[0]);
    f.ret(&y)
}

/// glibc's `1 + x = 2^k (1 + f)` for the arguments it does not take as
/// `f = x` directly: `(k, f, c, hu)` with `c` the rounding correction of
/// `1 + x` over `1 + x` (0 from 2^53 on, where `1 + x` is not formed) and
/// `hu` the top 20 bits of `f`'s mantissa (0: |f| < 2^-20), adjusted as
/// glibc does above sqrt(2).
fn log1p_split(f: &mut F, xs: &str, big: &str) -> [V; 4] {
    let one = f.c(1.0);
    let sum = f.add(&one, xs);
    let u = f.sel(big, xs, &sum);
    let hu = f.high_word(&u);
    let e = f.ibinc("shrui", &hu, 20);
    let k = f.ibinc("subi", &e, 1023);
    let ux = f.sub(&u, xs);
    let ca = f.sub(&one, &ux);
    let u1 = f.addc(&u, -1.0);
    let cb = f.sub(xs, &u1);
    let positive_k = f.icmpc("sgt", &k, 0);
    let c = f.sel(&positive_k, &ca, &cb);
    let c = f.div(&c, &u);
    let zero = f.c(0.0);
    let c = f.sel(big, &zero, &c);
    // u's mantissa with exponent 0, or -1 above sqrt(2) (k one more).
    let hu = f.ibinc("andi", &hu, 0x000f_ffff);
    let above = f.icmpc("sge", &hu, 0x6a09e);
    let (a, b) = (f.i(0x3fe0_0000), f.i(0x3ff0_0000));
    let exponent = f.isel(&above, &a, &b);
    let high = f.ibin("ori", &hu, &exponent);
    let high = f.ibinc("shli", &high, 32);
    let low = f.bits(&u);
    let low = f.ibinc("andi", &low, 0xffff_ffff);
    let m = f.ibin("ori", &high, &low);
    let m = f.float_of(&m);
    let fx = f.addc(&m, -1.0);
    let k1 = f.ibinc("addi", &k, 1);
    let k = f.isel(&above, &k1, &k);
    let d = f.i(0x0010_0000);
    let d = f.ibin("subi", &d, &hu);
    let d = f.ibinc("shrsi", &d, 2);
    let hu = f.isel(&above, &d, &hu);
    [k, fx, c, hu]
}

/// `k ln2_hi - ((a - (k ln2_lo + c + b)) - f)` with glibc's fused
/// multiply-adds: the assembly of `log(1 + f) + k ln2 + c`.
fn log1p_join(f: &mut F, dk: &str, c: &str, a: &str, b: Option<&str>, fx: &str) -> V {
    let lo = f.c(LN2_LO);
    let klo = f.fma(dk, &lo, c);
    let klo = match b {
        Some(b) => f.add(&klo, b),
        None => klo,
    };
    let t = f.sub(a, &klo);
    let t = f.sub(&t, fx);
    let nt = f.neg(&t);
    let hi = f.c(LN2_HI);
    f.fma(dk, &hi, &nt)
}

fn log1p_glibc(f: &mut F, x: &str) -> V {
    let hx = f.high_word(x);
    let negative = f.icmpc("uge", &hx, 0x8000_0000);
    let ax = f.ibinc("andi", &hx, 0x7fff_ffff);
    // glibc's tests on the signed high word: below 0.41422 (negatives
    // included), x <= -1, |x| < 2^-29, and k = 0 (f = x) on (-0.2929, 0.41422).
    let small_pos = f.icmpc("ult", &hx, 0x3fda_827a);
    let low = f.or(&small_pos, &negative);
    let at_most_m1 = f.icmpc("uge", &ax, 0x3ff0_0000);
    let below = f.and(&low, &at_most_m1);
    let tiny = f.icmpc("ult", &ax, 0x3e20_0000);
    let tiny = f.and(&low, &tiny);
    let small_neg = f.icmpc("ule", &hx, 0xbfd2_bec3);
    let small_neg = f.and(&negative, &small_neg);
    let direct = f.or(&small_pos, &small_neg);
    let positive = f.not(&negative);
    let nonfinite = f.icmpc("uge", &hx, 0x7ff0_0000);
    let nonfinite = f.and(&positive, &nonfinite);
    let big = f.icmpc("uge", &hx, 0x4340_0000);
    let big = f.and(&positive, &big);
    let special = f.or(&below, &nonfinite);
    let half = f.c(0.5);
    let xs = f.sel(&special, &half, x);
    let [k, fu, c, hu] = log1p_split(f, &xs, &big);
    let (zero_i, one_i) = (f.i(0), f.i(1));
    let k = f.isel(&direct, &zero_i, &k);
    let fx = f.sel(&direct, &xs, &fu);
    let hu = f.isel(&direct, &one_i, &hu);
    let dk = f.sitofp(&k);
    let k_zero = f.icmpc("eq", &k, 0);
    let hf = f.mulc(&fx, 0.5);
    let hfsq = f.mul(&hf, &fx);
    // The polynomial in z = s^2, s = f / (2 + f), grouped as GCC fuses it.
    let two_f = f.addc(&fx, 2.0);
    let s = f.div(&fx, &two_f);
    let z = f.mul(&s, &s);
    let z2 = f.mul(&z, &z);
    let r2 = f.fmac(&z, LG_ODD[1], LG_EVEN[0]);
    let z4 = f.mul(&z2, &z2);
    let r3 = f.fmac(&z, LG_ODD[2], LG_EVEN[1]);
    let z6 = f.mul(&z2, &z4);
    let r4 = f.fmac(&z, LG_ODD[3], LG_EVEN[2]);
    let z2r2 = f.mul(&z2, &r2);
    let lp1 = f.c(LG_ODD[0]);
    let r = f.fma(&z, &lp1, &z2r2);
    let r = f.fma(&z4, &r3, &r);
    let r = f.fma(&z6, &r4, &r);
    let sr = f.add(&r, &hfsq);
    let sr = f.mul(&sr, &s);
    let d = f.sub(&hfsq, &sr);
    let direct_value = f.sub(&fx, &d);
    let joined = log1p_join(f, &dk, &c, &hfsq, Some(&sr), &fx);
    let v = f.sel(&k_zero, &direct_value, &joined);
    // |f| < 2^-20 (hu = 0): f - hfsq (1 - 2f/3) joined likewise; f = 0: k ln2 + c.
    let nf = f.neg(&fx);
    let third = f.c(0.666_666_666_666_666_6);
    let one = f.c(1.0);
    let q = f.fma(&nf, &third, &one);
    let rr = f.mul(&hfsq, &q);
    let short = log1p_join(f, &dk, &c, &rr, None, &fx);
    let lo = f.c(LN2_LO);
    let klo = f.fma(&dk, &lo, &c);
    let hi = f.c(LN2_HI);
    let exact = f.fma(&dk, &hi, &klo);
    let f_zero = f.cmpc("oeq", &fx, 0.0);
    let short = f.sel(&f_zero, &exact, &short);
    let hu_zero = f.icmpc("eq", &hu, 0);
    let v = f.sel(&hu_zero, &short, &v);
    // |x| < 2^-29: x - x^2 / 2, x itself below 2^-54.
    let xx = f.mul(x, x);
    let hxx = f.mulc(&xx, 0.5);
    let t = f.sub(x, &hxx);
    let tinier = f.icmpc("ult", &ax, 0x3c90_0000);
    let t = f.sel(&tinier, x, &t);
    let v = f.sel(&tiny, &t, &v);
    // x <= -1: -inf at -1, NaN below; +inf and NaN: x + x.
    let ninf = f.c(f64::NEG_INFINITY);
    let diff = f.sub(x, x);
    let nan = f.div(&diff, &diff);
    let m1 = f.cmpc("oeq", x, -1.0);
    let edge = f.sel(&m1, &ninf, &nan);
    let v = f.sel(&below, &edge, &v);
    let xx = f.add(x, x);
    f.sel(&nonfinite, &xx, &v)
}

//! `log2` and `log10` in f64.
//!
//! `log2` is musl's (fdlibm's) `log2.c`: the reduction and polynomial of
//! `log` (`log.rs`), with `log(1 + f)` kept as a head with a short
//! mantissa plus a tail, so that multiplying by 1/ln 2 (itself split in
//! two) and adding `k` lose no bits; fdlibm documents it below 1 ulp.
//!
//! `log10` is glibc's `e_log10.c` operation for operation: `x = 2^k x'`
//! with x' in [1, 2) (in [1/2, 1) for k < 0), and `log10(x) = k
//! log10(2)_lo + log(x') / ln 10 + k log10(2)_hi`, on glibc's own `log`
//! reproduced bit for bit (`glibc_log.rs`). glibc rounds `log(x')` before
//! dividing, so its `log10` is up to 2 ulp from the true value (musl's is
//! below 1); ours has its results.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};
use super::log::{reduce_arg, LG_EVEN, LG_ODD};

/// 1/ln 2 as a head with 32 low zero bits and a tail.
const IVLN2: (f64, f64) = (1.442_695_040_721_446_275_71e+00, 1.675_171_316_488_651_183_53e-10);
/// glibc's 1/ln 10, and log10(2) as a head with 13 low zero bits (so that
/// `k` times it is exact) and a tail.
const IVLN10: f64 = std::f64::consts::LOG10_E;
const LOG10_2: (f64, f64) = (3.010_299_956_636_117_713_06e-01, 3.694_239_077_158_930_786_16e-13);

fn log2_body(f: &mut F, x: &str) -> V {
    let arg = reduce_arg(f, x);
    let (k, fx) = (arg.k.clone(), arg.fx.clone());
    // hfsq, s and R as in `log_core`.
    let half_f = f.mulc(&fx, 0.5);
    let hfsq = f.mul(&half_f, &fx);
    let two_f = f.addc(&fx, 2.0);
    let s = f.div(&fx, &two_f);
    let z = f.mul(&s, &s);
    let w = f.mul(&z, &z);
    let t1 = f.poly(&w, &LG_EVEN);
    let t1 = f.mul(&w, &t1);
    let t2 = f.poly(&w, &LG_ODD);
    let t2 = f.mul(&z, &t2);
    let r = f.add(&t2, &t1);
    // hi + lo = f - hfsq + s (hfsq + R), hi with 32 low zero bits.
    let hi = f.sub(&fx, &hfsq);
    let hi = f.clear_low(&hi);
    let lo = f.sub(&fx, &hi);
    let lo = f.sub(&lo, &hfsq);
    let hr = f.add(&hfsq, &r);
    let shr = f.mul(&s, &hr);
    let lo = f.add(&lo, &shr);
    let (ivh, ivl) = IVLN2;
    let val_hi = f.mulc(&hi, ivh);
    let lohi = f.add(&lo, &hi);
    let a = f.mulc(&lohi, ivl);
    let b = f.mulc(&lo, ivh);
    let y = f.sitofp(&k);
    let val_lo = f.add(&a, &b);
    // Add y to val_hi + val_lo with the rounding error of y + val_hi kept.
    let sum = f.add(&y, &val_hi);
    let err = f.sub(&y, &sum);
    let err = f.add(&err, &val_hi);
    let val_lo = f.add(&val_lo, &err);
    let v = f.add(&val_lo, &sum);
    arg.special_result(f, x, &v)
}

pub(super) fn log2() -> String {
    let (mut f, args) = F::function("ab_log2_f64", &["x"]);
    let v = log2_body(&mut f, &args[0]);
    f.ret(&v)
}

pub(super) fn log10() -> String {
    let (mut f, args) = F::function("ab_log10_f64", &["x"]);
    let x = &args[0];
    // Subnormals: 2^54 x, with 54 taken off k.
    let up = f.mulc(x, 18_014_398_509_481_984.0);
    let subnormal = f.cmpc("olt", x, f64::MIN_POSITIVE);
    let xs = f.sel(&subnormal, &up, x);
    let (m54, zero) = (f.i(-54), f.i(0));
    let k0 = f.isel(&subnormal, &m54, &zero);
    // x = 2^k m, m in [1, 2); for k < 0, 2^(k + 1) (m / 2).
    let hx = f.bits(&xs);
    let e = f.ibinc("shrui", &hx, 52);
    let e = f.ibinc("andi", &e, 0x7ff);
    let k = f.ibinc("subi", &e, 1023);
    let k = f.ibin("addi", &k, &k0);
    let negative_k = f.icmpc("slt", &k, 0);
    let (one, zero) = (f.i(1), f.i(0));
    let i = f.isel(&negative_k, &one, &zero);
    let mant = f.ibinc("andi", &hx, 0x000f_ffff_ffff_ffff);
    let exp = f.i(0x3ff);
    let exp = f.ibin("subi", &exp, &i);
    let exp = f.ibinc("shli", &exp, 52);
    let m = f.ibin("ori", &mant, &exp);
    let m = f.float_of(&m);
    let ki = f.ibin("addi", &k, &i);
    let y = f.sitofp(&ki);
    let l = f.call("ab_log_glibc_f64", &[&m]);
    let a = f.mulc(&y, LOG10_2.1);
    let b = f.mulc(&l, IVLN10);
    let z = f.add(&a, &b);
    let c = f.mulc(&y, LOG10_2.0);
    let v = f.add(&z, &c);
    // inf and NaN: x + x; zeros: -inf; negatives (-inf too): NaN.
    let nonfinite = f.icmpc("sge", &e, 0x7ff);
    let xx = f.add(x, x);
    let v = f.sel(&nonfinite, &xx, &v);
    let ninf = f.c(f64::NEG_INFINITY);
    let is_zero = f.cmpc("oeq", x, 0.0);
    let v = f.sel(&is_zero, &ninf, &v);
    let below = f.cmpc("olt", x, 0.0);
    let diff = f.sub(x, x);
    let nan = f.div(&diff, &diff);
    let v = f.sel(&below, &nan, &v);
    f.ret(&v)
}

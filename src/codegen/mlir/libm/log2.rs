//! `log2` and `log10` in f64, after musl's (fdlibm's) `log2.c` and
//! `log10.c`: the reduction and polynomial of `log` (`log.rs`), with
//! `log(1 + f)` kept as a head with a short mantissa plus a tail, so that
//! multiplying by 1/ln 2 or 1/ln 10 (themselves split in two) and adding
//! `k` (or `k log10(2)`) lose no bits. fdlibm documents both below 1 ulp.
//! glibc's `log10` is less accurate (its own tables list 2 ulp: it rounds
//! `log(x)` before dividing by ln 10), so ours may differ from it by 2.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};
use super::log::{reduce_arg, LG_EVEN, LG_ODD};

/// 1/ln 2 and 1/ln 10, each as a head with 32 low zero bits and a tail.
const IVLN2: (f64, f64) = (1.442_695_040_721_446_275_71e+00, 1.675_171_316_488_651_183_53e-10);
const IVLN10: (f64, f64) = (4.342_944_818_781_688_809_39e-01, 2.508_294_671_164_527_522_98e-11);
/// log10(2), split likewise.
const LOG10_2: (f64, f64) = (3.010_299_956_636_117_713_06e-01, 3.694_239_077_158_930_786_16e-13);

/// log2 (`ten` false) or log10 of x.
fn body(f: &mut F, x: &str, ten: bool) -> V {
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
    let (ivh, ivl) = if ten { IVLN10 } else { IVLN2 };
    let val_hi = f.mulc(&hi, ivh);
    let lohi = f.add(&lo, &hi);
    let a = f.mulc(&lohi, ivl);
    let b = f.mulc(&lo, ivh);
    let dk = f.sitofp(&k);
    let (y, val_lo) = if ten {
        let y = f.mulc(&dk, LOG10_2.0);
        let klo = f.mulc(&dk, LOG10_2.1);
        let val_lo = f.add(&klo, &a);
        (y, f.add(&val_lo, &b))
    } else {
        (dk, f.add(&a, &b))
    };
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
    let v = body(&mut f, &args[0], false);
    f.ret(&v)
}

pub(super) fn log10() -> String {
    let (mut f, args) = F::function("ab_log10_f64", &["x"]);
    let v = body(&mut f, &args[0], true);
    f.ret(&v)
}

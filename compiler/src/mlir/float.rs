//! Float helpers built from `arith` alone (no `math` dialect, so the same
//! text lowers on every target without a math library): sign
//! manipulation through the bit pattern, and `floor`.

use super::builder::Body;

/// The integer type of a float type's bit pattern, and its sign bit.
fn bits_of(ty: &str) -> (&'static str, i64) {
    if ty == "f32" {
        ("i32", i64::from(i32::MIN))
    } else {
        ("i64", i64::MIN)
    }
}

/// `|a|`: clears the sign bit, as Rust's `abs` does (also for NaN).
pub(crate) fn fabs(body: &mut Body, a: &str, ty: &str) -> String {
    let (ity, sign) = bits_of(ty);
    let bits = body.cast("bitcast", a, ty, ity);
    let mask = body.int(!sign, ity);
    let cleared = body.bin("andi", &bits, &mask, ity);
    body.cast("bitcast", &cleared, ity, ty)
}

/// The magnitude of `mag` with the sign of `sign`.
pub(crate) fn copysign(body: &mut Body, mag: &str, sign: &str, ty: &str) -> String {
    let (ity, sign_bit) = bits_of(ty);
    let m = body.cast("bitcast", mag, ty, ity);
    let s = body.cast("bitcast", sign, ty, ity);
    let keep = body.int(!sign_bit, ity);
    let only_sign = body.int(sign_bit, ity);
    let m = body.bin("andi", &m, &keep, ity);
    let s = body.bin("andi", &s, &only_sign, ity);
    let r = body.bin("ori", &m, &s, ity);
    body.cast("bitcast", &r, ity, ty)
}

/// Whether `a`'s sign bit is set (true for -0.0 and negative NaNs).
pub(crate) fn sign_bit(body: &mut Body, a: &str, ty: &str) -> String {
    let (ity, _) = bits_of(ty);
    let bits = body.cast("bitcast", a, ty, ity);
    let zero = body.int(0, ity);
    body.cmpi("slt", &bits, &zero, ity)
}

/// `floor(a)`. Values of magnitude at least 2^52 (2^23 for f32), the
/// infinities and NaN are already whole and come back unchanged; the rest
/// go through an integer truncation, which is exact on them. The sign is
/// copied back so that `floor(-0.0)` is `-0.0`.
pub(crate) fn floor(body: &mut Body, a: &str, ty: &str) -> String {
    let (ity, limit) = if ty == "f32" {
        ("i32", 8_388_608.0)
    } else {
        ("i64", 4_503_599_627_370_496.0)
    };
    let mag = fabs(body, a, ty);
    let lim = body.float(limit, ty);
    let small = body.cmpf("olt", &mag, &lim, ty);
    let zero = body.float(0.0, ty);
    let safe = body.select(&small, a, &zero, ty);
    let int = body.cast("fptosi", &safe, ty, ity);
    let t = body.cast("sitofp", &int, ity, ty);
    let above = body.cmpf("ogt", &t, &safe, ty);
    let one = body.float(1.0, ty);
    let down = body.bin("subf", &t, &one, ty);
    let f = body.select(&above, &down, &t, ty);
    let signed = copysign(body, &f, a, ty);
    body.select(&small, &signed, a, ty)
}

//! `hypot` in f64, after musl's `hypot.c`: with |x| >= |y|, both squares
//! are computed exactly as double-doubles (Dekker's split), scaled by
//! 2^-+700 first when they would overflow or underflow, and the square
//! root of their sum is correctly rounded. Special cases: an infinity
//! wins over NaN; a zero or a tiny y gives |x| (+ |y|).

use super::dsl::{F, V};

/// 2^27 + 1: Dekker's splitting factor for f64.
const SPLIT: f64 = 134_217_729.0;

/// `x * x` as `hi + lo`, exactly (for x without overflow or underflow).
fn square(f: &mut F, x: &str) -> (V, V) {
    let xc = f.mulc(x, SPLIT);
    let xh = f.sub(x, &xc);
    let xh = f.add(&xh, &xc);
    let xl = f.sub(x, &xh);
    let hi = f.mul(x, x);
    let hh = f.mul(&xh, &xh);
    let lo = f.sub(&hh, &hi);
    let cross = f.mul(&xh, &xl);
    let cross = f.mulc(&cross, 2.0);
    let lo = f.add(&lo, &cross);
    let ll = f.mul(&xl, &xl);
    let lo = f.add(&lo, &ll);
    (hi, lo)
}

fn hypot_body(f: &mut F, a: &str, b: &str) -> V {
    let a = f.abs(a);
    let b = f.abs(b);
    let ba = f.bits(&a);
    let bb = f.bits(&b);
    // |x| >= |y| by bit pattern (NaNs above infinities).
    let swap = f.b.cmpi("ult", &ba, &bb, "i64");
    let x = f.sel(&swap, &b, &a);
    let y = f.sel(&swap, &a, &b);
    let ux = f.isel(&swap, &bb, &ba);
    let uy = f.isel(&swap, &ba, &bb);
    let ex = f.ibinc("shrui", &ux, 52);
    let ey = f.ibinc("shrui", &uy, 52);
    // Scale into the range where the squares neither overflow nor lose
    // bits: by 2^-700 for a large x, by 2^700 for a small y.
    let big = f.icmpc("sgt", &ex, 0x3ff + 510);
    let small = f.icmpc("slt", &ey, 0x3ff - 450);
    let one = f.c(1.0);
    let up = f.c(2f64.powi(700));
    let down = f.c(2f64.powi(-700));
    let z = f.sel(&small, &down, &one);
    let z = f.sel(&big, &up, &z);
    let s = f.sel(&small, &up, &one);
    let s = f.sel(&big, &down, &s);
    let xs = f.mul(&x, &s);
    let ys = f.mul(&y, &s);
    let (hx, lx) = square(f, &xs);
    let (hy, ly) = square(f, &ys);
    let sum = f.add(&ly, &lx);
    let sum = f.add(&sum, &hy);
    let sum = f.add(&sum, &hx);
    let r = f.sqrt(&sum);
    let v = f.mul(&z, &r);
    // y negligible (exponents 64 apart): x + y.
    let gap = f.ibin("subi", &ex, &ey);
    let far = f.icmpc("sgt", &gap, 64);
    let xy = f.add(&x, &y);
    let v = f.sel(&far, &xy, &v);
    // x infinite or NaN, or y zero: x; y infinite or NaN: y (then x is
    // too, and an infinity beats a NaN since it sorts below it).
    let x_special = f.icmpc("eq", &ex, 0x7ff);
    let y_zero = f.icmpc("eq", &uy, 0);
    let take_x = f.or(&x_special, &y_zero);
    let v = f.sel(&take_x, &x, &v);
    let y_special = f.icmpc("eq", &ey, 0x7ff);
    f.sel(&y_special, &y, &v)
}

pub(super) fn hypot(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_hypot_f64", &["x", "y"]);
    f.frame = frame;
    let v = hypot_body(&mut f, &args[0], &args[1]);
    f.ret(&v)
}

//! glibc's `sinf` and `cosf` for |y| < 120, bit for bit, as `lgamma`
//! needs them (its arguments are below pi/4 in magnitude): ARM's
//! optimized-routines code (glibc 2.36's `s_sinf.c`, `s_cosf.c`,
//! x86's `sincosf_poly.h`), computing in double, in the `-mfma` build
//! glibc runs on x86-64 machines with FMA (`__sinf_fma`, `__cosf_fma`:
//! their fused multiply-adds, read off `objdump -d libm.so.6`, are here).
//!
//! Below 0.75 (glibc's test on the top 12 bits against pi/4) the
//! polynomials run on `y` itself; above, `y - n pi/2` with `n` the
//! nearest quadrant (one fused multiply-subtract), the quadrant picking
//! the polynomial and the sign. Both polynomials are computed and the
//! sine and cosine selected, so one reduction serves both.

use super::super::dsl::{F, V};

/// 2/pi scaled by 2^24 (the quadrant lands in bits 24..31 of the
/// truncated product) and pi/2 (`__sincosf_table`).
const HPI_INV: u64 = 0x4164_5f30_6dc9_c883;
const HPI: u64 = 0x3ff9_21fb_5444_2d18;
/// The cosine polynomial `c0 + c1 x^2 + ... + c4 x^8` and the sine's `x +
/// s1 x^3 + s2 x^5 + s3 x^7` (the first table entry; the second is the
/// cosine's negation, which negates its result exactly).
const COS: [u64; 5] = [
    0x3ff0_0000_0000_0000,
    0xbfdf_ffff_fd0c_621c,
    0x3fa5_5553_e106_8f19,
    0xbf56_c087_e89a_359d,
    0x3ef9_9343_027b_f8c3,
];
const SIN: [u64; 3] = [0xbfc5_5554_5995_a603, 0x3f81_1076_0523_0bc4, 0xbf29_94eb_3774_cf24];

fn k(f: &mut F, bits: u64) -> V {
    f.c(f64::from_bits(bits))
}

/// `sinf_poly` for an even quadrant: `x + x^3 s1 + x^7 (s2 + x^2 s3)`.
fn sin_poly(f: &mut F, x: &str, x2: &str) -> V {
    let x3 = f.mul(x2, x);
    let (s1, s2, s3) = (k(f, SIN[0]), k(f, SIN[1]), k(f, SIN[2]));
    let p = f.fma(x2, &s3, &s2);
    let x7 = f.mul(x2, &x3);
    let s = f.fma(&x3, &s1, x);
    f.fma(&p, &x7, &s)
}

/// `sinf_poly` for an odd quadrant: `c0 + x^2 c1 + x^4 c2 + x^6 (c3 + x^2
/// c4)`.
fn cos_poly(f: &mut F, x2: &str) -> V {
    let x4 = f.mul(x2, x2);
    let c: Vec<V> = COS.iter().map(|&b| k(f, b)).collect();
    let c1 = f.fma(x2, &c[1], &c[0]);
    let c2 = f.fma(x2, &c[4], &c[3]);
    let x6 = f.mul(x2, &x4);
    let c = f.fma(&x4, &c[2], &c1);
    f.fma(&c2, &x6, &c)
}

/// `(sinf(y), cosf(y))` for an f32 `y` with |y| < 120 (NaN beyond, where
/// glibc reduces differently).
pub(super) fn sin_cos(f: &mut F, y: &str) -> (V, V) {
    let bits = f.bits(y);
    let top = f.ibinc("shrui", &bits, 20);
    let top = f.ibinc("andi", &top, 0x7ff);
    let small = f.icmpc("slt", &top, 0x3f4);
    let tiny = f.icmpc("slt", &top, 0x398);
    // Out of the range, y is 0 for the reduction (no float-to-int
    // conversion out of range).
    let ay = f.abs(y);
    let in_range = f.cmpc("olt", &ay, 120.0);
    let zero = f.c(0.0);
    let ys = f.sel(&in_range, y, &zero);
    let xd = f.widen(&ys);
    // The quadrant n = round(y 2/pi), as glibc rounds it: the product
    // (scaled by 2^24) truncated, plus one half, shifted down.
    let r = f.in_f64(|f| f.mulc(&xd, f64::from_bits(HPI_INV)));
    let n = f.b.cast("fptosi", &r, "f64", "i32");
    let n = f.ibinc("addi", &n, 0x80_0000);
    let n = f.ibinc("shrsi", &n, 24);
    let nd = f.i32_to_f64(&n);
    // The sine's sign is negative in quadrants 1 and 2, the cosine
    // polynomial's in 2 and 3 (glibc's second table).
    let q1 = f.ibinc("andi", &n, 1);
    let odd = f.icmpc("ne", &q1, 0);
    let q2 = f.ibinc("andi", &n, 2);
    let upper = f.icmpc("ne", &q2, 0);
    let flip = f.b.bin("xori", &odd, &upper, "i1");
    let (sd, cd) = f.in_f64(|f| {
        let nn = f.neg(&nd);
        let hpi = k(f, HPI);
        let xr = f.fma(&nn, &hpi, &xd);
        let x2 = f.mul(&xr, &xr);
        let nxr = f.neg(&xr);
        let xs = f.sel(&flip, &nxr, &xr);
        let s = sin_poly(f, &xs, &x2);
        let c = cos_poly(f, &x2);
        let nc = f.neg(&c);
        let c = f.sel(&upper, &nc, &c);
        let reduced_sin = f.sel(&odd, &c, &s);
        let reduced_cos = f.sel(&odd, &s, &c);
        // Small y: the polynomials on y itself.
        let y2 = f.mul(&xd, &xd);
        let s = sin_poly(f, &xd, &y2);
        let c = cos_poly(f, &y2);
        (f.sel(&small, &s, &reduced_sin), f.sel(&small, &c, &reduced_cos))
    });
    let s = f.narrow(&sd);
    let c = f.narrow(&cd);
    let one = f.c(1.0);
    let s = f.sel(&tiny, y, &s);
    let c = f.sel(&tiny, &one, &c);
    let nan = f.sub(y, y);
    let nan = f.div(&nan, &nan);
    (f.sel(&in_range, &s, &nan), f.sel(&in_range, &c, &nan))
}

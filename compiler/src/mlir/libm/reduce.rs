//! Payne-Hanek reduction of a large argument (|x| >= 2^20 pi/2) modulo
//! pi/2, in integer arithmetic: `|x| * 2/pi mod 4` is the 53-bit mantissa
//! times a 192-bit window of the bits of 2/pi, chosen by the exponent so
//! that the bits before it only contribute multiples of 4 and the bits
//! after it less than 2^-137. The product's top bits are the quadrant; the
//! next 128 are the fraction, which becomes a double-double times pi/2.
//!
//! The bits of 2/pi are selected from constants with `arith.select`
//! chains (no memory, so the same text lowers on every target); the
//! callers take this path only for large arguments.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};
use super::trig::Reduced;

/// 2/pi in 64-bit words, most significant first, preceded by a zero word
/// so that windows starting before the binary point read zeros.
const TWO_OVER_PI: [u64; 21] = [
    0,
    0xA2F9_836E_4E44_1529,
    0xFC27_57D1_F534_DDC0,
    0xDB62_9599_3C43_9041,
    0xFE51_63AB_DEBB_C561,
    0xB724_6E3A_424D_D2E0,
    0x0649_2EEA_09D1_921C,
    0xFE1D_EB1C_B129_A73E,
    0xE882_35F5_2EBB_4484,
    0xE99C_7026_B45F_7E41,
    0x3991_D639_8353_39F4,
    0x9C84_5F8B_BDF9_283B,
    0x1FF8_97FF_DE05_980F,
    0xEF2F_118B_5A0A_6D1F,
    0x6D36_7ECF_27CB_09B7,
    0x4F46_3F66_9E5F_EA2D,
    0x7527_BAC7_EBE5_F17B,
    0x3D07_39F7_8A52_92EA,
    0x6BFB_5FB1_1F8D_5D08,
    0x5603_3046_FC7B_6BAB,
    0xF0CF_BC20_9AF4_361D,
];

/// pi/2 as a double-double.
const PIO2_HI: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_LO: f64 = 6.123_233_995_736_766_036e-17;

/// Word `q + offset` of the table, for `q` in 0..=16.
fn word(f: &mut F, q: &str, offset: usize) -> V {
    let mut acc = f.i(0);
    for (i, w) in TWO_OVER_PI.iter().enumerate().skip(offset) {
        let here = f.icmpc("eq", q, (i - offset) as i64);
        let w = f.i(*w as i64);
        acc = f.isel(&here, &w, &acc);
    }
    acc
}

/// `(hi << sh) | (lo >> (64 - sh))` for `sh` in 0..64 (a shift by 64 is
/// poison, so `sh == 0` is selected around it).
fn funnel(f: &mut F, hi: &str, lo: &str, sh: &str) -> V {
    let a = f.ibin("shli", hi, sh);
    let back = f.i(64);
    let back = f.ibin("subi", &back, sh);
    let b = f.ibin("shrui", lo, &back);
    let joined = f.ibin("ori", &a, &b);
    let whole = f.icmpc("eq", sh, 0);
    f.isel(&whole, hi, &joined)
}

/// `a * b + carry` in 128 bits: (low word, high word), all unsigned.
fn mul_add(f: &mut F, a: &str, b: &str, carry: &str) -> (V, V) {
    let wide = |f: &mut F, v: &str| f.b.cast("extui", v, "i64", "i128");
    let (a, b, carry) = (wide(f, a), wide(f, b), wide(f, carry));
    let p = f.b.bin("muli", &a, &b, "i128");
    let p = f.b.bin("addi", &p, &carry, "i128");
    let lo = f.b.cast("trunci", &p, "i128", "i64");
    let sixty_four = f.b.int(64, "i128");
    let hi = f.b.bin("shrui", &p, &sixty_four, "i128");
    let hi = f.b.cast("trunci", &hi, "i128", "i64");
    (lo, hi)
}

/// Dekker's exact product: `a * b = p + e`.
fn two_prod(f: &mut F, a: &str, b: &str) -> (V, V) {
    let split = |f: &mut F, v: &str| {
        let c = f.mulc(v, 134_217_729.0);
        let d = f.sub(&c, v);
        let hi = f.sub(&c, &d);
        let lo = f.sub(v, &hi);
        (hi, lo)
    };
    let p = f.mul(a, b);
    let (ah, al) = split(f, a);
    let (bh, bl) = split(f, b);
    let e = f.mul(&ah, &bh);
    let e = f.sub(&e, &p);
    let t = f.mul(&ah, &bl);
    let e = f.add(&e, &t);
    let t = f.mul(&al, &bh);
    let e = f.add(&e, &t);
    let t = f.mul(&al, &bl);
    let e = f.add(&e, &t);
    (p, e)
}

/// The 128-bit signed fraction `fhi:flo * 2^-128` as a double-double.
fn fraction(f: &mut F, fhi: &str, flo: &str) -> (V, V) {
    let p1 = f.ibinc("shrsi", fhi, 11);
    let d1 = f.sitofp(&p1);
    let d1 = f.mulc(&d1, 2f64.powi(-53));
    let top = f.ibinc("andi", fhi, 0x7ff);
    let top = f.ibinc("shli", &top, 42);
    let mid = f.ibinc("shrui", flo, 22);
    let r1 = f.ibin("ori", &top, &mid);
    let d2 = f.sitofp(&r1);
    let d2 = f.mulc(&d2, 2f64.powi(-106));
    let r2 = f.ibinc("andi", flo, (1 << 22) - 1);
    let d3 = f.sitofp(&r2);
    let d3 = f.mulc(&d3, 2f64.powi(-128));
    let hi = f.add(&d1, &d2);
    let e = f.sub(&hi, &d1);
    let e = f.sub(&d2, &e);
    let lo = f.add(&e, &d3);
    (hi, lo)
}

/// The reduction of a finite x with |x| >= 2^20 pi/2.
pub(super) fn large(f: &mut F, x: &str) -> Reduced {
    let bits = f.bits(x);
    let e = f.ibinc("shrui", &bits, 52);
    let e = f.ibinc("andi", &e, 0x7ff);
    let m = f.ibinc("andi", &bits, (1 << 52) - 1);
    let m = f.ibinc("ori", &m, 1 << 52);
    // The window starts at bit e - 1013 of the table (see the module doc).
    let p0 = f.ibinc("subi", &e, 1013);
    let q = f.ibinc("shrui", &p0, 6);
    let sh = f.ibinc("andi", &p0, 63);
    let w: Vec<V> = (0..4).map(|i| word(f, &q, i)).collect();
    let w2 = funnel(f, &w[0], &w[1], &sh);
    let w1 = funnel(f, &w[1], &w[2], &sh);
    let w0 = funnel(f, &w[2], &w[3], &sh);
    let zero = f.i(0);
    let (l0, c0) = mul_add(f, &m, &w0, &zero);
    let (l1, c1) = mul_add(f, &m, &w1, &c0);
    let (l2, _) = mul_add(f, &m, &w2, &c1);
    // Quadrant: bits 190-191; fraction: the 128 bits below, rounded to
    // the nearest quadrant (a set top bit means the fraction is >= 1/2).
    let n = f.ibinc("shrui", &l2, 62);
    let two = f.i(2);
    let fhi = funnel(f, &l2, &l1, &two);
    let flo = funnel(f, &l1, &l0, &two);
    let up = f.ibinc("shrui", &fhi, 63);
    let n = f.ibin("addi", &n, &up);
    let (hi, lo) = fraction(f, &fhi, &flo);
    // (hi + lo) (PIO2_HI + PIO2_LO) as y0 + y1, dropping lo * PIO2_LO.
    let pio2 = f.c(PIO2_HI);
    let (p, err) = two_prod(f, &hi, &pio2);
    let t = f.mulc(&hi, PIO2_LO);
    let t2 = f.mulc(&lo, PIO2_HI);
    let t = f.add(&t, &t2);
    let t = f.add(&err, &t);
    let y0 = f.add(&p, &t);
    let d = f.sub(&y0, &p);
    let y1 = f.sub(&t, &d);
    // The reduction of -x is the negated reduction of x.
    let neg = f.cmpc("olt", x, 0.0);
    let n = f.ibinc("andi", &n, 3);
    let minus_n = f.ibinc("muli", &n, -1);
    let (ny0, ny1) = (f.neg(&y0), f.neg(&y1));
    Reduced {
        n: f.isel(&neg, &minus_n, &n),
        y0: f.sel(&neg, &ny0, &y0),
        y1: f.sel(&neg, &ny1, &y1),
    }
}

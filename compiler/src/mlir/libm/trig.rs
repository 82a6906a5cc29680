//! `sin` and `cos` in f64, after musl's (fdlibm's) `__rem_pio2`,
//! `__sin` and `__cos`: reduce x to `n pi/2 + (y0 + y1)` with |y0 + y1|
//! about pi/4 at most, then evaluate the sine or cosine kernel on the
//! reduced argument according to `n mod 4`. Arguments below 2^20 pi/2 use
//! fdlibm's three-step Cody-Waite reduction; larger ones `reduce_large`'s
//! Payne-Hanek reduction. fdlibm documents the kernels below 1 ulp.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};
use super::reduce;

const INV_PIO2: f64 = std::f64::consts::FRAC_2_PI;
const PIO2: [(f64, f64); 3] = [
    (1.570_796_326_734_125_614_17e+00, 6.077_100_506_506_192_249_32e-11),
    (6.077_100_506_303_965_976_60e-11, 2.022_266_248_795_950_631_54e-21),
    (2.022_266_248_711_166_455_80e-21, 8.478_427_660_368_899_569_97e-32),
];
/// 1.5 / 2^-52: adding and subtracting it rounds to an integer.
const TO_INT: f64 = 6_755_399_441_055_744.0;
/// High word of 2^20 pi/2: the medium reduction's limit.
const MEDIUM_LIMIT: i64 = 0x4139_21fb;

const S: [f64; 6] = [
    -1.666_666_666_666_663_243_48e-01,
    8.333_333_333_322_489_461_24e-03,
    -1.984_126_982_985_794_931_34e-04,
    2.755_731_370_707_006_767_89e-06,
    -2.505_076_025_340_686_341_95e-08,
    1.589_690_995_211_550_102_21e-10,
];
const C: [f64; 6] = [
    4.166_666_666_666_660_190_37e-02,
    -1.388_888_888_887_410_957_49e-03,
    2.480_158_728_947_672_941_78e-05,
    -2.755_731_435_139_066_330_35e-07,
    2.087_572_321_298_174_827_90e-09,
    -1.135_964_755_778_819_482_65e-11,
];

/// x = n pi/2 + y0 + y1.
pub(super) struct Reduced {
    pub n: V,
    pub y0: V,
    pub y1: V,
}

/// One more Cody-Waite step with the next two parts of pi/2.
fn refine(f: &mut F, fnv: &str, r: &str, part: (f64, f64)) -> (V, V) {
    let w = f.mulc(fnv, part.0);
    let r2 = f.sub(r, &w);
    let tw = f.sub(r, &r2);
    let tw = f.sub(&tw, &w);
    let w2 = f.mulc(fnv, part.1);
    let w2 = f.sub(&w2, &tw);
    (r2, w2)
}

/// The biased exponent of `y0 = r - w`.
fn exponent(f: &mut F, r: &str, w: &str) -> V {
    let y = f.sub(r, w);
    let hy = f.high_word(&y);
    let e = f.ibinc("shrui", &hy, 20);
    f.ibinc("andi", &e, 0x7ff)
}

/// musl's medium reduction, with the second and third steps taken when
/// cancellation lost more than 16 and 49 bits.
fn reduce_medium(f: &mut F, x: &str) -> Reduced {
    let xp = f.mulc(x, INV_PIO2);
    let t = f.addc(&xp, TO_INT);
    let to_int = f.c(TO_INT);
    let fnv = f.sub(&t, &to_int);
    let n = f.fptosi(&fnv);
    let fp1 = f.mulc(&fnv, PIO2[0].0);
    let r1 = f.sub(x, &fp1);
    let w1 = f.mulc(&fnv, PIO2[0].1);
    let hx = f.high_word(x);
    let ex = f.ibinc("shrui", &hx, 20);
    let ex = f.ibinc("andi", &ex, 0x7ff);
    let ey1 = exponent(f, &r1, &w1);
    let lost1 = f.ibin("subi", &ex, &ey1);
    let second = f.icmpc("sgt", &lost1, 16);
    let (r2, w2) = refine(f, &fnv, &r1, PIO2[1]);
    let ey2 = exponent(f, &r2, &w2);
    let lost2 = f.ibin("subi", &ex, &ey2);
    let third = f.icmpc("sgt", &lost2, 49);
    let third = f.and(&second, &third);
    let (r3, w3) = refine(f, &fnv, &r2, PIO2[2]);
    let r = f.sel(&second, &r2, &r1);
    let r = f.sel(&third, &r3, &r);
    let w = f.sel(&second, &w2, &w1);
    let w = f.sel(&third, &w3, &w);
    let y0 = f.sub(&r, &w);
    let d = f.sub(&r, &y0);
    let y1 = f.sub(&d, &w);
    Reduced { n, y0, y1 }
}

/// The reduction of any finite x (NaN and infinities give junk that the
/// callers replace). The large path is a branch: it is long and rare.
pub(super) fn reduce(f: &mut F, x: &str) -> Reduced {
    let hx = f.high_word(x);
    let ahx = f.ibinc("andi", &hx, 0x7fff_ffff);
    let medium = f.icmpc("slt", &ahx, MEDIUM_LIMIT);
    let finite = f.icmpc("slt", &ahx, 0x7ff0_0000);
    let large = f.not(&medium);
    let large = f.and(&large, &finite);
    let [n, y0, y1] = f.if_values(
        &large,
        ["i64", "f64", "f64"],
        |f| {
            let r = reduce::large(f, x);
            [r.n, r.y0, r.y1]
        },
        |f| {
            let zero = f.c(0.0);
            let xm = f.sel(&medium, x, &zero);
            let r = reduce_medium(f, &xm);
            [r.n, r.y0, r.y1]
        },
    );
    Reduced { n, y0, y1 }
}

/// musl's `__sin(x, y, iy)`: sin(x + y) for |x + y| <= pi/4; with `tail`
/// false, y is taken as 0.
pub(super) fn kernel_sin(f: &mut F, x: &str, y: &str, tail: bool) -> V {
    let z = f.mul(x, x);
    let w = f.mul(&z, &z);
    let r = f.poly(&z, &S[1..4]);
    let r2 = f.poly(&z, &S[4..]);
    let zw = f.mul(&z, &w);
    let r2 = f.mul(&zw, &r2);
    let r = f.add(&r, &r2);
    let v = f.mul(&z, x);
    if !tail {
        let zr = f.mul(&z, &r);
        let s = f.addc(&zr, S[0]);
        let vs = f.mul(&v, &s);
        return f.add(x, &vs);
    }
    let hy = f.mulc(y, 0.5);
    let vr = f.mul(&v, &r);
    let a = f.sub(&hy, &vr);
    let a = f.mul(&z, &a);
    let a = f.sub(&a, y);
    let vs1 = f.mulc(&v, S[0]);
    let a = f.sub(&a, &vs1);
    f.sub(x, &a)
}

/// musl's `__cos(x, y)`: cos(x + y) for |x + y| <= pi/4.
pub(super) fn kernel_cos(f: &mut F, x: &str, y: &str) -> V {
    let z = f.mul(x, x);
    let w = f.mul(&z, &z);
    let r = f.poly(&z, &C[..3]);
    let r = f.mul(&z, &r);
    let r2 = f.poly(&z, &C[3..]);
    let ww = f.mul(&w, &w);
    let r2 = f.mul(&ww, &r2);
    let r = f.add(&r, &r2);
    let hz = f.mulc(&z, 0.5);
    let one = f.c(1.0);
    let w = f.sub(&one, &hz);
    let a = f.sub(&one, &w);
    let a = f.sub(&a, &hz);
    let zr = f.mul(&z, &r);
    let xy = f.mul(x, y);
    let b = f.sub(&zr, &xy);
    let a = f.add(&a, &b);
    f.add(&w, &a)
}

/// sin (`cosine` false) or cos of x: the kernel for `n + shift` mod 4,
/// where cos is sin shifted by a quarter turn.
fn sin_cos(name: &str, cosine: bool) -> String {
    let (mut f, args) = F::function(name, &["x"]);
    let x = &args[0];
    let Reduced { n, y0, y1 } = reduce(&mut f, x);
    let s = kernel_sin(&mut f, &y0, &y1, true);
    let c = kernel_cos(&mut f, &y0, &y1);
    let q = if cosine { f.ibinc("addi", &n, 1) } else { n };
    let q = f.ibinc("andi", &q, 3);
    let odd = f.ibinc("andi", &q, 1);
    let odd = f.icmpc("ne", &odd, 0);
    let v = f.sel(&odd, &c, &s);
    let negate = f.icmpc("sge", &q, 2);
    let nv = f.neg(&v);
    let v = f.sel(&negate, &nv, &v);
    // Below pi/4 the kernels run on x itself, as musl does (sin with y = 0).
    let ax = f.abs(x);
    let hx = f.high_word(&ax);
    let small = f.icmpc("sle", &hx, 0x3fe9_21fb);
    let zero = f.c(0.0);
    let direct = if cosine {
        kernel_cos(&mut f, x, &zero)
    } else {
        kernel_sin(&mut f, x, &zero, false)
    };
    let v = f.sel(&small, &direct, &v);
    // |x| < 2^-26: sin x is x (which keeps the sign of -0.0), cos x is 1.
    let tiny = f.icmpc("slt", &hx, 0x3e50_0000);
    let tiny_value = if cosine { f.c(1.0) } else { x.to_string() };
    let v = f.sel(&tiny, &tiny_value, &v);
    // Inf and NaN give NaN.
    let finite = f.cmpc("olt", &ax, f64::INFINITY);
    let nan = f.sub(x, x);
    let v = f.sel(&finite, &v, &nan);
    f.ret(&v)
}

pub(super) fn sin() -> String {
    sin_cos("ab_sin_f64", false)
}

pub(super) fn cos() -> String {
    sin_cos("ab_cos_f64", true)
}

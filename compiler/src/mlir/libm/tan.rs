//! `tan` in f64, after musl's (fdlibm's) `tan.c` and `__tan.c`: the
//! argument is reduced modulo pi/2 as for sin and cos (`trig::reduce`),
//! then tan of the reduced argument, or -1/tan for an odd quadrant, from
//! an odd polynomial; above 0.6744 the kernel works on pi/4 - |x| instead.
//! fdlibm documents the kernel below 1 ulp.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::dsl::{F, V};
use super::trig::{reduce, Reduced};

const T: [f64; 13] = [
    3.333_333_333_333_340_919_86e-01,
    1.333_333_333_332_012_426_99e-01,
    5.396_825_397_622_605_213_77e-02,
    2.186_948_829_485_954_245_99e-02,
    8.863_239_823_599_300_057_37e-03,
    3.592_079_107_591_312_353_56e-03,
    1.456_209_454_325_290_255_16e-03,
    5.880_412_408_202_640_968_74e-04,
    2.464_631_348_184_699_068_12e-04,
    7.817_944_429_395_570_923_00e-05,
    7.140_724_913_826_081_903_05e-05,
    -1.855_863_748_552_754_566_54e-05,
    2.590_730_518_636_337_128_84e-05,
];
const PIO4: f64 = std::f64::consts::FRAC_PI_4;
const PIO4_LO: f64 = 3.061_616_997_868_383_017_93e-17;

/// musl's `__tan(x, y, odd)`: tan(x + y) (`odd` false) or -1/tan(x + y)
/// (`odd` true, an i1) for |x + y| <= pi/4.
fn kernel(f: &mut F, x: &str, y: &str, odd: &str) -> V {
    let hx = f.high_word(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let big = f.icmpc("sge", &ix, 0x3fe5_9428);
    let negative = f.icmpc("sge", &hx, 0x8000_0000);
    // big: x = (pi/4 - |x|) + (pio4lo - y with x's sign folded in).
    let nx = f.neg(x);
    let ny = f.neg(y);
    let xa = f.sel(&negative, &nx, x);
    let ya = f.sel(&negative, &ny, y);
    let pio4 = f.c(PIO4);
    let a = f.sub(&pio4, &xa);
    let pio4lo = f.c(PIO4_LO);
    let b = f.sub(&pio4lo, &ya);
    let xb = f.add(&a, &b);
    let zero = f.c(0.0);
    let x = f.sel(&big, &xb, x);
    let y = f.sel(&big, &zero, y);
    let z = f.mul(&x, &x);
    let w = f.mul(&z, &z);
    let odd_c: Vec<f64> = T.iter().skip(1).step_by(2).copied().collect();
    let even_c: Vec<f64> = T.iter().skip(2).step_by(2).copied().collect();
    let r = f.poly(&w, &odd_c);
    let v = f.poly(&w, &even_c);
    let v = f.mul(&z, &v);
    let s = f.mul(&z, &x);
    // r = y + z*(s*(r + v) + y) + s*T[0]
    let rv = f.add(&r, &v);
    let srv = f.mul(&s, &rv);
    let srv = f.add(&srv, &y);
    let zs = f.mul(&z, &srv);
    let r = f.add(&y, &zs);
    let st = f.mulc(&s, T[0]);
    let r = f.add(&r, &st);
    let w = f.add(&x, &r);
    // big: v = s - 2 (x + (r - w^2 / (w + s))), s = 1 - 2 odd, with x's sign.
    let one = f.c(1.0);
    let minus_one = f.c(-1.0);
    let sgn = f.sel(odd, &minus_one, &one);
    let ww = f.mul(&w, &w);
    let wsum = f.add(&w, &sgn);
    let q = f.div(&ww, &wsum);
    let rq = f.sub(&r, &q);
    let xrq = f.add(&x, &rq);
    let t2 = f.mulc(&xrq, 2.0);
    let vb = f.sub(&sgn, &t2);
    let nvb = f.neg(&vb);
    let vb = f.sel(&negative, &nvb, &vb);
    // Not big, odd: -1/w, computed accurately through split heads.
    let w0 = f.clear_low(&w);
    let wx = f.sub(&w0, &x);
    let vv = f.sub(&r, &wx);
    let a = f.div(&minus_one, &w);
    let a0 = f.clear_low(&a);
    let aw = f.mul(&a0, &w0);
    let t = f.add(&one, &aw);
    let av = f.mul(&a0, &vv);
    let t = f.add(&t, &av);
    let at = f.mul(&a, &t);
    let inv = f.add(&a0, &at);
    let small = f.sel(odd, &inv, &w);
    f.sel(&big, &vb, &small)
}

pub(super) fn tan() -> String {
    let (mut f, args) = F::function("ab_tan_f64", &["x"]);
    let v = tan_body(&mut f, &args[0]);
    f.ret(&v)
}

fn tan_body(f: &mut F, x: &str) -> V {
    let ax = f.abs(x);
    let hx = f.high_word(&ax);
    let Reduced { n, y0, y1 } = reduce(f, x);
    let odd = f.ibinc("andi", &n, 1);
    let odd = f.icmpc("ne", &odd, 0);
    // Below pi/4 the kernel runs on x itself, with y = 0 and odd false.
    let small = f.icmpc("sle", &hx, 0x3fe9_21fb);
    let zero = f.c(0.0);
    let x0 = f.sel(&small, x, &y0);
    let x1 = f.sel(&small, &zero, &y1);
    let not_small = f.not(&small);
    let odd = f.and(&odd, &not_small);
    let v = kernel(f, &x0, &x1, &odd);
    // |x| < 2^-27: x; inf and NaN: NaN.
    let tiny = f.icmpc("slt", &hx, 0x3e40_0000);
    let v = f.sel(&tiny, x, &v);
    let finite = f.cmpc("olt", &ax, f64::INFINITY);
    let nan = f.sub(x, x);
    f.sel(&finite, &v, &nan)
}

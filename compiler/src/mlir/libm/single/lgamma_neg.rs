//! `lgamma(x)` in f32 for -15 < x < -2, glibc 2.36's `lgamma_negf.c`
//! operation for operation (the f32 sibling of `../lgamma_neg.rs`; the
//! f32 `lgamma` calls this on a branch). Each half-integer interval holds
//! one zero `x0` of lgamma and the result is computed relative to it: on
//! (-3, -2) `log1p(g(x) (x - x0) / (x - n))` with `g` a polynomial of the
//! eighth holding x; below, `log(sin(pi x0) / sin(pi x)) + log(Gamma(1 -
//! x0) / Gamma(1 - x))`, the first from sines of small angles, the second
//! from Stirling's series in `1 - x` and `1 - x0`. The tables are
//! glibc's; the branches become selects. On glibc's `sinf`, `cosf`,
//! `logf` and `log1pf` reproduced bit for bit, the results are glibc's.

use super::super::dsl::{F, V};
use super::sincos::sin_cos;

/// pi rounded to f32 (`M_PIf`).
const PI: f32 = super::c(0x4049_0fdb);
/// glibc's `lgamma_zeros`: the zero of lgamma in each half-integer interval
/// from (-2.5, -2) down to (-15, -14.5), as pairs of floats (bit patterns).
const ZEROS: [(u32, u32); 26] = [
    (0xc01d3fe5, 0x339ff079),
    (0xc02fda08, 0xb3a1bd90),
    (0xc049306e, 0x32d86994),
    (0xc07d238b, 0x33b83d02),
    (0xc0814274, 0x33f4cd50),
    (0xc09fbabc, 0x33b222a0),
    (0xc0a04353, 0x3400f492),
    (0xc0bff498, 0x3426e0bf),
    (0xc0c00b59, 0xb3b12f92),
    (0xc0dffe60, 0x34094791),
    (0xc0e001a0, 0x33048078),
    (0xc0ffffcc, 0x31fd4c62),
    (0xc100001a, 0xb1a2cfe5),
    (0xc10ffffd, 0xb3e212f4),
    (0xc1100003, 0x33e225c1),
    (0xc1200000, 0x3493f284),
    (0xc1200000, 0xb493f277),
    (0xc1300000, 0x32d7322c),
    (0xc1300000, 0xb2d7322a),
    (0xc1400000, 0x310f76c8),
    (0xc1400000, 0xb10f76c7),
    (0xc1500000, 0x2f309231),
    (0xc1500000, 0xaf309231),
    (0xc1600000, 0x2d49cba5),
    (0xc1600000, 0xad49cba5),
    (0xc1700000, 0x2b573f9f),
];
/// glibc's `poly_coeff`, transposed: `POLY[m][j]` is the coefficient of
/// `(x - xm)^m` on the eighth `j` of (-3, -2) (counted from -2), 0 above
/// the polynomial's degree (a leading 0 leaves Horner's rule exact).
const POLY: [[u32; 8]; 7] = [
    [
        0xbf85b8e3, 0xbf729309, 0xbf57d28d, 0xbf374ea2, 0xbe744042, 0xbed6ba4a, 0xbf0a41b2, 0xbf2046d6,
    ],
    [
        0xbf473a1e, 0xbf4a5cfe, 0xbf66964c, 0xbf954160, 0x3fe6aac2, 0x3f946b02, 0x3f4da87f, 0x3f170b89,
    ],
    [
        0xbdf64231, 0x3e6724ff, 0x3f30d4f1, 0x3fc4011a, 0x40606709, 0x3fedb293, 0x3f8a3989, 0x3f2a89a6,
    ],
    [
        0xbf637b93, 0xbf815178, 0xbfc92057, 0xc04c8310, 0x40d09977, 0x403882ce, 0x3fbb0bed, 0x3f52f2d8,
    ],
    [
        0xbd81769b, 0x3f1896be, 0x3fed6d5d, 0x40aae547, 0x413bf269, 0x4088986f, 0x3feb6098, 0x3f5e32b4,
    ],
    [
        0xbf6cbe26, 0xbfa8cb82, 0xc045de31, 0xc11f92ba, 0x41abfd89, 0x40cc5410, 0x4015e8d6, 0x3f7fb741,
    ],
    [
        0x00000000, 0x00000000, 0x00000000, 0x418e1a3f, 0x421ee615, 0x4116db3a, 0x00000000, 0x00000000,
    ],
];
/// `B_2k / (2k (2k - 1))`, the coefficients of Stirling's series.
const STIRLING: [u32; 3] = [0x3daa_aaab, 0xbb36_0b61, 0x3a50_0d01];
/// e in two floats.
const E: (u32, u32) = (0x402d_f854, 0x33b1_4577);

fn k(f: &mut F, bits: u32) -> V {
    f.c(f32::from_bits(bits).into())
}

fn lookup32(f: &mut F, bits: &[V], table: impl Iterator<Item = u32>) -> V {
    let values: Vec<f64> = table.map(|b| f32::from_bits(b).into()).collect();
    f.lookup(bits, &values)
}

/// `(sin(pi a), cos(pi a))` for -1/4 <= a <= 1/2 (glibc's `lg_sinpi` and
/// `lg_cospi`): `sinf` and `cosf` of `pi a`, or swapped on `pi (1/2 - a)`.
fn sin_cos_pi(f: &mut F, a: &str) -> (V, V) {
    let low = f.cmpc("ole", a, 0.25);
    let na = f.neg(a);
    let rest = f.addc(&na, 0.5);
    let arg = f.sel(&low, a, &rest);
    let pi = f.c(PI.into());
    let angle = f.mul(&pi, &arg);
    let (s, c) = sin_cos(f, &angle);
    (f.sel(&low, &s, &c), f.sel(&low, &c, &s))
}

/// `g(x)` on (-3, -2): the polynomial of the eighth holding x, in `x - xm`.
fn polynomial(f: &mut F, x: &str) -> V {
    let e = f.mulc(x, -8.0);
    let e = super::super::super::float::floor(&mut f.b, &e, "f32");
    let j = f.fptosi(&e);
    let j = f.ibinc("subi", &j, 16);
    let j = f.ibinc("andi", &j, 7);
    let twice = f.ibinc("muli", &j, -2);
    let odd = f.ibinc("addi", &twice, -33);
    let xm = f.sitofp(&odd);
    let xm = f.mulc(&xm, 0.0625);
    let x_adj = f.sub(x, &xm);
    let bits = f.index_bits(&j, 3);
    let mut g = lookup32(f, &bits, POLY[POLY.len() - 1].into_iter());
    for m in (0..POLY.len() - 1).rev() {
        let c = lookup32(f, &bits, POLY[m].into_iter());
        let t = f.mul(&g, &x_adj);
        g = f.add(&t, &c);
    }
    g
}

/// `sum (B_2k / 2k(2k-1)) (y0^-(2k-1) - y^-(2k-1))`, Stirling's series'
/// difference, summed from its smallest term.
fn stirling_difference(f: &mut F, y: &str, y0: &str, xdiff: &str) -> V {
    let one = f.c(1.0);
    let y0r = f.div(&one, y0);
    let yr = f.div(&one, y);
    let y0r2 = f.mul(&y0r, &y0r);
    let yr2 = f.mul(&yr, &yr);
    let nd = f.neg(xdiff);
    let yy0 = f.mul(y, y0);
    let rdiff = f.div(&nd, &yy0);
    let mut dlast = rdiff.clone();
    let r = f.mul(&rdiff, &yr);
    let s = f.add(&yr, &y0r);
    let mut elast = f.mul(&r, &s);
    let c0 = f32::from_bits(STIRLING[0]).into();
    let mut terms = vec![f.mulc(&dlast, c0)];
    for &c in &STIRLING[1..] {
        let d = f.mul(&dlast, &y0r2);
        let dnext = f.add(&d, &elast);
        elast = f.mul(&elast, &yr2);
        terms.push(f.mulc(&dnext, f32::from_bits(c).into()));
        dlast = dnext;
    }
    let mut sum = f.c(0.0);
    for t in terms.iter().rev() {
        sum = f.add(&sum, t);
    }
    sum
}

pub(super) fn lgamma_neg(f: &mut F, x: &str) -> V {
    // The half-integer interval: i = floor(-2x) in [4, 29]; the integer
    // end point xn; the interval's zero x0.
    let m2x = f.mulc(x, -2.0);
    let fl = super::super::super::float::floor(&mut f.b, &m2x, "f32");
    let i = f.fptosi(&fl);
    let parity = f.ibinc("andi", &i, 1);
    let even = f.icmpc("eq", &parity, 0);
    let exact = f.cmp("oeq", &fl, &m2x);
    let pole = f.and(&even, &exact);
    let i1 = f.ibinc("addi", &i, 1);
    let half = f.ibinc("shrsi", &i1, 1);
    let zero_i = f.i(0);
    let xn = f.ibin("subi", &zero_i, &half);
    let xn = f.sitofp(&xn);
    let idx = f.ibinc("subi", &i, 4);
    let idx = f.ibinc("andi", &idx, 31);
    let bits = f.index_bits(&idx, 5);
    let padded = |pick: fn(&(u32, u32)) -> u32| ZEROS.iter().map(pick).chain(std::iter::repeat(0)).take(32);
    let x0_hi = lookup32(f, &bits, padded(|z| z.0));
    let x0_lo = lookup32(f, &bits, padded(|z| z.1));
    let xdiff = f.sub(x, &x0_hi);
    let xdiff = f.sub(&xdiff, &x0_lo);
    // (-3, -2): log1p(g (x - x0) / (x - xn)).
    let near = f.icmpc("slt", &idx, 2);
    let g = polynomial(f, x);
    let gd = f.mul(&g, &xdiff);
    let xx = f.sub(x, &xn);
    let poly_arg = f.div(&gd, &xx);
    // log(sin(pi x0) / sin(pi x)), as the log of the ratio of the sines of
    // the distances to xn or, when x0 is not much closer to xn than x is,
    // as log1p of a form without cancellation.
    let d = f.sub(&xn, x);
    let x_idiff = f.abs(&d);
    let d0 = f.sub(&xn, &x0_hi);
    let d0 = f.sub(&d0, &x0_lo);
    let x0_idiff = f.abs(&d0);
    let (s_x, c_x) = sin_cos_pi(f, &x_idiff);
    let (s_x0, _) = sin_cos_pi(f, &x0_idiff);
    let nxdiff = f.neg(&xdiff);
    let signed = f.sel(&even, &xdiff, &nxdiff);
    let x0diff2 = f.mulc(&signed, 0.5);
    let (s_d, c_d) = sin_cos_pi(f, &x0diff2);
    let cot = f.div(&c_x, &s_x);
    let ns_d = f.neg(&s_d);
    let inner = f.mul(&c_d, &cot);
    let inner = f.add(&ns_d, &inner);
    let two_s = f.mulc(&s_d, 2.0);
    let sin_arg = f.mul(&two_s, &inner);
    let l1_arg = f.sel(&near, &poly_arg, &sin_arg);
    let l1 = f.call("ab_log1p_f32", &[&l1_arg]);
    let ratio = f.div(&s_x0, &s_x);
    let log_ratio = f.call("ab_log_f32", &[&ratio]);
    let half_x = f.mulc(&x_idiff, 0.5);
    let use_log = f.cmp("olt", &x0_idiff, &half_x);
    let log_sinpi_ratio = f.sel(&use_log, &log_ratio, &l1);
    // log(Gamma(1 - x0) / Gamma(1 - x)): 1 - x0 and 1 - x with their
    // rounding errors, then Stirling.
    let one = f.c(1.0);
    let y0 = f.sub(&one, &x0_hi);
    let nx0 = f.neg(&x0_hi);
    let r = f.sub(&one, &y0);
    let y0_eps = f.add(&nx0, &r);
    let y0_eps = f.sub(&y0_eps, &x0_lo);
    let y = f.sub(&one, x);
    let nx = f.neg(x);
    let r = f.sub(&one, &y);
    let y_eps = f.add(&nx, &r);
    let e_hi = k(f, E.0);
    let a = f.sub(&y0, &e_hi);
    let e_lo = k(f, E.1);
    let a = f.sub(&a, &e_lo);
    let a = f.add(&a, &y0_eps);
    let a = f.div(&a, &e_hi);
    let la = f.call("ab_log1p_f32", &[&a]);
    let b = f.div(&xdiff, &y);
    let lb = f.call("ab_log1p_f32", &[&b]);
    let ta = f.mul(&xdiff, &la);
    let yh = f.addc(&y, -0.5);
    let yh = f.add(&yh, &y_eps);
    let tb = f.mul(&yh, &lb);
    let high = f.add(&ta, &tb);
    let low = stirling_difference(f, &y, &y0, &xdiff);
    let gamma_ratio = f.add(&high, &low);
    let far = f.add(&log_sinpi_ratio, &gamma_ratio);
    let v = f.sel(&near, &l1, &far);
    let inf = f.c(f64::INFINITY);
    f.sel(&pole, &inf, &v)
}

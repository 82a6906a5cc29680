//! `pow` in f64, after fdlibm's `e_pow.c`: log2|x| in two pieces
//! (`t1 + t2`, `t1` with a short mantissa), `y log2|x|` as `p_h + p_l` in
//! simulated extra precision, then `2^(p_h + p_l)`. fdlibm documents the
//! result as nearly rounded (below 1 ulp). The special cases follow C99
//! (as glibc, which Rust's `powf` calls): `pow(-1, +-inf) = 1`.
//!
//! Branch-free: both logarithm paths (near 1 for huge |y|, and the general
//! one) are computed and selected, and the special cases override the
//! general answer in order of increasing priority at the end.

// The constants are fdlibm's, digit for digit as published (more digits
// than an f64 holds; each rounds to the documented bit pattern).
#![allow(clippy::excessive_precision)]

use super::super::Frame;
use super::dsl::{F, V};

const BP: [f64; 2] = [1.0, 1.5];
const DP_H: [f64; 2] = [0.0, 5.849_624_872_207_641_601_56e-01];
const DP_L: [f64; 2] = [0.0, 1.350_039_202_129_748_971_28e-08];
const L: [f64; 6] = [
    5.999_999_999_999_946_487_25e-01,
    4.285_714_285_785_501_842_52e-01,
    3.333_333_298_183_774_329_18e-01,
    2.727_281_238_085_340_064_89e-01,
    2.306_607_457_755_617_540_67e-01,
    2.069_750_178_003_384_177_84e-01,
];
const P: [f64; 5] = [
    1.666_666_666_666_660_190_37e-01,
    -2.777_777_777_701_559_338_42e-03,
    6.613_756_321_437_934_361_17e-05,
    -1.653_390_220_546_525_153_90e-06,
    4.138_136_797_057_238_460_39e-08,
];
const LG2: f64 = std::f64::consts::LN_2;
const LG2_H: f64 = 6.931_471_824_645_996_093_75e-01;
const LG2_L: f64 = -1.904_654_299_957_768_045_25e-09;
const OVT: f64 = 8.008_566_259_537_294_437_2e-17;
const CP: f64 = 9.617_966_939_259_755_543_29e-01;
const CP_H: f64 = 9.617_967_009_544_372_558_59e-01;
const CP_L: f64 = -7.028_461_650_952_758_265_16e-09;
const IVLN2: f64 = std::f64::consts::LOG2_E;
const IVLN2_H: f64 = 1.442_695_021_629_333_496_09e+00;
const IVLN2_L: f64 = 1.925_962_991_126_617_468_87e-08;

/// `cond ? table[1] : table[0]`.
fn pick(f: &mut F, cond: &str, table: [f64; 2]) -> V {
    let (a, b) = (f.c(table[1]), f.c(table[0]));
    f.sel(cond, &a, &b)
}

/// log2(ax) as (t1, t2) for |1 - ax| tiny, by the series.
fn log2_near_one(f: &mut F, ax: &str) -> (V, V) {
    let t = f.addc(ax, -1.0);
    let tt = f.mul(&t, &t);
    let q = f.mulc(&t, 0.25);
    let third = f.c(0.333_333_333_333_333_333_333_3);
    let q = f.sub(&third, &q);
    let q = f.mul(&t, &q);
    let half = f.c(0.5);
    let q = f.sub(&half, &q);
    let w = f.mul(&tt, &q);
    let u = f.mulc(&t, IVLN2_H);
    let a = f.mulc(&t, IVLN2_L);
    let b = f.mulc(&w, IVLN2);
    let v = f.sub(&a, &b);
    let uv = f.add(&u, &v);
    let t1 = f.clear_low(&uv);
    let d = f.sub(&t1, &u);
    let t2 = f.sub(&v, &d);
    (t1, t2)
}

/// log2(ax) as (t1, t2) for positive finite ax.
fn log2_general(f: &mut F, ax: &str) -> (V, V) {
    let sub = f.cmpc("olt", ax, f64::MIN_POSITIVE);
    let up = f.mulc(ax, 9_007_199_254_740_992.0);
    let ax = f.sel(&sub, &up, ax);
    let (m53, zero) = (f.i(-53), f.i(0));
    let n0 = f.isel(&sub, &m53, &zero);
    let ix = f.high_word(&ax);
    let e = f.ibinc("shrui", &ix, 20);
    let e = f.ibinc("subi", &e, 0x3ff);
    let n = f.ibin("addi", &n0, &e);
    let j = f.ibinc("andi", &ix, 0x000f_ffff);
    // Interval: k = 1 for sqrt(3/2) <= |x| < sqrt(3); above, halve.
    let k1a = f.icmpc("sgt", &j, 0x3988e);
    let k1b = f.icmpc("slt", &j, 0xbb67a);
    let k1 = f.and(&k1a, &k1b);
    let halve = f.not(&k1b);
    let n1 = f.ibinc("addi", &n, 1);
    let n = f.isel(&halve, &n1, &n);
    let ix = f.ibinc("ori", &j, 0x3ff0_0000);
    let ix_down = f.ibinc("subi", &ix, 0x0010_0000);
    let ix = f.isel(&halve, &ix_down, &ix);
    let bits = f.bits(&ax);
    let low = f.ibinc("andi", &bits, 0xffff_ffff);
    let high = f.ibinc("shli", &ix, 32);
    let ax = f.ibin("ori", &high, &low);
    let ax = f.float_of(&ax);
    // ss = s_h + s_l = (x - bp) / (x + bp).
    let bp = pick(f, &k1, BP);
    let u = f.sub(&ax, &bp);
    let den = f.add(&ax, &bp);
    let one = f.c(1.0);
    let v = f.div(&one, &den);
    let ss = f.mul(&u, &v);
    let s_h = f.clear_low(&ss);
    let th = f.ibinc("shrsi", &ix, 1);
    let th = f.ibinc("ori", &th, 0x2000_0000);
    let th = f.ibinc("addi", &th, 0x0008_0000);
    let k18 = f.b.cast("extui", &k1, "i1", "i64");
    let k18 = f.ibinc("shli", &k18, 18);
    let th = f.ibin("addi", &th, &k18);
    let th = f.ibinc("shli", &th, 32);
    let t_h = f.float_of(&th);
    let d = f.sub(&t_h, &bp);
    let t_l = f.sub(&ax, &d);
    let sht = f.mul(&s_h, &t_h);
    let a = f.sub(&u, &sht);
    let shl = f.mul(&s_h, &t_l);
    let a = f.sub(&a, &shl);
    let s_l = f.mul(&v, &a);
    log2_tail(f, &ss, &s_h, &s_l, &k1, &n)
}

/// The rest of `log2_general`: the polynomial in `ss` and the assembly of
/// `n + dp_h + z_h + z_l` into `t1 + t2`.
fn log2_tail(f: &mut F, ss: &str, s_h: &str, s_l: &str, k1: &str, n: &str) -> (V, V) {
    let s2 = f.mul(ss, ss);
    let s4 = f.mul(&s2, &s2);
    let r = f.poly(&s2, &L);
    let r = f.mul(&s4, &r);
    let sss = f.add(s_h, ss);
    let c = f.mul(s_l, &sss);
    let r = f.add(&r, &c);
    let s2 = f.mul(s_h, s_h);
    let three = f.c(3.0);
    let a = f.add(&three, &s2);
    let a = f.add(&a, &r);
    let t_h = f.clear_low(&a);
    let d = f.sub(&t_h, &three);
    let d = f.sub(&d, &s2);
    let t_l = f.sub(&r, &d);
    let u = f.mul(s_h, &t_h);
    let a = f.mul(s_l, &t_h);
    let b = f.mul(&t_l, ss);
    let v = f.add(&a, &b);
    let uv = f.add(&u, &v);
    let p_h = f.clear_low(&uv);
    let d = f.sub(&p_h, &u);
    let p_l = f.sub(&v, &d);
    let z_h = f.mulc(&p_h, CP_H);
    let a = f.mulc(&p_h, CP_L);
    let b = f.mulc(&p_l, CP);
    let z_l = f.add(&a, &b);
    let dp_l = pick(f, k1, DP_L);
    let z_l = f.add(&z_l, &dp_l);
    let dp_h = pick(f, k1, DP_H);
    let t = f.sitofp(n);
    let a = f.add(&z_h, &z_l);
    let a = f.add(&a, &dp_h);
    let a = f.add(&a, &t);
    let t1 = f.clear_low(&a);
    let d = f.sub(&t1, &t);
    let d = f.sub(&d, &dp_h);
    let d = f.sub(&d, &z_h);
    let t2 = f.sub(&z_l, &d);
    (t1, t2)
}

/// `2^(p_h + p_l)` for |p_h + p_l| below about 1075.
fn exp2(f: &mut F, p_h: &str, p_l: &str, z: &str) -> V {
    // n = nearest integer to z when |z| > 0.5 (fdlibm's bit manipulation).
    let zb = f.bits(z);
    let j = f.ibinc("shrsi", &zb, 32);
    let i = f.ibinc("andi", &j, 0x7fff_ffff);
    let big = f.icmpc("sgt", &i, 0x3fe0_0000);
    let k = f.ibinc("shrsi", &i, 20);
    let k = f.ibinc("subi", &k, 0x3ff);
    let m1 = f.i(-1);
    let k = f.isel(&big, &k, &m1);
    let k1 = f.ibinc("addi", &k, 1);
    let unit = f.i(0x0010_0000);
    let bump = f.ibin("shrsi", &unit, &k1);
    let nn = f.ibin("addi", &j, &bump);
    let k = f.ibinc("andi", &nn, 0x7fff_ffff);
    let k = f.ibinc("shrsi", &k, 20);
    let k = f.ibinc("subi", &k, 0x3ff);
    let zero_i = f.i(0);
    let k = f.isel(&big, &k, &zero_i);
    let frac = f.i(0x000f_ffff);
    let mask = f.ibin("shrsi", &frac, &k);
    let mask = f.ibinc("xori", &mask, -1);
    let th = f.ibin("andi", &nn, &mask);
    let th = f.ibinc("andi", &th, 0xffff_ffff);
    let th = f.ibinc("shli", &th, 32);
    let t = f.float_of(&th);
    let mant = f.ibin("andi", &nn, &frac);
    let mant = f.ibinc("ori", &mant, 0x0010_0000);
    let twenty = f.i(20);
    let sh = f.ibin("subi", &twenty, &k);
    let n = f.ibin("shrsi", &mant, &sh);
    let neg_n = f.ibinc("muli", &n, -1);
    let jneg = f.icmpc("slt", &j, 0);
    let n = f.isel(&jneg, &neg_n, &n);
    let n = f.isel(&big, &n, &zero_i);
    let p_h_adj = f.sub(p_h, &t);
    let p_h = f.sel(&big, &p_h_adj, p_h);
    // 2^(p_h + p_l) = exp((p_h + p_l) ln2), rational approximation.
    let s = f.add(p_l, &p_h);
    let t = f.clear_low(&s);
    let u = f.mulc(&t, LG2_H);
    let d = f.sub(&t, &p_h);
    let d = f.sub(p_l, &d);
    let a = f.mulc(&d, LG2);
    let b = f.mulc(&t, LG2_L);
    let v = f.add(&a, &b);
    let z = f.add(&u, &v);
    let d = f.sub(&z, &u);
    let w = f.sub(&v, &d);
    let tt = f.mul(&z, &z);
    let q = f.poly(&tt, &P);
    let q = f.mul(&tt, &q);
    let t1 = f.sub(&z, &q);
    let zt = f.mul(&z, &t1);
    let two = f.c(2.0);
    let den = f.sub(&t1, &two);
    let r = f.div(&zt, &den);
    let zw = f.mul(&z, &w);
    let wzw = f.add(&w, &zw);
    let r = f.sub(&r, &wzw);
    let rz = f.sub(&r, &z);
    let one = f.c(1.0);
    let z = f.sub(&one, &rz);
    f.scale(&z, &n)
}

/// |x|^y for finite positive |x| and finite nonzero y, times the sign `s`,
/// with fdlibm's overflow and underflow decisions.
fn general(f: &mut F, ax: &str, y: &str, near_one: &str, s: &str) -> V {
    let (a1, a2) = log2_near_one(f, ax);
    let (b1, b2) = log2_general(f, ax);
    let t1 = f.sel(near_one, &a1, &b1);
    let t2 = f.sel(near_one, &a2, &b2);
    // (y1 + y2)(t1 + t2) as p_h + p_l, y1 the head of y.
    let y1 = f.clear_low(y);
    let yy = f.sub(y, &y1);
    let a = f.mul(&yy, &t1);
    let b = f.mul(y, &t2);
    let p_l = f.add(&a, &b);
    let p_h = f.mul(&y1, &t1);
    let z = f.add(&p_l, &p_h);
    let zb = f.bits(&z);
    let j = f.ibinc("shrsi", &zb, 32);
    let zp = f.sub(&z, &p_h);
    // z >= 1024: overflow unless exactly 1024 with p_l small enough.
    let ge1024 = f.icmpc("sge", &j, 0x4090_0000);
    let exact = f.icmpc("ne", &zb, 0x4090_0000_0000_0000);
    let plo = f.addc(&p_l, OVT);
    let tip = f.cmp("ogt", &plo, &zp);
    let over = f.or(&exact, &tip);
    let over = f.and(&ge1024, &over);
    // z <= -1075: underflow unless exactly -1075 with p_l large enough.
    let aj = f.ibinc("andi", &j, 0x7fff_ffff);
    let le = f.icmpc("sge", &aj, 0x4090_cc00);
    let not_ge = f.not(&ge1024);
    let le = f.and(&not_ge, &le);
    let exact = f.icmpc("ne", &zb, 0xc090_cc00_0000_0000_u64 as i64);
    let tip = f.cmp("ole", &p_l, &zp);
    let under = f.or(&exact, &tip);
    let under = f.and(&le, &under);
    let zero = f.c(0.0);
    let zs = f.sel(&under, &zero, &z);
    let zs = f.sel(&over, &zero, &zs);
    let r = exp2(f, &p_h, &p_l, &zs);
    let (inf, zero) = (f.c(f64::INFINITY), f.c(0.0));
    let r = f.sel(&under, &zero, &r);
    let r = f.sel(&over, &inf, &r);
    f.mul(s, &r)
}

/// (is an integer, is odd) for finite or infinite y; |y| >= 2^53 is even.
fn integer_kind(f: &mut F, y: &str) -> (V, V) {
    let ay = f.abs(y);
    let huge = f.cmpc("oge", &ay, 9_007_199_254_740_992.0);
    let zero = f.c(0.0);
    let ys = f.sel(&huge, &zero, y);
    let yi = f.fptosi(&ys);
    let back = f.sitofp(&yi);
    let whole = f.cmp("oeq", &back, &ys);
    let is_int = f.or(&huge, &whole);
    let low = f.ibinc("andi", &yi, 1);
    let odd = f.icmpc("ne", &low, 0);
    let not_huge = f.not(&huge);
    let odd = f.and(&odd, &not_huge);
    let odd = f.and(&odd, &whole);
    (is_int, odd)
}

pub(super) fn pow(frame: Frame) -> String {
    let (mut f, args) = F::function("ab_pow_f64", &["x", "y"]);
    f.frame = frame;
    let r = pow_body(&mut f, &args[0], &args[1]);
    f.ret(&r)
}

fn pow_body(f: &mut F, x: &str, y: &str) -> V {
    let ax = f.abs(x);
    let (is_int, odd) = integer_kind(f, y);
    let x_neg = super::super::float::sign_bit(&mut f.b, x, "f64");
    let neg_odd = f.and(&x_neg, &odd);
    let (one, minus_one) = (f.c(1.0), f.c(-1.0));
    let s = f.sel(&neg_odd, &minus_one, &one);
    let regime = HugeY::new(f, &ax, y);
    // The general path on safe stand-ins for the special arguments.
    let regular = regular_args(f, &ax, y);
    let safe_ax = f.sel(&regular, &ax, &one);
    let safe_y = f.sel(&regular, y, &one);
    let r = general(f, &safe_ax, &safe_y, &regime.near_one, &s);
    let r = regime.answer(f, &r, y, &s);
    // A negative finite x to a non-integer power.
    let nan = f.bits_c(0x7ff8_0000_0000_0000);
    let x_finite = f.cmpc("olt", &ax, f64::INFINITY);
    let not_int = f.not(&is_int);
    let bad = f.and(&x_neg, &not_int);
    let bad = f.and(&bad, &x_finite);
    let r = f.sel(&bad, &nan, &r);
    let r = special_x(f, &r, &ax, y, &x_neg, &is_int, &odd);
    let r = special_y(f, &r, x, &ax, y);
    let (x_nan, y_nan) = (f.is_nan(x), f.is_nan(y));
    let any_nan = f.or(&x_nan, &y_nan);
    let xy = f.add(x, y);
    let r = f.sel(&any_nan, &xy, &r);
    let y_zero = f.cmpc("oeq", y, 0.0);
    let x_one = f.cmpc("oeq", x, 1.0);
    let trivial = f.or(&y_zero, &x_one);
    f.sel(&trivial, &one, &r)
}

/// Both arguments finite and nonzero: the general path applies.
fn regular_args(f: &mut F, ax: &str, y: &str) -> V {
    let ay = f.abs(y);
    let a = f.cmpc("ogt", ax, 0.0);
    let b = f.cmpc("olt", ax, f64::INFINITY);
    let c = f.cmpc("ogt", &ay, 0.0);
    let d = f.cmpc("olt", &ay, f64::INFINITY);
    let ab = f.and(&a, &b);
    let cd = f.and(&c, &d);
    f.and(&ab, &cd)
}

/// fdlibm's regime |y| > 2^31, decided on high words: far from 1 the
/// answer over- or underflows; near 1 the logarithm is a short series.
struct HugeY {
    near_one: V,
    below: V,
    above: V,
}

impl HugeY {
    fn new(f: &mut F, ax: &str, y: &str) -> HugeY {
        let ay = f.abs(y);
        let iy = f.high_word(&ay);
        let ix = f.high_word(ax);
        let huge = f.icmpc("sgt", &iy, 0x41e0_0000);
        // Beyond 2^64 even the words next to 1 count as far.
        let giant = f.icmpc("sgt", &iy, 0x43f0_0000);
        let below_g = f.icmpc("sle", &ix, 0x3fef_ffff);
        let below_h = f.icmpc("slt", &ix, 0x3fef_ffff);
        let below = f.b.select(&giant, &below_g, &below_h, "i1");
        let above_g = f.icmpc("sge", &ix, 0x3ff0_0000);
        let above_h = f.icmpc("sgt", &ix, 0x3ff0_0000);
        let above = f.b.select(&giant, &above_g, &above_h, "i1");
        let below = f.and(&huge, &below);
        let above = f.and(&huge, &above);
        let far = f.or(&below, &above);
        let not_far = f.not(&far);
        let near_one = f.and(&huge, &not_far);
        HugeY { near_one, below, above }
    }

    /// Overrides `r` with the overflow (infinity) or underflow (zero) of
    /// the far cases, signed by `s`.
    fn answer(&self, f: &mut F, r: &str, y: &str, s: &str) -> V {
        let (inf, zero) = (f.c(f64::INFINITY), f.c(0.0));
        let (sinf, szero) = (f.mul(s, &inf), f.mul(s, &zero));
        let y_neg = f.cmpc("olt", y, 0.0);
        let y_pos = f.cmpc("ogt", y, 0.0);
        let low = f.sel(&y_neg, &sinf, &szero);
        let high = f.sel(&y_pos, &sinf, &szero);
        let r = f.sel(&self.below, &low, r);
        f.sel(&self.above, &high, &r)
    }
}

/// |x| in {0, 1, inf}: |x|^y is |x| or 1/|x|, signed for odd y, and NaN
/// for -1 to a non-integer power.
fn special_x(f: &mut F, r: &str, ax: &str, y: &str, x_neg: &str, is_int: &str, odd: &str) -> V {
    let is0 = f.cmpc("oeq", ax, 0.0);
    let is1 = f.cmpc("oeq", ax, 1.0);
    let isinf = f.cmpc("oeq", ax, f64::INFINITY);
    let special = f.or(&is0, &is1);
    let special = f.or(&special, &isinf);
    let one = f.c(1.0);
    let inv = f.div(&one, ax);
    let y_neg = f.cmpc("olt", y, 0.0);
    let z = f.sel(&y_neg, &inv, ax);
    let nz = f.neg(&z);
    let flip = f.and(x_neg, odd);
    let z = f.sel(&flip, &nz, &z);
    let not_int = f.not(is_int);
    let bad = f.and(x_neg, &not_int);
    let bad = f.and(&bad, &is1);
    let nan = f.bits_c(0x7ff8_0000_0000_0000);
    let z = f.sel(&bad, &nan, &z);
    f.sel(&special, &z, r)
}

/// y in {+-inf, 1, -1, 2, 0.5}.
fn special_y(f: &mut F, r: &str, x: &str, ax: &str, y: &str) -> V {
    let (inf, zero, one) = (f.c(f64::INFINITY), f.c(0.0), f.c(1.0));
    // y = +-inf: 1 for |x| = 1 (C99), else infinity or zero.
    let y_pos = f.cmpc("ogt", y, 0.0);
    let big_x = f.cmpc("ogt", ax, 1.0);
    let grows = f.b.cmpi("eq", &y_pos, &big_x, "i1");
    let at_inf = f.sel(&grows, &inf, &zero);
    let unit = f.cmpc("oeq", ax, 1.0);
    let at_inf = f.sel(&unit, &one, &at_inf);
    let ay = f.abs(y);
    let y_inf = f.cmpc("oeq", &ay, f64::INFINITY);
    let r = f.sel(&y_inf, &at_inf, r);
    // Exact small powers, correctly rounded.
    let y1 = f.cmpc("oeq", y, 1.0);
    let r = f.sel(&y1, x, &r);
    let inv = f.div(&one, x);
    let ym1 = f.cmpc("oeq", y, -1.0);
    let r = f.sel(&ym1, &inv, &r);
    let sq = f.mul(x, x);
    let y2 = f.cmpc("oeq", y, 2.0);
    let r = f.sel(&y2, &sq, &r);
    let root = f.sqrt(x);
    let half = f.cmpc("oeq", y, 0.5);
    let x_neg = super::super::float::sign_bit(&mut f.b, x, "f64");
    let x_pos = f.not(&x_neg);
    let half = f.and(&half, &x_pos);
    f.sel(&half, &root, &r)
}

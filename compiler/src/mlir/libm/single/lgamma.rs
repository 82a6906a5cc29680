//! `lgamma` in f32, glibc 2.36's `e_lgammaf_r.c` (fdlibm's float code,
//! built without fused multiply-adds) operation for operation, the f32
//! sibling of `../lgamma.rs`: below 2 one of three approximations around
//! 1, the minimum 1.4616... and 2 (with `-log(x)` below 0.9); on [2, 8) a
//! rational function of the fraction plus the log of a product
//! `(y + 2)(y + 3)...`; from 8 Stirling's series in `1/x`. Negative arguments use
//! the reflection `log(pi / |x sin(pi x)|) - lgamma(-x)`, but on (-15, -2)
//! glibc's `lgamma_negf.c` (`lgamma_neg.rs`). One `log` serves every
//! positive interval; the negative paths are branches (`scf.if`, as in
//! the f64 function): they are long and positive arguments need neither.
//!
//! The kernels are glibc's `logf`, `log1pf`, `sinf` and `cosf`
//! reproduced bit for bit (`glibc_exp_log.rs`, `exp_log.rs`,
//! `sincos.rs`), so the results are glibc's, also where glibc's are
//! several ulp from the true values (near the zeros of lgamma, and where
//! `log(x) - 1` or the reflection's difference amplifies a last bit).

use super::super::super::Frame;
use super::super::dsl::{F, V};
use super::c;
use super::lgamma_neg::lgamma_neg;
use super::sincos::sin_cos;

/// pi rounded to f32.
const PI: f32 = c(0x4049_0fdb);
const A: [f32; 12] = [
    c(0x3d9e_233f),
    c(0x3ea5_1a66),
    c(0x3d89_f001),
    c(0x3ca8_9915),
    c(0x3bf2_027e),
    c(0x3b3d_6ec6),
    c(0x3a9c_54a1),
    c(0x3a05_b634),
    c(0x3967_9767),
    c(0x38e2_8445),
    c(0x37d3_83a2),
    c(0x383c_2c75),
];
/// The minimum of Gamma (`tc`), lgamma there (`tf`), and minus the tail
/// of `tf` (`tt`).
const TC: f32 = c(0x3fbb_16c3);
const TF: f32 = c(0xbdf8_cdcd);
const TT: f32 = c(0x31e6_1c52);
const T: [f32; 15] = [
    c(0x3ef7_b95e),
    c(0xbe17_213c),
    c(0x3d84_5a15),
    c(0xbd06_4d47),
    c(0x3c93_373d),
    c(0xbc28_fcfe),
    c(0x3bc7_e707),
    c(0xbb71_77fe),
    c(0x3b14_1699),
    c(0xbab7_f476),
    c(0x3a66_f867),
    c(0xba0d_3085),
    c(0x39a5_7b6b),
    c(0xb9a3_f927),
    c(0x39af_e9f7),
];
const U: [f32; 6] = [
    c(0xbd9e_233f),
    c(0x3f22_00f4),
    c(0x3fba_3ae7),
    c(0x3f7a_4bb2),
    c(0x3e6a_7578),
    c(0x3c5b_3c5e),
];
/// `1 + y (v1 + y (v2 + ...))`.
const VV: [f32; 6] = [
    1.0,
    c(0x401d_2ebe),
    c(0x4008_392d),
    c(0x3f44_efdf),
    c(0x3dd5_72af),
    c(0x3b52_d5db),
];
const S: [f32; 7] = [
    c(0xbd9e_233f),
    c(0x3e5c_245a),
    c(0x3ea6_cc7a),
    c(0x3e15_dce6),
    c(0x3cda_40e4),
    c(0x3af1_35b4),
    c(0x3805_ff67),
];
const R: [f32; 7] = [
    1.0,
    c(0x3fb2_2d3b),
    c(0x3f38_d0c5),
    c(0x3e30_0f6e),
    c(0x3c98_bf54),
    c(0x3a4b_eed6),
    c(0x36f5_d7bd),
];
const W: [f32; 7] = [
    c(0x3ed6_7f1d),
    c(0x3daa_aaab),
    c(0xbb36_0b61),
    c(0x3a50_0cfd),
    c(0xba1c_065c),
    c(0x3a5b_3dd2),
    c(0xbad5_c4e8),
];

fn f64s(v: &[f32]) -> Vec<f64> {
    v.iter().map(|&x| f64::from(x)).collect()
}

/// `sin(pi x)` for negative x (glibc's `sin_pif`): |x| mod 2 in eighths
/// picks the sine or cosine and its argument, so that pi x is never
/// formed for a large x; one `sin_cos` serves whichever it is. Integers
/// give +-0.
fn sin_pi(f: &mut F, x: &str, ix: &str) -> V {
    let pix = f.mulc(x, PI.into());
    // From 2^23 on (every x an integer, a pole for the caller) and for
    // inf and NaN: a stand-in, so that no conversion is out of range.
    let large = f.icmpc("sge", ix, 0x4b00_0000);
    let half = f.c(-0.5);
    let xs = f.sel(&large, &half, x);
    let y = f.neg(&xs);
    let half = f.mulc(&y, 0.5);
    let fl = super::super::super::float::floor(&mut f.b, &half, "f32");
    let frac = f.sub(&half, &fl);
    let y = f.mulc(&frac, 2.0);
    let y4 = f.mulc(&y, 4.0);
    let n = f.fptosi(&y4);
    let is = |f: &mut F, k: i64| f.icmpc("eq", &n, k);
    let (n0, n3, n4, n1, n2) = (is(f, 0), is(f, 3), is(f, 4), is(f, 1), is(f, 2));
    // sin(pi y), sin(pi (1 - y)) or sin(pi (y - 2)); cos(pi (0.5 - y)) or
    // -cos(pi (y - 1.5)); below 1/4, sin(pi x) itself.
    let ny = f.neg(&y);
    let one_y = f.addc(&ny, 1.0);
    let y_2 = f.addc(&y, -2.0);
    let three_four = f.or(&n3, &n4);
    let sa = f.sel(&three_four, &one_y, &y_2);
    let sa = f.sel(&n0, &y, &sa);
    let half_y = f.addc(&ny, 0.5);
    let y_15 = f.addc(&y, -1.5);
    let one_two = f.or(&n1, &n2);
    let ca = f.sel(&one_two, &half_y, &y_15);
    let five_six = f.icmpc("sge", &n, 5);
    let six_below = f.icmpc("sle", &n, 6);
    let five_six = f.and(&five_six, &six_below);
    let cosine = f.or(&one_two, &five_six);
    let arg = f.sel(&cosine, &ca, &sa);
    let arg = f.mulc(&arg, PI.into());
    let is_small = f.icmpc("slt", ix, 0x3e80_0000);
    let arg = f.sel(&is_small, &pix, &arg);
    let (s, c) = sin_cos(f, &arg);
    let nc = f.neg(&c);
    let v = f.sel(&five_six, &nc, &s);
    let v = f.sel(&one_two, &c, &v);
    let v = f.neg(&v);
    f.sel(&is_small, &s, &v)
}

/// `log(pi / |t x|) - r` for negative x, `t = sin(pi x)`, `r = lgamma(-x)`;
/// inf at the integers.
fn reflection(f: &mut F, x: &str, ix: &str, r: &str) -> V {
    let t = sin_pi(f, x, ix);
    let tx = f.mul(&t, x);
    let atx = f.abs(&tx);
    let pi = f.c(PI.into());
    let ratio = f.div(&pi, &atx);
    let nadj = f.call("ab_log_f32", &[&ratio]);
    let reflected = f.sub(&nadj, r);
    let zero = f.c(0.0);
    let t_zero = f.cmp("oeq", &t, &zero);
    let integral = f.icmpc("sge", ix, 0x4b00_0000);
    let pole = f.or(&t_zero, &integral);
    let inf = f.c(f64::INFINITY);
    f.sel(&pole, &inf, &reflected)
}

/// Below 2: `y` and which of the three approximations (`c0`, else `c1`,
/// else the third) glibc uses, from the pattern of |x|.
fn below_two_case(f: &mut F, ax: &str, ix: &str, low: &str) -> (V, V, V) {
    let one = f.c(1.0);
    let two = f.c(2.0);
    let l0 = f.icmpc("sge", ix, 0x3f3b_4a20);
    let l1 = f.icmpc("sge", ix, 0x3e6d_3308);
    let h0 = f.icmpc("sge", ix, 0x3fdd_a618);
    let h1 = f.icmpc("sge", ix, 0x3f9d_a620);
    let c0 = f.b.select(low, &l0, &h0, "i1");
    let c1 = f.b.select(low, &l1, &h1, "i1");
    let lo_y0 = f.sub(&one, ax);
    let lo_y1 = f.addc(ax, -f64::from(TC - 1.0));
    let hi_y0 = f.sub(&two, ax);
    let hi_y1 = f.addc(ax, -f64::from(TC));
    let hi_y2 = f.addc(ax, -1.0);
    let y0 = f.sel(low, &lo_y0, &hi_y0);
    let y1 = f.sel(low, &lo_y1, &hi_y1);
    let y2 = f.sel(low, ax, &hi_y2);
    let y = f.sel(&c1, &y1, &y2);
    let y = f.sel(&c0, &y0, &y);
    (y, c0, c1)
}

/// The approximation below 2 on `y` (without `-log(x)`).
fn below_two(f: &mut F, y: &str, c0: &str, c1: &str) -> V {
    // Around 1 and 2.
    let z = f.mul(y, y);
    let even: Vec<f32> = A.iter().step_by(2).copied().collect();
    let odd: Vec<f32> = A.iter().skip(1).step_by(2).copied().collect();
    let p1 = f.poly(&z, &f64s(&even));
    let p2 = f.poly(&z, &f64s(&odd));
    let p2 = f.mul(&z, &p2);
    let yp1 = f.mul(y, &p1);
    let p = f.add(&yp1, &p2);
    let hy = f.mulc(y, 0.5);
    let case0 = f.sub(&p, &hy);
    // Around the minimum.
    let w = f.mul(&z, y);
    let pick = |k: usize| -> Vec<f64> { T.iter().skip(k).step_by(3).map(|&t| f64::from(t)).collect() };
    let p1 = f.poly(&w, &pick(0));
    let p2 = f.poly(&w, &pick(1));
    let p3 = f.poly(&w, &pick(2));
    let yp3 = f.mul(y, &p3);
    let s = f.add(&p2, &yp3);
    let ws = f.mul(&w, &s);
    let tt = f.c(TT.into());
    let d = f.sub(&tt, &ws);
    let zp1 = f.mul(&z, &p1);
    let p = f.sub(&zp1, &d);
    let case1 = f.addc(&p, TF.into());
    // Near 0 (after the shift by -log(x)) and near 1 from above.
    let p1 = f.poly(y, &f64s(&U));
    let p1 = f.mul(y, &p1);
    let p2 = f.poly(y, &f64s(&VV));
    let q = f.div(&p1, &p2);
    let my = f.mulc(y, -0.5);
    let case2 = f.add(&my, &q);
    let part = f.sel(c1, &case1, &case2);
    f.sel(c0, &case0, &part)
}

fn lgamma_body(f: &mut F, x: &str) -> V {
    let hx = f.bits(x);
    let ix = f.ibinc("andi", &hx, 0x7fff_ffff);
    let negative = f.icmpc("slt", &hx, 0);
    let ax = f.abs(x);
    let one = f.c(1.0);
    let zero = f.c(0.0);
    let two = f.c(2.0);
    let inf = f.c(f64::INFINITY);
    let below_two_x = f.icmpc("slt", &ix, 0x4000_0000);
    let low = f.icmpc("sle", &ix, 0x3f66_6666);
    let (y, c0, c1) = below_two_case(f, &ax, &ix, &low);
    let part = below_two(f, &y, &c0, &c1);
    // [2, 8): 0.5 y + P/Q + log((y + 2)...(y + i - 1)), y the fraction.
    let below_eight = f.icmpc("slt", &ix, 0x4100_0000);
    let a8 = f.sel(&below_eight, &ax, &two);
    let i = f.fptosi(&a8);
    let fi = f.sitofp(&i);
    let yf = f.sub(&a8, &fi);
    let p = f.poly(&yf, &f64s(&S));
    let p = f.mul(&yf, &p);
    let q = f.poly(&yf, &f64s(&R));
    let pq = f.div(&p, &q);
    let hyf = f.mulc(&yf, 0.5);
    let mid = f.add(&hyf, &pq);
    let mut prod = one.clone();
    for k in (2..=6).rev() {
        let yk = f.addc(&yf, k as f64);
        let used = f.icmpc("sge", &i, k + 1);
        let factor = f.sel(&used, &yk, &one);
        prod = f.mul(&prod, &factor);
    }
    // From 8: (x - 0.5)(log x - 1) + w(1/x).
    let inv = f.div(&one, &ax);
    let inv2 = f.mul(&inv, &inv);
    let ws = f.poly(&inv2, &f64s(&W[1..]));
    let ws = f.mul(&inv, &ws);
    let wv = f.addc(&ws, W[0].into());
    // The one log: of x (below 0.9, from 8, and tiny x), of the product on
    // [2, 8), of 1 elsewhere.
    let tiny = f.icmpc("slt", &ix, 0x3080_0000);
    let is_low = f.and(&below_two_x, &low);
    let log_x = f.not(&below_eight);
    let log_x = f.or(&log_x, &is_low);
    let log_x = f.or(&log_x, &tiny);
    let mid_range = f.not(&below_two_x);
    let mid_range = f.and(&mid_range, &below_eight);
    let arg = f.sel(&mid_range, &prod, &one);
    let arg = f.sel(&log_x, &ax, &arg);
    let l = f.call("ab_log_f32", &[&arg]);
    let nl = f.neg(&l);
    let r0 = f.sel(&low, &nl, &zero);
    let small_r = f.add(&r0, &part);
    let mid_r = f.add(&mid, &l);
    let xh = f.addc(&ax, -0.5);
    let lm = f.addc(&l, -1.0);
    let big_r = f.mul(&xh, &lm);
    let big_r = f.add(&big_r, &wv);
    let huge_r = f.mul(&ax, &lm);
    let below_huge = f.icmpc("slt", &ix, 0x4c80_0000);
    let r = f.sel(&below_huge, &big_r, &huge_r);
    let r = f.sel(&below_eight, &mid_r, &r);
    let r = f.sel(&below_two_x, &small_r, &r);
    let is_one = f.cmp("oeq", &ax, &one);
    let is_two = f.cmp("oeq", &ax, &two);
    let exact = f.or(&is_one, &is_two);
    let r = f.sel(&exact, &zero, &r);
    // Negative x (outside (-15, -2)): on a branch, as positive arguments
    // need neither `sin(pi x)` nor the second log.
    let r = f.if_value(&negative, |f| reflection(f, x, &ix, &r), |_| r.clone());
    // Tiny: -log|x|; zero: inf; inf and NaN: x * x.
    let r = f.sel(&tiny, &nl, &r);
    let is_zero = f.cmp("oeq", x, &zero);
    let r = f.sel(&is_zero, &inf, &r);
    let special = f.icmpc("sge", &ix, 0x7f80_0000);
    let xx = f.mul(x, x);
    f.sel(&special, &xx, &r)
}

pub(in super::super) fn lgamma(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_lgamma_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let below = f.cmpc("olt", x, -2.0);
    let above = f.cmpc("ogt", x, -15.0);
    let band = f.and(&below, &above);
    let v = f.if_value(&band, |f| lgamma_neg(f, x), |f| lgamma_body(f, x));
    f.ret(&v)
}

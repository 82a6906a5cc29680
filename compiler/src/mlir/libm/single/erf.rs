//! `erf` and `erfc` in f32, glibc 2.36's `s_erff.c` (fdlibm's, built
//! without fused multiply-adds) operation for operation: rational
//! approximations of `(erf(x) - x) / x` below 0.84375 and of `erf(x) -
//! erx` below 1.25, and above
//! `erfc(x) = exp(-z^2 - 0.5625) exp((z - x)(z + x) + R/S) / x` with `z`
//! the head of `x` (12 low bits cleared for `erf`, 13 for `erfc`: glibc's
//! masks, which differ) and two calls of glibc's `expf`
//! (`glibc_exp_log.rs`). Every case is computed and the
//! answer selected. Both are glibc's bit for bit, although glibc's
//! `erfcf` is up to 3 ulp from the correctly rounded value above 1.25.

use super::super::dsl::{F, V};
use super::{c, w};

/// erf(1) rounded to f32.
const ERX: f32 = c(0x3f58_560b);
/// 2/sqrt(pi) - 1, and 16 times it (for tiny x, scaled by 16).
const EFX: f32 = c(0x3e03_75d4);
const EFX16: f32 = c(0x4003_75d4);
const PP: [f32; 5] = [
    c(0x3e03_75d4),
    c(0xbea6_6beb),
    c(0xbce9_528f),
    c(0xbbbd_1489),
    c(0xb7c7_56b1),
];
const QQ: [f32; 6] = [
    1.0,
    c(0x3ecb_bbce),
    c(0x3d85_2a63),
    c(0x3ba6_8116),
    c(0x390a_ee49),
    c(0xb684_e21a),
];
const PA: [f32; 7] = [
    c(0xbb1a_cdc6),
    c(0x3ed4_6805),
    c(0xbebe_9208),
    c(0x3ea2_fe54),
    c(0xbde3_1cc2),
    c(0x3d11_51b3),
    c(0xbb0d_f9c0),
];
const QA: [f32; 7] = [
    1.0,
    c(0x3dd9_f331),
    c(0x3f0a_5785),
    c(0x3d93_1ae7),
    c(0x3e01_3307),
    c(0x3c5f_6e13),
    c(0x3c44_5aa3),
];
/// `erfc(x) x exp(x^2 + 0.5625) - 1 ~ R(1/x^2) / S(1/x^2)` on [1.25, 1/0.35]...
const RA: [f32; 8] = [
    c(0xbc21_a093),
    c(0xbf31_a0b7),
    c(0xc128_f022),
    c(0xc279_8057),
    c(0xc322_658c),
    c(0xc338_9ae7),
    c(0xc2a2_932b),
    c(0xc11d_077e),
];
const SA: [f32; 9] = [
    1.0,
    c(0x419d_35ce),
    c(0x4309_a863),
    c(0x43d9_486f),
    c(0x4421_58c9),
    c(0x43d6_810b),
    c(0x42d9_451f),
    c(0x40d2_3f7c),
    c(0xbd77_7f97),
];
/// ... and on [1/0.35, 28].
const RB: [f32; 7] = [
    c(0xbc21_a092),
    c(0xbf4c_9dd4),
    c(0xc18e_104b),
    c(0xc320_a2ea),
    c(0xc41f_6441),
    c(0xc480_230b),
    c(0xc3f1_c275),
];
const SB: [f32; 8] = [
    1.0,
    c(0x41f2_b459),
    c(0x43a2_e571),
    c(0x44c0_1759),
    c(0x4547_fdbb),
    c(0x451f_90ce),
    c(0x43ed_43a7),
    c(0xc1b3_8712),
];
fn f64s<const N: usize>(v: [f32; N]) -> [f64; N] {
    v.map(f64::from)
}

/// Where the two functions' tails differ: `erf` switches from the first
/// to the second rational approximation at 0x4036db6e and clears 12 bits
/// for `z`, `erfc` at 0x4036db6d and 13 (glibc's constants).
#[derive(Clone, Copy)]
enum Which {
    Erf,
    Erfc,
}

/// What both functions compute on x: `y = (erf(x) - x) / x` below
/// 0.84375, `P / Q` around 1, and `r = erfc(|x|)` above 1.25.
struct Parts {
    y: V,
    pq: V,
    r: V,
    /// The pattern of |x|, and whether x is negative.
    ix: V,
    negative: V,
}

fn parts(f: &mut F, x: &str, which: Which) -> Parts {
    let bits = f.bits(x);
    let ix = f.ibinc("andi", &bits, 0x7fff_ffff);
    let negative = f.icmpc("slt", &bits, 0);
    let ax = f.abs(x);
    let z = f.mul(x, x);
    let r = f.poly(&z, &f64s(PP));
    let s = f.poly(&z, &f64s(QQ));
    let y = f.div(&r, &s);
    let s = f.addc(&ax, -1.0);
    let p = f.poly(&s, &f64s(PA));
    let q = f.poly(&s, &f64s(QA));
    let pq = f.div(&p, &q);
    let r = tail(f, &ax, &ix, which);
    Parts { y, pq, r, ix, negative }
}

/// `erfc(ax)` for `ax` from 1.25 on (others, NaN included, computed on 1
/// and not used), glibc's `exp(-z^2 - 0.5625) exp((z - x)(z + x) + R/S) /
/// x`.
fn tail(f: &mut F, ax: &str, ix: &str, which: Which) -> V {
    let (switch, mask) = match which {
        Which::Erf => (0x4036_db6e, w(0xffff_f000)),
        Which::Erfc => (0x4036_db6d, w(0xffff_e000)),
    };
    let one = f.c(1.0);
    let finite = f.cmpc("olt", ax, f64::INFINITY);
    let xt = f.sel(&finite, ax, &one);
    let xx = f.mul(&xt, &xt);
    let s = f.div(&one, &xx);
    let near = f.icmpc("slt", ix, switch);
    let ra = f.poly(&s, &f64s(RA));
    let sa = f.poly(&s, &f64s(SA));
    let rb = f.poly(&s, &f64s(RB));
    let sb = f.poly(&s, &f64s(SB));
    let rr = f.sel(&near, &ra, &rb);
    let ss = f.sel(&near, &sa, &sb);
    let xb = f.bits(&xt);
    let zb = f.ibinc("andi", &xb, mask);
    let z = f.float_of(&zb);
    let nz = f.neg(&z);
    let zz = f.mul(&nz, &z);
    let a = f.addc(&zz, -0.5625);
    let ea = f.call("ab_exp_f32", &[&a]);
    let rs = f.div(&rr, &ss);
    let d = f.sub(&z, &xt);
    let su = f.add(&z, &xt);
    let b = f.mul(&d, &su);
    let b = f.add(&b, &rs);
    let eb = f.call("ab_exp_f32", &[&b]);
    let r = f.mul(&ea, &eb);
    f.div(&r, &xt)
}

fn erf_body(f: &mut F, x: &str) -> V {
    let p = parts(f, x, Which::Erf);
    let one = f.c(1.0);
    let minus_one = f.c(-1.0);
    let unit = f.sel(&p.negative, &minus_one, &one);
    // Above 1.25: +-(1 - erfc(|x|)), and +-1 from 6 on.
    let tail = f.sub(&one, &p.r);
    let ntail = f.neg(&tail);
    let tail = f.sel(&p.negative, &ntail, &tail);
    let far = f.icmpc("sge", &p.ix, 0x40c0_0000);
    let v = f.sel(&far, &unit, &tail);
    // Around 1: +-(erx + P/Q).
    let mid = f.addc(&p.pq, ERX.into());
    let nmid = f.neg(&mid);
    let mid = f.sel(&p.negative, &nmid, &mid);
    let is_mid = f.icmpc("slt", &p.ix, 0x3fa0_0000);
    let v = f.sel(&is_mid, &mid, &v);
    // Below 0.84375: x + x y; below 2^-28: x + efx x (or, below 2^-119,
    // (16 x + 16 efx x) / 16, which keeps the subnormals' bits).
    let xy = f.mul(x, &p.y);
    let small = f.add(x, &xy);
    let ex = f.mulc(x, EFX.into());
    let tiny = f.add(x, &ex);
    let x16 = f.mulc(x, 16.0);
    let e16 = f.mulc(x, EFX16.into());
    let sub = f.add(&x16, &e16);
    let sub = f.mulc(&sub, 0.0625);
    let is_sub = f.icmpc("slt", &p.ix, 0x0400_0000);
    let tiny = f.sel(&is_sub, &sub, &tiny);
    let is_tiny = f.icmpc("slt", &p.ix, 0x3180_0000);
    let small = f.sel(&is_tiny, &tiny, &small);
    let is_small = f.icmpc("slt", &p.ix, 0x3f58_0000);
    let v = f.sel(&is_small, &small, &v);
    // Infinities: +-1; NaN: NaN (as `1 + 1/x`).
    let inv = f.div(&one, x);
    let special = f.add(&unit, &inv);
    let is_special = f.icmpc("sge", &p.ix, 0x7f80_0000);
    f.sel(&is_special, &special, &v)
}

fn erfc_body(f: &mut F, x: &str) -> V {
    let p = parts(f, x, Which::Erfc);
    let one = f.c(1.0);
    let two = f.c(2.0);
    let zero = f.c(0.0);
    // Above 1.25: erfc(|x|) for x > 0, 2 - erfc(|x|) below; from 28 on 0
    // or 2, and 2 from -6 on.
    let reflected = f.sub(&two, &p.r);
    let tail = f.sel(&p.negative, &reflected, &p.r);
    let far_neg = f.icmpc("sge", &p.ix, 0x40c0_0000);
    let far_neg = f.and(&far_neg, &p.negative);
    let tail = f.sel(&far_neg, &two, &tail);
    let far = f.icmpc("sge", &p.ix, 0x41e0_0000);
    let limit = f.sel(&p.negative, &two, &zero);
    let v = f.sel(&far, &limit, &tail);
    // Around 1: (1 - erx) - P/Q, or 1 + (erx + P/Q).
    let one_erx = f.c(1.0 - f64::from(ERX));
    let mid_pos = f.sub(&one_erx, &p.pq);
    let e = f.addc(&p.pq, ERX.into());
    let mid_neg = f.add(&one, &e);
    let mid = f.sel(&p.negative, &mid_neg, &mid_pos);
    let is_mid = f.icmpc("slt", &p.ix, 0x3fa0_0000);
    let v = f.sel(&is_mid, &mid, &v);
    // Below 0.84375: 1 - (x + x y) below 1/4 (and for negative x), else
    // 0.5 - (x y + (x - 0.5)); below 2^-26: 1 - x.
    let xy = f.mul(x, &p.y);
    let s = f.add(x, &xy);
    let low = f.sub(&one, &s);
    let xh = f.addc(x, -0.5);
    let r = f.add(&xy, &xh);
    let half = f.c(0.5);
    let high = f.sub(&half, &r);
    let quarter = f.icmpc("slt", &p.ix, 0x3e80_0000);
    let use_low = f.or(&quarter, &p.negative);
    let small = f.sel(&use_low, &low, &high);
    let tiny = f.sub(&one, x);
    let is_tiny = f.icmpc("slt", &p.ix, 0x3280_0000);
    let small = f.sel(&is_tiny, &tiny, &small);
    let is_small = f.icmpc("slt", &p.ix, 0x3f58_0000);
    let v = f.sel(&is_small, &small, &v);
    // Infinities: 0 or 2; NaN: NaN (as `2 sign + 1/x`).
    let inv = f.div(&one, x);
    let special = f.add(&limit, &inv);
    let is_special = f.icmpc("sge", &p.ix, 0x7f80_0000);
    f.sel(&is_special, &special, &v)
}

pub(in super::super) fn erf() -> String {
    let (mut f, args) = F::function_f32("ab_erf_f32", &["x"]);
    let v = erf_body(&mut f, &args[0]);
    f.ret(&v)
}

pub(in super::super) fn erfc() -> String {
    let (mut f, args) = F::function_f32("ab_erfc_f32", &["x"]);
    let v = erfc_body(&mut f, &args[0]);
    f.ret(&v)
}

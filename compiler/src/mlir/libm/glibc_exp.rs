//! glibc's `exp` bit for bit, for the functions that must round as
//! glibc's do: `sinh`, `cosh` (`hyperbolic.rs`), `erf` and `erfc`
//! (`erf.rs`) call it where glibc calls its own `exp`, so that where
//! glibc's `exp` is not correctly rounded (it is off by up to 0.51 ulp,
//! once in about a thousand arguments) ours is off the same way, instead
//! of the formula around it turning one ulp into two.
//!
//! glibc's `exp` is ARM's optimized-routines one, built with `-mfma` on
//! x86-64 machines with FMA: `x = k ln2 / 128 + r`, `exp(x) = 2^(k/128)
//! exp(r)` with `2^(j/128) = H_j (1 + T_j)` from a table of 128 pairs and
//! a degree-5 polynomial in `r`. The table needs no memory here: `H_j` is
//! `2^(j/128)` rounded to double, which the product of `2^(j/16 / 8)` and
//! `2^((j mod 16) / 128)`, each a double-double constant, gives exactly
//! for all 128 `j`; `T_j` comes from the product's tail, within 1e-31 of
//! glibc's (far below anything that changes a rounding). The fused
//! multiply-adds are glibc's, as GCC contracts them.
//!
//! `exp2` (for `math.exp2`) is ARM's too, on the same table: `x = k/128 +
//! r`, `2^x = 2^(k/128) 2^r`, a degree-5 polynomial in `r`; glibc has no
//! FMA build of it, so it is computed here without fused multiply-adds.
//!
//! Why not our `exp` (`exp.rs`) everywhere: this one costs about twice as
//! much, and `exp` alone is within 1 ulp of glibc's either way.

use super::dsl::{F, V};

/// 128/ln2, -ln2/128 in two parts, and the rounding shift 1.5 2^52
/// (glibc's `__exp_data`).
const INV_LN2_N: f64 = f64::from_bits(0x4067_1547_652b_82fe);
const NEG_LN2_HI_N: f64 = f64::from_bits(0xbf76_2e42_fefa_0000);
const NEG_LN2_LO_N: f64 = f64::from_bits(0xbd0c_f79a_bc9e_3b3a);
const SHIFT: f64 = f64::from_bits(0x4338_0000_0000_0000);
/// `exp(r) - 1 - r ~ r^2 (C2 + r C3) + r^4 (C4 + r C5)`.
const C: [f64; 4] = [
    f64::from_bits(0x3fdf_ffff_ffff_fdbd),
    f64::from_bits(0x3fc5_5555_5555_543c),
    f64::from_bits(0x3fa5_5555_cf17_2b91),
    f64::from_bits(0x3f81_1111_67a4_d017),
];
/// `exp2`'s rounding shift 1.5 2^52 / 128 and `2^r - 1 ~ r C1 + r^2 (C2 +
/// r C3) + r^4 (C4 + r C5)` (glibc's `exp2_shift` and `exp2_poly`).
const EXP2_SHIFT: f64 = f64::from_bits(0x42c8_0000_0000_0000);
const EXP2_C: [f64; 5] = [
    f64::from_bits(0x3fe6_2e42_fefa_39ef),
    f64::from_bits(0x3fce_bfbd_ff82_c424),
    f64::from_bits(0x3fac_6b08_d70c_f4b5),
    f64::from_bits(0x3f83_b2ab_d246_50cc),
    f64::from_bits(0x3f55_d7e0_9b4e_3a84),
];
/// `2^(a/8)` and `2^(b/128)`, b < 16, as double-double bit patterns.
const EIGHTHS: [(u64, u64); 8] = [
    (0x3ff0000000000000, 0x0000000000000000),
    (0x3ff172b83c7d517b, 0xbc819041b9d78a76),
    (0x3ff306fe0a31b715, 0x3c86f46ad23182e4),
    (0x3ff4bfdad5362a27, 0x3c7d4397afec42e2),
    (0x3ff6a09e667f3bcd, 0xbc9bdd3413b26456),
    (0x3ff8ace5422aa0db, 0x3c96e9f156864b27),
    (0x3ffae89f995ad3ad, 0x3c97a1cd345dcc81),
    (0x3ffd5818dcfba487, 0x3c82ed02d75b3707),
];
const STEPS: [(u64, u64); 16] = [
    (0x3ff0000000000000, 0x0000000000000000),
    (0x3ff0163da9fb3335, 0x3c9b61299ab8cdb7),
    (0x3ff02c9a3e778061, 0xbc719083535b085d),
    (0x3ff04315e86e7f85, 0xbc90a31c1977c96e),
    (0x3ff059b0d3158574, 0x3c8d73e2a475b465),
    (0x3ff0706b29ddf6de, 0xbc8c91dfe2b13c27),
    (0x3ff0874518759bc8, 0x3c6186be4bb284ff),
    (0x3ff09e3ecac6f383, 0x3c91487818316136),
    (0x3ff0b5586cf9890f, 0x3c98a62e4adc610b),
    (0x3ff0cc922b7247f7, 0x3c901edc16e24f71),
    (0x3ff0e3ec32d3d1a2, 0x3c403a1727c57b53),
    (0x3ff0fb66affed31b, 0xbc6b9bedc44ebd7b),
    (0x3ff11301d0125b51, 0xbc96c51039449b3a),
    (0x3ff12abdc06c31cc, 0xbc51b514b36ca5c7),
    (0x3ff1429aaea92de0, 0xbc932fbf9af1369e),
    (0x3ff15a98c8a58e51, 0x3c82406ab9eeab0a),
];

/// A double-double table entry `(hi, lo)` at the index with `bits`.
fn lookup_dd(f: &mut F, bits: &[V], table: &[(u64, u64)]) -> (V, V) {
    let hi: Vec<f64> = table.iter().map(|&(h, _)| f64::from_bits(h)).collect();
    let lo: Vec<f64> = table.iter().map(|&(_, l)| f64::from_bits(l)).collect();
    (f.lookup(bits, &hi), f.lookup(bits, &lo))
}

/// glibc's table entry `j` (`j = ki mod 128`): `(T_j, H_j)`.
fn table_entry(f: &mut F, j: &str) -> (V, V) {
    let bits = f.index_bits(j, 7);
    let (bh, bl) = lookup_dd(f, &bits[..4], &STEPS);
    let (ah, al) = lookup_dd(f, &bits[4..], &EIGHTHS);
    // H + T H = (ah + al)(bh + bl), exact to 2^-104.
    let ph = f.mul(&ah, &bh);
    let nph = f.neg(&ph);
    let pe = f.fma(&ah, &bh, &nph);
    let cross = f.mul(&ah, &bl);
    let cross2 = f.mul(&al, &bh);
    let cross = f.add(&cross, &cross2);
    let rest = f.add(&pe, &cross);
    let h = f.add(&ph, &rest);
    let d = f.sub(&ph, &h);
    let d = f.add(&d, &rest);
    (f.div(&d, &h), h)
}

/// `scale (1 + tmp)` where `scale`'s exponent may be out of range (glibc's
/// `specialcase`, for |x| >= 512): scaled down by 2^1009 for k > 0; for
/// k < 0, up by 2^1022 and, below the normal range, rounded once at the
/// subnormal position. `fused`: `scale + scale tmp` rounded once, as
/// glibc's FMA build of `exp` computes it (its `exp2` has none); scaling
/// down by 2^1009 where `exp2`'s source writes 2^1 gives the same bits,
/// both products being exact.
fn special_case(f: &mut F, tmp: &str, sbits: &str, ki: &str, fused: bool) -> V {
    let down = f.ibinc("subi", sbits, 1009 << 52);
    let scale = f.float_of(&down);
    let up = if fused {
        f.fma(&scale, tmp, &scale)
    } else {
        let st = f.mul(&scale, tmp);
        f.add(&scale, &st)
    };
    let high = f.mulc(&up, 2f64.powi(1009));
    let raised = f.ibinc("addi", sbits, 1022 << 52);
    let scale = f.float_of(&raised);
    let st = f.mul(&scale, tmp);
    let y = f.add(&scale, &st);
    let lo = f.sub(&scale, &y);
    let lo = f.add(&lo, &st);
    let hi = f.addc(&y, 1.0);
    let one = f.c(1.0);
    let l = f.sub(&one, &hi);
    let l = f.add(&l, &y);
    let l = f.add(&l, &lo);
    let sum = f.add(&hi, &l);
    let sub = f.sub(&sum, &one);
    // A zero result is +0 (glibc's guard for downward rounding).
    let zero = f.c(0.0);
    let is_zero = f.cmp("oeq", &sub, &zero);
    let sub = f.sel(&is_zero, &zero, &sub);
    let below = f.cmp("olt", &y, &one);
    let y = f.sel(&below, &sub, &y);
    let low = f.mulc(&y, f64::MIN_POSITIVE);
    let sign = f.ibinc("andi", ki, 0x8000_0000);
    let negative_k = f.icmpc("ne", &sign, 0);
    f.sel(&negative_k, &low, &high)
}

/// `x`'s pattern and its biased exponent (glibc's `top12(x) & 0x7ff`).
fn exponent_bits(f: &mut F, x: &str) -> (V, V) {
    let bits = f.bits(x);
    let top = f.ibinc("shrui", &bits, 52);
    let abstop = f.ibinc("andi", &top, 0x7ff);
    (bits, abstop)
}

/// For `k` in the low bits of `ki`: `T_k mod 128` and the pattern of
/// `H_(k mod 128) 2^(k div 128)` (glibc's `tail` and `sbits`, `H_j`'s
/// pattern less `j << 45` plus `ki << 45`).
fn scale_bits(f: &mut F, ki: &str) -> (V, V) {
    let j = f.ibinc("andi", ki, 127);
    let (tail, h) = table_entry(f, &j);
    let hbits = f.bits(&h);
    let kj = f.ibin("subi", ki, &j);
    let top = f.ibinc("shli", &kj, 45);
    (tail, f.ibin("addi", &hbits, &top))
}

pub(super) fn exp_glibc(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_exp_glibc_f64", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let (_, abstop) = exponent_bits(&mut f, x);
    // |x| < 2^-54: 1 + x; |x| >= 1024 (and inf, NaN): below.
    let tiny = f.icmpc("slt", &abstop, 0x3c9);
    let huge = f.icmpc("sge", &abstop, 0x409);
    let special = f.icmpc("sge", &abstop, 0x408);
    let zero = f.c(0.0);
    let xs = f.sel(&huge, &zero, x);
    // k = round(x 128 / ln2) in the low bits of kd's pattern; r = x - k ln2/128.
    let shift = f.c(SHIFT);
    let inv = f.c(INV_LN2_N);
    let kd = f.fma(&xs, &inv, &shift);
    let ki = f.bits(&kd);
    let kd = f.sub(&kd, &shift);
    let hi = f.c(NEG_LN2_HI_N);
    let r = f.fma(&kd, &hi, &xs);
    let lo = f.c(NEG_LN2_LO_N);
    let r = f.fma(&kd, &lo, &r);
    let (tail, sbits) = scale_bits(&mut f, &ki);
    let r2 = f.mul(&r, &r);
    let p = f.fmac(&r, C[1], C[0]);
    let tr = f.add(&r, &tail);
    let tmp = f.fma(&r2, &p, &tr);
    let q = f.fmac(&r, C[3], C[2]);
    let r4 = f.mul(&r2, &r2);
    let tmp = f.fma(&r4, &q, &tmp);
    let scale = f.float_of(&sbits);
    let y = f.fma(&scale, &tmp, &scale);
    let far = special_case(&mut f, &tmp, &sbits, &ki, true);
    let y = f.sel(&special, &far, &y);
    // |x| >= 1024: 0 below (-inf included), inf above, 1 + x for NaN and +inf.
    let one_x = f.addc(x, 1.0);
    let negative = f.cmpc("olt", x, 0.0);
    let inf = f.c(f64::INFINITY);
    let limit = f.sel(&negative, &zero, &inf);
    let nan = f.is_nan(x);
    let limit = f.sel(&nan, &one_x, &limit);
    let y = f.sel(&huge, &limit, &y);
    let y = f.sel(&tiny, &one_x, &y);
    f.ret(&y)
}

/// glibc's `exp2` (`sysdeps/ieee754/dbl-64/e_exp2.c`).
pub(super) fn exp2_glibc(frame: super::super::Frame) -> String {
    let (mut f, args) = F::function("ab_exp2_f64", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let (bits, abstop) = exponent_bits(&mut f, x);
    // |x| < 2^-54: 1 + x. |x| > 928: the scale may leave the normal range.
    let tiny = f.icmpc("slt", &abstop, 0x3c9);
    let magnitude = f.ibinc("andi", &bits, 0x7fff_ffff_ffff_ffff);
    let special = f.icmpc("sgt", &magnitude, 0x408d_0000_0000_0000);
    // |x| >= 1024, inf and NaN answer at once, but for -1075 < x <= -1024,
    // which the special case takes into the subnormals.
    let huge = f.icmpc("sge", &abstop, 0x409);
    let below = f.cmpc("olt", x, 0.0);
    let above_floor = f.cmpc("ogt", x, -1075.0);
    let subnormal = f.and(&below, &above_floor);
    let not_subnormal = f.not(&subnormal);
    let out = f.and(&huge, &not_subnormal);
    let zero = f.c(0.0);
    let xs = f.sel(&out, &zero, x);
    // k = round(128 x) in the low bits of kd's pattern; r = x - k/128.
    let shift = f.c(EXP2_SHIFT);
    let kd = f.add(&xs, &shift);
    let ki = f.bits(&kd);
    let kd = f.sub(&kd, &shift);
    let r = f.sub(&xs, &kd);
    let (tail, sbits) = scale_bits(&mut f, &ki);
    // tmp = tail + r C1 + r2 (C2 + r C3) + r2 r2 (C4 + r C5), C's order.
    let r2 = f.mul(&r, &r);
    let rc1 = f.mulc(&r, EXP2_C[0]);
    let tmp = f.add(&tail, &rc1);
    let p = f.mulc(&r, EXP2_C[2]);
    let p = f.addc(&p, EXP2_C[1]);
    let p = f.mul(&r2, &p);
    let tmp = f.add(&tmp, &p);
    let q = f.mulc(&r, EXP2_C[4]);
    let q = f.addc(&q, EXP2_C[3]);
    let r4 = f.mul(&r2, &r2);
    let q = f.mul(&r4, &q);
    let tmp = f.add(&tmp, &q);
    let scale = f.float_of(&sbits);
    let st = f.mul(&scale, &tmp);
    let y = f.add(&scale, &st);
    let far = special_case(&mut f, &tmp, &sbits, &ki, false);
    let y = f.sel(&special, &far, &y);
    // The rest of |x| >= 1024: 0 below (-inf included), inf above, 1 + x
    // for NaN and +inf.
    let one_x = f.addc(x, 1.0);
    let inf = f.c(f64::INFINITY);
    let limit = f.sel(&below, &zero, &inf);
    let nan = f.is_nan(x);
    let limit = f.sel(&nan, &one_x, &limit);
    let y = f.sel(&out, &limit, &y);
    let y = f.sel(&tiny, &one_x, &y);
    f.ret(&y)
}

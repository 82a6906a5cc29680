//! glibc's `expf`, `logf` and `log2f`, bit for bit: ARM's
//! optimized-routines code (glibc 2.36's `e_expf.c`, `e_logf.c`,
//! `e_log2f.c`), which computes in double between one widening of the
//! argument and one rounding of the result, built with `-mfma` for x86-64
//! machines with FMA (the `__expf_fma`, `__logf_fma` and `__log2f_fma`
//! ifunc variants); the fused multiply-adds here are the ones GCC made
//! there (read off `objdump -d libm.so.6`).
//!
//! Why glibc's own rather than a float algorithm (FreeBSD's, as before):
//! glibc's results are not all correctly rounded (0.502 ulp for `expf`,
//! 0.82 for `logf`), so any other algorithm differs from them on millions
//! of floats, and the functions built on these (`sinhf`, `coshf`, `erff`,
//! `erfcf`, `log10f`, `asinhf`, `acoshf`) amplify each difference. With
//! these every such function can be glibc's bit for bit.
//!
//! - `exp`: `x = (k + r) ln2 / 32`, `exp(x) = 2^(k/32) 2^(r/32)`, the
//!   first from a table of 32 doubles (`T[k mod 32]`, its exponent raised
//!   by `k div 32`), the second a cubic in `r`.
//! - `log` and `log2`: `x = 2^k z` with `z` in [0x1.66p-1, 0x1.66p0), `1/c`
//!   and `log(c)` for `c` near `z` from a table of 16 pairs indexed by
//!   `z`'s top mantissa bits, and `log1p(z/c - 1)` a polynomial.
//!
//! The tables are read without memory, through trees of selects
//! (`F::lookup`): the elementwise loops calling these still vectorize.

use super::super::super::Frame;
use super::super::dsl::{F, V};

/// `__exp2f_data.tab`: `T[i]` is the pattern of `2^(i/32)` less `i << 47`,
/// so that adding `k << 47` gives `2^(k/32)` for any `k`.
const EXP2F_TAB: [u64; 32] = [
    0x3ff0000000000000,
    0x3fefd9b0d3158574,
    0x3fefb5586cf9890f,
    0x3fef9301d0125b51,
    0x3fef72b83c7d517b,
    0x3fef54873168b9aa,
    0x3fef387a6e756238,
    0x3fef1e9df51fdee1,
    0x3fef06fe0a31b715,
    0x3feef1a7373aa9cb,
    0x3feedea64c123422,
    0x3feece086061892d,
    0x3feebfdad5362a27,
    0x3feeb42b569d4f82,
    0x3feeab07dd485429,
    0x3feea47eb03a5585,
    0x3feea09e667f3bcd,
    0x3fee9f75e8ec5f74,
    0x3feea11473eb0187,
    0x3feea589994cce13,
    0x3feeace5422aa0db,
    0x3feeb737b0cdc5e5,
    0x3feec49182a3f090,
    0x3feed503b23e255d,
    0x3feee89f995ad3ad,
    0x3feeff76f2fb5e47,
    0x3fef199bdd85529c,
    0x3fef3720dcef9069,
    0x3fef5818dcfba487,
    0x3fef7c97337b9b5f,
    0x3fefa4afa2a490da,
    0x3fefd0765b6e4540,
];
/// 32/ln2, the rounding shift 1.5 2^52, and
/// `2^(r/32) ~ 1 + r (C2 + r (C1 + r C0))` (`invln2_scaled`, `shift`,
/// `poly_scaled`).
const INV_LN2_N: u64 = 0x4047_1547_652b_82fe;
const SHIFT: u64 = 0x4338_0000_0000_0000;
const EXP_C: [u64; 3] = [0x3ebc_6af8_4b91_2394, 0x3f2e_bfce_50fa_c4f3, 0x3f96_2e42_ff0c_52d6];
/// Beyond these `expf` overflows (x > 0x1.62e42ep6), rounds to 0 (x <
/// -0x1.9fe368p6), or returns glibc's "may underflow" value (x <
/// -0x1.9d1d9ep6): `0x1.4p-75f` squared, the least subnormal.
const EXP_OVER: u32 = 0x42b1_7217;
const EXP_ZERO: u32 = 0xc2cf_f1b4;
const EXP_MAY_UNDERFLOW: u32 = 0xc2ce_8ecf;

fn k(f: &mut F, bits: u64) -> V {
    f.c(f64::from_bits(bits))
}

fn lookup_bits(f: &mut F, index: &[V], table: impl Iterator<Item = u64>) -> V {
    let values: Vec<f64> = table.map(f64::from_bits).collect();
    f.lookup(index, &values)
}

/// `expf`'s double computation on `xd`, up to its product `y s`.
fn exp_kernel(f: &mut F, xd: &str) -> V {
    let inv = k(f, INV_LN2_N);
    let shift = k(f, SHIFT);
    // kd = round(x 32/ln2) in the low bits of its pattern; the product is
    // not rounded before the shift is added, nor before kd is taken off.
    let kd = f.fma(xd, &inv, &shift);
    let ki = f.bits(&kd);
    let kd = f.sub(&kd, &shift);
    let nkd = f.neg(&kd);
    let r = f.fma(&inv, xd, &nkd);
    let j = f.ibinc("andi", &ki, 31);
    let index = f.index_bits(&j, 5);
    let t = lookup_bits(f, &index, EXP2F_TAB.into_iter());
    let t = f.bits(&t);
    let top = f.ibinc("shli", &ki, 47);
    let s = f.ibin("addi", &t, &top);
    let s = f.float_of(&s);
    let (c0, c1, c2) = (k(f, EXP_C[0]), k(f, EXP_C[1]), k(f, EXP_C[2]));
    let z = f.fma(&r, &c0, &c1);
    let r2 = f.mul(&r, &r);
    let one = f.c(1.0);
    let y = f.fma(&r, &c2, &one);
    let y = f.fma(&z, &r2, &y);
    f.mul(&y, &s)
}

/// `expf`. The kernel is defined for every input (integer wrap-around and
/// IEEE arithmetic only), so it runs on `x` itself and the special cases
/// are selected over it.
pub(in super::super) fn exp(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_exp_f32", &["x"]);
    f.frame = frame;
    let x = &args[0];
    let xd = f.widen(x);
    let y = f.in_f64(|f| exp_kernel(f, &xd));
    let y = f.narrow(&y);
    let least = f.bits_c(1);
    let below = f.cmpc("olt", x, f32::from_bits(EXP_MAY_UNDERFLOW).into());
    let y = f.sel(&below, &least, &y);
    let zero = f.c(0.0);
    let vanishes = f.cmpc("olt", x, f32::from_bits(EXP_ZERO).into());
    let y = f.sel(&vanishes, &zero, &y);
    let inf = f.c(f64::INFINITY);
    let over = f.cmpc("ogt", x, f32::from_bits(EXP_OVER).into());
    let y = f.sel(&over, &inf, &y);
    let nan = f.is_nan(x);
    let twice = f.add(x, x);
    let y = f.sel(&nan, &twice, &y);
    f.ret(&y)
}

/// `(1/c, log(c))` of `__logf_data.tab` ...
const LOGF_TAB: [(u64, u64); 16] = [
    (0x3ff661ec79f8f3be, 0xbfd57bf7808caade),
    (0x3ff571ed4aaf883d, 0xbfd2bef0a7c06ddb),
    (0x3ff49539f0f010b0, 0xbfd01eae7f513a67),
    (0x3ff3c995b0b80385, 0xbfcb31d8a68224e9),
    (0x3ff30d190c8864a5, 0xbfc6574f0ac07758),
    (0x3ff25e227b0b8ea0, 0xbfc1aa2bc79c8100),
    (0x3ff1bb4a4a1a343f, 0xbfba4e76ce8c0e5e),
    (0x3ff12358f08ae5ba, 0xbfb1973c5a611ccc),
    (0x3ff0953f419900a7, 0xbfa252f438e10c1e),
    (0x3ff0000000000000, 0x0000000000000000),
    (0x3fee608cfd9a47ac, 0x3faaa5aa5df25984),
    (0x3feca4b31f026aa0, 0x3fbc5e53aa362eb4),
    (0x3feb2036576afce6, 0x3fc526e57720db08),
    (0x3fe9c2d163a1aa2d, 0x3fcbc2860d224770),
    (0x3fe886e6037841ed, 0x3fd1058bc8a07ee1),
    (0x3fe767dcf5534862, 0x3fd4043057b6ee09),
];
/// ... its ln2 and `log1p(r) ~ r + r^2 (A0 + r A1 + r^2 A2)` ...
const LN2: u64 = 0x3fe6_2e42_fefa_39ef;
const LOGF_A: [u64; 3] = [0xbfd0_0ea3_48b8_8334, 0x3fd5_575b_0be0_0b6a, 0xbfdf_fffe_f20a_4123];
/// ... and `(1/c, log2(c))` of `__log2f_data.tab` (the same `c`), with
/// `log1p(r)/ln2 ~ r (A3 + r (A2 + ...))`.
const LOG2F_LOGC: [u64; 16] = [
    0xbfdefec65b963019,
    0xbfdb0b6832d4fca4,
    0xbfd7418b0a1fb77b,
    0xbfd39de91a6dcf7b,
    0xbfd01d9bf3f2b631,
    0xbfc97c1d1b3b7af0,
    0xbfc2f9e393af3c9f,
    0xbfb960cbbf788d5c,
    0xbfaa6f9db6475fce,
    0x0000000000000000,
    0x3fb338ca9f24f53d,
    0x3fc476a9543891ba,
    0x3fce840b4ac4e4d2,
    0x3fd40645f0c6651c,
    0x3fd88e9c2c1b9ff8,
    0x3fdce0a44eb17bcc,
];
const LOG2F_A: [u64; 4] = [
    0xbfd7_12b6_f70a_7e4d,
    0x3fde_cabf_4968_32e0,
    0xbfe7_1547_9ffa_e3de,
    0x3ff7_1547_5f35_c8b8,
];
/// The start of the table's range, 0x1.66p-1 (`OFF`).
const OFF: i64 = 0x3f33_0000;

/// `log(x)` (`two` false) or `log2(x)` for positive normal `x` given as its
/// pattern `ix` (i32), in double.
fn log_kernel(f: &mut F, ix: &str, two: bool) -> V {
    let tmp = f.ibinc("subi", ix, OFF);
    let i = f.ibinc("shrui", &tmp, 19);
    let i = f.ibinc("andi", &i, 15);
    let kk = f.ibinc("shrsi", &tmp, 23);
    let top = f.ibinc("andi", &tmp, super::w(0xff80_0000));
    let iz = f.ibin("subi", ix, &top);
    let z = f.float_of(&iz);
    let index = f.index_bits(&i, 4);
    let z = f.widen(&z);
    let kd = f.i32_to_f64(&kk);
    f.in_f64(|f| {
        let invc = lookup_bits(f, &index, LOGF_TAB.iter().map(|e| e.0));
        let m1 = f.c(-1.0);
        let r = f.fma(&z, &invc, &m1);
        let r2 = f.mul(&r, &r);
        let a = if two { &LOG2F_A[..3] } else { &LOGF_A[..] };
        let (a0, a1, a2) = (k(f, a[0]), k(f, a[1]), k(f, a[2]));
        let y = f.fma(&r, &a1, &a2);
        let y = f.fma(&r2, &a0, &y);
        let p = if two {
            let logc = lookup_bits(f, &index, LOG2F_LOGC.into_iter());
            let y0 = f.add(&kd, &logc);
            let a3 = k(f, LOG2F_A[3]);
            f.fma(&r, &a3, &y0)
        } else {
            let logc = lookup_bits(f, &index, LOGF_TAB.iter().map(|e| e.1));
            let ln2 = k(f, LN2);
            let y0 = f.fma(&kd, &ln2, &logc);
            f.add(&r, &y0)
        };
        f.fma(&r2, &y, &p)
    })
}

/// `logf` or `log2f`: subnormals scaled by 2^23 first; -inf at zeros,
/// NaN below zero and for NaN, +inf at +inf.
fn log_or_log2(f: &mut F, x: &str, two: bool) -> V {
    let ix = f.bits(x);
    let subnormal = f.cmpc("olt", x, f32::MIN_POSITIVE.into());
    let up = f.mulc(x, 8_388_608.0);
    let up = f.bits(&up);
    let up = f.ibinc("subi", &up, 23 << 23);
    let ix = f.isel(&subnormal, &up, &ix);
    let y = log_kernel(f, &ix, two);
    let y = f.narrow(&y);
    let ninf = f.c(f64::NEG_INFINITY);
    let zero = f.cmpc("oeq", x, 0.0);
    let y = f.sel(&zero, &ninf, &y);
    let invalid = f.cmpc("ult", x, 0.0);
    let qnan = f.bits_c(0x7fc0_0000);
    let y = f.sel(&invalid, &qnan, &y);
    let inf = f.cmpc("oeq", x, f64::INFINITY);
    f.sel(&inf, x, &y)
}

pub(in super::super) fn log(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_log_f32", &["x"]);
    f.frame = frame;
    let y = log_or_log2(&mut f, &args[0], false);
    f.ret(&y)
}

pub(in super::super) fn log2(frame: Frame) -> String {
    let (mut f, args) = F::function_f32("ab_log2_f32", &["x"]);
    f.frame = frame;
    let y = log_or_log2(&mut f, &args[0], true);
    f.ret(&y)
}

//! glibc's `cbrt` (`sysdeps/ieee754/dbl-64/s_cbrt.c`), operation for
//! operation, for `math.cbrt`: `|x| = xm 2^xe` with `xm` in [0.5, 1), a
//! degree-6 polynomial `u ~ cbrt(xm)`, one rational (Halley) step
//! `u (u^3 + 2 xm) / (2 u^3 + xm)`, times `2^((xe mod 3) / 3)` and
//! `2^(xe / 3)` (C's truncating `/` and `%`). glibc builds it without
//! fused multiply-adds on every x86-64 machine, so none is used here and
//! the results are glibc's bit for bit; glibc's own are within 1 ulp of
//! the true cube root.

use super::dsl::F;

/// `cbrt(xm) ~ P(xm)` on [0.5, 1), lowest degree first: glibc's
/// 18-digit literals, as the doubles they round to.
const P: [f64; 7] = [
    0.354_895_765_043_919_84,
    1.508_191_937_815_849,
    -2.114_994_941_673_713,
    2.446_931_225_635_344_4,
    -1.834_692_774_836_130_8,
    0.784_932_344_976_639_2,
    -0.145_263_899_385_486_37,
];
/// `2^(1/3)` and `2^(2/3)`, glibc's `CBRT2` and `SQR_CBRT2` rounded.
const CBRT2: f64 = 1.259_921_049_894_873_2;
const SQR_CBRT2: f64 = 1.587_401_051_968_199_6;

pub(super) fn cbrt() -> String {
    let (mut f, args) = F::function("ab_cbrt_f64", &["x"]);
    let x = &args[0];
    // frexp(|x|): a subnormal is scaled into the normals by 2^54 first.
    let a = f.abs(x);
    let subnormal = f.cmpc("olt", &a, f64::MIN_POSITIVE);
    let scaled = f.mulc(&a, 2f64.powi(54));
    let m = f.sel(&subnormal, &scaled, &a);
    let bits = f.bits(&m);
    let biased = f.ibinc("shrui", &bits, 52);
    let e = f.ibinc("subi", &biased, 1022);
    let less = f.i(54);
    let zero_i = f.i(0);
    let shift = f.isel(&subnormal, &less, &zero_i);
    let xe = f.ibin("subi", &e, &shift);
    let mantissa = f.ibinc("andi", &bits, 0x000f_ffff_ffff_ffff);
    let mbits = f.ibinc("ori", &mantissa, 0x3fe0_0000_0000_0000);
    let xm = f.float_of(&mbits);
    // u = P(xm), in glibc's order (Horner's, innermost first).
    let u = f.poly(&xm, &P);
    let uu = f.mul(&u, &u);
    let t2 = f.mul(&uu, &u);
    let two_xm = f.mulc(&xm, 2.0);
    let num = f.add(&t2, &two_xm);
    let num = f.mul(&u, &num);
    let two_t2 = f.mulc(&t2, 2.0);
    let den = f.add(&two_t2, &xm);
    let ym = f.div(&num, &den);
    // factor[2 + xe % 3] and 2^(xe / 3), C's truncating division.
    let q = f.ibinc("divsi", &xe, 3);
    let three_q = f.ibinc("muli", &q, 3);
    let r = f.ibin("subi", &xe, &three_q);
    let mut factor = f.c(1.0);
    for (k, v) in [(-2, 1.0 / SQR_CBRT2), (-1, 1.0 / CBRT2), (1, CBRT2), (2, SQR_CBRT2)] {
        let is = f.icmpc("eq", &r, k);
        let v = f.c(v);
        factor = f.sel(&is, &v, &factor);
    }
    let ym = f.mul(&ym, &factor);
    let positive = f.cmpc("ogt", x, 0.0);
    let nym = f.neg(&ym);
    let signed = f.sel(&positive, &ym, &nym);
    // The result is normal (|cbrt(x)| > 2^-359), so the scaling is exact.
    let p = f.pow2(&q);
    let y = f.mul(&signed, &p);
    // Zeros, infinities and NaN: x + x.
    let zero = f.cmpc("oeq", x, 0.0);
    let inf = f.cmpc("oeq", &a, f64::INFINITY);
    let nan = f.is_nan(x);
    let special = f.or(&zero, &inf);
    let special = f.or(&special, &nan);
    let xx = f.add(x, x);
    let y = f.sel(&special, &xx, &y);
    f.ret(&y)
}

//! Integer operations for one element (`prim::eval::bits`' twins): `& | ^
//! ~ << >>`, `**` on integers and `round`. Shifts never reach LLVM with a
//! count of the width or more (which would be poison): such counts are
//! answered by selects.

use super::scalar::{meet, Applied};
use crate::mlir::builder::{ssa_type, Body};
use crate::mlir::float::{copysign, fabs};
use crate::mlir::value::{convert, Scalar};
use crate::prim::Prim;
use autobatch_runtime::DType;

/// `&`, `|`, `^` in the operands' meeting dtype (`i1` for bools).
pub(super) fn logic(body: &mut Body, prim: Prim, a: &Scalar, b: &Scalar) -> Applied {
    let d = meet(a.dtype, b.dtype);
    let (x, y) = (convert(body, a, d), convert(body, b, d));
    let op = match prim {
        Prim::BitAnd => "andi",
        Prim::BitOr => "ori",
        _ => "xori",
    };
    total(Scalar::new(body.bin(op, &x.ssa, &y.ssa, x.ty()), d))
}

/// `~x`: all bits flipped.
pub(super) fn invert(body: &mut Body, x: &Scalar) -> Applied {
    let ones = body.int(-1, x.ty());
    total(Scalar::new(body.bin("xori", &x.ssa, &ones, x.ty()), x.dtype))
}

/// `a << n`, `a >> n`; a negative `n` faults.
pub(super) fn shift(body: &mut Body, prim: Prim, a: &Scalar, n: &Scalar) -> Applied {
    let d = int_dtype(meet(a.dtype, n.dtype));
    let (x, n) = (convert(body, a, d), convert(body, n, d));
    let ty = ssa_type(d);
    let width = if d == DType::I32 { 32 } else { 64 };
    let zero = body.int(0, ty);
    let negative = body.cmpi("slt", &n.ssa, &zero, ty);
    let w = body.int(width, ty);
    let wide = body.cmpi("sge", &n.ssa, &w, ty);
    let value = if prim == Prim::Shl {
        let out_of_range = body.or(&negative, &wide);
        let safe = body.select(&out_of_range, &zero, &n.ssa, ty);
        let shifted = body.bin("shli", &x.ssa, &safe, ty);
        body.select(&wide, &zero, &shifted, ty)
    } else {
        let top = body.int(width - 1, ty);
        let safe = body.select(&wide, &top, &n.ssa, ty);
        let safe = body.select(&negative, &zero, &safe, ty);
        body.bin("shrsi", &x.ssa, &safe, ty)
    };
    Applied {
        value: Scalar::new(value, d),
        fault: Some(negative),
    }
}

/// `a ** e` on integers by squaring over the exponent's bits, wrapping; a
/// negative exponent faults.
pub(super) fn int_pow(body: &mut Body, a: &Scalar, e: &Scalar) -> Applied {
    let d = int_dtype(meet(a.dtype, e.dtype));
    let (x, e) = (convert(body, a, d), convert(body, e, d));
    let ty = ssa_type(d);
    let bits = if d == DType::I32 { 32 } else { 64 };
    let zero = body.int(0, ty);
    let negative = body.cmpi("slt", &e.ssa, &zero, ty);
    let e0 = body.select(&negative, &zero, &e.ssa, ty);
    let one = body.int(1, ty);
    let (lo, hi, step) = (body.index(0), body.index(bits), body.index(1));
    let (res, i) = (body.fresh(), body.fresh());
    let (r, b, k) = (body.fresh(), body.fresh(), body.fresh());
    body.open(&format!(
        "{res}:3 = scf.for {i} = {lo} to {hi} step {step} iter_args({r} = {one}, {b} = {}, {k} = {e0}) -> ({ty}, {ty}, {ty}) {{",
        x.ssa
    ));
    let low = body.bin("andi", &k, &one, ty);
    let odd = body.cmpi("ne", &low, &zero, ty);
    let times = body.bin("muli", &r, &b, ty);
    let r2 = body.select(&odd, &times, &r, ty);
    let b2 = body.bin("muli", &b, &b, ty);
    let k2 = body.bin("shrui", &k, &one, ty);
    body.line(&format!("scf.yield {r2}, {b2}, {k2} : {ty}, {ty}, {ty}"));
    body.close("}");
    Applied {
        value: Scalar::new(format!("{res}#0"), d),
        fault: Some(negative),
    }
}

fn int_dtype(d: DType) -> DType {
    if d == DType::I32 {
        d
    } else {
        DType::I64
    }
}

/// `round` of a float: ties to even, by adding and subtracting 2^52
/// (2^23 for f32) to the magnitude below that, where the rounding of the
/// addition is the answer; larger values, infinities and NaN are whole
/// already. The sign is copied back (`round(-0.4) == -0.0`).
pub(super) fn round_even(body: &mut Body, x: &Scalar) -> Scalar {
    if !x.dtype.is_float() {
        return x.clone();
    }
    let ty = x.ty();
    let big = if x.dtype == DType::F32 {
        8_388_608.0
    } else {
        4_503_599_627_370_496.0
    };
    let mag = fabs(body, &x.ssa, ty);
    let lim = body.float(big, ty);
    let small = body.cmpf("olt", &mag, &lim, ty);
    let up = body.bin("addf", &mag, &lim, ty);
    let rounded = body.bin("subf", &up, &lim, ty);
    let signed = copysign(body, &rounded, &x.ssa, ty);
    Scalar::new(body.select(&small, &signed, &x.ssa, ty), x.dtype)
}

/// `round(x)` to an `i64`; faults on NaN, infinities and values beyond.
pub(super) fn round_int(body: &mut Body, x: &Scalar) -> Applied {
    if !x.dtype.is_float() {
        return total(convert(body, x, DType::I64));
    }
    let r = round_even(body, x);
    let r = convert_float(body, &r);
    // i64 is [-2^63, 2^63); ordered comparisons are false for NaN.
    let low = body.float(-9_223_372_036_854_775_808.0, "f64");
    let high = body.float(9_223_372_036_854_775_808.0, "f64");
    let above = body.cmpf("oge", &r, &low, "f64");
    let below = body.cmpf("olt", &r, &high, "f64");
    let fits = body.and(&above, &below);
    let zero = body.float(0.0, "f64");
    let safe = body.select(&fits, &r, &zero, "f64");
    let value = body.cast("fptosi", &safe, "f64", "i64");
    Applied {
        value: Scalar::new(value, DType::I64),
        fault: Some(body.not(&fits)),
    }
}

fn convert_float(body: &mut Body, x: &Scalar) -> String {
    convert(body, x, DType::F64).ssa
}

fn total(value: Scalar) -> Applied {
    Applied { value, fault: None }
}

/// `a / b` on integers, correctly rounded as CPython's `long_true_divide`:
/// operands within 2^53 convert exactly and divide in f64; otherwise a
/// long division gives the quotient's top 56 or more bits, with a sticky
/// bit for a nonzero remainder, and one rounding to f64. (The caller
/// reports a zero divisor; here it reads as 1.)
pub(super) fn int_true_div(body: &mut Body, a: &Scalar, b: &Scalar) -> String {
    let (a, b) = (convert(body, a, DType::I64).ssa, convert(body, b, DType::I64).ssa);
    let zero = body.int(0, "i64");
    let is_zero = body.cmpi("eq", &b, &zero, "i64");
    let one = body.int(1, "i64");
    let b = body.select(&is_zero, &one, &b, "i64");
    let ua = abs_u64(body, &a);
    let ub = abs_u64(body, &b);
    let exact = body.int(1 << 53, "i64");
    let small_a = body.cmpi("ule", &ua, &exact, "i64");
    let small_b = body.cmpi("ule", &ub, &exact, "i64");
    let small = body.and(&small_a, &small_b);
    let result = body.fresh();
    body.open(&format!("{result} = scf.if {small} -> (f64) {{"));
    let fa = body.cast("sitofp", &a, "i64", "f64");
    let fb = body.cast("sitofp", &b, "i64", "f64");
    let q = body.bin("divf", &fa, &fb, "f64");
    body.line(&format!("scf.yield {q} : f64"));
    body.reopen("} else {");
    let mag = long_quotient(body, &ua, &ub);
    let a_neg = body.cmpi("slt", &a, &zero, "i64");
    let b_neg = body.cmpi("slt", &b, &zero, "i64");
    let negative = body.bin("xori", &a_neg, &b_neg, "i1");
    let neg = body.un("negf", &mag, "f64");
    let signed = body.select(&negative, &neg, &mag, "f64");
    body.line(&format!("scf.yield {signed} : f64"));
    body.close("}");
    result
}

/// `|a|` as an unsigned 64-bit pattern (`|i64::MIN|` is 2^63).
fn abs_u64(body: &mut Body, a: &str) -> String {
    let zero = body.int(0, "i64");
    let negative = body.cmpi("slt", a, &zero, "i64");
    let minus = body.bin("subi", &zero, a, "i64");
    body.select(&negative, &minus, a, "i64")
}

/// The number of significant bits of `v` (64 minus its leading zeros),
/// by halving steps.
fn bit_length(body: &mut Body, v: &str) -> String {
    let mut x = v.to_string();
    let mut zeros = body.int(0, "i64");
    let zero = body.int(0, "i64");
    for step in [32, 16, 8, 4, 2, 1] {
        let k = body.int(64 - step, "i64");
        let top = body.bin("shrui", &x, &k, "i64");
        let empty = body.cmpi("eq", &top, &zero, "i64");
        let by = body.int(step, "i64");
        let shifted = body.bin("shli", &x, &by, "i64");
        x = body.select(&empty, &shifted, &x, "i64");
        let more = body.bin("addi", &zeros, &by, "i64");
        zeros = body.select(&empty, &more, &zeros, "i64");
    }
    // A zero input has 64 leading zeros, not the 63 the steps count.
    let is_zero = body.cmpi("eq", v, &zero, "i64");
    let one = body.int(1, "i64");
    let plus = body.bin("addi", &zeros, &one, "i64");
    let zeros = body.select(&is_zero, &plus, &zeros, "i64");
    let width = body.int(64, "i64");
    body.bin("subi", &width, &zeros, "i64")
}

/// `ua / ub` (unsigned, `ub` in 1..=2^63) rounded once to f64: the
/// dividend `ua * 2^s` (below 2^120) divided bit by bit, `s` chosen so the
/// quotient has at least 56 bits; the remainder is kept below `ub`, so
/// doubling it never overflows.
fn long_quotient(body: &mut Body, ua: &str, ub: &str) -> String {
    let bits_a = bit_length(body, ua);
    let bits_b = bit_length(body, ub);
    let zero = body.int(0, "i64");
    let want = body.int(56, "i64");
    let need = body.bin("addi", &want, &bits_b, "i64");
    let need = body.bin("subi", &need, &bits_a, "i64");
    let s = body.bin("maxsi", &need, &zero, "i64");
    let (lo, hi, step) = (body.index(0), body.index(120), body.index(1));
    let (res, j, rem, q) = (body.fresh(), body.fresh(), body.fresh(), body.fresh());
    body.open(&format!(
        "{res}:2 = scf.for {j} = {lo} to {hi} step {step} iter_args({rem} = {zero}, {q} = {zero}) -> (i64, i64) {{"
    ));
    let j64 = body.cast("index_cast", &j, "index", "i64");
    let top = body.int(119, "i64");
    let i = body.bin("subi", &top, &j64, "i64");
    let k = body.bin("subi", &i, &s, "i64");
    let width = body.int(64, "i64");
    let below = body.cmpi("slt", &k, &zero, "i64");
    let above = body.cmpi("sge", &k, &width, "i64");
    let outside = body.or(&below, &above);
    let safe_k = body.select(&outside, &zero, &k, "i64");
    let shifted = body.bin("shrui", ua, &safe_k, "i64");
    let one = body.int(1, "i64");
    let bit = body.bin("andi", &shifted, &one, "i64");
    let bit = body.select(&outside, &zero, &bit, "i64");
    let doubled = body.bin("shli", &rem, &one, "i64");
    let r = body.bin("ori", &doubled, &bit, "i64");
    let fits = body.cmpi("uge", &r, ub, "i64");
    let less = body.bin("subi", &r, ub, "i64");
    let r2 = body.select(&fits, &less, &r, "i64");
    let q2 = body.bin("shli", &q, &one, "i64");
    let set = body.bin("ori", &q2, &one, "i64");
    let q2 = body.select(&fits, &set, &q2, "i64");
    body.line(&format!("scf.yield {r2}, {q2} : i64, i64"));
    body.close("}");
    let left = format!("{res}#0");
    let nonzero = body.cmpi("ne", &left, &zero, "i64");
    let sticky = body.cast("extui", &nonzero, "i1", "i64");
    let q = body.bin("ori", &format!("{res}#1"), &sticky, "i64");
    let f = body.cast("uitofp", &q, "i64", "f64");
    // 2^-s as a float: its biased exponent is 1023 - s (s <= 120).
    let bias = body.int(1023, "i64");
    let e = body.bin("subi", &bias, &s, "i64");
    let fifty_two = body.int(52, "i64");
    let bits = body.bin("shli", &e, &fifty_two, "i64");
    let scale = body.cast("bitcast", &bits, "i64", "f64");
    body.bin("mulf", &f, &scale, "f64")
}

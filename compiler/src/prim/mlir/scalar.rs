//! Elementwise primitives on one element: the MLIR for every primitive
//! that `prim::eval` computes element by element, with the same promotion
//! rules and the same results bit for bit (Python floor division and
//! modulo, wrapping integers, `min`/`max` keeping the first operand on ties
//! and NaN). Division never divides by zero in hardware: a zero divisor is
//! replaced by 1 and reported as a fault flag, so junk never traps.

use crate::mlir::builder::Body;
use crate::mlir::float::{copysign, fabs, floor};
use crate::mlir::libm::{Lib, LibFn};
use crate::mlir::value::{convert, Scalar};
use crate::mlir::InternalError;
use crate::prim::{promote, Prim};
use autobatch_runtime::DType;

/// The result of one element: its value and, for primitives that can
/// fault, an `i1` that is true when this element faulted.
pub(crate) struct Applied {
    pub value: Scalar,
    pub fault: Option<String>,
}

impl Applied {
    fn total(value: Scalar) -> Result<Applied, InternalError> {
        Ok(Applied { value, fault: None })
    }
}

/// The dtype two operands meet at (`prim::eval`'s `meet`).
pub(crate) fn meet(a: DType, b: DType) -> DType {
    promote(a, b).unwrap_or(a.max(b))
}

/// Arithmetic on bools happens in i64.
fn arith_dtype(d: DType) -> DType {
    if d == DType::Bool {
        DType::I64
    } else {
        d
    }
}

/// Float functions compute in f32 for f32 and in f64 for everything else.
fn float_dtype(d: DType) -> DType {
    if d == DType::F32 {
        d
    } else {
        DType::F64
    }
}

/// Applies an elementwise primitive to one element of each operand.
pub(crate) fn apply(body: &mut Body, lib: &mut Lib, prim: Prim, args: &[Scalar]) -> Result<Applied, InternalError> {
    use Prim::*;
    if args.len() != prim.arity() {
        return Err(InternalError(format!("{prim} applied to {} operand(s)", args.len())));
    }
    let x = &args[0];
    match prim {
        // `full` inside a fused loop: every element is the fill value.
        Copy | StopGradient | Full(_) => Applied::total(x.clone()),
        ZerosLike => Applied::total(zero(body, x.dtype)),
        Neg | Abs => {
            let x = convert(body, x, arith_dtype(x.dtype));
            Applied::total(if prim == Neg {
                negate(body, lib, &x)
            } else {
                absolute(body, &x)
            })
        }
        Not => Applied::total(Scalar::new(body.not(&x.ssa), DType::Bool)),
        Assert => Ok(Applied {
            value: x.clone(),
            fault: Some(body.not(&x.ssa)),
        }),
        RaiseIf(_) => Ok(Applied {
            value: x.clone(),
            fault: Some(x.ssa.clone()),
        }),
        Cast(d) => Applied::total(convert(body, x, d)),
        Sqrt => {
            let d = float_dtype(x.dtype);
            let x = convert(body, x, d);
            let r = lib.sqrt(body, &x.ssa, x.ty());
            Applied::total(Scalar::new(r, d))
        }
        crate::library_functions!() => {
            let d = float_dtype(x.dtype);
            let x = convert(body, x, d);
            let f = library_function(prim).ok_or_else(|| InternalError(format!("no library function for {prim}")))?;
            Applied::total(call_lib(body, lib, f, &[&x]))
        }
        Floor | Ceil | Trunc if x.dtype.is_float() => Applied::total(round_whole(body, prim, x)),
        Floor | Ceil | Trunc => Applied::total(x.clone()),
        IsNan | IsInf | IsFinite => Applied::total(classify(body, prim, x)),
        Sign => Applied::total(sign(body, x)),
        Copysign => {
            let d = float_dtype(meet(x.dtype, args[1].dtype));
            let (a, b) = (convert(body, x, d), convert(body, &args[1], d));
            Applied::total(Scalar::new(copysign(body, &a.ssa, &b.ssa, a.ty()), d))
        }
        Atan2 | Hypot => {
            let d = float_dtype(meet(x.dtype, args[1].dtype));
            let (a, b) = (convert(body, x, d), convert(body, &args[1], d));
            let f = if prim == Atan2 { LibFn::Atan2 } else { LibFn::Hypot };
            Applied::total(call_lib(body, lib, f, &[&a, &b]))
        }
        Pow if !meet(x.dtype, args[1].dtype).is_float() => Ok(super::bits::int_pow(body, x, &args[1])),
        Add | Sub | Mul | Min | Max | FloorDiv | Mod | Div | Pow => arith2(body, lib, prim, x, &args[1]),
        BitAnd | BitOr | BitXor => Ok(super::bits::logic(body, prim, x, &args[1])),
        Invert => Ok(super::bits::invert(body, x)),
        Shl | Shr => Ok(super::bits::shift(body, prim, x, &args[1])),
        Round => Applied::total(super::bits::round_even(body, x)),
        RoundInt => Ok(super::bits::round_int(body, x)),
        RangeStep => {
            let zero = body.int(0, "i64");
            Ok(Applied {
                value: x.clone(),
                fault: Some(body.cmpi("eq", &x.ssa, &zero, "i64")),
            })
        }
        Eq | Ne | Lt | Le | Gt | Ge => Applied::total(compare(body, prim, x, &args[1])),
        And | Or => {
            let op = if prim == And { "andi" } else { "ori" };
            Applied::total(Scalar::new(body.bin(op, &x.ssa, &args[1].ssa, "i1"), DType::Bool))
        }
        Where => {
            let d = meet(args[1].dtype, args[2].dtype);
            let (a, b) = (convert(body, &args[1], d), convert(body, &args[2], d));
            let r = body.select(&x.ssa, &a.ssa, &b.ssa, a.ty());
            Applied::total(Scalar::new(r, d))
        }
        Split | Uniform | Normal | UniformLike | NormalLike => {
            Applied::total(super::random::apply(body, lib, prim, args)?)
        }
        Sum | ReduceMin | ReduceMax | Prod | ArgMin | ArgMax | CumSum | Dot | Sum8 | Dot8 | MatMul | Transpose
        | Outer | CholeskyDecompose | MdivideLeftTriLow | MdivideRightTriLow | Index | Arange(_) | SetIndex(_)
        | Slice(_) | SetSlice(_) => Err(InternalError(format!("{prim} is not elementwise"))),
    }
}

/// Calls a library function on float operands of the first one's dtype
/// (f32 or f64): `Lib::call_typed` picks the native f32 function where
/// there is one and goes through f64 otherwise.
fn call_lib(body: &mut Body, lib: &mut Lib, f: LibFn, args: &[&Scalar]) -> Scalar {
    let d = float_dtype(args.first().map_or(DType::F64, |a| a.dtype));
    let same: Vec<String> = args.iter().map(|a| convert(body, a, d).ssa).collect();
    let refs: Vec<&str> = same.iter().map(String::as_str).collect();
    let ty = crate::mlir::builder::ssa_type(d);
    Scalar::new(lib.call_typed(body, f, &refs, ty), d)
}

/// `x ** y` in floats, with the two exponents models square with (`x **
/// 2`, and its derivative's `x ** 1`) taken without the library's pow:
/// `x * x` is the correctly rounded square, which fdlibm's pow (below 1
/// ulp) only nearly is, and `x ** 1` is `x` exactly in any pow of that
/// accuracy, NaN and signed zeros included. Where `y` is a constant, LLVM
/// folds the tests and the call away.
fn float_pow(body: &mut Body, lib: &mut Lib, x: &Scalar, y: &Scalar) -> Scalar {
    let ty = x.ty();
    let (two, one) = (body.float(2.0, ty), body.float(1.0, ty));
    let is_two = body.cmpf("oeq", &y.ssa, &two, ty);
    let out = body.fresh();
    body.open(&format!("{out} = scf.if {is_two} -> ({ty}) {{"));
    let square = body.bin("mulf", &x.ssa, &x.ssa, ty);
    body.line(&format!("scf.yield {square} : {ty}"));
    body.reopen("} else {");
    let is_one = body.cmpf("oeq", &y.ssa, &one, ty);
    let general = body.fresh();
    body.open(&format!("{general} = scf.if {is_one} -> ({ty}) {{"));
    body.line(&format!("scf.yield {} : {ty}", x.ssa));
    body.reopen("} else {");
    let p = call_lib(body, lib, LibFn::Pow, &[x, y]);
    body.line(&format!("scf.yield {} : {ty}", p.ssa));
    body.close("}");
    body.line(&format!("scf.yield {general} : {ty}"));
    body.close("}");
    Scalar::new(out, x.dtype)
}

pub(crate) fn zero(body: &mut Body, d: DType) -> Scalar {
    let ssa = if d.is_float() {
        body.float(0.0, crate::mlir::builder::ssa_type(d))
    } else {
        body.int(0, crate::mlir::builder::ssa_type(d))
    };
    Scalar::new(ssa, d)
}

fn negate(body: &mut Body, lib: &Lib, x: &Scalar) -> Scalar {
    let ssa = if x.dtype.is_float() {
        lib.neg(body, &x.ssa, x.ty())
    } else {
        let z = body.int(0, x.ty());
        body.bin("subi", &z, &x.ssa, x.ty())
    };
    Scalar::new(ssa, x.dtype)
}

/// Integer abs wraps (`abs(MIN) == MIN`); float abs clears the sign bit.
fn absolute(body: &mut Body, x: &Scalar) -> Scalar {
    let ssa = if x.dtype.is_float() {
        fabs(body, &x.ssa, x.ty())
    } else {
        let z = body.int(0, x.ty());
        let neg = body.bin("subi", &z, &x.ssa, x.ty());
        let below = body.cmpi("slt", &x.ssa, &z, x.ty());
        body.select(&below, &neg, &x.ssa, x.ty())
    };
    Scalar::new(ssa, x.dtype)
}

/// `floor`, `ceil` (`-floor(-x)`) or `trunc` (`floor(|x|)` with `x`'s
/// sign) of a float, exactly.
fn round_whole(body: &mut Body, prim: Prim, x: &Scalar) -> Scalar {
    let ty = x.ty();
    let r = match prim {
        Prim::Floor => floor(body, &x.ssa, ty),
        Prim::Ceil => {
            let n = body.un("negf", &x.ssa, ty);
            let f = floor(body, &n, ty);
            body.un("negf", &f, ty)
        }
        _ => {
            let a = fabs(body, &x.ssa, ty);
            let f = floor(body, &a, ty);
            copysign(body, &f, &x.ssa, ty)
        }
    };
    Scalar::new(r, x.dtype)
}

/// `isnan`, `isinf`, `isfinite`; an integer is a finite number.
fn classify(body: &mut Body, prim: Prim, x: &Scalar) -> Scalar {
    if !x.dtype.is_float() {
        let r = body.int(i64::from(prim == Prim::IsFinite), "i1");
        return Scalar::new(r, DType::Bool);
    }
    let ty = x.ty();
    let r = match prim {
        Prim::IsNan => body.cmpf("uno", &x.ssa, &x.ssa, ty),
        _ => {
            let a = fabs(body, &x.ssa, ty);
            let inf = body.float(f64::INFINITY, ty);
            let pred = if prim == Prim::IsInf { "oeq" } else { "olt" };
            body.cmpf(pred, &a, &inf, ty)
        }
    };
    Scalar::new(r, DType::Bool)
}

/// NumPy's `sign`: 1 above zero, -1 below, 0 at zero (+0.0 for either
/// zero), and a NaN itself.
fn sign(body: &mut Body, x: &Scalar) -> Scalar {
    let x = convert(body, x, arith_dtype(x.dtype));
    let ty = x.ty();
    let float = x.dtype.is_float();
    let c = |body: &mut Body, v: i64| {
        if float {
            body.float(v as f64, ty)
        } else {
            body.int(v, ty)
        }
    };
    let (zero, one, minus_one) = (c(body, 0), c(body, 1), c(body, -1));
    let cmp = |body: &mut Body, fp: &str, ip: &str| {
        if float {
            body.cmpf(fp, &x.ssa, &zero, ty)
        } else {
            body.cmpi(ip, &x.ssa, &zero, ty)
        }
    };
    let pos = cmp(body, "ogt", "sgt");
    let neg = cmp(body, "olt", "slt");
    let is_zero = cmp(body, "oeq", "eq");
    let r = body.select(&is_zero, &zero, &x.ssa, ty);
    let r = body.select(&neg, &minus_one, &r, ty);
    let r = body.select(&pos, &one, &r, ty);
    Scalar::new(r, x.dtype)
}

fn arith2(body: &mut Body, lib: &mut Lib, prim: Prim, a: &Scalar, b: &Scalar) -> Result<Applied, InternalError> {
    let m = meet(a.dtype, b.dtype);
    let d = match prim {
        Prim::Div | Prim::Pow => float_dtype(m),
        _ => arith_dtype(m),
    };
    let (x, y) = (convert(body, a, d), convert(body, b, d));
    if prim == Prim::Div && !m.is_float() {
        // Python's int `/` raises on zero even though f64 would not, and
        // rounds the exact quotient once.
        let z = body.float(0.0, "f64");
        let fault = body.cmpf("oeq", &y.ssa, &z, "f64");
        let q = super::bits::int_true_div(body, a, b);
        return Ok(Applied {
            value: Scalar::new(q, d),
            fault: Some(fault),
        });
    }
    let ty = x.ty();
    let float = d.is_float();
    let op = |name_f: &'static str, name_i: &'static str| if float { name_f } else { name_i };
    let simple = |body: &mut Body, op: &str| Applied::total(Scalar::new(body.bin(op, &x.ssa, &y.ssa, ty), d));
    match prim {
        Prim::Add => simple(body, op("addf", "addi")),
        Prim::Sub => simple(body, op("subf", "subi")),
        Prim::Mul => simple(body, op("mulf", "muli")),
        Prim::Div => simple(body, "divf"),
        Prim::Pow => Applied::total(float_pow(body, lib, &x, &y)),
        Prim::Min | Prim::Max => {
            // Keep the first operand unless the second is strictly better.
            let pred = match (prim == Prim::Min, float) {
                (true, true) => "olt",
                (false, true) => "ogt",
                (true, false) => "slt",
                (false, false) => "sgt",
            };
            let better = if float {
                body.cmpf(pred, &y.ssa, &x.ssa, ty)
            } else {
                body.cmpi(pred, &y.ssa, &x.ssa, ty)
            };
            Applied::total(Scalar::new(body.select(&better, &y.ssa, &x.ssa, ty), d))
        }
        Prim::FloorDiv | Prim::Mod if float => Ok(float_divmod(body, lib, &x, &y, prim == Prim::Mod)),
        Prim::FloorDiv | Prim::Mod => Ok(int_divmod(body, &x, &y, prim == Prim::Mod)),
        _ => Err(InternalError(format!("{prim} is not binary arithmetic"))),
    }
}

/// Python's `//` or `%` on integers. A zero divisor (a fault) and the
/// overflowing `MIN // -1` (which wraps to MIN, remainder 0) divide by 1
/// instead, so the hardware never traps.
fn int_divmod(body: &mut Body, x: &Scalar, y: &Scalar, modulo: bool) -> Applied {
    let ty = x.ty();
    let min = if x.dtype == DType::I32 {
        i64::from(i32::MIN)
    } else {
        i64::MIN
    };
    let (zero, one, minus_one, min) = (body.int(0, ty), body.int(1, ty), body.int(-1, ty), body.int(min, ty));
    let fault = body.cmpi("eq", &y.ssa, &zero, ty);
    let x_min = body.cmpi("eq", &x.ssa, &min, ty);
    let y_m1 = body.cmpi("eq", &y.ssa, &minus_one, ty);
    let overflow = body.and(&x_min, &y_m1);
    let unsafe_div = body.or(&fault, &overflow);
    let ys = body.select(&unsafe_div, &one, &y.ssa, ty);
    let q = body.bin("divsi", &x.ssa, &ys, ty);
    let r = body.bin("remsi", &x.ssa, &ys, ty);
    // One step toward -inf when the remainder's sign differs from the divisor's.
    let r_nonzero = body.cmpi("ne", &r, &zero, ty);
    let r_neg = body.cmpi("slt", &r, &zero, ty);
    let y_neg = body.cmpi("slt", &ys, &zero, ty);
    let differ = body.bin("xori", &r_neg, &y_neg, "i1");
    let adjust = body.and(&r_nonzero, &differ);
    let value = if modulo {
        let r2 = body.bin("addi", &r, &ys, ty);
        body.select(&adjust, &r2, &r, ty)
    } else {
        let q2 = body.bin("subi", &q, &one, ty);
        body.select(&adjust, &q2, &q, ty)
    };
    Applied {
        value: Scalar::new(value, x.dtype),
        fault: Some(fault),
    }
}

/// CPython's `float_divmod`, as `prim::eval` computes it: `fmod`, then a
/// correction toward the divisor's sign, then the quotient snapped to a
/// whole number.
fn float_divmod(body: &mut Body, lib: &mut Lib, x: &Scalar, y: &Scalar, modulo: bool) -> Applied {
    let ty = x.ty();
    let (a, b) = (x.ssa.as_str(), y.ssa.as_str());
    let zero = body.float(0.0, ty);
    let one = body.float(1.0, ty);
    let fault = body.cmpf("oeq", b, &zero, ty);
    // fmod is exact, so computing an f32 one in f64 gives the same bits.
    let rem = call_lib(body, lib, LibFn::Fmod, &[x, y]).ssa;
    let a_rem = body.bin("subf", a, &rem, ty);
    let div = body.bin("divf", &a_rem, b, ty);
    // rem != 0: move rem (and div) toward the divisor's sign.
    let rem_nonzero = body.cmpf("une", &rem, &zero, ty);
    let y_neg = body.cmpf("olt", b, &zero, ty);
    let rem_neg = body.cmpf("olt", &rem, &zero, ty);
    let differ = body.bin("xori", &y_neg, &rem_neg, "i1");
    let adjust = body.and(&rem_nonzero, &differ);
    let rem_adj = body.bin("addf", &rem, b, ty);
    let div_adj = body.bin("subf", &div, &one, ty);
    let zero_signed = copysign(body, &zero, b, ty);
    let rem1 = body.select(&adjust, &rem_adj, &rem, ty);
    let rem1 = body.select(&rem_nonzero, &rem1, &zero_signed, ty);
    let value = if modulo {
        rem1
    } else {
        let div1 = body.select(&adjust, &div_adj, &div, ty);
        snap_quotient(body, &div1, a, b, ty)
    };
    Applied {
        value: Scalar::new(value, x.dtype),
        fault: Some(fault),
    }
}

/// The floor quotient from the corrected quotient `div`: the nearest
/// whole number below or above, or a zero with the sign of `a / b`.
fn snap_quotient(body: &mut Body, div: &str, a: &str, b: &str, ty: &str) -> String {
    let zero = body.float(0.0, ty);
    let half = body.float(0.5, ty);
    let one = body.float(1.0, ty);
    let fl = floor(body, div, ty);
    let diff = body.bin("subf", div, &fl, ty);
    let up = body.cmpf("ogt", &diff, &half, ty);
    let fl1 = body.bin("addf", &fl, &one, ty);
    let snapped = body.select(&up, &fl1, &fl, ty);
    let q = body.bin("divf", a, b, ty);
    let signed_zero = copysign(body, &zero, &q, ty);
    let nonzero = body.cmpf("une", div, &zero, ty);
    body.select(&nonzero, &snapped, &signed_zero, ty)
}

/// Comparisons in the operands' meeting dtype: ordered for floats except
/// `!=` (true on NaN), unsigned for bools (false < true).
fn compare(body: &mut Body, prim: Prim, a: &Scalar, b: &Scalar) -> Scalar {
    let d = meet(a.dtype, b.dtype);
    let (x, y) = (convert(body, a, d), convert(body, b, d));
    let (fp, sp, up) = match prim {
        Prim::Eq => ("oeq", "eq", "eq"),
        Prim::Ne => ("une", "ne", "ne"),
        Prim::Lt => ("olt", "slt", "ult"),
        Prim::Le => ("ole", "sle", "ule"),
        Prim::Gt => ("ogt", "sgt", "ugt"),
        _ => ("oge", "sge", "uge"),
    };
    let r = match d {
        DType::F32 | DType::F64 => body.cmpf(fp, &x.ssa, &y.ssa, x.ty()),
        DType::Bool => body.cmpi(up, &x.ssa, &y.ssa, "i1"),
        DType::I32 | DType::I64 => body.cmpi(sp, &x.ssa, &y.ssa, x.ty()),
    };
    Scalar::new(r, DType::Bool)
}

/// The library function computing a math function (`prim::functions`).
pub(crate) fn library_function(prim: Prim) -> Option<LibFn> {
    crate::prim::math_function(prim).and_then(|f| f.libm)
}

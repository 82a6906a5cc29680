//! Vector-Jacobian products: each primitive's rule for the cotangent of
//! one operand given the cotangent of its result, written as primitives
//! (so the reverse pass is ordinary IR that every executor and code
//! generator runs). The AD pass (`crate::ad`) supplies the operands as
//! they are available in the reverse pass ([`Adjoint`]); it also fits a
//! contribution to its operand (summing over a scalar operand's
//! broadcast, converting the dtype) and adds it to the operand's
//! cotangent.
//!
//! The formulas are the CPython module's (`python/autobatch/_ad.py`), op
//! for op, so that gradients agree bit for bit where the primal does. At
//! points where a primitive is not differentiable the conventions are
//! JAX's, but one: `abs'(0) = sign(0) = 0`, as TensorFlow and PyTorch
//! take it (JAX takes 1), so that the stable softplus below has its exact
//! derivative at 0 (with JAX's, its two pieces would give 1/2 - 1/2). The
//! others: `floor`, `ceil`, `trunc`, `round`,
//! `sign` and `//` have zero derivative; `pow(x, y)` has derivative 0 in
//! `x` where `y == 0` and uses `log(1)` in `y` where `x == 0`; `hypot` at
//! `(0, 0)` has derivative 0; `minimum`/`maximum` give each operand equal
//! to the result the cotangent, halved when both are (so the two pieces of
//! `maximum(z, 0) + log1p(exp(-abs(z)))` add up to softplus's derivative
//! 1/2 at 0). Builtin `min(a, b)`/`max(a, b)` on floats are a selection
//! (`where`, built by the frontend): the cotangent goes to the operand
//! returned, the first on ties, as in CPython, where the builtin returns
//! one of the two objects. `min(x)`/`max(x)` of a vector send it to the
//! element returned (the first of equal ones).

use super::functions::Rule;
use super::{Axis, Prim, Selection};
use autobatch_runtime::{DType, Type};

/// What a VJP rule reads and writes; implemented by the AD pass, whose
/// operands (IR-F's) the rules handle without knowing them.
pub trait Adjoint {
    /// An operand of the reverse pass.
    type Value: Copy;
    /// Operand `i` of the primal op, as the reverse pass sees it.
    fn arg(&mut self, i: usize) -> Self::Value;
    /// The type of operand `i`, its value not recorded: a rule that needs
    /// only the shape (an index's gradient, zero but at the element) must
    /// not make the reverse pass keep a whole array per loop turn.
    fn arg_type(&self, i: usize) -> Type;
    /// The primal op's result.
    fn out(&mut self) -> Self::Value;
    /// The cotangent of the result.
    fn ct(&self) -> Self::Value;
    /// Emits `prim(args)` in the reverse pass; its result.
    fn emit(&mut self, prim: Prim, args: Vec<Self::Value>) -> Self::Value;
    /// The type of an operand.
    fn ty(&self, a: Self::Value) -> Type;
    /// The float constant `x` in `dtype` (f32 or f64).
    fn float(&self, x: f64, dtype: DType) -> Self::Value;
}

/// Why a primitive cannot be differentiated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoVjp(pub String);

/// Whether the result of `prim` can carry a gradient at all: false for
/// primitives whose derivative is zero everywhere it exists, so that the
/// AD pass treats their results as constants.
pub fn carries_gradient(prim: Prim) -> bool {
    use Prim::*;
    !matches!(
        prim,
        StopGradient
            | Floor
            | Ceil
            | Trunc
            | Round
            | RoundInt
            | Sign
            | FloorDiv
            | ZerosLike
            | Uniform
            | Normal
            | UniformLike
            | NormalLike
            | Split
            | ArgMin
            | ArgMax
            | IsNan
            | IsInf
            | IsFinite
            | Eq
            | Ne
            | Lt
            | Le
            | Gt
            | Ge
            | And
            | Or
            | Not
            | Assert
            | RaiseIf(_)
            | Arange(_)
            | RangeStep
            | BitAnd
            | BitOr
            | BitXor
            | Invert
            | Shl
            | Shr
    )
}

/// The contribution of `prim`'s result cotangent to operand `wrt`: `None`
/// when it is zero, an error when there is no rule. The contribution may
/// still need fitting to the operand's shape and dtype.
pub fn vjp<A: Adjoint>(prim: Prim, wrt: usize, a: &mut A) -> Result<Option<A::Value>, NoVjp> {
    use Prim::*;
    let c = a.ct();
    let r = |x: A::Value| Ok(Some(x));
    match (prim, wrt) {
        _ if !carries_gradient(prim) => Ok(None),
        (Copy | Cast(_), 0) => r(c),
        (Add, _) => r(c),
        (Sub, 0) => r(c),
        (Sub, 1) => r(a.emit(Neg, vec![c])),
        (Neg, 0) => r(a.emit(Neg, vec![c])),
        (Mul, 0) => {
            let y = a.arg(1);
            r(a.emit(Mul, vec![c, y]))
        }
        (Mul, 1) => {
            let x = a.arg(0);
            r(a.emit(Mul, vec![c, x]))
        }
        (Div, 0) => {
            let y = a.arg(1);
            r(a.emit(Div, vec![c, y]))
        }
        (Div, 1) => {
            // d(x / y)/dy = -(x / y) / y.
            let (out, y) = (a.out(), a.arg(1));
            let t = a.emit(Mul, vec![c, out]);
            let t = a.emit(Neg, vec![t]);
            r(a.emit(Div, vec![t, y]))
        }
        (Mod, 0) => r(c),
        (Mod, 1) => {
            // x % y = x - y * (x // y) (Python's floored division).
            let (x, y) = (a.arg(0), a.arg(1));
            let q = a.emit(FloorDiv, vec![x, y]);
            let t = a.emit(Mul, vec![c, q]);
            r(a.emit(Neg, vec![t]))
        }
        (Abs, 0) => {
            let x = a.arg(0);
            let s = a.emit(Sign, vec![x]);
            r(a.emit(Mul, vec![c, s]))
        }
        (Min | Max, _) => {
            // JAX's balanced rule: the operand equal to the result gets
            // the cotangent, each half of it when both are.
            let (this, other, out) = (a.arg(wrt), a.arg(1 - wrt), a.out());
            let (zero, half, one) = (float_const(a, 0.0), float_const(a, 0.5), float_const(a, 1.0));
            let this_eq = a.emit(Eq, vec![this, out]);
            let other_eq = a.emit(Eq, vec![other, out]);
            let share = a.emit(Where, vec![other_eq, half, one]);
            let share = a.emit(Where, vec![this_eq, share, zero]);
            r(a.emit(Mul, vec![c, share]))
        }
        (Where, 1 | 2) => {
            let cond = a.arg(0);
            let zero = float_const(a, 0.0);
            let (t, e) = if wrt == 1 { (c, zero) } else { (zero, c) };
            r(a.emit(Where, vec![cond, t, e]))
        }
        (Pow, _) => pow_vjp(wrt, a).map(Some),
        (Copysign, 0) => {
            let (x, y) = (a.arg(0), a.arg(1));
            let sx = a.emit(Sign, vec![x]);
            let one = float_const(a, 1.0);
            let sy = a.emit(Copysign, vec![one, y]);
            let s = a.emit(Mul, vec![sx, sy]);
            r(a.emit(Mul, vec![c, s]))
        }
        (Copysign, 1) => Ok(None),
        (Atan2, _) => {
            // atan2(y, x): d/dy = x / (x^2 + y^2), d/dx = -y / (x^2 + y^2).
            let (y, x) = (a.arg(0), a.arg(1));
            let xx = a.emit(Mul, vec![x, x]);
            let yy = a.emit(Mul, vec![y, y]);
            let d = a.emit(Add, vec![xx, yy]);
            let t = if wrt == 0 {
                a.emit(Mul, vec![c, x])
            } else {
                let t = a.emit(Mul, vec![c, y]);
                a.emit(Neg, vec![t])
            };
            r(a.emit(Div, vec![t, d]))
        }
        (Hypot, _) => {
            // x / hypot(x, y), 0 at the origin.
            let (v, out) = (a.arg(wrt), a.out());
            let zero = float_const(a, 0.0);
            let one = float_const(a, 1.0);
            let at_origin = a.emit(Eq, vec![out, zero]);
            let d = a.emit(Where, vec![at_origin, one, out]);
            let q = a.emit(Div, vec![v, d]);
            r(a.emit(Mul, vec![c, q]))
        }
        (_, 0) if super::math_function(prim).is_some() => {
            Ok(super::math_function(prim).map(|f| apply_rule(&f.rule, a)))
        }
        (Sum | Sum8, 0) => {
            let full = full_of(&a.arg_type(0).shape)?;
            r(a.emit(full, vec![c]))
        }
        (Dot | Dot8, _) => {
            let other = a.arg(1 - wrt);
            r(a.emit(Mul, vec![c, other]))
        }
        (MatMul, _) => matmul_vjp(wrt, a).map(Some),
        (Transpose, 0) => r(a.emit(Transpose, vec![c])),
        (CholeskyDecompose, 0) => super::vjp_tri::cholesky(a).map(Some),
        (MdivideLeftTriLow, _) => super::vjp_tri::left(wrt, a).map(Some),
        (MdivideRightTriLow, _) => super::vjp_tri::right(wrt, a).map(Some),
        // outer(x, y)[i, j] = x[i] y[j]: d/dx = c @ y, d/dy = x @ c.
        (Outer, 0) => {
            let y = a.arg(1);
            r(a.emit(MatMul, vec![c, y]))
        }
        (Outer, _) => {
            let x = a.arg(0);
            r(a.emit(MatMul, vec![x, c]))
        }
        (CumSum, 0) => {
            // The reversed running sums of the reversed cotangent.
            let n = a.ty(c).shape.first().copied().unwrap_or(0);
            let rev = reverse_selection(n)?;
            let t = a.emit(Slice(rev), vec![c]);
            let t = a.emit(CumSum, vec![t]);
            let t = a.emit(Slice(rev), vec![t]);
            if a.arg_type(0).shape.len() == 1 {
                r(t)
            } else {
                Err(NoVjp(
                    "cumsum of a tensor of more than one axis has no gradient here: take cumsum of a vector".into(),
                ))
            }
        }
        (ReduceMin | ReduceMax, 0) => {
            // One-hot at the element the value came from: the first equal
            // to the result (the first element when it is NaN).
            let (x, out) = (a.arg(0), a.out());
            if a.ty(x).shape.len() != 1 {
                return Err(NoVjp(
                    "min/max of a matrix has no gradient here: reduce a vector".into(),
                ));
            }
            let eq = a.emit(Eq, vec![x, out]);
            let at = a.emit(ArgMax, vec![eq]);
            let z = a.emit(ZerosLike, vec![x]);
            r(a.emit(SetIndex(1), vec![z, at, c]))
        }
        (Index, 0) => {
            let z = zeros_of_arg(a, 0)?;
            let i = a.arg(1);
            r(a.emit(SetIndex(1), vec![z, i, c]))
        }
        (SetIndex(k), _) => {
            let k = usize::from(k);
            let indices: Vec<A::Value> = (1..=k).map(|i| a.arg(i)).collect();
            if wrt == 0 {
                let zero = float_const(a, 0.0);
                let mut args = vec![c];
                args.extend(indices);
                args.push(zero);
                r(a.emit(SetIndex(k as u8), args))
            } else if wrt == k + 1 {
                let sel = Selection::new(&vec![Axis::Index; k]).ok_or_else(|| NoVjp("too many indices".into()))?;
                let mut args = vec![c];
                args.extend(indices);
                r(a.emit(Slice(sel), args))
            } else {
                Ok(None)
            }
        }
        (Slice(sel), 0) => {
            let z = zeros_of_arg(a, 0)?;
            let mut args = vec![z];
            args.extend((1..=sel.indices()).map(|i| a.arg(i)));
            args.push(c);
            r(a.emit(SetSlice(sel), args))
        }
        (SetSlice(sel), _) => {
            let k = sel.indices();
            let indices: Vec<A::Value> = (1..=k).map(|i| a.arg(i)).collect();
            let mut args = vec![c];
            args.extend(indices);
            if wrt == 0 {
                args.push(float_const(a, 0.0));
                r(a.emit(SetSlice(sel), args))
            } else if wrt == k + 1 {
                r(a.emit(Slice(sel), args))
            } else {
                Ok(None)
            }
        }
        (Full(_), 0) => r(a.emit(Sum, vec![c])),
        (Prod, _) => Err(NoVjp(
            "prod has no gradient here: write the product with `*` in a loop".into(),
        )),
        _ => Ok(None),
    }
}

/// The rule of a math function (`functions.rs`), evaluated from the
/// leaves: each operation after its operands, left to right.
fn apply_rule<A: Adjoint>(rule: &Rule, a: &mut A) -> A::Value {
    match *rule {
        Rule::Ct => a.ct(),
        Rule::X => a.arg(0),
        Rule::Y => a.out(),
        Rule::C(x) => float_const(a, x),
        Rule::Op(prim, args) => {
            let args = args.iter().map(|r| apply_rule(r, a)).collect();
            a.emit(prim, args)
        }
        Rule::Digamma => {
            let x = a.arg(0);
            digamma(a, x)
        }
    }
}

/// `digamma(x)`, the derivative of `lgamma`, from primitives: for
/// `x >= 1/2` the recurrence `psi(x) = psi(x + 10) - sum_{k<10} 1/(x + k)`
/// and the asymptotic series at `x + 10` (through the `z^-12` term: error
/// below 1e-15 relative); below 1/2 the reflection `psi(x) = psi(1 - x) -
/// pi / tan(pi x)`. Both are computed and the right one selected.
fn digamma<A: Adjoint>(a: &mut A, x: A::Value) -> A::Value {
    use Prim::*;
    let (half, one) = (float_const(a, 0.5), float_const(a, 1.0));
    let reflected = a.emit(Sub, vec![one, x]);
    let direct = a.emit(Ge, vec![x, half]);
    let y = a.emit(Where, vec![direct, x, reflected]);
    let mut s = a.emit(Div, vec![one, y]);
    for k in 1..10 {
        let k = float_const(a, f64::from(k));
        let yk = a.emit(Add, vec![y, k]);
        let q = a.emit(Div, vec![one, yk]);
        s = a.emit(Add, vec![s, q]);
    }
    let ten = float_const(a, 10.0);
    let z = a.emit(Add, vec![y, ten]);
    let rz = a.emit(Div, vec![one, z]);
    let r2 = a.emit(Mul, vec![rz, rz]);
    let mut t = float_const(a, 691.0 / 32760.0);
    for coef in [1.0 / 132.0, 1.0 / 240.0, 1.0 / 252.0, 1.0 / 120.0, 1.0 / 12.0] {
        let m = a.emit(Mul, vec![r2, t]);
        let coef = float_const(a, coef);
        t = a.emit(Sub, vec![coef, m]);
    }
    let l = a.emit(Log, vec![z]);
    let hr = a.emit(Mul, vec![half, rz]);
    let asym = a.emit(Sub, vec![l, hr]);
    let rt = a.emit(Mul, vec![r2, t]);
    let asym = a.emit(Sub, vec![asym, rt]);
    let psi = a.emit(Sub, vec![asym, s]);
    let pi = float_const(a, std::f64::consts::PI);
    let pix = a.emit(Mul, vec![pi, x]);
    let tn = a.emit(Tan, vec![pix]);
    let corr = a.emit(Div, vec![pi, tn]);
    let refl = a.emit(Sub, vec![psi, corr]);
    a.emit(Where, vec![direct, psi, refl])
}

fn pow_vjp<A: Adjoint>(wrt: usize, a: &mut A) -> Result<A::Value, NoVjp> {
    use Prim::*;
    let c = a.ct();
    let (x, y) = (a.arg(0), a.arg(1));
    let zero = float_const(a, 0.0);
    let one = float_const(a, 1.0);
    if wrt == 0 {
        // y * x^(y - 1), and 0 where y == 0.
        let ym1 = a.emit(Sub, vec![y, one]);
        let p = a.emit(Pow, vec![x, ym1]);
        let d = a.emit(Mul, vec![y, p]);
        let y0 = a.emit(Eq, vec![y, zero]);
        let d = a.emit(Where, vec![y0, zero, d]);
        Ok(a.emit(Mul, vec![c, d]))
    } else {
        // log(x) * x^y, with log(1) where x == 0.
        let out = a.out();
        let x0 = a.emit(Eq, vec![x, zero]);
        let safe = a.emit(Where, vec![x0, one, x]);
        let l = a.emit(Log, vec![safe]);
        let d = a.emit(Mul, vec![l, out]);
        Ok(a.emit(Mul, vec![c, d]))
    }
}

fn matmul_vjp<A: Adjoint>(wrt: usize, a: &mut A) -> Result<A::Value, NoVjp> {
    let c = a.ct();
    let (x, y) = (a.arg(0), a.arg(1));
    let (rx, ry) = (a.ty(x).shape.len(), a.ty(y).shape.len());
    match (rx, ry, wrt) {
        // A v: d/dv = c A (a product in the other orientation).
        (2, 1, 1) => Ok(a.emit(Prim::MatMul, vec![c, x])),
        // v A: d/dv = A c.
        (1, 2, 0) => Ok(a.emit(Prim::MatMul, vec![y, c])),
        // A v: d/dA = outer(c, v); v A: d/dA = outer(v, c).
        (2, 1, 0) => Ok(a.emit(Prim::Outer, vec![c, y])),
        (1, 2, 1) => Ok(a.emit(Prim::Outer, vec![x, c])),
        // A B: d/dA = C B^T, d/dB = A^T C.
        (2, 2, 0) => {
            let yt = a.emit(Prim::Transpose, vec![y]);
            Ok(a.emit(Prim::MatMul, vec![c, yt]))
        }
        (2, 2, 1) => {
            let xt = a.emit(Prim::Transpose, vec![x]);
            Ok(a.emit(Prim::MatMul, vec![xt, c]))
        }
        (1, 1, _) => {
            let other = if wrt == 0 { y } else { x };
            Ok(a.emit(Prim::Mul, vec![c, other]))
        }
        (rx, ry, _) => Err(NoVjp(format!(
            "internal error: matmul of operands of rank {rx} and {ry}"
        ))),
    }
}

/// `full<shape>` for a cotangent broadcast back to a tensor.
fn full_of(shape: &[usize]) -> Result<Prim, NoVjp> {
    super::Shape::new(shape)
        .map(Prim::Full)
        .ok_or_else(|| NoVjp("internal error: a shape beyond the limits".into()))
}

/// `x[::-1]` on a vector of `n` elements.
fn reverse_selection(n: usize) -> Result<Selection, NoVjp> {
    let len = u32::try_from(n).map_err(|_| NoVjp("vector too long".into()))?;
    Selection::new(&[Axis::Range {
        start: len.saturating_sub(1),
        step: -1,
        len,
    }])
    .ok_or_else(|| NoVjp("internal error: selection".into()))
}

/// Zeros of operand `i`'s type (`zeros_like` of it, which would record
/// its value for the reverse pass).
fn zeros_of_arg<A: Adjoint>(a: &mut A, i: usize) -> Result<A::Value, NoVjp> {
    let ty = a.arg_type(i);
    let zero = a.float(0.0, ty.dtype);
    Ok(a.emit(full_of(&ty.shape)?, vec![zero]))
}

/// A float constant of the cotangent's dtype.
fn float_const<A: Adjoint>(a: &A, x: f64) -> A::Value {
    a.float(x, a.ty(a.ct()).dtype)
}

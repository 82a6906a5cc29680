//! The reverse rules of the Cholesky factor and the triangular solves, in
//! closed form on primitives (products, transposes, the solves
//! themselves), so that a gradient through them is a few block-free
//! operations instead of a loop's per-iteration tapes. The CPython twin is
//! `python/autobatch/_linalg.py`'s `rule`, op for op.
//!
//! Each operand's upper triangle is never read, so its cotangent there is
//! zero: `-tril(...)` for a solve's `L`, and the Cholesky factor's
//! cotangent is carried by `A`'s lower triangle alone (the sum of the
//! symmetric rule's two mirrored halves), the derivative of the function
//! as it computes. The masks below (which elements lie below, on or above
//! the diagonal) are built from `cumsum` and `outer` of ones, exactly.

use super::vjp::{Adjoint, NoVjp};
use super::{Prim, Shape};

/// The masks `i > j`, `i == j`, `i >= j` of an n x n matrix, in the
/// cotangent's float type.
struct Masks<V> {
    rows: V,
    cols: V,
}

impl<V: Copy> Masks<V> {
    fn new<A: Adjoint<Value = V>>(a: &mut A, n: usize) -> Result<Masks<V>, NoVjp> {
        let one = a.float(1.0, a.ty(a.ct()).dtype);
        let shape = Shape::new(&[n]).ok_or_else(|| NoVjp("internal error: a shape beyond the limits".into()))?;
        let ones = a.emit(Prim::Full(shape), vec![one]);
        let index = a.emit(Prim::CumSum, vec![ones]);
        let rows = a.emit(Prim::Outer, vec![index, ones]);
        let cols = a.emit(Prim::Transpose, vec![rows]);
        Ok(Masks { rows, cols })
    }

    fn mask<A: Adjoint<Value = V>>(&self, a: &mut A, cmp: Prim) -> V {
        a.emit(cmp, vec![self.rows, self.cols])
    }
}

fn order<A: Adjoint>(a: &A, m: A::Value) -> usize {
    a.ty(m).shape.first().copied().unwrap_or(0)
}

fn float<A: Adjoint>(a: &A, x: f64) -> A::Value {
    a.float(x, a.ty(a.ct()).dtype)
}

/// Murray's Phi: the lower triangle of `x`, its diagonal halved.
fn phi<A: Adjoint>(a: &mut A, x: A::Value) -> Result<A::Value, NoVjp> {
    let masks = Masks::new(a, order(a, x))?;
    let (strict, diag) = (masks.mask(a, Prim::Gt), masks.mask(a, Prim::Eq));
    let (half, zero) = (float(a, 0.5), float(a, 0.0));
    let halved = a.emit(Prim::Mul, vec![x, half]);
    let on_diag = a.emit(Prim::Where, vec![diag, halved, zero]);
    Ok(a.emit(Prim::Where, vec![strict, x, on_diag]))
}

/// `-tril(m)`: the cotangent of a triangular operand.
fn lower_neg<A: Adjoint>(a: &mut A, m: A::Value) -> Result<A::Value, NoVjp> {
    let masks = Masks::new(a, order(a, m))?;
    let lower = masks.mask(a, Prim::Ge);
    let zero = float(a, 0.0);
    let t = a.emit(Prim::Where, vec![lower, m, zero]);
    Ok(a.emit(Prim::Neg, vec![t]))
}

/// `solve(x)` of a vector, or of each row of a matrix `x^T` put back as
/// columns: `transpose(solve(transpose(x)))`.
fn by_columns<A: Adjoint>(a: &mut A, x: A::Value, solve: impl Fn(&mut A, A::Value) -> A::Value) -> A::Value {
    if a.ty(x).shape.len() == 1 {
        return solve(a, x);
    }
    let t = a.emit(Prim::Transpose, vec![x]);
    let s = solve(a, t);
    a.emit(Prim::Transpose, vec![s])
}

/// `cholesky_decompose`: with `L` the result and `c` its cotangent, `G =
/// L^-T Phi(L^T c) L^-1` (Murray 2016, as JAX's and Stan's rules), and
/// `A`'s cotangent `Phi(G + G^T)`: the two mirrored elements' sum below
/// the diagonal, `G[i, i]` on it.
pub(super) fn cholesky<A: Adjoint>(a: &mut A) -> Result<A::Value, NoVjp> {
    let (l, c) = (a.out(), a.ct());
    let lt = a.emit(Prim::Transpose, vec![l]);
    let m = a.emit(Prim::MatMul, vec![lt, c]);
    let p = phi(a, m)?;
    let x = a.emit(Prim::MdivideRightTriLow, vec![p, l]);
    let xt = a.emit(Prim::Transpose, vec![x]);
    let y = a.emit(Prim::MdivideRightTriLow, vec![xt, l]);
    let g = a.emit(Prim::Transpose, vec![y]);
    // G + G^T, whose G^T is y itself (no transpose back).
    let s = a.emit(Prim::Add, vec![g, y]);
    phi(a, s)
}

/// `x = mdivide_left_tri_low(L, b)`: `b`'s cotangent `L^-T c`, `L`'s
/// `-tril(bbar x^T)`.
pub(super) fn left<A: Adjoint>(wrt: usize, a: &mut A) -> Result<A::Value, NoVjp> {
    let (l, c) = (a.arg(0), a.ct());
    let bbar = by_columns(a, c, |a, v| a.emit(Prim::MdivideRightTriLow, vec![v, l]));
    if wrt == 1 {
        return Ok(bbar);
    }
    let x = a.out();
    let m = if a.ty(x).shape.len() == 1 {
        a.emit(Prim::Outer, vec![bbar, x])
    } else {
        let xt = a.emit(Prim::Transpose, vec![x]);
        a.emit(Prim::MatMul, vec![bbar, xt])
    };
    lower_neg(a, m)
}

/// `x = mdivide_right_tri_low(b, L)`: `b`'s cotangent `c L^-T`, `L`'s
/// `-tril(x^T bbar)`.
pub(super) fn right<A: Adjoint>(wrt: usize, a: &mut A) -> Result<A::Value, NoVjp> {
    let (l, c) = (a.arg(1), a.ct());
    let bbar = by_columns(a, c, |a, v| a.emit(Prim::MdivideLeftTriLow, vec![l, v]));
    if wrt == 0 {
        return Ok(bbar);
    }
    let x = a.out();
    let m = if a.ty(x).shape.len() == 1 {
        a.emit(Prim::Outer, vec![x, bbar])
    } else {
        let xt = a.emit(Prim::Transpose, vec![x]);
        a.emit(Prim::MatMul, vec![xt, bbar])
    };
    lower_neg(a, m)
}

//! The Cholesky factor and the triangular solves for one member, as loops
//! over the elements (no library call, so the CPU and the GPU share it):
//! each element the chain of operations `prim::eval::tri` computes, in the
//! same order, reading the elements already written to `dest` (which the
//! emitter never lets alias an operand: `codegen::mlir::block`'s
//! `clobbers`).

use super::scalar::{self, zero};
use crate::mlir::builder::Body;
use crate::mlir::libm::Lib;
use crate::mlir::value::{convert, Scalar, TensorRef};
use crate::mlir::InternalError;
use crate::prim::Prim;

/// `op(x, y)` on two scalars of the result's dtype, lowered as the
/// elementwise primitive is.
fn apply(body: &mut Body, lib: &mut Lib, prim: Prim, args: &[Scalar]) -> Result<Scalar, InternalError> {
    Ok(scalar::apply(body, lib, prim, args)?.value)
}

/// `init - x[0] y[0] - ... - x[len-1] y[len-1]`, a left fold over
/// `k in [0, len)` (`len` an index value) of the elements `load` reads.
fn minus_products(
    body: &mut Body,
    lib: &mut Lib,
    init: Scalar,
    len: &str,
    load: impl Fn(&mut Body, &str) -> (Scalar, Scalar),
) -> Result<Scalar, InternalError> {
    let d = init.dtype;
    let lo = body.index(0);
    let (result, k, acc) = body.open_for_carry(&lo, len, &init.ssa, init.ty());
    let (x, y) = load(body, &k);
    let p = apply(body, lib, Prim::Mul, &[x, y])?;
    let next = apply(body, lib, Prim::Sub, &[Scalar::new(acc, d), p])?;
    body.close_yield(&next.ssa, next.ty());
    Ok(Scalar::new(result, d))
}

fn square(t: &TensorRef, prim: Prim) -> Result<usize, InternalError> {
    match t.shape.as_slice() {
        [n, m] if n == m => Ok(*n),
        shape => Err(InternalError(format!("{prim} of a {shape:?} operand"))),
    }
}

fn load(body: &mut Body, t: &TensorRef, at: &str, d: autobatch_runtime::DType) -> Scalar {
    let v = t.load(body, at);
    convert(body, &v, d)
}

/// `dest = cholesky_decompose(a)`, column by column.
pub(crate) fn cholesky(body: &mut Body, lib: &mut Lib, a: &TensorRef, dest: &TensorRef) -> Result<(), InternalError> {
    let n = square(a, Prim::CholeskyDecompose)?;
    let d = dest.dtype;
    let z = zero(body, d);
    body.for_each(dest.len(), |body, e| dest.store(body, e, &z.ssa));
    let (lo, hi, one) = (body.index(0), body.index(n), body.index(1));
    let j = body.open_for(&lo, &hi);
    let jj = body.affine(&j, n, &j);
    let init = load(body, a, &jj, d);
    let s = minus_products(body, lib, init, &j, |body, k| {
        let jk = body.affine(&j, n, k);
        (dest.load(body, &jk), dest.load(body, &jk))
    })?;
    let pivot = apply(body, lib, Prim::Sqrt, &[s])?;
    dest.store(body, &jj, &pivot.ssa);
    let below = body.add_index(&j, &one);
    let i = body.open_for(&below, &hi);
    let ij = body.affine(&i, n, &j);
    let init = load(body, a, &ij, d);
    let t = minus_products(body, lib, init, &j, |body, k| {
        let (ik, jk) = (body.affine(&i, n, k), body.affine(&j, n, k));
        (dest.load(body, &ik), dest.load(body, &jk))
    })?;
    let v = apply(body, lib, Prim::Div, &[t, pivot])?;
    dest.store(body, &ij, &v.ssa);
    body.close("}");
    body.close("}");
    Ok(())
}

/// `dest = mdivide_left_tri_low(l, b)`: forward substitution, each column
/// of `b` (a vector is one column).
pub(crate) fn left(
    body: &mut Body,
    lib: &mut Lib,
    l: &TensorRef,
    b: &TensorRef,
    dest: &TensorRef,
) -> Result<(), InternalError> {
    let n = square(l, Prim::MdivideLeftTriLow)?;
    let cols = if b.shape.len() == 2 { b.shape[1] } else { 1 };
    let d = dest.dtype;
    let (lo, hi, c_hi) = (body.index(0), body.index(n), body.index(cols));
    let i = body.open_for(&lo, &hi);
    let c = body.open_for(&lo, &c_hi);
    let ic = body.affine(&i, cols, &c);
    let init = load(body, b, &ic, d);
    let acc = minus_products(body, lib, init, &i, |body, j| {
        let (ij, jc) = (body.affine(&i, n, j), body.affine(j, cols, &c));
        (load(body, l, &ij, d), dest.load(body, &jc))
    })?;
    let ii = body.affine(&i, n, &i);
    let pivot = load(body, l, &ii, d);
    let v = apply(body, lib, Prim::Div, &[acc, pivot])?;
    dest.store(body, &ic, &v.ssa);
    body.close("}");
    body.close("}");
    Ok(())
}

/// `dest = mdivide_right_tri_low(b, l)`: back substitution, each row of
/// `b` (a vector is one row), from the last column down.
pub(crate) fn right(
    body: &mut Body,
    lib: &mut Lib,
    b: &TensorRef,
    l: &TensorRef,
    dest: &TensorRef,
) -> Result<(), InternalError> {
    let n = square(l, Prim::MdivideRightTriLow)?;
    let rows = b.len().checked_div(n).unwrap_or(0);
    let d = dest.dtype;
    let (lo, hi, r_hi, one) = (body.index(0), body.index(n), body.index(rows), body.index(1));
    let last = body.index(n.saturating_sub(1));
    let r = body.open_for(&lo, &r_hi);
    let back = body.open_for(&lo, &hi);
    let j = body.bin("subi", &last, &back, "index");
    let rj = body.affine(&r, n, &j);
    let init = load(body, b, &rj, d);
    // The fold runs over i in (j, n): k = i - j - 1 counts from 0.
    let after = body.add_index(&j, &one);
    let len = body.bin("subi", &hi, &after, "index");
    let acc = minus_products(body, lib, init, &len, |body, k| {
        let i = body.add_index(&after, k);
        let (ri, ij) = (body.affine(&r, n, &i), body.affine(&i, n, &j));
        (dest.load(body, &ri), load(body, l, &ij, d))
    })?;
    let jj = body.affine(&j, n, &j);
    let pivot = load(body, l, &jj, d);
    let v = apply(body, lib, Prim::Div, &[acc, pivot])?;
    dest.store(body, &rj, &v.ssa);
    body.close("}");
    body.close("}");
    Ok(())
}

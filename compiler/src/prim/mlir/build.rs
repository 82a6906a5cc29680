//! `full`, `arange` and `set_index` for one member (`prim::eval::build`'s
//! twins). `set_index` writes only the place it changes when the result
//! goes where its tensor operand already is (the old value is dead: an
//! in-place write), and copies the operand first otherwise.

use crate::mlir::builder::Body;
use crate::mlir::value::{convert, Scalar, TensorRef, Val};
use crate::mlir::InternalError;
use crate::prim::{Axis, Selection};
use autobatch_runtime::DType;

/// Every element of `dest` is `v`.
pub(super) fn full(body: &mut Body, v: &Scalar, dest: &TensorRef) {
    let v = convert(body, v, dest.dtype);
    body.for_each(dest.len(), |body, e| dest.store(body, e, &v.ssa));
}

/// Element `k` of `dest` is `start + k * step`, in i64.
pub(super) fn arange(body: &mut Body, start: &Scalar, step: &Scalar, dest: &TensorRef) {
    let (start, step) = (convert(body, start, DType::I64), convert(body, step, DType::I64));
    body.for_each(dest.len(), |body, e| {
        let k = body.cast("index_cast", e, "index", "i64");
        let scaled = body.bin("muli", &k, &step.ssa, "i64");
        let v = body.bin("addi", &start.ssa, &scaled, "i64");
        dest.store(body, e, &v);
    });
}

/// `dest = a` with the place at `indices` set to `v`; returns the
/// out-of-bounds flag. `in_place`: `dest` already holds `a`. Nothing is
/// written when an index is out of bounds.
pub(super) fn set_index(
    body: &mut Body,
    args: &[Val],
    dest: &TensorRef,
    in_place: bool,
) -> Result<String, InternalError> {
    let (Some(Val::Tensor(a)), Some(v)) = (args.first(), args.last()) else {
        return Err(InternalError("set_index without a tensor operand".into()));
    };
    if !in_place {
        super::tensor::copy_tensor(body, a, dest)?;
    }
    let indices = args[1..args.len() - 1]
        .iter()
        .map(|i| match i {
            Val::Scalar(s) => Ok(s.clone()),
            Val::Tensor(_) => Err(InternalError("set_index by a tensor".into())),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (start, fault) = offset(body, &dest.shape, &indices);
    let len: usize = dest.shape[indices.len()..].iter().product();
    if dest.len() == 0 {
        return Ok(fault);
    }
    let ok = body.not(&fault);
    body.open(&format!("scf.if {ok} {{"));
    body.for_each(len, |body, e| {
        let x = v.element(body, e);
        let x = convert(body, &x, dest.dtype);
        let at = body.add_index(&start, e);
        dest.store(body, &at, &x.ssa);
    });
    body.close("}");
    Ok(fault)
}

/// The first element (an `index`) of the sub-tensor at `indices` of a
/// tensor of `shape`, and an `i1` that is true when some index is outside
/// `-n..n` (the offset is then 0).
fn offset(body: &mut Body, shape: &[usize], indices: &[Scalar]) -> (String, String) {
    let mut fault = body.bool(false);
    let mut flat = body.index(0);
    for (i, &n) in indices.iter().zip(shape) {
        let (i, bad) = checked_index(body, i, n);
        fault = body.or(&fault, &bad);
        flat = body.affine(&flat, n, &i);
    }
    let len: usize = shape[indices.len()..].iter().product();
    let zero = body.index(0);
    let start = body.affine(&flat, len, &zero);
    (body.select(&fault, &zero, &start, "index"), fault)
}

/// An index into an axis of `n`: wrapped when negative, as an `index`
/// (0 when out of range), and an `i1` true when it is outside `-n..n`.
pub(super) fn checked_index(body: &mut Body, i: &Scalar, n: usize) -> (String, String) {
    let i = convert(body, i, DType::I64);
    let zero = body.int(0, "i64");
    let n_i = body.int(n as i64, "i64");
    let minus_n = body.int(-(n as i64), "i64");
    let below = body.cmpi("slt", &i.ssa, &minus_n, "i64");
    let above = body.cmpi("sge", &i.ssa, &n_i, "i64");
    let bad = body.or(&below, &above);
    let negative = body.cmpi("slt", &i.ssa, &zero, "i64");
    let wrapped = body.bin("addi", &i.ssa, &n_i, "i64");
    let i = body.select(&negative, &wrapped, &i.ssa, "i64");
    let i = body.select(&bad, &zero, &i, "i64");
    (body.cast_index(&i, "i64"), bad)
}

/// `dest = x[selection]`; returns the out-of-bounds flag (nothing is read
/// out of bounds: a bad index reads position 0).
pub(super) fn slice(body: &mut Body, s: Selection, args: &[Val], dest: &TensorRef) -> Result<String, InternalError> {
    let Some(Val::Tensor(x)) = args.first() else {
        return Err(InternalError("slice without a tensor operand".into()));
    };
    let (fixed, fault) = selection_indices(body, s, &x.shape, &args[1..])?;
    body.for_each(dest.len(), |body, e| {
        let at = source_offset(body, s, &x.shape, &fixed, e);
        let v = x.load(body, &at);
        dest.store(body, e, &v.ssa);
    });
    Ok(fault)
}

/// One element `x[i1, ..., in]` (a selection that indexes every axis);
/// returns it and the out-of-bounds flag.
pub(super) fn element(body: &mut Body, s: Selection, args: &[Val]) -> Result<(Scalar, String), InternalError> {
    let Some(Val::Tensor(x)) = args.first() else {
        return Err(InternalError("slice without a tensor operand".into()));
    };
    let (fixed, fault) = selection_indices(body, s, &x.shape, &args[1..])?;
    let origin = body.index(0);
    let at = source_offset(body, s, &x.shape, &fixed, &origin);
    Ok((x.load(body, &at), fault))
}

/// `dest = x` with the selection set to `v`; returns the out-of-bounds
/// flag (then nothing is written).
pub(super) fn set_slice(
    body: &mut Body,
    s: Selection,
    args: &[Val],
    dest: &TensorRef,
    in_place: bool,
) -> Result<String, InternalError> {
    let (Some(Val::Tensor(x)), Some(v)) = (args.first(), args.last()) else {
        return Err(InternalError("set_slice without a tensor operand".into()));
    };
    if !in_place {
        super::tensor::copy_tensor(body, x, dest)?;
    }
    let (fixed, fault) = selection_indices(body, s, &x.shape, &args[1..args.len() - 1])?;
    let len: usize = s.result_shape(&x.shape).map_err(InternalError)?.iter().product();
    let ok = body.not(&fault);
    body.open(&format!("scf.if {ok} {{"));
    body.for_each(len, |body, e| {
        let at = source_offset(body, s, &x.shape, &fixed, e);
        let value = v.element(body, e);
        let value = convert(body, &value, dest.dtype);
        dest.store(body, &at, &value.ssa);
    });
    body.close("}");
    Ok(fault)
}

/// The checked run-time indices of a selection and their combined fault.
fn selection_indices(
    body: &mut Body,
    s: Selection,
    shape: &[usize],
    indices: &[Val],
) -> Result<(Vec<String>, String), InternalError> {
    let axes = s.axes().iter().zip(shape).filter(|(a, _)| **a == Axis::Index);
    let mut fault = body.bool(false);
    let mut fixed = Vec::with_capacity(indices.len());
    for ((_, &n), i) in axes.zip(indices) {
        let Val::Scalar(i) = i else {
            return Err(InternalError("a slice indexed by a tensor".into()));
        };
        let (i, bad) = checked_index(body, i, n);
        fault = body.or(&fault, &bad);
        fixed.push(i);
    }
    Ok((fixed, fault))
}

/// The flat position in a tensor of `shape` of element `e` (row-major)
/// of the selection.
fn source_offset(body: &mut Body, s: Selection, shape: &[usize], fixed: &[String], e: &str) -> String {
    // The selection's own axes, innermost first, give `e`'s coordinates.
    let result_axes: Vec<(usize, usize)> = shape
        .iter()
        .enumerate()
        .filter_map(|(k, &n)| match s.axes().get(k) {
            Some(Axis::Index) => None,
            Some(Axis::Range { len, .. }) => Some((k, *len as usize)),
            None => Some((k, n)),
        })
        .collect();
    let mut coords = vec![String::new(); shape.len()];
    let mut rest = e.to_string();
    for (k, len) in result_axes.iter().rev() {
        let d = body.index(*len);
        coords[*k] = body.bin("remui", &rest, &d, "index");
        rest = body.bin("divui", &rest, &d, "index");
    }
    let mut fixed = fixed.iter();
    let mut flat = body.index(0);
    for (k, &n) in shape.iter().enumerate() {
        let position = match s.axes().get(k) {
            Some(Axis::Index) => fixed.next().cloned().unwrap_or_else(|| body.index(0)),
            Some(Axis::Range { start, step, .. }) => {
                let step = body.int(i64::from(*step), "index");
                let scaled = body.bin("muli", &coords[k], &step, "index");
                let start = body.index(*start as usize);
                body.add_index(&start, &scaled)
            }
            None => coords[k].clone(),
        };
        flat = body.affine(&flat, n, &position);
    }
    flat
}

//! Building and writing tensors: `full`, `arange` and `set_index` (an
//! indexed write as a value: the executors copy, compiled code writes in
//! place when the old value is dead).

use super::elem::{with_elem, Elem, Operand};
use super::Fault;
use crate::prim::{Axis, Selection, Shape};
use autobatch_runtime::{DType, Value};

/// `full<shape>(v)`: every element is `v`.
pub(super) fn full(shape: Shape, v: &Value) -> Value {
    let dims = shape.dims();
    let n: usize = dims.iter().product();
    with_elem!(v.dtype(), T => {
        let x = Operand::<T>::of(v).at(0);
        T::tensor(dims, vec![x; n])
    })
}

/// `arange<n>(start, step)`: `start + k * step` for `k < n`, wrapping.
pub(super) fn arange(n: u32, start: &Value, step: &Value) -> Value {
    let (start, step) = (start.as_i64().unwrap_or(0), step.as_i64().unwrap_or(0));
    let data = (0..i64::from(n))
        .map(|k| start.wrapping_add(k.wrapping_mul(step)))
        .collect();
    i64::tensor(vec![n as usize], data)
}

/// `set_index<k>(a, i1, ..., ik, v)`: `a` with the element or sub-tensor
/// at the leading indices replaced by `v` (converted to `a`'s dtype; a
/// scalar fills a whole sub-tensor).
pub(super) fn set_index(args: &[&Value]) -> Result<Value, Fault> {
    let (Some((a, rest)), Some(v)) = (args.split_first(), args.last()) else {
        return Err(Fault::IndexOutOfBounds);
    };
    let Value::Tensor(t) = a else {
        return Err(Fault::IndexOutOfBounds);
    };
    let indices = &rest[..rest.len() - 1];
    let (start, len) = offset(&t.shape, indices)?;
    with_elem!(t.data.dtype(), T => {
        let mut data = T::borrow(&t.data).unwrap_or(&[]).to_vec();
        let src = Operand::<T>::of(v);
        let dst = data.get_mut(start..start + len).ok_or(Fault::IndexOutOfBounds)?;
        for (e, d) in dst.iter_mut().enumerate() {
            *d = src.at(if src.dims().is_some() { e } else { 0 });
        }
        Ok(T::tensor(t.shape.clone(), data))
    })
}

/// `slice<s>(x, indices...)`: the selected elements, in row-major order.
pub(super) fn slice(s: Selection, args: &[&Value]) -> Result<Value, Fault> {
    let Some(Value::Tensor(t)) = args.first() else {
        return Err(Fault::IndexOutOfBounds);
    };
    let shape = s.result_shape(&t.shape).map_err(|_| Fault::IndexOutOfBounds)?;
    let offsets = s.offsets(&t.shape, &checked_indices(s, &t.shape, &args[1..])?);
    with_elem!(t.data.dtype(), T => {
        let data = T::borrow(&t.data).unwrap_or(&[]);
        let picked = offsets.iter().map(|o| data.get(*o).copied().ok_or(Fault::IndexOutOfBounds));
        let picked = picked.collect::<Result<Vec<_>, _>>()?;
        match (shape.is_empty(), picked.first()) {
            // Every axis indexed: one element.
            (true, Some(x)) => Ok(x.scalar()),
            _ => Ok(T::tensor(shape, picked)),
        }
    })
}

/// `set_slice<s>(x, indices..., v)`: `x` with the selected elements
/// replaced by `v`'s (a scalar broadcasts), converted to `x`'s dtype.
pub(super) fn set_slice(s: Selection, args: &[&Value]) -> Result<Value, Fault> {
    let (Some(Value::Tensor(t)), Some(v)) = (args.first(), args.last()) else {
        return Err(Fault::IndexOutOfBounds);
    };
    let offsets = s.offsets(&t.shape, &checked_indices(s, &t.shape, &args[1..args.len() - 1])?);
    with_elem!(t.data.dtype(), T => {
        let mut data = T::borrow(&t.data).unwrap_or(&[]).to_vec();
        let src = Operand::<T>::of(v);
        let tensor = src.dims().is_some();
        for (e, o) in offsets.iter().enumerate() {
            let place = data.get_mut(*o).ok_or(Fault::IndexOutOfBounds)?;
            *place = src.at(if tensor { e } else { 0 });
        }
        Ok(T::tensor(t.shape.clone(), data))
    })
}

/// The selection's run-time indices, checked against their axes and with
/// negative ones wrapped.
fn checked_indices(s: Selection, shape: &[usize], indices: &[&Value]) -> Result<Vec<usize>, Fault> {
    let axes = s.axes().iter().zip(shape).filter(|(a, _)| **a == Axis::Index);
    axes.zip(indices).map(|((_, &n), i)| wrap_index(i, n)).collect()
}

/// Index `i` into an axis of `n` as a position: Python's negative
/// indices count from the end; outside `-n..n` is a fault.
pub(super) fn wrap_index(i: &Value, n: usize) -> Result<usize, Fault> {
    let n = i64::try_from(n).map_err(|_| Fault::IndexOutOfBounds)?;
    let i = i.as_i64().ok_or(Fault::IndexOutOfBounds)?;
    if i < -n || i >= n {
        return Err(Fault::IndexOutOfBounds);
    }
    usize::try_from(if i < 0 { i + n } else { i }).map_err(|_| Fault::IndexOutOfBounds)
}

/// The first element and the length of the sub-tensor of a tensor of
/// `shape` at the leading `indices`, Python's negative indices included.
pub(super) fn offset(shape: &[usize], indices: &[&Value]) -> Result<(usize, usize), Fault> {
    if indices.len() > shape.len() {
        return Err(Fault::IndexOutOfBounds);
    }
    let mut start = 0usize;
    for (i, &n) in indices.iter().zip(shape) {
        start = start * n + wrap_index(i, n)?;
    }
    let len: usize = shape[indices.len()..].iter().product();
    Ok((start * len, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_index_writes_one_place_and_checks_every_index() {
        let m = full(Shape::new(&[2, 3]).unwrap(), &Value::F64(0.0));
        let w = set_index(&[&m, &Value::I64(-1), &Value::I32(1), &Value::F64(2.5)]).unwrap();
        let Value::Tensor(t) = &w else { panic!("a tensor") };
        assert_eq!(
            t.data,
            autobatch_runtime::TensorData::F64(vec![0.0, 0.0, 0.0, 0.0, 2.5, 0.0])
        );
        let row = set_index(&[&m, &Value::I64(0), &Value::F64(1.0)]).unwrap();
        let Value::Tensor(t) = &row else { panic!("a tensor") };
        assert_eq!(
            t.data,
            autobatch_runtime::TensorData::F64(vec![1.0, 1.0, 1.0, 0.0, 0.0, 0.0])
        );
        for bad in [2, -3] {
            let r = set_index(&[&m, &Value::I64(bad), &Value::I64(0), &Value::F64(1.0)]);
            assert_eq!(r, Err(Fault::IndexOutOfBounds));
        }
        assert_eq!(
            set_index(&[&m, &Value::I64(0), &Value::I64(3), &Value::F64(1.0)]),
            Err(Fault::IndexOutOfBounds)
        );
    }

    #[test]
    fn arange_counts_by_its_step() {
        let Value::Tensor(t) = arange(4, &Value::I64(10), &Value::I64(-3)) else {
            panic!("a tensor")
        };
        assert_eq!(t.data, autobatch_runtime::TensorData::I64(vec![10, 7, 4, 1]));
        assert_eq!(t.data.dtype(), DType::I64);
    }
}

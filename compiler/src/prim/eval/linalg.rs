//! Reductions, products and indexing. Every sum is a left fold in element
//! order from zero, so the result does not depend on how a backend would
//! have split the work (NumPy's pairwise summation is not used).

use super::arith::Arith;
use super::elem::{with_arith, with_elem, Elem, Operand};
use super::Fault;
use crate::prim::typing::promote;
use crate::prim::LANES;
use autobatch_runtime::{DType, Value};

/// The dtype arithmetic on `a` and `b` computes in. The verifier has
/// checked that the dtypes meet; should they not, the wider one keeps
/// evaluation total.
pub(super) fn meet(a: DType, b: DType) -> DType {
    promote(a, b).unwrap_or(a.max(b))
}

/// The order a sum adds its items in: `sum`'s and `dot`'s one left fold
/// from zero, or `sum8`'s and `dot8`'s `LANES` partial folds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Order {
    Left,
    Lanes,
}

impl Order {
    fn sum<T: Arith>(self, items: impl Iterator<Item = T>) -> T {
        match self {
            Order::Left => fold_sum(items),
            Order::Lanes => lane_sum(items),
        }
    }
}

/// `sum(x)` or `sum8(x)`: every element, added in `order`.
pub(super) fn sum(x: &Value, order: Order) -> Value {
    with_arith!(x.dtype(), T => {
        let x = Operand::<T>::of(x);
        order.sum(x.elements().iter().copied()).scalar()
    })
}

/// `dot(a, b)` or `dot8(a, b)`: the products, added in `order`.
pub(super) fn dot(a: &Value, b: &Value, order: Order) -> Value {
    with_arith!(meet(a.dtype(), b.dtype()), T => {
        let (a, b) = (Operand::<T>::of(a), Operand::<T>::of(b));
        order.sum(a.elements().iter().zip(b.elements()).map(|(&x, &y)| Arith::mul(x, y))).scalar()
    })
}

fn fold_sum<T: Arith>(items: impl Iterator<Item = T>) -> T {
    items.fold(T::ZERO, T::add)
}

/// Item `e` is added into partial `e % LANES` (each partial a left fold
/// from zero); then partial `j` takes partial `j + h` for `h` = 4, 2, 1,
/// so the result is `((p0 + p4) + (p2 + p6)) + ((p1 + p5) + (p3 + p7))`:
/// the order a vector register's halves are added in.
fn lane_sum<T: Arith>(items: impl Iterator<Item = T>) -> T {
    let mut partials = [T::ZERO; LANES];
    for (e, item) in items.enumerate() {
        partials[e % LANES] = partials[e % LANES].add(item);
    }
    let mut half = LANES;
    while half > 1 {
        half /= 2;
        for j in 0..half {
            partials[j] = partials[j].add(partials[j + half]);
        }
    }
    partials[0]
}

/// `a @ b` for the four shape cases of the type rule: a vector operand acts
/// as a row (left) or column (right) and its axis is dropped from the
/// result.
pub(super) fn matmul(a: &Value, b: &Value) -> Value {
    with_arith!(meet(a.dtype(), b.dtype()), T => {
        let (a, b) = (Operand::<T>::of(a), Operand::<T>::of(b));
        matmul_typed(&a, &b)
    })
}

fn matmul_typed<T: Arith>(a: &Operand<'_, T>, b: &Operand<'_, T>) -> Value {
    let (a_rows, a_inner) = match a.shape() {
        [m, n] => (Some(*m), *n),
        shape => (None, shape.iter().product()),
    };
    let (b_inner, b_cols) = match b.shape() {
        [k, p] => (*k, Some(*p)),
        shape => (shape.iter().product(), None),
    };
    debug_assert_eq!(a_inner, b_inner, "matmul operands do not fit");
    let inner = a_inner.min(b_inner);
    let (m, p) = (a_rows.unwrap_or(1), b_cols.unwrap_or(1));
    let (ae, be) = (a.elements(), b.elements());
    let mut out = Vec::with_capacity(m * p);
    for i in 0..m {
        for j in 0..p {
            let terms = (0..inner).map(|k| Arith::mul(ae[i * a_inner + k], be[k * p + j]));
            out.push(fold_sum(terms));
        }
    }
    let shape: Vec<usize> = a_rows.into_iter().chain(b_cols).collect();
    match (shape.is_empty(), out.first()) {
        (true, Some(&only)) => only.scalar(),
        _ => T::tensor(shape, out),
    }
}

/// The transpose of a matrix.
pub(super) fn transpose(a: &Value) -> Value {
    with_elem!(a.dtype(), T => {
        let a = Operand::<T>::of(a);
        let (m, n) = match a.shape() {
            [m, n] => (*m, *n),
            _ => (0, 0),
        };
        let e = a.elements();
        let out: Vec<T> = (0..n).flat_map(|j| (0..m).map(move |i| e[i * n + j])).collect();
        T::tensor(vec![n, m], out)
    })
}

/// The matrix `a[i] * b[j]` of two vectors.
pub(super) fn outer(a: &Value, b: &Value) -> Value {
    with_arith!(meet(a.dtype(), b.dtype()), T => {
        let (a, b) = (Operand::<T>::of(a), Operand::<T>::of(b));
        let (ae, be) = (a.elements(), b.elements());
        let out: Vec<T> = ae.iter().flat_map(|&x| be.iter().map(move |&y| Arith::mul(x, y))).collect();
        T::tensor(vec![ae.len(), be.len()], out)
    })
}

/// `x[i]` on the leading axis with Python's negative indices: an element
/// of a vector, a row of a higher-rank tensor.
pub(super) fn index(x: &Value, i: &Value) -> Result<Value, Fault> {
    let Value::Tensor(t) = x else {
        return Err(Fault::IndexOutOfBounds);
    };
    let Some((&n, row_shape)) = t.shape.split_first() else {
        return Err(Fault::IndexOutOfBounds);
    };
    let row = super::build::wrap_index(i, n)?;
    let row_len: usize = row_shape.iter().product();
    let start = row * row_len;
    if row_shape.is_empty() {
        return if start < t.data.len() {
            Ok(t.data.get(start))
        } else {
            Err(Fault::IndexOutOfBounds)
        };
    }
    with_elem!(t.data.dtype(), T => {
        let data = T::borrow(&t.data).unwrap_or(&[]);
        let slice = data.get(start..start + row_len).ok_or(Fault::IndexOutOfBounds)?;
        Ok(T::tensor(row_shape.to_vec(), slice.to_vec()))
    })
}

//! Reductions beside `sum`: `min(x)`/`max(x)` (Python's builtins over the
//! elements), `prod`, `argmin`/`argmax` (NumPy's) and `cumsum`, each a
//! left fold in row-major element order.

use super::arith::Arith;
use super::elem::{with_arith, with_elem, Elem, Operand};
use autobatch_runtime::{DType, Value};
use std::cmp::Ordering;

/// `min(x)` / `max(x)`: from the first element, a later one replaces the
/// result only when it is smaller (larger), as the builtins do, so ties
/// keep the first and a NaN is kept only when it comes first.
pub(super) fn extreme(x: &Value, max: bool) -> Value {
    with_elem!(x.dtype(), T => {
        let x = Operand::<T>::of(x);
        let mut it = x.elements().iter().copied();
        let first = it.next().unwrap_or_else(|| T::from_i64(0));
        it.fold(first, |acc, v| if beats(&v, &acc, max) { v } else { acc }).scalar()
    })
}

/// Whether `v` is larger (`max`) or smaller than `acc`; false when they
/// are unordered (a NaN).
fn beats<T: PartialOrd>(v: &T, acc: &T, max: bool) -> bool {
    let want = if max { Ordering::Greater } else { Ordering::Less };
    v.partial_cmp(acc) == Some(want)
}

/// `prod(x)`: the left fold of `*` from one (bools multiply as i64).
pub(super) fn prod(x: &Value) -> Value {
    let d = if x.dtype() == DType::Bool {
        DType::I64
    } else {
        x.dtype()
    };
    with_arith!(d, T => {
        let x = Operand::<T>::of(x);
        x.elements().iter().fold(T::from_i64(1), |acc, v| Arith::mul(acc, *v)).scalar()
    })
}

/// `argmin(x)` / `argmax(x)` as NumPy: the flat index of the first
/// smallest (largest) element, or of the first NaN if there is one.
pub(super) fn arg_extreme(x: &Value, max: bool) -> Value {
    let index = with_elem!(x.dtype(), T => {
        let x = Operand::<T>::of(x);
        let e = x.elements();
        let mut best = 0usize;
        for (k, v) in e.iter().enumerate() {
            // Only a NaN is unordered with itself.
            if v.partial_cmp(v).is_none() {
                best = k;
                break;
            }
            if beats(v, &e[best], max) {
                best = k;
            }
        }
        best
    });
    Value::I64(index as i64)
}

/// `cumsum(x)`: the running left-fold sums over the flattened elements,
/// integers and bools in i64.
pub(super) fn cumsum(x: &Value) -> Value {
    let d = if x.dtype().is_float() { x.dtype() } else { DType::I64 };
    with_arith!(d, T => {
        let x = Operand::<T>::of(x);
        let mut acc = T::ZERO;
        let out: Vec<T> = x.elements().iter().map(|v| {
            acc = Arith::add(acc, *v);
            acc
        }).collect();
        T::tensor(vec![out.len()], out)
    })
}

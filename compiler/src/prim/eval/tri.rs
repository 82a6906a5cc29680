//! The Cholesky factor and the triangular solves on one member's values.
//! Each element is one chain of operations in a fixed order (a left fold
//! over the earlier elements of its row or column), the order the MLIR
//! lowering (`prim::mlir::tri`) and the CPython twin
//! (`python/autobatch/_linalg.py`) follow, so all give the same bits. A
//! zero or NaN pivot gives IEEE infinities and NaNs: these never fault.

use super::arith::{Arith, Float};
use super::elem::{Elem, Operand};
use super::linalg::meet;
use autobatch_runtime::{DType, Value};

/// Runs `$body` with `$t` the float type of `$d` (f64 for anything else,
/// which the type rule rules out).
macro_rules! with_real {
    ($d:expr, $t:ident => $body:expr) => {
        match $d {
            DType::F32 => {
                type $t = f32;
                $body
            }
            _ => {
                type $t = f64;
                $body
            }
        }
    };
}

/// The order of a square matrix operand (0 for anything else).
fn order(shape: &[usize]) -> usize {
    match shape {
        [n, m] if n == m => *n,
        _ => 0,
    }
}

/// `cholesky_decompose(A)`: the lower-triangular `L` with `L L^T = A`,
/// column by column (A's upper triangle is not read; L's is zero):
/// `L[j, j] = sqrt(A[j, j] - L[j, 0]^2 - ... - L[j, j-1]^2)` and below it
/// `L[i, j] = (A[i, j] - L[i, 0] L[j, 0] - ... - L[i, j-1] L[j, j-1]) /
/// L[j, j]`. A matrix that is not positive definite gives NaN from the
/// first pivot that is not positive on.
pub(super) fn cholesky(a: &Value) -> Value {
    with_real!(a.dtype(), T => {
        let a = Operand::<T>::of(a);
        let n = order(a.shape());
        let a = a.elements();
        let mut l = vec![T::ZERO; n * n];
        for j in 0..n {
            let mut s = a[j * n + j];
            for k in 0..j {
                s = s.sub(l[j * n + k].mul(l[j * n + k]));
            }
            let d = s.sqrt();
            l[j * n + j] = d;
            for i in j + 1..n {
                let mut t = a[i * n + j];
                for k in 0..j {
                    t = t.sub(l[i * n + k].mul(l[j * n + k]));
                }
                l[i * n + j] = t.div(d);
            }
        }
        T::tensor(vec![n, n], l)
    })
}

/// `mdivide_left_tri_low(L, b)`: `L^-1 b` by forward substitution (L's
/// upper triangle is not read), `b` a vector or a matrix (each column
/// alike): `x[i] = (b[i] - L[i, 0] x[0] - ... - L[i, i-1] x[i-1]) /
/// L[i, i]`.
pub(super) fn left(l: &Value, b: &Value) -> Value {
    with_real!(meet(l.dtype(), b.dtype()), T => {
        let (l, b) = (Operand::<T>::of(l), Operand::<T>::of(b));
        let n = order(l.shape());
        let shape = b.shape().to_vec();
        let cols = if shape.len() == 2 { shape[1] } else { 1 };
        let (l, b) = (l.elements(), b.elements());
        let mut x = vec![T::ZERO; b.len()];
        for i in 0..n.min(b.len() / cols.max(1)) {
            for c in 0..cols {
                let mut acc = b[i * cols + c];
                for j in 0..i {
                    acc = acc.sub(l[i * n + j].mul(x[j * cols + c]));
                }
                x[i * cols + c] = acc.div(l[i * n + i]);
            }
        }
        T::tensor(shape, x)
    })
}

/// `mdivide_right_tri_low(b, L)`: `b L^-1` by back substitution (L's
/// upper triangle is not read), `b` a vector (a row) or a matrix (each
/// row alike): from the last `j` down, `x[j] = (b[j] - x[j+1] L[j+1, j] -
/// ... - x[n-1] L[n-1, j]) / L[j, j]`.
pub(super) fn right(b: &Value, l: &Value) -> Value {
    with_real!(meet(l.dtype(), b.dtype()), T => {
        let (b, l) = (Operand::<T>::of(b), Operand::<T>::of(l));
        let n = order(l.shape());
        let shape = b.shape().to_vec();
        let (l, b) = (l.elements(), b.elements());
        let mut x = vec![T::ZERO; b.len()];
        if n > 0 {
            for (row, out) in b.chunks_exact(n).zip(x.chunks_exact_mut(n)) {
                for j in (0..n).rev() {
                    let mut acc = row[j];
                    for i in j + 1..n {
                        acc = acc.sub(out[i].mul(l[i * n + j]));
                    }
                    out[j] = acc.div(l[j * n + j]);
                }
            }
        }
        T::tensor(shape, x)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(n: usize, v: &[f64]) -> Value {
        f64::tensor(vec![n, v.len() / n], v.to_vec())
    }

    fn data(v: &Value) -> Vec<f64> {
        v.float_elements().unwrap_or_default()
    }

    #[test]
    fn cholesky_of_a_positive_definite_matrix_and_nan_beyond() {
        let a = m(2, &[4.0, 99.0, 2.0, 5.0]);
        assert_eq!(data(&cholesky(&a)), vec![2.0, 0.0, 1.0, 2.0]);
        let not = data(&cholesky(&m(2, &[1.0, 0.0, 2.0, 1.0])));
        assert_eq!(&not[..3], &[1.0, 0.0, 2.0]);
        assert!(not[3].is_nan());
        let f32a = f32::tensor(vec![1, 1], vec![9.0]);
        assert_eq!(cholesky(&f32a).dtype(), DType::F32);
    }

    #[test]
    fn solves_invert_the_triangle() {
        let l = m(2, &[2.0, 7.0, 1.0, 4.0]);
        assert_eq!(data(&left(&l, &f64::tensor(vec![2], vec![2.0, 9.0]))), vec![1.0, 2.0]);
        let cols = left(&l, &m(2, &[2.0, 4.0, 9.0, 6.0]));
        assert_eq!(data(&cols), vec![1.0, 2.0, 2.0, 1.0]);
        // x L = b: x = (1, 2) gives b = (1 * 2 + 2 * 1, 2 * 4).
        assert_eq!(data(&right(&f64::tensor(vec![2], vec![4.0, 8.0]), &l)), vec![1.0, 2.0]);
        let zero_pivot = data(&left(&m(1, &[0.0]), &f64::tensor(vec![1], vec![1.0])));
        assert_eq!(zero_pivot, vec![f64::INFINITY]);
    }
}

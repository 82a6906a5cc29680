//! Shared products.
//!
//! A matrix-vector product against a shared matrix (NUTS's gradient of a
//! model over a data set: `matmul(x, beta)`, `matmul(r, x)`) reads the
//! whole matrix for every member. When it is the only op of its block
//! (`split` puts it in one), the CPU emitter runs it for all the members
//! waiting there together (`codegen::mlir::product`), reading each matrix
//! element once per group of members instead of once per member, which is
//! what turns a memory-bound loop into an arithmetic-bound one.

use crate::ir::f::{Function, Op};
use crate::ir::{Operand, VarId};
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};

/// A product of a shared matrix `a` (`[rows, cols]`, row-major) with a
/// per-member vector, in one float dtype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedProduct {
    /// `matmul(a, v)`: `v` has `cols` elements, the result `rows`.
    MatVec { rows: usize, cols: usize },
    /// `matmul(v, a)`: `v` has `rows` elements, the result `cols`.
    VecMat { rows: usize, cols: usize },
}

impl SharedProduct {
    /// The product `matmul(left, right)` as a shared product, if it is one:
    /// exactly one operand is a shared matrix, the other a vector that is
    /// not shared, and both have the same float dtype (mixed dtypes take
    /// the general path, which converts element by element).
    pub fn classify(left: (&Type, bool), right: (&Type, bool)) -> Option<SharedProduct> {
        let ((lt, l_shared), (rt, r_shared)) = (left, right);
        if lt.dtype != rt.dtype || !matches!(lt.dtype, DType::F32 | DType::F64) {
            return None;
        }
        match (lt.shape.as_slice(), rt.shape.as_slice(), l_shared, r_shared) {
            ([rows, cols], [n], true, false) if n == cols => Some(SharedProduct::MatVec {
                rows: *rows,
                cols: *cols,
            }),
            ([n], [rows, cols], false, true) if n == rows => Some(SharedProduct::VecMat {
                rows: *rows,
                cols: *cols,
            }),
            _ => None,
        }
    }

    /// Elements of the per-member vector operand.
    pub fn input_len(self) -> usize {
        match self {
            SharedProduct::MatVec { cols, .. } => cols,
            SharedProduct::VecMat { rows, .. } => rows,
        }
    }

    /// Elements of the result.
    pub fn output_len(self) -> usize {
        match self {
            SharedProduct::MatVec { rows, .. } => rows,
            SharedProduct::VecMat { cols, .. } => cols,
        }
    }
}

/// Whether `op` is a shared product: `matmul` of a shared matrix
/// parameter of `function` and a per-member vector (`SharedProduct`).
pub(crate) fn is_shared_product(function: &Function, op: &Op) -> bool {
    let Op::Prim {
        prim: Prim::MatMul,
        args,
        ..
    } = op
    else {
        return false;
    };
    let [Operand::Var(a), Operand::Var(b)] = args.as_slice() else {
        return false;
    };
    let shared = |v: VarId| function.params.iter().any(|p| p.var == v && p.shared);
    let ty = |v: VarId| &function.vars[v].ty;
    SharedProduct::classify((ty(*a), shared(*a)), (ty(*b), shared(*b))).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_dtypes_and_unshared_matrices_are_not_shared_products() {
        let f32v = Type::tensor(DType::F32, vec![3]);
        let f64m = Type::tensor(DType::F64, vec![2, 3]);
        let f32m = Type::tensor(DType::F32, vec![2, 3]);
        assert_eq!(SharedProduct::classify((&f64m, true), (&f32v, false)), None);
        assert_eq!(SharedProduct::classify((&f32m, false), (&f32v, false)), None);
        assert_eq!(
            SharedProduct::classify((&f32m, true), (&f32v, false)),
            Some(SharedProduct::MatVec { rows: 2, cols: 3 })
        );
        let f32r = Type::tensor(DType::F32, vec![2]);
        assert_eq!(
            SharedProduct::classify((&f32r, false), (&f32m, true)),
            Some(SharedProduct::VecMat { rows: 2, cols: 3 })
        );
    }
}

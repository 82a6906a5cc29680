//! Shared products in blocks of their own.
//!
//! A matrix-vector product against a shared matrix (NUTS's gradient of a
//! model over a data set: `matmul(x, beta)`, `matmul(r, x)`) reads the
//! whole matrix for every member. When it is the only op of its block,
//! the CPU emitter runs it for all the members waiting there together
//! (`codegen::mlir::product`), reading each matrix element once per group
//! of members instead of once per member, which is what turns a
//! memory-bound loop into an arithmetic-bound one.
//!
//! This pass splits IR-F blocks around such products: `[pre; p; post]`
//! becomes `[pre] -> [p] -> [post]`, the pieces placed right after the
//! original block so that the scheduler's earliest-block order still
//! follows the source. Values that flow between the pieces become loop
//! state in the later passes, as any value that crosses a block does.
//! Semantics are unchanged: the pieces run in order for every member.

use crate::ir::f::{Block, Function, Op, Program, Terminator};
use crate::ir::{BlockId, Operand, VarId};
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

/// Splits every block of every function so that each shared product is
/// alone in its block.
pub fn isolate_shared_products(program: &mut Program) {
    for function in &mut program.functions {
        isolate_in(function);
    }
}

fn is_shared_product(function: &Function, op: &Op) -> bool {
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

fn isolate_in(function: &mut Function) {
    let pieces: Vec<Vec<Vec<Op>>> = function.blocks.iter().map(|b| pieces(function, b)).collect();
    if pieces.iter().all(|p| p.len() == 1) {
        return;
    }
    // Where each original block's first piece lands.
    let mut first = Vec::with_capacity(pieces.len());
    let mut next = 0;
    for p in &pieces {
        first.push(next);
        next += p.len();
    }
    let old = std::mem::take(&mut function.blocks);
    for (block, parts) in old.into_iter().zip(pieces) {
        let count = parts.len();
        let start = function.blocks.len();
        for (i, ops) in parts.into_iter().enumerate() {
            let term = if i + 1 == count {
                renumber(&block.term, &first)
            } else {
                Terminator::Jump { target: start + i + 1 }
            };
            function.blocks.push(Block { ops, term });
        }
    }
}

/// A block's ops cut so that each shared product is a piece of its own;
/// always at least one piece (the block's entry).
fn pieces(function: &Function, block: &Block) -> Vec<Vec<Op>> {
    let mut pieces = Vec::new();
    let mut current = Vec::new();
    for op in &block.ops {
        if is_shared_product(function, op) {
            if !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
            }
            pieces.push(vec![op.clone()]);
        } else {
            current.push(op.clone());
        }
    }
    if !current.is_empty() || pieces.is_empty() {
        pieces.push(current);
    }
    pieces
}

fn renumber(term: &Terminator, first: &[BlockId]) -> Terminator {
    match term {
        Terminator::Jump { target } => Terminator::Jump { target: first[*target] },
        Terminator::Branch { cond, then, els } => Terminator::Branch {
            cond: *cond,
            then: first[*then],
            els: first[*els],
        },
        Terminator::Return => Terminator::Return,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::build_program;

    const SRC: &str = "from autobatch import *
def f(v: f32[3], a: Shared[f32[2, 3]], n: i64) -> f32:
    w = v * 2.0
    z = matmul(a, w)
    back = matmul(z, a)
    if n > 0:
        return sum(back)
    return sum(z)
";

    #[test]
    fn each_shared_product_gets_a_block_and_jumps_are_renumbered() {
        let mut program = build_program(SRC, "t.py", None).expect("builds");
        let before = program.clone();
        isolate_shared_products(&mut program);
        crate::ir::f::verify(&program).expect("verifies");
        let f = &program.functions[0];
        let products: Vec<usize> = (0..f.blocks.len())
            .filter(|b| f.blocks[*b].ops.iter().any(|op| is_shared_product(f, op)))
            .collect();
        assert_eq!(products.len(), 2, "{program:?}");
        for b in products {
            assert_eq!(f.blocks[b].ops.len(), 1);
            assert_eq!(f.blocks[b].term, Terminator::Jump { target: b + 1 });
        }
        // `[w] [z] [back] [n > 0]`: three more blocks.
        assert_eq!(f.blocks.len(), before.functions[0].blocks.len() + 3);
        let inputs = autobatch_runtime::io::inputs_from_json(
            r#"{"v": [[1, 2, 3], [0, -1, 4]], "a": [[1, 0, 2], [0.5, 1, -1]], "n": [1, 0]}"#,
            &crate::driver::signature(&program),
        )
        .expect("inputs");
        let options = crate::exec::ExecOptions::default();
        let (want, got) = (
            crate::exec::run_reference(&before, &inputs, &options)
                .expect("fits")
                .outputs,
            crate::exec::run_reference(&program, &inputs, &options)
                .expect("fits")
                .outputs,
        );
        assert_eq!(want, got);
    }

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

//! Stacks that move together share one stack pointer.
//!
//! Every `Stack` variable of IR-P has a stack and a pointer of its own, so
//! a call's frame of K saved values costs K pointer loads, K depth checks
//! and K pointer stores per member (the Lotka-Volterra solver's forward
//! step pushes 63 tapes in one block). Two stacks whose pointers are equal
//! at every block boundary need only one: a group of variables shares the
//! pointer of its lowest-numbered member (its leader), and a block that
//! pushes (or pops) the group checks and moves that pointer once
//! (`codegen::mlir::emitter`).
//!
//! The pointers of `a` and `b` are equal at every block boundary when
//! every block that pushes or pops one of them does the same to the other,
//! once each: both start at zero, and each block then moves both by the
//! same amount (a pop of an empty stack leaves it empty for both). So the
//! groups are the variables with the same signature: the blocks where the
//! variable is pushed or popped, with which of the two, where no block
//! touches it twice (a variable touched twice in one block keeps a
//! pointer of its own). A member that faults between two pushes of a
//! group halts, and nothing reads its stacks afterwards.

use crate::ir::p::{AllocClass, Op, Program};
use crate::ir::{BlockId, VarId};
use std::collections::HashMap;

/// Which way a block moves a variable's stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Move {
    Push,
    Pop,
}

/// For every variable, the leader of its stack-pointer group: itself for
/// a leader, for a variable without a stack, and for one that keeps its
/// own pointer.
pub fn leaders(program: &Program) -> Vec<VarId> {
    let mut moves: Vec<Vec<(BlockId, Move)>> = vec![Vec::new(); program.vars.len()];
    let mut twice = vec![false; program.vars.len()];
    for (id, block) in program.blocks.iter().enumerate() {
        for op in &block.ops {
            let (var, how) = match op {
                Op::Push { var, .. } => (*var, Move::Push),
                Op::Pop { var } => (*var, Move::Pop),
                Op::Update { .. } => continue,
            };
            if moves[var].last().is_some_and(|m| m.0 == id) {
                twice[var] = true;
            }
            moves[var].push((id, how));
        }
    }
    let mut leader: Vec<VarId> = (0..program.vars.len()).collect();
    let mut by_signature: HashMap<&[(BlockId, Move)], VarId> = HashMap::new();
    for (v, var) in program.vars.iter().enumerate() {
        if var.class != AllocClass::Stack || twice[v] || moves[v].is_empty() {
            continue;
        }
        leader[v] = *by_signature.entry(moves[v].as_slice()).or_insert(v);
    }
    leader
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::p::{Block, Terminator, Var};
    use crate::ir::{Const, Operand, VarDecl};
    use crate::prim::Prim;
    use autobatch_runtime::{DType, Type};

    fn program(classes: &[AllocClass], blocks: Vec<Vec<Op>>) -> Program {
        let vars = classes
            .iter()
            .enumerate()
            .map(|(v, class)| Var {
                decl: VarDecl {
                    name: format!("x{v}"),
                    ty: Type::scalar(DType::F64),
                },
                class: *class,
            })
            .collect();
        let n = blocks.len();
        let blocks = blocks
            .into_iter()
            .enumerate()
            .map(|(k, ops)| Block {
                label: format!("f.b{k}"),
                ops,
                term: if k + 1 < n {
                    Terminator::Jump { target: k + 1 }
                } else {
                    Terminator::Return
                },
            })
            .collect();
        Program {
            vars,
            inputs: Vec::new(),
            outputs: Vec::new(),
            blocks,
            entry: 0,
            pc_stack: false,
            prologue: Vec::new(),
        }
    }

    fn push(var: VarId) -> Op {
        Op::Push {
            var,
            prim: Prim::Copy,
            args: vec![Operand::Const(Const::F64(1.0))],
        }
    }

    #[test]
    fn stacks_pushed_and_popped_in_the_same_blocks_share_a_pointer() {
        use AllocClass::{Register, Stack};
        let p = program(
            &[Stack, Stack, Stack, Register, Stack],
            vec![
                vec![push(0), push(1), push(2), push(4)],
                vec![push(4)],
                vec![Op::Pop { var: 1 }, Op::Pop { var: 0 }, Op::Pop { var: 4 }],
                vec![Op::Pop { var: 4 }],
            ],
        );
        // x2 is pushed and never popped: another signature.
        assert_eq!(leaders(&p), vec![0, 0, 2, 3, 4]);
    }

    #[test]
    fn a_stack_moved_twice_in_one_block_keeps_its_own_pointer() {
        use AllocClass::Stack;
        let p = program(
            &[Stack, Stack, Stack],
            vec![
                vec![push(0), push(0), push(1), push(1), push(2)],
                vec![
                    Op::Pop { var: 0 },
                    Op::Pop { var: 0 },
                    Op::Pop { var: 1 },
                    Op::Pop { var: 1 },
                    Op::Pop { var: 2 },
                ],
            ],
        );
        assert_eq!(leaders(&p), vec![0, 1, 2]);
    }
}

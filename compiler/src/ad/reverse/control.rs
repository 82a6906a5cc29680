//! Recording control flow: the forward pass notes which predecessor each
//! join was entered from (edge blocks) and which `return` was taken; the
//! reverse pass branches on the note to the reverse of the block control
//! came from. A note is a variable where its block runs at most once per
//! call, else a tape.

use super::{Mode, Reverse};
use crate::ir::f::{Block, Op, Terminator};
use crate::ir::{BlockId, Const, Operand, VarId};
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};

#[derive(Clone, Copy)]
pub(super) enum Control {
    Var(VarId),
    Tape(usize),
}

impl Reverse<'_> {
    /// The forward terminator of block `b`, through edge blocks that record
    /// the edge where the target has several predecessors; a `return`
    /// records which one it was (when there are several).
    pub(super) fn forward_terminator(&mut self, b: BlockId, ops: &mut Vec<Op>) -> Terminator {
        let via = |this: &mut Self, s: BlockId| this.edge(b, s);
        match self.func.blocks[b].term.clone() {
            Terminator::Jump { target } => Terminator::Jump {
                target: via(self, target),
            },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond,
                then: via(self, then),
                els: via(self, els),
            },
            Terminator::Return => {
                let returns = self.cfg.returns.clone();
                if returns.len() > 1 {
                    let i = returns.iter().position(|&r| r == b).unwrap_or(0);
                    let record = self.record("exit", false, i);
                    ops.push(record);
                }
                Terminator::Return
            }
        }
    }

    /// The forward block control takes from `from` to `to`.
    fn edge(&mut self, from: BlockId, to: BlockId) -> BlockId {
        let preds = &self.cfg.preds[to];
        if preds.len() < 2 {
            return 1 + to;
        }
        let i = preds.iter().position(|&p| p == from).unwrap_or(0);
        let record = self.record(&format!("b{to}"), self.cfg.in_cycle[to], i);
        self.fwd.push(Block {
            ops: vec![record],
            term: Terminator::Jump { target: 1 + to },
        });
        self.fwd.len() - 1
    }

    /// The op recording choice `i` of the control point `key`.
    fn record(&mut self, key: &str, in_cycle: bool, i: usize) -> Op {
        let value = Operand::Const(Const::I64(i as i64));
        match self.control(key, in_cycle) {
            Control::Var(v) => Op::copy(v, value),
            Control::Tape(tape) => Op::Save { tape, arg: value },
        }
    }

    /// Where the choice at control point `key` is kept (created once).
    pub(super) fn control(&mut self, key: &str, in_cycle: bool) -> Control {
        if let Some(&c) = self.controls.get(key) {
            return c;
        }
        let name = format!("{}.came.{key}", self.func.name);
        let ty = Type::scalar(DType::I64);
        let c = if self.mode == Mode::Split || in_cycle {
            Control::Tape(self.new_tape(name, ty))
        } else {
            let v = self.new_var(name, ty);
            self.direct.push(v);
            Control::Var(v)
        };
        self.controls.insert(key.to_string(), c);
        c
    }

    /// In the reverse pass: the recorded choice among `n` at `key`, read
    /// into a variable by ops appended to `ops` (`None` when `n < 2`).
    pub(super) fn choice_var(&mut self, key: &str, n: usize, in_cycle: bool, ops: &mut Vec<Op>) -> Option<VarId> {
        if n < 2 {
            return None;
        }
        match self.control(key, in_cycle) {
            Control::Var(v) => Some(v),
            Control::Tape(tape) => {
                let v = self.new_var(format!("{}.came", self.func.name), Type::scalar(DType::I64));
                ops.push(Op::Restore { out: v, tape });
                Some(v)
            }
        }
    }

    /// Goes to `targets[choice]`: a chain of comparisons, the first in
    /// the current block, the others in new reverse blocks.
    pub(super) fn dispatch(&mut self, choice: Option<VarId>, targets: &[BlockId], ops: &mut Vec<Op>) -> Terminator {
        let (Some(c), m) = (choice, targets.len()) else {
            let target = targets.first().copied().unwrap_or(self.n() + 1);
            return Terminator::Jump { target };
        };
        let base = self.rev.len();
        // Test i (i >= 1) is in block base + i - 1; the last target needs
        // no test.
        let after = |i: usize| if i + 1 == m { targets[i] } else { base + i - 1 };
        let cond = self.is_choice(ops, c, 0);
        let term = Terminator::Branch {
            cond,
            then: targets[0],
            els: after(1),
        };
        for (i, &then) in targets.iter().enumerate().take(m - 1).skip(1) {
            let mut bops = Vec::new();
            let cond = self.is_choice(&mut bops, c, i);
            self.rev.push(Block {
                ops: bops,
                term: Terminator::Branch {
                    cond,
                    then,
                    els: after(i + 1),
                },
            });
        }
        term
    }

    fn is_choice(&mut self, ops: &mut Vec<Op>, c: VarId, i: usize) -> VarId {
        let cond = self.new_var(format!("{}.is{i}", self.func.name), Type::scalar(DType::Bool));
        ops.push(Op::Prim {
            out: cond,
            prim: Prim::Eq,
            args: vec![Operand::Var(c), Operand::Const(Const::I64(i as i64))],
        });
        cond
    }

    /// `E` jumps to block 0 (recording the entry when block 0 has other
    /// predecessors); `R_start` goes to the reverse of the `return` taken.
    pub(super) fn entry_and_exit(&mut self) {
        let mut ops = Vec::new();
        if self.cfg.preds[0].len() > 1 {
            ops.push(self.record("b0", self.cfg.in_cycle[0], 0));
        }
        self.fwd[0] = Block {
            ops,
            term: Terminator::Jump { target: 1 },
        };
        let returns = self.cfg.returns.clone();
        let targets: Vec<BlockId> = returns.iter().map(|&r| 1 + r).collect();
        let mut ops = Vec::new();
        let choice = self.choice_var("exit", returns.len(), false, &mut ops);
        let term = self.dispatch(choice, &targets, &mut ops);
        self.rev[0] = Block { ops, term };
    }
}

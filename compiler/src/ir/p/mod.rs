//! IR-P, the program-counter form (paper Fig. 4): every function's blocks
//! merged into one control-flow graph, calls replaced by explicit stack
//! operations, and every variable given an allocation class (paper 3.2).
//!
//! Semantics, per batch member (the VM and the code generators implement
//! exactly this):
//! - every variable has a *top* value (the cached top of its stack);
//! - `Update v = f(x)` writes the top in place;
//! - `Push v = f(x)` saves the top on `v`'s stack (depth + 1), then writes
//!   `f(x)` as the new top (arguments are read before the save);
//! - `Pop v` restores the top from the stack (depth - 1);
//! - `PushJump call ret` saves `ret` on the program counter's stack and
//!   continues at `call`; `Return` continues at the saved block (or halts
//!   when the program counter's stack is empty, or when the program counter
//!   is a register, i.e. the program makes no calls).
//!
//! A push beyond the depth limit halts the member with `stack_overflow`.

mod print;
mod verify;

pub use verify::verify;

use super::{BlockId, Operand, VarDecl, VarId};
use crate::prim::Prim;
use serde::{Deserialize, Serialize};

/// Where a variable lives in the batched program (paper 3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AllocClass {
    /// Defined and used inside one block: not part of the loop state.
    Temporary,
    /// A `[Z, shape]` array written under a mask; no stack.
    Register,
    /// Live across a call that may overwrite it: a `[D, Z, shape]` stack,
    /// a per-member stack pointer and a cached top.
    Stack,
    /// One value for the whole batch, read only.
    Shared,
    /// One value for the whole batch, computed from the shared inputs by
    /// the program's `prologue` once at the start of each run (Stan's
    /// transformed data), read only afterwards.
    Derived,
}

impl AllocClass {
    /// Whether the variable holds one value for the whole batch.
    pub fn is_batch_wide(self) -> bool {
        matches!(self, AllocClass::Shared | AllocClass::Derived)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Var {
    #[serde(flatten)]
    pub decl: VarDecl,
    pub class: AllocClass,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Program {
    pub vars: Vec<Var>,
    /// The entry function's parameters, in order: where inputs go.
    pub inputs: Vec<VarId>,
    /// The entry function's output variables, in order.
    pub outputs: Vec<VarId>,
    pub blocks: Vec<Block>,
    /// The entry function's first block.
    pub entry: BlockId,
    /// Whether the program counter has a stack (the program makes calls
    /// that are not self tail calls).
    pub pc_stack: bool,
    /// Run once at the start of each run, before any member steps: the
    /// work that depends on the shared inputs and constants alone
    /// (`lower::hoist`). Only `Update`s that cannot fault, each writing a
    /// `Derived` variable from shared inputs, constants and the `Derived`
    /// variables written before it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prologue: Vec<Op>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Block {
    /// `function.bN` of the IR-F block it came from, with a suffix for the
    /// continuation blocks that calls split off.
    pub label: String,
    pub ops: Vec<Op>,
    pub term: Terminator,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Op {
    Update { var: VarId, prim: Prim, args: Vec<Operand> },
    Push { var: VarId, prim: Prim, args: Vec<Operand> },
    Pop { var: VarId },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "term", rename_all = "lowercase")]
pub enum Terminator {
    Jump { target: BlockId },
    Branch { cond: VarId, then: BlockId, els: BlockId },
    PushJump { call: BlockId, ret: BlockId },
    Return,
}

impl Terminator {
    /// Blocks control may reach next in this frame or a callee's.
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Terminator::Jump { target } => vec![*target],
            Terminator::Branch { then, els, .. } => vec![*then, *els],
            Terminator::PushJump { call, ret } => vec![*call, *ret],
            Terminator::Return => vec![],
        }
    }

    /// The terminator with each target block `b` (return sites included)
    /// replaced by `to(b)`.
    pub fn map_targets(&self, to: impl Fn(BlockId) -> BlockId) -> Terminator {
        match *self {
            Terminator::Jump { target } => Terminator::Jump { target: to(target) },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond,
                then: to(then),
                els: to(els),
            },
            Terminator::PushJump { call, ret } => Terminator::PushJump {
                call: to(call),
                ret: to(ret),
            },
            Terminator::Return => Terminator::Return,
        }
    }
}

impl Op {
    pub fn var(&self) -> VarId {
        match self {
            Op::Update { var, .. } | Op::Push { var, .. } | Op::Pop { var } => *var,
        }
    }

    /// Renames every variable the op reads or writes.
    pub fn rename(&mut self, mut m: impl FnMut(VarId) -> VarId) {
        match self {
            Op::Update { var, args, .. } | Op::Push { var, args, .. } => {
                *var = m(*var);
                for a in args.iter_mut() {
                    if let Operand::Var(v) = a {
                        *v = m(*v);
                    }
                }
            }
            Op::Pop { var } => *var = m(*var),
        }
    }

    /// Variables this op reads (a pop reads only its own stack).
    pub fn uses(&self) -> impl Iterator<Item = VarId> + '_ {
        let args: &[Operand] = match self {
            Op::Update { args, .. } | Op::Push { args, .. } => args,
            Op::Pop { .. } => &[],
        };
        args.iter().filter_map(|a| a.var())
    }
}

impl Program {
    /// Keeps the variables `v` with `rep[v] == v` (renumbered in order)
    /// and names `rep[v]` wherever the program named `v`; a variable
    /// nothing names may have any other `rep` (it is dropped).
    pub fn merge_vars(&mut self, rep: &[VarId]) {
        let mut new_id = vec![usize::MAX; self.vars.len()];
        for (next, v) in (0..self.vars.len()).filter(|&v| rep[v] == v).enumerate() {
            new_id[v] = next;
        }
        let map = |v: VarId| new_id[rep[v]];
        self.prologue.iter_mut().for_each(|op| op.rename(map));
        for block in &mut self.blocks {
            for op in &mut block.ops {
                op.rename(map);
            }
            if let Terminator::Branch { cond, .. } = &mut block.term {
                *cond = map(*cond);
            }
        }
        self.inputs.iter_mut().for_each(|v| *v = map(*v));
        self.outputs.iter_mut().for_each(|v| *v = map(*v));
        let mut v = 0;
        self.vars.retain(|_| {
            v += 1;
            rep[v - 1] == v - 1
        });
    }

    /// Drops the variables nothing names (the results of a callee an
    /// inlined call wrote into its caller's variables instead): they
    /// would count in the state or the scratch bound for nothing.
    pub fn drop_unused_vars(&mut self) {
        let mut used = vec![false; self.vars.len()];
        let ops = self.prologue.iter().chain(self.blocks.iter().flat_map(|b| &b.ops));
        for op in ops {
            used[op.var()] = true;
            op.uses().for_each(|u| used[u] = true);
        }
        for block in &self.blocks {
            if let Terminator::Branch { cond, .. } = block.term {
                used[cond] = true;
            }
        }
        self.inputs.iter().chain(&self.outputs).for_each(|&v| used[v] = true);
        if used.iter().all(|&u| u) {
            return;
        }
        let rep: Vec<VarId> = (0..self.vars.len())
            .map(|v| if used[v] { v } else { usize::MAX })
            .collect();
        self.merge_vars(&rep);
    }

    /// The block index that means "halted".
    pub fn halt(&self) -> BlockId {
        self.blocks.len()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("IR-P serializes")
    }

    pub fn from_json(text: &str) -> Result<Program, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// Whether `prim` on these operands may fault (`Prim::can_fault_on`:
    /// `/` and `**` fault only on integers).
    pub fn can_fault(&self, prim: Prim, args: &[Operand]) -> bool {
        prim.can_fault_on(args.iter().map(|a| match a {
            Operand::Var(v) => self.vars[*v].decl.ty.dtype,
            Operand::Const(c) => c.dtype(),
        }))
    }

    /// Variables of one class, in order.
    pub fn vars_of(&self, class: AllocClass) -> Vec<VarId> {
        (0..self.vars.len()).filter(|v| self.vars[*v].class == class).collect()
    }
}

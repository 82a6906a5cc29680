//! IR-F, the locally batchable form (paper Fig. 2): a program is a list of
//! functions; a function has typed variables, parameters, output variables
//! and basic blocks of `Primitive` and `Call` ops, each block ended by
//! `Jump`, `Branch` or `Return`. Block 0 is a function's entry.
//!
//! The IR is n-ary: a call may take and return several values (source
//! tuples are flattened into separate variables by the frontend).
//!
//! *Tapes* are the per-member stacks the reverse pass of automatic
//! differentiation (`crate::ad`) reads back what the forward pass saved:
//! `save` pushes a value on a tape of the program, `restore` pops the
//! last one saved into a variable. Saving beyond the stack depth limit
//! halts the member with `stack_overflow`, as a call that deep would.

pub mod cfg;
mod print;
mod verify;

pub use verify::verify;

use super::{BlockId, FuncId, Operand, VarDecl, VarId};
use crate::prim::Prim;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Program {
    pub functions: Vec<Function>,
    /// The function the batch runs.
    pub entry: FuncId,
    /// The tapes (typed stacks shared by every function), by `TapeId`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tapes: Vec<VarDecl>,
}

/// Index of a tape in `Program.tapes`.
pub type TapeId = usize;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Function {
    pub name: String,
    pub vars: Vec<VarDecl>,
    pub params: Vec<Param>,
    /// The variables holding the results when the function returns.
    pub outputs: Vec<VarId>,
    pub blocks: Vec<Block>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Param {
    pub var: VarId,
    /// One value for the whole batch (e.g. a data matrix); never written.
    #[serde(default)]
    pub shared: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Block {
    pub ops: Vec<Op>,
    pub term: Terminator,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Op {
    /// `out = prim(args)`.
    Prim { out: VarId, prim: Prim, args: Vec<Operand> },
    /// `outs = func(args)`.
    Call {
        outs: Vec<VarId>,
        func: FuncId,
        args: Vec<Operand>,
    },
    /// Pushes `arg` on `tape`.
    Save { tape: TapeId, arg: Operand },
    /// `out` = the value last saved on `tape`, which is popped.
    Restore { out: VarId, tape: TapeId },
}

impl Op {
    /// `out = copy(arg)`.
    pub fn copy(out: VarId, arg: Operand) -> Op {
        Op::Prim {
            out,
            prim: Prim::Copy,
            args: vec![arg],
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "term", rename_all = "lowercase")]
pub enum Terminator {
    Jump { target: BlockId },
    Branch { cond: VarId, then: BlockId, els: BlockId },
    Return,
}

impl Terminator {
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Terminator::Jump { target } => vec![*target],
            Terminator::Branch { then, els, .. } => vec![*then, *els],
            Terminator::Return => vec![],
        }
    }

    /// The terminator with each target block `b` replaced by `to(b)`.
    pub fn map_targets(&self, to: impl Fn(BlockId) -> BlockId) -> Terminator {
        match *self {
            Terminator::Jump { target } => Terminator::Jump { target: to(target) },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond,
                then: to(then),
                els: to(els),
            },
            Terminator::Return => Terminator::Return,
        }
    }
}

impl Op {
    /// Variables this op reads.
    pub fn uses(&self) -> impl Iterator<Item = VarId> + '_ {
        let args: &[Operand] = match self {
            Op::Prim { args, .. } | Op::Call { args, .. } => args,
            Op::Save { arg, .. } => std::slice::from_ref(arg),
            Op::Restore { .. } => &[],
        };
        args.iter().filter_map(|a| a.var())
    }

    /// Renames every variable the op reads or writes.
    pub fn rename(&mut self, mut m: impl FnMut(VarId) -> VarId) {
        let mut operand = |a: &mut Operand| {
            if let Operand::Var(v) = a {
                *v = m(*v);
            }
        };
        match self {
            Op::Prim { out, args, .. } => {
                args.iter_mut().for_each(&mut operand);
                *out = m(*out);
            }
            Op::Call { outs, args, .. } => {
                args.iter_mut().for_each(&mut operand);
                outs.iter_mut().for_each(|o| *o = m(*o));
            }
            Op::Save { arg, .. } => operand(arg),
            Op::Restore { out, .. } => *out = m(*out),
        }
    }

    /// The operands this op reads, mutably.
    pub fn args_mut(&mut self) -> &mut [Operand] {
        match self {
            Op::Prim { args, .. } | Op::Call { args, .. } => args,
            Op::Save { arg, .. } => std::slice::from_mut(arg),
            Op::Restore { .. } => &mut [],
        }
    }

    /// Variables this op writes.
    pub fn defs(&self) -> Vec<VarId> {
        match self {
            Op::Prim { out, .. } | Op::Restore { out, .. } => vec![*out],
            Op::Call { outs, .. } => outs.clone(),
            Op::Save { .. } => vec![],
        }
    }
}

impl Function {
    /// The type of `a` in this function: its variable's, or the constant's.
    pub fn operand_type(&self, a: &Operand) -> autobatch_runtime::Type {
        match a {
            Operand::Var(v) => self.vars[*v].ty.clone(),
            Operand::Const(c) => c.ty(),
        }
    }
}

impl Program {
    pub fn entry_function(&self) -> &Function {
        &self.functions[self.entry]
    }

    pub fn function_named(&self, name: &str) -> Option<FuncId> {
        self.functions.iter().position(|f| f.name == name)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("IR-F serializes")
    }

    pub fn from_json(text: &str) -> Result<Program, serde_json::Error> {
        serde_json::from_str(text)
    }
}

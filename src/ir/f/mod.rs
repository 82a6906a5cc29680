//! IR-F, the locally batchable form (paper Fig. 2): a program is a list of
//! functions; a function has typed variables, parameters, output variables
//! and basic blocks of `Primitive` and `Call` ops, each block ended by
//! `Jump`, `Branch` or `Return`. Block 0 is a function's entry.
//!
//! The IR is n-ary: a call may take and return several values (source
//! tuples are flattened into separate variables by the frontend).

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
}

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
}

impl Op {
    /// Variables this op reads.
    pub fn uses(&self) -> impl Iterator<Item = VarId> + '_ {
        let args = match self {
            Op::Prim { args, .. } | Op::Call { args, .. } => args,
        };
        args.iter().filter_map(|a| a.var())
    }

    /// Variables this op writes.
    pub fn defs(&self) -> Vec<VarId> {
        match self {
            Op::Prim { out, .. } => vec![*out],
            Op::Call { outs, .. } => outs.clone(),
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

//! Allocation classes (paper 3.2, optimizations 1-3) and save sets.
//!
//! The batched program uses a per-variable caller-saves discipline: at a
//! call from `f` to `g`, the variables of `f` that are live after the call
//! and that `g` may overwrite (only possible when `g` can reach `f` again)
//! are pushed before the call and popped after it: the call's *save set*.
//! A variable in some save set is a `Stack` variable; every other variable
//! lives in a register, or, when it never crosses a block boundary of the
//! batched program, is a `Temporary` outside the loop state. A program
//! without recursion therefore has no variable stacks at all.

use super::callgraph::CallGraph;
use super::liveness::{for_each_live_after_op, liveness};
use super::VarSet;
use crate::ir::f::{Op, Program};
use crate::ir::p::AllocClass;
use crate::ir::{BlockId, FuncId, VarId};
use std::collections::HashMap;

/// A call op: function, block, index in the block.
pub type CallSite = (FuncId, BlockId, usize);

pub struct Allocation {
    /// `class[f][v]` for every variable of every function.
    pub class: Vec<Vec<AllocClass>>,
    /// The variables each call saves (pushes before, pops after), in
    /// variable order.
    pub saves: HashMap<CallSite, Vec<VarId>>,
}

pub fn allocate(program: &Program) -> Allocation {
    let graph = CallGraph::new(program);
    let mut saves = HashMap::new();
    let mut class = Vec::with_capacity(program.functions.len());
    for (f, func) in program.functions.iter().enumerate() {
        let live = liveness(func);
        // Shared parameters are never written, so no call needs to save them.
        let shared: Vec<VarId> = func.params.iter().filter(|p| p.shared).map(|p| p.var).collect();
        let mut stacked = VarSet::with_capacity(func.vars.len());
        // Variables live across a block boundary of the batched program:
        // into or out of an IR-F block, or across a call (which splits it).
        let mut crosses = VarSet::with_capacity(func.vars.len());
        for b in 0..func.blocks.len() {
            crosses.union_with(&live.live_in[b]);
            crosses.union_with(&live.live_out[b]);
            for_each_live_after_op(func, &live, b, |i, op, after| {
                let Op::Call { outs, func: g, .. } = op else { return };
                crosses.union_with(after);
                let saved: Vec<VarId> = if graph.same_component(*g, f) {
                    after
                        .iter()
                        .filter(|v| !outs.contains(v) && !shared.contains(v))
                        .collect()
                } else {
                    Vec::new()
                };
                for v in &saved {
                    stacked.insert(*v);
                }
                saves.insert((f, b, i), saved);
            });
        }
        let mut boundary = VarSet::with_capacity(func.vars.len());
        for p in &func.params {
            boundary.insert(p.var);
        }
        for o in &func.outputs {
            boundary.insert(*o);
        }
        class.push(
            (0..func.vars.len())
                .map(|v| {
                    if shared.contains(&v) {
                        AllocClass::Shared
                    } else if stacked.contains(v) {
                        AllocClass::Stack
                    } else if boundary.contains(v) || crosses.contains(v) {
                        AllocClass::Register
                    } else {
                        AllocClass::Temporary
                    }
                })
                .collect(),
        );
    }
    Allocation { class, saves }
}

//! Backward liveness over one IR-F function.

use super::VarSet;
use crate::ir::f::{Block, Function, Op, Terminator};

pub struct Liveness {
    pub live_in: Vec<VarSet>,
    pub live_out: Vec<VarSet>,
}

fn term_uses(func: &Function, term: &Terminator) -> Vec<usize> {
    match term {
        Terminator::Branch { cond, .. } => vec![*cond],
        // Returning reads the outputs: the caller copies them out.
        Terminator::Return => func.outputs.clone(),
        Terminator::Jump { .. } => vec![],
    }
}

fn transfer(live: &mut VarSet, op: &Op) {
    for d in op.defs() {
        live.remove(d);
    }
    for u in op.uses() {
        live.insert(u);
    }
}

pub fn liveness(func: &Function) -> Liveness {
    let n = func.blocks.len();
    let nv = func.vars.len();
    let mut live_in = vec![VarSet::with_capacity(nv); n];
    let mut live_out = vec![VarSet::with_capacity(nv); n];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            let block = &func.blocks[b];
            let mut out = VarSet::with_capacity(nv);
            for s in block.term.successors() {
                out.union_with(&live_in[s]);
            }
            let live = block_live_in(func, block, &out);
            changed |= live_out[b].union_with(&out);
            changed |= live_in[b].union_with(&live);
        }
    }
    Liveness { live_in, live_out }
}

fn block_live_in(func: &Function, block: &Block, live_out: &VarSet) -> VarSet {
    let mut live = live_out.clone();
    for u in term_uses(func, &block.term) {
        live.insert(u);
    }
    for op in block.ops.iter().rev() {
        transfer(&mut live, op);
    }
    live
}

/// Calls `visit(i, op, live)` for each op of block `b`, the last first,
/// with the variables live right after op `i`. One set is updated in
/// place: a set per op would take memory quadratic in a long block (a
/// function of 100,000 statements needed 7.5 GB).
pub fn for_each_live_after_op(
    func: &Function,
    liveness: &Liveness,
    b: usize,
    mut visit: impl FnMut(usize, &Op, &VarSet),
) {
    let block = &func.blocks[b];
    let mut live = liveness.live_out[b].clone();
    for u in term_uses(func, &block.term) {
        live.insert(u);
    }
    for (i, op) in block.ops.iter().enumerate().rev() {
        visit(i, op, &live);
        transfer(&mut live, op);
    }
}

//! Facts about a primal function's control-flow graph that the reverse
//! pass needs: predecessors (with the function's entry as a virtual
//! predecessor of block 0), which blocks lie on a cycle (their values
//! must go on tapes), which variables can still be written after a point
//! (a value read back later must then be copied first), and which are
//! definitely assigned when the function returns.

use crate::ir::f::{Function, Terminator};
use crate::ir::{BlockId, VarId};

/// The virtual predecessor of block 0: entering the function.
pub(super) const ENTRY: BlockId = usize::MAX;

pub(super) struct Cfg {
    /// Distinct predecessors of each block, in first-seen order.
    pub preds: Vec<Vec<BlockId>>,
    pub in_cycle: Vec<bool>,
    /// Variables written by some block reachable from the block's
    /// successors.
    pub defs_below: Vec<Vec<bool>>,
    /// Blocks ending in `return`.
    pub returns: Vec<BlockId>,
    /// Variables assigned on every path to every `return`.
    pub assigned_at_exit: Vec<bool>,
}

impl Cfg {
    pub(super) fn new(func: &Function) -> Cfg {
        let n = func.blocks.len();
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        preds[0].push(ENTRY);
        for (b, block) in func.blocks.iter().enumerate() {
            for s in block.term.successors() {
                if !preds[s].contains(&b) {
                    preds[s].push(b);
                }
            }
        }
        let reach: Vec<Vec<bool>> = (0..n).map(|b| reachable_from_successors(func, b)).collect();
        let in_cycle = (0..n).map(|b| reach[b][b]).collect();
        let block_defs: Vec<Vec<bool>> = func
            .blocks
            .iter()
            .map(|block| {
                let mut d = vec![false; func.vars.len()];
                for v in block.ops.iter().flat_map(|op| op.defs()) {
                    d[v] = true;
                }
                d
            })
            .collect();
        let defs_below = (0..n)
            .map(|b| {
                let mut d = vec![false; func.vars.len()];
                for (c, defs) in block_defs.iter().enumerate() {
                    if reach[b][c] {
                        d.iter_mut().zip(defs).for_each(|(x, y)| *x |= *y);
                    }
                }
                d
            })
            .collect();
        let returns = (0..n)
            .filter(|&b| matches!(func.blocks[b].term, Terminator::Return))
            .collect::<Vec<_>>();
        let assigned_at_exit = assigned_at_exit(func, &preds, &block_defs, &returns);
        Cfg {
            preds,
            in_cycle,
            defs_below,
            returns,
            assigned_at_exit,
        }
    }
}

fn reachable_from_successors(func: &Function, b: BlockId) -> Vec<bool> {
    let mut seen = vec![false; func.blocks.len()];
    let mut stack = func.blocks[b].term.successors();
    while let Some(c) = stack.pop() {
        if !std::mem::replace(&mut seen[c], true) {
            stack.extend(func.blocks[c].term.successors());
        }
    }
    seen
}

/// Forward must-analysis of assignment, intersected over the returns.
fn assigned_at_exit(func: &Function, preds: &[Vec<BlockId>], defs: &[Vec<bool>], returns: &[BlockId]) -> Vec<bool> {
    let nv = func.vars.len();
    let mut params = vec![false; nv];
    for p in &func.params {
        params[p.var] = true;
    }
    // Start from "everything" and shrink to the fixpoint.
    let mut out: Vec<Vec<bool>> = vec![vec![true; nv]; func.blocks.len()];
    loop {
        let mut changed = false;
        for b in 0..func.blocks.len() {
            let mut inb = vec![true; nv];
            for &p in &preds[b] {
                let from: &[bool] = if p == ENTRY { &params } else { &out[p] };
                inb.iter_mut().zip(from).for_each(|(x, y)| *x &= *y);
            }
            let new: Vec<bool> = inb.iter().zip(&defs[b]).map(|(x, y)| *x || *y).collect();
            if new != out[b] {
                out[b] = new;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut at_exit = vec![true; nv];
    for &r in returns {
        at_exit.iter_mut().zip(&out[r]).for_each(|(x, y)| *x &= *y);
    }
    at_exit
}

/// Whether `v` may be written after op `k` of block `b` runs (by a later
/// op of the block or by a block after it); `from_op` includes op `k`
/// itself.
pub(super) fn written_after(func: &Function, cfg: &Cfg, b: BlockId, from_op: usize, v: VarId) -> bool {
    cfg.defs_below[b][v] || func.blocks[b].ops[from_op..].iter().any(|op| op.defs().contains(&v))
}

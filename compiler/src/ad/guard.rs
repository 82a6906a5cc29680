//! The value-only guard of `f.vjp`: `grad` passes `want_value` false,
//! and the operations only the value needs run under a branch on it. They
//! are moved after the gradient's operations first (so that those form one
//! run, fused into loops without the intermediates crossing a block
//! through memory), and the guarded block recomputes the elementwise
//! tensors it reads that nothing else needs afterwards, for the same
//! reason.

use super::simplify::remove_dead_code;
use crate::ir::f::{Block, Function, Op, Terminator};
use crate::ir::VarId;
use std::collections::HashMap;

/// `f.vjp`'s last parameter says whether the value is wanted (`grad`
/// passes false). The operations only the value needs (those dead when
/// the function returns the gradient alone) run under a branch on it, in
/// place; the value output starts at zero, which is what it holds when
/// they do not run.
pub(super) fn guard_value_only(func: &mut Function) {
    let (Some(want), &[value, grad]) = (func.params.last().map(|p| p.var), func.outputs.as_slice()) else {
        return;
    };
    // What dead-code removal takes away when only the gradient is
    // returned (the ops kept are a subsequence of each block's).
    let mut grad_only = func.clone();
    grad_only.outputs = vec![grad];
    remove_dead_code(&mut grad_only);
    let value_only: Vec<Vec<bool>> = func
        .blocks
        .iter()
        .zip(&grad_only.blocks)
        .map(|(block, kept)| {
            let mut kept = kept.ops.iter().peekable();
            block
                .ops
                .iter()
                .map(|op| {
                    if kept.peek() == Some(&op) {
                        kept.next();
                        false
                    } else {
                        true
                    }
                })
                .collect()
        })
        .collect();
    let (blocks, value_only): (Vec<Block>, Vec<Vec<bool>>) = std::mem::take(&mut func.blocks)
        .into_iter()
        .zip(value_only)
        .map(|(block, flags)| sink_value_only(block, flags))
        .unzip();
    func.blocks = blocks;
    // New blocks: each old block's ops split at its runs of value-only
    // ops, each run in a block of its own entered when `want` holds.
    let old = std::mem::take(&mut func.blocks);
    let mut first = Vec::with_capacity(old.len());
    let mut pieces: Vec<Vec<(bool, Vec<Op>)>> = Vec::with_capacity(old.len());
    let mut next = 0;
    for (b, block) in old.iter().enumerate() {
        let mut runs: Vec<(bool, Vec<Op>)> = Vec::new();
        for (op, &v) in block.ops.iter().zip(&value_only[b]) {
            match runs.last_mut() {
                Some((kind, ops)) if *kind == v => ops.push(op.clone()),
                _ => runs.push((v, vec![op.clone()])),
            }
        }
        if runs.first().is_none_or(|(v, _)| *v) {
            runs.insert(0, (false, Vec::new()));
        }
        first.push(next);
        next += 2 * runs.iter().filter(|(v, _)| *v).count() + 1;
        pieces.push(runs);
    }
    let retarget = |t: &Terminator| t.map_targets(|b| first[b]);
    let readers = blocks_reading(&old);
    let outputs = func.outputs.clone();
    for (b, runs) in pieces.into_iter().enumerate() {
        // Layout: plain run, then for each guarded run: the guarded block
        // and the plain run after it (possibly empty).
        let mut plain: Vec<Op> = Vec::new();
        for (r, (v, ops)) in runs.iter().enumerate() {
            if *v {
                // Read only here: not an output, in no other block, in no
                // later run of this one.
                let local = |u: VarId| {
                    !outputs.contains(&u)
                        && readers.get(&u).is_none_or(|bs| bs.iter().all(|&x| x == b))
                        && !runs[r + 1..]
                            .iter()
                            .any(|(_, ops)| ops.iter().any(|op| op.uses().any(|x| x == u)))
                };
                let ops = rematerialize(func, &plain, ops, local);
                let here = func.blocks.len();
                func.blocks.push(Block {
                    ops: std::mem::take(&mut plain),
                    term: Terminator::Branch {
                        cond: want,
                        then: here + 1,
                        els: here + 2,
                    },
                });
                func.blocks.push(Block {
                    ops,
                    term: Terminator::Jump { target: here + 2 },
                });
            } else {
                plain.extend(ops.iter().cloned());
            }
        }
        func.blocks.push(Block {
            ops: plain,
            term: retarget(&old[b].term),
        });
    }
    // A value-only variable read by a guarded block it is not defined in
    // may, as far as the verifier can tell, be unassigned there (its
    // defining block also depends on `want`): those start at zero too,
    // with the value output.
    let defined: Vec<VarId> = old
        .iter()
        .zip(&value_only)
        .flat_map(|(b, v)| b.ops.iter().zip(v).filter(|(_, v)| **v).flat_map(|(op, _)| op.defs()))
        .collect();
    let mut starts = vec![value];
    for block in &func.blocks {
        let mut here: Vec<VarId> = Vec::new();
        for op in &block.ops {
            for u in op.uses() {
                if defined.contains(&u) && !here.contains(&u) && !starts.contains(&u) {
                    starts.push(u);
                }
            }
            here.extend(op.defs());
        }
    }
    for v in starts {
        let zero = super::reverse::zero(&func.vars[v].ty, v);
        func.blocks[0].ops.insert(0, zero);
    }
}

/// Moves a block's value-only ops (`flags`) after the ops the gradient
/// needs, where that keeps every op's reads and writes in order: the
/// gradient's ops then form one run, whose elementwise chains the code
/// generator fuses into one loop, instead of two runs around the guarded
/// block whose intermediates cross it through memory (10,000 floats per
/// member and array in the logistic regression).
fn sink_value_only(block: Block, flags: Vec<bool>) -> (Block, Vec<bool>) {
    let mut ops = Vec::with_capacity(block.ops.len());
    let mut out_flags = Vec::with_capacity(flags.len());
    let mut sunk: Vec<Op> = Vec::new();
    for (op, value) in block.ops.into_iter().zip(flags) {
        if value {
            sunk.push(op);
            continue;
        }
        let conflicts = sunk.iter().any(|s| {
            let (s_defs, s_uses): (Vec<VarId>, Vec<VarId>) = (s.defs(), s.uses().collect());
            op.defs().iter().any(|d| s_defs.contains(d) || s_uses.contains(d)) || op.uses().any(|u| s_defs.contains(&u))
        });
        if conflicts {
            out_flags.extend(std::iter::repeat_n(true, sunk.len()));
            ops.append(&mut sunk);
        }
        ops.push(op);
        out_flags.push(false);
    }
    out_flags.extend(std::iter::repeat_n(true, sunk.len()));
    ops.append(&mut sunk);
    (Block { ops, term: block.term }, out_flags)
}

/// The blocks whose ops or terminator read each variable.
fn blocks_reading(blocks: &[Block]) -> HashMap<VarId, Vec<usize>> {
    let mut readers: HashMap<VarId, Vec<usize>> = HashMap::new();
    for (b, block) in blocks.iter().enumerate() {
        let term = match block.term {
            Terminator::Branch { cond, .. } => Some(cond),
            _ => None,
        };
        for u in block.ops.iter().flat_map(|op| op.uses()).chain(term) {
            let bs = readers.entry(u).or_default();
            if bs.last() != Some(&b) {
                bs.push(b);
            }
        }
    }
    readers
}

/// The guarded run `guarded`, preceded by copies of the elementwise ops of
/// `plain` (the ops before it in its block) that compute the tensors it
/// reads, where those are `local` (read nowhere else after) and cheap
/// (not library functions, which are kept: the value is wanted at one
/// step in several, a stored array costs every step but less than a
/// library function per element): recomputed there, they need not be
/// stored by the loop that computes them for the gradient. Only ops whose operands `plain` does not write again are
/// copied, so the copies compute the same values.
fn rematerialize(func: &Function, plain: &[Op], guarded: &[Op], local: impl Fn(VarId) -> bool) -> Vec<Op> {
    let mut marked = vec![false; plain.len()];
    let mut defined: Vec<VarId> = Vec::new();
    let mut work: Vec<VarId> = Vec::new();
    for op in guarded {
        work.extend(op.uses().filter(|u| !defined.contains(u)));
        defined.extend(op.defs());
    }
    while let Some(u) = work.pop() {
        if func.vars[u].ty.is_scalar() || !local(u) {
            continue;
        }
        let Some(i) = plain.iter().rposition(|op| op.defs().contains(&u)) else {
            continue;
        };
        let Op::Prim { prim, .. } = &plain[i] else {
            continue;
        };
        if marked[i] || !prim.is_elementwise() || prim.can_fault() || prim.is_costly() {
            continue;
        }
        let args: Vec<VarId> = plain[i].uses().collect();
        if args
            .iter()
            .any(|a| plain[i + 1..].iter().any(|op| op.defs().contains(a)))
        {
            continue;
        }
        marked[i] = true;
        work.extend(args);
    }
    let copies = plain.iter().zip(marked).filter(|(_, m)| *m).map(|(op, _)| op.clone());
    copies.chain(guarded.iter().cloned()).collect()
}

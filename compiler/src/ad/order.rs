//! Orders a differentiated block so that its elementwise work fuses. The
//! reverse pass interleaves the forward chain over the big tensors (the
//! data-sized `z` of a model), the chain of scalar cotangents (`1`, `-1`,
//! `0.5`, ...) and small tensors (the parameter-sized ones); the code
//! generator fuses only consecutive elementwise ops of one size into a
//! loop, so each interruption ends a loop and stores its intermediates
//! (10,000 floats per member and array in the logistic regression).
//! Ops that do not depend on the block's big tensors are moved to its
//! front, where reads and writes allow, so that the big ones follow each
//! other.

use super::simplify::pure;
use crate::ir::f::{Block, Function, Op};
use crate::ir::VarId;
use std::collections::{HashMap, HashSet};

pub(super) fn group_elementwise(func: &mut Function) {
    for b in 0..func.blocks.len() {
        let Some(size) = dominant_size(func, &func.blocks[b]) else {
            continue;
        };
        let ops = std::mem::take(&mut func.blocks[b].ops);
        func.blocks[b].ops = hoist_independent(func, ops, size);
    }
}

/// The element count most of the block's tensor-valued ops produce.
fn dominant_size(func: &Function, block: &Block) -> Option<usize> {
    let mut counts: HashMap<usize, usize> = HashMap::new();
    for op in &block.ops {
        if let Op::Prim { out, prim, .. } = op {
            let ty = &func.vars[*out].ty;
            if prim.is_elementwise() && !ty.is_scalar() {
                *counts.entry(ty.num_elements()).or_default() += 1;
            }
        }
    }
    counts.into_iter().max_by_key(|&(n, c)| (c, n)).map(|(n, _)| n)
}

/// `ops` with the pure ops that depend on no tensor of `size` computed in
/// the block (nor on anything not a primitive) moved to the front, in
/// their order, each only past ops it neither reads from nor writes to
/// nor is read by.
fn hoist_independent(func: &Function, ops: Vec<Op>, size: usize) -> Vec<Op> {
    let mut tainted: HashSet<VarId> = HashSet::new();
    let mut front: Vec<Op> = Vec::new();
    let mut rest: Vec<Op> = Vec::new();
    for op in ops {
        let movable = match &op {
            Op::Prim { out, .. } => {
                let ty = &func.vars[*out].ty;
                pure(func, &op)
                    && (ty.is_scalar() || ty.num_elements() != size)
                    && !op.uses().any(|u| tainted.contains(&u))
                    && !rest.iter().any(|r| conflicts(&op, r))
            }
            _ => false,
        };
        if movable {
            front.push(op);
        } else {
            tainted.extend(op.defs());
            rest.push(op);
        }
    }
    front.extend(rest);
    front
}

/// Whether `a` may not move before `b`: one writes what the other reads or
/// writes.
fn conflicts(a: &Op, b: &Op) -> bool {
    let (a_defs, b_defs) = (a.defs(), b.defs());
    a_defs.iter().any(|d| b_defs.contains(d) || b.uses().any(|u| u == *d)) || a.uses().any(|u| b_defs.contains(&u))
}

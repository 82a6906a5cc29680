//! Activity analysis: which variables can carry a gradient. A variable is
//! *varied* when some definition of it depends, through primitives that
//! carry gradients, on the differentiated parameter. Only float variables
//! are; integers, bools, random numbers and `stop_gradient` results are
//! constants to the reverse pass. The analysis is flow-insensitive (a
//! variable varied anywhere is varied everywhere) and interprocedural over
//! the region's functions: a parameter is varied when some call passes a
//! varied argument, a call's result when the callee's output is varied.
//!
//! A variable is *useful* when the result can depend on it through
//! primitives that carry gradients (backwards, likewise flow-insensitive;
//! a recursive function's outputs and a call's arguments count as
//! useful). Only variables both varied and useful get a reverse pass:
//! `stop_gradient(matmul(a, x))` computes no product in reverse.

use super::Region;
use crate::ir::f::{Function, Op};
use crate::ir::VarId;
use crate::prim::vjp::carries_gradient;

/// `varied[r][v]`: variable `v` of the region's function `r`.
pub(super) fn varied(region: &Region) -> Vec<Vec<bool>> {
    let mut varied: Vec<Vec<bool>> = region.funcs.iter().map(|f| vec![false; f.vars.len()]).collect();
    varied[0][region.funcs[0].params[0].var] = true;
    loop {
        let mut changed = false;
        for r in 0..region.funcs.len() {
            for op in region.funcs[r].blocks.iter().flat_map(|b| &b.ops) {
                changed |= step(region, &mut varied, r, op);
            }
        }
        if !changed {
            return varied;
        }
    }
}

fn is_float(func: &Function, v: VarId) -> bool {
    func.vars[v].ty.dtype.is_float()
}

fn mark(varied: &mut [Vec<bool>], r: usize, v: VarId) -> bool {
    let was = varied[r][v];
    varied[r][v] = true;
    !was
}

/// Propagates through one op; whether anything changed.
fn step(region: &Region, varied: &mut [Vec<bool>], r: usize, op: &Op) -> bool {
    let func = &region.funcs[r];
    let any_varied = |vs: &[Vec<bool>]| op.uses().any(|u| vs[r][u]);
    match op {
        Op::Prim { out, prim, .. } => {
            if carries_gradient(*prim) && is_float(func, *out) && !varied[r][*out] && any_varied(varied) {
                return mark(varied, r, *out);
            }
            false
        }
        Op::Call { outs, func: g, args } => {
            let Some(&c) = region.index.get(g) else {
                return false;
            };
            let callee = &region.funcs[c];
            let mut changed = false;
            for (p, a) in callee.params.iter().zip(args) {
                if a.var().is_some_and(|a| varied[r][a]) && is_float(callee, p.var) {
                    changed |= mark(varied, c, p.var);
                }
            }
            for (o, ov) in outs.iter().zip(&callee.outputs) {
                if varied[c][*ov] && is_float(func, *o) {
                    changed |= mark(varied, r, *o);
                }
            }
            changed
        }
        Op::Save { .. } | Op::Restore { .. } => false,
    }
}

/// `useful[r][v]`: variable `v` of the region's function `r`.
pub(super) fn useful(region: &Region) -> Vec<Vec<bool>> {
    let mut useful: Vec<Vec<bool>> = region.funcs.iter().map(|f| vec![false; f.vars.len()]).collect();
    for (r, func) in region.funcs.iter().enumerate() {
        for &o in &func.outputs {
            useful[r][o] = true;
        }
    }
    loop {
        let mut changed = false;
        for (r, func) in region.funcs.iter().enumerate() {
            for op in func.blocks.iter().flat_map(|b| &b.ops) {
                let feeds = match op {
                    Op::Prim { out, prim, .. } => carries_gradient(*prim) && useful[r][*out],
                    Op::Call { func: g, .. } => region.index.contains_key(g),
                    Op::Save { .. } | Op::Restore { .. } => false,
                };
                if feeds {
                    for u in op.uses() {
                        changed |= mark(&mut useful, r, u);
                    }
                }
            }
        }
        if !changed {
            return useful;
        }
    }
}

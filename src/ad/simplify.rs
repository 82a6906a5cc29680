//! Cleanup of a differentiated function. The reverse pass is written
//! uniformly (every cotangent zeroed at the start, accumulated with `+`,
//! zeroed again when its definition is reached); most of that is
//! needless: a first accumulation into a cotangent known to be zero adds
//! to the constant `0` instead (the same bits: `0 + c`), which leaves the
//! zeroing dead, and dead code is removed. What remains is the chain of
//! VJP operations, which the code generator fuses into loops.

use crate::analysis::liveness::{live_after_ops, liveness};
use crate::ir::f::{Block, Function, Op, Terminator};
use crate::ir::{Const, Operand, VarId};
use crate::prim::Prim;

pub(super) fn simplify(func: &mut Function) {
    merge_straight_blocks(func);
    add_to_known_zeros(func);
    remove_dead_code(func);
}

/// A block entered only by a jump from one other block joins that block
/// (each block is a step of the batched loop; fewer steps, less overhead).
fn merge_straight_blocks(func: &mut Function) {
    let n = func.blocks.len();
    let mut preds = vec![0usize; n];
    for block in &func.blocks {
        for s in block.term.successors() {
            preds[s] += 1;
        }
    }
    let mut gone = vec![false; n];
    for b in 0..n {
        if gone[b] {
            continue;
        }
        while let Terminator::Jump { target } = func.blocks[b].term {
            if target == b || target == 0 || preds[target] != 1 || gone[target] {
                break;
            }
            let next = std::mem::replace(
                &mut func.blocks[target],
                Block {
                    ops: Vec::new(),
                    term: Terminator::Return,
                },
            );
            func.blocks[b].ops.extend(next.ops);
            func.blocks[b].term = next.term;
            gone[target] = true;
        }
    }
    let mut map = vec![0; n];
    let mut kept = 0;
    for b in 0..n {
        map[b] = kept;
        kept += usize::from(!gone[b]);
    }
    let mut k = 0;
    func.blocks.retain(|_| {
        k += 1;
        !gone[k - 1]
    });
    for block in &mut func.blocks {
        block.term = match block.term {
            Terminator::Jump { target } => Terminator::Jump { target: map[target] },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond,
                then: map[then],
                els: map[els],
            },
            Terminator::Return => Terminator::Return,
        };
    }
}

/// Whether op defines its output as an exact `+0`.
fn zero_def(op: &Op) -> Option<VarId> {
    match op {
        Op::Prim {
            out,
            prim: Prim::Copy | Prim::Full(_),
            args,
        } => match args[..] {
            [Operand::Const(Const::F32(z))] if z == 0.0 && z.is_sign_positive() => Some(*out),
            [Operand::Const(Const::F64(z))] if z == 0.0 && z.is_sign_positive() => Some(*out),
            _ => None,
        },
        _ => None,
    }
}

/// `v = add(v, c)` where `v` is known to hold `+0` becomes `v = add(0, c)`.
fn add_to_known_zeros(func: &mut Function) {
    let n = func.blocks.len();
    let nv = func.vars.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, block) in func.blocks.iter().enumerate() {
        for s in block.term.successors() {
            preds[s].push(b);
        }
    }
    // Forward must-analysis: known zero at the end of each block.
    let mut out: Vec<Vec<bool>> = vec![vec![true; nv]; n];
    let entry_in = vec![false; nv];
    let block_in = |out: &[Vec<bool>], b: usize| -> Vec<bool> {
        if b == 0 {
            return entry_in.clone();
        }
        let mut acc = vec![true; nv];
        for &p in &preds[b] {
            acc.iter_mut().zip(&out[p]).for_each(|(x, y)| *x &= *y);
        }
        acc
    };
    loop {
        let mut changed = false;
        for b in 0..n {
            let mut z = block_in(&out, b);
            for op in &func.blocks[b].ops {
                transfer(&mut z, op);
            }
            if z != out[b] {
                out[b] = z;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for b in 0..n {
        let mut z = block_in(&out, b);
        for op in &mut func.blocks[b].ops {
            if let Op::Prim {
                out: v,
                prim: Prim::Add,
                args,
            } = op
            {
                let same_type = match args[1] {
                    Operand::Var(c) => func.vars[c].ty == func.vars[*v].ty,
                    Operand::Const(c) => c.ty() == func.vars[*v].ty,
                };
                if args[0] == Operand::Var(*v) && z[*v] && same_type {
                    let zero = match func.vars[*v].ty.dtype {
                        autobatch_runtime::DType::F32 => Const::F32(0.0),
                        _ => Const::F64(0.0),
                    };
                    args[0] = Operand::Const(zero);
                }
            }
            transfer(&mut z, op);
        }
    }
}

fn transfer(z: &mut [bool], op: &Op) {
    let zero = zero_def(op);
    for d in op.defs() {
        z[d] = zero == Some(d);
    }
}

/// Removes ops whose results are never read and that cannot fault.
fn remove_dead_code(func: &mut Function) {
    loop {
        let live = liveness(func);
        let mut removed = false;
        for b in 0..func.blocks.len() {
            let after = live_after_ops(func, &live, b);
            let mut keep = Vec::with_capacity(after.len());
            for (op, live_after) in func.blocks[b].ops.iter().zip(&after) {
                let dead = match op {
                    Op::Prim { out, .. } => pure(func, op) && !live_after.contains(*out),
                    _ => false,
                };
                keep.push(!dead);
                removed |= dead;
            }
            let mut k = keep.into_iter();
            func.blocks[b].ops.retain(|_| k.next().unwrap_or(true));
        }
        if !removed {
            return;
        }
    }
}

/// Whether `op` is a primitive that cannot fault (float `/` and `**`
/// cannot; on integers they can).
fn pure(func: &Function, op: &Op) -> bool {
    match op {
        Op::Prim { out, prim, .. } => {
            !prim.can_fault() || (matches!(prim, Prim::Div | Prim::Pow) && func.vars[*out].ty.dtype.is_float())
        }
        _ => false,
    }
}

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
    let retarget = |t: &Terminator| match *t {
        Terminator::Jump { target } => Terminator::Jump { target: first[target] },
        Terminator::Branch { cond, then, els } => Terminator::Branch {
            cond,
            then: first[then],
            els: first[els],
        },
        Terminator::Return => Terminator::Return,
    };
    for (b, runs) in pieces.into_iter().enumerate() {
        // Layout: plain run, then for each guarded run: the guarded block
        // and the plain run after it (possibly empty).
        let mut plain: Vec<Op> = Vec::new();
        for (v, ops) in runs {
            if v {
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
                plain.extend(ops);
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

//! Pop-push fusion (paper 3.2, optimization 5).
//!
//! Between two calls that both save `v`, the first call's `pop v` and the
//! second call's `push v` cancel when nothing in between touches `v`:
//! - `pop v; ...; push v = v` (a plain save): both go; the saved value
//!   simply stays on the stack;
//! - `pop v; ...; push v = f(x)` with `x` not reading `v`: the pair
//!   becomes `update v = f(x)`, a write of the cached top that leaves the
//!   stack untouched.
//!
//! A variable left with no push or pop at all needs no stack: it becomes a
//! register.

use crate::ir::p::{AllocClass, Op, Program};
use crate::ir::{Operand, VarId};
use crate::prim::Prim;

pub fn fuse_pop_push(program: &mut Program) {
    for block in &mut program.blocks {
        let mut i = 0;
        while i < block.ops.len() {
            if let Op::Pop { var } = block.ops[i] {
                if fuse_at(&mut block.ops, i, var) {
                    continue;
                }
            }
            i += 1;
        }
    }
    demote_unused_stacks(program);
}

/// Tries to fuse the pop at `i` with the next op touching `var`.
fn fuse_at(ops: &mut Vec<Op>, i: usize, var: VarId) -> bool {
    let Some(j) = (i + 1..ops.len()).find(|&j| touches(&ops[j], var)) else {
        return false;
    };
    let Op::Push { var: pv, prim, args } = &ops[j] else {
        return false;
    };
    if *pv != var {
        return false;
    }
    if *prim == Prim::Copy && args == &[Operand::Var(var)] {
        ops.remove(j);
        ops.remove(i);
        return true;
    }
    if args.iter().any(|a| a.var() == Some(var)) {
        return false;
    }
    ops[j] = Op::Update {
        var,
        prim: *prim,
        args: args.clone(),
    };
    ops.remove(i);
    true
}

fn touches(op: &Op, var: VarId) -> bool {
    op.var() == var || op.uses().any(|u| u == var)
}

fn demote_unused_stacks(program: &mut Program) {
    let mut used = vec![false; program.vars.len()];
    for op in program.blocks.iter().flat_map(|b| &b.ops) {
        if let Op::Push { var, .. } | Op::Pop { var } = op {
            used[*var] = true;
        }
    }
    for (v, var) in program.vars.iter_mut().enumerate() {
        if var.class == AllocClass::Stack && !used[v] {
            var.class = AllocClass::Register;
        }
    }
}

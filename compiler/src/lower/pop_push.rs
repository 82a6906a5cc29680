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
use std::collections::HashMap;

pub fn fuse_pop_push(program: &mut Program) {
    for block in &mut program.blocks {
        fuse_block(&mut block.ops);
    }
    demote_unused_stacks(program);
}

/// Fuses every pop of the block with the next op touching its variable,
/// when that op pushes it. The next toucher of each pop is found in one
/// backward pass, so a block of thousands of pops (a call that saves
/// thousands of variables) costs linear time. A fusion changes only the
/// pair's own variable: a removed push touched nothing else, and an
/// update touches what its push did.
fn fuse_block(ops: &mut Vec<Op>) {
    let n = ops.len();
    let mut next = vec![None; n];
    let mut last_touch: HashMap<VarId, usize> = HashMap::new();
    for j in (0..n).rev() {
        if let Op::Pop { var } = ops[j] {
            next[j] = last_touch.get(&var).copied();
        }
        last_touch.insert(ops[j].var(), j);
        for u in ops[j].uses() {
            last_touch.insert(u, j);
        }
    }
    let mut removed = vec![false; n];
    for i in 0..n {
        let (Op::Pop { var }, Some(j)) = (&ops[i], next[i]) else {
            continue;
        };
        let var = *var;
        let Op::Push { var: pv, prim, args } = &ops[j] else {
            continue;
        };
        if *pv != var {
            continue;
        }
        if *prim == Prim::Copy && args == &[Operand::Var(var)] {
            removed[i] = true;
            removed[j] = true;
        } else if args.iter().all(|a| a.var() != Some(var)) {
            ops[j] = Op::Update {
                var,
                prim: *prim,
                args: args.clone(),
            };
            removed[i] = true;
        }
    }
    let mut k = 0;
    ops.retain(|_| {
        k += 1;
        !removed[k - 1]
    });
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

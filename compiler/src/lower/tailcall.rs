//! Self tail calls become jumps (an IR-F to IR-F pass).
//!
//! `return f(args)` inside `f` needs no new frame: assign the parameters
//! and jump to the entry block. Running this before every executor keeps
//! their notion of call depth, and so of `stack_overflow`, identical.

use crate::ir::f::{Function, Op, Program, Terminator};
use crate::ir::{Operand, VarDecl, VarId};
use crate::prim::Prim;

/// Rewrites every self tail call of the program; returns how many.
pub fn self_tail_calls_to_jumps(program: &mut Program) -> usize {
    let mut count = 0;
    for f in 0..program.functions.len() {
        let func = &mut program.functions[f];
        for b in 0..func.blocks.len() {
            if let Some((keep, args)) = self_tail_call(func, f, b) {
                rewrite(func, b, keep, &args);
                count += 1;
            }
        }
    }
    count
}

/// When block `b` ends in `return f(args)` (the call, then optionally
/// copies of its results into the outputs in order, then `Return`): the
/// number of ops before the call, and the call's arguments.
fn self_tail_call(func: &Function, f: usize, b: usize) -> Option<(usize, Vec<Operand>)> {
    let block = &func.blocks[b];
    if block.term != Terminator::Return {
        return None;
    }
    let ops = &block.ops;
    // The call writes the outputs directly.
    if let Some(Op::Call {
        outs,
        func: callee,
        args,
    }) = ops.last()
    {
        if *callee == f && outs == &func.outputs && shared_args_unchanged(func, args) {
            return Some((ops.len() - 1, args.clone()));
        }
    }
    let start = ops.len().checked_sub(func.outputs.len() + 1)?;
    let Op::Call {
        outs,
        func: callee,
        args,
    } = &ops[start]
    else {
        return None;
    };
    let copied = ops[start + 1..].iter().zip(&func.outputs).zip(outs).all(|((op, out), t)| {
        matches!(op, Op::Prim { out: o, prim: Prim::Copy, args } if o == out && args == &[Operand::Var(*t)])
    });
    (*callee == f && copied && shared_args_unchanged(func, args)).then(|| (start, args.clone()))
}

/// A shared parameter cannot be reassigned, so the tail call must pass
/// each shared parameter to itself.
fn shared_args_unchanged(func: &Function, args: &[Operand]) -> bool {
    func.params
        .iter()
        .zip(args)
        .all(|(p, a)| !p.shared || *a == Operand::Var(p.var))
}

fn rewrite(func: &mut Function, b: usize, keep: usize, args: &[Operand]) {
    func.blocks[b].ops.truncate(keep);
    // Parallel assignment: arguments may read the parameters being set.
    let moved: Vec<(VarId, Operand)> = func
        .params
        .iter()
        .zip(args)
        .filter(|(p, _)| !p.shared)
        .map(|(p, a)| (p.var, *a))
        .collect();
    let mut temps = Vec::new();
    for (p, a) in &moved {
        let t = func.vars.len();
        let decl = VarDecl {
            name: format!("%tail{}", t),
            ty: func.vars[*p].ty.clone(),
        };
        func.vars.push(decl);
        func.blocks[b].ops.push(Op::copy(t, *a));
        temps.push(t);
    }
    for ((p, _), t) in moved.iter().zip(temps) {
        func.blocks[b].ops.push(Op::copy(*p, Operand::Var(t)));
    }
    func.blocks[b].term = Terminator::Jump { target: 0 };
}

//! Inlining calls of non-recursive functions, so that the reverse pass of
//! a function sees its callees' operations as its own: their values stay
//! in variables (no tape) and their gradients accumulate in the caller's
//! order. Recursive functions stay calls; they are differentiated as a
//! forward/backward pair (`split`).

use crate::ir::f::{Block, Function, Op, Program, Terminator};
use crate::ir::{FuncId, Operand, VarDecl, VarId};
use crate::prim::Prim;

/// `func` with every call of a function that is not `recursive` replaced by
/// the callee's body, transitively.
pub(super) fn inline_calls(program: &Program, func: &Function, recursive: &[bool]) -> Function {
    let mut out = func.clone();
    // Each inlining removes one call; callees are not recursive, so the
    // calls they bring in end after at most the call graph's depth.
    while let Some((b, i)) = find_inlinable(&out, recursive) {
        inline_one(program, &mut out, b, i);
    }
    out
}

fn find_inlinable(func: &Function, recursive: &[bool]) -> Option<(usize, usize)> {
    func.blocks.iter().enumerate().find_map(|(b, block)| {
        block
            .ops
            .iter()
            .position(|op| matches!(op, Op::Call { func, .. } if !recursive[*func]))
            .map(|i| (b, i))
    })
}

/// Whether `func` writes variable `v` anywhere.
pub(super) fn writes(func: &Function, v: VarId) -> bool {
    func.blocks.iter().flat_map(|b| &b.ops).any(|op| op.defs().contains(&v))
}

fn inline_one(program: &Program, caller: &mut Function, b: usize, i: usize) {
    let Op::Call { outs, func: g, args } = caller.blocks[b].ops[i].clone() else {
        return;
    };
    let callee = &program.functions[g];
    // The callee's variables, renamed into the caller; a parameter the
    // callee never writes reads its argument variable directly.
    let mut map: Vec<Option<VarId>> = vec![None; callee.vars.len()];
    let mut moves = Vec::new();
    for (p, arg) in callee.params.iter().zip(&args) {
        match arg {
            Operand::Var(a) if p.shared || !writes(callee, p.var) => map[p.var] = Some(*a),
            _ => moves.push((p.var, *arg)),
        }
    }
    for (v, decl) in callee.vars.iter().enumerate() {
        if map[v].is_none() {
            caller.vars.push(VarDecl {
                name: format!("{}.{}", callee.name, decl.name),
                ty: decl.ty.clone(),
            });
            map[v] = Some(caller.vars.len() - 1);
        }
    }
    let m = |v: VarId| map[v].unwrap_or(v);
    // Split the caller's block: ops before the call, then the callee's
    // blocks, then a continuation with the rest.
    let base = caller.blocks.len();
    let cont = base + callee.blocks.len();
    let rest: Vec<Op> = caller.blocks[b].ops.split_off(i + 1);
    caller.blocks[b].ops.pop();
    for (p, arg) in moves {
        caller.blocks[b].ops.push(Op::Prim {
            out: m(p),
            prim: Prim::Copy,
            args: vec![arg],
        });
    }
    let term = std::mem::replace(&mut caller.blocks[b].term, Terminator::Jump { target: base });
    for block in &callee.blocks {
        let mut ops: Vec<Op> = block.ops.clone();
        ops.iter_mut().for_each(|op| op.rename(m));
        let term = match &block.term {
            Terminator::Jump { target } => Terminator::Jump { target: base + target },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond: m(*cond),
                then: base + then,
                els: base + els,
            },
            Terminator::Return => {
                for (o, r) in outs.iter().zip(&callee.outputs) {
                    ops.push(Op::Prim {
                        out: *o,
                        prim: Prim::Copy,
                        args: vec![Operand::Var(m(*r))],
                    });
                }
                Terminator::Jump { target: cont }
            }
        };
        caller.blocks.push(Block { ops, term });
    }
    caller.blocks.push(Block { ops: rest, term });
}

/// Functions on a cycle of the call graph.
pub(super) fn recursive_functions(program: &Program) -> Vec<bool> {
    let graph = crate::analysis::callgraph::CallGraph::new(program);
    (0..program.functions.len()).map(|f| graph.recursive(f)).collect()
}

/// The functions `func` calls.
pub(super) fn callees(func: &Function) -> Vec<FuncId> {
    let mut out: Vec<FuncId> = func
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .filter_map(|op| match op {
            Op::Call { func, .. } => Some(*func),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

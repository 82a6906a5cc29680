//! The clean-up that makes a built function final: jumps through empty
//! blocks go straight to their destination, blocks are laid out in reverse
//! postorder (the entry first, every block after the blocks that lead to
//! it except along loop back edges) and unreachable ones dropped, unused
//! variables dropped, and temporaries numbered `%0`, `%1`, ... in order.

use crate::ir::f::{Block, Function, Op, Param, Terminator};
use crate::ir::{BlockId, VarDecl, VarId};
use std::collections::HashMap;

/// A block under construction: its ops and, once ended, its terminator.
pub(crate) type PendingBlock = (Vec<Op>, Option<Terminator>);

pub(crate) fn finish(
    name: &str,
    mut blocks: Vec<PendingBlock>,
    vars: Vec<VarDecl>,
    temp: &[bool],
    params: Vec<Param>,
    outputs: Vec<VarId>,
) -> Result<Function, String> {
    thread_jumps(&mut blocks);
    let order = layout(&blocks)?;
    let block_map: HashMap<BlockId, BlockId> = order.iter().enumerate().map(|(new, old)| (*old, new)).collect();
    let mut pending: Vec<Option<PendingBlock>> = blocks.into_iter().map(Some).collect();
    let mut laid_out = Vec::with_capacity(order.len());
    for old in &order {
        let Some((ops, Some(term))) = pending.get_mut(*old).and_then(Option::take) else {
            return Err(format!("block b{old} of `{name}` has no terminator"));
        };
        laid_out.push(Block {
            ops,
            term: term.map_targets(|b| block_map.get(&b).copied().unwrap_or(b)),
        });
    }
    let mut func = Function {
        name: name.to_string(),
        vars,
        params,
        outputs,
        blocks: laid_out,
    };
    compact_vars(&mut func, temp);
    Ok(func)
}

/// Redirects every jump or branch whose target is an empty block that
/// only jumps on (an `else: pass`, a `continue` arm) to where that leads.
fn thread_jumps(blocks: &mut [PendingBlock]) {
    let forward = |b: BlockId| match blocks.get(b) {
        Some((ops, Some(Terminator::Jump { target }))) if ops.is_empty() => Some(*target),
        _ => None,
    };
    // A chain longer than the block count is a cycle of empty blocks (an
    // empty infinite loop): stopping anywhere on it keeps the meaning.
    let destination = |mut b: BlockId| {
        for _ in 0..blocks.len() {
            match forward(b) {
                Some(t) if t != b => b = t,
                _ => break,
            }
        }
        b
    };
    let redirected: Vec<Option<Terminator>> = blocks
        .iter()
        .map(|(_, term)| {
            term.as_ref().map(|t| match t {
                Terminator::Jump { target } => Terminator::Jump {
                    target: destination(*target),
                },
                Terminator::Branch { cond, then, els } => Terminator::Branch {
                    cond: *cond,
                    then: destination(*then),
                    els: destination(*els),
                },
                Terminator::Return => Terminator::Return,
            })
        })
        .collect();
    for ((_, term), new) in blocks.iter_mut().zip(redirected) {
        *term = new;
    }
}

/// The blocks reachable from the entry in reverse postorder. Successors
/// are explored `else` first (popped from the end of `[then, else]`), so
/// that the `then` arm comes first in the result, and a loop's body
/// before its exit.
fn layout(blocks: &[PendingBlock]) -> Result<Vec<BlockId>, String> {
    let mut seen = vec![false; blocks.len()];
    let mut postorder = Vec::with_capacity(blocks.len());
    let mut stack: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
    let children = |b: BlockId| -> Result<Vec<BlockId>, String> {
        match blocks.get(b) {
            Some((_, Some(term))) => Ok(term.successors()),
            _ => Err(format!("reachable block b{b} has no terminator")),
        }
    };
    if blocks.is_empty() {
        return Err("function has no blocks".into());
    }
    seen[0] = true;
    stack.push((0, children(0)?));
    while let Some((b, pending)) = stack.last_mut() {
        match pending.pop() {
            Some(next) if next < seen.len() && !seen[next] => {
                seen[next] = true;
                let c = children(next)?;
                stack.push((next, c));
            }
            Some(_) => {}
            None => {
                postorder.push(*b);
                stack.pop();
            }
        }
    }
    postorder.reverse();
    Ok(postorder)
}

/// Drops variables nothing refers to (temporaries made redundant by
/// retargeting, code that turned out unreachable) and names the remaining
/// temporaries `%0`, `%1`, ... in order.
fn compact_vars(func: &mut Function, temp: &[bool]) {
    let mut used = vec![false; func.vars.len()];
    let mut mark = |v: VarId| {
        if let Some(u) = used.get_mut(v) {
            *u = true;
        }
    };
    func.params.iter().for_each(|p| mark(p.var));
    func.outputs.iter().for_each(|v| mark(*v));
    for block in &func.blocks {
        for op in &block.ops {
            op.uses().chain(op.defs()).for_each(&mut mark);
        }
        if let Terminator::Branch { cond, .. } = block.term {
            mark(cond);
        }
    }
    let mut map = vec![0; func.vars.len()];
    let mut vars = Vec::new();
    let mut temps = 0;
    for (old, decl) in std::mem::take(&mut func.vars).into_iter().enumerate() {
        if !used[old] {
            continue;
        }
        map[old] = vars.len();
        let name = if temp.get(old).copied().unwrap_or(false) {
            temps += 1;
            format!("%{}", temps - 1)
        } else {
            decl.name
        };
        vars.push(VarDecl { name, ty: decl.ty });
    }
    func.vars = vars;
    rename_vars(func, &map);
}

fn rename_vars(func: &mut Function, map: &[VarId]) {
    let m = |v: VarId| map.get(v).copied().unwrap_or(v);
    func.params.iter_mut().for_each(|p| p.var = m(p.var));
    func.outputs.iter_mut().for_each(|v| *v = m(*v));
    for block in &mut func.blocks {
        for op in &mut block.ops {
            op.rename(m);
        }
        if let Terminator::Branch { cond, .. } = &mut block.term {
            *cond = m(*cond);
        }
    }
}

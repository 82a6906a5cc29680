//! Short tests copied into the jumps that reach them (tail duplication; an
//! IR-F to IR-F pass, run before every executor after `if_convert`).
//!
//! A loop's header is a block of its own that every iteration enters by a
//! jump from the end of the body, only to evaluate the condition and
//! branch: one step of the batched loop per iteration for a comparison
//! (`while building:`, `for level in range(depth)`). Likewise the join of
//! an `if` whose arms end in jumps is a step of its own after either arm,
//! often to compute a flag and branch again (NUTS's tree building: the
//! merge of a subtree, then the U-turn test). A block that ends in a
//! branch or a return and has at most `MAX_DUPLICATED_OPS` ops (no call,
//! no matrix product) is copied into each latch that jumps back to it,
//! which then ends in the copy's branch or return, so a rotated loop runs
//! its test at the end of the body, as a do-while (Lotka-Volterra's
//! solver: 1,153 loop steps per gradient before `if_convert` and this, 313
//! after). Such a block that ends in a branch to blocks after all of its
//! predecessors (a loop's test entered from before the loop, an `if`'s
//! join followed by another test) is also copied into every other block
//! that jumps to it, so each arm of an `if` runs the join's few ops
//! itself. A member runs exactly the same operations in the same order,
//! only in fewer blocks, so results and statuses are the same bit for
//! bit.
//!
//! Batching keeps what it had. Members at the two arms of an `if` ran them
//! in separate steps already, and met at the join for one step of a few
//! ops; now each arm's step runs them, and under a schedule that runs the
//! lowest waiting block first (the paper's, the GPU's lowest program
//! counter of a CTA) the first arm's members wait at the copy's targets,
//! which lie after both arms, until the second arm's catch up: they meet
//! there. A join that returns, or branches back to an earlier block, is
//! not copied: the first arm's members would run on (into their caller,
//! or around the loop) ahead of the others, and the batch would take more
//! steps (`walk` of tests/conformance/batching.rs: 15 steps of its first
//! block for 14 calls deep). On the CPU's default schedule, `sync-heavy`,
//! members run their cheap blocks alone, where such copies only save
//! steps: its build copies every short join (`Meeting::Alone`, the second
//! lowering of `lower::lower_for_lone_members`; eight schools' sampler:
//! 18.8 -> 16.8 loop steps per gradient). Calls and matrix products are never copied:
//! members meet at them (a callee's blocks, a shared product that runs
//! once for every member waiting at its block, `lower::products`).
//!
//! A branch whose two targets are one block becomes a jump first, and
//! straight-line blocks are joined before and after; a block that every
//! jump to it copied, and that nothing else reaches, is dropped.
//!
//! A function's entry block is never copied (calls and self tail calls
//! enter it, and the counters find a gradient by it), nor a block into
//! itself. Each copy turns a jump into a branch or a return, so the pass
//! ends.

use crate::ir::f::cfg::{merge_straight_blocks, remove_unreachable_blocks};
use crate::ir::f::{Function, Op, Program, Terminator};
use crate::prim::Prim;

/// The most ops a block copied into the jumps that reach it may have: a
/// loop test (a comparison or two, the `and` of them), a reverse pass's
/// (the pop of the way its forward pass went and the copies of the
/// adjoints it carries), or a join that binds an inlined call's
/// parameters before its test (NUTS's U-turn check after a subtree merge:
/// 18 ops, most of them copies that lowering forwards away). Each jump
/// gets at most one copy, so a function grows by at most this many ops
/// per jump. At 12, eight schools' sampler ran 19.5 loop steps per
/// gradient; at 24, 18.8.
pub const MAX_DUPLICATED_OPS: usize = 24;

/// Where the members that reach a join from its two arms must meet again,
/// which decides the joins worth copying (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meeting {
    /// Each step runs the lowest waiting block for every member there (the
    /// vm, the CPU's `earliest`, the GPU's lowest counter of a CTA): a join
    /// is copied into its arms only when members from both still meet at
    /// the copy's targets.
    LowestFirst,
    /// Members run their cheap blocks alone and meet only at shared
    /// products (the CPU's `sync-heavy`): every short join is copied.
    Alone,
}

/// Copies every short test into the jumps that reach it (module doc);
/// returns how many jumps became branches or returns.
pub fn duplicate_tails(program: &mut Program, meeting: Meeting) -> usize {
    program.functions.iter_mut().map(|f| duplicate_in(f, meeting)).sum()
}

fn duplicate_in(func: &mut Function, meeting: Meeting) -> usize {
    // A branch whose arms are one block is a jump to it (a reverse pass's
    // `if` whose arms were made one by `if_convert`).
    for block in &mut func.blocks {
        if let Terminator::Branch { then, els, .. } = block.term {
            if then == els {
                block.term = Terminator::Jump { target: then };
            }
        }
    }
    merge_straight_blocks(func);
    let mut count = 0;
    // Latches first (a loop's test into the end of its body), then the
    // rest of the jumps (joins, and a loop's entry from before it), in
    // block order; a copy never makes a jump, so one pass over each sees
    // them all.
    let back = back_edges(func);
    let order: Vec<usize> = (0..func.blocks.len())
        .filter(|&p| back[p])
        .chain((0..func.blocks.len()).filter(|&p| !back[p]))
        .collect();
    let mut last_pred = last_predecessors(func);
    for p in order {
        let Terminator::Jump { target: h } = func.blocks[p].term else {
            continue;
        };
        if h == 0 || h == p || !is_short_test(&func.blocks[h]) {
            continue;
        }
        let meets = back[p] || branches_past(&func.blocks[h].term, last_pred[h]);
        if meeting == Meeting::LowestFirst && !meets {
            continue;
        }
        let copy = func.blocks[h].clone();
        // `p` now branches to the copy's targets, which a later join's
        // test (`branches_past`) must count among their predecessors.
        for s in copy.term.successors() {
            last_pred[s] = last_pred[s].max(p);
        }
        let block = &mut func.blocks[p];
        block.ops.extend(copy.ops);
        block.term = copy.term;
        count += 1;
    }
    if count > 0 {
        remove_unreachable_blocks(func);
        merge_straight_blocks(func);
    }
    count
}

/// By block, the highest-numbered block that jumps or branches to it.
fn last_predecessors(func: &Function) -> Vec<usize> {
    let mut last = vec![0; func.blocks.len()];
    for (p, block) in func.blocks.iter().enumerate() {
        for s in block.term.successors() {
            last[s] = last[s].max(p);
        }
    }
    last
}

/// Whether `term` branches only to blocks after `after`: members that
/// reach a join's copies from its predecessors (all at or before `after`)
/// still meet at its targets under a schedule that runs the lowest
/// waiting block first, as they met at the join (module doc). A return, or
/// a branch back to an earlier block, would let the first arm's members
/// run on before the other arm's had caught up.
fn branches_past(term: &Terminator, after: usize) -> bool {
    match *term {
        Terminator::Branch { then, els, .. } => then > after && els > after,
        _ => false,
    }
}

/// A block worth copying: a few primitives, pushes or pops (a reverse
/// pass's loop test pops the way its forward pass went) ending in a branch
/// or a return. A call and a matrix product stay where they are: members
/// meet at them (module doc).
fn is_short_test(block: &crate::ir::f::Block) -> bool {
    let ends = matches!(block.term, Terminator::Branch { .. } | Terminator::Return);
    let meets = block
        .ops
        .iter()
        .any(|op| matches!(op, Op::Call { .. } | Op::Prim { prim: Prim::MatMul, .. }));
    ends && !meets && block.ops.len() <= MAX_DUPLICATED_OPS
}

/// Per block, whether its jump goes back to a block on the path that
/// reached it (a loop's latch jumping to its header), by a depth-first
/// walk from the entry.
fn back_edges(func: &Function) -> Vec<bool> {
    let n = func.blocks.len();
    // 0 unvisited, 1 on the walk's path, 2 done.
    let mut state = vec![0u8; n];
    let mut back = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    state[0] = 1;
    while let Some(top) = stack.last_mut() {
        let b = top.0;
        let succs = func.blocks[b].term.successors();
        if let Some(&s) = succs.get(top.1) {
            top.1 += 1;
            match state[s] {
                0 => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                1 => back[b] |= matches!(func.blocks[b].term, Terminator::Jump { .. }),
                _ => {}
            }
        } else {
            state[b] = 2;
            stack.pop();
        }
    }
    back
}

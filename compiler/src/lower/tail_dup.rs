//! Short tests copied into the jumps that reach them (tail duplication; an
//! IR-F to IR-F pass, run before every executor after `if_convert`).
//!
//! A loop's header is a block of its own that every iteration enters by a
//! jump from the end of the body, only to evaluate the condition and
//! branch: one step of the batched loop per iteration for a comparison
//! (`while building:`, `for level in range(depth)`). A block that ends in
//! a branch or a return and has at most `MAX_DUPLICATED_OPS` ops (no call)
//! is copied into each block that jumps back to it (a loop's latch: its
//! jump goes to a block on the path that reached it), which then ends in
//! the copy's branch or return, so a rotated loop runs its test at the end
//! of the body, as a do-while (Lotka-Volterra's solver: 1,153 loop steps
//! per gradient before `if_convert` and this, 313 after). A member runs
//! exactly the same operations in the same order, only in fewer blocks, so
//! results and statuses are the same bit for bit. Joins are not copied:
//! members that reach a block from different paths (the two calls of
//! `if c: a = f(x) else: a = f(y)`) still meet at it, as the paper's
//! program-counter batching has them do.
//!
//! A branch whose two targets are one block becomes a jump first, and
//! straight-line blocks are joined before and after.
//!
//! A function's entry block is never copied (calls and self tail calls
//! enter it, and the counters find a gradient by it), nor a block into
//! itself. Each copy turns a jump into a branch or a return, so the pass
//! ends.

use crate::ir::f::cfg::merge_straight_blocks;
use crate::ir::f::{Function, Op, Program, Terminator};

/// The most ops a block copied into the latches that jump back to it may
/// have: a loop test (a comparison or two, the `and` of them), or a
/// reverse pass's (the pop of the way its forward pass went and the copies
/// of the adjoints it carries).
pub const MAX_DUPLICATED_OPS: usize = 12;

/// Copies every short test into the jumps that reach it (module doc);
/// returns how many jumps became branches or returns.
pub fn duplicate_tails(program: &mut Program) -> usize {
    program.functions.iter_mut().map(duplicate_in).sum()
}

fn duplicate_in(func: &mut Function) -> usize {
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
    let back = back_edges(func);
    let mut count = 0;
    let latches = (0..func.blocks.len()).filter(|&p| back[p]);
    for p in latches.collect::<Vec<_>>() {
        let Terminator::Jump { target: h } = func.blocks[p].term else {
            continue;
        };
        if h == 0 || h == p || !is_short_test(&func.blocks[h]) {
            continue;
        }
        let copy = func.blocks[h].clone();
        let block = &mut func.blocks[p];
        block.ops.extend(copy.ops);
        block.term = copy.term;
        count += 1;
    }
    // A copied test's block is still entered from before its loop (the
    // walk reached it by that edge, not a back edge): no block is left
    // unreachable, but the preheader may now be its only predecessor.
    if count > 0 {
        merge_straight_blocks(func);
    }
    count
}

/// A block worth copying: a few primitives, pushes or pops (a reverse
/// pass's loop test pops the way its forward pass went) ending in a branch
/// or a return. A call stays where it is (one call site, one return
/// block).
fn is_short_test(block: &crate::ir::f::Block) -> bool {
    let ends = matches!(block.term, Terminator::Branch { .. } | Terminator::Return);
    let calls = block.ops.iter().any(|op| matches!(op, Op::Call { .. }));
    ends && !calls && block.ops.len() <= MAX_DUPLICATED_OPS
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

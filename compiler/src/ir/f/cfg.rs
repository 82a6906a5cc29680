//! Edits of a function's control-flow graph that passes share: joining
//! straight-line blocks (the differentiated functions' cleanup, inlining)
//! and dropping blocks (those marked, or those the entry does not reach)
//! with the rest renumbered.

use super::{Block, Function, Terminator};

/// A block entered only by a jump from one other block (not the entry,
/// where calls and loops come in) joins that block: each block is a step
/// of the batched loop, so fewer steps, less overhead. Blocks keep their
/// order.
pub fn merge_straight_blocks(func: &mut Function) {
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
    remove_blocks(func, &gone);
}

/// Drops the blocks the entry does not reach (a jump retargeted past
/// them, a block every jump to it copied) and renumbers the rest.
pub fn remove_unreachable_blocks(func: &mut Function) {
    let mut reached = vec![false; func.blocks.len()];
    let mut work = vec![0];
    while let Some(b) = work.pop() {
        if !std::mem::replace(&mut reached[b], true) {
            work.extend(func.blocks[b].term.successors());
        }
    }
    let gone: Vec<bool> = reached.iter().map(|r| !r).collect();
    remove_blocks(func, &gone);
}

/// Drops the blocks marked `gone` (none of the others jumps to one) and
/// renumbers the rest.
pub fn remove_blocks(func: &mut Function, gone: &[bool]) {
    let n = func.blocks.len();
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
        block.term = block.term.map_targets(|t| map[t]);
    }
}

//! Blocks cut into pieces: IR-F's before allocation (`split_blocks`), for
//! two reasons, and IR-P's after lowering (`split_long_p_blocks`).
//!
//! - A shared product (`products`) gets a block of its own, so that the
//!   CPU emitter can run it for every member waiting there at once.
//! - A block longer than `MAX_BLOCK_OPS` ops is cut about every
//!   `MAX_BLOCK_OPS` ops, where few values cross (`pieces`). Native code
//!   keeps a block's values in registers and LLVM's scheduling and
//!   register allocation grow faster than a block's length (one function
//!   of 100,000 statements took 340 s to compile); cut, a block is a few
//!   steps whose values between pieces live in the member's state like
//!   any value that crosses blocks, and a large program's blocks are
//!   compiled as functions of their own (`codegen::mlir::outline`).
//!
//! `[pre; p; post]` becomes `[pre] -> [p] -> [post]`, the pieces placed
//! right after the original block so that the scheduler's earliest-block
//! order still follows the source. Semantics are unchanged: the pieces
//! run in order for every member.

use super::products::is_shared_product;
use crate::ir::f::{Block, Function, Op, Program, Terminator};
use crate::ir::p::{self, AllocClass};
use crate::ir::VarId;
use std::collections::{HashMap, HashSet};

/// The ops after which a block is cut, where few values cross (`pieces`).
/// A statement is a few ops, a piece a few hundred lines of source:
/// LLVM compiles one in milliseconds, and the step between two pieces
/// costs one dispatch and the values that cross.
pub const MAX_BLOCK_OPS: usize = 1024;

/// Cuts every block of every function: each shared product alone, and
/// long runs of ops into pieces of about `MAX_BLOCK_OPS`.
pub fn split_blocks(program: &mut Program) {
    for function in &mut program.functions {
        split_in(function);
    }
}

fn split_in(function: &mut Function) {
    let pieces: Vec<Vec<Vec<Op>>> = function.blocks.iter().map(|b| pieces(function, b)).collect();
    if pieces.iter().all(|p| p.len() == 1) {
        return;
    }
    // Where each original block's first piece lands.
    let mut first = Vec::with_capacity(pieces.len());
    let mut next = 0;
    for p in &pieces {
        first.push(next);
        next += p.len();
    }
    let old = std::mem::take(&mut function.blocks);
    for (block, parts) in old.into_iter().zip(pieces) {
        let count = parts.len();
        let start = function.blocks.len();
        for (i, ops) in parts.into_iter().enumerate() {
            let term = if i + 1 == count {
                block.term.map_targets(|b| first[b])
            } else {
                Terminator::Jump { target: start + i + 1 }
            };
            function.blocks.push(Block { ops, term });
        }
    }
}

/// A block's ops cut so that each shared product is a piece of its own
/// and no piece is much longer than `MAX_BLOCK_OPS`; always at least one
/// piece (the block's entry). A long piece is cut at the first place past
/// `MAX_BLOCK_OPS` ops where at most `MAX_CUT_VALUES` of the block's
/// values cross (`crossing`), since each one that crosses becomes loop
/// state; a block where more are always live (a `return` of a tuple of
/// thousands of values, computed first and returned last) stays whole.
fn pieces(function: &Function, block: &Block) -> Vec<Vec<Op>> {
    let crossing = crossing(block);
    let mut pieces = Vec::new();
    let mut current = Vec::new();
    for (i, op) in block.ops.iter().enumerate() {
        if is_shared_product(function, op) {
            if !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
            }
            pieces.push(vec![op.clone()]);
        } else {
            if current.len() >= MAX_BLOCK_OPS && crossing[i] <= MAX_CUT_VALUES {
                pieces.push(std::mem::take(&mut current));
            }
            current.push(op.clone());
        }
    }
    if !current.is_empty() || pieces.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// The most values of a block that may cross a cut: a statement-by-
/// statement computation carries a few (the running values), a `return`
/// of many values carries all of them until its end.
const MAX_CUT_VALUES: usize = 32;

/// For each op `i` of `block`, how many values defined before it in the
/// block are read at or after it (by an op or the terminator): what a cut
/// before op `i` would carry from one piece to the next. A value live
/// across a call is not counted: it is saved across the call, state
/// already, wherever the block is cut.
fn crossing(block: &Block) -> Vec<usize> {
    let n = block.ops.len();
    let mut last_use: HashMap<VarId, usize> = HashMap::new();
    for (i, op) in block.ops.iter().enumerate() {
        for v in op.uses() {
            last_use.insert(v, i);
        }
    }
    if let Terminator::Branch { cond, .. } = block.term {
        last_use.insert(cond, n);
    }
    // The first call at or after each op.
    let mut next_call = vec![usize::MAX; n + 1];
    for i in (0..n).rev() {
        next_call[i] = if matches!(block.ops[i], Op::Call { .. }) {
            i
        } else {
            next_call[i + 1]
        };
    }
    let mut open: HashSet<VarId> = HashSet::new();
    let mut out = Vec::with_capacity(n);
    for (i, op) in block.ops.iter().enumerate() {
        out.push(open.len());
        for v in op.uses() {
            if last_use.get(&v) == Some(&i) {
                open.remove(&v);
            }
        }
        for v in op.defs() {
            open.remove(&v);
            if last_use
                .get(&v)
                .is_some_and(|&last| last > i && next_call[i + 1] >= last)
            {
                open.insert(v);
            }
        }
    }
    out
}

/// Cuts IR-P blocks longer than `MAX_BLOCK_OPS` ops where at most
/// `MAX_CUT_VALUES` temporaries cross (`p_pieces`), which become
/// registers. What lowering adds to IR-F's blocks is a call's saves and
/// restores: a call that saves thousands of variables is a block of
/// thousands of pushes, and after its return one of thousands of pops,
/// which IR-F's cut cannot reach. Each piece keeps its label with a
/// `.partK` suffix; blocks are renumbered so that pieces follow their
/// block.
pub fn split_long_p_blocks(program: &mut p::Program) {
    let mut crossing = Vec::new();
    let pieces: Vec<Vec<usize>> = program
        .blocks
        .iter()
        .map(|b| p_pieces(program, b, &mut crossing))
        .collect();
    if pieces.iter().all(|cuts| cuts.is_empty()) {
        return;
    }
    // A temporary has no storage outside its block.
    for v in crossing {
        program.vars[v].class = AllocClass::Register;
    }
    let mut first = Vec::with_capacity(pieces.len());
    let mut next = 0;
    for cuts in &pieces {
        first.push(next);
        next += cuts.len() + 1;
    }
    let old = std::mem::take(&mut program.blocks);
    for (mut block, cuts) in old.into_iter().zip(pieces) {
        let term = block.term.map_targets(|b| first[b]);
        let start = program.blocks.len();
        let mut ops = std::mem::take(&mut block.ops);
        // Cut from the back, so that earlier cut points stay valid.
        let mut tails: Vec<Vec<p::Op>> = cuts.iter().rev().map(|&at| ops.split_off(at)).collect();
        tails.reverse();
        let count = tails.len() + 1;
        for (k, ops) in std::iter::once(ops).chain(tails).enumerate() {
            let label = if k == 0 {
                block.label.clone()
            } else {
                format!("{}.part{k}", block.label)
            };
            let term = if k + 1 == count {
                term.clone()
            } else {
                p::Terminator::Jump { target: start + k + 1 }
            };
            program.blocks.push(p::Block { label, ops, term });
        }
    }
    program.entry = first[program.entry];
}

/// Where an IR-P block is cut: after about every `MAX_BLOCK_OPS` ops, at
/// the first place where at most `MAX_CUT_VALUES` temporaries cross,
/// which are added to `crossing`.
fn p_pieces(program: &p::Program, block: &p::Block, crossing: &mut Vec<VarId>) -> Vec<usize> {
    if block.ops.len() <= MAX_BLOCK_OPS {
        return Vec::new();
    }
    let temporary = |v: VarId| program.vars[v].class == AllocClass::Temporary;
    let n = block.ops.len();
    let mut last_use: HashMap<VarId, usize> = HashMap::new();
    for (i, op) in block.ops.iter().enumerate() {
        for v in op.uses().filter(|&v| temporary(v)) {
            last_use.insert(v, i);
        }
    }
    if let p::Terminator::Branch { cond, .. } = block.term {
        last_use.insert(cond, n);
    }
    let mut open: HashSet<VarId> = HashSet::new();
    let (mut cuts, mut start) = (Vec::new(), 0);
    for (i, op) in block.ops.iter().enumerate() {
        if i - start >= MAX_BLOCK_OPS && open.len() <= MAX_CUT_VALUES {
            cuts.push(i);
            crossing.extend(open.iter().copied());
            start = i;
        }
        for v in op.uses() {
            if last_use.get(&v) == Some(&i) {
                open.remove(&v);
            }
        }
        let v = op.var();
        if temporary(v) && last_use.get(&v).is_some_and(|&last| last > i) {
            open.insert(v);
        }
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::build_program;
    use std::fmt::Write;

    /// The outputs of the reference executor on `json`, before and after
    /// the pass.
    fn outputs_before_and_after(before: &Program, after: &Program, json: &str) -> (String, String) {
        let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(before)).expect("inputs");
        let options = crate::exec::ExecOptions::default();
        let run = |p: &Program| {
            let out = crate::exec::run_reference(p, &inputs, &options).expect("fits").outputs;
            format!("{out:?}")
        };
        (run(before), run(after))
    }

    const SRC: &str = "from autobatch import *
def f(v: f32[3], a: Shared[f32[2, 3]], n: i64) -> f32:
    w = v * 2.0
    z = matmul(a, w)
    back = matmul(z, a)
    if n > 0:
        return sum(back)
    return sum(z)
";

    #[test]
    fn each_shared_product_gets_a_block_and_jumps_are_renumbered() {
        let mut program = build_program(SRC, "t.py", None).expect("builds");
        let before = program.clone();
        split_blocks(&mut program);
        crate::ir::f::verify(&program).expect("verifies");
        let f = &program.functions[0];
        let products: Vec<usize> = (0..f.blocks.len())
            .filter(|b| f.blocks[*b].ops.iter().any(|op| is_shared_product(f, op)))
            .collect();
        assert_eq!(products.len(), 2, "{program:?}");
        for b in products {
            assert_eq!(f.blocks[b].ops.len(), 1);
            assert_eq!(f.blocks[b].term, Terminator::Jump { target: b + 1 });
        }
        // `[w] [z] [back] [n > 0]`: three more blocks.
        assert_eq!(f.blocks.len(), before.functions[0].blocks.len() + 3);
        let (want, got) = outputs_before_and_after(
            &before,
            &program,
            r#"{"v": [[1, 2, 3], [0, -1, 4]], "a": [[1, 0, 2], [0.5, 1, -1]], "n": [1, 0]}"#,
        );
        assert_eq!(want, got);
    }

    #[test]
    fn long_blocks_are_cut_into_pieces_of_at_most_max_block_ops() {
        let mut src = String::from("from autobatch import *\ndef f(x: f64, n: i64) -> f64:\n    s = x\n");
        // Three ops a line: about 3.5 pieces' worth.
        for i in 0..(MAX_BLOCK_OPS * 7 / 6) {
            let _ = writeln!(src, "    s = s * 0.5 + x * {i}.0");
        }
        src.push_str("    if n > 0:\n        return s\n    return -s\n");
        let mut program = build_program(&src, "t.py", None).expect("builds");
        let before = program.clone();
        split_blocks(&mut program);
        crate::ir::f::verify(&program).expect("verifies");
        let (old, new) = (&before.functions[0], &program.functions[0]);
        let ops = |f: &Function| f.blocks.iter().map(|b| b.ops.len()).sum::<usize>();
        assert_eq!(ops(old), ops(new));
        assert!(new.blocks.iter().all(|b| b.ops.len() <= MAX_BLOCK_OPS));
        let longest = old.blocks.iter().map(|b| b.ops.len()).max().unwrap_or(0);
        assert!(
            longest > 3 * MAX_BLOCK_OPS,
            "the test's block is long enough to cut: {longest}"
        );
        assert_eq!(new.blocks.len(), old.blocks.len() + longest.div_ceil(MAX_BLOCK_OPS) - 1);
        let (want, got) = outputs_before_and_after(&before, &program, r#"{"x": [1.5, -2.0], "n": [1, 0]}"#);
        assert_eq!(want, got);
    }

    #[test]
    fn a_block_is_not_cut_where_many_values_cross() {
        // Every sum is live from its op to the copies of the return.
        let n = MAX_BLOCK_OPS + 10;
        let values: Vec<String> = (0..n).map(|i| format!("x + {i}")).collect();
        let src = format!(
            "from autobatch import *\ndef f(x: i64) -> tuple[{}]:\n    return {}\n",
            vec!["i64"; n].join(", "),
            values.join(", ")
        );
        let mut program = build_program(&src, "t.py", None).expect("builds");
        let before = program.clone();
        split_blocks(&mut program);
        crate::ir::f::verify(&program).expect("verifies");
        let blocks = &program.functions[0].blocks;
        assert!(blocks.len() <= before.functions[0].blocks.len() + 1);
        assert!(blocks[0].ops.len() >= 2 * n - MAX_CUT_VALUES, "{}", blocks[0].ops.len());
        let (want, got) = outputs_before_and_after(&before, &program, r#"{"x": [1, -7]}"#);
        assert_eq!(want, got);
    }

    #[test]
    fn a_call_saving_thousands_of_variables_is_cut_and_runs_the_same() {
        let n = MAX_BLOCK_OPS + 200;
        let mut src =
            String::from("from autobatch import *\ndef f(x: i64) -> i64:\n    if x <= 0:\n        return 0\n");
        for i in 0..n {
            let _ = writeln!(src, "    v{i} = x + {i}");
        }
        src.push_str("    r = f(x - 1)\n    return r");
        for i in 0..n {
            let _ = write!(src, " + v{i}");
        }
        src.push('\n');
        let program = build_program(&src, "t.py", None).expect("builds");
        let lowered = crate::lower::lower(&program).expect("lowers");
        assert!(
            lowered.blocks.iter().any(|b| b.label.contains(".part")),
            "the pushes are cut"
        );
        assert!(lowered.blocks.iter().all(|b| b.ops.len() <= MAX_BLOCK_OPS + 1));
        let inputs =
            autobatch_runtime::io::inputs_from_json(r#"{"x": [0, 1, 3, 9]}"#, &crate::driver::signature(&program))
                .expect("inputs");
        // Depth 4: the member at 9 overflows in the middle of its saves.
        let options = crate::exec::ExecOptions {
            max_stack_depth: 4,
            ..Default::default()
        };
        let want = crate::exec::run_reference(&program, &inputs, &options).expect("fits");
        let got = crate::exec::run_vm(&lowered, &inputs, &options).expect("fits");
        assert_eq!(want.outputs.status[3], autobatch_runtime::Status::StackOverflow);
        assert_eq!(format!("{:?}", want.outputs), format!("{:?}", got.outputs));
    }
}

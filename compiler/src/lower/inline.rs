//! Small functions inlined into their callers (an IR-F to IR-F pass, run
//! before every executor, as `tailcall` is).
//!
//! Under program-counter autobatching a call costs more than a jump: the
//! caller's live values are pushed and popped (whole vectors where they
//! are tensors), the call and the return are blocks of their own, and on
//! the CPU each block a member runs alone is a step of the loop. A
//! function that calls nothing and is short (at most `MAX_INLINE_OPS`
//! ops), or that calls but is not recursive, is short (at most
//! `MAX_INLINE_CALLER_OPS`) and has small variables (at most
//! `MAX_INLINE_CALLER_BYTES` a member; the calls it makes stay calls), is
//! cheaper spliced into its caller: its blocks become the
//! caller's, its parameters fresh variables assigned from the arguments
//! (a shared parameter stands for the caller's shared variable it is
//! bound to, since neither is ever written), its results copied into the
//! call's outputs, and its returns jumps to the rest of the calling
//! block. Repeated until no call of such a function is left, so that a
//! caller short enough once its callees are inlined is inlined in turn
//! (within the same size limit). A recursive function is never inlined
//! (its calls are what the stacks are for); a reverse pass (`f.vjp`) stays
//! a call, so that a gradient is one call the counters can find. The NUTS
//! sampler's `leapfrog` (which calls the gradient) is inlined into its
//! transition where the model's coordinates are few: eight schools'
//! sampler went from 22.9 to 19.9 loop steps and from 5,166 to 4,875
//! instructions per gradient (`autobatch sample --stats`; callgrind in the
//! compiled entry, 4 chains of 200 + 200). Each call site gets its own
//! copy of the callee's variables, which stay in the member's state where
//! they cross a block (the call inside): inlining `leapfrog` and
//! `no_u_turn` grew the 100-d Gaussian's sampler, whose copies are
//! vectors of 100, from 227 to 250 KB a member, and it ran 1.15e6 against
//! 1.34e6 gradients per second (16 chains, medians of 5 alternated runs),
//! so a function that calls keeps its calls above
//! `MAX_INLINE_CALLER_BYTES`.
//!
//! A member computes the same values in the same order either way, so
//! results and statuses are the same bit for bit; what changes is the
//! depth of calls (shallower), so this runs before every executor, which
//! keeps their notion of `stack_overflow` identical.

use crate::analysis::callgraph::CallGraph;
use crate::ir::f::cfg::merge_straight_blocks;
use crate::ir::f::{Block, Function, Op, Program, Terminator};
use crate::ir::{BlockId, Operand, VarDecl};

/// The most ops a function that calls nothing may have to be inlined (its
/// blocks' ops together).
pub const MAX_INLINE_OPS: usize = 40;

/// The most ops a function that calls others may have to be inlined.
pub const MAX_INLINE_CALLER_OPS: usize = 64;

/// The most bytes a member's copy of the variables of a function that
/// calls others may take for it to be inlined (module doc: the NUTS
/// sampler's `leapfrog` over 10 coordinates, not over 100).
pub const MAX_INLINE_CALLER_BYTES: usize = 4096;

/// The most ops a caller grows to by inlining: a function calling a small
/// one from many places keeps its calls past this, so that compile time
/// stays in proportion to the source.
pub const MAX_CALLER_OPS: usize = 1000;

/// Inlines every call of a small function (module doc); returns how
/// many calls it inlined.
pub fn inline_small_functions(program: &mut Program) -> usize {
    let mut count = 0;
    loop {
        // Each function's ops where it is small enough to inline.
        let graph = CallGraph::new(program);
        let small: Vec<Option<usize>> = (program.functions.iter().enumerate())
            .map(|(g, func)| (g != program.entry && !graph.recursive(g) && is_small(func)).then(|| ops(func)))
            .collect();
        let mut inlined = 0;
        for f in 0..program.functions.len() {
            let before = inlined;
            while let Some((b, i, g)) = next_site(&program.functions[f], &small) {
                let callee = program.functions[g].clone();
                inline_at(&mut program.functions[f], (b, i), &callee, count + inlined);
                inlined += 1;
            }
            if inlined > before {
                merge_straight_blocks(&mut program.functions[f]);
            }
        }
        if inlined == 0 {
            return count;
        }
        count += inlined;
    }
}

/// Whether `func` is small enough to inline (module doc) and is not a
/// reverse pass (`f.vjp`): a gradient stays one call, whose first block
/// the counters of `bench nuts` find it by.
fn is_small(func: &Function) -> bool {
    let calls = (func.blocks.iter().flat_map(|b| &b.ops)).any(|op| matches!(op, Op::Call { .. }));
    let bytes: usize = (func.vars.iter())
        .map(|v| v.ty.num_elements() * v.ty.dtype.size_bytes())
        .sum();
    let small = match calls {
        false => ops(func) <= MAX_INLINE_OPS,
        true => ops(func) <= MAX_INLINE_CALLER_OPS && bytes <= MAX_INLINE_CALLER_BYTES,
    };
    small && !func.name.ends_with(".vjp")
}

/// The first call in `func` of a function `small` gives the ops of,
/// where inlining it keeps `func` within `MAX_CALLER_OPS`: (block, op,
/// callee).
fn next_site(func: &Function, small: &[Option<usize>]) -> Option<(BlockId, usize, usize)> {
    let size = ops(func);
    for (b, block) in func.blocks.iter().enumerate() {
        for (i, op) in block.ops.iter().enumerate() {
            if let Op::Call { func: g, .. } = op {
                if small
                    .get(*g)
                    .copied()
                    .flatten()
                    .is_some_and(|n| size + n <= MAX_CALLER_OPS)
                {
                    return Some((b, i, *g));
                }
            }
        }
    }
    None
}

fn ops(func: &Function) -> usize {
    func.blocks.iter().map(|b| b.ops.len()).sum()
}

/// Splices `callee` into `func` at the call that is op `i` of block `b`:
/// the blocks become `..=b`, the callee's, the rest of `b` (its ops after
/// the call and its terminator), then the blocks after `b`. `site`
/// numbers the inlined copy in the variables' names.
fn inline_at(func: &mut Function, (b, i): (BlockId, usize), callee: &Function, site: usize) {
    let Op::Call { outs, args, .. } = func.blocks[b].ops[i].clone() else {
        return;
    };
    let k = callee.blocks.len();
    // Blocks after `b` move past the callee's blocks and the continuation.
    let moved = |t: BlockId| if t > b { t + k + 1 } else { t };
    for block in &mut func.blocks {
        block.term = block.term.map_targets(moved);
    }
    // The callee's variables: fresh ones, but a shared parameter is the
    // caller's shared variable passed to it.
    let shared = |p: &crate::ir::f::Param, a: &Operand| p.shared && a.var().is_some();
    let mut var = Vec::with_capacity(callee.vars.len());
    for (v, decl) in callee.vars.iter().enumerate() {
        let bound = (callee.params.iter().zip(&args))
            .find(|(p, a)| p.var == v && shared(p, a))
            .and_then(|(_, a)| a.var());
        var.push(bound.unwrap_or_else(|| {
            func.vars.push(VarDecl {
                name: format!("{}#{site}.{}", callee.name, decl.name),
                ty: decl.ty.clone(),
            });
            func.vars.len() - 1
        }));
    }
    let entry = b + 1;
    let after = b + 1 + k;
    let mut calling = std::mem::take(&mut func.blocks[b].ops);
    let rest_ops = calling.split_off(i + 1);
    calling.pop();
    for (p, a) in callee.params.iter().zip(&args).filter(|(p, a)| !shared(p, a)) {
        calling.push(Op::copy(var[p.var], *a));
    }
    let rest = Block {
        ops: rest_ops,
        term: std::mem::replace(&mut func.blocks[b].term, Terminator::Jump { target: entry }),
    };
    func.blocks[b].ops = calling;
    let spliced = callee.blocks.iter().map(|block| {
        let mut ops: Vec<Op> = block.ops.clone();
        ops.iter_mut().for_each(|op| op.rename(|v| var[v]));
        let term = match &block.term {
            Terminator::Return => {
                ops.extend((outs.iter().zip(&callee.outputs)).map(|(&o, &r)| Op::copy(o, Operand::Var(var[r]))));
                Terminator::Jump { target: after }
            }
            Terminator::Jump { target } => Terminator::Jump { target: entry + target },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond: var[*cond],
                then: entry + then,
                els: entry + els,
            },
        };
        Block { ops, term }
    });
    let tail = func.blocks.split_off(b + 1);
    func.blocks.extend(spliced);
    func.blocks.push(rest);
    func.blocks.extend(tail);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::build_program;

    const SRC: &str = "\
from autobatch import *

def clamp(x: f64, hi: Shared[f64]) -> f64:
    x = x + 0.5
    if x > hi:
        return hi
    return x

def scaled(v: f64[2], m: Shared[f64[2, 2]]) -> f64[2]:
    w = copy(v)
    w[0] = w[0] * 2.0
    return matmul(m, w)

def total(n: i64, x: f64, v: f64[2], hi: Shared[f64], m: Shared[f64[2, 2]]) -> tuple[f64, f64[2]]:
    s = 0.0
    for i in range(n):
        s = s + clamp(x, hi) * i
        v = scaled(v, m)
    return s + x, v
";

    fn outputs(program: &Program, json: &str) -> String {
        let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(program)).expect("inputs");
        let out = crate::exec::run_reference(program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
        format!("{:?}", out.outputs)
    }

    fn calls(program: &Program, f: usize) -> usize {
        (program.functions[f].blocks.iter())
            .flat_map(|b| &b.ops)
            .filter(|op| matches!(op, Op::Call { .. }))
            .count()
    }

    #[test]
    fn small_leaves_are_spliced_in_and_compute_the_same() {
        let mut program = build_program(SRC, "t.py", Some("total")).expect("builds");
        let before = program.clone();
        let entry = program.entry;
        assert_eq!(calls(&program, entry), 2);
        assert_eq!(inline_small_functions(&mut program), 2);
        crate::ir::f::verify(&program).expect("verifies");
        assert_eq!(calls(&program, entry), 0);
        // The caller's `x` is not written through the callee's parameter
        // (a copy), and the shared parameters are the caller's own.
        let json = r#"{"n": [0, 3, 5], "x": [1.5, -2.0, 0.75], "v": [[1, 2], [3, -4], [0.5, 0.25]],
                       "hi": 1.0, "m": [[0.5, 1.0], [-1.0, 0.25]]}"#;
        assert_eq!(outputs(&before, json), outputs(&program, json));
        let names: Vec<&str> = program.functions[entry].vars.iter().map(|v| v.name.as_str()).collect();
        assert!(names.iter().any(|n| n.starts_with("scaled#")), "{names:?}");
        assert!(
            !names.iter().any(|n| n.ends_with(".hi") || n.ends_with(".m")),
            "{names:?}"
        );
        // Nothing left to inline: a second pass changes nothing.
        assert_eq!(inline_small_functions(&mut program), 0);
    }

    #[test]
    fn recursive_and_large_functions_keep_their_calls() {
        let body: String = (0..MAX_INLINE_OPS)
            .map(|k| format!("    x = x * 1.5 + {k}.0\n"))
            .collect();
        let src = format!(
            "from autobatch import *\n\ndef big(x: f64) -> f64:\n{body}    return x\n\n\
             def fib(n: i64) -> i64:\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\n\
             def main(n: i64, x: f64) -> tuple[i64, f64]:\n    return fib(n), big(x)\n"
        );
        let mut program = build_program(&src, "t.py", Some("main")).expect("builds");
        assert_eq!(inline_small_functions(&mut program), 0);
    }

    #[test]
    fn a_short_caller_is_inlined_unless_its_variables_are_large() {
        let src = "from autobatch import *\n\n\
             def fib(n: i64) -> i64:\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\n\
             def step(n: i64, x: f64) -> f64:\n    return f64(fib(n)) * x\n\n\
             def big_step(n: i64, v: f64[600]) -> f64:\n    return f64(fib(n)) * sum(v)\n\n\
             def main(n: i64, x: f64, v: f64[600]) -> tuple[f64, f64]:\n    return step(n, x), big_step(n, v)\n";
        let mut program = build_program(src, "t.py", Some("main")).expect("builds");
        let before = program.clone();
        // `step` (8 bytes of variables) goes in, with its call of `fib`;
        // `big_step` (a vector of 600) and the recursive `fib` stay calls.
        assert_eq!(inline_small_functions(&mut program), 1);
        crate::ir::f::verify(&program).expect("verifies");
        let entry = program.entry;
        let callees: Vec<&str> = (program.functions[entry].blocks.iter())
            .flat_map(|b| &b.ops)
            .filter_map(|op| match op {
                Op::Call { func, .. } => Some(program.functions[*func].name.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(callees, ["fib", "big_step"]);
        let v: Vec<String> = (0..600).map(|k| format!("{}.5", k % 7)).collect();
        let json = format!(
            r#"{{"n": [0, 5, 9], "x": [1.5, -2.0, 0.25], "v": [[{0}], [{0}], [{0}]]}}"#,
            v.join(", ")
        );
        assert_eq!(outputs(&before, &json), outputs(&program, &json));
    }
}

//! Copies forwarded (an IR-F to IR-F peephole): a value computed only to
//! be copied is computed where the copy puts it.
//!
//! ```text
//! t = f(a)            r = f(a)
//! ...           ==>   ...
//! r = copy(t)
//! ```
//!
//! when `t` is read nowhere else, has `r`'s type, and nothing between the
//! two reads or writes `r`. `return a, b, c` evaluates its elements into
//! temporaries and copies each into the function's outputs at the end;
//! forwarded, each element goes straight to its output, so a `return` of
//! thousands of values no longer keeps all of them live until its last
//! copy, and `split` can cut it like any long block. Every executor sees
//! the same values: only the name a result is first written to changes.

use crate::ir::f::{Function, Op, Program, Terminator};
use crate::ir::{Operand, VarId};
use crate::prim::Prim;
use std::collections::HashMap;

/// Forwards the copies of every block of every function.
pub fn forward_copies(program: &mut Program) {
    for function in &mut program.functions {
        forward_in(function);
    }
}

/// How many times each variable is read: by ops, branches, and as an
/// output when the function returns.
fn reads(function: &Function) -> Vec<usize> {
    let mut reads = vec![0; function.vars.len()];
    for block in &function.blocks {
        for v in block.ops.iter().flat_map(|op| op.uses()) {
            reads[v] += 1;
        }
        if let Terminator::Branch { cond, .. } = block.term {
            reads[cond] += 1;
        }
    }
    for &v in &function.outputs {
        reads[v] += 1;
    }
    reads
}

fn forward_in(function: &mut Function) {
    let reads = reads(function);
    for b in 0..function.blocks.len() {
        let ops = &function.blocks[b].ops;
        // The op that last wrote each variable (a primitive's only), and
        // the last op that read or wrote each.
        let mut defined_at: HashMap<VarId, usize> = HashMap::new();
        let mut touched_at: HashMap<VarId, usize> = HashMap::new();
        let mut forwards: Vec<(usize, usize, VarId)> = Vec::new();
        for (i, op) in ops.iter().enumerate() {
            if let Some((r, t)) = copy_of(op) {
                let j = defined_at.get(&t).copied();
                let forwardable = j.filter(|&j| {
                    reads[t] == 1
                        && t != r
                        && function.vars[t].ty == function.vars[r].ty
                        && touched_at.get(&r).is_none_or(|&last| last <= j)
                });
                if let Some(j) = forwardable {
                    forwards.push((j, i, r));
                    defined_at.remove(&t);
                    defined_at.insert(r, j);
                    touched_at.insert(r, j);
                    continue;
                }
            }
            for v in op.uses().chain(op.defs()) {
                touched_at.insert(v, i);
            }
            for v in op.defs() {
                defined_at.remove(&v);
            }
            if let Op::Prim { out, .. } = op {
                defined_at.insert(*out, i);
            }
        }
        if forwards.is_empty() {
            continue;
        }
        let ops = &mut function.blocks[b].ops;
        let mut dead = vec![false; ops.len()];
        for (j, i, r) in forwards {
            if let Op::Prim { out, .. } = &mut ops[j] {
                *out = r;
            }
            dead[i] = true;
        }
        let mut k = 0;
        ops.retain(|_| {
            k += 1;
            !dead[k - 1]
        });
    }
}

/// `(r, t)` for an op `r = copy(t)`.
fn copy_of(op: &Op) -> Option<(VarId, VarId)> {
    match op {
        Op::Prim {
            out,
            prim: Prim::Copy,
            args,
        } => match args.as_slice() {
            [Operand::Var(t)] => Some((*out, *t)),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::build_program;

    fn outputs(program: &Program, json: &str) -> String {
        let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(program)).expect("inputs");
        let out = crate::exec::run_reference(program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
        format!("{:?}", out.outputs)
    }

    /// `src` forwarded, after checking that it verifies and computes what
    /// it computed before.
    fn forwarded(src: &str) -> Program {
        let mut program = build_program(src, "t.py", None).expect("builds");
        let before = program.clone();
        forward_copies(&mut program);
        crate::ir::f::verify(&program).expect("verifies");
        let json = r#"{"x": [0, 5, -4]}"#;
        assert_eq!(outputs(&before, json), outputs(&program, json));
        program
    }

    /// The sources of the copies left in the entry function.
    fn copied(program: &Program) -> Vec<String> {
        let f = &program.functions[0];
        f.blocks
            .iter()
            .flat_map(|b| &b.ops)
            .filter_map(copy_of)
            .map(|(_, t)| f.vars[t].name.clone())
            .collect()
    }

    #[test]
    fn a_returned_tuple_is_computed_into_the_outputs() {
        // `a` is read by the copy only too: all three copies go.
        let program = forwarded(
            "from autobatch import *\ndef f(x: i64) -> tuple[i64, i64, i64]:\n    a = x + 1\n    return x * 2, a, x - 3\n",
        );
        assert_eq!(copied(&program), Vec::<String>::new());
    }

    #[test]
    fn a_copy_stays_when_its_source_is_read_again() {
        let program = forwarded(
            "from autobatch import *\ndef f(x: i64) -> tuple[i64, i64]:\n    t = x + 1\n    r = t\n    return r, t * 3\n",
        );
        assert!(
            copied(&program).contains(&"t".to_string()),
            "{:?}",
            program.functions[0].blocks
        );
    }

    #[test]
    fn a_copy_stays_when_its_target_is_read_in_between() {
        let program = forwarded(
            "from autobatch import *\ndef f(x: i64) -> tuple[i64, i64]:\n    t = x + 1\n    r = x\n    u = r * 3\n    r = t\n    return r, u\n",
        );
        assert!(
            copied(&program).contains(&"t".to_string()),
            "{:?}",
            program.functions[0].blocks
        );
    }
}

//! Hoisting of batch-invariant values to the entry block.
//!
//! An operation whose operands are all shared inputs, constants, or values
//! hoisted before it gives the same value for every member every time it
//! runs: a model's `log(sigma)` of data `sigma`, a distribution's support
//! check `(n == 0) | (n == 1)` of its data `n`. Where it sits inside a loop
//! (the sampler's gradients call the density thousands of times) every
//! member computes it again each time. Moved to the start of the entry
//! block, each member computes it once per run, the value is exactly the
//! same (the same operation on the same operands), and every executor and
//! code generator runs the result unchanged.
//!
//! An operation moves when
//! - it is an `Update` whose primitive cannot fault on its operands (a
//!   fault moved earlier would stop a member that never reached it);
//! - its variable is written by nothing else in the program (or only by
//!   the same operation, as where the gradient computes a forward value
//!   again) and is neither an input, an output nor a stack variable (so
//!   its value, once set, is the one every later read sees);
//! - its operands are constants, shared inputs or variables of operations
//!   that move, at least one not a constant (constants alone are LLVM's
//!   to fold).
//!
//! The moved values read elsewhere become per-member registers (the others
//! stay temporaries of the entry block); so that a large batch's state
//! does not grow without bound, they take at most `MAX_HOISTED_BYTES` a
//! member, the largest left in place first.

use crate::ir::p::{AllocClass, Op, Program, Terminator};
use crate::ir::VarId;
use std::collections::HashSet;

/// Bytes of hoisted values a member may hold in registers.
pub const MAX_HOISTED_BYTES: usize = 64 * 1024;

/// Moves the batch-invariant operations of `program` to its entry block.
pub fn hoist_invariants(program: &mut Program) {
    let mut hoisted = invariant_vars(program);
    let mut kept = frontier(program, &hoisted);
    while bytes(program, &kept) > MAX_HOISTED_BYTES {
        let Some(&largest) = kept.iter().max_by_key(|v| (bytes(program, &[**v]), **v)) else {
            break;
        };
        drop_with_dependents(program, &mut hoisted, largest);
        kept = frontier(program, &hoisted);
    }
    if hoisted.is_empty() {
        return;
    }
    let mut moved = Vec::new();
    let mut seen = HashSet::new();
    for block in &mut program.blocks {
        let (out, stay): (Vec<Op>, Vec<Op>) = block.ops.drain(..).partition(|op| hoisted.contains(&op.var()));
        block.ops = stay;
        moved.extend(out.into_iter().filter(|op| seen.insert(op.var())));
    }
    let entry = program.entry;
    let mut ops = in_dependency_order(moved, &hoisted);
    ops.append(&mut program.blocks[entry].ops);
    program.blocks[entry].ops = ops;
    for &v in &hoisted {
        program.vars[v].class = if kept.contains(&v) {
            AllocClass::Register
        } else {
            AllocClass::Temporary
        };
    }
}

/// The variables of the operations that can move, to a fixed point (an
/// operation's operands may be defined in a later block).
fn invariant_vars(program: &Program) -> HashSet<VarId> {
    let definitions = single_definitions(program);
    let fixed: HashSet<VarId> = program.inputs.iter().chain(&program.outputs).copied().collect();
    let mut hoisted = HashSet::new();
    let mut changed = true;
    while changed {
        changed = false;
        for (var, def) in definitions.iter().enumerate() {
            let Some(Op::Update { prim, args, .. }) = def else {
                continue;
            };
            let invariant = |u: &VarId| program.vars[*u].class == AllocClass::Shared || hoisted.contains(u);
            let movable = !hoisted.contains(&var)
                && !fixed.contains(&var)
                && matches!(program.vars[var].class, AllocClass::Temporary | AllocClass::Register)
                && !program.can_fault(*prim, args)
                && args.iter().all(|a| a.var().is_none_or(|u| invariant(&u)))
                // Constants alone are LLVM's to fold, not worth a register.
                && args.iter().any(|a| a.var().is_some_and(|u| invariant(&u)));
            if movable {
                hoisted.insert(var);
                changed = true;
            }
        }
    }
    hoisted
}

/// Each variable's definition where every write of it is the same
/// `Update` (the gradient's sweep computes again some values of the
/// forward one, into the same variables), else `None`.
fn single_definitions(program: &Program) -> Vec<Option<&Op>> {
    let mut definitions: Vec<Option<&Op>> = vec![None; program.vars.len()];
    let mut conflicting = vec![false; program.vars.len()];
    for op in program.blocks.iter().flat_map(|b| &b.ops) {
        let v = op.var();
        match (definitions[v], op) {
            (None, Op::Update { .. }) if !conflicting[v] => definitions[v] = Some(op),
            (Some(first), _) if first == op => {}
            _ => {
                definitions[v] = None;
                conflicting[v] = true;
            }
        }
    }
    definitions
}

/// The hoisted variables read by an operation that stays or by a branch:
/// the values that must outlive the entry block.
fn frontier(program: &Program, hoisted: &HashSet<VarId>) -> Vec<VarId> {
    let mut read: HashSet<VarId> = HashSet::new();
    for block in &program.blocks {
        for op in block.ops.iter().filter(|op| !hoisted.contains(&op.var())) {
            read.extend(op.uses().filter(|u| hoisted.contains(u)));
        }
        if let Terminator::Branch { cond, .. } = block.term {
            if hoisted.contains(&cond) {
                read.insert(cond);
            }
        }
    }
    let mut kept: Vec<VarId> = read.into_iter().collect();
    kept.sort_unstable();
    kept
}

fn bytes(program: &Program, vars: &[VarId]) -> usize {
    vars.iter()
        .map(|&v| {
            let ty = &program.vars[v].decl.ty;
            ty.num_elements() * ty.dtype.size_bytes()
        })
        .sum()
}

/// Leaves `v` in place, and with it every operation that reads it.
fn drop_with_dependents(program: &Program, hoisted: &mut HashSet<VarId>, v: VarId) {
    let mut pending = vec![v];
    while let Some(v) = pending.pop() {
        if !hoisted.remove(&v) {
            continue;
        }
        for op in program.blocks.iter().flat_map(|b| &b.ops) {
            if hoisted.contains(&op.var()) && op.uses().any(|u| u == v) {
                pending.push(op.var());
            }
        }
    }
}

/// `ops` ordered so that each comes after the operations that define its
/// hoisted operands, otherwise in program order.
fn in_dependency_order(mut ops: Vec<Op>, hoisted: &HashSet<VarId>) -> Vec<Op> {
    let mut defined: HashSet<VarId> = HashSet::new();
    let mut ordered = Vec::with_capacity(ops.len());
    while !ops.is_empty() {
        let before = ops.len();
        let mut rest = Vec::new();
        for op in ops {
            if op.uses().all(|u| !hoisted.contains(&u) || defined.contains(&u)) {
                defined.insert(op.var());
                ordered.push(op);
            } else {
                rest.push(op);
            }
        }
        assert!(
            rest.len() < before,
            "hoisted operations depend on each other in a cycle"
        );
        ops = rest;
    }
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::p::AllocClass;

    fn lower(source: &str, entry: &str) -> Program {
        let program = crate::frontend::build_program(source, "t.py", Some(entry)).expect("compiles");
        super::super::lower(&program).expect("lowers")
    }

    fn entry_names(program: &Program) -> Vec<String> {
        program.blocks[program.entry]
            .ops
            .iter()
            .map(|op| program.vars[op.var()].decl.name.clone())
            .collect()
    }

    const MODEL: &str = "
def density(x: f64, s: Shared[f64[8]]) -> f64:
    return sum(-0.5 * x * x / s - log(s))


def run(x: f64, n: i64, s: Shared[f64[8]]) -> f64:
    acc = 0.0
    for i in range(n):
        acc = acc + density(x + acc, s)
    return acc
";

    #[test]
    fn a_function_of_shared_data_moves_to_the_entry_block_as_a_register() {
        let program = lower(MODEL, "run");
        let log = program
            .blocks
            .iter()
            .enumerate()
            .flat_map(|(b, block)| block.ops.iter().map(move |op| (b, op)))
            .find(|(_, op)| {
                matches!(
                    op,
                    Op::Update {
                        prim: crate::prim::Prim::Log,
                        ..
                    }
                )
            })
            .expect("the log is still there");
        assert_eq!(log.0, program.entry, "{:?}", entry_names(&program));
        assert_eq!(program.vars[log.1.var()].class, AllocClass::Register);
    }

    #[test]
    fn a_value_the_gradient_computes_again_moves_once() {
        let source = "
def density(x: f64, s: Shared[f64[8]]) -> f64:
    return sum(where(s > 1.0, x * s, -x))


def run(x: f64, n: i64, s: Shared[f64[8]]) -> f64:
    acc = 0.0
    for i in range(n):
        lp, g = value_and_grad(density, x + acc, s)
        acc = acc + lp + g
    return acc
";
        let program = lower(source, "run");
        let compares: Vec<usize> = (0..program.blocks.len())
            .flat_map(|b| {
                let ops = &program.blocks[b].ops;
                ops.iter()
                    .filter(|op| {
                        matches!(
                            op,
                            Op::Update {
                                prim: crate::prim::Prim::Gt,
                                ..
                            }
                        )
                    })
                    .map(move |_| b)
            })
            .collect();
        assert_eq!(compares, vec![program.entry]);
    }

    #[test]
    fn constants_alone_stay_for_llvm_to_fold() {
        let source = "
def density(x: f64, s: Shared[f64[8]]) -> f64:
    scale = full(8, 2.0)
    return sum(x * scale * log(s))


def run(x: f64, n: i64, s: Shared[f64[8]]) -> f64:
    acc = 0.0
    for i in range(n):
        acc = acc + density(x + acc, s)
    return acc
";
        let program = lower(source, "run");
        let moved: Vec<&str> = program.blocks[program.entry]
            .ops
            .iter()
            .map(|op| program.vars[op.var()].decl.name.as_str())
            .filter(|name| name.starts_with("density."))
            .collect();
        assert_eq!(moved.len(), 1, "{moved:?}");
    }

    #[test]
    fn what_depends_on_a_member_stays() {
        let program = lower(MODEL, "run");
        let entry_prims: Vec<_> = program.blocks[program.entry]
            .ops
            .iter()
            .filter_map(|op| match op {
                Op::Update { prim, .. } => Some(*prim),
                _ => None,
            })
            .collect();
        assert!(!entry_prims.contains(&crate::prim::Prim::Div), "{entry_prims:?}");
    }

    #[test]
    fn a_faulting_operation_on_shared_data_stays_where_it_was() {
        let source = "
def pick(i: i64, s: Shared[f64[8]], k: Shared[i64[3]]) -> f64:
    if i > 100:
        return s[k[0]]
    return 0.0
";
        let program = lower(source, "pick");
        for op in &program.blocks[program.entry].ops {
            if let Op::Update { prim, .. } = op {
                assert!(!prim.can_fault(), "{prim} moved to the entry block");
            }
        }
    }

    #[test]
    fn hoisted_values_beyond_the_budget_stay_in_place() {
        let source = "
def density(x: f64, s: Shared[f64[20000]]) -> f64:
    return sum(x * log(s))


def run(x: f64, n: i64, s: Shared[f64[20000]]) -> f64:
    acc = 0.0
    for i in range(n):
        acc = acc + density(x + acc, s)
    return acc
";
        let program = lower(source, "run");
        let registers: usize = program
            .vars
            .iter()
            .filter(|v| v.class == AllocClass::Register)
            .map(|v| v.decl.ty.num_elements() * v.decl.ty.dtype.size_bytes())
            .sum();
        assert!(registers < 20000 * 8, "a 160 KB log was hoisted into a register");
    }
}

//! Data-only work, moved to the program's prologue.
//!
//! An operation whose operands are all shared inputs, constants, or values
//! hoisted before it gives the same value for every member every time it
//! runs: a model's `log(sigma)` of data `sigma`, a distribution's support
//! check `(n == 0) | (n == 1)` of its data `n`, a regression's design
//! matrix centred column by column (Stan's transformed data). Where it
//! sits inside a loop (the sampler's gradients call the density thousands
//! of times) every member would compute it again each time. Moved to the
//! prologue (`Program::prologue`), it is computed once per run for the
//! whole batch, whatever its size, into a `Derived` variable (one copy
//! for the batch, counted once in the memory check like a shared input);
//! the value is exactly the same (the same operation on the same
//! operands), so every executor and code generator gives the same bits.
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

use crate::ir::p::{AllocClass, Op, Program};
use crate::ir::VarId;
use std::collections::HashSet;

/// Moves the batch-invariant operations of `program` to its prologue.
pub fn hoist_invariants(program: &mut Program) {
    let hoisted = invariant_vars(program);
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
    program.prologue.extend(in_dependency_order(moved, &hoisted));
    for &v in &hoisted {
        program.vars[v].class = AllocClass::Derived;
    }
}

/// The variables of the operations that can move: those that read
/// shared data (directly or through other moved values), and the
/// operations of constants alone that they read (a `full(n, 1.0 / n)`
/// that a column mean of the data multiplies). Operations of constants
/// alone that only members read stay, LLVM's to fold.
fn invariant_vars(program: &Program) -> HashSet<VarId> {
    let candidates = candidate_vars(program);
    let definitions = single_definitions(program);
    let reads = |v: VarId| -> Vec<VarId> { definitions[v].map_or_else(Vec::new, |op| op.uses().collect()) };
    // Those that read shared data, to a fixed point (an operation's
    // operands may be defined in a later block).
    let mut kept: HashSet<VarId> = HashSet::new();
    let mut changed = true;
    while changed {
        changed = false;
        for &v in &candidates {
            let on_data = reads(v)
                .iter()
                .any(|u| program.vars[*u].class.is_batch_wide() || kept.contains(u));
            if on_data && kept.insert(v) {
                changed = true;
            }
        }
    }
    // And the candidates they read, transitively.
    let mut pending: Vec<VarId> = kept.iter().copied().collect();
    while let Some(v) = pending.pop() {
        for u in reads(v) {
            if candidates.contains(&u) && kept.insert(u) {
                pending.push(u);
            }
        }
    }
    kept
}

/// The variables of the operations that could move, to a fixed point:
/// `Update`s that cannot fault, of constants, shared inputs and other
/// candidates, whose variable nothing else writes.
fn candidate_vars(program: &Program) -> HashSet<VarId> {
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
            let invariant = |u: &VarId| program.vars[*u].class.is_batch_wide() || hoisted.contains(u);
            let movable = !hoisted.contains(&var)
                && !fixed.contains(&var)
                && matches!(program.vars[var].class, AllocClass::Temporary | AllocClass::Register)
                && !program.can_fault(*prim, args)
                && args.iter().all(|a| a.var().is_none_or(|u| invariant(&u)));
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
    use crate::prim::Prim;

    fn lower(source: &str, entry: &str) -> Program {
        let program = crate::frontend::build_program(source, "t.py", Some(entry)).expect("compiles");
        super::super::lower(&program).expect("lowers")
    }

    fn prims(ops: &[Op]) -> Vec<Prim> {
        ops.iter()
            .filter_map(|op| match op {
                Op::Update { prim, .. } => Some(*prim),
                _ => None,
            })
            .collect()
    }

    fn block_prims(program: &Program) -> Vec<Prim> {
        program.blocks.iter().flat_map(|b| prims(&b.ops)).collect()
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
    fn a_function_of_shared_data_moves_to_the_prologue_as_a_derived_variable() {
        let program = lower(MODEL, "run");
        let log = program
            .prologue
            .iter()
            .find(|op| prims(std::slice::from_ref(*op)) == [Prim::Log])
            .expect("the log is in the prologue");
        assert_eq!(program.vars[log.var()].class, AllocClass::Derived);
        assert!(!block_prims(&program).contains(&Prim::Log), "{program}");
        crate::ir::p::verify(&program).expect("verifies");
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
        let compares = |ps: Vec<Prim>| ps.into_iter().filter(|p| *p == Prim::Gt).count();
        assert_eq!(compares(prims(&program.prologue)), 1, "{program}");
        assert_eq!(compares(block_prims(&program)), 0, "{program}");
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
        assert_eq!(prims(&program.prologue), [Prim::Log], "{program}");
    }

    #[test]
    fn a_constant_that_data_only_work_reads_moves_with_it() {
        let source = "
def density(x: f64, s: Shared[f64[8, 3]]) -> f64:
    means = matmul(full(8, 0.125), s)
    return x * sum(means) + sum(full(3, 2.0) * x)


def run(x: f64, n: i64, s: Shared[f64[8, 3]]) -> f64:
    acc = 0.0
    for i in range(n):
        acc = acc + density(x + acc, s)
    return acc
";
        let program = lower(source, "run");
        assert!(prims(&program.prologue).contains(&Prim::MatMul), "{program}");
        let fulls = |ops: Vec<Prim>| ops.into_iter().filter(|p| matches!(p, Prim::Full(_))).count();
        assert_eq!(fulls(prims(&program.prologue)), 1, "{program}");
        assert_eq!(fulls(block_prims(&program)), 1, "{program}");
    }

    #[test]
    fn the_verifier_holds_the_prologue_to_its_rules() {
        let program = lower(MODEL, "run");
        crate::ir::p::verify(&program).expect("lowered programs verify");
        let refused = |p: &Program, why: &str| {
            let e = crate::ir::p::verify(p).expect_err(why).to_string();
            assert!(e.contains(why), "{e}");
        };
        // A member's variable read by the prologue.
        let mut reads_member = program.clone();
        let shared = reads_member.prologue[0].uses().next().expect("the prologue reads `s`");
        let member = (0..program.vars.len())
            .find(|&v| {
                !program.vars[v].class.is_batch_wide() && program.vars[v].decl.ty == program.vars[shared].decl.ty
            })
            .expect("a member's f64[8]");
        reads_member.vars[member].class = AllocClass::Register;
        if let Op::Update { args, .. } = &mut reads_member.prologue[0] {
            args[0] = crate::ir::Operand::Var(member);
        }
        refused(&reads_member, "neither shared nor derived before it");
        // A derived variable written by a block.
        let mut written = program.clone();
        let op = written.prologue[0].clone();
        written.blocks[0].ops.push(op);
        refused(&written, "is written outside the prologue");
        // A derived variable the prologue never writes.
        let mut unwritten = program.clone();
        unwritten.prologue.clear();
        refused(&unwritten, "is never written");
        // An integer division of shared data, which can fault.
        let mut faulting = program.clone();
        let derived = faulting.prologue[0].var();
        faulting.vars[derived].decl.ty = autobatch_runtime::Type::scalar(autobatch_runtime::DType::I64);
        faulting.prologue = vec![Op::Update {
            var: derived,
            prim: Prim::FloorDiv,
            args: vec![
                crate::ir::Operand::Const(crate::ir::Const::I64(1)),
                crate::ir::Operand::Const(crate::ir::Const::I64(0)),
            ],
        }];
        refused(&faulting, "can fault");
    }

    #[test]
    fn what_depends_on_a_member_stays() {
        let program = lower(MODEL, "run");
        assert!(!prims(&program.prologue).contains(&Prim::Div), "{program}");
        assert!(block_prims(&program).contains(&Prim::Div), "{program}");
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
        for prim in prims(&program.prologue) {
            assert!(!prim.can_fault(), "{prim} moved to the prologue");
        }
    }

    #[test]
    fn data_only_work_of_any_size_is_computed_once_for_the_batch() {
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
        assert_eq!(prims(&program.prologue), [Prim::Log], "{program}");
        // Counted once, not once per member: the input, the log, and the
        // members' own scalars and 160 KB products.
        let one = crate::exec::batch_bytes(&program, 1);
        let hundred = crate::exec::batch_bytes(&program, 100);
        let per_member = (hundred - one) / 99;
        assert_eq!(one - per_member, 2 * 160_000, "the input and its log, once");
    }
}

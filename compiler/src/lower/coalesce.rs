//! Storage sharing: per-member tensor registers whose values are never
//! needed at the same time become one variable.
//!
//! Lowering gives every variable of every function its own register, so a
//! program's per-member state is the sum of all its functions' tensors
//! (the NUTS sampler over a 100-dimensional model: about 190 vectors,
//! 150 KB a member), although a member only ever holds a few of them at
//! once. The state of a batch then outgrows the caches, and every member's
//! turn reads its values back from memory. Merging non-interfering
//! registers shrinks the state to what is live together, and merging the
//! two sides of a copy (`q_near = q_fwd`, a callee's `%ret0` into the
//! caller's variable) removes the copy.
//!
//! Two variables *interfere* when one is written while the other is live
//! (liveness over the whole program, `analysis::program_liveness`), except
//! that a copy's destination does not interfere with its source there;
//! and, so that no operation reads a tensor it is writing, a variable
//! written by anything but a copy interferes with the variables it reads.
//! Candidates are `Register` tensors that are neither inputs nor outputs
//! of the program; those live at its start keep their own storage. Copies are merged first (each
//! merge that leaves the two sides non-interfering removes a copy), then
//! each remaining variable joins the first group of its type it does not
//! interfere with. Scalars are left alone: they cost a few bytes, and the
//! CPU loop already keeps the busiest in machine registers.
//!
//! The pass is quadratic in the candidates (an interference bit matrix),
//! so it runs only when there are at most `MAX_CANDIDATES`.
//!
//! `fold_round_trips` runs first, inside each block: a tensor copied into
//! a temporary and back (`t = copy(r)` ... `r = copy(t)`) is worked on
//! where it is, since temporaries are not candidates here.

use crate::analysis::program_liveness::{program_liveness, Domain, ProgramLiveness};
use crate::analysis::VarSet;
use crate::ir::p::{AllocClass, Op, Program};
use crate::ir::{Operand, VarId};
use crate::prim::Prim;

/// Above this many candidate tensors (a 2 MB interference matrix), no
/// storage is shared.
pub const MAX_CANDIDATES: usize = 4096;

/// Merges non-interfering tensor registers of `program`.
pub fn share_storage(program: &mut Program) {
    let candidates = candidates(program);
    if candidates.len() < 2 || candidates.len() > MAX_CANDIDATES {
        return;
    }
    let domain = Domain::new(program.vars.len(), &candidates);
    let live = program_liveness(program, &domain);
    // A value live at the start is the zero every register starts with,
    // so that register keeps its own storage.
    let at_start = &live.live_in[program.entry];
    let interference = interference(program, &domain, &live);
    let groups = merge(program, &candidates, &domain, at_start, interference);
    if groups.iter().enumerate().all(|(i, &g)| g == i) {
        return;
    }
    let mut rep: Vec<VarId> = (0..program.vars.len()).collect();
    for (i, &g) in groups.iter().enumerate() {
        rep[candidates[i]] = candidates[g];
    }
    rename(program, &rep);
}

/// Works on an array where it is instead of through a temporary and back
/// (`t = copy(r)`, ops on `t`, `r = copy(t)`): what a small function
/// inlined where its caller rebinds the array it updates in place leaves
/// (`h = bump(h, x)`). Where no op between the two copies names `r` and
/// none after the second names `t`, the ops between work on `r` itself
/// and both copies go: `r` holds the same value at every point `t` did,
/// and the same value as before at the end.
pub fn fold_round_trips(program: &mut Program) {
    let vars = &program.vars;
    let temporary = |v: VarId| vars[v].class == AllocClass::Temporary && !vars[v].decl.ty.is_scalar();
    for block in &mut program.blocks {
        let mut i = 0;
        while i < block.ops.len() {
            let found = match (block.ops[i].var(), copy_source(&block.ops[i])) {
                (t, Some(r)) if temporary(t) && !temporary(r) && r != t => round_trip_end(&block.ops, i, t, r),
                _ => None,
            };
            let Some((j, t, r)) = found else {
                i += 1;
                continue;
            };
            for op in &mut block.ops[i + 1..j] {
                op.rename(|v| if v == t { r } else { v });
            }
            block.ops.remove(j);
            block.ops.remove(i);
        }
    }
}

/// For `ops[i]`, `t = copy(r)`: the index of the `r = copy(t)` that ends
/// a round trip through `t`, where the ops between never name `r` and
/// those after it never name `t`.
fn round_trip_end(ops: &[Op], i: usize, t: VarId, r: VarId) -> Option<(usize, VarId, VarId)> {
    let names = |op: &Op, v: VarId| op.var() == v || op.uses().any(|u| u == v);
    for (j, op) in ops.iter().enumerate().skip(i + 1) {
        if op.var() == r && copy_source(op) == Some(t) {
            return (!ops[j + 1..].iter().any(|op| names(op, t))).then_some((j, t, r));
        }
        if names(op, r) {
            return None;
        }
    }
    None
}

/// The `Register` tensors that are neither inputs nor outputs.
fn candidates(program: &Program) -> Vec<VarId> {
    let mut pinned = vec![false; program.vars.len()];
    for &v in program.inputs.iter().chain(&program.outputs) {
        pinned[v] = true;
    }
    (0..program.vars.len())
        .filter(|&v| {
            let var = &program.vars[v];
            var.class == AllocClass::Register && !var.decl.ty.is_scalar() && !pinned[v]
        })
        .collect()
}

/// The interference sets of the domain's variables.
fn interference(program: &Program, domain: &Domain, live: &ProgramLiveness) -> Vec<VarSet> {
    let mut sets = vec![VarSet::with_capacity(domain.len); domain.len];
    let mut add = |a: usize, b: usize| {
        if a != b {
            sets[a].insert(b);
            sets[b].insert(a);
        }
    };
    for (b, block) in program.blocks.iter().enumerate() {
        let mut live_now = domain.before_terminator(program, b, &live.live_out[b]);
        for op in block.ops.iter().rev() {
            if let Some(d) = domain.index(op.var()) {
                let copied = copy_source(op).and_then(|s| domain.index(s));
                for l in live_now.iter() {
                    if Some(l) != copied {
                        add(d, l);
                    }
                }
                if copied.is_none() {
                    for u in op.uses().filter_map(|u| domain.index(u)) {
                        add(d, u);
                    }
                }
            }
            domain.transfer(&mut live_now, op);
        }
    }
    sets
}

/// The variable an `Update v = copy(s)` copies.
fn copy_source(op: &Op) -> Option<VarId> {
    match op {
        Op::Update {
            prim: Prim::Copy, args, ..
        } => match args.as_slice() {
            [Operand::Var(s)] => Some(*s),
            _ => None,
        },
        _ => None,
    }
}

/// Groups the candidates: `group[i]` is the candidate (index) that
/// candidate `i` merges into, itself for a group's representative. The
/// candidates in `alone` keep their own storage.
fn merge(
    program: &Program,
    candidates: &[VarId],
    domain: &Domain,
    alone: &VarSet,
    mut conflicts: Vec<VarSet>,
) -> Vec<usize> {
    let n = candidates.len();
    let mut group: Vec<usize> = (0..n).collect();
    fn find(group: &mut [usize], mut i: usize) -> usize {
        while group[i] != i {
            group[i] = group[group[i]];
            i = group[i];
        }
        i
    }
    let ty = |i: usize| &program.vars[candidates[i]].decl.ty;
    let join = |group: &mut Vec<usize>, conflicts: &mut Vec<VarSet>, a: usize, b: usize| -> bool {
        let (ra, rb) = (find(group, a), find(group, b));
        if ra == rb || ty(ra) != ty(rb) || alone.contains(ra) || alone.contains(rb) || conflicts[ra].contains(rb) {
            return ra == rb;
        }
        // The group keeps its earliest variable's name.
        let (keep, gone) = (ra.min(rb), ra.max(rb));
        group[gone] = keep;
        let gone_conflicts = std::mem::take(&mut conflicts[gone]);
        for c in gone_conflicts.iter() {
            conflicts[c].insert(keep);
        }
        conflicts[keep].union_with(&gone_conflicts);
        true
    };
    // Copies first: each merge deletes a copy.
    for op in program.blocks.iter().flat_map(|b| &b.ops) {
        if let (Some(d), Some(s)) = (domain.index(op.var()), copy_source(op).and_then(|s| domain.index(s))) {
            join(&mut group, &mut conflicts, d, s);
        }
    }
    // Then first fit among the groups of each type.
    let mut slots: Vec<usize> = Vec::new();
    for i in 0..n {
        if find(&mut group, i) != i {
            continue;
        }
        if !slots.iter().any(|&s| join(&mut group, &mut conflicts, s, i)) {
            slots.push(i);
        }
    }
    (0..n).map(|i| find(&mut group, i)).collect()
}

/// Renames every variable `v` to `rep[v]`, drops the copies that became
/// `v = copy(v)`, and removes the variables nothing names any more.
fn rename(program: &mut Program, rep: &[VarId]) {
    program.merge_vars(rep);
    for block in &mut program.blocks {
        block.ops.retain(|op| copy_source(op) != Some(op.var()));
    }
}

#[cfg(test)]
mod tests {
    use crate::frontend::build_program;
    use crate::ir::p::{AllocClass, Op, Program};

    /// `y` is needed after `shift` returns, so it must keep its own
    /// storage while `shift` runs; `scale`'s and `shift`'s locals are
    /// never needed together; `t = z` is a copy whose two sides can merge.
    const SRC: &str = "from autobatch import *
def scale(v: f64[4], a: f64) -> f64[4]:
    w = v * a
    return w + 1.0
def shift(v: f64[4], b: f64) -> f64[4]:
    u = v - b
    return u * 2.0
def walk(v: f64[4], n: i64) -> f64[4]:
    if n <= 0:
        return v
    w = walk(v * 0.5, n - 1)
    return w + v
def f(x: f64[4], a: f64, n: i64) -> f64:
    y = scale(x, a)
    z = shift(y, a)
    t = z
    r = walk(t, n)
    return sum(r) + sum(y) * 10.0
";

    fn tensor_registers(p: &Program) -> Vec<String> {
        p.vars
            .iter()
            .filter(|v| v.class == AllocClass::Register && !v.decl.ty.is_scalar())
            .map(|v| v.decl.name.clone())
            .collect()
    }

    #[test]
    fn registers_never_needed_together_share_storage_and_results_stay() {
        let mut ir_f = build_program(SRC, "t.py", None).expect("builds");
        ir_f.entry = ir_f.functions.iter().position(|f| f.name == "f").expect("f");
        let p = crate::lower::lower(&ir_f).expect("lowers");
        let names = tensor_registers(&p);
        assert!(names.contains(&"f.y".to_string()), "{names:?}");
        assert!(!names.iter().any(|n| n.starts_with("shift.")), "{names:?}");
        assert!(!names.contains(&"f.t".to_string()), "{names:?}");
        let copies_of_itself = p.blocks.iter().flat_map(|b| &b.ops).filter(
            |op| matches!(op, Op::Update { var, args, .. } if args.first().and_then(|a| a.var()) == Some(*var)),
        );
        assert_eq!(copies_of_itself.count(), 0);
        same_outputs(
            &ir_f,
            &p,
            r#"{"x": [[1, 2, 3, 4], [0.5, -1, 4, 8], [3, 3, 3, 3]], "a": [2, -0.25, 7], "n": [0, 3, 6]}"#,
        );
    }

    /// The vm's run of `p` gives the reference run's outputs of `ir_f`.
    fn same_outputs(ir_f: &crate::ir::f::Program, p: &Program, inputs: &str) {
        let inputs = autobatch_runtime::io::inputs_from_json(inputs, &crate::driver::signature(ir_f)).expect("inputs");
        let options = crate::exec::ExecOptions::default();
        let want = crate::exec::run_reference(ir_f, &inputs, &options)
            .expect("fits")
            .outputs;
        let got = crate::exec::run_vm(p, &inputs, &options).expect("fits").outputs;
        assert_eq!(want, got);
    }

    /// `bump` is inlined into `main`'s loop, which rebinds the array it
    /// updates in place: the array goes through no temporary.
    #[test]
    fn an_array_updated_in_place_by_an_inlined_function_is_not_copied() {
        let src = "from autobatch import *
def main(x: f64, n: i64) -> tuple[f64[8], f64]:
    h = zeros(8)
    s = 0.0
    for i in range(n):
        h, t = bump(h, x, i)
        s += t
    return h, s
def bump(h: f64[8], x: f64, i: i64) -> tuple[f64[8], f64]:
    h[i % 8] += x
    first = h[0]
    return h, first
";
        let ir_f = build_program(src, "t.py", Some("main")).expect("builds");
        let p = crate::lower::lower(&ir_f).expect("lowers");
        let tensor_copies = p
            .blocks
            .iter()
            .flat_map(|b| &b.ops)
            .filter(|op| super::copy_source(op).is_some() && !p.vars[op.var()].decl.ty.is_scalar());
        assert_eq!(tensor_copies.count(), 1, "{p}");
        same_outputs(&ir_f, &p, r#"{"x": [0.5, -2.0, 3.0], "n": [0, 5, 19]}"#);
    }
}

//! Executor tests on hand-built IR: every executor, in both evaluation
//! modes, must give the same outputs and statuses.

pub(crate) mod programs;

use super::{run_local, run_reference, run_vm, ExecOptions, RunResult};
use crate::ir::{f, p};
use autobatch_runtime::{Arg, Inputs, Outputs, Status, Value};
use programs::*;

fn ints(xs: &[i64]) -> Vec<Value> {
    xs.iter().map(|x| Value::I64(*x)).collect()
}

fn batch(args: Vec<Arg>) -> Inputs {
    let z = args
        .iter()
        .find_map(|a| match a {
            Arg::Batched(vs) => Some(vs.len()),
            Arg::Shared(_) => None,
        })
        .unwrap_or(0);
    Inputs { z, args }
}

fn options(max_stack_depth: usize, gather: bool) -> ExecOptions {
    ExecOptions {
        max_stack_depth,
        gather,
        memory_limit: None,
    }
}

/// Every executor and mode on one batch, by name.
fn run_all(fp: &f::Program, pp: &p::Program, inputs: &Inputs, depth: usize) -> Vec<(&'static str, RunResult)> {
    vec![
        ("ref", run_reference(fp, inputs, &options(depth, false)).expect("fits")),
        (
            "local/mask",
            run_local(fp, inputs, &options(depth, false)).expect("fits"),
        ),
        (
            "local/gather",
            run_local(fp, inputs, &options(depth, true)).expect("fits"),
        ),
        ("vm/mask", run_vm(pp, inputs, &options(depth, false)).expect("fits")),
        ("vm/gather", run_vm(pp, inputs, &options(depth, true)).expect("fits")),
    ]
}

/// Checks that all runs agree bit for bit and returns the common outputs.
fn agreed(runs: &[(&str, RunResult)]) -> Outputs {
    let (first, expected) = (&runs[0].0, &runs[0].1.outputs);
    for (name, run) in &runs[1..] {
        assert_eq!(run.outputs.status, expected.status, "{name} vs {first}: status");
        assert_eq!(
            run.outputs.values.len(),
            expected.values.len(),
            "{name} vs {first}: outputs"
        );
        for (col, want) in run.outputs.values.iter().zip(&expected.values) {
            assert!(
                col.len() == want.len() && col.iter().zip(want).all(|(a, b)| a.bit_eq(b)),
                "{name} vs {first}: {col:?} != {want:?}"
            );
        }
    }
    expected.clone()
}

fn fib_outputs(ns: &[i64], depth: usize) -> Outputs {
    agreed(&run_all(
        &fib_f(),
        &fib_p(),
        &batch(vec![Arg::Batched(ints(ns))]),
        depth,
    ))
}

#[test]
fn fib_all_executors() {
    for (ns, want) in [([6, 7, 8, 9], [13, 21, 34, 55]), ([3, 7, 4, 5], [3, 21, 5, 8])] {
        let out = fib_outputs(&ns, 128);
        assert_eq!(out.values, vec![ints(&want)]);
        assert_eq!(out.status, vec![Status::Ok; 4]);
    }
}

#[test]
fn fib_edge_batches() {
    assert_eq!(fib_outputs(&[0, 1, -5, 2], 128).values, vec![ints(&[1, 1, 1, 2])]);
    let empty = fib_outputs(&[], 128);
    assert_eq!((empty.values, empty.status), (vec![vec![]], vec![]));
    let one = fib_outputs(&[15], 128);
    assert_eq!(one.values, vec![ints(&[987])]);
}

#[test]
fn stack_overflow_is_isolated() {
    let out = fib_outputs(&[3, 9, 4], 5);
    assert_eq!(out.status, vec![Status::Ok, Status::StackOverflow, Status::Ok]);
    assert_eq!(out.values, vec![ints(&[3, 0, 5])]);
    // fib(4) nests 3 calls deep: a limit of exactly 3 suffices, 2 does not.
    assert_eq!(fib_outputs(&[4], 3).status, vec![Status::Ok]);
    assert_eq!(fib_outputs(&[4], 2).status, vec![Status::StackOverflow]);
    // With no calls allowed, only the base case finishes.
    let flat = fib_outputs(&[1, 2], 0);
    assert_eq!(flat.status, vec![Status::Ok, Status::StackOverflow]);
    assert_eq!(flat.values, vec![ints(&[1, 0])]);
}

#[test]
fn division_by_zero_is_isolated() {
    let inputs = batch(vec![Arg::Batched(ints(&[7, 8, 9])), Arg::Batched(ints(&[1, 0, 2]))]);
    let out = agreed(&run_all(&div_f(), &div_p(), &inputs, 128));
    assert_eq!(out.status, vec![Status::Ok, Status::DivisionByZero, Status::Ok]);
    assert_eq!(out.values, vec![ints(&[7, 0, 4])]);
}

#[test]
fn junk_lanes_never_fault() {
    let inputs = batch(vec![Arg::Batched(ints(&[7, 8, -9])), Arg::Batched(ints(&[1, 0, 2]))]);
    let runs = run_all(&safe_div_f(), &safe_div_p(), &inputs, 128);
    let out = agreed(&runs);
    assert_eq!(out.status, vec![Status::Ok; 3]);
    assert_eq!(out.values, vec![ints(&[7, -1, -5])]);
}

#[test]
fn loops_diverge_and_reconverge_with_a_shared_input() {
    let inputs = batch(vec![Arg::Batched(ints(&[3, 0, 5, 1])), Arg::Shared(Value::I64(2))]);
    let runs = run_all(&sum_to_f(), &sum_to_p(), &inputs, 128);
    let out = agreed(&runs);
    assert_eq!(out.values, vec![ints(&[12, 0, 30, 2])]);
    // The loop body runs once per iteration of the longest member.
    for (name, run) in &runs[1..] {
        assert_eq!(run.stats.executions_of("sum_to.b2"), 5, "{name}");
    }
}

#[test]
fn masking_computes_more_lanes_than_gathering() {
    let inputs = batch(vec![Arg::Batched(ints(&[6, 7, 8, 9]))]);
    let runs = run_all(&fib_f(), &fib_p(), &inputs, 128);
    let stats = |name: &str| {
        &runs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, r)| r)
            .unwrap_or(&runs[0].1)
            .stats
    };
    for (mask, gather) in [("local/mask", "local/gather"), ("vm/mask", "vm/gather")] {
        let (m, g) = (stats(mask), stats(gather));
        assert_eq!(m.steps, g.steps, "{mask}: the schedule does not depend on the mode");
        assert_eq!(m.lanes_useful, g.lanes_useful, "{mask}");
        assert_eq!(g.lanes_computed, g.lanes_useful, "{gather}");
        assert!(m.lanes_computed > g.lanes_computed, "{mask}");
        assert!(m.utilization > 0.0 && m.utilization <= 1.0, "{mask}");
    }
    let reference = stats("ref");
    assert!(
        (reference.utilization - 0.25).abs() < 1e-12,
        "ref runs one member of 4 per step"
    );
    // Both IR-F executors evaluate the same useful member-ops.
    assert_eq!(reference.lanes_useful, stats("local/gather").lanes_useful);
}

/// Executions of `label` in the run named `name`.
fn executions(runs: &[(&str, RunResult)], name: &str, label: &str) -> u64 {
    runs.iter()
        .find(|(n, _)| *n == name)
        .map_or(0, |(_, r)| r.stats.executions_of(label))
}

/// fib's call trees are nested (fib(m)'s is a prefix of fib(n)'s for
/// m < n), so local batching already lines members up by call path: both
/// executors run the `+` block exactly as often as the deepest member
/// alone needs (fib(9) has 54 internal calls), which is the least
/// possible. The VM pays for its continuation blocks in total steps.
#[test]
fn fib_add_block_runs_as_often_as_for_the_deepest_member() {
    let runs = |ns: &[i64]| run_all(&fib_f(), &fib_p(), &batch(vec![Arg::Batched(ints(ns))]), 128);
    let (mixed, alone) = (runs(&[6, 7, 8, 9]), runs(&[9]));
    for (name, label) in [
        ("local/mask", "fib.b2"),
        ("vm/mask", FIB_P_ADD),
        ("vm/gather", FIB_P_ADD),
    ] {
        println!(
            "fib `+` block, {name}: {} on [6,7,8,9], {} on [9]; steps {} / {}",
            executions(&mixed, name, label),
            executions(&alone, name, label),
            mixed.iter().find(|(n, _)| *n == name).map_or(0, |(_, r)| r.stats.steps),
            alone.iter().find(|(n, _)| *n == name).map_or(0, |(_, r)| r.stats.steps),
        );
        assert_eq!(executions(&mixed, name, label), 54, "{name}");
        assert_eq!(executions(&alone, name, label), 54, "{name}");
    }
}

/// With mirrored call trees, local batching can only share the calls that
/// sit at the same call path with any argument; the VM shares blocks
/// across paths and depths, and runs the `+` block fewer times.
#[test]
fn vm_batches_across_recursion_depth() {
    let inputs = batch(vec![
        Arg::Batched(ints(&[9, 9, 8, 7])),
        Arg::Batched([true, false, true, false].map(Value::Bool).to_vec()),
    ]);
    let runs = run_all(&fibm_f(), &fibm_p(), &inputs, 128);
    assert_eq!(agreed(&runs).values, vec![ints(&[55, 55, 34, 21])]);
    let local_add = executions(&runs, "local/mask", "fibm.b2");
    let vm_add = executions(&runs, "vm/mask", FIBM_P_ADD);
    println!("fibm `+` block on [9, 9, 8, 7] with mirrored trees: local {local_add}, vm {vm_add}");
    assert!(vm_add < local_add);
    // As few as the deepest member alone needs: fib(9) has 54 internal calls.
    assert_eq!(vm_add, 54);
}

/// Recursion far deeper than the host stack could hold frame by frame
/// through the interpreters' own recursion.
#[test]
fn deep_recursion_does_not_overflow_the_host() {
    let inputs = batch(vec![Arg::Batched(ints(&[20_000, 3]))]);
    for run in [run_reference, run_local] {
        let out = run(&down_f(), &inputs, &options(20_000, false)).expect("fits").outputs;
        assert_eq!(out.status, vec![Status::Ok; 2]);
        let over = run(&down_f(), &inputs, &options(19_999, false)).expect("fits").outputs;
        assert_eq!(over.status, vec![Status::StackOverflow, Status::Ok]);
    }
}

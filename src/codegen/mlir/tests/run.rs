//! Compiled programs against the VM executor.

use super::harness::load;
use super::programs::fib;
use crate::exec::{run_vm, ExecOptions};
use crate::ir::p::Program;
use autobatch_runtime::{Arg, Inputs, Outputs, Status, Type, Value};

fn output_types(program: &Program) -> Vec<Type> {
    program.outputs.iter().map(|v| program.vars[*v].decl.ty.clone()).collect()
}

/// Runs `inputs` through the compiled program and the VM; they must
/// agree bit for bit. Returns the outputs.
fn agrees_with_vm(program: &Program, name: &str, inputs: &Inputs, depth: usize) -> Outputs {
    let loaded = load(program, name, depth);
    let types = output_types(program);
    let (compiled, _) = loaded.run(inputs, &types);
    let vm = run_vm(program, inputs, &ExecOptions { max_stack_depth: depth, gather: false }).outputs;
    assert_eq!(compiled.status, vm.status, "status");
    for (i, (got, want)) in compiled.values.iter().zip(&vm.values).enumerate() {
        for (b, (g, w)) in got.iter().zip(want).enumerate() {
            assert!(g.bit_eq(w), "output {i} member {b}: compiled {g:?}, vm {w:?}");
        }
    }
    compiled
}

fn ints(xs: &[i64]) -> Arg {
    Arg::Batched(xs.iter().map(|x| Value::I64(*x)).collect())
}

#[test]
fn fib_runs_compiled() {
    let inputs = Inputs { z: 4, args: vec![ints(&[6, 7, 8, 9])] };
    let out = agrees_with_vm(&fib(), "fib", &inputs, 64);
    let want: Vec<Value> = [13, 21, 34, 55].iter().map(|x| Value::I64(*x)).collect();
    assert_eq!(out.values[0], want);
    assert_eq!(out.status, vec![Status::Ok; 4]);
}

#[test]
fn fib_overflows_the_stack_per_member() {
    let inputs = Inputs { z: 5, args: vec![ints(&[1, 3, 12, 5, -4])] };
    let out = agrees_with_vm(&fib(), "fib_shallow", &inputs, 4);
    assert_eq!(out.status[2], Status::StackOverflow);
    assert_eq!(out.status[0], Status::Ok);
}

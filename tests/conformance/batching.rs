//! The batching behaviours of conformance.md, asserted on counts and
//! allocation classes rather than only on values.

use autobatch_compiler::driver::{compile_source, Backend, Compiled};
use autobatch_compiler::exec::ExecOptions;
use autobatch_compiler::ir::p::{AllocClass, Op, Program, Terminator};
use autobatch_compiler::lower;
use autobatch_compiler::prim::Prim;
use autobatch_runtime::{Arg, Inputs, Status, Value};

const FIB: &str = "from autobatch import *

def fib(n: i64) -> i64:
    if n <= 1:
        return 1
    return fib(n - 2) + fib(n - 1)
";

fn compile(source: &str, entry: &str) -> Compiled {
    compile_source(source, "test.py", entry).unwrap_or_else(|e| panic!("{e}"))
}

fn ints(xs: &[i64]) -> Inputs {
    Inputs {
        z: xs.len(),
        args: vec![Arg::Batched(xs.iter().map(|x| Value::I64(*x)).collect())],
    }
}

fn options(depth: usize, gather: bool) -> ExecOptions {
    ExecOptions {
        max_stack_depth: depth,
        gather,
        ..ExecOptions::default()
    }
}

/// Executions of the (first) block holding an `Add` of the entry
/// function: IR-P blocks for the vm, IR-F blocks for ref and local.
fn add_block_executions(c: &Compiled, backend: Backend, xs: &[i64]) -> u64 {
    let result = c.run(backend, &ints(xs), &options(64, false)).expect("fits");
    let label = match backend {
        Backend::Vm => {
            let b = c
                .ir_p
                .blocks
                .iter()
                .position(|b| has_add_p(&b.ops))
                .expect("an add block");
            c.ir_p.blocks[b].label.clone()
        }
        _ => {
            let func = &c.ir_f.functions[c.ir_f.entry];
            let b = func
                .blocks
                .iter()
                .position(|b| {
                    b.ops
                        .iter()
                        .any(|op| matches!(op, autobatch_compiler::ir::f::Op::Prim { prim: Prim::Add, .. }))
                })
                .expect("an add block");
            format!("{}.b{b}", func.name)
        }
    };
    result
        .stats
        .block_executions
        .iter()
        .find(|(l, _)| *l == label)
        .map_or(0, |(_, n)| *n)
}

fn has_add_p(ops: &[Op]) -> bool {
    ops.iter().any(|op| matches!(op, Op::Update { prim: Prim::Add, .. }))
}

#[test]
fn fib_add_block_counts() {
    let c = compile(FIB, "fib");
    // fib(n) (with fib(0) = fib(1) = 1) has fib(n) leaves, so fib(n) - 1
    // internal calls, each adding once: fib(9) = 55 gives 54 adds alone.
    assert_eq!(add_block_executions(&c, Backend::Vm, &[9]), 54);
    assert_eq!(add_block_executions(&c, Backend::Local, &[9]), 54);
    // Unbatched, the four members need 12 + 20 + 33 + 54 = 119 adds.
    assert_eq!(add_block_executions(&c, Backend::Ref, &[6, 7, 8, 9]), 119);
    // The program-counter VM needs no more adds for the batch than the
    // deepest member alone.
    assert_eq!(add_block_executions(&c, Backend::Vm, &[6, 7, 8, 9]), 54);
    // Local static batching merges members only at the same position of
    // the call tree. fib's call trees are nested (the node at a path has
    // value n - (steps on the path), internal when > 1), so on fib the
    // union of the trees is the deepest tree and local also needs 54.
    assert_eq!(add_block_executions(&c, Backend::Local, &[6, 7, 8, 9]), 54);
}

/// Members that reach the same function through different call sites run
/// in different host frames under local static batching, but meet at the
/// same blocks under the program-counter VM.
const TWO_SITES: &str = "from autobatch import *

def walk(n: i64) -> i64:
    if n <= 0:
        return 0
    if n % 2 == 0:
        a = walk(n - 1)
    else:
        a = walk(n - 2)
    return a + 1
";

#[test]
fn program_counter_batches_across_call_sites() {
    let c = compile(TWO_SITES, "walk");
    // walk(n) adds once per call with n > 0: walk(20) = 1 + walk(19) =
    // 2 + walk(17) = ... : 20 -> 19 -> 17 -> ... -> 1 -> -1 is 11 adds.
    assert_eq!(add_block_executions(&c, Backend::Ref, &[20]), 11);
    let batch = [20, 21, 22, 23, 24, 25];
    let alone: u64 = batch
        .iter()
        .map(|n| add_block_executions(&c, Backend::Ref, &[*n]))
        .sum();
    let vm = add_block_executions(&c, Backend::Vm, &batch);
    let local = add_block_executions(&c, Backend::Local, &batch);
    let deepest = batch
        .iter()
        .map(|n| add_block_executions(&c, Backend::Ref, &[*n]))
        .max()
        .unwrap_or(0);
    assert_eq!(vm, deepest, "the vm batches every member at every depth");
    assert!(
        local > vm && local <= alone,
        "local {local}, vm {vm}, unbatched {alone}"
    );
}

fn class_of(p: &Program, name: &str) -> AllocClass {
    p.vars
        .iter()
        .find(|v| v.decl.name == name)
        .unwrap_or_else(|| panic!("no var {name}"))
        .class
}

#[test]
fn fib_allocation_classes() {
    let c = compile(FIB, "fib");
    let p = &c.ir_p;
    assert!(p.pc_stack, "the program counter has a stack");
    assert_eq!(class_of(p, "fib.n"), AllocClass::Stack);
    // The comparison result feeds the branch of its own block only.
    let cond = p.blocks.iter().find_map(|b| match b.term {
        Terminator::Branch { cond, .. } => Some(cond),
        _ => None,
    });
    assert_eq!(p.vars[cond.expect("a branch")].class, AllocClass::Temporary);
}

#[test]
fn non_recursive_programs_have_no_variable_stacks() {
    // `sq` is longer than a function `lower::inline` splices in, so the
    // calls stay calls.
    let steps: String = (0..lower::inline::MAX_INLINE_OPS)
        .map(|k| format!("    x = x + {k}\n"))
        .collect();
    let src = format!(
        "from autobatch import *

def sq(x: i64) -> i64:
{steps}    return x * x

def f(x: i64) -> i64:
    y = sq(x) + sq(x + 1)
    while y > 100:
        y = y // 2
    return 2 if y > 1 else 0
"
    );
    let c = compile(&src, "f");
    assert!(c.ir_p.vars_of(AllocClass::Stack).is_empty(), "{}", c.ir_p);
    assert!(c.ir_p.pc_stack, "calls still return through the pc stack");
    let c = compile(
        "from autobatch import *\n\ndef g(x: i64) -> i64:\n    return 2 if x > 1 else 0\n",
        "g",
    );
    assert!(c.ir_p.vars_of(AllocClass::Stack).is_empty());
    assert!(!c.ir_p.pc_stack, "no calls: the program counter is a register");
}

#[test]
fn self_tail_call_is_a_jump() {
    let src = "from autobatch import *

def iota_sum(n: i64, acc: i64) -> i64:
    if n <= 0:
        return acc
    return iota_sum(n - 1, acc + n)
";
    let c = compile(src, "iota_sum");
    assert!(!c.ir_p.pc_stack, "no return address is pushed:\n{}", c.ir_p);
    assert!(c.ir_p.vars_of(AllocClass::Stack).is_empty());
    assert!(!c
        .ir_p
        .blocks
        .iter()
        .any(|b| matches!(b.term, Terminator::PushJump { .. })));
    let inputs = Inputs {
        z: 3,
        args: vec![
            Arg::Batched(vec![Value::I64(12), Value::I64(-13), Value::I64(100)]),
            Arg::Batched(vec![Value::I64(0); 3]),
        ],
    };
    // Depth 1 would overflow any real recursion of 100 frames.
    let out = c.run(Backend::Vm, &inputs, &options(1, false)).expect("fits").outputs;
    assert_eq!(out.values[0], vec![Value::I64(78), Value::I64(0), Value::I64(5050)]);
}

#[test]
fn stack_overflow_is_isolated() {
    let c = compile(FIB, "fib");
    for (backend, gather) in [
        (Backend::Ref, false),
        (Backend::Local, false),
        (Backend::Vm, false),
        (Backend::Vm, true),
    ] {
        let out = c
            .run(backend, &ints(&[3, 9, 4, 5]), &options(5, gather))
            .expect("fits")
            .outputs;
        assert_eq!(
            out.status,
            vec![Status::Ok, Status::StackOverflow, Status::Ok, Status::Ok],
            "{backend:?}"
        );
        assert_eq!(out.values[0][0], Value::I64(3));
        assert_eq!(out.values[0][2], Value::I64(5));
        assert_eq!(out.values[0][3], Value::I64(8));
    }
}

#[test]
fn pop_push_pairs_fuse_into_updates() {
    // `n` is saved across both calls; nothing reads it between the first
    // call's pop and the second call's push of the new argument.
    let src = "from autobatch import *

def g(n: i64, k: i64) -> i64:
    if k <= 0:
        return n
    a = g(n + 1, k - 1)
    b = g(a, k - 2)
    return a + b + n + k
";
    let c = compile(src, "g");
    let n = c.ir_p.vars.iter().position(|v| v.decl.name == "g.n").expect("g.n");
    let pops = c
        .ir_p
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .filter(|op| matches!(op, Op::Pop { var } if *var == n))
        .count();
    let pushes = c
        .ir_p
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .filter(|op| matches!(op, Op::Push { var, .. } if *var == n))
        .count();
    assert_eq!((pushes, pops), (1, 1), "one push/pop pair fused away:\n{}", c.ir_p);
    assert!(c.ir_p.to_string().contains("update g.n = copy("), "{}", c.ir_p);
    let inputs = Inputs {
        z: 4,
        args: vec![
            Arg::Batched((0..4).map(Value::I64).collect()),
            Arg::Batched((3..7).map(Value::I64).collect()),
        ],
    };
    let reference = c.run(Backend::Ref, &inputs, &options(64, false)).expect("fits").outputs;
    for gather in [false, true] {
        assert_eq!(
            c.run(Backend::Vm, &inputs, &options(64, gather)).expect("fits").outputs,
            reference
        );
    }
}

#[test]
fn division_by_zero_is_isolated() {
    let src = "from autobatch import *\n\ndef f(x: i64, y: i64) -> i64:\n    return x // y + x % y\n";
    let c = compile(src, "f");
    let inputs = Inputs {
        z: 3,
        args: vec![
            Arg::Batched(vec![Value::I64(-7), Value::I64(5), Value::I64(9)]),
            Arg::Batched(vec![Value::I64(2), Value::I64(0), Value::I64(-4)]),
        ],
    };
    for (backend, gather) in [
        (Backend::Ref, false),
        (Backend::Local, false),
        (Backend::Vm, false),
        (Backend::Vm, true),
    ] {
        let out = c.run(backend, &inputs, &options(8, gather)).expect("fits").outputs;
        assert_eq!(
            out.status,
            vec![Status::Ok, Status::DivisionByZero, Status::Ok],
            "{backend:?}"
        );
        // Python: -7 // 2 + -7 % 2 == -4 + 1; 9 // -4 + 9 % -4 == -3 + -3.
        assert_eq!(out.values[0][0], Value::I64(-3));
        assert_eq!(out.values[0][2], Value::I64(-6));
    }
}

#[test]
fn batch_utilization_is_reported() {
    let c = compile(FIB, "fib");
    let full = c
        .run(Backend::Vm, &ints(&[7, 7, 7, 7]), &options(64, false))
        .expect("fits")
        .stats;
    assert!(
        (full.utilization - 1.0).abs() < 1e-12,
        "identical members keep every lane busy"
    );
    let mixed = c
        .run(Backend::Vm, &ints(&[1, 7, 3, 9]), &options(64, true))
        .expect("fits")
        .stats;
    assert!(mixed.utilization < 1.0 && mixed.utilization > 0.0);
    assert!(
        mixed.lanes_computed <= mixed.lanes_useful,
        "gather computes only active lanes"
    );
}

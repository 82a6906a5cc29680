use super::*;
use crate::frontend::build_program;
use crate::lower::tail_dup::{duplicate_tails, Meeting};

/// Every form of `if` the pass meets (the conformance program's
/// `shapes`): a diamond, triangles either way, a nest, an arm that
/// rewrites the condition, a tensor arm, a library function, operands
/// that can fault guarded, a row written in place, and a call it must
/// leave alone.
const SRC: &str = include_str!("../../../../tests/programs/if_selects.py");

fn outputs(program: &Program, json: &str) -> String {
    let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(program)).expect("inputs");
    let out = crate::exec::run_reference(program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
    format!("{:?}", out.outputs)
}

fn blocks(program: &Program) -> usize {
    program.functions[program.entry].blocks.len()
}

fn blocks_of(program: &Program, name: &str) -> usize {
    let f = program.function_named(name).expect("the function");
    program.functions[f].blocks.len()
}

const INPUTS: &str = r#"{"x": [-1.5, 0.0, 0.5, 1.5, 2.5, 3.5, 6.0, 1e308, -1e308, -0.0, 0.3, 1.2],
    "n": [0, 1, 2, 3, 4, 5, -1, 3, 1, 2, -2, 11],
    "v": [[1, 2, 3], [0, -1, 2], [0.5, 0.25, 4], [1, 1, 1], [2, 3, 4],
          [5, 6, 7], [-1, -2, -3], [9, 8, 7], [1, 0, 1], [3, 2, 1], [1, 2, 3], [2, 2, 2]]}"#;

#[test]
fn converted_ifs_compute_the_same_values_and_statuses() {
    let mut program = build_program(SRC, "t.py", Some("shapes")).expect("builds");
    let before = program.clone();
    let converted = if_convert(&mut program);
    crate::ir::f::verify(&program).expect("verifies");
    // In `shapes`: the NaN test, the diamond, the nest (inner first, then
    // outer), the condition rewritten, the tensor diamond, the library
    // function, the integer division, the shift and the index with their
    // operands guarded, the row written in place; and the `if/elif/else`
    // of `steps` and of its gradient.
    assert_eq!(converted, 14, "{program}");
    assert!(blocks(&program) < blocks(&before));
    // Members whose index is out of range fault in both (n = 3, 5; w[3]).
    let out = outputs(&program, INPUTS);
    assert!(out.contains("IndexOutOfBounds"), "{out}");
    assert_eq!(outputs(&before, INPUTS), out);
    // The call stays behind its branch: the head, the call's arm and the
    // join.
    assert_eq!(blocks_of(&program, "shapes"), 3, "{program}");
    assert_eq!(if_convert(&mut program), 0, "a second pass finds nothing");
}

#[test]
fn a_loop_test_is_copied_into_the_jumps_that_reach_it() {
    let src = "\
from autobatch import *

def count(n: i64, x: f64) -> tuple[i64, f64]:
    i = 0
    while i < n and x < 100.0:
        x = x * 1.5 + 1.0
        i = i + 1
    return i, x
";
    let mut program = build_program(src, "t.py", Some("count")).expect("builds");
    let before = program.clone();
    assert!(duplicate_tails(&mut program, Meeting::LowestFirst) > 0);
    crate::ir::f::verify(&program).expect("verifies");
    let json = r#"{"n": [0, 1, 5, 50, -3], "x": [0.0, 1.0, 2.0, 1e308, 3.0]}"#;
    assert_eq!(outputs(&before, json), outputs(&program, json));
    let steps = |p: &Program| steps_of(p, json);
    assert!(
        steps(&program) < steps(&before),
        "{} !< {}",
        steps(&program),
        steps(&before)
    );
}

/// An arm that reads a variable before it pops it stays behind its branch:
/// the pop would run first, for both arms.
#[test]
fn an_arm_that_reads_before_it_pops_is_left_alone() {
    use crate::ir::f::{Block, Function, Param};
    use autobatch_runtime::{DType, Type};
    let var = |name: &str, dtype| VarDecl {
        name: name.into(),
        ty: Type::scalar(dtype),
    };
    let (x, c, y) = (0, 1, 2);
    let prim = |out, prim, args: Vec<Operand>| Op::Prim { out, prim, args };
    let jump = |target| Terminator::Jump { target };
    let func = Function {
        name: "f".into(),
        vars: vec![var("x", DType::F64), var("c", DType::Bool), var("y", DType::F64)],
        params: vec![Param { var: x, shared: false }, Param { var: c, shared: false }],
        outputs: vec![y, x],
        blocks: vec![
            Block {
                ops: vec![
                    Op::Save {
                        tape: 0,
                        arg: Operand::Var(x),
                    },
                    prim(x, Prim::Mul, vec![Operand::Var(x), Operand::Const(Const::F64(2.0))]),
                ],
                term: Terminator::Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            },
            Block {
                ops: vec![
                    prim(y, Prim::Copy, vec![Operand::Var(x)]),
                    Op::Restore { out: x, tape: 0 },
                ],
                term: jump(3),
            },
            Block {
                ops: vec![
                    Op::Restore { out: x, tape: 0 },
                    prim(y, Prim::Copy, vec![Operand::Var(x)]),
                ],
                term: jump(3),
            },
            Block {
                ops: vec![],
                term: Terminator::Return,
            },
        ],
    };
    let mut program = Program {
        functions: vec![func],
        entry: 0,
        tapes: vec![var("tape0", DType::F64)],
    };
    crate::ir::f::verify(&program).expect("verifies");
    let before = program.clone();
    assert_eq!(if_convert(&mut program), 0, "{program}");
    let json = r#"{"x": [1.5, -2.0], "c": [true, false]}"#;
    assert_eq!(outputs(&before, json), outputs(&program, json));
}

/// The steps of the reference executor over `json`'s members.
fn steps_of(program: &Program, json: &str) -> u64 {
    let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(program)).expect("inputs");
    let out = crate::exec::run_reference(program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
    out.stats.steps
}

/// An `if` whose arms stay branches (a loop in one) and whose join is a
/// few ops before a forward branch: each arm runs the join's ops itself,
/// one step fewer for every member, the same values; a join that returns
/// stays (members from both arms meet there before they return).
#[test]
fn an_ifs_short_join_is_copied_into_its_arms() {
    let src = "\
from autobatch import *

def f(n: i64, x: f64) -> f64:
    if n > 0:
        while x < 100.0:
            x = x * 2.0 + 1.0
    else:
        x = x - 1.0
    y = x * 3.0
    if y > 10.0:
        while y > 1.0:
            y = y / 2.0
    return y + 1.0
";
    let mut program = build_program(src, "t.py", Some("f")).expect("builds");
    if_convert(&mut program);
    let before = program.clone();
    assert!(duplicate_tails(&mut program, Meeting::LowestFirst) > 0);
    crate::ir::f::verify(&program).expect("verifies");
    let json = r#"{"n": [0, 1, 5, -3, 2], "x": [0.0, 1.0, 1e300, -0.0, 40.0]}"#;
    assert_eq!(outputs(&before, json), outputs(&program, json));
    assert!(steps_of(&program, json) < steps_of(&before, json), "{program}");
    let returns = |p: &Program| {
        let f = &p.functions[p.entry];
        f.blocks.iter().filter(|b| matches!(b.term, Terminator::Return)).count()
    };
    assert_eq!(returns(&program), 1, "{program}");
}

/// Where members run alone (`Meeting::Alone`, the CPU's `sync-heavy`),
/// the joins the lowest-first rule keeps are copied too: the one that
/// returns and the loop test entered from both arms, for the same outputs
/// in fewer steps.
#[test]
fn lone_members_get_every_short_join_copied() {
    let src = "\
from autobatch import *

def f(n: i64, x: f64) -> f64:
    if n > 0:
        x = x * 2.0
    else:
        x = x - 1.0
    y = x * 3.0
    if y > 10.0:
        y = y / 2.0
    else:
        y = y + 4.0
    return y + 1.0
";
    let mut program = build_program(src, "t.py", Some("f")).expect("builds");
    let mut meeting = program.clone();
    duplicate_tails(&mut meeting, Meeting::LowestFirst);
    let mut alone = meeting.clone();
    assert!(duplicate_tails(&mut alone, Meeting::Alone) > 0, "{meeting}");
    duplicate_tails(&mut program, Meeting::Alone);
    for p in [&alone, &program] {
        crate::ir::f::verify(p).expect("verifies");
    }
    let json = r#"{"n": [0, 1, 5, -3, 2], "x": [0.0, 1.0, 1e300, -0.0, 40.0]}"#;
    assert_eq!(outputs(&meeting, json), outputs(&alone, json));
    assert_eq!(outputs(&meeting, json), outputs(&program, json));
    assert!(steps_of(&alone, json) < steps_of(&meeting, json), "{alone}");
    let returns = |p: &Program| {
        let f = &p.functions[p.entry];
        f.blocks.iter().filter(|b| matches!(b.term, Terminator::Return)).count()
    };
    assert!(returns(&alone) > 1, "{alone}");
}

/// A join that calls a function is not copied: members from both arms
/// meet at the call, as program-counter batching has them do.
#[test]
fn a_join_with_a_call_stays_where_members_meet() {
    let src = "\
from autobatch import *

def g(k: i64) -> i64:
    if k <= 1:
        return k
    return g(k - 1) + g(k - 2)

def f(n: i64, x: f64) -> i64:
    if n > 0:
        while x < 100.0:
            x = x * 2.0 + 1.0
    else:
        n = 3
    return g(n)
";
    let mut program = build_program(src, "t.py", Some("f")).expect("builds");
    if_convert(&mut program);
    let calls = |p: &Program| {
        let f = &p.functions[p.entry];
        f.blocks
            .iter()
            .flat_map(|b| &b.ops)
            .filter(|op| matches!(op, Op::Call { .. }))
            .count()
    };
    let before = calls(&program);
    duplicate_tails(&mut program, Meeting::LowestFirst);
    crate::ir::f::verify(&program).expect("verifies");
    assert_eq!(calls(&program), before, "{program}");
}

use super::*;
use crate::frontend::build_program;
use crate::lower::tail_dup::duplicate_tails;

/// Every form of `if` the pass meets: a diamond, triangles either way, a
/// nest, an arm that rewrites the condition, a tensor arm, a library
/// function, and arms it must leave alone (an integer division, a call, an
/// index, one too costly).
const SRC: &str = "\
from autobatch import *

def twice(x: f64) -> f64:
    return 2.0 * x

def shapes(x: f64, n: i64, v: f64[3]) -> tuple[f64, i64, f64[3], bool, f64]:
    h = x * 0.5 * (x * 4.0 - x * 4.0 + 1.0)
    if isnan(h):
        h = inf
    if h > 1.0:
        a = h - 1.0
        b = a * a
    else:
        a = 1.0 - h
        b = 0.0 - a
    if n > 2:
        if x < 0.0:
            b = b + 1.0
        else:
            b = b - 1.0
    big = x > 3.0
    if big:
        big = x > 5.0
        h = h + 0.25
    if n % 2 == 1:
        w = v * 2.0
    else:
        w = v + 1.0
    if x > 0.0:
        a = log1p(exp(0.0 - x))
    if n > 0:
        n = 10 // n
    if x > 1.0:
        a = twice(a)
    if x > 0.25:
        w[n % 4] = a
    if n > 1:
        b = b + v[n]
    if x > 2.0:
        a = exp(a) + exp(b) + exp(h) + exp(x) + exp(1.0 - x)
    return a + b, n, w, big, h
";

fn outputs(program: &Program, json: &str) -> String {
    let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(program)).expect("inputs");
    let out = crate::exec::run_reference(program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
    format!("{:?}", out.outputs)
}

fn blocks(program: &Program) -> usize {
    program.functions[program.entry].blocks.len()
}

const INPUTS: &str = r#"{"x": [-1.5, 0.0, 0.5, 1.5, 2.5, 3.5, 6.0, 1e308, -1e308, -0.0],
    "n": [0, 1, 2, 3, 4, 5, -1, 3, 1, 2],
    "v": [[1, 2, 3], [0, -1, 2], [0.5, 0.25, 4], [1, 1, 1], [2, 3, 4],
          [5, 6, 7], [-1, -2, -3], [9, 8, 7], [1, 0, 1], [3, 2, 1]]}"#;

#[test]
fn converted_ifs_compute_the_same_values_and_statuses() {
    let mut program = build_program(SRC, "t.py", Some("shapes")).expect("builds");
    let before = program.clone();
    let converted = if_convert(&mut program);
    crate::ir::f::verify(&program).expect("verifies");
    // The NaN test, the diamond, the nest (inner first, then outer), the
    // condition rewritten, the tensor diamond, the library function, and
    // the integer division and the index with their operands guarded, the
    // row written in place.
    assert_eq!(converted, 10, "{program}");
    assert!(blocks(&program) < blocks(&before));
    // Members whose index is out of range fault in both (n = 3, 5; w[3]).
    let out = outputs(&program, INPUTS);
    assert!(out.contains("IndexOutOfBounds"), "{out}");
    assert_eq!(outputs(&before, INPUTS), out);
    // The call and the costly arm stay behind their branches: the entry
    // block, the call's arm, the costly arm and the join of each.
    assert_eq!(blocks(&program), 5, "{program}");
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
    assert!(duplicate_tails(&mut program) > 0);
    crate::ir::f::verify(&program).expect("verifies");
    let json = r#"{"n": [0, 1, 5, 50, -3], "x": [0.0, 1.0, 2.0, 1e308, 3.0]}"#;
    assert_eq!(outputs(&before, json), outputs(&program, json));
    let steps = |p: &Program| {
        let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(p)).expect("inputs");
        let out = crate::exec::run_reference(p, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
        out.stats.steps
    };
    assert!(
        steps(&program) < steps(&before),
        "{} !< {}",
        steps(&program),
        steps(&before)
    );
}

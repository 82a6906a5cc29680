//! Frontend unit tests: programs that must build (checked by running the
//! IR-F they produce with a tiny interpreter) and programs that must be
//! rejected at a given place.

mod errors;
mod grad;
mod in_place;
mod math;
mod model;
mod prelude;
mod programs;

use super::build_program;
use crate::diag::Diagnostic;
use crate::ir::f::{Op, Program, Terminator};
use crate::ir::{FuncId, Operand};
use crate::prim::eval;
use autobatch_runtime::Value;

fn build(src: &str) -> Program {
    build_entry(src, None)
}

fn build_entry(src: &str, entry: Option<&str>) -> Program {
    match build_program(src, "t.py", entry) {
        Ok(p) => p,
        Err(d) => panic!("expected the program to build:\n{}", d.render()),
    }
}

fn error(src: &str) -> Diagnostic {
    match build_program(src, "t.py", None) {
        Ok(p) => panic!("expected an error, got:\n{p}"),
        Err(d) => d,
    }
}

/// The error building `src` with `entry` as the entry gives.
fn error_entry(src: &str, entry: &str) -> Diagnostic {
    match build_program(src, "t.py", Some(entry)) {
        Ok(p) => panic!("expected an error, got:\n{p}"),
        Err(d) => d,
    }
}

/// Asserts the program is rejected with a message containing `msg` at
/// `line:col`.
#[track_caller]
fn assert_error(src: &str, msg: &str, line: usize, col: usize) {
    assert_diagnostic(error(src), msg, line, col);
}

/// Asserts `d` has a message containing `msg` at `line:col`.
#[track_caller]
fn assert_diagnostic(d: Diagnostic, msg: &str, line: usize, col: usize) {
    assert!(d.message.contains(msg), "message {:?} lacks {msg:?}", d.message);
    assert_eq!(
        d.line_col(),
        Some((line, col)),
        "wrong place for {:?}:\n{}",
        d.message,
        d.render()
    );
    let rendered = d.render();
    assert!(rendered.contains(&format!("t.py:{line}:{col}")), "{rendered}");
}

/// Runs function `name` of `p` on one member's arguments: an unbatched
/// IR-F interpreter, enough to check what the frontend built.
fn run(p: &Program, name: &str, args: Vec<Value>) -> Vec<Value> {
    let f = p.function_named(name).expect("function exists");
    call(p, f, args, 0)
}

fn call(p: &Program, f: FuncId, args: Vec<Value>, depth: usize) -> Vec<Value> {
    assert!(depth < 200, "recursion too deep");
    let func = &p.functions[f];
    let mut env: Vec<Option<Value>> = vec![None; func.vars.len()];
    for (param, a) in func.params.iter().zip(args) {
        env[param.var] = Some(a);
    }
    let read = |env: &Vec<Option<Value>>, a: &Operand| match a {
        Operand::Var(v) => env[*v].clone().expect("assigned before read"),
        Operand::Const(c) => c.value(),
    };
    let mut b = 0;
    loop {
        let block = &func.blocks[b];
        for op in &block.ops {
            match op {
                Op::Prim { out, prim, args } => {
                    let vals: Vec<Value> = args.iter().map(|a| read(&env, a)).collect();
                    let refs: Vec<&Value> = vals.iter().collect();
                    env[*out] = Some(eval(*prim, &refs).expect("no fault"));
                }
                Op::Call {
                    outs,
                    func: callee,
                    args,
                } => {
                    let vals: Vec<Value> = args.iter().map(|a| read(&env, a)).collect();
                    for (o, r) in outs.iter().zip(call(p, *callee, vals, depth + 1)) {
                        env[*o] = Some(r);
                    }
                }
                Op::Save { .. } | Op::Restore { .. } => panic!("this interpreter does not run tapes (AD output)"),
            }
        }
        match &block.term {
            Terminator::Jump { target } => b = *target,
            Terminator::Branch { cond, then, els } => {
                b = if env[*cond] == Some(Value::Bool(true)) {
                    *then
                } else {
                    *els
                };
            }
            Terminator::Return => {
                return func
                    .outputs
                    .iter()
                    .map(|o| env[*o].clone().expect("output assigned"))
                    .collect();
            }
        }
    }
}

fn i64s(vals: &[i64]) -> Vec<Value> {
    vals.iter().map(|v| Value::I64(*v)).collect()
}

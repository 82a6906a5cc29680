//! The IR-F verifier: every index in range, every op well-typed under the
//! primitive table's rules, every call matching its callee's signature,
//! branch conditions scalar bools, shared parameters never written, and
//! every variable definitely assigned before it is read.

use super::{Function, Op, Program, Terminator};
use crate::ir::{VarId, VerifyError};
use crate::prim::{self, Prim};
use autobatch_runtime::{DType, Type};

pub fn verify(program: &Program) -> Result<(), VerifyError> {
    if program.entry >= program.functions.len() {
        return Err(VerifyError::new("program", "entry function out of range"));
    }
    for func in &program.functions {
        verify_function(program, func)?;
    }
    Ok(())
}

fn verify_function(program: &Program, func: &Function) -> Result<(), VerifyError> {
    let at = |b: usize| format!("{}.b{b}", func.name);
    if func.blocks.is_empty() {
        return Err(VerifyError::new(&func.name, "function has no blocks"));
    }
    let var_ok = |v: VarId| v < func.vars.len();
    for p in &func.params {
        if !var_ok(p.var) {
            return Err(VerifyError::new(&func.name, "parameter variable out of range"));
        }
    }
    if let Some(v) = func.outputs.iter().find(|v| !var_ok(**v)) {
        return Err(VerifyError::new(
            &func.name,
            format!("output variable {v} out of range"),
        ));
    }
    let shared: Vec<VarId> = func.params.iter().filter(|p| p.shared).map(|p| p.var).collect();
    for (b, block) in func.blocks.iter().enumerate() {
        for op in &block.ops {
            if let Some(v) = op.uses().chain(op.defs()).find(|v| !var_ok(*v)) {
                return Err(VerifyError::new(at(b), format!("variable {v} out of range")));
            }
            if let Some(v) = op.defs().into_iter().find(|v| shared.contains(v)) {
                return Err(VerifyError::new(
                    at(b),
                    format!("shared parameter `{}` is written", func.vars[v].name),
                ));
            }
            verify_op(program, func, op, &shared).map_err(|m| VerifyError::new(at(b), m))?;
        }
        for s in block.term.successors() {
            if s >= func.blocks.len() {
                return Err(VerifyError::new(at(b), format!("jump to missing block b{s}")));
            }
        }
        if let Terminator::Branch { cond, .. } = block.term {
            if !var_ok(cond) || func.vars[cond].ty != Type::scalar(DType::Bool) {
                return Err(VerifyError::new(at(b), "branch condition must be a scalar bool"));
            }
        }
    }
    verify_definite_assignment(func)
}

fn verify_op(program: &Program, func: &Function, op: &Op, shared: &[VarId]) -> Result<(), String> {
    match op {
        Op::Prim { out, prim, args } => {
            let tys: Vec<Type> = args.iter().map(|a| func.operand_type(a)).collect();
            let ty = prim::result_type(*prim, &tys)?;
            let declared = &func.vars[*out].ty;
            // A copy may not change a type; every other primitive must give
            // exactly the declared type of its output.
            if &ty != declared && !(*prim == Prim::Copy && tys[0] == *declared) {
                return Err(format!(
                    "{} gives {ty} but `{}` is {declared}",
                    prim.name(),
                    func.vars[*out].name
                ));
            }
            Ok(())
        }
        Op::Save { tape, arg } => {
            let decl = program.tapes.get(*tape).ok_or("save to a missing tape")?;
            let ty = func.operand_type(arg);
            if ty != decl.ty {
                return Err(format!("save of {ty} to tape{tape} of {}", decl.ty));
            }
            Ok(())
        }
        Op::Restore { out, tape } => {
            let decl = program.tapes.get(*tape).ok_or("restore from a missing tape")?;
            if func.vars[*out].ty != decl.ty {
                return Err(format!(
                    "restore of tape{tape} ({}) into `{}` of {}",
                    decl.ty, func.vars[*out].name, func.vars[*out].ty
                ));
            }
            Ok(())
        }
        Op::Call {
            outs,
            func: callee,
            args,
        } => {
            let callee = program
                .functions
                .get(*callee)
                .ok_or_else(|| "call to a missing function".to_string())?;
            if args.len() != callee.params.len() || outs.len() != callee.outputs.len() {
                return Err(format!("call to `{}` has the wrong arity", callee.name));
            }
            for (a, p) in args.iter().zip(&callee.params) {
                let want = &callee.vars[p.var].ty;
                if &func.operand_type(a) != want {
                    return Err(format!("argument to `{}` is not {want}", callee.name));
                }
                let arg_shared = a.var().is_some_and(|v| shared.contains(&v));
                if p.shared != arg_shared {
                    return Err(format!(
                        "parameter `{}` of `{}` is {}shared but its argument is {}",
                        callee.vars[p.var].name,
                        callee.name,
                        if p.shared { "" } else { "not " },
                        if arg_shared { "shared" } else { "batched" }
                    ));
                }
            }
            for (o, r) in outs.iter().zip(&callee.outputs) {
                if func.vars[*o].ty != callee.vars[*r].ty {
                    return Err(format!(
                        "result of `{}` does not fit `{}`",
                        callee.name, func.vars[*o].name
                    ));
                }
            }
            Ok(())
        }
    }
}

/// Forward must-analysis: a variable is assigned at a point when every
/// path from the entry assigns it. Reading one that is not is the IR form
/// of Python's `UnboundLocalError`.
fn verify_definite_assignment(func: &Function) -> Result<(), VerifyError> {
    let n = func.vars.len();
    let nb = func.blocks.len();
    let mut entry_params = vec![false; n];
    for p in &func.params {
        entry_params[p.var] = true;
    }
    // in_sets[b] = None means "not reached yet" (top of the lattice). A
    // worklist revisits only blocks whose input changed, so large
    // functions stay linear-ish rather than quadratic.
    let mut in_sets: Vec<Option<Vec<bool>>> = vec![None; nb];
    in_sets[0] = Some(entry_params);
    let mut work: std::collections::VecDeque<usize> = std::collections::VecDeque::from([0]);
    let mut queued = vec![false; nb];
    queued[0] = true;
    while let Some(b) = work.pop_front() {
        queued[b] = false;
        let Some(mut cur) = in_sets[b].clone() else { continue };
        for op in &func.blocks[b].ops {
            for d in op.defs() {
                cur[d] = true;
            }
        }
        for s in func.blocks[b].term.successors() {
            let merged = match &in_sets[s] {
                None => cur.clone(),
                Some(old) => old.iter().zip(&cur).map(|(a, b)| *a && *b).collect(),
            };
            if in_sets[s].as_ref() != Some(&merged) {
                in_sets[s] = Some(merged);
                if !queued[s] {
                    queued[s] = true;
                    work.push_back(s);
                }
            }
        }
    }
    for (b, block) in func.blocks.iter().enumerate() {
        let Some(mut cur) = in_sets[b].clone() else { continue };
        let unbound = |cur: &Vec<bool>, v: VarId| -> Result<(), VerifyError> {
            if cur[v] {
                Ok(())
            } else {
                Err(VerifyError::new(
                    format!("{}.b{b}", func.name),
                    format!("`{}` may be read before it is assigned", func.vars[v].name),
                ))
            }
        };
        for op in &block.ops {
            for u in op.uses() {
                unbound(&cur, u)?;
            }
            for d in op.defs() {
                cur[d] = true;
            }
        }
        if let Terminator::Branch { cond, .. } = block.term {
            unbound(&cur, cond)?;
        }
        if block.term == Terminator::Return {
            for o in &func.outputs {
                unbound(&cur, *o)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::f::{Block, Param};
    use crate::ir::{Const, Operand, VarDecl};

    /// `f(c) { if c { x = 1 } ; return x }` with or without the else-arm
    /// assignment.
    fn program(assign_in_else: bool) -> Program {
        let var = |name: &str, d| VarDecl {
            name: name.into(),
            ty: Type::scalar(d),
        };
        let set_x = Op::Prim {
            out: 1,
            prim: Prim::Copy,
            args: vec![Operand::Const(Const::I64(1))],
        };
        let ret = Op::Prim {
            out: 2,
            prim: Prim::Copy,
            args: vec![Operand::Var(1)],
        };
        let els = if assign_in_else { vec![set_x.clone()] } else { vec![] };
        Program {
            functions: vec![Function {
                name: "f".into(),
                vars: vec![var("c", DType::Bool), var("x", DType::I64), var("%ret0", DType::I64)],
                params: vec![Param { var: 0, shared: false }],
                outputs: vec![2],
                blocks: vec![
                    Block {
                        ops: vec![],
                        term: Terminator::Branch {
                            cond: 0,
                            then: 1,
                            els: 2,
                        },
                    },
                    Block {
                        ops: vec![set_x],
                        term: Terminator::Jump { target: 3 },
                    },
                    Block {
                        ops: els,
                        term: Terminator::Jump { target: 3 },
                    },
                    Block {
                        ops: vec![ret],
                        term: Terminator::Return,
                    },
                ],
            }],
            entry: 0,
            tapes: Vec::new(),
        }
    }

    #[test]
    fn a_read_needs_an_assignment_on_every_path() {
        assert!(verify(&program(true)).is_ok());
        let err = verify(&program(false)).expect_err("x is unassigned on the else path");
        assert!(err.message.contains("`x` may be read before it is assigned"), "{err}");
        assert_eq!(err.location, "f.b3");
    }
}

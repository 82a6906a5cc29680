//! The IR-P verifier: indices in range, well-typed ops, stack operations
//! only on stack variables, shared variables never written, derived
//! variables written only by the prologue (which reads nothing a member
//! owns and cannot fault), temporaries written before they are read
//! within each block, and `PushJump` only when the program counter has a
//! stack.

use super::{AllocClass, Op, Program, Terminator};
use crate::ir::{Operand, VerifyError};
use crate::prim;
use autobatch_runtime::{DType, Type};

pub fn verify(program: &Program) -> Result<(), VerifyError> {
    let nv = program.vars.len();
    let nb = program.blocks.len();
    if program.entry >= nb {
        return Err(VerifyError::new("program", "entry block out of range"));
    }
    for v in program.inputs.iter().chain(&program.outputs) {
        if *v >= nv {
            return Err(VerifyError::new(
                "program",
                format!("input/output variable {v} out of range"),
            ));
        }
    }
    for (v, var) in program.vars.iter().enumerate() {
        if var.class == AllocClass::Shared && !program.inputs.contains(&v) {
            return Err(VerifyError::new(
                "program",
                format!("shared `{}` is not an input", var.decl.name),
            ));
        }
    }
    verify_prologue(program).map_err(|m| VerifyError::new("prologue", m))?;
    for (b, block) in program.blocks.iter().enumerate() {
        let at = format!("@{b} {}", block.label);
        let mut written = vec![false; nv];
        for op in &block.ops {
            verify_op(program, op, &written).map_err(|m| VerifyError::new(&at, m))?;
            if program.vars[op.var()].class == AllocClass::Derived {
                return Err(VerifyError::new(
                    &at,
                    format!(
                        "derived `{}` is written outside the prologue",
                        program.vars[op.var()].decl.name
                    ),
                ));
            }
            written[op.var()] = true;
        }
        verify_terminator(program, &block.term, nb).map_err(|m| VerifyError::new(&at, m))?;
    }
    Ok(())
}

/// The prologue: updates of derived variables, each written once, from
/// shared inputs, constants and derived variables written before it, by
/// primitives that cannot fault on them.
fn verify_prologue(program: &Program) -> Result<(), String> {
    let mut written = vec![false; program.vars.len()];
    for (v, var) in program.vars.iter().enumerate() {
        if var.class == AllocClass::Derived && (program.inputs.contains(&v) || program.outputs.contains(&v)) {
            return Err(format!("derived `{}` is an input or an output", var.decl.name));
        }
    }
    for op in &program.prologue {
        verify_op(program, op, &written)?;
        let Op::Update { var, prim, args } = op else {
            return Err("a push or pop in the prologue".into());
        };
        let decl = &program.vars[*var];
        if decl.class != AllocClass::Derived || written[*var] {
            return Err(format!("`{}` is not a derived variable written once", decl.decl.name));
        }
        for u in op.uses() {
            let ready = match program.vars[u].class {
                AllocClass::Shared => true,
                AllocClass::Derived => written[u],
                _ => false,
            };
            if !ready {
                return Err(format!(
                    "`{}` reads `{}`, which is neither shared nor derived before it",
                    decl.decl.name, program.vars[u].decl.name
                ));
            }
        }
        if program.can_fault(*prim, args) {
            return Err(format!("`{}` = {prim}(...) can fault", decl.decl.name));
        }
        written[*var] = true;
    }
    match (0..program.vars.len()).find(|&v| program.vars[v].class == AllocClass::Derived && !written[v]) {
        Some(v) => Err(format!("derived `{}` is never written", program.vars[v].decl.name)),
        None => Ok(()),
    }
}

fn verify_op(program: &Program, op: &Op, written: &[bool]) -> Result<(), String> {
    let nv = program.vars.len();
    let var = op.var();
    if var >= nv || op.uses().any(|u| u >= nv) {
        return Err("variable out of range".into());
    }
    let decl = &program.vars[var];
    if decl.class == AllocClass::Shared {
        return Err(format!("shared `{}` is written", decl.decl.name));
    }
    for u in op.uses() {
        if program.vars[u].class == AllocClass::Temporary && !written[u] {
            return Err(format!(
                "temporary `{}` is read before it is written in this block",
                program.vars[u].decl.name
            ));
        }
    }
    let (prim, args) = match op {
        Op::Pop { .. } | Op::Push { .. } if decl.class != AllocClass::Stack => {
            return Err(format!(
                "push/pop of `{}`, which is not a stack variable",
                decl.decl.name
            ));
        }
        Op::Pop { .. } => return Ok(()),
        Op::Update { prim, args, .. } | Op::Push { prim, args, .. } => (prim, args),
    };
    let tys: Vec<Type> = args
        .iter()
        .map(|a| match a {
            Operand::Var(v) => program.vars[*v].decl.ty.clone(),
            Operand::Const(c) => c.ty(),
        })
        .collect();
    let ty = prim::result_type(*prim, &tys)?;
    if ty != decl.decl.ty {
        return Err(format!(
            "{prim} gives {ty} but `{}` is {}",
            decl.decl.name, decl.decl.ty
        ));
    }
    Ok(())
}

fn verify_terminator(program: &Program, term: &Terminator, nb: usize) -> Result<(), String> {
    if term.successors().iter().any(|s| *s >= nb) {
        return Err("jump to a missing block".into());
    }
    match term {
        Terminator::Branch { cond, .. } => {
            let ok = program
                .vars
                .get(*cond)
                .is_some_and(|v| v.decl.ty == Type::scalar(DType::Bool));
            if !ok {
                return Err("branch condition must be a scalar bool".into());
            }
        }
        Terminator::PushJump { .. } if !program.pc_stack => {
            return Err("pushjump in a program whose program counter has no stack".into());
        }
        _ => {}
    }
    Ok(())
}

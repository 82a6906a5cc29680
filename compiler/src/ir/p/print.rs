//! The readable text form of IR-P, used by `autobatch ir --stage p` and
//! golden tests. A write to a stack variable's cached top prints as
//! `update`; a push that only saves prints as `push v`.

use super::{AllocClass, Op, Program, Terminator};
use crate::ir::print_util::operands;
use crate::ir::{Operand, VarDecl};
use crate::prim::Prim;
use std::fmt;

impl fmt::Display for AllocClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AllocClass::Temporary => "temporary",
            AllocClass::Register => "register",
            AllocClass::Stack => "stack",
            AllocClass::Shared => "shared",
            AllocClass::Derived => "derived",
        })
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let decls: Vec<VarDecl> = self.vars.iter().map(|v| v.decl.clone()).collect();
        let name = |v: usize| decls[v].name.as_str();
        let pc = if self.pc_stack { "stack" } else { "register" };
        writeln!(f, "program entry=@{} pc={pc} {{", self.entry)?;
        for v in &self.vars {
            writeln!(f, "  var {}: {} {}", v.decl.name, v.decl.ty, v.class)?;
        }
        let list = |vs: &[usize]| vs.iter().map(|v| name(*v)).collect::<Vec<_>>().join(", ");
        writeln!(f, "  inputs ({})", list(&self.inputs))?;
        writeln!(f, "  outputs ({})", list(&self.outputs))?;
        if !self.prologue.is_empty() {
            writeln!(f, "  prologue:")?;
            for op in &self.prologue {
                self.write_op(f, &decls, op)?;
            }
        }
        for (i, block) in self.blocks.iter().enumerate() {
            writeln!(f, "  @{i} {}:", block.label)?;
            for op in &block.ops {
                self.write_op(f, &decls, op)?;
            }
            match &block.term {
                Terminator::Jump { target } => writeln!(f, "    jump @{target}")?,
                Terminator::Branch { cond, then, els } => writeln!(f, "    branch {} @{then} @{els}", name(*cond))?,
                Terminator::PushJump { call, ret } => writeln!(f, "    pushjump @{call} ret @{ret}")?,
                Terminator::Return => writeln!(f, "    return")?,
            }
        }
        writeln!(f, "}}")
    }
}

impl Program {
    fn write_op(&self, f: &mut fmt::Formatter<'_>, decls: &[VarDecl], op: &Op) -> fmt::Result {
        let name = |v: usize| decls[v].name.as_str();
        let rhs = |prim: &Prim, args: &[Operand]| format!("{prim}({})", operands(decls, args));
        match op {
            Op::Update { var, prim, args } => {
                let kw = if self.vars[*var].class == AllocClass::Stack {
                    "update "
                } else {
                    ""
                };
                writeln!(f, "    {kw}{} = {}", name(*var), rhs(prim, args))
            }
            Op::Push {
                var,
                prim: Prim::Copy,
                args,
            } if args == &[Operand::Var(*var)] => writeln!(f, "    push {}", name(*var)),
            Op::Push { var, prim, args } => writeln!(f, "    push {} = {}", name(*var), rhs(prim, args)),
            Op::Pop { var } => writeln!(f, "    pop {}", name(*var)),
        }
    }
}

//! The readable text form of IR-F, used by `autobatch ir --stage f` and
//! golden tests.

use super::{Function, Op, Program, Terminator};
use crate::ir::print_util::operands;
use std::fmt;

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (t, decl) in self.tapes.iter().enumerate() {
            writeln!(f, "tape{t}: {} ({})", decl.ty, decl.name)?;
        }
        if !self.tapes.is_empty() {
            writeln!(f)?;
        }
        for (i, func) in self.functions.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            let entry = if i == self.entry { " entry" } else { "" };
            write!(
                f,
                "{}",
                FunctionDisplay {
                    program: self,
                    func,
                    entry
                }
            )?;
        }
        Ok(())
    }
}

struct FunctionDisplay<'a> {
    program: &'a Program,
    func: &'a Function,
    entry: &'a str,
}

impl fmt::Display for FunctionDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let func = self.func;
        let params: Vec<String> = func
            .params
            .iter()
            .map(|p| {
                let v = &func.vars[p.var];
                let shared = if p.shared { "shared " } else { "" };
                format!("{}: {shared}{}", v.name, v.ty)
            })
            .collect();
        let outs: Vec<String> = func
            .outputs
            .iter()
            .map(|v| format!("{}: {}", func.vars[*v].name, func.vars[*v].ty))
            .collect();
        writeln!(
            f,
            "func{} {}({}) -> ({}) {{",
            self.entry,
            func.name,
            params.join(", "),
            outs.join(", ")
        )?;
        for (b, block) in func.blocks.iter().enumerate() {
            writeln!(f, "  b{b}:")?;
            for op in &block.ops {
                match op {
                    Op::Prim { out, prim, args } => writeln!(
                        f,
                        "    {} = {prim}({})",
                        func.vars[*out].name,
                        operands(&func.vars, args)
                    )?,
                    Op::Save { tape, arg } => writeln!(
                        f,
                        "    save tape{tape} {}",
                        operands(&func.vars, std::slice::from_ref(arg))
                    )?,
                    Op::Restore { out, tape } => writeln!(f, "    {} = restore tape{tape}", func.vars[*out].name)?,
                    Op::Call {
                        outs,
                        func: callee,
                        args,
                    } => {
                        let outs: Vec<&str> = outs.iter().map(|v| func.vars[*v].name.as_str()).collect();
                        writeln!(
                            f,
                            "    {} = call {}({})",
                            outs.join(", "),
                            self.program.functions[*callee].name,
                            operands(&func.vars, args)
                        )?
                    }
                }
            }
            match &block.term {
                Terminator::Jump { target } => writeln!(f, "    jump b{target}")?,
                Terminator::Branch { cond, then, els } => {
                    writeln!(f, "    branch {} b{then} b{els}", func.vars[*cond].name)?
                }
                Terminator::Return => writeln!(f, "    return")?,
            }
        }
        writeln!(f, "}}")
    }
}

//! Printing helpers the two IR printers share.

use super::{Operand, VarDecl};

/// `name` of a variable, or the constant's literal.
pub(crate) fn operand(vars: &[VarDecl], op: &Operand) -> String {
    match op {
        Operand::Var(v) => vars[*v].name.clone(),
        Operand::Const(c) => c.to_string(),
    }
}

pub(crate) fn operands(vars: &[VarDecl], ops: &[Operand]) -> String {
    ops.iter().map(|o| operand(vars, o)).collect::<Vec<_>>().join(", ")
}

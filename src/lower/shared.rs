//! Shared parameters of callees alias entry parameters.
//!
//! A shared value (one copy for the whole batch) can only be passed along
//! as a shared parameter, so every shared parameter of a reachable
//! function stands for exactly one shared parameter of the entry: the
//! lowering gives them one IR-P variable. A parameter bound to two
//! different entry inputs at different calls is rejected.

use super::LowerError;
use crate::ir::f::{Op, Program};
use crate::ir::{FuncId, Operand, VarId};
use std::collections::HashMap;

/// (function, variable) of a shared parameter -> (entry, variable).
pub type Binding = HashMap<(FuncId, VarId), (FuncId, VarId)>;

pub fn bind_shared_params(program: &Program, functions: &[FuncId]) -> Result<Binding, LowerError> {
    let entry = program.entry;
    let mut binding: Binding = program.functions[entry]
        .params
        .iter()
        .filter(|p| p.shared)
        .map(|p| ((entry, p.var), (entry, p.var)))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &fid in functions {
            for op in program.functions[fid].blocks.iter().flat_map(|b| &b.ops) {
                let Op::Call { func: g, args, .. } = op else { continue };
                for (param, arg) in program.functions[*g].params.iter().zip(args) {
                    let (true, Operand::Var(a)) = (param.shared, arg) else {
                        continue;
                    };
                    let Some(&source) = binding.get(&(fid, *a)) else {
                        continue;
                    };
                    match binding.get(&(*g, param.var)) {
                        None => {
                            binding.insert((*g, param.var), source);
                            changed = true;
                        }
                        Some(&bound) if bound != source => {
                            let callee = &program.functions[*g];
                            return Err(LowerError::AmbiguousShared {
                                function: callee.name.clone(),
                                param: callee.vars[param.var].name.clone(),
                            });
                        }
                        Some(_) => {}
                    }
                }
            }
        }
    }
    Ok(binding)
}

//! Lowering IR-F to IR-P (paper Section 3): merge every function reachable
//! from the entry into one control-flow graph and replace each call with
//! explicit stack operations, using the allocation computed by
//! `analysis::alloc`:
//!
//! ```text
//! y = g(a)   ==>   push s (for each s in the call's save set)
//!                  g.p = a                (push g.p = a if g.p is saved)
//!                  pushjump g.b0, ret
//!            ret:  y = g.%ret0
//!                  pop s (for each s in the save set)
//! ```
//! Self tail calls were already turned into jumps (`tailcall`), values
//! computed only to be copied computed in place (`forward`), shared matrix
//! products put in blocks of their own and long blocks cut (`split`);
//! afterwards a peephole (`pop_push`) cancels pop-push pairs, tensor
//! registers whose values are never needed together share storage
//! (`coalesce`), and the blocks still longer than `split::MAX_BLOCK_OPS`
//! (a call's saves and restores) are cut (`split`).

mod coalesce;
mod forward;
mod hoist;
pub mod if_convert;
pub mod inline;
mod pop_push;
pub mod products;
mod shared;
mod split;
pub mod tail_dup;
pub mod tailcall;

use crate::analysis::alloc::{allocate, Allocation};
use crate::analysis::callgraph::{callees, reachable_from_entry, CallGraph};
use crate::ir::f;
use crate::ir::p::{self, AllocClass, Var};
use crate::ir::{BlockId, FuncId, Operand, VarDecl, VarId, VerifyError};
use crate::prim::Prim;

#[derive(Debug, thiserror::Error)]
pub enum LowerError {
    #[error("invalid IR-F: {0}")]
    InvalidInput(VerifyError),
    #[error("shared parameter `{param}` of `{function}` is bound to different shared inputs at different calls; pass it the same entry parameter everywhere")]
    AmbiguousShared { function: String, param: String },
    #[error("internal error: lowering produced invalid IR-P: {0}")]
    InvalidOutput(VerifyError),
}

/// Lowers a (verified) IR-F program to verified IR-P.
pub fn lower(program: &f::Program) -> Result<p::Program, LowerError> {
    let mut program = reachable_part(program);
    f::verify(&program).map_err(LowerError::InvalidInput)?;
    tailcall::self_tail_calls_to_jumps(&mut program);
    f::verify(&program).map_err(LowerError::InvalidOutput)?;
    forward::forward_copies(&mut program);
    split::split_blocks(&mut program);
    f::verify(&program).map_err(LowerError::InvalidOutput)?;
    let alloc = allocate(&program);
    let mut out = Lowerer::new(&program, &alloc)?.run();
    pop_push::fuse_pop_push(&mut out);
    hoist::hoist_invariants(&mut out);
    coalesce::fold_round_trips(&mut out);
    coalesce::share_storage(&mut out);
    split::split_long_p_blocks(&mut out);
    out.drop_unused_vars();
    p::verify(&out).map_err(LowerError::InvalidOutput)?;
    Ok(out)
}

/// The program as the CPU's `sync-heavy` schedule runs it, where members
/// run their cheap blocks alone: `program` (already through
/// `tail_dup::Meeting::LowestFirst`, as every executor takes it) with
/// every other short join copied into its arms too
/// (`tail_dup::Meeting::Alone`), lowered again; `None` when no join was
/// left to copy, so the common program serves. Each member runs the same
/// operations in the same order either way, only in fewer blocks.
pub fn lower_for_lone_members(program: &f::Program) -> Result<Option<p::Program>, LowerError> {
    let mut alone = program.clone();
    if tail_dup::duplicate_tails(&mut alone, tail_dup::Meeting::Alone) == 0 {
        return Ok(None);
    }
    lower(&alone).map(Some)
}

/// What `lower` with each function of `program` as the entry in turn
/// would report first (`autobatch check`), at the cost of lowering each
/// function about once. Lowering from a function lowers all it reaches, so
/// lowering from each root of the call graph covers every function; lowering
/// from each one instead costs the square of a chain's length. The one error
/// that depends on the entry itself, not only on what it reaches, is an
/// ambiguous shared parameter: every other function is lowered as the entry
/// too only when `shared::Flow` finds one, to report that error as lowering
/// it does. (Internal errors aside: `InvalidInput` cannot follow the front
/// end's verification, and `InvalidOutput` is a bug in lowering.)
pub fn check_every_entry(program: &f::Program) -> Result<(), LowerError> {
    let graph = CallGraph::new(program);
    let mut root = vec![false; program.functions.len()];
    for r in graph.roots() {
        root[r] = true;
    }
    let ambiguous = shared::Flow::new(program).ambiguous_entries(program, &graph);
    let mut program = program.clone();
    // In program order, so that the error is the first function's.
    for entry in 0..program.functions.len() {
        if root[entry] || ambiguous[entry] {
            program.entry = entry;
            lower(&program)?;
        }
    }
    Ok(())
}

/// The functions the entry can reach (in program order, calls renumbered):
/// all that lowering reads, so its cost follows the code the entry runs,
/// not the size of the file.
fn reachable_part(program: &f::Program) -> f::Program {
    let n = program.functions.len();
    let mut reach = vec![false; n];
    let mut stack = vec![program.entry];
    reach[program.entry] = true;
    while let Some(g) = stack.pop() {
        for h in callees(program, g) {
            if !reach[h] {
                reach[h] = true;
                stack.push(h);
            }
        }
    }
    let mut new_id = vec![usize::MAX; n];
    let mut functions = Vec::new();
    for f in (0..n).filter(|&f| reach[f]) {
        new_id[f] = functions.len();
        functions.push(program.functions[f].clone());
    }
    for op in functions
        .iter_mut()
        .flat_map(|func| &mut func.blocks)
        .flat_map(|b| &mut b.ops)
    {
        if let f::Op::Call { func, .. } = op {
            *func = new_id[*func];
        }
    }
    f::Program {
        functions,
        entry: new_id[program.entry],
        tapes: program.tapes.clone(),
    }
}

struct Lowerer<'a> {
    program: &'a f::Program,
    alloc: &'a Allocation,
    functions: Vec<FuncId>,
    /// IR-P variable of each IR-F variable, per function.
    var_map: Vec<Vec<VarId>>,
    /// First IR-P block of each IR-F block, per function.
    block_map: Vec<Vec<BlockId>>,
    vars: Vec<Var>,
    /// IR-P variable of each tape: a stack variable of no function.
    tape_vars: Vec<VarId>,
    blocks: Vec<p::Block>,
    has_calls: bool,
}

impl<'a> Lowerer<'a> {
    fn new(program: &'a f::Program, alloc: &'a Allocation) -> Result<Self, LowerError> {
        let functions = reachable_from_entry(program);
        let shared_binding = shared::bind_shared_params(program, &functions)?;
        let mut lowerer = Lowerer {
            program,
            alloc,
            functions,
            var_map: vec![Vec::new(); program.functions.len()],
            block_map: vec![Vec::new(); program.functions.len()],
            vars: Vec::new(),
            tape_vars: Vec::new(),
            blocks: Vec::new(),
            has_calls: false,
        };
        lowerer.map_vars(&shared_binding);
        lowerer.map_tapes();
        lowerer.map_blocks();
        Ok(lowerer)
    }

    /// Gives every variable of every reachable function an IR-P variable
    /// named `function.variable`; shared parameters of callees alias the
    /// entry's shared parameter they are bound to.
    fn map_vars(&mut self, shared_binding: &shared::Binding) {
        for &fid in &self.functions {
            let func = &self.program.functions[fid];
            let mut map = Vec::with_capacity(func.vars.len());
            for (v, decl) in func.vars.iter().enumerate() {
                if let Some(&(ef, ev)) = shared_binding.get(&(fid, v)) {
                    if (ef, ev) != (fid, v) {
                        map.push(self.var_map[ef][ev]);
                        continue;
                    }
                }
                map.push(self.vars.len());
                self.vars.push(Var {
                    decl: VarDecl {
                        name: format!("{}.{}", func.name, decl.name),
                        ty: decl.ty.clone(),
                    },
                    class: self.alloc.class[fid][v],
                });
            }
            self.var_map[fid] = map;
        }
    }

    /// Gives every tape a stack variable: `save` pushes on it, `restore`
    /// reads its top and pops.
    fn map_tapes(&mut self) {
        for (t, decl) in self.program.tapes.iter().enumerate() {
            self.tape_vars.push(self.vars.len());
            self.vars.push(Var {
                decl: VarDecl {
                    name: format!("tape{t}"),
                    ty: decl.ty.clone(),
                },
                class: AllocClass::Stack,
            });
        }
    }

    /// Numbers the IR-P blocks: each IR-F block, then one continuation
    /// block per call it contains.
    fn map_blocks(&mut self) {
        let mut next = 0;
        for &fid in &self.functions {
            let func = &self.program.functions[fid];
            self.block_map[fid] = func
                .blocks
                .iter()
                .map(|b| {
                    let first = next;
                    next += 1 + b.ops.iter().filter(|op| matches!(op, f::Op::Call { .. })).count();
                    first
                })
                .collect();
        }
    }

    fn run(mut self) -> p::Program {
        for &fid in &self.functions.clone() {
            let func = &self.program.functions[fid];
            for b in 0..func.blocks.len() {
                self.lower_block(fid, b);
            }
        }
        let entry = self.program.entry;
        let entry_func = &self.program.functions[entry];
        p::Program {
            inputs: entry_func.params.iter().map(|p| self.var_map[entry][p.var]).collect(),
            outputs: entry_func.outputs.iter().map(|v| self.var_map[entry][*v]).collect(),
            entry: self.block_map[entry][0],
            pc_stack: self.has_calls,
            prologue: Vec::new(),
            vars: self.vars,
            blocks: self.blocks,
        }
    }

    fn operand(&self, fid: FuncId, a: &Operand) -> Operand {
        match a {
            Operand::Var(v) => Operand::Var(self.var_map[fid][*v]),
            c => *c,
        }
    }

    fn lower_block(&mut self, fid: FuncId, b: BlockId) {
        let func = &self.program.functions[fid];
        let mut label = format!("{}.b{b}", func.name);
        let mut ops = Vec::new();
        let mut calls = 0;
        for (i, op) in func.blocks[b].ops.iter().enumerate() {
            match op {
                f::Op::Prim { out, prim, args } => ops.push(p::Op::Update {
                    var: self.var_map[fid][*out],
                    prim: *prim,
                    args: args.iter().map(|a| self.operand(fid, a)).collect(),
                }),
                f::Op::Save { tape, arg } => ops.push(p::Op::Push {
                    var: self.tape_vars[*tape],
                    prim: Prim::Copy,
                    args: vec![self.operand(fid, arg)],
                }),
                f::Op::Restore { out, tape } => {
                    let var = self.tape_vars[*tape];
                    ops.push(p::Op::Update {
                        var: self.var_map[fid][*out],
                        prim: Prim::Copy,
                        args: vec![Operand::Var(var)],
                    });
                    ops.push(p::Op::Pop { var });
                }
                f::Op::Call { outs, func: g, args } => {
                    calls += 1;
                    let saves = &self.alloc.saves[&(fid, b, i)];
                    self.emit_call_sequence(fid, *g, args, saves, &mut ops);
                    let ret = self.block_map[fid][b] + calls;
                    let call = self.block_map[*g][0];
                    let done = std::mem::take(&mut ops);
                    self.blocks.push(p::Block {
                        label,
                        ops: done,
                        term: p::Terminator::PushJump { call, ret },
                    });
                    label = format!("{}.b{b}.{calls}", func.name);
                    self.emit_return_sequence(fid, *g, outs, saves, &mut ops);
                }
            }
        }
        let term = match &func.blocks[b].term {
            f::Terminator::Jump { target } => p::Terminator::Jump {
                target: self.block_map[fid][*target],
            },
            f::Terminator::Branch { cond, then, els } => p::Terminator::Branch {
                cond: self.var_map[fid][*cond],
                then: self.block_map[fid][*then],
                els: self.block_map[fid][*els],
            },
            f::Terminator::Return => p::Terminator::Return,
        };
        self.blocks.push(p::Block { label, ops, term });
    }

    fn new_temporary(&mut self, name: String, ty: autobatch_runtime::Type) -> VarId {
        self.vars.push(Var {
            decl: VarDecl { name, ty },
            class: AllocClass::Temporary,
        });
        self.vars.len() - 1
    }

    /// Saves, then the callee's parameters.
    fn emit_call_sequence(&mut self, fid: FuncId, g: FuncId, args: &[Operand], saves: &[VarId], ops: &mut Vec<p::Op>) {
        self.has_calls = true;
        let program = self.program;
        let callee = &program.functions[g];
        // Only a recursive call's arguments can read the parameters it is
        // about to overwrite; those go through temporaries first.
        let overwritten = |a: &Operand| g == fid && callee.params.iter().any(|p| !p.shared && a.var() == Some(p.var));
        let mut moves = Vec::new();
        for (param, arg) in callee.params.iter().zip(args) {
            if param.shared {
                continue;
            }
            let mut src = self.operand(fid, arg);
            if overwritten(arg) {
                let ty = callee.vars[param.var].ty.clone();
                let t = self.new_temporary(format!("{}.%arg{}", callee.name, self.vars.len()), ty);
                ops.push(p::Op::Update {
                    var: t,
                    prim: Prim::Copy,
                    args: vec![src],
                });
                src = Operand::Var(t);
            }
            moves.push((param.var, src));
        }
        let param_vars: Vec<VarId> = moves.iter().map(|(v, _)| *v).collect();
        for &s in saves {
            let is_param = g == fid && param_vars.contains(&s);
            if !is_param {
                let var = self.var_map[fid][s];
                ops.push(p::Op::Push {
                    var,
                    prim: Prim::Copy,
                    args: vec![Operand::Var(var)],
                });
            }
        }
        for (param, src) in moves {
            let var = self.var_map[g][param];
            let saved = g == fid && saves.contains(&param);
            let args = vec![src];
            ops.push(if saved {
                p::Op::Push {
                    var,
                    prim: Prim::Copy,
                    args,
                }
            } else {
                p::Op::Update {
                    var,
                    prim: Prim::Copy,
                    args,
                }
            });
        }
    }

    /// Copies the callee's outputs out, then restores the saved variables.
    fn emit_return_sequence(&self, fid: FuncId, g: FuncId, outs: &[VarId], saves: &[VarId], ops: &mut Vec<p::Op>) {
        let callee = &self.program.functions[g];
        for (out, r) in outs.iter().zip(&callee.outputs) {
            ops.push(p::Op::Update {
                var: self.var_map[fid][*out],
                prim: Prim::Copy,
                args: vec![Operand::Var(self.var_map[g][*r])],
            });
        }
        for &s in saves.iter().rev() {
            ops.push(p::Op::Pop {
                var: self.var_map[fid][s],
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::build_program;
    use std::fmt::Write;

    /// Functions taking one to three shared inputs, each calling a few
    /// random functions (itself included) with random ones of its own.
    fn random_program(seed: u64) -> String {
        let mut x = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let names = ["a", "b", "c"];
        let k = 2 + next(7) as usize;
        let arity: Vec<usize> = (0..k).map(|_| 1 + next(3) as usize).collect();
        let mut s = String::from("from autobatch import *\n\n");
        for (f, &n) in arity.iter().enumerate() {
            let params: Vec<String> = names[..n].iter().map(|p| format!("{p}: Shared[f64[2, 2]]")).collect();
            let _ = write!(
                s,
                "def f{f}({}, v: f64[2], n: i64) -> f64[2]:\n    r = matmul(a, v)\n    if n <= 0:\n        return r\n",
                params.join(", ")
            );
            for _ in 0..next(4) {
                let g = next(k as u64) as usize;
                let args: Vec<&str> = (0..arity[g]).map(|_| names[next(n as u64) as usize]).collect();
                let _ = writeln!(s, "    r = r + f{g}({}, v, n - 1)", args.join(", "));
            }
            s.push_str("    return r\n\n");
        }
        s
    }

    /// `check_every_entry` against what it stands for: the first error of
    /// lowering from each function in turn, message and all.
    #[test]
    fn checking_every_entry_finds_the_error_lowering_from_each_finds() {
        let mut ambiguous = 0;
        for seed in 0..300 {
            let src = random_program(seed);
            let mut program = build_program(&src, "t.py", None).expect("builds");
            let checked = check_every_entry(&program).map_err(|e| e.to_string());
            let from_each = (0..program.functions.len()).try_for_each(|entry| {
                program.entry = entry;
                lower(&program).map(|_| ()).map_err(|e| e.to_string())
            });
            assert_eq!(checked, from_each, "{src}");
            ambiguous += usize::from(from_each.is_err());
        }
        // Both outcomes occur often among these programs.
        assert!((20..280).contains(&ambiguous), "{ambiguous} of 300 ambiguous");
    }
}

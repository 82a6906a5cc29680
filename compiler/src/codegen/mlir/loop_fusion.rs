//! Loop fusion of elementwise runs: consecutive `Update`s of elementwise
//! primitives with tensor results of one size become one loop over the
//! elements instead of one loop each.
//!
//! Source code like `residual = y - where(z >= 0, 1, e) / (1 + e)` lowers
//! to a chain of tensor temporaries; one loop per primitive writes each of
//! them to memory and reads it back in the next loop. Within a run every
//! primitive reads only element `e` of its operands and writes only
//! element `e` of its result, so doing all of a run's primitives for
//! element 0, then all for element 1, and so on, computes exactly what the
//! unfused loops compute, bit for bit, whatever the places alias. A value
//! computed earlier in the run is taken from SSA, a temporary that
//! nothing after the run reads is never stored at all, and a variable
//! the run writes several times is stored once, at its last write.
//!
//! Primitives that can fault stay out of runs (a fault halts the member
//! before the next primitive starts, which a fused loop could not
//! honour); float division does not fault, so it joins them.

use super::emitter::{Emitter, Member};
use super::EmitError;
use crate::ir::p::{AllocClass, Block, Op, Program, Terminator};
use crate::ir::{Operand, VarId};
use crate::mlir::value::{convert, Scalar, TensorRef, Val};
use crate::prim::mlir::scalar;
use crate::prim::Prim;
use autobatch_runtime::DType;
use std::collections::HashMap;
use std::ops::Range;

/// A block's ops in emission order: single ops, and fused runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    Op(usize),
    /// At least two ops, all elementwise over tensors of one size.
    Run(Range<usize>),
}

/// Splits `block`'s ops into single ops and maximal fusible runs.
pub(crate) fn segments(program: &Program, block: &Block) -> Vec<Segment> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < block.ops.len() {
        let Some(n) = fusible(program, &block.ops[i]) else {
            out.push(Segment::Op(i));
            i += 1;
            continue;
        };
        let end = (i + 1..block.ops.len())
            .find(|&j| fusible(program, &block.ops[j]) != Some(n))
            .unwrap_or(block.ops.len());
        if end - i >= 2 {
            out.push(Segment::Run(i..end));
        } else {
            out.push(Segment::Op(i));
        }
        i = end;
    }
    out
}

/// The element count of `op`'s result when `op` can join a run: an
/// `Update` of an elementwise primitive that cannot fault, with a tensor
/// result and tensor operands all of that size.
fn fusible(program: &Program, op: &Op) -> Option<usize> {
    let Op::Update { var, prim, args } = op else {
        return None;
    };
    let ty = &program.vars[*var].decl.ty;
    if ty.is_scalar() || !prim.is_elementwise() || program.can_fault(*prim, args) {
        return None;
    }
    let n = ty.num_elements();
    let sizes_match = args.iter().all(|a| match a {
        Operand::Var(v) => {
            let t = &program.vars[*v].decl.ty;
            t.is_scalar() || t.num_elements() == n
        }
        Operand::Const(_) => true,
    });
    sizes_match.then_some(n)
}

/// Whether anything in `block` after op `end` (ops or terminator) reads `v`.
fn read_after(block: &Block, end: usize, v: VarId) -> bool {
    let in_ops = block.ops[end..].iter().any(|op| op.uses().any(|u| u == v));
    in_ops || matches!(block.term, Terminator::Branch { cond, .. } if cond == v)
}

impl Emitter<'_> {
    /// One loop over the elements doing `block.ops[run]` for each element
    /// in turn. Scalar operands, constants and places are computed before
    /// the loop, so that nothing defined inside it is used outside.
    pub(crate) fn fused_run(&mut self, m: &mut Member, block: &Block, run: Range<usize>) -> Result<(), EmitError> {
        let ops = &block.ops[run.clone()];
        let mut steps = Vec::with_capacity(ops.len());
        for (k, op) in ops.iter().enumerate() {
            let Op::Update { var, prim, args } = op else {
                return Err(EmitError::Internal("a fused run holds only updates".into()));
            };
            let operands = self.operands(m, args)?;
            let class = self.program.vars[*var].class;
            // A variable written again later in the run is stored only
            // then: the run's own reads take it from SSA.
            let overwritten = ops[k + 1..].iter().any(|later| later.var() == *var);
            let store = !overwritten && (class != AllocClass::Temporary || read_after(block, run.end, *var));
            let dest = if store { Some(self.place(m, *var)?) } else { None };
            steps.push(Step {
                var: *var,
                prim: *prim,
                args,
                operands,
                dest,
                dtype: self.program.vars[*var].decl.ty.dtype,
            });
        }
        let n = self.program.vars[steps[0].var].decl.ty.num_elements();
        let (lo, hi) = (self.body.index(0), self.body.index(n));
        let e = self.body.open_for(&lo, &hi);
        let mut known: HashMap<VarId, Scalar> = HashMap::new();
        for step in &steps {
            let elems: Vec<Scalar> = step
                .args
                .iter()
                .zip(&step.operands)
                .map(|(arg, val)| match arg.var().and_then(|v| known.get(&v)) {
                    Some(s) => s.clone(),
                    None => val.element(&mut self.body, &e),
                })
                .collect();
            let applied = scalar::apply(&mut self.body, &mut self.lib, step.prim, &elems)?;
            if applied.fault.is_some() {
                return Err(EmitError::Internal(format!("{} in a fused run can fault", step.prim)));
            }
            let value = convert(&mut self.body, &applied.value, step.dtype);
            if let Some(dest) = &step.dest {
                dest.store(&mut self.body, &e, &value.ssa);
            }
            known.insert(step.var, value);
        }
        self.body.close("}");
        Ok(())
    }
}

/// One op of a run, with everything it needs computed before the loop.
struct Step<'a> {
    var: VarId,
    prim: Prim,
    args: &'a [Operand],
    operands: Vec<Val>,
    /// Where the result goes; `None` for a temporary read only in the run.
    dest: Option<TensorRef>,
    dtype: DType,
}

#[cfg(test)]
mod tests {
    use super::{segments, Segment};
    use crate::codegen::mlir::{emit_cpu, EmitOptions};
    use crate::driver::compile_source;

    const SOURCE: &str = "from autobatch import *


def f(z: f32[64], y: f32[64], m: i64[64], k: i64) -> tuple[f32[64], f32, i64[64]]:
    e = exp(-abs(z))
    r = y - where(z >= 0.0, 1.0, e) / (1.0 + e)
    s = sum(e)
    q = m * 2 + 1
    q = q // k
    return r, s, q + 1
";

    #[test]
    fn chains_over_one_size_are_runs_and_faulting_primitives_break_them() {
        let program = compile_source(SOURCE, "f.py", "f").expect("compiles").ir_p;
        let runs: Vec<Vec<String>> = program
            .blocks
            .iter()
            .flat_map(|b| segments(&program, b).into_iter().map(move |s| (b, s)))
            .filter_map(|(b, s)| match s {
                Segment::Run(r) => Some(
                    b.ops[r]
                        .iter()
                        .map(|op| program.vars[op.var()].decl.name.clone())
                        .collect(),
                ),
                Segment::Op(_) => None,
            })
            .collect();
        // abs .. sub is one run, ending in the output `r` is returned as
        // (its copy forwarded: `lower::forward`); the sum ends it;
        // `m * 2 + 1` is a run; `//` on integers can fault and stands
        // alone, and so does the returned `q + 1` after it.
        let names = |run: &[&str]| run.iter().map(|v| format!("f.{v}")).collect::<Vec<_>>();
        assert_eq!(
            runs,
            [
                names(&["%0", "%1", "e", "%2", "%3", "%4", "%5", "%ret0"]),
                names(&["%6", "q"]),
            ]
        );
    }

    #[test]
    fn a_run_is_one_loop_storing_only_what_is_read_later() {
        let program = compile_source(SOURCE, "f.py", "f").expect("compiles").ir_p;
        let text = emit_cpu(&program, "f", &EmitOptions::new(4)).expect("emits");
        // One loop of 64 for the 8-op chain, one for the sum, one for
        // `m * 2 + 1`, one for `//`, one for `+ 1`, and the output copies.
        let exps = text.matches("call @ab_exp_f32").count();
        assert_eq!(exps, 1, "exp(-abs(z)) computed once per element:\n{text}");
        let stores_in_chain = text
            .split("call @ab_exp_f32")
            .nth(1)
            .and_then(|rest| rest.split("scf.for").next())
            .map(|chain| chain.matches("memref.store").count());
        // e and r; the six temporaries in between stay in registers.
        assert_eq!(stores_in_chain, Some(2), "{text}");
    }
}

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
//! A run also takes the folds over tensors of its size (`sum`, `dot`):
//! each is an accumulator carried through the loop, adding its term for
//! element `e` after element `e - 1`'s, the same left fold in the same
//! order as its own loop would, so the same bits; the product a `dot`
//! folds is never stored, and the folds of one run advance together,
//! their dependence chains overlapping instead of following one another
//! (a fold's loop is bound by the latency of its adds). Scalar operations
//! between them (a comparison of a fold's result, say) run after the loop,
//! in their order, when nothing the loop computes needs them: their
//! results, like the folds', exist only after the loop.
//!
//! Primitives that can fault stay out of runs (a fault halts the member
//! before the next primitive starts, which a fused loop could not
//! honour); float division does not fault, so it joins them.

use super::emitter::{Emitter, Member};
use super::EmitError;
use crate::ir::p::{AllocClass, Block, Op, Program, Terminator};
use crate::ir::{Operand, VarId};
use crate::mlir::value::{convert, Scalar, TensorRef, Val};
use crate::prim::mlir::{scalar, tensor};
use crate::prim::{Prim, LANES};
use autobatch_runtime::DType;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// A block's ops in emission order: single ops, and fused runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    Op(usize),
    /// At least two ops, all elementwise over tensors of one size.
    Run(Range<usize>),
}

/// How an op takes part in a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// Elementwise over this many elements: computed for each in the loop.
    Elementwise(usize),
    /// `sum` or `dot` over this many elements: a fold carried by the loop.
    Fold(usize),
    /// A scalar operation that cannot fault: done after the loop.
    Scalar,
}

impl Part {
    /// The element count of the loop this op is part of.
    fn looped(self) -> Option<usize> {
        match self {
            Part::Elementwise(n) | Part::Fold(n) => Some(n),
            Part::Scalar => None,
        }
    }
}

/// Splits `block`'s ops into single ops and maximal fusible runs.
pub(crate) fn segments(program: &Program, block: &Block) -> Vec<Segment> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < block.ops.len() {
        let Some(n) = part(program, &block.ops[i]).and_then(Part::looped) else {
            out.push(Segment::Op(i));
            i += 1;
            continue;
        };
        let end = run_end(program, block, i, n);
        let looped = (i..end)
            .filter(|&j| part(program, &block.ops[j]).and_then(Part::looped).is_some())
            .count();
        if looped >= 2 {
            out.push(Segment::Run(i..end));
            i = end;
        } else {
            out.push(Segment::Op(i));
            i += 1;
        }
    }
    out
}

/// Elementwise operations a run may hold per fold in it. A loop that
/// carries a fold runs one element after another (a fold is a strict
/// order of adds), where an elementwise loop alone would run several
/// elements a vector instruction: the adds' latency (about 4 cycles an
/// element) hides a few cheap operations an element, not more, and no
/// library function (`Prim::is_costly`), which vectorizes well. (The
/// logistic regression's `sum(y * z - log1p(exp(...)))` fused as one
/// scalar loop sampled 2.8 times slower.)
const ELEMENTWISE_PER_FOLD: usize = 4;

/// The end of the longest run from op `start` (in the loop, over `n`
/// elements), ending at an op in the loop. An op joins the loop only when
/// it reads nothing that exists only after the loop (a fold's result, or
/// a scalar operation's before it) and writes nothing that an earlier
/// scalar operation, done after the loop, reads or writes; and a fold
/// joins only a loop that stays cheap per element (`ELEMENTWISE_PER_FOLD`).
fn run_end(program: &Program, block: &Block, start: usize, n: usize) -> usize {
    let mut after_loop: HashSet<VarId> = HashSet::new();
    let mut scalar_touches: HashSet<VarId> = HashSet::new();
    let (mut elementwise, mut folds, mut lane_folds, mut costly) = (0, 0, 0, false);
    let mut end = start;
    for (j, op) in block.ops.iter().enumerate().skip(start) {
        match part(program, op) {
            Some(Part::Scalar) => {
                after_loop.insert(op.var());
                scalar_touches.insert(op.var());
                scalar_touches.extend(op.uses());
            }
            Some(p) if p.looped() == Some(n) => {
                if op.uses().any(|u| after_loop.contains(&u)) || scalar_touches.contains(&op.var()) {
                    break;
                }
                let is_costly = matches!(op, Op::Update { prim, .. } if prim.is_costly());
                let lanes = matches!(op, Op::Update { prim, .. } if tensor::is_lane_fold(*prim));
                let (e, f, l) = match p {
                    Part::Fold(_) if lanes => (elementwise, folds, lane_folds + 1),
                    Part::Fold(_) => (elementwise, folds + 1, lane_folds),
                    _ => (elementwise + 1, folds, lane_folds),
                };
                if (f > 0 || l > 0) && (costly || is_costly) || f > 0 && e > ELEMENTWISE_PER_FOLD * f {
                    break;
                }
                (elementwise, folds, lane_folds, costly) = (e, f, l, costly || is_costly);
                if matches!(p, Part::Fold(_)) {
                    after_loop.insert(op.var());
                }
                end = j + 1;
            }
            _ => break,
        }
    }
    end
}

/// How `op` can take part in a run, if it can: an `Update` of a primitive
/// that cannot fault, elementwise with a tensor result and tensor
/// operands all of that size, a fold of tensors of one size, or any scalar
/// operation on scalars.
fn part(program: &Program, op: &Op) -> Option<Part> {
    let Op::Update { var, prim, args } = op else {
        return None;
    };
    if program.can_fault(*prim, args) {
        return None;
    }
    let ty = &program.vars[*var].decl.ty;
    let size = |a: &Operand| match a {
        Operand::Var(v) => {
            let t = &program.vars[*v].decl.ty;
            (!t.is_scalar()).then(|| t.num_elements())
        }
        Operand::Const(_) => None,
    };
    if !ty.is_scalar() {
        let n = ty.num_elements();
        let sizes_match = args.iter().all(|a| size(a).is_none_or(|m| m == n));
        return (prim.is_elementwise() && sizes_match).then_some(Part::Elementwise(n));
    }
    if is_fold(*prim) {
        let n = size(args.first()?)?;
        return args.iter().all(|a| size(a) == Some(n)).then_some(Part::Fold(n));
    }
    args.iter().all(|a| size(a).is_none()).then_some(Part::Scalar)
}

/// Whether `prim` is a fold a run can carry: `sum`, `dot`, `sum8`, `dot8`.
fn is_fold(prim: Prim) -> bool {
    matches!(prim, Prim::Sum | Prim::Dot) || tensor::is_lane_fold(prim)
}

/// Whether anything in `block` after op `end` (ops or terminator) reads `v`.
fn read_after(block: &Block, end: usize, v: VarId) -> bool {
    let in_ops = block.ops[end..].iter().any(|op| op.uses().any(|u| u == v));
    in_ops || matches!(block.term, Terminator::Branch { cond, .. } if cond == v)
}

impl Emitter<'_> {
    /// One loop over the elements doing the looped ops of `block.ops[run]`
    /// for each element in turn, then the run's folds' results and its
    /// scalar operations. Scalar operands, constants and places are
    /// computed before the loop, so that nothing defined inside it is used
    /// outside.
    pub(crate) fn fused_run(&mut self, m: &mut Member, block: &Block, run: Range<usize>) -> Result<(), EmitError> {
        let ops = &block.ops[run.clone()];
        let mut steps = Vec::with_capacity(ops.len());
        let mut after = Vec::new();
        for (k, op) in ops.iter().enumerate() {
            let Op::Update { var, prim, args } = op else {
                return Err(EmitError::Internal("a fused run holds only updates".into()));
            };
            let ty = &self.program.vars[*var].decl.ty;
            let fold = is_fold(*prim) && ty.is_scalar();
            if ty.is_scalar() && !fold {
                after.push(op);
                continue;
            }
            let operands = self.operands(m, args)?;
            let class = self.program.vars[*var].class;
            // A variable written again later in the run is stored only
            // then: the run's own reads take it from SSA.
            let overwritten = ops[k + 1..].iter().any(|later| later.var() == *var);
            let store = !fold && !overwritten && (class != AllocClass::Temporary || read_after(block, run.end, *var));
            let dest = if store { Some(self.place(m, *var)?) } else { None };
            let dtype = if fold {
                let dtypes: Vec<DType> = args
                    .iter()
                    .filter_map(|a| a.var().map(|v| self.program.vars[v].decl.ty.dtype))
                    .collect();
                tensor::fold_dtype(*prim, &dtypes)
            } else {
                ty.dtype
            };
            steps.push(Step {
                var: *var,
                prim: *prim,
                args,
                operands,
                dest,
                dtype,
                fold,
                lanes: fold && tensor::is_lane_fold(*prim),
            });
        }
        let n = match steps[0].args.first().and_then(|a| a.var()) {
            Some(v) if steps[0].fold => self.program.vars[v].decl.ty.num_elements(),
            _ => self.program.vars[steps[0].var].decl.ty.num_elements(),
        };
        // A run with a lane fold does the elements a group of `LANES` an
        // iteration (a lane fold's partial `j` takes element `j` of each
        // group, its partials one vector the loop carries), then the
        // elements left over, straight.
        let group = if steps.iter().any(|s| s.lanes) { LANES } else { 1 };
        let whole = n - n % group;
        let (lo, hi) = (self.body.index(0), self.body.index(whole));
        let folds: Vec<&Step> = steps.iter().filter(|s| s.fold).collect();
        let mut accs: Vec<String> = Vec::with_capacity(folds.len());
        let mut tys: Vec<String> = Vec::with_capacity(folds.len());
        for step in &folds {
            if step.lanes {
                accs.push(tensor::lanes_zero(&mut self.body, step.dtype));
                tys.push(tensor::lanes_type(step.dtype));
            } else {
                let zero = scalar::zero(&mut self.body, step.dtype);
                tys.push(zero.ty().to_string());
                accs.push(zero.ssa);
            }
        }
        let tys: Vec<&str> = tys.iter().map(String::as_str).collect();
        let mut terms: Vec<Vec<Scalar>> = vec![Vec::new(); folds.len()];
        if whole > 0 {
            let inits: Vec<(String, &str)> = accs.iter().cloned().zip(tys.iter().copied()).collect();
            let step = (group > 1).then(|| self.body.index(group));
            let (results, e, carried) = match (inits.is_empty(), &step) {
                (true, None) => (Vec::new(), self.body.open_for(&lo, &hi), Vec::new()),
                (true, Some(step)) => (Vec::new(), self.body.open_for_step(&lo, &hi, step), Vec::new()),
                (false, None) => self.body.open_for_carries(&lo, &hi, &inits),
                (false, Some(step)) => self.body.open_for_carries_step(&lo, &hi, step, &inits),
            };
            let mut next = carried;
            if group == LANES && vector_group(&steps) {
                self.vector_group(&steps, &e, &mut next)?;
            } else {
                self.scalar_group(&steps, &e, group, &mut next, &mut terms)?;
            }
            if inits.is_empty() {
                self.body.close("}");
            } else {
                self.body.close_yields(&next, &tys);
            }
            accs = results;
        }
        for e in whole..n {
            let e = self.body.index(e);
            self.fused_element(&steps, &e, &mut accs, &mut terms)?;
        }
        for ((fold, acc), rest) in folds.iter().zip(accs).zip(terms) {
            let result = if fold.lanes {
                tensor::lanes_result(&mut self.body, fold.dtype, &acc, &rest)
            } else {
                acc
            };
            self.write_scalar(m, fold.var, Scalar::new(result, fold.dtype))?;
        }
        for op in after {
            self.op(m, op)?;
        }
        Ok(())
    }

    /// One iteration of a run's loop, element by element: `group`
    /// elements from `e` (one, or `LANES` in a run with a lane fold, whose
    /// terms are added to its partials at the end of the group).
    fn scalar_group(
        &mut self,
        steps: &[Step],
        e: &str,
        group: usize,
        next: &mut [String],
        terms: &mut [Vec<Scalar>],
    ) -> Result<(), EmitError> {
        for j in 0..group {
            let ej = match j {
                0 => e.to_string(),
                _ => {
                    let lane = self.body.index(j);
                    self.body.add_index(e, &lane)
                }
            };
            self.fused_element(steps, &ej, next, terms)?;
        }
        let folds = steps.iter().filter(|s| s.fold);
        for ((fold, acc), group_terms) in folds.zip(next.iter_mut()).zip(terms.iter_mut()) {
            if fold.lanes {
                *acc = tensor::lanes_add(&mut self.body, fold.dtype, acc, group_terms);
                group_terms.clear();
            }
        }
        Ok(())
    }

    /// One iteration of a run's loop as vector operations on `LANES`
    /// elements from `e` (a run `vector_group` accepts): each operand read
    /// as a vector (a scalar broadcast), each result stored as one, each
    /// lane fold's terms added to its partials at once.
    fn vector_group(&mut self, steps: &[Step], e: &str, accs: &mut [String]) -> Result<(), EmitError> {
        let ty = tensor::lanes_type(steps[0].dtype);
        let mut known: HashMap<VarId, String> = HashMap::new();
        let mut k = 0;
        for step in steps {
            let mut elems = Vec::with_capacity(step.args.len());
            for (arg, val) in step.args.iter().zip(&step.operands) {
                let v = match (arg.var().and_then(|v| known.get(&v)), val) {
                    (Some(v), _) => v.clone(),
                    (None, Val::Tensor(t)) => t.load_vector(&mut self.body, e, LANES),
                    (None, Val::Scalar(s)) => {
                        self.body
                            .assign(&format!("vector.broadcast {} : {} to {ty}", s.ssa, s.ty()))
                    }
                };
                elems.push(v);
            }
            let value = match (step.prim, elems.as_slice()) {
                (Prim::Add, [a, b]) => self.body.bin("addf", a, b, &ty),
                (Prim::Sub, [a, b]) => self.body.bin("subf", a, b, &ty),
                (Prim::Mul | Prim::Dot8, [a, b]) => self.body.bin("mulf", a, b, &ty),
                (Prim::Div, [a, b]) => self.body.bin("divf", a, b, &ty),
                (Prim::Copy | Prim::Sum8, [a]) => a.clone(),
                (prim, _) => return Err(EmitError::Internal(format!("{prim} in a vector group"))),
            };
            if step.fold {
                accs[k] = self.body.bin("addf", &accs[k], &value, &ty);
                k += 1;
                continue;
            }
            if let Some(dest) = &step.dest {
                dest.store_vector(&mut self.body, e, &value, LANES);
            }
            known.insert(step.var, value);
        }
        Ok(())
    }

    /// The run's steps for element `e`: each elementwise step's value
    /// (stored where it has a place); each fold's term added to its
    /// accumulator in `accs`, or, for a lane fold, kept in its `terms`
    /// until its group (or the elements left over) is complete.
    fn fused_element(
        &mut self,
        steps: &[Step],
        e: &str,
        accs: &mut [String],
        terms: &mut [Vec<Scalar>],
    ) -> Result<(), EmitError> {
        let mut known: HashMap<VarId, Scalar> = HashMap::new();
        let mut k = 0;
        for step in steps {
            let elems: Vec<Scalar> = step
                .args
                .iter()
                .zip(&step.operands)
                .map(|(arg, val)| match arg.var().and_then(|v| known.get(&v)) {
                    Some(s) => s.clone(),
                    None => val.element(&mut self.body, e),
                })
                .collect();
            if step.fold {
                let term = tensor::fold_term(&mut self.body, step.prim, step.dtype, &elems);
                if step.lanes {
                    terms[k].push(term);
                } else {
                    accs[k] = tensor::fold_add(&mut self.body, step.dtype, &accs[k], &term);
                }
                k += 1;
                continue;
            }
            let applied = scalar::apply(&mut self.body, &mut self.lib, step.prim, &elems)?;
            if applied.fault.is_some() {
                return Err(EmitError::Internal(format!("{} in a fused run can fault", step.prim)));
            }
            let value = convert(&mut self.body, &applied.value, step.dtype);
            if let Some(dest) = &step.dest {
                dest.store(&mut self.body, e, &value.ssa);
            }
            known.insert(step.var, value);
        }
        Ok(())
    }
}

/// Whether a run with lane folds can do its groups as vector operations
/// (`Emitter::vector_group`): its folds are all lane folds, its other
/// steps float `+ - * /` or copies, all in one float dtype,
/// their tensor operands contiguous. (The arithmetic of `scalar::apply`
/// on these, lane by lane: the same bits.)
fn vector_group(steps: &[Step]) -> bool {
    let d = steps[0].dtype;
    let simple = |s: &Step| match s.fold {
        true => s.lanes,
        false => matches!(s.prim, Prim::Add | Prim::Sub | Prim::Mul | Prim::Div | Prim::Copy),
    };
    let operand = |v: &Val| match v {
        Val::Tensor(t) => t.stride.is_none() && t.dtype == d,
        Val::Scalar(x) => x.dtype == d,
    };
    d.is_float()
        && steps
            .iter()
            .all(|s| s.dtype == d && simple(s) && s.operands.iter().all(operand))
}

/// One op of a run's loop, with everything it needs computed before the
/// loop.
struct Step<'a> {
    var: VarId,
    prim: Prim,
    args: &'a [Operand],
    operands: Vec<Val>,
    /// Where the result goes; `None` for a temporary read only in the run,
    /// and for a fold (its result is written after the loop).
    dest: Option<TensorRef>,
    /// The result's dtype; a fold's accumulator's.
    dtype: DType,
    /// A fold: its accumulator is carried by the loop.
    fold: bool,
    /// A lane fold (`sum8`, `dot8`): its accumulator is a vector of
    /// `LANES` partial sums.
    lanes: bool,
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
        // (its copy forwarded: `lower::forward`); the sum of `e` does not
        // join it (a fold would make the loop of `exp` scalar) but starts
        // the next run, with `m * 2 + 1` (cheap, over 64 elements too);
        // `//` on integers can fault and ends it; the returned `q + 1`
        // stands alone after it.
        let names = |run: &[&str]| run.iter().map(|v| format!("f.{v}")).collect::<Vec<_>>();
        assert_eq!(
            runs,
            [
                names(&["%0", "%1", "e", "%2", "%3", "%4", "%5", "%ret0"]),
                names(&["%ret1", "%6", "q"]),
            ]
        );
    }

    #[test]
    fn a_run_is_one_loop_storing_only_what_is_read_later() {
        let program = compile_source(SOURCE, "f.py", "f").expect("compiles").ir_p;
        let text = emit_cpu(&program, "f", &EmitOptions::new(4)).expect("emits");
        // One loop of 64 for the chain, one for the sum and `m * 2 + 1`,
        // one for `//`, one for `+ 1`, and the output copies.
        let exps = text.matches("call @ab_exp_f32").count();
        assert_eq!(exps, 1, "exp(-abs(z)) computed once per element:\n{text}");
        let chain = text
            .split("call @ab_exp_f32")
            .nth(1)
            .and_then(|rest| rest.split("scf.for").next())
            .unwrap_or_default();
        // e (read by the sum after the loop) and r; the six temporaries
        // in between stay in registers.
        assert_eq!(chain.matches("memref.store").count(), 2, "{text}");
    }

    const FOLDS: &str = "\
from autobatch import *


def g(a: f64[8], b: f64[8], c: f64[8]) -> tuple[bool, f64, f64[8]]:
    s = a + b
    turned = (dot(s, c) > 0.0) & (dot(a * c, b) > 0.0)
    total = sum(s * 2.0)
    t = s * total
    return turned, total, t
";

    #[test]
    fn folds_share_the_loop_and_the_scalar_operations_between_them_follow_it() {
        let program = compile_source(FOLDS, "g.py", "g").expect("compiles").ir_p;
        let text = emit_cpu(&program, "g", &EmitOptions::new(4)).expect("emits");
        // The three folds are carried by one loop; `t` reads the sum's
        // result, so it is a loop of its own after it.
        // (The other `iter_args` are the program-counter loop's.)
        let folds: Vec<&str> = text
            .lines()
            .filter(|l| l.contains("iter_args") && l.contains("f64"))
            .collect();
        assert_eq!(folds.len(), 1, "{text}");
        assert!(
            folds[0].contains(":3 = scf.for"),
            "three folds in one loop: {}",
            folds[0]
        );
        let runs: Vec<usize> = program
            .blocks
            .iter()
            .flat_map(|b| segments(&program, b))
            .filter_map(|s| match s {
                Segment::Run(r) => Some(r.len()),
                Segment::Op(_) => None,
            })
            .collect();
        assert_eq!(runs.len(), 1, "one run: {runs:?}");
    }

    const LANE_FOLDS: &str = "\
from autobatch import *


def h(a: f64[20], b: f64[20], c: f64[20]) -> tuple[bool, f64]:
    s = a + b
    turned = (dot8(s, c) > 0.0) & (dot8(a * c, b) > 0.0)
    return turned, sum8(OPERAND * 2.0)
";

    #[test]
    fn lane_folds_run_a_group_of_eight_a_step_in_vectors_where_they_can() {
        let emit = |operand: &str| {
            let source = LANE_FOLDS.replace("OPERAND", operand);
            let program = compile_source(&source, "h.py", "h").expect("compiles").ir_p;
            emit_cpu(&program, "h", &EmitOptions::new(4)).expect("emits")
        };
        // One run: three vectors of partials, carried by a loop over the
        // 16 elements of two whole groups, eight a step, in vector
        // instructions; the four left over are added after it.
        let text = emit("a");
        let loops: Vec<&str> = text.lines().filter(|l| l.contains("vector<8xf64>) {")).collect();
        assert_eq!(loops.len(), 1, "{text}");
        assert!(loops[0].contains(":3 = scf.for"), "{}", loops[0]);
        assert!(
            text.contains("vector.load") && !text.contains("vector.from_elements"),
            "{text}"
        );
        // `maximum` is not done in vectors: each group is its eight
        // elements one by one, their terms gathered into the partials.
        let text = emit("maximum(a, c)");
        assert!(
            text.contains("vector.from_elements") && !text.contains("vector.load"),
            "{text}"
        );
    }
}

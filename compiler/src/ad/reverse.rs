//! The reverse pass of one function: a forward copy of its blocks that
//! also records what the reverse pass will need, and a reverse block per
//! forward block that runs its ops' VJPs in reverse order, then goes back
//! to the block control came from.
//!
//! What the forward pass records, and where:
//! - the predecessor a block with several was entered from, and which
//!   `return` the function left by;
//! - the values a VJP rule reads (operands, results).
//!
//! A control record goes on a tape (one push per execution) when its
//! block can run more than once per call (it lies on a cycle) or when the
//! reverse pass is another function (`Mode::Split`), else in a variable.
//! A value goes on a tape on the same condition, unless nothing can write
//! it afterwards (`Mode::Fused`: read as it is at the end); one record per
//! version of a value in a block, whatever the number of rules reading it
//! (`saves`).

mod control;
mod saves;
mod sparse;

use super::cfg::{Cfg, ENTRY};
use super::{AdError, Region, SplitFn};
use crate::ir::f::{Block, Function, Op, Param, Terminator};
use crate::ir::{BlockId, Const, FuncId, Operand, VarDecl, VarId};
use crate::prim::vjp::{self, Adjoint};
use crate::prim::{self, Prim};
use autobatch_runtime::{DType, Type};
use control::Control;
use saves::BlockSaves;
use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// One function: the forward blocks, then the reverse blocks.
    Fused,
    /// Two functions, the reverse pass called later by the caller's.
    Split,
}

/// The differentiated forms of one function.
pub(super) struct Output {
    pub vars: Vec<VarDecl>,
    /// The forward blocks (`E`, then the primal blocks, then edge blocks).
    pub fwd: Vec<Block>,
    /// The reverse blocks (`R_start`, one per primal block, `R_end`, then
    /// dispatch blocks).
    pub rev: Vec<Block>,
    /// The cotangent variables of the outputs, seeded in `R_start` (Split:
    /// the backward function's parameters).
    pub output_cts: Vec<VarId>,
    /// Split: the accumulators of the parameters never written, which the
    /// backward function takes after the output cotangents.
    pub acc_inputs: Vec<VarId>,
    /// The cotangent of each parameter at `R_end` (`None`: inactive).
    pub param_cts: Vec<Option<VarId>>,
}

pub(super) struct Reverse<'a> {
    pub region: &'a Region,
    pub varied: &'a [bool],
    pub useful: &'a [bool],
    pub splits: &'a HashMap<FuncId, SplitFn>,
    pub tapes: &'a mut Vec<VarDecl>,
    pub mode: Mode,
    func: &'a Function,
    cfg: Cfg,
    vars: Vec<VarDecl>,
    adj: HashMap<VarId, VarId>,
    /// Where each control point's choice is kept.
    controls: HashMap<String, Control>,
    /// Variables the reverse pass reads as they are at the end.
    direct: Vec<VarId>,
    /// The records of the block being differentiated.
    saves: BlockSaves,
    fwd: Vec<Block>,
    rev: Vec<Block>,
}

impl<'a> Reverse<'a> {
    pub(super) fn new(
        region: &'a Region,
        r: usize,
        (varied, useful): (&'a [bool], &'a [bool]),
        splits: &'a HashMap<FuncId, SplitFn>,
        tapes: &'a mut Vec<VarDecl>,
        mode: Mode,
    ) -> Reverse<'a> {
        let func = &region.funcs[r];
        Reverse {
            region,
            varied,
            useful,
            splits,
            tapes,
            mode,
            func,
            cfg: Cfg::new(func),
            vars: func.vars.clone(),
            adj: HashMap::new(),
            controls: HashMap::new(),
            direct: Vec::new(),
            saves: BlockSaves::default(),
            fwd: Vec::new(),
            rev: Vec::new(),
        }
    }

    fn n(&self) -> usize {
        self.func.blocks.len()
    }

    fn new_var(&mut self, name: String, ty: Type) -> VarId {
        self.vars.push(VarDecl { name, ty });
        self.vars.len() - 1
    }

    fn new_tape(&mut self, name: String, ty: Type) -> usize {
        self.tapes.push(VarDecl { name, ty });
        self.tapes.len() - 1
    }

    /// Whether `v` carries a gradient that reaches the result.
    fn active(&self, v: VarId) -> bool {
        self.varied[v] && self.useful[v]
    }

    /// The cotangent variable of `v`.
    fn adj(&mut self, v: VarId) -> VarId {
        if let Some(&a) = self.adj.get(&v) {
            return a;
        }
        let name = format!("{}.ct", self.vars[v].name);
        let a = self.new_var(name, self.vars[v].ty.clone());
        self.adj.insert(v, a);
        a
    }

    fn rev_block(&self, b: BlockId) -> BlockId {
        if b == ENTRY {
            self.n() + 1
        } else {
            1 + b
        }
    }

    pub(super) fn run(mut self) -> Result<Output, AdError> {
        let n = self.n();
        self.fwd = (0..=n).map(|_| empty_block()).collect();
        self.rev = (0..=n + 1).map(|_| empty_block()).collect();
        for b in 0..n {
            self.block(b)?;
        }
        self.entry_and_exit();
        let output_cts = self.seed_outputs();
        let (param_cts, acc_inputs) = self.finish_rev();
        self.zero_direct_reads();
        Ok(Output {
            vars: self.vars,
            fwd: self.fwd,
            rev: self.rev,
            output_cts,
            acc_inputs,
            param_cts,
        })
    }

    /// Forward and reverse of primal block `b`.
    fn block(&mut self, b: BlockId) -> Result<(), AdError> {
        let mut fwd_ops = Vec::new();
        let mut groups: Vec<Vec<Op>> = Vec::new();
        self.saves = BlockSaves::default();
        for (k, op) in self.func.blocks[b].ops.iter().enumerate() {
            let mut at = At {
                b,
                k,
                pre: Vec::new(),
                post: Vec::new(),
                group: Vec::new(),
            };
            let fwd_op = self.op(op, &mut at)?;
            fwd_ops.extend(at.pre);
            fwd_ops.push(fwd_op);
            fwd_ops.extend(at.post);
            groups.push(at.group);
        }
        // Each group led by the restores whose last reader it is.
        let mut rev_ops: Vec<Op> = Vec::new();
        for (k, group) in groups.into_iter().enumerate().rev() {
            rev_ops.extend(self.saves.restores_of(k));
            rev_ops.extend(group);
        }
        let term = self.forward_terminator(b, &mut fwd_ops);
        self.fwd[1 + b] = Block { ops: fwd_ops, term };
        let preds = self.cfg.preds[b].clone();
        let targets: Vec<BlockId> = preds.iter().map(|&p| self.rev_block(p)).collect();
        let choice = self.choice_var(&format!("b{b}"), preds.len(), self.cfg.in_cycle[b], &mut rev_ops);
        let term = self.dispatch(choice, &targets, &mut rev_ops);
        self.rev[1 + b] = Block { ops: rev_ops, term };
        Ok(())
    }

    /// The forward form of one op, with what it records in `at`.
    fn op(&mut self, op: &Op, at: &mut At) -> Result<Op, AdError> {
        match op {
            Op::Prim { out, prim, args } if self.active(*out) => {
                self.prim_reverse(*out, *prim, args, at)?;
                Ok(op.clone())
            }
            Op::Call { outs, func: g, args } => Ok(match self.splits.get(g) {
                Some(split) => {
                    self.call_reverse(outs, split, args, at);
                    Op::Call {
                        outs: outs.clone(),
                        func: split.fwd,
                        args: args.clone(),
                    }
                }
                None => op.clone(),
            }),
            other => Ok(other.clone()),
        }
    }

    fn prim_reverse(&mut self, out: VarId, prim: Prim, args: &[Operand], at: &mut At) -> Result<(), AdError> {
        if self.sparse(out, prim, args, at) {
            return Ok(());
        }
        let out_ct = self.adj(out);
        let reads_out = args.contains(&Operand::Var(out));
        let ct = if reads_out {
            // `x = f(x)`: the result's cotangent is taken before the
            // operand's accumulates.
            let t = self.new_var(format!("{}.ct_in", self.vars[out].name), self.vars[out].ty.clone());
            at.group.push(Op::copy(t, Operand::Var(out_ct)));
            at.group.push(ct_zero(&self.vars[out_ct].ty, out_ct));
            Operand::Var(t)
        } else {
            Operand::Var(out_ct)
        };
        let mut cache = HashMap::new();
        let fname = self.func.name.clone();
        for (i, a) in args.iter().enumerate() {
            let Operand::Var(v) = *a else { continue };
            if !self.active(v) {
                continue;
            }
            let mut ctx = RuleCtx {
                rev: self,
                at,
                args,
                out,
                ct,
                cache: &mut cache,
            };
            let contribution = vjp::vjp(prim, i, &mut ctx).map_err(|e| AdError {
                function: fname.clone(),
                message: format!("`{}` cannot be differentiated: {}", prim, e.0),
                prim: Some(prim.name()),
            })?;
            if let Some(c) = contribution {
                let c = self.fit(c, &self.vars[v].ty.clone(), &mut at.group);
                let a = self.adj(v);
                at.group.push(Op::Prim {
                    out: a,
                    prim: Prim::Add,
                    args: vec![Operand::Var(a), c],
                });
            }
        }
        if !reads_out {
            at.group.push(ct_zero(&self.vars[out_ct].ty, out_ct));
        }
        Ok(())
    }

    /// A contribution summed over a scalar operand's broadcast and
    /// converted to its dtype.
    fn fit(&mut self, c: Operand, want: &Type, group: &mut Vec<Op>) -> Operand {
        let mut c = c;
        let ty = self.operand_type(c);
        if want.is_scalar() && !ty.is_scalar() {
            c = self.emit_into(group, Prim::Sum, vec![c]);
        }
        if self.operand_type(c).dtype != want.dtype {
            c = self.emit_into(group, Prim::Cast(want.dtype), vec![c]);
        }
        c
    }

    fn operand_type(&self, a: Operand) -> Type {
        match a {
            Operand::Var(v) => self.vars[v].ty.clone(),
            Operand::Const(c) => c.ty(),
        }
    }

    fn emit_into(&mut self, group: &mut Vec<Op>, prim: Prim, args: Vec<Operand>) -> Operand {
        let tys: Vec<Type> = args.iter().map(|a| self.operand_type(*a)).collect();
        // The rules are typed by construction; an error here is a bug in a
        // rule, reported by the verifier on the result.
        let ty = prim::result_type(prim, &tys).unwrap_or_else(|_| tys[0].clone());
        let out = self.new_var(format!("%d{}", self.vars.len()), ty);
        group.push(Op::Prim { out, prim, args });
        Operand::Var(out)
    }

    fn call_reverse(&mut self, outs: &[VarId], split: &SplitFn, args: &[Operand], at: &mut At) {
        let callee = &self.region.funcs[split.region];
        let mut bwd_args: Vec<Operand> = split
            .active_outputs
            .iter()
            .map(|&j| Operand::Var(self.adj(outs[j])))
            .collect();
        // (shared arguments are moved after the accumulators below)
        bwd_args.extend(split.shared_params.iter().map(|&k| args[k]));
        // An argument variable's cotangent goes in as the accumulator of a
        // parameter the callee never writes, and comes back with the
        // callee's contributions added in order (as CPython adds them to
        // the one object passed down); otherwise the callee starts from 0
        // and the caller adds the result.
        let mut passed: Vec<VarId> = Vec::new();
        let mut via_acc = Vec::new();
        for (&k, &acc) in split.active_params.iter().zip(&split.accumulated) {
            if !acc {
                continue;
            }
            let ty = callee.vars[callee.params[k].var].ty.clone();
            let own = match args[k] {
                Operand::Var(v) if self.active(v) && !outs.contains(&v) && !passed.contains(&v) => Some(v),
                _ => None,
            };
            let input = match own {
                Some(v) => {
                    passed.push(v);
                    Operand::Var(self.adj(v))
                }
                None => {
                    let z = self.new_var("%acc0".into(), ty.clone());
                    at.group.push(ct_zero(&ty, z));
                    Operand::Var(z)
                }
            };
            bwd_args.push(input);
            via_acc.push(own.is_some());
        }
        let shared_from = split.active_outputs.len();
        let shared: Vec<Operand> = bwd_args
            .drain(shared_from..shared_from + split.shared_params.len())
            .collect();
        bwd_args.extend(shared);
        let results: Vec<VarId> = split
            .active_params
            .iter()
            .map(|&k| {
                let p = callee.params[k].var;
                self.new_var(format!("{}.ct", callee.vars[p].name), callee.vars[p].ty.clone())
            })
            .collect();
        at.group.push(Op::Call {
            outs: results.clone(),
            func: split.bwd,
            args: bwd_args,
        });
        for &j in &split.active_outputs {
            let a = self.adj(outs[j]);
            at.group.push(ct_zero(&self.vars[a].ty, a));
        }
        let mut acc_flags = via_acc.into_iter();
        for ((&k, &acc), r) in split.active_params.iter().zip(&split.accumulated).zip(results) {
            let took_acc = acc && acc_flags.next().unwrap_or(false);
            if let Operand::Var(v) = args[k] {
                if self.active(v) {
                    let a = self.adj(v);
                    at.group.push(if took_acc {
                        Op::copy(a, Operand::Var(r))
                    } else {
                        Op::Prim {
                            out: a,
                            prim: Prim::Add,
                            args: vec![Operand::Var(a), Operand::Var(r)],
                        }
                    });
                }
            }
        }
    }

    /// The outputs' cotangents: seeded by the caller (Split: parameters of
    /// the backward function) or 1 (Fused: the one float output).
    fn seed_outputs(&mut self) -> Vec<VarId> {
        let outputs = self.func.outputs.clone();
        let mut seeds = Vec::new();
        let mut ops = Vec::new();
        for &o in &outputs {
            if !self.varied[o] {
                continue;
            }
            let a = self.adj(o);
            let ty = self.vars[o].ty.clone();
            let seed = match self.mode {
                Mode::Fused => Operand::Const(float_one(ty.dtype)),
                Mode::Split => {
                    let p = self.new_var(format!("{}.seed", self.vars[o].name), ty);
                    seeds.push(p);
                    Operand::Var(p)
                }
            };
            ops.push(Op::Prim {
                out: a,
                prim: Prim::Add,
                args: vec![Operand::Var(a), seed],
            });
        }
        let start = &mut self.rev[0].ops;
        let rest = std::mem::take(start);
        start.extend(ops);
        start.extend(rest);
        seeds
    }

    /// Zeroes every cotangent at `R_start` (then takes the accumulators
    /// passed in, Split); `R_end` returns.
    fn finish_rev(&mut self) -> (Vec<Option<VarId>>, Vec<VarId>) {
        let params: Vec<Param> = self.func.params.clone();
        let param_cts: Vec<Option<VarId>> = params
            .iter()
            .map(|p| (!p.shared && self.varied[p.var]).then(|| self.adj(p.var)))
            .collect();
        let mut adjs: Vec<VarId> = self.adj.values().copied().collect();
        adjs.sort_unstable();
        let mut zeros: Vec<Op> = adjs.iter().map(|&a| ct_zero(&self.vars[a].ty, a)).collect();
        let mut acc_inputs = Vec::new();
        if self.mode == Mode::Split {
            for k in super::accumulated_params(self.func, self.varied) {
                let p = self.func.params[k].var;
                let input = self.new_var(format!("{}.acc", self.vars[p].name), self.vars[p].ty.clone());
                let a = self.adj(p);
                zeros.push(Op::copy(a, Operand::Var(input)));
                acc_inputs.push(input);
            }
        }
        let start = &mut self.rev[0].ops;
        let rest = std::mem::take(start);
        start.extend(zeros);
        start.extend(rest);
        let end = self.n() + 1;
        // The gradient leaves as `+0 + sum`: exactly the sum started from
        // `+0` (the CPython module's), whatever the signs of its zeros.
        let ops = match (self.mode, param_cts.first().copied().flatten()) {
            (Mode::Fused, Some(g)) => vec![Op::Prim {
                out: g,
                prim: Prim::Add,
                args: vec![
                    Operand::Const(float_zero(self.vars[g].ty.dtype, false)),
                    Operand::Var(g),
                ],
            }],
            _ => Vec::new(),
        };
        self.rev[end] = Block {
            ops,
            term: Terminator::Return,
        };
        (param_cts, acc_inputs)
    }

    /// Variables the reverse pass reads as they are at the end must be
    /// assigned on every path there: those that might not be start at zero.
    fn zero_direct_reads(&mut self) {
        let mut vars = std::mem::take(&mut self.direct);
        vars.sort_unstable();
        vars.dedup();
        let n_primal = self.func.vars.len();
        let is_param = |v: VarId| self.func.params.iter().any(|p| p.var == v);
        let zeros: Vec<Op> = vars
            .into_iter()
            .filter(|&v| !is_param(v) && (v >= n_primal || !self.cfg.assigned_at_exit[v]))
            .map(|v| zero(&self.vars[v].ty, v))
            .collect();
        let entry = &mut self.fwd[0].ops;
        let rest = std::mem::take(entry);
        entry.extend(zeros);
        entry.extend(rest);
    }
}

/// Where one primal op's records go.
struct At {
    b: BlockId,
    k: usize,
    /// Forward ops before and after the primal op.
    pre: Vec<Op>,
    post: Vec<Op>,
    /// The op's reverse: the rule's ops (after the restores it leads,
    /// `BlockSaves`).
    group: Vec<Op>,
}

/// The AD pass's side of a VJP rule.
struct RuleCtx<'r, 'a, 'b> {
    rev: &'r mut Reverse<'a>,
    at: &'r mut At,
    args: &'b [Operand],
    out: VarId,
    ct: Operand,
    /// Values already fetched for this op: (variable, after the op).
    cache: &'r mut HashMap<(VarId, bool), Operand>,
}

impl RuleCtx<'_, '_, '_> {
    fn value(&mut self, v: VarId, after: bool) -> Operand {
        if let Some(&got) = self.cache.get(&(v, after)) {
            return got;
        }
        let got = self.rev.fetch(v, after, self.at);
        self.cache.insert((v, after), got);
        got
    }
}

impl Adjoint for RuleCtx<'_, '_, '_> {
    type Value = Operand;

    fn arg(&mut self, i: usize) -> Operand {
        match self.args.get(i).copied() {
            Some(Operand::Var(v)) => self.value(v, false),
            Some(c) => c,
            // Rules read only operands the primitive has (its arity); a
            // NaN would make a wrong rule visible rather than crash.
            None => Operand::Const(Const::F64(f64::NAN)),
        }
    }

    fn arg_type(&self, i: usize) -> Type {
        match self.args.get(i) {
            Some(&a) => self.rev.operand_type(a),
            None => Type::scalar(DType::F64),
        }
    }

    fn out(&mut self) -> Operand {
        self.value(self.out, true)
    }

    fn ct(&self) -> Operand {
        self.ct
    }

    fn emit(&mut self, prim: Prim, args: Vec<Operand>) -> Operand {
        let mut group = std::mem::take(&mut self.at.group);
        let out = self.rev.emit_into(&mut group, prim, args);
        self.at.group = group;
        out
    }

    fn ty(&self, a: Operand) -> Type {
        self.rev.operand_type(a)
    }

    fn float(&self, x: f64, dtype: DType) -> Operand {
        Operand::Const(match dtype {
            DType::F32 => Const::F32(x as f32),
            _ => Const::F64(x),
        })
    }
}

fn empty_block() -> Block {
    Block {
        ops: Vec::new(),
        term: Terminator::Return,
    }
}

fn float_one(d: DType) -> Const {
    match d {
        DType::F32 => Const::F32(1.0),
        _ => Const::F64(1.0),
    }
}

/// `v = -0`, where a cotangent starts: `-0 + c` is `c` for every `c`, so
/// the simplifier drops a first accumulation (`+0 + c` would turn a `-0`
/// into `+0`). Every use of a cotangent is linear, so the start's sign
/// reaches only the signs of zeros, which the gradient's final `+0 +`
/// (`finish_rev`) makes what a sum started from `+0` gives.
fn ct_zero(ty: &Type, v: VarId) -> Op {
    match ty.dtype {
        DType::F32 | DType::F64 => fill(ty, v, float_zero(ty.dtype, true)),
        _ => zero(ty, v),
    }
}

fn float_zero(d: DType, negative: bool) -> Const {
    let z: f64 = if negative { -0.0 } else { 0.0 };
    match d {
        DType::F32 => Const::F32(z as f32),
        _ => Const::F64(z),
    }
}

/// `v = 0` of type `ty`.
pub(super) fn zero(ty: &Type, v: VarId) -> Op {
    let c = match ty.dtype {
        DType::Bool => Const::Bool(false),
        DType::I32 => Const::I32(0),
        DType::I64 => Const::I64(0),
        DType::F32 => Const::F32(0.0),
        DType::F64 => Const::F64(0.0),
    };
    fill(ty, v, c)
}

/// `v = c` of type `ty`.
fn fill(ty: &Type, v: VarId, c: Const) -> Op {
    match prim::Shape::new(&ty.shape).filter(|_| !ty.is_scalar()) {
        Some(shape) => Op::Prim {
            out: v,
            prim: Prim::Full(shape),
            args: vec![Operand::Const(c)],
        },
        None => Op::copy(v, Operand::Const(c)),
    }
}

//! Loops: `while` and `for`, each with Python's `else` clause (run when
//! the loop ends because its condition failed or its sequence ran out, not
//! by `break`).
//!
//! A `for` loop is desugared into a counted `while` over a hidden `i64`
//! counter: `for i in range(a, b, s)` counts from `a` by `s` while the
//! counter is below `b` (above, for a negative `s`); `for x in t` and
//! `for k, x in enumerate(t)` count over `t`'s first axis and bind
//! `x = t[k]`. The bounds are evaluated once, before the first iteration,
//! and the counter is advanced before the body runs, so rebinding the
//! loop variable or `continue` cannot change the iteration, as in Python.

use super::error::{err, Result};
use super::literal::{literal_of, Lit, LitKind};
use super::translate::{FnTranslator, LoopCtx};
use super::value::Val;
use crate::ir::f::Terminator;
use crate::ir::{BlockId, Const, Operand, VarId};
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, Expr, Ranged, Stmt};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// What one iteration of a counted loop binds, given the counter.
type Bind<'e> = Box<dyn FnMut(&mut FnTranslator<'_, '_>, Operand) -> Result<()> + 'e>;

impl FnTranslator<'_, '_> {
    pub fn while_stmt(&mut self, w: &ast::StmtWhile) -> Result<()> {
        let guard = self.m.loop_limit.map(|limit| (self.loop_counter(w.range), limit));
        let header = self.b.new_block();
        self.b.jump(header);
        self.b.switch_to(header);
        if let Some((counter, limit)) = guard {
            self.count_iteration(counter, limit);
        }
        let before = self.assigned.clone();
        if truthy_literal(&w.test)? == Some(true) {
            // `while True:` leaves only by `break` (its `else` never runs).
            let exit = self.b.new_block();
            let breaks = self.loop_body(header, exit, &w.body)?;
            self.continue_at(exit, breaks);
            return Ok(());
        }
        let cond = self.condition(&w.test)?;
        self.loop_tail(cond, header, before, |l| l.block(&w.body), &w.orelse)
    }

    /// The hidden counter of a guarded `while` loop's iterations
    /// (`Module::loop_limit`), 0 on entering the loop.
    fn loop_counter(&mut self, range: TextRange) -> VarId {
        let line = self.line(range);
        let counter = self.b.var(format!("while@{line}"), i64_ty());
        self.b.copy_into(counter, const_i64(0));
        counter
    }

    /// At the loop's header (each test of its condition, `continue`
    /// included): one more iteration, and the member stops with
    /// `loop_limit` past `limit` of them. The check changes no value the
    /// loop computes, and carries no gradient.
    fn count_iteration(&mut self, counter: VarId, limit: i64) {
        let next = self
            .b
            .prim(Prim::Add, vec![Operand::Var(counter), const_i64(1)], i64_ty());
        self.b.copy_into(counter, Operand::Var(next));
        let bool_ty = Type::scalar(DType::Bool);
        let over = self
            .b
            .prim(Prim::Gt, vec![Operand::Var(counter), const_i64(limit)], bool_ty.clone());
        self.b.prim(
            Prim::RaiseIf(crate::prim::Raise::LoopLimit),
            vec![Operand::Var(over)],
            bool_ty,
        );
    }

    pub fn for_stmt(&mut self, f: &ast::StmtFor) -> Result<()> {
        self.check_iteration(&f.target, &f.iter)?;
        if let Expr::Call(c) = f.iter.as_ref() {
            if let Expr::Name(n) = c.func.as_ref() {
                let name = n.id.as_str();
                let own = self.scope().func_index.contains_key(name) || self.locals.contains_key(name);
                match name {
                    "range" if !own => return self.for_range(f, c),
                    "enumerate" if !own => return self.for_enumerate(f, c),
                    _ => {}
                }
            }
        }
        let target = f.target.as_ref();
        let (seq, n) = self.sequence(&f.iter, &f.body)?;
        let bind: Bind = Box::new(move |l, k| {
            let item = l.apply(Prim::Index, vec![seq.clone(), Val::Atom(k, i64_ty())], target.range())?;
            l.assign(target, item)
        });
        self.counted(const_i64(0), const_len(n), Step::Const(1), bind, f)
    }

    /// `for i in range(stop)`, `range(start, stop)`, `range(start, stop,
    /// step)`: integer bounds of any value, and a step that is a nonzero
    /// integer constant (its sign decides the comparison).
    fn for_range(&mut self, f: &ast::StmtFor, c: &ast::ExprCall) -> Result<()> {
        if let Some(k) = c.keywords.first() {
            return err(k.range, "range() takes no keyword arguments");
        }
        let (start, stop, step) = match c.args.as_slice() {
            [stop] => (None, stop, None),
            [start, stop] => (Some(start), stop, None),
            [start, stop, step] => (Some(start), stop, Some(step)),
            _ => return err(c.range, format!("range() takes 1 to 3 arguments, got {}", c.args.len())),
        };
        // Python evaluates the arguments in order, then checks the step.
        let start = match start {
            None => const_i64(0),
            Some(s) => self.range_bound(s)?,
        };
        let stop = self.range_bound(stop)?;
        let step = match step {
            None => Step::Const(1),
            Some(s) => self.range_step(s)?,
        };
        let target = f.target.as_ref();
        if !matches!(target, Expr::Name(_)) {
            return err(target.range(), "the variable of a `for` over range() must be one name");
        }
        let bind: Bind = Box::new(move |l, k| l.assign(target, Val::Atom(k, i64_ty())));
        self.counted(start, stop, step, bind, f)
    }

    /// `for k, x in enumerate(t)`: `k` counts from 0 (or the constant
    /// `start`), `x` is `t[k]`.
    fn for_enumerate(&mut self, f: &ast::StmtFor, c: &ast::ExprCall) -> Result<()> {
        if let Some(k) = c.keywords.first() {
            return err(
                k.range,
                "enumerate() takes its arguments by position here: `enumerate(t, 1)`",
            );
        }
        let (seq, offset) = match c.args.as_slice() {
            [seq] => (seq, 0),
            [seq, start] => match literal_of(start)? {
                Some(LitKind::Int(s)) => match i64::try_from(s) {
                    Ok(s) => (seq, s),
                    Err(_) => return err(start.range(), "enumerate()'s start does not fit in i64"),
                },
                _ => return err(start.range(), "enumerate()'s start must be an integer constant"),
            },
            _ => return err(c.range, "enumerate() takes a tensor and an optional start"),
        };
        let Expr::Tuple(t) = f.target.as_ref() else {
            return err(
                f.target.range(),
                "unpack what enumerate() gives: `for k, x in enumerate(t):`",
            );
        };
        let [index_target, item_target] = t.elts.as_slice() else {
            return err(t.range, "enumerate() gives pairs: `for k, x in enumerate(t):`");
        };
        let (seq, n) = self.sequence(seq, &f.body)?;
        let bind: Bind = Box::new(move |l, k| {
            let item = l.apply(
                Prim::Index,
                vec![seq.clone(), Val::Atom(k, i64_ty())],
                item_target.range(),
            )?;
            let index = match offset {
                0 => Val::Atom(k, i64_ty()),
                o => l.apply(Prim::Add, vec![Val::Atom(k, i64_ty()), int_lit(o, t.range)], t.range)?,
            };
            l.assign(index_target, index)?;
            l.assign(item_target, item)
        });
        self.counted(const_i64(0), const_len(n), Step::Const(1), bind, f)
    }

    /// The tensor a `for` iterates over and the length of its first axis.
    /// A variable the loop body assigns is copied first, so the loop runs
    /// over the value it had when the loop began, as in Python.
    fn sequence(&mut self, e: &Expr, body: &[Stmt]) -> Result<(Val, usize)> {
        let val = self.expr(e)?;
        let (op, ty) = match val {
            Val::Atom(op, ty) if !ty.is_scalar() => (op, ty),
            other => {
                return err(
                    e.range(),
                    format!(
                        "a `for` loop iterates over range(...), enumerate(...) or a tensor, got {}",
                        other.describe()
                    ),
                )
            }
        };
        let n = ty.shape[0];
        let mut reassigned = HashMap::new();
        super::translate::collect_assigned(body, &mut reassigned, 0);
        let op = match op {
            Operand::Var(v) if !self.b.is_temp(v) && self.var_is_reassigned(v, &reassigned) => {
                let t = self.b.temp(ty.clone());
                self.b.copy_into(t, op);
                Operand::Var(t)
            }
            other => other,
        };
        Ok((Val::Atom(op, ty), n))
    }

    fn var_is_reassigned(&self, v: VarId, names: &HashMap<String, usize>) -> bool {
        names
            .keys()
            .any(|n| self.locals.get(n).is_some_and(|l| l.vars.contains(&v)))
    }

    /// A bound of `range`: an integer value, widened to `i64` and, when it
    /// is a variable, copied so that the body cannot change it.
    fn range_bound(&mut self, e: &Expr) -> Result<Operand> {
        let val = self.expr(e)?;
        let op = match val {
            Val::Lit(l) => match l.kind {
                LitKind::Int(_) | LitKind::Bool(_) => Operand::Const(
                    l.commit(DType::I64)
                        .or_else(|_| err(e.range(), "this range() bound does not fit in i64"))?,
                ),
                LitKind::Float(_) => return err(e.range(), range_type_message("a float literal")),
            },
            Val::Atom(op, ty) if ty.is_scalar() && (ty.dtype.is_int() || ty.dtype == DType::Bool) => {
                let v = if ty.dtype == DType::I64 {
                    op
                } else {
                    Operand::Var(self.b.prim(Prim::Cast(DType::I64), vec![op], i64_ty()))
                };
                match v {
                    Operand::Var(var) if !self.b.is_temp(var) => {
                        let t = self.b.temp(i64_ty());
                        self.b.copy_into(t, v);
                        Operand::Var(t)
                    }
                    other => other,
                }
            }
            other => return err(e.range(), range_type_message(&other.describe())),
        };
        Ok(op)
    }

    /// A step known at compile time (a nonzero integer constant), or one
    /// evaluated once at run time, checked by `range_step` (zero is
    /// Python's ValueError: `value_error`).
    fn range_step(&mut self, e: &Expr) -> Result<Step> {
        let value = match literal_of(e)? {
            Some(LitKind::Int(s)) => Some(s),
            None => match e {
                Expr::Name(n) if !self.locals.contains_key(n.id.as_str()) => {
                    match self.scope().consts.get(n.id.as_str()) {
                        Some(LitKind::Int(s)) => Some(*s),
                        _ => None,
                    }
                }
                _ => None,
            },
            _ => None,
        };
        match value.map(i64::try_from) {
            Some(Ok(0)) => err(e.range(), "range() step must not be zero"),
            Some(Ok(s)) => Ok(Step::Const(s)),
            Some(Err(_)) => err(e.range(), "this range() step does not fit in i64"),
            None => {
                let step = self.range_bound(e)?;
                let checked = self.b.prim(Prim::RangeStep, vec![step], i64_ty());
                Ok(Step::Dynamic(Operand::Var(checked)))
            }
        }
    }

    /// The counted loop every `for` becomes: `counter = start`; while
    /// `counter < stop` (`>` for a negative step): bind the targets from
    /// the counter, advance it, run the body.
    fn counted(&mut self, start: Operand, stop: Operand, step: Step, mut bind: Bind, f: &ast::StmtFor) -> Result<()> {
        if let (Operand::Const(Const::I64(a)), Operand::Const(Const::I64(b)), Step::Const(s)) = (start, stop, &step) {
            let n = super::unroll::trips(a, b, *s);
            if super::unroll::wanted(n, &f.body, &self.scope().consts) {
                return self.written_out(a, *s, n, bind, f);
            }
        }
        let line = self.line(f.range);
        let counter = self.b.var(format!("for@{line}"), i64_ty());
        self.b.copy_into(counter, start);
        let header = self.b.new_block();
        self.b.jump(header);
        self.b.switch_to(header);
        let before = self.assigned.clone();
        let bool_ty = Type::scalar(DType::Bool);
        let (cond, step) = match step {
            Step::Const(s) => {
                let cmp = if s > 0 { Prim::Lt } else { Prim::Gt };
                (
                    self.b.prim(cmp, vec![Operand::Var(counter), stop], bool_ty),
                    const_i64(s),
                )
            }
            Step::Dynamic(s) => {
                // The step's sign picks the test, as in Python.
                let up = self.b.prim(Prim::Gt, vec![s, const_i64(0)], bool_ty.clone());
                let below = self
                    .b
                    .prim(Prim::Lt, vec![Operand::Var(counter), stop], bool_ty.clone());
                let above = self
                    .b
                    .prim(Prim::Gt, vec![Operand::Var(counter), stop], bool_ty.clone());
                let args = vec![Operand::Var(up), Operand::Var(below), Operand::Var(above)];
                (self.b.prim(Prim::Where, args, bool_ty), s)
            }
        };
        let body = |l: &mut Self| {
            bind(l, Operand::Var(counter))?;
            let next = l.b.prim(Prim::Add, vec![Operand::Var(counter), step], i64_ty());
            l.b.copy_into(counter, Operand::Var(next));
            l.block(&f.body)
        };
        self.loop_tail(cond, header, before, body, &f.orelse)
    }

    /// A short `for` written out (`unroll`): the body once per iteration,
    /// the targets bound to the counter's constant value; then the `else`
    /// clause (there is no `break`). Names the body assigns count as
    /// assigned after it only as they do after the loop.
    fn written_out(&mut self, first: i64, step: i64, n: i64, mut bind: Bind, f: &ast::StmtFor) -> Result<()> {
        let before = self.assigned.clone();
        for i in 0..n {
            bind(self, const_i64(first + i * step))?;
            self.block(&f.body)?;
        }
        self.assigned = before;
        self.block(&f.orelse)
    }

    /// The part `while` and `for` share once the condition is computed:
    /// branch to the body or to the `else` clause, run the body (the loop
    /// variables' bindings included) with `break` and `continue` in scope,
    /// then the `else` clause, and continue after the loop.
    fn loop_tail(
        &mut self,
        cond: VarId,
        header: BlockId,
        before: HashSet<String>,
        body: impl FnOnce(&mut Self) -> Result<()>,
        orelse: &[Stmt],
    ) -> Result<()> {
        let body_b = self.b.new_block();
        let exit = self.b.new_block();
        let else_b = if orelse.is_empty() { exit } else { self.b.new_block() };
        self.b.terminate(Terminator::Branch {
            cond,
            then: body_b,
            els: else_b,
        });
        self.b.switch_to(body_b);
        let mut ends = self.with_loop(header, exit, body)?;
        self.assigned = before.clone();
        if orelse.is_empty() {
            ends.push(before);
        } else {
            self.b.switch_to(else_b);
            self.block(orelse)?;
            if self.b.is_reachable() {
                ends.push(self.assigned.clone());
                self.b.jump(exit);
            }
        }
        self.continue_at(exit, ends);
        Ok(())
    }

    /// Lowers a loop body that starts at the insertion point and returns
    /// the assigned sets at its `break`s.
    fn loop_body(&mut self, header: BlockId, exit: BlockId, stmts: &[Stmt]) -> Result<Vec<HashSet<String>>> {
        self.with_loop(header, exit, |l| l.block(stmts))
    }

    fn with_loop(
        &mut self,
        header: BlockId,
        exit: BlockId,
        body: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<Vec<HashSet<String>>> {
        self.loops.push(LoopCtx {
            header,
            exit,
            breaks: Vec::new(),
        });
        let lowered = body(self);
        let ctx = self.loops.pop();
        lowered?;
        if self.b.is_reachable() {
            self.b.jump(header);
        }
        Ok(ctx.map(|c| c.breaks).unwrap_or_default())
    }
}

/// A `range` step: a constant, or an `i64` known only at run time.
enum Step {
    Const(i64),
    Dynamic(Operand),
}

/// The truth value of a literal condition (`while True`, `while 1`).
pub(crate) fn truthy_literal(e: &Expr) -> Result<Option<bool>> {
    Ok(literal_of(e)?.map(LitKind::truthy))
}

fn range_type_message(found: &str) -> String {
    format!("range() takes integers, got {found}: convert with int(...)")
}

fn i64_ty() -> Type {
    Type::scalar(DType::I64)
}

fn const_i64(v: i64) -> Operand {
    Operand::Const(Const::I64(v))
}

fn int_lit(v: i64, range: TextRange) -> Val {
    Val::Lit(Lit {
        kind: LitKind::Int(i128::from(v)),
        range,
    })
}

fn const_len(n: usize) -> Operand {
    const_i64(i64::try_from(n).unwrap_or(i64::MAX))
}

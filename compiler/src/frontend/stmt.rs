//! Statements: control flow becomes blocks and terminators; the
//! definitely-assigned set follows the structure so that a read of a
//! variable some path leaves unassigned is reported where it is written.

use super::error::{err, Result};
use super::literal::{Lit, LitKind};
use super::module::is_docstring;
use super::translate::FnTranslator;
use super::unsupported;
use super::value::Val;
use crate::ir::f::Terminator;
use crate::ir::Const;
use crate::ir::{Operand, VarId};
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, Expr, Ranged, Stmt};
use rustpython_parser::text_size::TextRange;
use std::collections::HashSet;

impl FnTranslator<'_, '_> {
    /// Lowers statements in order, stopping at the first one that cannot
    /// run (after a `return`, `break` or `continue`).
    pub fn block(&mut self, stmts: &[Stmt]) -> Result<()> {
        for s in stmts {
            if !self.b.is_reachable() {
                break;
            }
            self.nested(s.range(), |l| l.stmt(s))?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> Result<()> {
        match s {
            Stmt::Expr(e) if is_docstring(&e.value) => Ok(()),
            Stmt::Expr(e) => self.expr(&e.value).map(drop),
            Stmt::Pass(_) => Ok(()),
            Stmt::Assign(a) => self.assign_stmt(a),
            Stmt::AugAssign(a) => self.aug_assign(a),
            Stmt::AnnAssign(a) => self.ann_assign(a),
            Stmt::If(i) => self.if_stmt(i),
            Stmt::While(w) => self.while_stmt(w),
            Stmt::For(f) => self.for_stmt(f),
            Stmt::Assert(a) => self.assert_stmt(a),
            Stmt::Return(r) => self.return_stmt(r),
            Stmt::Break(b) => self.break_stmt(b.range),
            Stmt::Continue(c) => self.continue_stmt(c.range),
            other => err(other.range(), unsupported::statement(other)),
        }
    }

    fn if_stmt(&mut self, i: &ast::StmtIf) -> Result<()> {
        // CPython runs one arm of an `if` on a constant: so does the
        // program, and the other arm is not compiled (a library's code for
        // another configuration, which need not type-check in this one).
        if let Some(truth) = self.constant_truth(&i.test)? {
            return self.block(if truth { &i.body } else { &i.orelse });
        }
        let cond = self.condition(&i.test)?;
        let els = (!i.orelse.is_empty()).then_some(|l: &mut Self| l.block(&i.orelse));
        self.branch_arms(cond, |l| l.block(&i.body), els)
    }

    /// Branches on `cond` to `then` and (when given) `els`, and continues
    /// where the arms that fall through meet; a missing `els` falls
    /// through at once.
    fn branch_arms(
        &mut self,
        cond: VarId,
        then: impl FnOnce(&mut Self) -> Result<()>,
        els: Option<impl FnOnce(&mut Self) -> Result<()>>,
    ) -> Result<()> {
        let then_b = self.b.new_block();
        let else_b = els.is_some().then(|| self.b.new_block());
        let join = self.b.new_block();
        self.b.terminate(Terminator::Branch {
            cond,
            then: then_b,
            els: else_b.unwrap_or(join),
        });
        let before = self.assigned.clone();
        let mut ends: Vec<HashSet<String>> = Vec::new();
        self.b.switch_to(then_b);
        then(self)?;
        self.close_arm(join, &mut ends);
        self.assigned = before.clone();
        match (els, else_b) {
            (Some(els), Some(else_b)) => {
                self.b.switch_to(else_b);
                els(self)?;
                self.close_arm(join, &mut ends);
            }
            _ => ends.push(before),
        }
        self.continue_at(join, ends);
        Ok(())
    }

    /// Ends an arm that falls through by jumping to `join`, keeping its
    /// assigned set for the merge.
    fn close_arm(&mut self, join: usize, ends: &mut Vec<HashSet<String>>) {
        if self.b.is_reachable() {
            ends.push(self.assigned.clone());
            self.b.jump(join);
        }
    }

    /// Continues at a merge point reached by paths with assigned sets
    /// `ends`; with none, the merge point cannot be reached.
    pub(crate) fn continue_at(&mut self, join: usize, ends: Vec<HashSet<String>>) {
        let mut ends = ends.into_iter();
        let Some(first) = ends.next() else { return };
        self.assigned = ends.fold(first, |acc, s| acc.intersection(&s).cloned().collect());
        self.b.switch_to(join);
    }

    /// `assert c` and `assert c, "message"`: a member whose `c` is false
    /// stops with status `assertion_failed`. The message (a string
    /// literal, since strings are not values here) is for CPython's
    /// traceback only.
    fn assert_stmt(&mut self, a: &ast::StmtAssert) -> Result<()> {
        if let Some(msg) = &a.msg {
            if !is_docstring(msg) {
                return err(
                    msg.range(),
                    "the message of an `assert` must be a string literal: a failing member's status says `assertion_failed`",
                );
            }
        }
        let val = self.expr(&a.test)?;
        let cond = self.truth_value(val, a.test.range())?;
        self.b.prim(Prim::Assert, vec![cond], Type::scalar(DType::Bool));
        Ok(())
    }

    fn break_stmt(&mut self, range: TextRange) -> Result<()> {
        let assigned = self.assigned.clone();
        let Some(ctx) = self.loops.last_mut() else {
            return err(range, "`break` outside a loop");
        };
        ctx.breaks.push(assigned);
        let exit = ctx.exit;
        self.b.jump(exit);
        Ok(())
    }

    fn continue_stmt(&mut self, range: TextRange) -> Result<()> {
        let Some(ctx) = self.loops.last() else {
            return err(range, "`continue` outside a loop");
        };
        let header = ctx.header;
        self.b.jump(header);
        Ok(())
    }

    fn return_stmt(&mut self, r: &ast::StmtReturn) -> Result<()> {
        match &r.value {
            Some(value) => self.return_value(value),
            None => {
                let (name, ret) = (&self.sig.name, &self.sig.ret);
                err(r.range, format!("`return` needs a value: `{name}` returns {ret}"))
            }
        }
    }

    /// `return e`. A conditional expression that must be lazy returns from
    /// each arm (`if c: return a` / `else: return b`), which needs no merge
    /// block and no copies.
    fn return_value(&mut self, value: &Expr) -> Result<()> {
        if let Expr::IfExp(i) = value {
            if !(self.is_simple(&i.body, 0) && self.is_simple(&i.orelse, 0)) {
                let cond = self.condition(&i.test)?;
                let els = Some(|l: &mut Self| l.nested(i.orelse.range(), |l| l.return_value(&i.orelse)));
                return self.branch_arms(cond, |l| l.nested(i.body.range(), |l| l.return_value(&i.body)), els);
            }
        }
        let val = self.expr(value)?;
        let found = val.describe();
        let sig = self.sig;
        let Some(ops) = val.coerce(&sig.ret)? else {
            return err(
                value.range(),
                format!("`{}` returns {}, found {found}", sig.name, sig.ret),
            );
        };
        for (out, op) in self.ret_vars.clone().into_iter().zip(ops) {
            self.b.copy_into(out, op);
        }
        self.b.terminate(Terminator::Return);
        Ok(())
    }

    /// A branch condition: a scalar bool in a (batched) variable. A
    /// number stands for its truth value as in Python: true when nonzero
    /// (NaN included).
    pub fn condition(&mut self, test: &Expr) -> Result<VarId> {
        if let Some(truth) = super::loops::truthy_literal(test)? {
            let v = self.b.temp(Type::scalar(DType::Bool));
            self.b.copy_into(v, Operand::Const(Const::Bool(truth)));
            return Ok(v);
        }
        let val = self.expr(test)?;
        let op = self.truth_value(val, test.range())?;
        match op {
            Operand::Var(v) if !self.shared_vars.contains(&v) => Ok(v),
            other => {
                let v = self.b.temp(Type::scalar(DType::Bool));
                self.b.copy_into(v, other);
                Ok(v)
            }
        }
    }

    /// The truth of a condition fixed at compile time: a literal, a module
    /// constant not shadowed by a local, `not` of one, or a comparison of
    /// shapes and constants (`y.ndim == 1`, `len(x) > K`: a library
    /// template's code for one rank of argument).
    fn constant_truth(&mut self, test: &Expr) -> Result<Option<bool>> {
        if let Expr::Compare(_) = test {
            if self.is_static(test) {
                if let Val::Lit(l) = self.expr(test)? {
                    return Ok(Some(l.kind.truthy()));
                }
            }
            return Ok(None);
        }
        if let Some(truth) = super::loops::truthy_literal(test)? {
            return Ok(Some(truth));
        }
        match test {
            Expr::Name(n) => {
                let id = n.id.as_str();
                if self.locals.contains_key(id) || self.assigned_anywhere.contains_key(id) {
                    return Ok(None);
                }
                Ok(self.scope().consts.get(id).map(|k| k.truthy()))
            }
            Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::Not) => Ok(self.constant_truth(&u.operand)?.map(|t| !t)),
            _ => Ok(None),
        }
    }

    /// A scalar bool, or a number compared with zero.
    pub fn truth_value(&mut self, val: Val, range: TextRange) -> Result<Operand> {
        match val {
            Val::Atom(op, ty) if ty.is_scalar() && ty.dtype == DType::Bool => Ok(op),
            Val::Lit(l) => Ok(Operand::Const(Const::Bool(l.kind.truthy()))),
            Val::Atom(op, ty) if ty.is_scalar() => {
                let zero = Val::Lit(Lit {
                    kind: LitKind::Int(0),
                    range,
                });
                match self.apply(Prim::Ne, vec![Val::Atom(op, ty), zero], range)? {
                    Val::Atom(op, _) => Ok(op),
                    _ => err(range, "internal error: a comparison without a value"),
                }
            }
            other => err(range, condition_message(&other)),
        }
    }
}

fn condition_message(val: &Val) -> String {
    let found = val.describe();
    let hint = match val {
        Val::Atom(_, ty) if !ty.is_scalar() => ": reduce it first, or use `where` for elementwise choice",
        _ => "",
    };
    format!("condition must be a scalar bool, got {found}{hint}")
}

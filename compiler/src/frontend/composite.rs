//! Functions the frontend writes with other primitives, so that their
//! evaluation, MLIR and (later) derivatives come from those: `mean(x)`
//! and the stable `logsumexp(x)`.

use super::error::{err, Result};
use super::literal::{Lit, LitKind};
use super::translate::FnTranslator;
use super::value::Val;
use crate::prim::Prim;
use autobatch_runtime::DType;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    /// `mean` and `logsumexp`; `None` for other names.
    pub fn composite_call(&mut self, name: &str, c: &ast::ExprCall) -> Result<Option<Val>> {
        if !matches!(name, "mean" | "logsumexp") {
            return Ok(None);
        }
        let [arg] = c.args.as_slice() else {
            return err(
                c.range,
                format!("`{name}` takes one tensor, got {} arguments", c.args.len()),
            );
        };
        let x = self.float_tensor(name, arg)?;
        let range = c.range;
        Ok(Some(if name == "mean" {
            self.mean(x, range)?
        } else {
            self.logsumexp(x, range)?
        }))
    }

    /// The argument as a float tensor: integers and bools become `f64`.
    fn float_tensor(&mut self, name: &str, arg: &Expr) -> Result<Val> {
        match self.expr(arg)? {
            Val::Atom(op, ty) if !ty.is_scalar() && ty.dtype.is_float() => Ok(Val::Atom(op, ty)),
            v @ Val::Atom(_, _) if matches!(&v, Val::Atom(_, t) if !t.is_scalar()) => {
                self.apply(Prim::Cast(DType::F64), vec![v], arg.range())
            }
            other => err(
                arg.range(),
                format!("`{name}` needs a tensor, got {}", other.describe()),
            ),
        }
    }

    /// `sum(x) / n`: the left-fold sum, then one division.
    fn mean(&mut self, x: Val, range: TextRange) -> Result<Val> {
        let n = match &x {
            Val::Atom(_, ty) => ty.num_elements(),
            _ => 1,
        };
        let s = self.apply(Prim::Sum, vec![x], range)?;
        self.apply(Prim::Div, vec![s, lit(LitKind::Int(n as i128), range)], range)
    }

    /// `m + log(sum(exp(x - m)))` with `m = max(x)`, or `m` itself when it
    /// is infinite (or NaN).
    fn logsumexp(&mut self, x: Val, range: TextRange) -> Result<Val> {
        let m = self.apply(Prim::ReduceMax, vec![x.clone()], range)?;
        let shifted = self.apply(Prim::Sub, vec![x, m.clone()], range)?;
        let e = self.apply(Prim::Exp, vec![shifted], range)?;
        let s = self.apply(Prim::Sum, vec![e], range)?;
        let l = self.apply(Prim::Log, vec![s], range)?;
        let r = self.apply(Prim::Add, vec![m.clone(), l], range)?;
        let above = self.apply(
            Prim::Gt,
            vec![m.clone(), lit(LitKind::Float(f64::NEG_INFINITY), range)],
            range,
        )?;
        let below = self.apply(
            Prim::Lt,
            vec![m.clone(), lit(LitKind::Float(f64::INFINITY), range)],
            range,
        )?;
        let finite = self.apply(Prim::And, vec![above, below], range)?;
        self.apply(Prim::Where, vec![finite, r, m], range)
    }
}

fn lit(kind: LitKind, range: TextRange) -> Val {
    Val::Lit(Lit { kind, range })
}

//! Assignments: plain, destructuring, augmented and annotated. A variable
//! gets its type from its first assignment (or annotation) in textual
//! order and keeps it for the whole function.

use super::error::{err, Result};
use super::translate::{FnTranslator, Local};
use super::types::{SrcTy, TypeEnv};
use super::unsupported;
use super::value::Val;
use crate::ir::{Operand, VarId};
use autobatch_runtime::DType;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    pub fn assign_stmt(&mut self, a: &ast::StmtAssign) -> Result<()> {
        let [target] = a.targets.as_slice() else {
            return err(a.range, "chained assignment (`a = b = ...`) is not supported");
        };
        self.check_binding(target, &a.value)?;
        let val = self.expr(&a.value)?;
        self.assign(target, val)
    }

    /// `x op= e` is `x = x op e`.
    pub fn aug_assign(&mut self, a: &ast::StmtAugAssign) -> Result<()> {
        if let Expr::Subscript(s) = a.target.as_ref() {
            return self.aug_store_item(s, a.op, &a.value, a.range);
        }
        let Expr::Name(n) = a.target.as_ref() else {
            return err(a.target.range(), target_message(&a.target));
        };
        self.check_assignable(&n.id, n.range)?;
        let current = self.name(n)?;
        let rhs = self.expr(&a.value)?;
        let val = self.binary(a.op, current, rhs, a.range)?;
        self.assign_name(&n.id, n.range, val)
    }

    pub fn ann_assign(&mut self, a: &ast::StmtAnnAssign) -> Result<()> {
        let Expr::Name(n) = a.target.as_ref() else {
            return err(a.target.range(), target_message(&a.target));
        };
        let ty = TypeEnv {
            consts: &self.scope().consts,
        }
        .value_type(&a.annotation)?;
        if let Some(v) = &a.value {
            self.check_binding(&a.target, v)?;
        }
        let val = a.value.as_ref().map(|v| self.expr(v)).transpose()?;
        self.check_assignable(&n.id, n.range)?;
        match self.locals.get(n.id.as_str()) {
            Some(local) if local.ty != ty => {
                let msg = format!(
                    "`{}` is declared {ty} here but was {} at line {}",
                    n.id, local.ty, local.line
                );
                return err(a.annotation.range(), msg);
            }
            Some(_) => {}
            None => self.declare(&n.id, n.range, ty.clone()),
        }
        let (Some(val), Some(value)) = (val, &a.value) else {
            return Ok(());
        };
        let found = val.describe();
        let Some(ops) = val.coerce(&ty)? else {
            return err(
                value.range(),
                format!("`{}` is declared {ty} but the value is {found}", n.id),
            );
        };
        self.write(&n.id, ops);
        Ok(())
    }

    /// Assigns `val` to a target: a name or a (nested) tuple of targets.
    pub fn assign(&mut self, target: &Expr, val: Val) -> Result<()> {
        // Python evaluates the whole right side before assigning anything:
        // `a, b = b, a` must read the old `a`.
        let val = if matches!(target, Expr::Tuple(_)) {
            self.snapshot(val)
        } else {
            val
        };
        self.nested(target.range(), |l| l.assign_to(target, val))
    }

    fn assign_to(&mut self, target: &Expr, val: Val) -> Result<()> {
        match (target, val) {
            (Expr::Name(n), val) => self.assign_name(&n.id, n.range, val),
            (Expr::Subscript(s), val) => self.store_item(s, val),
            (Expr::Tuple(t), Val::Tuple(items)) if t.elts.len() == items.len() => {
                for (e, v) in t.elts.iter().zip(items) {
                    self.nested(e.range(), |l| l.assign_to(e, v))?;
                }
                Ok(())
            }
            (Expr::Tuple(t), Val::Tuple(items)) => err(
                t.range,
                format!(
                    "cannot unpack a tuple of {} values into {} targets",
                    items.len(),
                    t.elts.len()
                ),
            ),
            (Expr::Tuple(t), other) => err(
                t.range,
                format!("cannot unpack {}: it is not a tuple", other.describe()),
            ),
            (other, _) => err(other.range(), target_message(other)),
        }
    }

    /// Copies every leaf that reads a source variable into a temporary, so
    /// that the assignments that follow cannot change what it reads.
    fn snapshot(&mut self, val: Val) -> Val {
        match val {
            Val::Atom(Operand::Var(v), ty) if !self.b.is_temp(v) => {
                let t = self.b.temp(ty.clone());
                self.b.copy_into(t, Operand::Var(v));
                Val::var(t, ty)
            }
            Val::Tuple(items) => Val::Tuple(items.into_iter().map(|i| self.snapshot(i)).collect()),
            other => other,
        }
    }

    fn assign_name(&mut self, name: &str, range: TextRange, val: Val) -> Result<()> {
        self.check_assignable(name, range)?;
        let ops = match self.locals.get(name) {
            Some(local) => {
                let (want, line) = (local.ty.clone(), local.line);
                let found = val.describe();
                let hint = conversion_hint(name, &val, &want);
                match val.coerce(&want)? {
                    Some(ops) => ops,
                    None => {
                        return err(
                            range,
                            format!("`{name}` is {found} here but was {want} at line {line}{hint}"),
                        )
                    }
                }
            }
            None => {
                let (ops, ty) = val.commit_default()?;
                self.declare(name, range, ty);
                ops
            }
        };
        self.write(name, ops);
        Ok(())
    }

    /// Rejects assignments to shared parameters and to module-level names
    /// (Python would make them local and break every other use).
    pub(crate) fn check_assignable(&self, name: &str, range: TextRange) -> Result<()> {
        match self.locals.get(name) {
            Some(local) if local.shared => err(range, format!("cannot assign to shared parameter `{name}`")),
            Some(_) => Ok(()),
            None if self.scope().consts.contains_key(name) => err(
                range,
                format!("cannot assign to module constant `{name}`: use another name"),
            ),
            None if self.scope().func_index.contains_key(name) => err(
                range,
                format!("cannot assign to `{name}`, the name of a function: use another name"),
            ),
            None => Ok(()),
        }
    }

    /// Creates a local of type `ty` (not yet assigned).
    fn declare(&mut self, name: &str, range: TextRange, ty: SrcTy) {
        let ir_name = format!("{}{name}", self.var_prefix);
        let vars: Vec<VarId> = (ty.leaf_names(&ir_name).into_iter().zip(ty.leaves()))
            .map(|(n, t)| self.b.var(n, t))
            .collect();
        let line = self.line(range);
        self.locals.insert(
            name.to_string(),
            Local {
                ty,
                vars,
                line,
                shared: false,
            },
        );
    }

    /// Stores operands (already of the local's leaf types) into a local.
    pub(crate) fn write(&mut self, name: &str, ops: Vec<Operand>) {
        let vars = self.locals.get(name).map(|l| l.vars.clone()).unwrap_or_default();
        for (v, op) in vars.into_iter().zip(ops) {
            self.b.copy_into(v, op);
        }
        self.assigned.insert(name.to_string());
    }
}

/// How to make a value of another type fit a variable. A conversion that
/// would truncate (a float into an integer variable) is never suggested:
/// the variable was more likely meant to be a float from the start.
fn conversion_hint(name: &str, val: &Val, want: &SrcTy) -> String {
    let found = match val {
        Val::Atom(_, found) => Some(found.dtype),
        Val::Lit(l) => Some(l.kind.default_dtype()),
        Val::Tuple(_) => None,
    };
    let shape_fits = match val {
        Val::Atom(_, found) => matches!(want, SrcTy::Atom(w) if found.shape == w.shape),
        _ => matches!(want, SrcTy::Atom(w) if w.is_scalar()),
    };
    let (Some(found), SrcTy::Atom(w), true) = (found, want, shape_fits) else {
        return String::new();
    };
    match (found, w.dtype) {
        (f, d) if f.is_float() && !d.is_float() => {
            format!(": make `{name}` a float where it is first assigned (e.g. `{name} = 0.0` rather than `{name} = 0`)")
        }
        (DType::I64, DType::I32) => {
            format!(": make `{name}` an i64 where it is first assigned, or convert with i32(...)")
        }
        (_, DType::Bool) => ": compare to get a bool, e.g. `(x != 0)`".into(),
        (_, d) => format!(" (convert with {d}(...))"),
    }
}

fn target_message(target: &Expr) -> String {
    match target {
        Expr::Tuple(_) => "cannot assign to a tuple here".into(),
        other => match unsupported::expression(other) {
            m if m.starts_with("this") => "cannot assign to this expression".into(),
            m => m,
        },
    }
}

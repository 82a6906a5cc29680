//! The aliasing rule. Tensors here are values, but in CPython they are
//! NumPy arrays that several names may share: a write by index through one
//! name is seen through the others, and through views (slices, rows of a
//! matrix, the rows `for` gives). So that every accepted program computes
//! what CPython computes, a tensor variable that a function writes by
//! index (`a[...] = ...` or `a[...] op= ...`) must own its array:
//!
//! 1. it is not a parameter, unless the function updates it in place,
//!    which `in_place` checks at the function and at every call (a
//!    variable passed to such a parameter counts as written here);
//! 2. every assignment to it binds a fresh array: the result of an
//!    operator or a primitive (`zeros`, `copy`, `x + 1`, ...), never
//!    another name, a row or slice (a view), or the result of a function
//!    of the file (which may return one of its arguments) unless that
//!    result is an array no other name holds (`in_place`'s `owned`);
//! 3. its array never gets a second name: it is not assigned (whole, in a
//!    tuple or a conditional) to another variable, nor a view of it, nor
//!    passed to a function of the file whose result holds a tensor and is
//!    assigned (except to a parameter updated in place: the caller hands
//!    the array over), and a `for` does not iterate over its rows.
//!
//! Each violation is a located error that says to write `copy(...)`.

use super::error::{err, Result};
use super::translate::FnTranslator;
use crate::ir::FuncId;
use rustpython_parser::ast::{self, Expr, Ranged, Stmt};
use std::collections::HashMap;

/// The names written by index anywhere in `stmts`, with the offset of the
/// first such write.
pub(crate) fn written_names(stmts: &[Stmt], out: &mut HashMap<String, usize>) {
    for s in stmts {
        match s {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| written_in_target(t, out)),
            Stmt::AugAssign(a) => written_in_target(&a.target, out),
            Stmt::AnnAssign(a) => written_in_target(&a.target, out),
            Stmt::If(i) => {
                written_names(&i.body, out);
                written_names(&i.orelse, out);
            }
            Stmt::While(w) => {
                written_names(&w.body, out);
                written_names(&w.orelse, out);
            }
            Stmt::For(f) => {
                written_in_target(&f.target, out);
                written_names(&f.body, out);
                written_names(&f.orelse, out);
            }
            _ => {}
        }
    }
}

fn written_in_target(t: &Expr, out: &mut HashMap<String, usize>) {
    match t {
        Expr::Subscript(s) => {
            if let Expr::Name(n) = s.value.as_ref() {
                out.entry(n.id.to_string()).or_insert(s.range.start().to_usize());
            }
        }
        Expr::Tuple(tuple) => tuple.elts.iter().for_each(|e| written_in_target(e, out)),
        Expr::List(list) => list.elts.iter().for_each(|e| written_in_target(e, out)),
        _ => {}
    }
}

impl FnTranslator<'_, '_> {
    /// How `name` is written in place, in a message: "written by index at
    /// line 4", or "passed at line 4 to `f`, which updates ...".
    fn how_written(&self, name: &str) -> String {
        let at = self.written.get(name).copied().unwrap_or(0);
        let line = self.line_at(at);
        match (self.inline_unit, self.in_place.writes[self.func].get(name)) {
            (None, Some(site)) => self.in_place.describe(self.m, line, site),
            _ => format!("written by index at line {line}"),
        }
    }

    /// Rules 2 and 3 for `target = value`. A write by index copies the
    /// value into the target's array, so binds no name.
    pub fn check_binding(&self, target: &Expr, value: &Expr) -> Result<()> {
        match (target, value) {
            (Expr::Subscript(_), _) => Ok(()),
            (Expr::Tuple(t), Expr::Tuple(v)) if t.elts.len() == v.elts.len() => t
                .elts
                .iter()
                .zip(&v.elts)
                .try_for_each(|(t, v)| self.check_binding(t, v)),
            _ => {
                self.check_fresh(target, value)?;
                self.check_no_escape(value)
            }
        }
    }

    /// Rule 3 for the sequence a `for` iterates over, and rule 2 for its
    /// variables.
    pub fn check_iteration(&self, target: &Expr, iter: &Expr) -> Result<()> {
        if let Some((name, _)) = written_in(target, &self.written) {
            return self.not_fresh(name, target);
        }
        let seq = match iter {
            Expr::Call(c) if matches!(c.func.as_ref(), Expr::Name(n) if n.id.as_str() == "enumerate") => {
                c.args.first().unwrap_or(iter)
            }
            other => other,
        };
        if let Expr::Name(n) = seq {
            if self.written.contains_key(n.id.as_str()) && self.rank_of(n.id.as_str()) >= 2 {
                return self.escapes(n.id.as_str(), seq);
            }
        }
        Ok(())
    }

    fn check_fresh(&self, target: &Expr, value: &Expr) -> Result<()> {
        match (target, value) {
            (Expr::Name(n), _) if self.written.contains_key(n.id.as_str()) && !self.is_fresh(value) => {
                self.not_fresh(n.id.as_str(), value)
            }
            (Expr::Tuple(t), Expr::Call(c)) if self.tuple_result_of(c, t.elts.len()).is_some() => {
                self.check_handed_over(t, c, value)
            }
            (Expr::Tuple(_), _) => match written_in(target, &self.written) {
                Some((name, _)) => self.not_fresh(name, value),
                None => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// Whether `value` is certainly an array (or scalar) no other name
    /// holds.
    pub(super) fn is_fresh(&self, value: &Expr) -> bool {
        match value {
            Expr::Name(_) | Expr::Subscript(_) | Expr::Tuple(_) | Expr::Attribute(_) => false,
            Expr::IfExp(i) => self.is_fresh(&i.body) && self.is_fresh(&i.orelse),
            Expr::Call(c) => match c.func.as_ref() {
                Expr::Name(n) => match self.scope().func_index.get(n.id.as_str()) {
                    // A function's result is fresh where it is an array
                    // no other name holds (`in_place`).
                    Some(&f) => {
                        matches!(self.m.funcs[f].sig.ret, super::types::SrcTy::Atom(_))
                            && self.in_place.result_owned(f, 0)
                    }
                    None => true,
                },
                _ => false,
            },
            _ => true,
        }
    }

    /// Rule 2 for `a, b = f(...)`: each name written in place takes an
    /// element `f` hands over (`in_place`'s `owned`).
    fn check_handed_over(&self, target: &ast::ExprTuple, c: &ast::ExprCall, value: &Expr) -> Result<()> {
        let Some(f) = self.tuple_result_of(c, target.elts.len()) else {
            return Ok(());
        };
        for (k, e) in target.elts.iter().enumerate() {
            match (e, written_in(e, &self.written)) {
                (_, None) => {}
                (Expr::Name(_), Some(_)) if self.in_place.result_owned(f, k) => {}
                (_, Some((name, _))) => return self.not_fresh(name, value),
            }
        }
        Ok(())
    }

    /// The function `c` calls, where it is one of the program's and
    /// returns a tuple of `n` elements.
    fn tuple_result_of(&self, c: &ast::ExprCall, n: usize) -> Option<FuncId> {
        let Expr::Name(name) = c.func.as_ref() else {
            return None;
        };
        let f = *self.scope().func_index.get(name.id.as_str())?;
        match &self.m.funcs[f].sig.ret {
            super::types::SrcTy::Tuple(elements) if elements.len() == n => Some(f),
            _ => None,
        }
    }

    /// Rule 3: no written name (or view of one) is bound by `value`.
    fn check_no_escape(&self, value: &Expr) -> Result<()> {
        match value {
            Expr::Name(n) if self.written.contains_key(n.id.as_str()) => self.escapes(n.id.as_str(), value),
            Expr::Subscript(s) => match s.value.as_ref() {
                Expr::Name(n) if self.written.contains_key(n.id.as_str()) && self.is_view(n.id.as_str(), &s.slice) => {
                    self.escapes(n.id.as_str(), value)
                }
                _ => Ok(()),
            },
            Expr::Tuple(t) => t.elts.iter().try_for_each(|e| self.check_no_escape(e)),
            Expr::IfExp(i) => {
                self.check_no_escape(&i.body)?;
                self.check_no_escape(&i.orelse)
            }
            Expr::Call(c) => match c.func.as_ref() {
                Expr::Name(n) if self.returns_tensor(n.id.as_str()) => {
                    // An argument the callee updates in place is handed
                    // over: the caller does not read it again
                    // (`in_place`), so a result holding it is its one name.
                    let in_place = self.in_place_arguments(n.id.as_str(), c);
                    (c.args.iter().chain(c.keywords.iter().map(|k| &k.value)))
                        .filter(|a| !in_place.iter().any(|p| std::ptr::eq(*p, *a)))
                        .try_for_each(|a| self.check_no_escape(a))
                }
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// Whether `name[index]` is a view: it keeps an axis (a slice, or
    /// fewer indices than axes).
    fn is_view(&self, name: &str, index: &Expr) -> bool {
        let indices: Vec<&Expr> = match index {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        indices.iter().any(|i| matches!(i, Expr::Slice(_))) || indices.len() < self.rank_of(name)
    }

    fn rank_of(&self, name: &str) -> usize {
        match self.local_value(name) {
            Some(super::value::Val::Atom(_, ty)) => ty.shape.len(),
            _ => 0,
        }
    }

    /// The arguments of a call of the program's `func` that its
    /// parameters updated in place take.
    fn in_place_arguments<'e>(&self, func: &str, c: &'e ast::ExprCall) -> Vec<&'e Expr> {
        let Some(&f) = self.scope().func_index.get(func) else {
            return Vec::new();
        };
        let Ok(slots) = super::call::bind_arguments(&self.m.funcs[f].sig, c) else {
            return Vec::new();
        };
        (slots.into_iter().enumerate())
            .filter_map(|(i, s)| match s {
                super::call::Slot::Given(e) if self.in_place.params[f][i] => Some(e),
                _ => None,
            })
            .collect()
    }

    fn returns_tensor(&self, func: &str) -> bool {
        let Some(f) = self.scope().func_index.get(func) else {
            return false;
        };
        self.m.funcs[*f].sig.ret.leaves().iter().any(|t| !t.is_scalar())
    }

    fn not_fresh(&self, name: &str, value: &Expr) -> Result<()> {
        let how = self.how_written(name);
        err(
            value.range(),
            format!(
                "`{name}` is {how}, so it must hold an array of its own, but this value may be shared with another name (in CPython the write would show through both): write `copy(...)` around it"
            ),
        )
    }

    fn escapes(&self, name: &str, value: &Expr) -> Result<()> {
        let how = self.how_written(name);
        err(
            value.range(),
            format!(
                "`{name}` is {how}: this would give its array a second name (in CPython, writes would show through both): write `copy(...)` around it"
            ),
        )
    }
}

/// The first name written by index among the names a target binds.
fn written_in<'n>(target: &'n Expr, written: &HashMap<String, usize>) -> Option<(&'n str, usize)> {
    match target {
        Expr::Name(n) => written.get(n.id.as_str()).map(|at| (n.id.as_str(), *at)),
        Expr::Tuple(t) => t.elts.iter().find_map(|e| written_in(e, written)),
        _ => None,
    }
}

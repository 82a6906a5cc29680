//! `math.f(...)` and `math.NAME` in a function being translated: the
//! arguments evaluated and checked in Python's terms, then handed to
//! `math/`, which emits CPython's computation through the `Target` the
//! translator is.

use super::builder::Builder;
use super::error::{err, Result};
use super::math::{self, emit_call, is_integral, is_scalar, refusal, signature, Args, Target};
use super::translate::FnTranslator;
use super::value::Val;
use crate::prim::Prim;
use autobatch_runtime::DType;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl Target for FnTranslator<'_, '_> {
    fn apply(&mut self, prim: Prim, args: Vec<Val>, range: TextRange) -> Result<Val> {
        FnTranslator::apply(self, prim, args, range)
    }

    fn builder(&mut self) -> &mut Builder {
        &mut self.b
    }
}

impl FnTranslator<'_, '_> {
    /// Whether `e` names the `math` module here (not shadowed by a local).
    pub(crate) fn is_math_module(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(n) => {
                let id = n.id.as_str();
                self.scope().math.modules.iter().any(|m| m == id) && !self.locals.contains_key(id)
            }
            _ => false,
        }
    }

    /// `math.NAME` outside a call: a constant.
    pub(crate) fn math_attribute(&self, name: &str, range: TextRange) -> Result<Val> {
        if let Some(v) = math::constant(name) {
            return Ok(Val::Lit(super::literal::Lit {
                kind: super::literal::LitKind::Float(v),
                range,
            }));
        }
        if signature(name).is_some() {
            return err(
                range,
                format!("`math.{name}` is a function: call it, e.g. `math.{name}(...)`"),
            );
        }
        err(range, refusal(name))
    }

    /// A call of the `math` function `name`.
    pub(crate) fn math_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[ast::Keyword],
        range: TextRange,
    ) -> Result<Val> {
        let Some((kind, lo, hi)) = signature(name) else {
            return err(range, refusal(name));
        };
        if args.len() < lo || hi.is_some_and(|hi| args.len() > hi) {
            let count = match hi {
                Some(hi) if hi == lo => format!("{lo}"),
                Some(hi) => format!("{lo} to {hi}"),
                None => format!("at least {lo}"),
            };
            let s = if hi == Some(1) { "" } else { "s" };
            return err(
                range,
                format!("`math.{name}` takes {count} argument{s}, got {}", args.len()),
            );
        }
        let allowed: &[&str] = match name {
            "isclose" => &["rel_tol", "abs_tol"],
            "prod" => &["start"],
            _ => &[],
        };
        let mut vals = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let v = self.expr(a)?;
            if kind == Args::Iterables {
                self.math_iterable(name, &v, a.range())?;
            } else {
                self.math_scalar(name, &v, a.range())?;
            }
            let want_int = kind == Args::Ints || (kind == Args::FloatInt && k == 1);
            if want_int && !is_integral(&v) {
                return err(
                    a.range(),
                    format!(
                        "`math.{name}` takes integers (CPython raises TypeError for a float): convert with int(...)"
                    ),
                );
            }
            // CPython's math takes plain floats (a tuple's too): no gradient.
            for leaf in v.clone().leaves() {
                self.note_float_only(&leaf, range, &format!("math.{name}"));
            }
            vals.push(v);
        }
        // Keywords after the positional arguments, as Python evaluates them.
        let mut named = Vec::new();
        for k in keywords {
            match k.arg.as_deref() {
                Some(key) if allowed.contains(&key) => {
                    if named.iter().any(|(n, _)| n == key) {
                        return err(k.range, format!("`{key}=` is given twice"));
                    }
                    let v = self.expr(&k.value)?;
                    self.math_scalar(name, &v, k.value.range())?;
                    self.note_float_only(&v, range, &format!("math.{name}"));
                    named.push((key.to_string(), v));
                }
                _ if allowed.is_empty() => {
                    return err(k.range, format!("`math.{name}` takes its arguments by position"))
                }
                _ => {
                    return err(
                        k.range,
                        format!("`math.{name}` takes the keywords {} only", allowed.join(", ")),
                    )
                }
            }
        }
        emit_call(self, name, kind, &vals, named, range)
    }

    /// Checks a scalar argument: a number of Python's types.
    fn math_scalar(&self, name: &str, v: &Val, range: TextRange) -> Result<()> {
        let ours = if Prim::from_function_name(name).is_some() {
            format!("`{name}(...)` from autobatch")
        } else {
            "autobatch's functions".to_string()
        };
        match v {
            Val::Atom(_, ty) if !ty.is_scalar() => err(
                range,
                format!("`math.{name}` takes a number, got {ty}: call {ours}, which is elementwise"),
            ),
            Val::Atom(_, ty) if ty.dtype == DType::F32 => err(
                range,
                format!(
                    "`math.{name}` takes Python floats (f64), got f32: call {ours}, which keeps f32, or convert with f64(...)"
                ),
            ),
            Val::Tuple(_) => err(range, format!("`math.{name}` takes a number, got {}", v.describe())),
            _ => Ok(()),
        }
    }

    /// Checks a sequence argument: a tuple of numbers or a vector.
    fn math_iterable(&self, name: &str, v: &Val, range: TextRange) -> Result<()> {
        match v {
            Val::Atom(_, ty) if ty.shape.len() == 1 => Ok(()),
            Val::Tuple(items) if items.iter().all(is_scalar) => Ok(()),
            _ => err(
                range,
                format!(
                    "`math.{name}` takes a tuple of numbers or a vector here, got {}: for a matrix, call it on each row",
                    v.describe()
                ),
            ),
        }
    }
}

impl FnTranslator<'_, '_> {
    /// Stops the member with `overflow_error` where the whole float `r` is
    /// an infinity or beyond `i64` (`round(x)`; `math::float`).
    pub(crate) fn check_i64_range(&mut self, r: &Val, range: TextRange) -> Result<()> {
        math::check_i64_range(&mut math::Emit::new(self, range), r)
    }
}

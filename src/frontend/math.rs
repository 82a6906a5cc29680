//! Python's `math` module: `import math` with `math.f(x)` and `math.pi`,
//! or `from math import f`. Only the functions whose CPython results the
//! compiled code can reproduce are accepted: those that never raise
//! (`copysign isnan isinf isfinite atan atan2 asinh tanh erf erfc fabs`) and `floor ceil
//! trunc`, which give Python ints (`i64` here; CPython raises on NaN and
//! infinities and grows past i64, where the conversion saturates as
//! `int(x)` does). The others raise `ValueError`/`OverflowError` where the
//! autobatch functions give NaN or inf, so they are refused with the
//! autobatch function to call instead. `math` functions take scalars of
//! Python's types (ints, bools, `f64`) and give `f64` (or bool, or i64):
//! an `f32` or a tensor is refused too.

use super::error::{err, Result};
use super::lower::FnLower;
use super::value::Val;
use crate::prim::Prim;
use autobatch_runtime::DType;
use rustpython_parser::ast::{Expr, Ranged};
use rustpython_parser::text_size::TextRange;

/// `math`'s float constants.
pub(crate) fn constant(name: &str) -> Option<f64> {
    Some(match name {
        "pi" => std::f64::consts::PI,
        "e" => std::f64::consts::E,
        "tau" => std::f64::consts::TAU,
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => return None,
    })
}

/// The accepted functions and their arities.
fn arity(name: &str) -> Option<usize> {
    Some(match name {
        "floor" | "ceil" | "trunc" | "isnan" | "isinf" | "isfinite" | "atan" | "asinh" | "tanh" | "erf" | "erfc"
        | "fabs" => 1,
        "copysign" | "atan2" => 2,
        _ => return None,
    })
}

/// Why a `math` function is refused, naming what to call instead.
fn refusal(name: &str) -> String {
    let raises = match name {
        "sin" | "cos" | "tan" => Some("raises ValueError at infinities"),
        "exp" | "expm1" | "sinh" | "cosh" => Some("raises OverflowError on large arguments"),
        "log" | "log1p" | "log2" | "log10" | "sqrt" | "asin" | "acos" | "acosh" | "atanh" => {
            Some("raises ValueError outside its domain")
        }
        "pow" => Some("raises ValueError or ZeroDivisionError outside its domain"),
        "hypot" => Some("is not the C library's hypot (and raises OverflowError)"),
        "lgamma" | "gamma" => Some("is not the C library's (and raises ValueError at the poles)"),
        _ => None,
    };
    let ours = Prim::from_function_name(name).is_some();
    match (raises, ours) {
        (Some(why), true) => format!(
            "`math.{name}` {why}, where compiled code gives NaN or inf: call `{name}(...)` from autobatch instead"
        ),
        (Some(why), false) => format!("`math.{name}` {why}, and is not supported"),
        (None, true) => format!("`math.{name}` is not supported: call `{name}(...)` from autobatch instead"),
        (None, false) => format!("`math.{name}` is not supported"),
    }
}

/// Checks a name imported with `from math import name`.
pub(crate) fn check_function(name: &str, range: TextRange) -> Result<()> {
    match arity(name) {
        Some(_) => Ok(()),
        None => err(range, refusal(name)),
    }
}

impl FnLower<'_, '_> {
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
        if let Some(v) = constant(name) {
            return Ok(Val::Lit(super::literal::Lit {
                kind: super::literal::LitKind::Float(v),
                range,
            }));
        }
        if arity(name).is_some() {
            return err(
                range,
                format!("`math.{name}` is a function: call it, e.g. `math.{name}(...)`"),
            );
        }
        err(range, refusal(name))
    }

    /// A call of the `math` function `name`.
    pub(crate) fn math_call(&mut self, name: &str, args: &[Expr], range: TextRange) -> Result<Val> {
        let Some(n) = arity(name) else {
            return err(range, refusal(name));
        };
        if args.len() != n {
            let s = if n == 1 { "" } else { "s" };
            return err(
                range,
                format!("`math.{name}` takes {n} argument{s}, got {}", args.len()),
            );
        }
        let mut vals = Vec::with_capacity(n);
        for a in args {
            let v = self.expr(a)?;
            if let Val::Atom(_, ty) = &v {
                if !ty.is_scalar() {
                    return err(
                        a.range(),
                        format!("`math.{name}` takes a number, got {ty}: call `{name}(...)` from autobatch, which is elementwise"),
                    );
                }
                if ty.dtype == DType::F32 {
                    return err(
                        a.range(),
                        format!("`math.{name}` takes Python floats (f64), got f32: call `{name}(...)` from autobatch, which keeps f32, or convert with f64(...)"),
                    );
                }
            }
            if let Val::Tuple(_) = v {
                return err(a.range(), format!("`math.{name}` takes a number, got {}", v.describe()));
            }
            self.note_float_only(&v, range, &format!("math.{name}"));
            vals.push(v);
        }
        let prim = |name: &str| Prim::from_function_name(name);
        match name {
            "floor" | "ceil" | "trunc" => {
                let p = prim(name).unwrap_or(Prim::Floor);
                let whole = self.apply(p, vals, range)?;
                self.apply(Prim::Cast(DType::I64), vec![whole], range)
            }
            "isnan" | "isinf" | "isfinite" => {
                let p = prim(name).unwrap_or(Prim::IsNan);
                self.apply(p, vals, range)
            }
            _ => {
                // Python floats: every operand as f64.
                let mut wide = Vec::with_capacity(n);
                for v in vals {
                    wide.push(match &v {
                        Val::Atom(_, ty) if ty.dtype != DType::F64 => {
                            self.apply(Prim::Cast(DType::F64), vec![v], range)?
                        }
                        _ => v,
                    });
                }
                let p = match name {
                    "fabs" => Prim::Abs,
                    other => prim(other).unwrap_or(Prim::Atan),
                };
                self.apply(p, wide, range)
            }
        }
    }
}

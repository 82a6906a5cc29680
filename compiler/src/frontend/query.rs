//! Shape queries, which are compile-time constants since shapes are
//! static: `len(x)`, `x.shape`, `x.shape[k]`, `x.ndim` and `x.size`. Each
//! gives a weak integer literal (a tuple of them for `x.shape`), usable
//! wherever a constant is: a `range` bound, a tuple index, a size.

use super::error::{err, Result};
use super::literal::{Lit, LitKind};
use super::translate::FnTranslator;
use super::unsupported;
use super::value::Val;
use autobatch_runtime::Type;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    /// `len(x)`: the length of a tensor's first axis (or of a tuple).
    pub fn len_call(&mut self, c: &ast::ExprCall) -> Result<Val> {
        let [arg] = c.args.as_slice() else {
            return err(c.range, format!("len() takes 1 argument, got {}", c.args.len()));
        };
        match self.expr(arg)? {
            Val::Atom(_, ty) if !ty.is_scalar() => Ok(int_lit(ty.shape[0], c.range)),
            Val::Tuple(items) => Ok(int_lit(items.len(), c.range)),
            other => err(
                arg.range(),
                format!("len() needs a tensor or a tuple, got {}", other.describe()),
            ),
        }
    }

    /// `x.shape`, `x.ndim`, `x.size` on a tensor.
    pub fn attribute(&mut self, a: &ast::ExprAttribute) -> Result<Val> {
        let attr = a.attr.as_str();
        if self.is_math_module(&a.value) {
            return self.math_attribute(attr, a.range);
        }
        if !matches!(attr, "shape" | "ndim" | "size") {
            return err(a.range, unsupported::expression(&Expr::Attribute(a.clone())));
        }
        let ty = match self.expr(&a.value)? {
            Val::Atom(_, ty) => ty,
            other => {
                return err(
                    a.value.range(),
                    format!("`.{attr}` needs a tensor or a scalar, got {}", other.describe()),
                )
            }
        };
        Ok(shape_query(attr, &ty, a.range))
    }
}

fn shape_query(attr: &str, ty: &Type, range: TextRange) -> Val {
    match attr {
        "ndim" => int_lit(ty.shape.len(), range),
        "size" => int_lit(ty.shape.iter().product(), range),
        _ => Val::Tuple(ty.shape.iter().map(|d| int_lit(*d, range)).collect()),
    }
}

fn int_lit(n: usize, range: TextRange) -> Val {
    Val::Lit(Lit {
        kind: LitKind::Int(n as i128),
        range,
    })
}

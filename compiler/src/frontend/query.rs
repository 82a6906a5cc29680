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

    /// `ndim(x)`: the number of axes of a value, 0 for a scalar (NumPy's
    /// `ndim`), so that code may depend on the rank of what it is given.
    pub fn ndim_call(&mut self, c: &ast::ExprCall) -> Result<Val> {
        let [arg] = c.args.as_slice() else {
            return err(c.range, format!("ndim() takes 1 argument, got {}", c.args.len()));
        };
        match self.expr(arg)? {
            Val::Atom(_, ty) => Ok(int_lit(ty.shape.len(), c.range)),
            Val::Lit(_) => Ok(int_lit(0, c.range)),
            Val::Tuple(_) => err(arg.range(), "ndim() needs a scalar or a tensor, got a tuple"),
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

impl FnTranslator<'_, '_> {
    /// Whether `e` is known at compile time without computing anything:
    /// literals, module constants, shape queries of variables (`x.ndim`,
    /// `x.shape[k]`, `len(x)`), and arithmetic and comparisons of those.
    /// Evaluating such an expression emits no operation.
    pub fn is_static(&self, e: &Expr) -> bool {
        let shadowed = |id: &str| {
            self.locals.contains_key(id) || self.assigned_anywhere.contains_key(id) || self.bound.contains_key(id)
        };
        let variable = |e: &Expr| match e {
            Expr::Name(n) => self.local_value(n.id.as_str()).is_some() || self.bound.contains_key(n.id.as_str()),
            _ => false,
        };
        match e {
            Expr::Constant(_) => true,
            Expr::Name(n) => !shadowed(n.id.as_str()) && self.scope().consts.contains_key(n.id.as_str()),
            Expr::Attribute(a) => matches!(a.attr.as_str(), "ndim" | "shape" | "size") && variable(&a.value),
            Expr::Subscript(s) => {
                matches!(s.value.as_ref(), Expr::Attribute(a) if a.attr.as_str() == "shape" && variable(&a.value))
                    && matches!(s.slice.as_ref(), Expr::Constant(_))
            }
            Expr::Call(c) => {
                matches!(c.func.as_ref(), Expr::Name(f) if matches!(f.id.as_str(), "len" | "ndim") && !shadowed(f.id.as_str()) && !self.scope().func_index.contains_key(f.id.as_str()))
                    && c.keywords.is_empty()
                    && matches!(c.args.as_slice(), [arg] if variable(arg))
            }
            Expr::UnaryOp(u) => self.is_static(&u.operand),
            Expr::BinOp(b) => self.is_static(&b.left) && self.is_static(&b.right),
            Expr::Compare(c) => self.is_static(&c.left) && c.comparators.iter().all(|x| self.is_static(x)),
            _ => false,
        }
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

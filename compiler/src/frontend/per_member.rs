//! Data per member (`autobatch sample --datasets`): the model's data,
//! `Shared` in its source (one value for every chain), bound per member
//! instead, so that each member of one batch samples its own dataset's
//! posterior. The model file is checked as written first (its binding,
//! `model.rs`, reads the data off the `Shared` parameters); then every
//! `Shared[T]` annotation of a function parameter, in the model, the
//! adapter and the bound library alike, becomes `T`. That is all it
//! takes: a batched parameter accepts whatever a shared one does (a
//! shared variable passed on to a batched parameter is copied), and the
//! values each member computes are those one run with its dataset shared
//! computes, bit for bit, since only where the data live changes.

use rustpython_parser::ast::{self, Expr, Stmt};

/// `body` with every top-level function's `Shared[T]` parameters
/// annotated `T` (functions do not nest in the language).
pub(crate) fn strip_shared(body: Vec<Stmt>) -> Vec<Stmt> {
    body.into_iter()
        .map(|stmt| match stmt {
            Stmt::FunctionDef(mut def) => {
                let args = &mut def.args;
                for a in (args.posonlyargs.iter_mut())
                    .chain(args.args.iter_mut())
                    .chain(args.kwonlyargs.iter_mut())
                {
                    if let Some(annotation) = a.def.annotation.take() {
                        a.def.annotation = Some(unshared(*annotation));
                    }
                }
                Stmt::FunctionDef(def)
            }
            other => other,
        })
        .collect()
}

/// `T` for `Shared[T]`; any other annotation as it is.
fn unshared(annotation: Expr) -> Box<Expr> {
    match annotation {
        Expr::Subscript(ast::ExprSubscript { value, slice, .. }) if matches!(value.as_ref(), Expr::Name(n) if n.id.as_str() == "Shared") => {
            slice
        }
        other => Box::new(other),
    }
}

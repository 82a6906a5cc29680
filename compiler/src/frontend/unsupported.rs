//! Messages for the Python constructs the subset leaves out. Each names the
//! construct and, where there is one, the supported way to say the same.

use rustpython_parser::ast::{CmpOp, Constant, Expr, Stmt};

/// Why a statement kind is rejected, for every kind outside the subset.
pub(crate) fn statement(s: &Stmt) -> String {
    let what = match s {
        Stmt::AsyncFor(_) | Stmt::AsyncWith(_) | Stmt::AsyncFunctionDef(_) => "async code",
        Stmt::With(_) => "`with`",
        Stmt::Try(_) | Stmt::TryStar(_) => "`try`",
        Stmt::Global(_) => "`global`",
        Stmt::Nonlocal(_) => "`nonlocal`",
        Stmt::Delete(_) => "`del`",
        Stmt::Raise(_) => "`raise`",
        Stmt::ClassDef(_) => "class definitions",
        Stmt::FunctionDef(_) => "nested function definitions",
        Stmt::Import(_) | Stmt::ImportFrom(_) => "imports inside a function",
        Stmt::Match(_) => "`match`",
        Stmt::TypeAlias(_) => "type aliases",
        _ => "this statement",
    };
    format!("{what} {} not supported", verb(what))
}

/// "are" after a plural noun phrase, "is" otherwise.
fn verb(what: &str) -> &'static str {
    if what.ends_with('s') && !what.starts_with('`') {
        "are"
    } else {
        "is"
    }
}

/// Why an expression kind is rejected.
pub(crate) fn expression(e: &Expr) -> String {
    let what = match e {
        Expr::List(_) => return "lists are not supported: use a tensor type such as f64[3], or a tuple".into(),
        Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::GeneratorExp(_) => {
            return "comprehensions are not supported: build the result in a `for` loop (into an array from `zeros(...)`, or a running sum)".into()
        }
        Expr::Slice(_) => return "slicing is not supported: index one element at a time".into(),
        Expr::Constant(c) => return constant(&c.value),
        Expr::Lambda(_) => "`lambda`",
        Expr::Dict(_) => "dicts",
        Expr::Set(_) => "sets",
        Expr::Await(_) => "`await`",
        Expr::Yield(_) | Expr::YieldFrom(_) => "`yield`",
        Expr::JoinedStr(_) | Expr::FormattedValue(_) => "f-strings",
        Expr::Attribute(_) => "attribute access (`a.b`)",
        Expr::Starred(_) => "the starred expression `*x`",
        Expr::NamedExpr(_) => "the walrus operator `:=`",
        _ => "this expression",
    };
    let verb = if what.ends_with('s') && !what.starts_with('`') {
        "are"
    } else {
        "is"
    };
    format!("{what} {verb} not supported")
}

/// Why a constant other than a number or bool is rejected.
pub(crate) fn constant(c: &Constant) -> String {
    match c {
        Constant::Str(_) => "strings are not supported (outside docstrings)".into(),
        Constant::Bytes(_) => "bytes are not supported".into(),
        Constant::None => "`None` is not supported".into(),
        Constant::Complex { .. } => "complex numbers are not supported".into(),
        Constant::Ellipsis => "`...` is not supported".into(),
        Constant::Tuple(_) => "tuple constants are not supported".into(),
        _ => "this constant is not supported".into(),
    }
}

pub(crate) fn comparison(op: CmpOp) -> String {
    match op {
        CmpOp::Is | CmpOp::IsNot => "`is` is not supported: compare with `==`".into(),
        CmpOp::In | CmpOp::NotIn => "`in` is not supported".into(),
        _ => "this comparison is not supported".into(),
    }
}

pub(crate) fn named_type(name: &str) -> String {
    match name {
        "str" => "strings are not supported".into(),
        other => {
            format!("`{other}` is not supported: use a tensor type such as f64[3], or tuple[...]")
        }
    }
}

/// Why `x.method(...)` is rejected, with the function to call instead:
/// NumPy's methods are not the language's primitives (`x.sum()` sums
/// pairwise, so its float bits differ from `sum(x)`'s left fold).
pub(crate) fn method_call(method: &str) -> String {
    let instead = match method {
        "sum" | "prod" | "mean" | "argmin" | "argmax" | "cumsum" | "copy" => format!("`{method}(x)`"),
        "min" | "max" => format!("`{method}(x)` (Python's builtin: NumPy's method propagates NaNs differently)"),
        "dot" => "`dot(x, y)`".into(),
        "astype" => "a conversion such as `f32(x)`".into(),
        "item" => "the value itself (scalars are plain values)".into(),
        _ => {
            return format!(
                "method calls (`.{method}(...)`) are not supported: call a function of this file or a primitive"
            )
        }
    };
    format!("NumPy's method `.{method}()` is not supported: write {instead}")
}

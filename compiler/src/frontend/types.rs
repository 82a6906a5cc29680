//! Source-level types: IR types plus tuples, which the frontend flattens
//! into several IR variables; and the parsing of type annotations.

use super::constraint::{is_constraint, Constraint};
use super::error::{err, Result};
use super::literal::LitKind;
use super::unsupported;
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, Constant, Expr, Ranged};
use std::collections::HashMap;
use std::fmt;

/// The type of a source value: a scalar or tensor, or a (nested) tuple.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SrcTy {
    Atom(Type),
    Tuple(Vec<SrcTy>),
}

impl SrcTy {
    /// The IR types of the leaves, in order.
    pub fn leaves(&self) -> Vec<Type> {
        let mut out = Vec::new();
        self.collect_leaves(&mut out);
        out
    }

    fn collect_leaves(&self, out: &mut Vec<Type>) {
        match self {
            SrcTy::Atom(t) => out.push(t.clone()),
            SrcTy::Tuple(items) => items.iter().for_each(|i| i.collect_leaves(out)),
        }
    }

    /// The IR variable names of the leaves of a value called `base`:
    /// `p.0`, `p.1.0`, ... for tuples, `base` itself otherwise.
    pub fn leaf_names(&self, base: &str) -> Vec<String> {
        match self {
            SrcTy::Atom(_) => vec![base.to_string()],
            SrcTy::Tuple(items) => items
                .iter()
                .enumerate()
                .flat_map(|(i, t)| t.leaf_names(&format!("{base}.{i}")))
                .collect(),
        }
    }
}

impl fmt::Display for SrcTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SrcTy::Atom(t) => write!(f, "{t}"),
            SrcTy::Tuple(items) => {
                let items: Vec<String> = items.iter().map(|t| t.to_string()).collect();
                write!(f, "tuple[{}]", items.join(", "))
            }
        }
    }
}

/// What an annotation resolves against: the module's constants, for sizes
/// such as `f64[N]`.
pub(crate) struct TypeEnv<'a> {
    pub consts: &'a HashMap<String, LitKind>,
}

/// Annotation nesting beyond this is surely a mistake, and bounding it
/// keeps the recursion below shallow.
const MAX_TYPE_DEPTH: usize = 32;

impl TypeEnv<'_> {
    /// A parameter's annotation: a type, `Shared[T]` with `T` a scalar
    /// or tensor type, or a constraint (`Positive[f64]`,
    /// `constraint.rs`). Returns the type, whether it is shared, and the
    /// constraint.
    pub fn param_type(&self, ann: &Expr) -> Result<(SrcTy, bool, Option<Constraint>)> {
        if let Expr::Subscript(s) = ann {
            if is_name(&s.value, "Shared") {
                return match self.parse(&s.slice, 0)? {
                    SrcTy::Atom(t) => Ok((SrcTy::Atom(t), true, None)),
                    SrcTy::Tuple(_) => err(
                        s.slice.range(),
                        "Shared[...] needs a scalar or tensor type, not a tuple",
                    ),
                };
            }
            if is_constraint(ann) {
                let (ty, c) = self.constrained(s)?;
                return Ok((ty, false, Some(c)));
            }
        }
        Ok((self.parse(ann, 0)?, false, None))
    }

    /// Any other annotation (a return type, an annotated assignment).
    pub fn value_type(&self, ann: &Expr) -> Result<SrcTy> {
        self.parse(ann, 0)
    }

    fn parse(&self, ann: &Expr, depth: usize) -> Result<SrcTy> {
        if depth > MAX_TYPE_DEPTH {
            return err(ann.range(), "type annotation is nested too deeply");
        }
        match ann {
            Expr::Name(n) => match dtype_named(&n.id) {
                Some(d) => Ok(SrcTy::Atom(Type::scalar(d))),
                None => err(n.range, not_a_type(&n.id)),
            },
            Expr::Subscript(s) => self.parse_subscript(s, depth),
            Expr::Constant(c) if matches!(c.value, Constant::None) => {
                err(c.range, "functions must return a value: `None` is not a supported type")
            }
            Expr::Constant(c) if matches!(c.value, Constant::Str(_)) => {
                err(c.range, "string annotations are not supported: write the type itself")
            }
            other => err(other.range(), "expected a type such as i64, f64[3] or tuple[i64, f64]"),
        }
    }

    fn parse_subscript(&self, s: &ast::ExprSubscript, depth: usize) -> Result<SrcTy> {
        let Expr::Name(head) = s.value.as_ref() else {
            return err(
                s.value.range(),
                "expected a type such as i64, f64[3] or tuple[i64, f64]",
            );
        };
        let items: Vec<&Expr> = match s.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        if head.id.as_str() == "tuple" {
            if items.is_empty() {
                return err(s.range, "empty tuples are not supported");
            }
            let parts = items.iter().map(|i| self.parse(i, depth + 1));
            return Ok(SrcTy::Tuple(parts.collect::<Result<Vec<_>>>()?));
        }
        if head.id.as_str() == "Shared" {
            return err(s.range, "Shared[...] is only allowed on a function parameter");
        }
        if is_constraint(&Expr::Subscript(s.clone())) {
            return err(
                s.range,
                format!(
                    "`{}[...]` constrains a parameter of `log_density` (the sampler applies its transform): here write the type itself, e.g. `f64`",
                    head.id
                ),
            );
        }
        let Some(dtype) = dtype_named(&head.id) else {
            return err(head.range, not_a_type(&head.id));
        };
        if items.is_empty() {
            return err(s.range, "a tensor type needs at least one size");
        }
        let dims = items.iter().map(|d| self.dim(d)).collect::<Result<Vec<_>>>()?;
        if !crate::prim::fits(&dims) {
            return err(
                s.range,
                format!("this tensor type has more than {} elements", crate::prim::MAX_ELEMENTS),
            );
        }
        Ok(SrcTy::Atom(Type::tensor(dtype, dims)))
    }

    /// One tensor dimension: a positive int literal or int module
    /// constant, or integer arithmetic on them (`T - K`).
    fn dim(&self, e: &Expr) -> Result<usize> {
        let value = match e {
            Expr::Constant(ast::ExprConstant {
                value: Constant::Int(i),
                ..
            }) => num_traits::ToPrimitive::to_i64(i),
            Expr::BinOp(_) | Expr::UnaryOp(_) => match super::const_int::eval(e, self.consts)? {
                Some(v) => i64::try_from(v).ok(),
                None => {
                    return err(
                        e.range(),
                        "a tensor size must be an int literal, a module constant or integer arithmetic on them",
                    )
                }
            },
            Expr::Name(n) => match self.consts.get(n.id.as_str()) {
                Some(LitKind::Int(v)) => i64::try_from(*v).ok(),
                Some(_) => return err(n.range, format!("size `{}` must be an integer constant", n.id)),
                None => {
                    return err(
                        n.range,
                        format!("unknown size `{}`: define it as a module constant", n.id),
                    )
                }
            },
            other => {
                return err(
                    other.range(),
                    "a tensor size must be an int literal or a module constant",
                )
            }
        };
        match value.and_then(|v| usize::try_from(v).ok()) {
            Some(v) if v > 0 => Ok(v),
            _ => err(e.range(), "a tensor size must be a positive integer"),
        }
    }
}

fn is_name(e: &Expr, name: &str) -> bool {
    matches!(e, Expr::Name(n) if n.id.as_str() == name)
}

/// The element type a type name denotes. `int` and `float` are accepted
/// as Python's spellings of i64 and f64.
pub(crate) fn dtype_named(name: &str) -> Option<DType> {
    match name {
        "int" => Some(DType::I64),
        "float" => Some(DType::F64),
        other => DType::from_name(other),
    }
}

fn not_a_type(name: &str) -> String {
    match name {
        "list" | "List" | "dict" | "Dict" | "set" | "str" => unsupported::named_type(name),
        "Tuple" => "write `tuple[...]` (lowercase)".to_string(),
        _ => {
            format!("unknown type `{name}`: expected i32, i64, f32, f64, bool, a tensor such as f64[3], or tuple[...]")
        }
    }
}

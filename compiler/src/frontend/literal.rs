//! Weak literals. An int or float literal has no dtype of its own until it
//! meets something typed: the other operand of a primitive, a parameter,
//! a declared variable or a return type. Until then it stays a [`Lit`].

use super::error::{err, Result};
use crate::ir::Const;
use autobatch_runtime::DType;
use rustpython_parser::ast::{Constant, Expr};
use rustpython_parser::text_size::TextRange;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum LitKind {
    /// Wider than i64 so that `-9223372036854775808` can be folded before
    /// its range is checked.
    Int(i128),
    Float(f64),
    Bool(bool),
}

/// A literal and where it was written, for range errors.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Lit {
    pub kind: LitKind,
    pub range: TextRange,
}

impl LitKind {
    pub fn describe(self) -> &'static str {
        match self {
            LitKind::Int(_) => "an int literal",
            LitKind::Float(_) => "a float literal",
            LitKind::Bool(_) => "a bool literal",
        }
    }

    /// Python's truth value: nonzero numbers and `True`.
    pub fn truthy(self) -> bool {
        match self {
            LitKind::Int(v) => v != 0,
            LitKind::Float(v) => v != 0.0,
            LitKind::Bool(b) => b,
        }
    }

    /// Python's unary minus; `-True` is `-1`.
    pub fn negate(self) -> LitKind {
        match self {
            LitKind::Int(v) => LitKind::Int(-v),
            LitKind::Float(v) => LitKind::Float(-v),
            LitKind::Bool(b) => LitKind::Int(-i128::from(b)),
        }
    }

    /// The dtype a literal has when nothing typed is near it.
    pub fn default_dtype(self) -> DType {
        match self {
            LitKind::Int(_) => DType::I64,
            LitKind::Float(_) => DType::F64,
            LitKind::Bool(_) => DType::Bool,
        }
    }

    /// The dtype the literal takes when it meets an operand of dtype
    /// `other` in a primitive: ints fit any numeric dtype, floats any float
    /// dtype; otherwise the default, and promotion does the rest.
    pub fn dtype_against(self, other: DType) -> DType {
        match self {
            LitKind::Int(_) if other.is_numeric() => other,
            LitKind::Float(_) if other.is_float() => other,
            kind => kind.default_dtype(),
        }
    }
}

impl Lit {
    /// The literal as a constant of dtype `d`; `Ok(None)` when a literal
    /// of its kind cannot become a `d` at all.
    pub fn to_dtype(self, d: DType) -> Result<Option<Const>> {
        Ok(Some(match (self.kind, d) {
            (LitKind::Int(v), DType::I32) => Const::I32(self.fit(v, i32::try_from(v).ok(), d)?),
            (LitKind::Int(v), DType::I64) => Const::I64(self.fit(v, i64::try_from(v).ok(), d)?),
            (LitKind::Int(v), DType::F32) => Const::F32(v as f32),
            (LitKind::Int(v), DType::F64) => Const::F64(v as f64),
            (LitKind::Float(v), DType::F32) => Const::F32(v as f32),
            (LitKind::Float(v), DType::F64) => Const::F64(v),
            (LitKind::Bool(b), DType::Bool) => Const::Bool(b),
            _ => return Ok(None),
        }))
    }

    fn fit<T>(self, v: i128, converted: Option<T>, d: DType) -> Result<T> {
        match converted {
            Some(x) => Ok(x),
            None => err(self.range, format!("integer literal {v} does not fit in {d}")),
        }
    }

    /// The literal as a constant of a dtype [`LitKind::dtype_against`] or
    /// [`LitKind::default_dtype`] chose, which always accepts it.
    pub fn commit(self, d: DType) -> Result<Const> {
        match self.to_dtype(d)? {
            Some(c) => Ok(c),
            None => err(self.range, format!("{} cannot be {d}", self.kind.describe())),
        }
    }

    pub fn commit_default(self) -> Result<Const> {
        self.commit(self.kind.default_dtype())
    }
}

/// The literal an expression denotes, if it is one: a number or bool
/// constant, possibly under unary minus or plus (folded here, so that
/// `-1` is one constant).
pub(crate) fn literal_of(e: &Expr) -> Result<Option<LitKind>> {
    use rustpython_parser::ast::UnaryOp;
    match e {
        Expr::Constant(c) => constant_literal(&c.value, c.range),
        Expr::UnaryOp(u) if matches!(u.op, UnaryOp::USub | UnaryOp::UAdd) => {
            // One level only: `- -1` is an expression, not a literal.
            let Expr::Constant(c) = u.operand.as_ref() else {
                return Ok(None);
            };
            let inner = constant_literal(&c.value, c.range)?;
            Ok(match (u.op, inner) {
                (UnaryOp::USub, Some(k)) => Some(k.negate()),
                (UnaryOp::UAdd, Some(LitKind::Bool(b))) => Some(LitKind::Int(i128::from(b))),
                (_, k) => k,
            })
        }
        _ => Ok(None),
    }
}

fn constant_literal(c: &Constant, range: TextRange) -> Result<Option<LitKind>> {
    Ok(match c {
        Constant::Bool(b) => Some(LitKind::Bool(*b)),
        Constant::Float(f) => Some(LitKind::Float(*f)),
        Constant::Int(i) => match num_traits::ToPrimitive::to_i128(i) {
            Some(v) if v <= i128::from(i64::MAX) + 1 => Some(LitKind::Int(v)),
            _ => return err(range, "integer literal does not fit in i64"),
        },
        _ => None,
    })
}

//! Constraint annotations of a model's parameters: `tau: Positive[f64]`,
//! `p: Bounded[f64, 0.0, 1.0]`, `L: CholeskyCorr[f64[3, 3]]`. The
//! parameter's type is the inner one; the constraint says which transform
//! of python/autobatch/constraints.py maps the sampler's free coordinates
//! to it (`adapter.rs` writes the calls). Only `log_density` (and
//! `generated_quantities`, which takes the same parameters) may carry
//! them: elsewhere nothing would apply the transform.

use super::error::{err, Result};
use super::literal::{literal_of, LitKind};
use super::module::FLOAT_CONSTANTS;
use super::types::{SrcTy, TypeEnv};
use autobatch_runtime::Type;
use rustpython_parser::ast::{self, Expr, Ranged};

/// The functions whose parameters may be constrained.
pub const CONSTRAINED_FUNCTIONS: [&str; 2] = ["log_density", "generated_quantities"];

/// The annotations' names, as written.
pub const NAMES: [&str; 9] = [
    "Positive",
    "Lower",
    "Upper",
    "Bounded",
    "Simplex",
    "Ordered",
    "PositiveOrdered",
    "CholeskyCorr",
    "CovMatrix",
];

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Constraint {
    Positive,
    Lower(f64),
    Upper(f64),
    Bounded(f64, f64),
    Simplex,
    Ordered,
    PositiveOrdered,
    CholeskyCorr,
    CovMatrix,
}

impl Constraint {
    /// How many free coordinates a parameter of type `ty` has under the
    /// constraint (`None`: unconstrained).
    pub fn free(c: Option<Constraint>, ty: &Type) -> usize {
        let n = ty.shape.iter().product::<usize>();
        let k = ty.shape.first().copied().unwrap_or(1);
        match c {
            Some(Constraint::Simplex) => n - 1,
            Some(Constraint::CholeskyCorr) => k * (k - 1) / 2,
            Some(Constraint::CovMatrix) => k * (k + 1) / 2,
            _ => n,
        }
    }

    /// Whether the transform works element by element, keeping the
    /// parameter's shape for its free coordinates.
    pub fn elementwise(c: Option<Constraint>) -> bool {
        !matches!(
            c,
            Some(Constraint::Simplex | Constraint::CholeskyCorr | Constraint::CovMatrix)
        )
    }

    /// As the user writes it, for messages.
    pub fn describe(self, inner: &Type) -> String {
        match self {
            Constraint::Positive => format!("Positive[{inner}]"),
            Constraint::Lower(a) => format!("Lower[{inner}, {a:?}]"),
            Constraint::Upper(b) => format!("Upper[{inner}, {b:?}]"),
            Constraint::Bounded(a, b) => format!("Bounded[{inner}, {a:?}, {b:?}]"),
            Constraint::Simplex => format!("Simplex[{inner}]"),
            Constraint::Ordered => format!("Ordered[{inner}]"),
            Constraint::PositiveOrdered => format!("PositiveOrdered[{inner}]"),
            Constraint::CholeskyCorr => format!("CholeskyCorr[{inner}]"),
            Constraint::CovMatrix => format!("CovMatrix[{inner}]"),
        }
    }
}

/// Whether `e` is written as a constraint annotation (`Positive[...]`).
pub fn is_constraint(e: &Expr) -> bool {
    matches!(e, Expr::Subscript(s) if matches!(s.value.as_ref(), Expr::Name(n) if NAMES.contains(&n.id.as_str())))
}

impl TypeEnv<'_> {
    /// A constraint annotation: the inner type and the constraint.
    pub fn constrained(&self, s: &ast::ExprSubscript) -> Result<(SrcTy, Constraint)> {
        let Expr::Name(head) = s.value.as_ref() else {
            unreachable!("is_constraint checked the head")
        };
        let name = head.id.as_str();
        let items: Vec<&Expr> = match s.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        let bounds = match name {
            "Lower" | "Upper" => 1,
            "Bounded" => 2,
            _ => 0,
        };
        if items.len() != 1 + bounds {
            let form = match bounds {
                1 => format!("{name}[f64, bound]"),
                2 => format!("{name}[f64, lower, upper]"),
                _ => format!("{name}[f64{}]", if structural(name) { "[K]" } else { "" }),
            };
            return err(
                s.range,
                format!("`{name}` takes the type{}: write `{form}`", bound_words(bounds)),
            );
        }
        let ty = match self.value_type(items[0])? {
            SrcTy::Atom(t) if t.dtype.is_float() => t,
            other => {
                return err(
                    items[0].range(),
                    format!("a constrained parameter is a float scalar or tensor (f64, f32[K], ...), not {other}"),
                )
            }
        };
        let bound = |i: usize| self.bound(items[i]);
        let c = match name {
            "Positive" => Constraint::Positive,
            "Lower" => Constraint::Lower(bound(1)?),
            "Upper" => Constraint::Upper(bound(1)?),
            "Bounded" => {
                let (a, b) = (bound(1)?, bound(2)?);
                if a >= b {
                    return err(
                        s.range,
                        format!("`Bounded` needs its lower bound below its upper one, got {a:?} and {b:?}"),
                    );
                }
                Constraint::Bounded(a, b)
            }
            "Simplex" => Constraint::Simplex,
            "Ordered" => Constraint::Ordered,
            "PositiveOrdered" => Constraint::PositiveOrdered,
            "CholeskyCorr" => Constraint::CholeskyCorr,
            _ => Constraint::CovMatrix,
        };
        check_shape(name, &ty, items[0])?;
        Ok((SrcTy::Atom(ty), c))
    }

    /// A bound: a finite number, as a literal or a module constant
    /// (negated or not).
    fn bound(&self, e: &Expr) -> Result<f64> {
        let imported = |name: &str| {
            let builtin = FLOAT_CONSTANTS.iter().find(|(n, _)| *n == name);
            builtin.map(|&(_, v)| LitKind::Float(v))
        };
        let kind = match (literal_of(e)?, e) {
            (Some(k), _) => Some(k),
            (None, Expr::Name(n)) => (self.consts.get(n.id.as_str()).copied()).or_else(|| imported(n.id.as_str())),
            (None, Expr::UnaryOp(u)) if u.op == ast::UnaryOp::USub => match u.operand.as_ref() {
                Expr::Name(n) => self.consts.get(n.id.as_str()).map(|k| k.negate()),
                _ => None,
            },
            _ => None,
        };
        let value = match kind {
            Some(LitKind::Float(v)) => v,
            Some(LitKind::Int(v)) => v as f64,
            _ => {
                return err(
                    e.range(),
                    "a bound is a number: a float literal or a module constant, e.g. `0.0` or `LOWER`",
                )
            }
        };
        if !value.is_finite() {
            return err(
                e.range(),
                format!("a bound must be finite, got {value:?}: leave an unbounded side out (`Lower`, `Upper`, or the plain type)"),
            );
        }
        Ok(value)
    }
}

fn structural(name: &str) -> bool {
    matches!(
        name,
        "Simplex" | "Ordered" | "PositiveOrdered" | "CholeskyCorr" | "CovMatrix"
    )
}

fn bound_words(bounds: usize) -> &'static str {
    match bounds {
        1 => " and a bound",
        2 => " and two bounds",
        _ => " alone",
    }
}

/// The shapes the structured constraints take.
fn check_shape(name: &str, ty: &Type, at: &Expr) -> Result<()> {
    let shape = ty.shape.as_slice();
    let ok = match name {
        "Simplex" => matches!(shape, [k] if *k >= 2),
        "Ordered" | "PositiveOrdered" => shape.len() == 1,
        "CholeskyCorr" | "CovMatrix" => matches!(shape, [a, b] if a == b),
        _ => true,
    };
    if ok {
        return Ok(());
    }
    let want = match name {
        "Simplex" => "a vector of at least 2 elements, e.g. `Simplex[f64[3]]`",
        "Ordered" | "PositiveOrdered" => "a vector, e.g. `Ordered[f64[3]]`",
        _ => "a square matrix, e.g. `f64[3, 3]`",
    };
    err(at.range(), format!("`{name}` constrains {want}, not {ty}"))
}

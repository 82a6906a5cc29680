//! Integer arithmetic on constants, folded at compile time as CPython
//! computes it, so that `T - K`, `len(x) - 1` or `2 * N` with module
//! constants are constants wherever one is needed: a shape (`zeros(T -
//! K)`, `f64[T - K]`), a slice bound (`y[K - 1 : T - 1]`), a `range`
//! bound, a module constant (`M = T - K`).
//!
//! Only what is an exact integer in CPython folds (`+ - * // % **` with a
//! non-negative exponent, the bitwise operators and shifts), and only when
//! the result fits i64; everything else (`/`, a division by zero, an
//! overflow) is left to run time, where it behaves as any other integer
//! operation of the language.

use super::error::{err, Result};
use super::literal::{literal_of, LitKind};
use rustpython_parser::ast::{Expr, Operator, Ranged, UnaryOp};
use std::collections::HashMap;

/// `a op b` on Python ints, when it is an int that fits i64.
pub(crate) fn fold(op: Operator, a: i128, b: i128) -> Option<i128> {
    let value = match op {
        Operator::Add => a.checked_add(b)?,
        Operator::Sub => a.checked_sub(b)?,
        Operator::Mult => a.checked_mul(b)?,
        Operator::FloorDiv if b != 0 => a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0),
        Operator::Mod if b != 0 => {
            // Python's remainder has the sign of the divisor.
            let r = a.rem_euclid(b);
            if b < 0 && r != 0 {
                r + b
            } else {
                r
            }
        }
        Operator::Pow if (0..=126).contains(&b) => a.checked_pow(b as u32)?,
        Operator::BitAnd => a & b,
        Operator::BitOr => a | b,
        Operator::BitXor => a ^ b,
        Operator::LShift if (0..=126).contains(&b) => a.checked_mul(1i128 << b)?,
        Operator::RShift if b >= 0 => a >> b.min(127),
        _ => return None,
    };
    i64::try_from(value).is_ok().then_some(value)
}

/// The value of `e` as an integer constant expression over `consts` (int
/// literals, module constants, the operators `fold` takes, unary minus
/// and plus), or `None` when it is not one.
pub(crate) fn eval(e: &Expr, consts: &HashMap<String, LitKind>) -> Result<Option<i128>> {
    if let Some(kind) = literal_of(e)? {
        return Ok(match kind {
            LitKind::Int(v) => Some(v),
            _ => None,
        });
    }
    Ok(match e {
        Expr::Name(n) => match consts.get(n.id.as_str()) {
            Some(LitKind::Int(v)) => Some(*v),
            _ => None,
        },
        Expr::UnaryOp(u) if matches!(u.op, UnaryOp::USub | UnaryOp::UAdd) => {
            let sign = if u.op == UnaryOp::USub { -1 } else { 1 };
            eval(&u.operand, consts)?.map(|v| sign * v)
        }
        Expr::BinOp(b) => {
            let (Some(l), Some(r)) = (eval(&b.left, consts)?, eval(&b.right, consts)?) else {
                return Ok(None);
            };
            match fold(b.op, l, r) {
                Some(v) => Some(v),
                None => {
                    return err(
                        e.range(),
                        format!(
                            "this constant expression is not an i64 integer in CPython ({l} {} {r})",
                            symbol(b.op)
                        ),
                    )
                }
            }
        }
        _ => None,
    })
}

fn symbol(op: Operator) -> &'static str {
    match op {
        Operator::Add => "+",
        Operator::Sub => "-",
        Operator::Mult => "*",
        Operator::Div => "/",
        Operator::FloorDiv => "//",
        Operator::Mod => "%",
        Operator::Pow => "**",
        Operator::BitAnd => "&",
        Operator::BitOr => "|",
        Operator::BitXor => "^",
        Operator::LShift => "<<",
        Operator::RShift => ">>",
        Operator::MatMult => "@",
    }
}

#[cfg(test)]
mod tests {
    use super::fold;
    use rustpython_parser::ast::Operator::*;

    #[test]
    fn folds_as_cpython_computes() {
        // CPython: 7 // -2 == -4, -7 // 2 == -4, 7 % -2 == -1, -7 % 2 == 1.
        assert_eq!(fold(FloorDiv, 7, -2), Some(-4));
        assert_eq!(fold(FloorDiv, -7, 2), Some(-4));
        assert_eq!(fold(FloorDiv, -8, 2), Some(-4));
        assert_eq!(fold(FloorDiv, 8, -2), Some(-4));
        assert_eq!(fold(Mod, 7, -2), Some(-1));
        assert_eq!(fold(Mod, -7, 2), Some(1));
        assert_eq!(fold(Mod, -8, 2), Some(0));
        assert_eq!(fold(Pow, 2, 10), Some(1024));
        assert_eq!(fold(LShift, 3, 4), Some(48));
        assert_eq!(fold(RShift, -9, 1), Some(-5));
        assert_eq!(fold(Sub, 3, 5), Some(-2));
    }

    #[test]
    fn leaves_floats_errors_and_overflow_to_run_time() {
        assert_eq!(fold(Div, 6, 3), None);
        assert_eq!(fold(FloorDiv, 1, 0), None);
        assert_eq!(fold(Mod, 1, 0), None);
        assert_eq!(fold(Pow, 2, -1), None);
        assert_eq!(fold(Pow, 2, 63), None);
        assert_eq!(fold(Mult, i128::from(i64::MAX), 2), None);
        assert_eq!(fold(Add, i128::from(i64::MAX), 0), Some(i128::from(i64::MAX)));
    }
}

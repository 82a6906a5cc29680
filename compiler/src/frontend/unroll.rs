//! Short `for` loops written out: a `for` whose bounds are constants and
//! whose iterations are few and small is translated as its body once per
//! iteration, with the loop variable bound to each constant in turn,
//! instead of a counted `while`.
//!
//! Each turn of a loop is a block, and each block a step of the batched
//! program: an HMM's forward algorithm over K = 2 states (`for k in
//! range(K): for j in range(K): acc[j] = ...`) ran about 8,400 steps per
//! gradient, most of them its two inner loops' tests and bodies. Written
//! out, an iteration over its states is one block. The operations are the
//! same and in the same order (CPython's), so the results are the same bits.
//!
//! What is written out (`unrolled_size`): a `for` over `range` with
//! constant bounds or over a sequence of known length, of at most
//! `MAX_TRIPS` iterations (and at least one), whose body has no `while`,
//! `break`, `continue` or `return` and whose nested loops are written out
//! in turn, at most `MAX_STATEMENTS` statements in all once written out. Names keep the
//! loop's meaning: a name the body assigns is not taken as assigned after
//! it (the loop might not have run), as for any loop, so whether a loop
//! is written out never changes which programs compile.

use super::const_int;
use super::literal::LitKind;
use rustpython_parser::ast::{Expr, Stmt};
use std::collections::HashMap;

/// Loops of more iterations than this stay loops.
pub(crate) const MAX_TRIPS: i64 = 8;

/// Loops whose body, written out, would have more statements than this
/// (nested loops' written out too) stay loops.
pub(crate) const MAX_STATEMENTS: usize = 64;

/// The iterations of `range(start, stop, step)`, as CPython counts them.
pub(crate) fn trips(start: i64, stop: i64, step: i64) -> i64 {
    let (span, by) = if step > 0 {
        (i128::from(stop) - i128::from(start), i128::from(step))
    } else {
        (i128::from(start) - i128::from(stop), -i128::from(step))
    };
    if span <= 0 || by == 0 {
        0
    } else {
        i64::try_from((span + by - 1) / by).unwrap_or(i64::MAX)
    }
}

/// Whether a loop of `n` iterations over `body` is written out.
pub(crate) fn wanted(n: i64, body: &[Stmt], consts: &HashMap<String, LitKind>) -> bool {
    // A loop that never runs stays a loop: its body is still translated,
    // and its errors reported, as for any other loop.
    (1..=MAX_TRIPS).contains(&n)
        && unrolled_size(body, consts).is_some_and(|size| size.saturating_mul(n as usize) <= MAX_STATEMENTS)
}

/// The statements of `stmts` once their loops are written out; `None`
/// where one cannot be (a `while`, a `for` of unknown or too many
/// iterations) or where control leaves the body (`break`, `continue`,
/// `return`).
fn unrolled_size(stmts: &[Stmt], consts: &HashMap<String, LitKind>) -> Option<usize> {
    let mut total = 0usize;
    for stmt in stmts {
        let size = match stmt {
            Stmt::While(_) | Stmt::Break(_) | Stmt::Continue(_) | Stmt::Return(_) => return None,
            Stmt::For(f) if !f.orelse.is_empty() => return None,
            Stmt::For(f) => {
                let n = range_trips(&f.iter, consts)?;
                if n > MAX_TRIPS {
                    return None;
                }
                unrolled_size(&f.body, consts)?.checked_mul(n as usize)?
            }
            Stmt::If(s) => 1 + unrolled_size(&s.body, consts)? + unrolled_size(&s.orelse, consts)?,
            Stmt::With(_) | Stmt::Try(_) | Stmt::TryStar(_) | Stmt::Match(_) => return None,
            Stmt::FunctionDef(_) | Stmt::AsyncFunctionDef(_) | Stmt::ClassDef(_) => return None,
            _ => 1,
        };
        total = total.checked_add(size)?;
    }
    Some(total)
}

/// The iterations of a nested `for i in range(...)` whose arguments are
/// constants; `None` for anything else (the nested loop may still be
/// written out when it is translated; this only decides the outer one).
fn range_trips(iter: &Expr, consts: &HashMap<String, LitKind>) -> Option<i64> {
    let Expr::Call(c) = iter else { return None };
    let Expr::Name(n) = c.func.as_ref() else { return None };
    if n.id.as_str() != "range" || !c.keywords.is_empty() {
        return None;
    }
    let mut args = Vec::new();
    for a in &c.args {
        args.push(i64::try_from(const_int::eval(a, consts).ok()??).ok()?);
    }
    match args.as_slice() {
        [stop] => Some(trips(0, *stop, 1)),
        [start, stop] => Some(trips(*start, *stop, 1)),
        [start, stop, step] if *step != 0 => Some(trips(*start, *stop, *step)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::trips;

    #[test]
    fn trips_count_as_cpython_s_range() {
        let cases = [
            (0, 5, 1),
            (2, 5, 1),
            (5, 2, 1),
            (0, 10, 3),
            (10, 0, -3),
            (0, 0, 1),
            (3, -4, -2),
            (-5, 5, 4),
        ];
        for (start, stop, step) in cases {
            let python = if step > 0 {
                (start..stop).step_by(step as usize).count()
            } else {
                ((stop + 1)..=start).rev().step_by((-step) as usize).count()
            };
            assert_eq!(
                trips(start, stop, step),
                python as i64,
                "range({start}, {stop}, {step})"
            );
        }
    }
}

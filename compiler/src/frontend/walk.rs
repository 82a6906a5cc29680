//! Every expression of a body, by reference and to a bounded depth.
//!
//! `rustpython_ast`'s `Visitor` takes its nodes by value, so a walk clones
//! the tree, and it recurses without a bound: a checked but not yet
//! translated body may nest thousands of levels deep (`return ----...n`,
//! which the translation then refuses as too deeply nested), and both the
//! clone and the walk would overflow the thread's stack. This walk borrows,
//! and stops descending below `MAX_WALK_DEPTH`: a body that deep is
//! refused by the translation (`translate::MAX_DEPTH` is 100), so what it
//! does not see never matters.

use rustpython_parser::ast::{Expr, Stmt};

/// Far below any thread's stack, far above the translation's limit.
const MAX_WALK_DEPTH: usize = 256;

/// Calls `visit` on every expression of `stmts` (statements nested in
/// `if`, `while` and `for` included), outer ones first.
pub(crate) fn walk_stmts<'s>(stmts: &'s [Stmt], visit: &mut impl FnMut(&'s Expr)) {
    walk_block(stmts, visit, 0);
}

/// Calls `visit` on `e` and every expression inside it, outer first.
pub(crate) fn walk_expr<'s>(e: &'s Expr, visit: &mut impl FnMut(&'s Expr)) {
    expr(e, visit, 0);
}

fn walk_block<'s>(stmts: &'s [Stmt], visit: &mut impl FnMut(&'s Expr), depth: usize) {
    if depth > MAX_WALK_DEPTH {
        return;
    }
    for s in stmts {
        match s {
            Stmt::Assign(a) => {
                a.targets.iter().for_each(|t| expr(t, visit, depth + 1));
                expr(&a.value, visit, depth + 1);
            }
            Stmt::AugAssign(a) => {
                expr(&a.target, visit, depth + 1);
                expr(&a.value, visit, depth + 1);
            }
            Stmt::AnnAssign(a) => {
                expr(&a.target, visit, depth + 1);
                a.value.iter().for_each(|v| expr(v, visit, depth + 1));
            }
            Stmt::Return(r) => r.value.iter().for_each(|v| expr(v, visit, depth + 1)),
            Stmt::Expr(e) => expr(&e.value, visit, depth + 1),
            Stmt::Assert(a) => {
                expr(&a.test, visit, depth + 1);
                a.msg.iter().for_each(|m| expr(m, visit, depth + 1));
            }
            Stmt::If(i) => {
                expr(&i.test, visit, depth + 1);
                walk_block(&i.body, visit, depth + 1);
                walk_block(&i.orelse, visit, depth + 1);
            }
            Stmt::While(w) => {
                expr(&w.test, visit, depth + 1);
                walk_block(&w.body, visit, depth + 1);
                walk_block(&w.orelse, visit, depth + 1);
            }
            Stmt::For(f) => {
                expr(&f.target, visit, depth + 1);
                expr(&f.iter, visit, depth + 1);
                walk_block(&f.body, visit, depth + 1);
                walk_block(&f.orelse, visit, depth + 1);
            }
            _ => {}
        }
    }
}

/// The expressions the language has (the translation refuses the others,
/// so their insides never matter).
fn expr<'s>(e: &'s Expr, visit: &mut impl FnMut(&'s Expr), depth: usize) {
    if depth > MAX_WALK_DEPTH {
        return;
    }
    visit(e);
    let d = depth + 1;
    match e {
        Expr::BoolOp(b) => b.values.iter().for_each(|v| expr(v, visit, d)),
        Expr::BinOp(b) => {
            expr(&b.left, visit, d);
            expr(&b.right, visit, d);
        }
        Expr::UnaryOp(u) => expr(&u.operand, visit, d),
        Expr::IfExp(i) => {
            expr(&i.test, visit, d);
            expr(&i.body, visit, d);
            expr(&i.orelse, visit, d);
        }
        Expr::Compare(c) => {
            expr(&c.left, visit, d);
            c.comparators.iter().for_each(|v| expr(v, visit, d));
        }
        Expr::Call(c) => {
            expr(&c.func, visit, d);
            c.args.iter().for_each(|v| expr(v, visit, d));
            c.keywords.iter().for_each(|k| expr(&k.value, visit, d));
        }
        Expr::Subscript(s) => {
            expr(&s.value, visit, d);
            expr(&s.slice, visit, d);
        }
        Expr::Slice(s) => {
            for part in [&s.lower, &s.upper, &s.step] {
                part.iter().for_each(|v| expr(v, visit, d));
            }
        }
        Expr::Attribute(a) => expr(&a.value, visit, d),
        Expr::Starred(s) => expr(&s.value, visit, d),
        Expr::Tuple(t) => t.elts.iter().for_each(|v| expr(v, visit, d)),
        Expr::List(l) => l.elts.iter().for_each(|v| expr(v, visit, d)),
        _ => {}
    }
}

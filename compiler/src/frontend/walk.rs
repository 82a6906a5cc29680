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
pub(crate) const MAX_WALK_DEPTH: usize = 256;

/// Calls `visit` on every expression of `stmts` (statements nested in
/// `if`, `while` and `for` included), outer ones first.
pub(crate) fn walk_stmts<'s>(stmts: &'s [Stmt], visit: &mut impl FnMut(&'s Expr)) {
    stmt_tree(stmts, &mut |s, depth| own_exprs(s, visit, depth + 1), 0);
}

/// Calls `visit` on every statement of `stmts`, those nested in `if`,
/// `while` and `for` included, outer ones first.
pub(crate) fn walk_stmt_tree<'s>(stmts: &'s [Stmt], visit: &mut impl FnMut(&'s Stmt)) {
    stmt_tree(stmts, &mut |s, _| visit(s), 0);
}

/// Calls `visit` on `e` and every expression inside it, outer first.
pub(crate) fn walk_expr<'s>(e: &'s Expr, visit: &mut impl FnMut(&'s Expr)) {
    expr(e, visit, 0);
}

fn stmt_tree<'s>(stmts: &'s [Stmt], visit: &mut impl FnMut(&'s Stmt, usize), depth: usize) {
    if depth > MAX_WALK_DEPTH {
        return;
    }
    for s in stmts {
        visit(s, depth);
        let (body, orelse) = match s {
            Stmt::If(i) => (&i.body, &i.orelse),
            Stmt::While(w) => (&w.body, &w.orelse),
            Stmt::For(f) => (&f.body, &f.orelse),
            _ => continue,
        };
        stmt_tree(body, visit, depth + 1);
        stmt_tree(orelse, visit, depth + 1);
    }
}

/// The expressions of statement `s` itself (not of those nested in it).
fn own_exprs<'s>(s: &'s Stmt, visit: &mut impl FnMut(&'s Expr), d: usize) {
    match s {
        Stmt::Assign(a) => {
            a.targets.iter().for_each(|t| expr(t, visit, d));
            expr(&a.value, visit, d);
        }
        Stmt::AugAssign(a) => {
            expr(&a.target, visit, d);
            expr(&a.value, visit, d);
        }
        Stmt::AnnAssign(a) => {
            expr(&a.target, visit, d);
            a.value.iter().for_each(|v| expr(v, visit, d));
        }
        Stmt::Return(r) => r.value.iter().for_each(|v| expr(v, visit, d)),
        Stmt::Expr(e) => expr(&e.value, visit, d),
        Stmt::Assert(a) => {
            expr(&a.test, visit, d);
            a.msg.iter().for_each(|m| expr(m, visit, d));
        }
        Stmt::If(i) => expr(&i.test, visit, d),
        Stmt::While(w) => expr(&w.test, visit, d),
        Stmt::For(f) => {
            expr(&f.target, visit, d);
            expr(&f.iter, visit, d);
        }
        _ => {}
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

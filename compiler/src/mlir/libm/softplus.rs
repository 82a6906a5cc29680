//! `log1m(x) = log1p(-x)` and Stan's `log1p_exp(x)` (softplus: `x +
//! log1p(exp(-x))` above 0, `log1p(exp(x))` elsewhere), composed of our
//! glibc-exact `log1p` and `exp` (`glibc_exp.rs`), so that they give the
//! C library's compositions bit for bit, as evaluation computes them;
//! the f32 versions likewise of our glibc-exact f32 `log1p` and `exp`
//! (`single/`), as evaluation computes them in f32.

use super::dsl::{F, V};

pub(super) fn log1m() -> String {
    log1m_of(F::function("ab_log1m_f64", &["x"]), "ab_log1p_f64")
}

pub(super) fn log1m_f32() -> String {
    log1m_of(F::function_f32("ab_log1m_f32", &["x"]), "ab_log1p_f32")
}

fn log1m_of((mut f, args): (F, Vec<V>), log1p: &str) -> String {
    let x = &args[0];
    let nx = f.neg(x);
    let y = f.call(log1p, &[&nx]);
    f.ret(&y)
}

pub(super) fn log1p_exp() -> String {
    log1p_exp_of(
        F::function("ab_log1p_exp_f64", &["x"]),
        "ab_exp_glibc_f64",
        "ab_log1p_f64",
    )
}

pub(super) fn log1p_exp_f32() -> String {
    log1p_exp_of(
        F::function_f32("ab_log1p_exp_f32", &["x"]),
        "ab_exp_f32",
        "ab_log1p_f32",
    )
}

fn log1p_exp_of((mut f, args): (F, Vec<V>), exp: &str, log1p: &str) -> String {
    let x = &args[0];
    let nx = f.neg(x);
    let positive = f.cmpc("ogt", x, 0.0);
    // exp of the non-positive one of x and -x: never overflows.
    let low = f.sel(&positive, &nx, x);
    let e = f.call(exp, &[&low]);
    let l = f.call(log1p, &[&e]);
    let sum = f.add(x, &l);
    let y = f.sel(&positive, &sum, &l);
    f.ret(&y)
}

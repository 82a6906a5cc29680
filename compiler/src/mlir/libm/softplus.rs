//! `log1m(x) = log1p(-x)` and Stan's `log1p_exp(x)` (softplus: `x +
//! log1p(exp(-x))` above 0, `log1p(exp(x))` elsewhere), composed of our
//! glibc-exact `log1p` and `exp` (`glibc_exp.rs`), so that they give the
//! C library's compositions bit for bit, as evaluation computes them.

use super::dsl::F;

pub(super) fn log1m() -> String {
    let (mut f, args) = F::function("ab_log1m_f64", &["x"]);
    let x = &args[0];
    let nx = f.neg(x);
    let y = f.call("ab_log1p_f64", &[&nx]);
    f.ret(&y)
}

pub(super) fn log1p_exp() -> String {
    let (mut f, args) = F::function("ab_log1p_exp_f64", &["x"]);
    let x = &args[0];
    let nx = f.neg(x);
    let positive = f.cmpc("ogt", x, 0.0);
    // exp of the non-positive one of x and -x: never overflows.
    let low = f.sel(&positive, &nx, x);
    let e = f.call("ab_exp_glibc_f64", &[&low]);
    let l = f.call("ab_log1p_f64", &[&e]);
    let sum = f.add(x, &l);
    let y = f.sel(&positive, &sum, &l);
    f.ret(&y)
}

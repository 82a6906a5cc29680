//! The integer functions, on `i64`: `factorial`, `isqrt`, `comb`, `perm`,
//! `gcd`, `lcm`, and `prod`. CPython's ints grow; here a result beyond
//! `i64` stops the member with `overflow_error` (found without ever
//! wrapping: each product is checked against `i64::MAX` by division
//! before it is formed), and the arguments CPython refuses raise
//! ValueError (`factorial(-1)`). `comb`, `perm`, `factorial`, `gcd` and
//! `lcm` run a loop (a few dozen iterations at most before the result
//! would leave `i64`; Euclid's at most 92).

use super::{i, Emit};
use crate::frontend::error::Result;
use crate::frontend::value::Val;
use crate::prim::{Prim, Raise};

/// The largest `r` with `r * r <= i64::MAX`.
const ISQRT_MAX: i64 = 3_037_000_499;

pub(super) fn call(e: &mut Emit, name: &str, ns: &[Val]) -> Result<Val> {
    match name {
        "factorial" => {
            negative_is_value_error(e, &ns[..1])?;
            perm(e, &ns[0], &ns[0])
        }
        "perm" => {
            negative_is_value_error(e, ns)?;
            perm(e, &ns[0], ns.get(1).unwrap_or(&ns[0]))
        }
        "comb" => {
            negative_is_value_error(e, ns)?;
            comb(e, &ns[0], &ns[1])
        }
        "isqrt" => {
            negative_is_value_error(e, ns)?;
            isqrt(e, &ns[0])
        }
        "gcd" => gcd(e, ns),
        _ => lcm(e, ns),
    }
}

fn negative_is_value_error(e: &mut Emit, ns: &[Val]) -> Result<()> {
    let mut c: Option<Val> = None;
    for n in ns {
        let neg = e.lt(n, &i(0))?;
        c = Some(match c {
            Some(c) => e.or(&c, &neg)?,
            None => neg,
        });
    }
    match c {
        Some(c) => e.raise_if(Raise::ValueError, &c),
        None => Ok(()),
    }
}

/// `perm(n, k)` for `n, k >= 0`: `n * (n - 1) * ... * (n - k + 1)`, 0 for
/// `k > n`; `factorial(n)` is `perm(n, n)`.
fn perm(e: &mut Emit, n: &Val, k: &Val) -> Result<Val> {
    let more = e.gt(k, n)?;
    // k > n gives 0: run no iteration, and multiply by 0 at the end.
    let count = e.select(&more, &i(0), k)?;
    let r = checked_product(e, 0, &count, |e, r, j| {
        let m = e.sub(n, j)?;
        let limit = e.floor_div(&i(i64::MAX), &m)?;
        let over = e.gt(r, &limit)?;
        Ok((over, e.mul(r, &m)?))
    })?;
    e.select(&more, &i(0), &r)
}

/// `r = 1`, then `(over, r) = step(r, j)` for `j` from `start` while `j <
/// end` and no step overflowed; OverflowError where one did.
fn checked_product(
    e: &mut Emit,
    start: i64,
    end: &Val,
    step: impl FnOnce(&mut Emit, &Val, &Val) -> Result<(Val, Val)>,
) -> Result<Val> {
    let r = e.var(&i(1))?;
    let j = e.var(&i(start))?;
    let over = e.var(&crate::frontend::math::b(false))?;
    e.while_loop(
        |e| {
            let go = e.lt(&j, end)?;
            let ok = e.not(&over)?;
            e.and(&go, &ok)
        },
        |e| {
            let (o, next) = step(e, &r, &j)?;
            e.set(&over, &o)?;
            e.set(&r, &next)?;
            let j1 = e.add(&j, &i(1))?;
            e.set(&j, &j1)
        },
    )?;
    e.raise_if(Raise::OverflowError, &over)?;
    Ok(r)
}

/// `comb(n, k)` for `n, k >= 0`: `C(n - k' + j, j)` for `j = 1 ..= k'`,
/// `k' = min(k, n - k)`, each step `r * m / j` formed as `q * m + rem * m
/// / j` (`q, rem = divmod(r, j)`), so that nothing wraps before the
/// overflow test: `rem * m` is small whenever the loop is still running
/// (`m` above 2^32 overflows at `j = 3`).
fn comb(e: &mut Emit, n: &Val, k: &Val) -> Result<Val> {
    let more = e.gt(k, n)?;
    let rest = e.sub(n, k)?;
    let kk = e.min(k, &rest)?;
    let kk = e.select(&more, &i(0), &kk)?;
    let base = e.sub(n, &kk)?;
    let end = e.add(&kk, &i(1))?;
    let r = checked_product(e, 1, &end, |e, r, j| {
        let m = e.add(&base, j)?;
        let q = e.floor_div(r, j)?;
        let rem = e.modulo(r, j)?;
        let t = e.mul(&rem, &m)?;
        let t = e.floor_div(&t, j)?;
        let room = e.sub(&i(i64::MAX), &t)?;
        let limit = e.floor_div(&room, &m)?;
        let over = e.gt(&q, &limit)?;
        let qm = e.mul(&q, &m)?;
        Ok((over, e.add(&qm, &t)?))
    })?;
    e.select(&more, &i(0), &r)
}

/// `isqrt(n)` for `n >= 0`: the float square root, truncated, is within
/// one of the answer (its error is below 1e-6 at `n < 2^63`); one step
/// down and one up make it exact, without squaring past `ISQRT_MAX`.
fn isqrt(e: &mut Emit, n: &Val) -> Result<Val> {
    let x = e.cast(autobatch_runtime::DType::F64, n)?;
    let s = e.sqrt(&x)?;
    let r = e.cast(autobatch_runtime::DType::I64, &s)?;
    let r = e.min(&r, &i(ISQRT_MAX))?;
    let rr = e.mul(&r, &r)?;
    let high = e.gt(&rr, n)?;
    let down = e.sub(&r, &i(1))?;
    let r = e.select(&high, &down, &r)?;
    let up = e.add(&r, &i(1))?;
    let uu = e.mul(&up, &up)?;
    let fits = e.le(&uu, n)?;
    let room = e.lt(&r, &i(ISQRT_MAX))?;
    let step = e.and(&room, &fits)?;
    e.select(&step, &up, &r)
}

/// Euclid's `gcd(a, b)` up to sign, with Python's `%` (which never
/// wraps, even at `i64::MIN`).
fn gcd2(e: &mut Emit, a: &Val, b: &Val) -> Result<Val> {
    let x = e.var(a)?;
    let y = e.var(b)?;
    e.while_loop(
        |e| e.ne(&y, &i(0)),
        |e| {
            let r = e.modulo(&x, &y)?;
            e.set(&x, &y)?;
            e.set(&y, &r)
        },
    )?;
    Ok(x)
}

/// `abs(g)`, where `g == i64::MIN` means 2^63: an `overflow_error`.
fn abs_checked(e: &mut Emit, g: &Val) -> Result<Val> {
    let big = e.eq(g, &i(i64::MIN))?;
    e.raise_if(Raise::OverflowError, &big)?;
    e.abs(g)
}

/// `gcd(*ns)`: 0 for none; the gcd of all, folded left.
fn gcd(e: &mut Emit, ns: &[Val]) -> Result<Val> {
    let Some((first, rest)) = ns.split_first() else {
        return Ok(i(0));
    };
    let mut g = first.clone();
    for n in rest {
        g = gcd2(e, &g, n)?;
    }
    abs_checked(e, &g)
}

/// `lcm(*ns)`: 1 for none; folded left, `lcm(a, b) = |a / gcd(a, b) *
/// b|`, 0 if either is 0. An intermediate beyond `i64` (CPython's int
/// grows) overflows the result unless a later argument is 0.
fn lcm(e: &mut Emit, ns: &[Val]) -> Result<Val> {
    let Some((first, rest)) = ns.split_first() else {
        return Ok(i(1));
    };
    if rest.is_empty() {
        return abs_checked(e, first);
    }
    let mut r = first.clone();
    let mut over = crate::frontend::math::b(false);
    for n in rest {
        let zero_r = e.eq(&r, &i(0))?;
        let zero_n = e.eq(n, &i(0))?;
        let zero = e.or(&zero_r, &zero_n)?;
        let g = gcd2(e, &r, n)?;
        let g = e.abs(&g)?;
        // The divisor is 1 where either is 0 (the result is 0 then).
        let g = e.select(&zero, &i(1), &g)?;
        let q = e.floor_div(&r, &g)?;
        let u = e.abs(&q)?;
        let v = e.abs(n)?;
        // abs(i64::MIN) wraps to itself: a factor of 2^63.
        let u_big = e.eq(&u, &i(i64::MIN))?;
        let v_big = e.eq(&v, &i(i64::MIN))?;
        let big = e.or(&u_big, &v_big)?;
        let v_safe = e.select(&zero, &i(1), &v)?;
        let v_safe = e.select(&big, &i(1), &v_safe)?;
        let limit = e.floor_div(&i(i64::MAX), &v_safe)?;
        let wide = e.gt(&u, &limit)?;
        let step = e.or(&big, &wide)?;
        let step = e.or(&over, &step)?;
        let nonzero = e.not(&zero_n)?;
        over = e.and(&step, &nonzero)?;
        let prod = e.mul(&u, &v)?;
        r = e.select(&zero, &i(0), &prod)?;
    }
    e.raise_if(Raise::OverflowError, &over)?;
    Ok(r)
}

/// `math.prod(xs, start=1)`: the left fold of `*` from `start`. On a
/// vector without `start`, the `prod` primitive (NumPy's scalars wrap
/// and round as it does); otherwise element by element, each step as
/// Python's `*` (ints wrap, as every integer here): a loop over a vector,
/// unrolled over a tuple.
pub(super) fn prod(e: &mut Emit, xs: &Val, start: Option<Val>) -> Result<Val> {
    let start = start.unwrap_or(Val::Lit(crate::frontend::literal::Lit {
        kind: crate::frontend::literal::LitKind::Int(1),
        range: e.range,
    }));
    match xs {
        Val::Atom(_, ty) => {
            if let Val::Lit(crate::frontend::literal::Lit {
                kind: crate::frontend::literal::LitKind::Int(1),
                ..
            }) = start
            {
                return e.op(Prim::Prod, &[xs]);
            }
            let n = ty.shape.first().copied().unwrap_or(1) as i64;
            let x0 = e.op(Prim::Index, &[xs, &i(0)])?;
            let first = e.mul(&start, &x0)?;
            let acc = e.var(&first)?;
            let k = e.var(&i(1))?;
            e.while_loop(
                |e| e.lt(&k, &i(n)),
                |e| {
                    let x = e.op(Prim::Index, &[xs, &k])?;
                    let next = e.mul(&acc, &x)?;
                    e.set(&acc, &next)?;
                    let k1 = e.add(&k, &i(1))?;
                    e.set(&k, &k1)
                },
            )?;
            Ok(acc)
        }
        Val::Tuple(items) => {
            let mut acc = start;
            for x in items {
                acc = e.mul(&acc, x)?;
            }
            Ok(acc)
        }
        Val::Lit(_) => e.mul(&start, xs),
    }
}

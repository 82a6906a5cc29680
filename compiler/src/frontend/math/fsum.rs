//! `math.fsum`: CPython's exact sum (`math_fsum`, Modules/mathmodule.c),
//! step for step. The running sum is kept as a list of non-overlapping
//! partial sums (Shewchuk's algorithm): each number is added into them
//! with exact two-sums, the zero round-offs dropped. At the end the
//! partials are added from the largest down until a sum is inexact, and
//! one correction makes the rounding half-even across partials. The list
//! never holds more partials than numbers seen, so a vector of `n` (or a
//! tuple of `n`) needs `n` slots: an `f64[n]` variable, with a count.
//!
//! Infinities and NaNs leave the partials behind as CPython's do: their
//! sum is kept apart (and that of the infinities alone, to tell `inf -
//! inf` from a NaN summand); a finite running sum that overflows is
//! OverflowError ("intermediate overflow in fsum", `overflow_error`),
//! `inf` and `-inf` both present ValueError (`value_error`).

use super::bits::{each, Coords};
use super::{b, f, i, Emit};
use crate::frontend::error::{err, Result};
use crate::frontend::value::Val;
use crate::prim::{Prim, Raise, Shape};
use autobatch_runtime::DType;

/// The partials and the sums kept apart.
struct Partials {
    /// `p[0..n]`: the partials, smallest magnitude first.
    p: Val,
    n: Val,
    /// The sum of the non-finite numbers, and of the infinite ones.
    special: Val,
    inf: Val,
}

/// `math.fsum(xs)` for a tuple of numbers or a vector.
pub(super) fn fsum(e: &mut Emit, xs: &Val) -> Result<Val> {
    let coords = match xs {
        Val::Tuple(items) => Coords::Scalars(items.iter().map(|x| e.float(x)).collect::<Result<_>>()?),
        Val::Atom(_, ty) => {
            let n = ty.shape.first().copied().unwrap_or(1);
            Coords::Vector(e.float(xs)?, n as i64)
        }
        Val::Lit(_) => return err(e.range, "`math.fsum` takes a tuple of numbers or a vector"),
    };
    let count = match &coords {
        Coords::Scalars(xs) => xs.len(),
        Coords::Vector(_, n) => *n as usize,
    };
    if count == 0 {
        return Ok(f(0.0));
    }
    let Some(shape) = Shape::new(&[count]) else {
        return err(e.range, format!("`math.fsum` of {count} numbers is too long"));
    };
    let zeros = e.op(Prim::Full(shape), &[&f(0.0)])?;
    let s = Partials {
        p: e.var(&zeros)?,
        n: e.var(&i(0))?,
        special: e.var(&f(0.0))?,
        inf: e.var(&f(0.0))?,
    };
    each(e, &coords, |e, x| add(e, &s, x))?;
    let has_special = e.ne(&s.special, &f(0.0))?;
    let both_infinities = e.is_nan(&s.inf)?;
    let c = e.and(&has_special, &both_infinities)?;
    e.raise_if(Raise::ValueError, &c)?;
    let hi = total(e, &s)?;
    e.select(&has_special, &s.special, &hi)
}

/// `p[k]`.
fn at(e: &mut Emit, p: &Val, k: &Val) -> Result<Val> {
    e.op(Prim::Index, &[p, k])
}

/// `p[k] = v` where `c`, else `p` unchanged (`k` always in range).
fn store_if(e: &mut Emit, p: &Val, k: &Val, v: &Val, c: &Val) -> Result<()> {
    let old = at(e, p, k)?;
    let v = e.select(c, v, &old)?;
    let next = e.op(Prim::SetIndex(1), &[p, k, &v])?;
    e.set(p, &next)
}

fn increment(e: &mut Emit, var: &Val, by: &Val) -> Result<()> {
    let next = e.add(var, by)?;
    e.set(var, &next)
}

/// Adds one number (`f64`) into the partials.
fn add(e: &mut Emit, s: &Partials, xsave: &Val) -> Result<()> {
    let x = e.var(xsave)?;
    let kept = e.var(&i(0))?;
    let j = e.var(&i(0))?;
    e.while_loop(
        |e| e.lt(&j, &s.n),
        |e| {
            let y = at(e, &s.p, &j)?;
            // The larger magnitude first (C's `if (fabs(x) < fabs(y))` swap).
            let (ax, ay) = (e.abs(&x)?, e.abs(&y)?);
            let swap = e.lt(&ax, &ay)?;
            let big = e.select(&swap, &y, &x)?;
            let small = e.select(&swap, &x, &y)?;
            let hi = e.add(&big, &small)?;
            let yr = e.sub(&hi, &big)?;
            let lo = e.sub(&small, &yr)?;
            let keep = e.ne(&lo, &f(0.0))?;
            store_if(e, &s.p, &kept, &lo, &keep)?;
            let one = e.cast(DType::I64, &keep)?;
            increment(e, &kept, &one)?;
            e.set(&x, &hi)?;
            increment(e, &j, &i(1))
        },
    )?;
    let nonzero = e.ne(&x, &f(0.0))?;
    let finite = e.is_finite(&x)?;
    let infinite_or_nan = e.not(&finite)?;
    let special = e.and(&nonzero, &infinite_or_nan)?;
    // A finite number that leaves the sum infinite: the sum overflowed.
    let finite_save = e.is_finite(xsave)?;
    let overflow = e.and(&special, &finite_save)?;
    e.raise_if(Raise::OverflowError, &overflow)?;
    let inf_save = e.is_inf(xsave)?;
    let add_inf = e.and(&special, &inf_save)?;
    let inf = e.add(&s.inf, xsave)?;
    let inf = e.select(&add_inf, &inf, &s.inf)?;
    e.set(&s.inf, &inf)?;
    let sum = e.add(&s.special, xsave)?;
    let sum = e.select(&special, &sum, &s.special)?;
    e.set(&s.special, &sum)?;
    // `p[n++] = x` for a finite nonzero sum; the partials are dropped
    // after a non-finite one.
    let push = e.and(&nonzero, &finite)?;
    store_if(e, &s.p, &kept, &x, &push)?;
    let one = e.cast(DType::I64, &push)?;
    let n = e.add(&kept, &one)?;
    let n = e.select(&special, &i(0), &n)?;
    e.set(&s.n, &n)
}

/// The partials' sum, correctly rounded: from the largest partial down
/// while the sums are exact, then the half-even correction.
fn total(e: &mut Emit, s: &Partials) -> Result<Val> {
    let any = e.gt(&s.n, &i(0))?;
    let top = e.sub(&s.n, &i(1))?;
    let top = e.max(&top, &i(0))?;
    let first = at(e, &s.p, &top)?;
    let first = e.select(&any, &first, &f(0.0))?;
    let hi = e.var(&first)?;
    let lo = e.var(&f(0.0))?;
    let k = e.var(&top)?;
    let inexact = e.var(&b(false))?;
    e.while_loop(
        |e| {
            let more = e.gt(&k, &i(0))?;
            let exact = e.not(&inexact)?;
            e.and(&more, &exact)
        },
        |e| {
            increment(e, &k, &i(-1))?;
            let y = at(e, &s.p, &k)?;
            let x = hi.clone();
            let h = e.add(&x, &y)?;
            let yr = e.sub(&h, &x)?;
            let l = e.sub(&y, &yr)?;
            e.set(&hi, &h)?;
            e.set(&lo, &l)?;
            let stop = e.ne(&l, &f(0.0))?;
            e.set(&inexact, &stop)
        },
    )?;
    // If the next partial has the round-off's sign, the round-off is
    // more than half an ulp: round away from `hi` when that is exact.
    let below = e.gt(&k, &i(0))?;
    let prev = e.sub(&k, &i(1))?;
    let prev = e.max(&prev, &i(0))?;
    let prev = at(e, &s.p, &prev)?;
    let both_negative = {
        let a = e.lt(&lo, &f(0.0))?;
        let b = e.lt(&prev, &f(0.0))?;
        e.and(&a, &b)?
    };
    let both_positive = {
        let a = e.gt(&lo, &f(0.0))?;
        let b = e.gt(&prev, &f(0.0))?;
        e.and(&a, &b)?
    };
    let same_sign = e.or(&both_negative, &both_positive)?;
    let correct = e.and(&below, &same_sign)?;
    let y = e.mul(&lo, &f(2.0))?;
    let x = e.add(&hi, &y)?;
    let yr = e.sub(&x, &hi)?;
    let exact = e.eq(&y, &yr)?;
    let take = e.and(&correct, &exact)?;
    e.select(&take, &x, &hi)
}

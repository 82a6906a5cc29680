//! The functions C computes by taking a float apart (`frexp`, `ldexp`,
//! `ulp`, `nextafter`) and CPython's `vector_norm` behind `hypot` and
//! `dist`, which scales by a power of two. Without a bit cast among the
//! primitives, powers of two are built exactly from integers (`pow2`) and
//! a float's binary exponent is found from `log2` and corrected against
//! them (`exponent`): every step is an exact product or comparison, so
//! the results are CPython's bit for bit in compiled code too.

use super::{f, i, Emit};
use crate::frontend::error::Result;
use crate::frontend::value::Val;
use crate::prim::{Prim, Raise};
use autobatch_runtime::DType;

/// The smallest positive double, 2^-1074.
const TINY: f64 = 5e-324;

/// `2^k` as a constant, exactly (`powi` would divide by an overflowed
/// 2^1024 for 2^-1024); `inf` above 1023.
fn two_to(k: i32) -> f64 {
    match k {
        1024.. => f64::INFINITY,
        -1022..=1023 => f64::from_bits(((k + 1023) as u64) << 52),
        -1074..=-1023 => f64::from_bits(1u64 << (k + 1074)),
        _ => 0.0,
    }
}

/// `2^k` for an `i64` `k` in `[-1074, 1023]`, exactly: `2^(k mod 64)`
/// from an integer shift (`1 << 63` is `i64::MIN`, whose absolute value
/// as a float is 2^63), times `2^(64 h)` for `h = k >> 6` in `[-17, 15]`,
/// one factor per bit of `|h|`. Each partial product lies between 1 (or
/// `2^(k mod 64)`) and the result, so none rounds.
fn pow2(e: &mut Emit, k: &Val) -> Result<Val> {
    let lo = e.bit_and(k, &i(63))?;
    let one = e.shl(&i(1), &lo)?;
    let one = e.cast(DType::F64, &one)?;
    let mut p = e.abs(&one)?;
    let h = e.shr(k, &i(6))?;
    let neg = e.lt(&h, &i(0))?;
    let ah = e.abs(&h)?;
    for j in 0..5 {
        let up = 64 * (1 << j);
        // 2^1024 is never used: it would need k >= 1024.
        let (big, small) = (two_to(up), two_to(-up));
        let bit = e.bit_and(&ah, &i(1 << j))?;
        let set = e.ne(&bit, &i(0))?;
        let factor = e.select(&neg, &f(small), &f(big))?;
        let scaled = e.mul(&p, &factor)?;
        p = e.select(&set, &scaled, &p)?;
    }
    Ok(p)
}

/// For a positive finite `a`: `k` (`i64`) and `p = 2^k` with `p <= a <
/// 2p`. `floor(log2(a))` is within one of `k` (a `log2` within an ulp
/// can round up to the next integer just below a power of two).
fn exponent(e: &mut Emit, a: &Val) -> Result<(Val, Val)> {
    let l = e.op(Prim::Log2, &[a])?;
    let l = e.floor(&l)?;
    let k = e.cast(DType::I64, &l)?;
    let k = e.max(&k, &i(-1074))?;
    let k = e.min(&k, &i(1023))?;
    let p = pow2(e, &k)?;
    let below = e.lt(a, &p)?;
    let k1 = e.sub(&k, &i(1))?;
    let k = e.select(&below, &k1, &k)?;
    let half = e.mul(&p, &f(0.5))?;
    let p = e.select(&below, &half, &p)?;
    let twice = e.mul(&p, &f(2.0))?;
    let above = e.ge(a, &twice)?;
    let k1 = e.add(&k, &i(1))?;
    let k = e.select(&above, &k1, &k)?;
    let p = e.select(&above, &twice, &p)?;
    Ok((k, p))
}

/// `|x|`, or 1.0 where `x` is zero, infinite or NaN: an argument
/// `exponent` accepts. Also whether `x` was such a special value.
fn magnitude(e: &mut Emit, x: &Val) -> Result<(Val, Val)> {
    let a = e.abs(x)?;
    let finite = e.is_finite(x)?;
    let nonzero = e.ne(x, &f(0.0))?;
    let ok = e.and(&finite, &nonzero)?;
    let special = e.not(&ok)?;
    let safe = e.select(&special, &f(1.0), &a)?;
    Ok((safe, special))
}

/// `math.frexp(x)`: `(m, e)` with `x = m * 2^e`, `0.5 <= |m| < 1`;
/// `(x, 0)` for zeros, infinities and NaN.
pub(super) fn frexp(e: &mut Emit, x: &Val) -> Result<Val> {
    let (a, special) = magnitude(e, x)?;
    let (k, p) = exponent(e, &a)?;
    // x / 2^k is in [1, 2): exact, even for subnormal x.
    let m = e.div(x, &p)?;
    let m = e.mul(&m, &f(0.5))?;
    let m = e.select(&special, x, &m)?;
    let k1 = e.add(&k, &i(1))?;
    let k1 = e.select(&special, &i(0), &k1)?;
    Ok(Val::Tuple(vec![m, k1]))
}

/// `math.ldexp(x, n)`: `x * 2^n`, rounded once. `n` is clamped to
/// `[-2200, 2200]` (beyond, every nonzero double underflows to 0 or
/// overflows) and applied in three factors of at most 2^1023 or 2^-1022,
/// the smallest last: an earlier factor that rounds leaves a value the
/// last one takes to 0, as the exact product is. An infinity from a
/// finite `x` raises OverflowError.
pub(super) fn ldexp(e: &mut Emit, x: &Val, n: &Val) -> Result<Val> {
    let k = e.max(n, &i(-2200))?;
    let k = e.min(&k, &i(2200))?;
    let clamp = |e: &mut Emit, v: &Val| -> Result<Val> {
        let v = e.max(v, &i(-1022))?;
        e.min(&v, &i(1023))
    };
    let last = clamp(e, &k)?;
    let rest = e.sub(&k, &last)?;
    let middle = clamp(e, &rest)?;
    let first = e.sub(&rest, &middle)?;
    let mut r = x.clone();
    for part in [&first, &middle, &last] {
        let p = pow2(e, part)?;
        r = e.mul(&r, &p)?;
    }
    let finite = e.is_finite(x)?;
    let inf = e.is_inf(&r)?;
    let c = e.and(&finite, &inf)?;
    e.raise_if(Raise::OverflowError, &c)?;
    Ok(r)
}

/// The spacing of the doubles at `a` (positive finite, exponent `k`, `p
/// = 2^k`): `2^(k - 52)`, or 2^-1074 among the subnormals.
fn spacing(e: &mut Emit, k: &Val, p: &Val, shift: i64) -> Result<Val> {
    let kk = e.sub(k, &i(52 + shift))?;
    let normal = e.ge(&kk, &i(-1074))?;
    let s = e.mul(p, &f(two_to(-52 - shift as i32)))?;
    e.select(&normal, &s, &f(TINY))
}

/// `math.ulp(x)`: the distance from `|x|` to the next double up (down
/// from the largest); 2^-1074 at 0, `|x|` for infinities, NaN for NaN.
pub(super) fn ulp(e: &mut Emit, x: &Val) -> Result<Val> {
    let (a, _) = magnitude(e, x)?;
    let (k, p) = exponent(e, &a)?;
    let u = spacing(e, &k, &p, 0)?;
    let ax = e.abs(x)?;
    let zero = e.eq(x, &f(0.0))?;
    let u = e.select(&zero, &f(TINY), &u)?;
    let inf = e.is_inf(x)?;
    let u = e.select(&inf, &ax, &u)?;
    let nan = e.is_nan(x)?;
    e.select(&nan, x, &u)
}

/// `math.nextafter(x, y)`: the next double after `x` toward `y` (C's):
/// `y` when equal, the smallest subnormal with `y`'s sign from a zero,
/// the largest double from an infinity, NaN from a NaN.
pub(super) fn nextafter(e: &mut Emit, x: &Val, y: &Val) -> Result<Val> {
    let (a, _) = magnitude(e, x)?;
    let (k, p) = exponent(e, &a)?;
    let up = spacing(e, &k, &p, 0)?;
    // Below a power of two the spacing halves (above the subnormals).
    let half = spacing(e, &k, &p, 1)?;
    let power = e.eq(&a, &p)?;
    let down = e.select(&power, &half, &up)?;
    let toward_y = e.lt(x, y)?;
    let positive = e.gt(x, &f(0.0))?;
    let away = e.eq(&toward_y, &positive)?;
    let farther = e.add(&a, &up)?;
    let nearer = e.sub(&a, &down)?;
    let r = e.select(&away, &farther, &nearer)?;
    let r = e.copysign(&r, x)?;
    let inf = e.is_inf(x)?;
    let largest = e.copysign(&f(f64::MAX), x)?;
    let r = e.select(&inf, &largest, &r)?;
    let zero = e.eq(x, &f(0.0))?;
    let tiny = e.copysign(&f(TINY), y)?;
    let r = e.select(&zero, &tiny, &r)?;
    let same = e.eq(x, y)?;
    let r = e.select(&same, y, &r)?;
    let yn = e.is_nan(y)?;
    let r = e.select(&yn, y, &r)?;
    let xn = e.is_nan(x)?;
    e.select(&xn, x, &r)
}

/// `math.hypot(*xs)`: CPython's `vector_norm` of the magnitudes.
pub(super) fn hypot(e: &mut Emit, xs: &[Val]) -> Result<Val> {
    let mut coords = Vec::with_capacity(xs.len());
    for x in xs {
        coords.push(e.abs(x)?);
    }
    norm(e, Coords::Scalars(coords))
}

/// `math.dist(p, q)`: `vector_norm` of `|p_i - q_i|`, for two tuples of
/// numbers of one length or two vectors of one length.
pub(super) fn dist(e: &mut Emit, p: &Val, q: &Val) -> Result<Val> {
    match (p, q) {
        (Val::Tuple(ps), Val::Tuple(qs)) if ps.len() == qs.len() => {
            let mut coords = Vec::with_capacity(ps.len());
            for (a, b) in ps.iter().zip(qs) {
                let (a, b) = (e.float(a)?, e.float(b)?);
                let d = e.sub(&a, &b)?;
                coords.push(e.abs(&d)?);
            }
            norm(e, Coords::Scalars(coords))
        }
        (Val::Atom(_, tp), Val::Atom(_, tq)) if tp.shape == tq.shape => {
            let n = tp.shape.first().copied().unwrap_or(1) as i64;
            let (p, q) = (e.float(p)?, e.float(q)?);
            let d = e.sub(&p, &q)?;
            let d = e.abs(&d)?;
            norm(e, Coords::Vector(d, n))
        }
        _ => crate::frontend::error::err(
            e.range,
            format!(
                "`math.dist` takes two points with the same number of coordinates (both tuples or both vectors), \
                 got {} and {} (CPython raises ValueError)",
                p.describe(),
                q.describe()
            ),
        ),
    }
}

/// A sequence's numbers: scalars (unrolled) or a vector of `n` (a loop).
pub(super) enum Coords {
    Scalars(Vec<Val>),
    Vector(Val, i64),
}

/// The running sums of `vector_norm`'s compensated summation.
struct Sums {
    csum: Val,
    frac: [Val; 3],
}

/// Veltkamp-Dekker: `x = hi + lo`, `hi` with 26 significant bits.
fn split(e: &mut Emit, x: &Val) -> Result<(Val, Val)> {
    let t = e.mul(x, &f(134_217_729.0))?;
    let d = e.sub(&t, x)?;
    let hi = e.sub(&t, &d)?;
    let lo = e.sub(x, &hi)?;
    Ok((hi, lo))
}

/// `csum += x; frac[j] += (old - csum) + x` (Neumaier, `|csum| >= |x|`).
fn accumulate(e: &mut Emit, s: &Sums, j: usize, x: &Val) -> Result<()> {
    let next = e.add(&s.csum, x)?;
    let lost = e.sub(&s.csum, &next)?;
    let lost = e.add(&lost, x)?;
    let frac = e.add(&s.frac[j], &lost)?;
    e.set(&s.frac[j], &frac)?;
    e.set(&s.csum, &next)
}

/// One coordinate of the scaled sum of squares.
fn scaled_square(e: &mut Emit, s: &Sums, x: &Val, scale: &Val) -> Result<()> {
    let x = e.mul(x, scale)?;
    let (hi, lo) = split(e, &x)?;
    let sq = e.mul(&hi, &hi)?;
    accumulate(e, s, 0, &sq)?;
    let cross = e.mul(&f(2.0), &hi)?;
    let cross = e.mul(&cross, &lo)?;
    accumulate(e, s, 1, &cross)?;
    let low = e.mul(&lo, &lo)?;
    let frac = e.add(&s.frac[2], &low)?;
    e.set(&s.frac[2], &frac)
}

/// One coordinate of the unscaled branch (a largest magnitude below
/// 2^-1023, where the scale would overflow): `(x / max)^2`.
fn divided_square(e: &mut Emit, s: &Sums, x: &Val, max: &Val) -> Result<()> {
    let q = e.div(x, max)?;
    let sq = e.mul(&q, &q)?;
    accumulate(e, s, 0, &sq)
}

/// Runs `step` on every coordinate, in order.
pub(super) fn each(e: &mut Emit, coords: &Coords, mut step: impl FnMut(&mut Emit, &Val) -> Result<()>) -> Result<()> {
    match coords {
        Coords::Scalars(xs) => xs.iter().try_for_each(|x| step(e, x)),
        Coords::Vector(v, n) => {
            let k = e.var(&i(0))?;
            let n = *n;
            e.while_loop(
                |e| e.lt(&k, &i(n)),
                |e| {
                    let x = e.op(Prim::Index, &[v, &k])?;
                    step(e, &x)?;
                    let k1 = e.add(&k, &i(1))?;
                    e.set(&k, &k1)
                },
            )
        }
    }
}

fn fresh_sums(e: &mut Emit) -> Result<Sums> {
    Ok(Sums {
        csum: e.var(&f(1.0))?,
        frac: [e.var(&f(0.0))?, e.var(&f(0.0))?, e.var(&f(0.0))?],
    })
}

/// CPython's `vector_norm` (Modules/mathmodule.c): the largest magnitude
/// (inf if any is infinite, NaN then if any is NaN), and otherwise the
/// square root of the sum of squares scaled by a power of two near it,
/// summed with compensation and corrected by one Newton step. Both of
/// its branches run (the scaled one on a safe scale) and the result is
/// selected.
fn norm(e: &mut Emit, coords: Coords) -> Result<Val> {
    let count = match &coords {
        Coords::Scalars(xs) => xs.len() as i64,
        Coords::Vector(_, n) => *n,
    };
    let (max, found_nan) = match &coords {
        Coords::Scalars(xs) => {
            let mut max = f(0.0);
            let mut nan = super::b(false);
            for x in xs {
                // C's `if (x > max) max = x`: a NaN is never the maximum.
                let bigger = e.gt(x, &max)?;
                max = e.select(&bigger, x, &max)?;
                let is_nan = e.is_nan(x)?;
                nan = e.or(&nan, &is_nan)?;
            }
            (max, nan)
        }
        Coords::Vector(v, _) => {
            let nans = e.op(Prim::IsNan, &[v])?;
            let zeros = e.op(Prim::ZerosLike, &[v])?;
            let clean = e.select(&nans, &zeros, v)?;
            let max = e.op(Prim::ReduceMax, &[&clean])?;
            let count = e.cast(DType::I64, &nans)?;
            let count = e.op(Prim::Sum, &[&count])?;
            let nan = e.ne(&count, &i(0))?;
            (max, nan)
        }
    };
    if count == 0 {
        return Ok(f(0.0));
    }
    if count == 1 {
        // One coordinate: its magnitude, or CPython's NaN.
        let x = match &coords {
            Coords::Scalars(xs) => xs[0].clone(),
            Coords::Vector(v, _) => e.op(Prim::Index, &[v, &i(0)])?,
        };
        return e.select(&found_nan, &f(f64::NAN), &x);
    }
    let positive = e.gt(&max, &f(0.0))?;
    let finite = e.is_finite(&max)?;
    let usable = e.and(&positive, &finite)?;
    let safe_max = e.select(&usable, &max, &f(1.0))?;
    let (k, _) = exponent(e, &safe_max)?;
    // frexp's exponent is k + 1; the scale is 2^-(k + 1).
    let tiny = e.lt(&k, &i(-1024))?;
    let minus = e.sub(&i(-1), &k)?;
    let minus = e.min(&minus, &i(1023))?;
    let scale = pow2(e, &minus)?;

    let s = fresh_sums(e)?;
    each(e, &coords, |e, x| scaled_square(e, &s, x, &scale))?;
    let fracs = e.add(&s.frac[0], &s.frac[1])?;
    let fracs = e.add(&fracs, &s.frac[2])?;
    let total = e.sub(&s.csum, &f(1.0))?;
    let total = e.add(&total, &fracs)?;
    let h = e.sqrt(&total)?;
    let (hi, lo) = split(e, &h)?;
    let sq = e.mul(&hi, &hi)?;
    let sq = e.neg(&sq)?;
    accumulate(e, &s, 0, &sq)?;
    let cross = e.mul(&f(-2.0), &hi)?;
    let cross = e.mul(&cross, &lo)?;
    accumulate(e, &s, 1, &cross)?;
    let low = e.mul(&lo, &lo)?;
    let low = e.neg(&low)?;
    accumulate(e, &s, 2, &low)?;
    let fracs = e.add(&s.frac[0], &s.frac[1])?;
    let fracs = e.add(&fracs, &s.frac[2])?;
    let x = e.sub(&s.csum, &f(1.0))?;
    let x = e.add(&x, &fracs)?;
    let h2 = e.mul(&f(2.0), &h)?;
    let corr = e.div(&x, &h2)?;
    let scaled = e.add(&h, &corr)?;
    let scaled = e.div(&scaled, &scale)?;

    let t = fresh_sums(e)?;
    each(e, &coords, |e, x| divided_square(e, &t, x, &safe_max))?;
    let total = e.sub(&t.csum, &f(1.0))?;
    let total = e.add(&total, &t.frac[0])?;
    let root = e.sqrt(&total)?;
    let divided = e.mul(&safe_max, &root)?;

    let r = e.select(&tiny, &divided, &scaled)?;
    // max == 0.0 gives 0.0; NaN before a finite max; inf before NaN.
    let r = e.select(&usable, &r, &max)?;
    let r = e.select(&found_nan, &f(f64::NAN), &r)?;
    let inf = e.is_inf(&max)?;
    e.select(&inf, &max, &r)
}

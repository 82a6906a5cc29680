//! `fmod` in f64, after musl's `fmod.c`: the exact remainder by binary
//! long division on the integer mantissas, one bit per exponent step.
//! `arith.remf` would become a call to the C library's `fmod` on x86-64
//! and an inexact expansion on NVPTX; this is exact on both.

use super::dsl::{F, V};

/// The mantissa (with its implicit bit) and exponent of a finite nonzero
/// |a|, subnormals normalized by scaling by 2^54 first.
fn unpack(f: &mut F, a: &str) -> (V, V) {
    let ab = f.abs(a);
    let sub = f.cmpc("olt", &ab, f64::MIN_POSITIVE);
    let up = f.mulc(&ab, 18_014_398_509_481_984.0);
    let n = f.sel(&sub, &up, &ab);
    let bits = f.bits(&n);
    let e = f.ibinc("shrui", &bits, 52);
    let (m54, zero) = (f.i(-54), f.i(0));
    let shift = f.isel(&sub, &m54, &zero);
    let e = f.ibin("addi", &e, &shift);
    let m = f.ibinc("andi", &bits, (1 << 52) - 1);
    let m = f.ibinc("ori", &m, 1 << 52);
    (m, e)
}

/// One step of the long division: subtract `my` when it fits; whether
/// the remainder became exactly zero.
fn step(f: &mut F, mx: &str, my: &str) -> (V, V) {
    let i = f.ibin("subi", mx, my);
    let fits = f.icmpc("sge", &i, 0);
    let zero = f.icmpc("eq", &i, 0);
    let mx = f.isel(&fits, &i, mx);
    (mx, zero)
}

/// The division loop: while `ex > ey` and not done, step and shift.
/// Returns (mantissa, exponent, exactly zero).
fn divide(f: &mut F, mx: &str, ex: &str, my: &str, ey: &str) -> (V, V, V) {
    let no = f.b.bool(false);
    let (r, a) = (f.b.fresh(), [f.b.fresh(), f.b.fresh(), f.b.fresh()]);
    f.b.open(&format!(
        "{r}:3 = scf.while ({} = {mx}, {} = {ex}, {} = {no}) : (i64, i64, i1) -> (i64, i64, i1) {{",
        a[0], a[1], a[2]
    ));
    let more = f.b.cmpi("sgt", &a[1], ey, "i64");
    let live = f.not(&a[2]);
    let go = f.and(&more, &live);
    f.b.line(&format!(
        "scf.condition({go}) {}, {}, {} : i64, i64, i1",
        a[0], a[1], a[2]
    ));
    let p = [f.b.fresh(), f.b.fresh(), f.b.fresh()];
    f.b.reopen("} do {");
    f.b.line(&format!("^bb0({}: i64, {}: i64, {}: i1):", p[0], p[1], p[2]));
    let (m, zero) = step(f, &p[0], my);
    let m = f.ibinc("shli", &m, 1);
    let e = f.ibinc("subi", &p[1], 1);
    f.b.line(&format!("scf.yield {m}, {e}, {zero} : i64, i64, i1"));
    f.b.close("}");
    (format!("{r}#0"), format!("{r}#1"), format!("{r}#2"))
}

/// Shifts the mantissa left until its bit 52 is set (it is nonzero).
fn normalize(f: &mut F, mx: &str, ex: &str) -> (V, V) {
    let (r, a) = (f.b.fresh(), [f.b.fresh(), f.b.fresh()]);
    f.b.open(&format!(
        "{r}:2 = scf.while ({} = {mx}, {} = {ex}) : (i64, i64) -> (i64, i64) {{",
        a[0], a[1]
    ));
    let top = f.ibinc("shrui", &a[0], 52);
    let go = f.icmpc("eq", &top, 0);
    f.b.line(&format!("scf.condition({go}) {}, {} : i64, i64", a[0], a[1]));
    let p = [f.b.fresh(), f.b.fresh()];
    f.b.reopen("} do {");
    f.b.line(&format!("^bb0({}: i64, {}: i64):", p[0], p[1]));
    let m = f.ibinc("shli", &p[0], 1);
    let e = f.ibinc("subi", &p[1], 1);
    f.b.line(&format!("scf.yield {m}, {e} : i64, i64"));
    f.b.close("}");
    (format!("{r}#0"), format!("{r}#1"))
}

/// The remainder's bits with exponent `ex` (subnormal when `ex <= 0`).
fn pack(f: &mut F, mx: &str, ex: &str) -> V {
    let normal = f.icmpc("sgt", ex, 0);
    let m = f.ibinc("subi", mx, 1 << 52);
    let e = f.ibinc("shli", ex, 52);
    let n = f.ibin("ori", &m, &e);
    let one = f.i(1);
    let sh = f.ibin("subi", &one, ex);
    let sh = f.isel(&normal, &one, &sh);
    let s = f.ibin("shrui", mx, &sh);
    f.isel(&normal, &n, &s)
}

pub(super) fn fmod() -> String {
    let (mut f, args) = F::function("ab_fmod_f64", &["x", "y"]);
    let r = fmod_body(&mut f, &args[0], &args[1]);
    f.ret(&r)
}

fn fmod_body(f: &mut F, x: &str, y: &str) -> V {
    let (ax, ay) = (f.abs(x), f.abs(y));
    // NaN for y = 0, NaN y, infinite or NaN x; x itself when |x| < |y|.
    let y_zero = f.cmpc("oeq", y, 0.0);
    let y_nan = f.is_nan(y);
    let x_bad = f.cmpc("uge", &ax, f64::INFINITY);
    let invalid = f.or(&y_zero, &y_nan);
    let invalid = f.or(&invalid, &x_bad);
    let smaller = f.cmp("olt", &ax, &ay);
    let trivial = f.or(&invalid, &smaller);
    let one = f.c(1.0);
    let sx = f.sel(&trivial, &one, x);
    let sy = f.sel(&trivial, &one, y);
    let (mx, ex) = unpack(f, &sx);
    let (my, ey) = unpack(f, &sy);
    let (mx, ex, zero) = divide(f, &mx, &ex, &my, &ey);
    let (last, zero_last) = step(f, &mx, &my);
    let zero = f.or(&zero, &zero_last);
    let mx = f.isel(&zero, &mx, &last);
    // A zero remainder would never normalize: give the loop a stand-in.
    let unit = f.i(1 << 52);
    let mx = f.isel(&zero, &unit, &mx);
    let (mx, ex) = normalize(f, &mx, &ex);
    let bits = pack(f, &mx, &ex);
    let r = f.float_of(&bits);
    let r = super::super::float::copysign(&mut f.b, &r, x, "f64");
    let zero_x = f.mulc(x, 0.0);
    let r = f.sel(&zero, &zero_x, &r);
    let r = f.sel(&smaller, x, &r);
    let nan = f.bits_c(0x7ff8_0000_0000_0000);
    f.sel(&invalid, &nan, &r)
}

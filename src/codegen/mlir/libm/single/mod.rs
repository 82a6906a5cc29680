//! Native single-precision functions, computed in f32 throughout.
//!
//! The f64 functions serve f32 arguments too (widen, compute, round once
//! more), but in a vectorized loop that halves the lanes per vector and
//! adds two conversions per element. These follow the float versions of
//! FreeBSD's msun and musl (Sun's fdlibm converted to float by Ian Lance
//! Taylor), the f32 siblings of the f64 files: the same reductions with
//! float constants and fewer polynomial terms. As there, every path is
//! computed on a sanitized argument and the special cases are selected at
//! the end, so an elementwise loop over them vectorizes.
//!
//! - `exp_log`: exp, expm1, log, log1p, log2, log10;
//! - `hyperbolic`: tanh, sinh, cosh, asinh, acosh, atanh;
//! - `inverse_trig`: atan, atan2, asin, acos;
//! - `erf`: erf, erfc.
//!
//! Which reference each follows, where they differ, is said in its file:
//! the C library the results are compared with (glibc's, through Rust's
//! `f32` methods) is fdlibm's float code for most of these, musl rewrote
//! some (the hyperbolic functions), and where glibc's is within 1 ulp of
//! musl's and of fdlibm's, the simpler one is used. The tests in
//! `codegen::mlir::tests` (`libm_single.rs`) give each function's bound
//! against glibc's over dense samples and special values, and an ignored
//! test measures them on every f32.
//!
//! `sin`, `cos`, `tan`, `pow`, `hypot` and `lgamma` stay on the f64 route:
//! musl's `sinf`, `cosf`, `tanf`, `powf` and `hypotf` compute in double
//! themselves (the f64 route is what they do), and a float argument
//! reduction of sin and cos for every f32 needs the multi-word
//! Payne-Hanek reduction of the f64 code anyway.

mod exp_log;

pub(super) use exp_log::{exp, expm1, log, log10, log1p, log2};

/// A float constant from its bit pattern, as the C sources give them.
const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// An unsigned 32-bit pattern as the i32 the integer ops compare (the
/// MLIR constant of an `i32` must fit it when read as signed).
const fn w(bits: u32) -> i64 {
    bits as i32 as i64
}

//! Native single-precision functions, computed in f32 (glibc's `exp`,
//! `log` and `log2`: in double between the argument and the result).
//!
//! The f64 functions serve f32 arguments too (widen, compute, round once
//! more), but in a vectorized loop that halves the lanes per vector and
//! adds two conversions per element. Every path here is computed on a
//! sanitized argument and the special cases are selected at the end, so
//! an elementwise loop over them vectorizes.
//!
//! - `glibc_exp_log`: exp, log, log2 (ARM's, as glibc's FMA build runs
//!   them);
//! - `exp_log`: expm1, log1p, log10;
//! - `hyperbolic`: tanh, sinh, cosh, asinh, acosh, atanh;
//! - `inverse_trig`: atan, atan2, asin, acos;
//! - `erf`: erf, erfc;
//! - `lgamma` and `lgamma_neg`: lgamma, on `sincos` (glibc's `sinf` and
//!   `cosf` for the small arguments lgamma needs).
//!
//! All are glibc 2.36's f32 functions operation for operation (fdlibm's
//! float code, and ARM's `expf`, `logf`, `log2f`, `sinf` and `cosf` as
//! glibc's FMA build runs them), so their results are glibc's bit for bit
//! on every f32: the executors and CPython compute with glibc's (through
//! Rust's `f32` methods and ctypes). That matters beyond the last bit:
//! glibc's `log10f`, `sinhf`, `coshf`, `erfcf` and `lgammaf` are 2 or more
//! ulp from the correctly rounded values, since their formulas amplify the
//! roundings of the kernels they call, so a function merely close to
//! glibc's would be that far from glibc's. The tests
//! (`codegen::mlir::tests::libm_single`) check this over dense samples and
//! the special values, and ignored ones over every f32.
//!
//! `sin`, `cos`, `tan`, `pow` and `hypot` stay on the f64 route, as
//! musl's float versions do: `sinf`, `cosf` and `tanf` reduce the argument
//! and evaluate their kernels in double, `powf` works on a table of
//! doubles, and `hypotf` squares in double.

mod erf;
mod exp_log;
mod glibc_exp_log;
mod hyperbolic;
mod inverse_trig;
mod lgamma;
mod lgamma_neg;
mod sincos;

pub(super) use erf::{erf, erfc};
pub(super) use exp_log::{expm1, log10, log1p};
pub(super) use glibc_exp_log::{exp, log, log2};
pub(super) use hyperbolic::{acosh, asinh, atanh, cosh, sinh, tanh};
pub(super) use inverse_trig::{acos, asin, atan, atan2};
pub(super) use lgamma::lgamma;

/// A float constant from its bit pattern, as the C sources give them.
const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// An unsigned 32-bit pattern as the i32 the integer ops compare (the
/// MLIR constant of an `i32` must fit it when read as signed).
const fn w(bits: u32) -> i64 {
    bits as i32 as i64
}

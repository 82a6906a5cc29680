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
//! Which reference each follows is said in its file. The results are
//! compared with glibc's f32 functions (through Rust's `f32` methods, as
//! the executors compute them), which are fdlibm's float code for most of
//! these; where musl rewrote one and its version is further from glibc's,
//! fdlibm's formula is used. On every f32, each is within 1 ulp of
//! glibc's, but `log10` (2: glibc's is 2 ulp off itself), `sinh`, `cosh`
//! (2: likewise near overflow, and glibc's compute in part with its more
//! accurate `expf`) and `erfc` (3: glibc's is up to 3 off); `expm1` and
//! `tanh` are glibc's bit for bit. The tests (`codegen::mlir::tests::
//! libm_single`) check these bounds over dense samples and the special
//! values, and an ignored one over every f32.
//!
//! `sin`, `cos`, `tan`, `pow`, `hypot` and `lgamma` stay on the f64 route,
//! as musl's float versions do: `sinf`, `cosf` and `tanf` reduce the
//! argument and evaluate their kernels in double, `powf` works on a table
//! of doubles, `hypotf` squares in double, and `lgammaf` computes its
//! reflection's `sin(pi x)` with the double kernels.

mod erf;
mod exp_log;
mod hyperbolic;
mod inverse_trig;

pub(super) use erf::{erf, erfc};
pub(super) use exp_log::{exp, expm1, log, log10, log1p, log2};
pub(super) use hyperbolic::{acosh, asinh, atanh, cosh, sinh, tanh};
pub(super) use inverse_trig::{acos, asin, atan, atan2};

/// A float constant from its bit pattern, as the C sources give them.
const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// An unsigned 32-bit pattern as the i32 the integer ops compare (the
/// MLIR constant of an `i32` must fit it when read as signed).
const fn w(bits: u32) -> i64 {
    bits as i32 as i64
}

//! Arithmetic with Python's (and NumPy 2's) semantics, per element type.

use super::elem::Elem;
use super::Fault;

/// The arithmetic every numeric element type has. Integers wrap like NumPy
/// int64/int32; `//` and `%` round toward negative infinity as in Python.
pub(crate) trait Arith: Elem {
    const ZERO: Self;
    fn add(self, y: Self) -> Self;
    fn sub(self, y: Self) -> Self;
    fn mul(self, y: Self) -> Self;
    fn neg(self) -> Self;
    fn abs(self) -> Self;
    fn floor_div(self, y: Self) -> Result<Self, Fault>;
    fn modulo(self, y: Self) -> Result<Self, Fault>;
    /// NumPy's `sign`: -1, 0 or 1; NaN for NaN, and +0.0 for -0.0.
    fn sign(self) -> Self;
}

macro_rules! int_arith {
    ($t:ty) => {
        impl Arith for $t {
            const ZERO: Self = 0;
            fn add(self, y: Self) -> Self {
                self.wrapping_add(y)
            }
            fn sub(self, y: Self) -> Self {
                self.wrapping_sub(y)
            }
            fn mul(self, y: Self) -> Self {
                self.wrapping_mul(y)
            }
            fn neg(self) -> Self {
                self.wrapping_neg()
            }
            fn abs(self) -> Self {
                self.wrapping_abs()
            }
            // Truncating division, then one step down when the exact
            // quotient was negative and not whole. MIN // -1 wraps to MIN
            // (its remainder is 0, so no step).
            fn floor_div(self, y: Self) -> Result<Self, Fault> {
                if y == 0 {
                    return Err(Fault::DivisionByZero);
                }
                let (q, r) = (self.wrapping_div(y), self.wrapping_rem(y));
                Ok(if r != 0 && ((r < 0) != (y < 0)) { q - 1 } else { q })
            }
            // The truncating remainder has the dividend's sign; Python's has
            // the divisor's.
            fn modulo(self, y: Self) -> Result<Self, Fault> {
                if y == 0 {
                    return Err(Fault::DivisionByZero);
                }
                let r = self.wrapping_rem(y);
                Ok(if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r })
            }
            fn sign(self) -> Self {
                self.signum()
            }
        }
    };
}

int_arith!(i32);
int_arith!(i64);

/// The float element types: IEEE arithmetic and the C math library.
pub(crate) trait Float: Arith {
    fn div(self, y: Self) -> Self;
    fn pow(self, y: Self) -> Self;
    fn exp(self) -> Self;
    fn log(self) -> Self;
    fn log1p(self) -> Self;
    fn expm1(self) -> Self;
    fn sqrt(self) -> Self;
    fn sin(self) -> Self;
    fn cos(self) -> Self;
    fn tanh(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn trunc(self) -> Self;
    fn copysign(self, sign: Self) -> Self;
    fn atan(self) -> Self;
    fn tan(self) -> Self;
    fn asin(self) -> Self;
    fn acos(self) -> Self;
    fn sinh(self) -> Self;
    fn cosh(self) -> Self;
    fn asinh(self) -> Self;
    fn acosh(self) -> Self;
    fn atanh(self) -> Self;
    fn log2(self) -> Self;
    fn log10(self) -> Self;
    fn exp2(self) -> Self;
    fn cbrt(self) -> Self;
    fn erf(self) -> Self;
    fn erfc(self) -> Self;
    fn lgamma(self) -> Self;
    /// `self.atan2(x)`: the angle of (x, self).
    fn atan2(self, x: Self) -> Self;
    fn hypot(self, y: Self) -> Self;
    fn is_nan(self) -> bool;
    fn is_inf(self) -> bool;
    fn is_finite(self) -> bool;
    /// CPython's `float_divmod` (NumPy's `npy_divmod` is the same
    /// algorithm, in the operands' precision): `(a // b, a % b)`.
    fn divmod(self, y: Self) -> Result<(Self, Self), Fault>;
}

macro_rules! float_arith {
    ($t:ty) => {
        impl Arith for $t {
            const ZERO: Self = 0.0;
            fn add(self, y: Self) -> Self {
                self + y
            }
            fn sub(self, y: Self) -> Self {
                self - y
            }
            fn mul(self, y: Self) -> Self {
                self * y
            }
            fn neg(self) -> Self {
                -self
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn floor_div(self, y: Self) -> Result<Self, Fault> {
                Ok(self.divmod(y)?.0)
            }
            fn modulo(self, y: Self) -> Result<Self, Fault> {
                Ok(self.divmod(y)?.1)
            }
            fn sign(self) -> Self {
                if self > 0.0 {
                    1.0
                } else if self < 0.0 {
                    -1.0
                } else if self == 0.0 {
                    0.0
                } else {
                    self
                }
            }
        }

        impl Float for $t {
            fn div(self, y: Self) -> Self {
                self / y
            }
            fn pow(self, y: Self) -> Self {
                self.powf(y)
            }
            fn exp(self) -> Self {
                <$t>::exp(self)
            }
            fn log(self) -> Self {
                self.ln()
            }
            fn log1p(self) -> Self {
                self.ln_1p()
            }
            fn expm1(self) -> Self {
                self.exp_m1()
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn tanh(self) -> Self {
                <$t>::tanh(self)
            }
            fn floor(self) -> Self {
                <$t>::floor(self)
            }
            fn ceil(self) -> Self {
                <$t>::ceil(self)
            }
            fn trunc(self) -> Self {
                <$t>::trunc(self)
            }
            fn copysign(self, sign: Self) -> Self {
                <$t>::copysign(self, sign)
            }
            fn atan(self) -> Self {
                <$t>::atan(self)
            }
            fn tan(self) -> Self {
                <$t>::tan(self)
            }
            fn asin(self) -> Self {
                <$t>::asin(self)
            }
            fn acos(self) -> Self {
                <$t>::acos(self)
            }
            // The C library's, by name (`c`).
            fn sinh(self) -> Self {
                c::CMath::c_sinh(self)
            }
            fn cosh(self) -> Self {
                c::CMath::c_cosh(self)
            }
            fn asinh(self) -> Self {
                c::CMath::c_asinh(self)
            }
            fn acosh(self) -> Self {
                c::CMath::c_acosh(self)
            }
            fn atanh(self) -> Self {
                c::CMath::c_atanh(self)
            }
            fn log2(self) -> Self {
                <$t>::log2(self)
            }
            fn log10(self) -> Self {
                <$t>::log10(self)
            }
            fn exp2(self) -> Self {
                c::CMath::c_exp2(self)
            }
            fn cbrt(self) -> Self {
                c::CMath::c_cbrt(self)
            }
            fn erf(self) -> Self {
                c::CMath::c_erf(self)
            }
            fn erfc(self) -> Self {
                c::CMath::c_erfc(self)
            }
            fn lgamma(self) -> Self {
                c::CMath::c_lgamma(self)
            }
            fn atan2(self, x: Self) -> Self {
                <$t>::atan2(self, x)
            }
            fn hypot(self, y: Self) -> Self {
                <$t>::hypot(self, y)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_inf(self) -> bool {
                <$t>::is_infinite(self)
            }
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
            fn divmod(self, y: Self) -> Result<(Self, Self), Fault> {
                // Python raises ZeroDivisionError for float `//` and `%` too.
                if y == 0.0 {
                    return Err(Fault::DivisionByZero);
                }
                // Rust's float `%` is C's fmod: exact, sign of the dividend.
                let mut rem = self % y;
                // `self - rem` is very nearly a multiple of `y`.
                let mut div = (self - rem) / y;
                if rem != 0.0 {
                    if (y < 0.0) != (rem < 0.0) {
                        rem += y;
                        div -= 1.0;
                    }
                } else {
                    rem = (0.0 as $t).copysign(y);
                }
                let floordiv = if div != 0.0 {
                    // Snap the quotient to the nearest whole number.
                    let floor = div.floor();
                    if div - floor > 0.5 {
                        floor + 1.0
                    } else {
                        floor
                    }
                } else {
                    (0.0 as $t).copysign(self / y)
                };
                Ok((floordiv, rem))
            }
        }
    };
}

float_arith!(f32);
float_arith!(f64);

#[cfg(test)]
pub(crate) use c::CMath;

/// The C library's (`libm`'s) functions that Rust's float types do not
/// call themselves (Rust computes asinh, acosh and atanh its own way, and
/// has no erf or lgamma; its exp2 is an LLVM intrinsic, called by name
/// here so that it is the C library's).
mod c {
    #[link(name = "m")]
    unsafe extern "C" {
        safe fn sinh(x: f64) -> f64;
        safe fn cosh(x: f64) -> f64;
        safe fn asinh(x: f64) -> f64;
        safe fn acosh(x: f64) -> f64;
        safe fn atanh(x: f64) -> f64;
        safe fn sinhf(x: f32) -> f32;
        safe fn coshf(x: f32) -> f32;
        safe fn asinhf(x: f32) -> f32;
        safe fn acoshf(x: f32) -> f32;
        safe fn atanhf(x: f32) -> f32;
        safe fn exp2(x: f64) -> f64;
        safe fn exp2f(x: f32) -> f32;
        safe fn erf(x: f64) -> f64;
        safe fn erfc(x: f64) -> f64;
        safe fn erff(x: f32) -> f32;
        safe fn erfcf(x: f32) -> f32;
        // Not thread safe in C (they set `signgam`), but the value is.
        safe fn lgamma(x: f64) -> f64;
        safe fn lgammaf(x: f32) -> f32;
    }

    pub(crate) trait CMath {
        fn c_sinh(self) -> Self;
        fn c_cosh(self) -> Self;
        fn c_asinh(self) -> Self;
        fn c_acosh(self) -> Self;
        fn c_atanh(self) -> Self;
        fn c_erf(self) -> Self;
        fn c_erfc(self) -> Self;
        fn c_lgamma(self) -> Self;
        fn c_exp2(self) -> Self;
        fn c_cbrt(self) -> Self;
    }

    macro_rules! cmath {
        ($t:ty, $sinh:ident, $cosh:ident, $asinh:ident, $acosh:ident, $atanh:ident, $erf:ident, $erfc:ident, $lgamma:ident, $exp2:ident, $cbrt:ident) => {
            impl CMath for $t {
                fn c_sinh(self) -> Self {
                    $sinh(self)
                }
                fn c_cosh(self) -> Self {
                    $cosh(self)
                }
                fn c_asinh(self) -> Self {
                    $asinh(self)
                }
                fn c_acosh(self) -> Self {
                    $acosh(self)
                }
                fn c_atanh(self) -> Self {
                    $atanh(self)
                }
                fn c_erf(self) -> Self {
                    $erf(self)
                }
                fn c_erfc(self) -> Self {
                    $erfc(self)
                }
                fn c_lgamma(self) -> Self {
                    $lgamma(self)
                }
                fn c_exp2(self) -> Self {
                    $exp2(self)
                }
                fn c_cbrt(self) -> Self {
                    $cbrt(self)
                }
            }
        };
    }

    cmath!(f64, sinh, cosh, asinh, acosh, atanh, erf, erfc, lgamma, exp2, cbrt_f64);
    cmath!(f32, sinhf, coshf, asinhf, acoshf, atanhf, erff, erfcf, lgammaf, exp2f, cbrt_f32);

    /// The C library's `cbrt` and `cbrtf`, looked up in `libm.so.6` once.
    /// Not declared by name: Rust's `compiler_builtins` defines a `cbrt`
    /// of its own (musl's, which rounds differently from glibc's), and
    /// the linker binds the name to it in some of our binaries but not
    /// others. Where there is no `libm.so.6` (not glibc), the platform's
    /// `cbrt` through Rust's std.
    struct Cbrt {
        double: unsafe extern "C" fn(f64) -> f64,
        single: unsafe extern "C" fn(f32) -> f32,
    }

    fn libm_cbrt() -> Option<&'static Cbrt> {
        static CBRT: std::sync::OnceLock<Option<Cbrt>> = std::sync::OnceLock::new();
        CBRT.get_or_init(|| {
            // SAFETY: loading the C library runs no initializer of ours,
            // and both symbols have these C signatures. The library is
            // leaked: the pointers live as long as the process.
            unsafe {
                let lib = Box::leak(Box::new(libloading::Library::new("libm.so.6").ok()?));
                let double = *lib.get::<unsafe extern "C" fn(f64) -> f64>(b"cbrt\0").ok()?;
                let single = *lib.get::<unsafe extern "C" fn(f32) -> f32>(b"cbrtf\0").ok()?;
                Some(Cbrt { double, single })
            }
        })
        .as_ref()
    }

    fn cbrt_f64(x: f64) -> f64 {
        match libm_cbrt() {
            // SAFETY: glibc's cbrt is a pure function of a double.
            Some(c) => unsafe { (c.double)(x) },
            None => x.cbrt(),
        }
    }

    fn cbrt_f32(x: f32) -> f32 {
        match libm_cbrt() {
            // SAFETY: glibc's cbrtf is a pure function of a float.
            Some(c) => unsafe { (c.single)(x) },
            None => x.cbrt(),
        }
    }
}

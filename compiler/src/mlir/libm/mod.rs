//! Our own transcendental functions, emitted as private `func.func`s in
//! f64 from `arith` and `scf` alone, so that the CPU and GPU paths run the
//! same code and need no math library (libdevice is not available to the
//! GPU build). Most also have native f32 versions (`single/`: twice the
//! lanes per vector of the f64 code and no conversions, `LibFn::single`);
//! `sin`, `cos`, `tan`, `pow` and `hypot` compute f32 arguments in f64
//! and round once more (`Lib::call_typed`), as musl's float
//! versions of them do (`single/mod.rs` says why).
//!
//! The algorithms are fdlibm's (as in FreeBSD msun and musl), rewritten
//! without branches: each computes the main path on a sanitized argument
//! and selects the special cases at the end. fdlibm bounds their error
//! below 1 ulp; against Rust's `f64` functions (glibc, nearly correctly
//! rounded) the difference is at most 1 ulp for exp, log, log1p, expm1,
//! sin, cos and pow, and 2 ulp for tanh, on normal arguments; the tests
//! in `codegen::mlir::tests` measure this. The native f32 functions are
//! Rust's `f32` functions (glibc's) bit for bit on every f32
//! (`codegen::mlir::tests::libm_single`).
//!
//! `tan`, `asin`, `acos`, `atan`, `atan2`, `hypot`, `asinh`, `acosh`,
//! `atanh` and `log2` follow musl too (`tan.rs`, `asin.rs`, `atan.rs`,
//! `hypot.rs`, `hyperbolic.rs`, `log2.rs`).
//!
//! `exp2` and `cbrt` (reached only as `math.exp2` and `math.cbrt`) are
//! glibc's, bit for bit, from its sources: `exp2` is ARM's, on `exp`'s
//! table (`glibc_exp.rs`), and `cbrt` a rational correction of a
//! polynomial (`cbrt.rs`); glibc builds both without fused multiply-adds.
//!
//! `sinh`, `cosh`, `log10`, `erf`, `erfc` and `lgamma` are glibc's, bit
//! for bit: glibc's own results there are up to several ulp from the true
//! values, where a formula amplifies the last bit of the `exp` or `log`
//! it calls, so being within 1 ulp of glibc means computing what glibc
//! computes. They follow glibc's sources operation for operation
//! (`hyperbolic.rs`, `log2.rs`, `erf.rs`, `lgamma.rs`, `lgamma_neg.rs`)
//! on glibc's kernels reproduced: `expm1` and `log1p` (fdlibm's, as
//! glibc's `-mfma` build for x86-64 machines with FMA runs them, whose
//! fused multiply-adds `dsl::F::fma` reproduces), and `exp`, `log`, `sin`
//! and `cos` (ARM's and IBM's table-driven ones: `glibc_exp.rs`,
//! `glibc_log.rs`, `glibc_sin.rs`, their tables read through trees of
//! selects or computed from small ones). The native f32 functions do the
//! same in float (`single/mod.rs`), on glibc's `expm1f` and `log1pf` and
//! its `expf` and `logf` (ARM's, computing in double:
//! `single/glibc_exp_log.rs`). On a CPU without FMA, glibc runs
//! its builds without fused multiply-adds, and LLVM turns ours into calls
//! of the C library's `fma`: the results then differ from glibc's in rare
//! last bits, as the other functions' do.

//! `sqrt` is not here: it is the `llvm.sqrt` intrinsic, a correctly
//! rounded instruction on x86-64 (`sqrtsd`) and NVPTX (`sqrt.rn`), no
//! library call. On the CPU it is written `math.sqrt`, which
//! `convert-math-to-llvm` lowers to the intrinsic; on the GPU that pass
//! cannot be used (`convert-gpu-to-nvvm` rewrites `math.sqrt` to
//! libdevice's `__nv_sqrt` and rejects `llvm.intr.sqrt`), so the intrinsic
//! is called by name (`Lib::sqrt`).

mod asin;
mod atan;
mod cbrt;
mod dsl;
mod erf;
mod exp;
mod fmod;
mod glibc_exp;
mod glibc_log;
mod glibc_sin;
mod hyperbolic;
mod hypot;
mod lgamma;
mod lgamma_neg;
mod log;
mod log2;
mod pow;
mod reduce;
mod single;
mod softplus;
mod tan;
mod trig;

use super::builder::Body;
use super::Frame;
use std::collections::BTreeSet;

/// A library function, on f64 unless named `...F32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum LibFn {
    Exp,
    Log,
    Log1p,
    Expm1,
    Sin,
    Cos,
    Tanh,
    Pow,
    Atan,
    Atan2,
    Hypot,
    Tan,
    Asin,
    Acos,
    Sinh,
    Cosh,
    Asinh,
    Acosh,
    Atanh,
    Log2,
    Log10,
    /// glibc's `exp2` and `cbrt`, bit for bit (`glibc_exp.rs`, `cbrt.rs`).
    Exp2,
    Cbrt,
    /// `log1m` and `log1p_exp`, composed of `log1p` and glibc's `exp`
    /// (`softplus.rs`).
    Log1m,
    Log1pExp,
    Erf,
    Erfc,
    Lgamma,
    /// The exact float remainder (C's `fmod`), for Python's float `//` and `%`.
    Fmod,
    /// glibc's own `exp`, bit for bit (`glibc_exp.rs`), for the functions
    /// that reproduce glibc's roundings.
    ExpGlibc,
    /// glibc's own `log`, bit for bit (`glibc_log.rs`), likewise.
    LogGlibc,
    /// Native f32 versions (`single/`).
    ExpF32,
    Log1pF32,
    LogF32,
    Log2F32,
    Log10F32,
    Expm1F32,
    TanhF32,
    SinhF32,
    CoshF32,
    AsinhF32,
    AcoshF32,
    AtanhF32,
    AtanF32,
    Atan2F32,
    AsinF32,
    AcosF32,
    ErfF32,
    ErfcF32,
    LgammaF32,
    Log1mF32,
    Log1pExpF32,
}

impl LibFn {
    pub(crate) fn symbol(self) -> &'static str {
        match self {
            LibFn::Exp => "ab_exp_f64",
            LibFn::Log => "ab_log_f64",
            LibFn::Log1p => "ab_log1p_f64",
            LibFn::Expm1 => "ab_expm1_f64",
            LibFn::Sin => "ab_sin_f64",
            LibFn::Cos => "ab_cos_f64",
            LibFn::Tanh => "ab_tanh_f64",
            LibFn::Pow => "ab_pow_f64",
            LibFn::Atan => "ab_atan_f64",
            LibFn::Atan2 => "ab_atan2_f64",
            LibFn::Hypot => "ab_hypot_f64",
            LibFn::Tan => "ab_tan_f64",
            LibFn::Asin => "ab_asin_f64",
            LibFn::Acos => "ab_acos_f64",
            LibFn::Sinh => "ab_sinh_f64",
            LibFn::Cosh => "ab_cosh_f64",
            LibFn::Asinh => "ab_asinh_f64",
            LibFn::Acosh => "ab_acosh_f64",
            LibFn::Atanh => "ab_atanh_f64",
            LibFn::Log2 => "ab_log2_f64",
            LibFn::Log10 => "ab_log10_f64",
            LibFn::Exp2 => "ab_exp2_f64",
            LibFn::Cbrt => "ab_cbrt_f64",
            LibFn::Log1m => "ab_log1m_f64",
            LibFn::Log1pExp => "ab_log1p_exp_f64",
            LibFn::Erf => "ab_erf_f64",
            LibFn::Erfc => "ab_erfc_f64",
            LibFn::Lgamma => "ab_lgamma_f64",
            LibFn::Fmod => "ab_fmod_f64",
            LibFn::ExpGlibc => "ab_exp_glibc_f64",
            LibFn::LogGlibc => "ab_log_glibc_f64",
            LibFn::ExpF32 => "ab_exp_f32",
            LibFn::Log1pF32 => "ab_log1p_f32",
            LibFn::LogF32 => "ab_log_f32",
            LibFn::Log2F32 => "ab_log2_f32",
            LibFn::Log10F32 => "ab_log10_f32",
            LibFn::Expm1F32 => "ab_expm1_f32",
            LibFn::TanhF32 => "ab_tanh_f32",
            LibFn::SinhF32 => "ab_sinh_f32",
            LibFn::CoshF32 => "ab_cosh_f32",
            LibFn::AsinhF32 => "ab_asinh_f32",
            LibFn::AcoshF32 => "ab_acosh_f32",
            LibFn::AtanhF32 => "ab_atanh_f32",
            LibFn::AtanF32 => "ab_atan_f32",
            LibFn::Atan2F32 => "ab_atan2_f32",
            LibFn::AsinF32 => "ab_asin_f32",
            LibFn::AcosF32 => "ab_acos_f32",
            LibFn::ErfF32 => "ab_erf_f32",
            LibFn::ErfcF32 => "ab_erfc_f32",
            LibFn::LgammaF32 => "ab_lgamma_f32",
            LibFn::Log1mF32 => "ab_log1m_f32",
            LibFn::Log1pExpF32 => "ab_log1p_exp_f32",
        }
    }

    /// The float type of the arguments and the result.
    pub(crate) fn ty(self) -> &'static str {
        if LibFn::SINGLE.iter().any(|&(_, native)| native == self) {
            "f32"
        } else {
            "f64"
        }
    }

    /// The native f32 version of an f64 function, where there is one.
    pub(crate) fn single(self) -> Option<LibFn> {
        LibFn::SINGLE
            .iter()
            .find(|&&(wide, _)| wide == self)
            .map(|&(_, native)| native)
    }

    /// Each f64 function with a native f32 version, and that version.
    const SINGLE: [(LibFn, LibFn); 21] = [
        (LibFn::Exp, LibFn::ExpF32),
        (LibFn::Log1p, LibFn::Log1pF32),
        (LibFn::Log, LibFn::LogF32),
        (LibFn::Log2, LibFn::Log2F32),
        (LibFn::Log10, LibFn::Log10F32),
        (LibFn::Expm1, LibFn::Expm1F32),
        (LibFn::Tanh, LibFn::TanhF32),
        (LibFn::Sinh, LibFn::SinhF32),
        (LibFn::Cosh, LibFn::CoshF32),
        (LibFn::Asinh, LibFn::AsinhF32),
        (LibFn::Acosh, LibFn::AcoshF32),
        (LibFn::Atanh, LibFn::AtanhF32),
        (LibFn::Atan, LibFn::AtanF32),
        (LibFn::Atan2, LibFn::Atan2F32),
        (LibFn::Asin, LibFn::AsinF32),
        (LibFn::Acos, LibFn::AcosF32),
        (LibFn::Erf, LibFn::ErfF32),
        (LibFn::Erfc, LibFn::ErfcF32),
        (LibFn::Lgamma, LibFn::LgammaF32),
        (LibFn::Log1m, LibFn::Log1mF32),
        (LibFn::Log1pExp, LibFn::Log1pExpF32),
    ];

    /// Functions this one calls.
    fn deps(self) -> &'static [LibFn] {
        match self {
            LibFn::Tanh => &[LibFn::Expm1],
            LibFn::Atan2 => &[LibFn::Atan],
            LibFn::Sinh | LibFn::Cosh => &[LibFn::Expm1, LibFn::ExpGlibc],
            LibFn::Asinh | LibFn::Acosh => &[LibFn::Log, LibFn::Log1p],
            LibFn::Atanh => &[LibFn::Log1p],
            LibFn::Erf | LibFn::Erfc => &[LibFn::ExpGlibc],
            LibFn::Lgamma => &[LibFn::LogGlibc, LibFn::Log1p],
            LibFn::Log10 => &[LibFn::LogGlibc],
            LibFn::Log1m => &[LibFn::Log1p],
            LibFn::Log1pExp => &[LibFn::Log1p, LibFn::ExpGlibc],
            LibFn::TanhF32 => &[LibFn::Expm1F32],
            LibFn::SinhF32 | LibFn::CoshF32 => &[LibFn::Expm1F32, LibFn::ExpF32],
            LibFn::AsinhF32 | LibFn::AcoshF32 => &[LibFn::LogF32, LibFn::Log1pF32],
            LibFn::AtanhF32 => &[LibFn::Log1pF32],
            LibFn::Log10F32 => &[LibFn::LogF32],
            LibFn::ErfF32 | LibFn::ErfcF32 => &[LibFn::ExpF32],
            LibFn::LgammaF32 => &[LibFn::LogF32, LibFn::Log1pF32],
            LibFn::Atan2F32 => &[LibFn::AtanF32],
            LibFn::Log1mF32 => &[LibFn::Log1pF32],
            LibFn::Log1pExpF32 => &[LibFn::Log1pF32, LibFn::ExpF32],
            _ => &[],
        }
    }

    /// The definition, as MLIR text.
    fn definition(self, frame: Frame) -> String {
        match self {
            LibFn::Exp => exp::exp(),
            LibFn::Log => log::log(),
            LibFn::Log1p => log::log1p(frame),
            LibFn::Expm1 => exp::expm1(frame),
            LibFn::Sin => trig::sin(),
            LibFn::Cos => trig::cos(),
            LibFn::Tanh => exp::tanh(),
            LibFn::Pow => pow::pow(frame),
            LibFn::Atan => atan::atan(),
            LibFn::Atan2 => atan::atan2(),
            LibFn::Hypot => hypot::hypot(frame),
            LibFn::Tan => tan::tan(),
            LibFn::Asin => asin::asin(frame),
            LibFn::Acos => asin::acos(frame),
            LibFn::Sinh => hyperbolic::function("sinh", frame),
            LibFn::Cosh => hyperbolic::function("cosh", frame),
            LibFn::Asinh => hyperbolic::function("asinh", frame),
            LibFn::Acosh => hyperbolic::function("acosh", frame),
            LibFn::Atanh => hyperbolic::function("atanh", frame),
            LibFn::Log2 => log2::log2(),
            LibFn::Log10 => log2::log10(),
            LibFn::Exp2 => glibc_exp::exp2_glibc(frame),
            LibFn::Cbrt => cbrt::cbrt(),
            LibFn::Log1m => softplus::log1m(),
            LibFn::Log1pExp => softplus::log1p_exp(),
            LibFn::Erf => erf::erf(),
            LibFn::Erfc => erf::erfc(),
            LibFn::Lgamma => lgamma::lgamma(frame),
            LibFn::Fmod => fmod::fmod(),
            LibFn::ExpGlibc => glibc_exp::exp_glibc(frame),
            LibFn::LogGlibc => glibc_log::log_glibc(frame),
            LibFn::ExpF32 => single::exp(frame),
            LibFn::Log1pF32 => single::log1p(),
            LibFn::LogF32 => single::log(frame),
            LibFn::Log2F32 => single::log2(frame),
            LibFn::Log10F32 => single::log10(frame),
            LibFn::Expm1F32 => single::expm1(),
            LibFn::TanhF32 => single::tanh(),
            LibFn::SinhF32 => single::sinh(),
            LibFn::CoshF32 => single::cosh(),
            LibFn::AsinhF32 => single::asinh(frame),
            LibFn::AcoshF32 => single::acosh(frame),
            LibFn::AtanhF32 => single::atanh(),
            LibFn::AtanF32 => single::atan(),
            LibFn::Atan2F32 => single::atan2(),
            LibFn::AsinF32 => single::asin(frame),
            LibFn::AcosF32 => single::acos(frame),
            LibFn::ErfF32 => single::erf(),
            LibFn::ErfcF32 => single::erfc(),
            LibFn::LgammaF32 => single::lgamma(frame),
            LibFn::Log1mF32 => softplus::log1m_f32(),
            LibFn::Log1pExpF32 => softplus::log1p_exp_f32(),
        }
    }
}

/// The library functions a module uses, for one target.
#[derive(Default)]
pub(crate) struct Lib {
    used: BTreeSet<LibFn>,
    frame: Frame,
}

/// `-x` for a float `x` of type `ty`: its sign bit flipped, a NaN's too,
/// as Python's `-x` does. On the CPU that is `arith.negf`; on the GPU,
/// NVPTX lowers `fneg` to PTX's `neg`, whose NaN result has an
/// unspecified sign (on an H200, `-nan` came out positive), and folds an
/// integer xor of the bits back into `fneg`, so the xor is PTX itself.
pub(crate) fn neg(body: &mut Body, frame: Frame, x: &str, ty: &str) -> String {
    match frame {
        Frame::Cpu => body.un("negf", x, ty),
        Frame::Gpu => {
            let (ity, asm, reg) = if ty == "f32" {
                ("i32", "xor.b32 $0, $1, 0x80000000;", "r")
            } else {
                ("i64", "xor.b64 $0, $1, 0x8000000000000000;", "l")
            };
            let bits = body.cast("bitcast", x, ty, ity);
            let flipped = body.assign(&format!(
                "llvm.inline_asm \"{asm}\", \"={reg},{reg}\" {bits} : ({ity}) -> {ity}"
            ));
            body.cast("bitcast", &flipped, ity, ty)
        }
    }
}

/// `sqrt(x)` for `x` of type `ty` (`f32` or `f64`), correctly rounded, in
/// the form the target's pipeline lowers without a library (module doc).
pub(crate) fn sqrt(body: &mut Body, frame: Frame, x: &str, ty: &str) -> String {
    match frame {
        Frame::Cpu => body.assign(&format!("math.sqrt {x} : {ty}")),
        Frame::Gpu => body.assign(&format!("llvm.call_intrinsic \"llvm.sqrt.{ty}\"({x}) : ({ty}) -> {ty}")),
    }
}

impl Lib {
    pub(crate) fn new(frame: Frame) -> Lib {
        Lib {
            used: BTreeSet::new(),
            frame,
        }
    }

    /// The target these functions are for.
    pub(crate) fn frame(&self) -> Frame {
        self.frame
    }

    /// `sqrt(x)` (see the free function `sqrt`).
    pub(crate) fn sqrt(&self, body: &mut Body, x: &str, ty: &str) -> String {
        sqrt(body, self.frame, x, ty)
    }

    pub(crate) fn neg(&self, body: &mut Body, x: &str, ty: &str) -> String {
        neg(body, self.frame, x, ty)
    }

    /// Emits a call of `f` on arguments of its type (`LibFn::ty`, f64 but
    /// for the native f32 functions); returns the result, of that type.
    pub(crate) fn call(&mut self, body: &mut Body, f: LibFn, args: &[&str]) -> String {
        self.used.insert(f);
        let ty = f.ty();
        let tys = vec![ty; args.len()].join(", ");
        body.assign(&format!(
            "func.call @{}({}) : ({tys}) -> {ty}",
            f.symbol(),
            args.join(", ")
        ))
    }

    /// Emits `f` (an f64 function) on arguments of float type `ty` (`f32`
    /// or `f64`); returns the result, of type `ty`. f32 goes to the native
    /// f32 version where there is one, else through f64 and back (one more
    /// rounding, still within 1 ulp).
    pub(crate) fn call_typed(&mut self, body: &mut Body, f: LibFn, args: &[&str], ty: &str) -> String {
        if ty == "f64" {
            return self.call(body, f, args);
        }
        debug_assert_eq!(ty, "f32");
        if let Some(native) = f.single() {
            return self.call(body, native, args);
        }
        let wide: Vec<String> = args.iter().map(|a| body.cast("extf", a, "f32", "f64")).collect();
        let refs: Vec<&str> = wide.iter().map(String::as_str).collect();
        let r = self.call(body, f, &refs);
        body.cast("truncf", &r, "f64", "f32")
    }

    /// Marks `f` as used without calling it (for tests that export it).
    #[cfg(test)]
    pub(crate) fn require(&mut self, f: LibFn) {
        self.used.insert(f);
    }

    /// The definitions of every used function and what they call.
    pub(crate) fn definitions(&self) -> String {
        let mut all = self.used.clone();
        for f in &self.used {
            all.extend(f.deps().iter().copied());
        }
        all.iter().map(|f| f.definition(self.frame)).collect()
    }
}

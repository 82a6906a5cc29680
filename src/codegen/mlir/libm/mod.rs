//! Our own transcendental functions, emitted as private `func.func`s in
//! f64 from `arith` and `scf` alone, so that the CPU and GPU paths run the
//! same code and need no math library (libdevice is not available to the
//! GPU build). f32 arguments are computed in f64 and rounded once more.
//!
//! The algorithms are fdlibm's (as in FreeBSD msun and musl), rewritten
//! without branches: each computes the main path on a sanitized argument
//! and selects the special cases at the end. fdlibm bounds their error
//! below 1 ulp; against Rust's `f64` functions (glibc, nearly correctly
//! rounded) the difference is at most 1 ulp for exp, log, log1p, expm1,
//! sin, cos and pow, and 2 ulp for tanh, on normal arguments; the tests
//! in `codegen::mlir::tests` measure this. f32 results are within 1 ulp.
//!
//! `sqrt` is not here: it is the `llvm.sqrt` intrinsic, a correctly
//! rounded instruction on x86-64 (`sqrtsd`) and NVPTX (`sqrt.rn`), no
//! library call. On the CPU it is written `math.sqrt`, which
//! `convert-math-to-llvm` lowers to the intrinsic; on the GPU that pass
//! cannot be used (`convert-gpu-to-nvvm` rewrites `math.sqrt` to
//! libdevice's `__nv_sqrt` and rejects `llvm.intr.sqrt`), so the intrinsic
//! is called by name (`Lib::sqrt`).

mod dsl;
mod exp;
mod fmod;
mod log;
mod pow;
mod reduce;
mod trig;

use super::builder::Body;
use super::Frame;
use crate::prim::Prim;
use std::collections::BTreeSet;

/// A library function, on f64.
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
    /// The exact float remainder (C's `fmod`), for Python's float `//` and `%`.
    Fmod,
}

impl LibFn {
    /// The function computing a unary float primitive, if any.
    pub(crate) fn for_prim(prim: Prim) -> Option<LibFn> {
        Some(match prim {
            Prim::Exp => LibFn::Exp,
            Prim::Log => LibFn::Log,
            Prim::Log1p => LibFn::Log1p,
            Prim::Expm1 => LibFn::Expm1,
            Prim::Sin => LibFn::Sin,
            Prim::Cos => LibFn::Cos,
            Prim::Tanh => LibFn::Tanh,
            Prim::Pow => LibFn::Pow,
            _ => return None,
        })
    }

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
            LibFn::Fmod => "ab_fmod_f64",
        }
    }

    /// Functions this one calls.
    fn deps(self) -> &'static [LibFn] {
        match self {
            LibFn::Tanh => &[LibFn::Expm1],
            _ => &[],
        }
    }

    /// The definition, as MLIR text.
    fn definition(self, frame: Frame) -> String {
        match self {
            LibFn::Exp => exp::exp(),
            LibFn::Log => log::log(),
            LibFn::Log1p => log::log1p(),
            LibFn::Expm1 => exp::expm1(),
            LibFn::Sin => trig::sin(),
            LibFn::Cos => trig::cos(),
            LibFn::Tanh => exp::tanh(),
            LibFn::Pow => pow::pow(frame),
            LibFn::Fmod => fmod::fmod(),
        }
    }
}

/// The library functions a module uses, for one target.
#[derive(Default)]
pub(crate) struct Lib {
    used: BTreeSet<LibFn>,
    frame: Frame,
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

    /// `sqrt(x)` (see the free function `sqrt`).
    pub(crate) fn sqrt(&self, body: &mut Body, x: &str, ty: &str) -> String {
        sqrt(body, self.frame, x, ty)
    }

    /// Emits a call of `f` on f64 arguments; returns the f64 result.
    pub(crate) fn call(&mut self, body: &mut Body, f: LibFn, args: &[&str]) -> String {
        self.used.insert(f);
        let tys = vec!["f64"; args.len()].join(", ");
        body.assign(&format!(
            "func.call @{}({}) : ({tys}) -> f64",
            f.symbol(),
            args.join(", ")
        ))
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

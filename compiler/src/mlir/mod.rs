//! The MLIR text kit, below the primitives and code generation: a text
//! builder with one method per `arith` operation (`builder`), typed
//! values and conversions (`value`), float helpers on bit patterns
//! (`float`) and our own math library (`libm`: every transcendental
//! function, emitted as private functions in `arith` and `scf` alone, so
//! that the CPU and GPU paths run the same code). It knows nothing of
//! `Prim` or of IR-P: `prim::mlir` lowers each primitive with it, and
//! `codegen::mlir` builds the batched program around those.

pub(crate) mod builder;
pub(crate) mod float;
pub(crate) mod libm;
pub(crate) mod value;

/// Which loop the emitter builds around the blocks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Frame {
    /// A function looping over a range of members.
    #[default]
    Cpu,
    /// A kernel with one member per thread.
    Gpu,
}

/// A primitive that could not be emitted: a bug of ours, which the
/// verifiers before should have caught.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct InternalError(pub String);

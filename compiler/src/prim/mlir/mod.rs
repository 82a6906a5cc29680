//! The MLIR lowering of every primitive, for one member inside a case of
//! the emitted loop: `scalar` lowers scalar primitives to `arith` (and our
//! own transcendental functions), `tensor` lowers tensor primitives to
//! loops over elements. The emitter in `codegen::mlir` calls `tensor::lower`
//! for every `Update`/`Push`; this is the third part of each primitive's
//! definition, beside its type rule (`typing`) and evaluation (`eval`).
//! `random` lowers the counter-based random numbers (`prim::random`).

mod bits;
mod build;
pub(crate) mod random;
mod reduce;
pub(crate) mod scalar;
pub(crate) mod tensor;
mod tri;

//! Code generation: MLIR emission (the batched program-counter loop), the
//! path from MLIR through LLVM to native objects, and bundles (the code
//! with its manifest, for the runtime crate) with their on-disk cache.

pub mod bundle;
pub mod cache;
pub mod llvm;
pub mod mlir;

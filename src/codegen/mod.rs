//! Code generation: MLIR emission (the batched program-counter loop) and the
//! path from MLIR through LLVM to native objects.

pub mod llvm;
pub mod mlir;

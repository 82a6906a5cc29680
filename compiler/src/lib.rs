//! The autobatch compiler: program-counter autobatching of single-example
//! programs, as a library.
//!
//! The pipeline, one module per stage (see ARCHITECTURE.md):
//! `frontend` (Python subset -> IR-F) -> `analysis` (liveness, allocation
//! classes) -> `lower` (IR-F -> IR-P) -> `exec` (Rust executors) and
//! `codegen` (MLIR, LLVM, bundles and their cache). `prim` is the
//! primitive table every stage shares; `driver` strings the stages
//! together. The `autobatch` binary (commands, benchmarks, `sample`) and
//! the sampler's run-time side (`autobatch-sampler`) stand on it; it knows
//! neither.

pub mod ad;
pub mod analysis;
pub mod cache;
pub mod codegen;
pub mod compiled;
pub mod diag;
pub mod driver;
pub mod exec;
pub mod frontend;
pub mod ir;
pub mod lower;
pub mod mlir;
pub mod prim;
pub mod timing;

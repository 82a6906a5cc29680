//! autobatch: program-counter autobatching of single-example programs.
//!
//! The pipeline, one module per stage (see ARCHITECTURE.md):
//! `frontend` (Python subset -> IR-F) -> `analysis` (liveness, allocation
//! classes) -> `lower` (IR-F -> IR-P) -> `exec` (Rust executors) and
//! `codegen` (MLIR, LLVM). `prim` is the primitive table every stage
//! shares; `driver` strings the stages together for the CLI. `sample` is
//! posterior sampling and its diagnostics.

pub mod ad;
pub mod analysis;
pub mod bench;
pub mod codegen;
pub mod diag;
pub mod driver;
pub mod exec;
pub mod frontend;
pub mod ir;
pub mod lower;
pub mod prim;
pub mod sample;

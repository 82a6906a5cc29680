//! Emitter tests: the emitted MLIR parses, verifies and lowers to x86-64
//! (through melior and through the `mlir-opt` binary), and compiled
//! programs give the VM executor's outputs and statuses bit for bit; the
//! GPU module lowers to PTX.

mod emit;
mod gpu;
mod harness;
mod libm;
mod libm_families;
mod libm_single;
mod programs;
mod run;

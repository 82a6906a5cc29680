//! The one integration-test binary (linking MLIR and LLVM makes each test
//! binary ~240 MB, so every integration test lives here as a module).

mod batching;
mod cli;
mod conformance;
mod cpu;
mod datasets;
mod embed;
mod faults;
mod fuzz;
mod fuzz_model;
mod generated;
mod gpu;
mod grad_fd;
mod harness;
mod ir_forms;
mod lotka_volterra;
mod mlir_golden;
mod model_settings;
mod no_panic;
mod nuts;
mod nuts_grad;
mod nuts_logreg;
mod ptxas;
mod sample;
mod scaling;
mod shards;
mod tamper;
mod toolchain;

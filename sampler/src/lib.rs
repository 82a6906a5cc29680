//! autobatch's sampler, the run-time side. `autobatch sample` compiles a
//! model file with the sampler the project ships (`python/autobatch/
//! nuts.py`: NUTS with Stan's warmup, written once in the source
//! language) into one program whose entry `sample` runs a segment of
//! transitions for every chain at once; this crate drives that program
//! and makes the results, without the compiler:
//!
//! - `protocol.rs`: the entry's parameters and results, read off the
//!   bundle's signature (`Protocol`), and the run's `Settings`;
//! - `chains.rs`: the driver, calling an [`Engine`] (a bundle, or the
//!   compiler's VM) once per segment, feeding the state back, and saying
//!   where and why a chain stopped (`failure.rs`, in the model's terms);
//! - `budget.rs`: a run's sizes and memory checked before any work;
//! - `trace.rs`, `diagnostics.rs`, `summary.rs`: the draws, ArviZ's
//!   diagnostics (rank-normalized R-hat, bulk and tail ESS, MCSE, HDI)
//!   and its summary table;
//! - `run.rs`: one run, start to end (`sample`), and its `Outcome`;
//! - `data.rs`, `datasets.rs`: the model's data, shared or one set per
//!   dataset (`--datasets`: M posteriors in one batch), and the
//!   per-dataset diagnostics;
//! - `arviz.rs`: ArviZ's InferenceData as netCDF (built in memory) or
//!   `.npz`, written whole or not at all.
//!
//! Invariant: this crate depends on `autobatch-runtime` and never on the
//! compiler, MLIR or LLVM, so that a Python extension can link it.

pub mod arviz;
pub mod budget;
pub mod chains;
pub mod data;
pub mod datasets;
pub mod diagnostics;
pub mod error;
pub mod failure;
pub mod generated;
pub mod init;
pub mod layout;
pub mod merge;
pub mod parallel;
pub mod prepared;
pub mod protocol;
pub mod run;
pub mod settings;
pub mod summary;
pub mod trace;

pub use chains::{run_chains, BundleEngine, Engine};
pub use data::{read_data, read_datasets, RunData};
pub use error::Error;
pub use protocol::{ModelInfo, Protocol};
pub use run::{sample, Outcome};
pub use settings::{Adapt, Algorithm, Settings};

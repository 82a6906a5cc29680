//! Posterior sampling: `autobatch sample MODEL.py`. The model file defines
//! only `log_density(theta, *data)`; the sampler, NUTS with Stan's
//! warmup, is written once in the source language
//! (`python/autobatch/nuts.py`) and compiled with the model
//! (`program.rs`, through `frontend::build_with_model`), so the chains of
//! one run batch on one device like any other program, across trajectories
//! and recursion depths. This module is the compile side and the command
//! (`run.rs`, `options.rs`); the run-time side, which drives the compiled
//! sampler, keeps the draws, computes ArviZ's diagnostics and writes the
//! files, is the `autobatch-sampler` crate (re-exported here), which
//! never links the compiler.

pub mod compile_message;
pub mod engine;
pub mod options;
pub mod program;
pub mod run;

pub use autobatch_sampler::{arviz, budget, chains, datasets, diagnostics, failure, summary, trace};
pub use autobatch_sampler::{read_data, read_datasets, Adapt, Algorithm, Outcome, RunData, Settings};
pub use options::Options;
pub use run::{sample, Request, SampleBackend};

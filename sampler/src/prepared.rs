//! What the compile side (`autobatch sample MODEL --prepare`) hands the
//! run-time side in another process (the Python extension): the compiled
//! sampler's bundle and the generated quantities', built through the
//! compile cache, and what the driver and its messages need of the model.
//! Everything else (the entry's protocol, the data's names and types) is
//! read off the bundle's own signature (`Protocol::read`).

use crate::protocol::ModelInfo;
use autobatch_runtime::Type;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One compiled model, ready to sample.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Prepared {
    /// The sampler's bundle directory (the model bound to nuts.py).
    pub sampler: PathBuf,
    /// The generated quantities' bundle directory (a cpu bundle), where
    /// the model defines `generated_quantities`.
    pub generate: Option<PathBuf>,
    /// The model's file, `assert` statements, parameters, and the depth
    /// of the stacks both bundles were built with.
    pub model: ModelInfo,
    /// The generated quantities' names and types per draw.
    pub generated: Vec<(String, Type)>,
    /// Where the stacks grow on overflow (no fixed depth was asked for):
    /// the deepest they may grow to. A rebuild is `--prepare` again with
    /// `--max-stack-depth`.
    pub grow_until: Option<usize>,
}

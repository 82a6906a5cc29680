//! The program a command compiles: a file and its entry, or a library
//! file bound to a model file (`--model`), as `autobatch sample` binds a
//! model to the sampler.

use autobatch_compiler::driver::{self, Compiled, Error};
use std::path::PathBuf;

/// The program's arguments, shared by `run`, `compile`, `emit-mlir` and `ir`.
#[derive(Clone, Debug, clap::Args)]
pub struct ProgramArgs {
    pub program: PathBuf,
    /// The function the batch runs.
    #[arg(long)]
    pub entry: String,
    /// PROGRAM is a library that imports `log_density`, `Theta`, `Float`, `D` and `Data` from
    /// `autobatch.model` (as python/autobatch/slice_nuts.py does): bind it to this model file, as `sample`
    /// binds its sampler (diagonal metric). The model's data are the entry's parameters `data.NAME`.
    #[arg(long, value_name = "MODEL.py")]
    pub model: Option<PathBuf>,
}

impl ProgramArgs {
    /// The compiled program and its text (the compile cache's key).
    pub fn compile(&self) -> Result<(Compiled, String), Error> {
        let source = driver::read_source(&self.program)?;
        let file = self.program.display().to_string();
        match &self.model {
            None => Ok((driver::compile_source(&source, &file, &self.entry)?, source)),
            Some(model) => {
                let model_source = driver::read_source(model)?;
                let model_file = model.display().to_string();
                driver::compile_library(&source, &file, &model_source, &model_file, &self.entry)
            }
        }
    }
}

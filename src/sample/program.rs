//! The sampler program: the model file compiled with the sampler the
//! project ships (`python/autobatch/nuts.py`, the same file CPython runs),
//! its entry's protocol read off the compiled signature
//! (`autobatch_sampler::protocol` says what it is).

use autobatch_compiler::driver::{self, Compiled, Error};
use autobatch_compiler::frontend::Library;
use autobatch_sampler::{ModelInfo, Protocol};

/// The sampler, compiled into the binary so that it needs no files.
pub const SAMPLER_SOURCE: &str = include_str!("../../python/autobatch/nuts.py");
pub const SAMPLER_FILE: &str = "autobatch/nuts.py";
const ENTRY: &str = "sample";

/// The compiled sampler and the shape of its protocol.
pub struct SamplerProgram {
    pub compiled: Compiled,
    /// The program's text (the model's, then the sampler's, then the
    /// metric): the compile cache's key.
    pub text: String,
    pub protocol: Protocol,
}

impl SamplerProgram {
    /// The model bound to the sampler with a `dense` metric (a D x D inverse
    /// metric) or a diagonal one.
    pub fn compile(model_source: &str, model_file: &str, dense: bool) -> Result<SamplerProgram, Error> {
        let library = Library {
            source: SAMPLER_SOURCE,
            file: SAMPLER_FILE,
            namespace: "nuts",
            dense,
        };
        let compiled = driver::compile_with_model(model_source, model_file, &library, ENTRY)?;
        let text = format!("{model_source}\n{SAMPLER_SOURCE}\n# dense metric: {dense}");
        let model = ModelInfo {
            file: model_file.to_string(),
            asserts: autobatch_compiler::frontend::assert_sites(model_source, model_file),
            max_stack_depth: 0,
        };
        let protocol = Protocol::read(compiled.signature.clone(), model).map_err(super::run::sampler_error)?;
        Ok(SamplerProgram {
            compiled,
            text,
            protocol,
        })
    }
}

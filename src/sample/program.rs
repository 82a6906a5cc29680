//! The sampler program: the model file compiled with the sampler the
//! project ships (`python/autobatch/nuts.py`, the same file CPython runs),
//! and the protocol of its entry `sample`, which the driver (`chains.rs`)
//! calls once per segment of transitions.
//!
//! `sample(seed, chain, first, stop, num_warmup, num_draws, max_depth,
//! target_accept, algorithm, leaf_steps, init, init_jitter, <state>...,
//! *data)` returns `(<state>..., draws, lp, acceptance_rate, step_size,
//! tree_depth, n_steps, diverging, energy, count, failure,
//! failure_value)`: the state parameters are whatever the sampler keeps
//! between segments (the driver feeds the first outputs back, one for
//! one), the records hold up to `SEGMENT` transitions each, `count` says
//! how many it ran, and `failure` why the chain stopped after them, if
//! it did (`failure.rs`). A call runs the transitions from `first` on,
//! before `stop` (`first + SEGMENT` in a run; less where the driver
//! looks for the transition a chain faulted in, `chains.rs`).

use super::failure::ModelFacts;
use crate::driver::{self, Compiled, Error};
use crate::frontend::{AssertSite, Library};
use autobatch_runtime::{DType, Type};

/// The sampler, compiled into the binary so that it needs no files.
pub const SAMPLER_SOURCE: &str = include_str!("../../python/autobatch/nuts.py");
pub const SAMPLER_FILE: &str = "autobatch/nuts.py";
const ENTRY: &str = "sample";

/// The entry's leading parameters, set by the driver for each chain.
pub const CONFIG: [&str; 12] = [
    "seed",
    "chain",
    "first",
    "stop",
    "num_warmup",
    "num_draws",
    "max_depth",
    "target_accept",
    "algorithm",
    "leaf_steps",
    "init",
    "init_jitter",
];

/// The outputs after the state, in order: the records of the segment's
/// transitions, how many ran, and why the chain stopped if it did
/// (`failure`, one of nuts.py's `FAIL_` codes, and `failure_value`;
/// `failure.rs`).
pub const RECORDS: [&str; 11] = [
    "draws",
    "lp",
    "acceptance_rate",
    "step_size",
    "tree_depth",
    "n_steps",
    "diverging",
    "energy",
    "count",
    "failure",
    "failure_value",
];

/// The compiled sampler and the shape of its protocol.
pub struct SamplerProgram {
    pub compiled: Compiled,
    /// The program's text (the model's, then the sampler's, then the
    /// metric): the compile cache's key.
    pub text: String,
    /// The float type of the parameters and their number.
    pub dtype: DType,
    pub dim: usize,
    /// Transitions per call.
    pub segment: usize,
    /// How many state parameters follow the configuration.
    pub state: usize,
    /// The model's data parameters, by their names in the model.
    pub data: Vec<(String, Type)>,
    /// The model file's name and its `assert` statements, for messages.
    pub model_file: String,
    pub model_asserts: Vec<AssertSite>,
    /// The depth of the explicit stacks the program runs with.
    pub max_stack_depth: usize,
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
        let mut program = protocol(compiled, text)?;
        program.model_file = model_file.to_string();
        program.model_asserts = crate::frontend::assert_sites(model_source, model_file);
        Ok(program)
    }

    /// What the failure messages need of the model.
    pub fn model_facts(&self) -> ModelFacts<'_> {
        ModelFacts {
            file: &self.model_file,
            asserts: &self.model_asserts,
            max_stack_depth: self.max_stack_depth,
            deeper: None,
        }
    }
}

/// Reads the protocol's shapes off the entry's signature, checking it.
fn protocol(compiled: Compiled, text: String) -> Result<SamplerProgram, Error> {
    let sig = &compiled.signature;
    let broken = |what: &str| Error::Usage(format!("internal error: the sampler's entry {what}"));
    let names: Vec<&str> = sig.params.iter().map(|p| p.name.as_str()).collect();
    if names.len() < CONFIG.len() || names[..CONFIG.len()] != CONFIG {
        return Err(broken(&format!(
            "does not begin with the parameters {}",
            CONFIG.join(", ")
        )));
    }
    let data: Vec<(String, Type)> = (sig.params.iter())
        .filter_map(|p| Some((p.name.strip_prefix("data.")?.to_string(), p.ty.clone())))
        .collect();
    let state = sig.params.len() - CONFIG.len() - data.len();
    if sig.outputs.len() != state + RECORDS.len() {
        return Err(broken("returns neither its state nor its records"));
    }
    let init = &sig.params[CONFIG.iter().position(|&n| n == "init").unwrap_or(0)].ty;
    let draws = &sig.outputs[state];
    let (dtype, dim, segment) = match (init.shape.as_slice(), draws.shape.as_slice()) {
        ([dim], [segment, d]) if d == dim => (init.dtype, *dim, *segment),
        _ => return Err(broken("has draws of another shape than its parameters")),
    };
    Ok(SamplerProgram {
        compiled,
        text,
        dtype,
        dim,
        segment,
        state,
        data,
        model_file: String::new(),
        model_asserts: Vec::new(),
        max_stack_depth: 0,
    })
}

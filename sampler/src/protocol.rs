//! The protocol of the compiled sampler's entry, which the driver
//! (`chains.rs`) calls once per segment of transitions:
//!
//! `sample(seed, chain, first, stop, num_warmup, num_draws, max_depth,
//! target_accept, algorithm, leaf_steps, adapt, init, init_jitter,
//! init_optimize, <state>...,
//! *data)` returns `(<state>..., draws, values, lp, acceptance_rate, step_size,
//! tree_depth, n_steps, diverging, energy, count, failure,
//! failure_value)`: the state parameters are whatever the sampler keeps
//! between segments (the driver feeds the first outputs back, one for
//! one), the records hold up to `SEGMENT` transitions each, `count` says
//! how many it ran, and `failure` why the chain stopped after them, if
//! it did (`failure.rs`). `draws` are theta, the free coordinates, and
//! `values` the parameters' constrained values (`layout.rs`); `init` is
//! given in constrained values too (the adapter's `unconstrain` maps it).
//! A call runs the transitions from `first` on,
//! before `stop` (`first + SEGMENT` in a run; less where the driver
//! looks for the transition a chain faulted in).

use crate::failure::ModelFacts;
use crate::layout::Layout;
use crate::Error;
use autobatch_runtime::{AssertSite, DType, DrawSite, Signature, Type};

/// The entry's leading parameters, set by the driver for each chain.
pub const CONFIG: [&str; 14] = [
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
    "adapt",
    "init",
    "init_jitter",
    "init_optimize",
];

/// The outputs after the state, in order: the records of the segment's
/// transitions, how many ran, and why the chain stopped if it did
/// (`failure`, one of nuts.py's `FAIL_` codes, and `failure_value`;
/// `failure.rs`).
pub const RECORDS: [&str; 12] = [
    "draws",
    "values",
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

/// What the messages say of the model.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct ModelInfo {
    /// The model file's name, as the user gave it.
    pub file: String,
    /// Its `assert` statements.
    pub asserts: Vec<AssertSite>,
    /// The depth of the explicit stacks the program runs with.
    pub max_stack_depth: usize,
    /// Its parameters; empty: one vector `theta` (the flat form).
    pub layout: Layout,
    /// Its `INIT_JITTER` constant: the initial points' radius where
    /// `--init-jitter` is not given.
    #[serde(default)]
    pub init_jitter: Option<f64>,
    /// Its `INIT_OPTIMIZE` constant: the L-BFGS iterations uphill from
    /// each initial point where `--init-optimize` is not given.
    #[serde(default)]
    pub init_optimize: Option<u64>,
    /// Its `ADAPT` constant (`"stan"` or `"nutpie"`): the warmup where
    /// `--adapt` is not given.
    #[serde(default)]
    pub adapt: Option<String>,
    /// Its `TARGET_ACCEPT` and `MAX_DEPTH` constants: `--target-accept`
    /// and `--max-depth` where they are not given.
    #[serde(default)]
    pub target_accept: Option<f64>,
    #[serde(default)]
    pub max_depth: Option<u64>,
    /// Its calls of the library's random draws, with the checks each
    /// makes of its arguments, and its `while` loops
    /// (`model.py:12 (`while t < 5.0:`)`): what a stop of its generated
    /// quantities is reported in terms of.
    #[serde(default)]
    pub draws: Vec<DrawSite>,
    #[serde(default)]
    pub while_loops: Vec<String>,
    /// The most iterations a `while` loop of the generated quantities
    /// runs in one entry before it stops with `loop_limit`.
    #[serde(default)]
    pub loop_limit: u64,
}

/// The shape of a compiled sampler's protocol.
#[derive(Clone, Debug)]
pub struct Protocol {
    pub signature: Signature,
    /// The float type of the parameters and their number of free
    /// coordinates (theta's length).
    pub dtype: DType,
    pub dim: usize,
    /// Transitions per call.
    pub segment: usize,
    /// How many state parameters follow the configuration.
    pub state: usize,
    /// The model's data parameters, by their names in the model.
    pub data: Vec<(String, Type)>,
    pub model: ModelInfo,
}

impl Protocol {
    /// Reads the protocol's shapes off the entry's signature, checking it.
    pub fn read(signature: Signature, model: ModelInfo) -> Result<Protocol, Error> {
        let sig = &signature;
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
        let (draws, values) = (&sig.outputs[state], &sig.outputs[state + 1]);
        let (dtype, dim, segment) = match (init.shape.as_slice(), draws.shape.as_slice(), values.shape.as_slice()) {
            ([size], [segment, dim], [s, p]) if s == segment && p == size => (init.dtype, *dim, *segment),
            _ => return Err(broken("has draws of another shape than its parameters")),
        };
        let mut model = model;
        if model.layout.params.is_empty() {
            model.layout = Layout::flat("theta", dim);
        }
        if model.layout.dim() != dim || model.layout.size() != values.shape[1] {
            return Err(broken("records values of another shape than the model's parameters"));
        }
        Ok(Protocol {
            signature,
            dtype,
            dim,
            segment,
            state,
            data,
            model,
        })
    }

    /// What the failure messages need of the model.
    pub fn model_facts(&self) -> ModelFacts<'_> {
        ModelFacts {
            file: &self.model.file,
            asserts: &self.model.asserts,
            max_stack_depth: self.model.max_stack_depth,
            deeper: None,
            stack: None,
        }
    }
}

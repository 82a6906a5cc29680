//! The benchmarked sampler and its models: the paper's slice NUTS
//! (`SAMPLER`, python/autobatch/slice_nuts.py) bound to a model file of
//! examples/models (`LOGREG`, `GAUSSIAN`) as `autobatch sample` binds one;
//! the gradient comes from `value_and_grad`.

use super::data;
use autobatch_runtime::{ParamSpec, Value};

/// A source file compiled into the binary.
#[derive(Debug)]
pub struct Source {
    /// The file, for messages.
    pub file: &'static str,
    pub text: &'static str,
}

/// The sampler, bound to each model.
pub const SAMPLER: Source = Source {
    file: "python/autobatch/slice_nuts.py",
    text: include_str!("../../../python/autobatch/slice_nuts.py"),
};

/// Its entry: a chain of transitions.
pub const ENTRY: &str = "chain";

/// Which entry parameter plays which part in a chain (the others are the
/// model's data, `data.NAME`).
pub mod roles {
    pub const SEED: &str = "seed";
    /// The chain's starting point (all zeros).
    pub const START: &str = "theta0";
    pub const EPS: &str = "eps";
    pub const NUM_WARMUP: &str = "num_warmup";
    pub const NUM_STEPS: &str = "num_steps";
    pub const MAX_DEPTH: &str = "max_depth";
}

/// The entry's outputs: the last state, the sums of the kept states and
/// of their squares (the posterior summary), the gradients evaluated and
/// the sum of the tree depths.
pub mod outputs {
    pub const SUMS: usize = 1;
    pub const SQUARES: usize = 2;
    pub const GRADS: usize = 3;
    pub const DEPTHS: usize = 4;
}

/// The IR-P block one of which runs once per gradient evaluation: the
/// model's reverse pass.
pub const GRAD_BLOCKS: &[&str] = &["log_density.vjp.b0"];

/// Where a model's shared parameters come from.
#[derive(Debug)]
pub enum DataSource {
    /// A `.npz` file with one array per data parameter, named after the
    /// model's parameter; `make` says how to write it.
    File { default: &'static str, make: &'static str },
    /// Computed from the parameter's type.
    Computed(fn(&ParamSpec) -> Result<Value, String>),
}

/// One model to benchmark.
#[derive(Debug)]
pub struct Model {
    pub name: &'static str,
    /// The model file (`log_density`), bound to `SAMPLER`.
    pub model: Source,
    pub default_eps: f64,
    pub data: DataSource,
}

pub const LOGREG: Model = Model {
    name: "logreg",
    model: Source {
        file: "examples/models/logreg.py",
        text: include_str!("../../../examples/models/logreg.py"),
    },
    default_eps: 0.01,
    data: DataSource::File {
        default: "examples/data/logreg.npz",
        make: "python3 examples/make_logreg.py",
    },
};

pub const GAUSSIAN: Model = Model {
    name: "gaussian",
    model: Source {
        file: "examples/models/gaussian_100d.py",
        text: include_str!("../../../examples/models/gaussian_100d.py"),
    },
    default_eps: 0.2,
    data: DataSource::Computed(data::gaussian_precision),
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ModelArg {
    /// Bayesian logistic regression, 10,000 points x 100 regressors, float32 (examples/models/logreg.py).
    Logreg,
    /// The 100-d correlated Gaussian (examples/models/gaussian_100d.py).
    Gaussian,
}

impl ModelArg {
    pub fn model(self) -> &'static Model {
        match self {
            ModelArg::Logreg => &LOGREG,
            ModelArg::Gaussian => &GAUSSIAN,
        }
    }
}

//! The benchmarked samplers: what differs between the models (`LOGREG`,
//! `GAUSSIAN`), each with its gradient from `value_and_grad` (the
//! examples) and written by hand (tests/nuts).

use super::data;
use autobatch_runtime::{ParamSpec, Value};

/// Which entry parameter plays which part in a chain.
#[derive(Debug)]
pub struct Roles {
    pub seed: &'static str,
    /// The chain's starting point (all zeros).
    pub start: &'static str,
    pub eps: &'static str,
    pub num_warmup: &'static str,
    pub num_steps: &'static str,
    pub max_depth: &'static str,
}

/// Where a model's shared parameters come from.
#[derive(Debug)]
pub enum DataSource {
    /// A `.npz` file with one array per shared parameter, named after it;
    /// `make` says how to write it.
    File { default: &'static str, make: &'static str },
    /// Computed from the parameter's type.
    Computed(fn(&ParamSpec) -> Result<Value, String>),
}

/// One sampler to benchmark.
#[derive(Debug)]
pub struct Model {
    pub name: &'static str,
    /// The sampler with its gradient from `value_and_grad`.
    pub ad: Program,
    /// The same sampler with the gradient written by hand.
    pub hand: Program,
    pub entry: &'static str,
    pub roles: Roles,
    /// The output that counts the chain's gradient evaluations.
    pub grads_output: usize,
    /// The output that sums the chain's tree depths.
    pub depths_output: usize,
    /// Outputs holding each chain's sums of its kept states and of their
    /// squares (the posterior summary).
    pub sums_output: usize,
    pub squares_output: usize,
    pub default_eps: f64,
    pub data: DataSource,
}

/// One source of a model.
#[derive(Debug)]
pub struct Program {
    /// The program, for messages and the bundle cache.
    pub file: &'static str,
    pub source: &'static str,
    /// The IR-P blocks one of which runs once per gradient evaluation.
    pub grad_blocks: &'static [&'static str],
}

const CHAIN_ROLES: Roles = Roles {
    seed: "seed",
    start: "beta0",
    eps: "eps",
    num_warmup: "num_warmup",
    num_steps: "num_steps",
    max_depth: "max_depth",
};

pub const LOGREG: Model = Model {
    name: "logreg",
    ad: Program {
        file: "examples/nuts_logreg.py",
        source: include_str!("../../../examples/nuts_logreg.py"),
        grad_blocks: &["log_density.vjp.b0"],
    },
    hand: Program {
        file: "tests/nuts/logreg_handwritten.py",
        source: include_str!("../../../tests/nuts/logreg_handwritten.py"),
        grad_blocks: &["log_density_and_grad.b0"],
    },
    entry: "chain",
    roles: CHAIN_ROLES,
    grads_output: 3,
    depths_output: 4,
    sums_output: 1,
    squares_output: 2,
    default_eps: 0.01,
    data: DataSource::File {
        default: "examples/data/logreg.npz",
        make: "python3 examples/make_logreg.py",
    },
};

pub const GAUSSIAN: Model = Model {
    name: "gaussian",
    ad: Program {
        file: "examples/nuts.py",
        source: include_str!("../../../examples/nuts.py"),
        grad_blocks: &["log_density.vjp.b0"],
    },
    hand: Program {
        file: "tests/nuts/gaussian_handwritten.py",
        source: include_str!("../../../tests/nuts/gaussian_handwritten.py"),
        grad_blocks: &["log_density_and_grad.b0"],
    },
    entry: "chain",
    roles: Roles {
        start: "theta0",
        ..CHAIN_ROLES
    },
    grads_output: 3,
    depths_output: 4,
    sums_output: 1,
    squares_output: 2,
    default_eps: 0.2,
    data: DataSource::Computed(data::gaussian_precision),
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ModelArg {
    /// Bayesian logistic regression, 10,000 points x 100 regressors (examples/nuts_logreg.py).
    Logreg,
    /// The 100-d correlated Gaussian (examples/nuts.py).
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

//! What a run is asked to do: `Settings`, with Stan's defaults, and the
//! checks of their ranges.

use crate::{budget, Error};

/// Which NUTS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Stan's and numpyro's: multinomial sampling, the generalized U-turn
    /// criterion.
    Nuts,
    /// The autobatching paper's benchmark: Hoffman and Gelman's slice
    /// sampling (their Algorithm 3).
    Slice,
}

impl Algorithm {
    /// The sampler's `algorithm` argument.
    pub fn code(self) -> i64 {
        match self {
            Algorithm::Nuts => 0,
            Algorithm::Slice => 1,
        }
    }
}

/// What a run is asked to do.
#[derive(Clone, Debug)]
pub struct Settings {
    pub chains: usize,
    pub warmup: usize,
    pub draws: usize,
    pub seed: i64,
    pub max_depth: usize,
    pub target_accept: f64,
    pub algorithm: Algorithm,
    /// Leapfrog steps per leaf of the tree (1; the paper's benchmark 4).
    pub leaf_steps: usize,
    /// Initial points uniform in (-init_jitter, init_jitter) per
    /// coordinate, unless `init` gives them: one row for every chain, or
    /// one row per chain.
    pub init_jitter: f64,
    pub init: Option<Vec<Vec<f64>>>,
    /// Adapt a dense metric (the draws' covariance) instead of a diagonal
    /// one (their variances).
    pub dense_mass: bool,
}

/// `autobatch sample`'s defaults (Stan's): 4 chains of 1000 warmup and
/// 1000 draws, seed 0, NUTS with tree depth 10 and target acceptance 0.8,
/// initial points uniform in (-2, 2), a diagonal metric.
impl Default for Settings {
    fn default() -> Settings {
        Settings {
            chains: 4,
            warmup: 1000,
            draws: 1000,
            seed: 0,
            max_depth: 10,
            target_accept: 0.8,
            algorithm: Algorithm::Nuts,
            leaf_steps: 1,
            init_jitter: 2.0,
            init: None,
            dense_mass: false,
        }
    }
}

impl Settings {
    /// The initial point `init` gives chain `c`, if any.
    pub fn init_of(&self, c: usize) -> Option<&[f64]> {
        let rows = self.init.as_ref()?;
        let row = if rows.len() == 1 { rows.first() } else { rows.get(c) };
        row.map(Vec::as_slice)
    }

    /// Every count and value in its range: the lower bounds here, the
    /// upper ones in `budget::check_ranges`.
    pub fn check(&self) -> Result<(), Error> {
        let usage = |m: &str| Err(Error::Usage(m.to_string()));
        if self.chains == 0 {
            return usage("--chains must be at least 1");
        }
        if self.draws == 0 {
            return usage("--draws must be at least 1");
        }
        if !(self.target_accept > 0.0 && self.target_accept < 1.0) {
            return usage("--target-accept must lie strictly between 0 and 1 (Stan's default is 0.8)");
        }
        if !(self.init_jitter >= 0.0 && self.init_jitter.is_finite()) {
            return usage("--init-jitter must be a finite number >= 0");
        }
        if self.max_depth == 0 || self.leaf_steps == 0 {
            return usage("--max-depth and --leaf-steps must be at least 1");
        }
        // The upper bounds, beside their memory check.
        budget::check_ranges(self)
    }
}

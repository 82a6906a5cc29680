//! What a run is asked to do: `Settings`, with Stan's defaults, and the
//! checks of their ranges.

use crate::{budget, Error};
use autobatch_runtime::Shard;
use std::ops::Range;

/// The largest `--max-depth`: the sampler (python/autobatch/nuts.py,
/// `MAX_TREE_DEPTH`) keeps one pending subtree per level of the tree it
/// builds, in arrays of this many rows.
pub const MAX_TREE_DEPTH: usize = 16;

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

    /// The name `--algorithm` gives it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Nuts => "nuts",
            Algorithm::Slice => "slice",
        }
    }

    /// The algorithm by its name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        [Algorithm::Nuts, Algorithm::Slice]
            .into_iter()
            .find(|a| a.name() == name)
    }
}

/// Which warmup adapts the step size and the metric. The default (`autobatch
/// sample`'s when `--adapt` is not given and the model sets no `ADAPT`) is
/// Stan's, for either metric: nutpie's takes fewer gradients a draw, but
/// per draw it mixes worse on correlated and hierarchical posteriors and
/// diverges more on GPs (docs/sampling.md, "Choosing the warmup": bulk ESS
/// per draw 0.15 against 0.41 on a regression with posterior correlation
/// -0.99, 390 divergences of 12,000 against 24 on posteriordb's
/// gp_pois_regr), and it adapts no dense metric
/// (python/autobatch/sampling.py's `DEFAULT_ADAPT` is the twin).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Adapt {
    /// Stan's: dual averaging, the draws' variances (or covariance) over
    /// doubling windows.
    #[default]
    Stan,
    /// nutpie's: the draws' and gradients' variances, updated after every
    /// warmup transition from estimators that switch every 10 draws early
    /// and after growing windows later (diagonal metric only).
    Nutpie,
}

impl Adapt {
    /// The sampler's `adapt` argument (nuts.py's `ADAPT_` codes).
    pub fn code(self) -> i64 {
        match self {
            Adapt::Stan => 0,
            Adapt::Nutpie => 1,
        }
    }

    /// The name the flag and the output's attribute use.
    pub fn name(self) -> &'static str {
        match self {
            Adapt::Stan => "stan",
            Adapt::Nutpie => "nutpie",
        }
    }

    /// `--adapt`'s value by name.
    pub fn from_name(name: &str) -> Option<Adapt> {
        [Adapt::Stan, Adapt::Nutpie].into_iter().find(|a| a.name() == name)
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
    /// L-BFGS iterations uphill from each initial point before the
    /// chain picks the best (`--init-optimize`; 0: none). Stan's warmup
    /// only.
    pub init_optimize: usize,
    /// Adapt a dense metric (the draws' covariance) instead of a diagonal
    /// one (their variances).
    pub dense_mass: bool,
    /// The warmup.
    pub adapt: Adapt,
    /// Which part of the run's `chains` this process runs (`--shard`):
    /// chains `shard.range(chains)`, by their global indices (their keys,
    /// initial points and coordinates), so that the shards' draws are the
    /// whole run's.
    pub shard: Shard,
}

/// `autobatch sample`'s defaults (Stan's): 4
/// chains of 1000 warmup and 1000 draws, seed 0, NUTS with tree depth 10
/// and target acceptance 0.8, initial points uniform in (-2, 2), a
/// diagonal metric.
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
            init_optimize: 0,
            dense_mass: false,
            adapt: Adapt::default(),
            shard: Shard::WHOLE,
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

    /// The chains this process runs, by global index (all of them but
    /// with `--shard`; empty where the shard holds none, which `check`
    /// refuses).
    pub fn chain_range(&self) -> Range<usize> {
        self.shard.range(self.chains).unwrap_or(0..0)
    }

    /// How many chains this process runs (per dataset).
    pub fn local_chains(&self) -> usize {
        self.chain_range().len()
    }

    /// Every count and value in its range (`check_ranges`), and the
    /// warmup able to start where the chains start (`check_warmup`).
    pub fn check(&self) -> Result<(), Error> {
        self.check_ranges()?;
        self.check_warmup(&format!("--init-optimize {}", self.init_optimize))
    }

    /// nutpie's warmup refuses `init_optimize` (`init_optimize_nutpie`;
    /// `what` names where it was set).
    pub fn check_warmup(&self, what: &str) -> Result<(), Error> {
        if self.init_optimize > 0 && self.adapt == Adapt::Nutpie {
            return Err(Error::Usage(init_optimize_nutpie(what)));
        }
        Ok(())
    }

    /// Every count and value in its range: the lower bounds here, the
    /// upper ones in `budget::check_ranges`.
    pub fn check_ranges(&self) -> Result<(), Error> {
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
        if self.max_depth > MAX_TREE_DEPTH {
            return usage(&format!(
                "--max-depth {} is out of range: at most {MAX_TREE_DEPTH} (2^{MAX_TREE_DEPTH} = {} leaves a transition; Stan's default is 10)",
                self.max_depth,
                1u64 << MAX_TREE_DEPTH
            ));
        }
        if self.shard.range(self.chains).is_err() {
            return usage(&format!(
                "--shard {} holds none of --chains {}: use at most {} shards",
                self.shard, self.chains, self.chains
            ));
        }
        if self.adapt == Adapt::Nutpie && self.dense_mass {
            return usage("--adapt nutpie adapts a diagonal metric: drop --dense-mass, or add --adapt stan");
        }
        // The upper bounds, beside their memory check.
        budget::check_ranges(self)
    }
}

/// Why `--init-optimize` (or a model's `INIT_OPTIMIZE`, `what` names
/// which) refuses nutpie's warmup: the words the CPython twin says too.
pub fn init_optimize_nutpie(what: &str) -> String {
    format!(
        "{what} starts the chains at local maxima of the log density, where the gradient is about 0, \
         and nutpie's warmup takes its first metric from the initial gradient (1 / |gradient|): \
         pass --adapt stan (Stan's warmup), or --init-optimize 0"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deepest_tree_is_the_samplers() {
        let sampler = include_str!("../../python/autobatch/nuts.py");
        assert!(sampler.contains(&format!("\nMAX_TREE_DEPTH = {MAX_TREE_DEPTH}\n")));
        let deep = |max_depth| {
            Settings {
                max_depth,
                ..Settings::default()
            }
            .check()
        };
        assert!(deep(MAX_TREE_DEPTH).is_ok());
        let Err(Error::Usage(message)) = deep(MAX_TREE_DEPTH + 1) else {
            panic!("--max-depth 17 accepted");
        };
        assert!(
            message.starts_with("--max-depth 17 is out of range: at most 16"),
            "{message}"
        );
    }

    #[test]
    fn stans_warmup_is_the_default_for_both_metrics() {
        assert_eq!(Settings::default().adapt, Adapt::Stan);
        assert_eq!(Adapt::default(), Adapt::Stan);
        for a in [Adapt::Stan, Adapt::Nutpie] {
            assert_eq!(Adapt::from_name(a.name()), Some(a));
        }
        assert_eq!((Adapt::Stan.code(), Adapt::Nutpie.code()), (0, 1));
        assert_eq!(Adapt::from_name("numpyro"), None);
        for a in [Algorithm::Nuts, Algorithm::Slice] {
            assert_eq!(Algorithm::from_name(a.name()), Some(a));
        }
        assert_eq!(Algorithm::from_name("hmc"), None);
    }

    #[test]
    fn nutpies_warmup_refuses_a_dense_metric() {
        let s = Settings {
            dense_mass: true,
            adapt: Adapt::Nutpie,
            ..Settings::default()
        };
        let e = s.check().unwrap_err().to_string();
        assert!(e.contains("--adapt nutpie") && e.contains("--dense-mass"), "{e}");
        let stan = Settings {
            adapt: Adapt::Stan,
            ..s
        };
        assert!(stan.check().is_ok());
    }

    #[test]
    fn nutpies_warmup_refuses_init_optimize() {
        let s = Settings {
            init_optimize: 7,
            adapt: Adapt::Nutpie,
            ..Settings::default()
        };
        assert!(s.check_ranges().is_ok(), "the ranges wait for the model's constants");
        let e = s.check().unwrap_err().to_string();
        assert!(
            e.starts_with("--init-optimize 7 starts the chains at local maxima") && e.contains("--adapt stan"),
            "{e}"
        );
        let stan = Settings {
            adapt: Adapt::Stan,
            ..s
        };
        assert!(stan.check().is_ok());
    }
}

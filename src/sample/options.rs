//! `autobatch sample`'s command line, and the `--init` file.

use super::run::{Request, SampleBackend};
use autobatch_compiler::codegen::ptx::DEFAULT_GPU_ARCH;
use autobatch_compiler::driver::{self, Error};
use autobatch_runtime::Shard;
use autobatch_sampler::{Adapt, Algorithm, Settings};
use std::path::{Path, PathBuf};

/// `--algorithm`: the sampler's `Algorithm`, by its flag names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum AlgorithmArg {
    /// Stan's and numpyro's: multinomial sampling, the generalized U-turn
    /// criterion.
    Nuts,
    /// The autobatching paper's benchmark: Hoffman and Gelman's slice
    /// sampling (their Algorithm 3).
    Slice,
}

impl From<AlgorithmArg> for Algorithm {
    fn from(a: AlgorithmArg) -> Algorithm {
        match a {
            AlgorithmArg::Nuts => Algorithm::Nuts,
            AlgorithmArg::Slice => Algorithm::Slice,
        }
    }
}

/// `--adapt`: the sampler's `Adapt`, by its flag names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum AdaptArg {
    /// Stan's: dual averaging, the draws' variances over doubling windows.
    Stan,
    /// nutpie's: the draws' and gradients' variances, updated after every
    /// warmup transition (diagonal metric only).
    Nutpie,
}

impl From<AdaptArg> for Adapt {
    fn from(a: AdaptArg) -> Adapt {
        match a {
            AdaptArg::Stan => Adapt::Stan,
            AdaptArg::Nutpie => Adapt::Nutpie,
        }
    }
}

#[derive(clap::Args, Debug)]
pub struct Options {
    /// The model: a file defining `log_density(theta, ...)`.
    pub model: PathBuf,
    /// The model's data: .json or .npz, one entry per data parameter of `log_density`, by name.
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// Many datasets at once: .json or .npz whose every data entry has a leading axis of M datasets (`y` of shape
    /// [M, N] for `y: Shared[f64[N]]`); the M posteriors are sampled as one batch of M x --chains chains, each
    /// dataset's chains exactly those `--data` with its slice would run. The output gets a `dataset` dimension ahead
    /// of `chain`.
    #[arg(long, conflicts_with = "data")]
    pub datasets: Option<PathBuf>,
    /// Chains per posterior, run as one batch.
    #[arg(long, default_value_t = 4)]
    pub chains: usize,
    /// Warmup (adaptation) transitions per chain.
    #[arg(long, default_value_t = 1000)]
    pub warmup: usize,
    /// Transitions kept per chain after warmup.
    #[arg(long, default_value_t = 1000)]
    pub draws: usize,
    /// Seed of every random choice (chain c draws from its own keys).
    #[arg(long, default_value_t = 0)]
    pub seed: i64,
    #[arg(long, value_enum, default_value = "cpu")]
    pub backend: SampleBackend,
    /// Tree depth limit: at most 2^max_depth leapfrog leaves per transition [default: the model's
    /// MAX_DEPTH constant, else 10]
    #[arg(long)]
    pub max_depth: Option<usize>,
    /// The mean acceptance statistic the step size adapts to [default: the model's TARGET_ACCEPT
    /// constant, else 0.8]
    #[arg(long)]
    pub target_accept: Option<f64>,
    /// Initial points uniform in (-J, J) on the unconstrained scale [default: the model's
    /// INIT_JITTER constant, else 2]
    #[arg(long)]
    pub init_jitter: Option<f64>,
    /// Start each chain at the best of the local maxima that N iterations of L-BFGS reach uphill
    /// from its initial points (8 random ones, or --init's) [default: the model's INIT_OPTIMIZE
    /// constant, else 0: the points themselves]. Needs Stan's warmup (--adapt stan).
    #[arg(long, value_name = "N")]
    pub init_optimize: Option<usize>,
    /// Initial points instead, on the constrained scale: a JSON object of the parameters by name
    /// ({"mu": 0.0, "tau": 1.0, "eta": [...]}) for every chain, or a list of such objects, one per chain.
    #[arg(long)]
    pub init: Option<PathBuf>,
    /// `nuts` (Stan's) or `slice` (the autobatching paper's benchmark variant).
    #[arg(long, value_enum, default_value = "nuts")]
    pub algorithm: AlgorithmArg,
    /// Leapfrog steps per leaf of the tree (the paper's benchmark takes 4).
    #[arg(long, default_value_t = 1)]
    pub leaf_steps: usize,
    /// The warmup: `stan` (dual averaging, the draws' variances over doubling windows) or `nutpie` (the draws' and
    /// gradients' variances, updated after every warmup transition; fewer gradients a draw, but worse mixing per draw
    /// on correlated, hierarchical and GP posteriors; diagonal metric only). Default: stan, or the model's ADAPT.
    #[arg(long, value_enum)]
    pub adapt: Option<AdaptArg>,
    /// Adapt a dense metric: the warmup draws' covariance (D x D) instead of their variances, for
    /// correlated posteriors; each leapfrog step then costs a D x D product more.
    #[arg(long)]
    pub dense_mass: bool,
    /// Depth of the explicit stacks, fixed: the tree recursion needs about --max-depth; a log density that loops
    /// needs one entry per iteration for its gradient's saved values. Default: start at max(64, max-depth + 16)
    /// (or the depth this model needed before) and grow 4x on overflow, up to 65536.
    #[arg(long)]
    pub max_stack_depth: Option<usize>,
    /// Keep the warmup draws in the output file (groups warmup_posterior, warmup_sample_stats).
    #[arg(long)]
    pub save_warmup: bool,
    /// Also write the draws on the unconstrained scale, the sampler's free coordinates (group
    /// unconstrained_posterior; in .npz, arrays unconstrained_NAME).
    #[arg(long)]
    pub save_unconstrained: bool,
    /// cpu only: worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// cuda only: the GPU architecture to compile for.
    #[arg(long, default_value = DEFAULT_GPU_ARCH)]
    pub gpu_arch: String,
    /// Write the draws here: .nc (ArviZ InferenceData, netCDF) or .npz.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Run one shard of the chains: `K/N` runs chains [K*C/N, (K+1)*C/N) of --chains C by their global indices
    /// (keys, initial points, chain coordinates), so that `autobatch merge` of the N shards' outputs is the
    /// unsharded run's, bit for bit; `env` takes K and N from the scheduler (a Slurm job array, a Kubernetes Indexed
    /// Job with --shards, an Open MPI or PMI rank). Needs -o, an .npz: the shard's part (docs/distributed.md).
    #[arg(long, value_name = "K/N|env")]
    pub shard: Option<String>,
    /// The number of shards, where the scheduler does not say it (a Kubernetes Indexed Job's completions).
    #[arg(long, value_name = "N")]
    pub shards: Option<usize>,
    /// No compile message and no progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Also print the compile time, split into the front end, MLIR and LLVM (what the compile cache had already
    /// built costs none of MLIR's or LLVM's), with how many of the code's units were compiled rather than taken from
    /// the cache (a changed model recompiles only its own), the gradients and their rate, and for a compiled sampler the steps of
    /// its program-counter loop per gradient with the blocks that ran the most.
    #[arg(long)]
    pub stats: bool,
    /// Compile only: build the sampler's bundle (and the generated quantities') through the cache for --backend,
    /// --gpu-arch, --dense-mass and --max-stack-depth, print what the run-time side needs as JSON (the Python
    /// API's `autobatch.sample` runs it in process), and sample nothing.
    #[arg(long)]
    pub prepare: bool,
}

impl Options {
    pub fn request(&self) -> Result<Request, Error> {
        let init = match &self.init {
            Some(path) => Some(read_init(path)?),
            None => None,
        };
        let shard = Shard::from_flags(self.shard.as_deref(), self.shards)
            .map_err(|e| Error::Usage(e.to_string()))?
            .unwrap_or(Shard::WHOLE);
        Ok(Request {
            model: self.model.clone(),
            data: self.data.clone(),
            datasets: self.datasets.clone(),
            settings: Settings {
                chains: self.chains,
                warmup: self.warmup,
                draws: self.draws,
                seed: self.seed,
                max_depth: self.max_depth.unwrap_or(Settings::default().max_depth),
                target_accept: self.target_accept.unwrap_or(Settings::default().target_accept),
                algorithm: self.algorithm.into(),
                leaf_steps: self.leaf_steps,
                init_jitter: self.init_jitter.unwrap_or(Settings::default().init_jitter),
                init: None,
                init_optimize: self.init_optimize.unwrap_or(0),
                dense_mass: self.dense_mass,
                adapt: self.adapt.map_or(Adapt::default(), Adapt::from),
                shard,
            },
            init,
            init_jitter: self.init_jitter,
            init_optimize: self.init_optimize,
            adapt: self.adapt.map(Adapt::from),
            target_accept: self.target_accept,
            max_depth: self.max_depth,
            backend: self.backend,
            threads: self.threads.unwrap_or(0),
            gpu_arch: self.gpu_arch.clone(),
            max_stack_depth: self.max_stack_depth,
            save_warmup: self.save_warmup,
            save_unconstrained: self.save_unconstrained,
            output: self.output.clone(),
            sharded: self.shard.is_some(),
            progress: !self.quiet,
        })
    }
}

/// `--init FILE`: its JSON, read before anything is compiled; the
/// parameters it names are checked once the model's are known
/// (`autobatch_sampler::init`).
fn read_init(path: &Path) -> Result<(PathBuf, serde_json::Value), Error> {
    let text = driver::read_source(path)?;
    let json =
        serde_json::from_str(&text).map_err(|e| Error::Usage(format!("--init {}: not JSON ({e})", path.display())))?;
    Ok((path.to_path_buf(), json))
}

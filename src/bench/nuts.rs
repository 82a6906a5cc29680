//! `autobatch bench nuts`: the No-U-Turn Sampler examples at several
//! batch sizes (one chain per member) through a compiled bundle, as in
//! the autobatching paper's Figures 6 and 7: gradient evaluations per
//! second against the batch size, and the batch utilization of the
//! gradient (the fraction of the lanes of its block's steps that ran a
//! member) with many trajectories per chain against one.
//!
//! Compilation is excluded from the times (the bundle cache, then one
//! untimed run at the smallest batch); each time is the best of
//! `--repeats` runs. A GPU run's time includes the copies of the state
//! to and from the device (the kernel's own time is in the JSON).
//!
//! The sampler is python/autobatch/slice_nuts.py, bound to the model as
//! `autobatch sample` binds one; what differs between the models lives in
//! one `Model` each (`LOGREG`, `GAUSSIAN`); the types of the inputs come
//! from the compiled signature.

use autobatch_compiler::cache;
use autobatch_compiler::codegen::bundle::BuildOptions;
use autobatch_compiler::codegen::mlir::Schedule;
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver::{self, Error};
use autobatch_compiler::exec::DEFAULT_MAX_STACK_DEPTH;
use autobatch_runtime::bundle::Bundle;
use autobatch_runtime::{Arg, BlockStat, DType, Inputs, RunInfo, Signature, Status, Value};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::time::Instant;

mod data;
mod models;
mod posterior;
mod report;

pub use models::{outputs, roles, DataSource, Model, ModelArg, Source, ENTRY, GAUSSIAN, GRAD_BLOCKS, LOGREG, SAMPLER};

pub use posterior::Posterior;

pub use report::{plots, table, to_json};

/// The benchmark's settings, which are also its command-line arguments.
#[derive(Clone, Debug, clap::Args)]
pub struct Options {
    #[arg(long, value_enum, default_value = "logreg")]
    pub model: ModelArg,
    #[arg(long, value_enum, default_value = "cpu")]
    pub backend: Target,
    /// Batch sizes (chains).
    #[arg(long, value_delimiter = ',', default_value = "1,4,16,64,256,1024")]
    pub batch: Vec<usize>,
    /// NUTS transitions (full trajectories) per chain after warmup.
    #[arg(long, default_value_t = 10)]
    pub trajectories: i64,
    /// Also run each batch with this many trajectories, for utilization.
    #[arg(long, default_value_t = 1)]
    pub compare_trajectories: i64,
    /// Leapfrog step size (default: the model's).
    #[arg(long)]
    pub eps: Option<f64>,
    #[arg(long, default_value_t = 8)]
    pub max_depth: i64,
    /// Warmup transitions per chain (counted in the work, not in the sums).
    #[arg(long, default_value_t = 0)]
    pub warmup: i64,
    /// The shared data (.npz with one array per shared parameter, or .json).
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// CPU threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
    /// Timed runs per batch size; the best counts.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    pub repeats: u32,
    /// Chain i of a batch has seed SEED + i.
    #[arg(long, default_value_t = 0)]
    pub seed: i64,
    /// The model's products with its data use fused multiply-adds (as XLA
    /// does): faster, but no longer bit-identical to CPython.
    #[arg(long)]
    pub fma: bool,
    /// cpu only: the loop's schedule (`sync-heavy` or the paper's `earliest`).
    #[arg(long, value_enum, default_value = "sync-heavy")]
    pub schedule: Schedule,
}

impl Options {
    pub fn eps(&self) -> f64 {
        self.eps.unwrap_or(self.model.model().default_eps)
    }

    /// `threads`, with 0 meaning one per core; the GPU takes none.
    pub fn thread_count(&self) -> usize {
        match (self.backend, self.threads) {
            (Target::Cuda, _) => 0,
            (Target::Cpu, 0) => autobatch_runtime::bundle::default_threads(),
            (Target::Cpu, n) => n,
        }
    }

    fn check(&self) -> Result<(), Error> {
        let bad = |m: &str| Err(Error::Usage(m.to_string()));
        if self.batch.is_empty() || self.batch.contains(&0) {
            return bad("--batch: give positive batch sizes");
        }
        if self.trajectories < 1 || self.compare_trajectories < 1 {
            return bad("--trajectories and --compare-trajectories must be at least 1");
        }
        if self.warmup < 0 || self.max_depth < 1 {
            return bad("--warmup must be >= 0 and --max-depth >= 1");
        }
        if !(self.eps() > 0.0 && self.eps().is_finite()) {
            return bad("--eps must be a positive number");
        }
        Ok(())
    }
}

/// The settings as recorded in the JSON.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Settings {
    pub model: &'static str,
    pub backend: &'static str,
    /// The sampler's file and entry, and the model file bound to it.
    pub sampler: &'static str,
    pub entry: &'static str,
    pub model_file: &'static str,
    pub batch: Vec<usize>,
    pub trajectories: i64,
    pub compare_trajectories: i64,
    pub eps: f64,
    pub max_depth: i64,
    pub warmup: i64,
    pub seed: i64,
    pub fma: bool,
    pub schedule: &'static str,
    pub data: Option<String>,
    /// CPU threads (0 on the GPU).
    pub threads: usize,
    pub repeats: u32,
    pub timing: &'static str,
    pub grad_blocks: &'static [&'static str],
}

/// One batch size's figures.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Row {
    /// `autobatch`, for scripts/bench/peers/summarize.py.
    pub peer: &'static str,
    pub model: String,
    pub backend: String,
    pub batch: usize,
    pub eps: f64,
    pub max_depth: i64,
    pub trajectories: i64,
    /// Best wall time of the timed runs.
    pub seconds: f64,
    /// On the GPU, the kernel's time in the best run, without copies.
    pub kernel_seconds: Option<f64>,
    /// Gradient evaluations of all chains (warmup included).
    pub grads: u64,
    pub grads_per_sec: f64,
    /// Mean tree depth of a transition.
    pub mean_depth: f64,
    pub utilization: f64,
    pub compare_trajectories: i64,
    pub utilization_compare: f64,
    /// `utilization / utilization_compare`.
    pub utilization_ratio: f64,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Report {
    pub settings: Settings,
    pub rows: Vec<Row>,
    /// What the largest batch sampled (`None` without kept transitions).
    pub posterior: Option<Posterior>,
}

/// The utilization of the gradient: `active / lanes` of the block
/// labelled `label`, whose `active` must be the gradients the chains
/// counted (`grads`), or the statistics do not measure what they claim.
pub fn utilization(blocks: &[BlockStat], grad_blocks: &[&str], grads: u64) -> Result<f64, String> {
    let label = grad_blocks.join(" + ");
    let found: Vec<&BlockStat> = blocks
        .iter()
        .filter(|b| grad_blocks.contains(&b.label.as_str()))
        .collect();
    if found.is_empty() {
        let labels: Vec<&str> = blocks.iter().map(|b| b.label.as_str()).collect();
        return Err(format!(
            "no block {label} in the run's statistics (blocks: {})",
            labels.join(", ")
        ));
    }
    let block = BlockStat {
        label: label.clone(),
        steps: found.iter().map(|b| b.steps).sum(),
        lanes: found.iter().map(|b| b.lanes).sum(),
        active: found.iter().map(|b| b.active).sum(),
    };
    if block.active != grads {
        return Err(format!(
            "block {label} ran for {} members, but the chains counted {grads} gradient evaluations",
            block.active
        ));
    }
    if block.lanes == 0 || block.active > block.lanes {
        return Err(format!(
            "block {label}: {} active members in {} lanes",
            block.active, block.lanes
        ));
    }
    Ok(block.active as f64 / block.lanes as f64)
}

/// What one run of a batch gave.
struct Measured {
    seconds: f64,
    info: RunInfo,
    grads: u64,
    depths: u64,
}

/// The prepared benchmark: the bundle and what every batch shares.
struct Bench<'a> {
    model: &'static Model,
    options: &'a Options,
    bundle: Bundle,
    /// The shared arguments, by parameter index.
    shared: Vec<(usize, Value)>,
}

fn int(dtype: DType, v: i64, name: &str) -> Result<Value, Error> {
    match dtype {
        DType::I64 => Ok(Value::I64(v)),
        DType::I32 => i32::try_from(v)
            .map(Value::I32)
            .map_err(|_| Error::Usage(format!("{name} = {v} does not fit in i32"))),
        other => Err(Error::Usage(format!(
            "parameter {name} is {other}, expected an integer"
        ))),
    }
}

fn float(dtype: DType, v: f64, name: &str) -> Result<Value, Error> {
    match dtype {
        DType::F64 => Ok(Value::F64(v)),
        DType::F32 => Ok(Value::F32(v as f32)),
        other => Err(Error::Usage(format!("parameter {name} is {other}, expected a float"))),
    }
}

impl Bench<'_> {
    fn signature(&self) -> &Signature {
        self.bundle.signature()
    }

    /// A batch of `z` chains of `steps` trajectories each.
    fn inputs(&self, z: usize, steps: i64) -> Result<Inputs, Error> {
        let o = self.options;
        let mut args = Vec::with_capacity(self.signature().params.len());
        for (i, p) in self.signature().params.iter().enumerate() {
            if let Some((_, v)) = self.shared.iter().find(|(j, _)| *j == i) {
                args.push(Arg::Shared(v.clone()));
                continue;
            }
            let (dtype, name) = (p.ty.dtype, p.name.as_str());
            let same = |v: Result<Value, Error>| v.map(|v| vec![v; z]);
            let values = match name {
                roles::SEED => (0..z)
                    .map(|b| int(dtype, o.seed.wrapping_add(b as i64), name))
                    .collect::<Result<Vec<_>, _>>()?,
                roles::START => vec![Value::zero(&p.ty); z],
                roles::EPS => same(float(dtype, o.eps(), name))?,
                roles::NUM_WARMUP => same(int(dtype, o.warmup, name))?,
                roles::NUM_STEPS => same(int(dtype, steps, name))?,
                roles::MAX_DEPTH => same(int(dtype, o.max_depth, name))?,
                n => {
                    return Err(Error::Usage(format!(
                        "{}: the benchmark has no value for parameter {n} (bench/nuts/models.rs's roles)",
                        SAMPLER.file
                    )))
                }
            };
            args.push(Arg::Batched(values));
        }
        Ok(Inputs { z, args })
    }

    fn column_sum(&self, info: &RunInfo, output: usize, what: &str) -> Result<u64, Error> {
        let column = info
            .outputs
            .values
            .get(output)
            .ok_or_else(|| Error::Usage(format!("{}: no output {output} ({what})", SAMPLER.file)))?;
        column.iter().try_fold(0u64, |sum, v| {
            let n = v.as_i64().and_then(|n| u64::try_from(n).ok());
            let n = n.ok_or_else(|| Error::Usage(format!("output {output} ({what}) is not a count: {v:?}")))?;
            Ok(sum + n)
        })
    }

    /// Runs a batch once, checking that every chain finished.
    fn run_once(&self, inputs: &Inputs) -> Result<Measured, Error> {
        let start = Instant::now();
        let info = self.bundle.run_with_info(inputs, self.options.thread_count())?;
        let seconds = start.elapsed().as_secs_f64();
        if let Some((b, s)) = info.outputs.status.iter().enumerate().find(|(_, s)| **s != Status::Ok) {
            return Err(Error::Usage(format!(
                "chain {b} of {} stopped with {} (try a smaller --max-depth or another --eps)",
                inputs.z,
                s.code()
            )));
        }
        let grads = self.column_sum(&info, outputs::GRADS, "gradient evaluations")?;
        let depths = self.column_sum(&info, outputs::DEPTHS, "tree depths")?;
        Ok(Measured {
            seconds,
            info,
            grads,
            depths,
        })
    }

    /// The best of `repeats` runs (utilization and gradients are the same
    /// in every run: the chains are deterministic).
    fn best_of(&self, inputs: &Inputs, repeats: u32) -> Result<Measured, Error> {
        let mut best = self.run_once(inputs)?;
        for _ in 1..repeats {
            let m = self.run_once(inputs)?;
            if m.seconds < best.seconds {
                best = m;
            }
        }
        Ok(best)
    }

    fn utilization(&self, m: &Measured) -> Result<f64, Error> {
        utilization(&m.info.blocks, GRAD_BLOCKS, m.grads)
            .map_err(|e| Error::Usage(format!("{} bound to {}: {e}", SAMPLER.file, self.model.model.file)))
    }
}

/// Compiles the model (through the bundle cache) and loads its data.
fn prepare(options: &Options) -> Result<Bench<'_>, Error> {
    let model = options.model.model();
    if options.backend == Target::Cuda {
        // Without a GPU there is no point in compiling for one first.
        autobatch_runtime::cuda::probe()?;
    }
    let (compiled, text) =
        driver::compile_library(SAMPLER.text, SAMPLER.file, model.model.text, model.model.file, ENTRY)?;
    let depth = DEFAULT_MAX_STACK_DEPTH.max(options.max_depth as usize + 16);
    let build = BuildOptions {
        fma: options.fma,
        schedule: options.schedule,
        ..BuildOptions::new(options.backend, depth)
    };
    let (dir, _) = cache::cached_bundle(&compiled, &text, &build)?;
    let bundle = Bundle::load(&dir)?;
    let shared = data::shared_args(model, bundle.signature(), options.data.as_deref())?;
    Ok(Bench {
        model,
        options,
        bundle,
        shared,
    })
}

/// Runs the whole benchmark.
pub fn run(options: &Options) -> Result<Report, Error> {
    options.check()?;
    let bench = prepare(options)?;
    let mut sizes = options.batch.clone();
    sizes.sort_unstable();
    sizes.dedup();
    let compare = options.compare_trajectories != options.trajectories;
    let runs_per_size = u64::from(options.repeats) + u64::from(compare);
    let bar = ProgressBar::new(1 + sizes.len() as u64 * runs_per_size).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {elapsed} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar.set_message(format!("warm-up at Z = {}", sizes[0]));
    bench.run_once(&bench.inputs(sizes[0], options.trajectories)?)?;
    bar.inc(1);
    let (model, backend) = (bench.model.name.to_string(), options.backend.name().to_string());
    let mut rows = Vec::new();
    let mut posterior = None;
    for &z in &sizes {
        bar.set_message(format!("Z = {z}, {} trajectories", options.trajectories));
        let m = bench.best_of(&bench.inputs(z, options.trajectories)?, options.repeats)?;
        bar.inc(u64::from(options.repeats));
        let utilization = bench.utilization(&m)?;
        let utilization_compare = if compare {
            bar.set_message(format!("Z = {z}, {} trajectories", options.compare_trajectories));
            let c = bench.run_once(&bench.inputs(z, options.compare_trajectories)?)?;
            bar.inc(1);
            bench.utilization(&c)?
        } else {
            utilization
        };
        let transitions = z as f64 * (options.warmup + options.trajectories) as f64;
        rows.push(Row {
            peer: "autobatch",
            model: model.clone(),
            backend: backend.clone(),
            batch: z,
            eps: options.eps(),
            max_depth: options.max_depth,
            trajectories: options.trajectories,
            seconds: m.seconds,
            kernel_seconds: m.info.kernel_seconds,
            grads: m.grads,
            grads_per_sec: m.grads as f64 / m.seconds.max(f64::MIN_POSITIVE),
            mean_depth: m.depths as f64 / transitions,
            utilization,
            compare_trajectories: options.compare_trajectories,
            utilization_compare,
            utilization_ratio: utilization / utilization_compare,
        });
        let values = &m.info.outputs.values;
        if let (Some(sums), Some(squares)) = (values.get(outputs::SUMS), values.get(outputs::SQUARES)) {
            posterior = posterior::from_sums(sums, squares, options.trajectories);
        }
    }
    bar.finish_and_clear();
    Ok(Report {
        settings: settings(options, bench.model),
        rows,
        posterior,
    })
}

fn settings(options: &Options, model: &'static Model) -> Settings {
    Settings {
        model: model.name,
        backend: options.backend.name(),
        sampler: SAMPLER.file,
        entry: ENTRY,
        model_file: model.model.file,
        batch: options.batch.clone(),
        trajectories: options.trajectories,
        compare_trajectories: options.compare_trajectories,
        eps: options.eps(),
        max_depth: options.max_depth,
        warmup: options.warmup,
        seed: options.seed,
        fma: options.fma,
        schedule: options.schedule.name(),
        data: options.data.as_ref().map(|p| p.display().to_string()),
        threads: options.thread_count(),
        repeats: options.repeats,
        timing: "best wall time of `repeats` warm runs, compilation excluded",
        grad_blocks: GRAD_BLOCKS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stat(label: &str, lanes: u64, active: u64) -> BlockStat {
        BlockStat {
            label: label.to_string(),
            steps: 1,
            lanes,
            active,
        }
    }

    #[test]
    fn utilization_is_active_over_lanes_of_the_gradient_block() {
        let blocks = [stat("chain.b0", 8, 8), stat("log_density_and_grad.b0", 40, 30)];
        assert_eq!(utilization(&blocks, &["log_density_and_grad.b0"], 30), Ok(0.75));
    }

    #[test]
    fn utilization_refuses_counts_that_disagree() {
        let blocks = [stat("log_density_and_grad.b0", 40, 30)];
        let e = utilization(&blocks, &["log_density_and_grad.b0"], 31).unwrap_err();
        assert!(e.contains("31 gradient evaluations"), "{e}");
        let e = utilization(&blocks, &["grad.b0"], 30).unwrap_err();
        assert!(e.contains("no block grad.b0"), "{e}");
    }
}

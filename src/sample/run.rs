//! One `autobatch sample` run, end to end: compile the model with the
//! sampler, read the data, run the chains with a progress bar, then the
//! summary and the output file.

use super::arviz::{self, AttrValue};
use super::budget;
use super::chains::{run_chains, Engine};
use super::diagnostics::Draws;
use super::program::SamplerProgram;
use super::summary::{format_table, sampler_warnings, summarize, SummaryRow, TransitionCounts};
use super::trace::{ThetaDType, Trace};
use super::{read_data, Settings};
use crate::codegen::bundle::BuildOptions;
use crate::codegen::{cache, Target};
use crate::driver::{self, Error};
use crate::exec::ExecOptions;
use autobatch_runtime::{Bundle, DType};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::{Path, PathBuf};

/// Where the chains run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SampleBackend {
    /// Compiled for the CPU cores (the default).
    Cpu,
    /// Compiled for an NVIDIA GPU.
    Cuda,
    /// The program-counter VM: no compilation, exact, slow.
    Vm,
}

/// Everything `autobatch sample` is given.
pub struct Request {
    pub model: PathBuf,
    pub data: Option<PathBuf>,
    pub settings: Settings,
    pub backend: SampleBackend,
    /// cpu: worker threads (0: one per core).
    pub threads: usize,
    pub gpu_arch: String,
    /// Depth of the explicit stacks (recursion and the gradient's tapes).
    pub max_stack_depth: usize,
    pub save_warmup: bool,
    pub output: Option<PathBuf>,
    /// Print the progress bar (standard error).
    pub progress: bool,
}

/// What a run produced.
pub struct Outcome {
    pub posterior: Trace,
    pub warmup: Option<Trace>,
    pub summary: Vec<SummaryRow>,
    pub warnings: Vec<String>,
    /// Wall seconds of the chains (after compilation).
    pub seconds: f64,
}

impl Outcome {
    /// The summary table and the warning lines, as printed.
    pub fn report(&self) -> String {
        let mut text = format_table(&self.summary);
        for w in &self.warnings {
            text.push_str(w);
            text.push('\n');
        }
        text
    }
}

pub fn sample(request: &Request) -> Result<Outcome, Error> {
    let settings = &request.settings;
    settings.check()?;
    // Before hours of sampling, not after them.
    if let Some(path) = &request.output {
        arviz::check_output(path).map_err(|e| Error::Usage(e.to_string()))?;
    }
    let source = driver::read_source(&request.model)?;
    let mut program = SamplerProgram::compile(&source, &request.model.display().to_string(), settings.dense_mass)?;
    program.max_stack_depth = request.max_stack_depth;
    check_init(settings, program.dim)?;
    let data = read_data(request.data.as_deref(), &program.data)?;
    let engine = engine(&program, request)?;
    let dtype = match program.dtype {
        DType::F32 => ThetaDType::F32,
        _ => ThetaDType::F64,
    };
    if let Some(available) = crate::exec::available_bytes() {
        let (state, shared) = engine.bytes(&program);
        let chain = budget::ChainBytes {
            state,
            shared,
            dim: program.dim,
            dtype,
        };
        budget::check_memory(
            settings,
            &chain,
            request.save_warmup,
            request.output.is_some(),
            available,
        )?;
    }
    let trace = || Trace::new(settings.chains, program.dim, dtype).map_err(|e| Error::Usage(e.to_string()));
    let (mut posterior, mut warmup) = (trace()?, trace()?);
    let total = settings.warmup + settings.draws;
    let bar = progress_bar(request.progress, total);
    let divergences = std::cell::Cell::new(0u64);
    let start = std::time::Instant::now();
    run_chains(
        &program,
        &engine,
        settings,
        &data,
        |k, theta, stats| {
            let into = if k < settings.warmup {
                &mut warmup
            } else {
                &mut posterior
            };
            if k >= settings.warmup {
                divergences.set(divergences.get() + stats.iter().filter(|s| s.diverging).count() as u64);
            }
            if k >= settings.warmup || request.save_warmup {
                into.push_draw(theta, stats).map_err(|e| Error::Usage(e.to_string()))?;
            }
            Ok(())
        },
        |done| {
            let phase = if done <= settings.warmup { "warmup" } else { "sampling" };
            bar.set_position(done as u64);
            bar.set_message(format!("{phase}, {} divergent", divergences.get()));
        },
    )?;
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let outcome = Outcome {
        summary: summary_rows(&posterior)?,
        warnings: sampler_warnings(&counts(&posterior, settings.max_depth)),
        warmup: request.save_warmup.then_some(warmup),
        posterior,
        seconds,
    };
    if let Some(path) = &request.output {
        write(path, &outcome, request)?;
    }
    Ok(outcome)
}

fn check_init(settings: &Settings, dim: usize) -> Result<(), Error> {
    match &settings.init {
        Some(rows) if (rows.len() != 1 && rows.len() != settings.chains) || rows.iter().any(|r| r.len() != dim) => {
            Err(Error::Usage(format!(
                "--init must give one row of {dim} values (theta's length) for every chain, or {} such rows (one per chain)",
                settings.chains
            )))
        }
        _ => Ok(()),
    }
}

fn engine(program: &SamplerProgram, request: &Request) -> Result<Engine, Error> {
    let depth = request.max_stack_depth;
    let target = match request.backend {
        SampleBackend::Vm => {
            return Ok(Engine::Vm(ExecOptions {
                max_stack_depth: depth,
                gather: false,
                memory_limit: crate::exec::run_memory_limit(),
            }))
        }
        SampleBackend::Cpu => Target::Cpu,
        SampleBackend::Cuda => Target::Cuda,
    };
    let options = BuildOptions {
        gpu_arch: request.gpu_arch.clone(),
        ..BuildOptions::new(target, depth)
    };
    compiled_engine(program, &options, request.threads)
}

/// The sampler compiled (through the cache) and loaded: on `threads` CPU
/// threads (0: one per core), or the GPU.
pub fn compiled_engine(program: &SamplerProgram, options: &BuildOptions, threads: usize) -> Result<Engine, Error> {
    if options.target == Target::Cuda {
        autobatch_runtime::cuda::probe()?;
    }
    let (dir, _) = cache::cached_bundle(&program.compiled, &program.text, options)?;
    Ok(Engine::Bundle {
        bundle: Box::new(Bundle::load(&dir)?),
        threads,
    })
}

fn progress_bar(visible: bool, total: usize) -> ProgressBar {
    if !visible {
        return ProgressBar::hidden();
    }
    ProgressBar::new(total as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} transitions {elapsed} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    )
}

/// ArviZ's summary of every coordinate of theta.
fn summary_rows(posterior: &Trace) -> Result<Vec<SummaryRow>, Error> {
    let (chains, draws, dim) = (posterior.chains(), posterior.draws(), posterior.dim());
    let theta = posterior.theta();
    (0..dim)
        .map(|d| {
            let values = (0..chains * draws).map(|i| theta[i * dim + d]).collect();
            let draws = Draws::new(chains, draws, values).map_err(Error::Usage)?;
            Ok(summarize(&format!("theta[{d}]"), &draws))
        })
        .collect()
}

fn counts(posterior: &Trace, max_depth: usize) -> TransitionCounts {
    let stats = (0..posterior.chains()).flat_map(|c| posterior.chain_stats(c).iter());
    let (mut transitions, mut divergent, mut max_depth_hits) = (0, 0, 0);
    for s in stats {
        transitions += 1;
        divergent += u64::from(s.diverging);
        max_depth_hits += u64::from(s.tree_depth >= max_depth as i64);
    }
    TransitionCounts {
        transitions,
        divergent,
        max_depth_hits,
        max_tree_depth: u32::try_from(max_depth).unwrap_or(u32::MAX),
    }
}

fn write(path: &Path, outcome: &Outcome, request: &Request) -> Result<(), Error> {
    let s = &request.settings;
    let attrs = [
        ("num_chains", AttrValue::Int(s.chains as i64)),
        ("num_warmup", AttrValue::Int(s.warmup as i64)),
        ("num_draws", AttrValue::Int(s.draws as i64)),
        ("seed", AttrValue::Int(s.seed)),
        ("max_depth", AttrValue::Int(s.max_depth as i64)),
        ("target_accept", AttrValue::Float(s.target_accept)),
        (
            "metric",
            AttrValue::Str(if s.dense_mass { "dense" } else { "diagonal" }.into()),
        ),
        ("sampling_time", AttrValue::Float(outcome.seconds)),
    ];
    arviz::write(path, &outcome.posterior, outcome.warmup.as_ref(), &attrs).map_err(|e| Error::Usage(e.to_string()))
}

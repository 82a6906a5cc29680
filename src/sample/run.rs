//! One `autobatch sample` run, end to end: compile the model with the
//! sampler, read the data, check the run against the memory available,
//! run the chains with a progress bar (`autobatch_sampler::sample`), then
//! the summary and the output file.

use super::compile_message::CompileMessage;
use super::engine::{load_bundle, vm_options, AutoDepth, CliEngine, AUTO_DEPTH_CEILING};
use super::program::{DataBinding, GenerateProgram, SamplerProgram};
use autobatch_compiler::cache;
use autobatch_compiler::codegen::bundle::BuildOptions;
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver::{self, Error};
use autobatch_compiler::exec;
use autobatch_sampler::merge::{self, write_part, RunFlags};
use autobatch_sampler::prepared::Prepared;
use autobatch_sampler::protocol::ModelInfo;
use autobatch_sampler::{
    arviz, budget, generated, init, read_data, read_datasets, Adapt, Engine, Outcome, RunData, Settings,
};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;

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
    /// `--datasets`: many datasets at once, sampled as one batch (the
    /// sampler compiled with its data per member).
    pub datasets: Option<PathBuf>,
    pub settings: Settings,
    pub backend: SampleBackend,
    /// cpu: worker threads (0: one per core).
    pub threads: usize,
    pub gpu_arch: String,
    /// Depth of the explicit stacks (recursion and the gradient's tapes):
    /// fixed, or `None` to start at the depth the tree recursion needs
    /// (or the one this program needed before) and grow on overflow
    /// (`engine.rs`).
    pub max_stack_depth: Option<usize>,
    pub save_warmup: bool,
    /// Write theta too (`--save-unconstrained`).
    pub save_unconstrained: bool,
    /// `--init`: the file and its JSON, read before the compile.
    pub init: Option<(PathBuf, serde_json::Value)>,
    /// `--init-jitter` and `--adapt` where given; else the model's
    /// `INIT_JITTER` and `ADAPT` replace `settings`' (Stan's 2, and
    /// `Adapt::default`) once it is compiled.
    pub init_jitter: Option<f64>,
    /// `--init-optimize` where given; else the model's `INIT_OPTIMIZE`.
    pub init_optimize: Option<usize>,
    pub adapt: Option<Adapt>,
    /// `--target-accept` and `--max-depth` where given; else the model's
    /// `TARGET_ACCEPT` and `MAX_DEPTH` replace `settings`' (0.8 and 10).
    pub target_accept: Option<f64>,
    pub max_depth: Option<usize>,
    pub output: Option<PathBuf>,
    /// `--shard`: the output is this shard's part (`merge.rs`).
    pub sharded: bool,
    /// Print the progress bar (standard error).
    pub progress: bool,
}

impl Request {
    /// Where the compiled sampler keeps the model's data.
    pub fn binding(&self) -> DataBinding {
        if self.datasets.is_some() {
            DataBinding::PerMember
        } else {
            DataBinding::Shared
        }
    }

    /// The run's data by the model's data parameters `names`: `--data`'s,
    /// or `--datasets`'.
    fn read_data(&self, names: &[(String, autobatch_runtime::Type)]) -> Result<RunData, Error> {
        match &self.datasets {
            Some(path) => read_datasets(path, names).map_err(sampler_error),
            None => Ok(RunData::Shared(
                read_data(self.data.as_deref(), names).map_err(sampler_error)?,
            )),
        }
    }
}

pub fn sample(request: &Request) -> Result<Outcome, Error> {
    let mut settings = request.settings.clone();
    let settings = &mut settings;
    // The settings and `--init` are checked before the compile and the data
    // here; `autobatch_sampler::sample` checks them again for its other
    // callers (two comparisons).
    // (The warmup's check waits for the model's constants: `model_settings`.)
    settings.check_ranges().map_err(sampler_error)?;
    // Before hours of sampling, not after them.
    if let Some(path) = &request.output {
        arviz::check_output(path).map_err(|e| Error::Usage(e.to_string()))?;
    }
    if request.sharded {
        check_part_output(request.output.as_deref(), settings)?;
    }
    let source = driver::read_source(&request.model)?;
    let file = request.model.display().to_string();
    let compiling = CompileMessage::start(request.progress, &file);
    let mut program = SamplerProgram::compile_bound(&source, &file, settings.dense_mass, request.binding())?;
    // The model's constants first: MAX_DEPTH sets the stacks' depth.
    model_settings(request, &program.protocol.model, settings)?;
    let depth = request
        .max_stack_depth
        .unwrap_or_else(|| starting_depth(&program, settings.max_depth));
    program.protocol.model.max_stack_depth = depth;
    let layout = &program.protocol.model.layout;
    if let Some(path) = &request.output {
        let format = arviz::Format::of(path).map_err(|e| Error::Usage(e.to_string()))?;
        let names: Vec<String> = program.generated.iter().map(|(n, _)| n.clone()).collect();
        arviz::check_names(layout, &names, format).map_err(|e| Error::Usage(e.to_string()))?;
    }
    if let Some((path, json)) = &request.init {
        let rows = init::init_rows(layout, json, settings.chains)
            .map_err(|why| Error::Usage(format!("--init {}: {why}", path.display())))?;
        settings.init = Some(rows);
    }
    let settings = &*settings;
    let data = request.read_data(&program.protocol.data)?;
    let mut engine = engine(&program, request, depth)?;
    let flags = (
        request.save_warmup,
        request.save_unconstrained,
        request.output.is_some(),
    );
    let datasets = data.datasets().unwrap_or(1);
    // The generated quantities are compiled before the sampling, so that
    // their batch counts in the memory check.
    let generate = match program.generated.is_empty() {
        true => None,
        false => Some(Generate::build(&source, request, depth)?),
    };
    let generated = (generate.as_ref()).map(|g| g.bytes(&program));
    budget::check_run(&engine, &program.protocol, (settings, datasets), flags, generated).map_err(sampler_error)?;
    compiling.finish();
    let bar = progress_bar(request.progress, settings.warmup + settings.draws);
    // The generated quantities are computed from the kept draws' theta.
    let keep_theta = request.save_unconstrained || !program.generated.is_empty();
    let mut outcome = autobatch_sampler::sample(
        &program.protocol,
        &mut engine,
        settings,
        &data,
        request.save_warmup,
        keep_theta,
        |done, divergent| {
            let phase = if done <= settings.warmup { "warmup" } else { "sampling" };
            bar.set_position(done as u64);
            bar.set_message(format!("{phase}, {divergent} divergent"));
        },
    )
    .map_err(sampler_error)?;
    bar.finish_and_clear();
    if let Some(generate) = generate {
        let generate = generate.at_depth(&source, request, engine.stack_depth())?;
        let generated = generate.run(request, &program, &outcome, &data);
        if !request.save_unconstrained {
            outcome.posterior.drop_unconstrained();
        }
        outcome.generated = generated.map_err(|e| keep_draws(e, &outcome, request, settings))?;
    }
    match &request.output {
        Some(path) if request.sharded => {
            let flags = RunFlags::of(settings, request.save_warmup, request.save_unconstrained);
            let run = run_hash(&source, request)?;
            write_part(&outcome, path, settings, flags, &run).map_err(sampler_error)?;
        }
        Some(path) => outcome.write(path, settings).map_err(sampler_error)?,
        None => {}
    }
    Ok(outcome)
}

/// `e`, a stop of the generated quantities, with the note of
/// `generated::keep_draws` (the draws written without them).
fn keep_draws(e: Error, outcome: &Outcome, request: &Request, settings: &Settings) -> Error {
    let output = (request.output.as_deref(), request.sharded);
    match e {
        Error::Usage(message) => Error::Usage(message + &generated::keep_draws(outcome, output, settings)),
        e => e,
    }
}

/// A shard writes its part, an `.npz`, which `autobatch merge` reads.
fn check_part_output(output: Option<&std::path::Path>, settings: &Settings) -> Result<(), Error> {
    let shard = settings.shard;
    let is_npz = output.is_some_and(|p| arviz::Format::of(p).is_ok_and(|f| f == arviz::Format::Npz));
    if !is_npz {
        return Err(Error::Usage(format!(
            "--shard {shard} writes this shard's part for `autobatch merge`: give -o PART.npz (e.g. -o part_{}.npz); \
             merge writes the .nc",
            shard.index
        )));
    }
    Ok(())
}

/// The run's identity (`autobatch_sampler::merge::run_hash`) from its
/// model's source and its files' bytes.
fn run_hash(source: &str, request: &Request) -> Result<String, Error> {
    let read = |path: &Option<PathBuf>| -> Result<Option<Vec<u8>>, Error> {
        (path.as_ref())
            .map(|p| std::fs::read(p).map_err(|e| Error::Usage(format!("{}: {e}", p.display()))))
            .transpose()
    };
    let (data, datasets) = (read(&request.data)?, read(&request.datasets)?);
    let backend = clap::ValueEnum::to_possible_value(&request.backend).map(|v| v.get_name().to_string());
    Ok(merge::run_hash(&merge::RunSources {
        model: source.as_bytes(),
        data: data.as_deref(),
        datasets: datasets.as_deref(),
        init: request.init.as_ref().map(|(_, json)| json),
        backend: &backend.unwrap_or_default(),
    }))
}

/// The model's `INIT_JITTER`, `INIT_OPTIMIZE`, `ADAPT`, `TARGET_ACCEPT`
/// and `MAX_DEPTH` (`model`) into `settings`, where the flags did not set
/// them; then the warmup's check, naming the flag or the constant.
fn model_settings(request: &Request, model: &ModelInfo, settings: &mut Settings) -> Result<(), Error> {
    if let (None, Some(jitter)) = (request.init_jitter, model.init_jitter) {
        settings.init_jitter = jitter;
    }
    if let (None, Some(target)) = (request.target_accept, model.target_accept) {
        settings.target_accept = target;
    }
    if let (None, Some(depth)) = (request.max_depth, model.max_depth) {
        settings.max_depth = usize::try_from(depth).unwrap_or(usize::MAX);
    }
    let mut optimize_from = format!("--init-optimize {}", settings.init_optimize);
    if let (None, Some(iterations)) = (request.init_optimize, model.init_optimize) {
        settings.init_optimize = usize::try_from(iterations).unwrap_or(usize::MAX);
        optimize_from = format!("{}: its INIT_OPTIMIZE = {iterations}", model.file);
    }
    if let (None, Some(name)) = (request.adapt, &model.adapt) {
        settings.adapt = Adapt::from_name(name).unwrap_or(settings.adapt);
        if settings.adapt == Adapt::Nutpie && settings.dense_mass {
            return Err(Error::Usage(format!(
                "{}: its ADAPT = \"nutpie\" adapts a diagonal metric: drop --dense-mass, or pass --adapt stan",
                model.file
            )));
        }
    }
    settings.check_warmup(&optimize_from).map_err(sampler_error)
}

/// `autobatch sample MODEL --prepare`: the sampler, and the generated
/// quantities where the model has them, compiled through the cache for
/// `request`'s backend and stack depth (with `--datasets`, the sampler
/// with its data per member; the file is not read), described for the run-time side in
/// another process (`autobatch_sampler::prepared`; the Python extension).
pub fn prepare(request: &Request) -> Result<Prepared, Error> {
    let source = driver::read_source(&request.model)?;
    let file = request.model.display().to_string();
    let compiling = CompileMessage::start(request.progress, &file);
    let mut program = SamplerProgram::compile_bound(&source, &file, request.settings.dense_mass, request.binding())?;
    // The tree depth the stacks start for: --max-depth, else the model's
    // MAX_DEPTH (the Python API applies its other constants itself).
    let max_depth = match (request.max_depth, program.protocol.model.max_depth) {
        (None, Some(depth)) => usize::try_from(depth).unwrap_or(usize::MAX),
        _ => request.settings.max_depth,
    };
    let depth = request
        .max_stack_depth
        .unwrap_or_else(|| starting_depth(&program, max_depth));
    program.protocol.model.max_stack_depth = depth;
    let target = match request.backend {
        SampleBackend::Vm => return Err(Error::Usage("--prepare builds bundles: --backend cpu or cuda".into())),
        SampleBackend::Cpu => Target::Cpu,
        SampleBackend::Cuda => Target::Cuda,
    };
    let options = BuildOptions {
        gpu_arch: request.gpu_arch.clone(),
        ..BuildOptions::new(target, depth)
    };
    let (sampler, _) = cache::cached_bundle(&program.compiled, &program.text, &options)?;
    let generate = if program.generated.is_empty() {
        None
    } else {
        let gq = GenerateProgram::compile(&source, &file)?;
        Some(cache::cached_bundle(&gq.compiled, &gq.text, &BuildOptions::new(Target::Cpu, depth))?.0)
    };
    compiling.finish();
    Ok(Prepared {
        sampler,
        generate,
        model: program.protocol.model,
        generated: program.generated,
        grow_until: request.max_stack_depth.is_none().then_some(AUTO_DEPTH_CEILING),
    })
}

/// The model's generated quantities (python/autobatch/generate.py bound
/// to the model): compiled for the CPU (run on the VM with `--backend
/// vm`), with stacks `depth` deep.
struct Generate {
    gq: GenerateProgram,
    bundle: Option<autobatch_runtime::Bundle>,
    depth: usize,
}

impl Generate {
    fn build(source: &str, request: &Request, depth: usize) -> Result<Generate, Error> {
        let gq = GenerateProgram::compile(source, &request.model.display().to_string())?;
        let bundle = match request.backend {
            SampleBackend::Vm => None,
            SampleBackend::Cpu | SampleBackend::Cuda => {
                let options = BuildOptions::new(Target::Cpu, depth);
                let (dir, _) = cache::cached_bundle(&gq.compiled, &gq.text, &options)?;
                Some(autobatch_runtime::Bundle::load(&dir)?)
            }
        };
        Ok(Generate { gq, bundle, depth })
    }

    /// The same program with stacks `depth` deep: the sampler's, grown as
    /// it grew.
    fn at_depth(self, source: &str, request: &Request, depth: usize) -> Result<Generate, Error> {
        match depth == self.depth {
            true => Ok(self),
            false => Generate::build(source, request, depth),
        }
    }

    /// What its batch takes, for the memory check before the sampling.
    fn bytes(&self, program: &SamplerProgram) -> budget::GeneratedBytes {
        let state = |z: usize| match &self.bundle {
            Some(bundle) => bundle.manifest().abi.state_bytes(z) as u128,
            None => exec::batch_bytes(&self.gq.compiled.ir_p, z),
        };
        budget::GeneratedBytes::of(state, program.protocol.dim, &program.generated)
    }

    /// The quantities at every kept draw, one member per chain and draw;
    /// with datasets, one batch per dataset with its data (its chains'
    /// draws in order), the quantities concatenated dataset after dataset
    /// as the draws are.
    fn run(
        &self,
        request: &Request,
        program: &SamplerProgram,
        outcome: &Outcome,
        data: &RunData,
    ) -> Result<Vec<generated::Quantity>, Error> {
        let draws = generated::Draws::of(&outcome.posterior, program.protocol.dtype, &request.settings);
        let run = |inputs: &autobatch_runtime::Inputs| -> Result<autobatch_runtime::Outputs, autobatch_sampler::Error> {
            Ok(match &self.bundle {
                None => {
                    exec::run_vm(&self.gq.compiled.ir_p, inputs, &vm_options(self.depth))
                        .map_err(|e| autobatch_sampler::Error::Usage(e.to_string()))?
                        .outputs
                }
                Some(bundle) => bundle.run_with_info(inputs, request.threads)?.outputs,
            })
        };
        let names = (program.generated.as_slice(), &program.protocol.model);
        generated::evaluate(&draws, data, names, run).map_err(sampler_error)
    }
}

/// The sampler's errors say what they are in the user's terms already.
pub fn sampler_error(e: autobatch_sampler::Error) -> Error {
    match e {
        autobatch_sampler::Error::Usage(m) => Error::Usage(m),
        autobatch_sampler::Error::Inputs(e) => Error::Inputs(e),
        autobatch_sampler::Error::Runtime(e) => Error::Runtime(e),
    }
}

/// The depth the stacks start at without `--max-stack-depth`: what the
/// tree recursion needs (64, or --max-depth + 16), or the depth a
/// previous run of the same program grew to.
pub fn starting_depth(program: &SamplerProgram, max_depth: usize) -> usize {
    let base = 64.max(max_depth + 16);
    cache::depth_hint(&program.text).map_or(base, |hint| hint.clamp(base, AUTO_DEPTH_CEILING))
}

fn engine<'p>(program: &'p SamplerProgram, request: &Request, depth: usize) -> Result<CliEngine<'p>, Error> {
    let auto = request.max_stack_depth.is_none().then_some(AutoDepth {
        ceiling: AUTO_DEPTH_CEILING,
        quiet: !request.progress,
    });
    let target = match request.backend {
        SampleBackend::Vm => {
            return Ok(CliEngine::Vm {
                program,
                options: vm_options(depth),
                auto,
            })
        }
        SampleBackend::Cpu => Target::Cpu,
        SampleBackend::Cuda => Target::Cuda,
    };
    let options = BuildOptions {
        gpu_arch: request.gpu_arch.clone(),
        ..BuildOptions::new(target, depth)
    };
    compiled_engine(program, &options, request.threads, auto)
}

/// The sampler compiled (through the cache) and loaded: on `threads` CPU
/// threads (0: one per core), or the GPU; its stacks growing on overflow
/// where `auto` says so.
pub fn compiled_engine<'p>(
    program: &'p SamplerProgram,
    options: &BuildOptions,
    threads: usize,
    auto: Option<AutoDepth>,
) -> Result<CliEngine<'p>, Error> {
    if options.target == Target::Cuda {
        autobatch_runtime::cuda::probe()?;
    }
    Ok(CliEngine::Bundle {
        program,
        bundle: load_bundle(program, options, threads)?,
        build: options.clone(),
        auto,
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

//! The `autobatch` command line. Only argument handling lives here; the
//! work is in the library (`autobatch_compiler::driver`).

use autobatch::bench::{fib, nuts};
use autobatch_compiler::cache::{self, cache_key};
use autobatch_compiler::codegen::artifacts::{write_artifacts, Artifact};
use autobatch_compiler::codegen::bundle::{build_bundle, emit_mlir, BuildOptions};
use autobatch_compiler::codegen::machine::{Arch, Cpu, Machine};
use autobatch_compiler::codegen::mlir::Schedule;
use autobatch_compiler::codegen::ptx::DEFAULT_GPU_ARCH;
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver::{self, Backend, Error};
use autobatch_compiler::exec::{CountingAllocator, ExecOptions, Stats, DEFAULT_MAX_STACK_DEPTH};

/// Counts the heap, so that an executor stops a run that outgrows the
/// memory (`exec::OutOfMemory`) before the system kills the process.
#[global_allocator]
static HEAP: CountingAllocator = CountingAllocator;
use autobatch::program::ProgramArgs;
use autobatch::sample;
use autobatch_runtime::parts;
use autobatch_runtime::shard::ShardArgs;
use autobatch_runtime::{io, Outputs, RunInfo};
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "autobatch",
    version,
    about = "Batch a single-example program with program-counter autobatching"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the entry function on a batch of inputs and print the outputs.
    Run {
        #[command(flatten)]
        program: ProgramArgs,
        #[arg(long, value_enum, default_value = "vm")]
        backend: BackendArg,
        /// JSON mapping each parameter to its per-member values, or .npz/.npy.
        #[arg(long)]
        inputs: PathBuf,
        /// Nesting of calls beyond which a member stops with `stack_overflow`.
        #[arg(long, default_value_t = DEFAULT_MAX_STACK_DEPTH)]
        max_stack_depth: usize,
        /// Write the result here (.json or .npz) instead of standard output.
        #[arg(long)]
        output: Option<PathBuf>,
        /// Print executor statistics (steps, block executions, utilization) to stderr.
        #[arg(long)]
        stats: bool,
        /// vm only: compute only the active members (gather/scatter) instead of masking.
        #[arg(long)]
        gather: bool,
        /// cpu only: worker threads, one contiguous chunk of the batch each (default: one per core).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        threads: Option<u32>,
        /// cuda only: the GPU architecture to compile for.
        #[arg(long, default_value = DEFAULT_GPU_ARCH)]
        gpu_arch: String,
        /// cpu only: products of shared matrices with per-member vectors add each term with a fused
        /// multiply-add (one rounding): faster, but floats then differ from CPython and the vm in the last bits.
        #[arg(long)]
        fma: bool,
        /// cpu only: `sync-heavy` (members run cheap blocks alone and meet at shared products) or `earliest` (the
        /// paper's: every block a step over the batch). Results are the same.
        #[arg(long, value_enum, default_value = "sync-heavy")]
        schedule: Schedule,
        #[command(flatten)]
        shard: ShardArgs,
    },
    /// Compile the entry function to a bundle directory (manifest.json, F.mlir, F.so or F.ptx) for autobatch-run.
    Compile {
        #[command(flatten)]
        program: ProgramArgs,
        #[arg(long, value_enum, default_value = "cpu")]
        target: Target,
        /// cuda only: the GPU architecture of the PTX (sm_50 to sm_121).
        #[arg(long, default_value = DEFAULT_GPU_ARCH)]
        gpu_arch: String,
        /// The bundle directory to write (default: ENTRY.bundle); an existing bundle there is replaced.
        #[arg(short, long, conflicts_with = "cached")]
        output: Option<PathBuf>,
        /// Build the bundle in the compile cache (or find it there, already built) instead of writing it, and print
        /// only its directory: what the Python package (`autobatch.compile`) loads.
        #[arg(long)]
        cached: bool,
        /// What to write, a comma list: `bundle` (the directory autobatch-run loads), `obj` (ENTRY.o, an ELF
        /// object), `header` (ENTRY.h, its C interface), `staticlib` (libENTRY.a). See docs/embedding.md.
        #[arg(long, value_enum, value_delimiter = ',', default_value = "bundle")]
        emit: Vec<Artifact>,
        /// Where `obj`, `header` and `staticlib` are written.
        #[arg(long, default_value = ".")]
        out_dir: PathBuf,
        /// cpu only: the CPU the code is for: `native` (this machine's, with all its vector extensions; the
        /// default for this machine's architecture), an x86-64 level, or `generic` (the architecture's baseline;
        /// the default for another architecture).
        #[arg(long, value_enum)]
        cpu: Option<Cpu>,
        /// cpu only: the architecture to compile for (default: this machine's). Another architecture's bundle
        /// cannot run here; its object and static library link into programs for it.
        #[arg(long, value_enum)]
        target_triple: Option<Arch>,
        /// Depth of the compiled stacks: a deeper call stops the member with `stack_overflow`.
        #[arg(long, default_value_t = DEFAULT_MAX_STACK_DEPTH)]
        max_stack_depth: usize,
        /// cpu only: products of shared matrices with per-member vectors add each term with a fused
        /// multiply-add (one rounding): faster, but floats then differ from CPython and the vm in the last bits.
        #[arg(long)]
        fma: bool,
        /// cpu only: `sync-heavy` (members run cheap blocks alone and meet at shared products) or `earliest` (the
        /// paper's: every block a step over the batch). Results are the same.
        #[arg(long, value_enum, default_value = "sync-heavy")]
        schedule: Schedule,
    },
    /// Print the MLIR of the batched program: the CPU function or the GPU module.
    EmitMlir {
        #[command(flatten)]
        program: ProgramArgs,
        #[arg(long, value_enum, default_value = "cpu")]
        target: Target,
        /// Write the MLIR here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// cpu only: the architecture whose triple and data layout the module carries (default: this machine's).
        #[arg(long, value_enum)]
        target_triple: Option<Arch>,
        /// Depth of the compiled stacks.
        #[arg(long, default_value_t = DEFAULT_MAX_STACK_DEPTH)]
        max_stack_depth: usize,
        /// cpu only: products of shared matrices with per-member vectors add each term with a fused
        /// multiply-add (one rounding): faster, but floats then differ from CPython and the vm in the last bits.
        #[arg(long)]
        fma: bool,
        /// cpu only: `sync-heavy` (members run cheap blocks alone and meet at shared products) or `earliest` (the
        /// paper's: every block a step over the batch). Results are the same.
        #[arg(long, value_enum, default_value = "sync-heavy")]
        schedule: Schedule,
    },
    /// Parse, type-check and lower every function of a program; a model file (one defining
    /// `log_density(theta: f64[D], data: Shared[...], ...)`) is also built with the sampler, as `sample` builds it.
    Check { program: PathBuf },
    /// Print an intermediate representation.
    Ir {
        #[command(flatten)]
        program: ProgramArgs,
        #[arg(long, value_enum)]
        stage: Stage,
        /// Print the serde JSON form instead of the text form.
        #[arg(long)]
        json: bool,
        /// --stage p: the program as a cpu build under this schedule compiles it: `sync-heavy` copies every short
        /// join into its arms and lists the heavy blocks; `earliest` is the program the vm and the GPU run too.
        #[arg(long, value_enum, default_value = "sync-heavy")]
        schedule: Schedule,
    },
    /// Sample a model's posterior with NUTS: chains batched, Stan's warmup, ArviZ's summary and files.
    Sample(sample::Options),
    /// Merge the parts of a sharded run (`autobatch sample --shard K/N -o PART.npz`, or `run`'s and `autobatch-run`'s
    /// `--shard K/N --output PART`), every shard once, into the output the unsharded run writes: the same draws or
    /// outputs bit for bit; for a sample, the summary recomputed over all the chains.
    Merge {
        /// The shards' parts, in any order.
        #[arg(required = true)]
        parts: Vec<PathBuf>,
        /// The merged output: a sample's .nc (ArviZ InferenceData, netCDF) or .npz; a batch's .json or .npz.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Benchmarks: warm wall times and ratios, printed as a table.
    Bench {
        #[command(subcommand)]
        which: BenchCommand,
    },
}

/// `run --backend`: the Rust executors, or compiled code.
#[derive(Clone, Copy, ValueEnum)]
enum BackendArg {
    /// Each member alone through IR-F: the unbatched oracle.
    Ref,
    /// Local static autobatching (paper Algorithm 1) on IR-F.
    Local,
    /// Program-counter autobatching (paper Algorithm 2) on IR-P.
    Vm,
    /// Compiled to native code (cached on disk), run on CPU threads.
    Cpu,
    /// Compiled to PTX (cached on disk), run on an NVIDIA GPU in one kernel launch.
    Cuda,
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Recursive fib over random inputs through ref, vm, cpu, cuda and native recursion.
    Fib {
        #[command(flatten)]
        options: fib::Options,
        /// Also write the measurements as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
    },
    /// NUTS chains at several batch sizes on a compiled bundle: gradients per second and batch utilization.
    Nuts {
        #[command(flatten)]
        options: nuts::Options,
        /// Also write the settings and rows as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Also draw the throughput and utilization plots (PNG) into this directory.
        #[arg(long)]
        plot: Option<PathBuf>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Stage {
    /// IR-F: functions of basic blocks with calls (paper Fig. 2).
    F,
    /// IR-P: one merged CFG with explicit stacks (paper Fig. 4).
    P,
}

/// What standard output is called in errors.
const STDOUT: &str = "standard output";

/// Writes `text` to standard output and flushes it, so that a closed pipe
/// or a full device is an error here (`main` ends quietly on the first,
/// as Unix tools do, and reports the second), never a panic.
fn print_out(text: impl std::fmt::Display) -> Result<(), Error> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    write!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(|source| Error::Write {
            path: STDOUT.into(),
            source,
        })
}

/// The stack a command runs on. MLIR's and LLVM's passes recurse along
/// def-use chains and through dominator trees, so the compilation of one
/// long function needs more than the main thread's 8 MiB: MLIR's `mem2reg`
/// overflowed it on a function of 100,000 statements. Only the pages a run
/// touches are ever committed.
const COMMAND_STACK_BYTES: usize = 1 << 30;

/// Runs the command on a thread with `COMMAND_STACK_BYTES` of stack, or on
/// this one where the system will not reserve that much (`ulimit -v`).
fn on_big_stack(command: Command) -> Result<(), Error> {
    let slot = std::sync::Mutex::new(Some(command));
    let run = || {
        let command = slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
        command.map_or(Ok(()), dispatch)
    };
    let joined = std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("autobatch".into())
            .stack_size(COMMAND_STACK_BYTES)
            .spawn_scoped(scope, run)?;
        Ok(thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    });
    // Without the thread the command is still in its slot.
    joined.unwrap_or_else(|_: std::io::Error| run())
}

fn main() -> ExitCode {
    // Every failure exits with 1, a usage error too (as autobatch-run does);
    // clap's own convention would be 2.
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match on_big_stack(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`autobatch run ... | head`): nothing is left
        // to report to, and nothing went wrong here.
        Err(Error::Write { path, source }) if path == STDOUT && source.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(e) => {
            match &e {
                Error::Program(d) => eprint!("{d}"),
                other => eprintln!("error: {other}"),
            }
            ExitCode::FAILURE
        }
    }
}

fn dispatch(command: Command) -> Result<(), Error> {
    match command {
        Command::Run {
            program,
            backend,
            inputs,
            max_stack_depth,
            output,
            stats,
            gather,
            threads,
            gpu_arch,
            fma,
            schedule,
            shard,
        } => {
            let shard = shard.shard().map_err(|e| Error::Usage(e.to_string()))?;
            // What changes a member's bits: the program, its inputs, the
            // backend and --fma.
            let flags = format!(
                "{} fma={fma}",
                backend
                    .to_possible_value()
                    .map_or(String::new(), |v| v.get_name().to_string())
            );
            let read =
                |source: &str, sig| parts::read(shard, &inputs, sig, output.as_deref(), source.as_bytes(), &flags);
            let backend = match backend {
                BackendArg::Ref => Backend::Ref,
                BackendArg::Local => Backend::Local,
                BackendArg::Vm => Backend::Vm,
                BackendArg::Cpu | BackendArg::Cuda => {
                    let target = match backend {
                        BackendArg::Cuda => Target::Cuda,
                        _ => Target::Cpu,
                    };
                    let options = BuildOptions {
                        gpu_arch,
                        fma,
                        schedule,
                        ..BuildOptions::new(target, max_stack_depth)
                    };
                    let (compiled, source) = program.compile()?;
                    let (read, part) = read(&source, &compiled.signature)?;
                    let threads = threads.map_or(0, |n| n as usize);
                    let run = compiled.run_bundle(&source, &read, &options, threads)?;
                    if stats {
                        let how = if run.cached { "cached" } else { "compiled" };
                        eprintln!("{how} bundle: {}", run.bundle.display());
                        eprint!("{}", format_bundle_stats(&run.info, target));
                    }
                    return write_result(&run.info.outputs, output, &compiled.signature, part.as_ref());
                }
            };
            let (compiled, source) = program.compile()?;
            let (inputs, part) = read(&source, &compiled.signature)?;
            compiled.check_memory(&inputs)?;
            let options = ExecOptions {
                max_stack_depth,
                gather,
                memory_limit: autobatch_compiler::exec::run_memory_limit(),
            };
            let result = compiled.run(backend, &inputs, &options)?;
            if stats {
                eprint!("{}", format_stats(&result.stats));
            }
            write_result(&result.outputs, output, &compiled.signature, part.as_ref())
        }
        Command::Compile {
            program,
            target,
            gpu_arch,
            output,
            cached,
            emit,
            out_dir,
            cpu,
            target_triple,
            max_stack_depth,
            fma,
            schedule,
        } => {
            let machine = Machine::new(target_triple, cpu).map_err(|e| Error::Usage(e.to_string()))?;
            let (compiled, source) = program.compile()?;
            let options = BuildOptions {
                gpu_arch,
                fma,
                schedule,
                machine,
                ..BuildOptions::new(target, max_stack_depth)
            };
            if cached {
                if emit != [Artifact::Bundle] {
                    return Err(Error::Usage(
                        "--cached builds a bundle only: drop --emit, or drop --cached to write other artifacts".into(),
                    ));
                }
                let (dir, _) = cache::cached_bundle(&compiled, &source, &options)?;
                print_out(format_args!("{}\n", dir.display()))?;
                return Ok(());
            }
            for path in write_artifacts(&compiled, &options, &emit, &out_dir)? {
                print_out(format_args!("{}\n", path.display()))?;
            }
            if emit.contains(&Artifact::Bundle) {
                let out = output.unwrap_or_else(|| PathBuf::from(format!("{}.bundle", program.entry)));
                let key = cache_key(&compiled, &source, &options);
                let manifest = build_bundle(&compiled, &options, Some(key), &out)?;
                let code = manifest.files.code(&manifest.target).unwrap_or_default();
                print_out(format_args!(
                    "{}: manifest.json, {}, {code}\n",
                    out.display(),
                    manifest.files.mlir
                ))?;
            }
            Ok(())
        }
        Command::EmitMlir {
            program,
            target,
            output,
            target_triple,
            max_stack_depth,
            fma,
            schedule,
        } => {
            let (compiled, _) = program.compile()?;
            let machine = Machine::new(target_triple, None).map_err(|e| Error::Usage(e.to_string()))?;
            let options = BuildOptions {
                fma,
                schedule,
                machine,
                ..BuildOptions::new(target, max_stack_depth)
            };
            let mlir = emit_mlir(&compiled, &options)?;
            match output {
                Some(path) => std::fs::write(&path, mlir).map_err(|source| Error::Write {
                    path: path.display().to_string(),
                    source,
                }),
                None => {
                    print_out(&mlir)?;
                    Ok(())
                }
            }
        }
        Command::Bench {
            which: BenchCommand::Fib { options, json },
        } => {
            let rows = fib::run(&options)?;
            print_out(fib::table(&rows, &options))?;
            if let Some(path) = json {
                let text = serde_json::to_string_pretty(&rows).map_err(|e| Error::Usage(e.to_string()))?;
                std::fs::write(&path, text).map_err(|source| Error::Write {
                    path: path.display().to_string(),
                    source,
                })?;
            }
            Ok(())
        }
        Command::Bench {
            which: BenchCommand::Nuts { options, json, plot },
        } => {
            let report = nuts::run(&options)?;
            print_out(nuts::table(&report))?;
            if let Some(path) = json {
                std::fs::write(&path, nuts::to_json(&report)?).map_err(|source| Error::Write {
                    path: path.display().to_string(),
                    source,
                })?;
            }
            if let Some(dir) = plot {
                for path in nuts::plots(&report, &dir)? {
                    print_out(format_args!("wrote {}\n", path.display()))?;
                }
            }
            Ok(())
        }
        Command::Sample(options) if options.prepare => {
            let prepared = sample::run::prepare(&options.request()?)?;
            let json = serde_json::to_string(&prepared).map_err(|e| Error::Usage(e.to_string()))?;
            print_out(format_args!("{json}\n"))?;
            Ok(())
        }
        Command::Sample(options) => {
            let before = autobatch_compiler::timing::snapshot();
            let outcome = sample::sample(&options.request()?)?;
            let compile = autobatch_compiler::timing::snapshot().since(&before);
            print_out(outcome.report())?;
            print_out(format_args!(
                "sampling: {:.3} s (warmup included, compilation not)\n",
                outcome.seconds
            ))?;
            if options.stats {
                let units = match (compile.units, compile.units_compiled) {
                    (0, _) => String::new(),
                    (n, c) if c == n => format!("; {n} codegen units compiled"),
                    (n, c) => format!("; {c} of {n} codegen units compiled, the others from the cache"),
                };
                print_out(format_args!(
                    "compile: {:.3} s (front end {:.3} s, MLIR {:.3} s, LLVM {:.3} s{units})\n",
                    compile.total().as_secs_f64(),
                    compile.front_end.as_secs_f64(),
                    compile.mlir.as_secs_f64(),
                    compile.llvm.as_secs_f64()
                ))?;
                print_out(outcome.stats(12))?;
            }
            if let Some(path) = &options.output {
                print_out(format_args!("wrote {}\n", path.display()))?;
            }
            Ok(())
        }
        Command::Merge { parts, output } => print_out(autobatch::merge::merge(&parts, &output)?),
        Command::Check { program } => {
            let source = driver::read_source(&program)?;
            let file = program.display().to_string();
            let n = driver::check_source(&source, &file)?;
            if autobatch_compiler::frontend::is_model_file(&source, &file) {
                // What `sample` builds: the model bound to the sampler,
                // differentiated, lowered and verified; with the dense
                // metric too, which only `--dense-mass` needs (a note if
                // it alone fails: a model too large for a D x D metric).
                use autobatch::sample::program::{GenerateProgram, SamplerProgram};
                let sampler = SamplerProgram::compile(&source, &file, false).inspect_err(|_| {
                    eprintln!(
                        "note: {file} defines `log_density`, so it is checked as a model for `autobatch sample`, \
                         which refuses it as below (as a program of {n} functions for `autobatch run`, it compiles)"
                    )
                })?;
                if !sampler.generated.is_empty() {
                    GenerateProgram::compile(&source, &file)?;
                }
                let dense = match SamplerProgram::compile(&source, &file, true) {
                    Ok(_) => "either metric".to_string(),
                    Err(e) => {
                        eprintln!("note: `autobatch sample --dense-mass` would refuse this model:\n{e}");
                        "the diagonal metric; not with --dense-mass".to_string()
                    }
                };
                print_out(format_args!(
                    "{file}: ok ({n} functions; a model for `autobatch sample`, built with the sampler for {dense})\n"
                ))?;
                return Ok(());
            }
            print_out(format_args!("{file}: ok ({n} functions)\n"))?;
            Ok(())
        }
        Command::Ir {
            program,
            stage,
            json,
            schedule,
        } => {
            let (compiled, _) = program.compile()?;
            let options = BuildOptions {
                schedule,
                ..BuildOptions::new(Target::Cpu, DEFAULT_MAX_STACK_DEPTH)
            };
            let text = match (stage, json) {
                (Stage::F, false) => compiled.ir_f.to_string(),
                (Stage::F, true) => compiled.ir_f.to_json(),
                (Stage::P, false) => {
                    let ir_p = options.program(&compiled)?;
                    let report = match schedule {
                        Schedule::SyncHeavy => autobatch_compiler::codegen::mlir::schedule_report(&ir_p),
                        Schedule::Earliest => String::new(),
                    };
                    format!("{}\n{report}", ir_p.to_string().trim_end())
                }
                (Stage::P, true) => options.program(&compiled)?.to_json(),
            };
            print_out(format_args!("{}\n", text.trim_end()))?;
            Ok(())
        }
    }
}

/// The outputs to `path` (.json or .npz) or, as JSON, to standard output.
fn write_result(
    outputs: &Outputs,
    path: Option<PathBuf>,
    sig: &autobatch_runtime::Signature,
    part: Option<&parts::RunPart>,
) -> Result<(), Error> {
    match path {
        Some(path) => parts::finish(&path, outputs, sig, part)?,
        None => print_out(format_args!("{}\n", io::outputs_to_json(outputs)))?,
    }
    Ok(())
}

fn format_bundle_stats(info: &RunInfo, target: Target) -> String {
    match target {
        Target::Cpu => format!(
            "threads: {}\nsteps: {} (per chunk: {:?})\n",
            info.steps.len(),
            info.total_steps(),
            info.steps
        ),
        Target::Cuda => autobatch_runtime::cli::gpu_stats(info),
    }
}

fn format_stats(stats: &Stats) -> String {
    let mut out = format!(
        "steps: {}\nutilization: {:.4}\nlanes computed: {} (useful {})\nblock executions:\n",
        stats.steps, stats.utilization, stats.lanes_computed, stats.lanes_useful
    );
    for (label, n) in &stats.block_executions {
        out.push_str(&format!("  {label:<24} {n}\n"));
    }
    out
}

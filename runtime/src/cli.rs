//! `autobatch-run BUNDLE --inputs IN.json|IN.npz|IN.npy [--output
//! OUT.json|OUT.npz] [--threads N] [--stats] [--repeat N]`: runs a compiled bundle, on
//! CPU threads or (a `cuda` bundle) on the GPU, without the compiler. It
//! prints the same `{"outputs": ..., "status": ...}` JSON as `autobatch
//! run`. The logic lives here, not in the binary, so tests can run it
//! in-process.

use crate::bundle::{default_threads, Bundle, RunInfo, TARGET_CUDA};
use crate::error::RuntimeError;
use crate::io;
use crate::parts;
use crate::shard::ShardArgs;
use clap::error::ErrorKind;
use clap::Parser;
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Debug, Parser)]
#[command(
    name = "autobatch-run",
    version,
    about = "Run a compiled autobatch bundle (autobatch compile ... -o F.bundle) on a batch of inputs"
)]
pub struct Args {
    /// The bundle directory.
    pub bundle: PathBuf,
    /// JSON mapping each parameter to its per-member values, or .npz (one
    /// array per parameter), or .npy (a one-parameter program).
    #[arg(long)]
    pub inputs: PathBuf,
    /// Write the result here (.json or .npz) instead of standard output.
    #[arg(long)]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub shard: ShardArgs,
    /// Worker threads, each running a contiguous chunk of the batch
    /// (default: one per core; a cuda bundle runs on the GPU instead).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub threads: Option<u32>,
    /// Print the loop steps of each thread (or CTA) to standard error.
    #[arg(long)]
    pub stats: bool,
    /// Run the batch this many times and print the best wall time (and,
    /// on the GPU, the best kernel time) to standard error: a benchmark
    /// that needs no compiler. The time covers laying out the state,
    /// running and reading the outputs, not the files.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub repeat: u32,
}

/// Runs the command; returns what goes to standard output and standard
/// error.
pub fn run(args: &Args) -> Result<(String, String), RuntimeError> {
    let bundle = Bundle::load(&args.bundle)?;
    let shard = args.shard.shard().map_err(|e| io::IoError::Part(e.to_string()))?;
    // A bundle's code is fixed by its digest, which the manifest carries.
    let code = bundle.manifest().files.code_sha256.as_bytes();
    let output = args.output.as_deref();
    let (inputs, part) = parts::read(shard, &args.inputs, bundle.signature(), output, code, "bundle")?;
    let threads = args.threads.map_or_else(default_threads, |n| n as usize);
    let timed = || -> Result<(RunInfo, f64), RuntimeError> {
        let start = Instant::now();
        let run = bundle.run_with_info(&inputs, threads)?;
        Ok((run, start.elapsed().as_secs_f64()))
    };
    let (mut info, mut best) = timed()?;
    let mut best_kernel = info.kernel_seconds;
    for _ in 1..args.repeat {
        let (run, seconds) = timed()?;
        best = best.min(seconds);
        best_kernel = match (best_kernel, run.kernel_seconds) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        info = run;
    }
    let mut stderr = String::new();
    if args.stats {
        stderr = if bundle.manifest().target == TARGET_CUDA {
            gpu_stats(&info)
        } else {
            format!("threads: {}\nsteps per chunk: {:?}\n", info.steps.len(), info.steps)
        };
    }
    if args.repeat > 1 {
        stderr.push_str(&format!("runs: {}\nbest wall: {best:.6} s\n", args.repeat));
        if let Some(k) = best_kernel {
            stderr.push_str(&format!("best kernel: {k:.6} s\n"));
        }
    }
    let stdout = match &args.output {
        Some(path) => {
            parts::finish(path, &info.outputs, bundle.signature(), part.as_ref())?;
            String::new()
        }
        None => io::outputs_to_json(&info.outputs) + "\n",
    };
    Ok((stdout, stderr))
}

/// `--stats` of a GPU run: the CTAs' loop steps (there may be thousands,
/// so as a range) and the kernel's time.
pub fn gpu_stats(info: &RunInfo) -> String {
    let (low, high) = (info.steps.iter().min(), info.steps.iter().max());
    let mut out = format!(
        "ctas: {}\nsteps: {} (per cta: {} to {})\n",
        info.steps.len(),
        info.total_steps(),
        low.copied().unwrap_or(0),
        high.copied().unwrap_or(0)
    );
    if let Some(seconds) = info.kernel_seconds {
        out.push_str(&format!("kernel: {seconds:.6} s\n"));
    }
    out
}

/// The whole command: parses `argv` (program name first), runs, writes
/// the result or the error, and returns the exit status: 0 on success
/// (and for `--help`, `--version`), 1 on any error, usage errors included.
pub fn main_with<I, T>(argv: I, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    // Failing to write to a closed pipe leaves nothing else to report to.
    let args = match Args::try_parse_from(argv) {
        Ok(args) => args,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            let _ = write!(stdout, "{e}");
            return 0;
        }
        Err(e) => {
            let _ = write!(stderr, "{e}");
            return 1;
        }
    };
    match run(&args) {
        Ok((out, err)) => {
            let _ = stderr.write_all(err.as_bytes());
            match stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush()) {
                Ok(()) => 0,
                // The reader went away (`| head`): quiet, as Unix tools are.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
                Err(e) => {
                    let _ = writeln!(stderr, "error: cannot write the outputs: {e}");
                    1
                }
            }
        }
        Err(e) => {
            let _ = writeln!(stderr, "error: {e}");
            1
        }
    }
}

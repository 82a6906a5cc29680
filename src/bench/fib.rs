//! `autobatch bench fib`: recursive Fibonacci over inputs drawn from
//! `low..=high`, at several batch sizes, through the reference executor,
//! the program-counter VM, the compiled CPU backend, the compiled CUDA
//! backend (where there is a GPU) and plain native recursion (the same
//! function in Rust, one call per member, on all cores). The figures are
//! warm wall times: compilation is excluded. A GPU run's time includes
//! the copies of the state to and from the device; the kernel's own time
//! is in the JSON (`kernel_seconds`).

use super::timing::{best_time, Measurement};
use autobatch_compiler::cache;
use autobatch_compiler::codegen::bundle::BuildOptions;
use autobatch_compiler::codegen::mlir::Schedule;
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver::{self, Backend, Compiled};
use autobatch_compiler::exec::ExecOptions;
use autobatch_runtime::bundle::Bundle;
use autobatch_runtime::{Arg, Inputs, Outputs, Status, Value};
use indicatif::{ProgressBar, ProgressStyle};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;

pub const SOURCE: &str = include_str!("../../examples/fib.py");

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Contender {
    /// Each member alone through IR-F.
    Ref,
    /// The program-counter VM in gather mode (its faster mode).
    Vm,
    /// The compiled CPU bundle on all cores.
    Cpu,
    /// The compiled CUDA bundle on the GPU, one kernel launch a batch
    /// (skipped, with the reason, where there is no CUDA driver or GPU).
    Cuda,
    /// Plain recursion in Rust, one call per member, on all cores.
    Native,
}

/// The benchmark's settings, which are also its command-line arguments.
#[derive(Clone, Debug, clap::Args)]
pub struct Options {
    /// Batch sizes.
    #[arg(long, value_delimiter = ',', default_value = "1,100,10000,100000")]
    pub sizes: Vec<usize>,
    /// Inputs are drawn uniformly from low..=high.
    #[arg(long, default_value_t = 10)]
    pub low: i64,
    #[arg(long, default_value_t = 15)]
    pub high: i64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[arg(long, value_enum, value_delimiter = ',', default_value = "ref,vm,cpu,native")]
    pub contenders: Vec<Contender>,
    /// Skip a contender at a size whose time, extrapolated linearly from
    /// the previous size, would exceed this many seconds.
    #[arg(long, default_value_t = 30.0)]
    pub max_seconds: f64,
    /// Threads for cpu and native (0: one per core).
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
    /// The cpu contender's schedule (`sync-heavy` or the paper's `earliest`).
    #[arg(long, value_enum, default_value = "sync-heavy")]
    pub schedule: Schedule,
}

impl Options {
    /// `threads`, with 0 meaning one per core.
    pub fn thread_count(&self) -> usize {
        if self.threads == 0 {
            autobatch_runtime::bundle::default_threads()
        } else {
            self.threads
        }
    }
}

#[derive(Debug, serde::Serialize)]
pub struct Row {
    pub z: usize,
    pub contender: Contender,
    /// `None` when skipped.
    pub time: Option<Measurement>,
    /// Why it was skipped.
    pub skipped: Option<String>,
    /// `cuda`: the kernel's time in the last run, without the copies.
    pub kernel_seconds: Option<f64>,
}

/// The compiled bundles the contenders run, each or why there is none.
struct Bundles {
    cpu: Option<Bundle>,
    cuda: Result<Bundle, String>,
}

fn fib_native(n: i64) -> i64 {
    if n <= 1 {
        1
    } else {
        fib_native(n - 2) + fib_native(n - 1)
    }
}

fn native(ns: &[i64], threads: usize) -> Vec<i64> {
    let mut out = vec![0; ns.len()];
    let chunk = ns.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|s| {
        for (ins, outs) in ns.chunks(chunk).zip(out.chunks_mut(chunk)) {
            s.spawn(move || {
                for (n, o) in ins.iter().zip(outs) {
                    *o = fib_native(std::hint::black_box(*n));
                }
            });
        }
    });
    out
}

fn draw(z: usize, options: &Options) -> Vec<i64> {
    let mut rng = StdRng::seed_from_u64(options.seed ^ z as u64);
    (0..z).map(|_| rng.random_range(options.low..=options.high)).collect()
}

fn as_i64s(outputs: &Outputs) -> Result<Vec<i64>, driver::Error> {
    if outputs.status.iter().any(|s| *s != Status::Ok) {
        return Err(driver::Error::Usage("a benchmark member did not finish".into()));
    }
    outputs.values[0]
        .iter()
        .map(|v| {
            v.as_i64()
                .ok_or_else(|| driver::Error::Usage("fib returned a non-integer".into()))
        })
        .collect()
}

/// Runs one contender on one batch; returns its time, its results and,
/// on the GPU, the kernel's time.
fn measure(
    contender: Contender,
    ns: &[i64],
    compiled: &Compiled,
    bundles: &Bundles,
    options: &Options,
) -> Result<(Measurement, Vec<i64>, Option<f64>), driver::Error> {
    let inputs = Inputs {
        z: ns.len(),
        args: vec![Arg::Batched(ns.iter().map(|n| Value::I64(*n)).collect())],
    };
    let exec = ExecOptions {
        max_stack_depth: 64,
        gather: true,
        ..ExecOptions::default()
    };
    let budget = Duration::from_secs(2);
    let usage = |e: autobatch_runtime::RuntimeError| driver::Error::Usage(e.to_string());
    let mut kernel = None;
    let (m, out) = match contender {
        Contender::Ref => {
            let (m, r) = best_time(3, budget, || compiled.run(Backend::Ref, &inputs, &exec));
            (m, as_i64s(&r?.outputs)?)
        }
        Contender::Vm => {
            let (m, r) = best_time(3, budget, || compiled.run(Backend::Vm, &inputs, &exec));
            (m, as_i64s(&r?.outputs)?)
        }
        Contender::Cpu => {
            let bundle = bundles
                .cpu
                .as_ref()
                .ok_or_else(|| driver::Error::Usage("no cpu bundle".into()))?;
            let (m, r) = best_time(5, budget, || bundle.run(&inputs, options.thread_count()));
            (m, as_i64s(&r.map_err(usage)?)?)
        }
        Contender::Cuda => {
            let bundle = bundles.cuda.as_ref().map_err(|e| driver::Error::Usage(e.clone()))?;
            let (m, r) = best_time(5, budget, || bundle.run_with_info(&inputs, 0));
            let info = r.map_err(usage)?;
            kernel = info.kernel_seconds;
            (m, as_i64s(&info.outputs)?)
        }
        Contender::Native => best_time(5, budget, || native(ns, options.thread_count())),
    };
    Ok((m, out, kernel))
}

/// The bundles the contenders need, compiled through the cache; a GPU
/// bundle only where the driver finds a GPU (its absence is a skip, not
/// an error).
fn bundles(compiled: &Compiled, options: &Options) -> Result<Bundles, driver::Error> {
    let load = |target| -> Result<Bundle, driver::Error> {
        let build = BuildOptions {
            schedule: options.schedule,
            ..BuildOptions::new(target, 64)
        };
        let (dir, _) =
            cache::cached_bundle(compiled, SOURCE, &build).map_err(|e| driver::Error::Usage(e.to_string()))?;
        Bundle::load(&dir).map_err(|e| driver::Error::Usage(e.to_string()))
    };
    let cpu = match options.contenders.contains(&Contender::Cpu) {
        true => Some(load(Target::Cpu)?),
        false => None,
    };
    let cuda = if !options.contenders.contains(&Contender::Cuda) {
        Err("not requested".to_string())
    } else {
        match autobatch_runtime::cuda::probe() {
            Ok(_) => Ok(load(Target::Cuda)?),
            Err(e) => Err(e.to_string()),
        }
    };
    Ok(Bundles { cpu, cuda })
}

/// Runs the whole benchmark, checking that every contender computes the
/// same values as native recursion.
pub fn run(options: &Options) -> Result<Vec<Row>, driver::Error> {
    let compiled = driver::compile_source(SOURCE, "fib.py", "fib")?;
    let bundles = bundles(&compiled, options)?;
    let total = (options.sizes.len() * options.contenders.len()) as u64;
    let bar = ProgressBar::new(total).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut rows = Vec::new();
    let mut last: Vec<Option<(usize, f64)>> = vec![None; options.contenders.len()];
    for &z in &options.sizes {
        let ns = draw(z, options);
        let expected = native(&ns, options.thread_count());
        for (i, &contender) in options.contenders.iter().enumerate() {
            bar.set_message(format!("Z = {z}, {contender:?}"));
            let estimate = last[i].map(|(z0, s)| s * z as f64 / z0.max(1) as f64);
            let mut row = Row {
                z,
                contender,
                time: None,
                skipped: None,
                kernel_seconds: None,
            };
            match (&bundles.cuda, estimate) {
                (Err(why), _) if contender == Contender::Cuda => row.skipped = Some(why.clone()),
                (_, Some(e)) if e > options.max_seconds => {
                    row.skipped = Some(format!("estimated {e:.0} s > --max-seconds"));
                }
                _ => {
                    let (m, got, kernel) = measure(contender, &ns, &compiled, &bundles, options)?;
                    if got != expected {
                        return Err(driver::Error::Usage(format!(
                            "{contender:?} computed wrong values at Z = {z}"
                        )));
                    }
                    last[i] = Some((z, m.seconds));
                    (row.time, row.kernel_seconds) = (Some(m), kernel);
                }
            }
            rows.push(row);
            bar.inc(1);
        }
    }
    bar.finish_and_clear();
    Ok(rows)
}

fn cell(rows: &[Row], z: usize, c: Contender) -> Option<f64> {
    rows.iter()
        .find(|r| r.z == z && r.contender == c)?
        .time
        .map(|m| m.seconds)
}

/// The table: one line per batch size, wall seconds per contender, and
/// the ratios that matter (cpu against native recursion and against the
/// VM, and, when cuda runs, cpu against cuda), then why any cuda cell was
/// skipped.
pub fn table(rows: &[Row], options: &Options) -> String {
    let mut sizes: Vec<usize> = rows.iter().map(|r| r.z).collect();
    sizes.dedup();
    let mut out = format!(
        "fib, inputs uniform in {}..={}, {} threads, cpu schedule {}; warm wall seconds (best of up to 5 runs)\n",
        options.low,
        options.high,
        options.thread_count(),
        options.schedule.name()
    );
    let header: Vec<String> = options
        .contenders
        .iter()
        .map(|c| format!("{c:?}").to_lowercase())
        .collect();
    let with_cuda = options.contenders.contains(&Contender::Cuda);
    out.push_str(&format!("{:>8}", "Z"));
    for h in &header {
        out.push_str(&format!(" {h:>10}"));
    }
    out.push_str(&format!(" {:>11} {:>9}", "cpu/native", "vm/cpu"));
    if with_cuda {
        out.push_str(&format!(" {:>9}", "cpu/cuda"));
    }
    out.push('\n');
    let fmt = |x: Option<f64>| x.map_or("skipped".to_string(), |s| format!("{s:.4}"));
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}x", a / b),
        _ => "-".to_string(),
    };
    for &z in &sizes {
        out.push_str(&format!("{z:>8}"));
        for c in &options.contenders {
            out.push_str(&format!(" {:>10}", fmt(cell(rows, z, *c))));
        }
        let (cpu, native, vm) = (
            cell(rows, z, Contender::Cpu),
            cell(rows, z, Contender::Native),
            cell(rows, z, Contender::Vm),
        );
        out.push_str(&format!(" {:>11} {:>9}", ratio(cpu, native), ratio(vm, cpu)));
        if with_cuda {
            out.push_str(&format!(" {:>9}", ratio(cpu, cell(rows, z, Contender::Cuda))));
        }
        out.push('\n');
    }
    let skipped = rows
        .iter()
        .find(|r| r.contender == Contender::Cuda && r.time.is_none() && r.skipped.is_some());
    if let Some(why) = skipped.and_then(|r| r.skipped.as_deref()) {
        out.push_str(&format!("cuda skipped: {why}\n"));
    }
    out
}

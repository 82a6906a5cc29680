//! `autobatch.sample`'s run-time side, in process: the sampler bundle that
//! `autobatch sample MODEL --prepare` built (`autobatch_sampler::prepared`)
//! driven by the sampler crate as the CLI drives it, with the progress
//! reported to a Python callable, stacks grown through another
//! `--prepare` (a Python callable, `rebuild`), Ctrl-C stopping the run
//! between segments, and the draws written as the CLI writes them.

use autobatch_runtime::{Bundle, Inputs, Outputs};
use autobatch_sampler::merge::{write_part, RunFlags};
use autobatch_sampler::prepared::Prepared;
use autobatch_sampler::{
    budget, generated, init, read_data, read_datasets, Adapt, Algorithm, BundleEngine, Engine, Error, Protocol,
    RunData, Settings,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::cell::RefCell;
use std::path::PathBuf;

/// The keywords of `autobatch.sample` that reach the run-time side,
/// already checked for their Python types (`python/autobatch/_sample.py`).
#[derive(FromPyObject)]
#[pyo3(from_item_all)]
pub struct SampleArgs {
    chains: usize,
    warmup: usize,
    draws: usize,
    seed: i64,
    max_depth: usize,
    target_accept: f64,
    algorithm: String,
    leaf_steps: usize,
    init_jitter: f64,
    /// L-BFGS iterations uphill from each initial point (0: none).
    #[pyo3(default)]
    init_optimize: usize,
    dense_mass: bool,
    /// `None`: the CLI's default (`Adapt::default`).
    adapt: Option<String>,
    /// `init=` as JSON: constrained values by name (`--init`'s format).
    init: Option<String>,
    /// The data, written to a `.npz` by the caller (`--data`'s format).
    data: Option<PathBuf>,
    /// Many datasets at once (`--datasets`' format), the sampler prepared
    /// with its data per member.
    datasets: Option<PathBuf>,
    save_warmup: bool,
    save_unconstrained: bool,
    /// Where the draws go, each `.nc` (what `autobatch.sample` reads back)
    /// or `.npz`.
    outputs: Vec<PathBuf>,
    threads: usize,
    /// `(K, N)`: run shard `K` of `N` of the chains (`--shard K/N`), and
    /// write each output as that shard's part (`.npz`), whose identity
    /// is `run_hash` (`crate::parts::run_hash`, computed by the caller,
    /// which has the model's and data's files).
    #[pyo3(default)]
    shard: Option<(usize, usize)>,
    #[pyo3(default)]
    run_hash: Option<String>,
}

/// The compiled sampler, its stacks grown through `rebuild` (the
/// `--prepare` of a deeper depth) where the first build said they may.
struct PyEngine<'r> {
    bundle: BundleEngine,
    prepared: Prepared,
    rebuild: Py<PyAny>,
    /// A Python exception raised by a callback (Ctrl-C included), kept to
    /// be raised once the driver has stopped.
    raised: &'r RefCell<Option<PyErr>>,
}

impl PyEngine<'_> {
    fn interrupted(&self) -> bool {
        self.raised.borrow().is_some()
    }
}

impl Engine for PyEngine<'_> {
    fn run(&self, inputs: &Inputs) -> Result<Outputs, Error> {
        if self.interrupted() {
            return Err(Error::Usage("interrupted".into()));
        }
        self.bundle.run(inputs)
    }

    fn state_bytes(&self, z: usize) -> u128 {
        self.bundle.state_bytes(z)
    }

    fn stack_depth(&self) -> usize {
        self.prepared.model.max_stack_depth
    }

    fn deepen(&mut self, depth: usize, z: usize) -> Result<bool, Error> {
        let Some(ceiling) = self.prepared.grow_until else {
            return Ok(false);
        };
        if depth > ceiling || depth <= self.stack_depth() {
            return Ok(false);
        }
        let rebuilt = Python::attach(|py| -> PyResult<String> { self.rebuild.call1(py, (depth,))?.extract(py) });
        let json = match rebuilt {
            Ok(json) => json,
            Err(e) => {
                *self.raised.borrow_mut() = Some(e);
                return Err(Error::Usage("interrupted".into()));
            }
        };
        let deeper: Prepared = serde_json::from_str(&json)
            .map_err(|e| Error::Usage(format!("internal error: `--prepare` printed no description: {e}")))?;
        let bundle = BundleEngine::new(Bundle::load(&deeper.sampler)?, self.bundle.threads);
        let (need, available) = (bundle.state_bytes(z), autobatch_runtime::memory::available_bytes());
        if available.is_some_and(|have| need > u128::from(have)) {
            return Err(Error::Usage(format!(
                "the model's loops need stacks deeper than {} entries, and {z} chains with stacks {depth} deep need {} MiB, more than is available: sample fewer chains at a time",
                self.stack_depth(),
                need >> 20
            )));
        }
        self.bundle = bundle;
        // `rebuild` asked for a fixed depth; the ceiling is the first build's.
        self.prepared = Prepared {
            grow_until: Some(ceiling),
            ..deeper
        };
        Ok(true)
    }
}

fn settings(a: &SampleArgs, layout: &autobatch_sampler::layout::Layout) -> PyResult<Settings> {
    let algorithm = Algorithm::from_name(&a.algorithm)
        .ok_or_else(|| PyValueError::new_err(format!("algorithm={:?}: expected \"nuts\" or \"slice\"", a.algorithm)))?;
    let adapt = match a.adapt.as_deref() {
        None => Adapt::default(),
        Some(name) => Adapt::from_name(name)
            .ok_or_else(|| PyValueError::new_err(format!("adapt={name:?}: expected \"stan\" or \"nutpie\"")))?,
    };
    let init = match &a.init {
        None => None,
        Some(text) => {
            let json: serde_json::Value =
                serde_json::from_str(text).map_err(|e| PyValueError::new_err(format!("init: {e}")))?;
            Some(
                init::init_rows(layout, &json, a.chains)
                    .map_err(|why| PyValueError::new_err(format!("init: {why}")))?,
            )
        }
    };
    Ok(Settings {
        chains: a.chains,
        warmup: a.warmup,
        draws: a.draws,
        seed: a.seed,
        max_depth: a.max_depth,
        target_accept: a.target_accept,
        algorithm,
        leaf_steps: a.leaf_steps,
        init_jitter: a.init_jitter,
        init,
        init_optimize: a.init_optimize,
        dense_mass: a.dense_mass,
        adapt,
        shard: match a.shard {
            None => autobatch_runtime::Shard::WHOLE,
            Some((index, count)) => {
                autobatch_runtime::Shard::new(index, count).map_err(|e| PyValueError::new_err(format!("shard: {e}")))?
            }
        },
    })
}

/// Checks, before any work, that draws can be written to `path` as the
/// CLI checks `-o` first (`arviz::check_output`: a `.nc` or `.npz` in an
/// existing directory where a file can be created, not a directory, not
/// a file the user cannot write); the error is Python's for its cause
/// (`FileNotFoundError` for a missing directory, `PermissionError`, ...).
#[pyfunction]
pub fn check_output(path: PathBuf) -> PyResult<()> {
    use pyo3::exceptions::{PyFileNotFoundError, PyIsADirectoryError, PyNotADirectoryError, PyPermissionError};
    use std::io::ErrorKind;
    let Err(e) = autobatch_sampler::arviz::check_output(&path) else {
        return Ok(());
    };
    let message = format!("output={:?}: {e}", path.display().to_string());
    Err(match &e {
        autobatch_sampler::arviz::OutputError::Io { source, .. } => match source.kind() {
            ErrorKind::NotFound => PyFileNotFoundError::new_err(message),
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => PyPermissionError::new_err(message),
            ErrorKind::IsADirectory => PyIsADirectoryError::new_err(message),
            ErrorKind::NotADirectory => PyNotADirectoryError::new_err(message),
            _ => PyValueError::new_err(message),
        },
        _ => PyValueError::new_err(message),
    })
}

/// What a run starts from, every argument checked: the sampler loaded,
/// its protocol, the settings and the data.
struct Start {
    prepared: Prepared,
    bundle: Bundle,
    protocol: Protocol,
    settings: Settings,
    data: RunData,
}

fn start(py: Python<'_>, prepared: &str, args: &SampleArgs) -> PyResult<Start> {
    let run_error = |e: Error| crate::RunError::new_err(e.to_string());
    let prepared: Prepared = serde_json::from_str(prepared)
        .map_err(|e| crate::RunError::new_err(format!("internal error: not a `--prepare` description: {e}")))?;
    let bundle = py
        .detach(|| Bundle::load(&prepared.sampler))
        .map_err(crate::run_error)?;
    let protocol = Protocol::read(bundle.signature().clone(), prepared.model.clone()).map_err(run_error)?;
    // The outputs as the CLI checks `-o`, before any sampling: writable,
    // and every name with a place in the format.
    for path in &args.outputs {
        check_output(path.clone())?;
        let format = autobatch_sampler::arviz::Format::of(path).map_err(|e| PyValueError::new_err(e.to_string()))?;
        let names: Vec<String> = prepared.generated.iter().map(|(n, _)| n.clone()).collect();
        autobatch_sampler::arviz::check_names(&protocol.model.layout, &names, format)
            .map_err(|e| PyValueError::new_err(format!("output={:?}: {e}", path.display().to_string())))?;
    }
    let settings = settings(args, &protocol.model.layout)?;
    settings.check().map_err(|e| PyValueError::new_err(e.to_string()))?;
    let value_error = |e: Error| PyValueError::new_err(e.to_string());
    let data = match &args.datasets {
        Some(path) => read_datasets(path, &protocol.data).map_err(value_error)?,
        None => RunData::Shared(read_data(args.data.as_deref(), &protocol.data).map_err(value_error)?),
    };
    Ok(Start {
        prepared,
        bundle,
        protocol,
        settings,
        data,
    })
}

/// Checks the arguments of a `sample` of the model `prepared` describes
/// (the settings, `init`, the data or datasets against the model's data
/// parameters) without sampling: what a sharded run does in the caller
/// before it sends the shards out.
#[pyfunction]
pub fn check(py: Python<'_>, prepared: &str, args: SampleArgs) -> PyResult<()> {
    start(py, prepared, &args).map(drop)
}

/// Samples the model `prepared` describes (the JSON of `autobatch sample
/// --prepare`) as `autobatch sample` does, writes the draws to each of
/// `args.outputs`, and returns the summary table, the sampler's warnings
/// and the sampling seconds.
/// `progress(done, divergent)` is called after each segment of
/// transitions; `rebuild(depth)` returns the `--prepare` JSON of the same
/// model with stacks `depth` deep.
#[pyfunction]
pub fn sample(
    py: Python<'_>,
    prepared: &str,
    args: SampleArgs,
    progress: Py<PyAny>,
    rebuild: Py<PyAny>,
) -> PyResult<(String, Vec<String>, f64)> {
    let run_error = |e: Error| crate::RunError::new_err(e.to_string());
    let Start {
        prepared,
        bundle,
        protocol,
        settings,
        data,
    } = start(py, prepared, &args)?;
    let raised = RefCell::new(None);
    let mut engine = PyEngine {
        bundle: BundleEngine::new(bundle, args.threads),
        prepared,
        rebuild,
        raised: &raised,
    };
    let keep_theta = args.save_unconstrained || !engine.prepared.generated.is_empty();
    let datasets = data.datasets().unwrap_or(1);
    // The generated quantities' bundle is loaded before the sampling, so
    // that its batch counts in the memory check.
    let gq = match &engine.prepared.generate {
        Some(dir) => Some(Bundle::load(dir).map_err(crate::run_error)?),
        None => None,
    };
    let generated = (gq.as_ref()).map(|b| {
        let state = |z: usize| b.manifest().abi.state_bytes(z) as u128;
        budget::GeneratedBytes::of(state, protocol.dim, &engine.prepared.generated)
    });
    budget::check_run(
        &engine,
        &protocol,
        (&settings, datasets),
        (args.save_warmup, keep_theta, true),
        generated,
    )
    .map_err(run_error)?;
    let outcome = {
        let report = |done: usize, divergent: u64| {
            let called = Python::attach(|py| {
                py.check_signals()?;
                progress.call1(py, (done, divergent)).map(drop)
            });
            if let Err(e) = called {
                raised.borrow_mut().get_or_insert(e);
            }
        };
        // The driver runs here with the GIL released; the callbacks take it.
        let mut run = || {
            autobatch_sampler::sample(
                &protocol,
                &mut engine,
                &settings,
                &data,
                args.save_warmup,
                keep_theta,
                report,
            )
        };
        detached(py, &mut run)
    };
    if let Some(e) = raised.borrow_mut().take() {
        return Err(e);
    }
    let mut outcome = outcome.map_err(run_error)?;
    if let Some(gq) = &gq {
        let draws = generated::Draws::of(&outcome.posterior, protocol.dtype, &settings);
        let run = |inputs: &Inputs| py.detach(|| gq.run(inputs, args.threads)).map_err(Error::from);
        let quantities = generated::evaluate(&draws, &data, (&engine.prepared.generated, &protocol.model), run);
        if !args.save_unconstrained {
            outcome.posterior.drop_unconstrained();
        }
        outcome.generated = match quantities {
            Ok(q) => q,
            Err(Error::Usage(message)) => {
                // The draws are kept where the run writes them.
                let sharded = args.shard.is_some();
                let notes: String = (args.outputs.iter())
                    .map(|path| py.detach(|| generated::keep_draws(&outcome, (Some(path), sharded), &settings)))
                    .collect();
                return Err(run_error(Error::Usage(message + &notes)));
            }
            Err(e) => return Err(run_error(e)),
        };
    }
    for path in &args.outputs {
        let written = match (&args.shard, &args.run_hash) {
            (None, _) => py.detach(|| outcome.write(path, &settings)),
            (Some(_), Some(run)) => {
                let flags = RunFlags::of(&settings, args.save_warmup, args.save_unconstrained);
                py.detach(|| write_part(&outcome, path, &settings, flags, run))
            }
            (Some(_), None) => Err(Error::Usage(
                "internal error: a shard's part needs the run's hash".into(),
            )),
        };
        written.map_err(run_error)?;
    }
    let table = autobatch_sampler::summary::format_table(&outcome.summary);
    Ok((table, outcome.warnings, outcome.seconds))
}

/// `f` with the GIL released. The engine and the callbacks hold `RefCell`s
/// and Python objects, which are not `Send`: they never leave this thread
/// (`detach` runs `f` right here), and Python is only touched under
/// `Python::attach`.
fn detached<T: Send>(py: Python<'_>, f: &mut dyn FnMut() -> T) -> T {
    struct AssertSend<'a, T>(&'a mut dyn FnMut() -> T);
    // SAFETY: `detach` calls the closure on the calling thread, so nothing
    // it borrows crosses threads; every use of Python inside it attaches.
    unsafe impl<T: Send> Send for AssertSend<'_, T> {}
    let f = AssertSend(f);
    py.detach(move || {
        let f = f;
        (f.0)()
    })
}

//! `autobatch._native`: the in-process side of autobatch's Python API. It
//! loads a compiled bundle (`autobatch_runtime::Bundle`) and runs it on
//! NumPy arrays, handed over as raw bytes (`autobatch_runtime::columns`)
//! without a copy; the Python package (`python/autobatch/api.py`) checks
//! dtypes and shapes against the signature and names the parameter, and
//! drives the `autobatch` command to compile.
//!
//! `sample.rs` is `autobatch.sample`'s run-time side: a sampler compiled
//! by `autobatch sample --prepare`, driven by the sampler crate (a whole
//! run, or one shard of it writing its part); `parts.rs` merges the parts
//! of a sharded run (`engine="ray"`) in the caller.
//!
//! Invariant: this crate links the runtime and the sampler's run-time side
//! only, never LLVM or MLIR (the wheel needs no compiler libraries).

mod parts;
mod sample;

use autobatch_runtime::{Bundle, Column, Columns, RuntimeError, Status};
use numpy::{PyArray1, PyReadonlyArrayDyn};
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

// `autobatch.RunError`, defined in Python so that it exists without the
// extension too.
pyo3::import_exception!(autobatch._api, RunError);

/// How often a running batch looks for a signal (Ctrl-C) from Python.
const SIGNAL_POLL: Duration = Duration::from_millis(50);

pub(crate) fn run_error(e: RuntimeError) -> PyErr {
    RunError::new_err(e.to_string())
}

/// What `Program.run` returns: the outputs' bytes, the status codes and
/// the counters.
type RunResult<'py> = (
    Vec<Bound<'py, PyArray1<u8>>>,
    Bound<'py, PyArray1<i32>>,
    Bound<'py, PyDict>,
);

/// A loaded bundle (`autobatch compile`'s directory), ready to run batches.
#[pyclass(frozen, module = "autobatch._native")]
struct Program {
    bundle: Bundle,
}

#[pymethods]
impl Program {
    /// Loads and checks the bundle directory `path`: its manifest, the
    /// SHA-256 of its code, and (cpu) the machine or (cuda) the driver.
    #[new]
    fn new(py: Python<'_>, path: PathBuf) -> PyResult<Program> {
        let bundle = py.detach(|| Bundle::load(&path)).map_err(run_error)?;
        Ok(Program { bundle })
    }

    /// The bundle's directory.
    #[getter]
    fn path(&self) -> PathBuf {
        self.bundle.dir().to_path_buf()
    }

    /// "cpu" or "cuda".
    #[getter]
    fn target(&self) -> String {
        self.bundle.manifest().target.clone()
    }

    /// The entry function's name.
    #[getter]
    fn entry(&self) -> String {
        self.bundle.manifest().entry.clone()
    }

    /// The parameters, as `(name, dtype, shape, shared)` tuples in order.
    #[getter]
    fn params(&self) -> Vec<(String, &'static str, Vec<usize>, bool)> {
        (self.bundle.signature().params.iter())
            .map(|p| (p.name.clone(), p.ty.dtype.name(), p.ty.shape.clone(), p.shared))
            .collect()
    }

    /// The returned values (tuples flattened), as `(dtype, shape)`.
    #[getter]
    fn outputs(&self) -> Vec<(&'static str, Vec<usize>)> {
        (self.bundle.signature().outputs.iter())
            .map(|t| (t.dtype.name(), t.shape.clone()))
            .collect()
    }

    /// Runs `z` members. `args` are the parameters' bytes in order (each a
    /// C-contiguous uint8 view of the caller's array: one value per member
    /// for a batched parameter, one value for a shared one), checked here
    /// against the signature. The GIL is released while the batch runs; a
    /// signal (Ctrl-C) stops a CPU run before its next chunk of members and
    /// raises KeyboardInterrupt. Returns the outputs as uint8 arrays (the
    /// caller views them with their dtype and shape), the status codes
    /// (int32, `status_names()` indexes them) and the run's counters.
    #[pyo3(signature = (args, z, threads=0))]
    fn run<'py>(
        &self,
        py: Python<'py>,
        args: Vec<(PyReadonlyArrayDyn<'py, u8>, bool)>,
        z: usize,
        threads: usize,
    ) -> PyResult<RunResult<'py>> {
        let mut columns = Columns {
            z,
            args: Vec::with_capacity(args.len()),
        };
        for (array, shared) in &args {
            let bytes = array
                .as_slice()
                .map_err(|e| PyRuntimeError::new_err(format!("an argument is not contiguous: {e}")))?;
            columns.args.push(if *shared {
                Column::Shared(bytes)
            } else {
                Column::Batched(bytes)
            });
        }
        let run = run_interruptibly(py, &self.bundle, &columns, threads)?;
        let outputs = run
            .outputs
            .values
            .into_iter()
            .map(|v| PyArray1::from_vec(py, v))
            .collect();
        let status: Vec<i32> = run.outputs.status.iter().map(|s| s.as_i32()).collect();
        let stats = PyDict::new(py);
        if self.bundle.manifest().target == "cuda" {
            stats.set_item("ctas", run.steps.len())?;
            stats.set_item("kernel_seconds", run.kernel_seconds)?;
        } else {
            stats.set_item("threads", run.steps.len())?;
        }
        stats.set_item("steps", run.steps.iter().sum::<u64>())?;
        stats.set_item("steps_per_chunk", run.steps)?;
        let blocks: Vec<(String, u64, u64, u64)> = (run.blocks.into_iter())
            .map(|b| (b.label, b.steps, b.lanes, b.active))
            .collect();
        stats.set_item("blocks", blocks)?;
        Ok((outputs, PyArray1::from_vec(py, status), stats))
    }
}

/// The batch run on a worker thread with the GIL released; this thread
/// looks for signals every `SIGNAL_POLL` and, on one, stops the run before
/// its next chunk and raises the signal's exception.
fn run_interruptibly(
    py: Python<'_>,
    bundle: &Bundle,
    columns: &Columns,
    threads: usize,
) -> PyResult<autobatch_runtime::ColumnRun> {
    let cancel = AtomicBool::new(false);
    let (run, signal) = py.detach(|| {
        std::thread::scope(|scope| {
            let caller = std::thread::current();
            let cancel = &cancel;
            let worker = scope.spawn(move || {
                let run = bundle.run_columns(columns, threads, Some(cancel));
                // The caller waits in `park_timeout`: wake it now.
                caller.unpark();
                run
            });
            let mut signal = None;
            while !worker.is_finished() {
                std::thread::park_timeout(SIGNAL_POLL);
                if signal.is_none() {
                    if let Err(e) = Python::attach(|py| py.check_signals()) {
                        cancel.store(true, Ordering::Relaxed);
                        signal = Some(e);
                    }
                }
            }
            (worker.join(), signal)
        })
    });
    if let Some(e) = signal {
        return Err(e);
    }
    match run {
        Ok(Ok(run)) => Ok(run),
        Ok(Err(RuntimeError::Interrupted)) => Err(PyKeyboardInterrupt::new_err("interrupted")),
        Ok(Err(e)) => Err(run_error(e)),
        Err(_) => Err(RunError::new_err("the run's thread panicked")),
    }
}

/// The statuses' names, indexed by their codes (`Program.run`'s statuses).
#[pyfunction]
fn status_names() -> Vec<&'static str> {
    let mut names = vec![""; Status::ALL.len()];
    for s in Status::ALL {
        names[s.as_i32() as usize] = s.code();
    }
    names
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Program>()?;
    m.add_function(wrap_pyfunction!(status_names, m)?)?;
    m.add_function(wrap_pyfunction!(sample::sample, m)?)?;
    m.add_function(wrap_pyfunction!(sample::check, m)?)?;
    m.add_function(wrap_pyfunction!(sample::check_output, m)?)?;
    m.add_function(wrap_pyfunction!(parts::run_hash, m)?)?;
    m.add_function(wrap_pyfunction!(parts::merge_parts, m)?)?;
    Ok(())
}

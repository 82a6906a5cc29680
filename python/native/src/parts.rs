//! The parts of a sharded sample, from Python (`engine="ray"`): the
//! run's identity the shards record, and the merge of their parts in
//! the caller (`autobatch_sampler::merge`, as `autobatch merge` does).

use autobatch_sampler::merge::{self, RunSources};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::path::{Path, PathBuf};

/// The identity of the run of the model file `model` on the `.npz`
/// or `.json` files `data` or `datasets`, with the initial points
/// `init` (JSON text) on `backend`: what `autobatch sample --shard`
/// records for the same files and flags.
#[pyfunction]
#[pyo3(signature = (model, data, datasets, init, backend))]
pub fn run_hash(
    model: PathBuf,
    data: Option<PathBuf>,
    datasets: Option<PathBuf>,
    init: Option<&str>,
    backend: &str,
) -> PyResult<String> {
    let read = |path: &Path| std::fs::read(path).map_err(|e| PyValueError::new_err(format!("{}: {e}", path.display())));
    let model = read(&model)?;
    let data = data.as_deref().map(read).transpose()?;
    let datasets = datasets.as_deref().map(read).transpose()?;
    let init: Option<serde_json::Value> = (init.map(serde_json::from_str))
        .transpose()
        .map_err(|e| PyValueError::new_err(format!("init: {e}")))?;
    Ok(merge::run_hash(&RunSources {
        model: &model,
        data: data.as_deref(),
        datasets: datasets.as_deref(),
        init: init.as_ref(),
        backend,
    }))
}

/// Merges the shards' `parts` into each of `outputs` (`.nc` or `.npz`):
/// the unsharded run's draws, the diagnostics recomputed over all its
/// chains. Returns the summary table, the warnings and the sampling
/// seconds (the slowest shard's), as `sample` does.
#[pyfunction(name = "merge")]
pub fn merge_parts(py: Python<'_>, parts: Vec<PathBuf>, outputs: Vec<PathBuf>) -> PyResult<(String, Vec<String>, f64)> {
    let run_error = |e: autobatch_sampler::Error| crate::RunError::new_err(e.to_string());
    let (outcome, settings) = py.detach(|| merge::merge(&parts)).map_err(run_error)?;
    for path in &outputs {
        py.detach(|| outcome.write(path, &settings)).map_err(run_error)?;
    }
    let table = autobatch_sampler::summary::format_table(&outcome.summary);
    Ok((table, outcome.warnings, outcome.seconds))
}

//! One run of the chains, start to end: the draws kept (after warmup,
//! and during it on request), then ArviZ's summary and the sampler's
//! warnings; and the output file.

use crate::arviz::{self, AttrValue};
use crate::chains::{run_chains, Engine};
use crate::diagnostics::Draws;
use crate::protocol::Protocol;
use crate::summary::{format_table, sampler_warnings, summarize, SummaryRow, TransitionCounts};
use crate::trace::{ThetaDType, Trace};
use crate::{Error, Settings};
use autobatch_runtime::{DType, Value};
use std::path::Path;

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

    /// Writes the draws to `path` (`.nc`: ArviZ's InferenceData; `.npz`),
    /// whole or not at all, with the run's settings as attributes.
    pub fn write(&self, path: &Path, settings: &Settings) -> Result<(), Error> {
        let s = settings;
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
            ("sampling_time", AttrValue::Float(self.seconds)),
        ];
        arviz::write(path, &self.posterior, self.warmup.as_ref(), &attrs).map_err(|e| Error::Usage(e.to_string()))
    }
}

/// The float type of the draws.
pub fn theta_dtype(protocol: &Protocol) -> ThetaDType {
    match protocol.dtype {
        DType::F32 => ThetaDType::F32,
        _ => ThetaDType::F64,
    }
}

/// `--init` against theta's length: one row for every chain, or one per
/// chain.
pub fn check_init(settings: &Settings, dim: usize) -> Result<(), Error> {
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

/// Runs every chain of `settings` on `engine` and summarizes the draws;
/// `progress` sees the transitions done and the divergences after warmup
/// so far after each call.
pub fn sample(
    protocol: &Protocol,
    engine: &dyn Engine,
    settings: &Settings,
    data: &[Value],
    save_warmup: bool,
    mut progress: impl FnMut(usize, u64),
) -> Result<Outcome, Error> {
    settings.check()?;
    check_init(settings, protocol.dim)?;
    let dtype = theta_dtype(protocol);
    let trace = || Trace::new(settings.chains, protocol.dim, dtype).map_err(|e| Error::Usage(e.to_string()));
    let (mut posterior, mut warmup) = (trace()?, trace()?);
    let divergences = std::cell::Cell::new(0u64);
    let start = std::time::Instant::now();
    run_chains(
        protocol,
        engine,
        settings,
        data,
        |k, theta, stats| {
            let into = if k < settings.warmup {
                &mut warmup
            } else {
                &mut posterior
            };
            if k >= settings.warmup {
                divergences.set(divergences.get() + stats.iter().filter(|s| s.diverging).count() as u64);
            }
            if k >= settings.warmup || save_warmup {
                into.push_draw(theta, stats).map_err(|e| Error::Usage(e.to_string()))?;
            }
            Ok(())
        },
        |done| progress(done, divergences.get()),
    )?;
    let seconds = start.elapsed().as_secs_f64();
    Ok(Outcome {
        summary: summary_rows(&posterior)?,
        warnings: sampler_warnings(&counts(&posterior, settings.max_depth)),
        warmup: save_warmup.then_some(warmup),
        posterior,
        seconds,
    })
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

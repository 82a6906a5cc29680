//! One run of the chains, start to end: the draws kept (after warmup,
//! and during it on request), then ArviZ's summary and the sampler's
//! warnings; and the output file.

use crate::arviz::{self, AttrValue};
use crate::chains::{run_chains, Engine};
use crate::data::RunData;
use crate::datasets::DatasetReport;
use crate::diagnostics::Draws;
use crate::generated::Quantity;
use crate::layout::Layout;
use crate::protocol::Protocol;
use crate::summary::{format_table, sampler_warnings, summarize, SummaryRow, TransitionCounts};
use crate::trace::{ThetaDType, Trace};
use crate::{Error, Settings};
use autobatch_runtime::DType;
use std::path::Path;

/// What a run produced.
pub struct Outcome {
    pub layout: Layout,
    pub posterior: Trace,
    /// The generated quantities of the kept draws (`generated.rs`), once
    /// evaluated.
    pub generated: Vec<Quantity>,
    pub warmup: Option<Trace>,
    /// ArviZ's summary of the draws (of every dataset's draws apart
    /// with `--datasets`: in `datasets`).
    pub summary: Vec<SummaryRow>,
    pub warnings: Vec<String>,
    /// `--datasets`: each dataset's summary; the traces then hold every
    /// dataset's chains, dataset after dataset (`chains` each).
    pub datasets: Vec<DatasetReport>,
    /// Wall seconds of the chains (after compilation).
    pub seconds: f64,
    /// Gradients of the log density the chains evaluated (leapfrog steps,
    /// warmup included; the start's search for an initial point aside).
    pub gradients: u64,
    /// What each block of the compiled sampler did (`Engine::block_stats`;
    /// empty on the VM).
    pub blocks: Vec<autobatch_runtime::BlockStat>,
}

impl Outcome {
    /// The summary table and the warning lines, as printed (with
    /// datasets, their overview: `datasets::overview`).
    pub fn report(&self) -> String {
        let mut text = if self.datasets.is_empty() {
            format_table(&self.summary)
        } else {
            crate::datasets::overview(&self.datasets)
        };
        for w in &self.warnings {
            text.push_str(w);
            text.push('\n');
        }
        text
    }

    /// What `--stats` prints of the run: its gradients and their rate,
    /// and, for a compiled sampler, the program-counter loop's steps per
    /// gradient with the `top` blocks that ran the most (where the
    /// sampler's own bookkeeping goes, beside the model's gradient).
    pub fn stats(&self, top: usize) -> String {
        let per_second = self.gradients as f64 / self.seconds.max(f64::MIN_POSITIVE);
        let mut text = format!(
            "gradients: {} ({per_second:.4e} per second of sampling)\n",
            self.gradients
        );
        let steps: u64 = self.blocks.iter().map(|b| b.steps).sum();
        if steps == 0 {
            return text;
        }
        let per = |n: u64| n as f64 / (self.gradients.max(1) as f64);
        let ran = self.blocks.iter().filter(|b| b.steps > 0).count();
        text.push_str(&format!(
            "loop steps: {steps} ({:.1} per gradient) in {ran} blocks; the most per gradient (steps, lanes):\n",
            per(steps)
        ));
        let mut busiest: Vec<&autobatch_runtime::BlockStat> = self.blocks.iter().filter(|b| b.steps > 0).collect();
        busiest.sort_by(|a, b| b.steps.cmp(&a.steps).then_with(|| a.label.cmp(&b.label)));
        for b in busiest.into_iter().take(top) {
            text.push_str(&format!(
                "  {:<44} {:>7.3} {:>9.3}\n",
                b.label,
                per(b.steps),
                per(b.lanes)
            ));
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
            ("adapt", AttrValue::Str(s.adapt.name().into())),
            ("init_optimize", AttrValue::Int(s.init_optimize as i64)),
            ("sampling_time", AttrValue::Float(self.seconds)),
        ];
        arviz::write(path, &self.draws(), self.warmup.as_ref(), &attrs).map_err(|e| Error::Usage(e.to_string()))
    }

    /// The kept draws as the writers take them.
    pub fn draws(&self) -> arviz::Draws<'_> {
        arviz::Draws {
            layout: &self.layout,
            posterior: &self.posterior,
            generated: &self.generated,
            datasets: (!self.datasets.is_empty()).then_some(self.datasets.len()),
        }
    }
}

/// The float type of the draws.
pub fn theta_dtype(protocol: &Protocol) -> ThetaDType {
    match protocol.dtype {
        DType::F32 => ThetaDType::F32,
        _ => ThetaDType::F64,
    }
}

/// `--init` against the parameters: one row of constrained values for
/// every chain, or one per chain, each inside the parameters' supports.
pub fn check_init(settings: &Settings, layout: &Layout) -> Result<(), Error> {
    let Some(rows) = &settings.init else { return Ok(()) };
    crate::init::check_rows(layout, rows, settings.chains).map_err(|why| Error::Usage(format!("--init: {why}")))
}

/// Runs every chain of `settings` on `engine` and summarizes the draws;
/// `progress` sees the transitions done and the divergences after warmup
/// so far after each call.
pub fn sample(
    protocol: &Protocol,
    engine: &mut dyn Engine,
    settings: &Settings,
    data: &RunData,
    save_warmup: bool,
    save_unconstrained: bool,
    mut progress: impl FnMut(usize, u64),
) -> Result<Outcome, Error> {
    settings.check()?;
    let layout = &protocol.model.layout;
    check_init(settings, layout)?;
    let dtype = theta_dtype(protocol);
    let members = data.members(settings.local_chains());
    let trace = || Trace::new(members, layout.size(), dtype).map_err(|e| Error::Usage(e.to_string()));
    let (mut posterior, mut warmup) = (trace()?, trace()?);
    if save_unconstrained {
        posterior.keep_unconstrained(protocol.dim);
    }
    posterior.reserve(settings.draws);
    if save_warmup {
        warmup.reserve(settings.warmup);
    }
    let divergences = std::cell::Cell::new(0u64);
    let gradients = std::cell::Cell::new(0u64);
    let start = std::time::Instant::now();
    run_chains(
        protocol,
        engine,
        settings,
        data,
        |k, draw| {
            let into = if k < settings.warmup {
                &mut warmup
            } else {
                &mut posterior
            };
            let steps: i64 = draw.stats.iter().map(|s| s.n_steps).sum();
            gradients.set(gradients.get() + u64::try_from(steps).unwrap_or(0));
            if k >= settings.warmup {
                divergences.set(divergences.get() + draw.stats.iter().filter(|s| s.diverging).count() as u64);
            }
            if k >= settings.warmup || save_warmup {
                into.push_draw(draw.values, draw.stats)
                    .map_err(|e| Error::Usage(e.to_string()))?;
                into.push_unconstrained(draw.theta);
            }
            Ok(())
        },
        |done| progress(done, divergences.get()),
    )?;
    let seconds = start.elapsed().as_secs_f64();
    let (summary, warnings, datasets) = diagnose(&posterior, layout, data.datasets(), settings.max_depth)?;
    Ok(Outcome {
        generated: Vec::new(),
        layout: layout.clone(),
        summary,
        warnings,
        datasets,
        warmup: save_warmup.then_some(warmup),
        posterior,
        seconds,
        gradients: gradients.get(),
        blocks: engine.block_stats(),
    })
}

/// The diagnostics of a run's kept draws: ArviZ's summary and the
/// sampler's warnings, or with `datasets` each dataset's report and
/// their warnings.
pub(crate) type Diagnosis = (Vec<SummaryRow>, Vec<String>, Vec<DatasetReport>);

pub(crate) fn diagnose(
    posterior: &Trace,
    layout: &Layout,
    datasets: Option<usize>,
    max_depth: usize,
) -> Result<Diagnosis, Error> {
    Ok(match datasets {
        None => (
            summary_rows(posterior, layout)?,
            sampler_warnings(&counts(posterior, max_depth)),
            Vec::new(),
        ),
        Some(count) => {
            let reports = crate::datasets::reports(posterior, layout, count, max_depth)?;
            let warnings = crate::datasets::warnings(&reports);
            (Vec::new(), warnings, reports)
        }
    })
}

/// ArviZ's summary of every constrained value, by its name (`eta[0]`),
/// the coordinates spread over the cores.
pub(crate) fn summary_rows(posterior: &Trace, layout: &Layout) -> Result<Vec<SummaryRow>, Error> {
    let (chains, draws) = (posterior.chains(), posterior.draws());
    let names = layout.coordinate_names();
    crate::parallel::map(names.len(), |d| {
        let draws = Draws::new(chains, draws, posterior.coordinate(d)).map_err(Error::Usage)?;
        Ok(summarize(&names[d], &draws))
    })
}

pub(crate) fn counts(posterior: &Trace, max_depth: usize) -> TransitionCounts {
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

//! Many datasets at once (`autobatch sample --datasets`): the posteriors
//! of M datasets sampled as one batch of M x chains members, dataset
//! after dataset (`RunData::Datasets`). The draws stay one trace (its
//! chains dataset-major, so that a `dataset` dimension ahead of `chain`
//! is a reshape, `arviz.rs`); the diagnostics are each dataset's own,
//! since the chains of different datasets sample different posteriors.
//! What is printed is an overview, one line per dataset, short enough
//! for a thousand datasets: the full summaries are a `az.summary` away
//! in the output file.

use crate::layout::Layout;
use crate::run::{counts, summary_rows};
use crate::summary::{sampler_warnings, SummaryRow, TransitionCounts};
use crate::trace::Trace;
use crate::Error;
use std::fmt::Write;

/// The most datasets the overview lists one by one; past it, those with
/// the largest R-hat.
pub const OVERVIEW_ROWS: usize = 20;

/// The R-hat above which a dataset's chains are flagged (Vehtari et al.
/// 2021's threshold, ArviZ's).
pub const R_HAT_FLAG: f64 = 1.01;

/// One dataset's diagnostics.
#[derive(Clone, Debug)]
pub struct DatasetReport {
    /// ArviZ's summary of its draws, one row per scalar coordinate.
    pub summary: Vec<SummaryRow>,
    /// Its transitions after warmup: divergent, at the maximum depth.
    pub counts: TransitionCounts,
}

impl DatasetReport {
    /// The largest R-hat of its coordinates (NaN where one is NaN).
    pub fn max_r_hat(&self) -> f64 {
        self.fold(|r| r.r_hat, f64::max)
    }

    /// The smallest bulk ESS of its coordinates.
    pub fn min_ess_bulk(&self) -> f64 {
        self.fold(|r| r.ess_bulk, f64::min)
    }

    /// The smallest tail ESS of its coordinates.
    pub fn min_ess_tail(&self) -> f64 {
        self.fold(|r| r.ess_tail, f64::min)
    }

    /// NaN wins: a coordinate without a diagnostic is shown as such.
    fn fold(&self, get: fn(&SummaryRow) -> f64, pick: fn(f64, f64) -> f64) -> f64 {
        let mut values = self.summary.iter().map(get);
        let first = values.next().unwrap_or(f64::NAN);
        values.fold(
            first,
            |a, b| if a.is_nan() || b.is_nan() { f64::NAN } else { pick(a, b) },
        )
    }

    /// Whether its chains disagree: an R-hat above the flag, or NaN.
    fn disagrees(&self) -> bool {
        let r = self.max_r_hat();
        r.is_nan() || r > R_HAT_FLAG
    }

    /// Whether its chains disagree or diverged.
    fn flagged(&self) -> bool {
        self.disagrees() || self.counts.divergent > 0
    }
}

/// Every dataset's report: `posterior` holds `count` datasets' chains,
/// dataset after dataset. The datasets are independent, so they are
/// spread over the cores (ArviZ's diagnostics of 1,000 datasets of ten
/// coordinates take seconds on one).
pub fn reports(
    posterior: &Trace,
    layout: &Layout,
    count: usize,
    max_depth: usize,
) -> Result<Vec<DatasetReport>, Error> {
    let chains = posterior.chains() / count.max(1);
    let one = |m: usize| -> Result<DatasetReport, Error> {
        let trace = (posterior.chain_range(m * chains..(m + 1) * chains))
            .ok_or_else(|| Error::Usage(format!("internal error: the draws hold no dataset {m}")))?;
        Ok(DatasetReport {
            summary: summary_rows(&trace, layout)?,
            counts: counts(&trace, max_depth),
        })
    };
    crate::parallel::map(count, one)
}

/// The overview `autobatch sample --datasets` prints: one line per
/// dataset (the `OVERVIEW_ROWS` with the largest R-hat past that many),
/// then the extremes over all datasets.
pub fn overview(reports: &[DatasetReport]) -> String {
    let mut order: Vec<usize> = (0..reports.len()).collect();
    if reports.len() > OVERVIEW_ROWS {
        // Largest R-hat first, NaN (no diagnostic) before any number.
        let key = |m: &usize| {
            let r = reports[*m].max_r_hat();
            if r.is_nan() {
                f64::INFINITY
            } else {
                r
            }
        };
        order.sort_by(|a, b| key(b).total_cmp(&key(a)).then(a.cmp(b)));
        order.truncate(OVERVIEW_ROWS);
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "{:>8} {:>10} {:>13} {:>13} {:>10} {:>10}",
        "dataset", "max_r_hat", "min_ess_bulk", "min_ess_tail", "divergent", "max_depth"
    );
    for &m in &order {
        let r = &reports[m];
        let _ = writeln!(
            text,
            "{m:>8} {:>10.2} {:>13.0} {:>13.0} {:>10} {:>10}",
            r.max_r_hat(),
            r.min_ess_bulk(),
            r.min_ess_tail(),
            r.counts.divergent,
            r.counts.max_depth_hits
        );
    }
    if order.len() < reports.len() {
        let _ = writeln!(
            text,
            "(the {} of {} datasets with the largest R-hat; every dataset's draws are in the output file)",
            order.len(),
            reports.len()
        );
    }
    let extreme = |value: fn(&DatasetReport) -> f64, largest: bool| {
        let mut best: Option<(usize, f64)> = None;
        for (m, r) in reports.iter().enumerate() {
            let v = value(r);
            let better = best.is_none_or(|(_, b)| if largest { v > b } else { v < b });
            if !v.is_nan() && better {
                best = Some((m, v));
            }
        }
        best
    };
    if let (Some((rm, r)), Some((em, e))) = (
        extreme(DatasetReport::max_r_hat, true),
        extreme(DatasetReport::min_ess_bulk, false),
    ) {
        let flagged = reports.iter().filter(|r| r.disagrees()).count();
        let _ = writeln!(
            text,
            "{} datasets: largest R-hat {r:.2} (dataset {rm}), smallest bulk ESS {e:.0} (dataset {em}); \
             R-hat above {R_HAT_FLAG} (or NaN) in {flagged}",
            reports.len()
        );
    }
    text
}

/// The sampler's warnings over all datasets' transitions, with the
/// datasets they concern.
pub fn warnings(reports: &[DatasetReport]) -> Vec<String> {
    let Some(first) = reports.first() else {
        return Vec::new();
    };
    let mut total = TransitionCounts {
        transitions: 0,
        divergent: 0,
        max_depth_hits: 0,
        max_tree_depth: first.counts.max_tree_depth,
    };
    for r in reports {
        total.transitions += r.counts.transitions;
        total.divergent += r.counts.divergent;
        total.max_depth_hits += r.counts.max_depth_hits;
    }
    let mut lines = sampler_warnings(&total);
    let flagged: Vec<String> = (reports.iter().enumerate())
        .filter(|(_, r)| r.flagged())
        .map(|(m, _)| m.to_string())
        .collect();
    if !flagged.is_empty() {
        let shown = flagged.iter().take(50).cloned().collect::<Vec<_>>().join(", ");
        let more = if flagged.len() > 50 { ", ..." } else { "" };
        lines.push(format!(
            "Warning: {} of {} datasets have divergent transitions or an R-hat above {R_HAT_FLAG}: {shown}{more}",
            flagged.len(),
            reports.len()
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(r_hat: f64, ess: f64, divergent: u64) -> DatasetReport {
        let row = |name: &str, r_hat: f64, ess: f64| SummaryRow {
            name: name.into(),
            mean: 0.0,
            sd: 1.0,
            hdi_3: -1.9,
            hdi_97: 1.9,
            mcse_mean: 0.01,
            mcse_sd: 0.01,
            ess_bulk: ess,
            ess_tail: ess + 5.0,
            r_hat,
        };
        DatasetReport {
            summary: vec![row("mu", 1.0, 900.0), row("tau", r_hat, ess)],
            counts: TransitionCounts {
                transitions: 400,
                divergent,
                max_depth_hits: 0,
                max_tree_depth: 10,
            },
        }
    }

    #[test]
    fn a_dataset_is_its_worst_coordinate() {
        let r = report(1.2, 40.0, 0);
        assert_eq!((r.max_r_hat(), r.min_ess_bulk(), r.min_ess_tail()), (1.2, 40.0, 45.0));
        assert!(r.flagged() && !report(1.0, 40.0, 0).flagged() && report(1.0, 40.0, 1).flagged());
        assert!(report(f64::NAN, 40.0, 0).max_r_hat().is_nan() && report(f64::NAN, 40.0, 0).flagged());
    }

    #[test]
    fn the_overview_lists_every_dataset_or_the_worst() {
        let few = [report(1.0, 800.0, 0), report(1.05, 300.0, 2)];
        let text = overview(&few);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert_eq!(
            lines[2].split_whitespace().collect::<Vec<_>>(),
            ["1", "1.05", "300", "305", "2", "0"]
        );
        assert!(
            lines[3].contains("largest R-hat 1.05 (dataset 1)") && lines[3].contains("in 1"),
            "{text}"
        );
        let warned = warnings(&few);
        assert!(warned[0].contains("2 of 800 transitions"), "{warned:?}");
        assert!(
            warned[1].contains("1 of 2 datasets") && warned[1].ends_with(": 1"),
            "{warned:?}"
        );

        let many: Vec<DatasetReport> = (0..30)
            .map(|m| report(1.0 + f64::from(m % 7) / 100.0, 500.0, 0))
            .collect();
        let text = overview(&many);
        let rows: Vec<&str> = text.lines().skip(1).take(OVERVIEW_ROWS).collect();
        // Largest R-hat first (1.06: datasets 6, 13, 20, 27), ties by index.
        assert!(
            rows[0].trim_start().starts_with("6 ") && rows[3].trim_start().starts_with("27 "),
            "{text}"
        );
        assert!(text.contains(&format!("the {OVERVIEW_ROWS} of 30 datasets")), "{text}");
        assert!(warnings(&[report(1.0, 800.0, 0)]).is_empty());
    }
}

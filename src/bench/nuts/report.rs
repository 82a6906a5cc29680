//! `bench nuts`'s output: the table, the JSON and the plots.

use super::{Report, Row};
use crate::bench::plot::{self, Chart, Corner, PlotError, Series, YAxis};
use autobatch_compiler::driver::Error;
use std::path::{Path, PathBuf};

fn trajectories(k: i64) -> String {
    format!("{k} {}", if k == 1 { "trajectory" } else { "trajectories" })
}

/// The table: one line per batch size.
pub fn table(report: &Report) -> String {
    let s = &report.settings;
    let threads = match s.threads {
        0 => String::new(),
        n => format!(", {n} threads"),
    };
    let fma = if s.fma { " (fused multiply-adds)" } else { "" };
    let schedule = if s.backend == "cpu" {
        format!(", schedule {}", s.schedule)
    } else {
        String::new()
    };
    let mut out = format!(
        "nuts {} on {}{fma}{threads}{schedule}: eps {}, max depth {}, warmup {}, {} per chain; \
         wall seconds best of {}\n",
        s.model,
        s.backend,
        s.eps,
        s.max_depth,
        s.warmup,
        trajectories(s.trajectories),
        s.repeats
    );
    let (k, c) = (s.trajectories, s.compare_trajectories);
    out.push_str(&format!(
        "{:>8} {:>8} {:>7} {:>10} {:>11} {:>11} {:>6} {:>9} {:>9} {:>6}\n",
        "model",
        "backend",
        "batch",
        "wall s",
        "grads",
        "grads/s",
        "depth",
        format!("util@{k}"),
        format!("util@{c}"),
        "ratio"
    ));
    for r in &report.rows {
        out.push_str(&format!(
            "{:>8} {:>8} {:>7} {:>10.4} {:>11} {:>11.4e} {:>6.2} {:>9.4} {:>9.4} {:>5.2}x\n",
            r.model,
            r.backend,
            r.batch,
            r.seconds,
            r.grads,
            r.grads_per_sec,
            r.mean_depth,
            r.utilization,
            r.utilization_compare,
            r.utilization_ratio
        ));
    }
    if let Some(p) = &report.posterior {
        out.push('\n');
        out.push_str(&p.summary());
    }
    out
}

/// The figures as JSON: `{"settings": ..., "rows": [...]}`.
pub fn to_json(report: &Report) -> Result<String, Error> {
    serde_json::to_string_pretty(report).map_err(|e| Error::Usage(e.to_string()))
}

/// Draws the two figures into `dir` (created if need be) and returns
/// their paths: gradient evaluations per second against the batch size
/// (log-log, the paper's Fig. 6) and the utilization against the batch
/// size, one line per trajectories setting (Fig. 7).
pub fn plots(report: &Report, dir: &Path) -> Result<Vec<PathBuf>, Error> {
    std::fs::create_dir_all(dir).map_err(|source| Error::Write {
        path: dir.display().to_string(),
        source,
    })?;
    let s = &report.settings;
    let name = |what: &str| dir.join(format!("nuts_{}_{}_{what}.png", s.model, s.backend));
    let line = |k: i64, y: fn(&Row) -> f64| Series {
        label: trajectories(k),
        points: report.rows.iter().map(|r| (r.batch as f64, y(r))).collect(),
    };
    let throughput = Chart {
        title: format!("NUTS {} on {}: gradient evaluations per second", s.model, s.backend),
        x_label: "batch size (chains)".into(),
        y_label: "gradients / s".into(),
        series: vec![line(s.trajectories, |r| r.grads_per_sec)],
        legend: Corner::UpperLeft,
    };
    let mut series = vec![line(s.trajectories, |r| r.utilization)];
    if s.compare_trajectories != s.trajectories {
        series.push(line(s.compare_trajectories, |r| r.utilization_compare));
    }
    let utilization = Chart {
        title: format!("NUTS {} on {}: batch utilization of the gradient", s.model, s.backend),
        x_label: "batch size (chains)".into(),
        y_label: "utilization".into(),
        series,
        legend: Corner::LowerLeft,
    };
    let paths = vec![name("throughput"), name("utilization")];
    let draw = |path: &Path, chart: &Chart, y: YAxis| {
        plot::line_chart(path, chart, y).map_err(|e: PlotError| Error::Usage(e.to_string()))
    };
    draw(&paths[0], &throughput, YAxis::Log)?;
    draw(&paths[1], &utilization, YAxis::Linear { max: 1.0 })?;
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_rows_carry_what_other_scripts_read() {
        let row = Row {
            peer: "autobatch",
            model: "logreg".into(),
            backend: "cpu".into(),
            batch: 16,
            eps: 0.01,
            max_depth: 8,
            trajectories: 10,
            seconds: 2.0,
            kernel_seconds: None,
            grads: 1000,
            grads_per_sec: 500.0,
            mean_depth: 3.0,
            utilization: 0.8,
            compare_trajectories: 1,
            utilization_compare: 0.4,
            utilization_ratio: 2.0,
        };
        let json: serde_json::Value = serde_json::to_value(&row).unwrap();
        for key in [
            "model",
            "backend",
            "batch",
            "grads_per_sec",
            "utilization",
            "utilization_compare",
        ] {
            assert!(json.get(key).is_some(), "row lacks {key}: {json}");
        }
        assert_eq!(json["batch"], 16);
        assert_eq!(json["backend"], "cpu");
    }
}

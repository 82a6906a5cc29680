//! examples/models/lotka_volterra.py at `autobatch sample`'s defaults (4
//! chains, 1,000 warmup and 1,000 draws, seed 0, no stack flag: its
//! stacks grow by themselves) on the Hudson's Bay lynx and hare pelts:
//! converged (R-hat below 1.01), under 1% of the draws divergent, and the
//! posterior the references give:
//!
//! * NumPyro's long run of the same model with JAX's `odeint`
//!   (tests/data/lotka_volterra_numpyro.json, made by
//!   scripts/reference/numpyro_library_examples.py: 4 x 10,000 draws),
//!   each mean within 5 combined Monte Carlo standard errors and each sd
//!   within 15%;
//! * the case study's published means and 80% intervals
//!   (tests/data/lotka_volterra_case_study.json), each within half a unit
//!   of its last printed digit plus 3 combined Monte Carlo errors (ours,
//!   and the case study's from its effective sample sizes of about 1,000).

use super::harness::root;
use super::sample::{agrees_with_reference, request};
use autobatch::sample::summary::SummaryRow;
use autobatch::sample::{sample, Outcome, SampleBackend, Settings};

/// The standard error of a 10% or 90% quantile estimated from `ess`
/// effective draws of a normal with standard deviation `sd`:
/// sqrt(q (1 - q)) / (phi(z_q) sqrt(ess)) sd.
fn quantile_se(sd: f64, ess: f64) -> f64 {
    let phi_z = (-0.5 * 1.2815515655446004f64.powi(2)).exp() / (2.0 * std::f64::consts::PI).sqrt();
    (0.1f64 * 0.9).sqrt() / phi_z * sd / ess.sqrt()
}

/// The `p` quantile of `xs` (sorted in place), linearly interpolated
/// (NumPy's default).
fn quantile(xs: &mut [f64], p: f64) -> f64 {
    xs.sort_by(f64::total_cmp);
    let at = p * (xs.len() - 1) as f64;
    let (lo, frac) = (at.floor() as usize, at.fract());
    xs[lo] + frac * (xs[(lo + 1).min(xs.len() - 1)] - xs[lo])
}

fn run_at_the_defaults() -> Outcome {
    let dir = root().join("examples/models");
    let mut req = request(
        dir.join("lotka_volterra.py"),
        dir.join("lotka_volterra.json"),
        Settings::default(),
        SampleBackend::Cpu,
    );
    // No --max-stack-depth: the example must not need one.
    req.max_stack_depth = None;
    sample(&req).unwrap_or_else(|e| panic!("{e}"))
}

fn agrees_with_the_case_study(outcome: &Outcome) {
    let path = root().join("tests/data/lotka_volterra_case_study.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let published: serde_json::Value = serde_json::from_str(&text).expect("case study JSON");
    let their_ess = published["ess"].as_f64().expect("ess");
    let names: Vec<&str> = outcome.summary.iter().map(|r| r.name.as_str()).collect();
    let (width, all) = (outcome.posterior.dim(), outcome.posterior.values());
    for (name, entry) in published["parameters"].as_object().expect("parameters") {
        let k = names
            .iter()
            .position(|n| n == name)
            .unwrap_or_else(|| panic!("no {name}"));
        let row: &SummaryRow = &outcome.summary[k];
        let half_unit = 0.5 * entry["unit"].as_f64().expect("unit");
        let mean = entry["mean"].as_f64().expect("mean");
        let mc = (row.mcse_mean.powi(2) + row.sd.powi(2) / their_ess).sqrt();
        assert!(
            (row.mean - mean).abs() <= half_unit + 3.0 * mc,
            "{name}: mean {} against the case study's {mean} (allowed {})",
            row.mean,
            half_unit + 3.0 * mc
        );
        let mut xs: Vec<f64> = all.chunks(width).map(|draw| draw[k]).collect();
        let interval = entry["interval_80"].as_array().expect("interval_80");
        for (p, bound) in [(0.1, &interval[0]), (0.9, &interval[1])] {
            let (ours, theirs) = (quantile(&mut xs, p), bound.as_f64().expect("bound"));
            let se = (quantile_se(row.sd, row.ess_tail).powi(2) + quantile_se(row.sd, their_ess).powi(2)).sqrt();
            assert!(
                (ours - theirs).abs() <= half_unit + 3.0 * se,
                "{name}: {p} quantile {ours} against the case study's {theirs} (allowed {})",
                half_unit + 3.0 * se
            );
        }
    }
}

#[test]
fn lotka_volterra_at_the_defaults_is_right() {
    let outcome = run_at_the_defaults();
    for row in &outcome.summary {
        assert!(row.r_hat < 1.01, "{}: R-hat {}", row.name, row.r_hat);
    }
    let stats: Vec<_> = (0..outcome.posterior.chains())
        .flat_map(|c| outcome.posterior.chain_stats(c).iter())
        .collect();
    let divergent = stats.iter().filter(|s| s.diverging).count();
    assert!(
        divergent * 100 < stats.len(),
        "{divergent} of {} draws divergent",
        stats.len()
    );
    agrees_with_reference(&outcome.summary, "lotka_volterra_numpyro.json");
    agrees_with_the_case_study(&outcome);
}

//! The paper's slice NUTS (python/autobatch/slice_nuts.py) bound to
//! examples/models/logreg.py, Bayesian logistic regression (the
//! N = 10,000 x D = 100 float32 problem examples/make_logreg.py writes),
//! checked two ways.
//!
//! * Statistically, against numpyro. tests/data/logreg_numpyro.json holds
//!   numpyro's posterior mean, sd and Monte Carlo standard error (mcse) of
//!   every coefficient for the same data and model (its "source" says how
//!   it was made). C = 64 chains start at beta = 0, take W = 20 warmup
//!   transitions and K = 50 kept ones, as one compiled CPU bundle. For
//!   coefficient i, let a_c be chain c's average of beta_i over its K kept
//!   draws; the estimate is mean_c a_c, with standard error
//!   se = sd_c(a_c) / sqrt(C) (from the between-chain spread of per-chain
//!   averages, so autocorrelation within a chain is accounted for), and
//!   z_i = (estimate - numpyro mean) / sqrt(se^2 + numpyro mcse^2) is close
//!   to Student's t with C - 1 = 63 degrees of freedom (numpyro's mcse is
//!   about a third of se, so its own error adds little). We require
//!   max |z_i| < 5.5 over the 100 coefficients: P(|t_63| > 5.5) = 7.4e-7
//!   (integrated numerically; P(|t_255| > 5.5) = 9.2e-8 by the same code,
//!   as tests/conformance/nuts.rs states), so by Bonferroni the false-alarm
//!   rate is below 100 x 7.4e-7 = 7.4e-5 <= 1e-4, leaving room for what 20
//!   warmup transitions leave of the start. The test is sharp: numpyro's
//!   posterior sd is 59 to 87 times sqrt(se^2 + mcse^2), so a bias of a
//!   sixth of a posterior sd in any one coefficient fails it (shifting
//!   numpyro's means by sd / 6 gives 9.2 <= |z| <= 16.5; eps = 0.02, which
//!   mixes badly in 70 transitions, gives max |z| = 278).
//! * Exactly, against CPython: the first transitions of two chains run on
//!   the `vm` backend print the same JSON as `python3 -m autobatch run`,
//!   and on the `cpu` backend the same statuses, gradient counts and tree
//!   depths, with states equal up to float32 rounding (see `REL_TOL`).
//!
//! Keys and data are fixed, so both tests are deterministic; compiled code
//! is optimized whatever the test profile, so each takes seconds.

use super::harness::root;
use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::Command;

const D: usize = 100;
const CHAINS: usize = 64;
const WARMUP: i64 = 20;
const STEPS: i64 = 50;
const EPS: f64 = 0.01;
const MAX_DEPTH: i64 = 8;
const Z_BOUND: f64 = 5.5;

/// Chains and kept transitions of the comparison with CPython, which takes
/// about 25 ms a gradient, 12 gradients a transition.
const EXACT_CHAINS: usize = 2;
const EXACT_STEPS: i64 = 5;
/// The cpu backend's compiled exp and log1p may differ from C's libm in the
/// last float32 ulp, and such differences spread through the 10,000-term
/// sums of every gradient; so each cpu output vector must agree with
/// CPython's to REL_TOL times the vector's largest magnitude. Measured:
/// 2.0e-7 after EXACT_STEPS transitions, 2.2e-7 after 10 (two ulps), so
/// REL_TOL leaves a factor 45; elementwise relative errors reach 1.7e-4 on
/// coefficients of size 2e-4, so the bound is norm-wise.
const REL_TOL: f64 = 1e-5;

/// Writes the data and the inputs of `chains` chains into `dir` with
/// examples/make_logreg.py; returns the inputs' path.
fn make_inputs(dir: &Path, chains: usize, warmup: i64, steps: i64) -> PathBuf {
    let inputs = dir.join("inputs.npz");
    let out = Command::new("python3")
        .arg(root().join("examples/make_logreg.py"))
        .arg("--out")
        .arg(dir.join("logreg.npz"))
        .arg("--inputs")
        .arg(&inputs)
        .args(["--chains", &chains.to_string()])
        .args(["--warmup", &warmup.to_string(), "--steps", &steps.to_string()])
        .args(["--eps", &EPS.to_string(), "--max-depth", &MAX_DEPTH.to_string()])
        .output()
        .expect("python3 runs examples/make_logreg.py");
    assert!(
        out.status.success(),
        "make_logreg.py: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    inputs
}

fn sampler() -> PathBuf {
    root().join("python/autobatch/slice_nuts.py")
}

fn model() -> PathBuf {
    root().join("examples/models/logreg.py")
}

/// `autobatch run` of the example's `chain` on `backend`, as JSON.
fn run(backend: &str, inputs: &Path) -> Json {
    let out = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .arg("run")
        .arg(sampler())
        .arg("--model")
        .arg(model())
        .args(["--entry", "chain", "--backend", backend, "--inputs"])
        .arg(inputs)
        .output()
        .expect("autobatch runs");
    assert!(
        out.status.success(),
        "{backend}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("autobatch prints JSON")
}

/// The same run in CPython (python/autobatch), as JSON.
fn run_cpython(inputs: &Path) -> Json {
    let out = Command::new("python3")
        .args(["-m", "autobatch", "run"])
        .arg(sampler())
        .arg("--model")
        .arg(model())
        .args(["--entry", "chain", "--inputs"])
        .arg(inputs)
        .env("PYTHONPATH", root().join("python"))
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "CPython: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("CPython prints JSON")
}

/// Output `k`, one f32[D] vector per chain.
fn vectors(json: &Json, k: usize) -> Vec<Vec<f64>> {
    let rows = json["outputs"][k].as_array().expect("a vector per chain");
    let row = |r: &Json| -> Vec<f64> {
        let xs = r.as_array().expect("a vector");
        xs.iter().map(|x| x.as_f64().expect("a float")).collect()
    };
    rows.iter().map(row).collect()
}

/// Output `k`, one integer per chain.
fn counts(json: &Json, k: usize) -> Vec<i64> {
    let xs = json["outputs"][k].as_array().expect("an integer per chain");
    xs.iter().map(|x| x.as_i64().expect("an integer")).collect()
}

fn assert_all_ok(json: &Json, chains: usize) {
    let status = json["status"].as_array().expect("status");
    assert_eq!(status.len(), chains);
    assert!(status.iter().all(|s| s == "ok"), "status {status:?}");
}

/// Every leaf takes LEAPFROG_STEPS = 4 steps of one gradient each; a chain
/// adds the gradient at its starting point.
fn assert_gradient_counts(grads: &[i64]) {
    assert!(grads.iter().all(|&g| g > 1 && g % 4 == 1), "gradient counts {grads:?}");
}

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

/// Unbiased sample variance.
fn var(xs: &[f64]) -> f64 {
    let m = mean(xs);
    xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (xs.len() - 1) as f64
}

/// z of the hypothesis that the per-chain averages `a` have mean `truth`,
/// known up to a standard error `truth_se`.
fn z_score(a: &[f64], truth: f64, truth_se: f64) -> f64 {
    (mean(a) - truth) / (var(a) / a.len() as f64 + truth_se * truth_se).sqrt()
}

/// A field of tests/data/logreg_numpyro.json: D floats.
fn numpyro(reference: &Json, field: &str) -> Vec<f64> {
    let xs = reference[field].as_array().expect("a numpyro field");
    let xs: Vec<f64> = xs.iter().map(|x| x.as_f64().expect("a float")).collect();
    assert_eq!(xs.len(), D, "numpyro {field}");
    xs
}

#[test]
fn logreg_posterior_means_agree_with_numpyro() {
    let start = std::time::Instant::now();
    let path = root().join("tests/data/logreg_numpyro.json");
    let text = std::fs::read_to_string(&path).expect("read tests/data/logreg_numpyro.json");
    let reference: Json = serde_json::from_str(&text).expect("numpyro reference is JSON");
    let (want, mcse) = (numpyro(&reference, "mean"), numpyro(&reference, "mcse"));

    let dir = tempfile::tempdir().expect("tempdir");
    let json = run("cpu", &make_inputs(dir.path(), CHAINS, WARMUP, STEPS));
    assert_all_ok(&json, CHAINS);
    let sums = vectors(&json, 1);
    assert_eq!(sums.len(), CHAINS);
    let grads = counts(&json, 3);
    assert_gradient_counts(&grads);

    let mut max_z = 0.0f64;
    let mut bad = Vec::new();
    for i in 0..D {
        let a: Vec<f64> = sums.iter().map(|s| s[i] / STEPS as f64).collect();
        let z = z_score(&a, want[i], mcse[i]);
        max_z = max_z.max(z.abs());
        if z.is_nan() || z.abs() >= Z_BOUND {
            bad.push(format!(
                "beta_{i}: {:.5} vs numpyro {:.5} (z {z:.2})",
                mean(&a),
                want[i]
            ));
        }
    }
    let transitions = (CHAINS as i64 * (WARMUP + STEPS)) as f64;
    eprintln!(
        "nuts_logreg: {CHAINS} chains x {} transitions: max |z| {max_z:.2}, \
         {:.1} gradients per transition, {:.1?}",
        WARMUP + STEPS,
        grads.iter().sum::<i64>() as f64 / transitions,
        start.elapsed()
    );
    assert!(bad.is_empty(), "|z| >= {Z_BOUND}:\n{}", bad.join("\n"));
}

#[test]
fn logreg_first_transitions_match_cpython() {
    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = make_inputs(dir.path(), EXACT_CHAINS, 0, EXACT_STEPS);
    let want = run_cpython(&inputs);
    assert_all_ok(&want, EXACT_CHAINS);
    assert_gradient_counts(&counts(&want, 3));
    assert_eq!(run("vm", &inputs), want, "vm vs CPython");

    let cpu = run("cpu", &inputs);
    assert_eq!(cpu["status"], want["status"]);
    assert_eq!(cpu["outputs"][3], want["outputs"][3], "gradient counts");
    assert_eq!(cpu["outputs"][4], want["outputs"][4], "tree depths");
    let mut worst = 0.0f64;
    for k in 0..3 {
        let (cpu_k, want_k) = (vectors(&cpu, k), vectors(&want, k));
        assert_eq!(cpu_k.len(), want_k.len());
        for (got, expected) in cpu_k.iter().zip(&want_k) {
            assert_eq!(got.len(), D);
            let scale = expected.iter().fold(0.0f64, |m, e| m.max(e.abs()));
            assert!(scale > 0.0, "output {k} is all zeros");
            for (g, e) in got.iter().zip(expected) {
                let rel = (g - e).abs() / scale;
                worst = worst.max(rel);
                assert!(rel <= REL_TOL, "output {k}: cpu {g} vs CPython {e} (scale {scale})");
            }
        }
    }
    eprintln!("nuts_logreg: cpu vs CPython, largest difference {worst:.1e} of the vector's scale");
}

//! `autobatch sample`: the sampler compiled with a model agrees with
//! CPython bit for bit (on the VM), and its draws have the right
//! distribution (compiled for the CPU).
//!
//! The statistical checks, precisely. For a coordinate with posterior
//! mean m and standard deviation s (known, or a reference's), the sample
//! mean's error divided by its Monte Carlo standard error (ArviZ's
//! mcse_mean, from the bulk ESS) is close to standard normal once the
//! ESS is in the hundreds; we require |z| < 5 for every coordinate
//! (P(|N(0,1)| > 5) = 5.7e-7, so below 1e-4 for the 113 coordinates
//! tested, by Bonferroni). The sample sd must be within 15 % of s: with a
//! bulk ESS above 400 (also required) its relative standard error is
//! about 1 / sqrt(2 ESS) < 3.6 %, so 15 % is over 4 standard errors.
//! R-hat (rank-normalized split) must be below 1.01 and no transition
//! may diverge. Seeds are fixed: the tests are deterministic.

use super::harness::{root, same_npz};
use autobatch::sample::summary::SummaryRow;
use autobatch::sample::{sample, Adapt, Algorithm, Outcome, Request, SampleBackend, Settings};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::Command;

fn settings(chains: usize, warmup: usize, draws: usize) -> Settings {
    Settings {
        chains,
        warmup,
        draws,
        seed: 11,
        ..Settings::default()
    }
}

pub(super) fn request(model: PathBuf, data: PathBuf, settings: Settings, backend: SampleBackend) -> Request {
    Request {
        model,
        data: Some(data),
        datasets: None,
        settings,
        backend,
        threads: 0,
        gpu_arch: "sm_90".into(),
        max_stack_depth: Some(64),
        save_warmup: true,
        save_unconstrained: false,
        init: None,
        init_jitter: None,
        init_optimize: None,
        adapt: None,
        target_accept: None,
        max_depth: None,
        output: None,
        sharded: false,
        progress: false,
    }
}

fn eight_schools() -> (PathBuf, PathBuf) {
    let dir = root().join("examples/models");
    (dir.join("eight_schools.py"), dir.join("eight_schools.json"))
}

/// Runs `autobatch sample` on the VM and `python3 -m autobatch sample` with
/// the same settings (`s` and the same flags), and asserts that every array
/// of their .npz files is the same, bit for bit.
fn vm_and_cpython_agree(model: &Path, data: &Path, s: Settings, flags: &[&str]) {
    let dir = tempfile::tempdir().expect("tempdir");
    let ours = dir.path().join("ours.npz");
    let theirs = dir.path().join("cpython.npz");
    let args = [
        "--chains".to_string(),
        s.chains.to_string(),
        "--warmup".into(),
        s.warmup.to_string(),
        "--draws".into(),
        s.draws.to_string(),
        "--seed".into(),
        s.seed.to_string(),
        "--save-warmup".into(),
        "--save-unconstrained".into(),
    ];
    let mut req = request(model.to_path_buf(), data.to_path_buf(), s, SampleBackend::Vm);
    req.output = Some(ours.clone());
    req.save_unconstrained = true;
    sample(&req).unwrap_or_else(|e| panic!("{e}"));
    let out = Command::new("python3")
        .args(["-m", "autobatch", "sample"])
        .arg(model)
        .arg("--data")
        .arg(data)
        .args(args)
        .args(flags)
        .arg("-o")
        .arg(&theirs)
        .env("PYTHONPATH", root().join("python"))
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    same_npz(&format!("{flags:?}"), &ours, &theirs);
}

#[test]
fn the_vm_draws_what_cpython_draws() {
    let (model, data) = eight_schools();
    vm_and_cpython_agree(&model, &data, settings(3, 30, 20), &["--algorithm", "nuts"]);
    let mut s = settings(3, 30, 20);
    s.adapt = Adapt::Nutpie;
    vm_and_cpython_agree(&model, &data, s, &["--adapt", "nutpie"]);
    let mut s = settings(3, 30, 20);
    s.algorithm = Algorithm::Slice;
    s.leaf_steps = 2;
    vm_and_cpython_agree(&model, &data, s, &["--algorithm", "slice", "--leaf-steps", "2"]);
    // A model's INIT_JITTER, ADAPT, TARGET_ACCEPT and MAX_DEPTH, read by
    // both.
    let dir = tempfile::tempdir().expect("tempdir");
    let set = dir.path().join("eight_schools_set.py");
    let source = std::fs::read_to_string(&model).expect("model");
    let constants = "INIT_JITTER = 0.5\nADAPT = \"nutpie\"\nTARGET_ACCEPT = 0.9\nMAX_DEPTH = 5\n";
    std::fs::write(&set, format!("{source}\n{constants}")).expect("write");
    vm_and_cpython_agree(&set, &data, settings(3, 30, 20), &[]);
}

/// `--init-optimize`: L-BFGS from each initial point (its line search,
/// pairs and stopping rules), on the diagonal and the dense metric, and
/// from a given `--init` point.
#[test]
fn the_vm_draws_what_cpython_draws_from_local_maxima() {
    let (model, data) = eight_schools();
    let mut s = settings(2, 30, 10);
    s.adapt = Adapt::Stan;
    s.init_optimize = 50;
    vm_and_cpython_agree(&model, &data, s.clone(), &["--adapt", "stan", "--init-optimize", "50"]);
    // A few iterations: stopped by the count, not by convergence.
    s.init_optimize = 3;
    vm_and_cpython_agree(&model, &data, s, &["--adapt", "stan", "--init-optimize", "3"]);
    let dir = root().join("examples/models");
    let mut s = settings(2, 30, 10);
    s.dense_mass = true;
    s.adapt = Adapt::Stan;
    s.init_optimize = 100;
    vm_and_cpython_agree(
        &dir.join("gaussian.py"),
        &dir.join("gaussian_corr.json"),
        s,
        &["--dense-mass", "--init-optimize", "100"],
    );
}

/// A parameter of every kind (tests/sample/every_constraint.py): the
/// adapter's transforms, log-Jacobians and records, bit for bit.
#[test]
fn the_vm_draws_what_cpython_draws_for_every_constraint() {
    let dir = root().join("tests/sample");
    vm_and_cpython_agree(
        &dir.join("every_constraint.py"),
        &dir.join("every_constraint.json"),
        settings(2, 40, 10),
        &[],
    );
}

/// A covariance built from parameters (examples/models/gp_regression.py):
/// the Cholesky factor and the triangular solve, and their closed-form
/// gradients, as CPython's twins compute them (python/autobatch/_linalg.py).
#[test]
fn the_vm_draws_what_cpython_draws_through_a_cholesky_factor() {
    let dir = root().join("examples/models");
    vm_and_cpython_agree(
        &dir.join("gp_regression.py"),
        &dir.join("gp_regression.json"),
        settings(2, 30, 10),
        &[],
    );
}

/// nutpie's warmup through its phases: 400 warmup transitions switch the
/// estimators every 10 draws up to transition 120, once more after the
/// first window of 80, and adapt the step size alone from 340 on (the
/// schedule itself: python/tests/test_nutpie_warmup.py).
#[test]
fn the_vm_draws_what_cpython_draws_with_nutpies_warmup() {
    let (model, data) = eight_schools();
    let mut s = settings(1, 400, 10);
    s.adapt = Adapt::Nutpie;
    vm_and_cpython_agree(&model, &data, s, &["--adapt", "nutpie"]);
}

/// The dense metric, through two metric updates (warmup 200: the slow
/// windows end at transitions 99 and 149).
#[test]
fn the_vm_draws_what_cpython_draws_with_a_dense_metric() {
    let dir = root().join("examples/models");
    let mut s = settings(2, 200, 10);
    s.dense_mass = true;
    s.adapt = Adapt::Stan;
    vm_and_cpython_agree(
        &dir.join("gaussian.py"),
        &dir.join("gaussian_corr.json"),
        s,
        &["--dense-mass"],
    );
}

/// examples/models/gaussian.py on its correlated target (correlations 0.9,
/// 0.5, 0.3; scales 1, 3, 0.3): the dense metric samples it, and about
/// twice as efficiently as the diagonal one (ESS measured: ~2000 against
/// ~650 of 2000 draws at seed 1).
#[test]
fn a_dense_metric_samples_a_correlated_gaussian() {
    let dir = root().join("examples/models");
    let run = |dense: bool| {
        let mut s = settings(4, 500, 500);
        s.dense_mass = dense;
        s.adapt = Adapt::default();
        let req = request(
            dir.join("gaussian.py"),
            dir.join("gaussian_corr.json"),
            s,
            SampleBackend::Cpu,
        );
        sample(&req).unwrap_or_else(|e| panic!("{e}"))
    };
    let dense = run(true);
    for (row, (mean, sd)) in dense.summary.iter().zip([(1.0, 1.0), (-2.0, 3.0), (0.5, 0.3)]) {
        check_row(row, mean, sd);
    }
    no_divergences(&dense);
    let diagonal = run(false);
    let min_ess = |o: &Outcome| o.summary.iter().map(|r| r.ess_bulk).fold(f64::INFINITY, f64::min);
    assert!(
        min_ess(&dense) > 1.5 * min_ess(&diagonal),
        "dense ESS {} against diagonal {}",
        min_ess(&dense),
        min_ess(&diagonal)
    );
}

fn check_row(row: &SummaryRow, mean: f64, sd: f64) {
    let z = (row.mean - mean) / row.mcse_mean;
    assert!(z.abs() < 5.0, "{}: mean {} vs {mean} (z = {z:.2})", row.name, row.mean);
    assert!((row.sd / sd - 1.0).abs() < 0.15, "{}: sd {} vs {sd}", row.name, row.sd);
    assert!(row.ess_bulk > 400.0, "{}: bulk ESS {}", row.name, row.ess_bulk);
    assert!(row.r_hat < 1.01, "{}: R-hat {}", row.name, row.r_hat);
}

fn no_divergences(outcome: &Outcome) {
    let stats = (0..outcome.posterior.chains()).flat_map(|c| outcome.posterior.chain_stats(c).iter());
    assert_eq!(stats.filter(|s| s.diverging).count(), 0, "divergent transitions");
}

/// x: N rows of K columns, deterministic; y = x (1, -2, 0.5) + noise.
fn linreg_data() -> (Vec<Vec<f64>>, Vec<f64>) {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut normal = || {
        let (u, v): (f64, f64) = (rng.random(), rng.random());
        (-2.0 * (1.0 - u).ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
    };
    let x: Vec<Vec<f64>> = (0..50).map(|_| (0..3).map(|_| normal()).collect()).collect();
    let beta = [1.0, -2.0, 0.5];
    let y = x
        .iter()
        .map(|r| r.iter().zip(beta).map(|(a, b)| a * b).sum::<f64>() + normal())
        .collect();
    (x, y)
}

/// The posterior mean and sds of tests/sample/linreg.py: S = (x^T x +
/// I / 4)^-1, mean S x^T y (3 x 3, by cofactors).
fn linreg_posterior(x: &[Vec<f64>], y: &[f64]) -> ([f64; 3], [f64; 3]) {
    let mut a = [[0.0; 3]; 3];
    let mut b = [0.0; 3];
    for (r, &yi) in x.iter().zip(y) {
        for i in 0..3 {
            b[i] += r[i] * yi;
            for j in 0..3 {
                a[i][j] += r[i] * r[j];
            }
        }
    }
    (0..3).for_each(|i| a[i][i] += 0.25);
    let det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
        + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
    let mut s = [[0.0; 3]; 3];
    for (i, row) in s.iter_mut().enumerate() {
        for (j, v) in row.iter_mut().enumerate() {
            let (r1, r2) = ((j + 1) % 3, (j + 2) % 3);
            let (c1, c2) = ((i + 1) % 3, (i + 2) % 3);
            *v = (a[r1][c1] * a[r2][c2] - a[r1][c2] * a[r2][c1]) / det;
        }
    }
    let mean = [0, 1, 2].map(|i| (0..3).map(|j| s[i][j] * b[j]).sum());
    (mean, [0, 1, 2].map(|i| s[i][i].sqrt()))
}

#[test]
fn compiled_chains_sample_a_known_posterior() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (x, y) = linreg_data();
    let data = dir.path().join("linreg.json");
    std::fs::write(&data, json!({"x": x, "y": y}).to_string()).expect("write data");
    let model = root().join("tests/sample/linreg.py");
    let req = request(model, data, settings(4, 500, 1000), SampleBackend::Cpu);
    let outcome = sample(&req).unwrap_or_else(|e| panic!("{e}"));
    let (mean, sd) = linreg_posterior(&x, &y);
    for (k, row) in outcome.summary.iter().enumerate() {
        check_row(row, mean[k], sd[k]);
    }
    no_divergences(&outcome);
}

/// examples/models/gaussian_100d.py: mean 0, sd s_i (examples/
/// make_gaussian.py's scales, log-spaced over [0.5, 2]); the precision
/// matrix written here as that script does.
#[test]
fn compiled_chains_sample_the_100d_gaussian() {
    const D: usize = 100;
    const RHO: f64 = 0.5;
    let s: Vec<f64> = (0..D)
        .map(|i| (0.5f64.ln() + i as f64 / (D - 1) as f64 * 4.0f64.ln()).exp())
        .collect();
    let c = 1.0 / (1.0 - RHO * RHO);
    let mut p = vec![vec![0.0; D]; D];
    for i in 0..D {
        let q = if i == 0 || i == D - 1 { c } else { (1.0 + RHO * RHO) * c };
        p[i][i] = q / (s[i] * s[i]);
        if i + 1 < D {
            p[i][i + 1] = -RHO * c / (s[i] * s[i + 1]);
            p[i + 1][i] = p[i][i + 1];
        }
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("gaussian.json");
    std::fs::write(&data, json!({ "prec": p }).to_string()).expect("write data");
    let model = root().join("examples/models/gaussian_100d.py");
    let outcome =
        sample(&request(model, data, settings(4, 400, 600), SampleBackend::Cpu)).unwrap_or_else(|e| panic!("{e}"));
    for (row, &sd) in outcome.summary.iter().zip(&s) {
        check_row(row, 0.0, sd);
    }
    no_divergences(&outcome);
    // --stats' counts: every kept and warmup transition's leapfrog steps,
    // and the loop's steps, some of them the gradient's first block (the
    // reverse pass stays a call; `leapfrog` is inlined into its callers).
    let all = |t: &autobatch::sample::trace::Trace| (0..4).flat_map(|c| t.chain_stats(c).to_vec()).collect::<Vec<_>>();
    let warmup = outcome.warmup.as_ref().map(all).unwrap_or_default();
    let steps: i64 = all(&outcome.posterior).iter().chain(&warmup).map(|s| s.n_steps).sum();
    assert_eq!(outcome.gradients, steps as u64);
    let gradient: u64 = (outcome.blocks.iter())
        .filter(|b| b.label == "log_density.vjp.b0")
        .map(|b| b.steps)
        .sum();
    assert!(gradient >= outcome.gradients, "{}", outcome.stats(5));
    assert!(outcome.stats(5).contains("per gradient"), "{}", outcome.stats(5));
}

/// Each summary row of `rows` against a reference's (`names`, `mean`,
/// `sd`, `mcse_mean`, by name): each mean within 5 combined Monte Carlo
/// standard errors, each sd within 15%, and R-hat below 1.01.
pub(super) fn agrees_with_reference(rows: &[SummaryRow], reference: &str) {
    let path = root().join("tests/data").join(reference);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let reference: serde_json::Value = serde_json::from_str(&text).expect("reference JSON");
    let names: Vec<&str> = (reference["names"].as_array().expect("names").iter())
        .map(|n| n.as_str().expect("a name"))
        .collect();
    let ours: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(ours, names, "the summary's rows are the reference's");
    let field = |name: &str, k: usize| {
        reference[name][k]
            .as_f64()
            .unwrap_or_else(|| panic!("reference {name}"))
    };
    for (k, row) in rows.iter().enumerate() {
        let (mean, sd) = (field("mean", k), field("sd", k));
        if sd == 0.0 {
            // A constant (a Cholesky factor's first row): exactly so.
            assert!(
                (row.mean - mean).abs() < 1e-12 && row.sd < 1e-12,
                "{}: {}",
                row.name,
                row.mean
            );
            continue;
        }
        let se = (row.mcse_mean.powi(2) + field("mcse_mean", k).powi(2)).sqrt();
        let z = (row.mean - mean) / se;
        assert!(z.abs() < 5.0, "{}: {} vs {mean} (z = {z:.2})", row.name, row.mean);
        assert!((row.sd / sd - 1.0).abs() < 0.15, "{}: sd {} vs {sd}", row.name, row.sd);
        assert!(row.r_hat < 1.01, "{}: R-hat {}", row.name, row.r_hat);
    }
}

/// examples/models/eight_schools.py against NumPyro's draws of the same
/// density (tests/data/eight_schools_numpyro.json, made by
/// scripts/bench/peers/numpyro_eight_schools.py at target_accept 0.95, as
/// here), whose coordinates are (mu, log_tau, eta): tau's row is made of
/// the logs of its draws.
#[test]
fn eight_schools_agrees_with_numpyro() {
    let (model, data) = eight_schools();
    let mut s = settings(4, 1000, 1000);
    s.target_accept = 0.95;
    let outcome = sample(&request(model, data, s, SampleBackend::Cpu)).unwrap_or_else(|e| panic!("{e}"));
    let mut rows = outcome.summary.clone();
    let (width, all) = (outcome.posterior.dim(), outcome.posterior.values());
    let log_tau: Vec<f64> = all.chunks(width).map(|row| row[1].ln()).collect();
    let draws = autobatch::sample::diagnostics::Draws::new(4, 1000, log_tau).expect("draws");
    rows[1] = autobatch::sample::summary::summarize("log_tau", &draws);
    agrees_with_reference(&rows, "eight_schools_numpyro.json");
    no_divergences(&outcome);
}

/// The examples that exercise the distribution library and the
/// constraints, against NumPyro's posteriors of the same models
/// (tests/data/NAME_numpyro.json, made by
/// scripts/reference/numpyro_library_examples.py): 4 chains, the
/// defaults but the reference's target acceptance (0.99 for the
/// multilevel model's funnel, where tau[1] nears 0).
#[test]
fn library_examples_agree_with_numpyro() {
    for (name, target_accept) in [("poisson_glm", 0.9), ("mixture", 0.9), ("multilevel", 0.99)] {
        let dir = root().join("examples/models");
        let mut s = settings(4, 1000, 1000);
        s.target_accept = target_accept;
        let req = request(
            dir.join(format!("{name}.py")),
            dir.join(format!("{name}.json")),
            s,
            SampleBackend::Cpu,
        );
        let outcome = sample(&req).unwrap_or_else(|e| panic!("{name}: {e}"));
        agrees_with_reference(&outcome.summary, &format!("{name}_numpyro.json"));
        no_divergences(&outcome);
    }
}

/// Simulation-based calibration (Talts et al. 2018) of the compiled
/// sampler: for each of S = 200 datasets simulated from the
/// prior of tests/sample/normal_mean.py (mu ~ N(0, 1), 5 observations
/// ~ N(mu, 1)), the rank of the true mu among L = 99 draws (every 5th of
/// 495 after 150 warmup transitions: nearly independent) is uniform on
/// 0..=99 when the sampler is right. The ranks fall in 10 bins of 10;
/// Pearson's chi-square with 9 degrees of freedom must stay below 27.88,
/// its 0.999 quantile: a false alarm rate of 1e-3 (the seeds are fixed,
/// so the test is deterministic).
#[test]
fn simulation_based_calibration() {
    use autobatch::sample::chains::{run_chains, vector};
    use autobatch::sample::program::SamplerProgram;
    use rand::{Rng, SeedableRng};
    let model = root().join("tests/sample/normal_mean.py");
    let source = std::fs::read_to_string(&model).expect("model");
    let program = SamplerProgram::compile(&source, "normal_mean.py", false).unwrap_or_else(|e| panic!("{e}"));
    let options = autobatch_compiler::codegen::bundle::BuildOptions::new(autobatch_compiler::codegen::Target::Cpu, 64);
    let mut engine =
        autobatch::sample::run::compiled_engine(&program, &options, 1, None).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = rand::rngs::StdRng::seed_from_u64(2018);
    let mut normal = move || {
        let (u, v): (f64, f64) = (rng.random(), rng.random());
        (-2.0 * (1.0 - u).ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
    };
    let mut bins = [0usize; 10];
    for s in 0..200 {
        let mu = normal();
        let y: Vec<f64> = (0..5).map(|_| mu + normal()).collect();
        let mut settings = settings(1, 150, 495);
        settings.seed = s;
        let mut rank = 0;
        let mut kept = 0;
        let each = |k: usize, draw: autobatch::sample::chains::Draw| {
            if k >= 150 && (k - 150) % 5 == 4 {
                kept += 1;
                rank += usize::from(draw.values[0] < mu);
            }
            Ok(())
        };
        run_chains(
            &program.protocol,
            &mut engine,
            &settings,
            &autobatch::sample::RunData::Shared(vec![vector(autobatch_runtime::DType::F64, y)]),
            each,
            |_| {},
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(kept, 99);
        bins[(rank / 10).min(9)] += 1;
    }
    let chi2: f64 = bins.iter().map(|&b| (b as f64 - 20.0).powi(2) / 20.0).sum();
    assert!(chi2 < 27.88, "ranks {bins:?}: chi-square {chi2:.2}");
}

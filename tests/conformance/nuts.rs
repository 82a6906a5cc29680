//! Statistical correctness of the paper's slice NUTS
//! (python/autobatch/slice_nuts.py) bound to examples/models/gaussian_100d.py:
//! a batch of NUTS chains, run as one compiled bundle on the CPU, samples its 100-d correlated
//! Gaussian target (examples/make_gaussian.py states it: mean 0,
//! Var(x_i) = s_i^2, Corr(x_i, x_j) = RHO^|i-j|).
//!
//! The test, precisely. C = 256 independent chains start from overdispersed
//! points (uniform on [-3 s_i, 3 s_i]), take W warmup transitions, then
//! 2 N kept ones, run as two halves (the second run starts where the first
//! ended, with fresh keys), so each chain's halves are the "split chains".
//!
//! * Moments. For coordinate i and statistic f in {x_i, x_i^2} (the
//!   variance check: the mean is 0, so E[x_i^2] = Var(x_i) = s_i^2), let
//!   a_c be chain c's average of f over its 2 N kept draws. The estimate is
//!   mean_c a_c and its standard error sd_c(a_c) / sqrt(C): from the
//!   between-chain spread of per-chain averages, so autocorrelation within
//!   a chain is accounted for. z = (estimate - truth) / se is then close to
//!   Student's t with C - 1 = 255 degrees of freedom. We require
//!   max |z| < 5.5 over the 2 x 100 (statistic, coordinate) pairs:
//!   P(|t_255| > 5.5) = 9.2e-8, so by Bonferroni the false-alarm rate is
//!   below 200 x 9.2e-8 = 1.8e-5 <= 1e-4, leaving room for the residual
//!   skew of averages of x^2 and for what warmup leaves of the start.
//! * Mixing. Split-R-hat of x_i over the 2 C half-chains of length N
//!   (Gelman et al. 2013, BDA3 section 11.4: B = N / (m - 1) sum_j (mean_j -
//!   mean)^2, W = mean_j s_j^2, R = sqrt(((N - 1) / N W + B / N) / W)) must
//!   be below 1.01 for every coordinate; a stuck or slowly mixing sampler,
//!   which could keep its overdispersed start's moments, fails it.
//!
//! Keys are fixed, so the test is deterministic; compiled code is optimized
//! whatever the test profile, so it takes seconds.

use super::harness::root;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value as Json};
use std::process::Command;

/// examples/make_gaussian.py's constants and formulas.
const D: usize = 100;
const RHO: f64 = 0.5;
const S_MIN: f64 = 0.5;
const S_MAX: f64 = 2.0;

const CHAINS: usize = 256;
const WARMUP: i64 = 30;
/// Kept transitions per half chain.
const HALF: i64 = 100;
const EPS: f64 = 0.25;
const MAX_DEPTH: i64 = 8;
const Z_BOUND: f64 = 5.5;
const R_HAT_BOUND: f64 = 1.01;

fn scales() -> Vec<f64> {
    let (lo, hi) = (S_MIN.ln(), (S_MAX / S_MIN).ln());
    (0..D).map(|i| (lo + i as f64 / (D - 1) as f64 * hi).exp()).collect()
}

/// The tridiagonal precision S^-1 Q S^-1 of the scaled AR(1) sequence,
/// dense.
fn precision(s: &[f64]) -> Vec<Vec<f64>> {
    let c = 1.0 / (1.0 - RHO * RHO);
    let mut p = vec![vec![0.0; D]; D];
    for i in 0..D {
        let q = if i == 0 || i == D - 1 { c } else { (1.0 + RHO * RHO) * c };
        p[i][i] = q / (s[i] * s[i]);
        if i + 1 < D {
            let off = -RHO * c / (s[i] * s[i + 1]);
            p[i][i + 1] = off;
            p[i + 1][i] = off;
        }
    }
    p
}

/// Chain outputs: (last state, sum of x, sum of x^2, gradients) per chain.
struct Run {
    last: Vec<Vec<f64>>,
    sum: Vec<Vec<f64>>,
    sum_sq: Vec<Vec<f64>>,
    grads: Vec<i64>,
}

fn run_chains(dir: &tempfile::TempDir, inputs: &Json) -> Run {
    let path = dir.path().join("in.json");
    std::fs::write(&path, inputs.to_string()).expect("write inputs");
    let sampler = root().join("python/autobatch/slice_nuts.py");
    let model = root().join("examples/models/gaussian_100d.py");
    let out = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args([
            "run",
            &sampler.display().to_string(),
            "--model",
            &model.display().to_string(),
            "--entry",
            "chain",
            "--backend",
            "cpu",
            "--inputs",
        ])
        .arg(&path)
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Json = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(json["status"].as_array().expect("status").iter().all(|s| s == "ok"));
    let matrix = |k: usize| -> Vec<Vec<f64>> {
        let rows = json["outputs"][k].as_array().expect("rows");
        let row = |r: &Json| {
            r.as_array()
                .expect("row")
                .iter()
                .map(|x| x.as_f64().expect("f64"))
                .collect()
        };
        rows.iter().map(row).collect()
    };
    let grads = json["outputs"][3]
        .as_array()
        .expect("grads")
        .iter()
        .map(|g| g.as_i64().expect("i64"))
        .collect();
    Run {
        last: matrix(0),
        sum: matrix(1),
        sum_sq: matrix(2),
        grads,
    }
}

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

/// Unbiased sample variance.
fn var(xs: &[f64]) -> f64 {
    let m = mean(xs);
    xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (xs.len() - 1) as f64
}

/// z of the hypothesis that the per-chain averages `a` have mean `truth`.
fn z_score(a: &[f64], truth: f64) -> f64 {
    (mean(a) - truth) / (var(a) / a.len() as f64).sqrt()
}

/// Split-R-hat from half chains of length n, given each one's mean and
/// (unbiased) variance.
fn split_r_hat(means: &[f64], vars: &[f64], n: f64) -> f64 {
    let b = n * var(means);
    let w = mean(vars);
    (((n - 1.0) / n * w + b / n) / w).sqrt()
}

#[test]
fn nuts_samples_the_100d_gaussian() {
    let start = std::time::Instant::now();
    let s = scales();
    let prec = precision(&s);
    let mut rng = StdRng::seed_from_u64(2011);
    let theta0: Vec<Vec<f64>> = (0..CHAINS)
        .map(|_| s.iter().map(|si| rng.random_range(-3.0..3.0) * si).collect())
        .collect();
    let inputs = |seed0: i64, theta0: &[Vec<f64>], warmup: i64| {
        json!({
            "seed": (0..CHAINS as i64).map(|c| seed0 + c).collect::<Vec<_>>(),
            "theta0": theta0,
            "eps": vec![EPS; CHAINS],
            "num_warmup": vec![warmup; CHAINS],
            "num_steps": vec![HALF; CHAINS],
            "max_depth": vec![MAX_DEPTH; CHAINS],
            "data.prec": prec,
        })
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let first = run_chains(&dir, &inputs(0, &theta0, WARMUP));
    // Fresh seeds: chain c's keys are split(seed, i), distinct from run 1's.
    let second = run_chains(&dir, &inputs(1 << 40, &first.last, 0));
    let halves = [&first, &second];

    let n = HALF as f64;
    let (mut max_z, mut max_r) = (0.0f64, 0.0f64);
    for (i, si) in s.iter().enumerate() {
        let per_chain = |k: fn(&Run) -> &Vec<Vec<f64>>| -> Vec<f64> {
            (0..CHAINS)
                .map(|c| (k(&first)[c][i] + k(&second)[c][i]) / (2.0 * n))
                .collect()
        };
        let z_mean = z_score(&per_chain(|r| &r.sum), 0.0);
        let z_var = z_score(&per_chain(|r| &r.sum_sq), si * si);
        max_z = max_z.max(z_mean.abs()).max(z_var.abs());
        let (mut means, mut vars) = (Vec::new(), Vec::new());
        for half in halves {
            for c in 0..CHAINS {
                let m = half.sum[c][i] / n;
                means.push(m);
                vars.push((half.sum_sq[c][i] - n * m * m) / (n - 1.0));
            }
        }
        max_r = max_r.max(split_r_hat(&means, &vars, n));
        assert!(
            z_mean.abs() < Z_BOUND && z_var.abs() < Z_BOUND,
            "x_{i}: z of the mean {z_mean:.2}, of E[x^2] {z_var:.2} (bound {Z_BOUND})"
        );
    }
    // Every leaf takes LEAPFROG_STEPS = 4 steps of one gradient each; a
    // run adds the gradient at its starting point.
    let grads: Vec<i64> = halves.iter().flat_map(|h| h.grads.iter().copied()).collect();
    assert!(grads.iter().all(|&g| g > 1 && g % 4 == 1), "gradient counts {grads:?}");
    let transitions = (CHAINS as i64 * (WARMUP + 2 * HALF)) as f64;
    eprintln!(
        "nuts: {CHAINS} chains x {} transitions: max |z| {max_z:.2}, max split-R-hat {max_r:.4}, \
         {:.1} gradients per transition, {:.1?}",
        WARMUP + 2 * HALF,
        grads.iter().sum::<i64>() as f64 / transitions,
        start.elapsed()
    );
    assert!(max_r < R_HAT_BOUND, "max split-R-hat {max_r}");
}

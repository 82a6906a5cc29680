//! A model's generated quantities at the edges: a loop without an end
//! stops with `loop_limit` naming the model's loop, a random draw with an
//! invalid argument names the draw's checks, the draws are written all
//! the same, and quantities too large for the memory are refused before
//! the sampling starts. Every run is under `timeout`, so a regression
//! fails the test instead of hanging it.

use std::path::Path;
use std::process::{Command, Output};

const HEAD: &str = "from autobatch import *\n\nGENERATED = (\"z\",)\n\n\n\
                    def log_density(mu: f64) -> f64:\n    return normal_lpdf(mu, 0.0, 1.0)\n\n\n";

/// `autobatch sample` of the model `HEAD + gq` in `dir`, 2 chains of
/// `draws` draws, with `flags`, stopped after two minutes.
fn sample(dir: &Path, gq: &str, draws: &str, flags: &[&str]) -> Output {
    let model = dir.join("model.py");
    std::fs::write(&model, format!("{HEAD}{gq}")).unwrap();
    Command::new("timeout")
        .arg("120")
        .arg(env!("CARGO_BIN_EXE_autobatch"))
        .arg("sample")
        .arg(&model)
        .args(["--chains", "2", "--warmup", "50", "--draws", draws, "--quiet"])
        .args(flags)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_generated_loop_without_an_end_stops_with_loop_limit_and_the_draws_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("draws.npz");
    let gq = "def generated_quantities(mu: f64, key: i64) -> f64:\n    x = mu\n    while True:\n        x = x + 1.0\n    return x\n";
    let o = sample(dir.path(), gq, "20", &["-o", out.to_str().unwrap()]);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(
        e.contains("stopped with `loop_limit` at chain 0, draw 0")
            && e.contains("model.py:12 (`while True:`) ran 1,048,576 iterations"),
        "{e}"
    );
    assert!(e.contains("the draws were written to") && out.exists(), "{e}");
    let keys = Command::new("python3")
        .args([
            "-c",
            "import numpy as np, sys; print(sorted(np.load(sys.argv[1]).files))",
        ])
        .arg(&out)
        .output()
        .unwrap();
    let keys = String::from_utf8_lossy(&keys.stdout);
    assert!(keys.contains("'mu'") && !keys.contains("'z'"), "{keys}");
}

#[test]
fn a_draw_with_an_invalid_argument_names_its_checks() {
    let dir = tempfile::tempdir().unwrap();
    // NaN once mu passes 1: gamma's rejection loop used to spin forever;
    // the same for a Poisson rate of NaN and a negative binomial of phi 0.
    for (call, names) in [
        (
            "gamma_rng(key, where(mu > 1.0, nan, 2.0), 1.0)",
            "`gamma_rng` (alpha must be positive and finite",
        ),
        (
            "f64(poisson_rng(key, where(mu > 1.0, nan, 2.0)))",
            "`poisson_rng` (lam must be nonnegative",
        ),
        (
            "f64(neg_binomial_2_rng(key, 1.0, where(mu > 1.0, 0.0, 2.0)))",
            "phi must be positive and finite",
        ),
    ] {
        let gq = format!("def generated_quantities(mu: f64, key: i64) -> f64:\n    return {call}\n");
        let o = sample(dir.path(), &gq, "200", &[]);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{call}: {e}");
        assert!(
            e.contains("stopped with `assertion_failed`") && e.contains("model.py:11: ") && e.contains(names),
            "{e}"
        );
    }
    // Ten to the twelve trials end at once (about 36 Beta draws).
    let gq = "def generated_quantities(mu: f64, key: i64) -> f64:\n    return f64(binomial_rng(key, 10**12, 0.5))\n";
    let o = sample(dir.path(), gq, "20", &[]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn quantities_too_large_for_the_memory_are_refused_before_the_sampling() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("draws.nc");
    let gq = "def generated_quantities(mu: f64, key: i64) -> f64[100000000]:\n    return zeros(100000000) + mu\n";
    let start = std::time::Instant::now();
    let o = sample(dir.path(), gq, "1000", &["-o", out.to_str().unwrap()]);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(
        e.contains("`generated_quantities` returns 800000000 bytes per draw") && e.contains("GB of memory"),
        "{e}"
    );
    // Refused before any draw (the compile aside), and nothing written.
    assert!(!e.contains("sampling:") && !out.exists(), "{e}");
    assert!(start.elapsed().as_secs() < 100, "{:?}", start.elapsed());
}

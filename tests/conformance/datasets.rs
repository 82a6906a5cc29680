//! `autobatch sample --datasets`: the posteriors of M datasets sampled as
//! one batch of M x chains members, through the real binary. Each
//! dataset's chains are bit for bit those of a run with its data alone
//! (`--data`, with the dataset's seed), generated quantities, warmup and
//! statistics included; CPython's twin (`python3 -m autobatch sample
//! --datasets`) draws the same bits; the errors name the entry and the
//! flag.

use super::harness::{autobatch, root, same_npz};
use serde_json::json;
use std::process::Command;

const RUN: [&str; 12] = [
    "--chains",
    "2",
    "--warmup",
    "80",
    "--draws",
    "40",
    "--backend",
    "vm",
    "--save-warmup",
    "--save-unconstrained",
    "-q",
    "-o",
];

#[test]
fn each_dataset_samples_what_a_run_with_its_data_alone_samples() {
    let dir = tempfile::tempdir().expect("tempdir");
    let model = "examples/models/eight_schools.py";
    let y = [28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0];
    let sigma = [15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0];
    let sets: Vec<(Vec<f64>, Vec<f64>)> = (0..3)
        .map(|m| {
            let shift = 4.0 * f64::from(m) - 4.0;
            let scale = 1.0 + 0.25 * f64::from(m);
            (
                y.iter().map(|v| v + shift).collect(),
                sigma.iter().map(|s| s * scale).collect(),
            )
        })
        .collect();
    let all = dir.path().join("sets.json");
    // An entry the model does not take (the truth a simulation drew) is ignored.
    let text = json!({
        "y": sets.iter().map(|s| s.0.clone()).collect::<Vec<_>>(),
        "sigma": sets.iter().map(|s| s.1.clone()).collect::<Vec<_>>(),
        "mu_true": [1.0, 2.0, 3.0],
    });
    std::fs::write(&all, text.to_string()).expect("write");
    let together = dir.path().join("together.npz");
    let mut args = vec!["sample", model, "--datasets", all.to_str().unwrap()];
    args.extend(RUN);
    args.push(together.to_str().unwrap());
    let out = autobatch(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("dataset  max_r_hat") && stdout.contains("3 datasets: largest R-hat"),
        "{stdout}"
    );
    // CPython's twin, `python3 -m autobatch sample --datasets`, the same bits.
    let cpython = dir.path().join("cpython.npz");
    let mut args = vec!["-m", "autobatch", "sample", model, "--datasets", all.to_str().unwrap()];
    args.extend(RUN.iter().filter(|&&a| !["--backend", "vm", "-q"].contains(&a)));
    args.push(cpython.to_str().unwrap());
    let out = Command::new("python3")
        .args(&args)
        .current_dir(root())
        .env("PYTHONPATH", root().join("python"))
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    same_npz("cpython", &together, &cpython);
    for (m, (y, sigma)) in sets.iter().enumerate() {
        let data = dir.path().join(format!("set{m}.json"));
        std::fs::write(&data, json!({"y": y, "sigma": sigma}).to_string()).expect("write");
        let alone = dir.path().join(format!("alone{m}.npz"));
        // Dataset m draws with seed 0 + m * 2^32.
        let seed = ((m as i64) << 32).to_string();
        let mut args = vec!["sample", model, "--data", data.to_str().unwrap(), "--seed", &seed];
        args.extend(RUN);
        args.push(alone.to_str().unwrap());
        let out = autobatch(&args);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let compare = Command::new("python3")
            .arg("-c")
            .arg(
                "import sys, numpy as np\n\
                 a, b, m = np.load(sys.argv[1]), np.load(sys.argv[2]), int(sys.argv[3])\n\
                 assert sorted(a.files) == sorted(b.files), (a.files, b.files)\n\
                 assert all(a[k].shape == (3,) + b[k].shape for k in b.files)\n\
                 bad = [k for k in b.files if not np.array_equal(a[k][m], b[k], equal_nan=True)]\n\
                 assert not bad, bad\n\
                 assert 'y_rep' in b.files and 'warmup_lp' in b.files and 'unconstrained_tau' in b.files\n",
            )
            .arg(&together)
            .arg(&alone)
            .arg(m.to_string())
            .output()
            .expect("python3 runs");
        assert!(
            compare.status.success(),
            "dataset {m}: {}",
            String::from_utf8_lossy(&compare.stderr)
        );
    }
}

#[test]
fn datasets_errors_name_the_entry_and_the_flag() {
    let dir = tempfile::tempdir().expect("tempdir");
    let model = "examples/models/eight_schools.py";
    let write = |name: &str, text: serde_json::Value| {
        let path = dir.path().join(name);
        std::fs::write(&path, text.to_string()).expect("write");
        path.display().to_string()
    };
    let fails = |args: &[&str]| {
        let out = autobatch(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    let row = [1.0; 8];
    let uneven = write("uneven.json", json!({"y": [row, row, row], "sigma": [row, row]}));
    let e = fails(&["sample", model, "--datasets", &uneven, "--backend", "vm"]);
    assert!(e.contains("`y` holds 3 datasets but `sigma` holds 2"), "{e}");
    let flat = write("flat.json", json!({"y": row, "sigma": row}));
    let e = fails(&["sample", model, "--datasets", &flat, "--backend", "vm"]);
    assert!(e.contains("--datasets") && e.contains("has shape [M, 8]"), "{e}");
    let e = fails(&["sample", model, "--datasets", &flat, "--data", &flat]);
    assert!(e.contains("--datasets") && e.contains("--data"), "{e}");
    let source = "from autobatch import *\n\ndef log_density(x: f64) -> f64:\n    return -0.5 * x * x\n";
    let no_data_path = dir.path().join("no_data.py");
    std::fs::write(&no_data_path, source).expect("write");
    let e = fails(&[
        "sample",
        no_data_path.to_str().unwrap(),
        "--datasets",
        &flat,
        "--backend",
        "vm",
    ]);
    assert!(e.contains("takes no data"), "{e}");
}

//! The benchmark's models (examples/models/gaussian_100d.py and logreg.py,
//! which `autobatch bench nuts` binds to the slice NUTS) take their
//! gradients from `value_and_grad`; here those gradients meet the
//! hand-written ones of tests/nuts/*_grad.py (`value_and_grad_by_hand`)
//! at random points, on the `vm` backend:
//! * the Gaussian: equal bit for bit (its density is written so that the
//!   gradient is the very product the hand-written one negates);
//! * logistic regression (float32, 10,000 terms per sum): equal up to
//!   float32 rounding, norm-wise (the formulas differ: `y - sigmoid(z)` by
//!   hand, the sum of the VJPs of softplus's pieces by AD), and the log
//!   densities likewise.

use super::harness::root;
use autobatch_compiler::driver::{compile_source, Backend};
use autobatch_compiler::exec::ExecOptions;
use autobatch_runtime::{Arg, Inputs, Outputs, Status, TensorData, Value};
use rand::{Rng, SeedableRng};
use std::process::Command;

const Z: usize = 8;

fn vector(xs: &[f64]) -> Value {
    Value::tensor(vec![xs.len()], TensorData::F64(xs.to_vec()))
}

fn scalar(v: &Value) -> f64 {
    match v {
        Value::F32(x) => f64::from(*x),
        Value::F64(x) => *x,
        other => panic!("not a float: {other:?}"),
    }
}

fn floats(v: &Value) -> Vec<f64> {
    match v {
        Value::Tensor(t) => (0..t.data.len()).map(|i| scalar(&t.data.get(i))).collect(),
        other => vec![scalar(other)],
    }
}

fn compiled(file: &str, driver: &str, entry: &str) -> autobatch_compiler::driver::Compiled {
    let text = std::fs::read_to_string(root().join(file)).expect("the program exists");
    compile_source(&format!("{text}\n{driver}"), file, entry).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// Runs `entry` of `file` (with `driver` appended) on the vm.
fn run(file: &str, driver: &str, entry: &str, args: Vec<Arg>) -> Outputs {
    run_inputs(&compiled(file, driver, entry), Inputs { z: Z, args })
}

fn run_inputs(compiled: &autobatch_compiler::driver::Compiled, inputs: Inputs) -> Outputs {
    let out = compiled
        .run(Backend::Vm, &inputs, &ExecOptions::default())
        .expect("fits")
        .outputs;
    let file = compiled.entry_name();
    assert!(out.status.iter().all(|s| *s == Status::Ok), "{file}: {:?}", out.status);
    out
}

fn points(d: usize, scale: f64, seed: u64) -> Arg {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    Arg::Batched(
        (0..Z)
            .map(|_| {
                let xs: Vec<f64> = (0..d).map(|_| rng.random_range(-scale..scale)).collect();
                vector(&xs)
            })
            .collect(),
    )
}

#[test]
fn gaussian_ad_gradient_is_the_handwritten_one() {
    let inputs = std::fs::read_to_string(root().join("examples/nuts_inputs.json")).expect("inputs");
    let inputs: serde_json::Value = serde_json::from_str(&inputs).expect("JSON");
    let rows = inputs["data.prec"].as_array().expect("data.prec");
    let d = rows.len();
    let flat: Vec<f64> = rows
        .iter()
        .flat_map(|r| {
            r.as_array()
                .expect("a row")
                .iter()
                .map(|x| x.as_f64().expect("a float"))
        })
        .collect();
    let prec = Arg::Shared(Value::tensor(vec![d, d], TensorData::F64(flat)));
    let theta = points(d, 2.0, 1);
    let ad = run(
        "examples/models/gaussian_100d.py",
        "def ad(theta: f64[D], prec: Shared[f64[D, D]]) -> tuple[f64, f64[D]]:\n    return value_and_grad(log_density, theta, prec)\n",
        "ad",
        vec![theta.clone(), prec.clone()],
    );
    let hand = run(
        "tests/nuts/gaussian_grad.py",
        "",
        "value_and_grad_by_hand",
        vec![theta, prec],
    );
    assert_eq!(
        ad.values, hand.values,
        "value_and_grad against the hand-written gradient"
    );
}

#[test]
fn logreg_ad_gradient_is_the_handwritten_one_up_to_rounding() {
    let dir = tempfile::tempdir().expect("tempdir");
    let npz = dir.path().join("logreg.npz");
    let out = Command::new("python3")
        .arg(root().join("examples/make_logreg.py"))
        .arg("--out")
        .arg(&npz)
        .output()
        .expect("python3 runs examples/make_logreg.py");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The same points for both entries, with the data as their shared
    // parameters.
    let points = dir.path().join("points.npz");
    let script = format!(
        "import numpy as np, sys\n\
         d = np.load(sys.argv[1])\n\
         beta = np.random.default_rng(2).uniform(-0.3, 0.3, ({Z}, 100)).astype(np.float32)\n\
         np.savez(sys.argv[2], beta=beta, x=d['x'], y=d['y'])\n"
    );
    let out = Command::new("python3")
        .args(["-c", &script])
        .args([&npz, &points])
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let driver = "def ad(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> tuple[f32, f32[D]]:\n    return value_and_grad(log_density, beta, x, y)\n";
    let ad = compiled("examples/models/logreg.py", driver, "ad");
    let ad = run_inputs(&ad, ad.read_inputs(&points).expect("inputs"));
    let hand = compiled("tests/nuts/logreg_grad.py", "", "value_and_grad_by_hand");
    let hand = run_inputs(&hand, hand.read_inputs(&points).expect("inputs"));
    let mut worst: f64 = 0.0;
    for k in 0..2 {
        for b in 0..Z {
            let (a, h) = (floats(&ad.values[k][b]), floats(&hand.values[k][b]));
            let scale = h.iter().fold(0.0f64, |m, v| m.max(v.abs()));
            let diff = a.iter().zip(&h).fold(0.0f64, |m, (p, q)| m.max((p - q).abs()));
            worst = worst.max(diff / scale);
        }
    }
    eprintln!("logreg: value_and_grad against the hand-written gradient: largest difference {worst:.1e} of the scale");
    assert!(worst < 1e-5, "{worst:e}");
}

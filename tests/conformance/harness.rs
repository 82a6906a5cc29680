//! Shared machinery of the conformance suite: the program files under
//! tests/programs, random batches drawn from their specs, the CPython
//! oracle (python -m autobatch run) and value comparison.

use autobatch_compiler::driver::{self, Backend, Compiled};
use autobatch_compiler::exec::ExecOptions;
use autobatch_runtime::io;
use autobatch_runtime::{DType, Inputs, Outputs, Signature, Status, Type, Value};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Deserialize;
use serde_json::{json, Value as Json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `autobatch` binary run with `args` from the repository's root.
pub fn autobatch(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("runs")
}

/// Asserts that the two `.npz` files hold the same arrays, bit for bit
/// (NaN equal to NaN), read by NumPy, a shard's part info (which records
/// its sampling time) aside; `what` names the comparison.
pub fn same_npz(what: &str, a: &Path, b: &Path) {
    let compare = Command::new("python3")
        .arg("-c")
        .arg(
            "import sys, numpy as np\n\
             a, b = np.load(sys.argv[1]), np.load(sys.argv[2])\n\
             names = lambda f: sorted(set(f.files) - {'autobatch_part'})\n\
             assert names(a) == names(b), (a.files, b.files)\n\
             bad = [k for k in names(a) if not np.array_equal(a[k], b[k], equal_nan=True)]\n\
             assert not bad, bad\n",
        )
        .arg(a)
        .arg(b)
        .output()
        .expect("python3 runs");
    assert!(
        compare.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&compare.stderr)
    );
}

pub fn programs_dir() -> PathBuf {
    root().join("tests/programs")
}

#[derive(Deserialize)]
pub struct Spec {
    pub entry: String,
    #[serde(default = "default_depth")]
    pub max_stack_depth: usize,
    #[serde(default)]
    pub cases: Vec<Case>,
    #[serde(default)]
    pub random: Vec<RandomSpec>,
    /// How many units in the last place compiled code's floats may differ
    /// from the executors' (our transcendental functions are not the C
    /// library's); 0, bit for bit, unless the program says otherwise.
    #[serde(default)]
    pub cpu_float_ulps: u64,
}

fn default_depth() -> usize {
    autobatch_compiler::exec::DEFAULT_MAX_STACK_DEPTH
}

#[derive(Deserialize)]
pub struct Case {
    pub inputs: Json,
    pub outputs: Json,
    #[serde(default)]
    pub status: Option<Vec<String>>,
    /// False when CPython cannot reproduce the case (e.g. a depth limit).
    #[serde(default = "yes")]
    pub oracle: bool,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
pub struct RandomSpec {
    pub batch: usize,
    pub seed: u64,
    pub params: BTreeMap<String, Json>,
}

pub struct Loaded {
    pub name: String,
    pub path: PathBuf,
    pub spec: Spec,
    pub compiled: Compiled,
}

pub fn load(name: &str) -> Loaded {
    let path = programs_dir().join(format!("{name}.py"));
    let spec_text = std::fs::read_to_string(programs_dir().join(format!("{name}.json")))
        .unwrap_or_else(|e| panic!("{name}.json: {e}"));
    let spec: Spec = serde_json::from_str(&spec_text).unwrap_or_else(|e| panic!("{name}.json: {e}"));
    let compiled = driver::compile_file(&path, &spec.entry).unwrap_or_else(|e| panic!("{name}: {e}"));
    Loaded {
        name: name.to_string(),
        path,
        spec,
        compiled,
    }
}

/// Every backend the suite compares, with the options that distinguish them.
pub fn executors(depth: usize) -> Vec<(&'static str, Backend, ExecOptions)> {
    let opts = |gather| ExecOptions {
        max_stack_depth: depth,
        gather,
        ..ExecOptions::default()
    };
    vec![
        ("ref", Backend::Ref, opts(false)),
        ("local", Backend::Local, opts(false)),
        ("vm", Backend::Vm, opts(false)),
        ("vm-gather", Backend::Vm, opts(true)),
    ]
}

fn random_scalar(rng: &mut StdRng, dtype: DType, spec: &Json) -> Json {
    let get = |k: &str| spec.get(k).and_then(Json::as_f64);
    match dtype {
        DType::Bool => json!(rng.random_bool(get("p").unwrap_or(0.5))),
        DType::I32 | DType::I64 => {
            let lo = spec.get("low").and_then(Json::as_i64).unwrap_or(-10);
            let hi = spec.get("high").and_then(Json::as_i64).unwrap_or(10);
            json!(rng.random_range(lo..=hi))
        }
        DType::F32 | DType::F64 => {
            let (lo, hi) = (get("low").unwrap_or(-1.0), get("high").unwrap_or(1.0));
            let x: f64 = rng.random_range(lo..=hi);
            if dtype == DType::F32 {
                json!(f64::from(x as f32))
            } else {
                json!(x)
            }
        }
    }
}

fn random_value(rng: &mut StdRng, ty: &Type, spec: &Json) -> Json {
    fn fill(rng: &mut StdRng, dtype: DType, shape: &[usize], spec: &Json) -> Json {
        match shape.split_first() {
            None => random_scalar(rng, dtype, spec),
            Some((n, rest)) => Json::Array((0..*n).map(|_| fill(rng, dtype, rest, spec)).collect()),
        }
    }
    fill(rng, ty.dtype, &ty.shape, spec)
}

/// A random batch as the JSON of the CLI contract.
pub fn random_inputs(sig: &Signature, spec: &RandomSpec) -> Json {
    let mut rng = StdRng::seed_from_u64(spec.seed);
    let mut obj = serde_json::Map::new();
    for p in &sig.params {
        let pspec = spec.params.get(&p.name).cloned().unwrap_or(Json::Null);
        let value = if p.shared {
            random_value(&mut rng, &p.ty, &pspec)
        } else {
            Json::Array((0..spec.batch).map(|_| random_value(&mut rng, &p.ty, &pspec)).collect())
        };
        obj.insert(p.name.clone(), value);
    }
    Json::Object(obj)
}

pub fn parse_inputs(sig: &Signature, inputs: &Json) -> Inputs {
    io::inputs_from_json(&inputs.to_string(), sig).unwrap_or_else(|e| panic!("inputs: {e}"))
}

/// Runs the program member by member in CPython.
pub fn oracle(path: &Path, entry: &str, sig: &Signature, inputs: &Json) -> Outputs {
    let dir = tempfile::tempdir().expect("tempdir");
    let input_path = dir.path().join("inputs.json");
    std::fs::write(&input_path, inputs.to_string()).expect("write inputs");
    let out = Command::new("python3")
        .args(["-m", "autobatch", "run"])
        .arg(path)
        .args(["--entry", entry, "--inputs"])
        .arg(&input_path)
        .env("PYTHONPATH", root().join("python"))
        .output()
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "CPython failed on {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    io::outputs_from_json(&stdout, sig).unwrap_or_else(|e| panic!("oracle output {stdout}: {e}"))
}

/// Bit-exact comparison, member by member; the outputs of a member that
/// did not finish are not compared.
pub fn assert_same(what: &str, expected: &Outputs, got: &Outputs) {
    assert_eq!(expected.status, got.status, "{what}: status differs");
    for (k, (e, g)) in expected.values.iter().zip(&got.values).enumerate() {
        for (b, (ev, gv)) in e.iter().zip(g).enumerate() {
            if expected.status[b] == Status::Ok {
                assert!(
                    ev.bit_eq(gv),
                    "{what}: output {k}, member {b}: expected {ev:?}, got {gv:?}"
                );
            }
        }
    }
}

pub fn expected_outputs(sig: &Signature, case: &Case) -> Outputs {
    let z = case
        .outputs
        .as_array()
        .and_then(|o| o.first())
        .and_then(Json::as_array)
        .map_or(0, Vec::len);
    let status = case.status.clone().unwrap_or_else(|| vec!["ok".to_string(); z]);
    let text = json!({"outputs": case.outputs, "status": status}).to_string();
    io::outputs_from_json(&text, sig).unwrap_or_else(|e| panic!("expected outputs {text}: {e}"))
}

/// The whole conformance check of one program: its known cases and its
/// random batches, through every executor and CPython.
pub fn check_program(name: &str) {
    let l = load(name);
    let sig = &l.compiled.signature;
    for (i, case) in l.spec.cases.iter().enumerate() {
        let inputs = parse_inputs(sig, &case.inputs);
        let expected = expected_outputs(sig, case);
        if case.oracle {
            let py = oracle(&l.path, &l.spec.entry, sig, &case.inputs);
            assert_same(&format!("{name} case {i}: CPython vs expected"), &expected, &py);
        }
        for (label, backend, opts) in executors(l.spec.max_stack_depth) {
            let got = l.compiled.run(backend, &inputs, &opts).expect("fits").outputs;
            assert_same(&format!("{name} case {i}: {label}"), &expected, &got);
        }
    }
    for spec in &l.spec.random {
        let json_inputs = random_inputs(sig, spec);
        let inputs = parse_inputs(sig, &json_inputs);
        let py = oracle(&l.path, &l.spec.entry, sig, &json_inputs);
        for (label, backend, opts) in executors(l.spec.max_stack_depth) {
            let got = l.compiled.run(backend, &inputs, &opts).expect("fits").outputs;
            assert_same(&format!("{} seed {}: {label} vs CPython", l.name, spec.seed), &py, &got);
        }
    }
}

/// As `assert_same`, but returns the first difference, and lets floats
/// (and float tensor elements) differ by up to `ulps` units in the last
/// place. Ints, bools and statuses are always exact.
pub fn compare_within(what: &str, expected: &Outputs, got: &Outputs, ulps: u64) -> Result<(), String> {
    if expected.status != got.status {
        let (want, found) = (&expected.status, &got.status);
        return Err(format!("{what}: status differs: expected {want:?}, got {found:?}"));
    }
    for (k, (e, g)) in expected.values.iter().zip(&got.values).enumerate() {
        for (b, (ev, gv)) in e.iter().zip(g).enumerate() {
            if expected.status[b] == Status::Ok && !within_ulps(ev, gv, ulps) {
                return Err(format!("{what}: output {k}, member {b}: expected {ev:?}, got {gv:?}"));
            }
        }
    }
    Ok(())
}

/// Equal bits, or floats at most `ulps` representable values apart (NaN
/// only matches NaN).
pub fn within_ulps(a: &Value, b: &Value, ulps: u64) -> bool {
    if a.bit_eq(b) {
        return true;
    }
    match (a, b) {
        (Value::F64(x), Value::F64(y)) => ulp_distance(*x, *y).is_some_and(|d| d <= ulps),
        (Value::F32(x), Value::F32(y)) => !x.is_nan() && !y.is_nan() && ulp_distance32(*x, *y) <= ulps,
        (Value::Tensor(x), Value::Tensor(y)) => {
            x.shape == y.shape
                && x.data.len() == y.data.len()
                && (0..x.data.len()).all(|i| within_ulps(&x.data.get(i), &y.data.get(i), ulps))
        }
        _ => false,
    }
}

/// Distance in representable doubles (-0.0 and 0.0 adjacent), or `None`
/// when either is NaN.
fn ulp_distance(a: f64, b: f64) -> Option<u64> {
    if a.is_nan() || b.is_nan() {
        return None;
    }
    let key = |x: f64| {
        let bits = x.to_bits() as i64;
        if bits < 0 {
            -(bits & i64::MAX) - 1
        } else {
            bits
        }
    };
    Some(key(a).abs_diff(key(b)))
}

fn ulp_distance32(a: f32, b: f32) -> u64 {
    let key = |x: f32| {
        let bits = x.to_bits() as i32;
        i64::from(if bits < 0 { -(bits & i32::MAX) - 1 } else { bits })
    };
    key(a).abs_diff(key(b))
}

/// The fib case the command-line tests run: writes its inputs to `inputs`
/// and returns the program and the JSON `autobatch run` must print.
pub fn fib_cli_case(inputs: &Path) -> (PathBuf, Json) {
    std::fs::write(inputs, r#"{"n": [6, 7, 8, 9, -1, 12, 20]}"#).expect("inputs");
    let want = json!({"outputs": [[13, 21, 34, 55, 1, 233, 10946]], "status": vec!["ok"; 7]});
    (programs_dir().join("fib.py"), want)
}

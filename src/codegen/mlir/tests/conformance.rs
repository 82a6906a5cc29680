//! The conformance programs (tests/programs) through the frontend, the
//! emitter and native code, against the VM on every hand-written case.

use super::run::agrees_with_vm_within;
use crate::driver;
use autobatch_runtime::{io, DType, Signature, Type};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value as Json};
use std::path::PathBuf;

fn programs() -> Vec<(String, Json)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/programs") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let spec: Json = serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string();
            found.push((name, spec));
        }
    }
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found
}

#[test]
fn conformance_programs_match_the_vm() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let (mut ran, mut skipped) = (0, Vec::new());
    for (name, spec) in programs() {
        let entry = spec["entry"].as_str().unwrap_or_default();
        let depth = spec["max_stack_depth"].as_u64().unwrap_or(128) as usize;
        let compiled = match driver::compile_file(&dir.join(format!("{name}.py")), entry) {
            Ok(c) => c,
            Err(e) => {
                skipped.push(format!("{name}: {e}"));
                continue;
            }
        };
        let symbol: String = name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        for case in spec["cases"].as_array().into_iter().flatten() {
            let Ok(inputs) = io::inputs_from_json(&case["inputs"].to_string(), &compiled.signature) else {
                skipped.push(format!("{name}: inputs"));
                continue;
            };
            eprintln!("{name}: {} members", inputs.z);
            agrees_with_vm_within(&compiled.ir_p, &format!("p_{symbol}"), &inputs, depth, |_| 4);
            ran += 1;
        }
        for random in spec["random"].as_array().into_iter().flatten() {
            let json = random_inputs(&compiled.signature, random);
            let inputs = io::inputs_from_json(&json.to_string(), &compiled.signature).expect("random inputs");
            agrees_with_vm_within(&compiled.ir_p, &format!("r_{symbol}"), &inputs, depth, |_| 4);
            ran += 1;
        }
    }
    eprintln!("ran {ran} cases; not compiled: {skipped:#?}");
    assert!(ran > 0, "no case ran");
}

/// A random batch from a spec (`batch`, `seed`, per-parameter `low`,
/// `high`, `p`), as the conformance suite draws them.
fn random_inputs(sig: &Signature, spec: &Json) -> Json {
    let mut rng = StdRng::seed_from_u64(spec["seed"].as_u64().unwrap_or(0));
    let batch = spec["batch"].as_u64().unwrap_or(8) as usize;
    let mut obj = serde_json::Map::new();
    for p in &sig.params {
        let pspec = &spec["params"][&p.name];
        let value = if p.shared {
            random_value(&mut rng, &p.ty, pspec)
        } else {
            Json::Array((0..batch).map(|_| random_value(&mut rng, &p.ty, pspec)).collect())
        };
        obj.insert(p.name.clone(), value);
    }
    Json::Object(obj)
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

fn random_scalar(rng: &mut StdRng, dtype: DType, spec: &Json) -> Json {
    match dtype {
        DType::Bool => json!(rng.random_bool(spec["p"].as_f64().unwrap_or(0.5))),
        DType::I32 | DType::I64 => {
            let lo = spec["low"].as_i64().unwrap_or(-10);
            let hi = spec["high"].as_i64().unwrap_or(10);
            json!(rng.random_range(lo..=hi))
        }
        DType::F32 | DType::F64 => {
            let (lo, hi) = (
                spec["low"].as_f64().unwrap_or(-1.0),
                spec["high"].as_f64().unwrap_or(1.0),
            );
            let x: f64 = rng.random_range(lo..=hi);
            if dtype == DType::F32 {
                json!(f64::from(x as f32))
            } else {
                json!(x)
            }
        }
    }
}

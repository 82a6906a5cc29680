//! The conformance programs (tests/programs) through the frontend, the
//! emitter and native code, against the VM on every hand-written case.

use super::run::agrees_with_vm_within;
use crate::driver;
use autobatch_runtime::io;
use serde_json::Value as Json;
use std::path::PathBuf;

fn programs() -> Vec<(String, Json)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/programs") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let spec: Json = serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
            let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
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
        let symbol: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
        for case in spec["cases"].as_array().into_iter().flatten() {
            let Ok(inputs) = io::inputs_from_json(&case["inputs"].to_string(), &compiled.signature) else {
                skipped.push(format!("{name}: inputs"));
                continue;
            };
            eprintln!("{name}: {} members", inputs.z);
            agrees_with_vm_within(&compiled.ir_p, &format!("p_{symbol}"), &inputs, depth, |_| 4);
            ran += 1;
        }
    }
    eprintln!("ran {ran} cases; not compiled: {skipped:#?}");
    assert!(ran > 0, "no case ran");
}

//! The emitted text is valid MLIR that lowers to native code.

use super::super::{emit_cpu, EmitError, EmitOptions};
use super::programs::{every_primitive, fib};
use crate::codegen::llvm::{mlir_context, mlir_to_host_object, parse_and_verify};
use std::process::Command;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

fn options() -> EmitOptions {
    EmitOptions::new(16)
}

/// Parses and verifies with melior and lowers to an object.
fn lowers(text: &str, symbol: &str) {
    let context = mlir_context();
    if let Err(e) = parse_and_verify(&context, text) {
        panic!("{e}:\n{text}");
    }
    let object = mlir_to_host_object(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(&object[..4], b"\x7fELF");
    let has = |name: &str| object.windows(name.len()).any(|w| w == name.as_bytes());
    assert!(has(symbol), "defines {symbol}");
}

/// The standalone `mlir-opt` agrees that the text verifies and lowers
/// (skipped where the binary is missing).
fn mlir_opt_lowers(text: &str, name: &str) {
    if !std::path::Path::new(MLIR_OPT).exists() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(format!("{name}.mlir"));
    std::fs::write(&path, text).expect("write");
    let pipeline = format!("--pass-pipeline={}", crate::codegen::llvm::CPU_PIPELINE);
    let out = Command::new(MLIR_OPT)
        .arg(&path)
        .arg(pipeline)
        .output()
        .expect("runs mlir-opt");
    assert!(
        out.status.success(),
        "mlir-opt: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn fib_parses_verifies_and_lowers() {
    let text = emit_cpu(&fib(), "fib", &options()).expect("emits");
    assert!(text.contains("scf.while") && text.contains("scf.index_switch"));
    lowers(&text, "_mlir_ciface_fib_entry");
    mlir_opt_lowers(&text, "fib");
}

#[test]
fn every_primitive_parses_verifies_and_lowers() {
    let text = emit_cpu(&every_primitive(), "prims", &options()).expect("emits");
    lowers(&text, "_mlir_ciface_prims_entry");
    mlir_opt_lowers(&text, "prims");
}

#[test]
fn bad_names_and_programs_are_errors() {
    assert!(matches!(
        emit_cpu(&fib(), "9lives", &options()),
        Err(EmitError::BadName(_))
    ));
    assert!(matches!(
        emit_cpu(&fib(), "a-b", &options()),
        Err(EmitError::BadName(_))
    ));
    let mut broken = fib();
    broken.entry = 99;
    assert!(matches!(
        emit_cpu(&broken, "fib", &options()),
        Err(EmitError::Invalid(_))
    ));
}

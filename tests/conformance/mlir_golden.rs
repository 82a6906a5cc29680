//! The emitted MLIR: golden files under mlir/ for fib (both schedules),
//! is_even/is_odd, pea_nuts, fill_squares and derived_data (its
//! prologue) (the default schedule;
//! regenerate with UPDATE_GOLDEN=1), and every conformance
//! program's MLIR accepted by the real `mlir-opt` of LLVM 22, both as is
//! and through the CPU lowering pipeline.

use super::conformance::PROGRAMS;
use super::harness::{load, root};
use autobatch_compiler::codegen::bundle::{emit_mlir, BuildOptions};
use autobatch_compiler::codegen::llvm::CPU_PIPELINE;
use autobatch_compiler::codegen::mlir::Schedule;
use autobatch_compiler::codegen::Target;
use std::path::Path;
use std::process::Command;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// The MLIR a CPU build under `schedule` compiles (`autobatch emit-mlir`).
fn emit(name: &str, schedule: Schedule) -> String {
    let l = load(name);
    let options = BuildOptions {
        schedule,
        ..BuildOptions::new(Target::Cpu, l.spec.max_stack_depth)
    };
    emit_mlir(&l.compiled, &options).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn golden_mlir() {
    for (program, file, schedule) in [
        ("fib", "fib.mlir", Schedule::SyncHeavy),
        ("fib", "fib_earliest.mlir", Schedule::Earliest),
        ("even_odd", "is_even.mlir", Schedule::SyncHeavy),
        ("pea_nuts", "pea_nuts.mlir", Schedule::SyncHeavy),
        ("fill_squares", "fill_squares.mlir", Schedule::SyncHeavy),
        ("derived_data", "derived_data.mlir", Schedule::SyncHeavy),
    ] {
        let actual = emit(program, schedule);
        let dir = root().join("tests/golden/mlir");
        let path = dir.join(file);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::create_dir_all(&dir).expect("mkdir tests/golden/mlir");
            std::fs::write(&path, &actual).expect("write golden");
            continue;
        }
        let expected = std::fs::read_to_string(&path)
            .unwrap_or_else(|_| panic!("missing {}: run with UPDATE_GOLDEN=1", path.display()));
        assert!(
            expected == actual,
            "{file} changed; if intended, rerun with UPDATE_GOLDEN=1"
        );
    }
}

/// A write by index to a tensor whose old value is dead writes one place:
/// fill_squares' only loops over elements are `zeros` and the copy to the
/// result, none in the block of `a[i] = i * i` (the loops over members
/// and over the block counters aside).
#[test]
fn writes_by_index_are_in_place() {
    let mlir = emit("fill_squares", Schedule::SyncHeavy);
    let element_loops = mlir
        .lines()
        .filter(|l| l.contains("scf.for") && !l.contains("%lo to %hi") && !l.contains("%nblocks"))
        .count();
    assert_eq!(element_loops, 2, "a copy per write?\n{mlir}");
}

fn mlir_opt(file: &Path, pipeline: Option<&str>) -> Result<(), String> {
    let mut cmd = Command::new(MLIR_OPT);
    cmd.arg(file);
    if let Some(p) = pipeline {
        cmd.arg(format!("--pass-pipeline={p}"));
    }
    let out = cmd.output().map_err(|e| format!("cannot run {MLIR_OPT}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn every_program_verifies_with_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        println!("skipped: {MLIR_OPT} is not installed (mlir-22-tools)");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    for name in PROGRAMS {
        let file = dir.path().join(format!("{name}.mlir"));
        std::fs::write(&file, emit(name, Schedule::SyncHeavy)).expect("write");
        mlir_opt(&file, None).unwrap_or_else(|e| panic!("{name}: mlir-opt rejects the module: {e}"));
        mlir_opt(&file, Some(CPU_PIPELINE)).unwrap_or_else(|e| panic!("{name}: the CPU pipeline fails: {e}"));
    }
}

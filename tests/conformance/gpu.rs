//! `--target cuda` and `--backend cuda`. Without a GPU: every conformance
//! program compiles to PTX (a kernel entry for sm_90, no libdevice call),
//! the GPU's interleaved tensor layout runs correctly on the CPU, bundles
//! hold the PTX and its launch, and running one without a CUDA driver is a
//! clear error with exit status 1. With a GPU (a CUDA driver and a device
//! present): every program's cuda bundle agrees with the vm and CPython as
//! the cpu bundle does; where there is none, those tests print why they
//! skipped.

use super::conformance::PROGRAMS;
use super::cpu::{autobatch, autobatch_run_binary, check_bundle, path, stderr};
use super::harness::{fib_cli_case, load, programs_dir};
use autobatch_compiler::codegen::bundle::{emit_mlir, BuildOptions};
use autobatch_compiler::codegen::mlir::in_global_memory;
use autobatch_compiler::codegen::ptx::emit_ptx;
use autobatch_compiler::codegen::Target;
use autobatch_runtime::{MemberLayout, RuntimeError};
use serde_json::{json, Value as Json};
use std::process::Command;

/// Why cuda bundles cannot run here, if they cannot.
fn no_gpu() -> Option<RuntimeError> {
    autobatch_runtime::cuda::probe().err()
}

fn cuda(max_stack_depth: usize) -> BuildOptions {
    BuildOptions::new(Target::Cuda, max_stack_depth)
}

/// PTX for the programs `shard`, `shard + 2`, ...; returns the failures.
fn ptx_shard(shard: usize) {
    let failures: Vec<String> = PROGRAMS
        .iter()
        .skip(shard)
        .step_by(2)
        .filter_map(|name| {
            let l = load(name);
            let mlir = emit_mlir(&l.compiled, &cuda(l.spec.max_stack_depth)).map_err(|e| format!("{name}: {e}"));
            let ptx = mlir.and_then(|m| emit_ptx(&m, "sm_90").map_err(|e| format!("{name}: {e}")));
            let ptx = match ptx {
                Ok(p) => p,
                Err(e) => return Some(e),
            };
            let kernel = format!(".visible .entry {}_kernel(", l.spec.entry);
            let problems: Vec<&str> = [
                (!ptx.contains(&kernel)).then_some("no kernel entry"),
                (!ptx.contains(".target sm_90")).then_some("not for sm_90"),
                ptx.contains("__nv_").then_some("a libdevice call"),
                // (Fused multiply-adds are there on purpose in the math
                // library, as glibc's -mfma build has them; that plain
                // arithmetic is never contracted is
                // codegen::mlir::tests::gpu::nothing_is_contracted_into_a_fused_multiply_add.)
            ]
            .into_iter()
            .flatten()
            .collect();
            (!problems.is_empty()).then(|| format!("{name}: {}", problems.join(", ")))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_program_compiles_to_ptx_0() {
    ptx_shard(0);
}

#[test]
fn every_program_compiles_to_ptx_1() {
    ptx_shard(1);
}

/// The emitter's interleaved layout (element `e` of member `b` at
/// `e * Z + b`), which the GPU uses, is checked on the CPU, where it can
/// run here: every program with tensors, compiled for the CPU with that
/// layout and, as for the kernel, its tensor temporaries in the state
/// (`in_global_memory`), agrees with the vm and CPython.
#[test]
fn the_gpu_layout_of_tensors_runs_correctly_on_the_cpu() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut checked = Vec::new();
    let failures: Vec<String> = PROGRAMS
        .iter()
        .map(|name| load(name))
        .filter(|l| l.compiled.ir_p.vars.iter().any(|v| !v.decl.ty.is_scalar()))
        .map(|mut l| {
            // The program as the kernel has it: tensor temporaries in the
            // state.
            l.compiled.ir_p = in_global_memory(&l.compiled.ir_p).into_owned();
            l
        })
        .filter_map(|l| {
            checked.push(l.name.clone());
            let options = BuildOptions {
                member_layout: MemberLayout::Interleaved,
                ..BuildOptions::new(Target::Cpu, l.spec.max_stack_depth)
            };
            check_bundle(&l, dir.path(), &options).err()
        })
        .collect();
    assert!(checked.len() >= 10, "too few programs with tensors: {checked:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A kernel whose scratch buffers would pass CUDA's 512 KiB of local
/// memory a thread is refused when compiled, naming the variable; the
/// same program compiles for the CPU.
#[test]
fn a_kernel_beyond_cudas_local_memory_is_refused_at_compile_time() {
    // `v = matmul(m, v)` reads `v` while writing it, so its result is
    // staged in a scratch buffer of v's size: 16,384 x 8 f64 = 1,048,576
    // bytes.
    let source = "from autobatch import *\n\ndef f(v: f64[16384, 8], m: Shared[f64[16384, 16384]]) -> f64:\n    v = matmul(m, v)\n    return sum(v)\n";
    let compiled = autobatch_compiler::driver::compile_source(source, "big.py", "f").expect("compiles");
    let error = emit_mlir(&compiled, &cuda(16))
        .expect_err("beyond the limit")
        .to_string();
    assert!(
        error.contains("1048576")
            && error.contains("`f.v`")
            && error.contains("f64[16384, 8]")
            && error.contains("--backend cpu"),
        "{error}"
    );
    emit_mlir(&compiled, &BuildOptions::new(Target::Cpu, 16)).expect("the CPU has no such limit");
}

#[test]
fn compile_target_cuda_writes_a_ptx_bundle() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fib = programs_dir().join("fib.py");
    let bundle = dir.path().join("fib.bundle");
    let args = [
        "compile",
        path(&fib),
        "--entry",
        "fib",
        "--target",
        "cuda",
        "-o",
        path(&bundle),
    ];
    let out = autobatch(&args, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest: Json =
        serde_json::from_str(&std::fs::read_to_string(bundle.join("manifest.json")).expect("manifest")).expect("JSON");
    assert_eq!(manifest["target"], "cuda");
    assert_eq!(manifest["symbol"], "fib_kernel");
    let ptx = std::fs::read(bundle.join("fib.ptx")).expect("the PTX");
    assert_eq!(
        manifest["files"],
        json!({"mlir": "fib.mlir", "ptx": "fib.ptx", "code_sha256": autobatch_runtime::bundle::sha256_hex(&ptx),
               "target_triple": "x86_64-unknown-linux-gnu"})
    );
    assert_eq!(manifest["abi"]["member_layout"], "interleaved");
    assert_eq!(manifest["cuda"]["block_size"], 256);
    assert_eq!(manifest["cuda"]["arch"], "sm_90");
    assert_eq!(manifest["cuda"]["params"].as_array().map(Vec::len), Some(15));
    let ptx = std::fs::read_to_string(bundle.join("fib.ptx")).expect("fib.ptx");
    assert!(ptx.contains(".visible .entry fib_kernel(") && ptx.contains(".target sm_90"));

    let mlir = autobatch(
        &["emit-mlir", path(&fib), "--entry", "fib", "--target", "cuda"],
        dir.path(),
    );
    assert!(mlir.status.success(), "{}", stderr(&mlir));
    let text = String::from_utf8_lossy(&mlir.stdout);
    assert!(text.contains("gpu.func @fib_kernel("), "{text}");
    assert_eq!(
        text,
        std::fs::read_to_string(bundle.join("fib.mlir")).expect("fib.mlir")
    );

    // Another architecture, and one that is not.
    let sm80 = dir.path().join("sm80.bundle");
    let out = autobatch(
        &[&args[..6], &["--gpu-arch", "sm_80", "-o", path(&sm80)]].concat(),
        dir.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let ptx = std::fs::read_to_string(sm80.join("fib.ptx")).expect("fib.ptx");
    assert!(ptx.contains(".target sm_80"), "{ptx}");
    let bad = dir.path().join("bad.bundle");
    let out = autobatch(
        &[&args[..6], &["--gpu-arch", "sm_9x", "-o", path(&bad)]].concat(),
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("`sm_9x` is not a GPU architecture"),
        "{}",
        stderr(&out)
    );
    assert!(!bad.exists());
}

/// `run --backend cuda` and `autobatch-run` on a cuda bundle: the fib
/// results where there is a GPU, a clear error and status 1 where not.
#[test]
fn running_cuda_bundles_needs_a_driver() {
    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = dir.path().join("in.json");
    let (fib, want) = fib_cli_case(&inputs);
    let run = [
        "run",
        path(&fib),
        "--entry",
        "fib",
        "--backend",
        "cuda",
        "--inputs",
        path(&inputs),
    ];
    let out = autobatch(&run, &dir.path().join("cache"));
    let bundle = dir.path().join("fib.bundle");
    let compile = [
        "compile",
        path(&fib),
        "--entry",
        "fib",
        "--target",
        "cuda",
        "-o",
        path(&bundle),
    ];
    assert!(autobatch(&compile, dir.path()).status.success());
    let runner = autobatch_run_binary();
    let direct = runner.as_ref().map(|r| {
        Command::new(r)
            .args([path(&bundle), "--inputs", path(&inputs)])
            .output()
            .expect("autobatch-run runs")
    });
    match no_gpu() {
        Some(why) => {
            let expected = match why {
                RuntimeError::NoCudaDriver(_) => "no CUDA driver",
                _ => "no CUDA device",
            };
            for out in std::iter::once(&out).chain(direct.as_ref()) {
                assert_eq!(out.status.code(), Some(1), "{}", stderr(out));
                assert!(stderr(out).contains(expected), "{}", stderr(out));
                assert!(out.stdout.is_empty());
            }
            // Without a driver nothing is compiled for it.
            assert!(!dir.path().join("cache").exists());
        }
        None => {
            for out in std::iter::once(&out).chain(direct.as_ref()) {
                assert!(out.status.success(), "{}", stderr(out));
                let got: Json = serde_json::from_slice(&out.stdout).expect("JSON");
                assert_eq!(got, want);
            }
        }
    }
}

/// Every program's cuda bundle against the vm and CPython, as
/// `cpu::conformance_programs_on_cpu_*` does for the cpu bundles.
#[test]
fn conformance_programs_on_cuda() {
    if let Some(why) = no_gpu() {
        println!("skipped: {why}");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let failures: Vec<String> = PROGRAMS
        .iter()
        .filter_map(|name| {
            let l = load(name);
            check_bundle(&l, dir.path(), &cuda(l.spec.max_stack_depth)).err()
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

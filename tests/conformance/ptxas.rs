//! NVIDIA's own assembler on every kernel: the PTX of each conformance
//! program and example, for sm_80 and sm_90, through `ptxas -v`
//! (scripts/dev/ptxas.sh installs it into target/ptxas from the pinned PyPI
//! wheel; `AUTOBATCH_PTXAS` names another). Fails on any error or warning,
//! and on per-thread local memory (stack frame) or spills beyond the
//! budgets documented in docs/gpu.md. Skips, saying why, where ptxas is
//! not installed.

use super::conformance::PROGRAMS;
use super::harness::{load, root};
use autobatch_compiler::codegen::bundle::{emit_mlir, BuildOptions};
use autobatch_compiler::codegen::mlir::kernel_scratch_bytes;
use autobatch_compiler::codegen::ptx::emit_ptx;
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver::{self, Compiled};
use std::path::PathBuf;
use std::process::Command;

/// Bytes of stack frame (local memory) per thread a kernel may need
/// (docs/gpu.md): under 4 KiB, which the slice NUTS bound to
/// examples/models/logreg.py needs since its tensor temporaries live in
/// the state (about 3.9 KB, its spills; 45 KB before).
const STACK_FRAME_BUDGET: u64 = 4 * 1024;
/// Bytes of register spill stores per thread (docs/gpu.md).
const SPILL_BUDGET: u64 = 6 * 1024;

/// Bytes of alignment padding allowed between ptxas's stack frame and the
/// compiler's count of local buffers plus spills.
const FRAME_SLACK: u64 = 256;

/// The examples, beside the conformance programs: file, entry, and the
/// model file the program is bound to (`autobatch run --model`).
const EXAMPLES: [(&str, &str, Option<&str>); 3] = [
    ("examples/fib.py", "fib", None),
    (SLICE_NUTS, "chain", Some("examples/models/gaussian_100d.py")),
    (SLICE_NUTS, "chain", Some("examples/models/logreg.py")),
];

const SLICE_NUTS: &str = "python/autobatch/slice_nuts.py";

fn compile_example(file: &str, entry: &str, model: Option<&str>) -> Compiled {
    let read = |f: &str| std::fs::read_to_string(root().join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let compiled = match model {
        None => driver::compile_source(&read(file), file, entry),
        Some(m) => driver::compile_library(&read(file), file, &read(m), m, entry).map(|(c, _)| c),
    };
    compiled.unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn ptxas() -> Option<PathBuf> {
    let path = std::env::var_os("AUTOBATCH_PTXAS")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target/ptxas/bin/ptxas"));
    path.is_file().then_some(path)
}

/// What `ptxas -v` reports of one kernel.
#[derive(Debug, Default)]
struct Usage {
    registers: u64,
    stack_frame: u64,
    spill_stores: u64,
    spill_loads: u64,
}

/// The number just before `unit` in `line` (`"... 44888 bytes stack frame"`).
fn number_before(line: &str, unit: &str) -> Option<u64> {
    let head = &line[..line.find(unit)?];
    head.split_whitespace().last()?.parse().ok()
}

fn assemble(ptxas: &PathBuf, ptx: &str, arch: &str) -> Result<Usage, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let file = dir.path().join("kernel.ptx");
    std::fs::write(&file, ptx).map_err(|e| e.to_string())?;
    let out = Command::new(ptxas)
        .args(["-v", &format!("-arch={arch}"), "-o"])
        .arg(dir.path().join("kernel.cubin"))
        .arg(&file)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() || text.to_lowercase().contains("warning") || text.contains("error") {
        return Err(format!("ptxas {arch}: {}\n{text}", out.status));
    }
    let mut usage = Usage::default();
    for line in text.lines() {
        if let Some(n) = number_before(line, "bytes stack frame") {
            usage.stack_frame = n;
        }
        if let Some(n) = number_before(line, "bytes spill stores") {
            usage.spill_stores = n;
        }
        if let Some(n) = number_before(line, "bytes spill loads") {
            usage.spill_loads = n;
        }
        if let Some(n) = number_before(line, "registers") {
            usage.registers = n;
        }
    }
    if usage.registers == 0 {
        return Err(format!("ptxas {arch}: no resource figures in\n{text}"));
    }
    Ok(usage)
}

/// Programs whose kernel is too large for this check, and why: the CUDA
/// kernel is one function however large the program (docs/language.md,
/// "Program size"), and ptxas's time and memory grow faster than it.
const TOO_LARGE: &[(&str, &str)] = &[(
    "long_blocks",
    "2.8 MB of PTX in one kernel; ptxas ran over 5 minutes and 7.8 GB before it was stopped",
)];

/// Every kernel to check: name, compiled program, stack depth.
fn kernels() -> Vec<(String, Compiled, usize)> {
    for (name, why) in TOO_LARGE {
        println!("skipped {name}: {why}");
    }
    let mut all: Vec<(String, Compiled, usize)> = PROGRAMS
        .iter()
        .filter(|name| TOO_LARGE.iter().all(|(large, _)| large != *name))
        .map(|name| {
            let l = load(name);
            (name.to_string(), l.compiled, l.spec.max_stack_depth)
        })
        .collect();
    for (file, entry, model) in EXAMPLES {
        let compiled = compile_example(file, entry, model);
        all.push((
            model.map_or_else(|| file.to_string(), |m| format!("{file} + {m}")),
            compiled,
            autobatch_compiler::exec::DEFAULT_MAX_STACK_DEPTH,
        ));
    }
    all
}

fn check_arch(arch: &str) {
    let Some(ptxas) = ptxas() else {
        println!(
            "skipped: no ptxas at target/ptxas/bin/ptxas (run `bash scripts/dev/ptxas.sh`, or set AUTOBATCH_PTXAS)"
        );
        return;
    };
    let mut failures = Vec::new();
    println!(
        "{arch}: {:<36} {:>5} {:>8} {:>7} {:>7} {:>8}",
        "kernel", "regs", "stack", "spill-s", "spill-l", "scratch"
    );
    for (name, compiled, depth) in kernels() {
        let options = BuildOptions::new(Target::Cuda, depth);
        // The compiler's own count of the kernel's local buffers.
        let scratch = kernel_scratch_bytes(&compiled.ir_p, &options.emit_options())
            .unwrap_or_else(|e| panic!("{name}: {e}")) as u64;
        let usage = emit_mlir(&compiled, &options)
            .map_err(|e| e.to_string())
            .and_then(|mlir| emit_ptx(&mlir, arch).map_err(|e| e.to_string()))
            .and_then(|ptx| assemble(&ptxas, &ptx, arch));
        match usage {
            Ok(u) => {
                println!(
                    "{arch}: {name:<36} {:>5} {:>8} {:>7} {:>7} {scratch:>8}",
                    u.registers, u.stack_frame, u.spill_stores, u.spill_loads
                );
                // ptxas's frame holds the local buffers (at most what the
                // compiler counted: LLVM may keep some in registers) and
                // the spill slots (each written by at least one spill
                // store), plus alignment: more means the compiler's count,
                // which its 512 KiB check relies on, missed a buffer.
                if u.stack_frame > scratch + u.spill_stores + FRAME_SLACK {
                    failures.push(format!(
                        "{name}: ptxas's stack frame of {} bytes exceeds the compiler's {scratch} bytes of scratch plus {} of spill stores",
                        u.stack_frame, u.spill_stores
                    ));
                }
                if u.stack_frame > STACK_FRAME_BUDGET {
                    failures.push(format!("{name}: {} bytes of stack frame per thread", u.stack_frame));
                }
                if u.spill_stores > SPILL_BUDGET {
                    failures.push(format!("{name}: {} bytes of spill stores per thread", u.spill_stores));
                }
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{arch}:\n{}", failures.join("\n"));
}

#[test]
fn every_kernel_assembles_for_sm_80_within_budget() {
    check_arch("sm_80");
}

#[test]
fn every_kernel_assembles_for_sm_90_within_budget() {
    check_arch("sm_90");
}

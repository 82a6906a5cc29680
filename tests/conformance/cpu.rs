//! `--backend cpu`: every conformance program compiled to a bundle and run
//! by the runtime crate on several threads, compared with the vm and with
//! CPython (bit for bit, except floats of programs whose spec allows
//! `cpu_float_ulps`); the compile cache; bundles that are never partial;
//! input checks; and bundles run through the `autobatch-run` binary alone.

use super::conformance::PROGRAMS;
use super::harness::{
    compare_within, fib_cli_case, load, oracle, parse_inputs, programs_dir, random_inputs, root, Loaded,
};
use autobatch_compiler::cache::cached_bundle_in;
use autobatch_compiler::codegen::bundle::{build_bundle, compile_bundle, BuildOptions};
use autobatch_compiler::codegen::mlir::{heavy_blocks, Schedule};
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver::{self, Backend};
use autobatch_compiler::exec::{run_vm, ExecOptions, Stats};
use autobatch_compiler::ir::p::Program;
use autobatch_runtime::{io, Arg, Bundle, Inputs, MemberLayout, RunInfo, Value};
use serde_json::{json, Value as Json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Threads per run: more than the test machine's cores and not a divisor
/// of most batch sizes, so chunks are uneven and really concurrent.
const THREADS: usize = 3;

/// The most members the runtime hands one call of the compiled function.
const CHUNK: usize = 1024;

/// Compiles `l` into `dir` under both schedules and checks every case and
/// random batch against the vm and CPython. Returns the first difference.
fn check_cpu(l: &Loaded, dir: &Path) -> Result<(), String> {
    let earliest = BuildOptions {
        schedule: Schedule::Earliest,
        ..cpu(l.spec.max_stack_depth)
    };
    check_bundle(l, dir, &earliest)?;
    check_bundle(l, dir, &cpu(l.spec.max_stack_depth))
}

/// `check_cpu` for a bundle built as `options` say (the GPU's, or the
/// CPU's with another layout).
pub fn check_bundle(l: &Loaded, dir: &Path, options: &BuildOptions) -> Result<(), String> {
    let name = &l.name;
    let out = dir.join(format!(
        "{name}.{}.{}.bundle",
        options.target.name(),
        options.schedule.name()
    ));
    build_bundle(&l.compiled, options, None, &out).map_err(|e| format!("{name}: compile: {e}"))?;
    let bundle = Bundle::load(&out).map_err(|e| format!("{name}: load: {e}"))?;
    // The program the bundle was built from: under sync-heavy its own,
    // with every short join copied (`lower::lower_for_lone_members`).
    let built = options.program(&l.compiled).map_err(|e| format!("{name}: {e}"))?;
    let sig = &l.compiled.signature;
    let vm_options = ExecOptions {
        max_stack_depth: l.spec.max_stack_depth,
        gather: false,
        ..ExecOptions::default()
    };
    let ulps = l.spec.cpu_float_ulps;
    let mut batches: Vec<(String, Json, bool)> = Vec::new();
    for (i, case) in l.spec.cases.iter().enumerate() {
        batches.push((format!("case {i}"), case.inputs.clone(), case.oracle));
    }
    for spec in &l.spec.random {
        batches.push((format!("seed {}", spec.seed), random_inputs(sig, spec), true));
    }
    for (label, json_inputs, with_oracle) in batches {
        let inputs = parse_inputs(sig, &json_inputs);
        let got = bundle
            .run(&inputs, THREADS)
            .map_err(|e| format!("{name} {label}: run: {e}"))?;
        if options.member_layout == MemberLayout::Interleaved {
            // The GPU's layout: also as a CUDA run moves the state (only
            // the program counters and inputs up, only the statuses,
            // outputs and counters down), bit for bit the same.
            let moved = bundle
                .run_with_device_transfers(&inputs, THREADS)
                .map_err(|e| format!("{name} {label}: run with device transfers: {e}"))?;
            compare_within(&format!("{name} {label}: device transfers"), &got, &moved, 0)?;
        }
        let vm = l.compiled.run(Backend::Vm, &inputs, &vm_options).expect("fits");
        if options.target == Target::Cpu && inputs.z <= CHUNK {
            let one_call = bundle
                .run_with_info(&inputs, 1)
                .map_err(|e| format!("{name} {label}: run: {e}"))?;
            let what = format!("{name} {label} ({})", options.schedule.name());
            match options.schedule {
                Schedule::Earliest => same_schedule(&what, &one_call, &vm.stats, inputs.z)?,
                Schedule::SyncHeavy => {
                    // The vm runs the built program to the same outputs.
                    let vm_built = run_vm(&built, &inputs, &vm_options).expect("fits");
                    compare_within(&format!("{what}: vm of its program"), &vm.outputs, &vm_built.outputs, 0)?;
                    same_visits(&what, &one_call, &vm_built.stats, inputs.z, &built)?
                }
            }
        }
        let vm = vm.outputs;
        let target = options.target.name();
        compare_within(&format!("{name} {label}: {target} vs vm"), &vm, &got, ulps)?;
        if with_oracle {
            let py = oracle(&l.path, &l.spec.entry, sig, &json_inputs);
            compare_within(&format!("{name} {label}: {target} vs CPython"), &py, &got, ulps)?;
        }
    }
    Ok(())
}

/// The compiled loop's block counters against the vm's statistics. A
/// batch of at most one chunk on one thread runs as one call, with the
/// vm's schedule
/// (the earliest waiting block first): each block runs in as many steps,
/// every step covers the whole batch, and the lanes used give the vm's
/// utilization.
fn same_schedule(what: &str, info: &RunInfo, vm: &Stats, z: usize) -> Result<(), String> {
    let mut active = 0;
    for block in &info.blocks {
        let want = vm.executions_of(&block.label);
        if block.steps != want || block.lanes != block.steps * z as u64 {
            return Err(format!(
                "{what}: block {} ran in {} steps over {} lanes, the vm's {want} steps of {z}",
                block.label, block.steps, block.lanes
            ));
        }
        active += block.active;
    }
    let lanes: u64 = info.blocks.iter().map(|b| b.lanes).sum();
    let utilization = if lanes == 0 { 0.0 } else { active as f64 / lanes as f64 };
    if info.blocks.len() != vm.block_executions.len() || (utilization - vm.utilization).abs() > 1e-9 {
        return Err(format!(
            "{what}: utilization {utilization} over {} blocks, the vm's {} over {}",
            info.blocks.len(),
            vm.utilization,
            vm.block_executions.len()
        ));
    }
    Ok(())
}

/// The sync-heavy loop's counters: every block ran for the same members as
/// in the vm (each member runs the same blocks under any schedule); a
/// cheap block one member per step, a heavy block (a shared product) for
/// the whole call's members per step.
fn same_visits(what: &str, info: &RunInfo, vm: &Stats, z: usize, program: &Program) -> Result<(), String> {
    let heavy = heavy_blocks(program);
    for (k, block) in info.blocks.iter().enumerate() {
        let want = vm
            .block_members
            .iter()
            .find(|(l, _)| *l == block.label)
            .map_or(0, |(_, n)| *n);
        let lanes_ok = if heavy.get(k) == Some(&true) {
            block.lanes == block.steps * z as u64
        } else {
            block.lanes == block.steps && block.active == block.steps
        };
        if block.active != want || !lanes_ok {
            return Err(format!(
                "{what}: block {} ran for {} members in {} steps over {} lanes (heavy: {:?}), the vm's for {want}",
                block.label,
                block.active,
                block.steps,
                block.lanes,
                heavy.get(k)
            ));
        }
    }
    Ok(())
}

/// The programs `shard`, `shard + SHARDS`, ...: the suite is split so the
/// test harness runs the compiles in parallel.
fn check_shard(shard: usize) {
    const SHARDS: usize = 4;
    let dir = tempfile::tempdir().expect("tempdir");
    let failures: Vec<String> = PROGRAMS
        .iter()
        .skip(shard)
        .step_by(SHARDS)
        .filter_map(|name| check_cpu(&load(name), dir.path()).err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn conformance_programs_on_cpu_0() {
    check_shard(0);
}

#[test]
fn conformance_programs_on_cpu_1() {
    check_shard(1);
}

#[test]
fn conformance_programs_on_cpu_2() {
    check_shard(2);
}

#[test]
fn conformance_programs_on_cpu_3() {
    check_shard(3);
}

pub fn cpu(max_stack_depth: usize) -> BuildOptions {
    BuildOptions::new(Target::Cpu, max_stack_depth)
}

fn fib() -> (driver::Compiled, String) {
    let path = programs_dir().join("fib.py");
    let source = std::fs::read_to_string(&path).expect("fib.py");
    let compiled = driver::compile_source(&source, &path.display().to_string(), "fib").expect("compiles");
    (compiled, source)
}

/// `--fma`: the shared products of pea_nuts (a recursion over a shared
/// matrix) fuse their multiply-adds, and the results stay within rounding
/// of the exact ones (the vm's).
#[test]
fn fused_products_stay_within_rounding_of_exact_ones() {
    let l = load("pea_nuts");
    let options = BuildOptions {
        fma: true,
        ..cpu(l.spec.max_stack_depth)
    };
    let mlir = autobatch_compiler::codegen::bundle::emit_mlir(&l.compiled, &options).expect("emits");
    assert!(mlir.contains("vector.fma"), "no fused multiply-add in the products");
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("fma.bundle");
    build_bundle(&l.compiled, &options, None, &out).expect("compiles");
    let bundle = Bundle::load(&out).expect("loads");
    let vm_options = ExecOptions {
        max_stack_depth: l.spec.max_stack_depth,
        gather: false,
        ..ExecOptions::default()
    };
    for spec in &l.spec.random {
        let inputs = parse_inputs(&l.compiled.signature, &random_inputs(&l.compiled.signature, spec));
        let got = bundle.run(&inputs, THREADS).expect("runs");
        let vm = l.compiled.run(Backend::Vm, &inputs, &vm_options).expect("fits").outputs;
        compare_within("pea_nuts with fma", &vm, &got, 1 << 20).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn the_second_compile_is_a_cache_hit() {
    let cache = tempfile::tempdir().expect("tempdir");
    let (compiled, source) = fib();
    let (first, hit) = cached_bundle_in(cache.path(), &compiled, &source, &cpu(64)).expect("compiles");
    assert!(!hit, "an empty cache cannot hit");
    let (second, hit) = cached_bundle_in(cache.path(), &compiled, &source, &cpu(64)).expect("cached");
    assert!(hit && first == second, "{} then {}", first.display(), second.display());
    // Anything the code depends on is a different bundle.
    let (deeper, hit) = cached_bundle_in(cache.path(), &compiled, &source, &cpu(65)).expect("compiles");
    assert!(!hit && deeper != first);
    // A damaged bundle is rebuilt, not used.
    std::fs::write(first.join("manifest.json"), "{").expect("damage");
    let (again, hit) = cached_bundle_in(cache.path(), &compiled, &source, &cpu(64)).expect("recompiles");
    assert!(!hit && again == first);
    Bundle::load(&again).expect("a valid bundle again");
}

/// The names in `dir` (to see that nothing was left behind).
fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read_dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    names
}

#[test]
fn a_failed_compile_leaves_no_partial_bundle() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (compiled, _) = fib();
    let out = dir.path().join("fib.bundle");
    compile_bundle(&compiled, 16, &out).expect("compiles");
    let manifest = std::fs::read_to_string(out.join("manifest.json")).expect("manifest");
    // Fails after the staging directory exists (stacks too deep for the
    // emitter): the old bundle stays whole and nothing else remains.
    let e = compile_bundle(&compiled, 1 << 40, &out).expect_err("depth does not fit i32");
    assert!(e.to_string().contains("stack depth"), "{e}");
    assert_eq!(entries(dir.path()), vec!["fib.bundle"]);
    assert_eq!(
        std::fs::read_to_string(out.join("manifest.json")).expect("manifest"),
        manifest
    );
    assert_eq!(entries(&out), vec!["fib.mlir", "fib.so", "manifest.json"]);
    // An output directory that cannot be created.
    let file = dir.path().join("file");
    std::fs::write(&file, "not a directory").expect("file");
    assert!(compile_bundle(&compiled, 16, &file.join("fib.bundle")).is_err());
    // Never replaces what is not a bundle.
    let precious = dir.path().join("src");
    std::fs::create_dir(&precious).expect("dir");
    std::fs::write(precious.join("keep.txt"), "keep").expect("file");
    let e = compile_bundle(&compiled, 16, &precious).expect_err("not a bundle");
    assert!(e.to_string().contains("refusing to replace"), "{e}");
    assert_eq!(entries(&precious), vec!["keep.txt"]);
    assert_eq!(entries(dir.path()), vec!["fib.bundle", "file", "src"]);
    // An invalid program, through the command line.
    let bad = dir.path().join("bad.py");
    std::fs::write(&bad, "from autobatch import *\n\ndef f(n: i64) -> i64:\n    return m\n").expect("bad.py");
    let out = dir.path().join("f.bundle");
    let run = autobatch(&["compile", path(&bad), "--entry", "f", "-o", path(&out)], dir.path());
    assert_eq!(run.status.code(), Some(1));
    assert!(!out.exists());
    assert_eq!(entries(dir.path()), vec!["bad.py", "fib.bundle", "file", "src"]);
}

#[test]
fn wrong_inputs_are_errors_naming_the_parameter() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (compiled, _) = fib();
    let out = dir.path().join("fib.bundle");
    compile_bundle(&compiled, 16, &out).expect("compiles");
    let bundle = Bundle::load(&out).expect("loads");
    let inputs = Inputs {
        z: 2,
        args: vec![Arg::Batched(vec![Value::I64(3), Value::F64(4.0)])],
    };
    let e = bundle.run(&inputs, 1).expect_err("an f64 for an i64");
    assert_eq!(e.to_string(), "input `n`: member 1: expected i64, got f64");
    let inputs = Inputs {
        z: 1,
        args: vec![Arg::Shared(Value::I64(3))],
    };
    let e = bundle.run(&inputs, 1).expect_err("fib's n is batched");
    assert!(e.to_string().starts_with("input `n`: declared batched"), "{e}");
}

pub fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

pub fn autobatch(args: &[&str], cache: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(args)
        .current_dir(root())
        .env("AUTOBATCH_CACHE_DIR", cache)
        .output()
        .expect("autobatch runs")
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The runtime's binary, built beside the test executable by `cargo test
/// --workspace` (it is the runtime crate's, so `CARGO_BIN_EXE_` does not
/// name it here).
pub fn autobatch_run_binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let bin = exe.parent()?.parent()?.join("autobatch-run");
    bin.is_file().then_some(bin)
}

#[test]
fn the_command_line_compiles_caches_and_runs_bundles() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = dir.path().join("cache");
    let inputs = dir.path().join("in.json");
    let (fib, want) = fib_cli_case(&inputs);
    let run = [
        "run",
        path(&fib),
        "--entry",
        "fib",
        "--backend",
        "cpu",
        "--inputs",
        path(&inputs),
    ];
    for (round, how) in ["compiled bundle: ", "cached bundle: "].into_iter().enumerate() {
        let out = autobatch(&[&run[..], &["--stats", "--threads", "2"]].concat(), &cache);
        assert!(out.status.success(), "round {round}: {}", stderr(&out));
        assert!(stderr(&out).contains(how), "round {round}: {}", stderr(&out));
        assert!(stderr(&out).contains(&cache.display().to_string()), "{}", stderr(&out));
        let got: Json = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(got, want);
    }

    let bundle = dir.path().join("fib.bundle");
    let out = autobatch(
        &[
            "compile",
            path(&fib),
            "--entry",
            "fib",
            "--target",
            "cpu",
            "-o",
            path(&bundle),
        ],
        &cache,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest: Json =
        serde_json::from_str(&std::fs::read_to_string(bundle.join("manifest.json")).expect("manifest")).expect("JSON");
    assert_eq!(manifest["entry"], "fib");
    assert_eq!(manifest["target"], "cpu");
    let so = std::fs::read(bundle.join("fib.so")).expect("the shared object");
    assert_eq!(
        manifest["files"],
        json!({"mlir": "fib.mlir", "so": "fib.so", "code_sha256": autobatch_runtime::bundle::sha256_hex(&so),
               "target_triple": "x86_64-unknown-linux-gnu"})
    );
    assert!(manifest["cache_key"].as_str().is_some_and(|k| k.len() == 64));

    // `--cached` (what `autobatch.compile` runs): the run's bundle, found
    // in the cache and printed alone.
    let cached = autobatch(&["compile", path(&fib), "--entry", "fib", "--cached"], &cache);
    assert!(cached.status.success(), "{}", stderr(&cached));
    let printed = String::from_utf8_lossy(&cached.stdout).trim().to_string();
    assert!(printed.starts_with(&cache.display().to_string()), "{printed}");
    let in_cache: Json =
        serde_json::from_str(&std::fs::read_to_string(Path::new(&printed).join("manifest.json")).expect("manifest"))
            .expect("JSON");
    assert_eq!(in_cache["cache_key"], manifest["cache_key"]);
    let both = autobatch(
        &["compile", path(&fib), "--entry", "fib", "--cached", "-o", "x"],
        &cache,
    );
    assert!(
        !both.status.success() && stderr(&both).contains("--cached"),
        "{}",
        stderr(&both)
    );

    let mlir = autobatch(&["emit-mlir", path(&fib), "--entry", "fib"], &cache);
    assert!(mlir.status.success(), "{}", stderr(&mlir));
    let text = String::from_utf8_lossy(&mlir.stdout);
    assert!(
        text.contains("func.func @fib_entry") && text.contains("scf.index_switch"),
        "{text}"
    );
    assert_eq!(
        text,
        std::fs::read_to_string(bundle.join("fib.mlir")).expect("fib.mlir")
    );

    let Some(runner) = autobatch_run_binary() else {
        eprintln!("skipped: no autobatch-run beside the test binary (build it with `cargo test --workspace`)");
        return;
    };
    for threads in ["1", "4"] {
        let out = Command::new(&runner)
            .args([path(&bundle), "--inputs", path(&inputs), "--threads", threads])
            .output()
            .expect("autobatch-run runs");
        assert!(out.status.success(), "{}", stderr(&out));
        let got: Json = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(got, want, "{threads} threads");
    }
}

/// A program with every feature the runtime must carry across the
/// boundary: shared and batched tensors in, a tuple with a tensor and a
/// bool out, statuses, and `.npz` inputs and outputs, through
/// `autobatch-run` and compared with the vm.
#[test]
fn autobatch_run_agrees_with_the_vm_on_npz() {
    let Some(runner) = autobatch_run_binary() else {
        eprintln!("skipped: no autobatch-run beside the test binary (build it with `cargo test --workspace`)");
        return;
    };
    let l = load("matrix_f32");
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle = dir.path().join("b.bundle");
    compile_bundle(&l.compiled, l.spec.max_stack_depth, &bundle).expect("compiles");
    let spec = l.spec.random.first().expect("matrix_f32 has a random spec");
    let sig = &l.compiled.signature;
    let json_inputs = random_inputs(sig, spec);
    let inputs_path = dir.path().join("in.json");
    std::fs::write(&inputs_path, json_inputs.to_string()).expect("inputs");
    let output = dir.path().join("out.npz");
    let out = Command::new(&runner)
        .args([path(&bundle), "--inputs", path(&inputs_path), "--output", path(&output)])
        .output()
        .expect("autobatch-run runs");
    assert!(out.status.success(), "{}", stderr(&out));
    let got = npz_outputs(&output, sig);
    let options = ExecOptions {
        max_stack_depth: l.spec.max_stack_depth,
        gather: false,
        ..ExecOptions::default()
    };
    let vm = l
        .compiled
        .run(Backend::Vm, &parse_inputs(sig, &json_inputs), &options)
        .expect("fits")
        .outputs;
    compare_within("matrix_f32 via autobatch-run", &vm, &got, 0).unwrap_or_else(|e| panic!("{e}"));
}

/// Reads outputs written as `.npz` back, through the input reader: each
/// `outK` array becomes the batched parameter `outK`.
fn npz_outputs(path: &Path, sig: &autobatch_runtime::Signature) -> autobatch_runtime::Outputs {
    let as_params = autobatch_runtime::Signature {
        params: (sig.outputs.iter().enumerate())
            .map(|(k, ty)| autobatch_runtime::ParamSpec {
                name: format!("out{k}"),
                ty: ty.clone(),
                shared: false,
            })
            .chain([autobatch_runtime::ParamSpec {
                name: "status".into(),
                ty: autobatch_runtime::Type::scalar(autobatch_runtime::DType::I32),
                shared: false,
            }])
            .collect(),
        outputs: vec![],
    };
    let read = io::inputs_from_npz(path, &as_params).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut columns: Vec<Vec<Value>> = read
        .args
        .into_iter()
        .map(|arg| match arg {
            Arg::Batched(values) => values,
            Arg::Shared(v) => vec![v],
        })
        .collect();
    let codes = columns.pop().unwrap_or_default();
    let status = codes
        .iter()
        .map(|c| autobatch_runtime::Status::from_i32(c.as_i64().unwrap_or(-1) as i32).expect("a status code"))
        .collect();
    autobatch_runtime::Outputs {
        values: columns,
        status,
    }
}

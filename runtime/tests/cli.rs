//! `autobatch-run` and `Bundle` without the compiler: usage errors, and a
//! hand-written bundle (tests/fixtures/scale.c linked with `cc`) run
//! through the real binary and through the library.

use autobatch_runtime::{Arg, Bundle, Inputs, RuntimeError, Status, Value};
use serde_json::{json, Value as Json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn autobatch_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_autobatch-run"))
        .args(args)
        .output()
        .expect("autobatch-run runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The manifest of the `scale` fixture, as the compiler would write it.
fn scale_manifest() -> Json {
    let buffer = |name: &str, role: Json, dtype: &str, elements: usize, extent: &str| json!({"name": name, "role": role, "dtype": dtype, "elements": elements, "extent": extent});
    let top = |var: usize| json!({"kind": "top", "var": var});
    json!({
        "format_version": 3,
        "program": "scale.py",
        "entry": "scale",
        "target": "cpu",
        "signature": {
            "params": [
                {"name": "x", "ty": {"dtype": "f64"}, "shared": false},
                {"name": "k", "ty": {"dtype": "i64"}, "shared": true},
                {"name": "v", "ty": {"dtype": "f32", "shape": [2]}, "shared": false}
            ],
            "outputs": [{"dtype": "f64"}, {"dtype": "f32", "shape": [2]}, {"dtype": "bool"}]
        },
        "abi": {
            "buffers": [
                buffer("pc", json!({"kind": "pc"}), "i32", 1, "per_member"),
                buffer("status", json!({"kind": "status"}), "i32", 1, "per_member"),
                buffer("scale.x#0.top", top(0), "f64", 1, "per_member"),
                buffer("scale.k#1.shared", json!({"kind": "shared", "var": 1}), "i64", 1, "shared"),
                buffer("scale.v#2.top", top(2), "f32", 2, "per_member"),
                buffer("y#3.top", top(3), "f64", 1, "per_member"),
                buffer("w#4.top", top(4), "f32", 2, "per_member"),
                buffer("pos#5.top", top(5), "bool", 1, "per_member")
            ],
            "max_stack_depth": 8,
            "entry": 0,
            "halt": 1,
            "inputs": [2, 3, 4],
            "outputs": [5, 6, 7],
            "status": 1,
            "scratch_bytes": 0,
            "prologue": false
        },
        "max_stack_depth": 8,
        "symbol": "_mlir_ciface_scale_entry",
        "state": [{"name": "x", "type": "f64", "class": "register"}],
        "cache_key": null,
        "compiler_version": "autobatch test",
        "files": {"mlir": "scale.mlir", "so": "scale.so"}
    })
}

/// Writes the fixture bundle into `dir/scale.bundle`, with `manifest`:
/// the C fixture, with the description of its ABI that compiled code
/// carries (`scale_abi`, the manifest's ABI as JSON), and the manifest
/// with the shared object's SHA-256.
fn write_bundle(dir: &Path, manifest: &Json) -> PathBuf {
    let bundle = dir.join("scale.bundle");
    std::fs::create_dir_all(&bundle).expect("bundle dir");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scale.c");
    let abi: autobatch_runtime::Abi = serde_json::from_value(scale_manifest()["abi"].clone()).expect("an ABI");
    let json = serde_json::to_string(&abi).expect("JSON");
    let literal = json.replace('\\', "\\\\").replace('"', "\\\"");
    let description = dir.join("scale_abi.c");
    std::fs::write(
        &description,
        format!("const char *scale_abi(void) {{ return \"{literal}\"; }}\n"),
    )
    .expect("writes");
    let status = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(bundle.join("scale.so"))
        .arg(&source)
        .arg(&description)
        .status()
        .expect("cc runs");
    assert!(status.success(), "cc failed on the fixture");
    std::fs::write(bundle.join("scale.mlir"), "// hand-written in C\n").expect("mlir");
    write_manifest(&bundle, manifest);
    bundle
}

/// Writes `manifest` into `bundle` with the SHA-256 of the code file it
/// names, when that file is there.
fn write_manifest(bundle: &Path, manifest: &Json) {
    let mut m = manifest.clone();
    let code = m["files"]["so"]
        .as_str()
        .or(m["files"]["ptx"].as_str())
        .map(|f| bundle.join(f));
    let hash = code
        .and_then(|f| std::fs::read(f).ok())
        .map_or_else(|| "0".repeat(64), |bytes| autobatch_runtime::bundle::sha256_hex(&bytes));
    if m["files"].is_object() {
        m["files"]["code_sha256"] = json!(hash);
    }
    std::fs::write(bundle.join("manifest.json"), m.to_string()).expect("manifest");
}

fn scale_inputs() -> Json {
    json!({
        "x": [1.5, -2.0, "nan", 0.25, 3.0, -0.5, 8.0],
        "k": 4,
        "v": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0], [13.0, 14.0]]
    })
}

fn scale_expected() -> Json {
    json!({
        "outputs": [
            [6.0, -8.0, 0.0, 1.0, 12.0, -2.0, 32.0],
            [[2.0, 4.0], [6.0, 8.0], [0.0, 0.0], [14.0, 16.0], [18.0, 20.0], [22.0, 24.0], [26.0, 28.0]],
            [true, false, false, true, true, false, true]
        ],
        "status": ["ok", "ok", "division_by_zero", "ok", "ok", "ok", "ok"]
    })
}

#[test]
fn a_missing_bundle_is_an_error_naming_the_path() {
    let dir = tempfile::tempdir().expect("tempdir");
    let missing = dir.path().join("nope.bundle");
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, "{}").expect("inputs");
    let out = autobatch_run(&[
        missing.to_str().expect("utf-8"),
        "--inputs",
        inputs.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(&format!("bundle directory `{}` does not exist", missing.display())),
        "{}",
        stderr(&out)
    );
    // A directory that is not a bundle: the manifest it lacks is named.
    let out = autobatch_run(&[
        dir.path().to_str().expect("utf-8"),
        "--inputs",
        inputs.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("manifest.json"), "{}", stderr(&out));
}

#[test]
fn usage_errors_exit_with_status_1_and_help_with_0() {
    let out = autobatch_run(&["some.bundle"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--inputs"), "{}", stderr(&out));
    let out = autobatch_run(&["b", "--inputs", "in.json", "--threads", "0"]);
    assert_eq!(out.status.code(), Some(1));
    let out = autobatch_run(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("--threads"));
}

#[test]
fn the_binary_runs_a_bundle_on_several_threads() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle = write_bundle(dir.path(), &scale_manifest());
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, scale_inputs().to_string()).expect("inputs");
    let (b, i) = (bundle.to_str().expect("utf-8"), inputs.to_str().expect("utf-8"));
    for threads in ["1", "3", "64"] {
        let out = autobatch_run(&[b, "--inputs", i, "--threads", threads, "--stats"]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let got: Json = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
        assert_eq!(got, scale_expected(), "{threads} threads");
        // At most one chunk per member; the fixture counts members as steps.
        let chunks = threads.parse::<usize>().expect("number").min(7);
        assert!(stderr(&out).contains(&format!("threads: {chunks}")), "{}", stderr(&out));
    }
    let output = dir.path().join("out.json");
    let out = autobatch_run(&[b, "--inputs", i, "--output", output.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let written: Json = serde_json::from_str(&std::fs::read_to_string(&output).expect("written")).expect("JSON");
    assert_eq!(written, scale_expected());
}

#[test]
fn repeat_reports_the_best_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle = write_bundle(dir.path(), &scale_manifest());
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, scale_inputs().to_string()).expect("inputs");
    let (b, i) = (bundle.to_str().expect("utf-8"), inputs.to_str().expect("utf-8"));
    let out = autobatch_run(&[b, "--inputs", i, "--repeat", "3"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let got: Json = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(got, scale_expected());
    assert!(stderr(&out).contains("runs: 3\nbest wall: "), "{}", stderr(&out));
    assert!(!stderr(&out).contains("kernel"), "no kernel on the CPU");
    assert_eq!(
        autobatch_run(&[b, "--inputs", i, "--repeat", "0"]).status.code(),
        Some(1)
    );
}

#[test]
fn inputs_are_checked_against_the_manifest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle_dir = write_bundle(dir.path(), &scale_manifest());
    // Through the command: the JSON reader names the parameter and member.
    let mut bad = scale_inputs();
    bad["v"][3] = json!([1.0, 2.0, 3.0]);
    let inputs = dir.path().join("bad.json");
    std::fs::write(&inputs, bad.to_string()).expect("inputs");
    let out = autobatch_run(&[
        bundle_dir.to_str().expect("utf-8"),
        "--inputs",
        inputs.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("input `v`: member 3"), "{}", stderr(&out));

    // Through the library, with inputs built by hand.
    let bundle = Bundle::load(&bundle_dir).expect("loads");
    let xs = |v: Vec<Value>| Arg::Batched(v);
    let good = Inputs {
        z: 2,
        args: vec![
            xs(vec![Value::F64(1.0), Value::F64(2.0)]),
            Arg::Shared(Value::I64(3)),
            xs(vec![Value::Tensor(pair(1.0, 2.0)), Value::Tensor(pair(3.0, 4.0))]),
        ],
    };
    let out = bundle.run(&good, 2).expect("runs");
    assert_eq!(out.status, vec![Status::Ok; 2]);
    assert_eq!(out.values[0], vec![Value::F64(3.0), Value::F64(6.0)]);

    let mut wrong_dtype = good.clone();
    wrong_dtype.args[0] = xs(vec![Value::F64(1.0), Value::F32(2.0)]);
    let e = bundle.run(&wrong_dtype, 1).expect_err("an f32 for an f64");
    assert_eq!(e.to_string(), "input `x`: member 1: expected f64, got f32");
    let mut not_shared = good.clone();
    not_shared.args[1] = xs(vec![Value::I64(3), Value::I64(3)]);
    let e = bundle.run(&not_shared, 1).expect_err("batched for shared");
    assert!(e.to_string().starts_with("input `k`: declared shared"), "{e}");
    let mut short = good.clone();
    short.args[2] = xs(vec![Value::Tensor(pair(1.0, 2.0))]);
    let e = bundle.run(&short, 1).expect_err("one member short");
    assert!(
        e.to_string().contains("input `v`: 1 members, but the batch has 2"),
        "{e}"
    );
    let mut missing = good.clone();
    missing.args.pop();
    assert!(matches!(
        bundle.run(&missing, 1),
        Err(RuntimeError::Arity {
            expected: 3,
            found: 2,
            ..
        })
    ));
}

fn pair(a: f32, b: f32) -> std::sync::Arc<autobatch_runtime::Tensor> {
    std::sync::Arc::new(autobatch_runtime::Tensor {
        shape: vec![2],
        data: autobatch_runtime::TensorData::F32(vec![a, b]),
    })
}

#[test]
fn a_bad_manifest_is_an_error_naming_the_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut manifest = scale_manifest();
    manifest["abi"]["outputs"] = json!([5, 6, 99]);
    let bundle = write_bundle(dir.path(), &manifest);
    let e = Bundle::load(&bundle).err().expect("buffer 99 does not exist");
    let text = e.to_string();
    assert!(
        text.contains("manifest.json") && text.contains("output 2: buffer 99 does not exist"),
        "{text}"
    );

    manifest = scale_manifest();
    manifest["files"]["so"] = json!("../elsewhere.so");
    write_manifest(&bundle, &manifest);
    let text = Bundle::load(&bundle).err().expect("outside the bundle").to_string();
    assert!(text.contains("not a plain file name"), "{text}");

    manifest = scale_manifest();
    manifest["symbol"] = json!("_mlir_ciface_other_entry");
    write_manifest(&bundle, &manifest);
    let text = Bundle::load(&bundle).err().expect("no such symbol").to_string();
    assert!(
        text.contains("scale.so") && text.contains("_mlir_ciface_other_entry"),
        "{text}"
    );

    // Names exchanged between parameters of one type would run with the
    // values exchanged; the buffers' names, which the code describes, say
    // which is which.
    manifest = scale_manifest();
    manifest["signature"]["params"][0]["name"] = json!("k");
    manifest["signature"]["params"][1]["name"] = json!("x");
    write_manifest(&bundle, &manifest);
    let text = Bundle::load(&bundle).err().expect("renamed").to_string();
    assert!(
        text.contains("parameter `k`: its buffer `scale.x#0.top` is not the entry `scale`'s parameter `k`"),
        "{text}"
    );

    std::fs::write(bundle.join("manifest.json"), "{\"format_version\": 1").expect("manifest");
    let text = Bundle::load(&bundle).err().expect("truncated").to_string();
    assert!(text.contains("is not a bundle manifest"), "{text}");
}

/// The fixture's manifest as a `cuda` bundle: its PTX is a stand-in, so
/// only the manifest checks and the driver's absence are exercised here
/// (the compiler's conformance suite runs real PTX where there is a GPU).
fn cuda_manifest() -> Json {
    let mut manifest = scale_manifest();
    manifest["target"] = json!("cuda");
    manifest["symbol"] = json!("scale_kernel");
    manifest["files"] = json!({"mlir": "scale.mlir", "ptx": "scale.ptx"});
    manifest["abi"]["member_layout"] = json!("interleaved");
    manifest["cuda"] = json!({
        "block_size": 256,
        "arch": "sm_90",
        "params": autobatch_runtime::abi::CUDA_KERNEL_PARAMS,
    });
    manifest
}

#[test]
fn cuda_manifests_are_checked_and_need_a_driver() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle = write_bundle(dir.path(), &cuda_manifest());
    // A stand-in for PTX, with the description of its ABI compiled PTX carries.
    let abi: autobatch_runtime::Abi = serde_json::from_value(cuda_manifest()["abi"].clone()).expect("an ABI");
    let description = serde_json::to_string(&abi).expect("JSON");
    let ptx = format!(
        "// not real PTX\n.visible .entry scale_kernel(\n)\n.maxntid 256, 1, 1\n{{\n}}\n{}{description}\n",
        autobatch_runtime::bundle::PTX_ABI_PREFIX
    );
    std::fs::write(bundle.join("scale.ptx"), ptx).expect("ptx");
    let check = |manifest: &Json, wanted: &str| {
        write_manifest(&bundle, manifest);
        let text = Bundle::load(&bundle).err().expect("invalid").to_string();
        assert!(text.contains(wanted), "{text}");
    };
    let mut bad = cuda_manifest();
    bad["files"] = json!({"mlir": "scale.mlir", "so": "scale.so"});
    check(&bad, "a `cuda` bundle needs files.ptx");
    bad = cuda_manifest();
    bad["cuda"]["block_size"] = json!(100);
    check(&bad, "CTA size 100");
    bad = cuda_manifest();
    bad["cuda"]["block_size"] = json!(128);
    check(&bad, "the kernel is built for CTAs of `256, 1, 1` threads");
    bad = cuda_manifest();
    bad["cuda"]["params"] = json!(["state"]);
    check(&bad, "kernel parameters");
    bad = cuda_manifest();
    bad["cuda"]["prologue"] = json!("scale_prologue");
    check(&bad, "the prologue kernel must be named exactly when the code has one");
    bad = cuda_manifest();
    bad["target"] = json!("tpu");
    check(&bad, "target `tpu`");
    bad = cuda_manifest();
    bad["abi"]["max_stack_depth"] = json!(9);
    bad["max_stack_depth"] = json!(9);
    check(&bad, "abi.max_stack_depth differs (8 in the code, 9 in the manifest)");

    write_manifest(&bundle, &cuda_manifest());
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, scale_inputs().to_string()).expect("inputs");
    let out = autobatch_run(&[
        bundle.to_str().expect("utf-8"),
        "--inputs",
        inputs.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(1), "a stand-in never runs");
    assert!(out.stdout.is_empty());
    match autobatch_runtime::cuda::probe() {
        Err(RuntimeError::NoCudaDriver(_)) => {
            assert!(stderr(&out).contains("error: no CUDA driver"), "{}", stderr(&out));
        }
        Err(RuntimeError::NoCudaDevice(_)) => {
            assert!(stderr(&out).contains("error: no CUDA device"), "{}", stderr(&out));
        }
        // With a GPU the driver rejects the stand-in PTX.
        _ => assert!(stderr(&out).contains("PTX"), "{}", stderr(&out)),
    }
}

/// `Bundle::run_columns` (the Python extension's path) gives what `run`
/// gives, as raw bytes; a set cancel flag stops the run before its chunks.
#[test]
fn raw_columns_run_as_values_do_and_a_cancelled_run_is_interrupted() {
    use autobatch_runtime::{Column, Columns};
    use std::sync::atomic::AtomicBool;
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle = Bundle::load(&write_bundle(dir.path(), &scale_manifest())).expect("loads");
    let x = [1.5f64, -2.0, f64::NAN, 0.25, 3.0, -0.5, 8.0];
    let v: Vec<f32> = (1..=14).map(|i| i as f32).collect();
    let x_raw: Vec<u8> = x.iter().flat_map(|f| f.to_le_bytes()).collect();
    let v_raw: Vec<u8> = v.iter().flat_map(|f| f.to_le_bytes()).collect();
    let k_raw = 4i64.to_le_bytes();
    let columns = Columns {
        z: 7,
        args: vec![Column::Batched(&x_raw), Column::Shared(&k_raw), Column::Batched(&v_raw)],
    };
    let run = bundle.run_columns(&columns, 2, None).expect("runs");
    let inputs =
        autobatch_runtime::io::inputs_from_json(&scale_inputs().to_string(), bundle.signature()).expect("inputs");
    let by_value = bundle.run(&inputs, 2).expect("runs");
    assert_eq!(run.outputs.status, by_value.status);
    let y: Vec<f64> = (run.outputs.values[0].chunks_exact(8))
        .map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect();
    assert_eq!(y, vec![6.0, -8.0, 0.0, 1.0, 12.0, -2.0, 32.0]);
    assert_eq!(run.outputs.values[2], vec![1, 0, 0, 1, 1, 0, 1]);
    assert_eq!(run.outputs.values[1].len(), 7 * 2 * 4);
    let cancelled = AtomicBool::new(true);
    let e = bundle
        .run_columns(&columns, 2, Some(&cancelled))
        .expect_err("cancelled before any chunk");
    assert!(matches!(e, RuntimeError::Interrupted), "{e}");
}

#[test]
fn shards_of_a_batch_merge_into_its_outputs() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bundle = write_bundle(dir.path(), &scale_manifest());
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, scale_inputs().to_string()).expect("inputs");
    let (b, i) = (bundle.to_str().expect("utf-8"), inputs.to_str().expect("utf-8"));
    // Shard k of 3 by the flag, by a Kubernetes index and by an Open MPI
    // rank: the same members each time.
    let shard = |k: usize, how: usize, extension: &str| -> PathBuf {
        let out = dir.path().join(format!("part_{k}_{how}.{extension}"));
        let o = out.to_str().expect("utf-8");
        let flag = format!("{k}/3");
        let rank = k.to_string();
        let mut command = Command::new(env!("CARGO_BIN_EXE_autobatch-run"));
        command.args([b, "--inputs", i, "--output", o]);
        for name in [
            "SLURM_ARRAY_TASK_ID",
            "JOB_COMPLETION_INDEX",
            "OMPI_COMM_WORLD_RANK",
            "PMI_RANK",
        ] {
            command.env_remove(name);
        }
        match how {
            0 => command.args(["--shard", &flag]),
            1 => command
                .args(["--shard", "env", "--shards", "3"])
                .env("JOB_COMPLETION_INDEX", &rank),
            _ => command
                .args(["--shard", "env"])
                .env("OMPI_COMM_WORLD_RANK", &rank)
                .env("OMPI_COMM_WORLD_SIZE", "3"),
        };
        let ran = command.output().expect("runs");
        assert_eq!(ran.status.code(), Some(0), "{}", stderr(&ran));
        out
    };
    for (how, extension) in [(0, "json"), (1, "npz"), (2, "json")] {
        let parts: Vec<PathBuf> = (0..3).rev().map(|k| shard(k, how, extension)).collect();
        let (merged, sig) = autobatch_runtime::parts::merge(&parts).expect("merges");
        let whole = dir.path().join(format!("whole_{how}.json"));
        autobatch_runtime::io::write_outputs(&whole, &merged, &sig).expect("writes");
        let written: Json = serde_json::from_str(&std::fs::read_to_string(&whole).expect("written")).expect("JSON");
        assert_eq!(written, scale_expected(), "shards taken by way {how}, .{extension}");
    }
    let no_output = autobatch_run(&[b, "--inputs", i, "--shard", "0/3"]);
    assert_eq!(no_output.status.code(), Some(1));
    assert!(stderr(&no_output).contains("give --output"), "{}", stderr(&no_output));
    let too_many = autobatch_run(&[b, "--inputs", i, "--shard", "0/8", "--output", "x.json"]);
    assert!(stderr(&too_many).contains("holds none"), "{}", stderr(&too_many));
}

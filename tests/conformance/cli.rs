//! The command-line contract, through the real binary.

use super::harness::{autobatch, programs_dir, root};
use serde_json::Value as Json;
use std::process::Command;

fn write_temp(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write");
    path.display().to_string()
}

#[test]
fn run_prints_outputs_and_status_on_every_backend() {
    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = write_temp(&dir, "in.json", r#"{"n": [6, 7, 8, 9]}"#);
    let fib = programs_dir().join("fib.py").display().to_string();
    for backend in ["ref", "local", "vm"] {
        let out = autobatch(&["run", &fib, "--entry", "fib", "--backend", backend, "--inputs", &inputs]);
        assert!(
            out.status.success(),
            "{backend}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: Json = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(
            json,
            serde_json::json!({"outputs": [[13, 21, 34, 55]], "status": ["ok", "ok", "ok", "ok"]})
        );
    }
}

#[test]
fn stats_and_output_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = write_temp(&dir, "in.json", r#"{"n": [3, 7, 4, 5]}"#);
    let output = dir.path().join("out.json").display().to_string();
    let fib = programs_dir().join("fib.py").display().to_string();
    let args = [
        "run", &fib, "--entry", "fib", "--inputs", &inputs, "--stats", "--gather", "--output", &output,
    ];
    let out = autobatch(&args);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("steps:") && stderr.contains("utilization:"), "{stderr}");
    let json: Json = serde_json::from_str(&std::fs::read_to_string(&output).expect("written")).expect("JSON");
    assert_eq!(json["outputs"], serde_json::json!([[3, 21, 5, 8]]));
}

#[test]
fn errors_are_located_and_exit_with_status_1() {
    let dir = tempfile::tempdir().expect("tempdir");
    let prog = write_temp(
        &dir,
        "bad.py",
        "from autobatch import *\n\ndef f(n: i64) -> i64:\n    return m + 1\n",
    );
    let out = autobatch(&["check", &prog]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("bad.py:4:12"), "{stderr}");
    assert!(stderr.contains("return m + 1") && stderr.contains('^'), "{stderr}");
    let inputs = write_temp(&dir, "in.json", r#"{"x": [1]}"#);
    let fib = programs_dir().join("fib.py").display().to_string();
    let out = autobatch(&["run", &fib, "--entry", "fib", "--inputs", &inputs]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("unknown input `x` (parameters: n)"),
        "names the parameters: {stderr}"
    );
    let out = autobatch(&["run", &fib, "--entry", "nope", "--inputs", &inputs]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn check_and_ir_stages() {
    let fib = programs_dir().join("fib.py").display().to_string();
    let out = autobatch(&["check", &fib]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for stage in ["f", "p"] {
        let text = autobatch(&["ir", &fib, "--entry", "fib", "--stage", stage]);
        assert!(text.status.success());
        assert!(String::from_utf8_lossy(&text.stdout).contains("fib"));
        let json = autobatch(&["ir", &fib, "--entry", "fib", "--stage", stage, "--json"]);
        serde_json::from_slice::<Json>(&json.stdout).expect("valid JSON");
    }
    // The program a sync-heavy build compiles, with its heavy blocks
    // listed; `earliest`'s, which the vm runs, without the list.
    let stdout = |schedule: &str| {
        let out = autobatch(&["ir", &fib, "--entry", "fib", "--stage", "p", "--schedule", schedule]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    assert!(stdout("sync-heavy").contains("# cpu schedule sync-heavy"));
    assert!(!stdout("earliest").contains("# cpu schedule"));
}

/// The paper's slice NUTS (python/autobatch/slice_nuts.py: recursive, with
/// counter-based random numbers) bound by `--model` to
/// examples/models/gaussian_100d.py, for the first few transitions of a few chains: the
/// vm gives CPython's bits; compiled code, whose normals may differ in the
/// last bits (our own log and cos), evaluates the same gradients, takes
/// the same tree depths and ends within rounding of the same states (the
/// statistical test is `nuts.rs`).
#[test]
fn nuts_example_runs_on_vm_and_cpu() {
    let sampler = root().join("python/autobatch/slice_nuts.py").display().to_string();
    let model = root().join("examples/models/gaussian_100d.py").display().to_string();
    let inputs = root().join("examples/nuts_inputs.json").display().to_string();
    let run = |backend: &str| -> Json {
        let out = autobatch(&[
            "run",
            &sampler,
            "--model",
            &model,
            "--entry",
            "chain",
            "--backend",
            backend,
            "--inputs",
            &inputs,
        ]);
        assert!(
            out.status.success(),
            "{backend}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).expect("JSON")
    };
    let python = Command::new("python3")
        .args([
            "-m",
            "autobatch",
            "run",
            &sampler,
            "--model",
            &model,
            "--entry",
            "chain",
            "--inputs",
            &inputs,
        ])
        .env("PYTHONPATH", root().join("python"))
        .output()
        .expect("python3 runs");
    assert!(python.status.success(), "{}", String::from_utf8_lossy(&python.stderr));
    let want: Json = serde_json::from_slice(&python.stdout).expect("JSON");
    assert_eq!(run("vm"), want);
    let cpu = run("cpu");
    assert_eq!(cpu["status"], want["status"]);
    assert_eq!(cpu["outputs"][3], want["outputs"][3], "gradient counts");
    assert_eq!(cpu["outputs"][4], want["outputs"][4], "tree depths");
    let floats = |v: &Json| -> Vec<f64> {
        let rows = v.as_array().into_iter().flatten().take(3);
        rows.flat_map(|m| m.as_array().into_iter().flatten())
            .flat_map(|row| row.as_array().into_iter().flatten())
            .filter_map(Json::as_f64)
            .collect()
    };
    let (got, expected) = (floats(&cpu["outputs"]), floats(&want["outputs"]));
    assert_eq!(got.len(), expected.len());
    assert!(!got.is_empty());
    for (g, e) in got.iter().zip(&expected) {
        assert!((g - e).abs() <= 1e-9 * e.abs().max(1.0), "cpu {g} vs CPython {e}");
    }
}

/// `--model` binds a library to a model file on every command that
/// compiles; a model file without `log_density` is refused with the
/// reason, located in the model.
#[test]
fn model_flag_binds_a_library_and_refuses_a_file_that_is_no_model() {
    let sampler = root().join("python/autobatch/slice_nuts.py").display().to_string();
    let model = root().join("examples/models/gaussian_100d.py").display().to_string();
    let ir = autobatch(&["ir", &sampler, "--model", &model, "--entry", "chain", "--stage", "f"]);
    assert!(ir.status.success(), "{}", String::from_utf8_lossy(&ir.stderr));
    let text = String::from_utf8_lossy(&ir.stdout);
    assert!(
        text.contains("slice_nuts.chain") && text.contains("data.prec"),
        "{text}"
    );
    let fib = root().join("examples/fib.py").display().to_string();
    let out = autobatch(&["ir", &sampler, "--model", &fib, "--entry", "chain", "--stage", "f"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("defines no function `log_density`") && err.contains("fib.py"),
        "{err}"
    );
    let out = autobatch(&["ir", &sampler, "--entry", "chain", "--stage", "f"]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "without --model, autobatch.model is unknown"
    );
}

#[test]
fn usage_errors_and_write_failures_exit_1_and_a_closed_pipe_ends_quietly() {
    use std::process::Stdio;
    let out = autobatch(&["run", "--no-such-flag"]);
    assert_eq!(out.status.code(), Some(1), "a usage error");
    let fib = programs_dir().join("fib.py").display().to_string();
    if std::path::Path::new("/dev/full").exists() {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_autobatch"))
            .args(["emit-mlir", &fib, "--entry", "fib"])
            .stdout(full)
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.starts_with("error: cannot write standard output"), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    // The reader closes the pipe before (or while) the MLIR is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(["emit-mlir", &fib, "--entry", "fib"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("waits");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));

    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = write_temp(&dir, "in.json", r#"{"n": [-9223372036854775809]}"#);
    let out = autobatch(&["run", &fib, "--entry", "fib", "--backend", "vm", "--inputs", &inputs]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is out of i64 range"));
}

/// Recursion 300,000 calls deep on `local`, which recurses on the host
/// stack: with the stack it asks for, the same results as the vm; where
/// the system gives less (address space capped at 4 GB), the member that
/// goes deeper than the stack it got stops with `stack_overflow`, and the
/// others finish, instead of the process aborting.
#[test]
fn the_local_backend_never_overflows_the_host_stack() {
    let dir = tempfile::tempdir().expect("tempdir");
    let program = write_temp(
        &dir,
        "down.py",
        "from autobatch import *\n\ndef down(n: i64) -> i64:\n    if n <= 0:\n        return 0\n    return down(n - 1) + 1\n",
    );
    let inputs = write_temp(&dir, "in.json", r#"{"n": [10, 300000, 5]}"#);
    let args = |backend: &str| {
        format!(
            "{} run {program} --entry down --inputs {inputs} --backend {backend} --max-stack-depth 1000000",
            env!("CARGO_BIN_EXE_autobatch")
        )
    };
    let sh = |script: String| Command::new("sh").args(["-c", &script]).output().expect("runs");
    for backend in ["vm", "local"] {
        let out = sh(args(backend));
        assert!(
            out.status.success(),
            "{backend}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: Json = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(json["outputs"], serde_json::json!([[10, 300000, 5]]), "{backend}");
    }
    let out = sh(format!("ulimit -v 4000000 && exec {}", args("local")));
    assert!(out.status.success(), "capped: {}", String::from_utf8_lossy(&out.stderr));
    let json: Json = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["status"], serde_json::json!(["ok", "stack_overflow", "ok"]));
    assert_eq!(json["outputs"], serde_json::json!([[10, 0, 5]]));
}

/// Under a limit on the address space (`ulimit -v`) an allocation fails,
/// which aborts a Rust process, long before the memory runs out: the
/// executors count what is left of the limit as the memory available, so
/// a batch beyond it is the same error as one beyond the memory, and one
/// within it runs.
#[test]
fn a_batch_beyond_the_address_space_limit_is_refused_not_aborted() {
    let dir = tempfile::tempdir().expect("tempdir");
    let program = write_temp(
        &dir,
        "big.py",
        "from autobatch import *\n\ndef big(x: f64) -> f64:\n    a = full((2000, 2000), x)\n    b = a * 2.0\n    return sum(b)\n",
    );
    // 64 MB a member: 0.5 GB for eight, 128 MB for two.
    let eight = write_temp(
        &dir,
        "eight.json",
        &serde_json::json!({ "x": vec![1.0; 8] }).to_string(),
    );
    let two = write_temp(&dir, "two.json", r#"{"x": [1.0, 2.0]}"#);
    let run = |limit_kib: u64, inputs: &str, backend: &str| {
        let script = format!(
            "ulimit -v {limit_kib} && exec {} run {program} --entry big --inputs {inputs} --backend {backend}",
            env!("CARGO_BIN_EXE_autobatch")
        );
        Command::new("sh").args(["-c", &script]).output().expect("runs")
    };
    for backend in ["ref", "local", "vm"] {
        let out = run(1_500_000, &eight, backend);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{backend}: {stderr}");
        assert!(
            stderr.contains("`big.b` (f64[2000, 2000] per member)"),
            "{backend}: {stderr}"
        );
        let out = run(2_500_000, &two, backend);
        assert!(
            out.status.success(),
            "{backend}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: Json = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(
            json["outputs"],
            serde_json::json!([[8000000.0, 16000000.0]]),
            "{backend}"
        );
    }
}

/// A batch whose largest variable cannot fit in memory on an executor is
/// an error before the run, not an abort in the middle of it.
#[test]
fn a_batch_too_large_for_memory_is_refused_before_the_run() {
    let available_kib: u64 = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|info| {
            let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?.to_string();
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0);
    if available_kib == 0 {
        println!("skipped: no MemAvailable in /proc/meminfo");
        return;
    }
    // 0.8 GB per member: enough members for 1.5 times what is available.
    let z = (available_kib as f64 * 1024.0 / 8e8 * 1.5) as usize + 1;
    let dir = tempfile::tempdir().expect("tempdir");
    let program = write_temp(
        &dir,
        "big.py",
        "from autobatch import *\n\ndef big(x: f64) -> f64:\n    a = full((10000, 10000), x)\n    return sum(a)\n",
    );
    let inputs = write_temp(&dir, "in.json", &serde_json::json!({ "x": vec![1.0; z] }).to_string());
    for backend in ["ref", "local", "vm"] {
        let out = autobatch(&[
            "run",
            &program,
            "--entry",
            "big",
            "--backend",
            backend,
            "--inputs",
            &inputs,
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{backend}: {stderr}");
        assert!(
            stderr.contains("`big.a` (f64[10000, 10000] per member)") && stderr.contains("GB"),
            "{stderr}"
        );
    }
    // Two variables of 0.4 GB a member, each of which alone would fit the
    // same batch but not both: the sum is what counts.
    let two = write_temp(
        &dir,
        "two.py",
        "from autobatch import *\n\ndef two(x: f64) -> f64:\n    a = full((5000, 10000), x)\n    b = a * 2.0\n    return sum(b)\n",
    );
    let z = (available_kib as f64 * 1024.0 / 4e8 * 0.75) as usize + 1;
    let inputs = write_temp(&dir, "two.json", &serde_json::json!({ "x": vec![1.0; z] }).to_string());
    let out = autobatch(&["run", &two, "--entry", "two", "--backend", "vm", "--inputs", &inputs]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("at once for its variables"), "{stderr}");
}

/// Values saved by recursion come on top of the variables the pre-run
/// check counts: a run whose heap outgrows its limit (the memory available
/// when it started; here `AUTOBATCH_MEMORY_LIMIT`) stops with an error
/// on every executor instead of being killed by the system.
#[test]
fn a_run_whose_saved_values_outgrow_the_memory_stops_with_an_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Each level keeps an 8 KB vector for after its call: 32 MB a member
    // at depth 4,000.
    let program = write_temp(
        &dir,
        "deep.py",
        "from autobatch import *\n\ndef down(v: f64[1000], n: i64) -> f64:\n    if n <= 0:\n        return sum(v)\n    w = down(v + 1.0, n - 1)\n    return w + v[0]\n\ndef deep(x: f64, n: i64) -> f64:\n    return down(full((1000,), x), n)\n",
    );
    let inputs = write_temp(&dir, "in.json", r#"{"x": [1.0, 2.0], "n": [4000, 3]}"#);
    let run = |backend: &str, limit: &str| {
        Command::new(env!("CARGO_BIN_EXE_autobatch"))
            .args(["run", &program, "--entry", "deep", "--inputs", &inputs])
            .args(["--backend", backend, "--max-stack-depth", "5000"])
            .env("AUTOBATCH_MEMORY_LIMIT", limit)
            .output()
            .expect("runs")
    };
    for backend in ["ref", "local", "vm"] {
        let out = run(backend, "20000000");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{backend}: {stderr}");
        assert!(
            stderr.contains("the run stopped at block `down.") && stderr.contains("lower --max-stack-depth"),
            "{backend}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{backend}: {stderr}");
        let out = run(backend, "2000000000");
        assert!(
            out.status.success(),
            "{backend}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `autobatch sample` with its cache at `cache`: the `--stats` line of
/// codegen units (compiled, in all), after writing the draws to `out`.
fn sample_units(model: &str, cache: &std::path::Path, out: &std::path::Path) -> (u64, u64) {
    let data = root().join("examples/models/eight_schools.json");
    let o = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(["sample", model, "--data"])
        .arg(&data)
        .args([
            "--chains", "2", "--warmup", "30", "--draws", "30", "--seed", "3", "-q", "--stats", "-o",
        ])
        .arg(out)
        .env("AUTOBATCH_CACHE_DIR", cache)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{stdout}{}", String::from_utf8_lossy(&o.stderr));
    let line = stdout
        .lines()
        .find(|l| l.starts_with("compile:"))
        .expect("a compile line");
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "codegen").expect("units counted");
    let number = |w: &str| w.trim_start_matches(';').parse::<u64>().expect("a count");
    match words[at - 2] {
        "of" => (number(words[at - 3]), number(words[at - 1])),
        _ => (number(words[at - 1]), number(words[at - 1])),
    }
}

#[test]
fn an_edited_model_recompiles_only_its_own_units_and_draws_as_a_fresh_compile() {
    let dir = tempfile::tempdir().expect("tempdir");
    let original = root().join("examples/models/eight_schools.py");
    let text = std::fs::read_to_string(&original).expect("the example");
    let prior = "normal_lpdf(mu, 0.0, 5.0)";
    assert!(text.contains(prior), "eight schools' prior on mu moved");
    let edited = write_temp(
        &dir,
        "eight_schools.py",
        &text.replace(prior, "normal_lpdf(mu, 0.0, 10.0)"),
    );
    let (shared, fresh) = (dir.path().join("shared"), dir.path().join("fresh"));
    let out = |name: &str| dir.path().join(name);
    let (compiled, all) = sample_units(&original.display().to_string(), &shared, &out("a.npz"));
    assert_eq!(compiled, all, "a cold cache compiles every unit");
    let (compiled, again) = sample_units(&edited, &shared, &out("b.npz"));
    assert_eq!(again, all, "the same units");
    assert!(
        compiled > 0 && compiled * 4 < all,
        "{compiled} of {all} units recompiled"
    );
    // Objects from the cache link into the sampler a cold compile makes.
    let (compiled, _) = sample_units(&edited, &fresh, &out("c.npz"));
    assert_eq!(compiled, all);
    super::harness::same_npz("cached units against a cold compile", &out("b.npz"), &out("c.npz"));
}

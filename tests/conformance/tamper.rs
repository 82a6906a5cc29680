//! A bundle damaged as a hostile user would damage it: every field of
//! `manifest.json` changed to wrong values, code files truncated,
//! corrupted, emptied or taken from another program (with and without the
//! manifest's hash updated to match). `autobatch-run`, in a child process,
//! must exit 1 with a message or run correctly; never die of a signal,
//! hang, or report `ok` with wrong outputs. And the compile cache
//! recompiles a cached bundle whose code file was truncated.

use super::cpu::autobatch_run_binary;
use super::harness::{load, programs_dir};
use autobatch::codegen::bundle::{build_bundle, BuildOptions};
use autobatch::codegen::Target;
use autobatch_runtime::bundle::sha256_hex;
use serde_json::{json, Value as Json};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one tampered run did.
enum Outcome {
    Refused,
    RanCorrectly,
    Bad(String),
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("reads").flatten() {
        std::fs::copy(entry.path(), to.join(entry.file_name())).expect("copies");
    }
}

/// Runs `autobatch-run bundle --inputs inputs` with a time limit.
fn run_bundle(runner: &Path, bundle: &Path, inputs: &Path, want: &Json) -> Outcome {
    let mut child = Command::new(runner)
        .arg(bundle)
        .arg("--inputs")
        .arg(inputs)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let start = Instant::now();
    loop {
        match child.try_wait().expect("waits") {
            Some(_) => break,
            None if start.elapsed() > Duration::from_secs(60) => {
                let _ = child.kill();
                return Outcome::Bad("hung (killed after 60 s)".into());
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    let out = child.wait_with_output().expect("output");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    match out.status.code() {
        None => Outcome::Bad(format!("died of a signal ({:?}); stderr: {stderr}", out.status)),
        Some(1) if stderr.starts_with("error: ") && stderr.lines().count() == 1 => Outcome::Refused,
        Some(0) => match serde_json::from_slice::<Json>(&out.stdout) {
            Ok(got) if &got == want => Outcome::RanCorrectly,
            Ok(got) => Outcome::Bad(format!("exit 0 with wrong outputs {got}")),
            Err(e) => Outcome::Bad(format!("exit 0 with unreadable outputs: {e}")),
        },
        Some(code) => Outcome::Bad(format!("exit {code}; stderr: {stderr}")),
    }
}

/// Wrong values for a JSON leaf.
fn wrong_values(v: &Json) -> Vec<Json> {
    match v {
        Json::Number(n) => {
            let x = n.as_i64().unwrap_or(1);
            vec![
                json!(x + 1),
                json!(x - 1),
                json!(0),
                json!(1_u64 << 40),
                json!(-1),
                json!("x"),
            ]
        }
        Json::String(s) => vec![json!(format!("{s}x")), json!(""), json!("../../etc/passwd"), json!(7)],
        Json::Bool(b) => vec![json!(!b)],
        Json::Null => vec![json!(1)],
        _ => Vec::new(),
    }
}

/// Every tampering of the manifest: (label, the manifest after it).
fn manifest_tamperings(manifest: &Json) -> Vec<(String, Json)> {
    fn walk(v: &Json, path: &mut Vec<Json>, out: &mut Vec<(Vec<Json>, Json)>) {
        match v {
            Json::Object(map) => {
                for (k, child) in map {
                    path.push(json!(k));
                    walk(child, path, out);
                    path.pop();
                }
                // The object without each key.
                for k in map.keys() {
                    let mut p = path.clone();
                    p.push(json!(k));
                    out.push((p, Json::String("<removed>".into())));
                }
            }
            Json::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    path.push(json!(i));
                    walk(child, path, out);
                    path.pop();
                }
                if !items.is_empty() {
                    out.push((path.clone(), Json::String("<drop last>".into())));
                }
            }
            leaf => {
                for w in wrong_values(leaf) {
                    out.push((path.clone(), w));
                }
            }
        }
    }
    let mut edits = Vec::new();
    walk(manifest, &mut Vec::new(), &mut edits);
    edits
        .into_iter()
        .map(|(path, value)| {
            let mut m = manifest.clone();
            apply(&mut m, &path, &value);
            let label: Vec<String> = path
                .iter()
                .map(|p| p.to_string().trim_matches('"').to_string())
                .collect();
            (format!("{} = {value}", label.join(".")), m)
        })
        .collect()
}

fn apply(v: &mut Json, path: &[Json], value: &Json) {
    let Some((last, init)) = path.split_last() else { return };
    let mut at = v;
    for p in init {
        at = match p {
            Json::String(k) => &mut at[k.as_str()],
            _ => &mut at[p.as_u64().unwrap_or(0) as usize],
        };
    }
    match (at, last, value) {
        (Json::Object(map), Json::String(k), Json::String(s)) if s == "<removed>" => {
            map.remove(k);
        }
        (at, Json::String(k), _) => at[k.as_str()] = value.clone(),
        (at, p, Json::String(s)) if s == "<drop last>" => {
            if let Some(items) = at[p.as_u64().unwrap_or(0) as usize].as_array_mut() {
                items.pop();
            }
        }
        (Json::Array(items), p, _) => {
            if let Some(slot) = items.get_mut(p.as_u64().unwrap_or(0) as usize) {
                *slot = value.clone();
            }
        }
        _ => {}
    }
}

/// A compiled bundle of a conformance program with one case's inputs and
/// the outputs the runtime gives them.
struct Fixture {
    bundle: PathBuf,
    inputs: PathBuf,
    want: Json,
}

fn fixture(dir: &Path, name: &str, runner: &Path) -> Fixture {
    let l = load(name);
    let bundle = dir.join(format!("{name}.bundle"));
    build_bundle(
        &l.compiled,
        &BuildOptions::new(Target::Cpu, l.spec.max_stack_depth),
        None,
        &bundle,
    )
    .expect("builds");
    let inputs = dir.join(format!("{name}.json"));
    std::fs::write(&inputs, l.spec.cases[0].inputs.to_string()).expect("writes");
    let out = Command::new(runner)
        .arg(&bundle)
        .arg("--inputs")
        .arg(&inputs)
        .output()
        .expect("runs");
    assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    let want = serde_json::from_slice(&out.stdout).expect("JSON");
    Fixture { bundle, inputs, want }
}

#[test]
fn no_damaged_bundle_crashes_the_runtime() {
    let Some(runner) = autobatch_run_binary() else {
        println!("skipped: autobatch-run is not built (cargo test --workspace builds it)");
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let fib = fixture(dir.path(), "fib", &runner);
    let other = fixture(dir.path(), "shared_products", &runner);
    let manifest: Json =
        serde_json::from_str(&std::fs::read_to_string(fib.bundle.join("manifest.json")).expect("reads")).expect("JSON");
    let so = fib.bundle.join("fib.so");
    let code = std::fs::read(&so).expect("reads");
    let (mut refused, mut correct, mut bad) = (0, 0, Vec::new());
    let mut case = |label: String, tamper: &dyn Fn(&Path)| {
        let copy = dir.path().join("case.bundle");
        let _ = std::fs::remove_dir_all(&copy);
        copy_dir(&fib.bundle, &copy);
        tamper(&copy);
        match run_bundle(&runner, &copy, &fib.inputs, &fib.want) {
            Outcome::Refused => refused += 1,
            Outcome::RanCorrectly => correct += 1,
            Outcome::Bad(why) => bad.push(format!("{label}: {why}")),
        }
    };
    for (label, m) in manifest_tamperings(&manifest) {
        case(format!("manifest {label}"), &|b: &Path| {
            std::fs::write(b.join("manifest.json"), m.to_string()).expect("writes")
        });
    }
    for cut in [0, 1, code.len() / 10, code.len() / 2, code.len() - 1] {
        case(format!("fib.so truncated to {cut} bytes"), &|b: &Path| {
            std::fs::write(b.join("fib.so"), &code[..cut]).expect("writes")
        });
    }
    for at in [0, 64, code.len() / 3, code.len() / 2, code.len() - 8] {
        case(format!("fib.so byte {at} flipped"), &|b: &Path| {
            let mut c = code.clone();
            c[at] ^= 0x5a;
            std::fs::write(b.join("fib.so"), c).expect("writes")
        });
    }
    let other_manifest = autobatch_runtime::Manifest::read(&other.bundle).expect("a manifest");
    let foreign = std::fs::read(
        other
            .bundle
            .join(other_manifest.files.so.as_deref().unwrap_or_default()),
    )
    .expect("reads");
    case("fib.so replaced by another program's".into(), &|b: &Path| {
        std::fs::write(b.join("fib.so"), &foreign).expect("writes")
    });
    case(
        "fib.so replaced by another program's, hash updated".into(),
        &|b: &Path| {
            std::fs::write(b.join("fib.so"), &foreign).expect("writes");
            let mut m = manifest.clone();
            m["files"]["code_sha256"] = json!(sha256_hex(&foreign));
            std::fs::write(b.join("manifest.json"), m.to_string()).expect("writes");
        },
    );
    case("manifest.json truncated".into(), &|b: &Path| {
        let text = manifest.to_string();
        std::fs::write(b.join("manifest.json"), &text[..text.len() / 2]).expect("writes")
    });
    let total = refused + correct + bad.len();
    println!(
        "tamper suite: {total} cases, {refused} refused with a message, {correct} ran correctly, {} bad",
        bad.len()
    );
    assert!(
        bad.is_empty(),
        "{} of {total} tampered bundles misbehaved:\n{}",
        bad.len(),
        bad.join("\n")
    );
    let _ = programs_dir();
}

#[test]
fn the_cache_recompiles_a_truncated_code_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, r#"{"n": [10, 5]}"#).expect("writes");
    let fib = programs_dir().join("fib.py");
    let run = || {
        Command::new(env!("CARGO_BIN_EXE_autobatch"))
            .args(["run", "--entry", "fib", "--backend", "cpu", "--stats", "--inputs"])
            .arg(&inputs)
            .arg(&fib)
            .env("AUTOBATCH_CACHE_DIR", dir.path().join("cache"))
            .output()
            .expect("runs")
    };
    let first = run();
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let cached = std::fs::read_dir(dir.path().join("cache"))
        .expect("a cache")
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with("fib-cpu-"))
        .expect("the cached bundle")
        .path();
    let so = cached.join("fib.so");
    let bytes = std::fs::read(&so).expect("reads");
    std::fs::write(&so, &bytes[..bytes.len() / 2]).expect("truncates");
    for _ in 0..2 {
        let again = run();
        let stderr = String::from_utf8_lossy(&again.stderr);
        assert!(again.status.success(), "{stderr}");
        assert_eq!(again.stdout, first.stdout);
    }
    assert_eq!(std::fs::read(&so).expect("reads").len(), bytes.len(), "recompiled");
}

#[test]
fn a_compile_removes_the_staging_directories_a_killed_compile_left() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (old, recent) = (
        dir.path().join(".fib.bundle.tmp-killed"),
        dir.path().join(".fib.bundle.tmp-running"),
    );
    for d in [&old, &recent] {
        std::fs::create_dir(d).expect("mkdir");
        std::fs::write(d.join("fib.so"), b"partial").expect("writes");
    }
    let touched = Command::new("touch")
        .args(["-d", "2 hours ago"])
        .arg(&old)
        .status()
        .expect("touch");
    assert!(touched.success());
    let l = load("fib");
    build_bundle(
        &l.compiled,
        &BuildOptions::new(Target::Cpu, 16),
        None,
        &dir.path().join("fib.bundle"),
    )
    .expect("builds");
    assert!(!old.exists(), "the killed compile's staging directory is gone");
    assert!(recent.exists(), "a recent one may belong to a compile still running");
}

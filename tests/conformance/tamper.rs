//! A bundle damaged as a hostile user would damage it: every field of
//! `manifest.json` changed to wrong values, code files truncated,
//! corrupted, emptied or taken from another program (with and without the
//! manifest's hash updated to match). `autobatch-run`, in a child process,
//! must exit 1 with a message or run correctly; never die of a signal,
//! hang, or report `ok` with wrong outputs. And the compile cache
//! recompiles a cached bundle whose code file was truncated.

use super::cpu::autobatch_run_binary;
use super::harness::{load, programs_dir};
use autobatch_compiler::codegen::bundle::{build_bundle, BuildOptions};
use autobatch_compiler::codegen::Target;
use autobatch_runtime::bundle::sha256_hex;
use serde_json::{json, Value as Json};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one tampered run did.
enum Outcome {
    /// Exit 1 with this one-line message.
    Refused(String),
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
        Some(1) if stderr.starts_with("error: ") && stderr.lines().count() == 1 => Outcome::Refused(stderr),
        Some(0) => match serde_json::from_slice::<Json>(&out.stdout) {
            Ok(got) if &got == want => Outcome::RanCorrectly,
            Ok(got) => Outcome::Bad(format!("exit 0 with wrong outputs {got}")),
            Err(e) => Outcome::Bad(format!("exit 0 with unreadable outputs: {e}")),
        },
        Some(code) => Outcome::Bad(format!("exit {code}; stderr: {stderr}")),
    }
}

/// The dtype names a manifest may use: a dtype swapped for another valid
/// one is the edit most likely to get past a parser.
const DTYPES: [&str; 5] = ["bool", "i32", "i64", "f32", "f64"];

/// A key with at most this many string values is an enumeration, whose
/// every value is tried in place of each.
const SWAPS_OF_ALL: usize = 10;

/// Wrong values for a JSON leaf under key `key`: numbers off by one, zero,
/// negative, huge, fractional or of another type; strings made invalid,
/// and swapped for every other value the manifest has under the same key
/// (another dtype, extent, role, buffer name, file), which is valid JSON
/// of the right shape with the wrong meaning.
fn wrong_values(key: &str, v: &Json, seen: &BTreeMap<String, BTreeSet<String>>) -> Vec<Json> {
    // Each once, and never the value itself (0 doubled is 0: no tampering).
    let mut unique = Vec::new();
    for w in candidates(key, v, seen) {
        if &w != v && !unique.contains(&w) {
            unique.push(w);
        }
    }
    unique
}

/// The wrong values of `wrong_values`, before duplicates are removed.
fn candidates(key: &str, v: &Json, seen: &BTreeMap<String, BTreeSet<String>>) -> Vec<Json> {
    match v {
        Json::Number(n) => {
            let x = n.as_i64().unwrap_or(1);
            vec![
                json!(x.saturating_add(1)),
                json!(x.saturating_sub(1)),
                json!(x.saturating_mul(2)),
                json!(0),
                json!(-1),
                json!(1_u64 << 40),
                json!(i64::MAX),
                json!(u64::MAX),
                json!(0.5),
                json!("x"),
            ]
        }
        Json::String(s) => {
            let mut out = vec![json!(format!("{s}x")), json!(""), json!("../../etc/passwd"), json!(7)];
            let same_key = seen.get(key).into_iter().flatten().map(String::as_str);
            let dtypes = DTYPES.iter().copied().filter(|_| DTYPES.contains(&s.as_str()));
            let others: BTreeSet<&str> = same_key.chain(dtypes).filter(|o| *o != s).collect();
            // Enumerations (dtypes, extents, roles) get every other value;
            // names, of which there are many, the few that follow this one,
            // which is enough to swap one buffer's name for another's.
            let (after, before): (Vec<&str>, Vec<&str>) = others.into_iter().partition(|o| *o > s.as_str());
            let n = if after.len() + before.len() > SWAPS_OF_ALL {
                3
            } else {
                SWAPS_OF_ALL
            };
            out.extend(after.into_iter().chain(before).take(n).map(|o| json!(o)));
            out
        }
        Json::Bool(b) => vec![json!(!b), json!(1)],
        Json::Null => vec![json!(1)],
        _ => Vec::new(),
    }
}

/// Every string value of the manifest, by the key it is under.
fn strings_by_key(v: &Json, key: &str, out: &mut BTreeMap<String, BTreeSet<String>>) {
    match v {
        Json::Object(map) => map.iter().for_each(|(k, child)| strings_by_key(child, k, out)),
        Json::Array(items) => items.iter().for_each(|child| strings_by_key(child, key, out)),
        Json::String(s) => {
            out.entry(key.to_string()).or_default().insert(s.clone());
        }
        _ => {}
    }
}

/// One change to one place of the manifest.
#[derive(Clone, Debug)]
enum Edit {
    Set(Json),
    /// The key removed from its object.
    Remove,
    /// An array one element shorter.
    DropLast,
    /// An array one element longer (its last one again).
    RepeatLast,
    /// An array with its first two elements swapped (the same elements in
    /// another order: buffers, inputs, parameters).
    SwapFirstTwo,
}

impl std::fmt::Display for Edit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Edit::Set(v) => write!(f, "= {v}"),
            Edit::Remove => write!(f, "removed"),
            Edit::DropLast => write!(f, "without its last element"),
            Edit::RepeatLast => write!(f, "with its last element twice"),
            Edit::SwapFirstTwo => write!(f, "with its first two elements swapped"),
        }
    }
}

/// Every tampering of the manifest: (label, the manifest after it).
fn manifest_tamperings(manifest: &Json) -> Vec<(String, Json)> {
    let mut seen = BTreeMap::new();
    strings_by_key(manifest, "", &mut seen);
    let mut edits = Vec::new();
    edits_of(manifest, &mut Vec::new(), "", &seen, &mut edits);
    edits
        .into_iter()
        .map(|(path, edit)| {
            let mut m = manifest.clone();
            apply(&mut m, &path, &edit);
            let label: Vec<String> = path
                .iter()
                .map(|p| p.to_string().trim_matches('"').to_string())
                .collect();
            (format!("{} {edit}", label.join(".")), m)
        })
        .collect()
}

/// The edits of `v` (at `path`, under `key`) and of everything inside it.
fn edits_of(
    v: &Json,
    path: &mut Vec<Json>,
    key: &str,
    seen: &BTreeMap<String, BTreeSet<String>>,
    out: &mut Vec<(Vec<Json>, Edit)>,
) {
    match v {
        Json::Object(map) => {
            for (k, child) in map {
                path.push(json!(k));
                out.push((path.clone(), Edit::Remove));
                edits_of(child, path, k, seen, out);
                path.pop();
            }
        }
        Json::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                path.push(json!(i));
                edits_of(child, path, key, seen, out);
                path.pop();
            }
            if !items.is_empty() {
                out.push((path.clone(), Edit::DropLast));
                out.push((path.clone(), Edit::RepeatLast));
            }
            if items.len() > 1 && items[0] != items[1] {
                out.push((path.clone(), Edit::SwapFirstTwo));
            }
        }
        leaf => out.extend(
            wrong_values(key, leaf, seen)
                .into_iter()
                .map(|w| (path.clone(), Edit::Set(w))),
        ),
    }
}

/// Makes `edit` at `path` (object keys and array indices) of `v`.
fn apply(v: &mut Json, path: &[Json], edit: &Edit) {
    let Some((last, init)) = path.split_last() else { return };
    let Some(parent) = init.iter().try_fold(v, |at, p| match p {
        Json::String(k) => at.get_mut(k.as_str()),
        _ => at.get_mut(p.as_u64().unwrap_or(0) as usize),
    }) else {
        return;
    };
    if let (Edit::Remove, Json::Object(map), Json::String(k)) = (edit, &mut *parent, last) {
        map.remove(k);
        return;
    }
    let at = match last {
        Json::String(k) => parent.get_mut(k.as_str()),
        _ => parent.get_mut(last.as_u64().unwrap_or(0) as usize),
    };
    match (edit, at) {
        (Edit::Set(value), Some(at)) => *at = value.clone(),
        (Edit::DropLast, Some(Json::Array(items))) => {
            items.pop();
        }
        (Edit::RepeatLast, Some(Json::Array(items))) => {
            if let Some(l) = items.last().cloned() {
                items.push(l);
            }
        }
        (Edit::SwapFirstTwo, Some(Json::Array(items))) => items.swap(0, 1),
        _ => {}
    }
}

/// A compiled bundle of a conformance program with one case's inputs and
/// the outputs the runtime gives them.
struct Fixture {
    bundle: PathBuf,
    inputs: PathBuf,
    want: Json,
    manifest: Json,
    /// The code file's name (shared object or PTX) and bytes.
    so: String,
    code: Vec<u8>,
    /// A `cuda` bundle: damage to its ABI or code must be refused before
    /// the CUDA driver is touched (here, where there is no driver, the
    /// driver's refusal would hide a check that is missing).
    cuda: bool,
}

/// Compiles conformance program `name` for `target` into `dir`.
fn compile(dir: &Path, name: &str, target: Target) -> (PathBuf, Json, String, Vec<u8>) {
    let l = load(name);
    let bundle = dir.join(format!("{name}.{}.bundle", target.name()));
    build_bundle(
        &l.compiled,
        &BuildOptions::new(target, l.spec.max_stack_depth),
        None,
        &bundle,
    )
    .expect("builds");
    let text = std::fs::read_to_string(bundle.join("manifest.json")).expect("reads");
    let manifest: Json = serde_json::from_str(&text).expect("JSON");
    let file = manifest["files"][if target == Target::Cuda { "ptx" } else { "so" }]
        .as_str()
        .expect("a code file")
        .to_string();
    let code = std::fs::read(bundle.join(&file)).expect("reads");
    (bundle, manifest, file, code)
}

/// `name`'s cpu bundle, its first case's inputs and what the bundle gives.
fn fixture(dir: &Path, name: &str, runner: &Path) -> Fixture {
    let l = load(name);
    let (bundle, manifest, so, code) = compile(dir, name, Target::Cpu);
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
    Fixture {
        bundle,
        inputs,
        want,
        manifest,
        so,
        code,
        cuda: false,
    }
}

/// Counts of one program's tampered bundles.
#[derive(Default)]
struct Tally {
    cases: usize,
    refused: usize,
    correct: usize,
    bad: Vec<String>,
}

impl Tally {
    /// Copies `f`'s bundle, lets `tamper` damage the copy and runs it.
    fn case(&mut self, runner: &Path, scratch: &Path, f: &Fixture, label: String, tamper: &dyn Fn(&Path)) {
        let copy = scratch.join("case.bundle");
        let _ = std::fs::remove_dir_all(&copy);
        copy_dir(&f.bundle, &copy);
        tamper(&copy);
        self.cases += 1;
        let checked_before_the_driver = !label.starts_with("manifest ") || label.starts_with("manifest abi");
        match run_bundle(runner, &copy, &f.inputs, &f.want) {
            Outcome::Refused(why) if f.cuda && checked_before_the_driver && why.contains("CUDA") => self
                .bad
                .push(format!("{label}: refused only by the CUDA driver: {why}")),
            Outcome::Refused(_) => self.refused += 1,
            Outcome::RanCorrectly => self.correct += 1,
            Outcome::Bad(why) => self.bad.push(format!("{label}: {why}")),
        }
    }
}

/// Every tampering of `f`'s bundle: its manifest's fields, its code file
/// truncated, corrupted or replaced by `foreign` (another program's, with
/// and without the manifest's hash updated), its manifest truncated.
fn tamper_all(runner: &Path, scratch: &Path, f: &Fixture, foreign: &[u8]) -> Tally {
    let mut t = Tally::default();
    let write = |b: &Path, file: &str, bytes: &[u8]| std::fs::write(b.join(file), bytes).expect("writes");
    for (label, m) in manifest_tamperings(&f.manifest) {
        let text = m.to_string();
        t.case(runner, scratch, f, format!("manifest {label}"), &|b: &Path| {
            write(b, "manifest.json", text.as_bytes())
        });
    }
    let code = &f.code;
    for cut in [0, 1, code.len() / 10, code.len() / 2, code.len() - 1] {
        t.case(
            runner,
            scratch,
            f,
            format!("{} truncated to {cut} bytes", f.so),
            &|b: &Path| write(b, &f.so, &code[..cut]),
        );
    }
    for at in [0, 64, code.len() / 3, code.len() / 2, code.len() - 8] {
        t.case(
            runner,
            scratch,
            f,
            format!("{} byte {at} flipped", f.so),
            &|b: &Path| {
                let mut c = code.clone();
                c[at] ^= 0x5a;
                write(b, &f.so, &c)
            },
        );
    }
    for rehash in [false, true] {
        let label = format!("{} replaced by another program's (hash updated: {rehash})", f.so);
        t.case(runner, scratch, f, label, &|b: &Path| {
            write(b, &f.so, foreign);
            if rehash {
                write_with_hash(b, f, foreign);
            }
        });
    }
    let text = f.manifest.to_string();
    for cut in [0, text.len() / 2, text.len() - 1] {
        t.case(
            runner,
            scratch,
            f,
            format!("manifest.json truncated to {cut} bytes"),
            &|b: &Path| write(b, "manifest.json", &text.as_bytes()[..cut]),
        );
    }
    t
}

/// Writes `code` as `f`'s code file, and `f`'s manifest with its hash.
fn write_with_hash(bundle: &Path, f: &Fixture, code: &[u8]) {
    std::fs::write(bundle.join(&f.so), code).expect("writes");
    let mut m = f.manifest.clone();
    m["files"]["code_sha256"] = json!(sha256_hex(code));
    std::fs::write(bundle.join("manifest.json"), m.to_string()).expect("writes");
}

/// The programs damaged: recursion on the stacks of i64 scalars (fib);
/// f32 and f64 tensors, shared inputs, a tuple of outputs and a stacked
/// tensor (shared_products); i32 arithmetic with i32 and i64 outputs
/// (i32_arith). Each one's shared object is swapped for the next one's.
const TAMPERED: [&str; 3] = ["fib", "shared_products", "i32_arith"];

#[test]
fn no_damaged_bundle_crashes_the_runtime() {
    let Some(runner) = autobatch_run_binary() else {
        println!("skipped: autobatch-run is not built (cargo test --workspace builds it)");
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let fixtures: Vec<Fixture> = TAMPERED.iter().map(|n| fixture(dir.path(), n, &runner)).collect();
    let mut bad = Vec::new();
    for (i, (name, f)) in TAMPERED.iter().zip(&fixtures).enumerate() {
        let t = tamper_all(&runner, dir.path(), f, &fixtures[(i + 1) % fixtures.len()].code);
        println!(
            "tamper suite, {name}: {} cases, {} refused with a message, {} ran correctly, {} bad",
            t.cases,
            t.refused,
            t.correct,
            t.bad.len()
        );
        bad.extend(t.bad.into_iter().map(|b| format!("{name}: {b}")));
    }
    assert!(
        bad.is_empty(),
        "{} tampered bundles misbehaved:\n{}",
        bad.len(),
        bad.join("\n")
    );
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

#[test]
fn no_damaged_cuda_bundle_reaches_the_driver() {
    let Some(runner) = autobatch_run_binary() else {
        println!("skipped: autobatch-run is not built (cargo test --workspace builds it)");
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    // The cpu bundle's outputs are what the kernel must give where it runs.
    let cpu = fixture(dir.path(), "fib", &runner);
    let (bundle, manifest, so, code) = compile(dir.path(), "fib", Target::Cuda);
    let f = Fixture {
        bundle,
        manifest,
        so,
        code,
        cuda: true,
        ..cpu
    };
    let foreign = compile(dir.path(), "shared_products", Target::Cuda).3;
    let mut t = tamper_all(&runner, dir.path(), &f, &foreign);
    // The PTX's description of its ABI damaged, with the hash made to
    // match: only the comparison of descriptions can refuse these.
    let ptx = String::from_utf8(f.code.clone()).expect("PTX is text");
    let prefix = autobatch_runtime::bundle::PTX_ABI_PREFIX;
    let depth = format!("\"max_stack_depth\":{}", f.manifest["abi"]["max_stack_depth"]);
    assert!(
        ptx.contains(prefix) && ptx.contains(&depth),
        "the PTX describes its ABI"
    );
    let edits = [
        ("removed", ptx.replace(prefix, "// ")),
        ("stack depth changed", ptx.replace(&depth, "\"max_stack_depth\":100000")),
        ("cut short", ptx.replace(&depth, "")),
    ];
    for (what, edited) in edits {
        t.case(
            &runner,
            dir.path(),
            &f,
            format!("the PTX's ABI line {what}"),
            &|b: &Path| write_with_hash(b, &f, edited.as_bytes()),
        );
    }
    println!(
        "tamper suite, fib (cuda): {} cases, {} refused with a message, {} ran correctly, {} bad",
        t.cases,
        t.refused,
        t.correct,
        t.bad.len()
    );
    assert!(
        t.bad.is_empty(),
        "{} tampered bundles misbehaved:\n{}",
        t.bad.len(),
        t.bad.join("\n")
    );
}

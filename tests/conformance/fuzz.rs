//! The in-repository fuzzer: mutational, time-bounded, three targets.
//!
//! - `frontend`: source text -> `check` (and, for a program that checks,
//!   its first function compiled to MLIR). Seeds: every conformance
//!   program; mutations: byte edits, inserted tokens of the language,
//!   duplicated and deleted ranges, two programs spliced at a line.
//! - `readers`: the runtime's input readers (JSON, `.npy`, `.npz`) on
//!   mutated files, against each seed's signature. Seeds: the conformance
//!   programs' JSON cases, `.npz` files the runtime wrote, `.npy` files.
//! - `manifest`: the manifest parser and validation on mutated
//!   `manifest.json` (values replaced by other JSON, keys dropped).
//! - `model` (`fuzz_model.rs`): model files through what `autobatch
//!   sample` builds before it runs (binding to the sampler, AD, lowering,
//!   verification). Seeds: the example and test models; mutations: terms
//!   of the parameters (NaN, infinities, kinks, branches) added to the log
//!   density, and the frontend's. Besides a panic, an "internal error"
//!   (IR that fails its verifier) is a crash.
//!
//! Any panic fails the test, with the input saved under
//! `target/fuzz-crashes/` and the seed to replay the run. Each target runs
//! `AUTOBATCH_FUZZ_SECONDS` seconds (default 15; CI runs the default);
//! `AUTOBATCH_FUZZ_SEED` replays a run. Inputs that once crashed are kept
//! in `tests/fuzz/<target>/` and rerun every time (README: "Fuzzing").

use super::harness::{programs_dir, root};
use autobatch_compiler::codegen::bundle::{build_bundle, emit_mlir, BuildOptions};
use autobatch_compiler::codegen::Target;
use autobatch_compiler::driver;
use autobatch_runtime::{io, DType, Manifest, ParamSpec, Signature, Type};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Fragments of the language the mutations insert.
const TOKENS: &[&str] = &[
    "def ",
    "return ",
    "if ",
    "else:",
    "elif ",
    "while ",
    "for ",
    " in ",
    "range(",
    "break",
    "continue",
    "assert ",
    "lambda",
    "(",
    ")",
    "[",
    "]",
    ":",
    ",",
    "\n",
    "\n    ",
    "\n        ",
    " = ",
    "+=",
    "-",
    "+",
    "*",
    "**",
    "/",
    "//",
    "%",
    "@",
    "<",
    "<=",
    "==",
    "!=",
    "and ",
    "or ",
    "not ",
    "True",
    "False",
    "None",
    "0",
    "1",
    "-1",
    "2.5",
    "1e309",
    "9223372036854775808",
    "i64",
    "i32",
    "f32",
    "f64",
    "bool",
    "f64[3]",
    "i64[2, 2]",
    "Shared[",
    "tuple[",
    "x",
    "n",
    "zeros(",
    "matmul(",
    "sum(",
    "exp(",
    "log(",
    "value_and_grad(",
    "grad(",
    "random_normal(",
    "[:, 1]",
    "[::-1]",
    "\"\"\"doc\"\"\"",
    "import math",
    "from autobatch import *",
];

/// An input that takes longer than this is a failure too (a reader that
/// allocates or loops on a size it was told, not on the data it got).
const SLOW: Duration = Duration::from_secs(5);

fn budget() -> Duration {
    let seconds = std::env::var("AUTOBATCH_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .unwrap_or(15.0);
    Duration::from_secs_f64(seconds.max(0.0))
}

fn seed() -> u64 {
    std::env::var("AUTOBATCH_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
        })
}

/// One byte-level mutation of `data` (never empty afterwards unless it was).
fn mutate_bytes(rng: &mut StdRng, data: &mut Vec<u8>) {
    if data.is_empty() {
        data.push(rng.random());
        return;
    }
    let n = data.len();
    let at = rng.random_range(0..n);
    match rng.random_range(0..6) {
        0 => data[at] = rng.random(),
        1 => data[at] ^= 1 << rng.random_range(0..8),
        2 => {
            let end = (at + rng.random_range(1..=16)).min(n);
            data.drain(at..end);
        }
        3 => {
            let end = (at + rng.random_range(1..=32)).min(n);
            let copy: Vec<u8> = data[at..end].to_vec();
            let to = rng.random_range(0..=data.len());
            data.splice(to..to, copy);
        }
        4 => data.truncate(at),
        _ => {
            // Interesting numbers over four bytes: sizes and lengths.
            let v: u32 = [0, 1, 0x7f, 0xff, 0xffff, 0x7fff_ffff, 0xffff_ffff][rng.random_range(0..7)];
            for (k, b) in v.to_le_bytes().iter().enumerate() {
                if let Some(x) = data.get_mut(at + k) {
                    *x = *b;
                }
            }
        }
    }
}

/// A mutated program: token insertions and byte edits on one seed, or two
/// seeds spliced at line boundaries.
pub(super) fn mutate_source(rng: &mut StdRng, seeds: &[String]) -> String {
    let base = &seeds[rng.random_range(0..seeds.len())];
    if rng.random_range(0..5) == 0 {
        let other = &seeds[rng.random_range(0..seeds.len())];
        let a: Vec<&str> = base.lines().collect();
        let b: Vec<&str> = other.lines().collect();
        let (i, j) = (rng.random_range(0..=a.len()), rng.random_range(0..=b.len()));
        return a[..i].iter().chain(&b[j..]).map(|l| format!("{l}\n")).collect();
    }
    let mut text = base.clone().into_bytes();
    for _ in 0..rng.random_range(1..=4) {
        if rng.random_bool(0.6) {
            let token = TOKENS[rng.random_range(0..TOKENS.len())].as_bytes();
            let at = rng.random_range(0..=text.len());
            text.splice(at..at, token.iter().copied());
        } else {
            mutate_bytes(rng, &mut text);
        }
    }
    String::from_utf8_lossy(&text).into_owned()
}

/// Runs `one` on inputs from `next` until the budget is spent, each under
/// `catch_unwind`; returns the number of inputs tried. Saves and reports
/// every input that panicked.
pub(super) fn campaign(target: &str, mut next: impl FnMut(&mut StdRng) -> Vec<u8>, one: impl Fn(&[u8])) -> usize {
    let seed = seed();
    let mut rng = StdRng::seed_from_u64(seed);
    let replay: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(root().join("tests/fuzz").join(target))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name() != "README.md")
        .filter_map(|e| std::fs::read(e.path()).ok().map(|b| (e.path(), b)))
        .collect();
    let mut crashes = Vec::new();
    for (path, input) in &replay {
        if catch_unwind(AssertUnwindSafe(|| one(input))).is_err() {
            crashes.push(format!("regression {} panics again", path.display()));
        }
    }
    let start = Instant::now();
    let mut tried = 0;
    while start.elapsed() < budget() {
        let input = next(&mut rng);
        tried += 1;
        let began = Instant::now();
        let panicked = catch_unwind(AssertUnwindSafe(|| one(&input))).is_err();
        if began.elapsed() > SLOW {
            let dir = root().join("target/fuzz-crashes");
            let _ = std::fs::create_dir_all(&dir);
            let file = dir.join(format!("{target}-{seed}-{tried}-slow"));
            let _ = std::fs::write(&file, &input);
            crashes.push(format!(
                "input {tried} took {:.1} s: saved to {}",
                began.elapsed().as_secs_f64(),
                file.display()
            ));
        }
        if panicked {
            let dir = root().join("target/fuzz-crashes");
            let _ = std::fs::create_dir_all(&dir);
            let file = dir.join(format!("{target}-{seed}-{tried}"));
            let _ = std::fs::write(&file, &input);
            crashes.push(format!("input {tried} panics: saved to {}", file.display()));
        }
    }
    println!(
        "fuzz {target}: {tried} inputs in {:.1} s and {} regressions, seed {seed} (AUTOBATCH_FUZZ_SEED={seed} replays)",
        start.elapsed().as_secs_f64(),
        replay.len()
    );
    assert!(
        crashes.is_empty(),
        "fuzz {target}, seed {seed}:\n{}",
        crashes.join("\n")
    );
    tried
}

/// Runs `f` on a thread with a large stack, as the compiler's own threads
/// have room for deep programs; a panic comes back as a panic.
pub(super) fn on_big_stack(f: impl FnOnce() + Send) {
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, f)
            .expect("spawns");
        if let Err(payload) = handle.join() {
            std::panic::resume_unwind(payload);
        }
    });
}

fn sources() -> Vec<String> {
    let mut seeds: Vec<String> = std::fs::read_dir(programs_dir())
        .expect("tests/programs")
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "py"))
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .collect();
    seeds.sort();
    seeds
}

#[test]
fn fuzz_frontend() {
    let seeds = sources();
    let options = BuildOptions::new(Target::Cpu, 8);
    campaign(
        "frontend",
        |rng| mutate_source(rng, &seeds).into_bytes(),
        |input| {
            let text = String::from_utf8_lossy(input).into_owned();
            on_big_stack(|| {
                if driver::check_source(&text, "fuzz.py").is_err() {
                    return;
                }
                let Some(entry) = first_function(&text) else { return };
                if let Ok(compiled) = driver::compile_source(&text, "fuzz.py", &entry) {
                    let _ = emit_mlir(&compiled, &options);
                }
            });
        },
    );
}

fn first_function(text: &str) -> Option<String> {
    let line = text.lines().find(|l| l.starts_with("def "))?;
    let name: String = line[4..]
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// A reader seed: the file's bytes, its kind and the signature to read it
/// against.
struct ReaderSeed {
    kind: &'static str,
    bytes: Vec<u8>,
    signature: Signature,
}

fn reader_seeds() -> Vec<ReaderSeed> {
    let mut seeds = Vec::new();
    for name in [
        "fib",
        "elementwise_runs",
        "shared_products",
        "tensor_ops",
        "array_writes",
        "f32_math",
    ] {
        let l = super::harness::load(name);
        let sig = l.compiled.signature.clone();
        for case in &l.spec.cases {
            seeds.push(ReaderSeed {
                kind: "json",
                bytes: case.inputs.to_string().into_bytes(),
                signature: sig.clone(),
            });
            // The outputs the vm gives, written as .npz, read back as inputs.
            let inputs = super::harness::parse_inputs(&sig, &case.inputs);
            let result = l
                .compiled
                .run(driver::Backend::Vm, &inputs, &Default::default())
                .expect("fits");
            let dir = tempfile::tempdir().expect("tempdir");
            let path = dir.path().join("out.npz");
            if io::write_outputs(&path, &result.outputs, &sig).is_ok() {
                let mut params: Vec<ParamSpec> = sig
                    .outputs
                    .iter()
                    .enumerate()
                    .map(|(k, ty)| ParamSpec {
                        name: format!("out{k}"),
                        ty: ty.clone(),
                        shared: false,
                    })
                    .collect();
                params.push(ParamSpec {
                    name: "status".into(),
                    ty: Type::scalar(DType::I32),
                    shared: false,
                });
                seeds.push(ReaderSeed {
                    kind: "npz",
                    bytes: std::fs::read(&path).expect("reads"),
                    signature: Signature {
                        params,
                        outputs: Vec::new(),
                    },
                });
            }
        }
    }
    for (descr, ty, data) in [
        ("<i8", Type::scalar(DType::I64), vec![0u8; 32]),
        ("<f8", Type::tensor(DType::F64, vec![2]), vec![0u8; 48]),
        ("|b1", Type::scalar(DType::Bool), vec![1u8; 5]),
        ("<f4", Type::tensor(DType::F32, vec![2, 2]), vec![0u8; 32]),
    ] {
        let members = data.len() / ty.num_elements().max(1) / ty.dtype.size_bytes();
        let shape: Vec<String> = std::iter::once(members)
            .chain(ty.shape.iter().copied())
            .map(|d| d.to_string())
            .collect();
        seeds.push(ReaderSeed {
            kind: "npy",
            bytes: npy_file(descr, &npy_shape(&shape), &data),
            signature: Signature {
                params: vec![ParamSpec {
                    name: "x".into(),
                    ty,
                    shared: false,
                }],
                outputs: Vec::new(),
            },
        });
    }
    seeds
}

/// A shape as Python writes a tuple: `(4,)`, `(3, 2)`.
fn npy_shape(dims: &[String]) -> String {
    match dims {
        [one] => format!("({one},)"),
        _ => format!("({})", dims.join(", ")),
    }
}

/// An NPY 1.0 file: magic, header dictionary padded to 64 bytes, data.
fn npy_file(descr: &str, shape: &str, data: &[u8]) -> Vec<u8> {
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend((header.len() as u16).to_le_bytes());
    out.extend(header.bytes());
    out.extend(data);
    out
}

/// Whether the reader of `kind` accepts `bytes` as inputs of `sig`.
fn read_with(kind: &str, bytes: &[u8], sig: &Signature) -> bool {
    match kind {
        "json" => io::inputs_from_json(&String::from_utf8_lossy(bytes), sig).is_ok(),
        _ => {
            let dir = tempfile::tempdir().expect("tempdir");
            let path = dir.path().join(format!("in.{kind}"));
            std::fs::write(&path, bytes).expect("writes");
            io::inputs_from_path(&path, sig).is_ok()
        }
    }
}

#[test]
fn fuzz_readers() {
    let seeds = reader_seeds();
    // Mutations start from files the readers accept.
    for (k, seed) in seeds.iter().enumerate() {
        assert!(
            read_with(seed.kind, &seed.bytes, &seed.signature),
            "seed {k} ({}) is not read",
            seed.kind
        );
    }
    // The regression files name their seed by index: `<k>-...`.
    campaign(
        "readers",
        |rng| {
            let k = rng.random_range(0..seeds.len());
            let mut bytes = seeds[k].bytes.clone();
            for _ in 0..rng.random_range(1..=3) {
                mutate_bytes(rng, &mut bytes);
            }
            let mut input = format!("{k}\n").into_bytes();
            input.extend(bytes);
            input
        },
        |input| {
            let Some(split) = input.iter().position(|b| *b == b'\n') else {
                return;
            };
            let Some(seed) = std::str::from_utf8(&input[..split])
                .ok()
                .and_then(|k| k.parse::<usize>().ok())
                .and_then(|k| seeds.get(k))
            else {
                return;
            };
            read_with(seed.kind, &input[split + 1..], &seed.signature);
        },
    );
}

/// A random JSON value of the kinds a manifest holds, and hostile ones.
fn random_json(rng: &mut StdRng) -> serde_json::Value {
    use serde_json::json;
    match rng.random_range(0..9) {
        0 => json!(0),
        1 => json!(-1),
        2 => json!(u64::MAX),
        3 => json!(i64::MIN),
        4 => json!(rng.random_range(0..4096)),
        5 => json!("x"),
        6 => json!(null),
        7 => json!([]),
        _ => json!(1e300),
    }
}

/// Replaces one leaf of `v`, or drops one key, chosen by walking down at
/// random.
fn mutate_json(rng: &mut StdRng, v: &mut serde_json::Value) {
    use serde_json::Value as J;
    match v {
        J::Object(map) if !map.is_empty() => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let key = &keys[rng.random_range(0..keys.len())];
            if rng.random_range(0..8) == 0 {
                map.remove(key);
            } else if let Some(child) = map.get_mut(key) {
                mutate_json(rng, child);
            }
        }
        J::Array(items) if !items.is_empty() => {
            let k = rng.random_range(0..items.len());
            if rng.random_range(0..8) == 0 {
                items.remove(k);
            } else {
                mutate_json(rng, &mut items[k]);
            }
        }
        leaf => *leaf = random_json(rng),
    }
}

#[test]
fn fuzz_manifest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut seeds = Vec::new();
    for (name, target) in [
        ("fib", Target::Cpu),
        ("shared_products", Target::Cpu),
        ("fib", Target::Cuda),
    ] {
        let l = super::harness::load(name);
        let out = dir.path().join(format!("{name}.{}.bundle", target.name()));
        build_bundle(&l.compiled, &BuildOptions::new(target, 16), None, &out).expect("builds");
        Manifest::read(&out).expect("the seed manifest reads");
        let text = std::fs::read_to_string(out.join("manifest.json")).expect("reads");
        seeds.push(serde_json::from_str::<serde_json::Value>(&text).expect("JSON"));
    }
    let scratch = tempfile::tempdir().expect("tempdir");
    let scratch: &Path = scratch.path();
    campaign(
        "manifest",
        |rng| {
            let mut v = seeds[rng.random_range(0..seeds.len())].clone();
            for _ in 0..rng.random_range(1..=3) {
                mutate_json(rng, &mut v);
            }
            v.to_string().into_bytes()
        },
        |input| {
            let bundle = scratch.join("m.bundle");
            let _ = std::fs::create_dir_all(&bundle);
            if std::fs::write(bundle.join("manifest.json"), input).is_ok() {
                let _ = Manifest::read(&bundle);
            }
        },
    );
}

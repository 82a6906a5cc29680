//! Compiled code outside bundles (`compile --emit obj,header,staticlib`,
//! docs/embedding.md): the C example linked with the system C compiler,
//! the same example cross-compiled for aarch64 and run under qemu-user,
//! and portable x86-64 levels (no wider vectors than the level has, the
//! same outputs).

use super::cpu::check_bundle;
use super::harness::{load, root};
use autobatch_compiler::codegen::artifacts::{write_artifacts, Artifact};
use autobatch_compiler::codegen::bundle::BuildOptions;
use autobatch_compiler::codegen::machine::{Arch, Cpu, Machine};
use autobatch_compiler::codegen::Target;
use serde_json::Value as Json;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The members the example runs: negative n, small n, and n deep enough
/// to overflow the example's 16-deep stacks.
const INPUTS: std::ops::RangeInclusive<i64> = -2..=21;

fn run(cmd: &mut Command, stdin: Option<&str>) -> Output {
    let what = format!("{cmd:?}");
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    if let Some(text) = stdin {
        use std::io::Write;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(text.as_bytes())
            .expect("writes stdin");
    }
    let out = child.wait_with_output().expect("waits");
    assert!(
        out.status.success(),
        "{what}: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn found(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A copy of examples/embed beside a copy of examples/fib.py, as the
/// Makefile expects them.
fn example_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let embed = dir.path().join("embed");
    std::fs::create_dir(&embed).expect("mkdir");
    for file in ["main.c", "Makefile"] {
        std::fs::copy(root().join("examples/embed").join(file), embed.join(file)).expect("copies");
    }
    std::fs::copy(root().join("examples/fib.py"), dir.path().join("fib.py")).expect("copies");
    dir
}

/// What the example prints for `INPUTS`, by the vm (`autobatch run`).
fn expected_lines() -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let inputs = dir.path().join("in.json");
    let n: Vec<i64> = INPUTS.collect();
    std::fs::write(&inputs, serde_json::json!({ "n": n }).to_string()).expect("writes");
    let fib = root().join("examples/fib.py");
    let out = run(
        Command::new(env!("CARGO_BIN_EXE_autobatch"))
            .args([
                "run",
                "--entry",
                "fib",
                "--backend",
                "vm",
                "--max-stack-depth",
                "16",
                "--inputs",
            ])
            .arg(&inputs)
            .arg(&fib),
        None,
    );
    let json: Json = serde_json::from_slice(&out.stdout).expect("JSON");
    let statuses = json["status"].as_array().expect("statuses");
    let outputs = json["outputs"][0].as_array().expect("outputs");
    statuses
        .iter()
        .zip(outputs)
        .map(|(s, o)| match s.as_str() {
            Some("ok") => format!("ok {o}\n"),
            other => format!("{}\n", other.unwrap_or("?")),
        })
        .collect()
}

fn stdin_text() -> String {
    INPUTS.map(|n| format!("{n}\n")).collect()
}

fn make(dir: &Path, extra: &[&str]) {
    run(
        Command::new("make")
            .arg("-s")
            .arg(format!("AUTOBATCH={}", env!("CARGO_BIN_EXE_autobatch")))
            .args(extra)
            .current_dir(dir.join("embed")),
        None,
    );
}

#[test]
fn the_embed_example_links_with_cc_alone_and_prints_what_autobatch_run_does() {
    let dir = example_copy();
    make(dir.path(), &[]);
    let out = run(
        &mut Command::new(dir.path().join("embed/fib_demo")),
        Some(&stdin_text()),
    );
    let got = String::from_utf8_lossy(&out.stdout);
    let want = expected_lines();
    assert!(want.contains("stack_overflow") && want.contains("ok 1597"), "{want}");
    assert_eq!(got, want);
}

#[test]
fn an_aarch64_build_runs_under_qemu_with_the_vms_outputs() {
    let (cc, qemu) = ("aarch64-linux-gnu-gcc", "qemu-aarch64");
    if !found(cc) || !found(qemu) {
        println!(
            "skipped: needs `{cc}` and `{qemu}` (Debian's gcc-aarch64-linux-gnu and qemu-user; scripts/dev/setup.sh)"
        );
        return;
    }
    let dir = example_copy();
    make(dir.path(), &["TRIPLE=aarch64-unknown-linux-gnu", &format!("CC={cc}")]);
    let demo = dir.path().join("embed/fib_demo");
    let elf = std::fs::read(&demo).expect("reads the program");
    // e_machine 0xb7: EM_AARCH64.
    assert_eq!(&elf[18..20], &[0xb7, 0x00], "not an aarch64 executable");
    let out = run(
        Command::new(qemu).args(["-L", "/usr/aarch64-linux-gnu"]).arg(&demo),
        Some(&stdin_text()),
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected_lines());
}

/// The vector registers the disassembly of `object` uses.
fn vector_registers(object: &Path) -> (bool, bool) {
    let out = run(
        Command::new("objdump").args(["-d", "--no-show-raw-insn"]).arg(object),
        None,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    (text.contains("%ymm"), text.contains("%zmm"))
}

fn host_has(flag: &str) -> bool {
    std::fs::read_to_string("/proc/cpuinfo")
        .map(|info| {
            info.lines()
                .any(|l| l.starts_with("flags") && l.split_whitespace().any(|f| f == flag))
        })
        .unwrap_or(false)
}

#[test]
fn an_x86_64_v2_build_uses_no_avx_and_gives_the_same_outputs() {
    if Arch::host() != Arch::X86_64 {
        println!("skipped: x86-64 levels need an x86-64 host");
        return;
    }
    for name in ["shared_products", "elementwise_runs", "fib"] {
        let l = load(name);
        let dir = tempfile::tempdir().expect("tempdir");
        let object = |cpu: Cpu, sub: &str| {
            let options = BuildOptions {
                machine: Machine::new(None, Some(cpu)).expect("a machine"),
                ..BuildOptions::new(Target::Cpu, l.spec.max_stack_depth)
            };
            let out = dir.path().join(sub);
            let written = write_artifacts(&l.compiled, &options, &[Artifact::Obj], &out).expect("an object");
            (options, written[0].clone())
        };
        let (v2, v2_object) = object(Cpu::X86_64V2, "v2");
        assert_eq!(
            vector_registers(&v2_object),
            (false, false),
            "{name}: AVX in an x86-64-v2 object"
        );
        check_bundle(&l, dir.path(), &v2).unwrap_or_else(|e| panic!("x86-64-v2: {e}"));
        // The check can fail: the same program for this machine uses the
        // wide registers it has.
        if name == "shared_products" && host_has("avx512f") {
            let (_, native_object) = object(Cpu::Native, "native");
            assert!(vector_registers(&native_object).1, "{name}: no zmm in a native object");
        }
    }
}

//! `autobatch sample` under faults, through the real binary: outputs never
//! lost or half-written, sizes refused before any work, the model's
//! faults reported as the model's (issue 29). Each test is one of the
//! issue's reproducers.

use super::harness::root;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A one-parameter normal model, with data.
const NORMAL: &str = "from autobatch import *\n\nD = 1\n\n\
def log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    return -0.5 * (theta[0] - mu) ** 2\n";

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

/// `autobatch sample MODEL --data DATA` on the VM (no compilation), with
/// `extra` flags, in `dir`.
fn sample(dir: &Path, model: &str, extra: &[&str]) -> Output {
    let model = write(dir, "model.py", model);
    let data = write(dir, "data.json", r#"{"mu": 1.5}"#);
    let mut args = vec!["sample".to_string(), model.display().to_string()];
    args.extend(["--data".into(), data.display().to_string()]);
    args.extend(["--backend", "vm", "-q"].map(String::from));
    if !extra.contains(&"--chains") {
        args.extend(["--chains", "2"].map(String::from));
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(&args)
        .current_dir(dir)
        .env("AUTOBATCH_CACHE_DIR", dir.join("cache"))
        .output()
        .expect("runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Exit status 1 (an error, not a signal or a panic), and one line of
/// stderr containing every one of `want`.
fn assert_one_line_error(out: &Output, want: &[&str]) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(1), "signal {:?}: {err}", out.status.signal());
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    for w in want {
        assert!(err.contains(w), "`{w}` missing in: {err}");
    }
}

#[test]
fn a_write_beyond_the_file_size_limit_keeps_the_earlier_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    for file in ["out.nc", "out.npz"] {
        let out = sample(dir.path(), NORMAL, &["--warmup", "20", "--draws", "20", "-o", file]);
        assert!(out.status.success(), "{}", stderr(&out));
        let good = std::fs::read(dir.path().join(file)).expect("written");
        // 40 KiB (bash's blocks of 1024 bytes): too small for 5,000 draws.
        let script = format!(
            "trap '' XFSZ; ulimit -f 40; exec {} sample model.py --data data.json --backend vm -q --chains 2 \
             --warmup 20 --draws 5000 -o {file}",
            env!("CARGO_BIN_EXE_autobatch")
        );
        let out = Command::new("bash")
            .args(["-c", &script])
            .current_dir(dir.path())
            .env("AUTOBATCH_CACHE_DIR", dir.path().join("cache"))
            .output()
            .expect("runs");
        assert_one_line_error(
            &out,
            &[&format!("cannot write `{file}`: File too large (os error 27)\n")],
        );
        assert_eq!(
            std::fs::read(dir.path().join(file)).expect("kept"),
            good,
            "{file}: the earlier file is intact"
        );
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".partial"))
            .collect();
        assert!(names.is_empty(), "temporary files left: {names:?}");
    }
}

#[test]
fn the_output_path_is_checked_before_sampling() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The model does not even parse: the output is refused first.
    let protected = write(dir.path(), "ro.nc", "keep");
    std::fs::set_permissions(&protected, std::os::unix::fs::PermissionsExt::from_mode(0o444)).expect("chmod");
    for (path, want) in [
        ("nonexist/x.nc", "does not exist"),
        ("x.csv", "cannot tell the output format of `x.csv`"),
        // As `cp` refuses it (root included: no write bit at all).
        (
            "ro.nc",
            "`ro.nc` is write-protected (permission denied): make it writable (chmod u+w ro.nc), or write to another file",
        ),
    ] {
        let out = sample(dir.path(), "def (:", &["-o", path]);
        assert_one_line_error(&out, &[want]);
    }
    assert_eq!(std::fs::read_to_string(&protected).expect("kept"), "keep");
}

/// The `.partial` files beside the outputs in `dir`.
fn partials(dir: &Path) -> Vec<PathBuf> {
    (std::fs::read_dir(dir).expect("list"))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.to_string_lossy().ends_with(".partial"))
        .collect()
}

#[test]
fn a_link_is_followed_and_a_killed_writers_partial_removed_by_the_next_run() {
    let dir = tempfile::tempdir().expect("tempdir");
    // -o through a symbolic link: the target is written, the link stays.
    std::fs::create_dir(dir.path().join("store")).expect("mkdir");
    std::os::unix::fs::symlink("store/real.nc", dir.path().join("link.nc")).expect("symlink");
    let out = sample(
        dir.path(),
        NORMAL,
        &["--warmup", "20", "--draws", "20", "-o", "link.nc"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let link = std::fs::symlink_metadata(dir.path().join("link.nc")).expect("link");
    assert!(link.file_type().is_symlink(), "the link stays a link");
    let real = std::fs::read(dir.path().join("store/real.nc")).expect("the target is written");
    assert!(real.starts_with(b"\x89HDF"), "a netCDF-4 file");
    // SIGXFSZ's default action kills the writer inside its final write,
    // as a SIGKILL would: its partial file stays behind.
    let script = format!(
        "ulimit -f 40; exec {} sample model.py --data data.json --backend vm -q --chains 2 --warmup 20 --draws 5000 \
         -o out.nc",
        env!("CARGO_BIN_EXE_autobatch")
    );
    let killed = Command::new("bash")
        .args(["-c", &script])
        .current_dir(dir.path())
        .env("AUTOBATCH_CACHE_DIR", dir.path().join("cache"))
        .output()
        .expect("runs");
    assert_eq!(
        killed.status.signal(),
        Some(25),
        "killed by SIGXFSZ: {}",
        stderr(&killed)
    );
    let left = partials(dir.path());
    assert_eq!(left.len(), 1, "{left:?}");
    // A minute later (no process holds it locked), the next run writing
    // out.nc removes it before it starts.
    let file = std::fs::File::options().write(true).open(&left[0]).expect("open");
    file.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(60))
        .expect("age");
    let out = sample(dir.path(), NORMAL, &["--warmup", "20", "--draws", "20", "-o", "out.nc"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(partials(dir.path()), Vec::<PathBuf>::new());
}

#[test]
fn sizes_are_refused_before_any_work() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: [(&[&str], &[&str]); 5] = [
        (
            &["--chains", "18446744073709551615"],
            &["--chains 18446744073709551615 is out of range"],
        ),
        (
            &["--draws", "9223372036854775808"],
            &["--draws 9223372036854775808 is out of range"],
        ),
        (&["--warmup", "9223372036854775807"], &["--warmup"]),
        (
            &["--chains", "1000000000", "--draws", "1"],
            &["--chains 1000000000", "GB of memory", "GB available: lower --chains"],
        ),
        (
            &["--draws", "1000000000"],
            &["--draws 1000000000", "GB available: lower --draws"],
        ),
    ];
    for (flags, want) in cases {
        let out = sample(dir.path(), NORMAL, flags);
        assert_one_line_error(&out, want);
    }
}

#[test]
fn the_models_assertion_is_reported_with_its_line_and_message() {
    let dir = tempfile::tempdir().expect("tempdir");
    let model = "from autobatch import *\n\nD = 1\n\n\
def log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    assert theta[0] < 10.0, \"theta0 too large\"\n    \
return -0.5 * (theta[0] - mu) ** 2\n";
    let init = write(dir.path(), "init.json", "[20.0]");
    let out = sample(dir.path(), model, &["--init", &init.display().to_string()]);
    assert_one_line_error(
        &out,
        &[
            "chain 0 stopped with `assertion_failed` in its start (finding its initial point and step size, \
             before transition 0)",
            "model.py:6: `assert theta[0] < 10.0`: \"theta0 too large\"",
        ],
    );
    assert!(!stderr(&out).contains("sampler's checks"));
}

/// The transition a model's assertion failed in is found exactly (the
/// call replayed with an earlier stop): with the draws that end just
/// before it the run finishes, with one more it fails there. (Started
/// at the mode: a jittered start's step size heuristic, whose long
/// steps reach far, would fail it at the start.)
#[test]
fn a_failed_assertion_is_placed_in_its_exact_transition() {
    let dir = tempfile::tempdir().expect("tempdir");
    let model = "from autobatch import *\n\nD = 1\n\n\
def log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    assert theta[0] < 5.0, \"far out\"\n    \
return -0.5 * (theta[0] - mu) ** 2\n";
    let init = write(dir.path(), "init.json", "[1.5]");
    let init = init.display().to_string();
    let run = |draws: usize| {
        let draws = draws.to_string();
        // Stan's warmup: nutpie's early step sizes (its dual averaging
        // starts from ten times a heuristic run from 0.1) reach the
        // assertion within warmup here.
        let flags = [
            "--chains", "1", "--warmup", "10", "--draws", &draws, "--init", &init, "--adapt", "stan",
        ];
        sample(dir.path(), model, &flags)
    };
    let out = run(2000);
    let err = stderr(&out);
    let k: usize = err
        .split("`assertion_failed` in transition ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|k| k.parse().ok())
        .unwrap_or_else(|| panic!("no exact transition in: {err}"));
    assert!((10..2010).contains(&k), "the fault should come among the draws: {err}");
    let draw = format!("in transition {k} (draw {})", k - 10);
    assert_one_line_error(&out, &[&draw, "model.py:6: `assert theta[0] < 5.0`: \"far out\""]);
    assert!(run(k - 10).status.success(), "the draws before transition {k} finish");
    assert_one_line_error(&run(k - 9), &[&draw]);
}

#[test]
fn no_finite_initial_point_says_what_the_density_was() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases = [
        ("-inf", "-inf: the points lie outside the model's support"),
        ("nan", "NaN: check the data for NaN"),
        ("inf", "+inf: a log density must be finite"),
    ];
    for (value, want) in cases {
        let model = format!(
            "from autobatch import *\n\nD = 1\n\ndef log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    \
             return theta[0] * 0.0 + {value}\n"
        );
        let out = sample(dir.path(), &model, &[]);
        assert_one_line_error(&out, &["chain 0 cannot start", "100 initial points", want]);
    }
}

#[test]
fn an_improper_posterior_is_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A flat density: the step size heuristic doubles without bound.
    let model = "from autobatch import *\n\nD = 1\n\n\
def log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    return theta[0] * 0.0\n";
    let out = sample(dir.path(), model, &[]);
    assert_one_line_error(&out, &["chain 0 stopped in transition 0 (warmup)", "improper"]);
}

#[test]
fn an_unusable_cache_directory_names_the_variable() {
    let dir = tempfile::tempdir().expect("tempdir");
    let blocker = write(dir.path(), "a-file", "not a directory");
    let fib = root().join("tests/programs/fib.py");
    let inputs = write(dir.path(), "in.json", r#"{"n": [3]}"#);
    let out = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(["run", &fib.display().to_string(), "--entry", "fib", "--backend", "cpu"])
        .args(["--inputs", &inputs.display().to_string()])
        .env("AUTOBATCH_CACHE_DIR", blocker.join("cache"))
        .output()
        .expect("runs");
    assert_one_line_error(&out, &["compile cache", "AUTOBATCH_CACHE_DIR", "writable directory"]);
    let out = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(["run", &fib.display().to_string(), "--entry", "fib", "--backend", "cpu"])
        .args(["--inputs", &inputs.display().to_string()])
        .env_remove("AUTOBATCH_CACHE_DIR")
        .env("XDG_CACHE_HOME", &blocker)
        .output()
        .expect("runs");
    assert_one_line_error(&out, &["chosen by $XDG_CACHE_HOME/autobatch", "AUTOBATCH_CACHE_DIR"]);
}

/// `autobatch check MODEL` on the real binary.
fn check(dir: &Path, model: &str) -> Output {
    let model = write(dir, "model.py", model);
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args(["check", &model.display().to_string()])
        .current_dir(dir)
        .output()
        .expect("runs")
}

#[test]
fn check_refuses_every_signature_sample_refuses() {
    // Each of these once passed `check` as a plain program ("ok") while
    // `sample` refused it: a file that defines `log_density` is a model.
    let dir = tempfile::tempdir().expect("tempdir");
    let head = "from autobatch import *\n\n\ndef log_density(";
    for (params, want) in [
        (
            "L: CholeskyCorr[f64[1, 1]], x: f64",
            "a 1 x 1 correlation matrix is the constant 1",
        ),
        ("a: f64, b: f32", "`b` is f32, but `a` is f64"),
        ("a: f64, mu: Shared[f64], b: f64", "`b` comes after the data"),
    ] {
        let model = format!("{head}{params}) -> f64:\n    return 0.0\n");
        let out = check(dir.path(), &model);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{params}: {err}");
        assert!(
            err.contains(want) && err.contains("checked as a model for `autobatch sample`"),
            "{err}"
        );
        let out = sample(dir.path(), &model, &["--warmup", "10", "--draws", "10"]);
        assert!(
            out.status.code() == Some(1) && stderr(&out).contains(want),
            "{}",
            stderr(&out)
        );
    }
    // An ordered vector of one element is one free coordinate (once an
    // internal error in both: "this slice of an axis of 1 is empty").
    let model = format!("{head}c: Ordered[f64[1]]) -> f64:\n    return normal_lpdf(c[0], 0.0, 1.0)\n");
    let out = check(dir.path(), &model);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = sample(dir.path(), &model, &["--warmup", "50", "--draws", "50"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("c[0]"));
}

#[test]
fn check_builds_a_model_as_sample_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The gradient through the constant nan (once invalid IR-F in sample
    // only): check builds it with the sampler, and both accept it.
    let nan_model = std::fs::read_to_string(root().join("tests/fuzz/model/nan_times_theta.py")).expect("seed");
    let out = check(dir.path(), &nan_model);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout.contains("a model for `autobatch sample`"), "{stdout}");
    let out = sample(
        dir.path(),
        &nan_model
            .replace("D = 2", "D = 2\n")
            .replace("(theta: f64[D])", "(theta: f64[D], mu: Shared[f64])"),
        &[],
    );
    // Its density is NaN everywhere: refused at the start, as a model's fault.
    assert_one_line_error(&out, &["chain 0 cannot start", "NaN"]);
    // A model that the sampler cannot differentiate fails `check` with
    // sample's own error, at the model's line (not the sampler's call of
    // value_and_grad).
    let bad = "from autobatch import *\n\nD = 2\n\ndef log_density(theta: f64[D]) -> f64:\n    \
               m = theta * 2.0\n    return prod(m)\n";
    let checked = check(dir.path(), bad);
    let with_data = bad.replace("(theta: f64[D])", "(theta: f64[D], mu: Shared[f64])");
    let sampled = sample(dir.path(), &with_data, &[]);
    for out in [&checked, &sampled] {
        assert_eq!(out.status.code(), Some(1), "{}", stderr(out));
        assert!(
            stderr(out).contains("`prod` cannot be differentiated"),
            "{}",
            stderr(out)
        );
        assert!(
            stderr(out).contains("model.py:7:12") && !stderr(out).contains("nuts.py"),
            "{}",
            stderr(out)
        );
    }
    // A `log_density` no model may have (its parameter is an integer):
    // refused as `sample` refuses it, saying that as a program for `run`
    // it compiles.
    let plain = "def log_density(n: i64) -> i64:\n    return n + 1\n";
    let out = check(dir.path(), plain);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not i64; data are `Shared[...]`")
            && stderr(&out).contains("as a program of 1 functions for `autobatch run`, it compiles"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_stack_overflow_says_whether_more_depth_helps() {
    let dir = tempfile::tempdir().expect("tempdir");
    // 100 iterations whose values the gradient keeps: more than the
    // default 64 entries, fewer than 4 x 64.
    let bounded = "from autobatch import *\n\nD = 1\n\ndef log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    \
                   acc = -0.5 * theta[0] * theta[0]\n    for i in range(100):\n        acc = acc + 0.001 * sin(theta[0] + f64(i))\n    \
                   return acc\n";
    let fixed = ["--warmup", "5", "--draws", "5", "--max-stack-depth", "64"];
    let out = sample(dir.path(), bounded, &fixed);
    assert_one_line_error(
        &out,
        &[
            "`stack_overflow`",
            "deeper than 64 entries",
            "finish with 256: rerun with --max-stack-depth 256",
            "the stack that overflowed holds the values the gradient of the model's `log_density` (",
            "model.py:5) keeps, once per iteration of its loop at ",
            "model.py:7 (`for i in range(100):`)",
        ],
    );
    // Without the flag the stacks grow by themselves (64, then 256), and
    // the cache remembers the depth for the next run.
    let out = sample(dir.path(), bounded, &["--warmup", "5", "--draws", "5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let hints: Vec<String> = std::fs::read_dir(dir.path().join("cache"))
        .expect("cache")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("stack-depth-"))
        .map(|e| std::fs::read_to_string(e.path()).expect("hint"))
        .collect();
    assert_eq!(hints, ["256"]);
    let unbounded = "from autobatch import *\n\nD = 1\n\ndef log_density(theta: f64[D], mu: Shared[f64]) -> f64:\n    \
                     acc = 0.0\n    while True:\n        acc = acc + sin(theta[0] + acc)\n    return acc\n";
    let out = sample(dir.path(), unbounded, &fixed);
    assert_one_line_error(
        &out,
        &[
            "`stack_overflow`",
            "overflow 4096 entries too",
            "more depth will not help",
        ],
    );
}

#[test]
fn a_dense_metric_too_large_is_located_at_the_models_parameters() {
    let dir = tempfile::tempdir().expect("tempdir");
    let model = NORMAL.replace("D = 1", "D = 20000");
    let out = check(dir.path(), &model);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("not with --dense-mass"));
    let out = sample(dir.path(), &model, &["--dense-mass"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("the dense metric (--dense-mass) is a D x D matrix") && err.contains("model.py:5"),
        "{err}"
    );
    assert!(!err.contains("nuts.py"), "{err}");
}

#[test]
fn run_outputs_are_written_whole_or_not_at_all() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fib = root().join("tests/programs/fib.py").display().to_string();
    write(dir.path(), "in.json", r#"{"n": [3, 4, 5]}"#);
    for file in ["out.json", "out.npz"] {
        let args = format!("run {fib} --entry fib --backend vm --inputs in.json --output {file}");
        let run = |limit: &str| {
            let script = format!("trap '' XFSZ; {limit} exec {} {args}", env!("CARGO_BIN_EXE_autobatch"));
            let out = Command::new("bash")
                .args(["-c", &script])
                .current_dir(dir.path())
                .output();
            out.expect("runs")
        };
        let out = run("");
        assert!(out.status.success(), "{}", stderr(&out));
        let good = std::fs::read(dir.path().join(file)).expect("written");
        // No byte may be written: the earlier file stays as it was.
        let out = run("ulimit -f 0;");
        assert_one_line_error(&out, &[&format!("cannot write `{file}`: File too large")]);
        assert_eq!(std::fs::read(dir.path().join(file)).expect("kept"), good, "{file}");
    }
}

/// `autobatch sample` of the normal model with the data file `data`.
fn sample_with_data(dir: &Path, data: &Path) -> Output {
    let model = write(dir, "model.py", NORMAL);
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args([
            "sample",
            &model.display().to_string(),
            "--data",
            &data.display().to_string(),
        ])
        .args([
            "--backend",
            "vm",
            "-q",
            "--chains",
            "1",
            "--warmup",
            "5",
            "--draws",
            "5",
        ])
        .current_dir(dir)
        .output()
        .expect("runs")
}

#[test]
fn damaged_or_ambiguous_data_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    // NumPy's own .npz (entries stored), with one bit of mu's value flipped.
    let npz = dir.path().join("data.npz");
    let made = Command::new("python3")
        .args(["-c", "import sys, numpy as np; np.savez(sys.argv[1], mu=np.array(1.5))"])
        .arg(&npz)
        .status()
        .expect("python3 runs");
    assert!(made.success());
    let out = sample_with_data(dir.path(), &npz);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut bytes = std::fs::read(&npz).expect("npz");
    let at = (bytes.windows(8).position(|w| w == 1.5f64.to_le_bytes())).expect("mu's bytes");
    bytes[at] ^= 1;
    std::fs::write(&npz, &bytes).expect("damage");
    let out = sample_with_data(dir.path(), &npz);
    assert_one_line_error(&out, &["entry `mu.npy` is damaged", "CRC-32"]);
    // Cut short.
    std::fs::write(&npz, &bytes[..bytes.len() / 2]).expect("cut");
    let out = sample_with_data(dir.path(), &npz);
    assert_one_line_error(&out, &["truncated"]);
    assert!(!stderr(&out).contains("failed to fill whole buffer"));
    // A key given twice, and null.
    let json = write(dir.path(), "twice.json", r#"{"mu": 1.0, "mu": 2.0}"#);
    assert_one_line_error(&sample_with_data(dir.path(), &json), &["key `mu` appears twice"]);
    let json = write(dir.path(), "null.json", r#"{"mu": null}"#);
    assert_one_line_error(
        &sample_with_data(dir.path(), &json),
        &["input `mu`: expected a number, got null"],
    );
}

#[test]
fn a_models_constants_are_checked_and_shown_in_their_terms() {
    let dir = tempfile::tempdir().expect("tempdir");
    // INIT_JITTER = 1e300: no finite initial point, the radius in a few
    // digits (it printed 301).
    let out = sample(dir.path(), &format!("{NORMAL}\nINIT_JITTER = 1e300\n"), &[]);
    assert_one_line_error(&out, &["drawn uniformly in (-1e300, 1e300)"]);
    assert!(stderr(&out).len() < 600, "{}", stderr(&out));
    // GENERATED = 5 (no generated_quantities): refused, no longer ignored.
    let out = sample(dir.path(), &format!("{NORMAL}\nGENERATED = 5\n"), &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("`GENERATED` names the generated quantities, as strings"),
        "{}",
        stderr(&out)
    );
}

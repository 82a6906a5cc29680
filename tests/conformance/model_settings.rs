//! A model's `INIT_JITTER`, `INIT_OPTIMIZE` and `ADAPT` constants are the
//! defaults of `--init-jitter`, `--init-optimize` and `--adapt` for it: a
//! run of a model that sets them is the run of the model without them
//! given the flags, bit for bit, and a flag given wins over the constant.

use super::harness::root;
use std::path::Path;
use std::process::Command;

/// Samples `model` (eight schools' data) with `flags`; returns the .npz.
fn sample(model: &Path, out: &Path, flags: &[&str]) {
    let o = run(model, out, flags);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// `autobatch sample model` on eight schools' data with `flags`.
fn run(model: &Path, out: &Path, flags: &[&str]) -> std::process::Output {
    let data = root().join("examples/models/eight_schools.json");
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .arg("sample")
        .arg(model)
        .arg("--data")
        .arg(&data)
        .args(["--chains", "2", "--warmup", "60", "--draws", "20", "--quiet", "-o"])
        .arg(out)
        .args(flags)
        .output()
        .unwrap()
}

/// Whether two .npz files hold the same arrays, bit for bit.
fn same_arrays(a: &Path, b: &Path) -> bool {
    let script = "import numpy as np, sys; a, b = np.load(sys.argv[1]), np.load(sys.argv[2]); \
                  sys.exit(0 if a.files == b.files and all(a[k].tobytes() == b[k].tobytes() for k in a.files) else 1)";
    let o = Command::new("python3")
        .args(["-c", script])
        .arg(a)
        .arg(b)
        .status()
        .unwrap();
    o.success()
}

#[test]
fn model_constants_are_the_flags_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let plain = root().join("examples/models/eight_schools.py");
    let source = std::fs::read_to_string(&plain).unwrap();
    let set = dir.path().join("eight_schools_set.py");
    std::fs::write(&set, format!("{source}\nINIT_JITTER = 0.5\nADAPT = \"nutpie\"\n")).unwrap();
    let out = |name: &str| dir.path().join(format!("{name}.npz"));
    sample(&set, &out("set"), &[]);
    sample(&plain, &out("flags"), &["--init-jitter", "0.5", "--adapt", "nutpie"]);
    sample(&plain, &out("plain"), &[]);
    assert!(
        same_arrays(&out("set"), &out("flags")),
        "the constants act as the flags"
    );
    assert!(!same_arrays(&out("set"), &out("plain")), "the constants change the run");
    // Flags given win over the constants (the defaults: 2 and Stan's warmup).
    sample(&set, &out("set_flags"), &["--init-jitter", "2", "--adapt", "stan"]);
    assert!(
        same_arrays(&out("set_flags"), &out("plain")),
        "a flag wins over the constant"
    );
    // A dense metric with the model's ADAPT = "nutpie" is refused, naming both.
    let nutpie = dir.path().join("eight_schools_nutpie.py");
    std::fs::write(&nutpie, format!("{source}\nADAPT = \"nutpie\"\n")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .arg("sample")
        .arg(&nutpie)
        .arg("--data")
        .arg(root().join("examples/models/eight_schools.json"))
        .args(["--dense-mass", "--quiet", "-o"])
        .arg(out("refused"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{stderr}");
    assert!(
        stderr.contains("ADAPT = \"nutpie\" adapts a diagonal metric"),
        "{stderr}"
    );
}

#[test]
fn init_optimize_is_the_flags_default_and_needs_stans_warmup() {
    let dir = tempfile::tempdir().unwrap();
    let plain = root().join("examples/models/eight_schools.py");
    let source = std::fs::read_to_string(&plain).unwrap();
    let set = dir.path().join("eight_schools_optimize.py");
    std::fs::write(&set, format!("{source}\nINIT_OPTIMIZE = 40\nADAPT = \"stan\"\n")).unwrap();
    let out = |name: &str| dir.path().join(format!("{name}.npz"));
    sample(&set, &out("set"), &[]);
    sample(&plain, &out("flags"), &["--init-optimize", "40", "--adapt", "stan"]);
    sample(&plain, &out("plain"), &["--adapt", "stan"]);
    assert!(same_arrays(&out("set"), &out("flags")), "the constant acts as the flag");
    assert!(!same_arrays(&out("set"), &out("plain")), "the constant changes the run");
    sample(&set, &out("off"), &["--init-optimize", "0"]);
    assert!(
        same_arrays(&out("off"), &out("plain")),
        "--init-optimize 0 wins over the constant"
    );
    // nutpie's warmup refuses it, naming the flag or the constant.
    let refused = |model: &Path, flags: &[&str], named: &str| {
        let o = run(model, &out("refused"), flags);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{stderr}");
        assert!(stderr.contains(named) && stderr.contains("--adapt stan"), "{stderr}");
    };
    refused(
        &plain,
        &["--init-optimize", "5", "--adapt", "nutpie"],
        "--init-optimize 5 starts the chains at local maxima",
    );
    refused(&set, &["--adapt", "nutpie"], "its INIT_OPTIMIZE = 40 starts the chains");
    // A constant that is no count of iterations is an error at the constant.
    for bad in [
        "INIT_OPTIMIZE = -1",
        "INIT_OPTIMIZE = 2.5",
        "INIT_OPTIMIZE = True",
        "INIT_OPTIMIZE = \"yes\"",
    ] {
        let model = dir.path().join("bad.py");
        std::fs::write(&model, format!("{source}\n{bad}\n")).unwrap();
        let o = run(&model, &out("bad"), &[]);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && stderr.contains("INIT_OPTIMIZE"),
            "{bad}: {stderr}"
        );
    }
}

#[test]
fn target_accept_and_max_depth_are_the_flags_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let plain = root().join("examples/models/eight_schools.py");
    let source = std::fs::read_to_string(&plain).unwrap();
    let set = dir.path().join("eight_schools_tuned.py");
    std::fs::write(&set, format!("{source}\nTARGET_ACCEPT = 0.95\nMAX_DEPTH = 4\n")).unwrap();
    let out = |name: &str| dir.path().join(format!("{name}.npz"));
    sample(&set, &out("set"), &[]);
    sample(&plain, &out("flags"), &["--target-accept", "0.95", "--max-depth", "4"]);
    sample(&plain, &out("plain"), &[]);
    assert!(
        same_arrays(&out("set"), &out("flags")),
        "the constants act as the flags"
    );
    assert!(!same_arrays(&out("set"), &out("plain")), "the constants change the run");
    sample(
        &set,
        &out("set_flags"),
        &["--target-accept", "0.8", "--max-depth", "10"],
    );
    assert!(
        same_arrays(&out("set_flags"), &out("plain")),
        "the flags win over the constants"
    );
    // A constant out of its range is an error at the constant, naming it.
    for (bad, named) in [
        (
            "TARGET_ACCEPT = 1.0",
            "TARGET_ACCEPT = 1`: `TARGET_ACCEPT` is a number strictly between 0 and 1",
        ),
        ("TARGET_ACCEPT = 0", "strictly between 0 and 1"),
        ("TARGET_ACCEPT = \"high\"", "TARGET_ACCEPT"),
        (
            "MAX_DEPTH = 17",
            "`MAX_DEPTH = 17`: `MAX_DEPTH` is an integer from 1 to 16",
        ),
        ("MAX_DEPTH = 0", "from 1 to 16"),
        ("MAX_DEPTH = 8.0", "MAX_DEPTH"),
    ] {
        let model = dir.path().join("bad.py");
        std::fs::write(&model, format!("{source}\n{bad}\n")).unwrap();
        let o = run(&model, &out("bad"), &[]);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success() && stderr.contains(named), "{bad}: {stderr}");
    }
}

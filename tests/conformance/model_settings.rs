//! A model's `INIT_JITTER` and `ADAPT` constants are the defaults of
//! `--init-jitter` and `--adapt` for it: a run of a model that sets them
//! is the run of the model without them given the flags, bit for bit,
//! and a flag given wins over the constant.

use super::harness::root;
use std::path::Path;
use std::process::Command;

/// Samples `model` (eight schools' data) with `flags`; returns the .npz.
fn sample(model: &Path, out: &Path, flags: &[&str]) {
    let data = root().join("examples/models/eight_schools.json");
    let o = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .arg("sample")
        .arg(model)
        .arg("--data")
        .arg(&data)
        .args(["--chains", "2", "--warmup", "60", "--draws", "20", "--quiet", "-o"])
        .arg(out)
        .args(flags)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
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
    std::fs::write(&set, format!("{source}\nINIT_JITTER = 0.5\nADAPT = \"stan\"\n")).unwrap();
    let out = |name: &str| dir.path().join(format!("{name}.npz"));
    sample(&set, &out("set"), &[]);
    sample(&plain, &out("flags"), &["--init-jitter", "0.5", "--adapt", "stan"]);
    sample(&plain, &out("plain"), &[]);
    assert!(
        same_arrays(&out("set"), &out("flags")),
        "the constants act as the flags"
    );
    assert!(!same_arrays(&out("set"), &out("plain")), "the constants change the run");
    // Flags given win over the constants.
    sample(&set, &out("set_flags"), &["--init-jitter", "2", "--adapt", "nutpie"]);
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

//! The IRs' JSON forms round-trip, their text forms are stable (golden
//! files under tests/golden; regenerate with UPDATE_GOLDEN=1), and every
//! conformance program verifies at both stages.

use super::conformance::PROGRAMS;
use super::harness::{load, root};
use autobatch_compiler::ir::{f, p};

/// Parsing a program's JSON gives the same program: compared through the
/// JSON again (and the text form), since a NaN constant is unequal to
/// itself.
#[test]
fn json_round_trips_for_every_program() {
    for name in PROGRAMS {
        let l = load(name);
        let json = l.compiled.ir_f.to_json();
        let ir_f = f::Program::from_json(&json).expect("IR-F JSON parses");
        assert_eq!(ir_f.to_json(), json, "{name}: IR-F");
        assert_eq!(ir_f.to_string(), l.compiled.ir_f.to_string(), "{name}: IR-F text");
        f::verify(&ir_f).expect("verifies");
        let json = l.compiled.ir_p.to_json();
        let ir_p = p::Program::from_json(&json).expect("IR-P JSON parses");
        assert_eq!(ir_p.to_json(), json, "{name}: IR-P");
        assert_eq!(ir_p.to_string(), l.compiled.ir_p.to_string(), "{name}: IR-P text");
        p::verify(&ir_p).expect("verifies");
    }
}

fn golden(name: &str, actual: &str) {
    let path = root().join("tests/golden").join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().expect("dir")).expect("mkdir");
        std::fs::write(&path, actual).expect("write golden");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing {}: run with UPDATE_GOLDEN=1", path.display()));
    assert_eq!(
        expected, actual,
        "{name} changed; if intended, rerun with UPDATE_GOLDEN=1"
    );
}

#[test]
fn golden_text_forms() {
    for name in [
        "fib",
        "even_odd",
        "iota_sum",
        "pea_nuts",
        "for_loops",
        "fill_squares",
        "slices",
        "keywords",
        "grad_scalar",
        "grad_recursion",
    ] {
        let l = load(name);
        golden(&format!("{name}.f.ir"), &l.compiled.ir_f.to_string());
        golden(&format!("{name}.p.ir"), &l.compiled.ir_p.to_string());
    }
}

#[test]
fn non_finite_constants_round_trip() {
    let src = "from autobatch import *\n\ndef f(x: f64, y: f32) -> f64:\n    return x + 1e400 - 1e400 + f64(y * f32(-1e300))\n";
    let c = autobatch_compiler::driver::compile_source(src, "inf.py", "f").expect("compiles");
    let json = c.ir_f.to_json();
    assert!(json.contains("\"inf\""), "{json}");
    let back = f::Program::from_json(&json).expect("parses");
    assert_eq!(back.to_string(), c.ir_f.to_string());
    let back = p::Program::from_json(&c.ir_p.to_json()).expect("parses");
    assert_eq!(back.to_string(), c.ir_p.to_string());
}

//! A library bound to a model file (`autobatch.model`, `model.rs`).

use super::run;
use crate::frontend::{build_with_model, Diagnostic, Library};
use autobatch_runtime::{DType, Tensor, TensorData, Value};
use std::sync::Arc;

const MODEL: &str = "\
from autobatch import *

def log_density(theta: f64[2], mu: Shared[f64[2]], scale: Shared[f64]) -> f64:
    d = theta - mu
    return -0.5 * dot(d, d) / scale
";

const LIBRARY: &str = "\
from autobatch import *
from autobatch.model import log_density, Theta, Float, D, Data

SIZE = 3

def step(theta: Theta, eps: Float, *data: Data) -> tuple[Float, Theta]:
    lp, g = value_and_grad(log_density, theta, *data)
    return lp, theta + eps * g

def run(theta: Theta, *data: Data) -> tuple[Float, Float[SIZE, D]]:
    rows = zeros((SIZE, D), Float)
    lp = Float(0.0)
    for i in range(SIZE):
        lp, theta = step(theta, Float(0.5), *data)
        rows[i] = theta
    return lp, rows
";

fn library(source: &str) -> Library<'_> {
    Library {
        source,
        file: "lib.py",
        namespace: "lib",
        dense: false,
        per_member_data: false,
        loop_limit: None,
    }
}

fn vector(values: &[f64]) -> Value {
    Value::Tensor(Arc::new(Tensor {
        shape: vec![values.len()],
        data: TensorData::F64(values.to_vec()),
    }))
}

#[test]
fn a_library_runs_on_the_model_it_is_bound_to() {
    let p = build_with_model(MODEL, "model.py", &library(LIBRARY), "run").unwrap_or_else(|d| panic!("{}", d.render()));
    let entry = p.entry_function();
    assert_eq!(entry.name, "lib.run");
    let params: Vec<(&str, bool)> = (entry.params.iter())
        .map(|q| (entry.vars[q.var].name.as_str(), q.shared))
        .collect();
    assert_eq!(params, [("theta", false), ("data.mu", true), ("data.scale", true)]);
    // theta halves its distance to mu at each step of 0.5 (scale 1).
    let out = run(
        &p,
        "lib.run",
        vec![vector(&[4.0, 0.0]), vector(&[0.0, 8.0]), Value::F64(1.0)],
    );
    let rows = match &out[1] {
        Value::Tensor(t) if t.data.dtype() == DType::F64 => t.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(rows.shape, [3, 2]);
    assert_eq!(rows.data, TensorData::F64(vec![2.0, 4.0, 1.0, 6.0, 0.5, 7.0]));
    assert_eq!(out[0], Value::F64(-2.5));
}

#[test]
fn data_per_member_binds_the_data_batched_and_computes_the_same() {
    // A helper taking the data `Shared` too: stripped alike, so the call
    // from log_density still type-checks.
    let model = MODEL.replace("return -0.5 * dot(d, d) / scale", "return half(d, scale)")
        + "\ndef half(d: f64[2], scale: Shared[f64]) -> f64:\n    return -0.5 * dot(d, d) / scale\n";
    let per_member = Library {
        per_member_data: true,
        ..library(LIBRARY)
    };
    let p = build_with_model(&model, "model.py", &per_member, "run").unwrap_or_else(|d| panic!("{}", d.render()));
    let entry = p.entry_function();
    let params: Vec<(&str, bool)> = (entry.params.iter())
        .map(|q| (entry.vars[q.var].name.as_str(), q.shared))
        .collect();
    assert_eq!(params, [("theta", false), ("data.mu", false), ("data.scale", false)]);
    let shared =
        build_with_model(&model, "model.py", &library(LIBRARY), "run").unwrap_or_else(|d| panic!("{}", d.render()));
    let args = || vec![vector(&[4.0, 0.0]), vector(&[0.0, 8.0]), Value::F64(2.0)];
    assert_eq!(run(&p, "lib.run", args()), run(&shared, "lib.run", args()));
    // The model is checked as written: data must still be declared Shared.
    let batched = MODEL.replace("scale: Shared[f64]", "scale: f64");
    let d = build_with_model(&batched, "model.py", &per_member, "run").unwrap_err();
    assert!(d.message.contains("declare it `Shared[...]`"), "{}", d.message);
}

#[test]
fn the_model_and_the_library_share_no_names() {
    // The model's own `step` and `SIZE` do not clash with the library's.
    let model = format!("{MODEL}\nSIZE = 7\n\ndef step(x: f64) -> f64:\n    return x\n");
    let p = build_with_model(&model, "model.py", &library(LIBRARY), "run").unwrap_or_else(|d| panic!("{}", d.render()));
    assert!(p.function_named("step").is_some() && p.function_named("lib.step").is_some());
}

/// `d` is an error of model.py at `line_col` whose message has `msg`.
fn assert_in_model(d: &Diagnostic, msg: &str, line_col: (usize, usize)) {
    assert_eq!(
        (d.file.as_str(), d.line_col()),
        ("model.py", Some(line_col)),
        "{}",
        d.render()
    );
    assert!(d.message.contains(msg), "{}", d.message);
}

#[test]
fn errors_point_into_the_file_they_concern() {
    let no_density = "def f(x: f64) -> f64:\n    return x\n";
    let d = build_with_model(no_density, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert_eq!(d.file, "model.py");
    assert!(d.message.contains("defines no function `log_density`"), "{}", d.message);

    let ints = MODEL.replace("theta: f64[2]", "theta: i64[2]");
    let d = build_with_model(&ints, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert_in_model(&d, "float scalar, vector or matrix", (3, 17));

    let batched = MODEL.replace("scale: Shared[f64]", "scale: f64");
    let d = build_with_model(&batched, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert!(d.message.contains("declare it `Shared[...]`"), "{}", d.message);
    assert_eq!(d.line_col(), Some((3, 52)), "{}", d.render());

    // The model's operation without a derivative is the model's error, at
    // its line, though `value_and_grad` is called in the library.
    let not_differentiable = MODEL.replace("return -0.5 * dot(d, d) / scale", "return prod(d) / scale");
    let d = build_with_model(&not_differentiable, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert_in_model(&d, "`prod` cannot be differentiated", (5, 12));

    // The library differentiates `log_density` and keeps using `theta`:
    // the model may not update it in place.
    let updating = MODEL.replace("    d = theta - mu\n", "    theta[0] = 0.0\n    d = theta - mu\n");
    let d = build_with_model(&updating, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert_in_model(&d, "`log_density` is called by autobatch's sampler", (3, 17));

    let broken = LIBRARY.replace("rows[i] = theta", "rows[i] = undefined_name");
    let d = build_with_model(MODEL, "model.py", &library(&broken), "run").unwrap_err();
    assert_eq!(
        (d.file.as_str(), d.line_col()),
        ("lib.py", Some((15, 19))),
        "{}",
        d.render()
    );
}

#[test]
fn only_a_library_imports_the_model() {
    let d = super::error("from autobatch.model import log_density\n\ndef f(x: f64) -> f64:\n    return x\n");
    assert!(
        d.message.contains("compile this file with `--model MODEL.py`"),
        "{}",
        d.message
    );
}

/// A model of named, constrained parameters, for the adapter's tests.
const NAMED: &str = "\
from autobatch import *

LOW = -1.0

def log_density(mu: f64, tau: Positive[f64], p: Bounded[f64, LOW, 1.0], L: CholeskyCorr[f64[3, 3]], y: Shared[f64]) -> f64:
    return -0.5 * (mu * mu + tau + p + sum(L)) + y
";

#[test]
fn named_parameters_reach_the_library_through_the_adapter() {
    // D = 1 + 1 + 1 + 3 free coordinates; the library sees the flat form.
    let p = build_with_model(NAMED, "model.py", &library(LIBRARY), "run").unwrap_or_else(|d| panic!("{}", d.render()));
    assert!(p.function_named("model.log_density").is_some());
    assert!(p.function_named("model.constrain").is_some() && p.function_named("model.unconstrain").is_some());
    let params = crate::frontend::model_outline(NAMED, "model.py")
        .unwrap_or_else(|d| panic!("{}", d.render()))
        .parameters;
    let names: Vec<(&str, usize)> = params.iter().map(|q| (q.name.as_str(), q.free())).collect();
    assert_eq!(names, [("mu", 1), ("tau", 1), ("p", 1), ("L", 3)]);
    use crate::frontend::constraint::Constraint;
    assert_eq!(params[2].constraint, Some(Constraint::Bounded(-1.0, 1.0)));
}

#[test]
fn constraint_errors_name_the_fix() {
    let cases = [
        (
            "tau: Positive[f64]",
            "tau: Bounded[f64, 1.0, 0.0]",
            "lower bound below its upper",
        ),
        ("tau: Positive[f64]", "tau: Lower[f64]", "write `Lower[f64, bound]`"),
        ("tau: Positive[f64]", "tau: Lower[f64, inf]", "a bound must be finite"),
        ("tau: Positive[f64]", "tau: Lower[f64, y]", "a bound is a number"),
        ("tau: Positive[f64]", "tau: Simplex[f64]", "a vector of at least 2"),
        ("tau: Positive[f64]", "tau: Positive[i64]", "float scalar or tensor"),
        (
            "L: CholeskyCorr[f64[3, 3]]",
            "L: CholeskyCorr[f64[3, 2]]",
            "a square matrix",
        ),
        ("L: CholeskyCorr[f64[3, 3]]", "L: CholeskyCorr[f64[1, 1]]", "K >= 2"),
        ("mu: f64", "mu: f32", "share one float type"),
    ];
    for (from, to, message) in cases {
        let model = NAMED.replace(from, to);
        let d = build_with_model(&model, "model.py", &library(LIBRARY), "run").unwrap_err();
        assert_eq!(d.file, "model.py");
        assert!(d.message.contains(message), "{to}: {}", d.message);
    }
    // Anywhere but log_density's parameters, a constraint says to write
    // the plain type.
    let elsewhere = format!("{NAMED}\ndef f(x: Positive[f64]) -> f64:\n    return x\n");
    let d = build_with_model(&elsewhere, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert!(d.message.contains("write the type itself"), "{}", d.message);
    let ret = format!("{NAMED}\ndef g(x: f64) -> Positive[f64]:\n    return x\n");
    let d = build_with_model(&ret, "model.py", &library(LIBRARY), "run").unwrap_err();
    assert!(d.message.contains("write the type itself"), "{}", d.message);
}

#[test]
fn generated_quantities_follow_the_contract() {
    let gq = "\nGENERATED = (\"y_rep\", \"p_sq\")\n\ndef generated_quantities(mu: f64, tau: Positive[f64], p: Bounded[f64, LOW, 1.0], L: CholeskyCorr[f64[3, 3]], y: Shared[f64], key: i64) -> tuple[f64, f64]:\n    return normal_rng(key, mu, tau), p * p\n";
    let model = format!("{NAMED}{gq}");
    let outline = crate::frontend::model_outline(&model, "model.py").unwrap_or_else(|d| panic!("{}", d.render()));
    let names: Vec<&str> = outline.generated.iter().map(|q| q.name.as_str()).collect();
    assert_eq!(names, ["y_rep", "p_sq"]);
    let generate = "\
from autobatch import *
from autobatch.model import generated, Theta, Data, Generated

def generate(theta: Theta, key: i64, *data: Data) -> Generated:
    return generated(theta, *data, key)
";
    let p = build_with_model(&model, "model.py", &library(generate), "generate")
        .unwrap_or_else(|d| panic!("{}", d.render()));
    assert!(p.function_named("model.generated").is_some());

    let cases = [
        (
            gq.replace("GENERATED = (\"y_rep\", \"p_sq\")", ""),
            "needs the module constant `GENERATED`",
        ),
        (gq.replace("\"p_sq\")", "\"p_sq\", \"z\")"), "names 3 value(s)"),
        (gq.replace("\"p_sq\")", "\"mu\")"), "a parameter's name"),
        (gq.replace("\"p_sq\")", "\"p sq\")"), "not an identifier"),
        (gq.replace(", key: i64)", ")"), "then the random key"),
        (
            gq.replace("tau: Positive[f64], p", "tau: f64, p"),
            "`tau` must be annotated as in `log_density`",
        ),
        (gq.replace("key: i64", "key: f64"), "the random key is `key: i64`"),
        (
            "\nGENERATED = \"y_rep\"\n".to_string(),
            "defines no `generated_quantities`",
        ),
        // A number names nothing: refused with or without the function.
        (
            "\nGENERATED = 5\n".to_string(),
            "`GENERATED` names the generated quantities, as strings",
        ),
        (
            gq.replace("GENERATED = (\"y_rep\", \"p_sq\")", "GENERATED = 5"),
            "`GENERATED` names the generated quantities, as strings",
        ),
    ];
    for (text, message) in cases {
        let d = crate::frontend::model_outline(&format!("{NAMED}{text}"), "model.py").unwrap_err();
        assert!(d.message.contains(message), "{message}: {}", d.message);
    }
}

#[test]
fn a_model_sets_its_initial_radius_and_warmup() {
    let outline = |text: &str| crate::frontend::model_outline(&format!("{NAMED}{text}"), "model.py");
    let plain = outline("").unwrap_or_else(|d| panic!("{}", d.render()));
    assert_eq!((plain.init_jitter, plain.adapt), (None, None));
    let set = outline("\nINIT_JITTER = 1.0\nADAPT = \"stan\"\n").unwrap_or_else(|d| panic!("{}", d.render()));
    assert_eq!((set.init_jitter, set.adapt.as_deref()), (Some(1.0), Some("stan")));
    let zero = outline("\nINIT_JITTER = 0\nADAPT = \"nutpie\"\n").unwrap_or_else(|d| panic!("{}", d.render()));
    assert_eq!((zero.init_jitter, zero.adapt.as_deref()), (Some(0.0), Some("nutpie")));
    let cases = [
        (
            "\nINIT_JITTER = -1.0\n",
            "`INIT_JITTER = -1`: the initial points' radius is a finite number >= 0",
        ),
        // Not 301 digits.
        (
            "\nINIT_JITTER = -1e300\n",
            "`INIT_JITTER = -1e300`: the initial points' radius",
        ),
        ("\nINIT_JITTER = True\n", "`INIT_JITTER` is a number"),
        ("\nINIT_JITTER = \"1\"\n", "`INIT_JITTER` is a number"),
        (
            "\nADAPT = \"windowed\"\n",
            "`ADAPT` names the warmup: `ADAPT = \"stan\"` or",
        ),
        ("\nADAPT = (\"stan\", \"nutpie\")\n", "`ADAPT` names the warmup"),
        ("\nADAPT = 1\n", "`ADAPT` names the warmup"),
    ];
    for (text, message) in cases {
        let d = outline(text).unwrap_err();
        assert!(d.message.contains(message), "{text}: {}", d.message);
    }
}

//! The fuzzer's `model` target (see `fuzz.rs`): mutated model files
//! through `SamplerProgram::compile`, what `autobatch sample` (and
//! `autobatch check` of a model) builds: the model bound to the sampler,
//! differentiated, lowered and verified. A model the compiler accepts
//! must never give IR its own verifier refuses ("internal error"), as the
//! gradient through the constant `nan` once did.

use super::fuzz::{campaign, mutate_source, on_big_stack};
use super::harness::root;
use autobatch::sample::program::SamplerProgram;
use rand::rngs::StdRng;
use rand::Rng;

/// Terms of the first parameter `P` that mutations add to the log density:
/// NaN and infinite constants, kinks, branches, integer-valued float ops.
const TERMS: &[&str] = &[
    "nan * P[0]",
    "P[0] / nan",
    "float(\"nan\") * P[0]",
    "P[0] * float(\"inf\")",
    "inf * P[0]",
    "-inf",
    "nan",
    "0.0 * P[0]",
    "-0.0 * P[0]",
    "exp(P[0])",
    "log(abs(P[0]) + 1.0)",
    "sqrt(abs(P[0]))",
    "abs(P[0])",
    "P[0] ** 3",
    "P[0] ** 0.5",
    "sum(P * P)",
    "max(P[0], 0.0)",
    "min(P[0], nan)",
    "where(P[0] > 0.0, P[0], 2.0 * P[0])",
    "logsumexp(P)",
    "tanh(P[0])",
    "stop_gradient(P[0])",
    "P[0] // 1.0",
    "P[0] % 2.0",
    "(P[0] if P[0] > 0.0 else nan)",
    "dot(P, P)",
    "P[-1]",
];

const OPS: &[&str] = &[" + ", " - ", " * ", " / "];

/// The model files the fuzzer starts from.
fn model_seeds() -> Vec<String> {
    let mut seeds = Vec::new();
    for dir in ["examples/models", "tests/sample"] {
        let entries = std::fs::read_dir(root().join(dir)).expect("model directory");
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "py") {
                if let Ok(text) = std::fs::read_to_string(e.path()) {
                    if text.contains("def log_density(") {
                        seeds.push(text);
                    }
                }
            }
        }
    }
    seeds.sort();
    seeds
}

/// The name of `log_density`'s first parameter in `text`.
fn parameter(text: &str) -> Option<String> {
    let after = text.split("def log_density(").nth(1)?;
    let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    (!name.is_empty()).then_some(name)
}

/// A model mutation: a term of the parameters added to a `return` of the
/// log density, or assigned (under a branch) before it; else the
/// frontend's text mutations.
fn mutate_model(rng: &mut StdRng, seeds: &[String]) -> String {
    let base = &seeds[rng.random_range(0..seeds.len())];
    let Some(p) = parameter(base) else {
        return mutate_source(rng, seeds);
    };
    if rng.random_range(0..4) == 0 {
        return mutate_source(rng, seeds);
    }
    let mut lines: Vec<String> = base.lines().map(String::from).collect();
    let returns: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].trim_start().starts_with("return ") && lines[i].starts_with("    "))
        .collect();
    let Some(&at) = returns.get(rng.random_range(0..returns.len().max(1))) else {
        return mutate_source(rng, seeds);
    };
    for _ in 0..rng.random_range(1..=3) {
        let term = TERMS[rng.random_range(0..TERMS.len())].replace('P', &p);
        let op = OPS[rng.random_range(0..OPS.len())];
        let line = &lines[at];
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        let expr = line.trim_start().trim_start_matches("return ").to_string();
        if rng.random_bool(0.5) {
            lines[at] = format!("{indent}return ({expr}){op}({term})");
        } else {
            let extra = format!(
                "{indent}fz = {term}\n{indent}if {p}[0] > 0.0:\n{indent}    fz = fz{op}{term}\n{indent}return ({expr}) + fz"
            );
            lines[at] = extra;
        }
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn fuzz_model() {
    let seeds = model_seeds();
    assert!(seeds.len() >= 5, "model seeds: {}", seeds.len());
    campaign(
        "model",
        |rng| mutate_model(rng, &seeds).into_bytes(),
        |input| {
            let text = String::from_utf8_lossy(input).into_owned();
            on_big_stack(|| {
                if let Err(e) = SamplerProgram::compile(&text, "model.py", false) {
                    let message = e.to_string();
                    assert!(!message.contains("internal error"), "{message}");
                }
            });
        },
    );
}

//! Why a chain stopped, said in the model's terms: the model's own fault
//! (an assertion, with its line and message; an index out of range; a
//! stack too shallow for its loops), or what the sampler found about the
//! posterior (no finite initial point, and why; a step size that grows
//! without bound or shrinks to 0; a dense metric that is not positive
//! definite; a log density of +inf), always with the chain and the
//! transition. The sampler reports the latter through its `failure`
//! output (nuts.py's `FAIL_` codes), never by failing an assertion, so
//! an `assertion_failed` status is always the model's.

use crate::Error;
use crate::Settings;
use autobatch_runtime::AssertSite;
use autobatch_runtime::Status;

/// What the messages need to know of the model.
pub struct ModelFacts<'a> {
    pub file: &'a str,
    pub asserts: &'a [AssertSite],
    pub max_stack_depth: usize,
    /// After a `stack_overflow`: the failing call replayed with deeper
    /// stacks.
    pub deeper: Option<Deeper>,
    /// And which stack overflowed in the replay, said in the model's
    /// terms (`the values of \`s\` in \`log_density\``).
    pub stack: Option<String>,
}

/// What a replay of a call that overflowed its stacks found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deeper {
    /// It finishes with stacks this deep.
    Enough(usize),
    /// It overflows even stacks this deep.
    NotEnough(usize),
}

/// Where in its run a chain stopped with a status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultAt {
    /// While finding its initial point and step size, before transition 0.
    Start,
    /// In this transition.
    Transition(usize),
    /// In one of the transitions of a call, `first..=last` (where the
    /// replay that finds the transition did not reproduce the fault).
    Call(usize, usize),
}

/// nuts.py's `FAIL_` codes.
const FAIL_INIT: i64 = 1;
const FAIL_INIT_GRADIENT: i64 = 2;
const FAIL_STEP_SIZE_GROWS: i64 = 3;
const FAIL_STEP_SIZE_ZERO: i64 = 4;
const FAIL_METRIC: i64 = 5;
const FAIL_DENSITY_INF: i64 = 6;

/// Stan's services try this many initial points (nuts.py's INIT_TRIES).
const INIT_TRIES: usize = 100;

/// "transition 212 (warmup)" or "transition 1212 (draw 212)".
fn transition(k: usize, settings: &Settings) -> String {
    if k < settings.warmup {
        format!("transition {k} (warmup)")
    } else {
        format!("transition {k} (draw {})", k - settings.warmup)
    }
}

/// The sampler's `failure` of `chain` in transition `k`.
pub fn sampler_failure(code: i64, value: f64, chain: usize, k: usize, settings: &Settings) -> Error {
    let starting = settings.init.is_some() || settings.init_jitter == 0.0;
    let at = if k == 0 && matches!(code, FAIL_INIT | FAIL_INIT_GRADIENT) {
        format!("chain {chain} cannot start")
    } else {
        format!("chain {chain} stopped in {}", transition(k, settings))
    };
    let why = match code {
        FAIL_INIT => {
            let tries = if starting {
                "at the initial point --init gives".to_string()
            } else {
                format!(
                    "at any of {INIT_TRIES} initial points drawn uniformly in (-{j}, {j}) (--init-jitter)",
                    j = shown(settings.init_jitter)
                )
            };
            let first = if value.is_nan() {
                "NaN: check the data for NaN and the model for 0 * inf, inf - inf or a log of a negative number"
            } else if value == f64::INFINITY {
                "+inf: a log density must be finite (a division by zero, a log of 0 in a denominator?)"
            } else {
                "-inf: the points lie outside the model's support (give --init inside it, or a smaller --init-jitter)"
            };
            format!("the log density is not finite {tries}; the first was {first}")
        }
        FAIL_INIT_GRADIENT => format!(
            "the log density is finite at the initial point but its gradient is not (an element is {}): \
             the model is not differentiable there (a sqrt or pow at 0, an abs at a kink?)",
            float(value)
        ),
        FAIL_STEP_SIZE_GROWS => format!(
            "the step size heuristic doubled the step size to {} and every step was still accepted: the posterior looks improper \
             (a parameter without a proper prior, or a log density that does not fall off)",
            float(value)
        ),
        FAIL_STEP_SIZE_ZERO => format!(
            "the step size heuristic halved the step size to 0 (log density at the point {}): \
             the log density is not continuous there, or changes too fast for any step",
            float(value)
        ),
        FAIL_METRIC => format!(
            "the dense metric adapted in warmup is not positive definite (a pivot of its Cholesky factor is {}): \
             drop --dense-mass, or run a longer warmup",
            float(value)
        ),
        FAIL_DENSITY_INF => "the log density is +inf at a point of the trajectory: a log density must be finite \
             (a division by zero, a log of 0 in a denominator?)"
            .to_string(),
        other => format!("internal error: the sampler stopped with failure code {other}"),
    };
    Error::Usage(format!("{at}: {why}"))
}

/// `x` as a message shows it: Rust's shortest digits, in exponent form
/// where they would run long (`1e300`, not 301 digits).
fn shown(x: f64) -> String {
    if x.is_finite() && x != 0.0 && !(1e-4..1e16).contains(&x.abs()) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

fn float(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.into()
    } else {
        format!("{x:e}")
    }
}

/// A chain that stopped with a failing `status` where `at` says.
pub fn status_failure(status: Status, chain: usize, at: FaultAt, settings: &Settings, model: &ModelFacts) -> Error {
    let when = match at {
        FaultAt::Start => "its start (finding its initial point and step size, before transition 0)".to_string(),
        FaultAt::Transition(k) => transition(k, settings),
        FaultAt::Call(first, last) if first == last => transition(first, settings),
        FaultAt::Call(first, last) => format!(
            "one of the transitions {first} to {last}{}",
            phase(first, last, settings)
        ),
    };
    let at = format!("chain {chain} stopped with `{}` in {when}", status.code());
    let why = match status {
        Status::AssertionFailed => model_assertion(model),
        Status::StackOverflow => stack_overflow(model),
        Status::IndexOutOfBounds => format!("`log_density` in {} indexed an array out of its bounds", model.file),
        Status::DivisionByZero => format!("`log_density` in {} divided an integer by zero", model.file),
        Status::ValueError => format!(
            "`log_density` in {} did what Python refuses with ValueError (a `math` function outside its domain, \
             a `round` of NaN, a negative shift, a `range` step of 0)",
            model.file
        ),
        Status::OverflowError => format!(
            "`log_density` in {} did what Python refuses with OverflowError (a `math.exp` or `math.pow` whose \
             result overflows, a `round` of an infinity): use autobatch's `exp`, `**`, ..., which give inf",
            model.file
        ),
        // Only the generated quantities' loops carry the guard.
        Status::Ok | Status::LoopLimit => "internal error: reported as a failure".into(),
    };
    Error::Usage(format!("{at}: {why}"))
}

fn stack_overflow(model: &ModelFacts) -> String {
    let need = format!(
        "the tree recursion and the values the gradient keeps of the model's loops and recursion (one entry per \
         iteration) need stacks deeper than {} entries (--max-stack-depth, or the most the automatic growth builds)",
        model.max_stack_depth
    );
    let advice = match model.deeper {
        Some(Deeper::Enough(depth)) => format!(
            "{need}; replayed on the VM, the same transitions finish with {depth}: rerun with --max-stack-depth {depth} \
             (memory grows with the depth times the chains)"
        ),
        Some(Deeper::NotEnough(depth)) => format!(
            "{need}; replayed on the VM they overflow {depth} entries too: the depth grows without bound, so more \
             depth will not help. Look for a loop or recursion in `log_density` that does not end (`while True` \
             without a reachable `break`, a recursion without a base case)"
        ),
        None => format!("{need}: raise --max-stack-depth (or lower --max-depth)"),
    };
    match &model.stack {
        Some(stack) => format!("{advice} (the stack that overflowed holds {stack})"),
        None => advice,
    }
}

fn phase(first: usize, last: usize, settings: &Settings) -> &'static str {
    if last < settings.warmup {
        " (warmup)"
    } else if first >= settings.warmup {
        " (draws)"
    } else {
        ""
    }
}

/// The model's assertion, by its line and message: the only one there
/// is, or the list of candidates (the status does not say which).
fn model_assertion(model: &ModelFacts) -> String {
    let site = |a: &AssertSite| {
        let message = a.message.as_ref().map_or_else(String::new, |m| format!(": {m:?}"));
        format!("{}:{}: `assert {}`{message}", model.file, a.line, a.test)
    };
    match model.asserts {
        [] => "an assertion of the model failed".into(),
        [one] => format!("the model's assertion failed, {}", site(one)),
        many => {
            let list: Vec<String> = many.iter().map(site).collect();
            format!(
                "one of the model's assertions failed (the compiled run reports that an assertion failed, not which): {}",
                list.join("; ")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The codes and the count of tries are nuts.py's, read from its
    /// source (the sampler the binary embeds).
    #[test]
    fn the_constants_are_the_samplers() {
        let value = |name: &str| -> i64 {
            let line = (include_str!("../../python/autobatch/nuts.py").lines())
                .find_map(|l| l.strip_prefix(&format!("{name} = ")))
                .unwrap_or_else(|| panic!("nuts.py defines no {name}"));
            line.trim().parse().expect("an integer")
        };
        assert_eq!(value("INIT_TRIES"), INIT_TRIES as i64);
        for (name, code) in [
            ("FAIL_INIT", FAIL_INIT),
            ("FAIL_INIT_GRADIENT", FAIL_INIT_GRADIENT),
            ("FAIL_STEP_SIZE_GROWS", FAIL_STEP_SIZE_GROWS),
            ("FAIL_STEP_SIZE_ZERO", FAIL_STEP_SIZE_ZERO),
            ("FAIL_METRIC", FAIL_METRIC),
            ("FAIL_DENSITY_INF", FAIL_DENSITY_INF),
        ] {
            assert_eq!(value(name), code, "{name}");
        }
    }

    fn settings() -> Settings {
        Settings {
            warmup: 100,
            draws: 100,
            ..Settings::default()
        }
    }

    #[test]
    fn the_models_assertion_is_named_with_its_message() {
        let asserts = [AssertSite {
            line: 7,
            test: "theta[0] < 10.0".into(),
            message: Some("theta0 too large".into()),
        }];
        let model = ModelFacts {
            file: "m.py",
            asserts: &asserts,
            max_stack_depth: 64,
            deeper: None,
            stack: None,
        };
        let e = status_failure(Status::AssertionFailed, 2, FaultAt::Transition(37), &settings(), &model).to_string();
        assert_eq!(
            e,
            "chain 2 stopped with `assertion_failed` in transition 37 (warmup): \
             the model's assertion failed, m.py:7: `assert theta[0] < 10.0`: \"theta0 too large\""
        );
        assert!(!e.contains("sampler's checks"));
        let e = status_failure(Status::AssertionFailed, 2, FaultAt::Call(75, 99), &settings(), &model).to_string();
        assert!(e.contains("in one of the transitions 75 to 99 (warmup)"), "{e}");
        let e = status_failure(Status::ValueError, 0, FaultAt::Start, &settings(), &model).to_string();
        assert!(e.starts_with("chain 0 stopped with `value_error` in its start"), "{e}");
    }

    #[test]
    fn initial_point_failures_say_what_the_first_try_found() {
        let s = settings();
        let e = sampler_failure(FAIL_INIT, f64::NAN, 0, 0, &s).to_string();
        assert!(
            e.starts_with("chain 0 cannot start") && e.contains("100 initial points") && e.contains("NaN"),
            "{e}"
        );
        let e = sampler_failure(FAIL_INIT, f64::NEG_INFINITY, 1, 0, &s).to_string();
        assert!(e.contains("-inf") && e.contains("support"), "{e}");
        let e = sampler_failure(FAIL_INIT, f64::INFINITY, 1, 0, &s).to_string();
        assert!(e.contains("+inf"), "{e}");
        // A jitter the model's INIT_JITTER = 1e300 sets, in a few digits.
        let wide = Settings {
            init_jitter: 1e300,
            ..settings()
        };
        let e = sampler_failure(FAIL_INIT, f64::NEG_INFINITY, 0, 0, &wide).to_string();
        assert!(e.contains("in (-1e300, 1e300)") && e.len() < 400, "{e}");
        assert!(sampler_failure(FAIL_INIT, f64::NAN, 0, 0, &s)
            .to_string()
            .contains("(-2, 2)"));
        let e = sampler_failure(FAIL_STEP_SIZE_GROWS, 1.6e7, 3, 150, &s).to_string();
        assert!(
            e.starts_with("chain 3 stopped in transition 150 (draw 50)") && e.contains("improper"),
            "{e}"
        );
        let e = sampler_failure(FAIL_METRIC, -1e-3, 3, 99, &s).to_string();
        assert!(e.contains("(warmup)") && e.contains("--dense-mass"), "{e}");
    }
}

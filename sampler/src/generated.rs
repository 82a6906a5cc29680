//! Generated quantities: the model's `generated_quantities` evaluated once
//! per kept draw, as a batch of its own (one member per chain and draw)
//! of the compiled `generate(theta, seed, chain, transition, *data)`
//! (python/autobatch/generate.py), whose key is the draw's transition
//! key's third split, so a quantity depends neither on the batch nor on
//! the engine. Names ending `_rep` go to ArviZ's `posterior_predictive`
//! group, `log_lik` to `log_likelihood` (for `arviz.loo`), the rest to
//! `posterior` beside the parameters.

use crate::data::RunData;
use crate::protocol::ModelInfo;
use crate::trace::Trace;
use crate::Error;
use autobatch_runtime::{Arg, DType, Inputs, Outputs, Status, TensorData, Type, Value};
use std::path::Path;

/// Where a quantity goes in the InferenceData.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Posterior,
    PosteriorPredictive,
    LogLikelihood,
}

impl Group {
    /// The group of the quantity `name`.
    pub fn of(name: &str) -> Group {
        if name == "log_lik" {
            Group::LogLikelihood
        } else if name.ends_with("_rep") {
            Group::PosteriorPredictive
        } else {
            Group::Posterior
        }
    }

    /// The InferenceData group's name.
    pub fn name(self) -> &'static str {
        match self {
            Group::Posterior => "posterior",
            Group::PosteriorPredictive => "posterior_predictive",
            Group::LogLikelihood => "log_likelihood",
        }
    }
}

/// One quantity's values over every kept draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Quantity {
    pub name: String,
    /// Its shape per draw.
    pub shape: Vec<usize>,
    /// (chain, draw, ...) in row-major order, in the quantity's dtype.
    pub values: TensorData,
}

impl Quantity {
    pub fn group(&self) -> Group {
        Group::of(&self.name)
    }
}

/// The batch that evaluates the quantities at every kept draw of
/// `posterior` (its theta kept): member `c * draws + k` is the draw k
/// (transition `warmup + k`) of chain `first_chain + c`, by the global
/// index its keys derive from (`--shard`).
pub fn inputs(
    posterior: &Trace,
    dtype: DType,
    (seed, warmup, first_chain): (i64, usize, usize),
    data: &[Value],
) -> Result<Inputs, Error> {
    let Some((dim, theta)) = posterior.unconstrained() else {
        return Err(Error::Usage(
            "internal error: the draws' free coordinates were not kept".into(),
        ));
    };
    let (chains, draws) = (posterior.chains(), posterior.draws());
    let z = chains * draws;
    let vector = |row: &[f64]| match dtype {
        DType::F32 => Value::tensor(vec![dim], TensorData::F32(row.iter().map(|&x| x as f32).collect())),
        _ => Value::tensor(vec![dim], TensorData::F64(row.to_vec())),
    };
    let int = |v: usize| Value::I64(i64::try_from(v).unwrap_or(i64::MAX));
    let mut args = vec![
        Arg::Batched(theta.chunks(dim.max(1)).take(z).map(vector).collect()),
        Arg::Batched(vec![Value::I64(seed); z]),
        Arg::Batched((0..z).map(|m| int(first_chain + m / draws.max(1))).collect()),
        Arg::Batched((0..z).map(|m| int(warmup + m % draws.max(1))).collect()),
    ];
    args.extend(data.iter().cloned().map(Arg::Shared));
    Ok(Inputs { z, args })
}

/// The quantities out of the batch's outputs; a member that stopped is an
/// error naming its chain (`first_chain` the first's global index) and
/// draw, and what in `model` may have stopped it.
pub fn collect(
    outputs: Outputs,
    names: &[(String, Type)],
    (draws, first_chain): (usize, usize),
    model: &ModelInfo,
) -> Result<Vec<Quantity>, Error> {
    if let Some(m) = outputs.status.iter().position(|s| *s != Status::Ok) {
        let status = outputs.status[m];
        return Err(Error::Usage(format!(
            "`generated_quantities` stopped with `{}` at chain {}, draw {}: {}",
            status,
            first_chain + m / draws.max(1),
            m % draws.max(1),
            why_stopped(status, model)
        )));
    }
    if outputs.values.len() != names.len() {
        return Err(Error::Usage(
            "internal error: generate returned another number of values than GENERATED names".into(),
        ));
    }
    (names.iter().zip(outputs.values))
        .map(|((name, ty), column)| {
            let values = concat(ty.dtype, &column)
                .ok_or_else(|| Error::Usage(format!("internal error: the values of `{name}` are not {ty}")))?;
            Ok(Quantity {
                name: name.clone(),
                shape: ty.shape.clone(),
                values,
            })
        })
        .collect()
}

/// What stops a member of the generated quantities with `status`, in the
/// model's terms: for `assertion_failed` its `assert`s and the checks of
/// the draws it calls (the status does not say which failed), for
/// `loop_limit` its `while` loops.
fn why_stopped(status: Status, model: &ModelInfo) -> String {
    let file = &model.file;
    match status {
        Status::AssertionFailed => {
            let asserts = (model.asserts.iter()).map(|a| {
                let message = a.message.as_ref().map_or_else(String::new, |m| format!(": {m:?}"));
                format!("{file}:{}: `assert {}`{message}", a.line, a.test)
            });
            let draws =
                (model.draws.iter()).map(|d| format!("{file}:{}: `{}` ({})", d.line, d.function, d.checks.join("; ")));
            let all: Vec<String> = draws.chain(asserts).collect();
            match all.as_slice() {
                [] => "an assertion failed".into(),
                [one] => format!("{one}; fix the arguments or the condition"),
                _ => format!(
                    "one of these failed (a compiled run reports that an assertion failed, not which): {}; \
                     fix the arguments or the condition (CPython names it: `python3 -m autobatch sample` runs \
                     the model in CPython)",
                    all.join("; ")
                ),
            }
        }
        Status::LoopLimit => {
            let where_ = match model.while_loops.as_slice() {
                [] => "a `while` loop".to_string(),
                [one] => format!("the `while` loop at {one}"),
                many => format!("one of the `while` loops {}", many.join(", ")),
            };
            format!(
                "{where_} ran {} iterations without ending (the most a loop of the generated quantities runs \
                 at once, 2^{}): give it an end it reaches (a `while True:` needs a reachable `break`), or \
                 bound it with a `for` over range(...)",
                thousands(model.loop_limit),
                model.loop_limit.trailing_zeros()
            )
        }
        Status::StackOverflow => format!(
            "a recursion of the generated quantities went deeper than the stacks' {} entries: give it a \
             base case it reaches, or raise --max-stack-depth",
            model.max_stack_depth
        ),
        Status::IndexOutOfBounds => format!("`generated_quantities` in {file} indexed an array out of its bounds"),
        Status::DivisionByZero => format!("`generated_quantities` in {file} divided an integer by zero"),
        Status::ValueError => format!(
            "`generated_quantities` in {file} did what Python refuses with ValueError (a `math` function \
             outside its domain, a `round` of NaN, a negative shift, a `range` step of 0)"
        ),
        Status::OverflowError => format!(
            "`generated_quantities` in {file} did what Python refuses with OverflowError (a `math.exp` whose \
             result overflows, a `round` of an infinity)"
        ),
        Status::Ok => "internal error: reported as a stop".into(),
    }
}

/// `n` with its digits in groups of three (`1,048,576`).
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// After the generated quantities stopped: the draws written to the
/// run's output file without them, so that the sampling is not lost, and
/// the note that says so (to follow the stop's message). A shard's part
/// is not written: `merge` would refuse it beside parts with the
/// quantities.
pub fn keep_draws(
    outcome: &crate::Outcome,
    (output, sharded): (Option<&Path>, bool),
    settings: &crate::Settings,
) -> String {
    match output {
        Some(_) if sharded => "; this shard's part was not written (merge needs every part's quantities)".into(),
        Some(path) => match outcome.write(path, settings) {
            Ok(()) => format!(
                "; the draws were written to {} without the generated quantities",
                path.display()
            ),
            Err(w) => format!("; writing the draws to {} without them failed too: {w}", path.display()),
        },
        None => String::new(),
    }
}

/// The run's settings the generated quantities depend on.
pub struct Draws<'a> {
    /// The kept draws, their theta kept.
    pub posterior: &'a Trace,
    /// The float type of theta.
    pub dtype: DType,
    /// The run's `--seed` and `--warmup`, the chains per dataset the
    /// trace holds, and the first one's global index (`--shard`).
    pub seed: i64,
    pub warmup: usize,
    pub chains: usize,
    pub first_chain: usize,
}

impl<'a> Draws<'a> {
    /// The kept draws of a run of `settings`, theta of `dtype`.
    pub fn of(posterior: &'a Trace, dtype: DType, settings: &crate::Settings) -> Draws<'a> {
        Draws {
            posterior,
            dtype,
            seed: settings.seed,
            warmup: settings.warmup,
            chains: settings.local_chains(),
            first_chain: settings.chain_range().start,
        }
    }
}

/// The quantities `names` at every kept draw: one batch per dataset
/// (the shared data's one), evaluated by `run`, with the dataset's data
/// and seed (`data::dataset_seed`); the values concatenated dataset after
/// dataset as the draws are. A member that stops is an error naming its
/// chain and draw, and its dataset.
pub fn evaluate(
    draws: &Draws,
    data: &RunData,
    (names, model): (&[(String, Type)], &ModelInfo),
    mut run: impl FnMut(&Inputs) -> Result<Outputs, Error>,
) -> Result<Vec<Quantity>, Error> {
    let count = data.datasets().unwrap_or(1);
    let mut per_dataset = Vec::with_capacity(count);
    for m in 0..count {
        let c = draws.chains;
        let in_dataset = |e: Error| match (data.datasets(), e) {
            (Some(_), Error::Usage(message)) => Error::Usage(format!("dataset {m}: {message}")),
            (_, e) => e,
        };
        let one;
        let posterior = match data.datasets() {
            None => draws.posterior,
            Some(_) => {
                one = (draws.posterior.chain_range(m * c..(m + 1) * c))
                    .ok_or_else(|| Error::Usage(format!("internal error: the draws hold no dataset {m}")))?;
                &one
            }
        };
        let seed = crate::data::dataset_seed(draws.seed, m);
        let at = (seed, draws.warmup, draws.first_chain);
        let inputs = inputs(posterior, draws.dtype, at, &data.dataset(m))?;
        let outputs = run(&inputs)?;
        let sizes = (posterior.draws(), draws.first_chain);
        per_dataset.push(collect(outputs, names, sizes, model).map_err(in_dataset)?);
    }
    concat_datasets(per_dataset)
}

/// The quantities of several batches (`--datasets`: one per dataset),
/// each quantity's values one batch's after another.
fn concat_datasets(batches: Vec<Vec<Quantity>>) -> Result<Vec<Quantity>, Error> {
    let mut batches = batches.into_iter();
    let Some(mut all) = batches.next() else {
        return Ok(Vec::new());
    };
    for batch in batches {
        for (q, more) in all.iter_mut().zip(batch) {
            if !q.values.append(more.values) {
                let why = format!(
                    "internal error: the values of `{}` change dtype between datasets",
                    q.name
                );
                return Err(Error::Usage(why));
            }
        }
    }
    Ok(all)
}

/// `more` after `values`, where both have one dtype (as one quantity's
/// have: `collect` types them from the same GENERATED names).
/// Every member's value, one after the other.
fn concat(dtype: DType, column: &[Value]) -> Option<TensorData> {
    macro_rules! gather {
        ($variant:ident, $scalar:ident) => {{
            let mut out = Vec::new();
            for v in column {
                match v {
                    Value::$scalar(x) => out.push(*x),
                    Value::Tensor(t) => match &t.data {
                        TensorData::$variant(xs) => out.extend_from_slice(xs),
                        _ => return None,
                    },
                    _ => return None,
                }
            }
            TensorData::$variant(out)
        }};
    }
    Some(match dtype {
        DType::Bool => gather!(Bool, Bool),
        DType::I32 => gather!(I32, I32),
        DType::I64 => gather!(I64, I64),
        DType::F32 => gather!(F32, F32),
        DType::F64 => gather!(F64, F64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_follow_the_names() {
        assert_eq!(Group::of("y_rep"), Group::PosteriorPredictive);
        assert_eq!(Group::of("log_lik"), Group::LogLikelihood);
        assert_eq!(Group::of("theta_sq"), Group::Posterior);
        assert_eq!(Group::of("rep"), Group::Posterior);
    }

    #[test]
    fn a_stop_names_the_models_draws_asserts_and_loops() {
        let model = ModelInfo {
            file: "m.py".into(),
            asserts: vec![autobatch_runtime::AssertSite {
                line: 9,
                test: "x > 0.0".into(),
                message: Some("x positive".into()),
            }],
            draws: vec![autobatch_runtime::DrawSite {
                line: 12,
                function: "gamma_rng".into(),
                checks: vec![
                    "alpha must be positive and finite".into(),
                    "beta must be positive and finite".into(),
                ],
            }],
            while_loops: vec!["m.py:14 (`while True:`)".into()],
            loop_limit: 1 << 20,
            ..ModelInfo::default()
        };
        let e = why_stopped(Status::AssertionFailed, &model);
        assert!(
            e.contains("m.py:12: `gamma_rng` (alpha must be positive and finite; beta must be positive and finite)")
                && e.contains("m.py:9: `assert x > 0.0`: \"x positive\""),
            "{e}"
        );
        let e = why_stopped(Status::LoopLimit, &model);
        assert!(
            e.contains("the `while` loop at m.py:14 (`while True:`) ran 1,048,576 iterations") && e.contains("2^20"),
            "{e}"
        );
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
    }

    #[test]
    fn members_are_chain_major_and_a_stop_names_the_draw() {
        let names = [("y_rep".to_string(), Type::tensor(DType::F64, vec![2]))];
        let v = |a: f64| Value::tensor(vec![2], TensorData::F64(vec![a, a + 0.5]));
        let outputs = Outputs {
            values: vec![vec![v(0.0), v(1.0), v(2.0)]],
            status: vec![Status::Ok; 3],
        };
        let model = ModelInfo::default();
        let q = collect(outputs, &names, (3, 0), &model).unwrap();
        assert_eq!(q[0].values, TensorData::F64(vec![0.0, 0.5, 1.0, 1.5, 2.0, 2.5]));
        let outputs = Outputs {
            values: vec![vec![v(0.0), v(1.0), v(2.0), v(3.0)]],
            status: vec![Status::Ok, Status::Ok, Status::Ok, Status::AssertionFailed],
        };
        let e = collect(outputs, &names, (3, 0), &model).unwrap_err().to_string();
        assert!(e.contains("chain 1, draw 0"), "{e}");
    }
}

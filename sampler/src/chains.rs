//! Runs the chains: the sampler's entry called for every chain at once,
//! one segment of transitions per call, its state fed back
//! (`protocol.rs` has the protocol). Between calls the driver collects
//! the records and reports progress; a chain is never split across calls
//! in any other way, so its draws are those CPython's runner gives
//! (`python3 -m autobatch sample`).

use crate::data::RunData;
use crate::failure;
use crate::protocol::{Protocol, CONFIG};
use crate::trace::DrawStats;
use crate::{Error, Settings};
use autobatch_runtime::{Arg, BlockStat, Bundle, DType, Inputs, Outputs, Status, TensorData, Value};

/// Where the segments run: a compiled bundle ([`BundleEngine`]), or the
/// compiler's VM (the `autobatch` binary's).
pub trait Engine {
    /// One call of the sampler's entry for a batch of chains.
    fn run(&self, inputs: &Inputs) -> Result<Outputs, Error>;

    /// Bytes the engine's state takes for `z` chains (with its stacks;
    /// the model's data once).
    fn state_bytes(&self, z: usize) -> u128;

    /// After chain `c` overflowed its stacks in the call of `inputs`: the
    /// call replayed with deeper stacks, where the engine can replay so,
    /// and which stack overflowed, in the model's terms.
    fn deeper(&self, inputs: &Inputs, c: usize) -> Option<(failure::Deeper, Option<String>)> {
        let _ = (inputs, c);
        None
    }

    /// The depth of its explicit stacks (0: not known).
    fn stack_depth(&self) -> usize {
        0
    }

    /// What each block of the compiled program did over the calls so far
    /// (`autobatch sample --stats`; empty where the engine does not count).
    fn block_stats(&self) -> Vec<BlockStat> {
        Vec::new()
    }

    /// After a call overflowed its stacks: the engine rebuilt with stacks
    /// at least `depth` deep for `z` chains, where it grows them itself
    /// (`autobatch sample` without `--max-stack-depth`), and `Ok(false)`
    /// where it does not or `depth` is past its ceiling. The driver then
    /// runs the call again: a call's results do not depend on the depth
    /// it ran with, so nothing of the run changes.
    fn deepen(&mut self, depth: usize, z: usize) -> Result<bool, Error> {
        let _ = (depth, z);
        Ok(false)
    }
}

/// How much deeper each automatic growth makes the stacks.
pub const GROWTH: usize = 4;

/// A compiled bundle on CPU threads (0: one per core) or the GPU, with
/// its blocks' counters summed over its calls.
pub struct BundleEngine {
    pub bundle: Box<Bundle>,
    pub threads: usize,
    blocks: std::sync::Mutex<Vec<BlockStat>>,
}

impl BundleEngine {
    pub fn new(bundle: Bundle, threads: usize) -> BundleEngine {
        BundleEngine {
            bundle: Box::new(bundle),
            threads,
            blocks: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// Another bundle of the same program (deeper stacks) in its place,
    /// the counters kept.
    pub fn replace(&mut self, bundle: Bundle) {
        *self.bundle = bundle;
    }
}

impl Engine for BundleEngine {
    fn run(&self, inputs: &Inputs) -> Result<Outputs, Error> {
        let info = self.bundle.run_with_info(inputs, self.threads)?;
        if let Ok(mut sum) = self.blocks.lock() {
            add_block_stats(&mut sum, &info.blocks);
        }
        Ok(info.outputs)
    }

    fn state_bytes(&self, z: usize) -> u128 {
        self.bundle.manifest().abi.state_bytes(z) as u128
    }

    fn block_stats(&self) -> Vec<BlockStat> {
        self.blocks.lock().map(|b| b.clone()).unwrap_or_default()
    }
}

/// `more`'s counters added to `sum`'s, block by block (program counter).
fn add_block_stats(sum: &mut Vec<BlockStat>, more: &[BlockStat]) {
    if sum.len() < more.len() {
        sum.extend(more[sum.len()..].iter().map(|b| BlockStat {
            steps: 0,
            lanes: 0,
            active: 0,
            ..b.clone()
        }));
    }
    for (s, m) in sum.iter_mut().zip(more) {
        s.steps += m.steps;
        s.lanes += m.lanes;
        s.active += m.active;
    }
}

/// Bytes a run holds besides its draws: (per chain, once). Per chain:
/// its part of the engine's state, plus the arguments passed in and the
/// results passed out; once: the shared data in the state.
pub fn engine_bytes(engine: &dyn Engine, protocol: &Protocol) -> (u128, u128) {
    let (one, two) = (engine.state_bytes(1), engine.state_bytes(2));
    let per_chain = two.saturating_sub(one);
    let sig = &protocol.signature;
    let bytes = |t: &autobatch_runtime::Type| (t.num_elements() * t.dtype.size_bytes()) as u128;
    let passed: u128 = (sig.params.iter().filter(|p| !p.shared).map(|p| bytes(&p.ty)))
        .chain(sig.outputs.iter().map(bytes))
        .sum();
    (per_chain + passed, one.saturating_sub(per_chain))
}

/// One transition of every chain, chain after chain.
pub struct Draw<'d> {
    /// The parameters' constrained values (`layout.rs`).
    pub values: &'d [f64],
    /// The free coordinates.
    pub theta: &'d [f64],
    pub stats: &'d [DrawStats],
}

/// Runs every chain through `settings.warmup + settings.draws`
/// transitions; `each` sees every transition index in order, with every
/// chain's [`Draw`] (chain after chain; with datasets, dataset after
/// dataset, each's chains in order), and `progress` the transitions done
/// after each call.
pub fn run_chains(
    program: &Protocol,
    engine: &mut dyn Engine,
    settings: &Settings,
    data: &RunData,
    mut each: impl FnMut(usize, Draw) -> Result<(), Error>,
    mut progress: impl FnMut(usize),
) -> Result<(), Error> {
    let total = settings.warmup + settings.draws;
    let members = data.members(settings.local_chains());
    let sig = &program.signature;
    let mut state: Vec<Arg> = (sig.params[CONFIG.len()..CONFIG.len() + program.state].iter())
        .map(|p| Arg::Batched(vec![Value::zero(&p.ty); members]))
        .collect();
    let data_args = data.args(settings.local_chains());
    let mut first = 0;
    while first < total {
        let mut args = config(program, settings, members, first)?;
        args.append(&mut state);
        args.extend(data_args.iter().cloned());
        let inputs = Inputs { z: members, args };
        let mut outputs = engine.run(&inputs)?;
        while outputs.status.contains(&Status::StackOverflow)
            && engine.deepen(engine.stack_depth().saturating_mul(GROWTH), members)?
        {
            outputs = engine.run(&inputs)?;
        }
        let last = (first + program.segment).min(total) - 1;
        let run = (&inputs, &outputs);
        check_status(program, engine, (settings, data), run, (first, last))?;
        let mut columns = outputs.values.into_iter();
        state = columns.by_ref().take(program.state).map(Arg::Batched).collect();
        let records: Vec<Vec<Value>> = columns.collect();
        let ran = records_of(program, (settings, data), &records, first, total, &mut each)?;
        first += ran;
        progress(first);
    }
    Ok(())
}

/// Member `m`'s (dataset, chain): the members are the shard's chains of
/// each dataset in turn (`Settings::chain_range`), a chain by its global
/// index.
pub fn member_chain(settings: &Settings, m: usize) -> (usize, usize) {
    let local = settings.local_chains().max(1);
    (m / local, settings.chain_range().start + m % local)
}

/// The configuration arguments of the call of `members` members that
/// starts at transition `first`: each member runs its chain of its
/// dataset (`member_chain`), with that chain's initial point and the
/// dataset's seed (`data::dataset_seed`).
fn config(program: &Protocol, settings: &Settings, members: usize, first: usize) -> Result<Vec<Arg>, Error> {
    let int = |v: usize| Value::I64(i64::try_from(v).unwrap_or(i64::MAX));
    let chain = |m: usize| member_chain(settings, m).1;
    let batched = |f: &dyn Fn(usize) -> Value| Arg::Batched((0..members).map(|m| f(chain(m))).collect());
    let init = |c: usize| -> Value {
        let values = settings
            .init_of(c)
            .map_or_else(|| vec![0.0; program.model.layout.size()], <[f64]>::to_vec);
        vector(program.dtype, values)
    };
    let same = |v: Value| Arg::Batched(vec![v; members]);
    let jitter = if settings.init.is_some() {
        0.0
    } else {
        settings.init_jitter
    };
    let seed = |m: usize| Value::I64(crate::data::dataset_seed(settings.seed, member_chain(settings, m).0));
    Ok(vec![
        Arg::Batched((0..members).map(seed).collect()),
        batched(&|c| int(c)),
        same(int(first)),
        same(int(first + program.segment)),
        same(int(settings.warmup)),
        same(int(settings.draws)),
        same(int(settings.max_depth)),
        same(Value::F64(settings.target_accept)),
        same(Value::I64(settings.algorithm.code())),
        same(int(settings.leaf_steps)),
        same(Value::I64(settings.adapt.code())),
        batched(&init),
        same(Value::F64(jitter)),
        same(int(settings.init_optimize)),
    ])
}

/// A vector of `dtype` (f32 or f64) holding `values`.
pub fn vector(dtype: DType, values: Vec<f64>) -> Value {
    let data = match dtype {
        DType::F32 => TensorData::F32(values.iter().map(|&v| v as f32).collect()),
        _ => TensorData::F64(values),
    };
    Value::tensor(vec![data.len()], data)
}

/// An error about member `m`, said of its chain (`error` gets the
/// chain's index) and, with datasets, of its dataset.
fn of_member(settings: &Settings, data: &RunData, m: usize, error: impl FnOnce(usize) -> Error) -> Error {
    let (dataset, chain) = member_chain(settings, m);
    match (data.datasets(), error(chain)) {
        (Some(_), Error::Usage(message)) => Error::Usage(format!("dataset {dataset}: {message}")),
        (_, e) => e,
    }
}

fn check_status(
    program: &Protocol,
    engine: &dyn Engine,
    (settings, data): (&Settings, &RunData),
    (inputs, outputs): (&Inputs, &Outputs),
    (first, last): (usize, usize),
) -> Result<(), Error> {
    let Some(c) = outputs.status.iter().position(|s| *s != Status::Ok) else {
        return Ok(());
    };
    let status = outputs.status[c];
    let mut facts = program.model_facts();
    if engine.stack_depth() > 0 {
        facts.max_stack_depth = engine.stack_depth();
    }
    if status == Status::StackOverflow {
        if let Some((deeper, stack)) = engine.deeper(inputs, c) {
            facts.deeper = Some(deeper);
            facts.stack = stack;
        }
    }
    let at = fault_transition(engine, inputs, c, status, (first, last));
    Err(of_member(settings, data, c, |chain| {
        failure::status_failure(status, chain, at, settings, &facts)
    }))
}

/// Chain `c`'s arguments of this call alone, with `stop` in place of
/// the call's (`stop` is the config argument after `first`).
pub fn one_chain(inputs: &Inputs, c: usize, stop: Option<usize>) -> Inputs {
    let at = CONFIG.iter().position(|&n| n == "stop");
    let args = (inputs.args.iter().enumerate())
        .map(|(k, a)| match (a, stop) {
            (Arg::Batched(_), Some(s)) if Some(k) == at => {
                Arg::Batched(vec![Value::I64(i64::try_from(s).unwrap_or(i64::MAX))])
            }
            (Arg::Batched(values), _) => Arg::Batched(vec![values[c].clone()]),
            (Arg::Shared(v), _) => Arg::Shared(v.clone()),
        })
        .collect();
    Inputs { z: 1, args }
}

/// Where chain `c` stopped with `status`: the call replayed for that
/// chain alone on the same engine (so the same bits) with `stop`
/// earlier, bisecting `first..=last` (about five replays of part of one
/// chain's call); the call's range where a replay fails or does not
/// stop the same way.
fn fault_transition(
    engine: &dyn Engine,
    inputs: &Inputs,
    c: usize,
    status: Status,
    (first, last): (usize, usize),
) -> failure::FaultAt {
    let faults = |stop: usize| -> Option<bool> {
        let run = engine.run(&one_chain(inputs, c, Some(stop))).ok()?;
        match run.status[0] {
            Status::Ok => Some(false),
            s if s == status => Some(true),
            _ => None,
        }
    };
    bisect(faults, first, last).unwrap_or(failure::FaultAt::Call(first, last))
}

/// The first transition `k` in `first..=last` with `faults(k + 1)`, or
/// the start where `faults(0)` (stop 0 runs only the first call's start).
fn bisect(faults: impl Fn(usize) -> Option<bool>, first: usize, last: usize) -> Option<failure::FaultAt> {
    if !faults(last + 1)? {
        return None;
    }
    if first == 0 && faults(0)? {
        return Some(failure::FaultAt::Start);
    }
    // Invariant: the transitions before `lo` finish; the fault is by `hi`.
    let (mut lo, mut hi) = (first, last);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        // Stopping after transition `mid`: does the fault come by then?
        if faults(mid + 1)? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Some(failure::FaultAt::Transition(hi))
}

/// Hands each chain's recorded transitions to `each`; returns how many
/// transitions the call ran (the same for every chain).
fn records_of(
    program: &Protocol,
    (settings, data): (&Settings, &RunData),
    records: &[Vec<Value>],
    first: usize,
    total: usize,
    each: &mut impl FnMut(usize, Draw) -> Result<(), Error>,
) -> Result<usize, Error> {
    let broken = || Error::Usage("internal error: the sampler's records are not what its protocol says".into());
    let [draws, values, lp, acc, eps, depth, steps, div, energy, count, failure, failure_value] = records else {
        return Err(broken());
    };
    let ran = (total - first).min(program.segment);
    let chains = draws.len();
    // A chain that stopped says why (the first one, in chain order).
    for c in 0..chains {
        let code = failure[c].as_i64().ok_or_else(broken)?;
        if code != 0 {
            let Value::F64(value) = failure_value[c] else {
                return Err(broken());
            };
            let done = count[c]
                .as_i64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(broken)?;
            let at = first + done;
            return Err(of_member(settings, data, c, |chain| {
                failure::sampler_failure(code, value, chain, at, settings)
            }));
        }
    }
    let mut columns = Vec::with_capacity(chains);
    for c in 0..chains {
        if count[c].as_i64() != Some(ran as i64) {
            return Err(broken());
        }
        let column = (
            Value::float_elements(&draws[c]).zip(Value::float_elements(&values[c])),
            Value::float_elements(&lp[c]),
            Value::float_elements(&acc[c]),
            Value::float_elements(&eps[c]),
            ints(&depth[c]),
            ints(&steps[c]),
            bools(&div[c]),
            Value::float_elements(&energy[c]),
        );
        let (Some(t), Some(lp), Some(a), Some(e), Some(d), Some(n), Some(v), Some(h)) = column else {
            return Err(broken());
        };
        columns.push((t, lp, a, e, d, n, v, h));
    }
    let (dim, size) = (program.dim, program.model.layout.size());
    for k in 0..ran {
        let mut theta = Vec::with_capacity(chains * dim);
        let mut constrained = Vec::with_capacity(chains * size);
        let mut stats = Vec::with_capacity(chains);
        for ((t, x), lp, a, e, d, n, v, h) in &columns {
            theta.extend_from_slice(t.get(k * dim..(k + 1) * dim).ok_or_else(broken)?);
            constrained.extend_from_slice(x.get(k * size..(k + 1) * size).ok_or_else(broken)?);
            stats.push(DrawStats {
                lp: lp[k],
                acceptance_rate: a[k],
                step_size: e[k],
                tree_depth: d[k],
                n_steps: n[k],
                diverging: v[k],
                energy: h[k],
            });
        }
        let draw = Draw {
            values: &constrained,
            theta: &theta,
            stats: &stats,
        };
        each(first + k, draw)?;
    }
    Ok(ran)
}

fn ints(v: &Value) -> Option<Vec<i64>> {
    match v {
        Value::Tensor(t) => match &t.data {
            TensorData::I64(x) => Some(x.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn bools(v: &Value) -> Option<Vec<bool>> {
    match v {
        Value::Tensor(t) => match &t.data {
            TensorData::Bool(x) => Some(x.clone()),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::bisect;
    use crate::failure::FaultAt;

    #[test]
    fn bisect_finds_the_first_faulting_transition() {
        // A fault in transition 37: a replay stopping at s faults when s > 37.
        let faults = |stop: usize| Some(stop > 37);
        assert_eq!(bisect(faults, 25, 49), Some(FaultAt::Transition(37)));
        assert_eq!(bisect(faults, 37, 49), Some(FaultAt::Transition(37)));
        assert_eq!(bisect(faults, 25, 37), Some(FaultAt::Transition(37)));
        // In the first call's start: stop 0 faults already.
        assert_eq!(bisect(|_| Some(true), 0, 24), Some(FaultAt::Start));
        assert_eq!(bisect(|s| Some(s > 0), 0, 24), Some(FaultAt::Transition(0)));
        // Not reproduced, or a replay that fails: the call's range stays.
        assert_eq!(bisect(|_| Some(false), 25, 49), None);
        assert_eq!(bisect(|s| (s < 40).then_some(false), 25, 49), None);
    }
}

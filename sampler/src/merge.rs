//! Shards of one run, and putting them back together (`autobatch sample
//! --shard K/N`, `autobatch merge`).
//!
//! Chain `c` draws from keys derived from its global index alone and
//! adapts on its own, so the chains of shard `K` of `N`
//! (`Settings::chain_range`) give the same bits wherever they run. A
//! shard writes its *part*: the `.npz` its draws would be as a run of
//! their own (every chain's arrays), plus the entry
//! [`parts::PART_KEY`], the JSON of a [`PartInfo`]: which run (a hash
//! of its model, data and initial points, and its flags), which shard,
//! which chains, and what the arrays hold. `merge` checks that its parts
//! are the shards of one run, each exactly once, and builds the outcome
//! the unsharded run would have: the same draws bit for bit (traces
//! concatenated chain by chain, with `--datasets` within each dataset),
//! the diagnostics recomputed over all the chains.

use crate::arviz::{self, Format, OutputError};
use crate::generated::Quantity;
use crate::layout::Layout;
use crate::run::{diagnose, Outcome};
use crate::settings::{Adapt, Algorithm, Settings};
use crate::trace::{DrawStats, ThetaDType, Trace, STAT_NAMES};
use crate::Error;
use autobatch_runtime::io::shared_values_from_path;
use autobatch_runtime::parts;
use autobatch_runtime::shard::{check_cover, Held};
use autobatch_runtime::{DType, ParamSpec, Shard, TensorData, Type, Value};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The version of the part format this build writes and reads.
pub const PART_FORMAT: u32 = 1;

/// What a run was asked to do, as every shard of it records it: two
/// parts belong to one run only if these are equal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunFlags {
    pub chains: usize,
    pub warmup: usize,
    pub draws: usize,
    pub seed: i64,
    pub max_depth: usize,
    pub target_accept: f64,
    pub algorithm: String,
    pub leaf_steps: usize,
    pub init_jitter: f64,
    /// (Parts written before `--init-optimize` existed ran without it.)
    #[serde(default)]
    pub init_optimize: usize,
    pub dense_mass: bool,
    pub adapt: String,
    pub save_warmup: bool,
    pub save_unconstrained: bool,
}

impl RunFlags {
    pub fn of(settings: &Settings, save_warmup: bool, save_unconstrained: bool) -> RunFlags {
        RunFlags {
            chains: settings.chains,
            warmup: settings.warmup,
            draws: settings.draws,
            seed: settings.seed,
            max_depth: settings.max_depth,
            target_accept: settings.target_accept,
            algorithm: settings.algorithm.name().to_string(),
            leaf_steps: settings.leaf_steps,
            init_jitter: settings.init_jitter,
            init_optimize: settings.init_optimize,
            dense_mass: settings.dense_mass,
            adapt: settings.adapt.name().to_string(),
            save_warmup,
            save_unconstrained,
        }
    }

    /// The settings of the whole run (the output's attributes); an
    /// algorithm or warmup this build does not know is an altered part.
    fn settings(&self) -> Result<Settings, Error> {
        let unknown = |what: &str, name: &str| {
            Error::Usage(format!("a part names an unknown {what} `{name}` (an altered part?)"))
        };
        Ok(Settings {
            chains: self.chains,
            warmup: self.warmup,
            draws: self.draws,
            seed: self.seed,
            max_depth: self.max_depth,
            target_accept: self.target_accept,
            algorithm: Algorithm::from_name(&self.algorithm).ok_or_else(|| unknown("algorithm", &self.algorithm))?,
            leaf_steps: self.leaf_steps,
            init_jitter: self.init_jitter,
            init: None,
            init_optimize: self.init_optimize,
            dense_mass: self.dense_mass,
            adapt: Adapt::from_name(&self.adapt).ok_or_else(|| unknown("warmup", &self.adapt))?,
            shard: Shard::WHOLE,
        })
    }
}

/// A generated quantity as a part holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuantityInfo {
    pub name: String,
    pub shape: Vec<usize>,
    pub dtype: DType,
}

/// Which shard of which run a part is, and what its arrays hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartInfo {
    pub format: u32,
    /// `sample` (a batch's part says `run`).
    pub kind: String,
    /// The SHA-256 (hex) of the run's model, data, initial points and
    /// backend.
    pub run: String,
    pub flags: RunFlags,
    /// (K, N): shard K of N.
    pub shard: (usize, usize),
    /// The global indices of its chains (of each dataset's).
    pub chains: (usize, usize),
    pub datasets: Option<usize>,
    pub layout: Layout,
    /// `float32` or `float64`.
    pub theta_dtype: String,
    /// Theta's length where the unconstrained draws are kept.
    pub unconstrained: Option<usize>,
    pub quantities: Vec<QuantityInfo>,
    pub sampling_time: f64,
    pub gradients: u64,
}

/// What makes a run itself besides its flags: the bytes its parts'
/// identity hashes.
pub struct RunSources<'a> {
    /// The model's source.
    pub model: &'a [u8],
    /// The `--data` file's bytes, and `--datasets`'.
    pub data: Option<&'a [u8]>,
    pub datasets: Option<&'a [u8]>,
    /// The initial points (`--init`'s JSON, as parsed).
    pub init: Option<&'a serde_json::Value>,
    /// "cpu", "cuda" or "vm": the VM's and compiled code's transcendental
    /// functions may differ in the last bit, so one run's parts come from
    /// one backend.
    pub backend: &'a str,
}

/// The identity of a run, which every part of it records: the SHA-256
/// of its [`RunSources`], so that `merge` refuses parts of different
/// runs. The CLI and the Python extension compute it alike: their parts
/// of one run merge together.
pub fn run_hash(sources: &RunSources) -> String {
    let mut bytes = Vec::new();
    let mut add = |tag: &str, content: &[u8]| {
        bytes.extend_from_slice(tag.as_bytes());
        bytes.extend_from_slice(&(content.len() as u64).to_le_bytes());
        bytes.extend_from_slice(content);
    };
    add("model", sources.model);
    for (tag, content) in [("data", sources.data), ("datasets", sources.datasets)] {
        if let Some(content) = content {
            add(tag, content);
        }
    }
    if let Some(json) = sources.init {
        add("init", json.to_string().as_bytes());
    }
    add("backend", sources.backend.as_bytes());
    autobatch_runtime::bundle::sha256_hex(&bytes)
}

/// Writes `outcome`, the run of shard `settings.shard`, as its part at
/// `path` (`.npz`); `run` is the run's hash.
pub fn write_part(
    outcome: &Outcome,
    path: &Path,
    settings: &Settings,
    flags: RunFlags,
    run: &str,
) -> Result<(), Error> {
    let range = settings.chain_range();
    let info = PartInfo {
        format: PART_FORMAT,
        kind: "sample".into(),
        run: run.to_string(),
        flags,
        shard: (settings.shard.index, settings.shard.count),
        chains: (range.start, range.end),
        datasets: (!outcome.datasets.is_empty()).then_some(outcome.datasets.len()),
        layout: outcome.layout.clone(),
        theta_dtype: outcome.posterior.dtype().numpy_name().to_string(),
        unconstrained: outcome.posterior.unconstrained().map(|(dim, _)| dim),
        quantities: (outcome.generated.iter())
            .map(|q| QuantityInfo {
                name: q.name.clone(),
                shape: q.shape.clone(),
                dtype: q.values.dtype(),
            })
            .collect(),
        sampling_time: outcome.seconds,
        gradients: outcome.gradients,
    };
    let json = serde_json::to_string(&info).map_err(|e| Error::Usage(format!("internal error: {e}")))?;
    write_npz_part(path, &outcome.draws(), outcome.warmup.as_ref(), &json).map_err(|e| Error::Usage(e.to_string()))
}

/// Writes a shard's part to `path` (`.npz`): the draws as
/// `arviz::write` writes them, and `info` (JSON: which shard of which
/// run) in the entry [`parts::PART_KEY`].
fn write_npz_part(path: &Path, draws: &arviz::Draws, warmup: Option<&Trace>, info: &str) -> Result<(), OutputError> {
    if Format::of(path)? != Format::Npz {
        return Err(OutputError::UnknownFormat {
            path: path.display().to_string(),
        });
    }
    let names: Vec<String> = draws.generated.iter().map(|q| q.name.clone()).collect();
    arviz::check_names(draws.layout, &names, Format::Npz)?;
    let bytes = arviz::npz_bytes(path, draws, warmup, Some(info))?;
    arviz::write_file(path, &bytes)
}

/// One part read back.
struct Part {
    path: PathBuf,
    info: PartInfo,
    posterior: Trace,
    warmup: Option<Trace>,
    generated: Vec<Quantity>,
}

/// The parts at `paths` merged: the outcome of the whole run (its
/// diagnostics recomputed over all the chains) and its settings.
pub fn merge(paths: &[PathBuf]) -> Result<(Outcome, Settings), Error> {
    let mut parts = paths.iter().map(|p| read_part(p)).collect::<Result<Vec<_>, _>>()?;
    check_parts(&parts)?;
    parts.sort_by_key(|p| p.info.shard.0);
    let first = &parts[0].info;
    let datasets = first.datasets;
    let per_dataset = |trace: &Trace, info: &PartInfo, d: usize| {
        let n = info.chains.1 - info.chains.0;
        trace.chain_range(d * n..(d + 1) * n)
    };
    let concat = |get: &dyn Fn(&Part) -> Option<&Trace>| -> Option<Trace> {
        let mut pieces = Vec::new();
        for d in 0..datasets.unwrap_or(1) {
            for part in &parts {
                pieces.push(per_dataset(get(part)?, &part.info, d)?);
            }
        }
        Trace::concat(&pieces)
    };
    let broken = || Error::Usage("the parts' draws do not fit together (a part was altered?)".into());
    let posterior = concat(&|p| Some(&p.posterior)).ok_or_else(broken)?;
    let warmup = match first.flags.save_warmup {
        true => Some(concat(&|p| p.warmup.as_ref()).ok_or_else(broken)?),
        false => None,
    };
    let generated = merge_quantities(&parts, datasets).ok_or_else(broken)?;
    let settings = first.flags.settings()?;
    let (summary, warnings, reports) = diagnose(&posterior, &first.layout, datasets, settings.max_depth)?;
    let outcome = Outcome {
        layout: first.layout.clone(),
        posterior,
        generated,
        warmup,
        summary,
        warnings,
        datasets: reports,
        seconds: parts.iter().map(|p| p.info.sampling_time).fold(0.0, f64::max),
        gradients: parts.iter().map(|p| p.info.gradients).sum(),
        blocks: Vec::new(),
    };
    Ok((outcome, settings))
}

/// The parts are the shards of one run, each once, none missing.
fn check_parts(parts: &[Part]) -> Result<(), Error> {
    let usage = |m: String| Err(Error::Usage(m));
    let Some(first) = parts.first() else {
        return usage("merge needs the parts of a run: autobatch merge PART.npz... -o OUT.nc".into());
    };
    for part in parts {
        let (info, shown) = (&part.info, part.path.display());
        if info.run != first.info.run || info.layout != first.info.layout {
            return usage(format!(
                "{shown} is a part of another run than {} (its model, data, initial points or backend differ)",
                first.path.display()
            ));
        }
        if info.flags != first.info.flags
            || info.shard.1 != first.info.shard.1
            || info.quantities != first.info.quantities
        {
            return usage(format!(
                "{shown} is a part of a run with other flags than {} (compare their --chains, --warmup, --draws, \
                 --seed and the other sampling flags, and the N of --shard K/N)",
                first.path.display()
            ));
        }
    }
    let held: Vec<Held> = (parts.iter())
        .map(|p| Held {
            path: &p.path,
            shard: p.info.shard,
            range: p.info.chains,
        })
        .collect();
    check_cover(&held, first.info.flags.chains, "chains").map_err(|e| Error::Usage(e.to_string()))
}

/// The generated quantities of the parts, each one's values concatenated
/// chain by chain (within each dataset).
fn merge_quantities(parts: &[Part], datasets: Option<usize>) -> Option<Vec<Quantity>> {
    let first = parts.first()?;
    let sets = datasets.unwrap_or(1);
    (0..first.generated.len())
        .map(|q| {
            let pieces: Vec<&Quantity> = parts.iter().map(|p| p.generated.get(q)).collect::<Option<_>>()?;
            let mut values: Option<TensorData> = None;
            for d in 0..sets {
                for piece in &pieces {
                    let block = piece.values.len() / sets;
                    let slice = piece.values.slice(d * block..(d + 1) * block)?;
                    match &mut values {
                        None => values = Some(slice),
                        Some(all) => {
                            if !all.append(slice) {
                                return None;
                            }
                        }
                    }
                }
            }
            Some(Quantity {
                name: pieces[0].name.clone(),
                shape: pieces[0].shape.clone(),
                values: values?,
            })
        })
        .collect()
}

/// The part at `path`: its info, then its arrays (checked against it).
fn read_part(path: &Path) -> Result<Part, Error> {
    let shown = path.display();
    let info = read_info(path)?;
    if info.format != PART_FORMAT {
        return Err(Error::Usage(format!(
            "{shown} is a part of format {}; this autobatch reads format {PART_FORMAT}: merge with the version that \
             wrote it",
            info.format
        )));
    }
    let members = (info.chains.1.saturating_sub(info.chains.0)) * info.datasets.unwrap_or(1);
    let dtype = match info.theta_dtype.as_str() {
        "float32" => ThetaDType::F32,
        _ => ThetaDType::F64,
    };
    let lead: Vec<usize> = match info.datasets {
        Some(m) => vec![m, members / m.max(1)],
        None => vec![members],
    };
    let draws = info.flags.draws;
    let posterior = read_trace(path, &info, ("", &lead, draws, dtype), info.unconstrained)?;
    let warmup = match info.flags.save_warmup {
        true => Some(read_trace(
            path,
            &info,
            ("warmup_", &lead, info.flags.warmup, dtype),
            None,
        )?),
        false => None,
    };
    let specs: Vec<ParamSpec> = (info.quantities.iter())
        .map(|q| spec(&q.name, q.dtype, [lead.clone(), vec![draws], q.shape.clone()].concat()))
        .collect();
    let values = read_arrays(path, &specs)?;
    let generated = (info.quantities.iter().zip(values))
        .map(|(q, v)| {
            Ok(Quantity {
                name: q.name.clone(),
                shape: q.shape.clone(),
                values: tensor_data(v).ok_or_else(|| Error::Usage(format!("{shown}: `{}` is not an array", q.name)))?,
            })
        })
        .collect::<Result<Vec<_>, Error>>()?;
    Ok(Part {
        path: path.to_path_buf(),
        info,
        posterior,
        warmup,
        generated,
    })
}

/// A part's info (`parts::part_info`, which reads the entry whole, its
/// CRC-32 checked).
fn read_info(path: &Path) -> Result<PartInfo, Error> {
    let json = parts::part_info(path).map_err(|e| Error::Usage(e.to_string()))?;
    parts::check_kind(path, &json, "sample").map_err(|e| Error::Usage(e.to_string()))?;
    serde_json::from_value(json).map_err(|e| {
        Error::Usage(format!(
            "{}: not a part of a sharded sample ({e}): merge takes the .npz files that `autobatch sample --shard K/N \
             -o PART.npz` wrote",
            path.display()
        ))
    })
}

fn spec(name: &str, dtype: DType, shape: Vec<usize>) -> ParamSpec {
    ParamSpec {
        name: name.to_string(),
        ty: Type { dtype, shape },
        shared: true,
    }
}

fn read_arrays(path: &Path, specs: &[ParamSpec]) -> Result<Vec<Value>, Error> {
    if specs.is_empty() {
        return Ok(Vec::new());
    }
    shared_values_from_path(path, specs).map_err(|e| {
        Error::Usage(format!(
            "{}: {e}: its arrays are not what its info says (an altered part?)",
            path.display()
        ))
    })
}

fn tensor_data(value: Value) -> Option<TensorData> {
    match value {
        Value::Tensor(t) => Some(t.data.clone()),
        _ => None,
    }
}

/// One phase's trace (`prefix` "" or "warmup_") of `lead` members and
/// `draws` draws, from the parameters' arrays, the statistics' and, with
/// `unconstrained` (theta's length), theta's.
fn read_trace(
    path: &Path,
    info: &PartInfo,
    (prefix, lead, draws, dtype): (&str, &[usize], usize, ThetaDType),
    unconstrained: Option<usize>,
) -> Result<Trace, Error> {
    let members: usize = lead.iter().product();
    let float = match dtype {
        ThetaDType::F32 => DType::F32,
        ThetaDType::F64 => DType::F64,
    };
    let shape = |tail: &[usize]| [lead, &[draws], tail].concat();
    let layout = &info.layout;
    let mut specs: Vec<ParamSpec> = (layout.params.iter())
        .map(|p| spec(&format!("{prefix}{}", p.name), float, shape(&p.shape)))
        .collect();
    if unconstrained.is_some() {
        specs.extend(
            (layout.params.iter()).map(|p| spec(&format!("unconstrained_{}", p.name), float, shape(&p.free_shape()))),
        );
    }
    let stat_types = [
        DType::F64,
        DType::F64,
        DType::F64,
        DType::I64,
        DType::I64,
        DType::Bool,
        DType::F64,
    ];
    specs.extend((STAT_NAMES.iter().zip(stat_types)).map(|(n, t)| spec(&format!("{prefix}{n}"), t, shape(&[]))));
    let arrays = read_arrays(path, &specs)?;
    let floats = |v: &Value| v.float_elements().unwrap_or_default();
    let params = layout.params.len();
    let (values, rest) = arrays.split_at(params);
    let (free, stats) = rest.split_at(if unconstrained.is_some() { params } else { 0 });
    let values: Vec<Vec<f64>> = values.iter().map(floats).collect();
    let free: Vec<Vec<f64>> = free.iter().map(floats).collect();
    let stats = stat_rows(stats, members * draws)?;
    let mut trace = Trace::new(members, layout.size(), dtype).map_err(|e| Error::Usage(e.to_string()))?;
    if let Some(dim) = unconstrained {
        trace.keep_unconstrained(dim);
    }
    let sizes: Vec<usize> = layout.params.iter().map(|p| p.size()).collect();
    let free_sizes: Vec<usize> = layout.params.iter().map(|p| p.free).collect();
    for k in 0..draws {
        let row = |arrays: &[Vec<f64>], sizes: &[usize]| -> Vec<f64> {
            (0..members)
                .flat_map(|m| {
                    (arrays.iter().zip(sizes))
                        .flat_map(move |(a, &n)| a[(m * draws + k) * n..(m * draws + k + 1) * n].iter().copied())
                })
                .collect()
        };
        let draw_stats: Vec<DrawStats> = (0..members).map(|m| stats[m * draws + k]).collect();
        trace
            .push_draw(&row(&values, &sizes), &draw_stats)
            .map_err(|e| Error::Usage(e.to_string()))?;
        if unconstrained.is_some() {
            trace.push_unconstrained(&row(&free, &free_sizes));
        }
    }
    Ok(trace)
}

/// The statistics' columns (`STAT_NAMES`' order) as one row per draw.
fn stat_rows(columns: &[Value], n: usize) -> Result<Vec<DrawStats>, Error> {
    let broken = || Error::Usage("a part's statistics are not what its info says".into());
    let [lp, acc, eps, depth, steps, div, energy] = columns else {
        return Err(broken());
    };
    let f = |v: &Value| v.float_elements().filter(|x| x.len() == n).ok_or_else(broken);
    let i = |v: &Value| match v {
        Value::Tensor(t) => match &t.data {
            TensorData::I64(x) if x.len() == n => Ok(x.clone()),
            _ => Err(broken()),
        },
        _ => Err(broken()),
    };
    let diverging = match div {
        Value::Tensor(t) => match &t.data {
            TensorData::Bool(x) if x.len() == n => x.clone(),
            _ => return Err(broken()),
        },
        _ => return Err(broken()),
    };
    let (lp, acc, eps, depth, steps, energy) = (f(lp)?, f(acc)?, f(eps)?, i(depth)?, i(steps)?, f(energy)?);
    Ok((0..n)
        .map(|j| DrawStats {
            lp: lp[j],
            acceptance_rate: acc[j],
            step_size: eps[j],
            tree_depth: depth[j],
            n_steps: steps[j],
            diverging: diverging[j],
            energy: energy[j],
        })
        .collect())
}

#[cfg(test)]
mod tests;

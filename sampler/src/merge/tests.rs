//! Parts written from the shards of a synthetic run, merged: the whole
//! run's draws, bit for bit, and every refusal.

use super::*;
use crate::layout::{ParamLayout, Support};

/// A layout with a scalar, a matrix and a simplex (whose free shape is
/// not its shape), 1 + 4 + 3 values, 1 + 4 + 2 free coordinates.
fn layout() -> Layout {
    let param = |name: &str, shape: Vec<usize>, support, free| ParamLayout {
        name: name.into(),
        shape,
        support,
        free,
    };
    Layout {
        params: vec![
            param("mu", vec![], Support::Real, 1),
            param("beta", vec![2, 2], Support::Real, 4),
            param("w", vec![3], Support::Simplex, 2),
        ],
    }
}

/// `chains` chains of `draws` draws whose every value names its place
/// (phase, chain, draw, coordinate), with theta kept.
fn trace(chains: usize, draws: usize, phase: f64, dtype: ThetaDType) -> Trace {
    let mut t = Trace::new(chains, 8, dtype).unwrap();
    // The sampler keeps theta of the kept draws only (phase 0).
    if phase == 0.0 {
        t.keep_unconstrained(7);
    }
    for n in 0..draws {
        let value = |c: usize, k: usize| phase + (1000 * c + 10 * n + k) as f64 + 0.5;
        let block: Vec<f64> = (0..chains).flat_map(|c| (0..8).map(move |k| value(c, k))).collect();
        let theta: Vec<f64> = (0..chains).flat_map(|c| (0..7).map(move |k| -value(c, k))).collect();
        let stats: Vec<DrawStats> = (0..chains)
            .map(|c| DrawStats {
                lp: -value(c, 0),
                acceptance_rate: 1.0 / value(c, 1),
                step_size: 0.25 * (c + 1) as f64,
                tree_depth: ((c + n) % 5) as i64,
                n_steps: (c * n) as i64,
                diverging: (c + n) % 7 == 3,
                energy: value(c, 2),
            })
            .collect();
        t.push_draw(&block, &stats).unwrap();
        t.push_unconstrained(&theta);
    }
    t
}

fn settings(chains: usize, shard: Shard) -> Settings {
    Settings {
        chains,
        warmup: 3,
        draws: 4,
        seed: 5,
        shard,
        ..Settings::default()
    }
}

/// The run of `members` chains (with `datasets`, per dataset) as its
/// outcome, with a generated quantity of two i64 values per draw.
fn whole(chains: usize, datasets: Option<usize>, dtype: ThetaDType) -> Outcome {
    let members = chains * datasets.unwrap_or(1);
    let posterior = trace(members, 4, 0.0, dtype);
    let values = (0..members * 4 * 2).map(|v| v as i64 * 3).collect();
    let generated = vec![Quantity {
        name: "y_rep".into(),
        shape: vec![2],
        values: TensorData::I64(values),
    }];
    let (summary, warnings, datasets) = diagnose(&posterior, &layout(), datasets, 10).unwrap();
    Outcome {
        layout: layout(),
        warmup: Some(trace(members, 3, 0.125, dtype)),
        posterior,
        generated,
        summary,
        warnings,
        datasets,
        seconds: 1.0,
        gradients: 100,
        blocks: Vec::new(),
    }
}

/// Shard `shard`'s outcome cut from `whole`: its chains of each dataset.
fn shard_of(whole: &Outcome, chains: usize, shard: Shard) -> Outcome {
    let sets = whole.datasets.len().max(1);
    let range = shard.range(chains).unwrap();
    let cut = |t: &Trace| {
        let pieces: Vec<Trace> = (0..sets)
            .map(|d| t.chain_range(d * chains + range.start..d * chains + range.end).unwrap())
            .collect();
        Trace::concat(&pieces).unwrap()
    };
    let per_chain = whole.posterior.draws() * 2;
    let mut values = TensorData::I64(Vec::new());
    for d in 0..sets {
        let at = (d * chains + range.start) * per_chain..(d * chains + range.end) * per_chain;
        assert!(values.append(whole.generated[0].values.slice(at).unwrap()));
    }
    let posterior = cut(&whole.posterior);
    let datasets = (!whole.datasets.is_empty()).then_some(sets);
    let (summary, warnings, reports) = diagnose(&posterior, &layout(), datasets, 10).unwrap();
    Outcome {
        layout: layout(),
        warmup: whole.warmup.as_ref().map(cut),
        posterior,
        generated: vec![Quantity {
            values,
            ..whole.generated[0].clone()
        }],
        summary,
        warnings,
        datasets: reports,
        seconds: 0.5,
        gradients: 10,
        blocks: Vec::new(),
    }
}

/// Writes the parts of `count` shards of `whole` into `dir`.
fn write_parts(dir: &Path, whole: &Outcome, chains: usize, count: usize, run: &str) -> Vec<PathBuf> {
    (0..count)
        .map(|k| {
            let shard = Shard::new(k, count).unwrap();
            let s = settings(chains, shard);
            let path = dir.join(format!("part_{k}.npz"));
            let flags = RunFlags::of(&s, true, true);
            write_part(&shard_of(whole, chains, shard), &path, &s, flags, run).unwrap();
            path
        })
        .collect()
}

fn refusal(paths: &[PathBuf]) -> String {
    match merge(paths) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("merged {paths:?}"),
    }
}

#[test]
fn the_shards_parts_merge_into_the_whole_runs_draws() {
    let dir = tempfile::tempdir().unwrap();
    for (chains, datasets, dtype) in [
        (5, None, ThetaDType::F64),
        (4, None, ThetaDType::F32),
        (3, Some(2), ThetaDType::F64),
    ] {
        let whole = whole(chains, datasets, dtype);
        for count in 1..=chains.min(4) {
            let mut parts = write_parts(dir.path(), &whole, chains, count, "run");
            parts.reverse();
            let (merged, s) = merge(&parts).unwrap();
            let what = format!("{chains} chains, {datasets:?} datasets, {count} shards");
            assert_eq!(merged.posterior, whole.posterior, "{what}");
            assert_eq!(merged.warmup, whole.warmup, "{what}");
            assert_eq!(merged.generated, whole.generated, "{what}");
            assert_eq!(
                format!("{:?}", merged.summary),
                format!("{:?}", whole.summary),
                "{what}"
            );
            assert_eq!(merged.report(), whole.report(), "{what}");
            assert_eq!(
                (s.chains, s.warmup, s.draws, s.seed, s.shard),
                (chains, 3, 4, 5, Shard::WHOLE)
            );
            assert_eq!(merged.gradients, 10 * count as u64);
        }
    }
}

#[test]
fn missing_duplicated_and_foreign_parts_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let run = whole(4, None, ThetaDType::F64);
    let parts = write_parts(dir.path(), &run, 4, 3, "run");
    let missing = refusal(&parts[..2]);
    assert!(missing.contains("shard 2/3 is missing"), "{missing}");
    let twice = refusal(&[parts.clone(), vec![parts[1].clone()]].concat());
    assert!(twice.contains("shard 1/3 is given twice"), "{twice}");

    let other = tempfile::tempdir().unwrap();
    let foreign = write_parts(other.path(), &run, 4, 3, "another run");
    let mixed = refusal(&[parts[0].clone(), parts[1].clone(), foreign[2].clone()]);
    assert!(mixed.contains("part of another run"), "{mixed}");

    let four = tempfile::tempdir().unwrap();
    let quarters = write_parts(four.path(), &run, 4, 4, "run");
    let counts = refusal(&[parts[0].clone(), quarters[1].clone()]);
    assert!(
        counts.contains("other flags") && counts.contains("--shard K/N"),
        "{counts}"
    );

    let plain = dir.path().join("plain.npz");
    arviz::write(&plain, &run.draws(), None, &[]).unwrap();
    let not_a_part = refusal(&[plain]);
    assert!(not_a_part.contains("not a part of a sharded run"), "{not_a_part}");
    let none = refusal(&[]);
    assert!(none.contains("merge needs the parts"), "{none}");
}

#[test]
fn an_altered_part_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let run = whole(2, None, ThetaDType::F64);
    let parts = write_parts(dir.path(), &run, 2, 2, "run");
    // A part claiming more draws than its arrays hold.
    let mut info = read_info(&parts[1]).unwrap();
    info.flags.draws += 1;
    let json = serde_json::to_string(&info).unwrap();
    let cut = shard_of(&run, 2, Shard::new(1, 2).unwrap());
    write_npz_part(&parts[1], &cut.draws(), cut.warmup.as_ref(), &json).unwrap();
    let why = refusal(&parts);
    assert!(why.contains("part_1.npz"), "{why}");
}

/// A batch run's part (`autobatch run --shard 1/2`, `.npz`): one member of
/// a program with no outputs.
fn batch_part(path: &Path) {
    let signature = autobatch_runtime::Signature {
        params: vec![],
        outputs: vec![],
    };
    let part = parts::RunPart {
        format: parts::PART_FORMAT,
        kind: "run".into(),
        run: "a batch".into(),
        shard: (1, 2),
        members: (1, 2),
        total: 2,
        signature,
        checks: vec![],
    };
    let out = autobatch_runtime::Outputs {
        values: vec![],
        status: vec![autobatch_runtime::Status::Ok],
    };
    parts::write_part(path, &out, &part).unwrap();
}

#[test]
fn a_batch_runs_part_among_a_samples_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let run = whole(2, None, ThetaDType::F64);
    let sample = write_parts(dir.path(), &run, 2, 2, "run");
    let batch = dir.path().join("batch_1.npz");
    batch_part(&batch);
    // The sampler's merge, a batch's part second: not serde's missing field.
    let why = refusal(&[sample[0].clone(), batch.clone()]);
    assert!(
        why.contains("batch_1.npz is a part of a batch run (`autobatch run --shard K/N`)")
            && why.contains("not of a sharded sample")
            && !why.contains("missing field"),
        "{why}"
    );
    // A batch's merge (`autobatch merge` when the first part is a batch's).
    let why = parts::merge(&[batch, sample[0].clone()]).unwrap_err().to_string();
    assert!(
        why.contains("part_0.npz is a part of a sharded sample (`autobatch sample --shard K/N`)")
            && why.contains("one run at a time")
            && !why.contains("missing field"),
        "{why}"
    );
}

//! A batch's outputs cut into shards' parts (`.json` and `.npz`) and
//! merged back: the same values and statuses, and every refusal.

use super::*;
use crate::batch::{Arg, ParamSpec};
use crate::{DType, Status, TensorData, Type, Value};
use npyz::WriterBuilder;
use std::ops::Range;

fn signature() -> Signature {
    let ty = |dtype, shape: Vec<usize>| Type { dtype, shape };
    Signature {
        params: vec![ParamSpec {
            name: "n".into(),
            ty: ty(DType::I64, vec![]),
            shared: false,
        }],
        outputs: vec![ty(DType::F64, vec![]), ty(DType::I64, vec![2])],
    }
}

/// The outputs of `z` members: member m gives m / 4 and [m, -m], and
/// every third stopped.
fn outputs(members: Range<usize>) -> Outputs {
    let pair = |m: usize| Value::tensor(vec![2], TensorData::I64(vec![m as i64, -(m as i64)]));
    Outputs {
        values: vec![
            members.clone().map(|m| Value::F64(m as f64 / 4.0)).collect(),
            members.clone().map(pair).collect(),
        ],
        status: members
            .map(|m| {
                if m % 3 == 2 {
                    Status::AssertionFailed
                } else {
                    Status::Ok
                }
            })
            .collect(),
    }
}

/// An inputs file of `z` members (`n` = 0, 1, ...) in `dir`.
fn inputs(dir: &Path, z: usize) -> PathBuf {
    let path = dir.join(format!("inputs_{z}.json"));
    let n: Vec<usize> = (0..z).collect();
    std::fs::write(&path, format!(r#"{{"n": {n:?}}}"#)).unwrap();
    path
}

/// Writes the parts of `count` shards of a batch of `z` to `dir`; `run`
/// stands for the program.
fn parts(dir: &Path, z: usize, count: usize, run: &str, extension: &str) -> Vec<PathBuf> {
    let inputs = inputs(dir, z);
    (0..count)
        .map(|k| {
            let shard = Shard::new(k, count).unwrap();
            let path = dir.join(format!("part_{k}.{extension}"));
            let (sliced, part) = read(Some(shard), &inputs, &signature(), Some(&path), run.as_bytes(), "").unwrap();
            let part = part.unwrap();
            let range = part.members.0..part.members.1;
            let Arg::Batched(n) = &sliced.args[0] else {
                panic!("batched")
            };
            assert_eq!(n.first(), Some(&Value::I64(range.start as i64)));
            write_part(&path, &outputs(range), &part).unwrap();
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
fn parts_merge_into_the_whole_batchs_outputs() {
    let dir = tempfile::tempdir().unwrap();
    for extension in ["json", "npz"] {
        for count in 1..=4 {
            let mut paths = parts(dir.path(), 7, count, "batch", extension);
            paths.reverse();
            let (merged, sig) = merge(&paths).unwrap();
            assert_eq!(merged, outputs(0..7), "{count} shards, .{extension}");
            assert_eq!(sig, signature());
        }
    }
}

#[test]
fn missing_duplicated_and_foreign_parts_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let three = parts(dir.path(), 7, 3, "batch", "npz");
    assert!(refusal(&three[..2]).contains("shard 2/3 is missing"));
    assert!(refusal(&[three.clone(), vec![three[0].clone()]].concat()).contains("shard 0/3 is given twice"));
    let other = tempfile::tempdir().unwrap();
    let foreign = parts(other.path(), 7, 3, "another batch", "json");
    let mixed = refusal(&[three[0].clone(), three[1].clone(), foreign[2].clone()]);
    assert!(mixed.contains("another batch than"), "{mixed}");
    let plain = dir.path().join("plain.json");
    io::write_outputs(&plain, &outputs(0..7), &signature()).unwrap();
    assert!(refusal(std::slice::from_ref(&plain)).contains("not a part of a sharded run"));
    let two = inputs(dir.path(), 2);
    let out = Some(plain.as_path());
    let empty = read(Some(Shard::new(0, 3).unwrap()), &two, &signature(), out, b"", "")
        .err()
        .unwrap();
    assert!(empty.to_string().contains("holds none"), "{empty}");
    let no_output = read(Some(Shard::new(0, 1).unwrap()), &two, &signature(), None, b"", "")
        .err()
        .unwrap();
    assert!(
        no_output.to_string().contains("give --output PART.json or PART.npz"),
        "{no_output}"
    );
}

/// An `.npz` of `n` = 0..z, stored as numpy's `savez` stores it.
fn stored_inputs(path: &Path, n: &[i64]) {
    let mut npz = npyz::npz::NpzWriter::create(path).unwrap();
    let stored = npyz::zip::write::FileOptions::default().compression_method(npyz::zip::CompressionMethod::Stored);
    let builder = npz.array::<i64>("n", stored).unwrap().default_dtype();
    let mut writer = builder.shape(&[n.len() as u64]).begin_nd().unwrap();
    writer.extend(n.iter().copied()).unwrap();
    writer.finish().unwrap();
    npz.zip_writer().finish().unwrap();
}

#[test]
fn merge_refuses_shards_that_read_a_damaged_entry_by_slice() {
    let dir = tempfile::tempdir().unwrap();
    let (intact, damaged) = (dir.path().join("in.npz"), dir.path().join("damaged.npz"));
    let n: Vec<i64> = (0..7).collect();
    stored_inputs(&intact, &n);
    // Member 3 (shard 1 of 3's) reads 1003: the file changed under a shard.
    let mut altered = n.clone();
    altered[3] = 1003;
    stored_inputs(&damaged, &altered);
    let bytes = std::fs::read(&intact).unwrap();
    let mut cut = std::fs::read(&damaged).unwrap();
    // The damaged file keeps the intact one's directory (its CRC-32s).
    let directory = bytes.windows(4).position(|w| w == b"PK\x01\x02").unwrap();
    assert_eq!(bytes.len(), cut.len());
    cut[directory..].copy_from_slice(&bytes[directory..]);
    std::fs::write(&damaged, &cut).unwrap();
    let paths: Vec<PathBuf> = (0..3)
        .map(|k| {
            let input = if k == 1 { &damaged } else { &intact };
            let path = dir.path().join(format!("part_{k}.npz"));
            let shard = Some(Shard::new(k, 3).unwrap());
            let (sliced, part) = read(shard, input, &signature(), Some(&path), b"p", "").unwrap();
            let part = part.unwrap();
            assert_eq!(part.checks.len(), 1);
            assert_eq!(sliced.z, part.members.1 - part.members.0);
            write_part(&path, &outputs(part.members.0..part.members.1), &part).unwrap();
            path
        })
        .collect();
    let e = refusal(&paths);
    assert!(
        e.contains("entry `n.npy` is damaged") && e.contains("run the shards again"),
        "{e}"
    );
    let good: Vec<PathBuf> = (0..3)
        .map(|k| {
            let path = dir.path().join(format!("good_{k}.json"));
            let (_, part) = read(
                Some(Shard::new(k, 3).unwrap()),
                &intact,
                &signature(),
                Some(&path),
                b"p",
                "",
            )
            .unwrap();
            let part = part.unwrap();
            write_part(&path, &outputs(part.members.0..part.members.1), &part).unwrap();
            path
        })
        .collect();
    assert_eq!(merge(&good).unwrap().0, outputs(0..7));
}

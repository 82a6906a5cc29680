//! A batch's outputs cut into shards' parts (`.json` and `.npz`) and
//! merged back: the same values and statuses, and every refusal.

use super::*;
use crate::batch::ParamSpec;
use crate::{DType, Status, TensorData, Type, Value};

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

fn inputs(z: usize) -> Inputs {
    Inputs {
        z,
        args: vec![Arg::Batched((0..z).map(|m| Value::I64(m as i64)).collect())],
    }
}

/// Writes the parts of `count` shards of a batch of `z` to `dir`.
fn parts(dir: &Path, z: usize, count: usize, run: &str, extension: &str) -> Vec<PathBuf> {
    (0..count)
        .map(|k| {
            let shard = Shard::new(k, count).unwrap();
            let (sliced, part) = shard_inputs(&inputs(z), shard, run, &signature()).unwrap();
            let range = part.members.0..part.members.1;
            let Arg::Batched(n) = &sliced.args[0] else {
                panic!("batched")
            };
            assert_eq!(n.first(), Some(&Value::I64(range.start as i64)));
            let path = dir.join(format!("part_{k}.{extension}"));
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
    assert!(refusal(&[plain]).contains("not a part of a sharded run"));
    let empty = shard_inputs(&inputs(2), Shard::new(0, 3).unwrap(), "batch", &signature());
    assert!(empty.unwrap_err().to_string().contains("holds none"));
}

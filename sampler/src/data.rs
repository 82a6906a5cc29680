//! The model's data, read by the names of `log_density`'s data
//! parameters: one set shared by every chain (`--data`), or one set per
//! dataset (`--datasets`), each entry's leading axis the datasets.

use crate::Error;
use autobatch_runtime::io::{batched_values_from_path, shared_values_from_path, IoError};
use autobatch_runtime::{Arg, ParamSpec, Type, Value};
use std::path::Path;

/// The data of one run.
#[derive(Clone, Debug)]
pub enum RunData {
    /// One value per data parameter, the same for every chain.
    Shared(Vec<Value>),
    /// `count` datasets: per data parameter, one value per dataset. The
    /// run samples `count` posteriors at once, `chains` chains each:
    /// member `m * chains + c` is dataset m's chain c, drawing with
    /// `dataset_seed(seed, m)` (the sampler compiled with the data per
    /// member, `DataBinding::PerMember`).
    Datasets { count: usize, values: Vec<Vec<Value>> },
}

impl RunData {
    /// How many datasets (`None`: the data is shared).
    pub fn datasets(&self) -> Option<usize> {
        match self {
            RunData::Shared(_) => None,
            RunData::Datasets { count, .. } => Some(*count),
        }
    }

    /// The batch's members for `chains` chains per posterior.
    pub fn members(&self, chains: usize) -> usize {
        chains.saturating_mul(self.datasets().unwrap_or(1))
    }

    /// The entry's data arguments for `chains` chains per posterior.
    pub fn args(&self, chains: usize) -> Vec<Arg> {
        match self {
            RunData::Shared(values) => values.iter().cloned().map(Arg::Shared).collect(),
            RunData::Datasets { count, values } => (values.iter())
                .map(|per_set| Arg::Batched((0..count * chains).map(|m| per_set[m / chains].clone()).collect()))
                .collect(),
        }
    }

    /// Dataset `m`'s values (the shared ones where the data is shared).
    pub fn dataset(&self, m: usize) -> Vec<Value> {
        match self {
            RunData::Shared(values) => values.clone(),
            RunData::Datasets { values, .. } => values.iter().map(|per_set| per_set[m].clone()).collect(),
        }
    }
}

/// The seed dataset `m` of a `--datasets` run of `seed` draws with:
/// `seed + m * 2^32` (wrapping in i64), so that datasets have random
/// streams of their own (the same keys would make datasets with similar
/// posteriors draw alike: ranks of a calibration would not be
/// independent) and runs with nearby seeds share none. Dataset 0 draws
/// with `seed` itself.
pub fn dataset_seed(seed: i64, m: usize) -> i64 {
    seed.wrapping_add((m as i64).wrapping_mul(DATASET_SEED_STRIDE))
}

/// How far apart the datasets' seeds are: 2^32.
pub const DATASET_SEED_STRIDE: i64 = 1 << 32;

/// The model's data, read from `.json` or `.npz` by the names of
/// `log_density`'s data parameters: one value each, in their order.
pub fn read_data(path: Option<&Path>, data: &[(String, Type)]) -> Result<Vec<Value>, Error> {
    let Some(path) = path else {
        if data.is_empty() {
            return Ok(Vec::new());
        }
        let names: Vec<&str> = data.iter().map(|(n, _)| n.as_str()).collect();
        return Err(Error::Usage(format!(
            "the model takes data ({}): pass it with --data DATA.json or DATA.npz",
            names.join(", ")
        )));
    };
    Ok(shared_values_from_path(path, &params(data))?)
}

/// `--datasets`: the model's data for many datasets at once, each entry
/// holding one value per dataset along its leading axis (a JSON entry:
/// a list of them), every entry the same number.
pub fn read_datasets(path: &Path, data: &[(String, Type)]) -> Result<RunData, Error> {
    if data.is_empty() {
        return Err(Error::Usage(format!(
            "--datasets {}: the model takes no data, so there is nothing to vary between datasets: \
             sample it without --datasets",
            path.display()
        )));
    }
    let (count, values) = batched_values_from_path(path, &params(data)).map_err(|e| {
        let why = match e {
            IoError::BatchMismatch {
                first,
                first_z,
                other,
                other_z,
            } => format!(
                "`{first}` holds {first_z} datasets but `{other}` holds {other_z}: every entry holds one per dataset"
            ),
            IoError::EmptyBatch(name) => format!("`{name}` holds no dataset: it needs at least one"),
            other => other.to_string(),
        };
        let example = data.iter().find(|(_, t)| !t.is_scalar()).unwrap_or(&data[0]);
        let shape: String = example.1.shape.iter().map(|d| format!(", {d}")).collect();
        Error::Usage(format!(
            "--datasets {}: {why} (with --datasets each data entry has a leading axis of datasets: \
             `{}` for M datasets has shape [M{shape}])",
            path.display(),
            example.0
        ))
    })?;
    Ok(RunData::Datasets { count, values })
}

fn params(data: &[(String, Type)]) -> Vec<ParamSpec> {
    (data.iter())
        .map(|(name, ty)| ParamSpec {
            name: name.clone(),
            ty: ty.clone(),
            shared: true,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dataset_seeds_are_apart_by_two_to_the_32_and_wrap() {
        // The same values as python/tests/test_datasets.py: the CPython twin agrees.
        assert_eq!(dataset_seed(7, 0), 7);
        assert_eq!(dataset_seed(7, 3), 7 + 3 * (1 << 32));
        assert_eq!(dataset_seed(i64::MAX, 1), i64::MIN + (1 << 32) - 1);
        assert_eq!(dataset_seed(-5, 1 << 31), i64::MAX - 4);
    }

    #[test]
    fn members_are_dataset_major() {
        let data = RunData::Datasets {
            count: 2,
            values: vec![vec![Value::F64(1.0), Value::F64(2.0)]],
        };
        assert_eq!((data.datasets(), data.members(3)), (Some(2), 6));
        let Arg::Batched(per_member) = &data.args(3)[0] else {
            panic!("batched")
        };
        let one = [1.0, 1.0, 1.0, 2.0, 2.0, 2.0].map(Value::F64);
        assert_eq!(per_member.as_slice(), one);
        assert_eq!(data.dataset(1), [Value::F64(2.0)]);
        let shared = RunData::Shared(vec![Value::F64(3.0)]);
        assert_eq!((shared.datasets(), shared.members(3)), (None, 3));
        assert!(matches!(shared.args(3)[0], Arg::Shared(_)));
    }
}

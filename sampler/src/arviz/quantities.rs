//! The generated quantities in the output (`generated.rs`): in netCDF,
//! each a variable of its group (`posterior` beside the parameters,
//! `posterior_predictive`, `log_likelihood`) with dimensions (chain, draw,
//! NAME_dim_0, ...), `dataset` ahead of `chain` with `--datasets`; in `.npz`, each an array under its name.

use super::memfile::{Group, NcError};
use super::{coordinate, npz_array, variable};
use crate::generated::{self, Quantity};
use autobatch_runtime::TensorData;
use npyz::npz::NpzWriter;
use std::ffi::c_int;
use std::io;

/// The groups beyond the posterior that `quantities` fill, in ArviZ's
/// order.
pub(super) fn extra_groups(quantities: &[Quantity]) -> Vec<generated::Group> {
    [generated::Group::PosteriorPredictive, generated::Group::LogLikelihood]
        .into_iter()
        .filter(|g| quantities.iter().any(|q| q.group() == *g))
        .collect()
}

/// Writes the quantities of `which` into `group`, whose dimensions up to
/// `draw` (chain, draw; or dataset, chain, draw) are given with their
/// lengths.
pub(super) fn write_nc(
    group: Group,
    quantities: &[Quantity],
    which: generated::Group,
    (lead, sizes): (&[c_int], &[usize]),
) -> Result<(), NcError> {
    for q in quantities.iter().filter(|q| q.group() == which) {
        let mut dims = lead.to_vec();
        for (k, &n) in q.shape.iter().enumerate() {
            dims.push(coordinate(group, &format!("{}_dim_{k}", q.name), n)?);
        }
        let shape: Vec<usize> = sizes.iter().chain(&q.shape).copied().collect();
        let name = q.name.as_str();
        match &q.values {
            TensorData::F64(v) => variable(group, name, &dims, &shape, v, Some(f64::NAN), None)?,
            TensorData::F32(v) => variable(group, name, &dims, &shape, v, Some(f32::NAN), None)?,
            TensorData::I64(v) => variable(group, name, &dims, &shape, v, None, None)?,
            TensorData::I32(v) => variable(group, name, &dims, &shape, v, None, None)?,
            TensorData::Bool(v) => {
                let bytes: Vec<i8> = v.iter().map(|&b| i8::from(b)).collect();
                variable(group, name, &dims, &shape, &bytes, None, Some(("dtype", "bool")))?;
            }
        }
    }
    Ok(())
}

/// Writes every quantity as an array `(chain, draw, ...)` under its name
/// (`lead`: the lengths up to `draw`, with datasets `(dataset, chain,
/// draw)`).
pub(super) fn write_npz<W: io::Write + io::Seek>(
    npz: &mut NpzWriter<W>,
    quantities: &[Quantity],
    lead: &[u64],
) -> Result<(), (String, io::Error)> {
    for q in quantities {
        let shape: Vec<u64> = lead.iter().copied().chain(q.shape.iter().map(|&n| n as u64)).collect();
        let written = match &q.values {
            TensorData::F64(v) => npz_array(npz, &q.name, &shape, v),
            TensorData::F32(v) => npz_array(npz, &q.name, &shape, v),
            TensorData::I64(v) => npz_array(npz, &q.name, &shape, v),
            TensorData::I32(v) => npz_array(npz, &q.name, &shape, v),
            TensorData::Bool(v) => npz_array(npz, &q.name, &shape, v),
        };
        written.map_err(|e| (q.name.clone(), e))?;
    }
    Ok(())
}

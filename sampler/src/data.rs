//! The model's data, read by the names of `log_density`'s data
//! parameters.

use crate::Error;
use autobatch_runtime::io::shared_values_from_path;
use autobatch_runtime::{ParamSpec, Type, Value};
use std::path::Path;

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
    let params: Vec<ParamSpec> = (data.iter())
        .map(|(name, ty)| ParamSpec {
            name: name.clone(),
            ty: ty.clone(),
            shared: true,
        })
        .collect();
    Ok(shared_values_from_path(path, &params)?)
}

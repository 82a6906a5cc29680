//! Batch inputs and outputs in the command-line contract.
//!
//! Inputs map each parameter name to its values; a batched parameter's
//! leading dimension is the batch (Z members), a shared one gives a single
//! value:
//!
//! ```json
//! {"n": [6, 7, 8, 9], "data": [[1.0, 2.0], [3.0, 4.0]]}
//! ```
//!
//! Outputs are `{"outputs": [<one array per returned value, leading dim
//! Z>], "status": ["ok", ...]}`. Beside JSON, inputs may come as one `.npz`
//! array per parameter (or one `.npy` for a one-parameter program) and
//! outputs may go to `.npz` (`out0`, `out1`, ... and `status` as i32
//! codes).
//!
//! Every value is checked against the declared type exactly; an error names
//! the parameter, the member and the element it is about. Input that could
//! be read more than one way or is damaged is refused, naming the file, the
//! entry or the key: a JSON key given twice, an `.npz` array stored twice,
//! an entry whose CRC-32 does not match, a file cut short.

mod json;
mod npy;
mod npz;
mod rows;
mod strict_json;
#[cfg(test)]
mod tests;
mod widen;

pub use npy::{Flaw, Place};
pub use rows::{inputs_rows, verify, RowsRead, SliceCheck};

use crate::batch::{Arg, Inputs, Outputs, ParamSpec, Signature};
use crate::dtype::{DType, Type};
use crate::status::Status;
use serde_json::Value as Json;
use std::fmt;
use std::io;
use std::path::Path;

#[derive(Debug, thiserror::Error)]
pub enum IoError {
    #[error("invalid JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("input key `{key}` appears twice{}: keep one", within_suffix(.within))]
    RepeatedInputKey { key: String, within: String },
    #[error("the data file `{path}`: key `{key}` appears twice{}: keep one", within_suffix(.within))]
    RepeatedDataKey { path: String, key: String, within: String },
    #[error("{what} must be a JSON object, got {found}")]
    NotAnObject { what: &'static str, found: String },
    #[error("missing input `{0}`")]
    MissingInput(String),
    #[error("unknown input `{name}` (parameters: {params})")]
    UnknownInput { name: String, params: String },
    #[error("input `{name}`: expected an array with one value per batch member, got {found}")]
    NotBatched { name: String, found: String },
    #[error("input `{0}`: the batch is empty (it needs at least one member)")]
    EmptyBatch(String),
    #[error("input `{first}` has {first_z} members but input `{other}` has {other_z}")]
    BatchMismatch {
        first: String,
        first_z: usize,
        other: String,
        other_z: usize,
    },
    #[error("cannot tell the batch size: no parameter is batched")]
    NoBatchedInput,
    #[error("{site}: expected {expected}, found {found}")]
    Shape {
        site: Site,
        expected: String,
        found: String,
    },
    #[error("{site}: expected {expected}, got {found}")]
    Element {
        site: Site,
        expected: &'static str,
        found: String,
    },
    #[error("{site}: {value} is out of {dtype} range")]
    OutOfRange { site: Site, value: String, dtype: DType },
    #[error("input `{name}`: expected an array of {expected}, found dtype {found}")]
    NpyDType {
        name: String,
        expected: DType,
        found: String,
    },
    #[error(
        "input `{name}`: {element} is the integer {value}, which {dtype} cannot hold exactly \
         (it would be {nearest}): pass the data as floats if that rounding is meant"
    )]
    InexactInteger {
        name: String,
        element: String,
        value: String,
        dtype: DType,
        nearest: String,
    },
    #[error("input `{name}`: expected {expected}, found {found}")]
    NpyShape {
        name: String,
        expected: String,
        found: String,
    },
    #[error("input `{name}`: {source}")]
    Npy { name: String, source: io::Error },
    #[error("a .npy file holds one array, but the program takes {count} parameters ({params}): use .json or .npz")]
    NpyNeedsOneParam { count: usize, params: String },
    #[error("cannot read `{path}`: {source}")]
    Read { path: String, source: io::Error },
    /// A damaged, truncated or ambiguous `.npy` or `.npz` file.
    #[error("cannot read `{path}`: {flaw}")]
    BadFile { path: String, flaw: Flaw },
    #[error("cannot write {what}: {source}")]
    Write { what: String, source: io::Error },
    #[error("`{path}`: unknown {what} format (use {expected})")]
    UnknownFormat {
        path: String,
        what: &'static str,
        expected: &'static str,
    },
    #[error("output `{column}`: member {member}: expected a value of type {expected}, found {found}")]
    OutputType {
        column: String,
        member: usize,
        expected: Type,
        found: Type,
    },
    #[error("malformed outputs: {0}")]
    Malformed(String),
    /// A shard that cannot run, or parts that do not merge (`parts.rs`).
    #[error("{0}")]
    Part(String),
}

/// Where the object holding a repeated key is, when not at the top.
fn within_suffix(within: &str) -> String {
    if within.is_empty() {
        String::new()
    } else {
        format!(" in `{within}`")
    }
}

/// The `.npy` bytes of array `name` in the `.npz` at `path`, read with
/// every check an input array gets (the entry whole, its CRC-32, a cut or
/// damaged archive said so); `None` when the archive has no such array.
pub fn npz_array_bytes(path: &Path, name: &str) -> Result<Option<Vec<u8>>, IoError> {
    npz::Npz::open(path)?.npy_bytes(name)
}

/// JSON text parsed as inputs are: a key repeated in an object refused.
pub fn parse_strict_json(text: &str) -> Result<Json, IoError> {
    parse_json(text, |d| {
        let within = within_suffix(&d.within);
        IoError::Malformed(format!("key `{}` appears twice{within}: keep one", d.key))
    })
}

/// Parses JSON text, refusing a key repeated in an object: which of the
/// two values was meant is anyone's guess (serde_json keeps the last).
fn parse_json(text: &str, repeated: impl FnOnce(strict_json::Duplicate) -> IoError) -> Result<Json, IoError> {
    strict_json::parse(text).map_err(|e| match e {
        strict_json::Error::Duplicate(duplicate) => repeated(duplicate),
        strict_json::Error::Json(e) => IoError::Json(e),
    })
}

/// Where in the inputs or outputs a value is: `input `n`: member 3:
/// element [1, 0]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// "input `n`" or "output 0".
    pub what: String,
    pub member: Option<usize>,
    /// The element's index within a tensor value.
    pub element: Option<Vec<usize>>,
}

impl Site {
    fn input(name: &str) -> Site {
        Site {
            what: format!("input `{name}`"),
            member: None,
            element: None,
        }
    }

    fn output(k: usize) -> Site {
        Site {
            what: format!("output {k}"),
            member: None,
            element: None,
        }
    }

    fn member(&self, b: usize) -> Site {
        Site {
            member: Some(b),
            ..self.clone()
        }
    }

    /// The site of element `flat` (row-major) of a value of `shape`.
    fn at_element(&self, shape: &[usize], flat: usize) -> Site {
        if shape.is_empty() {
            return self.clone();
        }
        let mut index = vec![0; shape.len()];
        let mut rest = flat;
        for (slot, &dim) in index.iter_mut().zip(shape).rev() {
            *slot = rest % dim.max(1);
            rest /= dim.max(1);
        }
        Site {
            element: Some(index),
            ..self.clone()
        }
    }
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.what)?;
        if let Some(b) = self.member {
            write!(f, ": member {b}")?;
        }
        if let Some(index) = &self.element {
            write!(f, ": element {index:?}")?;
        }
        Ok(())
    }
}

/// A shape for error messages.
fn shape_str(shape: &[usize]) -> String {
    if shape.is_empty() {
        "a scalar".to_string()
    } else {
        format!("shape {shape:?}")
    }
}

fn param_list(sig: &Signature) -> String {
    if sig.params.is_empty() {
        return "none".to_string();
    }
    let names: Vec<&str> = sig.params.iter().map(|p| p.name.as_str()).collect();
    names.join(", ")
}

/// Checks that `names` are exactly the parameters: no unknown one, none
/// missing.
fn check_names<'a>(sig: &Signature, names: impl IntoIterator<Item = &'a str>) -> Result<(), IoError> {
    let names: Vec<&str> = names.into_iter().collect();
    if let Some(unknown) = names.iter().find(|n| !sig.params.iter().any(|p| p.name == **n)) {
        return Err(IoError::UnknownInput {
            name: unknown.to_string(),
            params: param_list(sig),
        });
    }
    match sig.params.iter().find(|p| !names.contains(&p.name.as_str())) {
        Some(missing) => Err(IoError::MissingInput(missing.name.clone())),
        None => Ok(()),
    }
}

/// The inputs from one argument per parameter (in order): every batched
/// argument must have the same, nonzero, number of members.
fn assemble(sig: &Signature, args: Vec<Arg>) -> Result<Inputs, IoError> {
    let mut z: Option<(usize, &str)> = None;
    for (param, arg) in sig.params.iter().zip(&args) {
        let Arg::Batched(values) = arg else { continue };
        let name = param.name.as_str();
        if values.is_empty() {
            return Err(IoError::EmptyBatch(name.to_string()));
        }
        match z {
            None => z = Some((values.len(), name)),
            Some((first_z, first)) if first_z != values.len() => {
                return Err(IoError::BatchMismatch {
                    first: first.to_string(),
                    first_z,
                    other: name.to_string(),
                    other_z: values.len(),
                })
            }
            Some(_) => {}
        }
    }
    let (z, _) = z.ok_or(IoError::NoBatchedInput)?;
    Ok(Inputs { z, args })
}

fn arg_from_json(param: &ParamSpec, v: &Json) -> Result<Arg, IoError> {
    let site = Site::input(&param.name);
    if param.shared {
        return Ok(Arg::Shared(json::value_from_json(v, &param.ty, &site)?));
    }
    let Json::Array(members) = v else {
        return Err(IoError::NotBatched {
            name: param.name.clone(),
            found: json::describe(v),
        });
    };
    let values = members
        .iter()
        .enumerate()
        .map(|(b, m)| json::value_from_json(m, &param.ty, &site.member(b)));
    Ok(Arg::Batched(values.collect::<Result<_, _>>()?))
}

/// Parses JSON inputs: an object mapping each parameter to its values.
pub fn inputs_from_json(text: &str, sig: &Signature) -> Result<Inputs, IoError> {
    let json = parse_json(text, |d| IoError::RepeatedInputKey {
        key: d.key,
        within: d.within,
    })?;
    let Json::Object(map) = &json else {
        return Err(IoError::NotAnObject {
            what: "the inputs",
            found: json::describe(&json),
        });
    };
    check_names(sig, map.keys().map(String::as_str))?;
    let args = sig.params.iter().map(|p| match map.get(&p.name) {
        Some(v) => arg_from_json(p, v),
        None => Err(IoError::MissingInput(p.name.clone())),
    });
    assemble(sig, args.collect::<Result<_, _>>()?)
}

fn arg_from_array(param: &ParamSpec, array: npy::Array) -> Result<Arg, IoError> {
    Ok(if param.shared {
        Arg::Shared(array.into_shared(&param.ty, &param.name)?)
    } else {
        Arg::Batched(array.into_batched(&param.ty, &param.name)?)
    })
}

/// One array per parameter, named after it.
pub fn inputs_from_npz(path: &Path, sig: &Signature) -> Result<Inputs, IoError> {
    let mut archive = npz::Npz::open(path)?;
    check_names(sig, archive.array_names())?;
    let mut args = Vec::with_capacity(sig.params.len());
    for param in &sig.params {
        let array = archive.array(&param.name, param.ty.dtype)?;
        let array = array.ok_or_else(|| IoError::MissingInput(param.name.clone()))?;
        args.push(arg_from_array(param, array)?);
    }
    assemble(sig, args)
}

/// The one array of a program with exactly one parameter.
pub fn inputs_from_npy(path: &Path, sig: &Signature) -> Result<Inputs, IoError> {
    let [param] = sig.params.as_slice() else {
        return Err(IoError::NpyNeedsOneParam {
            count: sig.params.len(),
            params: param_list(sig),
        });
    };
    let array = npy::read_npy(path, param.ty.dtype, &param.name)?;
    assemble(sig, vec![arg_from_array(param, array)?])
}

fn extension(path: &Path) -> String {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    ext.to_ascii_lowercase()
}

/// Reads inputs in the format the extension names: `.json`, `.npz` or
/// `.npy`.
pub fn inputs_from_path(path: &Path, sig: &Signature) -> Result<Inputs, IoError> {
    match extension(path).as_str() {
        "json" => {
            let text = std::fs::read_to_string(path).map_err(|source| IoError::Read {
                path: path.display().to_string(),
                source,
            })?;
            inputs_from_json(&text, sig)
        }
        "npz" => inputs_from_npz(path, sig),
        "npy" => inputs_from_npy(path, sig),
        _ => Err(IoError::UnknownFormat {
            path: path.display().to_string(),
            what: "input",
            expected: ".json, .npz or .npy",
        }),
    }
}

/// Data for shared parameters (`autobatch sample --data`): one value per
/// parameter of `params`, read by name from `.json` (an object) or `.npz`.
/// Other entries are ignored, so a data file may carry more (the true
/// values a generator drew, say).
pub fn shared_values_from_path(path: &Path, params: &[ParamSpec]) -> Result<Vec<crate::Value>, IoError> {
    let args = data_args_from_path(path, &all_shared(params, true))?;
    Ok(args
        .into_iter()
        .filter_map(|a| match a {
            Arg::Shared(v) => Some(v),
            Arg::Batched(_) => None,
        })
        .collect())
}

/// Data with one value per batch member for each of `params`
/// (`autobatch sample --datasets`): every entry's leading axis (a JSON
/// list's elements) is the batch, the same length for all. Returns that
/// length and each parameter's values. Other entries are ignored, as in
/// `shared_values_from_path`.
pub fn batched_values_from_path(path: &Path, params: &[ParamSpec]) -> Result<(usize, Vec<Vec<crate::Value>>), IoError> {
    let batched = all_shared(params, false);
    let args = data_args_from_path(path, &batched)?;
    let sig = Signature {
        params: batched,
        outputs: Vec::new(),
    };
    let inputs = assemble(&sig, args)?;
    let values = (inputs.args.into_iter())
        .filter_map(|a| match a {
            Arg::Batched(v) => Some(v),
            Arg::Shared(_) => None,
        })
        .collect();
    Ok((inputs.z, values))
}

/// `params`, every one shared (or every one batched).
fn all_shared(params: &[ParamSpec], shared: bool) -> Vec<ParamSpec> {
    (params.iter()).map(|p| ParamSpec { shared, ..p.clone() }).collect()
}

/// One argument per parameter of `params` (shared or batched as each
/// says), read by name from `.json` or `.npz`, other entries ignored.
fn data_args_from_path(path: &Path, params: &[ParamSpec]) -> Result<Vec<Arg>, IoError> {
    let read = |source| IoError::Read {
        path: path.display().to_string(),
        source,
    };
    match extension(path).as_str() {
        "json" => {
            let text = std::fs::read_to_string(path).map_err(read)?;
            let json = parse_json(&text, |d| IoError::RepeatedDataKey {
                path: path.display().to_string(),
                key: d.key,
                within: d.within,
            })?;
            let Json::Object(map) = &json else {
                return Err(IoError::NotAnObject {
                    what: "the data",
                    found: json::describe(&json),
                });
            };
            (params.iter())
                .map(|p| match map.get(&p.name) {
                    Some(v) => arg_from_json(p, v),
                    None => Err(IoError::MissingInput(p.name.clone())),
                })
                .collect()
        }
        "npz" => {
            let mut archive = npz::Npz::open(path)?;
            (params.iter())
                .map(|p| {
                    let array = archive.array(&p.name, p.ty.dtype)?;
                    let array = array.ok_or_else(|| IoError::MissingInput(p.name.clone()))?;
                    arg_from_array(p, array)
                })
                .collect()
        }
        _ => Err(IoError::UnknownFormat {
            path: path.display().to_string(),
            what: "data",
            expected: ".json or .npz",
        }),
    }
}

/// The outputs as compact one-line JSON.
pub fn outputs_to_json(out: &Outputs) -> String {
    let columns = out
        .values
        .iter()
        .map(|col| Json::Array(col.iter().map(json::value_to_json).collect()));
    let status = out.status.iter().map(|s| Json::from(s.code()));
    let mut map = serde_json::Map::new();
    map.insert("outputs".to_string(), Json::Array(columns.collect()));
    map.insert("status".to_string(), Json::Array(status.collect()));
    Json::Object(map).to_string()
}

fn status_from_json(v: &Json, b: usize) -> Result<Status, IoError> {
    serde_json::from_value(v.clone())
        .map_err(|_| IoError::Malformed(format!("status of member {b}: unknown status {v}")))
}

/// Parses outputs written by `outputs_to_json` (or by the Python oracle)
/// back with the program's output types.
pub fn outputs_from_json(text: &str, sig: &Signature) -> Result<Outputs, IoError> {
    let json = parse_strict_json(text)?;
    let field = |key: &str| match json.get(key) {
        Some(Json::Array(items)) => Ok(items),
        _ => Err(IoError::Malformed(format!("`{key}` must be an array"))),
    };
    let (columns, status) = (field("outputs")?, field("status")?);
    if columns.len() != sig.outputs.len() {
        let (found, want) = (columns.len(), sig.outputs.len());
        return Err(IoError::Malformed(format!(
            "{found} output columns, but the program returns {want} value(s)"
        )));
    }
    let status = status
        .iter()
        .enumerate()
        .map(|(b, s)| status_from_json(s, b))
        .collect::<Result<Vec<_>, _>>()?;
    let mut values = Vec::with_capacity(columns.len());
    for (k, (column, ty)) in columns.iter().zip(&sig.outputs).enumerate() {
        let members = match column {
            Json::Array(members) if members.len() == status.len() => members,
            other => {
                let z = status.len();
                return Err(IoError::Malformed(format!(
                    "output {k} must be an array of {z} values, got {}",
                    json::describe(other)
                )));
            }
        };
        let site = Site::output(k);
        let column = members
            .iter()
            .enumerate()
            .map(|(b, m)| json::value_from_json(m, ty, &site.member(b)));
        values.push(column.collect::<Result<Vec<_>, _>>()?);
    }
    Ok(Outputs { values, status })
}

/// Reads back the `.npz` outputs of `z` members that `write_outputs`
/// wrote (arrays `out0`, `out1`, ... and `status`), with the program's
/// output types.
pub fn outputs_from_npz(path: &Path, sig: &Signature, z: usize) -> Result<Outputs, IoError> {
    let columns: Vec<ParamSpec> = (sig.outputs.iter().enumerate())
        .map(|(k, ty)| ParamSpec {
            name: format!("out{k}"),
            ty: ty.clone(),
            shared: false,
        })
        .collect();
    let values = if columns.is_empty() {
        Vec::new()
    } else {
        batched_values_from_path(path, &columns)?.1
    };
    let status = ParamSpec {
        name: "status".into(),
        ty: Type {
            dtype: DType::I32,
            shape: vec![z],
        },
        shared: true,
    };
    let codes = shared_values_from_path(path, &[status])?;
    let status = match codes.first() {
        Some(crate::Value::Tensor(t)) => match &t.data {
            crate::TensorData::I32(codes) => codes.iter().map(|&c| Status::from_i32(c)).collect::<Option<Vec<_>>>(),
            _ => None,
        },
        _ => None,
    };
    let status = status.ok_or_else(|| IoError::Malformed(format!("{}: a status code is unknown", path.display())))?;
    Ok(Outputs { values, status })
}

/// Writes the outputs as `.json` (one line) or `.npz` (arrays `out0`,
/// `out1`, ... of shape `[Z, ...]` and `status`, i32 codes).
pub fn write_outputs(path: &Path, out: &Outputs, sig: &Signature) -> Result<(), IoError> {
    write_outputs_with(path, out, sig, None)
}

/// `write_outputs` with one more entry, `(name, info)`: a key of the
/// JSON object, or in `.npz` the uint8 array of `info`'s JSON text (a
/// shard's part info, `parts.rs`).
pub fn write_outputs_with(
    path: &Path,
    out: &Outputs,
    sig: &Signature,
    extra: Option<(&str, &Json)>,
) -> Result<(), IoError> {
    let bytes = match extension(path).as_str() {
        "json" => {
            let mut json: Json =
                serde_json::from_str(&outputs_to_json(out)).map_err(|e| IoError::Malformed(e.to_string()))?;
            if let (Some((name, info)), Some(map)) = (extra, json.as_object_mut()) {
                map.insert(name.to_string(), info.clone());
            }
            (json.to_string() + "\n").into_bytes()
        }
        "npz" => npz_bytes(out, sig, extra)?,
        _ => {
            return Err(IoError::UnknownFormat {
                path: path.display().to_string(),
                what: "output",
                expected: ".json or .npz",
            })
        }
    };
    // Whole or not at all: a failed write leaves an earlier file intact.
    crate::atomic::write_atomically(path, &bytes).map_err(|source| IoError::Write {
        what: format!("`{}`", path.display()),
        source,
    })
}

/// The outputs as an `.npz` archive, built in memory (where writing cannot
/// fail part way, and the zip writer never finishes in its destructor).
fn npz_bytes(out: &Outputs, sig: &Signature, extra: Option<(&str, &Json)>) -> Result<Vec<u8>, IoError> {
    if out.values.len() != sig.outputs.len() {
        let (found, want) = (out.values.len(), sig.outputs.len());
        return Err(IoError::Malformed(format!(
            "{found} output columns, but the program returns {want} value(s)"
        )));
    }
    let mut npz = npyz::npz::NpzWriter::new(io::Cursor::new(Vec::new()));
    for (k, (column, ty)) in out.values.iter().zip(&sig.outputs).enumerate() {
        npy::write_column(&mut npz, &format!("out{k}"), ty, column)?;
    }
    let codes: Vec<i32> = out.status.iter().map(|s| s.as_i32()).collect();
    npy::write_array(&mut npz, "status", &[codes.len() as u64], &codes)?;
    if let Some((name, info)) = extra {
        let text = info.to_string().into_bytes();
        npy::write_array(&mut npz, name, &[text.len() as u64], &text)?;
    }
    let cursor = npz.zip_writer().finish().map_err(|e| IoError::Write {
        what: "the .npz archive".to_string(),
        source: io::Error::other(e),
    })?;
    Ok(cursor.into_inner())
}

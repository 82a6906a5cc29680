//! The shared arguments of `bench nuts` (the data matrix, the precision
//! matrix): read from a file named after each shared parameter, or
//! computed, and checked against the compiled signature's types.

use super::{DataSource, Model};
use autobatch_compiler::driver::Error;
use autobatch_runtime::{DType, ParamSpec, Signature, TensorData, Value};
use std::path::{Path, PathBuf};

/// The shared arguments of `sig`, by parameter index: from `data` (a
/// `.npz` or `.json` file) where given, else from the model's source.
pub(super) fn shared_args(model: &Model, sig: &Signature, data: Option<&Path>) -> Result<Vec<(usize, Value)>, Error> {
    let shared = sig.params.iter().enumerate().filter(|(_, p)| p.shared);
    let path = match (data, &model.data) {
        (Some(path), _) => path.to_path_buf(),
        (None, DataSource::File { default, make }) => default_file(default, make)?,
        (None, DataSource::Computed(compute)) => {
            return shared
                .map(|(i, p)| compute(p).map(|v| (i, v)).map_err(Error::Usage))
                .collect();
        }
    };
    let mut read = reader(&path)?;
    let mut args = Vec::new();
    for (i, p) in shared {
        // The entry's data parameters are `data.NAME`, NAME the model's.
        let name = p.name.strip_prefix("data.").unwrap_or(&p.name);
        let (shape, values) = read(name)?;
        if shape != p.ty.shape {
            return Err(Error::Usage(format!(
                "{}: {} has shape {shape:?}, the program wants {}",
                path.display(),
                name,
                p.ty
            )));
        }
        args.push((i, value(p, values)?));
    }
    Ok(args)
}

/// `default` relative to the working directory, or else to the source
/// tree this binary was built from.
fn default_file(default: &str, make: &str) -> Result<PathBuf, Error> {
    let here = PathBuf::from(default);
    let tree = Path::new(env!("CARGO_MANIFEST_DIR")).join(default);
    [here, tree]
        .into_iter()
        .find(|p| p.is_file())
        .ok_or_else(|| Error::Usage(format!("{default} not found: run `{make}` first (or give --data PATH)")))
}

/// Reads named arrays, as a shape and the values in row-major order.
type Reader = Box<dyn FnMut(&str) -> Result<(Vec<usize>, Vec<f64>), Error>>;

fn reader(path: &Path) -> Result<Reader, Error> {
    let shown = path.display().to_string();
    let read_err = |source| Error::Read {
        path: path.display().to_string(),
        source,
    };
    match path.extension().and_then(|e| e.to_str()) {
        Some("npz") => {
            let mut archive = npyz::npz::NpzArchive::open(path).map_err(read_err)?;
            Ok(Box::new(move |name| npz_array(&mut archive, name, &shown)))
        }
        Some("json") => {
            let text = std::fs::read_to_string(path).map_err(read_err)?;
            let json: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| Error::Usage(format!("{shown}: {e}")))?;
            Ok(Box::new(move |name| {
                let v = json
                    .get(name)
                    .ok_or_else(|| Error::Usage(format!("{shown} has no {name:?}")))?;
                json_array(v)
                    .ok_or_else(|| Error::Usage(format!("{shown}: {name} is not a rectangular array of numbers")))
            }))
        }
        _ => Err(Error::Usage(format!("{shown}: --data takes a .npz or .json file"))),
    }
}

fn npz_array(
    archive: &mut npyz::npz::NpzArchive<std::io::BufReader<std::fs::File>>,
    name: &str,
    shown: &str,
) -> Result<(Vec<usize>, Vec<f64>), Error> {
    let bad = |what: String| Error::Usage(format!("{shown}: {name}: {what}"));
    let file = archive
        .by_name(name)
        .map_err(|e| bad(e.to_string()))?
        .ok_or_else(|| Error::Usage(format!("{shown} has no array {name:?}")))?;
    if file.order() != npyz::Order::C {
        return Err(bad("stored in Fortran order; save it C-contiguous".into()));
    }
    let shape = file.shape().iter().map(|&d| d as usize).collect();
    let dtype = file.dtype();
    let size = match &dtype {
        npyz::DType::Plain(t) if t.type_char() == npyz::TypeChar::Float => t.size_field(),
        _ => 0,
    };
    let values = match size {
        4 => file.into_vec::<f32>().map(|v| v.into_iter().map(f64::from).collect()),
        8 => file.into_vec::<f64>(),
        _ => return Err(bad(format!("dtype {}, expected float32 or float64", dtype.descr()))),
    };
    Ok((shape, values.map_err(|e| bad(e.to_string()))?))
}

/// A nested JSON list of numbers as its shape and its values.
fn json_array(v: &serde_json::Value) -> Option<(Vec<usize>, Vec<f64>)> {
    match v {
        serde_json::Value::Number(n) => Some((Vec::new(), vec![n.as_f64()?])),
        serde_json::Value::Array(items) => {
            let mut shape = None;
            let mut values = Vec::new();
            for item in items {
                let (s, vs) = json_array(item)?;
                if *shape.get_or_insert_with(|| s.clone()) != s {
                    return None;
                }
                values.extend(vs);
            }
            let mut full = vec![items.len()];
            full.extend(shape.unwrap_or_default());
            Some((full, values))
        }
        _ => None,
    }
}

/// `values` as a value of `p`'s (float) type.
fn value(p: &ParamSpec, values: Vec<f64>) -> Result<Value, Error> {
    let data = match p.ty.dtype {
        // Data written as float32 converts to f64 and back exactly.
        DType::F32 => TensorData::F32(values.into_iter().map(|v| v as f32).collect()),
        DType::F64 => TensorData::F64(values),
        other => {
            return Err(Error::Usage(format!(
                "shared parameter {} is {other}, not a float",
                p.name
            )))
        }
    };
    Ok(if p.ty.is_scalar() {
        data.get(0)
    } else {
        Value::tensor(p.ty.shape.clone(), data)
    })
}

/// examples/make_gaussian.py's precision matrix (the scaled AR(1)
/// precision, tridiagonal, stored dense), of `p`'s size and dtype.
pub(super) fn gaussian_precision(p: &ParamSpec) -> Result<Value, String> {
    const RHO: f64 = 0.5;
    const S_MIN: f64 = 0.5;
    const S_MAX: f64 = 2.0;
    let &[d, d2] = p.ty.shape.as_slice() else {
        return Err(format!("{} is {}, expected a square matrix", p.name, p.ty));
    };
    if d != d2 || d < 2 {
        return Err(format!("{} is {}, expected a square matrix", p.name, p.ty));
    }
    let s: Vec<f64> = (0..d)
        .map(|i| (S_MIN.ln() + i as f64 / (d - 1) as f64 * (S_MAX / S_MIN).ln()).exp())
        .collect();
    let c = 1.0 / (1.0 - RHO * RHO);
    let mut m = vec![0.0; d * d];
    for i in 0..d {
        let q = if i == 0 || i == d - 1 { c } else { (1.0 + RHO * RHO) * c };
        m[i * d + i] = q / (s[i] * s[i]);
        if i + 1 < d {
            let off = -RHO * c / (s[i] * s[i + 1]);
            m[i * d + i + 1] = off;
            m[(i + 1) * d + i] = off;
        }
    }
    value(p, m).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use autobatch_runtime::Type;

    #[test]
    fn json_arrays_must_be_rectangular() {
        let v: serde_json::Value = serde_json::from_str("[[1, 2], [3, 4.5]]").unwrap();
        assert_eq!(json_array(&v), Some((vec![2, 2], vec![1.0, 2.0, 3.0, 4.5])));
        let v: serde_json::Value = serde_json::from_str("[[1, 2], [3]]").unwrap();
        assert_eq!(json_array(&v), None);
    }

    #[test]
    fn a_missing_default_file_says_how_to_make_it() {
        let e = default_file("examples/data/no_such.npz", "python3 examples/make_it.py").unwrap_err();
        let e = e.to_string();
        assert!(e.contains("run `python3 examples/make_it.py` first"), "{e}");
    }

    #[test]
    fn precision_matches_the_python_formula() {
        let p = ParamSpec {
            name: "prec".into(),
            ty: Type::tensor(DType::F64, vec![100, 100]),
            shared: true,
        };
        let Value::Tensor(t) = gaussian_precision(&p).unwrap() else {
            panic!("not a tensor")
        };
        let TensorData::F64(m) = &t.data else { panic!("not f64") };
        // make_gaussian.py: P[0][0] = 1 / (1 - RHO^2) / S_MIN^2.
        assert!((m[0] - 4.0 / 3.0 / 0.25).abs() < 1e-12);
        assert_eq!(m[2], 0.0);
        assert_eq!(m[1], m[100]);
    }
}

//! One value of a declared type to and from JSON: nested arrays of numbers
//! and booleans, with NaN and the infinities as strings (JSON has no
//! literals for them).

use super::{shape_str, IoError, Site};
use crate::dtype::{DType, Type};
use crate::value::{TensorData, Value};
use serde_json::Value as Json;

/// An element type as it appears in JSON.
trait JsonElem: Copy {
    /// The element, or what was expected instead.
    fn parse(v: &Json) -> Result<Self, ElemError>;
    fn print(self) -> Json;
}

/// Why one JSON element does not fit the element type.
enum ElemError {
    Expected(&'static str),
    OutOfRange(DType),
}

impl JsonElem for bool {
    fn parse(v: &Json) -> Result<Self, ElemError> {
        v.as_bool().ok_or(ElemError::Expected("true or false"))
    }
    fn print(self) -> Json {
        Json::Bool(self)
    }
}

/// Integers must be JSON integers (a `3.0` is rejected: it is a float in
/// Python) that fit the dtype.
macro_rules! int_json {
    ($t:ty, $dtype:ident) => {
        impl JsonElem for $t {
            fn parse(v: &Json) -> Result<Self, ElemError> {
                let Json::Number(n) = v else {
                    return Err(ElemError::Expected("an integer"));
                };
                if let Some(x) = n.as_f64().filter(|_| n.is_f64()) {
                    // serde_json reads an integer beyond i64 and u64 as a
                    // float: a whole number that large was out of range, not
                    // a float where an integer belongs (`3.0`).
                    return Err(if x.fract() == 0.0 && x.abs() >= 9.223_372_036_854_776e18 {
                        ElemError::OutOfRange(DType::$dtype)
                    } else {
                        ElemError::Expected("an integer")
                    });
                }
                n.as_i64()
                    .and_then(|x| <$t>::try_from(x).ok())
                    .ok_or(ElemError::OutOfRange(DType::$dtype))
            }
            fn print(self) -> Json {
                Json::from(self)
            }
        }
    };
}

int_json!(i32, I32);
int_json!(i64, I64);

/// Floats take any JSON number and the strings Python's `float()` takes for
/// NaN and the infinities. f32 rounds from the f64 JSON denotes, as
/// `np.float32(x)` does.
macro_rules! float_json {
    ($t:ty) => {
        impl JsonElem for $t {
            fn parse(v: &Json) -> Result<Self, ElemError> {
                let x = match v {
                    Json::Number(n) => n.as_f64(),
                    Json::String(s) => special_float(s),
                    _ => None,
                };
                x.map(|x| x as $t).ok_or(ElemError::Expected("a number"))
            }
            fn print(self) -> Json {
                float_to_json(f64::from(self))
            }
        }
    };
}

float_json!(f32);
float_json!(f64);

fn special_float(s: &str) -> Option<f64> {
    match s.to_ascii_lowercase().as_str() {
        "nan" | "+nan" | "-nan" => Some(f64::NAN),
        "inf" | "+inf" | "infinity" | "+infinity" => Some(f64::INFINITY),
        "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
        _ => None,
    }
}

/// An f32 arrives widened: the shortest f64 repr serde_json prints is what
/// Python prints for `float(np.float32(x))`.
fn float_to_json(x: f64) -> Json {
    if x.is_nan() {
        Json::from("nan")
    } else if x.is_infinite() {
        Json::from(if x > 0.0 { "inf" } else { "-inf" })
    } else {
        serde_json::Number::from_f64(x).map_or(Json::Null, Json::Number)
    }
}

/// The shape of a nested JSON array (a non-array is a scalar), or `None`
/// when the nesting is ragged.
fn json_shape(v: &Json) -> Option<Vec<usize>> {
    let Json::Array(items) = v else {
        return Some(Vec::new());
    };
    let Some(first) = items.first() else {
        return Some(vec![0]);
    };
    let inner = json_shape(first)?;
    for item in &items[1..] {
        if json_shape(item)? != inner {
            return None;
        }
    }
    Some(std::iter::once(items.len()).chain(inner).collect())
}

/// The leaves of a nested array in row-major order.
fn leaves<'a>(v: &'a Json, out: &mut Vec<&'a Json>) {
    match v {
        Json::Array(items) => items.iter().for_each(|item| leaves(item, out)),
        leaf => out.push(leaf),
    }
}

/// A short description of a JSON value for error messages.
pub(super) fn describe(v: &Json) -> String {
    match v {
        Json::Array(items) => format!("an array of length {}", items.len()),
        Json::Object(_) => "an object".to_string(),
        other => other.to_string(),
    }
}

fn parse_leaves<T: JsonElem>(leaves: &[&Json], ty: &Type, site: &Site) -> Result<Vec<T>, IoError> {
    leaves
        .iter()
        .enumerate()
        .map(|(i, leaf)| {
            T::parse(leaf).map_err(|e| {
                let site = site.at_element(&ty.shape, i);
                match e {
                    ElemError::Expected(expected) => IoError::Element {
                        site,
                        expected,
                        found: describe(leaf),
                    },
                    ElemError::OutOfRange(dtype) => IoError::OutOfRange {
                        site,
                        value: leaf.to_string(),
                        dtype,
                    },
                }
            })
        })
        .collect()
}

/// Parses one value of type `ty`.
pub(super) fn value_from_json(v: &Json, ty: &Type, site: &Site) -> Result<Value, IoError> {
    match json_shape(v) {
        Some(shape) if shape == ty.shape => {}
        found => {
            let found = match (v, found) {
                // Not "a scalar": neither is a value of any type.
                (Json::Null | Json::Object(_), _) => describe(v),
                (_, None) => "a ragged nested array".to_string(),
                (_, Some(s)) => shape_str(&s),
            };
            return Err(IoError::Shape {
                site: site.clone(),
                expected: shape_str(&ty.shape),
                found,
            });
        }
    }
    let mut flat = Vec::with_capacity(ty.num_elements());
    leaves(v, &mut flat);
    let data = match ty.dtype {
        DType::Bool => TensorData::Bool(parse_leaves(&flat, ty, site)?),
        DType::I32 => TensorData::I32(parse_leaves(&flat, ty, site)?),
        DType::I64 => TensorData::I64(parse_leaves(&flat, ty, site)?),
        DType::F32 => TensorData::F32(parse_leaves(&flat, ty, site)?),
        DType::F64 => TensorData::F64(parse_leaves(&flat, ty, site)?),
    };
    Ok(if ty.is_scalar() {
        data.get(0)
    } else {
        Value::tensor(ty.shape.clone(), data)
    })
}

fn nest<T: JsonElem>(shape: &[usize], data: &[T]) -> Json {
    let Some((&n, rest)) = shape.split_first() else {
        return data.first().map_or(Json::Null, |x| x.print());
    };
    let inner: usize = rest.iter().product();
    let rows = (0..n).map(|i| {
        data.get(i * inner..(i + 1) * inner)
            .map_or(Json::Null, |row| nest(rest, row))
    });
    Json::Array(rows.collect())
}

/// One value as JSON: a scalar, or nested arrays for a tensor.
pub(super) fn value_to_json(v: &Value) -> Json {
    match v {
        Value::Bool(x) => x.print(),
        Value::I32(x) => x.print(),
        Value::I64(x) => x.print(),
        Value::F32(x) => x.print(),
        Value::F64(x) => x.print(),
        Value::Tensor(t) => match &t.data {
            TensorData::Bool(d) => nest(&t.shape, d),
            TensorData::I32(d) => nest(&t.shape, d),
            TensorData::I64(d) => nest(&t.shape, d),
            TensorData::F32(d) => nest(&t.shape, d),
            TensorData::F64(d) => nest(&t.shape, d),
        },
    }
}

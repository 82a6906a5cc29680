//! Integer arrays read for float entries, each element converted exactly.
//!
//! NumPy writes a list of Python integers as `int64`, and pandas an
//! integer column the same way, so data a model reads as `f64` (counts,
//! years, doses) often arrives as integers. NumPy, Stan and PyMC convert
//! them; so does this reader, but only where the float holds the integer
//! exactly (every integer up to 2^53 in magnitude for `f64`, 2^24 for
//! `f32`): any other element is an error naming the entry and the
//! element, never a silently rounded datum.

use super::{IoError, Site};
use crate::dtype::DType;
use crate::value::TensorData;
use npyz::{NpyFile, TypeChar};
use std::io::{self, Read};

/// Whether `dtype` is an integer type (signed or unsigned, 1 to 8 bytes)
/// whose arrays a float entry takes.
pub(super) fn is_integer(dtype: &npyz::DType) -> bool {
    let npyz::DType::Plain(ts) = dtype else {
        return false;
    };
    matches!(
        (ts.type_char(), ts.size_field()),
        (TypeChar::Int | TypeChar::Uint, 1 | 2 | 4 | 8)
    )
}

/// The integers of `file` (an integer array: `is_integer`), in the file's
/// order, as `i128`, which holds every one.
pub(super) fn integers<R: Read>(file: NpyFile<R>) -> io::Result<Vec<i128>> {
    fn wide<T: Into<i128>>(v: Vec<T>) -> Vec<i128> {
        v.into_iter().map(Into::into).collect()
    }
    let kind = match file.dtype() {
        npyz::DType::Plain(ts) => Some((ts.type_char(), ts.size_field())),
        _ => None,
    };
    Ok(match kind {
        Some((TypeChar::Int, 1)) => wide(file.into_vec::<i8>()?),
        Some((TypeChar::Int, 2)) => wide(file.into_vec::<i16>()?),
        Some((TypeChar::Int, 4)) => wide(file.into_vec::<i32>()?),
        Some((TypeChar::Int, 8)) => wide(file.into_vec::<i64>()?),
        Some((TypeChar::Uint, 1)) => wide(file.into_vec::<u8>()?),
        Some((TypeChar::Uint, 2)) => wide(file.into_vec::<u16>()?),
        Some((TypeChar::Uint, 4)) => wide(file.into_vec::<u32>()?),
        Some((TypeChar::Uint, 8)) => wide(file.into_vec::<u64>()?),
        _ => return Err(io::Error::new(io::ErrorKind::InvalidData, "not an integer array")),
    })
}

/// `ints` (in C order, of shape `shape`) as elements of `want`, a float
/// dtype; input `name`'s first element that `want` cannot hold exactly is
/// an error.
pub(super) fn exact_floats(ints: &[i128], want: DType, name: &str, shape: &[usize]) -> Result<TensorData, IoError> {
    let inexact = |k: usize, nearest: String| IoError::InexactInteger {
        name: name.to_string(),
        // Where the element is, as the other input errors say it (`Site`).
        element: match Site::input(name).at_element(shape, k).element {
            Some(index) => format!("element {index:?}"),
            None => "the value".to_string(),
        },
        value: ints[k].to_string(),
        dtype: want,
        nearest,
    };
    match want {
        DType::F64 => exact(ints, |v| v as f64, |x| x as i128, inexact).map(TensorData::F64),
        DType::F32 => exact(ints, |v| v as f32, |x| x as i128, inexact).map(TensorData::F32),
        other => Err(IoError::NpyDType {
            name: name.to_string(),
            expected: other,
            found: "an integer dtype".to_string(),
        }),
    }
}

/// Each of `ints` rounded by `to`, where `back` gives the same integer
/// again; else `inexact` of the first that does not, and what it rounds to.
fn exact<T: Copy + std::fmt::Debug>(
    ints: &[i128],
    to: impl Fn(i128) -> T,
    back: impl Fn(T) -> i128,
    inexact: impl Fn(usize, String) -> IoError,
) -> Result<Vec<T>, IoError> {
    (ints.iter().enumerate())
        .map(|(k, &v)| {
            let x = to(v);
            if back(x) == v {
                Ok(x)
            } else {
                Err(inexact(k, format!("{x:?}")))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_convert_exactly_up_to_the_floats_precision() {
        let ints = [0, -3, 1 << 53, -(1 << 53), i128::from(u64::MAX >> 11 << 11)];
        let Ok(TensorData::F64(x)) = exact_floats(&ints, DType::F64, "y", &[5]) else {
            panic!("converts");
        };
        assert_eq!(
            x,
            [
                0.0,
                -3.0,
                9007199254740992.0,
                -9007199254740992.0,
                2f64.powi(64) - 2048.0
            ]
        );
        let Ok(TensorData::F32(x)) = exact_floats(&[1 << 24, 7], DType::F32, "y", &[2]) else {
            panic!("converts");
        };
        assert_eq!(x, [16777216.0, 7.0]);
    }

    #[test]
    fn an_integer_the_float_would_round_is_refused_by_element() {
        let e = exact_floats(&[1, 2, 3, (1 << 53) + 1], DType::F64, "y", &[2, 2]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "input `y`: element [1, 1] is the integer 9007199254740993, which f64 cannot hold exactly \
             (it would be 9007199254740992.0): pass the data as floats if that rounding is meant"
        );
        let e = exact_floats(&[(1 << 24) + 1], DType::F32, "s", &[]).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("input `s`: the value is the integer 16777217, which f32"),
            "{e}"
        );
    }

    #[test]
    fn elements_are_named_in_c_order() {
        let mut ints = [0i128; 6];
        ints[4] = (1 << 53) + 1;
        let e = exact_floats(&ints, DType::F64, "m", &[2, 3]).unwrap_err();
        assert!(
            e.to_string().starts_with("input `m`: element [1, 1] is the integer"),
            "{e}"
        );
        let e = exact_floats(&ints[1..5], DType::F64, "v", &[4]).unwrap_err();
        assert!(
            e.to_string().starts_with("input `v`: element [3] is the integer"),
            "{e}"
        );
    }
}

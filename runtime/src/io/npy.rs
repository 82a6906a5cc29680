//! `.npy` and `.npz` arrays (NumPy's own formats) in and out.

use super::{shape_str, IoError};
use crate::dtype::{DType, Type};
use crate::value::{TensorData, Value};
use npyz::npz::{NpzArchive, NpzWriter};
use npyz::{NpyFile, Order, TypeChar, WriterBuilder};
use std::io::{self, Read};
use std::path::Path;

/// A whole array read from a file, in C order.
pub(super) struct Array {
    pub shape: Vec<usize>,
    pub data: TensorData,
}

/// Our dtype of an npy dtype, or `None` for any other (unsigned, complex,
/// structured, ...).
fn our_dtype(dtype: &npyz::DType) -> Option<DType> {
    let npyz::DType::Plain(ts) = dtype else {
        return None;
    };
    Some(match (ts.type_char(), ts.size_field()) {
        (TypeChar::Bool, 1) => DType::Bool,
        (TypeChar::Int, 4) => DType::I32,
        (TypeChar::Int, 8) => DType::I64,
        (TypeChar::Float, 4) => DType::F32,
        (TypeChar::Float, 8) => DType::F64,
        _ => return None,
    })
}

/// Reads an array that must hold `want` elements; `name` is the input it
/// is for, in errors.
pub(super) fn read_array<R: Read>(file: NpyFile<R>, want: DType, name: &str) -> Result<Array, IoError> {
    let found = file.dtype();
    if our_dtype(&found) != Some(want) {
        return Err(IoError::NpyDType {
            name: name.to_string(),
            expected: want,
            found: found.descr(),
        });
    }
    let shape = file
        .shape()
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| IoError::NpyShape {
            name: name.to_string(),
            expected: "an array that fits in memory".to_string(),
            found: format!("{:?}", file.shape()),
        })?;
    let fortran = file.order() == Order::Fortran;
    let bad = |source: io::Error| IoError::Npy {
        name: name.to_string(),
        source,
    };
    let data = match want {
        DType::Bool => TensorData::Bool(c_order(file.into_vec().map_err(bad)?, &shape, fortran)),
        DType::I32 => TensorData::I32(c_order(file.into_vec().map_err(bad)?, &shape, fortran)),
        DType::I64 => TensorData::I64(c_order(file.into_vec().map_err(bad)?, &shape, fortran)),
        DType::F32 => TensorData::F32(c_order(file.into_vec().map_err(bad)?, &shape, fortran)),
        DType::F64 => TensorData::F64(c_order(file.into_vec().map_err(bad)?, &shape, fortran)),
    };
    Ok(Array { shape, data })
}

/// `data` in C (row-major) order; NumPy saves a Fortran-contiguous array
/// (a transpose, say) in Fortran order.
fn c_order<T: Copy>(data: Vec<T>, shape: &[usize], fortran: bool) -> Vec<T> {
    if !fortran || shape.len() < 2 {
        return data;
    }
    // In Fortran order the first axis varies fastest.
    let mut strides = Vec::with_capacity(shape.len());
    let mut stride = 1;
    for &d in shape {
        strides.push(stride);
        stride *= d;
    }
    let mut index = vec![0; shape.len()];
    let mut out = Vec::with_capacity(data.len());
    for _ in 0..data.len() {
        let at: usize = index.iter().zip(&strides).map(|(i, s)| i * s).sum();
        out.extend(data.get(at).copied());
        // Step the C-order multi-index: last axis fastest.
        for axis in (0..shape.len()).rev() {
            index[axis] += 1;
            if index[axis] < shape[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
    out
}

/// Elements `range` of `data`.
fn slice(data: &TensorData, range: std::ops::Range<usize>) -> TensorData {
    macro_rules! cut {
        ($($variant:ident),*) => {
            match data {
                $(TensorData::$variant(v) => TensorData::$variant(v.get(range).unwrap_or_default().to_vec()),)*
            }
        };
    }
    cut!(Bool, I32, I64, F32, F64)
}

impl Array {
    /// The array as one value of type `ty` (a shared input).
    pub(super) fn into_shared(self, ty: &Type, name: &str) -> Result<Value, IoError> {
        if self.shape != ty.shape {
            return Err(IoError::NpyShape {
                name: name.to_string(),
                expected: shape_str(&ty.shape),
                found: shape_str(&self.shape),
            });
        }
        Ok(if ty.is_scalar() {
            self.data.get(0)
        } else {
            Value::tensor(self.shape, self.data)
        })
    }

    /// The array as one value of type `ty` per batch member: its leading
    /// axis is the batch.
    pub(super) fn into_batched(self, ty: &Type, name: &str) -> Result<Vec<Value>, IoError> {
        let Some((&z, member_shape)) = self.shape.split_first().filter(|(_, rest)| *rest == ty.shape) else {
            return Err(IoError::NpyShape {
                name: name.to_string(),
                expected: format!(
                    "shape [Z{}] (Z members of {})",
                    ty.shape.iter().map(|d| format!(", {d}")).collect::<String>(),
                    ty
                ),
                found: shape_str(&self.shape),
            });
        };
        let n: usize = member_shape.iter().product();
        Ok((0..z)
            .map(|b| {
                if ty.is_scalar() {
                    self.data.get(b)
                } else {
                    Value::tensor(ty.shape.clone(), slice(&self.data, b * n..(b + 1) * n))
                }
            })
            .collect())
    }
}

/// An array file whose header was read and vetted here (`vetted`).
pub(super) type Vetted<R> = NpyFile<io::Chain<io::Cursor<Vec<u8>>, R>>;

pub(super) fn open_npy(path: &Path) -> Result<Vetted<io::BufReader<std::fs::File>>, IoError> {
    let read = |source| IoError::Read {
        path: path.display().to_string(),
        source,
    };
    let file = std::fs::File::open(path).map_err(read)?;
    vetted(io::BufReader::new(file)).map_err(read)
}

/// Array `name` of an `.npz`, its header vetted; `None` when absent.
pub(super) fn npz_member<'a>(
    archive: &'a mut NpzArchive<io::BufReader<std::fs::File>>,
    name: &str,
) -> io::Result<Option<Vetted<npyz::zip::read::ZipFile<'a>>>> {
    let file_name = npyz::npz::file_name_from_array_name(name);
    if !archive.zip_archive().file_names().any(|f| f == file_name) {
        return Ok(None);
    }
    let member = archive
        .zip_archive()
        .by_name(&file_name)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
    vetted(member).map(Some)
}

/// The longest header read: numpy writes under 128 bytes for any array of
/// a few axes (its own limit, 64 KiB, is far beyond any real file).
const MAX_HEADER_BYTES: usize = 4096;

/// Reads the magic, version and header of an array file and checks the
/// header's form before npyz parses it: npyz's parser of the header's
/// Python literal (a PEG grammar, no memoization) takes time exponential
/// in the nesting of a damaged header, so a corrupted file could stall
/// the reader for minutes. numpy's header is a dict of three keys with
/// one tuple inside: printable ASCII, brackets nested at most two deep.
fn vetted<R: Read>(mut reader: R) -> io::Result<Vetted<R>> {
    let bad = |why: String| io::Error::new(io::ErrorKind::InvalidData, why);
    let mut prefix = vec![0u8; 8];
    reader.read_exact(&mut prefix)?;
    if &prefix[..6] != b"\x93NUMPY" {
        return Err(bad("not an .npy array (no NPY magic number)".into()));
    }
    let width = match prefix[6] {
        1 => 2,
        2 | 3 => 4,
        v => return Err(bad(format!("NPY format version {v} (this reader reads 1 to 3)"))),
    };
    let mut len = [0u8; 4];
    reader.read_exact(&mut len[..width])?;
    prefix.extend_from_slice(&len[..width]);
    let header_len = u32::from_le_bytes(len) as usize;
    if header_len > MAX_HEADER_BYTES {
        return Err(bad(format!(
            "an NPY header of {header_len} bytes (at most {MAX_HEADER_BYTES})"
        )));
    }
    let start = prefix.len();
    prefix.resize(start + header_len, 0);
    reader.read_exact(&mut prefix[start..])?;
    let mut depth = 0usize;
    for &b in &prefix[start..] {
        match b {
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > 2 {
                    return Err(bad("the NPY header nests brackets deeper than numpy writes".into()));
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b' '..=b'~' | b'\n' => {}
            _ => return Err(bad("the NPY header is not printable ASCII".into())),
        }
    }
    NpyFile::new(io::Cursor::new(prefix).chain(reader))
}

pub(super) fn open_npz(path: &Path) -> Result<NpzArchive<io::BufReader<std::fs::File>>, IoError> {
    NpzArchive::open(path).map_err(|source| IoError::Read {
        path: path.display().to_string(),
        source,
    })
}

/// An element type an output column is written as.
trait Column: npyz::AutoSerialize + Copy {
    /// The elements of a member's value of this element type.
    fn elements(v: &Value) -> Option<&[Self]>;
}

macro_rules! column {
    ($t:ty, $variant:ident) => {
        impl Column for $t {
            fn elements(v: &Value) -> Option<&[Self]> {
                match v {
                    Value::$variant(x) => Some(std::slice::from_ref(x)),
                    Value::Tensor(t) => match &t.data {
                        TensorData::$variant(d) => Some(d),
                        _ => None,
                    },
                    _ => None,
                }
            }
        }
    };
}

column!(bool, Bool);
column!(i32, I32);
column!(i64, I64);
column!(f32, F32);
column!(f64, F64);

/// Writes one column of a batch (`values`, one per member, each of type
/// `ty`) as the array `name` of shape `[Z, ty.shape...]`.
pub(super) fn write_column<W: io::Write + io::Seek>(
    npz: &mut NpzWriter<W>,
    name: &str,
    ty: &Type,
    values: &[Value],
) -> Result<(), IoError> {
    match ty.dtype {
        DType::Bool => write_typed::<W, bool>(npz, name, ty, values),
        DType::I32 => write_typed::<W, i32>(npz, name, ty, values),
        DType::I64 => write_typed::<W, i64>(npz, name, ty, values),
        DType::F32 => write_typed::<W, f32>(npz, name, ty, values),
        DType::F64 => write_typed::<W, f64>(npz, name, ty, values),
    }
}

fn write_typed<W: io::Write + io::Seek, T: Column>(
    npz: &mut NpzWriter<W>,
    name: &str,
    ty: &Type,
    values: &[Value],
) -> Result<(), IoError> {
    let mut flat: Vec<T> = Vec::with_capacity(values.len() * ty.num_elements());
    for (member, v) in values.iter().enumerate() {
        let found = v.ty();
        match T::elements(v) {
            Some(elements) if found == *ty => flat.extend_from_slice(elements),
            _ => {
                let expected = ty.clone();
                return Err(IoError::OutputType {
                    column: name.to_string(),
                    member,
                    expected,
                    found,
                });
            }
        }
    }
    let dims = std::iter::once(values.len()).chain(ty.shape.iter().copied());
    let shape: Vec<u64> = dims.map(|d| d as u64).collect();
    write_array(npz, name, &shape, &flat)
}

pub(super) fn write_array<W, T>(npz: &mut NpzWriter<W>, name: &str, shape: &[u64], data: &[T]) -> Result<(), IoError>
where
    W: io::Write + io::Seek,
    T: npyz::AutoSerialize + Copy,
{
    let write = |source| IoError::Write {
        what: format!("array `{name}`"),
        source,
    };
    let mut writer = npz
        .array::<T>(name, Default::default())
        .map_err(write)?
        .default_dtype()
        .shape(shape)
        .begin_nd()
        .map_err(write)?;
    writer.extend(data.iter().copied()).map_err(write)?;
    writer.finish().map_err(write)
}

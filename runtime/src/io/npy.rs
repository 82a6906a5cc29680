//! `.npy` arrays (NumPy's own format) in and out, whole files and the
//! entries of `.npz` archives (`npz` opens those); writing `.npz` too.

use super::{shape_str, widen, IoError};
use crate::dtype::{DType, Type};
use crate::value::{TensorData, Value};
use npyz::npz::NpzWriter;
use npyz::{NpyFile, Order, TypeChar, WriterBuilder};
use std::fmt;
use std::io::{self, Read};
use std::path::Path;

/// Where in a file a flaw is: a whole `.npy` file or one entry of an
/// `.npz`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    File,
    /// The entry's name in the archive (`x.npy`).
    Entry(String),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::File => f.write_str("the file"),
            Place::Entry(entry) => write!(f, "entry `{entry}`"),
        }
    }
}

/// What is wrong with an `.npy` or `.npz` file: each says what was found
/// and, for an archive, in which entry.
#[derive(Debug, thiserror::Error)]
pub enum Flaw {
    #[error("not a complete .npz (zip) archive: the file is truncated or is not a zip file")]
    NotAnArchive,
    #[error("array `{0}` appears twice: keep one")]
    RepeatedArray(String),
    #[error("two entries have the same name, and one cannot be read to tell which: keep one")]
    RepeatedEntry,
    #[error("entry `{0}` is truncated (the file ends before its data does)")]
    EntryTruncated(String),
    #[error("entry `{0}` is damaged: its CRC-32 checksum does not match its data (the file was altered or corrupted after it was written)")]
    Checksum(String),
    #[error("entry `{entry}` is damaged: {why}")]
    EntryDamaged { entry: String, why: String },
    #[error("entry `{0}` is encrypted (numpy neither writes nor reads encrypted entries)")]
    Encrypted(String),
    #[error("entry `{entry}`: {why}")]
    Unsupported { entry: String, why: String },
    #[error("{0} is truncated (it ends inside the array's header)")]
    HeaderTruncated(Place),
    #[error("{place} is truncated (its header's shape {shape:?} of dtype {descr} needs {needed} bytes of data, it holds {found})")]
    DataTruncated {
        place: Place,
        shape: Vec<u64>,
        descr: String,
        needed: u64,
        found: u64,
    },
    /// A header that is not numpy's: `why` is the reader's message.
    #[error("{}{why}", entry_prefix(.place))]
    BadHeader { place: Place, why: String },
}

fn entry_prefix(place: &Place) -> String {
    match place {
        Place::File => String::new(),
        Place::Entry(_) => format!("{place}: "),
    }
}

/// A whole array read from a file, in C order.
pub(super) struct Array {
    pub shape: Vec<usize>,
    pub data: TensorData,
}

/// Our dtype of an npy dtype, or `None` for any other (unsigned, complex,
/// structured, ...).
pub(super) fn our_dtype(dtype: &npyz::DType) -> Option<DType> {
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
fn read_array<R: Read>(vetted: Vetted<R>, want: DType, name: &str) -> Result<Array, IoError> {
    let Vetted {
        file,
        data_bytes,
        path,
        place,
    } = vetted;
    let found = file.dtype();
    // Integers for a float entry convert, each exactly (`widen`).
    let widened = matches!(want, DType::F64 | DType::F32) && widen::is_integer(&found);
    if our_dtype(&found) != Some(want) && !widened {
        return Err(IoError::NpyDType {
            name: name.to_string(),
            expected: want,
            found: found.descr(),
        });
    }
    let too_large = || IoError::NpyShape {
        name: name.to_string(),
        expected: "an array that fits in memory".to_string(),
        found: format!("{:?}", file.shape()),
    };
    let shape = file
        .shape()
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| too_large())?;
    // The data's length is checked before it is read, so a short file
    // says how short it is (rather than "failed to fill whole buffer").
    let needed = (found.num_bytes())
        .and_then(|item| file.shape().iter().try_fold(item as u64, |n, &d| n.checked_mul(d)))
        .ok_or_else(too_large)?;
    if data_bytes < needed {
        return Err(IoError::BadFile {
            path,
            flaw: Flaw::DataTruncated {
                place,
                shape: file.shape().to_vec(),
                descr: found.descr(),
                needed,
                found: data_bytes,
            },
        });
    }
    let fortran = file.order() == Order::Fortran;
    let bad = |source: io::Error| IoError::Npy {
        name: name.to_string(),
        source,
    };
    if widened {
        let ints = c_order(widen::integers(file).map_err(bad)?, &shape, fortran);
        let data = widen::exact_floats(&ints, want, name, &shape)?;
        return Ok(Array { shape, data });
    }
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

/// An array file whose header was read and vetted here (`vet`).
struct Vetted<R: Read> {
    file: Parsed<R>,
    /// The bytes after the header: the array's data, when the file is
    /// whole.
    data_bytes: u64,
    /// The file, and the place in it, for messages.
    path: String,
    place: Place,
}

/// The array of the `.npy` file `path`, which must hold `want` elements
/// (`name` is the input it is for).
pub(super) fn read_npy(path: &Path, want: DType, name: &str) -> Result<Array, IoError> {
    let shown = path.display().to_string();
    let read = |source| IoError::Read {
        path: shown.clone(),
        source,
    };
    let file = std::fs::File::open(path).map_err(read)?;
    let len = file.metadata().map_err(read)?.len();
    read_array(vet(io::BufReader::new(file), len, &shown, Place::File)?, want, name)
}

/// The array of an `.npz` entry read whole (`data`), as `read_npy`.
pub(super) fn read_entry(data: Vec<u8>, path: &str, entry: &str, want: DType, name: &str) -> Result<Array, IoError> {
    let len = data.len() as u64;
    let place = Place::Entry(entry.to_string());
    read_array(vet(io::Cursor::new(data), len, path, place)?, want, name)
}

/// The header of an array file: what a read of some of its rows needs.
pub(super) struct Header {
    pub dtype: npyz::DType,
    pub shape: Vec<u64>,
    pub fortran: bool,
    /// The magic, version and header's length, where the data starts.
    pub bytes: u64,
    /// The bytes after the header (`len` less `bytes`).
    pub data_bytes: u64,
}

/// The header of the array file `reader` holds (`len` bytes in all).
pub(super) fn read_header<R: Read>(reader: R, len: u64, path: &str, place: Place) -> Result<Header, IoError> {
    let vetted = vet(reader, len, path, place)?;
    Ok(Header {
        dtype: vetted.file.dtype(),
        shape: vetted.file.shape().to_vec(),
        fortran: vetted.file.order() == Order::Fortran,
        bytes: len - vetted.data_bytes,
        data_bytes: vetted.data_bytes,
    })
}

/// `rows` rows of the C-order array whose header is `header`, from their
/// bytes `data`: read, with every check of `read_array`, as the array
/// those rows alone would make.
pub(super) fn rows_array(
    header: &Header,
    rows: u64,
    data: &[u8],
    path: &str,
    place: Place,
    want: DType,
    name: &str,
) -> Result<Array, IoError> {
    let mut dims = vec![rows];
    dims.extend_from_slice(&header.shape[1..]);
    let dims: Vec<String> = dims.iter().map(u64::to_string).collect();
    let comma = if dims.len() == 1 { "," } else { "" };
    let mut text = format!(
        "{{'descr': {}, 'fortran_order': False, 'shape': ({}{comma}), }}",
        header.dtype.descr(),
        dims.join(", ")
    );
    // numpy pads the header with spaces and a newline to a multiple of 64.
    while (10 + text.len() + 1) % 64 != 0 {
        text.push(' ');
    }
    text.push('\n');
    let mut bytes = Vec::with_capacity(10 + text.len() + data.len());
    bytes.extend_from_slice(b"\x93NUMPY\x01\x00");
    bytes.extend_from_slice(&(text.len() as u16).to_le_bytes());
    bytes.extend_from_slice(text.as_bytes());
    bytes.extend_from_slice(data);
    let len = bytes.len() as u64;
    read_array(vet(io::Cursor::new(bytes), len, path, place)?, want, name)
}

/// `vetted`, its errors told apart: a file that ends inside the header is
/// truncated, one whose header is not numpy's is not an array file.
fn vet<R: Read>(reader: R, len: u64, path: &str, place: Place) -> Result<Vetted<R>, IoError> {
    let (file, header_bytes) = match vetted(reader) {
        Ok(vetted) => vetted,
        Err(e) => {
            let flaw = match e.kind() {
                io::ErrorKind::UnexpectedEof => Flaw::HeaderTruncated(place),
                // An entry is read into memory: no error there is the disk's.
                io::ErrorKind::InvalidData | io::ErrorKind::InvalidInput => Flaw::BadHeader {
                    place,
                    why: e.to_string(),
                },
                _ if matches!(place, Place::Entry(_)) => Flaw::BadHeader {
                    place,
                    why: e.to_string(),
                },
                _ => {
                    let path = path.to_string();
                    return Err(IoError::Read { path, source: e });
                }
            };
            let path = path.to_string();
            return Err(IoError::BadFile { path, flaw });
        }
    };
    Ok(Vetted {
        file,
        data_bytes: len.saturating_sub(header_bytes),
        path: path.to_string(),
        place,
    })
}

/// The longest header read: numpy writes under 128 bytes for any array of
/// a few axes (its own limit, 64 KiB, is far beyond any real file).
const MAX_HEADER_BYTES: usize = 4096;

type Parsed<R> = NpyFile<io::Chain<io::Cursor<Vec<u8>>, R>>;

/// Reads the magic, version and header of an array file and checks the
/// header's form before npyz parses it: npyz's parser of the header's
/// Python literal (a PEG grammar, no memoization) takes time exponential
/// in the nesting of a damaged header, so a corrupted file could stall
/// the reader for minutes. numpy's header is a dict of three keys with
/// one tuple inside: printable ASCII, brackets nested at most two deep.
/// Returns the file and the length of its magic, version and header.
fn vetted<R: Read>(mut reader: R) -> io::Result<(Parsed<R>, u64)> {
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
    check_shape(&prefix[start..]).map_err(bad)?;
    check_not_objects(&prefix[start..]).map_err(bad)?;
    let header_bytes = prefix.len() as u64;
    Ok((NpyFile::new(io::Cursor::new(prefix).chain(reader))?, header_bytes))
}

/// Refuses an array of Python objects (numpy's dtype `object`, descr
/// `|O`, alone or in a record), whose data is a pickle: npyz's "Invalid
/// type-string" said nothing of it.
fn check_not_objects(header: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(header);
    let Some(at) = text.find("'descr':").or_else(|| text.find("\"descr\":")) else {
        return Ok(());
    };
    let descr = &text[at + "'descr':".len()..];
    let descr = descr.split("'fortran_order'").next().unwrap_or(descr);
    let objects = ["'|O'", "'O'", "'<O'", "'>O'", "'=O'"]
        .iter()
        .any(|o| descr.contains(o));
    if objects {
        return Err(
            "it holds Python objects (numpy's dtype `object`, stored as a pickle), not numbers: \
                    save it as numbers, e.g. `np.asarray(values, dtype=np.float64)` (an array of mixed \
                    or ragged lists becomes objects)"
                .into(),
        );
    }
    Ok(())
}

/// Checks that the header's shape is a tuple of decimal integers whose
/// product (of those not zero) fits in 64 bits, as for any array that can
/// exist: npyz multiplies the dimensions unchecked, which panics (debug)
/// or wraps to a wrong length (release) on a damaged shape.
fn check_shape(header: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(header);
    // numpy writes `'shape': (3, 2)`; a header without the key fails in
    // npyz, with its message.
    let Some(at) = text.find("'shape':").or_else(|| text.find("\"shape\":")) else {
        return Ok(());
    };
    let rest = &text[at + "'shape':".len()..];
    let tuple = rest
        .find(['(', '['])
        .and_then(|open| Some((open, open + rest[open..].find([')', ']'])?)))
        .map(|(open, close)| &rest[open + 1..close]);
    let dims = tuple.and_then(|tuple| {
        (tuple.split(',').map(str::trim))
            .filter(|d| !d.is_empty())
            .map(|d| {
                d.bytes()
                    .all(|b| b.is_ascii_digit())
                    .then(|| d.parse::<u64>().ok())
                    .flatten()
            })
            .collect::<Option<Vec<u64>>>()
    });
    let Some(dims) = dims else {
        return Err("the NPY header's shape is not a tuple of integers".into());
    };
    let product = (dims.iter().filter(|&&d| d != 0)).try_fold(1u64, |n, &d| n.checked_mul(d));
    match product {
        Some(_) => Ok(()),
        None => Err(format!(
            "the NPY header's shape {dims:?} has more elements than any array"
        )),
    }
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

//! A shard's members of an inputs file (`--shard K/N`), read by slice
//! where the format allows.
//!
//! An `.npy` file, and an `.npz` entry stored as is (numpy's `savez`), in
//! C order, hold the members' rows one after another: a shard reads its
//! rows alone. An `.npz` entry compressed (`savez_compressed`) or in
//! Fortran order, and `.json`, are read whole and sliced.
//!
//! What a whole read checks, a slice read checks too, but one: the
//! CRC-32 of an `.npz` entry covers all its bytes. A shard records the
//! byte range of the entry it read and their CRC-32 ([`SliceCheck`]);
//! `autobatch merge` checks that its parts' ranges make up the entry and
//! their CRC-32s combine into the archive's.

use super::npy::{self, Place};
use super::npz::{Npz, Stored};
use super::{arg_from_array, assemble, check_names, extension, inputs_from_path, IoError};
use crate::batch::{Arg, Inputs, ParamSpec, Signature};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fs::File;
use std::io::{self, BufReader, Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::Path;

/// The slice of a stored `.npz` entry one shard read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SliceCheck {
    /// The entry (`x.npy`), its size and CRC-32 as the archive gives them.
    pub entry: String,
    pub size: u64,
    pub crc32: u32,
    /// The bytes of the entry read, `start..end`, and their CRC-32: the
    /// first shard's start at 0 (the header), the last's end at `size`.
    pub bytes: (u64, u64),
    pub read_crc32: u32,
}

/// A shard's read of an inputs file.
pub struct RowsRead {
    /// Its members' inputs (shared ones whole).
    pub inputs: Inputs,
    /// The members of the whole file.
    pub total: usize,
    /// The SHA-256 (hex) of what identifies the file's content: its bytes
    /// (`.json`, `.npy`), or each `.npz` entry's name, size and CRC-32.
    pub content: String,
    /// The stored `.npz` entries read by slice.
    pub checks: Vec<SliceCheck>,
}

/// The members `range_of(total)` of the inputs at `path`, for a program
/// of signature `sig`.
pub fn inputs_rows(
    path: &Path,
    sig: &Signature,
    range_of: impl Fn(usize) -> Result<Range<usize>, IoError>,
) -> Result<RowsRead, IoError> {
    let shown = path.display().to_string();
    match extension(path).as_str() {
        "npz" => npz_rows(path, &shown, sig, range_of),
        "npy" => match &sig.params[..] {
            [param] if !param.shared => npy_rows(path, &shown, sig, param, range_of),
            _ => whole(path, sig, range_of),
        },
        _ => whole(path, sig, range_of),
    }
}

/// The file read whole, then sliced; identified by its bytes.
fn whole(
    path: &Path,
    sig: &Signature,
    range_of: impl Fn(usize) -> Result<Range<usize>, IoError>,
) -> Result<RowsRead, IoError> {
    let inputs = inputs_from_path(path, sig)?;
    let range = range_of(inputs.z)?;
    Ok(RowsRead {
        total: inputs.z,
        inputs: inputs.members(range),
        content: file_digest(path)?,
        checks: Vec::new(),
    })
}

/// The SHA-256 (hex) of the file at `path`, read a block at a time.
fn file_digest(path: &Path) -> Result<String, IoError> {
    let read = |source| IoError::Read {
        path: path.display().to_string(),
        source,
    };
    let mut hasher = Sha256::new();
    io::copy(&mut File::open(path).map_err(read)?, &mut hasher).map_err(read)?;
    Ok(hex(&hasher.finalize()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Where an array's rows lie in a file, and its header.
struct InPlace {
    /// The file offset of the array's `.npy` bytes, and their length.
    start: u64,
    size: u64,
    header: npy::Header,
}

impl InPlace {
    /// The array's header, when its rows can be read by slice: C order,
    /// `param`'s dtype and member shape, its data all there (any other
    /// array is read whole, which says what is wrong with it).
    fn probe(file: &mut File, start: u64, size: u64, shown: &str, place: Place, param: &ParamSpec) -> Option<InPlace> {
        file.seek(SeekFrom::Start(start)).ok()?;
        let header = npy::read_header(BufReader::new(&mut *file).take(size), size, shown, place).ok()?;
        let member: Option<Vec<u64>> = param.ty.shape.iter().map(|&d| u64::try_from(d).ok()).collect();
        let item = header.dtype.num_bytes()? as u64;
        let needed = (header.shape.iter()).try_fold(item, |n, &d| n.checked_mul(d))?;
        let fits = !header.fortran
            && npy::our_dtype(&header.dtype) == Some(param.ty.dtype)
            && header
                .shape
                .split_first()
                .is_some_and(|(&z, rest)| z > 0 && Some(rest.to_vec()) == member)
            && needed <= header.data_bytes;
        fits.then_some(InPlace { start, size, header })
    }

    fn rows(&self) -> usize {
        self.header.shape[0] as usize
    }

    /// Rows `range` read from `file`: the bytes read (the header too for
    /// the first rows, the end of the array's bytes for the last) and
    /// their CRC-32, and the members' values.
    fn read(
        &self,
        file: &mut File,
        range: &Range<usize>,
        shown: &str,
        place: Place,
        param: &ParamSpec,
    ) -> Result<Slice, IoError> {
        let io_err = |source| IoError::Read {
            path: shown.to_string(),
            source,
        };
        let item = self.header.dtype.num_bytes().unwrap_or(0) as u64;
        let row = (self.header.shape[1..].iter()).product::<u64>() * item;
        let (a, b) = (range.start as u64, range.end as u64);
        let first = self.header.bytes + a * row;
        let last = self.header.bytes + b * row;
        let start = if a == 0 { 0 } else { first };
        let end = if range.end == self.rows() { self.size } else { last };
        let mut bytes = vec![0u8; (end - start) as usize];
        file.seek(SeekFrom::Start(self.start + start)).map_err(io_err)?;
        file.read_exact(&mut bytes).map_err(io_err)?;
        let crc = crc32fast::hash(&bytes);
        let data = &bytes[(first - start) as usize..(last - start) as usize];
        let array = npy::rows_array(&self.header, b - a, data, shown, place, param.ty.dtype, &param.name)?;
        Ok(Slice {
            values: array.into_batched(&param.ty, &param.name)?,
            bytes: (start, end),
            crc32: crc,
        })
    }
}

/// Rows read by slice: the members' values, and the bytes read
/// (`start..end` of the array's) with their CRC-32.
struct Slice {
    values: Vec<crate::Value>,
    bytes: (u64, u64),
    crc32: u32,
}

/// One `.npy` file's rows; the file is identified by its bytes (it has
/// no checksum to stand for them).
fn npy_rows(
    path: &Path,
    shown: &str,
    sig: &Signature,
    param: &ParamSpec,
    range_of: impl Fn(usize) -> Result<Range<usize>, IoError>,
) -> Result<RowsRead, IoError> {
    let read = |source| IoError::Read {
        path: shown.to_string(),
        source,
    };
    let mut file = File::open(path).map_err(read)?;
    let len = file.metadata().map_err(read)?.len();
    let Some(array) = InPlace::probe(&mut file, 0, len, shown, Place::File, param) else {
        return whole(path, sig, range_of);
    };
    let range = range_of(array.rows())?;
    let values = array.read(&mut file, &range, shown, Place::File, param)?.values;
    Ok(RowsRead {
        inputs: assemble(sig, vec![Arg::Batched(values)])?,
        total: array.rows(),
        content: file_digest(path)?,
        checks: Vec::new(),
    })
}

/// An `.npz` archive's rows: each batched array stored as is read by
/// slice, any other read whole.
fn npz_rows(
    path: &Path,
    shown: &str,
    sig: &Signature,
    range_of: impl Fn(usize) -> Result<Range<usize>, IoError>,
) -> Result<RowsRead, IoError> {
    let mut archive = Npz::open(path)?;
    check_names(sig, archive.array_names())?;
    let Some(fingerprint) = archive.fingerprint() else {
        return whole(path, sig, range_of);
    };
    let mut file = File::open(path).map_err(|source| IoError::Read {
        path: shown.to_string(),
        source,
    })?;
    // Each batched array in place, or read whole.
    let mut plans = Vec::with_capacity(sig.params.len());
    for param in &sig.params {
        let in_place = (!param.shared)
            .then(|| archive.stored(&param.name))
            .flatten()
            .and_then(|s| Some((InPlace::probe(&mut file, s.start, s.size, shown, entry(&s), param)?, s)));
        plans.push(match in_place {
            Some(found) => Plan::Rows(found),
            None => {
                let array = archive.array(&param.name, param.ty.dtype)?;
                let array = array.ok_or_else(|| IoError::MissingInput(param.name.clone()))?;
                Plan::Read(arg_from_array(param, array)?)
            }
        });
    }
    let counts: Vec<usize> = (plans.iter())
        .filter_map(|p| match p {
            Plan::Rows((array, _)) => Some(array.rows()),
            Plan::Read(Arg::Batched(values)) => Some(values.len()),
            Plan::Read(Arg::Shared(_)) => None,
        })
        .collect();
    let Some(&total) = counts.first().filter(|&&z| z > 0 && counts.iter().all(|&n| n == z)) else {
        // No batch, or batches of different lengths: the whole read says so.
        return whole(path, sig, range_of);
    };
    let range = range_of(total)?;
    let mut args = Vec::with_capacity(plans.len());
    let mut checks = Vec::new();
    for (param, plan) in sig.params.iter().zip(plans) {
        args.push(match plan {
            Plan::Read(Arg::Batched(values)) => Arg::Batched(values[range.clone()].to_vec()),
            Plan::Read(shared) => shared,
            Plan::Rows((array, stored)) => {
                let slice = array.read(&mut file, &range, shown, entry(&stored), param)?;
                let check = SliceCheck {
                    entry: stored.entry,
                    size: stored.size,
                    crc32: stored.crc32,
                    bytes: slice.bytes,
                    read_crc32: slice.crc32,
                };
                verify(std::slice::from_ref(&check), false).map_err(|e| IoError::Part(format!("`{shown}`: {e}")))?;
                checks.push(check);
                Arg::Batched(slice.values)
            }
        });
    }
    Ok(RowsRead {
        inputs: assemble(sig, args)?,
        total,
        content: hex(&Sha256::digest(&fingerprint)),
        checks,
    })
}

fn entry(stored: &Stored) -> Place {
    Place::Entry(stored.entry.clone())
}

/// How a parameter's values are read.
enum Plan {
    Rows((InPlace, Stored)),
    Read(Arg),
}

/// Checks the slices of one entry read (a shard's own, every part's at
/// merge): when they make up the entry, their CRC-32s must combine into
/// the archive's. Slices that do not are an error when `must_cover`
/// (merge), else let through (a shard's: the other shards hold the rest).
pub fn verify(checks: &[SliceCheck], must_cover: bool) -> Result<(), String> {
    let mut sorted: Vec<&SliceCheck> = checks.iter().collect();
    sorted.sort_by_key(|c| c.bytes.0);
    let covers = sorted.first().is_some_and(|c| c.bytes.0 == 0)
        && sorted.last().is_some_and(|c| c.bytes.1 == c.size)
        && sorted.windows(2).all(|w| w[0].bytes.1 == w[1].bytes.0);
    if !covers {
        return match (must_cover, sorted.first()) {
            (true, Some(c)) => Err(format!(
                "the parts' slices of entry `{}` of the inputs do not make up the entry (parts of runs on different inputs files?)",
                c.entry
            )),
            _ => Ok(()),
        };
    }
    let mut crc = crc32fast::Hasher::new_with_initial_len(0, 0);
    for c in &sorted {
        crc.combine(&crc32fast::Hasher::new_with_initial_len(
            c.read_crc32,
            c.bytes.1 - c.bytes.0,
        ));
    }
    let first = sorted[0];
    if crc.finalize() == first.crc32 {
        Ok(())
    } else {
        Err(format!(
            "entry `{}` is damaged: its CRC-32 checksum does not match its data (the file was altered or corrupted after it was written)",
            first.entry
        ))
    }
}

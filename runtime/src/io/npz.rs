//! `.npz` archives (a zip of `.npy` arrays, numpy's `savez`), each entry
//! read whole so that the zip reader checks its CRC-32 as numpy does: npyz
//! reads exactly an array's bytes and never reaches the entry's end, where
//! the `zip` crate checks it, so a flipped bit in the data read as a wrong
//! value.

use super::npy::{self, Array, Flaw};
use super::IoError;
use crate::dtype::DType;
use npyz::zip::result::ZipError;
use npyz::zip::{CompressionMethod, ZipArchive};
use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

/// An entry stored as is: its `.npy` bytes are the file's bytes
/// `start..start + size`, whose CRC-32 is `crc32`.
pub(super) struct Stored {
    pub entry: String,
    pub start: u64,
    pub size: u64,
    pub crc32: u32,
}

pub(super) struct Npz {
    zip: ZipArchive<BufReader<File>>,
    /// The archive's path, for messages.
    path: String,
    /// The archive file's length: an entry whose data would end past it
    /// was cut off.
    len: u64,
    /// Each array's entry (`x` is in `x.npy`), by array name.
    entries: BTreeMap<String, String>,
}

impl Npz {
    /// Opens the archive and reads its directory: an archive that names
    /// one array twice is refused (numpy would read either one).
    pub(super) fn open(path: &Path) -> Result<Npz, IoError> {
        let shown = path.display().to_string();
        let read = |source| IoError::Read {
            path: shown.clone(),
            source,
        };
        let bad = |flaw| IoError::BadFile {
            path: shown.clone(),
            flaw,
        };
        let file = File::open(path).map_err(read)?;
        let len = file.metadata().map_err(read)?.len();
        // The directory is at the end of a zip: a file cut anywhere has
        // none, and a file that is not a zip has none either.
        let mut zip = ZipArchive::new(BufReader::new(file)).map_err(|e| match e {
            ZipError::InvalidArchive(_) => bad(Flaw::NotAnArchive),
            ZipError::Io(e) if e.kind() == io::ErrorKind::UnexpectedEof => bad(Flaw::NotAnArchive),
            ZipError::Io(e) => read(e),
            other => read(io::Error::new(io::ErrorKind::InvalidData, other)),
        })?;
        let entries = array_entries(&mut zip).map_err(bad)?;
        Ok(Npz {
            zip,
            path: shown,
            len,
            entries,
        })
    }

    /// The names of the archive's arrays.
    pub(super) fn array_names(&self) -> impl Iterator<Item = &str> {
        self.entries.keys().map(String::as_str)
    }

    /// Array `name`, which must hold `want` elements; `None` when the
    /// archive has no such array.
    pub(super) fn array(&mut self, name: &str, want: DType) -> Result<Option<Array>, IoError> {
        let Some(entry) = self.entries.get(name).cloned() else {
            return Ok(None);
        };
        let data = self.entry_bytes(&entry)?;
        npy::read_entry(data, &self.path, &entry, want, name).map(Some)
    }

    /// Array `name`'s `.npy` bytes as stored (header and data), read as
    /// `array` reads them; `None` when the archive has no such array.
    pub(super) fn npy_bytes(&mut self, name: &str) -> Result<Option<Vec<u8>>, IoError> {
        match self.entries.get(name).cloned() {
            Some(entry) => self.entry_bytes(&entry).map(Some),
            None => Ok(None),
        }
    }

    /// Where array `name`'s `.npy` bytes lie in the file when they can be
    /// read in place: an entry stored as is (numpy's `savez`; not
    /// compressed, not encrypted) whose data lies within the file. `None`
    /// for any other (it is read whole, with every check, instead).
    pub(super) fn stored(&mut self, name: &str) -> Option<Stored> {
        let entry = self.entries.get(name)?.clone();
        let index = (0..self.zip.len()).find(|&i| self.zip.by_index_raw(i).is_ok_and(|f| f.name() == entry))?;
        let file = self.zip.by_index_raw(index).ok()?;
        let in_place = file.compression() == CompressionMethod::STORE
            && file.compressed_size() == file.size()
            && file
                .data_start()
                .checked_add(file.size())
                .is_some_and(|end| end <= self.len);
        in_place.then(|| Stored {
            entry: entry.clone(),
            start: file.data_start(),
            size: file.size(),
            crc32: file.crc32(),
        })
    }

    /// What identifies the archive's content without reading its data:
    /// each entry's name, compression, size and CRC-32 as its directory
    /// gives them (the CRC-32 is the zip's checksum of the entry's bytes).
    /// `None` when an entry's header cannot be read.
    pub(super) fn fingerprint(&mut self) -> Option<Vec<u8>> {
        let mut bytes = Vec::new();
        for i in 0..self.zip.len() {
            let file = self.zip.by_index_raw(i).ok()?;
            bytes.extend_from_slice(&(file.name().len() as u64).to_le_bytes());
            bytes.extend_from_slice(file.name().as_bytes());
            let method = file.compression().to_string();
            bytes.extend_from_slice(&(method.len() as u64).to_le_bytes());
            bytes.extend_from_slice(method.as_bytes());
            bytes.extend_from_slice(&file.size().to_le_bytes());
            bytes.extend_from_slice(&file.crc32().to_le_bytes());
        }
        Some(bytes)
    }

    /// The whole of an entry's data, its length and CRC-32 checked.
    fn entry_bytes(&mut self, entry: &str) -> Result<Vec<u8>, IoError> {
        let path = self.path.clone();
        let bad = |flaw| IoError::BadFile {
            path: path.clone(),
            flaw,
        };
        let truncated = || bad(Flaw::EntryTruncated(entry.to_string()));
        let damaged = |why: String| {
            bad(Flaw::EntryDamaged {
                entry: entry.to_string(),
                why,
            })
        };
        // With a password, zip 0.6 returns the error that `by_name` unwraps
        // (a panic) for an unencrypted entry with AES fields; the empty
        // password is discarded for an unencrypted entry and fails for an
        // encrypted one.
        let mut member = match self.zip.by_name_decrypt(entry, b"") {
            Ok(Ok(member)) => member,
            Ok(Err(_)) => return Err(bad(Flaw::Encrypted(entry.to_string()))),
            Err(ZipError::Io(e)) if e.kind() == io::ErrorKind::UnexpectedEof => return Err(truncated()),
            Err(ZipError::Io(source)) => return Err(IoError::Read { path, source }),
            Err(ZipError::InvalidArchive(why)) => return Err(damaged(lowercase_first(why))),
            Err(e) => {
                return Err(bad(Flaw::Unsupported {
                    entry: entry.to_string(),
                    why: e.to_string(),
                }))
            }
        };
        // zip 0.6 panics reading an entry of a method it has no reader for
        // (an AES field can name the AES method as the one inside): only
        // the methods it reads are let through (numpy writes the first
        // two).
        let method = member.compression();
        let known = [
            CompressionMethod::STORE,
            CompressionMethod::DEFLATE,
            CompressionMethod::BZIP2,
            CompressionMethod::ZSTD,
        ];
        if !known.contains(&method) {
            return Err(bad(Flaw::Unsupported {
                entry: entry.to_string(),
                why: format!("compression method {method} is not supported"),
            }));
        }
        // Past the file's end, a read stops early and zip reports a CRC
        // mismatch: tell the cut file apart first.
        let end = member.data_start().checked_add(member.compressed_size());
        if end.is_none_or(|end| end > self.len) {
            return Err(truncated());
        }
        let size = member.size();
        let mut data = Vec::new();
        // One byte past the declared size: a longer entry shows as such
        // (without inflating a zip bomb in full), and reading that byte is
        // where zip, at the entry's end, checks the CRC-32.
        let read = member.by_ref().take(size.saturating_add(1)).read_to_end(&mut data);
        match read {
            Ok(_) if data.len() as u64 == size => Ok(data),
            Ok(_) => Err(damaged(format!(
                "its data is not the {size} bytes the archive's directory gives"
            ))),
            // zip 0.6's one message for a CRC-32 mismatch.
            Err(e) if e.to_string() == "Invalid checksum" => Err(bad(Flaw::Checksum(entry.to_string()))),
            // A corrupt or (the file holding all of it) incomplete deflate
            // stream, say.
            Err(e) => Err(damaged(e.to_string())),
        }
    }
}

/// Each array's entry, by array name; an error when two entries hold one
/// array. The zip reader's name index keeps the last of two entries of one
/// name (as Python's `zipfile` does), and numpy's array names drop what
/// follows a NUL (`x.npy\0junk` holds `x`), so both are checked.
fn array_entries<R: Read + io::Seek>(zip: &mut ZipArchive<R>) -> Result<BTreeMap<String, String>, Flaw> {
    let mut entries = BTreeMap::new();
    for file_name in zip.file_names() {
        if let Some(array) = npyz::npz::array_name_from_file_name(file_name) {
            if entries.insert(array.to_string(), file_name.to_string()).is_some() {
                return Err(Flaw::RepeatedArray(array.to_string()));
            }
        }
    }
    if zip.file_names().count() == zip.len() {
        return Ok(entries);
    }
    // Some name is stored twice: find it among the entries themselves.
    let mut arrays = BTreeSet::new();
    let mut unreadable = false;
    for i in 0..zip.len() {
        match zip.by_index_raw(i) {
            Ok(file) => {
                if let Some(array) = npyz::npz::array_name_from_file_name(file.name()) {
                    if !arrays.insert(array.to_string()) {
                        return Err(Flaw::RepeatedArray(array.to_string()));
                    }
                }
            }
            Err(_) => unreadable = true,
        }
    }
    // Twice the name of something else (numpy reads only `.npy` entries as
    // arrays) is no matter; an entry not read could be either.
    if unreadable {
        Err(Flaw::RepeatedEntry)
    } else {
        Ok(entries)
    }
}

/// zip's messages start with a capital (`Invalid local file header`).
fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_ascii_lowercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

//! A netCDF-4 file built in memory (`nc_create_mem`, `nc_close_memio`)
//! and handed back as bytes, so that netCDF-C and HDF5 never write to a
//! disk: the caller writes the bytes itself (to a temporary file, synced,
//! then renamed). On a disk that fills up or a file-size limit, HDF5's own
//! writes fail in ways it does not recover from (an error, then "infinite
//! loop closing library" and a crash at exit); in memory they cannot fail
//! that way, and a failed write of ours is one `io::Error`.
//!
//! The `netcdf` crate creates files only on disk and does not expose a
//! file's id, which `nc_close_memio` needs, so this module calls netCDF-C
//! through `netcdf-sys` directly: only the calls the InferenceData layout
//! of `arviz.rs` uses, each under the library's lock.

use netcdf_sys as nc;
use std::ffi::{c_int, c_void, CStr, CString};

/// A netCDF-C error code, with the library's text for it.
#[derive(Debug, thiserror::Error)]
#[error("netCDF error {code}: {text}")]
pub struct NcError {
    pub code: c_int,
    pub text: String,
}

/// `NC_memio` as netCDF-C declares it (`netcdf_mem.h`); `netcdf-sys`
/// keeps its fields private, so the one call that fills it is declared
/// here with this type.
#[repr(C)]
struct Memio {
    size: usize,
    memory: *mut c_void,
    flags: c_int,
}

extern "C" {
    fn nc_close_memio(ncid: c_int, info: *mut Memio) -> c_int;
    // The memory `nc_close_memio` hands over was allocated with malloc.
    fn free(ptr: *mut c_void);
}

/// `NC_MEMIO_LOCKED`: the caller keeps the memory (not set: the library
/// gives it to us).
const NC_MEMIO_LOCKED: c_int = 1;

fn check(code: c_int) -> Result<(), NcError> {
    if code == nc::NC_NOERR {
        return Ok(());
    }
    // SAFETY: nc_strerror returns a pointer to a static, NUL-terminated
    // string for every code, known or not.
    let text = unsafe { CStr::from_ptr(nc::nc_strerror(code)) };
    Err(NcError {
        code,
        text: text.to_string_lossy().into_owned(),
    })
}

fn c_name(name: &str) -> Result<CString, NcError> {
    CString::new(name).map_err(|_| NcError {
        code: nc::NC_EBADNAME,
        text: format!("the name {name:?} contains a NUL byte"),
    })
}

/// An element type of a variable: its netCDF type and the typed
/// `nc_put_var_*` call.
pub trait Element: Copy {
    const NC_TYPE: nc::nc_type;
    /// # Safety
    /// `values` must hold as many elements as the variable.
    unsafe fn put(ncid: c_int, varid: c_int, values: *const Self) -> c_int;
}

macro_rules! element {
    ($t:ty, $nc:ident, $put:ident) => {
        impl Element for $t {
            const NC_TYPE: nc::nc_type = nc::$nc;
            unsafe fn put(ncid: c_int, varid: c_int, values: *const Self) -> c_int {
                nc::$put(ncid, varid, values)
            }
        }
    };
}

element!(f64, NC_DOUBLE, nc_put_var_double);
element!(f32, NC_FLOAT, nc_put_var_float);
element!(i64, NC_INT64, nc_put_var_longlong);
element!(i8, NC_BYTE, nc_put_var_schar);
element!(i32, NC_INT, nc_put_var_int);

/// A netCDF-4 file being built in memory. Dropped unfinished, it is
/// discarded (`nc_abort`).
pub struct MemFile {
    ncid: c_int,
    open: bool,
}

/// A group of a `MemFile` (the root or one added to it).
#[derive(Clone, Copy)]
pub struct Group {
    ncid: c_int,
}

impl MemFile {
    /// A new, empty netCDF-4 file in memory of about `size_hint` bytes
    /// (it grows as needed); `name` is only what the library calls it.
    pub fn create(name: &str, size_hint: usize) -> Result<MemFile, NcError> {
        let name = c_name(name)?;
        let mut ncid = -1;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: a NUL-terminated name and a pointer to an int to fill.
        check(unsafe { nc::nc_create_mem(name.as_ptr(), nc::NC_NETCDF4, size_hint.max(4096), &mut ncid) })?;
        Ok(MemFile { ncid, open: true })
    }

    pub fn add_group(&mut self, name: &str) -> Result<Group, NcError> {
        let name = c_name(name)?;
        let mut ncid = -1;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: an open file's id, a NUL-terminated name, an int to fill.
        check(unsafe { nc::nc_def_grp(self.ncid, name.as_ptr(), &mut ncid) })?;
        Ok(Group { ncid })
    }

    /// Closes the file and returns its bytes: what `nc_close` would have
    /// written to disk.
    pub fn into_bytes(mut self) -> Result<Vec<u8>, NcError> {
        let mut memio = Memio {
            size: 0,
            memory: std::ptr::null_mut(),
            flags: 0,
        };
        self.open = false;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: an open file's id (closed by this call whatever its
        // result, so never aborted again) and a Memio to fill.
        check(unsafe { nc_close_memio(self.ncid, &mut memio) })?;
        if memio.memory.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the library handed over `size` bytes at `memory`.
        let bytes = unsafe { std::slice::from_raw_parts(memio.memory.cast::<u8>(), memio.size) }.to_vec();
        if memio.flags & NC_MEMIO_LOCKED == 0 {
            // SAFETY: the memory is ours (not locked) and malloc'ed.
            unsafe { free(memio.memory) };
        }
        Ok(bytes)
    }
}

impl Drop for MemFile {
    fn drop(&mut self) {
        if self.open {
            let _lock = nc::libnetcdf_lock.lock();
            // SAFETY: an open file's id; aborting discards it. Its error,
            // if any, has nothing left to clean up.
            let _ = unsafe { nc::nc_abort(self.ncid) };
        }
    }
}

impl Group {
    pub fn put_str(&self, name: &str, value: &str) -> Result<(), NcError> {
        let name = c_name(name)?;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: a text attribute of `value.len()` bytes read from `value`.
        check(unsafe {
            nc::nc_put_att_text(
                self.ncid,
                nc::NC_GLOBAL,
                name.as_ptr(),
                value.len(),
                value.as_ptr().cast(),
            )
        })
    }

    pub fn put_i64(&self, name: &str, value: i64) -> Result<(), NcError> {
        let name = c_name(name)?;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: one i64 read from `value`.
        check(unsafe { nc::nc_put_att_longlong(self.ncid, nc::NC_GLOBAL, name.as_ptr(), nc::NC_INT64, 1, &value) })
    }

    pub fn put_f64(&self, name: &str, value: f64) -> Result<(), NcError> {
        let name = c_name(name)?;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: one f64 read from `value`.
        check(unsafe { nc::nc_put_att_double(self.ncid, nc::NC_GLOBAL, name.as_ptr(), nc::NC_DOUBLE, 1, &value) })
    }

    /// A dimension of fixed length `len` (0 is netCDF's unlimited
    /// dimension, holding 0 entries: still length 0 to xarray).
    pub fn add_dimension(&self, name: &str, len: usize) -> Result<c_int, NcError> {
        let name = c_name(name)?;
        let mut dimid = -1;
        let _lock = nc::libnetcdf_lock.lock();
        // SAFETY: a NUL-terminated name and an int to fill.
        check(unsafe { nc::nc_def_dim(self.ncid, name.as_ptr(), len, &mut dimid) })?;
        Ok(dimid)
    }

    /// A variable over `dims` (of lengths `shape`) holding `values` in C
    /// order, stored as one deflated chunk without shuffle (xarray's
    /// `zlib=True`), with `fill` as its `_FillValue`; with `text_attr`, one
    /// text attribute on the variable.
    pub fn add_variable<T: Element>(&self, v: Variable<'_, T>) -> Result<(), NcError> {
        let name = c_name(v.name)?;
        if v.dims.len() != v.shape.len() || v.values.len() != v.shape.iter().product::<usize>() {
            return Err(NcError {
                code: nc::NC_EEDGE,
                text: format!("variable `{}`: its values do not fill its shape", v.name),
            });
        }
        let ndims = c_int::try_from(v.dims.len()).map_err(|_| NcError {
            code: nc::NC_EMAXDIMS,
            text: "too many dimensions".into(),
        })?;
        let _lock = nc::libnetcdf_lock.lock();
        let mut varid = -1;
        // SAFETY: `ndims` dimension ids read from `dims`, an int to fill.
        check(unsafe { nc::nc_def_var(self.ncid, name.as_ptr(), T::NC_TYPE, ndims, v.dims.as_ptr(), &mut varid) })?;
        // One chunk for the whole variable; netCDF refuses chunks of length 0.
        let chunks: Vec<usize> = v.shape.iter().map(|&n| n.max(1)).collect();
        // SAFETY: one chunk length per dimension, read from `chunks`.
        check(unsafe { nc::nc_def_var_chunking(self.ncid, varid, nc::NC_CHUNKED, chunks.as_ptr()) })?;
        // SAFETY: plain integers.
        check(unsafe { nc::nc_def_var_deflate(self.ncid, varid, 0, 1, v.deflate_level) })?;
        if let Some(fill) = v.fill {
            // SAFETY: one element of the variable's type, read from `fill`.
            check(unsafe { nc::nc_def_var_fill(self.ncid, varid, 0, (&fill as *const T).cast()) })?;
        }
        if let Some((key, text)) = v.text_attr {
            let key = c_name(key)?;
            // SAFETY: a text attribute of `text.len()` bytes read from `text`.
            check(unsafe { nc::nc_put_att_text(self.ncid, varid, key.as_ptr(), text.len(), text.as_ptr().cast()) })?;
        }
        if v.values.is_empty() {
            // Nothing to write, and netCDF refuses an empty slab.
            return Ok(());
        }
        // SAFETY: `values` holds exactly the variable's elements (checked above).
        check(unsafe { T::put(self.ncid, varid, v.values.as_ptr()) })
    }
}

/// What `Group::add_variable` writes.
pub struct Variable<'a, T> {
    pub name: &'a str,
    pub dims: &'a [c_int],
    pub shape: &'a [usize],
    pub values: &'a [T],
    pub fill: Option<T>,
    pub deflate_level: c_int,
    pub text_attr: Option<(&'a str, &'a str)>,
}

//! A run's draws written for ArviZ: a netCDF4 file laid out as ArviZ's
//! `InferenceData.to_netcdf` writes one (so `arviz.from_netcdf` opens it),
//! or NumPy's `.npz`.
//!
//! The netCDF layout is the one ArviZ 0.23 writes through xarray and
//! h5netcdf, reproduced with the C library: one group per InferenceData
//! group (`posterior`, `sample_stats`, with warmup kept
//! `warmup_posterior`, `warmup_sample_stats`, and with theta kept
//! `unconstrained_posterior`), each with its own `chain` and `draw`
//! dimensions and int64 coordinate variables 0..n; in the posterior
//! groups one variable per parameter under its name, its dimensions
//! (chain, draw, NAME_dim_0, ...) as ArviZ names them, with their
//! coordinates (in `unconstrained_posterior`, a parameter whose transform
//! is not element-wise is the vector of its free coordinates,
//! NAME_free_dim_0); floats carry `_FillValue` NaN, bool is
//! stored as int8 with the attribute `dtype = "bool"` (xarray's encoding,
//! which it decodes back to bool); every variable is one chunk deflated
//! at level 4 without shuffle (`zlib=True`). Each group carries the
//! attributes ArviZ's converters put there: `created_at`,
//! `inference_library`, `inference_library_version`, then the caller's.
//! `arviz_version` is left out: no ArviZ wrote the file, and ArviZ reads
//! none of these back.

mod memfile;
mod quantities;
mod time;

use crate::generated::{self, Quantity};
use crate::layout::{Layout, ParamLayout};
use crate::trace::{StatColumn, ThetaDType, Trace, STAT_NAMES};
use autobatch_runtime::parts::PART_KEY;
use memfile::{Group, MemFile, NcError, Variable};
use npyz::npz::NpzWriter;
use npyz::WriterBuilder;
use std::io;
use std::path::Path;
use std::time::SystemTime;
use time::iso8601_utc;

/// xarray's `zlib=True` as h5netcdf applies it (h5py's default gzip level).
const DEFLATE_LEVEL: i32 = 4;

/// The value of a caller's attribute (a run's settings: seed, model, ...).
#[derive(Clone, Debug, PartialEq)]
pub enum AttrValue {
    Str(String),
    Int(i64),
    Float(f64),
}

impl From<&str> for AttrValue {
    fn from(s: &str) -> Self {
        AttrValue::Str(s.to_string())
    }
}

impl From<String> for AttrValue {
    fn from(s: String) -> Self {
        AttrValue::Str(s)
    }
}

impl From<i64> for AttrValue {
    fn from(x: i64) -> Self {
        AttrValue::Int(x)
    }
}

impl From<f64> for AttrValue {
    fn from(x: f64) -> Self {
        AttrValue::Float(x)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error(
        "cannot tell the output format of `{path}`: name it `.nc` (netCDF4, for arviz.from_netcdf) or `.npz` (NumPy)"
    )]
    UnknownFormat { path: String },
    #[error(
        "the warmup trace does not match the posterior's: {what} {warmup} in warmup, {posterior} in the posterior \
         (both phases must come from the same chains)"
    )]
    WarmupMismatch {
        what: &'static str,
        posterior: String,
        warmup: String,
    },
    #[error("cannot build the netCDF file for `{path}` ({what}): {source}")]
    Netcdf {
        path: String,
        what: String,
        source: memfile::NcError,
    },
    #[error("cannot build the .npz file for `{path}` ({what}): {source}")]
    Npz {
        path: String,
        what: String,
        source: io::Error,
    },
    #[error("cannot write `{path}`: {source}")]
    Io { path: String, source: io::Error },
    #[error("the {what} `{name}` cannot be written to {format}: {why}; rename it in the model{rename}")]
    Name {
        /// "parameter" or "generated quantity".
        what: &'static str,
        /// Where the name is given: "" for a parameter (its argument of
        /// `log_density`), "'s `GENERATED`" for a generated quantity.
        rename: &'static str,
        name: String,
        format: &'static str,
        why: &'static str,
    },
}

/// Checks that every parameter's name has a place of its own in the
/// format: not a coordinate's (`chain`, `draw`, `x_dim_0`), and in
/// `.npz`, where everything shares one namespace, not a statistic's or a
/// prefixed name's.
pub fn check_names(layout: &Layout, quantities: &[String], format: Format) -> Result<(), OutputError> {
    let names = (layout.params.iter())
        .map(|p| (p.name.as_str(), ("parameter", "")))
        .chain(
            quantities
                .iter()
                .map(|q| (q.as_str(), ("generated quantity", "'s `GENERATED`"))),
        );
    for (name, (what, rename)) in names {
        let fail = |format, why| {
            Err(OutputError::Name {
                what,
                rename,
                name: name.to_string(),
                format,
                why,
            })
        };
        if ["chain", "draw", "dataset"].contains(&name) || name.contains("_dim_") {
            return fail("ArviZ's layout", "it is the name of a coordinate");
        }
        let npz_taken = STAT_NAMES.contains(&name) || name.starts_with("warmup_") || name.starts_with("unconstrained_");

        if format == Format::Npz && npz_taken {
            return fail(
                ".npz",
                "the file uses that name for a statistic or a prefixed array (write .nc instead)",
            );
        }
    }
    Ok(())
}

/// One parameter's values out of a trace's rows of `width` values: those
/// at `at .. at + size` of each row.
fn param_values(all: &[f64], width: usize, at: usize, size: usize) -> Vec<f64> {
    all.chunks(width.max(1))
        .flat_map(|row| &row[at..at + size])
        .copied()
        .collect()
}

/// The output formats, by extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Netcdf,
    Npz,
}

impl Format {
    /// The format `path`'s extension names (`.nc` or `.npz`, any case).
    pub fn of(path: &Path) -> Result<Format, OutputError> {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if extension.eq_ignore_ascii_case("nc") {
            Ok(Format::Netcdf)
        } else if extension.eq_ignore_ascii_case("npz") {
            Ok(Format::Npz)
        } else {
            Err(OutputError::UnknownFormat {
                path: path.display().to_string(),
            })
        }
    }
}

/// Checks, before a run, that its output can go to `path`: a known
/// extension, an existing directory where a file can be created, not a
/// directory itself. The write at the end can still fail (a disk that
/// fills up meanwhile), and then leaves `path` as it was.
pub fn check_output(path: &Path) -> Result<Format, OutputError> {
    let format = Format::of(path)?;
    autobatch_runtime::atomic::check_writable(path).map_err(|source| OutputError::Io {
        path: path.display().to_string(),
        source,
    })?;
    Ok(format)
}

/// Writes the draws to `path` in the format its extension names (`.nc`
/// or `.npz`); `warmup` is `Some` when the warmup draws are kept.
/// `attrs` go on every netCDF group (`.npz` has nowhere to keep them).
/// The file is built in memory, then written whole to a temporary file
/// beside `path`, synced and renamed over it: a failure leaves `path` as
/// it was (an earlier file intact), never a truncated file.
pub fn write(
    path: &Path,
    draws: &Draws,
    warmup: Option<&Trace>,
    attrs: &[(&str, AttrValue)],
) -> Result<(), OutputError> {
    let format = Format::of(path)?;
    let names: Vec<String> = draws.generated.iter().map(|q| q.name.clone()).collect();
    check_names(draws.layout, &names, format)?;
    let bytes = match format {
        Format::Netcdf => netcdf_bytes(path, draws, warmup, attrs)?,
        Format::Npz => npz_bytes(path, draws, warmup, None)?,
    };
    write_file(path, &bytes)
}

pub(crate) fn write_file(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    autobatch_runtime::atomic::write_atomically(path, bytes).map_err(|source| OutputError::Io {
        path: path.display().to_string(),
        source,
    })
}

/// A run's kept draws as the writers take them: the parameters' layout,
/// the posterior trace and the generated quantities.
pub struct Draws<'a> {
    pub layout: &'a Layout,
    pub posterior: &'a Trace,
    pub generated: &'a [Quantity],
    /// `--datasets`: how many; the traces' chains are then theirs,
    /// dataset after dataset, written with a `dataset` dimension ahead of
    /// `chain`.
    pub datasets: Option<usize>,
}

/// The dimensions ahead of `draw` for `chains` chains: (`chain`), or
/// (`dataset`, `chain`) with datasets, with their lengths.
fn lead(chains: usize, datasets: Option<usize>) -> Vec<(&'static str, usize)> {
    match datasets {
        Some(m) if m > 0 => vec![("dataset", m), ("chain", chains / m)],
        _ => vec![("chain", chains)],
    }
}

/// `lead`'s dimensions and `draw` as coordinates of `group`: their ids
/// and lengths.
fn lead_coordinates(
    group: Group,
    (chains, draws): (usize, usize),
    datasets: Option<usize>,
) -> Result<(Vec<std::ffi::c_int>, Vec<usize>), NcError> {
    let mut dims = Vec::with_capacity(3);
    let mut sizes = Vec::with_capacity(3);
    for (name, n) in lead(chains, datasets).into_iter().chain([("draw", draws)]) {
        dims.push(coordinate(group, name, n)?);
        sizes.push(n);
    }
    Ok((dims, sizes))
}

/// `lead`'s lengths and `draws`, as `.npz` shapes start.
fn lead_shape(chains: usize, draws: usize, datasets: Option<usize>) -> Vec<u64> {
    (lead(chains, datasets).into_iter().map(|(_, n)| n as u64))
        .chain([draws as u64])
        .collect()
}

/// What a group of the InferenceData holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Holds {
    Values,
    Unconstrained,
    Stats,
}

/// The InferenceData groups of a run: (group name, its trace, what it
/// holds).
fn groups<'a>(posterior: &'a Trace, warmup: Option<&'a Trace>) -> Vec<(&'static str, &'a Trace, Holds)> {
    let mut groups = vec![("posterior", posterior, Holds::Values)];
    if posterior.unconstrained().is_some() {
        groups.push(("unconstrained_posterior", posterior, Holds::Unconstrained));
    }
    groups.push(("sample_stats", posterior, Holds::Stats));
    if let Some(w) = warmup {
        groups.extend([
            ("warmup_posterior", w, Holds::Values),
            ("warmup_sample_stats", w, Holds::Stats),
        ]);
    }
    groups
}

/// Both phases must share chains, dimension and dtype: ArviZ pairs the
/// warmup and posterior groups chain by chain.
fn check_warmup(posterior: &Trace, warmup: Option<&Trace>) -> Result<(), OutputError> {
    let Some(w) = warmup else { return Ok(()) };
    let mismatch = |what, p: String, w: String| {
        Err(OutputError::WarmupMismatch {
            what,
            posterior: p,
            warmup: w,
        })
    };
    if w.chains() != posterior.chains() {
        return mismatch("chains", posterior.chains().to_string(), w.chains().to_string());
    }
    if w.dim() != posterior.dim() {
        return mismatch("theta dimension", posterior.dim().to_string(), w.dim().to_string());
    }
    if w.dtype() != posterior.dtype() {
        let name = |t: &Trace| t.dtype().numpy_name().to_string();
        return mismatch("theta dtype", name(posterior), name(w));
    }
    Ok(())
}

/// Bytes of the values a trace holds (a size hint for the in-memory file).
fn trace_bytes(trace: &Trace) -> usize {
    let per_draw = trace.dim() * trace.dtype().size_bytes() + STAT_BYTES_PER_DRAW;
    trace.chains().saturating_mul(trace.draws()).saturating_mul(per_draw)
}

/// The sample statistics of one draw: five 8-byte numbers, two more, a bool.
const STAT_BYTES_PER_DRAW: usize = 7 * 8 + 1;

/// The netCDF4 file that `arviz.from_netcdf` opens (the layout is in the
/// module doc), built in memory.
pub fn netcdf_bytes(
    path: &Path,
    draws: &Draws,
    warmup: Option<&Trace>,
    attrs: &[(&str, AttrValue)],
) -> Result<Vec<u8>, OutputError> {
    let (layout, posterior) = (draws.layout, draws.posterior);
    check_warmup(posterior, warmup)?;
    quiet_hdf5();
    let fail = |what: &str| {
        let path = path.display().to_string();
        let what = what.to_string();
        move |source| OutputError::Netcdf { path, what, source }
    };
    let hint = trace_bytes(posterior) + warmup.map_or(0, trace_bytes);
    let mut file = MemFile::create(&path.display().to_string(), hint).map_err(fail("creating it"))?;
    let created_at = iso8601_utc(SystemTime::now());
    let mut group_attrs: Vec<(&str, AttrValue)> = vec![
        ("created_at", created_at.into()),
        ("inference_library", "autobatch".into()),
        ("inference_library_version", env!("CARGO_PKG_VERSION").into()),
    ];
    group_attrs.extend(attrs.iter().cloned());
    for (name, trace, holds) in groups(posterior, warmup) {
        let group = file.add_group(name).map_err(fail(name))?;
        let quantities = (name == "posterior").then_some(draws.generated);
        let with = (quantities, draws.datasets);
        write_group(group, layout, (trace, holds), with, &group_attrs).map_err(fail(name))?;
    }
    for which in quantities::extra_groups(draws.generated) {
        let name = which.name();
        let group = file.add_group(name).map_err(fail(name))?;
        let write = || -> Result<(), NcError> {
            put_attrs(group, &group_attrs)?;
            let sizes = (posterior.chains(), posterior.draws());
            let lead = lead_coordinates(group, sizes, draws.datasets)?;
            quantities::write_nc(group, draws.generated, which, (&lead.0, &lead.1))
        };
        write().map_err(fail(name))?;
    }
    file.into_bytes().map_err(fail("closing it"))
}

/// Stops HDF5 printing its error stack on this thread. netCDF-C turns the
/// printing off on the thread that first calls it, but HDF5 keeps the
/// setting per thread: on any other thread a failure that netCDF-C
/// reports as an error value would also dump HDF5's internal stack to
/// stderr.
pub(crate) fn quiet_hdf5() {
    // The lock the netcdf crate holds around every call into netCDF-C and
    // HDF5, which need not be thread-safe.
    let _lock = hdf5_sys::LOCK.lock();
    // SAFETY: H5Eset_auto2 with no callback only changes this thread's
    // error-printing setting; it reads no memory of ours.
    unsafe {
        hdf5_sys::h5e::H5Eset_auto2(hdf5_sys::h5e::H5E_DEFAULT, None, std::ptr::null_mut());
    }
}

fn put_attrs(group: Group, attrs: &[(&str, AttrValue)]) -> Result<(), NcError> {
    for (key, value) in attrs {
        match value {
            AttrValue::Str(s) => group.put_str(key, s)?,
            AttrValue::Int(x) => group.put_i64(key, *x)?,
            AttrValue::Float(x) => group.put_f64(key, *x)?,
        }
    }
    Ok(())
}

/// One group: its attributes, coordinates and variables (with the
/// posterior-group `quantities` after the parameters in `posterior`).
fn write_group(
    group: Group,
    layout: &Layout,
    (trace, holds): (&Trace, Holds),
    (quantities, datasets): (Option<&[Quantity]>, Option<usize>),
    attrs: &[(&str, AttrValue)],
) -> Result<(), NcError> {
    put_attrs(group, attrs)?;
    let (lead_dims, lead_sizes) = lead_coordinates(group, (trace.chains(), trace.draws()), datasets)?;
    let (width, all, free) = match (holds, trace.unconstrained()) {
        (Holds::Values, _) => (trace.dim(), trace.values(), false),
        (Holds::Unconstrained, Some((dim, theta))) => (dim, theta, true),
        _ => return write_stats(group, trace, (&lead_dims, &lead_sizes)),
    };
    let starts: Vec<(&ParamLayout, usize)> = if free {
        layout.free_offsets().collect()
    } else {
        layout.offsets().collect()
    };
    for (p, at) in starts {
        let (shape, dim_word) = if free && p.free_shape() != p.shape {
            (p.free_shape(), "free_dim")
        } else {
            (p.shape.clone(), "dim")
        };
        let mut dims = lead_dims.clone();
        for (k, &n) in shape.iter().enumerate() {
            dims.push(coordinate(group, &format!("{}_{dim_word}_{k}", p.name), n)?);
        }
        let full_shape: Vec<usize> = lead_sizes.iter().chain(&shape).copied().collect();
        let size = shape.iter().product();
        let values = param_values(&all, width, at, size);
        match trace.dtype() {
            // The values are f32 widened exactly, so narrowing is exact.
            ThetaDType::F32 => {
                let narrow: Vec<f32> = values.iter().map(|&x| x as f32).collect();
                variable(group, &p.name, &dims, &full_shape, &narrow, Some(f32::NAN), None)?;
            }
            ThetaDType::F64 => variable(group, &p.name, &dims, &full_shape, &values, Some(f64::NAN), None)?,
        }
    }
    if let Some(q) = quantities {
        quantities::write_nc(group, q, generated::Group::Posterior, (&lead_dims, &lead_sizes))?;
    }
    Ok(())
}

/// The statistics, each with the group's dimensions up to `draw`.
fn write_stats(group: Group, trace: &Trace, (dims, shape): (&[std::ffi::c_int], &[usize])) -> Result<(), NcError> {
    for (name, column) in trace.sample_stats() {
        match column {
            StatColumn::F64(v) => variable(group, name, dims, shape, &v, Some(f64::NAN), None)?,
            StatColumn::I64(v) => variable(group, name, dims, shape, &v, None, None)?,
            StatColumn::Bool(v) => {
                let bytes: Vec<i8> = v.iter().map(|&b| i8::from(b)).collect();
                variable(group, name, dims, shape, &bytes, None, Some(("dtype", "bool")))?;
            }
        }
    }
    Ok(())
}

/// A dimension and its coordinate variable 0..len, as xarray writes the
/// default index of a dimension; returns the dimension's id.
fn coordinate(group: Group, name: &str, len: usize) -> Result<std::ffi::c_int, NcError> {
    let dim = group.add_dimension(name, len)?;
    let values: Vec<i64> = (0..len as i64).collect();
    variable(group, name, &[dim], &[len], &values, None, None)?;
    Ok(dim)
}

/// A variable stored as xarray stores it under `zlib=True`.
fn variable<T: memfile::Element>(
    group: Group,
    name: &str,
    dims: &[std::ffi::c_int],
    shape: &[usize],
    values: &[T],
    fill: Option<T>,
    text_attr: Option<(&str, &str)>,
) -> Result<(), NcError> {
    group.add_variable(Variable {
        name,
        dims,
        shape,
        values,
        fill,
        deflate_level: DEFLATE_LEVEL,
        text_attr,
    })
}

/// One array per name: each parameter (chain, draw, ...) in the trace's
/// dtype, then each statistic (chain, draw) under its ArviZ name; the
/// warmup's under the same names prefixed `warmup_`, and the kept theta's
/// prefixed `unconstrained_`; a shard's `part` (JSON) last, as a uint8
/// array ([`PART_KEY`]). Built in memory, where writing cannot fail
/// part way (and the zip writer never has to finish an archive in its
/// destructor).
pub fn npz_bytes(
    path: &Path,
    draws: &Draws,
    warmup: Option<&Trace>,
    part: Option<&str>,
) -> Result<Vec<u8>, OutputError> {
    let (layout, posterior) = (draws.layout, draws.posterior);
    check_warmup(posterior, warmup)?;
    let fail = |what: String| {
        let path = path.display().to_string();
        move |source| OutputError::Npz { path, what, source }
    };
    let hint = trace_bytes(posterior) + warmup.map_or(0, trace_bytes);
    let mut npz = NpzWriter::new(io::Cursor::new(Vec::with_capacity(hint)));
    let phases = std::iter::once(("", posterior)).chain(warmup.map(|w| ("warmup_", w)));
    for (prefix, trace) in phases {
        let lead = lead_shape(trace.chains(), trace.draws(), draws.datasets);
        let all = trace.values();
        for (p, at) in layout.offsets() {
            let name = format!("{prefix}{}", p.name);
            let values = param_values(&all, trace.dim(), at, p.size());
            let shape: Vec<u64> = lead.iter().copied().chain(p.shape.iter().map(|&n| n as u64)).collect();
            npz_floats(&mut npz, &name, &shape, &values, trace.dtype()).map_err(fail(format!("array `{name}`")))?;
        }
        if prefix.is_empty() {
            quantities::write_npz(&mut npz, draws.generated, &lead)
                .map_err(|(name, e)| fail(format!("array `{name}`"))(e))?;
        }
        if let (Some((dim, theta)), "") = (trace.unconstrained(), prefix) {
            for (p, at) in layout.free_offsets() {
                let name = format!("unconstrained_{}", p.name);
                let values = param_values(&theta, dim, at, p.free);
                let shape: Vec<u64> = (lead.iter().copied())
                    .chain(p.free_shape().iter().map(|&n| n as u64))
                    .collect();
                npz_floats(&mut npz, &name, &shape, &values, trace.dtype()).map_err(fail(format!("array `{name}`")))?;
            }
        }
        for (stat, column) in trace.sample_stats() {
            let name = format!("{prefix}{stat}");
            let shape = &lead;
            let written = match column {
                StatColumn::F64(v) => npz_array(&mut npz, &name, shape, &v),
                StatColumn::I64(v) => npz_array(&mut npz, &name, shape, &v),
                StatColumn::Bool(v) => npz_array(&mut npz, &name, shape, &v),
            };
            written.map_err(fail(format!("array `{name}`")))?;
        }
    }
    if let Some(info) = part {
        let bytes = info.as_bytes();
        npz_array(&mut npz, PART_KEY, &[bytes.len() as u64], bytes).map_err(fail(PART_KEY.to_string()))?;
    }
    let closing = fail("finishing the archive".to_string());
    let cursor = npz.zip_writer().finish().map_err(|e| closing(io::Error::other(e)))?;
    Ok(cursor.into_inner())
}

/// Float values in the trace's dtype (f32 values were widened exactly).
fn npz_floats<W: io::Write + io::Seek>(
    npz: &mut NpzWriter<W>,
    name: &str,
    shape: &[u64],
    values: &[f64],
    dtype: ThetaDType,
) -> io::Result<()> {
    match dtype {
        ThetaDType::F32 => {
            let narrow: Vec<f32> = values.iter().map(|&x| x as f32).collect();
            npz_array(npz, name, shape, &narrow)
        }
        ThetaDType::F64 => npz_array(npz, name, shape, values),
    }
}

fn npz_array<W, T>(npz: &mut NpzWriter<W>, name: &str, shape: &[u64], data: &[T]) -> io::Result<()>
where
    W: io::Write + io::Seek,
    T: npyz::AutoSerialize + Copy,
{
    // Stored, as numpy's `savez` writes (not `savez_compressed`): draws
    // barely compress, and deflating them cost seconds per 100 MB.
    // ZIP64 where an entry passes 4 GiB (the zip writer refuses it else).
    let large = std::mem::size_of_val(data) as u64 >= u64::from(u32::MAX);
    let options = npyz::zip::write::FileOptions::default()
        .compression_method(npyz::zip::CompressionMethod::Stored)
        .large_file(large);
    let mut writer = npz.array::<T>(name, options)?.default_dtype().shape(shape).begin_nd()?;
    writer.extend(data.iter().copied())?;
    writer.finish()
}

#[cfg(test)]
mod tests;

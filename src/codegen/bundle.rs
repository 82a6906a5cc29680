//! Bundles: a compiled program in a directory the runtime crate can load
//! without the compiler (`autobatch_runtime::Bundle`):
//!
//! ```text
//! F.bundle/manifest.json   signature, ABI, state variables, files
//! F.bundle/F.mlir          the emitted MLIR, for inspection
//! F.bundle/F.so            x86-64 shared object exporting the packed entry
//! ```
//!
//! A bundle is built in a fresh temporary directory beside its destination
//! (same file system) and renamed into place only when complete, so a
//! failed compile never leaves a partial bundle, and a reader never sees a
//! half-written one.

use crate::codegen::mlir::{abi, compile_shared_object, emit_cpu, Abi, EmitError, EmitOptions, SharedObjectError};
use crate::driver::Compiled;
use crate::ir::p::AllocClass;
use autobatch_runtime::bundle::{Files, Manifest, StateVar, FORMAT_VERSION, MANIFEST_FILE, TARGET_CPU};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum BundleError {
    #[error("cannot emit MLIR for `{entry}`: {source}")]
    Emit { entry: String, source: EmitError },
    #[error(transparent)]
    Build(#[from] SharedObjectError),
    #[error("{what} `{path}`: {source}")]
    Io {
        what: &'static str,
        path: String,
        source: io::Error,
    },
    #[error(
        "refusing to replace `{0}`: it is neither a bundle (a directory with manifest.json) nor an empty directory"
    )]
    NotABundle(String),
    #[error("`{0}` does not name a directory to write")]
    BadOutput(String),
    #[error("internal error: the manifest written for `{entry}` does not validate: {reason}")]
    InvalidManifest { entry: String, reason: String },
    #[error("no cache directory: set AUTOBATCH_CACHE_DIR, XDG_CACHE_HOME or HOME")]
    NoCacheDir,
}

fn io_error(what: &'static str, path: &Path) -> impl FnOnce(io::Error) -> BundleError {
    let path = path.display().to_string();
    move |source| BundleError::Io { what, path, source }
}

/// `autobatch <version>`: recorded in every manifest.
pub fn compiler_version() -> String {
    format!("autobatch {}", env!("CARGO_PKG_VERSION"))
}

/// The entry's name as an MLIR/C symbol: characters other than ASCII
/// letters, digits and `_` (Python allows any Unicode letter) become `_`,
/// and a leading digit gets a `_` before it.
pub fn symbol_name(entry: &str) -> String {
    let mut name: String = entry
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        name.insert(0, '_');
    }
    name
}

/// The program's MLIR (`autobatch emit-mlir`), named after its entry.
pub fn emit_mlir(compiled: &Compiled, max_stack_depth: usize) -> Result<String, BundleError> {
    let options = EmitOptions { max_stack_depth };
    emit_cpu(&compiled.ir_p, &symbol_name(&compiled.entry_name()), &options).map_err(|source| BundleError::Emit {
        entry: compiled.entry_name(),
        source,
    })
}

/// Compiles `compiled` for the CPU into the bundle directory `out`,
/// replacing a bundle already there (but nothing else).
pub fn compile_bundle(compiled: &Compiled, max_stack_depth: usize, out: &Path) -> Result<Manifest, BundleError> {
    compile_bundle_keyed(compiled, max_stack_depth, None, out)
}

/// `compile_bundle`, recording the compile cache's key in the manifest.
pub fn compile_bundle_keyed(
    compiled: &Compiled,
    max_stack_depth: usize,
    cache_key: Option<String>,
    out: &Path,
) -> Result<Manifest, BundleError> {
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let base = out
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| *n != "." && *n != "..")
        .ok_or_else(|| BundleError::BadOutput(out.display().to_string()))?;
    check_replaceable(out)?;
    fs::create_dir_all(&parent).map_err(io_error("cannot create the directory", &parent))?;
    // Everything below happens inside `staging`, which deletes itself on
    // any early return.
    let staging = tempfile::Builder::new()
        .prefix(&format!(".{base}.tmp-"))
        .tempdir_in(&parent)
        .map_err(io_error("cannot create a temporary directory in", &parent))?;
    let manifest = write_bundle(compiled, max_stack_depth, cache_key, staging.path())?;
    install(staging, out, &parent, base)?;
    Ok(manifest)
}

/// Writes the MLIR, the shared object and the manifest into `dir`.
fn write_bundle(
    compiled: &Compiled,
    max_stack_depth: usize,
    cache_key: Option<String>,
    dir: &Path,
) -> Result<Manifest, BundleError> {
    let entry = compiled.entry_name();
    let name = symbol_name(&entry);
    let mlir = emit_mlir(compiled, max_stack_depth)?;
    let files = Files {
        mlir: format!("{name}.mlir"),
        so: format!("{name}.so"),
    };
    let mlir_path = dir.join(&files.mlir);
    fs::write(&mlir_path, &mlir).map_err(io_error("cannot write", &mlir_path))?;
    let so_path = dir.join(&files.so);
    compile_shared_object(&mlir, &so_path)?;
    // The object file is only the linker's input.
    let object = so_path.with_extension("o");
    fs::remove_file(&object).map_err(io_error("cannot remove", &object))?;
    let program = Path::new(&compiled.file)
        .file_name()
        .map_or_else(|| compiled.file.clone(), |n| n.to_string_lossy().into_owned());
    let state = compiled.ir_p.vars.iter().map(|v| StateVar {
        name: v.decl.name.clone(),
        ty: v.decl.ty.to_string(),
        class: class_name(v.class).to_string(),
    });
    let manifest = Manifest {
        format_version: FORMAT_VERSION,
        program,
        entry: entry.clone(),
        target: TARGET_CPU.to_string(),
        signature: compiled.signature.clone(),
        abi: abi(&compiled.ir_p, &EmitOptions { max_stack_depth }),
        max_stack_depth,
        symbol: Abi::entry_symbol(&name),
        state: state.collect(),
        cache_key,
        compiler_version: compiler_version(),
        files,
    };
    // The runtime will refuse a manifest that does not validate: better to
    // find out here, as a compiler error.
    manifest
        .validate()
        .map_err(|reason| BundleError::InvalidManifest { entry, reason })?;
    let path = dir.join(MANIFEST_FILE);
    fs::write(&path, manifest.to_json()).map_err(io_error("cannot write", &path))?;
    Ok(manifest)
}

fn class_name(class: AllocClass) -> &'static str {
    match class {
        AllocClass::Temporary => "temporary",
        AllocClass::Register => "register",
        AllocClass::Stack => "stack",
        AllocClass::Shared => "shared",
    }
}

/// `out` may be replaced only if it does not exist, is a bundle or is an
/// empty directory: `-o .` or `-o src` must never delete anything else.
fn check_replaceable(out: &Path) -> Result<(), BundleError> {
    let meta = match fs::symlink_metadata(out) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(source) => return Err(io_error("cannot inspect", out)(source)),
        Ok(meta) => meta,
    };
    let is_bundle = || out.join(MANIFEST_FILE).is_file();
    let is_empty = || fs::read_dir(out).is_ok_and(|mut entries| entries.next().is_none());
    if meta.is_dir() && (is_bundle() || is_empty()) {
        Ok(())
    } else {
        Err(BundleError::NotABundle(out.display().to_string()))
    }
}

/// Renames the complete bundle `staging` to `out`. An existing bundle is
/// first renamed aside (a directory cannot be renamed over a non-empty
/// one), then deleted; if the final rename fails it is put back.
fn install(staging: tempfile::TempDir, out: &Path, parent: &Path, base: &str) -> Result<(), BundleError> {
    let aside = if fs::symlink_metadata(out).is_ok() {
        check_replaceable(out)?;
        let holder = tempfile::Builder::new()
            .prefix(&format!(".{base}.old-"))
            .tempdir_in(parent)
            .map_err(io_error("cannot create a temporary directory in", parent))?;
        let old = holder.path().join("bundle");
        match fs::rename(out, &old) {
            Ok(()) => Some((holder, old)),
            // Another process moved it first: nothing to put aside.
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Err(source) => return Err(io_error("cannot move aside", out)(source)),
        }
    } else {
        None
    };
    if let Err(source) = fs::rename(staging.path(), out) {
        if let Some((_, old)) = &aside {
            // Best effort: the old bundle was complete, so restoring it
            // keeps `out` valid; if that fails too, the error below stands.
            let _ = fs::rename(old, out);
        }
        return Err(io_error("cannot move the new bundle to", out)(source));
    }
    // The directory now lives at `out`: do not let the guard delete it.
    let _ = staging.keep();
    // Dropping the holder deletes the old bundle.
    drop(aside);
    Ok(())
}

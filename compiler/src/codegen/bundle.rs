//! Bundles: a compiled program in a directory the runtime crate can load
//! without the compiler (`autobatch_runtime::Bundle`):
//!
//! ```text
//! F.bundle/manifest.json   signature, ABI, state variables, files, target
//! F.bundle/F.mlir          the emitted MLIR, for inspection
//! F.bundle/F.so            cpu: x86-64 shared object exporting the packed entry
//! F.bundle/F.ptx           cuda: PTX of the kernel `F_kernel`
//! ```
//!
//! A bundle is built in a fresh temporary directory beside its destination
//! (same file system) and renamed into place only when complete, so a
//! failed compile never leaves a partial bundle, and a reader never sees a
//! half-written one.

use crate::codegen::llvm::CodegenError;
use crate::codegen::machine::Machine;
use crate::codegen::mlir::{
    abi, compile_shared_object, emit_cpu, emit_gpu, in_global_memory, kernel_name, prologue_name, Abi, EmitError,
    EmitOptions, MemberLayout, Schedule, SharedObjectError, GPU_BLOCK_SIZE, KERNEL_PARAMS,
};
use crate::codegen::objects::ObjectCache;
use crate::codegen::ptx::{check_arch, emit_ptx, DEFAULT_GPU_ARCH};
use crate::codegen::Target;
use crate::compiled::Compiled;
use crate::ir::p::Program;
use crate::lower::{lower_for_lone_members, LowerError};
use autobatch_runtime::bundle::{
    sha256_hex, CudaEntry, Files, Manifest, StateVar, FORMAT_VERSION, MANIFEST_FILE, PTX_ABI_PREFIX,
};
use std::borrow::Cow;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum BundleError {
    #[error("cannot emit MLIR for `{entry}`: {source}")]
    Emit { entry: String, source: EmitError },
    #[error(transparent)]
    Build(#[from] SharedObjectError),
    #[error("cannot compile `{entry}` to PTX: {source}")]
    Ptx { entry: String, source: CodegenError },
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
    #[error("no cache directory for compiled bundles: set AUTOBATCH_CACHE_DIR (or XDG_CACHE_HOME, or HOME) to a writable directory")]
    NoCacheDir,
    #[error(
        "cannot use the compile cache `{path}` (chosen by {chosen_by}): {source}; set AUTOBATCH_CACHE_DIR to a writable directory, e.g. `AUTOBATCH_CACHE_DIR=/tmp/autobatch-cache`"
    )]
    CacheDir {
        path: String,
        chosen_by: &'static str,
        source: io::Error,
    },
    #[error(
        "`--emit obj`, `header` and `staticlib` are for `--target cpu`; a cuda build is a bundle (`--emit bundle`)"
    )]
    NotCpu,
    #[error("cannot compile `{entry}` to an object file: {source}")]
    Object { entry: String, source: CodegenError },
    #[error("internal error: cannot lower `{entry}` for the sync-heavy schedule: {source}")]
    Lower { entry: String, source: LowerError },
}

fn io_error(what: &'static str, path: &Path) -> impl FnOnce(io::Error) -> BundleError {
    let path = path.display().to_string();
    move |source| BundleError::Io { what, path, source }
}

/// `autobatch <version>`: recorded in every manifest.
pub fn compiler_version() -> String {
    format!("autobatch {}", env!("CARGO_PKG_VERSION"))
}

/// Which build of the compiler this is: the size and modification time of
/// the running executable. A rebuilt compiler (with a changed emitter, say)
/// must not reuse bundles of the old one, even at the same version.
pub fn compiler_build() -> String {
    let meta = std::env::current_exe().and_then(std::fs::metadata);
    let Ok(meta) = meta else { return String::new() };
    let modified = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!("{}-{modified}", meta.len())
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

/// What a bundle is built for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    pub target: Target,
    /// Depth of every compiled stack.
    pub max_stack_depth: usize,
    /// The GPU architecture of a `cuda` bundle's PTX (`sm_90`).
    pub gpu_arch: String,
    /// Where each member's tensor elements lie in the state: the target's
    /// (`Target::member_layout`) unless a test wants the other.
    pub member_layout: MemberLayout,
    /// Fused multiply-adds in shared products (`EmitOptions::fma`).
    pub fma: bool,
    /// The CPU loop's schedule (`EmitOptions::schedule`).
    pub schedule: Schedule,
    /// The architecture and CPU model of a `cpu` build's code.
    pub machine: Machine,
    /// Where the objects of a `cpu` build's codegen units are kept
    /// (`codegen::objects`); the compile cache sets it to its own.
    pub objects: Option<ObjectCache>,
}

impl BuildOptions {
    /// The target's defaults: its layout, and `sm_90` for the GPU.
    pub fn new(target: Target, max_stack_depth: usize) -> BuildOptions {
        BuildOptions {
            target,
            max_stack_depth,
            gpu_arch: DEFAULT_GPU_ARCH.to_string(),
            member_layout: target.member_layout(),
            fma: false,
            schedule: Schedule::default(),
            machine: Machine::default(),
            objects: None,
        }
    }

    /// The program as this target runs it: on the GPU, tensor
    /// temporaries live in the state (`in_global_memory`); under the CPU's
    /// `sync-heavy`, where members run their cheap blocks alone, with every
    /// short join copied into its arms (`lower::lower_for_lone_members`).
    pub fn program<'c>(&self, compiled: &'c Compiled) -> Result<Cow<'c, Program>, BundleError> {
        Ok(match (self.target, self.schedule) {
            (Target::Cuda, _) => in_global_memory(&compiled.ir_p),
            (Target::Cpu, Schedule::Earliest) => Cow::Borrowed(&compiled.ir_p),
            (Target::Cpu, Schedule::SyncHeavy) => {
                let alone = crate::timing::time(crate::timing::Stage::FrontEnd, || {
                    lower_for_lone_members(&compiled.ir_f)
                });
                match alone.map_err(|source| BundleError::Lower {
                    entry: compiled.entry_name(),
                    source,
                })? {
                    Some(program) => Cow::Owned(program),
                    None => Cow::Borrowed(&compiled.ir_p),
                }
            }
        })
    }

    pub fn emit_options(&self) -> EmitOptions {
        EmitOptions {
            max_stack_depth: self.max_stack_depth,
            member_layout: self.member_layout,
            fma: self.fma,
            schedule: self.schedule,
            arch: self.machine.arch,
        }
    }
}

/// The program's MLIR (`autobatch emit-mlir`), named after its entry: the
/// CPU function or the GPU module.
pub fn emit_mlir(compiled: &Compiled, options: &BuildOptions) -> Result<String, BundleError> {
    emit_program(compiled, &*options.program(compiled)?, options)
}

/// `program`'s MLIR, `program` being `options.program(compiled)`.
pub(crate) fn emit_program(
    compiled: &Compiled,
    program: &Program,
    options: &BuildOptions,
) -> Result<String, BundleError> {
    let name = symbol_name(&compiled.entry_name());
    let emit = match options.target {
        Target::Cpu => emit_cpu,
        Target::Cuda => emit_gpu,
    };
    emit(program, &name, &options.emit_options()).map_err(|source| BundleError::Emit {
        entry: compiled.entry_name(),
        source,
    })
}

/// Compiles `compiled` for the CPU into the bundle directory `out`,
/// replacing a bundle already there (but nothing else).
pub fn compile_bundle(compiled: &Compiled, max_stack_depth: usize, out: &Path) -> Result<Manifest, BundleError> {
    build_bundle(compiled, &BuildOptions::new(Target::Cpu, max_stack_depth), None, out)
}

/// Compiles `compiled` as `options` say into the bundle directory `out`,
/// replacing a bundle already there (but nothing else), and recording the
/// compile cache's key in the manifest if given.
pub fn build_bundle(
    compiled: &Compiled,
    options: &BuildOptions,
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
    remove_stale_staging(&parent, base);
    // Everything below happens inside `staging`, which deletes itself on
    // any early return.
    let staging = tempfile::Builder::new()
        .prefix(&format!(".{base}.tmp-"))
        .tempdir_in(&parent)
        .map_err(io_error("cannot create a temporary directory in", &parent))?;
    let manifest = write_bundle(compiled, options, cache_key, staging.path())?;
    install(staging, out, &parent, base)?;
    Ok(manifest)
}

/// Writes the MLIR, the code (shared object or PTX) and the manifest
/// into `dir`.
fn write_bundle(
    compiled: &Compiled,
    options: &BuildOptions,
    cache_key: Option<String>,
    dir: &Path,
) -> Result<Manifest, BundleError> {
    let entry = compiled.entry_name();
    let name = symbol_name(&entry);
    if options.target == Target::Cuda {
        // Before the (slower) emission, so a typo fails at once.
        check_arch(&options.gpu_arch).map_err(|source| BundleError::Ptx {
            entry: entry.clone(),
            source,
        })?;
    }
    // The program and ABI the code is emitted for: the manifest's, and
    // the PTX's own description of it.
    let target_program = options.program(compiled)?;
    let target_abi = abi(&target_program, &options.emit_options());
    let mlir = crate::timing::time(crate::timing::Stage::Mlir, || {
        emit_program(compiled, &target_program, options)
    })?;
    let mlir_file = format!("{name}.mlir");
    let mlir_path = dir.join(&mlir_file);
    fs::write(&mlir_path, &mlir).map_err(io_error("cannot write", &mlir_path))?;
    let (files, symbol, cuda) = match options.target {
        Target::Cpu => {
            let so = format!("{name}.so");
            let so_path = dir.join(&so);
            compile_shared_object(&mlir, &name, &options.machine, options.objects.as_ref(), &so_path)?;
            let bytes = fs::read(&so_path).map_err(io_error("cannot read", &so_path))?;
            let files = Files {
                mlir: mlir_file,
                so: Some(so),
                ptx: None,
                code_sha256: sha256_hex(&bytes),
                target_triple: options.machine.arch.triple().to_string(),
            };
            (files, Abi::entry_symbol(&name), None)
        }
        Target::Cuda => {
            let ptx = emit_ptx(&mlir, &options.gpu_arch).map_err(|source| BundleError::Ptx {
                entry: entry.clone(),
                source,
            })?;
            // The PTX carries its ABI, as the shared object does (`<name>_abi`).
            let description = serde_json::to_string(&target_abi).unwrap_or_default();
            let ptx = format!("{ptx}{PTX_ABI_PREFIX}{description}\n");
            let ptx_file = format!("{name}.ptx");
            let ptx_path = dir.join(&ptx_file);
            fs::write(&ptx_path, &ptx).map_err(io_error("cannot write", &ptx_path))?;
            let files = Files {
                mlir: mlir_file,
                so: None,
                ptx: Some(ptx_file),
                code_sha256: sha256_hex(ptx.as_bytes()),
                target_triple: options.machine.arch.triple().to_string(),
            };
            let launch = CudaEntry {
                // A small constant: the cast cannot truncate.
                block_size: GPU_BLOCK_SIZE as u32,
                arch: options.gpu_arch.clone(),
                params: KERNEL_PARAMS.iter().map(|p| p.to_string()).collect(),
                prologue: (!target_program.prologue.is_empty()).then(|| prologue_name(&name)),
            };
            (files, kernel_name(&name), Some(launch))
        }
    };
    let program = Path::new(&compiled.file)
        .file_name()
        .map_or_else(|| compiled.file.clone(), |n| n.to_string_lossy().into_owned());
    let state = target_program.vars.iter().map(|v| StateVar {
        name: v.decl.name.clone(),
        ty: v.decl.ty.to_string(),
        class: v.class.to_string(),
    });
    let manifest = Manifest {
        format_version: FORMAT_VERSION,
        program,
        entry: entry.clone(),
        target: options.target.name().to_string(),
        signature: compiled.signature.clone(),
        abi: target_abi,
        max_stack_depth: options.max_stack_depth,
        symbol,
        cuda,
        state: state.collect(),
        cache_key,
        compiler_version: compiler_version(),
        statuses: autobatch_runtime::Status::table(),
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
    // On disk before the rename makes them visible: a crash right after
    // must not leave a bundle whose files are still only in the page cache.
    sync_dir_and_files(staging.path())?;
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
    // The rename itself, durable.
    fs::File::open(parent)
        .and_then(|d| d.sync_all())
        .map_err(io_error("cannot sync", parent))?;
    Ok(())
}

fn sync_dir_and_files(dir: &Path) -> Result<(), BundleError> {
    for entry in fs::read_dir(dir).map_err(io_error("cannot read", dir))? {
        let path = entry.map_err(io_error("cannot read", dir))?.path();
        fs::File::open(&path)
            .and_then(|f| f.sync_all())
            .map_err(io_error("cannot sync", &path))?;
    }
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io_error("cannot sync", dir))
}

/// Staging directories older than this are left by a compile that was
/// killed (a live compile renames its own within minutes).
const STALE_STAGING: std::time::Duration = std::time::Duration::from_secs(3600);

/// Removes the staging and put-aside directories of `base` in `parent`
/// that a killed compile left behind (`.{base}.tmp-*`, `.{base}.old-*`),
/// sparing recent ones, which may belong to a compile still running.
fn remove_stale_staging(parent: &Path, base: &str) {
    let Ok(entries) = fs::read_dir(parent) else { return };
    let (tmp, old) = (format!(".{base}.tmp-"), format!(".{base}.old-"));
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(&tmp) || name.starts_with(&old)) {
            continue;
        }
        let age = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok());
        if age.is_some_and(|a| a > STALE_STAGING) {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

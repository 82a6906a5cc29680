//! What `autobatch compile --emit` writes besides bundles, for programs
//! that link the compiled code themselves (docs/embedding.md): `F.o` (an
//! ELF object, position-independent), `F.h` (its C header, `header`) and
//! `libF.a` (a static library holding the object, with a symbol index).
//! Each file is written to a temporary file beside it and renamed into
//! place, so none is ever seen half-written.

use crate::codegen::bundle::{compiler_version, emit_program, symbol_name, BuildOptions, BundleError};
use crate::codegen::header::{c_header, HeaderSource};
use crate::codegen::llvm::mlir_to_object;
use crate::codegen::mlir::abi;
use crate::codegen::Target;
use crate::compiled::Compiled;
use crate::ir::p::Program;
use std::path::{Path, PathBuf};

/// One kind of output of `autobatch compile`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Artifact {
    /// `F.o`: the compiled entry, an ELF object.
    Obj,
    /// `F.h`: the C header describing the entry and its state.
    Header,
    /// `libF.a`: a static library of `F.o`.
    Staticlib,
    /// `F.bundle/`: the directory `autobatch-run` and `autobatch run` load.
    Bundle,
}

/// Writes the `kinds` other than `Bundle` into `dir` (created if need
/// be); returns the paths written, in the order asked.
pub fn write_artifacts(
    compiled: &Compiled,
    options: &BuildOptions,
    kinds: &[Artifact],
    dir: &Path,
) -> Result<Vec<PathBuf>, BundleError> {
    let wanted: Vec<Artifact> = kinds.iter().copied().filter(|k| *k != Artifact::Bundle).collect();
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    if options.target != Target::Cpu {
        return Err(BundleError::NotCpu);
    }
    std::fs::create_dir_all(dir).map_err(|source| BundleError::Io {
        what: "cannot create the directory",
        path: dir.display().to_string(),
        source,
    })?;
    let name = symbol_name(&compiled.entry_name());
    let program = options.program(compiled)?;
    let needs_object = wanted.iter().any(|k| matches!(k, Artifact::Obj | Artifact::Staticlib));
    let object = if needs_object {
        let mlir = emit_program(compiled, &program, options)?;
        Some(
            mlir_to_object(&mlir, &options.machine).map_err(|source| BundleError::Object {
                entry: compiled.entry_name(),
                source,
            })?,
        )
    } else {
        None
    };
    let mut written = Vec::new();
    for kind in wanted {
        let (file, bytes) = match kind {
            Artifact::Obj => (format!("{name}.o"), object.clone().unwrap_or_default()),
            Artifact::Header => (
                format!("{name}.h"),
                header(compiled, &program, options, &name).into_bytes(),
            ),
            Artifact::Staticlib => (
                format!("lib{name}.a"),
                static_library(&format!("{name}.o"), object.as_deref().unwrap_or_default())?,
            ),
            Artifact::Bundle => continue,
        };
        let path = dir.join(file);
        write_atomically(&path, &bytes)?;
        written.push(path);
    }
    Ok(written)
}

fn header(compiled: &Compiled, target_program: &Program, options: &BuildOptions, name: &str) -> String {
    let program = Path::new(&compiled.file)
        .file_name()
        .map_or_else(|| compiled.file.clone(), |n| n.to_string_lossy().into_owned());
    let abi = abi(target_program, &options.emit_options());
    c_header(&HeaderSource {
        program: &program,
        entry: &compiled.entry_name(),
        symbol: name,
        triple: options.machine.arch.triple(),
        compiler: &compiler_version(),
        signature: &compiled.signature,
        abi: &abi,
    })
}

/// A GNU archive of one object, with the symbol index linkers need.
fn static_library(member: &str, object: &[u8]) -> Result<Vec<u8>, BundleError> {
    let members = [ar_archive_writer::NewArchiveMember::new(
        object,
        &ar_archive_writer::DEFAULT_OBJECT_READER,
        member.to_string(),
    )];
    let mut out = std::io::Cursor::new(Vec::new());
    ar_archive_writer::write_archive_to_stream(&mut out, &members, ar_archive_writer::ArchiveKind::Gnu, false, None)
        .map_err(|source| BundleError::Io {
            what: "cannot build the static library of",
            path: member.to_string(),
            source,
        })?;
    Ok(out.into_inner())
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), BundleError> {
    autobatch_runtime::atomic::write_atomically(path, bytes).map_err(|source| BundleError::Io {
        what: "cannot write",
        path: path.display().to_string(),
        source,
    })
}

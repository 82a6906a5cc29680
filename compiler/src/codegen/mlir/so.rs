//! Emitted MLIR to a shared object the runtime can `dlopen`: lower its
//! codegen units to objects for the machine (`codegen::units`,
//! `codegen::objects`, `codegen::llvm`), then link them with the C
//! compiler for its architecture (`Arch::linker`). The code calls no
//! library (our math functions are emitted with it), so nothing beyond the
//! objects is linked.

use crate::codegen::llvm::CodegenError;
use crate::codegen::machine::Machine;
use crate::codegen::objects::{compile_units, ObjectCache};
use crate::codegen::units::split;
use std::path::Path;
use std::process::Command;

#[derive(Debug, thiserror::Error)]
pub enum SharedObjectError {
    #[error(transparent)]
    Codegen(#[from] CodegenError),
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    #[error("cannot run the linker `{linker}`: {source}{hint}")]
    Spawn {
        linker: &'static str,
        source: std::io::Error,
        /// Which package provides it, when it is a cross compiler.
        hint: String,
    },
    #[error("linking {path} failed: {stderr}")]
    Link { path: String, stderr: String },
}

/// Compiles MLIR text (`emit_cpu`'s, its entry's symbols prefixed
/// `name`) to the shared object `out`: cut into codegen units
/// (`codegen::units`), their objects from `cache` or compiled on all
/// cores (`codegen::objects`), linked in a temporary directory beside
/// `out`; how many units there were and how many were compiled goes to
/// `timing::record_units`.
pub fn compile_shared_object(
    mlir: &str,
    name: &str,
    machine: &Machine,
    cache: Option<&ObjectCache>,
    out: &Path,
) -> Result<(), SharedObjectError> {
    let units = split(mlir, name);
    let (objects, compiled) = crate::timing::parallel(|| compile_units(&units, machine, cache))?;
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let write_error = |path: &Path| {
        let path = path.display().to_string();
        move |source| SharedObjectError::Write { path, source }
    };
    let dir = tempfile::Builder::new()
        .prefix(".objects-")
        .tempdir_in(parent)
        .map_err(write_error(parent))?;
    let mut paths = Vec::with_capacity(objects.len());
    for (k, object) in objects.iter().enumerate() {
        let path = dir.path().join(format!("unit{k}.o"));
        std::fs::write(&path, object).map_err(write_error(&path))?;
        paths.push(path);
    }
    let linker = machine.arch.linker();
    let link = || {
        Command::new(linker)
            .arg("-shared")
            .arg("-o")
            .arg(out)
            .args(&paths)
            .output()
            .map_err(|source| SharedObjectError::Spawn {
                linker,
                source,
                hint: if machine.runs_here() {
                    String::new()
                } else {
                    format!(
                        " (install Debian's `{}`, or `--emit obj`)",
                        machine.arch.linker_package()
                    )
                },
            })
    };
    let output = crate::timing::time(crate::timing::Stage::Llvm, link)?;
    if !output.status.success() {
        return Err(SharedObjectError::Link {
            path: out.display().to_string(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    crate::timing::record_units(units.len(), compiled);
    Ok(())
}

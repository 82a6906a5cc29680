//! Emitted MLIR to a shared object the runtime can `dlopen`: lower to an
//! object for the machine (`codegen::llvm`), then link it with the C
//! compiler for its architecture (`Arch::linker`). The code calls no
//! library (our math functions are emitted with it), so nothing beyond the
//! object is linked.

use crate::codegen::llvm::{mlir_to_object, CodegenError};
use crate::codegen::machine::Machine;
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

/// Compiles MLIR text to the shared object `out` (the object file is
/// written beside it, as `out` with the extension `o`).
pub fn compile_shared_object(mlir: &str, machine: &Machine, out: &Path) -> Result<(), SharedObjectError> {
    let object = mlir_to_object(mlir, machine)?;
    let object_path = out.with_extension("o");
    std::fs::write(&object_path, object).map_err(|source| SharedObjectError::Write {
        path: object_path.display().to_string(),
        source,
    })?;
    let linker = machine.arch.linker();
    let link = || {
        Command::new(linker)
            .arg("-shared")
            .arg("-o")
            .arg(out)
            .arg(&object_path)
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
    Ok(())
}

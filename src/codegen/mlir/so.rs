//! Emitted MLIR to a shared object the runtime can `dlopen`: lower to an
//! x86-64 object (`codegen::llvm`), then link it with the system C
//! compiler. The code calls no library (our math functions are emitted
//! with it), so nothing beyond the object is linked.

use crate::codegen::llvm::{mlir_to_x86_object, CodegenError};
use std::path::Path;
use std::process::Command;

#[derive(Debug, thiserror::Error)]
pub enum SharedObjectError {
    #[error(transparent)]
    Codegen(#[from] CodegenError),
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    #[error("cannot run the linker `cc`: {0}")]
    Spawn(std::io::Error),
    #[error("linking {path} failed: {stderr}")]
    Link { path: String, stderr: String },
}

/// Compiles MLIR text to the shared object `out` (the object file is
/// written beside it, as `out` with the extension `o`).
pub fn compile_shared_object(mlir: &str, out: &Path) -> Result<(), SharedObjectError> {
    let object = mlir_to_x86_object(mlir)?;
    let object_path = out.with_extension("o");
    std::fs::write(&object_path, object).map_err(|source| SharedObjectError::Write {
        path: object_path.display().to_string(),
        source,
    })?;
    let output = Command::new("cc")
        .arg("-shared")
        .arg("-o")
        .arg(out)
        .arg(&object_path)
        .output()
        .map_err(SharedObjectError::Spawn)?;
    if !output.status.success() {
        return Err(SharedObjectError::Link {
            path: out.display().to_string(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    Ok(())
}

//! `manifest.json`, the description of a bundle: what the program takes and
//! gives, how its loop state is laid out, and which files hold its code.
//! The compiler writes it; the runtime reads it and checks that it is
//! consistent before trusting it with memory.

use crate::abi::{Abi, Extent, Role};
use crate::batch::Signature;
use crate::dtype::{DType, Type};
use crate::error::RuntimeError;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The manifest format this runtime reads and the compiler writes; bumped
/// on any incompatible change.
pub const FORMAT_VERSION: u32 = 1;

/// The manifest's file name inside a bundle directory.
pub const MANIFEST_FILE: &str = "manifest.json";

/// The only target this runtime runs.
pub const TARGET_CPU: &str = "cpu";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub format_version: u32,
    /// The source file's name (not its path), for people.
    pub program: String,
    /// The entry function, as written in the source.
    pub entry: String,
    /// `cpu`: `files.so` is an x86-64 shared object.
    pub target: String,
    /// The entry's parameters (dtype, shape, shared or batched) and output
    /// types: what inputs are checked against.
    pub signature: Signature,
    /// The loop state's buffers and the entry's calling convention.
    pub abi: Abi,
    /// The depth of every stack the code was compiled for.
    pub max_stack_depth: usize,
    /// The exported entry (`Abi::entry_symbol`).
    pub symbol: String,
    /// Every variable of the batched program with its allocation class,
    /// for people (the runtime uses `abi`).
    pub state: Vec<StateVar>,
    /// The compile cache's key for this bundle, when it was compiled
    /// through the cache or with the source at hand.
    #[serde(default)]
    pub cache_key: Option<String>,
    /// `autobatch <version>` of the compiler that wrote the bundle.
    pub compiler_version: String,
    pub files: Files,
}

/// One variable of the batched program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateVar {
    pub name: String,
    /// `i64`, `f32[3, 4]`, ...
    #[serde(rename = "type")]
    pub ty: String,
    /// `temporary`, `register`, `stack` or `shared` (paper 3.2).
    pub class: String,
}

/// The bundle's files, by name inside the bundle directory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Files {
    /// The emitted MLIR, for inspection.
    pub mlir: String,
    /// The shared object the runtime loads.
    pub so: String,
}

impl Manifest {
    /// Reads and checks `dir/manifest.json`.
    pub fn read(dir: &Path) -> Result<Manifest, RuntimeError> {
        let path = dir.join(MANIFEST_FILE);
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(&path).map_err(|source| RuntimeError::Read {
            path: shown.clone(),
            source,
        })?;
        let manifest: Manifest = serde_json::from_str(&text).map_err(|source| RuntimeError::ParseManifest {
            path: shown.clone(),
            source,
        })?;
        manifest
            .validate()
            .map_err(|reason| RuntimeError::InvalidManifest { path: shown, reason })?;
        Ok(manifest)
    }

    /// The manifest as pretty-printed JSON, as bundles store it.
    pub fn to_json(&self) -> String {
        // A struct of strings, numbers and vectors always serializes.
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }

    /// Everything `Bundle::run` relies on to stay inside the state buffer:
    /// buffer indices in range, inputs and outputs whose buffers have the
    /// declared dtype and size, a program counter and a status buffer of
    /// the expected form, and file names that stay inside the bundle.
    pub fn validate(&self) -> Result<(), String> {
        if self.format_version != FORMAT_VERSION {
            return Err(format!(
                "manifest format {} (this runtime reads format {FORMAT_VERSION}; recompile the bundle)",
                self.format_version
            ));
        }
        if self.target != TARGET_CPU {
            return Err(format!(
                "target `{}`: this runtime runs `{TARGET_CPU}` bundles only",
                self.target
            ));
        }
        for (what, name) in [("files.so", &self.files.so), ("files.mlir", &self.files.mlir)] {
            plain_file_name(name).map_err(|why| format!("{what} `{name}` {why}"))?;
        }
        if self.symbol.is_empty() {
            return Err("the entry symbol is empty".into());
        }
        let abi = &self.abi;
        if abi.max_stack_depth != self.max_stack_depth {
            return Err(format!(
                "the ABI is for stack depth {} but the manifest says {}",
                abi.max_stack_depth, self.max_stack_depth
            ));
        }
        if abi.entry >= abi.halt || i32::try_from(abi.halt).is_err() {
            return Err(format!(
                "entry block {} and halt {} are inconsistent",
                abi.entry, abi.halt
            ));
        }
        let pcs: Vec<_> = abi.buffers.iter().filter(|b| b.role == Role::Pc).collect();
        match pcs.as_slice() {
            [pc] if is_counter(pc.dtype, pc.elements, pc.extent) => {}
            _ => return Err("the ABI needs exactly one program counter buffer (i32, one per member)".into()),
        }
        match abi.buffers.get(abi.status) {
            Some(b) if b.role == Role::Status && is_counter(b.dtype, b.elements, b.extent) => {}
            _ => {
                return Err(format!(
                    "buffer {} is not the status buffer (i32, one per member)",
                    abi.status
                ))
            }
        }
        if abi.inputs.len() != self.signature.params.len() {
            return Err(format!(
                "{} parameters but {} input buffers",
                self.signature.params.len(),
                abi.inputs.len()
            ));
        }
        for (param, &buf) in self.signature.params.iter().zip(&abi.inputs) {
            let extent = if param.shared {
                Extent::Shared
            } else {
                Extent::PerMember
            };
            self.check_buffer(buf, &param.ty, &[extent])
                .map_err(|why| format!("parameter `{}`: {why}", param.name))?;
        }
        if abi.outputs.len() != self.signature.outputs.len() {
            return Err(format!(
                "{} outputs but {} output buffers",
                self.signature.outputs.len(),
                abi.outputs.len()
            ));
        }
        for (k, (ty, &buf)) in self.signature.outputs.iter().zip(&abi.outputs).enumerate() {
            // An entry may return a shared parameter unchanged.
            self.check_buffer(buf, ty, &[Extent::PerMember, Extent::Shared])
                .map_err(|why| format!("output {k}: {why}"))?;
        }
        Ok(())
    }

    /// Buffer `buf` holds values of type `ty` with one of `extents`.
    fn check_buffer(&self, buf: usize, ty: &Type, extents: &[Extent]) -> Result<(), String> {
        let b = self
            .abi
            .buffers
            .get(buf)
            .ok_or_else(|| format!("buffer {buf} does not exist"))?;
        if b.dtype != ty.dtype || b.elements != ty.num_elements() || !extents.contains(&b.extent) {
            return Err(format!(
                "buffer `{}` ({} x {} elements, {:?}) cannot hold a {ty}",
                b.name, b.dtype, b.elements, b.extent
            ));
        }
        Ok(())
    }
}

/// A program counter or status: one `i32` per member.
fn is_counter(dtype: DType, elements: usize, extent: Extent) -> bool {
    dtype == DType::I32 && elements == 1 && extent == Extent::PerMember
}

/// A manifest names files inside its own directory only.
fn plain_file_name(name: &str) -> Result<(), &'static str> {
    if name.is_empty() || name == "." || name == ".." || name.contains(['/', '\\', '\0']) {
        return Err("is not a plain file name inside the bundle");
    }
    Ok(())
}

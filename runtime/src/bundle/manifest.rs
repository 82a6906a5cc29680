//! `manifest.json`, the description of a bundle: what the program takes and
//! gives, how its loop state is laid out, and which files hold its code.
//! The compiler writes it; the runtime reads it and checks that it is
//! consistent before trusting it with memory.

use crate::abi::{Abi, Extent, Role, CUDA_KERNEL_PARAMS};
use crate::batch::Signature;
use crate::dtype::{DType, Type};
use crate::error::RuntimeError;
use crate::status::Status;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The manifest format this runtime reads and the compiler writes; bumped
/// on any incompatible change.
pub const FORMAT_VERSION: u32 = 3;

/// The manifest's file name inside a bundle directory.
pub const MANIFEST_FILE: &str = "manifest.json";

/// An x86-64 shared object (`files.so`), run on CPU threads.
pub const TARGET_CPU: &str = "cpu";

/// PTX (`files.ptx`), run on an NVIDIA GPU through the CUDA driver.
pub const TARGET_CUDA: &str = "cuda";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub format_version: u32,
    /// The source file's name (not its path), for people.
    pub program: String,
    /// The entry function, as written in the source.
    pub entry: String,
    /// `cpu`: `files.so` is an x86-64 shared object; `cuda`: `files.ptx`
    /// is PTX and `cuda` says how to launch it.
    pub target: String,
    /// The entry's parameters (dtype, shape, shared or batched) and output
    /// types: what inputs are checked against.
    pub signature: Signature,
    /// The loop state's buffers and the entry's calling convention.
    pub abi: Abi,
    /// The depth of every stack the code was compiled for.
    pub max_stack_depth: usize,
    /// The exported entry (`Abi::entry_symbol`), or the kernel's name.
    pub symbol: String,
    /// How to launch a `cuda` bundle's kernel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cuda: Option<CudaEntry>,
    /// Every variable of the batched program with its allocation class,
    /// for people (the runtime uses `abi`).
    pub state: Vec<StateVar>,
    /// The compile cache's key for this bundle, when it was compiled
    /// through the cache or with the source at hand.
    #[serde(default)]
    pub cache_key: Option<String>,
    /// `autobatch <version>` of the compiler that wrote the bundle.
    pub compiler_version: String,
    /// The meaning of the status buffer's integers: `statuses[k]` is the
    /// name of code `k` (`Status::code`). A bundle whose table disagrees
    /// with this runtime's is refused.
    #[serde(default = "Status::table")]
    pub statuses: Vec<String>,
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
    /// The shared object the runtime loads (`cpu`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub so: Option<String>,
    /// The PTX the CUDA driver compiles (`cuda`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx: Option<String>,
    /// The SHA-256 of the code file (`so` or `ptx`), lowercase hex: the
    /// runtime refuses a code file that is not the one compiled (truncated,
    /// altered, swapped) before it loads it.
    #[serde(default)]
    pub code_sha256: String,
    /// The architecture a `cpu` bundle's shared object is for.
    #[serde(default = "host_triple")]
    pub target_triple: String,
}

/// The target triple of the machine this runtime runs on.
pub fn host_triple() -> String {
    if cfg!(target_arch = "aarch64") {
        "aarch64-unknown-linux-gnu".into()
    } else {
        "x86_64-unknown-linux-gnu".into()
    }
}

impl Files {
    /// The file holding the code of a bundle for `target`.
    pub fn code(&self, target: &str) -> Option<&str> {
        match target {
            TARGET_CPU => self.so.as_deref(),
            TARGET_CUDA => self.ptx.as_deref(),
            _ => None,
        }
    }
}

/// The launch of a `cuda` bundle's kernel (`Manifest::symbol`): one
/// thread per member, `block_size` threads a CTA, as many CTAs as it
/// takes to cover the batch, the parameters `params`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CudaEntry {
    /// Threads per CTA, which the kernel was compiled for.
    pub block_size: u32,
    /// The GPU architecture of the PTX (`sm_90`).
    pub arch: String,
    /// The kernel's parameters in PTX: `CUDA_KERNEL_PARAMS`.
    pub params: Vec<String>,
    /// The kernel computing the program's prologue (the work on shared
    /// inputs alone, into the state's `Derived` buffers), launched with
    /// one thread before the main kernel, with the same parameters;
    /// absent when the program has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prologue: Option<String>,
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
        if self.statuses != Status::table() {
            return Err(format!(
                "status codes {:?} (this runtime's are {:?}; recompile the bundle)",
                self.statuses,
                Status::table()
            ));
        }
        if self.format_version != FORMAT_VERSION {
            return Err(format!(
                "manifest format {} (this runtime reads format {FORMAT_VERSION}; recompile the bundle)",
                self.format_version
            ));
        }
        let code = match self.target.as_str() {
            TARGET_CPU => "files.so",
            TARGET_CUDA => "files.ptx",
            other => {
                return Err(format!(
                    "target `{other}`: this runtime runs `{TARGET_CPU}` and `{TARGET_CUDA}` bundles"
                ))
            }
        };
        let Some(code_file) = self.files.code(&self.target) else {
            return Err(format!("a `{}` bundle needs {code}", self.target));
        };
        for (what, name) in [(code, code_file), ("files.mlir", self.files.mlir.as_str())] {
            plain_file_name(name).map_err(|why| format!("{what} `{name}` {why}"))?;
        }
        let hash = &self.files.code_sha256;
        if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            return Err(format!(
                "files.code_sha256 `{hash}` is not a SHA-256 in hex (64 of 0-9a-f); recompile the bundle"
            ));
        }

        if self.target == TARGET_CUDA {
            self.check_cuda()?;
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
                .and_then(|()| self.check_input_name(buf, &param.name))
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

    /// A launch this runtime knows how to make.
    fn check_cuda(&self) -> Result<(), String> {
        let Some(cuda) = &self.cuda else {
            return Err("a `cuda` bundle needs its launch (`cuda`)".into());
        };
        if cuda.block_size == 0 || cuda.block_size > 1024 || cuda.block_size % 32 != 0 {
            return Err(format!("CTA size {} (a multiple of 32, at most 1024)", cuda.block_size));
        }
        if cuda.params != CUDA_KERNEL_PARAMS {
            return Err(format!(
                "kernel parameters {:?}, but this runtime passes {CUDA_KERNEL_PARAMS:?}",
                cuda.params
            ));
        }
        if cuda.prologue.is_some() != self.abi.prologue {
            return Err(format!(
                "`cuda.prologue` is {:?}, but `abi.prologue` is {}: the prologue kernel must be named exactly when the code has one",
                cuda.prologue, self.abi.prologue
            ));
        }
        Ok(())
    }

    /// Input buffer `buf` is parameter `param`'s: its name is the entry's
    /// variable, `<entry>.<param>#<var>.<top|shared>`. Buffer names are part
    /// of the description the code carries, so this ties each parameter's
    /// name to the buffer the code reads it from: parameters of one type
    /// swapped in the signature would otherwise run with their values
    /// exchanged and report `ok`.
    fn check_input_name(&self, buf: usize, param: &str) -> Result<(), String> {
        let name = self.abi.buffers.get(buf).map_or("", |b| b.name.as_str());
        let var = name.split_once('#').map_or(name, |(var, _)| var);
        match var.strip_prefix(self.entry.as_str()).and_then(|v| v.strip_prefix('.')) {
            Some(p) if p == param => Ok(()),
            _ => Err(format!(
                "its buffer `{name}` is not the entry `{}`'s parameter `{param}`",
                self.entry
            )),
        }
    }

    /// Buffer `buf` holds values of type `ty` with one of `extents`.
    fn check_buffer(&self, buf: usize, ty: &Type, extents: &[Extent]) -> Result<(), String> {
        let b = self
            .abi
            .buffers
            .get(buf)
            .ok_or_else(|| format!("buffer {buf} does not exist"))?;
        // The element count is checked before it is used: a shape written
        // by hand can overflow it.
        if b.dtype != ty.dtype || ty.checked_num_elements() != Some(b.elements) || !extents.contains(&b.extent) {
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

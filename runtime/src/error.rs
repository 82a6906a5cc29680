//! Errors of loading and running a compiled bundle. Each names what it is
//! about: the file, the parameter and member, or the resource that ran out.

use crate::io::IoError;

#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    #[error("bundle directory `{0}` does not exist")]
    NoBundle(String),
    #[error("`{0}` is not a directory (a bundle is the directory `autobatch compile -o` writes)")]
    NotADirectory(String),
    #[error("cannot read `{path}`: {source}")]
    Read { path: String, source: std::io::Error },
    #[error("`{path}` is not a bundle manifest: {source}")]
    ParseManifest { path: String, source: serde_json::Error },
    #[error("`{path}`: {reason}")]
    InvalidManifest { path: String, reason: String },
    #[error("`{path}` is not the code this bundle was compiled to (its SHA-256 is {found}, the manifest says {expected}): the file was truncated, altered or replaced; recompile the bundle")]
    CodeChanged {
        path: String,
        expected: String,
        found: String,
    },
    #[error("`{path}` was compiled for another ABI than the manifest describes: {field} differs ({found} in the code, {expected} in the manifest); recompile the bundle")]
    AbiMismatch {
        path: String,
        field: String,
        expected: String,
        found: String,
    },
    #[error("`{path}` does not describe its ABI ({why}); recompile the bundle")]
    NoAbiDescription { path: String, why: String },
    #[error("cannot load `{path}`: {source}")]
    Load { path: String, source: libloading::Error },
    #[error("`{path}` has no symbol `{symbol}`: {source}")]
    Symbol {
        path: String,
        symbol: String,
        source: libloading::Error,
    },
    #[error("the program takes {expected} argument(s) ({params}), but {found} were given")]
    Arity {
        expected: usize,
        params: String,
        found: usize,
    },
    #[error("the batch is empty (it needs at least one member)")]
    EmptyBatch,
    #[error("input `{param}`{}: {reason}", member_suffix(*.member))]
    Input {
        param: String,
        member: Option<usize>,
        reason: String,
    },
    #[error("the loop state of {z} members does not fit this machine's address space")]
    TooLarge { z: usize },
    #[error("cannot allocate {bytes} bytes of loop state for {z} members")]
    OutOfMemory { bytes: usize, z: usize },
    #[error("cannot start a worker thread: {0}")]
    Spawn(std::io::Error),
    #[error("interrupted: the run was stopped before every member had run (members run in chunks of up to 1,024; those not started were dropped)")]
    Interrupted,
    #[error("a worker thread panicked")]
    WorkerPanicked,
    #[error(
        "no CUDA driver: libcuda cannot be loaded ({0}); a cuda bundle runs only on a machine with an NVIDIA GPU and its driver (here, use a cpu bundle or --backend cpu)"
    )]
    NoCudaDriver(String),
    #[error("no CUDA device: the CUDA driver is installed but sees no GPU ({0})")]
    NoCudaDevice(String),
    #[error("CUDA: {call} failed: {message}")]
    Cuda { call: String, message: String },
    #[error("CUDA: the driver cannot compile the bundle's PTX: {message}{}", log_suffix(.log))]
    CudaJit { message: String, log: String },
    #[error("member {member}: the compiled code left the unknown status code {code}")]
    BadStatus { member: usize, code: i32 },
    #[error(transparent)]
    Io(#[from] IoError),
}

fn log_suffix(log: &str) -> String {
    if log.trim().is_empty() {
        String::new()
    } else {
        format!("\n{}", log.trim_end())
    }
}

fn member_suffix(member: Option<usize>) -> String {
    member.map(|b| format!(": member {b}")).unwrap_or_default()
}

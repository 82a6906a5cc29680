//! Compiled bundles on the CPU: load a bundle directory (`manifest.json`
//! and a shared object), check a batch of inputs against its signature,
//! and run it with the batch split into contiguous chunks of members, one
//! thread per chunk.
//!
//! The compiled code's packed entry steps members `[lo, hi)` only, and
//! every buffer of the state is indexed by member (shared inputs are read
//! only), so chunks touch disjoint bytes and run concurrently on one state
//! buffer with no synchronization (see `crate::abi`).

mod manifest;
mod state;

#[cfg(test)]
mod tests;

pub use manifest::{Files, Manifest, StateVar, FORMAT_VERSION, MANIFEST_FILE, TARGET_CPU};

use crate::batch::{Arg, Inputs, Outputs, Signature};
use crate::error::RuntimeError;
use state::State;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// `struct { T *allocated, *aligned; int64_t offset, size, stride; }`,
/// the C form of a `memref<?xT>`.
#[repr(C)]
struct Memref<T> {
    allocated: *mut T,
    aligned: *mut T,
    offset: i64,
    size: i64,
    stride: i64,
}

impl<T> Memref<T> {
    fn new(data: *mut T, len: usize) -> Memref<T> {
        Memref {
            allocated: data,
            aligned: data,
            offset: 0,
            size: len as i64,
            stride: 1,
        }
    }
}

/// `_mlir_ciface_<name>_entry(state, layout, lo, hi) -> steps`.
type Entry = unsafe extern "C" fn(*mut Memref<u8>, *mut Memref<i64>, i64, i64) -> i64;

/// Stack of each worker thread beyond the code's own scratch
/// (`Abi::scratch_bytes`): the loop keeps little else on the stack, and
/// 16 MiB leaves room for whatever LLVM spills.
const WORKER_STACK_BYTES: usize = 16 << 20;

/// A loaded bundle, ready to run any number of batches.
pub struct Bundle {
    dir: PathBuf,
    manifest: Manifest,
    /// Resolved from `library`, which must outlive it: both live as long
    /// as the bundle and the library is never unloaded before.
    entry: Entry,
    _library: libloading::Library,
}

/// A run's outputs and what it took.
#[derive(Clone, Debug, PartialEq)]
pub struct RunInfo {
    pub outputs: Outputs,
    /// Loop steps (block executions of the program-counter loop) of each
    /// chunk, in member order.
    pub steps: Vec<u64>,
}

impl RunInfo {
    /// Loop steps over all chunks.
    pub fn total_steps(&self) -> u64 {
        self.steps.iter().sum()
    }
}

/// One thread per core by default.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

impl Bundle {
    /// Reads and checks the manifest of bundle `dir`, loads its shared
    /// object and resolves the entry symbol.
    ///
    /// The dynamic loader keeps one copy of a library per path: a bundle
    /// rewritten in place while a `Bundle` of it is alive in this process
    /// loads the old code again.
    pub fn load(dir: &Path) -> Result<Bundle, RuntimeError> {
        let shown = dir.display().to_string();
        match std::fs::metadata(dir) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(RuntimeError::NoBundle(shown)),
            Err(source) => return Err(RuntimeError::Read { path: shown, source }),
            Ok(m) if !m.is_dir() => return Err(RuntimeError::NotADirectory(shown)),
            Ok(_) => {}
        }
        let manifest = Manifest::read(dir)?;
        let so = dir.join(&manifest.files.so);
        let so_shown = so.display().to_string();
        if !so.is_file() {
            return Err(RuntimeError::InvalidManifest {
                path: dir.join(MANIFEST_FILE).display().to_string(),
                reason: format!("the shared object `{so_shown}` is missing"),
            });
        }
        // SAFETY: loading runs the library's initializers. A bundle's shared
        // object is compiler output linked from one object file with no
        // initializers of its own; running a bundle means trusting it.
        let library = unsafe { libloading::Library::new(&so) }.map_err(|source| RuntimeError::Load {
            path: so_shown.clone(),
            source,
        })?;
        // SAFETY: every bundle's entry has this C signature (`crate::abi`);
        // the fn pointer is copied out and kept beside the library.
        let entry = unsafe { library.get::<Entry>(manifest.symbol.as_bytes()) }
            .map(|symbol| *symbol)
            .map_err(|source| RuntimeError::Symbol {
                path: so_shown,
                symbol: manifest.symbol.clone(),
                source,
            })?;
        Ok(Bundle {
            dir: dir.to_path_buf(),
            manifest,
            entry,
            _library: library,
        })
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    pub fn signature(&self) -> &Signature {
        &self.manifest.signature
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Runs a batch on `threads` threads (at most one per member; 0 means
    /// `default_threads()`).
    pub fn run(&self, inputs: &Inputs, threads: usize) -> Result<Outputs, RuntimeError> {
        Ok(self.run_with_info(inputs, threads)?.outputs)
    }

    /// `run`, with the loop steps of each chunk.
    pub fn run_with_info(&self, inputs: &Inputs, threads: usize) -> Result<RunInfo, RuntimeError> {
        check_inputs(&self.manifest.signature, inputs)?;
        let abi = &self.manifest.abi;
        let z = inputs.z;
        let mut state = State::new(abi, z)?;
        state.fill(abi, inputs);
        let threads = if threads == 0 { default_threads() } else { threads };
        let chunk = chunk_size(z, threads);
        let next_chunk = AtomicUsize::new(0);
        let stack = WORKER_STACK_BYTES.saturating_add(abi.scratch_bytes);
        let layout = state.layout.clone();
        let base = StatePtr(state.as_mut_ptr(), state.len());
        let mut spawn_error = None;
        let steps: Vec<Result<i64, RuntimeError>> = std::thread::scope(|scope| {
            let mut workers = Vec::with_capacity(threads);
            for t in 0..threads.min(z.div_ceil(chunk)).max(1) {
                // Each worker gets its own copy: the entry takes the layout
                // by mutable descriptor (it only reads it).
                let layout = layout.clone();
                let entry = self.entry;
                let next_chunk = &next_chunk;
                let worker = std::thread::Builder::new()
                    .name(format!("autobatch-{t}"))
                    .stack_size(stack)
                    .spawn_scoped(scope, move || {
                        // Workers take chunks in turn until none is left, so a
                        // chunk of long-running members does not hold up the
                        // others' cores.
                        let mut steps = 0;
                        loop {
                            let lo = next_chunk.fetch_add(chunk, Ordering::Relaxed);
                            if lo >= z {
                                return steps;
                            }
                            steps += base.call(entry, layout.clone(), lo, (lo + chunk).min(z));
                        }
                    });
                match worker {
                    Ok(w) => workers.push(w),
                    Err(e) => {
                        spawn_error = Some(e);
                        break;
                    }
                }
            }
            let joined = workers
                .into_iter()
                .map(|w| w.join().map_err(|_| RuntimeError::WorkerPanicked));
            joined.collect()
        });
        if let Some(e) = spawn_error {
            return Err(RuntimeError::Spawn(e));
        }
        let steps = steps
            .into_iter()
            .map(|s| s.map(|n| u64::try_from(n).unwrap_or(0)))
            .collect::<Result<Vec<_>, _>>()?;
        let outputs = state.read(abi, &self.manifest.signature.outputs, z)?;
        Ok(RunInfo { outputs, steps })
    }
}

/// Members per call of the compiled loop. Every step of the loop visits
/// every member of its chunk, active or not, so small chunks waste fewer
/// visits on members waiting elsewhere and keep the chunk's state in cache;
/// too small a chunk pays the loop's per-step overhead for few members.
/// Measured with `autobatch bench fib` (Z = 10^4 and 10^5, 2 cores):
/// 16: 0.082/0.88 s, 256: 0.059/0.62 s, 1024: 0.058/0.57 s, 2048:
/// 0.12/0.98 s, one chunk per core: 0.10-0.13/1.0 s.
const CHUNK_MEMBERS: usize = 1024;

/// Never fewer chunks than threads.
fn chunk_size(z: usize, threads: usize) -> usize {
    CHUNK_MEMBERS.min(z.div_ceil(threads.max(1))).max(1)
}

/// The state buffer (base pointer and length), handed to every worker.
#[derive(Clone, Copy)]
struct StatePtr(*mut u8, usize);

// SAFETY: the workers share one state buffer, which outlives them (they
// are scoped threads). The compiled entry called with `[lo, hi)` reads and
// writes only members `[lo, hi)` of every per-member and stacked buffer and
// only reads the shared ones; the chunks are disjoint, so no two threads
// touch the same byte unless both only read it. No Rust reference to the
// buffer exists while they run.
unsafe impl Send for StatePtr {}

impl StatePtr {
    /// Runs the entry over members `[lo, hi)`; a method (not a field
    /// access in the closure) so the closure captures the whole `Send`
    /// wrapper.
    fn call(self, entry: Entry, mut layout: Vec<i64>, lo: usize, hi: usize) -> i64 {
        let mut state = Memref::new(self.0, self.1);
        let mut layout_ref = Memref::new(layout.as_mut_ptr(), layout.len());
        // SAFETY: the entry has this C signature; `state` and `layout` are
        // live for the call and laid out as the ABI says (see `Send`).
        unsafe { entry(&mut state, &mut layout_ref, lo as i64, hi as i64) }
    }
}

/// The inputs must be exactly what the signature declares: one argument
/// per parameter, batched or shared as declared, `z > 0` members each, and
/// every value of the declared dtype and shape.
pub fn check_inputs(sig: &Signature, inputs: &Inputs) -> Result<(), RuntimeError> {
    if inputs.args.len() != sig.params.len() {
        let names: Vec<&str> = sig.params.iter().map(|p| p.name.as_str()).collect();
        return Err(RuntimeError::Arity {
            expected: sig.params.len(),
            params: if names.is_empty() {
                "none".into()
            } else {
                names.join(", ")
            },
            found: inputs.args.len(),
        });
    }
    if inputs.z == 0 {
        return Err(RuntimeError::EmptyBatch);
    }
    for (param, arg) in sig.params.iter().zip(&inputs.args) {
        let error = |member, reason: String| RuntimeError::Input {
            param: param.name.clone(),
            member,
            reason,
        };
        let check = |member, value: &crate::Value| {
            let ty = value.ty();
            if ty != param.ty {
                return Err(error(member, format!("expected {}, got {ty}", param.ty)));
            }
            match value {
                crate::Value::Tensor(t) if t.data.len() != ty.num_elements() => {
                    let reason = format!(
                        "a {ty} tensor with {} elements instead of {}",
                        t.data.len(),
                        ty.num_elements()
                    );
                    Err(error(member, reason))
                }
                _ => Ok(()),
            }
        };
        match (arg, param.shared) {
            (Arg::Shared(value), true) => check(None, value)?,
            (Arg::Batched(values), false) => {
                if values.len() != inputs.z {
                    let reason = format!("{} members, but the batch has {}", values.len(), inputs.z);
                    return Err(error(None, reason));
                }
                for (b, value) in values.iter().enumerate() {
                    check(Some(b), value)?;
                }
            }
            (Arg::Batched(_), true) => {
                return Err(error(
                    None,
                    "declared shared: give one value, not one per member".into(),
                ));
            }
            (Arg::Shared(_), false) => {
                return Err(error(None, "declared batched: give one value per member".into()));
            }
        }
    }
    Ok(())
}

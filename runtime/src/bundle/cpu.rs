//! Running a `cpu` bundle: dlopen its shared object and call the packed
//! entry on chunks of members `[lo, hi)`, each worker thread on a state
//! of its own (`Bundle::execute` says why).
//!
//! The compiled code's packed entry steps members `[lo, hi)` only, and
//! every buffer of the state is indexed by member (shared inputs are read
//! only), so a run of a state's members in chunks gives each member what
//! a run of all of them gives it (see `crate::abi`).

use super::state::State;
use crate::abi::{Abi, Memref};
use crate::error::RuntimeError;
use std::ops::Range;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// `_mlir_ciface_<name>_entry(state, layout, lo, hi) -> steps`.
type Entry = unsafe extern "C" fn(*mut Memref<u8>, *mut Memref<i64>, i64, i64) -> i64;

/// `_mlir_ciface_<name>_prologue(state, layout)` (`Abi::prologue`).
type Prologue = unsafe extern "C" fn(*mut Memref<u8>, *mut Memref<i64>);

/// Stack of each worker thread beyond the code's own scratch
/// (`Abi::scratch_bytes`): the loop keeps little else on the stack, and
/// 16 MiB leaves room for whatever LLVM spills.
const WORKER_STACK_BYTES: usize = 16 << 20;

/// A loaded shared object and its entry.
pub(super) struct CpuCode {
    /// Resolved from `library`, which must outlive it: both live as long
    /// as the bundle and the library is never unloaded before.
    entry: Entry,
    /// Run once on each state before its members (`Abi::prologue`).
    prologue: Option<Prologue>,
    _library: libloading::Library,
}

impl CpuCode {
    /// Loads the shared object `so` and resolves `symbol`.
    ///
    /// The dynamic loader keeps one copy of a library per path: a bundle
    /// rewritten in place while a `Bundle` of it is alive in this process
    /// loads the old code again.
    pub fn load(so: &Path, symbol: &str, abi: &Abi) -> Result<CpuCode, RuntimeError> {
        let so_shown = so.display().to_string();
        // SAFETY: loading runs the library's initializers. A bundle's shared
        // object is compiler output linked from one object file with no
        // initializers of its own; running a bundle means trusting it.
        let library = unsafe { libloading::Library::new(so) }.map_err(|source| RuntimeError::Load {
            path: so_shown.clone(),
            source,
        })?;
        check_description(&library, &so_shown, symbol, abi)?;
        // SAFETY: every bundle's entry has this C signature (`crate::abi`);
        // the fn pointer is copied out and kept beside the library.
        let entry = unsafe { library.get::<Entry>(symbol.as_bytes()) }
            .map(|symbol| *symbol)
            .map_err(|source| RuntimeError::Symbol {
                path: so_shown.clone(),
                symbol: symbol.to_string(),
                source,
            })?;
        let prologue = match Abi::name_of_entry_symbol(symbol).filter(|_| abi.prologue) {
            Some(name) => {
                let symbol = Abi::prologue_symbol(name);
                // SAFETY: as for the entry: a code file whose ABI says it
                // has a prologue exports it with this C signature.
                let found = unsafe { library.get::<Prologue>(symbol.as_bytes()) };
                Some(*found.map_err(|source| RuntimeError::Symbol {
                    path: so_shown,
                    symbol,
                    source,
                })?)
            }
            None => None,
        };
        Ok(CpuCode {
            entry,
            prologue,
            _library: library,
        })
    }

    /// Runs the loop over every member of each state, one worker thread
    /// per state; returns each worker's loop steps. A worker runs its
    /// state's members in chunks (`CHUNK_MEMBERS`); a set `cancel` stops
    /// the workers before their next chunk: `RuntimeError::Interrupted`.
    pub fn run_each(
        &self,
        abi: &Abi,
        states: &mut [State],
        cancel: Option<&AtomicBool>,
    ) -> Result<Vec<u64>, RuntimeError> {
        let stack = WORKER_STACK_BYTES.saturating_add(abi.scratch_bytes);
        let stopped = AtomicBool::new(false);
        let mut spawn_error = None;
        let steps: Vec<Result<i64, RuntimeError>> = std::thread::scope(|scope| {
            let mut workers = Vec::with_capacity(states.len());
            for (t, state) in states.iter_mut().enumerate() {
                // Each worker gets its own copy: the entry takes the layout
                // by mutable descriptor (it only reads it).
                let (layout, z) = (state.layout.clone(), state.members());
                let base = StatePtr(state.as_mut_ptr(), state.len());
                let (entry, prologue, stopped) = (self.entry, self.prologue, &stopped);
                let worker = std::thread::Builder::new()
                    .name(format!("autobatch-{t}"))
                    .stack_size(stack)
                    .spawn_scoped(scope, move || {
                        if let Some(prologue) = prologue {
                            base.prologue(prologue, layout.clone());
                        }
                        let mut steps = 0;
                        for lo in (0..z).step_by(CHUNK_MEMBERS) {
                            if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                                stopped.store(true, Ordering::Relaxed);
                                return steps;
                            }
                            steps += base.call(entry, layout.clone(), lo, (lo + CHUNK_MEMBERS).min(z));
                        }
                        steps
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
        if stopped.load(Ordering::Relaxed) {
            return Err(RuntimeError::Interrupted);
        }
        steps
            .into_iter()
            .map(|s| s.map(|n| u64::try_from(n).unwrap_or(0)))
            .collect()
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

/// The members of each worker of `threads` (at most one per member): `z`
/// cut into contiguous groups as equal as can be, in member order. A
/// worker no longer takes another's chunks when it finishes first (with
/// one state for all, workers took chunks in turn, which mattered only
/// above 1,024 members a thread): a group of slow members (a chain stuck
/// at the maximum tree depth) holds up its own worker only.
pub(super) fn groups(z: usize, threads: usize) -> Vec<Range<usize>> {
    let n = threads.min(z).max(1);
    (0..n).map(|k| k * z / n..(k + 1) * z / n).collect()
}

/// The state buffer (base pointer and length), handed to every worker.
#[derive(Clone, Copy)]
struct StatePtr(*mut u8, usize);

// SAFETY: each worker has a state buffer of its own, which outlives it
// (workers are scoped threads, and the `&mut` borrow of the states lasts
// the scope), so no two threads touch the same byte. No Rust reference to
// a buffer exists while its worker runs.
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

    /// Runs the prologue on the state, before any member.
    fn prologue(self, prologue: Prologue, mut layout: Vec<i64>) {
        let mut state = Memref::new(self.0, self.1);
        let mut layout_ref = Memref::new(layout.as_mut_ptr(), layout.len());
        // SAFETY: as for `call`: the prologue has this C signature and
        // reads and writes only the state's buffers.
        unsafe { prologue(&mut state, &mut layout_ref) }
    }
}

/// `<name>_abi() -> const char *`: the code's own ABI, as JSON.
type Description = unsafe extern "C" fn() -> *const std::ffi::c_char;

/// Compares the ABI the code was compiled for with the manifest's, before
/// anything is allocated or called: a manifest edited by hand (a stack
/// depth, a buffer's size or dtype, the entry block) or a code file of
/// another program would otherwise make the code read and write outside
/// the state it is given.
fn check_description(library: &libloading::Library, path: &str, symbol: &str, abi: &Abi) -> Result<(), RuntimeError> {
    let none = |why: String| RuntimeError::NoAbiDescription {
        path: path.to_string(),
        why,
    };
    let name = Abi::name_of_entry_symbol(symbol).ok_or_else(|| {
        none(format!(
            "`{symbol}` is not the symbol of a packed entry, `_mlir_ciface_<name>_entry`"
        ))
    })?;
    let wanted = Abi::description_symbol(name);
    // SAFETY: compiled code exports `<name>_abi` with this signature,
    // returning a pointer to a NUL-terminated constant in the library.
    let describe = unsafe { library.get::<Description>(wanted.as_bytes()) }
        .map(|f| *f)
        .map_err(|e| none(format!("no `{wanted}` beside the entry `{symbol}`: {e}")))?;
    // SAFETY: as above; the string lives as long as the library.
    let text = unsafe { std::ffi::CStr::from_ptr(describe()) };
    super::compare_abi(path, text.to_bytes(), abi)
}

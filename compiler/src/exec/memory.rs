//! The executors hold every member's value of every variable at once (one
//! `Value` per member and variable, once written), and a failed
//! allocation aborts a Rust process. So before a run, the sum over the
//! batched program's variables of their sizes, times the batch (shared
//! data and what the prologue derives from it once), is checked against
//! the memory the system has available: a batch that cannot fit is an
//! error naming the largest variable and the sizes, never an abort
//! halfway through. Values saved on stacks by
//! recursion come on top, and the depth they reach is known only at run
//! time: so the `autobatch` binary counts its heap (`CountingAllocator`),
//! and the executors stop a run whose heap outgrows the memory that was
//! available when it started (`OutOfMemory`), before the system kills
//! the process.

use crate::ir::p::{AllocClass, Program, Var};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};

/// Why a batch cannot run on an executor.
#[derive(Debug, thiserror::Error)]
#[error(
    "the batch of {z} members needs {need:.1} GB at once for its variables (the largest is `{var}` ({ty} per member)), more than the {available:.1} GB of memory available; run fewer members at a time"
)]
pub struct TooLarge {
    pub z: usize,
    pub var: String,
    pub ty: String,
    pub need: f64,
    pub available: f64,
}

/// The memory available to new allocations (the runtime's: the sampler's
/// run-time side and the Python extension read it too).
pub use autobatch_runtime::memory::available_bytes;

/// Checks that `z` members' values of all the program's variables fit in
/// the memory available.
pub fn check_memory(program: &Program, z: usize) -> Result<(), TooLarge> {
    match available_bytes() {
        Some(available) => check_against(program, z, available),
        None => Ok(()),
    }
}

/// Bytes of one value of `v`.
fn var_bytes(v: &Var) -> u128 {
    (v.decl.ty.num_elements() as u128) * (v.decl.ty.dtype.size_bytes() as u128)
}

/// Bytes `z` members' values of all the program's variables take at
/// once (shared and derived variables once), saturating.
pub fn batch_bytes(program: &Program, z: usize) -> u128 {
    program
        .vars
        .iter()
        .map(|v| match v.class {
            AllocClass::Shared | AllocClass::Derived => var_bytes(v),
            _ => var_bytes(v).saturating_mul(z as u128),
        })
        .fold(0, u128::saturating_add)
}

/// `check_memory` against `available` bytes.
pub fn check_against(program: &Program, z: usize, available: u64) -> Result<(), TooLarge> {
    let bytes = var_bytes;
    let need = batch_bytes(program, z);
    let Some(var) = program.vars.iter().max_by_key(|v| bytes(v)) else {
        return Ok(());
    };
    if need <= u128::from(available) {
        return Ok(());
    }
    Err(TooLarge {
        z,
        var: var.decl.name.clone(),
        ty: var.decl.ty.to_string(),
        need: need as f64 / 1e9,
        available: available as f64 / 1e9,
    })
}

/// Bytes the process holds from Rust's heap, when `CountingAllocator` is
/// the global allocator (the `autobatch` binary); 0 otherwise.
static HEAP_BYTES: AtomicU64 = AtomicU64::new(0);

/// The system allocator, counting the bytes it holds, so that an executor
/// can stop a run whose values outgrow the memory before the system stops
/// the process.
pub struct CountingAllocator;

// SAFETY: every call forwards to `System` unchanged; the counter is a
// side effect that never touches the memory.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is `System`'s.
        counted(unsafe { System.alloc(layout) }, layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`.
        counted(unsafe { System.alloc_zeroed(layout) }, layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HEAP_BYTES.fetch_sub(layout.size() as u64, Ordering::Relaxed);
        // SAFETY: as in `alloc`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as in `alloc`.
        let moved = unsafe { System.realloc(ptr, layout, new_size) };
        if !moved.is_null() {
            HEAP_BYTES.fetch_add(new_size as u64, Ordering::Relaxed);
            HEAP_BYTES.fetch_sub(layout.size() as u64, Ordering::Relaxed);
        }
        moved
    }
}

/// Counts a successful allocation of `layout`.
fn counted(ptr: *mut u8, layout: Layout) -> *mut u8 {
    if !ptr.is_null() {
        HEAP_BYTES.fetch_add(layout.size() as u64, Ordering::Relaxed);
    }
    ptr
}

/// Bytes held on the heap now (0 without `CountingAllocator`).
pub fn heap_bytes() -> u64 {
    HEAP_BYTES.load(Ordering::Relaxed)
}

/// The heap a run may grow to: what it holds now plus the memory the
/// system has available (`AUTOBATCH_MEMORY_LIMIT`, in bytes, instead of
/// the latter where set). `None` where neither is known.
pub fn run_memory_limit() -> Option<u64> {
    let room = match std::env::var("AUTOBATCH_MEMORY_LIMIT") {
        Ok(text) => text.trim().parse().ok(),
        Err(_) => available_bytes(),
    }?;
    Some(heap_bytes().saturating_add(room))
}

/// A run stopped because its values outgrew the memory.
#[derive(Debug, thiserror::Error)]
#[error(
    "the run stopped at block `{block}`: the executor's heap reached {}, beyond the {} it may use (its heap at the start plus the memory available then, or AUTOBATCH_MEMORY_LIMIT); values saved by recursion grow with the call depth (the deepest member is at depth {depth}): run fewer members at a time or lower --max-stack-depth",
    human(*used),
    human(*limit)
)]
pub struct OutOfMemory {
    pub block: String,
    pub depth: usize,
    /// Heap bytes.
    pub used: u64,
    pub limit: u64,
}

fn human(bytes: u64) -> String {
    if bytes >= 1 << 30 {
        format!("{:.2} GB", bytes as f64 / 1e9)
    } else {
        format!("{:.1} MB", bytes as f64 / 1e6)
    }
}

/// `OutOfMemory` when the heap has outgrown `limit`, checked by the
/// executors at each step, where values are saved and frames pushed;
/// `at` says where the run stands (block label, deepest call depth) and
/// is asked only then.
pub(crate) fn check(limit: Option<u64>, at: impl FnOnce() -> (String, usize)) -> Result<(), OutOfMemory> {
    let Some(limit) = limit else { return Ok(()) };
    let used = heap_bytes();
    if used <= limit {
        return Ok(());
    }
    let (block, depth) = at();
    Err(OutOfMemory {
        block,
        depth,
        used,
        limit,
    })
}

//! The executors hold every member's value of a variable at once (one
//! `Value` per member), and a failed allocation aborts a Rust process. So
//! before a run, the largest variable of the batched program, times the
//! batch, is checked against the memory the system has available: a batch
//! that cannot fit is an error naming the variable and the sizes, never an
//! abort halfway through.

use crate::ir::p::Program;

/// Why a batch cannot run on an executor.
#[derive(Debug, thiserror::Error)]
#[error(
    "the batch of {z} members needs {need:.1} GB at once for `{var}` ({ty} per member), more than the {available:.1} GB of memory available; run fewer members at a time"
)]
pub struct TooLarge {
    pub z: usize,
    pub var: String,
    pub ty: String,
    pub need: f64,
    pub available: f64,
}

/// Bytes of memory available to new allocations (`MemAvailable`), where
/// the system says.
fn available_bytes() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Checks that `z` members' values of the program's largest variable fit
/// in the memory available.
pub fn check_memory(program: &Program, z: usize) -> Result<(), TooLarge> {
    let Some(available) = available_bytes() else {
        return Ok(());
    };
    let largest = program
        .vars
        .iter()
        .max_by_key(|v| v.decl.ty.num_elements() * v.decl.ty.dtype.size_bytes());
    let Some(var) = largest else { return Ok(()) };
    let per_member = (var.decl.ty.num_elements() * var.decl.ty.dtype.size_bytes()) as u128;
    let need = per_member * z as u128;
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

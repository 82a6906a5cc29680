//! The executors hold every member's value of every variable at once (one
//! `Value` per member and variable, once written), and a failed
//! allocation aborts a Rust process. So before a run, the sum over the
//! batched program's variables of their sizes, times the batch (shared
//! data once), is checked against the memory the system has available: a
//! batch that cannot fit is an error naming the largest variable and the
//! sizes, never an abort halfway through. (Values saved on stacks by
//! recursion come on top; the depth they reach is known only at run
//! time.)

use crate::ir::p::{AllocClass, Program, Var};

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

/// Bytes of memory available to new allocations (`MemAvailable`), where
/// the system says.
fn available_bytes() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Checks that `z` members' values of all the program's variables fit in
/// the memory available.
pub fn check_memory(program: &Program, z: usize) -> Result<(), TooLarge> {
    match available_bytes() {
        Some(available) => check_against(program, z, available),
        None => Ok(()),
    }
}

/// `check_memory` against `available` bytes.
pub fn check_against(program: &Program, z: usize, available: u64) -> Result<(), TooLarge> {
    let bytes = |v: &Var| (v.decl.ty.num_elements() as u128) * (v.decl.ty.dtype.size_bytes() as u128);
    let need: u128 = program
        .vars
        .iter()
        .map(|v| match v.class {
            AllocClass::Shared => bytes(v),
            _ => bytes(v).saturating_mul(z as u128),
        })
        .fold(0, u128::saturating_add);
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

//! The Rust executors. All three run a whole batch and give the same
//! outputs and statuses; they differ in how they schedule the members:
//!
//! - [`run_reference`] (`ref`): the unbatched oracle, one member at a time
//!   through IR-F with an explicit frame stack.
//! - [`run_local`] (`local`): local static autobatching (paper Algorithm 1)
//!   on IR-F; recursion rides on the host stack, so members batch only
//!   when they sit at the same call path.
//! - [`run_vm`] (`vm`): program-counter autobatching (Algorithm 2) on IR-P;
//!   members batch whenever they wait at the same block, at any depth.
//!
//! Depth and faults are defined once for all three: the entry frame is at
//! depth 0, a call made at depth `k` enters `k + 1`, and a member whose call
//! would exceed `max_stack_depth` halts with `stack_overflow`. A primitive
//! that faults on an active member halts that member with the fault's
//! status. No member ever affects another, and faults on lanes a masking
//! executor computes only as junk are ignored.

mod common;
mod local;
mod memory;
pub use memory::{
    available_bytes, batch_bytes, check_memory, heap_bytes, run_memory_limit, CountingAllocator, OutOfMemory, TooLarge,
};
mod reference;
mod vm;

#[cfg(test)]
pub(crate) mod tests;

use autobatch_runtime::{Inputs, Outputs};
use serde::Serialize;

/// The stack depth limit when none is given.
pub const DEFAULT_MAX_STACK_DEPTH: usize = 128;

#[derive(Clone, Debug)]
pub struct ExecOptions {
    /// The deepest call nesting a member may reach (the entry is depth 0).
    pub max_stack_depth: usize,
    /// Evaluate primitives only on the active members (gather/scatter)
    /// instead of on every lane under a mask. Outputs are the same either
    /// way; only the work done (and `Stats::lanes_computed`) differs.
    pub gather: bool,
    /// The heap (`heap_bytes`) beyond which the run stops with
    /// `OutOfMemory` (`run_memory_limit`); `None`: no limit.
    pub memory_limit: Option<u64>,
}

impl Default for ExecOptions {
    fn default() -> ExecOptions {
        ExecOptions {
            max_stack_depth: DEFAULT_MAX_STACK_DEPTH,
            gather: false,
            memory_limit: None,
        }
    }
}

/// What an executor did, for benchmarks and batching tests.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Stats {
    /// Block executions (iterations of the executor's loop).
    pub steps: u64,
    /// Executions per block label, in block order; every block is listed.
    pub block_executions: Vec<(String, u64)>,
    /// Members that ran each block, summed over its executions, in block
    /// order: the same under every schedule (each member runs the same
    /// blocks whatever the others do).
    pub block_members: Vec<(String, u64)>,
    /// Mean over steps of (active members / Z); 0 when nothing ran.
    pub utilization: f64,
    /// Member-op evaluations computed: all Z lanes per primitive op when
    /// masking, only the active ones when gathering.
    pub lanes_computed: u64,
    /// Member-op evaluations whose result was kept (the active lanes).
    pub lanes_useful: u64,
}

impl Stats {
    /// Executions of the block with this label (0 when there is none).
    pub fn executions_of(&self, label: &str) -> u64 {
        self.block_executions
            .iter()
            .find(|(l, _)| l == label)
            .map_or(0, |(_, n)| *n)
    }
}

/// `RunResult::overflowed` when the stack of return blocks (calls, the
/// program's recursion) overflowed.
pub const CALL_STACK: &str = "(calls)";

pub struct RunResult {
    pub outputs: Outputs,
    pub stats: Stats,
    /// The VM's: the IR name of the first variable whose stack overflowed
    /// (what a `stack_overflow` message names).
    pub overflowed: Option<String>,
}

/// Runs each member alone through IR-F: the semantic oracle.
///
/// Its utilization is 1/Z by definition: every step runs one member.
pub fn run_reference(
    program: &crate::ir::f::Program,
    inputs: &Inputs,
    options: &ExecOptions,
) -> Result<RunResult, OutOfMemory> {
    reference::run(program, inputs, options)
}

/// Local static autobatching (Algorithm 1) of IR-F.
pub fn run_local(
    program: &crate::ir::f::Program,
    inputs: &Inputs,
    options: &ExecOptions,
) -> Result<RunResult, OutOfMemory> {
    local::run(program, inputs, options)
}

/// Program-counter autobatching (Algorithm 2) of IR-P.
pub fn run_vm(
    program: &crate::ir::p::Program,
    inputs: &Inputs,
    options: &ExecOptions,
) -> Result<RunResult, OutOfMemory> {
    vm::run(program, inputs, options)
}

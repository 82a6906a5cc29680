//! Static analyses over IR-F that decide how the batched program stores
//! its state (paper 3.2): which functions can reach which (`callgraph`),
//! which variables are live where (`liveness`), and from those the
//! allocation class of every variable and the save set of every call
//! (`alloc`). Over IR-P, `program_liveness` follows values across calls
//! and returns of the merged program, for storage sharing, and
//! `stack_groups` finds the stacks that can share one stack pointer.

pub mod alloc;
pub mod callgraph;
pub mod liveness;
pub mod program_liveness;
pub mod stack_groups;
mod varset;

pub use varset::VarSet;

//! The autobatch runtime: the value types, batch inputs and outputs
//! (JSON and `.npy`/`.npz`) and per-member status shared by the compiler's
//! executors and by compiled bundles; the bundle format (`abi`, `bundle`'s
//! manifest) and the runners of bundles (`Bundle`: CPU threads, or the GPU
//! through the CUDA driver loaded at run time, `cuda`; and `cli`, the
//! `autobatch-run` command).
//!
//! Invariant: this crate never depends on LLVM or MLIR, and needs nothing
//! of CUDA to build. It is what gets copied to a machine with a GPU, so it
//! must stay small.

pub mod abi;
pub mod asserts;
pub mod atomic;
pub mod batch;
pub mod bundle;
pub mod cli;
pub mod columns;
pub mod cuda;
pub mod dtype;
pub mod error;
pub mod io;
pub mod memory;
pub mod parts;
pub mod shard;
pub mod status;
pub mod value;

pub use abi::{Abi, MemberLayout};
pub use asserts::{AssertSite, DrawSite};
pub use batch::{Arg, Inputs, Outputs, ParamSpec, Signature};
pub use bundle::{BlockStat, Bundle, ColumnRun, Manifest, RunInfo};
pub use columns::{Column, ColumnOutputs, Columns};
pub use dtype::{DType, Type};
pub use error::RuntimeError;
pub use shard::{Shard, ShardError};
pub use status::Status;
pub use value::{Tensor, TensorData, Value};

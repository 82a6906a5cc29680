//! The autobatch runtime: the value types, batch inputs and outputs
//! (JSON and `.npy`/`.npz`) and per-member status shared by the compiler's
//! executors and by compiled bundles.
//!
//! Invariant: this crate never depends on LLVM or MLIR. It is what gets
//! copied to a machine with a GPU, so it must stay small.

pub mod batch;
pub mod dtype;
pub mod io;
pub mod status;
pub mod value;

pub use batch::{Arg, Inputs, Outputs, ParamSpec, Signature};
pub use dtype::{DType, Type};
pub use status::Status;
pub use value::{Tensor, TensorData, Value};

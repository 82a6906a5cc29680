//! A program compiled for one entry function: its two IRs and its
//! signature, what the front end and lowering make (`driver`) and what the
//! executors, code generation and the compile cache take.

use crate::ir::{f, p};
use autobatch_runtime::Signature;

/// A program compiled for one entry function.
pub struct Compiled {
    /// The source file's name, as diagnostics print it.
    pub file: String,
    pub ir_f: f::Program,
    pub ir_p: p::Program,
    pub signature: Signature,
}

impl Compiled {
    /// The entry function's name, as written in the source.
    pub fn entry_name(&self) -> String {
        self.ir_f.entry_function().name.clone()
    }
}

//! Code generation: MLIR emission (the batched program-counter loop, as a
//! CPU function or a GPU kernel), the paths from MLIR through LLVM to
//! native objects and to PTX, and bundles (the code with its manifest, for
//! the runtime crate) with their on-disk cache.

pub mod artifacts;
pub mod bundle;
pub mod header;
pub mod llvm;
pub mod machine;
pub mod mlir;
pub mod objects;
pub mod ptx;
pub mod units;

use autobatch_runtime::bundle::{TARGET_CPU, TARGET_CUDA};
use autobatch_runtime::MemberLayout;

/// What a bundle's code runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Target {
    /// An x86-64 shared object, run on CPU threads.
    Cpu,
    /// PTX, run on an NVIDIA GPU through the CUDA driver.
    Cuda,
}

impl Target {
    /// The manifest's name for the target.
    pub fn name(self) -> &'static str {
        match self {
            Target::Cpu => TARGET_CPU,
            Target::Cuda => TARGET_CUDA,
        }
    }

    /// The layout of per-member tensors that suits the target: a member's
    /// elements together on the CPU (one thread walks them), the members
    /// of one element together on the GPU (a warp's loads coalesce).
    pub fn member_layout(self) -> MemberLayout {
        match self {
            Target::Cpu => MemberLayout::Contiguous,
            Target::Cuda => MemberLayout::Interleaved,
        }
    }
}

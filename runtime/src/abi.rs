//! The calling convention of a compiled program: the ordered list of
//! buffers its `_run` function takes, what each holds, how long it is and
//! how it starts. The compiler builds it (`autobatch::codegen::mlir::abi`)
//! and writes it into the bundle manifest; the runtime needs nothing else
//! from the compiler to allocate the loop state.
//!
//! Every buffer is a `memref<?xT>`, a flat array. Per-member arrays of a
//! variable with `E` elements are laid out as `Abi::member_layout` says:
//! `contiguous` (the CPU's: member `b`'s value lies at `[b * E, (b + 1) *
//! E)`, so one member's elements share cache lines) or `interleaved` (the
//! GPU's: element `e` of member `b` lies at `e * Z + b`, so consecutive
//! members, one per thread, sit at consecutive addresses and a warp's
//! accesses coalesce). A stack of depth `D` holds `D * Z * E` elements,
//! `[depth][member][element]` when contiguous and `[depth][element][member]`
//! when interleaved. For scalars (`E = 1`) both layouts are the same.
//! Booleans are stored as one byte holding 0 or 1. Program counters, stack
//! pointers and statuses are `i32`.
//!
//! On the CPU the runtime calls `_mlir_ciface_<name>_entry`, which takes the whole
//! state as one byte buffer and a layout (`Abi::layout`): buffer `i`
//! starts at byte `layout[2 i]` and has `layout[2 i + 1]` elements, each
//! start a multiple of `Abi::ALIGN`. So the C signature is fixed:
//! `int64_t entry(memref_i8 *state, memref_index *layout, int64_t lo,
//! int64_t hi)`, with `struct memref { T *allocated, *aligned; int64_t
//! offset, size, stride; }`, whatever the program. On the GPU the kernel
//! `<name>_kernel` takes the same state and layout, for all members at
//! once (`CUDA_KERNEL_PARAMS`).
//!
//! Initial state: every buffer zeroed, except the tops of the input
//! variables (and the shared inputs), which hold the inputs, and the
//! program counter's top, which holds `entry` for every member.

use crate::dtype::DType;
use serde::{Deserialize, Serialize};

/// The parameters of a CUDA bundle's kernel in PTX, in order. The kernel
/// takes three `memref<?xT>` arguments, and the NVVM calling convention
/// passes each as five parameters (allocated pointer, aligned pointer,
/// offset, size, stride): `state`, the packed state (bytes, laid out by
/// `Abi::layout`); `layout`, that layout as `i64`s; `steps`, one `i64`
/// per CTA, which receives the number of loop steps the CTA made. The
/// manifest lists them (`CudaEntry::params`) and the runtime refuses a
/// bundle whose list differs, rather than launching it with wrong
/// arguments.
pub const CUDA_KERNEL_PARAMS: [&str; 15] = [
    "state.allocated",
    "state.aligned",
    "state.offset",
    "state.size",
    "state.stride",
    "layout.allocated",
    "layout.aligned",
    "layout.offset",
    "layout.size",
    "layout.stride",
    "steps.allocated",
    "steps.aligned",
    "steps.offset",
    "steps.size",
    "steps.stride",
];

/// `struct { T *allocated, *aligned; int64_t offset, size, stride; }`,
/// the C form of a `memref<?xT>`, as compiled entries take their buffers.
#[repr(C)]
pub struct Memref<T> {
    pub allocated: *mut T,
    pub aligned: *mut T,
    pub offset: i64,
    pub size: i64,
    pub stride: i64,
}

impl<T> Memref<T> {
    /// A descriptor of the `len` elements at `data`.
    pub fn new(data: *mut T, len: usize) -> Memref<T> {
        Memref {
            allocated: data,
            aligned: data,
            offset: 0,
            size: len as i64,
            stride: 1,
        }
    }

    /// A descriptor of `data` (which must outlive every use of it).
    pub fn of(data: &mut [T]) -> Memref<T> {
        Memref::new(data.as_mut_ptr(), data.len())
    }
}

/// Index of a variable in the compiled program (IR-P's `VarId`).
pub type VarId = usize;

/// What one buffer holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Role {
    /// The program counter's top: the block each member runs next
    /// (`halt` once it stopped).
    Pc,
    /// The program counter's stack of return blocks (when the program
    /// makes calls).
    PcStack,
    /// The program counter's per-member stack pointer.
    PcPointer,
    /// Per-member `Status::as_i32` codes.
    Status,
    /// The top (current value) of a register or stack variable.
    Top { var: VarId },
    /// A stack variable's saved values.
    Stack { var: VarId },
    /// A stack variable's per-member stack pointer.
    Pointer { var: VarId },
    /// A shared (read-only, one per batch) input.
    Shared { var: VarId },
    /// A value for the whole batch that the code computes from the shared
    /// inputs at the start of each call (the program's prologue: Stan's
    /// transformed data), before any member steps; read only afterwards.
    Derived { var: VarId },
    /// Counters of the run, one batch-wide `i64` triple per block `k`:
    /// `[3 k]` the loop steps that ran block `k`, `[3 k + 1]` the members
    /// those steps covered (a CPU call's member range, a CTA's threads),
    /// `[3 k + 2]` the members that were at block `k` and ran it. Zeroed
    /// before the run; calls and CTAs add to it atomically.
    BlockStats,
}

/// How a buffer's length depends on the batch size Z.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Extent {
    /// `Z * elements`.
    PerMember,
    /// `max_stack_depth * Z * elements`.
    Stacked,
    /// `elements`, whatever Z is.
    Shared,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Buffer {
    /// For people and error messages: `pc`, `n.top`, `n.stack`, ...
    pub name: String,
    pub role: Role,
    /// The element type in memory (`bool`: one byte, 0 or 1).
    pub dtype: DType,
    /// Elements per member (per stack slot), or in all for a shared one.
    pub elements: usize,
    pub extent: Extent,
}

impl Buffer {
    /// Number of elements for a batch of `z` members.
    pub fn len(&self, z: usize, max_stack_depth: usize) -> usize {
        match self.extent {
            Extent::PerMember => z * self.elements,
            Extent::Stacked => max_stack_depth * z * self.elements,
            Extent::Shared => self.elements,
        }
    }

    pub fn is_empty(&self, z: usize, max_stack_depth: usize) -> bool {
        self.len(z, max_stack_depth) == 0
    }

    /// Bytes of the buffer for a batch of `z` members, or `None` when that
    /// does not fit a `usize` (a batch too large for this machine).
    pub fn checked_bytes(&self, z: usize, max_stack_depth: usize) -> Option<usize> {
        let per_member = match self.extent {
            Extent::PerMember => z,
            Extent::Stacked => max_stack_depth.checked_mul(z)?,
            Extent::Shared => 1,
        };
        per_member
            .checked_mul(self.elements)?
            .checked_mul(self.dtype.size_bytes())
    }
}

/// How the elements of one member's tensor are placed among the other
/// members' (see the module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MemberLayout {
    /// Member `b`'s `E` elements at `[b * E, (b + 1) * E)`.
    #[default]
    Contiguous,
    /// Element `e` of member `b` at `e * Z + b`.
    Interleaved,
}

impl MemberLayout {
    /// Index of element `e` (of `elements`) of member `b` in a per-member
    /// buffer of a batch of `z` members.
    pub fn index(self, b: usize, e: usize, elements: usize, z: usize) -> usize {
        match self {
            MemberLayout::Contiguous => b * elements + e,
            MemberLayout::Interleaved => e * z + b,
        }
    }
}

/// The buffers of one program, in argument order; the function takes
/// `lo: index, hi: index` after them (the members this call steps) and
/// returns the number of loop steps it made as `i64`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Abi {
    pub buffers: Vec<Buffer>,
    /// The stack depth the code was compiled for.
    pub max_stack_depth: usize,
    /// The initial program counter.
    pub entry: usize,
    /// The program counter of a stopped member: the number of blocks.
    pub halt: usize,
    /// For each entry parameter, the buffer that receives it.
    pub inputs: Vec<usize>,
    /// For each output, the buffer to read it from.
    pub outputs: Vec<usize>,
    /// The status buffer.
    pub status: usize,
    /// An upper bound on the bytes of scratch the function keeps on the
    /// calling thread's stack (`memref.alloca`: tensor temporaries and
    /// staging); a thread running it needs this much stack to spare.
    pub scratch_bytes: usize,
    /// Where each member's tensor elements lie (absent in manifests
    /// written before GPU bundles existed: contiguous).
    #[serde(default)]
    pub member_layout: MemberLayout,
    /// Each block's label (`function.bN`), indexed by program counter, for
    /// the `BlockStats` counters.
    #[serde(default)]
    pub blocks: Vec<String>,
    /// Whether the code has a prologue (`Abi::prologue_symbol`; on the
    /// GPU a kernel, `CudaEntry::prologue`): the work on shared inputs
    /// alone, which writes the `Derived` buffers. It must run once on a
    /// state after its shared inputs are written and before the entry
    /// runs any member; the entry only reads what it wrote. Required (no
    /// default) since format 3 introduced it: a manifest without it is
    /// damaged, not one without a prologue.
    pub prologue: bool,
}

impl Abi {
    /// Alignment of every buffer in the state, in bytes.
    pub const ALIGN: usize = 64;

    /// `[byte offset, elements]` of each buffer for a batch of `z`
    /// members, flattened, as the `layout` argument of the entry.
    pub fn layout(&self, z: usize) -> Vec<i64> {
        let mut offset = 0;
        let mut layout = Vec::with_capacity(2 * self.buffers.len());
        for b in &self.buffers {
            let n = b.len(z, self.max_stack_depth);
            layout.push(offset as i64);
            layout.push(n as i64);
            offset = (offset + n * b.dtype.size_bytes()).next_multiple_of(Self::ALIGN);
        }
        layout
    }

    /// Total size of the state in bytes for a batch of `z` members.
    pub fn state_bytes(&self, z: usize) -> usize {
        self.buffers
            .iter()
            .map(|b| (b.len(z, self.max_stack_depth) * b.dtype.size_bytes()).next_multiple_of(Self::ALIGN))
            .sum()
    }

    /// `state_bytes`, or `None` when the state of `z` members (or any
    /// offset in its layout) would not fit an `i64`: what the runtime
    /// checks before trusting `layout` and `state_bytes` with a batch size
    /// that came from outside.
    pub fn checked_state_bytes(&self, z: usize) -> Option<usize> {
        let mut total: usize = 0;
        for b in &self.buffers {
            let bytes = b
                .checked_bytes(z, self.max_stack_depth)?
                .checked_next_multiple_of(Self::ALIGN)?;
            total = total.checked_add(bytes)?;
        }
        i64::try_from(total).ok().map(|_| total)
    }

    /// The exported C-interface symbol of the packed entry (see the
    /// module doc) of the program emitted as `name`.
    pub fn entry_symbol(name: &str) -> String {
        format!("_mlir_ciface_{name}_entry")
    }

    /// The exported C-interface symbol of the prologue of the program
    /// emitted as `name`: `(state, layout)`, no result.
    pub fn prologue_symbol(name: &str) -> String {
        format!("_mlir_ciface_{name}_prologue")
    }

    /// The function a CPU code file exports that returns its own ABI as
    /// NUL-terminated JSON, for the program emitted as `name`.
    pub fn description_symbol(name: &str) -> String {
        format!("{name}_abi")
    }

    /// The emitted name in a packed entry's symbol
    /// (`_mlir_ciface_<name>_entry`).
    pub fn name_of_entry_symbol(symbol: &str) -> Option<&str> {
        symbol.strip_prefix("_mlir_ciface_")?.strip_suffix("_entry")
    }

    /// The `BlockStats` buffer (absent in manifests written before it).
    pub fn block_stats(&self) -> Option<usize> {
        self.buffers.iter().position(|b| b.role == Role::BlockStats)
    }

    /// The buffer holding variable `var`'s current value.
    pub fn value_buffer(&self, var: VarId) -> Option<usize> {
        self.buffers
            .iter()
            .position(|b| matches!(b.role, Role::Top { var: v } | Role::Shared { var: v } if v == var))
    }
}

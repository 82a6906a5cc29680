//! The calling convention of an emitted program: the ordered list of
//! buffers its `_run` function takes, what each holds, how long it is and
//! how it starts. The runtime reads this (through the bundle manifest) to
//! allocate the loop state; it needs nothing else from the compiler.
//!
//! Every buffer is a `memref<?xT>`, a flat array. Per-member arrays are
//! member-major: member `b`'s value of a variable with `E` elements lies at
//! `[b * E, (b + 1) * E)`. A stack of depth `D` is laid out
//! `[depth][member][element]`, `D * Z * E` elements. Booleans are stored
//! as one byte holding 0 or 1. Program counters, stack pointers and
//! statuses are `i32`.
//!
//! The runtime calls `_mlir_ciface_<name>_entry`, which takes the whole
//! state as one byte buffer and a layout (`Abi::layout`): buffer `i`
//! starts at byte `layout[2 i]` and has `layout[2 i + 1]` elements, each
//! start a multiple of `Abi::ALIGN`. So the C signature is fixed:
//! `int64_t entry(memref_i8 *state, memref_index *layout, int64_t lo,
//! int64_t hi)`, with `struct memref { T *allocated, *aligned; int64_t
//! offset, size, stride; }`, whatever the program.
//!
//! Initial state: every buffer zeroed, except the tops of the input
//! variables (and the shared inputs), which hold the inputs, and the
//! program counter's top, which holds `entry` for every member.

use crate::ir::p::{AllocClass, Program};
use crate::ir::VarId;
use autobatch_runtime::DType;
use serde::{Deserialize, Serialize};

/// The SSA name of the function argument for a buffer.
pub(super) fn arg_name(role: &Role) -> String {
    match role {
        Role::Pc => "%pc".into(),
        Role::PcStack => "%pc_stack".into(),
        Role::PcPointer => "%pc_sp".into(),
        Role::Status => "%status".into(),
        Role::Top { var } => format!("%v{var}_top"),
        Role::Stack { var } => format!("%v{var}_stack"),
        Role::Pointer { var } => format!("%v{var}_sp"),
        Role::Shared { var } => format!("%v{var}_shared"),
    }
}

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

    /// The exported C-interface symbol of the packed entry (see the
    /// module doc) of the program emitted as `name`.
    pub fn entry_symbol(name: &str) -> String {
        format!("_mlir_ciface_{name}_entry")
    }

    /// The exported C-interface symbol of the program emitted as `name`.
    pub fn symbol(name: &str) -> String {
        format!("_mlir_ciface_{name}_run")
    }

    /// The buffer holding variable `var`'s current value.
    pub fn value_buffer(&self, var: VarId) -> Option<usize> {
        self.buffers
            .iter()
            .position(|b| matches!(b.role, Role::Top { var: v } | Role::Shared { var: v } if v == var))
    }
}

/// The ABI of `program` for stacks `max_stack_depth` deep. Inputs or
/// outputs that are temporaries (which a verified program from our
/// lowering never has) get no buffer and are reported by `emit_cpu`.
pub(super) fn build(program: &Program, max_stack_depth: usize) -> Abi {
    let mut buffers = vec![buffer("pc", Role::Pc, DType::I32, 1, Extent::PerMember)];
    if program.pc_stack {
        buffers.push(buffer("pc.stack", Role::PcStack, DType::I32, 1, Extent::Stacked));
        buffers.push(buffer("pc.sp", Role::PcPointer, DType::I32, 1, Extent::PerMember));
    }
    let status = buffers.len();
    buffers.push(buffer("status", Role::Status, DType::I32, 1, Extent::PerMember));
    for (v, var) in program.vars.iter().enumerate() {
        let (name, dtype, n) = (&var.decl.name, var.decl.ty.dtype, var.decl.ty.num_elements());
        let label = |what: &str| format!("{name}#{v}.{what}");
        match var.class {
            AllocClass::Temporary => {}
            AllocClass::Shared => {
                buffers.push(buffer(
                    &label("shared"),
                    Role::Shared { var: v },
                    dtype,
                    n,
                    Extent::Shared,
                ));
            }
            AllocClass::Register => {
                buffers.push(buffer(&label("top"), Role::Top { var: v }, dtype, n, Extent::PerMember));
            }
            AllocClass::Stack => {
                buffers.push(buffer(&label("top"), Role::Top { var: v }, dtype, n, Extent::PerMember));
                buffers.push(buffer(
                    &label("stack"),
                    Role::Stack { var: v },
                    dtype,
                    n,
                    Extent::Stacked,
                ));
                buffers.push(buffer(
                    &label("sp"),
                    Role::Pointer { var: v },
                    DType::I32,
                    1,
                    Extent::PerMember,
                ));
            }
        }
    }
    let mut abi = Abi {
        buffers,
        max_stack_depth,
        entry: program.entry,
        halt: program.halt(),
        inputs: Vec::new(),
        outputs: Vec::new(),
        status,
        scratch_bytes: scratch_bytes(program),
    };
    abi.inputs = program.inputs.iter().filter_map(|v| abi.value_buffer(*v)).collect();
    abi.outputs = program.outputs.iter().filter_map(|v| abi.value_buffer(*v)).collect();
    abi
}

/// One buffer per tensor temporary, and at most one staging buffer per
/// distinct (dtype, size) of the other tensor variables (`state`).
fn scratch_bytes(program: &Program) -> usize {
    let bytes = |ty: &autobatch_runtime::Type| ty.num_elements() * ty.dtype.size_bytes();
    let tensors = program.vars.iter().filter(|v| !v.decl.ty.is_scalar());
    let (temps, others): (Vec<_>, Vec<_>) = tensors.partition(|v| v.class == AllocClass::Temporary);
    let mut staged: Vec<(DType, usize)> = others
        .iter()
        .map(|v| (v.decl.ty.dtype, v.decl.ty.num_elements()))
        .collect();
    staged.sort();
    staged.dedup();
    temps.iter().map(|v| bytes(&v.decl.ty)).sum::<usize>()
        + staged.iter().map(|(d, n)| d.size_bytes() * n).sum::<usize>()
}

fn buffer(name: &str, role: Role, dtype: DType, elements: usize, extent: Extent) -> Buffer {
    Buffer {
        name: name.to_string(),
        role,
        dtype,
        elements,
        extent,
    }
}

//! Building the calling convention of an emitted program from IR-P. The
//! types (`Abi`, `Buffer`, `Role`, `Extent`) and the layout they describe
//! live in the runtime crate (`autobatch_runtime::abi`), which reads them
//! from a bundle's manifest without linking the compiler; they are
//! re-exported here so the emitter names them as its own.

pub use autobatch_runtime::abi::{Abi, Buffer, Extent, MemberLayout, Role};

use crate::analysis::stack_groups;
use crate::ir::p::{AllocClass, Program};
use autobatch_runtime::DType;

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
        Role::Derived { var } => format!("%v{var}_derived"),
        Role::BlockStats => "%stats".into(),
    }
}

/// The ABI of `program` for stacks `max_stack_depth` deep, with tensors
/// laid out as `member_layout` says. Inputs or outputs that are
/// temporaries (which a verified program from our lowering never has) get
/// no buffer and are reported by the emitters.
/// `tile_bytes`: the scratch the CPU frame's shared products need for
/// their tiles (`cpu::product`), counted into every frame's scratch.
pub(super) fn build(program: &Program, max_stack_depth: usize, member_layout: MemberLayout, tile_bytes: usize) -> Abi {
    let mut buffers = vec![buffer("pc", Role::Pc, DType::I32, 1, Extent::PerMember)];
    if program.pc_stack {
        buffers.push(buffer("pc.stack", Role::PcStack, DType::I32, 1, Extent::Stacked));
        buffers.push(buffer("pc.sp", Role::PcPointer, DType::I32, 1, Extent::PerMember));
    }
    let leaders = stack_groups::leaders(program);
    let status = buffers.len();
    buffers.push(buffer("status", Role::Status, DType::I32, 1, Extent::PerMember));
    buffers.push(buffer(
        "block.stats",
        Role::BlockStats,
        DType::I64,
        3 * program.blocks.len(),
        Extent::Shared,
    ));
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
            AllocClass::Derived => {
                buffers.push(buffer(
                    &label("derived"),
                    Role::Derived { var: v },
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
                // One pointer per stack-pointer group, its leader's.
                if leaders[v] == v {
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
    }
    let mut abi = Abi {
        buffers,
        max_stack_depth,
        entry: program.entry,
        halt: program.halt(),
        inputs: Vec::new(),
        outputs: Vec::new(),
        status,
        scratch_bytes: scratch_bytes(program) + tile_bytes,
        member_layout,
        blocks: program.blocks.iter().map(|b| b.label.clone()).collect(),
        prologue: !program.prologue.is_empty(),
    };
    abi.inputs = program.inputs.iter().filter_map(|v| abi.value_buffer(*v)).collect();
    abi.outputs = program.outputs.iter().filter_map(|v| abi.value_buffer(*v)).collect();
    abi
}

/// One buffer per tensor temporary, and at most one staging buffer per
/// distinct (dtype, size) of the other tensor variables (`emitter`).
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

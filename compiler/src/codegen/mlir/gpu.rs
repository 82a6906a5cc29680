//! The GPU emitter: IR-P to a `gpu.module` whose kernel runs the whole
//! batched program-counter loop, one member per thread. One launch runs
//! the program to the end; the host never steps the loop.
//!
//! ```text
//! gpu.module @kernels {
//!   gpu.func @<name>_kernel(%state: memref<?xi8>, %layout: memref<?xindex>,
//!                           %steps_out: memref<?xi64>)
//!       workgroup(%red: memref<2Wxi32, workgroup>) kernel {
//!     <views of %state as the ABI's buffers, as the CPU's packed entry>
//!     %b = block_id * block_dim + thread_id           // this thread's member
//!     %mine = b < Z ? pc[b] : halt
//!     %next = min over the CTA of %mine               // warps, then %red
//!     scf.while (%next < halt) {
//!       scf.index_switch %next                        // the same in every thread
//!         case k { scf.if %mine == k { block k on member %b } }
//!       %mine = %mine == %next ? pc[b] : %mine        // only movers reload
//!       %next = min over the CTA of %mine
//!     }
//!     steps_out[block_id] = <steps>                   // thread 0
//!   }
//!   <our transcendental functions, private>
//! }
//! ```
//!
//! Every thread of a CTA runs the loop, members past the batch's end as
//! well (their `%mine` is `halt`, so no case is theirs), because the
//! minimum needs every thread at its barrier; `%next` is the same in all
//! threads, so the switch and the loop condition are uniform and no
//! barrier sits in divergent code. The minimum is taken within each warp
//! by shuffles, then across the CTA's `W` warps through `%red` between
//! one barrier: the reductions alternate between the two halves of
//! `%red`, so a reduction's writes never overtake the previous one's
//! reads (a thread writing half `h` again has passed the barrier of the
//! reduction in between, which every thread reached after reading `h`).
//!
//! The state is the CPU's packed byte buffer with the CPU's layout
//! (`Abi::layout`), so the runtime allocates it identically; per-member
//! tensors are normally interleaved (`MemberLayout::Interleaved`), so that
//! consecutive members, in consecutive threads, sit at consecutive
//! addresses. A memref argument becomes five kernel parameters in the
//! NVVM calling convention: see `KERNEL_PARAMS`.

use super::dispatch::Switch;
use super::emitter::Emitter;
use super::{abi, check, prologue_name, state_views, Abi, EmitError, EmitOptions, Frame};
use crate::ir::p::{AllocClass, Program, Var};
use crate::ir::VarId;
use crate::mlir::builder::Body;
use std::borrow::Cow;

/// Threads per CTA. The reduction is unrolled for it (it reads one slot
/// per warp of this many threads), so the runtime must launch exactly
/// this many (the manifest's `cuda.block_size`); the kernel declares it
/// (`known_block_size`, PTX `.maxntid`), which also lets LLVM and ptxas
/// budget registers for it.
pub const GPU_BLOCK_SIZE: usize = 256;

const WARP: usize = 32;
const WARPS: usize = GPU_BLOCK_SIZE / WARP;

/// The NVPTX data layout (LLVM's for `nvptx64-nvidia-cuda`), set on the
/// `gpu.module` before lowering: without it LLVM assumes 4-byte alignment
/// for `i64` and splits every 64-bit load in two.
pub const NVPTX_DATA_LAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

/// The kernel's parameters in PTX, in order: each of its three memref
/// arguments (`%state`, `%layout`, `%steps_out`) expands to (allocated
/// pointer, aligned pointer, offset, size, stride), as
/// `convert-gpu-to-nvvm` lowers a `memref<?xT>`. The runtime owns the
/// list, since it is the one passing them.
pub use autobatch_runtime::abi::CUDA_KERNEL_PARAMS as KERNEL_PARAMS;

/// The program as the kernel runs it: every tensor temporary moved into
/// the state as a per-member register. On the CPU a temporary is one
/// scratch buffer that a chunk's members share, one after another; a GPU
/// thread would need its own copy in local memory, which the driver
/// reserves for every resident thread whatever the batch (44,888 bytes a
/// thread for the slice NUTS on examples/models/logreg.py's `f32[10000]` temporaries), and
/// which CUDA caps at 512 KiB. In the state, interleaved, consecutive
/// threads' elements sit at consecutive addresses, so the accesses are
/// coalesced, and the size is the batch's, allocated once. Scalars stay
/// in registers, and tensors of at most `LOCAL_TENSOR_BYTES` in local
/// memory: each tensor in the state keeps a base address live, and
/// moving every small one raised grad_tensors' spills from under 2 KB to
/// 8.6 KB a thread.
pub fn in_global_memory(program: &Program) -> Cow<'_, Program> {
    let moves = |v: &Var| {
        let ty = &v.decl.ty;
        v.class == AllocClass::Temporary
            && !ty.is_scalar()
            && ty.num_elements() * ty.dtype.size_bytes() > LOCAL_TENSOR_BYTES
    };
    if !program.vars.iter().any(moves) {
        return Cow::Borrowed(program);
    }
    let mut owned = program.clone();
    for var in owned.vars.iter_mut().filter(|v| moves(v)) {
        var.class = AllocClass::Register;
    }
    Cow::Owned(owned)
}

/// The largest tensor temporary a GPU thread keeps in local memory
/// (`in_global_memory`): 32 f64, 64 f32.
pub const LOCAL_TENSOR_BYTES: usize = 256;

/// CUDA's limit on a thread's local memory (`cudaLimitStackSize` and
/// ptxas both refuse more).
pub const CUDA_LOCAL_MEMORY_LIMIT: usize = 512 * 1024;

/// Refuses a kernel whose scratch buffers (the staging buffers of results
/// that cannot be written in place; tensor temporaries are in the state,
/// `in_global_memory`) exceed `CUDA_LOCAL_MEMORY_LIMIT` a thread, naming
/// the largest. Spills come on top (tests/conformance/ptxas.rs holds
/// ptxas's figure, buffers and spills, to a budget far below the limit).
fn check_local_memory(program: &Program, scratch: &[(VarId, usize)]) -> Result<(), EmitError> {
    let total: usize = scratch.iter().map(|s| s.1).sum();
    match scratch.iter().max_by_key(|s| s.1) {
        Some(&(var, bytes)) if total > CUDA_LOCAL_MEMORY_LIMIT => Err(EmitError::LocalMemory {
            var: program.vars[var].decl.name.clone(),
            ty: program.vars[var].decl.ty.to_string(),
            bytes,
            total,
            limit: CUDA_LOCAL_MEMORY_LIMIT,
        }),
        _ => Ok(()),
    }
}

/// The emitter after emitting every block's case for the kernel.
fn cases<'p>(program: &'p Program, abi: &Abi, options: &EmitOptions) -> Result<Emitter<'p>, EmitError> {
    let mut e = Emitter::new(program, abi, options.max_stack_depth, Frame::Gpu);
    for (id, block) in program.blocks.iter().enumerate() {
        e.case(id, block)?;
    }
    Ok(e)
}

/// The bytes of local memory a thread of the kernel needs for its scratch
/// buffers, as the compiler counts them (`check_local_memory`); ptxas's
/// stack frame adds spills (tests/conformance/ptxas.rs compares the two).
pub fn kernel_scratch_bytes(program: &Program, options: &EmitOptions) -> Result<usize, EmitError> {
    let program = &*in_global_memory(program);
    let e = cases(program, &abi(program, options), options)?;
    Ok(e.scratch_bytes.iter().map(|s| s.1).sum())
}

/// The kernel's symbol for a program emitted as `name`.
pub fn kernel_name(name: &str) -> String {
    format!("{name}_kernel")
}

const RED: &str = "%red";

fn red_type() -> String {
    format!("memref<{}xi32, #gpu.address_space<workgroup>>", 2 * WARPS)
}

/// The batched program as a GPU module (module doc): a `gpu.module
/// @kernels` holding the kernel `@<name>_kernel` and the library
/// functions it calls, in a module marked `gpu.container_module`.
pub fn emit_gpu(program: &Program, name: &str, options: &EmitOptions) -> Result<String, EmitError> {
    check(program, name, options)?;
    // Idempotent: callers that build the ABI pass the moved program too.
    let program = &*in_global_memory(program);
    let abi = abi(program, options);
    let mut e = cases(program, &abi, options)?;
    check_local_memory(program, &e.scratch_bytes)?;
    let cases = std::mem::replace(&mut e.body, Body::new(0)).finish();
    let prologue = prologue_kernel(&mut e, program, &abi, name)?;
    // The frame's names are `%k<n>`, so they never meet the cases' `%<n>`.
    let mut k = Body::with_prefix(3, "k");
    // The views take the names the cases use for the buffers.
    state_views(&mut k, &abi);
    k.line("%c0 = arith.constant 0 : index");
    k.line("%z = memref.dim %pc, %c0 : memref<?xi32>");
    k.line(&format!("%halt = arith.constant {} : i32", program.halt()));
    k.line("%tid = gpu.thread_id x");
    k.line("%cta = gpu.block_id x");
    k.line("%width = gpu.block_dim x");
    k.line("%first_member = arith.muli %cta, %width : index");
    k.line("%b = arith.addi %first_member, %tid : index");
    k.line("%live = arith.cmpi ult, %b, %z : index");
    for alloca in &e.allocas {
        k.line(alloca);
    }
    let mine0 = own_pc(&mut k);
    let zero_parity = k.index(0);
    let first = cta_min(&mut k, &mine0, &zero_parity);
    k.line("%steps0 = arith.constant 0 : i64");
    k.open(&format!(
        "%loop:3 = scf.while (%steps = %steps0, %next = {first}, %now = {mine0}) : (i64, i32, i32) -> (i64, i32, i32) {{"
    ));
    k.line("%go = arith.cmpi slt, %next, %halt : i32");
    k.line("scf.condition(%go) %steps, %next, %now : i64, i32, i32");
    k.reopen("} do {");
    k.line("^bb0(%done: i64, %block: i32, %mine: i32):");
    k.line("%which = arith.index_cast %block : i32 to index");
    let switch = Switch {
        index: "%which",
        result: None,
        default: "scf.yield",
        tag: "blocks",
    };
    k.raw(&switch.render(2 * k.depth(), &indent(&cases, k.depth() - 3)));
    count_step(&mut k);
    let after = pc_after_step(&mut k);
    // Reduction `done + 1` (the one before the loop was number 0).
    let one = k.int(1, "i64");
    let count = k.bin("addi", "%done", &one, "i64");
    let parity = k.bin("andi", &count, &one, "i64");
    let parity = k.cast_index(&parity, "i64");
    let low = cta_min(&mut k, &after, &parity);
    k.line(&format!("scf.yield {count}, {low}, {after} : i64, i32, i32"));
    k.close("}");
    let lead = k.cmpi("eq", "%tid", "%c0", "index");
    k.open(&format!("scf.if {lead} {{"));
    k.store("%loop#0", "%steps_out", "%cta", "memref<?xi64>");
    k.close("}");
    k.line("gpu.return");
    let body = k.finish();
    let lib = e.lib.definitions();
    let kernel = kernel_name(name);
    Ok(format!(
        r#"module attributes {{gpu.container_module}} {{
  gpu.module @kernels attributes {{llvm.data_layout = "{NVPTX_DATA_LAYOUT}"}} {{
    gpu.func @{kernel}(%state: memref<?xi8>, %layout: memref<?xindex>, %steps_out: memref<?xi64>)
        workgroup({RED}: {red}) kernel attributes {{known_block_size = array<i32: {GPU_BLOCK_SIZE}, 1, 1>}} {{
{body}    }}
{prologue}{lib}  }}
}}
"#,
        red = red_type(),
    ))
}

/// The program's prologue (`Program::prologue`) as a kernel of its own,
/// `@<name>_prologue`, which the runtime launches with one thread before
/// the main kernel (the manifest's `cuda.prologue`), on the same stream:
/// the derived buffers are written once, before any member reads them.
/// Empty when the program has no prologue.
fn prologue_kernel(e: &mut Emitter, program: &Program, abi: &Abi, name: &str) -> Result<String, EmitError> {
    let Some(prologue) = e.prologue(3)? else {
        return Ok(String::new());
    };
    check_local_memory(program, &prologue.scratch)?;
    let mut k = Body::with_prefix(3, "q");
    state_views(&mut k, abi);
    k.raw(&prologue.text);
    k.line("gpu.return");
    Ok(format!(
        "    gpu.func @{}(%state: memref<?xi8>, %layout: memref<?xindex>, %steps_out: memref<?xi64>) kernel attributes {{known_block_size = array<i32: 1, 1, 1>}} {{\n{}    }}\n",
        prologue_name(name),
        k.finish()
    ))
}

/// Adds this step to the `BlockStats` counters of `%block`: the CTA's
/// first thread counts the step and the CTA's threads, each thread that
/// ran the block counts itself.
fn count_step(k: &mut Body) {
    let block = k.cast_index("%block", "i32");
    let three = k.index(3);
    let base = k.mul_index(&block, &three);
    let counter = |k: &mut Body, slot: usize, value: &str| {
        let offset = k.index(slot);
        let at = k.add_index(&base, &offset);
        k.assign(&format!(
            "memref.atomic_rmw addi {value}, %stats[{at}] : (i64, memref<?xi64>) -> i64"
        ));
    };
    let one = k.int(1, "i64");
    let lead = k.cmpi("eq", "%tid", "%c0", "index");
    k.open(&format!("scf.if {lead} {{"));
    let width = k.cast("index_cast", "%width", "index", "i64");
    counter(k, 0, &one);
    counter(k, 1, &width);
    k.close("}");
    let ran = k.cmpi("eq", "%mine", "%block", "i32");
    k.open(&format!("scf.if {ran} {{"));
    counter(k, 2, &one);
    k.close("}");
}

/// This thread's program counter, or `halt` past the end of the batch.
fn own_pc(k: &mut Body) -> String {
    let r = k.fresh();
    k.open(&format!("{r} = scf.if %live -> (i32) {{"));
    let p = k.load("%pc", "%b", "memref<?xi32>");
    k.line(&format!("scf.yield {p} : i32"));
    k.reopen("} else {");
    k.line("scf.yield %halt : i32");
    k.close("}");
    r
}

/// This thread's program counter after a step: a member that was not at
/// `%block` did not move (nor did a thread past the batch, whose `%mine`
/// is `halt`), so only the members that ran read their counter back.
fn pc_after_step(k: &mut Body) -> String {
    let ran = k.cmpi("eq", "%mine", "%block", "i32");
    let r = k.fresh();
    k.open(&format!("{r} = scf.if {ran} -> (i32) {{"));
    let p = k.load("%pc", "%b", "memref<?xi32>");
    k.line(&format!("scf.yield {p} : i32"));
    k.reopen("} else {");
    k.line("scf.yield %mine : i32");
    k.close("}");
    r
}

/// The minimum of `value` over the CTA, the same in every thread; uses
/// half `parity` (an index, 0 or 1) of `%red` (module doc).
fn cta_min(k: &mut Body, value: &str, parity: &str) -> String {
    let width = k.int(WARP as i64, "i32");
    let mut v = value.to_string();
    let mut offset = WARP / 2;
    while offset > 0 {
        let o = k.int(offset as i64, "i32");
        let shuffled = k.fresh();
        k.line(&format!("{shuffled}:2 = gpu.shuffle xor {v}, {o}, {width} : i32"));
        v = k.bin("minsi", &v, &format!("{shuffled}#0"), "i32");
        offset /= 2;
    }
    let warp_size = k.index(WARP);
    let lane = k.bin("remui", "%tid", &warp_size, "index");
    let warp = k.bin("divui", "%tid", &warp_size, "index");
    let half = k.index(WARPS);
    let base = k.mul_index(parity, &half);
    let slot = k.add_index(&base, &warp);
    let zero = k.index(0);
    let first_lane = k.cmpi("eq", &lane, &zero, "index");
    k.open(&format!("scf.if {first_lane} {{"));
    k.store(&v, RED, &slot, &red_type());
    k.close("}");
    k.line("gpu.barrier");
    let mut low: Option<String> = None;
    for w in 0..WARPS {
        let i = k.index(w);
        let at = k.add_index(&base, &i);
        let x = k.load(RED, &at, &red_type());
        low = Some(match low {
            Some(l) => k.bin("minsi", &l, &x, "i32"),
            None => x,
        });
    }
    low.unwrap_or(v)
}

/// `text` with every line `levels` levels deeper (two spaces a level).
fn indent(text: &str, levels: usize) -> String {
    let pad = "  ".repeat(levels);
    text.lines().map(|l| format!("{pad}{l}\n")).collect()
}

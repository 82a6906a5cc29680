//! The MLIR emitters: IR-P to the batched program-counter loop (paper
//! Algorithm 2). On the CPU (`emit_cpu`, below) one function runs the
//! loop over members `[lo, hi)`; on the GPU (`emit_gpu`, see `gpu`) a
//! kernel runs it with one member per thread. Both share the state
//! (`emitter`), the blocks (`block`) and the primitives (`prim::mlir`), on
//! the MLIR text kit (`crate::mlir`).
//!
//! ```text
//! func.func @<name>_entry(%state: memref<?xi8>, %layout: memref<?xindex>,
//!                         %lo: index, %hi: index) -> i64 {
//!   %pc, ... = views of %state, one per buffer (see `Abi`)
//!   %first = min over b in [lo, hi) of pc[b]           // halt = #blocks
//!   scf.while (%next = %first) {
//!     scf.condition(%next < halt)
//!   } do {
//!     %after = scf.index_switch %next
//!       case k { scf.for %b = lo to hi {
//!                  scf.if pc[b] == k { block k on member b }
//!                  min= pc[b] } }                       // the next block
//!   }
//!   return <number of steps>
//! }
//! ```
//!
//! The minimum for the next step is taken in the same pass over the
//! members as the step itself (their program counters are being read
//! anyway), which saves a second pass per step.
//!
//! Only `func`, `scf`, `arith`, `memref` and `math.sqrt` appear (on the
//! CPU; the GPU adds `gpu` and calls the sqrt intrinsic by name): the
//! transcendental functions are our own (`crate::mlir::libm`), emitted once per module
//! as private functions. Calls split across threads by member range work
//! on disjoint state, because every buffer is indexed by member.
//!
//! Layout and initial state of the buffers: [`Abi`]. A bool is `i1` in
//! SSA form and one byte in memory. Scalar temporaries are SSA values;
//! tensor temporaries use one scratch buffer each (`emitter`).

mod abi;
mod block;
mod cpu;
use cpu::outline;
mod dispatch;
mod emitter;
mod gpu;
mod loop_fusion;
mod so;

#[cfg(test)]
mod tests;

pub use abi::{Abi, Buffer, Extent, MemberLayout, Role};
pub use cpu::schedule::{heavy_blocks, report as schedule_report, Schedule};
pub use gpu::{
    emit_gpu, in_global_memory, kernel_name, kernel_scratch_bytes, GPU_BLOCK_SIZE, KERNEL_PARAMS, NVPTX_DATA_LAYOUT,
};
pub use so::{compile_shared_object, SharedObjectError};

use crate::codegen::machine::Arch;
use crate::ir::p::{AllocClass, Program};
use crate::ir::VerifyError;
use crate::mlir::builder;
pub(crate) use crate::mlir::Frame;
use emitter::Emitter;
use std::collections::BTreeSet;

#[derive(Clone, Debug)]
pub struct EmitOptions {
    /// Depth of every stack (the program counter's and the variables'):
    /// a push beyond it halts the member with `stack_overflow`.
    pub max_stack_depth: usize,
    /// Where each member's tensor elements lie: `Contiguous` suits the
    /// CPU (a member's values share cache lines), `Interleaved` the GPU
    /// (a warp's loads coalesce). Either works on either target.
    pub member_layout: MemberLayout,
    /// Shared products (`product`, CPU) add each term with a fused
    /// multiply-add, rounding once instead of twice: faster, but no longer
    /// the bits of `matmul`'s definition (CPython, the executors).
    pub fma: bool,
    /// Which members run a block together on the CPU (`schedule`); the GPU
    /// kernel runs the earliest-block schedule.
    pub schedule: Schedule,
    /// The CPU function's architecture (its module's triple and data
    /// layout).
    pub arch: Arch,
}

impl EmitOptions {
    /// Stacks `max_stack_depth` deep, tensors contiguous (the CPU's),
    /// exact products.
    pub fn new(max_stack_depth: usize) -> EmitOptions {
        EmitOptions {
            max_stack_depth,
            member_layout: MemberLayout::Contiguous,
            fma: false,
            schedule: Schedule::default(),
            arch: Arch::host(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum EmitError {
    #[error("the program does not verify: {0}")]
    Invalid(#[from] VerifyError),
    #[error("`{0}` is an entry input or output but has no storage (a temporary)")]
    BoundaryTemporary(String),
    #[error("{0} blocks do not fit a 32-bit program counter")]
    TooManyBlocks(usize),
    #[error("stack depth {0} does not fit 32-bit stack pointers")]
    DepthTooLarge(usize),
    #[error("`{0}` is not a valid symbol name (letters, digits and `_`, not starting with a digit)")]
    BadName(String),
    #[error(
        "the GPU kernel needs {total} bytes of local memory per thread, beyond CUDA's {limit}: `{var}` ({ty}) alone takes {bytes}; split the computation into smaller tensors, or run it with --backend cpu"
    )]
    LocalMemory {
        var: String,
        ty: String,
        bytes: usize,
        total: usize,
        limit: usize,
    },
    #[error("internal emitter error: {0}")]
    Internal(String),
}

impl From<crate::mlir::InternalError> for EmitError {
    fn from(e: crate::mlir::InternalError) -> EmitError {
        EmitError::Internal(e.0)
    }
}

/// The buffers the emitted function takes, in order.
pub fn abi(program: &Program, options: &EmitOptions) -> Abi {
    let tiles = cpu::product::tile_bytes(program);
    abi::build(program, options.max_stack_depth, options.member_layout, tiles)
}

/// The batched program as MLIR text: a module (with the x86-64 triple and
/// data layout) holding `@<name>_entry`, with a C interface
/// `_mlir_ciface_<name>_entry`, and the library functions it calls.
pub fn emit_cpu(program: &Program, name: &str, options: &EmitOptions) -> Result<String, EmitError> {
    check(program, name, options)?;
    let abi = abi(program, options);
    let mut e = Emitter::new(program, &abi, options.max_stack_depth, Frame::Cpu);
    e.fma = options.fma;
    e.outlined = outline::wanted(program, &abi);
    let (body, functions) = match options.schedule {
        Schedule::Earliest => {
            for (id, block) in program.blocks.iter().enumerate() {
                e.case(id, block)?;
            }
            let cases = std::mem::replace(&mut e.body, builder::Body::new(0)).finish();
            let wide = cpu::schedule::wide_blocks(program);
            let how = cpu::outline::How {
                wide: &wide,
                thread: None,
                next: &[],
            };
            let ([cases], functions) = e.outline_cases([cases], [how], &abi, "", name)?;
            (earliest_loop(&cases), functions)
        }
        Schedule::SyncHeavy => e.sync_heavy_loop(&abi, name)?,
    };
    let prologue = prologue_function(&mut e, &abi, name)?;
    let constants = entry_constants(program);
    let allocas = e.entry_allocas();
    let views = buffer_views(&abi, &[&constants, &allocas, &body]);
    let lib = e.lib.definitions();
    let description = abi_description(&abi, name);
    let (triple, data_layout) = (options.arch.triple(), options.arch.data_layout());
    Ok(format!(
        r#"module attributes {{llvm.target_triple = "{triple}", llvm.data_layout = "{data_layout}"}} {{
  func.func @{name}_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {{llvm.emit_c_interface, passthrough = [{WIDE}]}} {{
{views}{constants}{allocas}{body}  }}
{prologue}{functions}{description}
{lib}}}
"#
    ))
}

/// `@<name>_prologue(%state, %layout)`, the program's prologue
/// (`Program::prologue`, `Abi::prologue_symbol`), which the runtime calls
/// once on each state before the entry; empty when there is none. Its
/// own function, not the entry's first lines: the entry runs once per
/// chunk of members, and calls over disjoint chunks may run at once on
/// one state, which the prologue's writes would race.
fn prologue_function(e: &mut Emitter, abi: &Abi, name: &str) -> Result<String, EmitError> {
    let Some(prologue) = e.prologue(2)? else {
        return Ok(String::new());
    };
    let views = buffer_views(abi, &[&prologue.text]);
    Ok(format!(
        "  func.func @{}(%state: memref<?xi8>, %layout: memref<?xindex>) attributes {{llvm.emit_c_interface}} {{\n{views}{}    return\n  }}\n",
        prologue_name(name),
        prologue.text
    ))
}

/// The prologue's symbol (a CPU function, a GPU kernel) for a program
/// emitted as `name`; the runtime calls the CPU one through its C
/// interface (`Abi::prologue_symbol`).
pub fn prologue_name(name: &str) -> String {
    format!("{name}_prologue")
}

/// The paper's loop (module doc) around the blocks' `cases`.
fn earliest_loop(cases: &str) -> String {
    let switch = dispatch::Switch {
        index: "%which",
        result: Some(("%after", "i32")),
        default: "scf.yield %halt : i32",
        tag: "steps",
    }
    .render(6, cases);
    format!(
        r#"    %first = scf.for %b = %lo to %hi step %c1 iter_args(%low = %halt) -> (i32) {{
      %p = memref.load %pc[%b] : memref<?xi32>
      %low2 = arith.minsi %low, %p : i32
      scf.yield %low2 : i32
    }}
    %loop:2 = scf.while (%steps = %steps0, %next = %first) : (i64, i32) -> (i64, i32) {{
      %go = arith.cmpi slt, %next, %halt : i32
      scf.condition(%go) %steps, %next : i64, i32
    }} do {{
    ^bb0(%done: i64, %block: i32):
      %which = arith.index_cast %block : i32 to index
{switch}      %one = arith.constant 1 : i64
      %more = arith.addi %done, %one : i64
      scf.yield %more, %after : i64, i32
    }}
    return %loop#0 : i64
"#
    )
}

/// The function attribute that has LLVM vectorize a function's loops at
/// full width: LLVM vectorizes 256 bits wide on CPUs whose 512-bit units
/// cost clock speed, and the loops of the entry (with its blocks
/// threaded) and of outlined heavy blocks are long and arithmetic-bound
/// (the elementwise math of a model over its data set, the shared
/// products), where full width wins (the logistic regression's sampler:
/// 1.16e4 gradients/s against 9.3e3 at 256 bits). Outlined cheap blocks
/// go without it: their loops are a member's few values, and wide
/// vectors tripled LLVM's instruction selection there (the Gaussian's
/// sampler: 5.5 s against 1.9 s in `llc`).
pub(crate) const WIDE: &str = "[\"prefer-vector-width\", \"512\"]";

/// The entry's constants, which the blocks' code uses by name.
fn entry_constants(program: &Program) -> String {
    let halt = program.halt();
    format!(
        "    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    %z = memref.dim %pc, %c0 : memref<?xi32>\n    %halt = arith.constant {halt} : i32\n    %steps0 = arith.constant 0 : i64\n"
    )
}

/// The lines of the entry's allocas.
fn allocas_text(allocas: &[String]) -> String {
    allocas.iter().map(|a| format!("    {a}\n")).collect()
}

/// The entry's views of `%state` as the ABI's buffers that `uses` (its
/// text) mention (`state_views`), so the runtime has one C signature for
/// every program.
///
/// The loop runs in the entry itself: a function taking the buffers as
/// arguments (five values each once lowered) made MLIR's and LLVM's
/// passes quadratic in the number of buffers: LLVM's called-value
/// propagation merges every argument at the call each time one changes,
/// and MLIR's function lowering inserts them one by one; a function
/// returning a tuple of 2,000 values took 17.7 s to compile. LLVM knew
/// those arguments did not alias (`llvm.noalias`), which views of one
/// buffer cannot say; without it, fib, the Gaussian and the logistic
/// regression NUTS benchmarks ran at the same speed within noise.
fn buffer_views(abi: &Abi, uses: &[&str]) -> String {
    let mentioned: BTreeSet<&str> = uses.iter().flat_map(|t| outline::names(t)).collect();
    (0..abi.buffers.len())
        .filter(|&i| mentioned.contains(abi::arg_name(&abi.buffers[i].role).as_str()))
        .map(|i| outline::view_def(abi, i, &format!("lay{i}"), "    "))
        .collect()
}

/// `<name>_abi()`: the code's own description of its calling convention,
/// the ABI as JSON (NUL-terminated), which the runtime compares with the
/// manifest before it allocates or calls anything (`Abi::description_symbol`).
fn abi_description(abi: &Abi, name: &str) -> String {
    let json = serde_json::to_string(abi).unwrap_or_default();
    // MLIR string literals take any byte as a `\XX` hex escape.
    let escaped: String = json
        .bytes()
        .map(|b| match b {
            b'"' | b'\\' => format!("\\{b:02X}"),
            b' '..=b'~' => (b as char).to_string(),
            _ => format!("\\{b:02X}"),
        })
        .collect();
    let len = json.len() + 1;
    format!(
        "  llvm.mlir.global internal constant @{name}_abi_text(\"{escaped}\\00\") {{addr_space = 0 : i32}} : !llvm.array<{len} x i8>\n  \
         llvm.func @{name}_abi() -> !llvm.ptr {{\n    \
         %0 = llvm.mlir.addressof @{name}_abi_text : !llvm.ptr\n    \
         llvm.return %0 : !llvm.ptr\n  }}"
    )
}

/// Views of `%state` as the ABI's buffers, one `memref<?xT>` each, named
/// as the blocks refer to them (`abi::arg_name`: `%pc`, `%v3_top`, ...),
/// from the layout in `%layout` (`Abi::layout`).
pub(crate) fn state_views(b: &mut builder::Body, abi: &Abi) {
    for i in 0..abi.buffers.len() {
        b.raw(&outline::view_def(abi, i, &format!("lay{i}"), &"  ".repeat(b.depth())));
    }
}

/// What the emitter relies on, checked up front so that it can index
/// without panicking.
pub(crate) fn check(program: &Program, name: &str, options: &EmitOptions) -> Result<(), EmitError> {
    crate::ir::p::verify(program)?;
    let mut chars = name.chars();
    let valid_start = chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !valid_start || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(EmitError::BadName(name.to_string()));
    }
    if i32::try_from(program.halt()).is_err() {
        return Err(EmitError::TooManyBlocks(program.halt()));
    }
    if i32::try_from(options.max_stack_depth).is_err() {
        return Err(EmitError::DepthTooLarge(options.max_stack_depth));
    }
    for v in program.inputs.iter().chain(&program.outputs) {
        let var = &program.vars[*v];
        if var.class == AllocClass::Temporary {
            return Err(EmitError::BoundaryTemporary(var.decl.name.clone()));
        }
    }
    Ok(())
}

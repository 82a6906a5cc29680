//! From MLIR text to native code: the MLIR pass pipeline, translation to
//! LLVM IR, LLVM's O3 pipeline (through inkwell) and an ELF object file for
//! the `Machine` asked for (x86-64 or aarch64).
//!
//! Each stage returns a `CodegenError` naming the stage that failed, so a
//! bug in the emitter surfaces as "verification failed: ..." rather than as
//! a crash inside LLVM.

use crate::codegen::machine::Machine;
use crate::timing::{self, Stage};
use inkwell::module::Module as LlvmModule;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::FileType;
use melior::dialect::DialectRegistry;
use melior::ir::operation::OperationLike;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::{
    parse_pass_pipeline, register_all_dialects, register_all_llvm_translations, register_all_passes,
};
use melior::Context;

/// The lowering of our MLIR (scf, arith, memref, func, index, and
/// `math.sqrt`, which `convert-math-to-llvm` turns into the `llvm.sqrt`
/// intrinsic, no library call) to the LLVM dialect. Verified on MLIR 22
/// (the version `melior` 0.27 binds). `mem2reg` runs once the control flow is plain
/// blocks: it turns the loop's `memref<1xT>` locals (a member's scalars,
/// the per-block run counters) into SSA values before they become LLVM
/// allocas behind memref descriptors, where LLVM's early SROA cannot see
/// through the descriptors and its later block merging turns the counters'
/// increments into stores through a phi of pointers (fib: 0.16 s against
/// 0.14 s at 100,000 members).
pub const CPU_PIPELINE: &str = "builtin.module(canonicalize,cse,convert-scf-to-cf,func.func(mem2reg),\
expand-strided-metadata,convert-vector-to-llvm,finalize-memref-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,\
convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,\
reconcile-unrealized-casts)";

#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    #[error("MLIR does not parse")]
    Parse,
    #[error("MLIR does not verify")]
    Verify,
    #[error("MLIR pass pipeline failed: {0}")]
    Pipeline(String),
    #[error("translation to LLVM IR failed")]
    Translate,
    #[error("LLVM failed: {0}")]
    Llvm(String),
    #[error("`{0}` is not a GPU architecture LLVM's NVPTX back end targets (sm_50 to sm_121, e.g. sm_90)")]
    GpuArch(String),
    #[error("no PTX came out of the GPU pipeline: {0}")]
    NoPtx(String),
    #[error("the PTX calls `{0}`, a libdevice function, which is not available")]
    Libdevice(String),
}

/// A context with every dialect, pass and LLVM translation registered.
pub fn mlir_context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    // Global registries, which units compiled on several threads at once
    // (`codegen::objects`) must not fill concurrently.
    static PASSES: std::sync::Once = std::sync::Once::new();
    PASSES.call_once(register_all_passes);
    register_all_llvm_translations(&context);
    context
}

/// Parses and verifies MLIR text.
pub fn parse_and_verify<'c>(context: &'c Context, text: &str) -> Result<Module<'c>, CodegenError> {
    let module = Module::parse(context, text).ok_or(CodegenError::Parse)?;
    if !module.as_operation().verify() {
        return Err(CodegenError::Verify);
    }
    Ok(module)
}

/// Runs a textual pass pipeline over the module in place.
pub fn run_pipeline(context: &Context, module: &mut Module, pipeline: &str) -> Result<(), CodegenError> {
    let pm = PassManager::new(context);
    parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline).map_err(|e| CodegenError::Pipeline(e.to_string()))?;
    pm.run(module).map_err(|e| CodegenError::Pipeline(e.to_string()))
}

/// MLIR text (scf/arith/memref/func) to an optimized ELF object for this
/// machine (`Machine::default`).
pub fn mlir_to_host_object(text: &str) -> Result<Vec<u8>, CodegenError> {
    mlir_to_object(text, &Machine::default())
}

/// MLIR text (scf/arith/memref/func), emitted for `machine.arch`, to an
/// optimized ELF object for `machine`.
pub fn mlir_to_object(text: &str, machine: &Machine) -> Result<Vec<u8>, CodegenError> {
    mlir_to_object_in(&mlir_context(), text, machine)
}

/// `mlir_to_object` in `context`, which a thread compiling several
/// modules creates once (its dialects' registration is a good part of a
/// small module's compile).
pub fn mlir_to_object_in(context: &Context, text: &str, machine: &Machine) -> Result<Vec<u8>, CodegenError> {
    let module = timing::time(Stage::Mlir, || -> Result<Module, CodegenError> {
        let mut module = parse_and_verify(context, text)?;
        run_pipeline(context, &mut module, CPU_PIPELINE)?;
        Ok(module)
    })?;
    timing::time(Stage::Llvm, || llvm_object(&module, machine))
}

/// The LLVM dialect module `module` translated to LLVM IR, optimized and
/// emitted as an object for `machine`.
fn llvm_object(module: &Module, machine: &Machine) -> Result<Vec<u8>, CodegenError> {
    let llvm_context = inkwell::context::Context::create();
    // SAFETY: both handles are live for the call; the returned module is
    // owned by `llvm_context`, which outlives `llvm_module` below.
    let raw =
        unsafe { mlir_sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), llvm_context.raw() as *mut _) };
    if raw.is_null() {
        return Err(CodegenError::Translate);
    }
    // SAFETY: `raw` is a fresh module created in `llvm_context`.
    let llvm_module = unsafe { LlvmModule::new(raw as *mut _) };
    optimize_and_emit(&llvm_module, machine)
}

/// LLVM's options for our code, set once per process.
///
/// `-combiner-store-merging=false`: the selection DAG's store merging
/// looks for neighbours of every store among the stores of its basic
/// block, quadratic in their number, and our blocks are long runs of
/// stores into distinct per-member buffers (a call's saves, a block's
/// updates): it took 45% of compiling a recursive function with 300
/// stacked variables. Loops' stores are vectorized before instruction
/// selection; without it, fib's, the Gaussian NUTS benchmark's and eight
/// schools' run times stayed the same within the noise of a few runs.
///
/// The SLP vectorizer stays on: a member's tensors are short (eight
/// schools' 10 coordinates), so their loops are unrolled whole before the
/// loop vectorizer sees them, and only SLP packs them into vector
/// instructions; with the cases' buffers apart (`cpu::case_fn`), it took
/// eight schools' sampler from 4,091 to 3,554 instructions per gradient
/// (Lotka-Volterra 181,134 to 173,434). It was once off: it looks for
/// neighbouring stores among all those of a block, and a function
/// returning a tuple of 10,000 values took 47 s with it, 14 s without,
/// when that was one function. Cut into units and blocks as now, that
/// function compiles in 3.0 s with it and 2.5 s without, and
/// tests/programs/long_blocks.py in 3.6 s and 3.2 s.
///
/// `-dag-maps-huge-region=256 -dag-maps-reduction-size=128`: the machine
/// scheduler's dependence graph tracks every memory access of a block
/// against the others until a block has `huge-region` of them (LLVM's
/// default 1,000), then it trims its maps. A tuple of 10,000 values is one
/// block of 10,000 stores: 13.3 s and 0.58 GB to compile, 10.3 s and
/// 0.36 GB with the lower limit. Our hot blocks are loops far below it;
/// the same four benchmarks ran at the same speed (alternated runs).
fn set_codegen_options() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [
            c"autobatch".as_ptr(),
            c"-combiner-store-merging=false".as_ptr(),
            c"-dag-maps-huge-region=256".as_ptr(),
            c"-dag-maps-reduction-size=128".as_ptr(),
        ];
        // SAFETY: NUL-terminated strings that outlive the call; LLVM
        // parses them into its global options before any code generation
        // (`call_once`), and a null overview is allowed.
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(args.len() as i32, args.as_ptr(), std::ptr::null());
        }
    });
}

fn optimize_and_emit(module: &LlvmModule, machine: &Machine) -> Result<Vec<u8>, CodegenError> {
    set_codegen_options();
    let machine = machine.target_machine()?;
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    module.verify().map_err(|e| CodegenError::Llvm(e.to_string()))?;
    module
        .run_passes("default<O3>", &machine, PassBuilderOptions::create())
        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
    let buffer = machine
        .write_to_memory_buffer(module, FileType::Object)
        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
    Ok(buffer.as_slice().to_vec())
}

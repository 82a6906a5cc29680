//! The GPU emitter's module is valid MLIR that comes out of the NVVM path
//! as PTX: a kernel entry for the target, no libdevice calls, no fused
//! multiply-adds but the library's own (so floats round as on the CPU),
//! and the CTA minimum between barriers. Running it needs a GPU: see the
//! conformance suite.

use super::super::{emit_gpu, EmitOptions, MemberLayout};
use super::programs::{every_primitive, fib, v, Straight};
use crate::codegen::llvm::{mlir_context, parse_and_verify};
use crate::codegen::ptx::emit_ptx;
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};

fn options() -> EmitOptions {
    EmitOptions {
        member_layout: MemberLayout::Interleaved,
        ..EmitOptions::new(16)
    }
}

fn ptx_of(text: &str, arch: &str) -> String {
    let context = mlir_context();
    if let Err(e) = parse_and_verify(&context, text) {
        panic!("{e}:\n{text}");
    }
    emit_ptx(text, arch).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn fib_is_a_kernel_with_a_uniform_loop() {
    let text = emit_gpu(&fib(), "fib", &options()).expect("emits");
    for part in [
        "gpu.module @kernels",
        "gpu.func @fib_kernel(",
        "kernel attributes {known_block_size = array<i32: 256, 1, 1>}",
        "gpu.barrier",
        "gpu.shuffle xor",
        "scf.index_switch %which\n",
    ] {
        assert!(text.contains(part), "no `{part}` in\n{text}");
    }
    assert!(!text.contains("math."), "no math dialect on the GPU");
    let ptx = ptx_of(&text, "sm_90");
    assert!(ptx.contains(".visible .entry fib_kernel("), "{ptx}");
    assert!(ptx.contains(".target sm_90") && ptx.contains(".version 7.8"));
    assert!(ptx.contains("bar.sync") && ptx.contains("shfl.sync"));
    assert_eq!(
        ptx.matches(".param .u64").count(),
        15,
        "three memrefs of five parameters"
    );
}

#[test]
fn every_primitive_compiles_without_libdevice() {
    let text = emit_gpu(&every_primitive(), "prims", &options()).expect("emits");
    let ptx = ptx_of(&text, "sm_80");
    assert!(ptx.contains(".entry prims_kernel(") && ptx.contains(".target sm_80"));
    assert!(!ptx.contains("__nv_"), "libdevice is not available");
    assert!(!ptx.contains("_mlir_ciface_"), "no C wrappers of the library");
    assert!(ptx.contains("sqrt.rn.f64"), "sqrt is the correctly rounded instruction");
    // The library functions that reproduce glibc's fused multiply-adds
    // (`libm::dsl::F::fma`) call the intrinsic, on the CPU as here.
    assert!(ptx.contains("fma.rn.f64"), "the library's fused multiply-adds");
}

/// A multiply feeding an add, and library functions written with plain
/// operations only: LLVM fuses nothing, since a fused multiply-add would
/// round once where the CPU rounds twice.
#[test]
fn nothing_is_contracted_into_a_fused_multiply_add() {
    let mut s = Straight::new();
    let f64 = || Type::scalar(DType::F64);
    let (a, b, c) = (s.input("a", f64()), s.input("b", f64()), s.input("c", f64()));
    let p = s.op("p", Prim::Mul, vec![v(a), v(b)]);
    s.out("q", Prim::Add, vec![v(p), v(c)]);
    for prim in [
        Prim::Exp,
        Prim::Log,
        Prim::Sin,
        Prim::Cos,
        Prim::Tan,
        Prim::Atan,
        Prim::Asin,
    ] {
        s.out(&format!("{prim}"), prim, vec![v(a)]);
    }
    s.out("pow", Prim::Pow, vec![v(a), v(b)]);
    let text = emit_gpu(&s.finish(), "plain", &options()).expect("emits");
    let ptx = ptx_of(&text, "sm_80");
    assert!(!ptx.contains("fma."), "an FMA would round differently from the CPU");
}

#[test]
fn a_bad_architecture_is_an_error() {
    let text = emit_gpu(&fib(), "fib", &options()).expect("emits");
    let e = emit_ptx(&text, "sm_9").expect_err("not an architecture");
    assert!(e.to_string().contains("`sm_9`"), "{e}");
}

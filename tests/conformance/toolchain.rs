//! The MLIR/LLVM toolchain works end to end on this machine: a small
//! module parses, verifies, lowers through the CPU pipeline and LLVM O3,
//! and comes out as an x86-64 ELF object defining our function.

use autobatch_compiler::codegen::llvm::{mlir_context, mlir_to_host_object, parse_and_verify, CodegenError};

const MASKED_ADD: &str = r#"
module {
  func.func @masked_add(%x: memref<?xi64>, %mask: memref<?xi1>, %lo: index, %hi: index) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i64
    scf.for %b = %lo to %hi step %c1 {
      %m = memref.load %mask[%b] : memref<?xi1>
      scf.if %m {
        %v = memref.load %x[%b] : memref<?xi64>
        %w = arith.addi %v, %one : i64
        memref.store %w, %x[%b] : memref<?xi64>
      }
    }
    return
  }
}
"#;

#[test]
fn mlir_module_lowers_to_an_x86_64_object() {
    let object = mlir_to_host_object(MASKED_ADD).expect("lowers");
    assert_eq!(&object[..4], b"\x7fELF", "an ELF file");
    assert_eq!(object[4], 2, "64-bit");
    assert_eq!(u16::from_le_bytes([object[18], object[19]]), 62, "e_machine is x86-64");
    let has = |name: &str| object.windows(name.len()).any(|w| w == name.as_bytes());
    assert!(has("masked_add"), "defines the function");
    assert!(has("_mlir_ciface_masked_add"), "and its C interface");
}

#[test]
fn invalid_mlir_is_an_error_not_a_crash() {
    let context = mlir_context();
    let bad = "module { func.func @f() -> i32 { return } }";
    assert!(matches!(
        parse_and_verify(&context, bad),
        Err(CodegenError::Parse | CodegenError::Verify)
    ));
}

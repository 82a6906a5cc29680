//! From the GPU emitter's MLIR to PTX text, through MLIR's NVVM path:
//! attach an NVVM target to the `gpu.module`, lower it to the NVVM and
//! LLVM dialects, and serialize it with `gpu-module-to-binary{format=isa}`,
//! which runs LLVM's NVPTX back end in process and needs no CUDA toolkit
//! (the `bin` and `fatbin` formats would need `ptxas`). The result is a
//! `gpu.binary` op whose object attribute holds the PTX as an escaped
//! string, which `extract_ptx` decodes.
//!
//! No libdevice is linked or available: every function the kernel calls
//! is in the module (`codegen::mlir::libm`). `emit_ptx` checks that the
//! PTX declares no `__nv_` function, so a bundle can never depend on it.

use super::llvm::{mlir_context, parse_and_verify, run_pipeline, CodegenError};
use inkwell::targets::{InitializationConfig, Target};

/// `--gpu-arch` unless given: the H100's.
pub const DEFAULT_GPU_ARCH: &str = "sm_90";

/// The architectures LLVM 22's NVPTX back end targets (from sm_50), each
/// with the oldest PTX ISA version that supports it and the kernel's warp
/// shuffles (PTX 6.0), measured with `llc-22`. The oldest version is the
/// one the most drivers can JIT-compile: sm_90 PTX 7.8 runs on CUDA 11.8
/// drivers, the first to know the H100.
const ARCHES: [(&str, u32); 34] = [
    ("sm_50", 60),
    ("sm_52", 60),
    ("sm_53", 60),
    ("sm_60", 60),
    ("sm_61", 60),
    ("sm_62", 60),
    ("sm_70", 60),
    ("sm_72", 61),
    ("sm_75", 63),
    ("sm_80", 70),
    ("sm_86", 71),
    ("sm_87", 74),
    ("sm_88", 90),
    ("sm_89", 78),
    ("sm_90", 78),
    ("sm_90a", 80),
    ("sm_100", 86),
    ("sm_100a", 86),
    ("sm_100f", 88),
    ("sm_101", 86),
    ("sm_101a", 86),
    ("sm_101f", 88),
    ("sm_103", 88),
    ("sm_103a", 88),
    ("sm_103f", 88),
    ("sm_110", 90),
    ("sm_110a", 90),
    ("sm_110f", 90),
    ("sm_120", 87),
    ("sm_120a", 87),
    ("sm_120f", 88),
    ("sm_121", 88),
    ("sm_121a", 88),
    ("sm_121f", 88),
];

/// The PTX version for `arch` (78 for PTX 7.8), if it is an architecture.
fn ptx_version(arch: &str) -> Option<u32> {
    ARCHES.iter().find(|(name, _)| *name == arch).map(|&(_, v)| v)
}

/// Checks an architecture name (`sm_90`).
pub fn check_arch(arch: &str) -> Result<(), CodegenError> {
    ptx_version(arch)
        .map(|_| ())
        .ok_or_else(|| CodegenError::GpuArch(arch.to_string()))
}

/// The pass pipeline from our GPU MLIR (`gpu`, `scf`, `arith`, `memref`,
/// `func` and the `llvm.sqrt` intrinsic call) to a `gpu.binary` with PTX
/// for `arch`, on MLIR 22 (MLIR's own GPU-to-PTX pipeline, with one
/// addition: the library functions are lowered to `llvm.func` first, on
/// their own:
/// `convert-gpu-to-nvvm` asks for a C wrapper of every `func.func` it
/// finds, and each wrapper is a second, exported copy of the function in
/// the PTX).
pub fn gpu_pipeline(arch: &str) -> Result<String, CodegenError> {
    let version = ptx_version(arch).ok_or_else(|| CodegenError::GpuArch(arch.to_string()))?;
    Ok(format!(
        "builtin.module(nvvm-attach-target{{chip={arch} features=+ptx{version} O=3}},\
gpu.module(canonicalize,cse,convert-scf-to-cf,expand-strided-metadata,\
convert-to-llvm{{filter-dialects=func}},convert-gpu-to-nvvm,canonicalize,cse,\
reconcile-unrealized-casts),gpu-module-to-binary{{format=isa}})"
    ))
}

/// MLIR text holding one `gpu.module` (from `codegen::mlir::emit_gpu`)
/// to PTX for `arch` (`sm_90`).
pub fn emit_ptx(mlir: &str, arch: &str) -> Result<String, CodegenError> {
    let pipeline = gpu_pipeline(arch)?;
    // The NVVM serializer looks the NVPTX back end up in LLVM's registry.
    Target::initialize_nvptx(&InitializationConfig::default());
    let context = mlir_context();
    // One MLIR pipeline lowers the module and runs LLVM's NVPTX back end:
    // counted as LLVM's time.
    let printed = crate::timing::time(crate::timing::Stage::Llvm, || -> Result<String, CodegenError> {
        let mut module = parse_and_verify(&context, mlir)?;
        run_pipeline(&context, &mut module, &pipeline)?;
        Ok(module.as_operation().to_string())
    })?;
    let ptx = extract_ptx(&printed)?;
    if let Some(at) = ptx.find("__nv_") {
        let end = ptx[at..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        let name = &ptx[at..at + end.unwrap_or(ptx.len() - at)];
        return Err(CodegenError::Libdevice(name.to_string()));
    }
    Ok(ptx)
}

/// The PTX in a printed module after `gpu-module-to-binary{format=isa}`:
/// the `assembly = "..."` string of its one object, unescaped (MLIR
/// prints a byte outside printable ASCII, and `"`, as `\XX` in hex, and
/// `\` as `\\`).
pub fn extract_ptx(printed: &str) -> Result<String, CodegenError> {
    const KEY: &str = "assembly = \"";
    let start = printed
        .find(KEY)
        .map(|i| i + KEY.len())
        .ok_or_else(|| CodegenError::NoPtx("no `assembly` string in the module".into()))?;
    let bytes = printed.as_bytes();
    let mut out = Vec::new();
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                return String::from_utf8(out).map_err(|_| CodegenError::NoPtx("the PTX is not UTF-8".into()));
            }
            b'\\' if bytes.get(i + 1) == Some(&b'\\') => {
                out.push(b'\\');
                i += 2;
            }
            b'\\' => {
                let hex = printed
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| CodegenError::NoPtx(format!("a bad escape at byte {i}")))?;
                out.push(hex);
                i += 3;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err(CodegenError::NoPtx("the `assembly` string does not end".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn architectures() {
        for good in ["sm_90", "sm_90a", "sm_80", "sm_100f", "sm_52"] {
            assert!(check_arch(good).is_ok(), "{good}");
        }
        for bad in ["sm_", "sm_9x", "90", "compute_90", "sm_10", "sm_51", "sm_90b", "sm_35"] {
            assert!(check_arch(bad).is_err(), "{bad}");
        }
        assert!(gpu_pipeline("sm_90").is_ok_and(|p| p.contains("chip=sm_90 features=+ptx78")));
        assert!(gpu_pipeline("sm_90a").is_ok_and(|p| p.contains("chip=sm_90a features=+ptx80")));
        assert!(gpu_pipeline("sm_80").is_ok_and(|p| p.contains("features=+ptx70")));
        assert!(gpu_pipeline("sm_120").is_ok_and(|p| p.contains("+ptx87")));
    }

    #[test]
    fn escapes_are_decoded() {
        let printed = r#"gpu.binary @k [#gpu.object<#nvvm.target, assembly = "a\0A\09b\22c\\d\5C">]"#;
        assert_eq!(extract_ptx(printed).expect("decodes"), "a\n\tb\"c\\d\\");
        assert!(extract_ptx("no object").is_err());
        assert!(extract_ptx(r#"assembly = "unterminated"#).is_err());
        assert!(extract_ptx(r#"assembly = "bad \zz""#).is_err());
    }
}

//! The machine a CPU build is for: its architecture (the target triple)
//! and the CPU model whose instructions the code may use.
//!
//! `native` (the default when compiling for this machine's architecture)
//! is this machine's CPU with every extension it has, so the shared
//! products run 512 bits wide where AVX-512 is there; such code runs only
//! on CPUs like this one. The x86-64 levels (`x86-64`, `-v2`, `-v3`,
//! `-v4`, the psABI's micro-architecture levels) give code that runs on
//! every CPU of that level; `generic` is LLVM's baseline for the
//! architecture (on aarch64, Armv8-A with NEON). Results do not depend on
//! the choice: no pass may fuse a multiply and an add (the IR carries no
//! fast-math or contraction flags), and every vector width computes the
//! same per-element operations.

use crate::codegen::llvm::CodegenError;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;

/// An architecture, named by its target triple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Arch {
    #[value(name = "x86_64-unknown-linux-gnu")]
    X86_64,
    #[value(name = "aarch64-unknown-linux-gnu")]
    Aarch64,
}

impl Arch {
    /// The architecture this compiler runs on (and `autobatch-run` loads
    /// bundles for).
    pub fn host() -> Arch {
        if cfg!(target_arch = "aarch64") {
            Arch::Aarch64
        } else {
            Arch::X86_64
        }
    }

    pub fn triple(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-unknown-linux-gnu",
            Arch::Aarch64 => "aarch64-unknown-linux-gnu",
        }
    }

    /// LLVM's data layout for the triple, given to the MLIR module before
    /// lowering so MLIR and LLVM agree on type sizes (checked against
    /// LLVM's own in the tests).
    pub fn data_layout(self) -> &'static str {
        match self {
            Arch::X86_64 => "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            Arch::Aarch64 => {
                "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
            }
        }
    }

    /// The C compiler that links objects of this architecture into a
    /// shared object (Debian's cross compiler for aarch64 on x86-64).
    pub fn linker(self) -> &'static str {
        if self == Arch::host() {
            return "cc";
        }
        match self {
            Arch::X86_64 => "x86_64-linux-gnu-gcc",
            Arch::Aarch64 => "aarch64-linux-gnu-gcc",
        }
    }

    /// The Debian package that provides `linker`, for the error message
    /// when it is missing.
    pub fn linker_package(self) -> &'static str {
        match self {
            Arch::X86_64 => "gcc-x86-64-linux-gnu",
            Arch::Aarch64 => "gcc-aarch64-linux-gnu",
        }
    }

    /// Registers the architecture's LLVM target, once per process: the
    /// registry is global, and units compile on several threads at once.
    fn initialize(self) {
        static X86_64: std::sync::Once = std::sync::Once::new();
        static AARCH64: std::sync::Once = std::sync::Once::new();
        let config = InitializationConfig::default();
        match self {
            Arch::X86_64 => X86_64.call_once(|| Target::initialize_x86(&config)),
            Arch::Aarch64 => AARCH64.call_once(|| Target::initialize_aarch64(&config)),
        }
    }
}

/// The CPU model the code is for (`--cpu`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Cpu {
    /// This machine's CPU, with all its extensions.
    Native,
    /// x86-64 baseline (SSE2).
    #[value(name = "x86-64")]
    X86_64,
    /// x86-64-v2: SSE4.2, POPCNT.
    #[value(name = "x86-64-v2")]
    X86_64V2,
    /// x86-64-v3: AVX2, FMA, BMI2.
    #[value(name = "x86-64-v3")]
    X86_64V3,
    /// x86-64-v4: AVX-512 F/BW/CD/DQ/VL.
    #[value(name = "x86-64-v4")]
    X86_64V4,
    /// LLVM's baseline for the architecture.
    Generic,
}

impl Cpu {
    fn llvm_name(self) -> &'static str {
        match self {
            Cpu::Native => "native",
            Cpu::X86_64 => "x86-64",
            Cpu::X86_64V2 => "x86-64-v2",
            Cpu::X86_64V3 => "x86-64-v3",
            Cpu::X86_64V4 => "x86-64-v4",
            Cpu::Generic => "generic",
        }
    }

    fn is_x86_level(self) -> bool {
        matches!(self, Cpu::X86_64 | Cpu::X86_64V2 | Cpu::X86_64V3 | Cpu::X86_64V4)
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum MachineError {
    #[error("`--cpu {cpu}` is an x86-64 level, but the target is {triple}; use `--cpu generic`")]
    NotX86 { cpu: &'static str, triple: &'static str },
    #[error(
        "`--cpu native` means this machine's CPU, which cannot run {triple} code; use `--cpu generic` (the default for another architecture)"
    )]
    NativeElsewhere { triple: &'static str },
}

/// What a CPU build's code is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Machine {
    pub arch: Arch,
    pub cpu: Cpu,
}

impl Default for Machine {
    /// This machine: its architecture and `native`.
    fn default() -> Machine {
        Machine {
            arch: Arch::host(),
            cpu: Cpu::Native,
        }
    }
}

impl Machine {
    /// `arch` (default: this machine's) with `cpu` (default: `native` for
    /// this machine's architecture, `generic` for another), refusing the
    /// combinations that name no CPU.
    pub fn new(arch: Option<Arch>, cpu: Option<Cpu>) -> Result<Machine, MachineError> {
        let arch = arch.unwrap_or_else(Arch::host);
        let cpu = cpu.unwrap_or(if arch == Arch::host() {
            Cpu::Native
        } else {
            Cpu::Generic
        });
        if cpu.is_x86_level() && arch != Arch::X86_64 {
            return Err(MachineError::NotX86 {
                cpu: cpu.llvm_name(),
                triple: arch.triple(),
            });
        }
        if cpu == Cpu::Native && arch != Arch::host() {
            return Err(MachineError::NativeElsewhere { triple: arch.triple() });
        }
        Ok(Machine { arch, cpu })
    }

    /// Whether code for this machine runs here (and so can be loaded by
    /// this machine's runtime).
    pub fn runs_here(&self) -> bool {
        self.arch == Arch::host()
    }

    /// LLVM's CPU name and feature string: this machine's for `native`,
    /// otherwise the named model's own features.
    pub fn cpu_and_features(&self) -> (String, String) {
        match self.cpu {
            Cpu::Native => (
                TargetMachine::get_host_cpu_name().to_string(),
                TargetMachine::get_host_cpu_features().to_string(),
            ),
            other => (other.llvm_name().to_string(), String::new()),
        }
    }

    /// A description for the compile cache's key: the triple, the CPU and
    /// its features (which differ between two `native` machines).
    pub fn key(&self) -> serde_json::Value {
        let (cpu, features) = self.cpu_and_features();
        serde_json::json!({ "triple": self.arch.triple(), "cpu": cpu, "features": features })
    }

    /// LLVM's target machine, at O3, position-independent (so the object
    /// links into a shared object or a user's program alike).
    pub fn target_machine(&self) -> Result<TargetMachine, CodegenError> {
        self.arch.initialize();
        let triple = TargetTriple::create(self.arch.triple());
        let target = Target::from_triple(&triple).map_err(|e| CodegenError::Llvm(e.to_string()))?;
        let (cpu, features) = self.cpu_and_features();
        target
            .create_target_machine(
                &triple,
                &cpu,
                &features,
                OptimizationLevel::Aggressive,
                RelocMode::PIC,
                CodeModel::Default,
            )
            .ok_or_else(|| CodegenError::Llvm(format!("no target machine for {} ({cpu})", self.arch.triple())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_layouts_are_llvms() {
        for arch in [Arch::X86_64, Arch::Aarch64] {
            let machine = Machine::new(Some(arch), Some(Cpu::Generic)).expect("a machine");
            let tm = machine.target_machine().expect("a target machine");
            let layout = tm.get_target_data().get_data_layout();
            assert_eq!(layout.as_str().to_str().expect("utf-8"), arch.data_layout(), "{arch:?}");
        }
    }

    #[test]
    fn impossible_combinations_are_refused() {
        assert!(Machine::new(Some(Arch::Aarch64), Some(Cpu::X86_64V3)).is_err());
        let cross = if Arch::host() == Arch::X86_64 {
            Arch::Aarch64
        } else {
            Arch::X86_64
        };
        assert!(Machine::new(Some(cross), Some(Cpu::Native)).is_err());
        assert_eq!(Machine::new(Some(cross), None).map(|m| m.cpu), Ok(Cpu::Generic));
        assert_eq!(Machine::new(None, None), Ok(Machine::default()));
    }
}

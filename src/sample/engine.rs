//! The engines `autobatch sample` runs the sampler on: a compiled bundle
//! (the sampler crate's), or the program-counter VM; either way, a chain
//! that overflows its stacks is replayed on the VM with deeper ones to
//! say whether more depth would help.

use super::program::SamplerProgram;
use autobatch_compiler::exec::{self, ExecOptions};
use autobatch_runtime::{Inputs, Outputs, Status};
use autobatch_sampler::chains::one_chain;
use autobatch_sampler::failure::Deeper;
use autobatch_sampler::{BundleEngine, Engine, Error};

/// Where the chains of one command run.
pub enum CliEngine<'p> {
    /// The VM (exact; for checks and small runs).
    Vm {
        program: &'p SamplerProgram,
        options: ExecOptions,
    },
    /// A compiled bundle; `program` for the VM's replays.
    Bundle {
        program: &'p SamplerProgram,
        bundle: BundleEngine,
    },
}

impl CliEngine<'_> {
    fn program(&self) -> &SamplerProgram {
        match self {
            CliEngine::Vm { program, .. } | CliEngine::Bundle { program, .. } => program,
        }
    }
}

impl Engine for CliEngine<'_> {
    fn run(&self, inputs: &Inputs) -> Result<Outputs, Error> {
        match self {
            CliEngine::Vm { program, options } => exec::run_vm(&program.compiled.ir_p, inputs, options)
                .map(|run| run.outputs)
                .map_err(|e| Error::Usage(e.to_string())),
            CliEngine::Bundle { bundle, .. } => bundle.run(inputs),
        }
    }

    fn state_bytes(&self, z: usize) -> u128 {
        match self {
            CliEngine::Vm { program, .. } => exec::batch_bytes(&program.compiled.ir_p, z),
            CliEngine::Bundle { bundle, .. } => bundle.state_bytes(z),
        }
    }

    fn deeper(&self, inputs: &Inputs, c: usize) -> Option<Deeper> {
        Some(replay_deeper(self.program(), inputs, c))
    }
}

/// How deep one call of chain `c` needs its stacks: the call replayed on
/// the VM (exact, one chain) with stacks 4, 16 and 64 times as deep as
/// the run's, the first depth it finishes with, or `NotEnough` when it
/// overflows them all (a loop or recursion that does not end). A failure
/// of the replay itself (memory) counts as not finishing.
fn replay_deeper(program: &SamplerProgram, inputs: &Inputs, c: usize) -> Deeper {
    let one = one_chain(inputs, c, None);
    let depth = program.protocol.model.max_stack_depth.max(1);
    for factor in [4, 16, 64] {
        let options = ExecOptions {
            max_stack_depth: depth.saturating_mul(factor),
            gather: false,
            memory_limit: exec::run_memory_limit(),
        };
        match exec::run_vm(&program.compiled.ir_p, &one, &options) {
            Ok(run) if run.outputs.status[0] == Status::StackOverflow => continue,
            Ok(_) => return Deeper::Enough(options.max_stack_depth),
            Err(_) => break,
        }
    }
    Deeper::NotEnough(depth.saturating_mul(64))
}

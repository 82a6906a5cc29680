//! The engines `autobatch sample` runs the sampler on: a compiled bundle
//! (the sampler crate's), or the program-counter VM. Without
//! `--max-stack-depth`, an engine grows its stacks when a call overflows
//! them (`deepen`: the bundle rebuilt, through the cache, with stacks 4
//! times as deep, up to `AUTO_DEPTH_CEILING`) and the cache remembers the
//! depth for the next run of the same program. A chain that overflows
//! the stacks it may have is replayed on the VM with deeper ones to say
//! whether more depth would help.

use super::program::SamplerProgram;
use autobatch_compiler::cache;
use autobatch_compiler::codegen::bundle::BuildOptions;
use autobatch_compiler::exec::{self, ExecOptions};
use autobatch_runtime::{Bundle, Inputs, Outputs, Status};
use autobatch_sampler::chains::one_chain;
use autobatch_sampler::failure::Deeper;
use autobatch_sampler::{BundleEngine, Engine, Error};

/// The deepest stacks the automatic growth builds (entries per stack).
pub const AUTO_DEPTH_CEILING: usize = 1 << 16;

/// Whether the stacks grow by themselves, and whether to say so.
#[derive(Clone, Copy, Debug)]
pub struct AutoDepth {
    pub ceiling: usize,
    pub quiet: bool,
}

/// Where the chains of one command run.
pub enum CliEngine<'p> {
    /// The VM (exact; for checks and small runs).
    Vm {
        program: &'p SamplerProgram,
        options: ExecOptions,
        auto: Option<AutoDepth>,
    },
    /// A compiled bundle built with `build`; `program` for the VM's
    /// replays and a rebuild.
    Bundle {
        program: &'p SamplerProgram,
        bundle: BundleEngine,
        build: BuildOptions,
        auto: Option<AutoDepth>,
    },
}

impl CliEngine<'_> {
    fn program(&self) -> &SamplerProgram {
        match self {
            CliEngine::Vm { program, .. } | CliEngine::Bundle { program, .. } => program,
        }
    }

    fn auto(&self) -> Option<AutoDepth> {
        match self {
            CliEngine::Vm { auto, .. } | CliEngine::Bundle { auto, .. } => *auto,
        }
    }
}

/// How the VM runs the sampler (and its replays, and the generated
/// quantities): stacks `depth` deep, every lane computed, the process's
/// memory limit.
pub fn vm_options(depth: usize) -> ExecOptions {
    ExecOptions {
        max_stack_depth: depth,
        gather: false,
        memory_limit: exec::run_memory_limit(),
    }
}

/// The bundle of `program` built as `build` says (through the cache),
/// loaded to run on `threads` CPU threads (0: one per core) or the GPU.
pub fn load_bundle(
    program: &SamplerProgram,
    build: &BuildOptions,
    threads: usize,
) -> Result<BundleEngine, autobatch_compiler::driver::Error> {
    let (dir, _) = cache::cached_bundle(&program.compiled, &program.text, build)?;
    Ok(BundleEngine::new(Bundle::load(&dir)?, threads))
}

impl Engine for CliEngine<'_> {
    fn run(&self, inputs: &Inputs) -> Result<Outputs, Error> {
        match self {
            CliEngine::Vm { program, options, .. } => exec::run_vm(&program.compiled.ir_p, inputs, options)
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

    fn deeper(&self, inputs: &Inputs, c: usize) -> Option<(Deeper, Option<String>)> {
        Some(replay_deeper(self.program(), self.stack_depth(), inputs, c))
    }

    fn stack_depth(&self) -> usize {
        match self {
            CliEngine::Vm { options, .. } => options.max_stack_depth,
            CliEngine::Bundle { build, .. } => build.max_stack_depth,
        }
    }

    fn block_stats(&self) -> Vec<autobatch_runtime::BlockStat> {
        match self {
            CliEngine::Vm { .. } => Vec::new(),
            CliEngine::Bundle { bundle, .. } => bundle.block_stats(),
        }
    }

    fn deepen(&mut self, depth: usize, z: usize) -> Result<bool, Error> {
        let Some(auto) = self.auto() else { return Ok(false) };
        let from = self.stack_depth();
        if depth > auto.ceiling || depth <= from {
            return Ok(false);
        }
        if !auto.quiet {
            eprintln!(
                "note: the gradient's tape of the model's loops (or its recursion) needs stacks deeper than {from} \
                 entries: growing them to {depth} (--max-stack-depth fixes the depth)"
            );
        }
        match self {
            CliEngine::Vm { options, .. } => options.max_stack_depth = depth,
            CliEngine::Bundle {
                program, bundle, build, ..
            } => {
                let mut deeper = build.clone();
                deeper.max_stack_depth = depth;
                let loaded = load_bundle(program, &deeper, bundle.threads).map_err(|e| Error::Usage(e.to_string()))?;
                check_memory(&loaded, depth, z)?;
                bundle.replace(*loaded.bundle);
                *build = deeper;
            }
        }
        cache::record_depth_hint(&self.program().text, depth);
        Ok(true)
    }
}

/// The grown engine's state for `z` chains against the memory available.
fn check_memory(bundle: &BundleEngine, depth: usize, z: usize) -> Result<(), Error> {
    let (need, available) = (bundle.state_bytes(z), exec::available_bytes());
    match available {
        Some(have) if need > have as u128 => Err(Error::Usage(format!(
            "the model's loops need stacks deeper than {} entries, and {z} chains with stacks {depth} deep need {} MiB, \
             more than the {} MiB available: sample fewer chains at a time",
            depth / autobatch_sampler::chains::GROWTH,
            need >> 20,
            have >> 20
        ))),
        _ => Ok(()),
    }
}

/// How deep one call of chain `c` needs its stacks: the call replayed on
/// the VM (exact, one chain) with stacks as deep as `depth` (to see which
/// stack overflows), then 4, 16 and 64 times as deep, the first depth it
/// finishes with, or `NotEnough` when it overflows them all (a loop or
/// recursion that does not end). A failure of the replay itself (memory)
/// counts as not finishing.
fn replay_deeper(program: &SamplerProgram, depth: usize, inputs: &Inputs, c: usize) -> (Deeper, Option<String>) {
    let one = one_chain(inputs, c, None);
    let depth = depth.max(1);
    let stack = exec::run_vm(&program.compiled.ir_p, &one, &vm_options(depth))
        .ok()
        .and_then(|run| run.overflowed)
        .map(|name| stack_in_model_terms(&name, program));
    (deeper_than(program, &one, depth), stack)
}

/// What an overflowing stack (`exec::RunResult::overflowed`: the pushing
/// block's label and the variable's IR name) means to the model's author:
/// the values a function's gradient keeps (a loop's tape: named by the
/// function's loops in the model file), or the calls of a recursion (by
/// the function's line).
fn stack_in_model_terms(overflowed: &str, program: &SamplerProgram) -> String {
    if overflowed == exec::CALL_STACK {
        return "the return addresses of calls: a recursion (the model's, or the tree's beyond --max-depth)".into();
    }
    let (label, var) = overflowed.split_once(':').unwrap_or(("", overflowed));
    // `[namespace.]function[.vjp[.function]].bN`: the function is the last
    // segment that is neither a block, `vjp` nor the adapter's namespace.
    let segments: Vec<&str> = label.split('.').collect();
    let is_block = |s: &str| {
        s.strip_prefix('b')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    let function = (segments.iter().rev())
        .find(|s| !is_block(s) && !matches!(**s, "vjp" | "model" | "nuts" | ""))
        .copied()
        .unwrap_or("log_density");
    let in_model = !label.starts_with("nuts.");
    let whose = if in_model { "the model's" } else { "the sampler's" };
    let gradient = segments.contains(&"vjp");
    let file = &program.model_file;
    let site = in_model
        .then(|| program.model_sites.iter().find(|f| f.name == function))
        .flatten();
    let loops = match site.map(|f| f.loops.as_slice()) {
        Some([one]) => format!("its loop at {file}:{} (`{}`)", one.line, one.header),
        Some(many @ [_, _, ..]) => {
            let each: Vec<String> = many
                .iter()
                .map(|l| format!("{file}:{} `{}`", l.line, l.header))
                .collect();
            format!("one of its loops ({})", each.join("; "))
        }
        _ => "a loop in it or in a function it calls".into(),
    };
    let at = site.map_or_else(String::new, |f| format!(" ({file}:{})", f.line));
    match (gradient, var.starts_with("tape") || var.starts_with('%')) {
        (true, true) => {
            format!("the values the gradient of {whose} `{function}`{at} keeps, once per iteration of {loops}")
        }
        (true, false) => format!(
            "the values of `{var}` the gradient of {whose} `{function}`{at} keeps, once per iteration of {loops}"
        ),
        (false, _) => format!("`{var}` in {whose} `{function}`{at}, saved once per call of its recursion"),
    }
}

fn deeper_than(program: &SamplerProgram, one: &Inputs, depth: usize) -> Deeper {
    for factor in [4, 16, 64] {
        let options = vm_options(depth.saturating_mul(factor));
        match exec::run_vm(&program.compiled.ir_p, one, &options) {
            Ok(run) if run.outputs.status[0] == Status::StackOverflow => continue,
            Ok(_) => return Deeper::Enough(options.max_stack_depth),
            Err(_) => break,
        }
    }
    Deeper::NotEnough(depth.saturating_mul(64))
}

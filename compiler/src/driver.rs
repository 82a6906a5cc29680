//! The compiler driver: strings the stages together for the CLI and the
//! tests. Source text -> IR-F (frontend) -> IR-P (lower) -> a run on one of
//! the executors, with inputs checked against the entry's signature; or
//! on to a compiled bundle (`codegen::bundle`, through the cache) run by
//! the runtime crate on CPU threads or the GPU.

use crate::cache;
use crate::codegen::bundle::{BuildOptions, BundleError};
use crate::codegen::Target;
pub use crate::compiled::Compiled;
use crate::diag::Diagnostic;
use crate::exec::{self, ExecOptions, RunResult};
use crate::ir::f;
use crate::timing::{self, Stage};
use crate::{frontend, lower};
use autobatch_runtime::io::{self, IoError};
use autobatch_runtime::{Bundle, Inputs, ParamSpec, RunInfo, RuntimeError, Signature};
use std::path::{Path, PathBuf};

/// The Rust executors (`autobatch run --backend`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Backend {
    /// Each member alone through IR-F: the unbatched oracle.
    Ref,
    /// Local static autobatching (paper Algorithm 1) on IR-F.
    Local,
    /// Program-counter autobatching (paper Algorithm 2) on IR-P.
    Vm,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A problem with the program, located in its source.
    #[error("{0}")]
    Program(Box<Diagnostic>),
    #[error("cannot read {path}: {source}")]
    Read { path: String, source: std::io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    /// Boxed: the readers' errors carry their whole context (file, entry,
    /// place), and `Error` is every command's result.
    #[error("{0}")]
    Inputs(Box<IoError>),
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Bundle(#[from] BundleError),
    #[error("{0}")]
    Runtime(#[from] RuntimeError),
    #[error("{0}")]
    TooLarge(#[from] crate::exec::TooLarge),
    #[error("{0}")]
    OutOfMemory(#[from] crate::exec::OutOfMemory),
}

impl From<IoError> for Error {
    fn from(e: IoError) -> Error {
        Error::Inputs(Box::new(e))
    }
}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Error {
        Error::Program(Box::new(d))
    }
}

pub fn read_source(path: &Path) -> Result<String, Error> {
    std::fs::read_to_string(path).map_err(|source| Error::Read {
        path: path.display().to_string(),
        source,
    })
}

/// Front end and lowering for `entry`, each stage verified.
pub fn compile_source(source: &str, file: &str, entry: &str) -> Result<Compiled, Error> {
    timing::time(Stage::FrontEnd, || {
        let ir_f = frontend::build_program(source, file, Some(entry))?;
        finish_compile(ir_f, file)
    })
}

/// `compile_source` for `entry` of `library` bound to a model file
/// (`frontend::build_with_model`).
pub fn compile_with_model(
    model_source: &str,
    model_file: &str,
    library: &frontend::Library,
    entry: &str,
) -> Result<Compiled, Error> {
    timing::time(Stage::FrontEnd, || {
        let ir_f = frontend::build_with_model(model_source, model_file, library, entry)?;
        finish_compile(ir_f, model_file)
    })
}

/// A library file (one importing `autobatch.model`, as
/// python/autobatch/slice_nuts.py does) bound to a model file, with the
/// diagonal metric; its functions are named after the library's file stem
/// (`slice_nuts.chain`). Returns the program and its text (the model's,
/// then the library's: what the compile cache keys on).
pub fn compile_library(
    library_source: &str,
    library_file: &str,
    model_source: &str,
    model_file: &str,
    entry: &str,
) -> Result<(Compiled, String), Error> {
    let namespace = Path::new(library_file)
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !s.is_empty())
        .unwrap_or("library");
    let library = frontend::Library {
        source: library_source,
        file: library_file,
        namespace,
        dense: false,
        per_member_data: false,
        loop_limit: None,
    };
    let compiled = compile_with_model(model_source, model_file, &library, entry)?;
    Ok((compiled, format!("{model_source}\n{library_source}")))
}

fn finish_compile(mut ir_f: f::Program, file: &str) -> Result<Compiled, Error> {
    // Every executor runs the same frames, so self tail calls are jumps
    // for the IR-F executors too (this keeps `stack_overflow` identical).
    lower::tailcall::self_tail_calls_to_jumps(&mut ir_f);
    // Small functions are spliced into their callers, for every executor
    // alike (so their call depths agree).
    lower::inline::inline_small_functions(&mut ir_f);
    // Fewer blocks, the same kept values in the same order: small `if`s
    // as selects, then loop tests copied into the latches that reach them.
    lower::if_convert::if_convert(&mut ir_f);
    lower::tail_dup::duplicate_tails(&mut ir_f, lower::tail_dup::Meeting::LowestFirst);
    let ir_p = lower::lower(&ir_f).map_err(|e| Diagnostic::whole_file(file, e.to_string()))?;
    let signature = signature(&ir_f);
    Ok(Compiled {
        file: file.to_string(),
        ir_f,
        ir_p,
        signature,
    })
}

pub fn compile_file(path: &Path, entry: &str) -> Result<Compiled, Error> {
    let source = read_source(path)?;
    compile_source(&source, &path.display().to_string(), entry)
}

/// `autobatch check`: the whole file through the front end, and every
/// function through lowering as if it were the entry
/// (`lower::check_every_entry`).
pub fn check_source(source: &str, file: &str) -> Result<usize, Diagnostic> {
    let program = frontend::build_program(source, file, None)?;
    lower::check_every_entry(&program).map_err(|e| Diagnostic::whole_file(file, e.to_string()))?;
    Ok(program.functions.len())
}

/// The entry function's parameters and results, tuples flattened.
pub fn signature(program: &f::Program) -> Signature {
    let func = program.entry_function();
    Signature {
        params: func
            .params
            .iter()
            .map(|p| ParamSpec {
                name: func.vars[p.var].name.clone(),
                ty: func.vars[p.var].ty.clone(),
                shared: p.shared,
            })
            .collect(),
        outputs: func.outputs.iter().map(|v| func.vars[*v].ty.clone()).collect(),
    }
}

/// A run of a compiled bundle (`--backend cpu|cuda`).
pub struct BundleRun {
    /// The bundle's directory in the cache.
    pub bundle: PathBuf,
    /// Whether the bundle was in the cache already.
    pub cached: bool,
    pub info: RunInfo,
}

impl Compiled {
    /// Compiles `self` (from `source`) to a bundle through the cache and
    /// runs it: on `threads` CPU threads (0: one per core), or on the GPU.
    pub fn run_bundle(
        &self,
        source: &str,
        inputs: &Inputs,
        options: &BuildOptions,
        threads: usize,
    ) -> Result<BundleRun, Error> {
        if options.target == Target::Cuda {
            // Without a GPU there is no point in compiling for one first.
            autobatch_runtime::cuda::probe()?;
        }
        let (bundle, cached) = cache::cached_bundle(self, source, options)?;
        let info = Bundle::load(&bundle)?.run_with_info(inputs, threads)?;
        Ok(BundleRun { bundle, cached, info })
    }

    pub fn read_inputs(&self, path: &Path) -> Result<Inputs, Error> {
        Ok(io::inputs_from_path(path, &self.signature)?)
    }

    /// Whether a batch of `inputs` fits in memory on the executors
    /// (`exec::check_memory`).
    pub fn check_memory(&self, inputs: &Inputs) -> Result<(), Error> {
        Ok(crate::exec::check_memory(&self.ir_p, inputs.z)?)
    }

    pub fn run(&self, backend: Backend, inputs: &Inputs, options: &ExecOptions) -> Result<RunResult, Error> {
        Ok(match backend {
            Backend::Ref => exec::run_reference(&self.ir_f, inputs, options)?,
            Backend::Local => exec::run_local(&self.ir_f, inputs, options)?,
            Backend::Vm => exec::run_vm(&self.ir_p, inputs, options)?,
        })
    }
}

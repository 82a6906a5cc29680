//! The sampler program: the model file compiled with the sampler the
//! project ships (`python/autobatch/nuts.py`, the same file CPython runs),
//! its entry's protocol read off the compiled signature
//! (`autobatch_sampler::protocol` says what it is).

use autobatch_compiler::driver::{self, Compiled, Error};
use autobatch_compiler::frontend::constraint::Constraint;
use autobatch_compiler::frontend::model::ModelParameter;
use autobatch_compiler::frontend::{self, Library};
use autobatch_sampler::layout::{Layout, ParamLayout, Support};
use autobatch_sampler::{ModelInfo, Protocol};

/// The sampler, compiled into the binary so that it needs no files.
pub const SAMPLER_SOURCE: &str = include_str!("../../python/autobatch/nuts.py");
pub const SAMPLER_FILE: &str = "autobatch/nuts.py";
const ENTRY: &str = "sample";

/// The generated quantities' program (python/autobatch/generate.py).
pub const GENERATE_SOURCE: &str = include_str!("../../python/autobatch/generate.py");
pub const GENERATE_FILE: &str = "autobatch/generate.py";

/// The compiled sampler and the shape of its protocol.
pub struct SamplerProgram {
    pub compiled: Compiled,
    /// The program's text (the model's, then the sampler's, then the
    /// metric): the compile cache's key.
    pub text: String,
    pub protocol: Protocol,
    /// The model's generated quantities: names and types per draw.
    pub generated: Vec<(String, autobatch_runtime::Type)>,
    /// The model file's name and its functions' loops, for errors in its
    /// terms.
    pub model_file: String,
    pub model_sites: Vec<frontend::FunctionSites>,
}

/// The model's `generated_quantities` bound to generate.py: `generate`'s
/// program and its text (the cache's key).
pub struct GenerateProgram {
    pub compiled: Compiled,
    pub text: String,
}

impl GenerateProgram {
    pub fn compile(model_source: &str, model_file: &str) -> Result<GenerateProgram, Error> {
        let library = Library {
            source: GENERATE_SOURCE,
            file: GENERATE_FILE,
            namespace: "generate",
            dense: false,
            per_member_data: false,
            loop_limit: Some(frontend::GQ_LOOP_LIMIT),
        };
        let compiled = driver::compile_with_model(model_source, model_file, &library, "generate")?;
        let text = format!("{model_source}\n{GENERATE_SOURCE}");
        Ok(GenerateProgram { compiled, text })
    }
}

/// Where the model's data live in the compiled sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataBinding {
    /// One value per data parameter, shared by every chain (`--data`).
    Shared,
    /// One value per member: each member samples its own dataset's
    /// posterior (`--datasets`; `frontend::Library::per_member_data`).
    PerMember,
}

impl SamplerProgram {
    /// The model bound to the sampler with a `dense` metric (a D x D inverse
    /// metric) or a diagonal one, its data shared.
    pub fn compile(model_source: &str, model_file: &str, dense: bool) -> Result<SamplerProgram, Error> {
        Self::compile_bound(model_source, model_file, dense, DataBinding::Shared)
    }

    /// `compile` with the data bound as `data` says.
    pub fn compile_bound(
        model_source: &str,
        model_file: &str,
        dense: bool,
        data: DataBinding,
    ) -> Result<SamplerProgram, Error> {
        let per_member_data = data == DataBinding::PerMember;
        let library = Library {
            source: SAMPLER_SOURCE,
            file: SAMPLER_FILE,
            namespace: "nuts",
            dense,
            per_member_data,
            loop_limit: None,
        };
        let compiled = driver::compile_with_model(model_source, model_file, &library, ENTRY)?;
        let mut text = format!("{model_source}\n{SAMPLER_SOURCE}\n# dense metric: {dense}");
        if per_member_data {
            text.push_str("\n# data per member");
        }
        let outline = frontend::model_outline(model_source, model_file).map_err(|d| Error::Program(Box::new(d)))?;
        let model = ModelInfo {
            file: model_file.to_string(),
            asserts: frontend::assert_sites(model_source, model_file),
            max_stack_depth: 0,
            layout: layout(&outline.parameters),
            init_jitter: outline.init_jitter,
            init_optimize: outline.init_optimize,
            target_accept: outline.target_accept,
            max_depth: outline.max_depth,
            adapt: outline.adapt,
            draws: frontend::draw_sites(model_source, model_file),
            while_loops: while_loops(model_source, model_file),
            loop_limit: frontend::GQ_LOOP_LIMIT.unsigned_abs(),
        };
        let protocol = Protocol::read(compiled.signature.clone(), model).map_err(super::run::sampler_error)?;
        let generated = (outline.generated.iter())
            .map(|q| (q.name.clone(), q.ty.clone()))
            .collect();
        Ok(SamplerProgram {
            compiled,
            text,
            protocol,
            generated,
            model_file: model_file.to_string(),
            model_sites: frontend::function_sites(model_source, model_file),
        })
    }
}

/// The model's `while` loops, as a stop with `loop_limit` names them
/// (`model.py:12 (`while t < 5.0:`)`).
fn while_loops(model_source: &str, model_file: &str) -> Vec<String> {
    (frontend::function_sites(model_source, model_file).iter())
        .flat_map(|f| &f.loops)
        .filter(|l| l.header.starts_with("while"))
        .map(|l| format!("{model_file}:{} (`{}`)", l.line, l.header))
        .collect()
}

/// The model's parameters as the sampler's output names them.
fn layout(params: &[ModelParameter]) -> Layout {
    let support = |c: Option<Constraint>| match c {
        None => Support::Real,
        Some(Constraint::Positive) => Support::Positive,
        Some(Constraint::Lower(a)) => Support::Lower(a),
        Some(Constraint::Upper(b)) => Support::Upper(b),
        Some(Constraint::Bounded(a, b)) => Support::Bounded(a, b),
        Some(Constraint::Simplex) => Support::Simplex,
        Some(Constraint::Ordered) => Support::Ordered,
        Some(Constraint::PositiveOrdered) => Support::PositiveOrdered,
        Some(Constraint::CholeskyCorr) => Support::CholeskyCorr,
        Some(Constraint::CovMatrix) => Support::CovMatrix,
    };
    Layout {
        params: (params.iter())
            .map(|p| ParamLayout {
                name: p.name.clone(),
                shape: p.ty.shape.clone(),
                support: support(p.constraint),
                free: p.free(),
            })
            .collect(),
    }
}

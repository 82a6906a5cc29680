//! The frontend: a Python-subset source file to IR-F.
//!
//! Parsing is rustpython-parser's. Then, in order: the module level
//! (imports, constants, every function's signature: `module`), and each
//! function body, checked and lowered in one pass in textual order
//! (`lower`, `stmt`, `assign`, `expr`, `logic`, `call`): names are
//! resolved, every variable gets the type of its first assignment, tuples
//! are flattened into one IR variable per leaf, expressions go to A-normal
//! form and control flow to basic blocks. The result is verified.
//!
//! Every problem with the program is a located [`Diagnostic`]; no input
//! makes the frontend panic.

mod adapter;
mod alias;
mod arrays;
mod asserts;
mod assign;
mod builder;
mod call;
mod composite;
mod const_int;
pub mod constraint;
mod draw_sites;
mod error;
mod expr;
mod finish;
pub mod generated;
mod grad;
mod in_place;
mod literal;
mod logic;
mod loop_sites;
mod loops;
mod math;
mod math_call;
pub mod model;
pub mod model_settings;
mod module;
mod nfkc;
mod per_member;
mod prelude;
mod query;
mod slices;
mod stmt;
mod translate;
mod types;
mod unroll;
mod unsupported;
mod value;
mod walk;
mod writes;

#[cfg(test)]
mod tests;

pub use asserts::{assert_sites, AssertSite};
pub use draw_sites::{draw_sites, DrawSite};
pub use loop_sites::{function_sites, FunctionSites, LoopSite};

use crate::diag::Diagnostic;
use crate::ir::f::{self, Program};
use error::{Error, Result};
use module::Module;
use rustpython_parser::ast;
use rustpython_parser::lexer::{lex_starts_at, LexResult};
use rustpython_parser::text_size::TextRange;
use rustpython_parser::{Mode, Parse, ParseErrorType, Tok};

/// Parses, resolves and type-checks a whole source file and builds IR-F.
/// `entry`: the function the batch runs (`Program.entry`); `None` means
/// the first function of the file.
pub fn build_program(source: &str, file: &str, entry: Option<&str>) -> std::result::Result<Program, Diagnostic> {
    let source = nfkc::normalize_identifiers(source);
    build(&source, file, entry).map_err(|e| e.into_diagnostic(file, &source))
}

/// A source file compiled with a model: its text, its file name in
/// diagnostics, and the namespace its functions get in the program.
pub struct Library<'s> {
    pub source: &'s str,
    pub file: &'s str,
    pub namespace: &'s str,
    /// The metric the sampler library is bound with (`model.rs`): dense,
    /// or diagonal.
    pub dense: bool,
    /// The model's data bound per member instead of shared
    /// (`per_member.rs`; `autobatch sample --datasets`).
    pub per_member_data: bool,
    /// A limit on the iterations of every `while` loop of the program
    /// (`Module::loop_limit`): `Some(GQ_LOOP_LIMIT)` for the generated
    /// quantities' program, `None` for the sampler's.
    pub loop_limit: Option<i64>,
}

/// The most iterations a `while` loop of a model's generated quantities
/// (or of a function or library draw it calls) runs in one entry: 2^20.
/// A loop that has not ended by then stops its member with `loop_limit`,
/// so that a loop without a reachable end (`while True:` without a
/// `break`) is an error naming the model's loops, not a run that never
/// returns. The batched program steps every member of a chunk through
/// each iteration, so a limit in the billions would take minutes per
/// spinning chunk; a million iterations of one loop for one draw is far
/// beyond what a posterior predictive check needs.
pub const GQ_LOOP_LIMIT: i64 = 1 << 20;

/// Builds the program of `library` bound to the model file `model_source`
/// (`model.rs`: the library imports `log_density`, its types and its
/// data from `autobatch.model`); `entry` is a function of the library.
/// Diagnostics point into whichever file they concern.
pub fn build_with_model(
    model_source: &str,
    model_file: &str,
    library: &Library,
    entry: &str,
) -> std::result::Result<Program, Diagnostic> {
    // One text, the model's then the library's, so that every range of
    // either names one place.
    let model_source = nfkc::normalize_identifiers(model_source);
    let model_source: &str = &model_source;
    let start = model_source.len() + 1;
    let text = format!("{model_source}\n{}", library.source);
    build_bound(&text, model_file, library, start, entry).map_err(|e| match &e.span {
        Some(span) if span.start >= start => {
            let shifted = Error {
                span: Some(span.start - start..span.end - start),
                message: e.message,
            };
            shifted.into_diagnostic(library.file, library.source)
        }
        _ => e.into_diagnostic(model_file, model_source),
    })
}

/// Whether `source` is a model file of `autobatch sample`: it defines a
/// top-level `log_density`, the function `sample` requires. `autobatch
/// check` then builds it with the sampler too, so that what `sample`
/// would refuse (a signature no model may have, as much as a body that
/// does not compile) is found by `check`. A file that does not parse is
/// not (its error is `check`'s).
pub fn is_model_file(source: &str, file: &str) -> bool {
    let source = nfkc::normalize_identifiers(source);
    let Ok(body) = parse(&source, file, 0) else {
        return false;
    };
    body.iter()
        .any(|s| matches!(s, ast::Stmt::FunctionDef(f) if f.name.as_str() == model::LOG_DENSITY))
}

/// What a model file's output holds: the parameters its `log_density`
/// samples, in order (names, types, constraints), and the quantities its
/// `generated_quantities` returns.
#[derive(Clone, Debug)]
pub struct ModelOutline {
    pub parameters: Vec<model::ModelParameter>,
    pub generated: Vec<generated::GeneratedQuantity>,
    /// Its `INIT_JITTER`, `INIT_OPTIMIZE` and `ADAPT` (`model_settings`),
    /// where it sets them.
    pub init_jitter: Option<f64>,
    pub init_optimize: Option<u64>,
    pub adapt: Option<String>,
    /// Its `TARGET_ACCEPT` and `MAX_DEPTH`, where it sets them.
    pub target_accept: Option<f64>,
    pub max_depth: Option<u64>,
}

/// A model file's outline (`ModelOutline`), or the error `sample` would
/// give for its signature.
pub fn model_outline(source: &str, file: &str) -> std::result::Result<ModelOutline, Diagnostic> {
    let source = nfkc::normalize_identifiers(source);
    let outline = || -> Result<ModelOutline> {
        let body = parse(&source, file, 0)?;
        let module = Module::collect(&source, &body)?;
        let binding = model::ModelBinding::of(&module, file, false)?;
        Ok(ModelOutline {
            parameters: binding.parameters().to_vec(),
            generated: binding.generated_quantities().to_vec(),
            init_jitter: model_settings::init_jitter(&module)?,
            init_optimize: model_settings::init_optimize(&module)?,
            target_accept: model_settings::target_accept(&module)?,
            max_depth: model_settings::max_depth(&module)?,
            adapt: model_settings::adapt(&module)?,
        })
    };
    outline().map_err(|e| e.into_diagnostic(file, &source))
}

fn build_bound(text: &str, model_file: &str, library: &Library, start: usize, entry: &str) -> Result<Program> {
    let model_source = &text[..start - 1];
    check_nesting(model_source, 0)?;
    check_nesting(library.source, start)?;
    let model_body = parse(model_source, model_file, 0)?;
    let binding = model::ModelBinding::of(&Module::collect(text, &model_body)?, model_file, library.dense)?;
    let mut library_body = binding.bind(parse(library.source, library.file, start)?)?;
    // The program's text: the model, the library, the distribution
    // library, then the adapter the compiler writes (`adapter.rs`).
    let prelude = prelude::Prelude::parse(text.len() + 1)?;
    let text = format!("{text}\n{}", prelude::text());
    let adapter_start = text.len() + 1;
    let adapter_source = binding.adapter_source();
    let mut adapter_body = parse(&adapter_source, "the model adapter", adapter_start)
        .map_err(|e| binding.relocate_adapter(e, adapter_start))?;
    let mut model_body = model_body;
    if library.per_member_data {
        model_body = per_member::strip_shared(model_body);
        adapter_body = per_member::strip_shared(adapter_body);
        library_body = per_member::strip_shared(library_body);
    }
    let text = format!("{text}\n{adapter_source}");
    let mut module = Module::collect(&text, &model_body)?;
    module.loop_limit = library.loop_limit;
    let added = module.add_unit(
        &text,
        &adapter_body,
        Some("model"),
        binding.adapter_scope(adapter_start),
    );
    added.map_err(|e| binding.relocate_adapter(e, adapter_start))?;
    let scope = binding.scope(start, &module.scopes[1]);
    let added = module.add_unit(&text, &library_body, Some(library.namespace), scope);
    added.map_err(|e| binding.relocate(e, start))?;
    module.add_prelude(&prelude)?;
    let Some(&entry) = module.scopes[2].func_index.get(entry) else {
        return Err(Error::whole_file(format!(
            "internal error: no function `{entry}` in {}",
            library.file
        )));
    };
    finish(&module, &text, entry, Some(entry))
        .map_err(|e| binding.relocate_adapter(e, adapter_start))
        .map_err(|e| binding.relocate(e, start))
}

fn build(source: &str, file: &str, entry: Option<&str>) -> Result<Program> {
    check_nesting(source, 0)?;
    let body = parse(source, file, 0)?;
    let mut module = Module::collect(source, &body)?;
    let prelude = prelude::Prelude::parse(source.len() + 1)?;
    module.add_prelude(&prelude)?;
    if module.funcs.is_empty() {
        return Err(Error::whole_file(format!("no functions in {file}")));
    }
    let named = match entry {
        None => None,
        Some(name) => match module.scopes[0].func_index.get(name) {
            Some(f) => Some(*f),
            None => return Err(Error::whole_file(format!("no function named `{name}` in {file}"))),
        },
    };
    finish(
        &module,
        &format!("{source}\n{}", prelude::text()),
        named.unwrap_or(0),
        named,
    )
}

/// Lowers every function of `module`, then differentiates what it asks
/// for, and verifies the result. `named` is the entry a caller named (the
/// program's `entry` is its first function otherwise, and then may update
/// its parameters in place: `autobatch check` names none).
fn finish(module: &Module, source: &str, entry: usize, named: Option<usize>) -> Result<Program> {
    let lines = error::LineIndex::new(source);
    let in_place = in_place::analyze(module, &lines, named)?;
    let functions = (0..module.funcs.len())
        .map(|f| translate::lower_function(module, &lines, &in_place, f))
        .collect::<Result<Vec<_>>>()?;
    let mut program = Program {
        functions,
        entry,
        tapes: Vec::new(),
    };
    grad::differentiate_requests(module, &mut program)?;
    f::verify(&program)
        .map_err(|e| Error::whole_file(format!("internal error: the frontend built invalid IR-F: {e}")))?;
    Ok(program)
}

/// Parses `source`, whose text begins at byte `start` of the program's.
fn parse(source: &str, file: &str, start: usize) -> Result<ast::Suite> {
    let offset = rustpython_parser::text_size::TextSize::try_from(start)
        .map_err(|_| Error::whole_file("the program is too large (over 4 GiB of text)"))?;
    // The parser is third-party code: should it ever panic on some input,
    // that is reported like any other error rather than taking the
    // compiler down.
    let parsed = std::panic::catch_unwind(|| ast::Suite::parse_starts_at(source, file, offset))
        .map_err(|_| Error::whole_file("internal error: the Python parser failed on this file"))?;
    parsed.map_err(|e| {
        let at = e.offset;
        Error::at(
            TextRange::new(at, at),
            format!("syntax error: {}", syntax_message(&e.error)),
        )
    })
}

/// The parser's complaint in the words CPython would use.
fn syntax_message(e: &ParseErrorType) -> String {
    match e {
        ParseErrorType::Eof => "unexpected end of file".into(),
        ParseErrorType::UnrecognizedToken(Tok::Indent, _) => "unexpected indent".into(),
        ParseErrorType::UnrecognizedToken(_, Some(expected)) if expected == "Indent" => {
            "expected an indented block".into()
        }
        ParseErrorType::UnrecognizedToken(tok, _) | ParseErrorType::ExtraToken(tok) => {
            format!("unexpected {tok}")
        }
        other => other.to_string(),
    }
}

/// CPython's own limit on nested brackets. Deeper nesting is refused
/// before parsing, so that neither the parser's tree nor the lowering
/// recurses without bound.
const MAX_BRACKET_DEPTH: usize = 200;

fn check_nesting(source: &str, start: usize) -> Result<()> {
    let offset = rustpython_parser::text_size::TextSize::try_from(start).unwrap_or_default();
    let mut depth = 0usize;
    for token in lex_starts_at(source, Mode::Module, offset) {
        let (tok, range) = match token as LexResult {
            Ok(t) => t,
            // The parser reports lexical errors, with a better message.
            Err(_) => return Ok(()),
        };
        match tok {
            Tok::Lpar | Tok::Lsqb | Tok::Lbrace => {
                depth += 1;
                if depth > MAX_BRACKET_DEPTH {
                    return Err(Error::at(range, "too many nested parentheses"));
                }
            }
            Tok::Rpar | Tok::Rsqb | Tok::Rbrace => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

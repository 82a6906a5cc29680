//! The library every program sees through `from autobatch import *`
//! besides the primitives: the distributions and their helpers
//! (`normal_lpdf`, `inv_logit`, ...), written once in the source language
//! in python/autobatch/distributions.py, which CPython imports as it is,
//! the constraint transforms of a model's parameters
//! (python/autobatch/constraints.py, all private: the model adapter calls
//! them, `adapter.rs`), and the distributions' random draws
//! (python/autobatch/rng.py, `normal_rng`, ...).
//!
//! Its functions are templates: they carry no annotations, and a call is
//! compiled by translating the function's body in place, in the caller,
//! with the parameters bound to the call's argument values (literals
//! stay weak, so `normal_lpdf(y, 0.0, 1.0)` on an `f32` `y` stays `f32`).
//! Each call therefore gets the types of its own arguments: a scalar
//! `mu` broadcasts against a vector `y` as in NumPy, and the result is
//! what the body computes, as in CPython. A template's body ends with its
//! only `return`; its names are its own (its module constants, the other
//! templates, the primitives), never the caller's. An error inside a
//! template points to the call in the user's file.

use super::error::{err, Error, Result};
use super::module::{Module, Scope};
use super::translate::{collect_assigned, FnTranslator, Local, LoopCtx};
use super::value::Val;
use rustpython_parser::ast::{self, Expr, Stmt};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// The library's files, by their names in messages, with their sources
/// (CPython imports the same files).
pub const FILES: [(&str, &str); 3] = [
    (
        "autobatch/distributions.py",
        include_str!("../../../python/autobatch/distributions.py"),
    ),
    (
        "autobatch/constraints.py",
        include_str!("../../../python/autobatch/constraints.py"),
    ),
    ("autobatch/rng.py", include_str!("../../../python/autobatch/rng.py")),
];

/// The library's text as the program's text holds it after the units:
/// its files one after the other, a newline between them.
pub fn text() -> String {
    FILES.map(|(_, source)| source).join("\n")
}

/// How deeply templates may call each other (a bound on the inlining, so
/// that a template calling itself is an error, not a hang).
const MAX_INLINE_DEPTH: usize = 16;

/// A template: its definition, its unit (its names) and its file.
#[derive(Clone, Copy)]
pub(crate) struct Template<'a> {
    pub def: &'a ast::StmtFunctionDef,
    pub unit: usize,
    pub file: &'static str,
}

/// One file of the library parsed: its statements, and its module
/// constants apart (the unit's own names).
struct LibraryFile {
    file: &'static str,
    source: &'static str,
    body: Vec<Stmt>,
    constants: Vec<Stmt>,
    start: usize,
}

/// The library parsed.
pub(crate) struct Prelude {
    files: Vec<LibraryFile>,
}

impl Prelude {
    /// Parses the library, its text placed at byte `start` of the
    /// program's (after the units), so that its ranges name no place of
    /// the user's files.
    pub fn parse(start: usize) -> Result<Prelude> {
        let mut files = Vec::with_capacity(FILES.len());
        let mut start = start;
        for (file, source) in FILES {
            let body = super::parse(source, file, start)?;
            let constants = body.iter().filter(|s| matches!(s, Stmt::Assign(_))).cloned().collect();
            files.push(LibraryFile {
                file,
                source,
                body,
                constants,
                start,
            });
            start += source.len() + 1;
        }
        Ok(Prelude { files })
    }
}

impl<'a> Module<'a> {
    /// Adds a unit per library file: its constants, and its functions as
    /// templates. Imports (CPython's) and the docstring are skipped.
    pub fn add_prelude(&mut self, prelude: &'a Prelude) -> Result<()> {
        for f in &prelude.files {
            let unit = self.scopes.len();
            let scope = Scope {
                start: f.start,
                library: true,
                ..Scope::default()
            };
            self.add_unit(f.source, &f.constants, None, scope)?;
            for stmt in &f.body {
                if let Stmt::FunctionDef(def) = stmt {
                    check_template(def, f.file)?;
                    let template = Template {
                        def,
                        unit,
                        file: f.file,
                    };
                    if self.templates.insert(def.name.to_string(), template).is_some() {
                        return Err(internal(def.name.as_str(), f.file, "is defined twice in the library"));
                    }
                }
            }
        }
        Ok(())
    }
}

/// A template has plain parameters and ends with its only `return`.
fn check_template(def: &ast::StmtFunctionDef, file: &str) -> Result<()> {
    let internal = |name: &str, what: &str| internal(name, file, what);
    let name = def.name.as_str();
    let args = &def.args;
    if args.vararg.is_some() || args.kwarg.is_some() || !args.kwonlyargs.is_empty() || !args.posonlyargs.is_empty() {
        return Err(internal(name, "a template takes plain parameters"));
    }
    let Some((Stmt::Return(ast::StmtReturn { value: Some(_), .. }), rest)) = def.body.split_last() else {
        return Err(internal(name, "a template ends with `return value`"));
    };
    if rest.iter().any(has_return) {
        return Err(internal(name, "a template returns only at its end"));
    }
    Ok(())
}

fn has_return(s: &Stmt) -> bool {
    match s {
        Stmt::Return(_) => true,
        Stmt::If(i) => i.body.iter().chain(&i.orelse).any(has_return),
        Stmt::While(w) => w.body.iter().chain(&w.orelse).any(has_return),
        Stmt::For(f) => f.body.iter().chain(&f.orelse).any(has_return),
        _ => false,
    }
}

fn internal(name: &str, file: &str, what: &str) -> Error {
    Error::whole_file(format!("internal error: {file}: `{name}`: {what}"))
}

/// What a call of a template sets aside of its caller's state.
struct Saved {
    locals: HashMap<String, Local>,
    assigned: HashSet<String>,
    assigned_anywhere: HashMap<String, usize>,
    written: HashMap<String, usize>,
    loops: Vec<LoopCtx>,
    bound: HashMap<String, Val>,
    inline_unit: Option<usize>,
    var_prefix: String,
}

impl<'a> FnTranslator<'_, 'a> {
    /// The template named `name`, if the program's library has one. A
    /// private one (`_xlogy`) is visible only inside the library (and the
    /// adapter the compiler writes, a library unit too), as `from
    /// autobatch import *` does not export it to CPython programs.
    pub fn template(&self, name: &str) -> Option<Template<'a>> {
        let in_library = self.inline_unit.is_some() || self.m.scope_of(self.func).library;
        if name.starts_with('_') && !in_library {
            return None;
        }
        self.m.templates.get(name).copied()
    }

    /// `name(args)` for a template: the arguments evaluated in the order
    /// written, then the body translated in place with its parameters
    /// bound to them.
    pub fn inline_call(&mut self, t: Template, c: &ast::ExprCall) -> Result<Val> {
        let name = t.def.name.as_str();
        let values = self.template_arguments(t, c)?;
        if self.inline_depth >= MAX_INLINE_DEPTH {
            return err(c.range, format!("`{name}`: templates nest too deeply"));
        }
        let params = t.def.args.args.iter().map(|a| a.def.arg.to_string());
        let bound: HashMap<String, Val> = params.zip(values).collect();
        let saved = self.enter_template(t, bound);
        let result = self.template_body(t);
        self.leave_template(saved);
        result.map_err(|e| located_at_call(e, name, t.file, c.range))
    }

    /// The call's arguments by parameter, positional or by keyword.
    fn template_arguments(&mut self, t: Template, c: &ast::ExprCall) -> Result<Vec<Val>> {
        let name = t.def.name.as_str();
        let params: Vec<&str> = t.def.args.args.iter().map(|a| a.def.arg.as_str()).collect();
        let given = c.args.len() + c.keywords.len();
        if given != params.len() {
            return err(
                c.range,
                format!(
                    "`{name}` takes {} arguments ({}), got {given}",
                    params.len(),
                    params.join(", ")
                ),
            );
        }
        let mut slots: Vec<Option<Val>> = vec![None; params.len()];
        for (i, a) in c.args.iter().enumerate() {
            if let Expr::Starred(s) = a {
                return err(
                    s.range,
                    format!("`{name}` takes its arguments one by one, not unpacked"),
                );
            }
            slots[i] = Some(self.expr(a)?);
        }
        for k in &c.keywords {
            let Some(arg) = k.arg.as_deref() else {
                return err(k.range, format!("`{name}` takes no `**` arguments"));
            };
            let Some(i) = params.iter().position(|p| *p == arg) else {
                return err(
                    k.range,
                    format!(
                        "`{name}` has no parameter `{arg}` (its parameters: {})",
                        params.join(", ")
                    ),
                );
            };
            if slots[i].is_some() {
                return err(k.range, format!("`{name}` got `{arg}` twice"));
            }
            slots[i] = Some(self.expr(&k.value)?);
        }
        Ok(slots.into_iter().flatten().collect())
    }

    fn enter_template(&mut self, t: Template, bound: HashMap<String, Val>) -> Saved {
        self.inline_depth += 1;
        self.inline_count += 1;
        let prefix = format!("{}#{}.", t.def.name, self.inline_count);
        let saved = Saved {
            locals: std::mem::take(&mut self.locals),
            assigned: std::mem::take(&mut self.assigned),
            assigned_anywhere: std::mem::take(&mut self.assigned_anywhere),
            written: std::mem::take(&mut self.written),
            loops: std::mem::take(&mut self.loops),
            bound: std::mem::replace(&mut self.bound, bound),
            inline_unit: self.inline_unit.replace(t.unit),
            var_prefix: std::mem::replace(&mut self.var_prefix, prefix),
        };
        collect_assigned(&t.def.body, &mut self.assigned_anywhere, 0);
        super::alias::written_names(&t.def.body, &mut self.written);
        saved
    }

    fn leave_template(&mut self, saved: Saved) {
        self.inline_depth -= 1;
        self.locals = saved.locals;
        self.assigned = saved.assigned;
        self.assigned_anywhere = saved.assigned_anywhere;
        self.written = saved.written;
        self.loops = saved.loops;
        self.bound = saved.bound;
        self.inline_unit = saved.inline_unit;
        self.var_prefix = saved.var_prefix;
    }

    fn template_body(&mut self, t: Template) -> Result<Val> {
        let name = t.def.name.as_str();
        if let Some(p) = self.bound.keys().find(|p| self.assigned_anywhere.contains_key(*p)) {
            return Err(internal(name, t.file, &format!("assigns its parameter `{p}`")));
        }
        let Some((Stmt::Return(ast::StmtReturn { value: Some(value), .. }), rest)) = t.def.body.split_last() else {
            return Err(internal(name, t.file, "a template ends with `return value`"));
        };
        self.block(rest)?;
        if !self.b.is_reachable() {
            return Err(internal(name, t.file, "its end is unreachable"));
        }
        self.expr(value)
    }
}

/// An error inside a template, pointed at the call that reached it.
fn located_at_call(e: Error, name: &str, file: &str, call: TextRange) -> Error {
    Error::at(call, format!("in `{name}` ({file}): {}", e.message))
}

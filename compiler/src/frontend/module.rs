//! The module level: imports, docstrings, constants, the `__main__` block
//! (ignored: it is for CPython), and every function's signature, collected
//! before any body is checked so that calls may refer to later functions.

use super::constraint::{Constraint, CONSTRAINED_FUNCTIONS};
use super::error::{err, Result};
use super::literal::{literal_of, Lit, LitKind};
use super::types::{SrcTy, TypeEnv};
use super::unsupported;
use crate::ir::FuncId;
use rustpython_parser::ast::{self, Constant, Expr, Ranged, Stmt};
use rustpython_parser::text_size::{TextRange, TextSize};
use std::collections::HashMap;

/// The float constants `from autobatch import *` provides (also as
/// `math.pi`, ...): float literals wherever they are used.
pub(crate) const FLOAT_CONSTANTS: [(&str, f64); 4] = [
    ("pi", std::f64::consts::PI),
    ("e", std::f64::consts::E),
    ("inf", f64::INFINITY),
    ("nan", f64::NAN),
];

/// The names one source unit sees: its own constants, imports and
/// functions. A program is one unit, the user's file, or several when a
/// library ships with it (`autobatch sample` adds the sampler, bound to
/// the model file: `model.rs`).
#[derive(Default)]
pub(crate) struct Scope {
    /// The unit's own constants (`N = 4`).
    pub consts: HashMap<String, LitKind>,
    /// Where each of `consts` is defined (`NAME = value`).
    pub const_ranges: HashMap<String, TextRange>,
    /// Its constants of strings, a string or a tuple of them (`GENERATED
    /// = ("y_rep", "log_lik")`), with where each is defined: names for the
    /// tools, not values of the language.
    pub strings: HashMap<String, (Vec<String>, TextRange)>,
    /// Imported float constants (`pi e inf nan` from autobatch, and those
    /// named in `from math import ...`): float literals, which a local
    /// variable of the same name shadows, as in Python.
    pub imported: HashMap<String, f64>,
    /// What `import math` and `from math import ...` brought in.
    pub math: MathImports,
    /// The unit's functions and those it imports, by their names in it.
    pub func_index: HashMap<String, FuncId>,
    /// Where the unit's text begins in the program's (units are parsed
    /// one after the other, so that every range names one place).
    pub start: usize,
    /// Whether the unit is the project's (the library's files, the model
    /// adapter), which sees the library's private names (`_xlogy`).
    pub library: bool,
}

pub(crate) struct Module<'a> {
    /// One per unit, the user's file first.
    pub scopes: Vec<Scope>,
    /// In source order, unit by unit; a function's index is its `FuncId`.
    pub funcs: Vec<FuncDef<'a>>,
    /// The functions `value_and_grad` and `grad` differentiate, in the
    /// order first met, with that call's range: request `k` is the
    /// program's function `funcs.len() + k`, which the AD pass builds.
    pub grads: std::cell::RefCell<Vec<(usize, TextRange)>>,
    /// Calls CPython evaluates on plain floats (`math.exp(x)`, `float(x)`
    /// of a float variable): where they are, and what they are. Such a
    /// call in a function being differentiated would drop the gradient in
    /// CPython, so it is refused there (`grad.rs`).
    pub float_only: std::cell::RefCell<Vec<(usize, TextRange, String)>>,
    /// The library's functions (`prelude`), by name: visible in every
    /// unit that does not define the name itself.
    pub templates: HashMap<String, super::prelude::Template<'a>>,
    /// The most iterations a `while` loop may run in one entry before
    /// its member stops with `loop_limit` (`loops.rs`): set for a
    /// model's generated quantities (`Library::loop_limit`), whose
    /// loops nothing else bounds; `None` elsewhere, where a loop runs as
    /// long as CPython's would.
    pub loop_limit: Option<i64>,
}

pub(crate) struct FuncDef<'a> {
    pub def: &'a ast::StmtFunctionDef,
    pub sig: Signature,
    /// The unit it is defined in (its `Scope`).
    pub unit: usize,
    /// Its name in the program: the source name, qualified by the unit's
    /// namespace for a library unit (`nuts.sample`).
    pub ir_name: String,
}

pub(crate) struct Signature {
    pub name: String,
    /// The function's name in its `def` line, where errors about the
    /// function as a whole point.
    pub name_range: TextRange,
    pub params: Vec<ParamSig>,
    pub ret: SrcTy,
}

pub(crate) struct ParamSig {
    pub name: String,
    pub ty: SrcTy,
    pub shared: bool,
    /// A constraint annotation (`tau: Positive[f64]`), on a model's
    /// parameters only (`constraint.rs`).
    pub constraint: Option<Constraint>,
    pub range: TextRange,
    /// A default value: a number or bool constant of the parameter's
    /// (scalar) type, used when a call leaves the parameter out.
    pub default: Option<Lit>,
}

impl<'a> Module<'a> {
    pub fn new() -> Module<'a> {
        Module {
            scopes: Vec::new(),
            funcs: Vec::new(),
            grads: Default::default(),
            float_only: Default::default(),
            templates: HashMap::new(),
            loop_limit: None,
        }
    }

    /// Adds a unit: its module level, in order. `namespace` qualifies the
    /// names of a library unit's functions in the program; `scope` holds
    /// what the unit is given before its own statements (the names a
    /// model binds, for a library).
    pub fn add_unit(&mut self, source: &str, body: &'a [Stmt], namespace: Option<&str>, scope: Scope) -> Result<()> {
        let unit = self.scopes.len();
        self.scopes.push(scope);
        for stmt in body {
            self.top_level(source, stmt, unit, namespace)?;
        }
        // `autobatch`'s float constants, unless the unit defines the name
        // (or imports it from math).
        let scope = &mut self.scopes[unit];
        for (name, value) in FLOAT_CONSTANTS {
            if !scope.func_index.contains_key(name) && !scope.consts.contains_key(name) {
                scope.imported.entry(name.to_string()).or_insert(value);
            }
        }
        Ok(())
    }

    /// A module of one unit, the user's file.
    pub fn collect(source: &str, body: &'a [Stmt]) -> Result<Module<'a>> {
        let mut module = Module::new();
        module.add_unit(source, body, None, Scope::default())?;
        Ok(module)
    }

    /// The scope function `f` is defined in.
    pub fn scope_of(&self, f: FuncId) -> &Scope {
        &self.scopes[self.funcs[f].unit]
    }

    fn top_level(&mut self, source: &str, stmt: &'a Stmt, unit: usize, namespace: Option<&str>) -> Result<()> {
        match stmt {
            Stmt::FunctionDef(def) => self.function(source, def, unit, namespace),
            Stmt::Assign(a) => self.constant(a, unit),
            Stmt::ImportFrom(i) => self.import_from(i, unit),
            Stmt::Import(i) => self.import(i, unit),
            Stmt::Expr(e) if is_docstring(&e.value) => Ok(()),
            Stmt::If(i) if is_main_guard(&i.test) => Ok(()),
            Stmt::Pass(_) => Ok(()),
            Stmt::Expr(e) => err(
                e.range,
                "statements at module level are not supported: put code in a function",
            ),
            Stmt::If(i) => err(
                i.range,
                "`if` at module level is only allowed as `if __name__ == \"__main__\":`",
            ),
            other => err(other.range(), module_level_message(other)),
        }
    }

    fn constant(&mut self, a: &ast::StmtAssign, unit: usize) -> Result<()> {
        let [Expr::Name(target)] = a.targets.as_slice() else {
            return err(
                a.range,
                "module-level assignments must define one constant: `NAME = literal`",
            );
        };
        let name = target.id.to_string();
        if let Some(strings) = strings_of(&a.value) {
            let scope = &mut self.scopes[unit];
            if scope.consts.contains_key(&name) || scope.strings.contains_key(&name) {
                return err(target.range, format!("`{name}` is defined twice at module level"));
            }
            scope.strings.insert(name, (strings, a.range));
            return Ok(());
        }
        let value = match literal_of(&a.value)? {
            Some(value) => value,
            None => match super::const_int::eval(&a.value, &self.scopes[unit].consts)? {
                Some(v) => LitKind::Int(v),
                None => {
                    return err(
                        a.value.range(),
                        "a module constant must be an int, float or bool literal, or integer arithmetic on int constants defined above it (`M = T - K`)",
                    )
                }
            },
        };
        let scope = &mut self.scopes[unit];
        if scope.consts.contains_key(&name) || scope.func_index.contains_key(&name) || scope.strings.contains_key(&name)
        {
            return err(target.range, format!("`{name}` is defined twice at module level"));
        }
        scope.const_ranges.insert(name.clone(), a.range);
        scope.consts.insert(name, value);
        Ok(())
    }

    fn function(
        &mut self,
        source: &str,
        def: &'a ast::StmtFunctionDef,
        unit: usize,
        namespace: Option<&str>,
    ) -> Result<()> {
        let name = def.name.to_string();
        let name_range = def_name_range(source, def);
        let scope = &self.scopes[unit];
        if scope.consts.contains_key(&name) || scope.func_index.contains_key(&name) {
            return err(name_range, format!("`{name}` is defined twice at module level"));
        }
        let env = TypeEnv { consts: &scope.consts };
        let sig = signature(&env, def, name_range)?;
        let ir_name = namespace.map_or_else(|| name.clone(), |ns| format!("{ns}.{name}"));
        self.scopes[unit].func_index.insert(name, self.funcs.len());
        self.funcs.push(FuncDef {
            def,
            sig,
            unit,
            ir_name,
        });
        Ok(())
    }
}

fn signature(env: &TypeEnv, def: &ast::StmtFunctionDef, name_range: TextRange) -> Result<Signature> {
    if let Some(d) = def.decorator_list.first() {
        return err(d.range(), "decorators are not supported");
    }
    if let Some(t) = def.type_params.first() {
        return err(t.range(), "type parameters are not supported");
    }
    let args = &def.args;
    if let Some(a) = args.posonlyargs.first() {
        return err(a.def.range, "positional-only parameters are not supported");
    }
    if let Some(a) = args.vararg.as_ref().or(args.kwarg.as_ref()) {
        return err(a.range, "*args and **kwargs are not supported");
    }
    if let Some(a) = args.kwonlyargs.first() {
        return err(a.def.range, "keyword-only parameters are not supported");
    }
    let mut params: Vec<ParamSig> = Vec::with_capacity(args.args.len());
    for a in &args.args {
        let mut p = param(env, &a.def, &def.name)?;
        if let Some(d) = &a.default {
            p.default = Some(default_value(env, d, &p)?);
        }
        params.push(p);
        let name = &a.def.arg;
        if params.iter().filter(|p| p.name == name.as_str()).count() > 1 {
            return err(a.def.range, format!("duplicate parameter `{name}`"));
        }
    }
    let Some(ret) = &def.returns else {
        return err(
            name_range,
            format!("missing annotation: `{}` needs a return type, e.g. `-> f64`", def.name),
        );
    };
    Ok(Signature {
        name: def.name.to_string(),
        name_range,
        params,
        ret: env.value_type(ret)?,
    })
}

/// A parameter's default: a literal or a module constant (defined above
/// the function, as CPython evaluates defaults when it runs the `def`),
/// which must fit the parameter's scalar type.
fn default_value(env: &TypeEnv, d: &Expr, p: &ParamSig) -> Result<Lit> {
    let kind = match (literal_of(d)?, d) {
        (Some(k), _) => Some(k),
        (None, Expr::Name(n)) => env.consts.get(n.id.as_str()).copied(),
        (None, Expr::UnaryOp(u)) if u.op == ast::UnaryOp::USub => match u.operand.as_ref() {
            Expr::Name(n) => env.consts.get(n.id.as_str()).map(|k| k.negate()),
            _ => None,
        },
        _ => None,
    };
    let Some(kind) = kind else {
        return err(
            d.range(),
            "a default value must be a number or bool constant (or a module constant defined above)",
        );
    };
    let lit = Lit { kind, range: d.range() };
    let fits = match &p.ty {
        SrcTy::Atom(t) if t.is_scalar() && !p.shared => lit.to_dtype(t.dtype)?.is_some(),
        _ => false,
    };
    if !fits {
        return err(
            d.range(),
            format!("`{}` is {}: its default must be a constant of that type", p.name, p.ty),
        );
    }
    Ok(lit)
}

fn param(env: &TypeEnv, a: &ast::Arg, func: &str) -> Result<ParamSig> {
    let Some(ann) = &a.annotation else {
        return err(
            a.range,
            format!(
                "missing annotation on parameter `{}` of `{func}`, e.g. `{}: f64`",
                a.arg, a.arg
            ),
        );
    };
    let (ty, shared, constraint) = env.param_type(ann)?;
    if constraint.is_some() && !CONSTRAINED_FUNCTIONS.contains(&func) {
        return err(
            ann.range(),
            format!(
                "a constraint annotates a parameter of `log_density` (the sampler applies its transform), not of `{func}`: write the type itself, e.g. `{}: f64`",
                a.arg
            ),
        );
    }
    Ok(ParamSig {
        name: a.arg.to_string(),
        ty,
        shared,
        constraint,
        range: a.range,
        default: None,
    })
}

/// The range of the function's name inside `def name(`: the statement's
/// own range covers the whole definition.
fn def_name_range(source: &str, def: &ast::StmtFunctionDef) -> TextRange {
    let start = def.range.start().to_usize();
    let header = source.get(start..).unwrap_or("");
    let after_def = header.find("def").map_or(0, |i| i + 3);
    let found = header.get(after_def..).and_then(|rest| rest.find(def.name.as_str()));
    match (
        found,
        u32::try_from(start + after_def + found.unwrap_or(0)),
        u32::try_from(def.name.len()),
    ) {
        (Some(_), Ok(at), Ok(len)) => TextRange::at(TextSize::new(at), TextSize::new(len)),
        _ => def.range,
    }
}

/// The names `import math` (under its name or an alias) and `from math
/// import f, g as h` bind.
#[derive(Default)]
pub(crate) struct MathImports {
    /// Local names of the `math` module itself.
    pub modules: Vec<String>,
    /// Local name -> `math` function name.
    pub functions: HashMap<String, String>,
}

impl Module<'_> {
    fn import_from(&mut self, i: &ast::StmtImportFrom, unit: usize) -> Result<()> {
        let module = i.module.as_ref().map(|m| m.as_str());
        let relative = i.level.is_some_and(|l| l.to_u32() > 0);
        match module {
            Some("autobatch" | "__future__") if !relative => Ok(()),
            Some("autobatch.model") if !relative => err(
                i.range,
                "`autobatch.model` is the model file a library is bound to: compile this file with `--model MODEL.py` (as `autobatch sample MODEL.py` binds its sampler)",
            ),
            Some("math") if !relative => {
                for a in &i.names {
                    let name = a.name.as_str();
                    let local = a.asname.as_ref().map_or(name, |n| n.as_str()).to_string();
                    if name == "*" {
                        return err(a.range, "`from math import *` is not supported: name the functions");
                    }
                    let scope = &mut self.scopes[unit];
                    if let Some(value) = super::math::constant(name) {
                        scope.imported.insert(local, value);
                    } else {
                        super::math::check_function(name, a.range)?;
                        scope.math.functions.insert(local, name.to_string());
                    }
                }
                Ok(())
            }
            _ => err(
                i.range,
                "only `from autobatch import ...` and `from math import ...` may be imported",
            ),
        }
    }

    fn import(&mut self, i: &ast::StmtImport, unit: usize) -> Result<()> {
        for a in &i.names {
            match a.name.as_str() {
                "autobatch" => {}
                "math" => self.scopes[unit]
                    .math
                    .modules
                    .push(a.asname.as_ref().map_or("math", |n| n.as_str()).to_string()),
                other => {
                    return err(
                        a.range,
                        format!("cannot import `{other}`: only `autobatch` and `math` may be imported"),
                    )
                }
            }
        }
        Ok(())
    }
}

pub(crate) fn is_docstring(e: &Expr) -> bool {
    matches!(
        e,
        Expr::Constant(ast::ExprConstant {
            value: Constant::Str(_),
            ..
        })
    )
}

/// `__name__ == "__main__"`, either way round.
fn is_main_guard(test: &Expr) -> bool {
    let Expr::Compare(c) = test else { return false };
    let [ast::CmpOp::Eq] = c.ops.as_slice() else {
        return false;
    };
    let [right] = c.comparators.as_slice() else {
        return false;
    };
    let is_dunder = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == "__name__");
    let is_main =
        |e: &Expr| matches!(e, Expr::Constant(ast::ExprConstant { value: Constant::Str(s), .. }) if s == "__main__");
    (is_dunder(&c.left) && is_main(right)) || (is_main(&c.left) && is_dunder(right))
}

fn module_level_message(s: &Stmt) -> String {
    match s {
        Stmt::AnnAssign(_) | Stmt::AugAssign(_) => {
            "module-level assignments must define one constant: `NAME = literal`".into()
        }
        Stmt::While(_) => "loops at module level are not supported: put code in a function".into(),
        Stmt::Return(_) | Stmt::Break(_) | Stmt::Continue(_) => {
            "`return`, `break` and `continue` belong inside a function".into()
        }
        other => match unsupported::statement(other) {
            m if m.starts_with("imports") => {
                "only `from autobatch import ...` and `from math import ...` may be imported".into()
            }
            m => m,
        },
    }
}

/// A string or a tuple of strings, written as literals: `"y_rep"`,
/// `("y_rep", "log_lik")`.
fn strings_of(e: &Expr) -> Option<Vec<String>> {
    let one = |e: &Expr| match e {
        Expr::Constant(c) => match &c.value {
            Constant::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    };
    match e {
        Expr::Tuple(t) if !t.elts.is_empty() => t.elts.iter().map(one).collect(),
        other => one(other).map(|s| vec![s]),
    }
}

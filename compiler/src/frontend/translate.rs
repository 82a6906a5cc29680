//! Lowering one function: its parameters, outputs and body, and the state
//! the statement and expression lowering share.

use super::builder::Builder;
use super::error::{err, Error, LineIndex, Result};
use super::in_place::{InPlace, InPlaceCall};
use super::module::{Module, Scope, Signature};
use super::types::SrcTy;
use super::value::Val;
use crate::ir::f::{Function, Param};
use crate::ir::{BlockId, FuncId, VarId};
use rustpython_parser::ast::{Expr, Stmt};
use rustpython_parser::text_size::TextRange;
use std::collections::{HashMap, HashSet};

/// How deep statements and expressions may nest. Python itself stops at
/// about 100 levels of indentation and 200 nested parentheses; the bound
/// keeps the recursive lowering far from the end of the thread's stack.
const MAX_DEPTH: usize = 100;

/// A source variable: one type for the whole function, held in one IR
/// variable per leaf of that type.
pub(crate) struct Local {
    pub ty: SrcTy,
    pub vars: Vec<VarId>,
    /// Line of the first assignment (or declaration), for type errors.
    pub line: usize,
    pub shared: bool,
}

pub(crate) struct LoopCtx {
    pub header: BlockId,
    pub exit: BlockId,
    /// The definitely-assigned sets at each `break`.
    pub breaks: Vec<HashSet<String>>,
}

pub(crate) struct FnTranslator<'m, 'a> {
    pub m: &'m Module<'a>,
    pub lines: &'m LineIndex,
    pub b: Builder,
    pub locals: HashMap<String, Local>,
    /// Local names definitely assigned at the insertion point.
    pub assigned: HashSet<String>,
    /// Every name the body assigns, with the offset of its first
    /// assignment: such a name is local to the whole function (as in
    /// Python), even where it is read before that assignment.
    pub assigned_anywhere: HashMap<String, usize>,
    pub loops: Vec<LoopCtx>,
    /// The names written in place anywhere in the body (by index, or
    /// passed to a parameter updated in place: `alias`, `in_place`), with
    /// the offset of the first write.
    pub written: HashMap<String, usize>,
    /// The parameters each function updates in place, and the calls of
    /// this one that pass a variable to such a parameter (checked once
    /// the body is built: `in_place`).
    pub in_place: &'m InPlace,
    pub in_place_calls: Vec<InPlaceCall>,
    /// The function being lowered, and its signature.
    pub func: FuncId,
    pub sig: &'m Signature,
    pub ret_vars: Vec<VarId>,
    pub shared_vars: HashSet<VarId>,
    depth: usize,
    /// Inside a library template (`prelude`): its parameters' values, its
    /// unit (whose names it sees), the prefix of its variables' IR names,
    /// and how deeply templates nest here; `inline_count` numbers the
    /// calls of templates in the function.
    pub bound: HashMap<String, Val>,
    pub inline_unit: Option<usize>,
    pub var_prefix: String,
    pub inline_depth: usize,
    pub inline_count: usize,
}

pub(crate) fn lower_function(m: &Module, lines: &LineIndex, in_place: &InPlace, func: FuncId) -> Result<Function> {
    let Some(def) = m.funcs.get(func) else {
        return Err(Error::whole_file(format!("internal error: no function {func}")));
    };
    let mut l = FnTranslator {
        m,
        lines,
        b: Builder::new(),
        locals: HashMap::new(),
        assigned: HashSet::new(),
        assigned_anywhere: HashMap::new(),
        loops: Vec::new(),
        written: in_place.writes[func].iter().map(|(n, s)| (n.clone(), s.at)).collect(),
        in_place,
        in_place_calls: Vec::new(),
        func,
        sig: &def.sig,
        ret_vars: Vec::new(),
        shared_vars: HashSet::new(),
        depth: 0,
        bound: HashMap::new(),
        inline_unit: None,
        var_prefix: String::new(),
        inline_depth: 0,
        inline_count: 0,
    };
    collect_assigned(&def.def.body, &mut l.assigned_anywhere, 0);
    let params = l.declare_params();
    l.ret_vars = (def.sig.ret.leaves().into_iter().enumerate())
        .map(|(i, ty)| l.b.var(format!("%ret{i}"), ty))
        .collect();
    l.block(&def.def.body)?;
    l.check_in_place_calls()?;
    if l.b.is_reachable() {
        let name = &def.sig.name;
        return err(
            def.sig.name_range,
            format!("`{name}` may reach its end without returning"),
        );
    }
    let outputs = l.ret_vars.clone();
    l.b.finish(&def.ir_name, params, outputs)
        .map_err(|m| Error::whole_file(format!("internal error: {m}")))
}

impl FnTranslator<'_, '_> {
    /// The names the function's unit sees.
    pub fn scope(&self) -> &Scope {
        match self.inline_unit {
            Some(unit) => &self.m.scopes[unit],
            None => self.m.scope_of(self.func),
        }
    }

    fn declare_params(&mut self) -> Vec<Param> {
        let mut params = Vec::new();
        for p in &self.sig.params {
            let vars: Vec<VarId> = (p.ty.leaf_names(&p.name).into_iter().zip(p.ty.leaves()))
                .map(|(n, t)| self.b.var(n, t))
                .collect();
            for v in &vars {
                params.push(Param {
                    var: *v,
                    shared: p.shared,
                });
                if p.shared {
                    self.shared_vars.insert(*v);
                }
            }
            let line = self.line_at(p.range.start().to_usize());
            self.locals.insert(
                p.name.clone(),
                Local {
                    ty: p.ty.clone(),
                    vars,
                    line,
                    shared: p.shared,
                },
            );
            self.assigned.insert(p.name.clone());
        }
        params
    }

    /// Runs `f` one nesting level deeper, or fails at `range` when the
    /// nesting is too deep.
    pub fn nested<T>(&mut self, range: TextRange, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        if self.depth >= MAX_DEPTH {
            return err(
                range,
                format!(
                    "code is nested too deeply (more than {MAX_DEPTH} levels of statements and \
                     expressions; each `elif` is a level inside the `if` before it): move the inner \
                     part into a function of its own, or split a long `elif` chain over functions"
                ),
            );
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    pub fn line(&self, range: TextRange) -> usize {
        self.line_at(range.start().to_usize())
    }

    pub fn line_at(&self, offset: usize) -> usize {
        // Lines count from the start of the function's unit.
        self.lines.line_in_unit(self.scope().start, offset)
    }

    /// The value a local holds.
    pub fn local_value(&self, name: &str) -> Option<Val> {
        let local = self.locals.get(name)?;
        local.ty.value_in(&local.vars)
    }
}

/// Records every name a statement list assigns (recursing into `if` and
/// `while`), with the offset of its first assignment.
pub(crate) fn collect_assigned(stmts: &[Stmt], out: &mut HashMap<String, usize>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    for s in stmts {
        match s {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, out, depth)),
            Stmt::AugAssign(a) => target_names(&a.target, out, depth),
            Stmt::AnnAssign(a) => target_names(&a.target, out, depth),
            Stmt::If(i) => {
                collect_assigned(&i.body, out, depth + 1);
                collect_assigned(&i.orelse, out, depth + 1);
            }
            Stmt::While(w) => {
                collect_assigned(&w.body, out, depth + 1);
                collect_assigned(&w.orelse, out, depth + 1);
            }
            Stmt::For(f) => {
                target_names(&f.target, out, depth);
                collect_assigned(&f.body, out, depth + 1);
                collect_assigned(&f.orelse, out, depth + 1);
            }
            _ => {}
        }
    }
}

fn target_names(t: &Expr, out: &mut HashMap<String, usize>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    match t {
        Expr::Name(n) => {
            out.entry(n.id.to_string()).or_insert(n.range.start().to_usize());
        }
        Expr::Tuple(tuple) => tuple.elts.iter().for_each(|e| target_names(e, out, depth + 1)),
        Expr::List(list) => list.elts.iter().for_each(|e| target_names(e, out, depth + 1)),
        Expr::Starred(s) => target_names(&s.value, out, depth + 1),
        _ => {}
    }
}

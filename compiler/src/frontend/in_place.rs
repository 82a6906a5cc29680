//! Parameters a function updates in place.
//!
//! A function may write a parameter by index (`pend[level] = row`), or
//! pass it on to a parameter that another function updates in place. In
//! CPython that changes the caller's NumPy array; here tensors are values,
//! so the callee updates its own copy, which storage sharing
//! (`lower::coalesce`) makes the caller's array again wherever the caller
//! no longer needs its old value. The two meanings agree when no name the
//! caller reads afterwards holds the array, which the frontend checks:
//!
//! - at every call (`FnTranslator::check_in_place_arguments` and
//!   `check_in_place_calls`): the argument is a variable of the caller
//!   that owns its array (the aliasing rule of `alias.rs` holds for it as
//!   for a name written by index) or a new array (`zeros(...)`, `x + 1`);
//!   no other argument of the call names it; and it is not read after the
//!   call before it is assigned again (`pend = transition(pend, ...)`),
//!   by liveness over the function's IR, so loops and branches count;
//! - at the function (`analyze`): it is not the entry (whose caller, the
//!   runtime or CPython's runner, keeps its arrays), the parameter is not
//!   `Shared` data, and no code of the project (the model adapter, the
//!   sampler's library: every unit after the user's file) calls or
//!   differentiates it (the sampler keeps using a model's arrays);
//!   `grad.rs` refuses to differentiate it.
//!
//! A result may hand such an array back to the caller: `owned` says which
//! elements of each function's result certainly hold an array that no
//! other live name holds (a new array, or a variable the function writes
//! in place and returns once), so that a caller may bind it to a name it
//! writes in place.

use super::alias::written_names;
use super::call::{bind_arguments, Slot};
use super::error::{err, LineIndex, Result};
use super::module::Module;
use super::translate::FnTranslator;
use super::types::SrcTy;
use super::walk::{walk_expr, walk_stmt_tree, walk_stmts, MAX_WALK_DEPTH};
use crate::ir::{BlockId, FuncId, VarId};
use rustpython_parser::ast::{self, Expr, Ranged, Stmt};
use rustpython_parser::text_size::TextRange;
use std::collections::HashMap;

/// Where a name of a function is first written in place.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Site {
    /// Byte offset in the program's text.
    pub at: usize,
    /// For a name passed to a parameter updated in place: the function
    /// and the parameter's index (`None`: written by index).
    pub via: Option<(FuncId, usize)>,
}

/// A call of a function of the program, as written: its arguments that
/// are plain names, by the parameter they bind, with their offsets.
struct CallSite {
    callee: FuncId,
    names: Vec<(usize, String, usize)>,
}

/// What the analysis found, indexed by function.
pub(crate) struct InPlace {
    /// `params[f][i]`: `f` updates its parameter `i` in place.
    pub params: Vec<Vec<bool>>,
    /// `owned[f][k]`: element `k` of `f`'s result (the whole result when
    /// it is not a tuple) is an array no other live name holds.
    pub owned: Vec<Vec<bool>>,
    /// The names each function writes in place, with the first place.
    pub writes: Vec<HashMap<String, Site>>,
    /// The names each function writes by index, with the first place.
    by_index: Vec<HashMap<String, usize>>,
    calls: Vec<Vec<CallSite>>,
}

/// Finds the parameters every function of `module` updates in place and
/// checks that no caller outside the rule's reach gives them.
pub(crate) fn analyze(module: &Module, lines: &LineIndex, entry: Option<FuncId>) -> Result<InPlace> {
    let n = module.funcs.len();
    let mut a = InPlace {
        params: (module.funcs.iter()).map(|d| vec![false; d.sig.params.len()]).collect(),
        owned: (module.funcs.iter()).map(|d| vec![false; arity(&d.sig.ret)]).collect(),
        writes: Vec::new(),
        by_index: (module.funcs.iter())
            .map(|d| {
                let mut names = HashMap::new();
                written_names(&d.def.body, &mut names);
                names
            })
            .collect(),
        calls: (0..n).map(|f| calls_in(module, f)).collect(),
    };
    // To a fixed point: passing a parameter on to one updated in place
    // updates it in place too.
    loop {
        a.writes = (0..n).map(|f| a.writes_of(f)).collect();
        let mut changed = false;
        for f in 0..n {
            for (i, p) in module.funcs[f].sig.params.iter().enumerate() {
                if !a.params[f][i] && a.writes[f].contains_key(&p.name) {
                    a.params[f][i] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    a.check_callers(module, lines, entry)?;
    a.find_owned_results(module);
    Ok(a)
}

impl InPlace {
    /// How `site` writes its name, in a message: "written by index at
    /// line 4", or "passed at line 4 to `f`, which updates it in place".
    pub fn describe(&self, module: &Module, line: impl std::fmt::Display, site: &Site) -> String {
        match site.via {
            None => format!("written by index at line {line}"),
            Some((g, i)) => {
                let sig = &module.funcs[g].sig;
                format!(
                    "passed at line {line} to `{}`, which updates its parameter `{}` in place",
                    sig.name, sig.params[i].name
                )
            }
        }
    }

    /// Whether element `k` of `f`'s result holds an array no other live
    /// name holds.
    pub fn result_owned(&self, f: FuncId, k: usize) -> bool {
        self.owned.get(f).and_then(|o| o.get(k)).copied().unwrap_or(false)
    }

    /// The names `f` writes by index, and those it passes to parameters
    /// updated in place (as far as `params` knows them yet).
    fn writes_of(&self, f: FuncId) -> HashMap<String, Site> {
        let mut out: HashMap<String, Site> = (self.by_index[f].iter())
            .map(|(name, &at)| (name.clone(), Site { at, via: None }))
            .collect();
        for call in &self.calls[f] {
            for (i, name, at) in &call.names {
                if self.params[call.callee][*i] {
                    let site = Site {
                        at: *at,
                        via: Some((call.callee, *i)),
                    };
                    let first = out.entry(name.clone()).or_insert(site);
                    if site.at < first.at {
                        *first = site;
                    }
                }
            }
        }
        out
    }

    /// The entry, `Shared` parameters and functions the project's own
    /// code calls keep their arguments as they are.
    fn check_callers(&self, module: &Module, lines: &LineIndex, entry: Option<FuncId>) -> Result<()> {
        for (f, def) in module.funcs.iter().enumerate() {
            let Some(i) = self.params[f].iter().position(|&b| b) else {
                continue;
            };
            let p = &def.sig.params[i];
            let site = &self.writes[f][&p.name];
            let line = lines.line_in_unit(module.scope_of(f).start, site.at);
            let how = self.describe(module, line, site);
            let fix = format!("write into a copy: `{0}_copy = copy({0})`", p.name);
            let name = &def.sig.name;
            if p.shared {
                return err(
                    p.range,
                    format!(
                        "`{}` is {how}, but it is Shared data, one array for every member: {fix}",
                        p.name
                    ),
                );
            }
            if Some(f) == entry {
                return err(
                    p.range,
                    format!(
                        "`{}` is {how}, but it is a parameter of `{name}`, the function the batch runs, whose caller keeps its arrays: {fix}",
                        p.name
                    ),
                );
            }
            // The user's file is unit 0; the model adapter and the
            // sampler's library come after it.
            let called_by_project = (0..module.funcs.len())
                .any(|g| module.funcs[g].unit != 0 && self.calls[g].iter().any(|c| c.callee == f));
            if def.unit == 0 && called_by_project {
                return err(
                    p.range,
                    format!(
                        "`{}` is {how}, but `{name}` is called by autobatch's sampler, which keeps using the arrays it passes: {fix}",
                        p.name
                    ),
                );
            }
        }
        Ok(())
    }

    /// `owned`, to a fixed point from nothing owned (a result that is
    /// another function's result, recursively, stays unowned).
    fn find_owned_results(&mut self, module: &Module) {
        let returns: Vec<Vec<&Expr>> = module.funcs.iter().map(|d| return_values(&d.def.body)).collect();
        loop {
            let mut changed = false;
            for (f, def) in module.funcs.iter().enumerate() {
                let k_max = arity(&def.sig.ret);
                for k in 0..k_max {
                    if self.owned[f][k] || returns[f].is_empty() {
                        continue;
                    }
                    let owned = returns[f].iter().all(|value| {
                        element(value, k, &def.sig.ret).is_some_and(|e| self.element_owned(module, f, value, e, 0))
                    });
                    if owned {
                        self.owned[f][k] = true;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// Whether `e`, an element of the returned `value` of `f`, holds an
    /// array no other live name holds once `f` returns (not known below
    /// the depth the translation accepts, which refuses such a body).
    fn element_owned(&self, module: &Module, f: FuncId, value: &Expr, e: &Expr, depth: usize) -> bool {
        match e {
            _ if depth > MAX_WALK_DEPTH => false,
            // A name `f` writes in place owns its array (the aliasing
            // rule), unless the result names it twice.
            Expr::Name(n) => {
                self.writes[f].contains_key(n.id.as_str())
                    && (std::ptr::eq(value, e) || mentions(value, n.id.as_str()) == 1)
            }
            Expr::IfExp(i) => {
                self.element_owned(module, f, value, &i.body, depth + 1)
                    && self.element_owned(module, f, value, &i.orelse, depth + 1)
            }
            Expr::Call(c) => match c.func.as_ref() {
                Expr::Name(n) => match module.scope_of(f).func_index.get(n.id.as_str()) {
                    Some(&g) => matches!(module.funcs[g].sig.ret, SrcTy::Atom(_)) && self.result_owned(g, 0),
                    None => true,
                },
                _ => false,
            },
            Expr::Subscript(_) | Expr::Tuple(_) | Expr::List(_) | Expr::Attribute(_) | Expr::Starred(_) => false,
            _ => true,
        }
    }
}

/// How many elements `owned` tracks for a result of type `ret`.
fn arity(ret: &SrcTy) -> usize {
    match ret {
        SrcTy::Tuple(elements) => elements.len(),
        SrcTy::Atom(_) => 1,
    }
}

/// Element `k` of a returned `value` of type `ret`, where it is written
/// out (`return a, b`).
fn element<'e>(value: &'e Expr, k: usize, ret: &SrcTy) -> Option<&'e Expr> {
    match (ret, value) {
        (SrcTy::Atom(_), _) => Some(value),
        (SrcTy::Tuple(elements), Expr::Tuple(t)) if t.elts.len() == elements.len() => t.elts.get(k),
        _ => None,
    }
}

/// The values of the `return` statements of a body.
fn return_values(stmts: &[Stmt]) -> Vec<&Expr> {
    let mut out = Vec::new();
    walk_stmt_tree(stmts, &mut |s| {
        if let Stmt::Return(r) = s {
            out.extend(r.value.as_deref());
        }
    });
    out
}

/// How many times `e` names `name`.
pub(crate) fn mentions(e: &Expr, name: &str) -> usize {
    let mut count = 0;
    walk_expr(e, &mut |e| {
        if matches!(e, Expr::Name(n) if n.id.as_str() == name) {
            count += 1;
        }
    });
    count
}

/// Whether a call of `name` is `grad` or `value_and_grad` (not a function
/// of the program that has that name).
fn is_differentiation(name: &str, funcs: &HashMap<String, FuncId>) -> bool {
    (name == "grad" || name == "value_and_grad") && !funcs.contains_key(name)
}

/// The calls of functions of the program in `f`'s body.
fn calls_in(module: &Module, f: FuncId) -> Vec<CallSite> {
    let funcs = &module.scope_of(f).func_index;
    let mut out = Vec::new();
    walk_stmts(&module.funcs[f].def.body, &mut |e| {
        let Expr::Call(c) = e else { return };
        let Expr::Name(n) = c.func.as_ref() else { return };
        // `grad(f, ...)` calls `f` too (its arguments are refused by
        // `grad.rs` where `f` updates one in place).
        if let Some(Expr::Name(g)) = c.args.first() {
            match funcs.get(g.id.as_str()) {
                Some(&callee) if is_differentiation(n.id.as_str(), funcs) => out.push(CallSite {
                    callee,
                    names: Vec::new(),
                }),
                _ => {}
            }
        }
        let Some(&callee) = funcs.get(n.id.as_str()) else {
            return;
        };
        let params = &module.funcs[callee].sig.params;
        let positional = (c.args.iter().enumerate()).filter(|(i, _)| *i < params.len());
        let keywords = c.keywords.iter().filter_map(|k| {
            let i = params.iter().position(|p| Some(p.name.as_str()) == k.arg.as_deref())?;
            Some((i, &k.value))
        });
        let names = (positional.chain(keywords))
            .filter_map(|(i, a)| match a {
                Expr::Name(x) => Some((i, x.id.to_string(), x.range.start().to_usize())),
                _ => None,
            })
            .collect();
        out.push(CallSite { callee, names });
    });
    out
}

/// A call that passes a variable to a parameter updated in place: the
/// variable must not be read after it (checked once the body is built).
pub(crate) struct InPlaceCall {
    /// The call op: its block and index in the builder.
    pub op: (BlockId, usize),
    pub var: VarId,
    pub name: String,
    pub range: TextRange,
    pub callee: FuncId,
    pub param: usize,
}

impl FnTranslator<'_, '_> {
    /// Checks the arguments a call of `f` passes to parameters `f`
    /// updates in place, and returns the variables among them with where
    /// they are written.
    pub fn check_in_place_arguments(
        &self,
        f: FuncId,
        c: &ast::ExprCall,
    ) -> Result<Vec<(usize, VarId, String, TextRange)>> {
        let sig = &self.m.funcs[f].sig;
        let mut out = Vec::new();
        let slots = bind_arguments(sig, c)?;
        for (i, slot) in slots.iter().enumerate() {
            let (true, Slot::Given(arg)) = (self.in_place.params[f][i], slot) else {
                continue;
            };
            let p = &sig.params[i];
            let local = match arg {
                Expr::Name(n) => self.locals.get(n.id.as_str()).map(|l| (n, l)),
                _ => None,
            };
            match local {
                Some((n, l)) if !l.shared => {
                    let name = n.id.as_str();
                    let other = (slots.iter().enumerate()).find_map(|(j, s)| match s {
                        Slot::Given(e) if j != i && mentions(e, name) > 0 => Some(*e),
                        _ => None,
                    });
                    if let Some(e) = other {
                        return err(
                            e.range(),
                            format!(
                                "`{name}` is passed to `{}`'s parameter `{}`, which `{}` updates in place, so it cannot be in another argument too (in CPython both would see the update): pass `copy({name})` here",
                                sig.name, p.name, sig.name
                            ),
                        );
                    }
                    let Some(&var) = l.vars.first() else {
                        return err(arg.range(), "internal error: a tensor without a variable");
                    };
                    out.push((i, var, name.to_string(), n.range));
                }
                _ if !matches!(arg, Expr::Name(_)) && self.is_fresh(arg) => {}
                _ => {
                    let line = self.in_place_line(f, i);
                    return err(
                        arg.range(),
                        format!(
                            "`{}` updates its parameter `{}` in place ({line}), so the argument must be a variable of this function that owns its array, or a new array: pass `copy(...)` of this value",
                            sig.name, p.name
                        ),
                    );
                }
            }
        }
        Ok(out)
    }

    /// Where `f` updates its parameter `i`, in a message.
    fn in_place_line(&self, f: FuncId, i: usize) -> String {
        let p = &self.m.funcs[f].sig.params[i];
        match self.in_place.writes[f].get(&p.name) {
            Some(site) => {
                let line = self.lines.line_in_unit(self.m.scope_of(f).start, site.at);
                let file_line = if self.m.funcs[f].unit == self.m.funcs[self.func].unit {
                    line.to_string()
                } else {
                    format!("{line} of its file")
                };
                self.in_place.describe(self.m, file_line, site)
            }
            None => "somewhere".to_string(),
        }
    }

    /// No variable passed to a parameter updated in place is read after
    /// the call before it is assigned again: CPython would see the update
    /// there, and this program's value the old array.
    pub fn check_in_place_calls(&self) -> Result<()> {
        if self.in_place_calls.is_empty() {
            return Ok(());
        }
        let sites: Vec<((BlockId, usize), VarId)> = self.in_place_calls.iter().map(|c| (c.op, c.var)).collect();
        let live = self.b.live_after(&sites);
        for (call, live) in self.in_place_calls.iter().zip(live) {
            if live {
                let sig = &self.m.funcs[call.callee].sig;
                let name = &call.name;
                return err(
                    call.range,
                    format!(
                        "`{name}` is passed to `{}`, which updates its parameter `{}` in place, and `{name}` is read again after this call: in CPython it would then hold the updated array. Assign the result to it (`{name} = {}(...)`, where `{}` returns the array) or pass `copy({name})`",
                        sig.name, sig.params[call.param].name, sig.name, sig.name
                    ),
                );
            }
        }
        Ok(())
    }
}

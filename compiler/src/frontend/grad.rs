//! `value_and_grad(f, x, ...)` and `grad(f, x, ...)`: a call of the
//! function the AD pass (`crate::ad`) builds from `f`, which returns `f`'s
//! value and its gradient with respect to the first parameter.

use super::error::{err, Error, Result};
use super::module::Module;
use super::translate::FnTranslator;
use super::types::SrcTy;
use super::value::Val;
use crate::ir::f::{Function, Op, Program, Terminator};
use crate::ir::FuncId;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    pub fn grad_call(&mut self, name: &str, c: &ast::ExprCall) -> Result<Val> {
        let usage = format!("`{name}(f, x, ...)` differentiates the function `f` of this file with respect to `x`");
        let Some(first) = c.args.first() else {
            return err(c.range, usage);
        };
        let Expr::Name(fname) = first else {
            return err(first.range(), format!("{usage}: name the function here"));
        };
        let Some(&f) = self.scope().func_index.get(fname.id.as_str()) else {
            return err(
                fname.range,
                format!("`{}` is not a function of this file; {usage}", fname.id),
            );
        };
        let sig = &self.m.funcs[f].sig;
        let fname = &sig.name;
        if let Some(i) = self.in_place.params[f].iter().position(|&b| b) {
            // CPython's `grad` may run `f` more than once on the same
            // arrays, each run seeing the last one's update.
            let p = &sig.params[i].name;
            return err(
                first.range(),
                format!(
                    "`{fname}` updates its parameter `{p}` in place, so it cannot be differentiated: in `{fname}`, write into a copy (`{p}_copy = copy({p})`)"
                ),
            );
        }
        let Some(p0) = sig.params.first() else {
            return err(first.range(), format!("`{fname}` has no parameter to differentiate"));
        };
        let x_ty = match &p0.ty {
            SrcTy::Atom(t) if t.dtype.is_float() && !p0.shared => t.clone(),
            _ => {
                return err(
                    first.range(),
                    format!(
                        "`{name}` differentiates with respect to the first parameter, which must be a float scalar or tensor (not Shared data); `{}` of `{fname}` is {}{}: put the parameter to differentiate first",
                        p0.name,
                        if p0.shared { "Shared " } else { "" },
                        p0.ty
                    ),
                )
            }
        };
        let value_ty = match &sig.ret {
            SrcTy::Atom(t) if t.dtype.is_float() && t.is_scalar() => t.clone(),
            other => {
                return err(
                    first.range(),
                    format!("`{fname}` must return a float scalar to be differentiated, but it returns {other}"),
                )
            }
        };
        let mut rest = c.clone();
        rest.args.remove(0);
        let mut operands = self.call_operands(sig, &rest)?;
        // Both forms call one function (so that every gradient of `f`
        // meets at the same blocks, and batches there); its last argument
        // says whether to compute what only the value needs.
        let with_value = name == "value_and_grad";
        operands.push(crate::ir::Operand::Const(crate::ir::Const::Bool(with_value)));
        let vjp = self.m.request_grad(f, c.range);
        let value = self.b.temp(value_ty.clone());
        let grad = self.b.temp(x_ty.clone());
        self.b.emit(Op::Call {
            outs: vec![value, grad],
            func: vjp,
            args: operands,
        });
        let grad = Val::var(grad, x_ty);
        Ok(if with_value {
            Val::Tuple(vec![Val::var(value, value_ty), grad])
        } else {
            grad
        })
    }
}

impl FnTranslator<'_, '_> {
    /// Records a call CPython makes on a plain float (`math.exp`,
    /// `float`) when its operand is a float variable.
    pub(super) fn note_float_only(&mut self, v: &Val, range: TextRange, what: &str) {
        if let Val::Atom(crate::ir::Operand::Var(_), ty) = v {
            if ty.dtype.is_float() {
                self.m
                    .float_only
                    .borrow_mut()
                    .push((self.func, range, what.to_string()));
            }
        }
    }
}

impl Module<'_> {
    /// The program function that will compute `value_and_grad` of `f`.
    fn request_grad(&self, f: FuncId, range: TextRange) -> FuncId {
        let mut grads = self.grads.borrow_mut();
        let k = grads.iter().position(|(g, _)| *g == f).unwrap_or_else(|| {
            grads.push((f, range));
            grads.len() - 1
        });
        self.funcs.len() + k
    }
}

/// Builds the functions `value_and_grad` calls (placeholders until then),
/// reporting a function that cannot be differentiated at the first call.
pub(super) fn differentiate_requests(module: &Module, program: &mut Program) -> Result<()> {
    let grads = module.grads.borrow().clone();
    let requests: Vec<FuncId> = (0..grads.len()).map(|k| module.funcs.len() + k).collect();
    for _ in &grads {
        program.functions.push(Function {
            name: String::new(),
            vars: Vec::new(),
            params: Vec::new(),
            outputs: Vec::new(),
            blocks: vec![crate::ir::f::Block {
                ops: Vec::new(),
                term: Terminator::Return,
            }],
        });
    }
    let graph = crate::analysis::callgraph::CallGraph::new(program);
    for (f, _) in &grads {
        let name = &module.funcs[*f].sig.name;
        let reach = graph.reachable_from(*f);
        if let Some((_, at, what)) = module.float_only.borrow().iter().find(|(g, _, _)| reach[*g]) {
            let wanted = what.strip_prefix("math.").unwrap_or("f64");
            return Err(Error::at(
                *at,
                format!(
                    "`{what}(...)` of a float cannot carry a gradient in CPython (it takes a plain float), and `{name}` is differentiated: write autobatch's `{wanted}(...)`"
                ),
            ));
        }
    }
    for (k, (f, range)) in grads.into_iter().enumerate() {
        let reach = graph.reachable_from(f);
        crate::ad::differentiate(program, f, requests[k], &requests).map_err(|e| {
            let name = &module.funcs[f].sig.name;
            let at = culprit(module, &e, &reach).unwrap_or(range);
            Error::at(at, format!("cannot differentiate `{name}`: {e}"))
        })?;
    }
    Ok(())
}

/// Where in the source the operation `e` names is: its first use in the
/// function `e` names (`matmul(L, v)`, `L @ v`) or else in a function it
/// calls (`reach`: whether the program's function g is reached; callees
/// are inlined into the function the error names), or that function's
/// name in its `def` line; `None` (the call that asks) when no operation
/// is the cause.
fn culprit(module: &Module, e: &crate::ad::AdError, reach: &[bool]) -> Option<TextRange> {
    let prim = e.prim.as_deref()?;
    let named = module.funcs.iter().position(|d| d.ir_name == e.function)?;
    let others = (0..module.funcs.len()).filter(|&g| g != named && reach.get(g).copied().unwrap_or(false));
    for g in std::iter::once(named).chain(others) {
        let mut hits = Vec::new();
        for stmt in &module.funcs[g].def.body {
            find_uses(stmt, prim, &mut hits);
        }
        if let Some(first) = hits.into_iter().min_by_key(|r| r.start()) {
            return Some(first);
        }
    }
    Some(module.funcs[named].sig.name_range)
}

/// The ranges of calls of `prim` by its name (and of `@` for `matmul`)
/// in a statement.
fn find_uses(stmt: &ast::Stmt, prim: &str, hits: &mut Vec<TextRange>) {
    use crate::prim::Prim;
    use rustpython_parser::ast::Visitor;
    struct Finder<'h> {
        prim: &'h str,
        hits: &'h mut Vec<TextRange>,
    }
    impl Visitor for Finder<'_> {
        fn visit_expr_call(&mut self, c: ast::ExprCall) {
            if let Expr::Name(n) = c.func.as_ref() {
                let name = n.id.as_str();
                if Prim::from_function_name(name).map(Prim::name).as_deref() == Some(self.prim) || self.prim == name {
                    self.hits.push(c.range);
                }
            }
            self.generic_visit_expr_call(c);
        }
        fn visit_expr_bin_op(&mut self, b: ast::ExprBinOp) {
            if b.op == ast::Operator::MatMult && Prim::MatMul.name() == self.prim {
                self.hits.push(b.range);
            }
            self.generic_visit_expr_bin_op(b);
        }
    }
    Finder { prim, hits }.visit_stmt(stmt.clone());
}

//! Calls: to a function of the file (which shadows a primitive of the same
//! name) or to a primitive by its Python name.

use super::error::{err, Result};
use super::literal::Lit;
use super::lower::FnLower;
use super::module::{ParamSig, Signature};
use super::unsupported;
use super::value::Val;
use crate::ir::f::Op;
use crate::ir::{FuncId, Operand};
use crate::prim::Prim;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnLower<'_, '_> {
    pub fn call(&mut self, c: &ast::ExprCall) -> Result<Val> {
        let Expr::Name(n) = c.func.as_ref() else {
            return match c.func.as_ref() {
                Expr::Attribute(a) if self.is_math_module(&a.value) => {
                    if let Some(k) = c.keywords.first() {
                        return err(k.range, format!("`math.{}` takes its arguments by position", a.attr));
                    }
                    self.math_call(a.attr.as_str(), &c.args, c.range)
                }
                attr @ Expr::Attribute(_) => err(attr.range(), unsupported::expression(attr)),
                other => err(
                    other.range(),
                    "only functions of this file and primitives can be called, by name",
                ),
            };
        };
        let name = n.id.as_str();
        if self.locals.contains_key(name) || self.assigned_anywhere.contains_key(name) {
            return err(n.range, format!("`{name}` is a variable here, not a function"));
        }
        if let Some(f) = self.m.func_index.get(name) {
            return self.user_call(*f, c);
        }
        if name == "len" {
            return self.len_call(c);
        }
        if let Some(f) = self.m.math.functions.get(name) {
            if let Some(k) = c.keywords.first() {
                return err(k.range, format!("`math.{f}` takes its arguments by position"));
            }
            return self.math_call(&f.clone(), &c.args, c.range);
        }
        if let Some(k) = c.keywords.first() {
            return err(
                k.range,
                format!(
                    "`{name}` takes its arguments by position: remove `{}=`",
                    k.arg.as_deref().unwrap_or("**")
                ),
            );
        }
        match Prim::from_function_name(name) {
            Some(prim) => self.prim_call(name, prim, &c.args, c.range),
            None if self.m.consts.contains_key(name) || self.m.imported.contains_key(name) => {
                err(n.range, format!("`{name}` is a constant, not a function"))
            }
            None => err(n.range, format!("unknown function `{name}`")),
        }
    }

    fn user_call(&mut self, f: FuncId, c: &ast::ExprCall) -> Result<Val> {
        let m = self.m;
        let Some(def) = m.funcs.get(f) else {
            return err(c.range, "internal error: unknown function");
        };
        let sig = &def.sig;
        let slots = bind_arguments(sig, c)?;
        // Arguments are evaluated in the order they are written (Python's
        // order: positional, then keywords), then passed in the
        // parameters' order.
        let mut order: Vec<(usize, &Expr)> = slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Slot::Given(e) => Some((i, *e)),
                Slot::Default(_) => None,
            })
            .collect();
        order.sort_by_key(|(_, e)| e.range().start());
        let mut per_param: Vec<Vec<Operand>> = vec![Vec::new(); sig.params.len()];
        for (i, arg) in order {
            let p = &sig.params[i];
            per_param[i] = if p.shared {
                vec![self.shared_argument(arg, &sig.name, &p.name, &p.ty)?]
            } else {
                let val = self.expr(arg)?;
                self.argument(val, arg.range(), &sig.name, p)?
            };
        }
        for (i, slot) in slots.iter().enumerate() {
            if let Slot::Default(lit) = slot {
                per_param[i] = self.argument(Val::Lit(*lit), lit.range, &sig.name, &sig.params[i])?;
            }
        }
        let operands = per_param.into_iter().flatten().collect();
        let leaves = sig.ret.leaves();
        let outs: Vec<_> = leaves.iter().map(|t| self.b.temp(t.clone())).collect();
        self.b.emit(Op::Call {
            outs: outs.clone(),
            func: f,
            args: operands,
        });
        sig.ret
            .value_in(&outs)
            .ok_or_else(|| super::error::Error::at(c.range, "internal error: call results"))
    }

    /// The operands passing `val` for parameter `p` of `func`.
    fn argument(&mut self, val: Val, range: TextRange, func: &str, p: &ParamSig) -> Result<Vec<Operand>> {
        let found = val.describe();
        let Some(ops) = val.coerce(&p.ty)? else {
            let msg = format!("argument `{}` of `{func}` must be {}, found {found}", p.name, p.ty);
            return err(range, msg);
        };
        Ok(ops.into_iter().map(|op| self.batched(op)).collect())
    }

    /// The operand for a shared parameter: the caller's own shared
    /// parameter, passed through (a batched value cannot become shared).
    fn shared_argument(&mut self, arg: &Expr, func: &str, param: &str, want: &super::types::SrcTy) -> Result<Operand> {
        let local = match arg {
            Expr::Name(n) => self.locals.get(n.id.as_str()).filter(|l| l.shared),
            _ => None,
        };
        let Some(local) = local else {
            let msg =
                format!("argument for shared parameter `{param}` of `{func}` must be a shared parameter of the caller");
            return err(arg.range(), msg);
        };
        if &local.ty != want {
            return err(
                arg.range(),
                format!("argument `{param}` of `{func}` must be {want}, found {}", local.ty),
            );
        }
        match local.vars.first() {
            Some(v) => Ok(Operand::Var(*v)),
            None => err(arg.range(), "internal error: shared parameter without a variable"),
        }
    }

    /// A shared variable passed where a batched one is expected is copied
    /// into a fresh batched temporary first.
    fn batched(&mut self, op: Operand) -> Operand {
        match op {
            Operand::Var(v) if self.shared_vars.contains(&v) => {
                let Some(ty) = self.b.ty(v).cloned() else {
                    return op;
                };
                let t = self.b.temp(ty);
                self.b.emit(Op::Prim {
                    out: t,
                    prim: Prim::Copy,
                    args: vec![op],
                });
                Operand::Var(t)
            }
            other => other,
        }
    }

    fn prim_call(&mut self, name: &str, prim: Prim, args: &[Expr], range: TextRange) -> Result<Val> {
        if name == "min" || name == "max" {
            return self.builtin_min_max(name, prim, args, range);
        }
        if args.len() != prim.arity() {
            let n = prim.arity();
            return err(
                range,
                format!("`{name}` takes {n} argument{}, got {}", plural(n), args.len()),
            );
        }
        if let (
            Prim::Cast(_),
            [Expr::Constant(ast::ExprConstant {
                value: ast::Constant::Str(text),
                range: at,
                ..
            })],
        ) = (prim, args)
        {
            return float_of_string(name, text, *at);
        }
        let vals = args.iter().map(|a| self.expr(a)).collect::<Result<Vec<_>>>()?;
        if let (Prim::Cast(d), [Val::Lit(l)]) = (prim, vals.as_slice()) {
            if let Some(c) = Lit::to_dtype(*l, d)? {
                return Ok(Val::Atom(Operand::Const(c), c.ty()));
            }
        }
        self.apply(prim, vals, range)
    }

    /// Python's builtin `min`/`max`: two or more scalars, folded from the
    /// left. (On tensors they would compare whole arrays; `minimum` and
    /// `maximum` are the elementwise forms.)
    fn builtin_min_max(&mut self, name: &str, prim: Prim, args: &[Expr], range: TextRange) -> Result<Val> {
        if args.len() < 2 {
            return err(
                range,
                format!("`{name}` needs at least 2 arguments, got {}", args.len()),
            );
        }
        let mut acc: Option<Val> = None;
        for a in args {
            let v = self.expr(a)?;
            if let Val::Atom(_, ty) = &v {
                if !ty.is_scalar() {
                    let elementwise = if name == "min" { "minimum" } else { "maximum" };
                    return err(
                        a.range(),
                        format!("`{name}` takes scalars, got {ty}: use `{elementwise}` for tensors"),
                    );
                }
            }
            acc = Some(match acc {
                None => v,
                Some(prev) => self.apply(prim, vec![prev, v], range)?,
            });
        }
        acc.ok_or_else(|| super::error::Error::at(range, "internal error: empty min/max"))
    }
}

/// Where a parameter's value comes from in a call.
enum Slot<'e> {
    Given(&'e Expr),
    Default(Lit),
}

/// Matches a call's positional and keyword arguments to the parameters,
/// as Python does: too many, unknown, repeated or missing arguments are
/// errors; a parameter left out takes its default.
fn bind_arguments<'e>(sig: &Signature, c: &'e ast::ExprCall) -> Result<Vec<Slot<'e>>> {
    let n = sig.params.len();
    let name = &sig.name;
    if c.args.len() > n {
        return err(
            c.range,
            format!("`{name}` takes {n} argument{}, got {}", plural(n), c.args.len()),
        );
    }
    if let Some(s) = c.args.iter().find(|a| matches!(a, Expr::Starred(_))) {
        return err(
            s.range(),
            "`*` unpacking in a call is not supported: pass each argument",
        );
    }
    let mut slots: Vec<Option<&Expr>> = vec![None; n];
    for (slot, a) in slots.iter_mut().zip(&c.args) {
        *slot = Some(a);
    }
    for k in &c.keywords {
        let Some(kw) = k.arg.as_deref() else {
            return err(k.range, "`**` unpacking in a call is not supported: pass each argument");
        };
        let Some(i) = sig.params.iter().position(|p| p.name == kw) else {
            let names: Vec<&str> = sig.params.iter().map(|p| p.name.as_str()).collect();
            return err(
                k.range,
                format!(
                    "`{name}` has no parameter `{kw}` (its parameters: {})",
                    names.join(", ")
                ),
            );
        };
        if slots[i].is_some() {
            return err(k.range, format!("`{name}` got two values for `{kw}`"));
        }
        slots[i] = Some(&k.value);
    }
    let mut out = Vec::with_capacity(n);
    for (slot, p) in slots.into_iter().zip(&sig.params) {
        out.push(match (slot, p.default) {
            (Some(e), _) => Slot::Given(e),
            (None, Some(lit)) => Slot::Default(lit),
            (None, None) => return err(c.range, format!("`{name}` is missing argument `{}`", p.name)),
        });
    }
    Ok(out)
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `float("inf")`, `float("-inf")`, `float("nan")` (and any other string
/// Python's `float` reads as a number): a float literal. Strings are not
/// values otherwise.
fn float_of_string(name: &str, text: &str, range: TextRange) -> Result<Val> {
    if name != "float" {
        return err(
            range,
            format!("`{name}` takes a number, not a string: write `float(\"inf\")`, `float(\"nan\")` or a number"),
        );
    }
    let trimmed = text.trim();
    let unsigned = trimmed.trim_start_matches(['+', '-']);
    let word = ["inf", "infinity", "nan"].contains(&unsigned.to_ascii_lowercase().as_str());
    let numeric = unsigned.starts_with(|c: char| c.is_ascii_digit() || c == '.');
    match trimmed.parse::<f64>() {
        Ok(v) if word || numeric => Ok(Val::Lit(Lit {
            kind: super::literal::LitKind::Float(v),
            range,
        })),
        _ => err(
            range,
            format!("float() cannot read {text:?} as a number: write \"inf\", \"-inf\", \"nan\" or a number"),
        ),
    }
}

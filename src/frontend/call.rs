//! Calls: to a function of the file (which shadows a primitive of the same
//! name) or to a primitive by its Python name.

use super::error::{err, Result};
use super::literal::Lit;
use super::lower::FnLower;
use super::unsupported;
use super::value::Val;
use crate::ir::f::Op;
use crate::ir::{FuncId, Operand};
use crate::prim::Prim;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnLower<'_, '_> {
    pub fn call(&mut self, c: &ast::ExprCall) -> Result<Val> {
        if let Some(k) = c.keywords.first() {
            return err(
                k.range,
                "keyword arguments are not supported: pass arguments by position",
            );
        }
        let Expr::Name(n) = c.func.as_ref() else {
            return match c.func.as_ref() {
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
            return self.user_call(*f, &c.args, c.range);
        }
        match Prim::from_function_name(name) {
            Some(prim) => self.prim_call(name, prim, &c.args, c.range),
            None if self.m.consts.contains_key(name) => err(n.range, format!("`{name}` is a constant, not a function")),
            None => err(n.range, format!("unknown function `{name}`")),
        }
    }

    fn user_call(&mut self, f: FuncId, args: &[Expr], range: TextRange) -> Result<Val> {
        let m = self.m;
        let Some(def) = m.funcs.get(f) else {
            return err(range, "internal error: unknown function");
        };
        let sig = &def.sig;
        if args.len() != sig.params.len() {
            let n = sig.params.len();
            return err(
                range,
                format!("`{}` takes {n} argument{}, got {}", sig.name, plural(n), args.len()),
            );
        }
        let mut operands = Vec::new();
        for (arg, p) in args.iter().zip(&sig.params) {
            if p.shared {
                operands.push(self.shared_argument(arg, &sig.name, &p.name, &p.ty)?);
                continue;
            }
            let val = self.expr(arg)?;
            let found = val.describe();
            let Some(ops) = val.coerce(&p.ty)? else {
                let msg = format!(
                    "argument `{}` of `{}` must be {}, found {found}",
                    p.name, sig.name, p.ty
                );
                return err(arg.range(), msg);
            };
            for op in ops {
                operands.push(self.batched(op));
            }
        }
        let leaves = sig.ret.leaves();
        let outs: Vec<_> = leaves.iter().map(|t| self.b.temp(t.clone())).collect();
        self.b.emit(Op::Call {
            outs: outs.clone(),
            func: f,
            args: operands,
        });
        sig.ret
            .value_in(&outs)
            .ok_or_else(|| super::error::Error::at(range, "internal error: call results"))
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

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

//! Calls: to a function of the file (which shadows a primitive of the same
//! name) or to a primitive by its Python name.

use super::error::{err, Result};
use super::in_place::InPlaceCall;
use super::literal::Lit;
use super::module::{ParamSig, Signature};
use super::translate::FnTranslator;
use super::unsupported;
use super::value::Val;
use crate::ir::f::Op;
use crate::ir::{FuncId, Operand};
use crate::prim::Prim;
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    pub fn call(&mut self, c: &ast::ExprCall) -> Result<Val> {
        let Expr::Name(n) = c.func.as_ref() else {
            return match c.func.as_ref() {
                Expr::Attribute(a) if self.is_math_module(&a.value) => {
                    self.math_call(a.attr.as_str(), &c.args, &c.keywords, c.range)
                }
                Expr::Attribute(a) => err(a.range, unsupported::method_call(a.attr.as_str())),
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
        if let Some(f) = self.scope().func_index.get(name) {
            return self.user_call(*f, c);
        }
        if let Some(t) = self.template(name) {
            return self.inline_call(t, c);
        }
        if name == "len" {
            return self.len_call(c);
        }
        if name == "ndim" {
            return self.ndim_call(c);
        }
        if name == "value_and_grad" || name == "grad" {
            return self.grad_call(name, c);
        }
        if let Some(v) = self.creation_call(name, c)? {
            return Ok(v);
        }
        if let Some(v) = self.composite_call(name, c)? {
            return Ok(v);
        }
        if name == "divmod" || name == "round" {
            if let Some(k) = c.keywords.first() {
                return err(k.range, format!("`{name}` takes its arguments by position"));
            }
            return self.int_builtin(name, &c.args, c.range);
        }
        if let Some(f) = self.scope().math.functions.get(name) {
            return self.math_call(&f.clone(), &c.args, &c.keywords, c.range);
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
            None if self.scope().consts.contains_key(name) || self.scope().imported.contains_key(name) => {
                err(n.range, format!("`{name}` is a constant, not a function"))
            }
            None => err(n.range, unknown_function(name, &self.callable_names())),
        }
    }

    fn user_call(&mut self, f: FuncId, c: &ast::ExprCall) -> Result<Val> {
        let m = self.m;
        let Some(def) = m.funcs.get(f) else {
            return err(c.range, "internal error: unknown function");
        };
        let sig = &def.sig;
        let in_place = self.check_in_place_arguments(f, c)?;
        let operands = self.call_operands(sig, c)?;
        let leaves = sig.ret.leaves();
        let outs: Vec<_> = leaves.iter().map(|t| self.b.temp(t.clone())).collect();
        self.b.emit(Op::Call {
            outs: outs.clone(),
            func: f,
            args: operands,
        });
        if let Some(op) = self.b.last_op() {
            for (param, var, name, range) in in_place {
                self.in_place_calls.push(InPlaceCall {
                    op,
                    var,
                    name,
                    range,
                    callee: f,
                    param,
                });
            }
        }
        sig.ret
            .value_in(&outs)
            .ok_or_else(|| super::error::Error::at(c.range, "internal error: call results"))
    }

    /// The operands of a call of a function with signature `sig`, in its
    /// parameters' order.
    pub(super) fn call_operands(&mut self, sig: &Signature, c: &ast::ExprCall) -> Result<Vec<Operand>> {
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
        Ok(per_param.into_iter().flatten().collect())
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
        if let ("float", [v]) = (name, vals.as_slice()) {
            self.note_float_only(v, range, "float");
        }
        if let (Prim::Cast(d), [Val::Lit(l)]) = (prim, vals.as_slice()) {
            if let Some(c) = Lit::to_dtype(*l, d)? {
                return Ok(Val::Atom(Operand::Const(c), c.ty()));
            }
        }
        if let (Prim::Sum, [v]) = (prim, vals.as_slice()) {
            if is_scalar(v) {
                // NumPy's sum of a scalar, as CPython's left fold computes
                // it: `0 + x` (so -0.0 sums to 0.0, a bool to an int).
                let zero = Val::Lit(Lit {
                    kind: super::literal::LitKind::Int(0),
                    range,
                });
                return self.apply(Prim::Add, vec![zero, v.clone()], range);
            }
        }
        if name == "pow" && !vals.iter().any(is_float) {
            // The function is C's `pow` on doubles even for integers, unlike
            // `**`, which stays integer.
            let base = self.apply(Prim::Cast(autobatch_runtime::DType::F64), vec![vals[0].clone()], range)?;
            return self.apply(prim, vec![base, vals[1].clone()], range);
        }
        self.apply(prim, vals, range)
    }

    /// Python's builtin `min`/`max`: two or more scalars, folded from the
    /// left. (On tensors they would compare whole arrays; `minimum` and
    /// `maximum` are the elementwise forms.)
    fn builtin_min_max(&mut self, name: &str, prim: Prim, args: &[Expr], range: TextRange) -> Result<Val> {
        if let [one] = args {
            return self.min_max_of(name, one, range);
        }
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
                        format!(
                            "`{name}` of several values takes scalars, got {ty}: use `{elementwise}` for elementwise, or `{name}(x)` for a vector's elements"
                        ),
                    );
                }
            }
            acc = Some(match acc {
                None => v,
                Some(prev) => self.min_max_pair(prim, prev, v, range)?,
            });
        }
        acc.ok_or_else(|| super::error::Error::at(range, "internal error: empty min/max"))
    }

    /// Builtin `min(a, b)` (`max`): `b if b < a else a` (`>`). On floats
    /// it is that selection, so that its gradient, like CPython's (the
    /// builtin returns one of the two objects), goes to the operand
    /// returned; `minimum`/`maximum` split it at ties (`prim::vjp`).
    fn min_max_pair(&mut self, prim: Prim, a: Val, b: Val, range: TextRange) -> Result<Val> {
        let float = [&a, &b].iter().any(|v| match v {
            Val::Atom(_, ty) => ty.dtype.is_float(),
            Val::Lit(l) => matches!(l.kind, super::literal::LitKind::Float(_)),
            Val::Tuple(_) => false,
        });
        if !float {
            return self.apply(prim, vec![a, b], range);
        }
        let cmp = if prim == Prim::Min { Prim::Lt } else { Prim::Gt };
        let takes_b = self.apply(cmp, vec![b.clone(), a.clone()], range)?;
        self.apply(Prim::Where, vec![takes_b, b, a], range)
    }
}

/// Where a parameter's value comes from in a call.
pub(super) enum Slot<'e> {
    Given(&'e Expr),
    Default(Lit),
}

/// Matches a call's positional and keyword arguments to the parameters,
/// as Python does: too many, unknown, repeated or missing arguments are
/// errors; a parameter left out takes its default.
pub(super) fn bind_arguments<'e>(sig: &Signature, c: &'e ast::ExprCall) -> Result<Vec<Slot<'e>>> {
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

impl FnTranslator<'_, '_> {
    /// `min(x)` / `max(x)` of one value: the smallest (largest) element of
    /// a vector, as the builtins iterate it.
    fn min_max_of(&mut self, name: &str, arg: &Expr, range: TextRange) -> Result<Val> {
        let v = self.expr(arg)?;
        match &v {
            Val::Atom(_, ty) if ty.shape.len() == 1 => {
                let prim = if name == "min" { Prim::ReduceMin } else { Prim::ReduceMax };
                self.apply(prim, vec![v], range)
            }
            Val::Atom(_, ty) if !ty.is_scalar() => err(
                arg.range(),
                format!("`{name}(x)` iterates over x's rows, which Python cannot compare, for {ty}: write `{name}(x[i])` for a row"),
            ),
            Val::Tuple(items) if !items.is_empty() => {
                let mut items = items.clone().into_iter();
                let first = items.next().unwrap_or(Val::Tuple(Vec::new()));
                let prim = if name == "min" { Prim::Min } else { Prim::Max };
                items.try_fold(first, |acc, item| self.min_max_pair(prim, acc, item, range))
            }
            _ => err(
                arg.range(),
                format!("`{name}` needs a vector, a tuple, or at least 2 arguments, got {}", v.describe()),
            ),
        }
    }
}

/// Functions the frontend itself handles (not one primitive each).
const FRONTEND_FUNCTIONS: &[&str] = &[
    "divmod",
    "round",
    "range",
    "enumerate",
    "len",
    "ndim",
    "grad",
    "value_and_grad",
    "zeros",
    "ones",
    "full",
    "arange",
    "array",
    "copy",
    "ones_like",
    "full_like",
    "mean",
    "logsumexp",
];

impl FnTranslator<'_, '_> {
    /// `divmod(a, b)`: the pair `(a // b, a % b)`, each operand evaluated
    /// once. `round(x)`: Python's builtin, an `i64` (ties to even) for a
    /// float scalar, the value itself for an integer, and NumPy's
    /// elementwise rounding (floats, ties to even) for a tensor.
    fn int_builtin(&mut self, name: &str, args: &[Expr], range: TextRange) -> Result<Val> {
        if name == "divmod" {
            let [a, b] = args else {
                return err(range, format!("`divmod` takes 2 arguments, got {}", args.len()));
            };
            let (a, b) = (self.expr(a)?, self.expr(b)?);
            let q = self.apply(Prim::FloorDiv, vec![a.clone(), b.clone()], range)?;
            let r = self.apply(Prim::Mod, vec![a, b], range)?;
            return Ok(Val::Tuple(vec![q, r]));
        }
        let [x] = args else {
            return err(
                range,
                "`round(x, ndigits)` is not supported (its decimal rounding has no exact binary form): round(x) takes one argument",
            );
        };
        let v = self.expr(x)?;
        match &v {
            Val::Atom(_, ty) if !ty.is_scalar() => self.apply(Prim::Round, vec![v], range),
            Val::Atom(_, ty) if ty.dtype.is_float() => {
                // CPython raises OverflowError for an infinity (and its int
                // would grow past i64; a float that large is whole, so `x`
                // is tested); `round_int` itself stops a NaN.
                self.check_i64_range(&v, range)?;
                self.apply(Prim::RoundInt, vec![v], range)
            }
            Val::Atom(_, ty) if ty.dtype == autobatch_runtime::DType::Bool => {
                self.apply(Prim::Cast(autobatch_runtime::DType::I64), vec![v], range)
            }
            Val::Atom(..) => Ok(v),
            Val::Lit(l) => match l.kind {
                super::literal::LitKind::Float(f) if f.is_finite() && f.abs() < 9.2e18 => Ok(Val::Lit(Lit {
                    kind: super::literal::LitKind::Int(f.round_ties_even() as i128),
                    range,
                })),
                super::literal::LitKind::Float(_) => err(x.range(), "round() of this constant has no i64 value"),
                super::literal::LitKind::Bool(b) => Ok(Val::Lit(Lit {
                    kind: super::literal::LitKind::Int(i128::from(b)),
                    range,
                })),
                super::literal::LitKind::Int(_) => Ok(v),
            },
            Val::Tuple(_) => err(x.range(), "round() takes a number or a tensor, got a tuple"),
        }
    }

    /// Every name a call may use here: the file's functions, the
    /// primitives, the frontend's functions and names imported from math.
    fn callable_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.scope().func_index.keys().cloned().collect();
        names.extend(self.m.templates.keys().filter(|n| !n.starts_with('_')).cloned());
        names.extend(crate::prim::FUNCTIONS.iter().map(|(n, _)| n.to_string()));
        let math = crate::prim::MATH_FUNCTIONS.iter().filter(|f| f.function);
        names.extend(math.map(|f| f.name.to_string()));
        names.extend(FRONTEND_FUNCTIONS.iter().map(|n| n.to_string()));
        names.extend(self.scope().math.functions.keys().cloned());
        names
    }
}

/// Up to three known names close to `name`, closest first.
fn closest<'a>(name: &str, known: &'a [String]) -> Vec<&'a str> {
    let mut scored: Vec<(usize, &str)> = known
        .iter()
        .map(|k| (strsim::damerau_levenshtein(name, k), k.as_str()))
        .filter(|(d, k)| *d <= 2.min(k.len().max(name.len()) / 3 + 1))
        .collect();
    scored.sort();
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(3).map(|(_, k)| k).collect()
}

/// Why a name cannot be called, and what to write instead.
fn unknown_function(name: &str, known: &[String]) -> String {
    match name {
        "print" => "`print` is not supported: compiled code has no output but its results, so return the values you want to see (a tuple returns several)".into(),
        "isinstance" | "type" => format!("`{name}` is not supported: every value's type is static, given by annotations"),
        "list" | "dict" | "set" | "str" => format!("`{name}` is not supported: use tensors (zeros, array) and tuples"),
        _ => {
            let near = closest(name, known);
            let hint = match near.as_slice() {
                [] => String::new(),
                names => format!(
                    "did you mean {}? ",
                    names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
                ),
            };
            format!("unknown function `{name}`: {hint}call a function of this file or a primitive (docs/language.md lists them)")
        }
    }
}

fn is_scalar(v: &Val) -> bool {
    match v {
        Val::Lit(_) => true,
        Val::Atom(_, ty) => ty.is_scalar(),
        Val::Tuple(_) => false,
    }
}

fn is_float(v: &Val) -> bool {
    match v {
        Val::Atom(_, ty) => ty.dtype.is_float(),
        Val::Lit(l) => matches!(l.kind, super::literal::LitKind::Float(_)),
        Val::Tuple(_) => false,
    }
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

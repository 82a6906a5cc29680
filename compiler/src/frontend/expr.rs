//! Expressions in A-normal form: every primitive application becomes one
//! op into a fresh temporary; names, constants and literals stay operands.

use super::error::{err, Error, Result};
use super::literal::{literal_of, Lit, LitKind};
use super::translate::FnTranslator;
use super::unsupported;
use super::value::Val;
use crate::ir::Operand;
use crate::prim::{result_type, Prim};
use autobatch_runtime::DType;
use rustpython_parser::ast::{self, Expr, Operator, Ranged, UnaryOp};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    pub fn expr(&mut self, e: &Expr) -> Result<Val> {
        self.nested(e.range(), |l| l.expr_inner(e))
    }

    fn expr_inner(&mut self, e: &Expr) -> Result<Val> {
        if let Some(kind) = literal_of(e)? {
            return Ok(Val::Lit(Lit { kind, range: e.range() }));
        }
        match e {
            Expr::Name(n) => self.name(n),
            Expr::BinOp(b) => self.binary_chain(b),
            Expr::UnaryOp(u) => self.unary(u),
            Expr::BoolOp(b) => self.bool_op(b),
            Expr::Compare(c) => self.compare(c),
            Expr::IfExp(i) => self.if_exp(i),
            Expr::Call(c) => self.call(c),
            Expr::Subscript(s) => self.subscript(s),
            Expr::Tuple(t) => self.tuple(t),
            Expr::Attribute(a) => self.attribute(a),
            other => err(other.range(), unsupported::expression(other)),
        }
    }

    /// The value of a name: a local, a module constant (a literal), or an
    /// error that says what the name is instead.
    pub fn name(&mut self, n: &ast::ExprName) -> Result<Val> {
        let id = n.id.as_str();
        if let Some(v) = self.bound.get(id) {
            return Ok(v.clone());
        }
        if let Some(v) = self.local_value(id) {
            if !self.assigned.contains(id) {
                return err(
                    n.range,
                    format!("`{id}` may be used before it is assigned: some path to here does not assign it"),
                );
            }
            return Ok(v);
        }
        if let Some(at) = self.assigned_anywhere.get(id) {
            let line = self.lines.line(*at);
            return err(
                n.range,
                format!("unknown name `{id}`: it is first assigned at line {line}, after this use"),
            );
        }
        if let Some(kind) = self.scope().consts.get(id) {
            return Ok(Val::Lit(Lit {
                kind: *kind,
                range: n.range,
            }));
        }
        if let Some(value) = self.scope().imported.get(id) {
            return Ok(Val::Lit(Lit {
                kind: LitKind::Float(*value),
                range: n.range,
            }));
        }
        if self.scope().func_index.contains_key(id)
            || self.template(id).is_some()
            || Prim::from_function_name(id).is_some()
            || self.scope().math.functions.contains_key(id)
        {
            return err(n.range, format!("`{id}` is a function: call it, e.g. `{id}(...)`"));
        }
        err(n.range, format!("unknown name `{id}`"))
    }

    /// A chain of binary operators, walked along its left spine without
    /// recursion: `x0 + x1 + ... + xn` nests n deep in the syntax tree.
    fn binary_chain(&mut self, top: &ast::ExprBinOp) -> Result<Val> {
        let mut spine = vec![top];
        let mut leftmost = top.left.as_ref();
        while let Expr::BinOp(inner) = leftmost {
            spine.push(inner);
            leftmost = inner.left.as_ref();
        }
        let mut acc = self.expr(leftmost)?;
        for node in spine.iter().rev() {
            let right = self.expr(&node.right)?;
            acc = self.binary(node.op, acc, right, node.range)?;
        }
        Ok(acc)
    }

    pub fn binary(&mut self, op: Operator, left: Val, right: Val, range: TextRange) -> Result<Val> {
        if let (Val::Lit(a), Val::Lit(b)) = (&left, &right) {
            if let (LitKind::Int(a), LitKind::Int(b)) = (a.kind, b.kind) {
                // Integer constants stay constants (`T - K` is a size).
                if let Some(v) = super::const_int::fold(op, a, b) {
                    return Ok(Val::Lit(Lit {
                        kind: LitKind::Int(v),
                        range,
                    }));
                }
            }
        }
        let prim = binary_prim(op);
        if prim == Prim::Pow {
            if let Some(v) = self.negative_int_power(&left, &right, range)? {
                return Ok(v);
            }
        }
        self.apply(prim, vec![left, right], range)
    }

    /// `n ** -k` on an integer scalar `n` with a constant `k > 0` is a
    /// float in Python: `float(n) ** -k` (C's `pow`), and ZeroDivisionError
    /// for `n == 0`, which the integer division `1 / n` reports the same
    /// way. (On an integer tensor NumPy raises ValueError, as `int_pow`
    /// does.)
    fn negative_int_power(&mut self, base: &Val, exp: &Val, range: TextRange) -> Result<Option<Val>> {
        let Val::Lit(Lit {
            kind: LitKind::Int(k), ..
        }) = exp
        else {
            return Ok(None);
        };
        let int_base = match base {
            Val::Lit(l) => matches!(l.kind, LitKind::Int(_) | LitKind::Bool(_)),
            Val::Atom(_, ty) => ty.is_scalar() && !ty.dtype.is_float(),
            Val::Tuple(_) => false,
        };
        if *k >= 0 || !int_base {
            return Ok(None);
        }
        let one = Val::Lit(Lit {
            kind: LitKind::Int(1),
            range,
        });
        self.apply(Prim::Div, vec![one, base.clone()], range)?;
        let as_float = self.apply(Prim::Cast(DType::F64), vec![base.clone()], range)?;
        let exponent = Val::Lit(Lit {
            kind: LitKind::Float(*k as f64),
            range,
        });
        self.apply(Prim::Pow, vec![as_float, exponent], range).map(Some)
    }

    fn unary(&mut self, u: &ast::ExprUnaryOp) -> Result<Val> {
        let v = self.expr(&u.operand)?;
        if u.op == UnaryOp::Invert {
            return match v {
                Val::Lit(Lit {
                    kind: LitKind::Int(i), ..
                }) => Ok(Val::Lit(Lit {
                    kind: LitKind::Int(-i - 1),
                    range: u.range,
                })),
                v => self.apply(Prim::Invert, vec![v], u.range),
            };
        }
        match (u.op, v) {
            (UnaryOp::USub, Val::Lit(l)) => Ok(Val::Lit(Lit {
                kind: l.kind.negate(),
                range: u.range,
            })),
            (UnaryOp::USub, v) => self.apply(Prim::Neg, vec![v], u.range),
            (UnaryOp::Not, Val::Lit(l)) => Ok(Val::Lit(Lit {
                kind: LitKind::Bool(!l.kind.truthy()),
                range: u.range,
            })),
            (UnaryOp::Not, v @ Val::Atom(..)) => {
                let truth = self.truth_value(v, u.operand.range())?;
                let ty = autobatch_runtime::Type::scalar(DType::Bool);
                Ok(Val::var(self.b.prim(Prim::Not, vec![truth], ty.clone()), ty))
            }
            (UnaryOp::Not, v) => self.apply(Prim::Not, vec![v], u.range),
            (
                _,
                Val::Lit(Lit {
                    kind: LitKind::Bool(b), ..
                }),
            ) => Ok(Val::Lit(Lit {
                kind: LitKind::Int(i128::from(b)),
                range: u.range,
            })),
            // `+True` is 1: unary plus turns bools into integers.
            (_, Val::Atom(op, ty)) if ty.dtype == DType::Bool => {
                self.apply(Prim::Cast(DType::I64), vec![Val::Atom(op, ty)], u.range)
            }
            (_, Val::Tuple(_)) => err(u.range, "unary `+` cannot take a tuple"),
            (_, v) => Ok(v),
        }
    }

    /// Applies a primitive. Weak literals among the operands that meet each
    /// other (both sides of `+`, the two arms of `where`) take the dtype of
    /// the typed one; other literals take their default dtype. The result
    /// type is the primitive table's, and its complaint is the error.
    pub fn apply(&mut self, prim: Prim, args: Vec<Val>, range: TextRange) -> Result<Val> {
        if let Some(v) = fold_literals(prim, &args, range) {
            return Ok(v);
        }
        if let Some(v) = exact_identity(prim, &args) {
            return Ok(v);
        }
        let peers = weak_peers(prim);
        let anchor = peers.iter().find_map(|i| match args.get(*i) {
            Some(Val::Atom(_, ty)) => Some(ty.dtype),
            _ => None,
        });
        let mut ops = Vec::with_capacity(args.len());
        let mut tys = Vec::with_capacity(args.len());
        for (i, a) in args.into_iter().enumerate() {
            let (op, ty) = match a {
                Val::Atom(op, ty) => (op, ty),
                Val::Lit(l) => {
                    let d = match anchor {
                        Some(d) if peers.contains(&i) => l.kind.dtype_against(d),
                        _ => l.kind.default_dtype(),
                    };
                    let c = l.commit(d)?;
                    (Operand::Const(c), c.ty())
                }
                Val::Tuple(_) => return err(range, format!("{} cannot take a tuple operand", prim.name())),
            };
            ops.push(op);
            tys.push(ty);
        }
        let ty = result_type(prim, &tys).map_err(|m| Error::at(range, m))?;
        let out = self.b.prim(prim, ops, ty.clone());
        Ok(Val::var(out, ty))
    }

    fn subscript(&mut self, s: &ast::ExprSubscript) -> Result<Val> {
        let mut cur = self.expr(&s.value)?;
        let indices: Vec<&Expr> = match s.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        if indices.is_empty() {
            return err(s.range, "an empty index is not supported");
        }
        if let Some(none) = indices
            .iter()
            .find(|i| matches!(i, Expr::Constant(c) if c.value.is_none()))
        {
            return err(
                none.range(),
                "a new axis (`None`, NumPy's newaxis) is not supported: shapes are written out. For an outer product write `outer(a, b)`; a scalar broadcasts against a tensor as it is",
            );
        }
        // Slices, and several indices into one tensor (one selection
        // reads the element directly, with no copy of a row).
        let tensor = matches!(&cur, Val::Atom(_, ty) if !ty.is_scalar());
        if indices.iter().any(|i| matches!(i, Expr::Slice(_))) || (tensor && indices.len() >= 2) {
            return self.slice_value(cur, &indices, s.range);
        }
        for idx in indices {
            cur = match cur {
                Val::Tuple(items) => self.tuple_item(items, idx)?,
                Val::Lit(l) => return err(s.range, format!("cannot index {}", l.kind.describe())),
                atom => {
                    let i = self.expr(idx)?;
                    self.apply(Prim::Index, vec![atom, i], s.range)?
                }
            };
        }
        Ok(cur)
    }

    /// `t[k]` on a tuple: `k` must be a constant, and picks a component.
    fn tuple_item(&mut self, items: Vec<Val>, idx: &Expr) -> Result<Val> {
        let k = match (literal_of(idx)?, idx) {
            (Some(LitKind::Int(k)), _) => Some(k),
            (None, Expr::Name(n)) => match self.scope().consts.get(n.id.as_str()) {
                Some(LitKind::Int(k)) if !self.locals.contains_key(n.id.as_str()) => Some(*k),
                _ => None,
            },
            _ => None,
        };
        let Some(k) = k else {
            return err(idx.range(), "a tuple index must be a constant integer");
        };
        let len = items.len();
        let at = if k < 0 { k + len as i128 } else { k };
        match usize::try_from(at).ok().and_then(|at| items.into_iter().nth(at)) {
            Some(v) => Ok(v),
            None => err(
                idx.range(),
                format!("tuple index {k} is out of range for a tuple of {len}"),
            ),
        }
    }

    fn tuple(&mut self, t: &ast::ExprTuple) -> Result<Val> {
        if t.elts.is_empty() {
            return err(t.range, "empty tuples are not supported");
        }
        let items = t.elts.iter().map(|e| self.expr(e)).collect::<Result<Vec<_>>>()?;
        Ok(Val::Tuple(items))
    }
}

/// The primitive a binary operator applies.
pub(crate) fn binary_prim(op: Operator) -> Prim {
    match op {
        Operator::Add => Prim::Add,
        Operator::Sub => Prim::Sub,
        Operator::Mult => Prim::Mul,
        Operator::MatMult => Prim::MatMul,
        Operator::Div => Prim::Div,
        Operator::Mod => Prim::Mod,
        Operator::Pow => Prim::Pow,
        Operator::FloorDiv => Prim::FloorDiv,
        Operator::BitAnd => Prim::BitAnd,
        Operator::BitOr => Prim::BitOr,
        Operator::BitXor => Prim::BitXor,
        Operator::LShift => Prim::Shl,
        Operator::RShift => Prim::Shr,
    }
}

/// The operands of a primitive among which weak literals take the dtype
/// of a typed operand.
fn weak_peers(prim: Prim) -> &'static [usize] {
    use Prim::*;
    match prim {
        Add | Sub | Mul | Div | FloorDiv | Mod | Pow | Min | Max | Eq | Ne | Lt | Le | Gt | Ge | And | Or | Dot
        | MatMul | Copysign | Atan2 | Hypot | BitAnd | BitOr | BitXor | Shl | Shr => &[0, 1],
        Where => &[1, 2],
        _ => &[],
    }
}

/// An elementwise operation on weak literals only, computed now as CPython
/// computes it on Python numbers (the executors' own evaluator, so the
/// bits are those of the operation at run time), giving a weak literal:
/// `log(2.0)`, `0.5 * 2.0 > 0.0`, `where(True, 2.0, 1.0)` then meet an
/// `f32` as a literal does (`x + log(2.0)` stays `f32`), as in CPython.
/// Only float and bool results fold (integer arithmetic folds exactly in
/// `const_int`, where Python's integers do not wrap); an operation that
/// faults (`1.0 / 0.0`) is left to run time, which raises as CPython does.
fn fold_literals(prim: Prim, args: &[Val], range: TextRange) -> Option<Val> {
    use autobatch_runtime::Value;
    if !prim.is_elementwise() || !foldable(prim) {
        return None;
    }
    let values = args
        .iter()
        .map(|a| match a {
            Val::Lit(l) => match l.kind {
                LitKind::Float(x) => Some(Value::F64(x)),
                LitKind::Int(n) => i64::try_from(n).ok().map(Value::I64),
                LitKind::Bool(b) => Some(Value::Bool(b)),
            },
            _ => None,
        })
        .collect::<Option<Vec<Value>>>()?;
    if values.len() != prim.arity() {
        return None;
    }
    let refs: Vec<&Value> = values.iter().collect();
    let kind = match crate::prim::eval(prim, &refs).ok()? {
        Value::F64(x) => LitKind::Float(x),
        Value::Bool(b) => LitKind::Bool(b),
        _ => return None,
    };
    Some(Val::Lit(Lit { kind, range }))
}

/// An operation whose result is one of its float operands, bit for bit,
/// whatever that operand holds: `x - 0.0`, `x + -0.0`, `x * 1.0`,
/// `1.0 * x`, `x / 1.0` (exact for every float, -0.0, the infinities and
/// NaN included, in CPython too), and `where(c, a, b)` with a literal
/// condition, when the arm it picks has the result's type already (the
/// other arm a literal of its kind, or a value of its type). Such
/// operations are frequent in the distribution library's templates
/// (`_checked(lp, True, ...)`, a location of 0.0, a scale of 1.0) and
/// cost a pass over a tensor each in every member.
fn exact_identity(prim: Prim, args: &[Val]) -> Option<Val> {
    let float_atom = |v: &Val| matches!(v, Val::Atom(_, t) if t.dtype.is_float());
    let lit_bits = |v: &Val, want: f64| matches!(v, Val::Lit(Lit { kind: LitKind::Float(x), .. }) if x.to_bits() == want.to_bits());
    match (prim, args) {
        (Prim::Sub, [x, zero]) if float_atom(x) && lit_bits(zero, 0.0) => Some(x.clone()),
        (Prim::Add, [x, zero]) | (Prim::Add, [zero, x]) if float_atom(x) && lit_bits(zero, -0.0) => Some(x.clone()),
        (Prim::Mul, [x, one]) | (Prim::Mul, [one, x]) if float_atom(x) && lit_bits(one, 1.0) => Some(x.clone()),
        (Prim::Div, [x, one]) if float_atom(x) && lit_bits(one, 1.0) => Some(x.clone()),
        (
            Prim::Where,
            [Val::Lit(Lit {
                kind: LitKind::Bool(c), ..
            }), a, b],
        ) => {
            let (pick, other) = if *c { (a, b) } else { (b, a) };
            let Val::Atom(_, t) = pick else { return None };
            let fits = match other {
                Val::Lit(l) => l.kind.dtype_against(t.dtype) == t.dtype,
                Val::Atom(_, u) => u == t,
                _ => false,
            };
            fits.then(|| pick.clone())
        }
        _ => None,
    }
}

/// The elementwise primitives that compute on values alone (not casts,
/// shapes, random numbers or checks).
fn foldable(prim: Prim) -> bool {
    use Prim::*;
    !matches!(
        prim,
        Copy | StopGradient | ZerosLike | Full(_) | Cast(_) | RangeStep | Round | RoundInt
    )
}

//! `and`, `or`, comparison chains and conditional expressions. Python
//! evaluates their later parts lazily; when a later part is "simple" (it
//! cannot fault and calls no user function) evaluating it eagerly gives the
//! same result with no branch, so the eager primitives (`and`, `or`,
//! `where`) are used. Otherwise the frontend builds branches: a recursive
//! `1 if n <= 1 else fib(n - 1) + ...` must not recurse eagerly.

use super::error::{err, Error, Result};
use super::expr::binary_prim;
use super::literal::literal_of;
use super::translate::FnTranslator;
use super::types::SrcTy;
use super::unsupported;
use super::value::Val;
use crate::ir::f::{Op, Terminator};
use crate::ir::{Operand, VarId};
use crate::prim::{result_type, Prim};
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, BoolOp, CmpOp, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

/// How deep [`FnTranslator::is_simple`] looks before answering "no".
const MAX_SIMPLE_DEPTH: usize = 64;

fn bool_ty() -> Type {
    Type::scalar(DType::Bool)
}

impl FnTranslator<'_, '_> {
    pub fn bool_op(&mut self, b: &ast::ExprBoolOp) -> Result<Val> {
        let (is_and, what) = match b.op {
            BoolOp::And => (true, "`and`"),
            BoolOp::Or => (false, "`or`"),
        };
        self.short_circuit(
            is_and,
            what,
            &b.values,
            |l, e| Ok((l.expr(e)?, e.range())),
            |l, e| l.is_simple(e, 0),
        )
    }

    /// `a < b < c` is `a < b and b < c` with `b` evaluated once.
    pub fn compare(&mut self, c: &ast::ExprCompare) -> Result<Val> {
        if let ([op @ (CmpOp::In | CmpOp::NotIn)], [right]) = (c.ops.as_slice(), c.comparators.as_slice()) {
            return self.membership(*op == CmpOp::NotIn, &c.left, right, c.range);
        }
        let mut links = Vec::with_capacity(c.ops.len());
        for (op, right) in c.ops.iter().zip(&c.comparators) {
            links.push((
                compare_prim(*op).ok_or_else(|| Error::at(c.range, unsupported::comparison(*op)))?,
                right,
            ));
        }
        let mut prev = self.expr(&c.left)?;
        if let [(prim, right)] = links.as_slice() {
            let right = self.expr(right)?;
            return self.apply(*prim, vec![prev, right], c.range);
        }
        self.short_circuit(
            true,
            "a chained comparison",
            &links,
            |l, (prim, e)| {
                let cur = l.expr(e)?;
                let left = std::mem::replace(&mut prev, cur.clone());
                Ok((l.apply(*prim, vec![left, cur], c.range)?, c.range))
            },
            |l, (_, e)| l.is_simple(e, 0),
        )
    }

    /// `x in (a, b, ...)` on integers and bools: `x == a or x == b or
    /// ...` (every item is evaluated, as Python builds the tuple first).
    /// Floats are refused: Python's `in` also tests identity, so a NaN
    /// can be "in" a tuple that holds the same object, which values here
    /// cannot tell apart.
    fn membership(&mut self, negate: bool, left: &Expr, right: &Expr, range: TextRange) -> Result<Val> {
        let x = self.expr(left)?;
        let items = match self.expr(right)? {
            Val::Tuple(items) => items,
            other => {
                return err(
                    right.range(),
                    format!(
                        "`in` takes a tuple here, got {}: compare with `==` instead",
                        other.describe()
                    ),
                )
            }
        };
        let is_float = |v: &Val| match v {
            Val::Atom(_, ty) => ty.dtype.is_float() || !ty.is_scalar(),
            Val::Lit(l) => matches!(l.kind, super::literal::LitKind::Float(_)),
            Val::Tuple(_) => true,
        };
        if is_float(&x) || items.iter().any(is_float) {
            return err(
                range,
                "`in` takes integer or bool scalars here (on floats Python's `in` also tests identity): compare with `==`",
            );
        }
        let mut acc: Option<Val> = None;
        for item in items {
            let eq = self.apply(Prim::Eq, vec![x.clone(), item], range)?;
            acc = Some(match acc {
                None => eq,
                Some(prev) => self.apply(Prim::Or, vec![prev, eq], range)?,
            });
        }
        let Some(found) = acc else {
            return err(right.range(), "empty tuples are not supported");
        };
        if negate {
            self.apply(Prim::Not, vec![found], range)
        } else {
            Ok(found)
        }
    }

    /// Folds `items` with `and` (or `or`), evaluating an item only when the
    /// result so far does not decide the answer, unless it is simple.
    fn short_circuit<T>(
        &mut self,
        is_and: bool,
        what: &str,
        items: &[T],
        mut step: impl FnMut(&mut Self, &T) -> Result<(Val, TextRange)>,
        simple: impl Fn(&Self, &T) -> bool,
    ) -> Result<Val> {
        let prim = if is_and { Prim::And } else { Prim::Or };
        let Some((first, rest)) = items.split_first() else {
            return Err(Error::whole_file("internal error: empty boolean operation"));
        };
        let (v, r) = step(self, first)?;
        let mut acc = bool_operand(v, r, what)?;
        for item in rest {
            if simple(self, item) {
                let (v, r) = step(self, item)?;
                let v = bool_operand(v, r, what)?;
                acc = Operand::Var(self.b.prim(prim, vec![acc, v], bool_ty()));
                continue;
            }
            let res = self.b.temp(bool_ty());
            self.b.copy_into(res, acc);
            let more = self.b.new_block();
            let join = self.b.new_block();
            let (then, els) = if is_and { (more, join) } else { (join, more) };
            self.b.terminate(Terminator::Branch { cond: res, then, els });
            self.b.switch_to(more);
            let (v, r) = step(self, item)?;
            let v = bool_operand(v, r, what)?;
            self.b.copy_into(res, v);
            self.b.jump(join);
            self.b.switch_to(join);
            acc = Operand::Var(res);
        }
        Ok(Val::Atom(acc, bool_ty()))
    }

    pub fn if_exp(&mut self, i: &ast::ExprIfExp) -> Result<Val> {
        let cond = self.condition(&i.test)?;
        if self.is_simple(&i.body, 0) && self.is_simple(&i.orelse, 0) {
            let a = self.expr(&i.body)?;
            let b = self.expr(&i.orelse)?;
            return self.select(cond, a, b, i.range);
        }
        let then_b = self.b.new_block();
        let else_b = self.b.new_block();
        let join = self.b.new_block();
        self.b.terminate(Terminator::Branch {
            cond,
            then: then_b,
            els: else_b,
        });
        self.b.switch_to(then_b);
        let a = self.expr(&i.body)?;
        let then_end = self.b.current();
        self.b.switch_to(else_b);
        let b = self.expr(&i.orelse)?;
        let else_end = self.b.current();
        let (skeleton, pairs) = arm_pairs(a, b, i.range)?;
        let mut results = Vec::with_capacity(pairs.len());
        let mut joints = Vec::with_capacity(pairs.len());
        for (x, y) in &pairs {
            let joint = result_type(Prim::Where, &[bool_ty(), leaf_type(x, y), leaf_type(y, x)])
                .map_err(|m| Error::at(i.range, m))?;
            results.push(self.b.temp(joint.clone()));
            joints.push(joint);
        }
        for (end, pick) in [(then_end, 0), (else_end, 1)] {
            let Some(end) = end else {
                return Err(Error::whole_file("internal error: an arm ended unreachable"));
            };
            self.b.switch_to(end);
            for ((pair, res), joint) in pairs.iter().zip(&results).zip(&joints) {
                let v = if pick == 0 { &pair.0 } else { &pair.1 };
                self.put(*res, v.clone(), joint, i.range)?;
            }
            self.b.jump(join);
        }
        self.b.switch_to(join);
        let mut leaves = results.iter().zip(joints).map(|(v, t)| Val::var(*v, t));
        skeleton
            .rebuild(&mut leaves)
            .ok_or_else(|| Error::whole_file("internal error: conditional arms"))
    }

    /// `where(cond, a, b)` leaf by leaf: both arms are already evaluated.
    fn select(&mut self, cond: VarId, a: Val, b: Val, range: TextRange) -> Result<Val> {
        let (skeleton, pairs) = arm_pairs(a, b, range)?;
        let mut leaves = Vec::with_capacity(pairs.len());
        for (x, y) in pairs {
            leaves.push(self.apply(Prim::Where, vec![Val::var(cond, bool_ty()), x, y], range)?);
        }
        skeleton
            .rebuild(&mut leaves.into_iter())
            .ok_or_else(|| Error::whole_file("internal error: where arms"))
    }

    /// `res = v` at the end of a conditional's arm, converting `v` to the
    /// type both arms meet at.
    fn put(&mut self, res: VarId, v: Val, joint: &Type, range: TextRange) -> Result<()> {
        let (op, ty) = match v {
            Val::Lit(l) if joint.is_scalar() => match l.to_dtype(joint.dtype)? {
                Some(c) => (Operand::Const(c), c.ty()),
                None => {
                    let c = l.commit_default()?;
                    (Operand::Const(c), c.ty())
                }
            },
            Val::Lit(l) => {
                let c = l.commit_default()?;
                (Operand::Const(c), c.ty())
            }
            Val::Atom(op, ty) => (op, ty),
            Val::Tuple(_) => return Err(Error::whole_file("internal error: tuple leaf")),
        };
        if &ty == joint {
            self.b.copy_into(res, op);
        } else if ty.shape == joint.shape {
            self.b.emit(Op::Prim {
                out: res,
                prim: Prim::Cast(joint.dtype),
                args: vec![op],
            });
        } else {
            return err(
                range,
                format!(
                    "the arms of this conditional expression have different shapes ({ty} and {joint}): use `where`"
                ),
            );
        }
        Ok(())
    }

    /// Whether evaluating `e` eagerly is indistinguishable from evaluating
    /// it lazily: it calls no user function and no primitive that can fault.
    pub fn is_simple(&self, e: &Expr, depth: usize) -> bool {
        if depth > MAX_SIMPLE_DEPTH {
            return false;
        }
        let simple = |x: &Expr| self.is_simple(x, depth + 1);
        match e {
            Expr::Constant(_) | Expr::Name(_) => true,
            Expr::BinOp(b) => self.is_simple_binary(b, depth),
            Expr::UnaryOp(u) => simple(&u.operand),
            Expr::Compare(c) => simple(&c.left) && c.comparators.iter().all(simple),
            Expr::BoolOp(b) => b.values.iter().all(simple),
            Expr::IfExp(i) => simple(&i.test) && simple(&i.body) && simple(&i.orelse),
            Expr::Tuple(t) => t.elts.iter().all(simple),
            Expr::Call(c) => self.is_simple_call(c) && c.args.iter().all(simple),
            Expr::Subscript(s) => self.is_tuple_item(s),
            _ => false,
        }
    }

    fn is_simple_binary(&self, top: &ast::ExprBinOp, depth: usize) -> bool {
        let mut node = top;
        loop {
            let safe = !binary_prim(node.op).can_fault();
            if !safe || !self.is_simple(&node.right, depth + 1) {
                return false;
            }
            match node.left.as_ref() {
                Expr::BinOp(inner) => node = inner,
                leftmost => return self.is_simple(leftmost, depth + 1),
            }
        }
    }

    fn is_simple_call(&self, c: &ast::ExprCall) -> bool {
        let Expr::Name(n) = c.func.as_ref() else {
            return false;
        };
        let name = n.id.as_str();
        // A name from `from math import ...` is math's function, which can
        // raise where the primitive of the same name cannot.
        let shadowed = self.scope().func_index.contains_key(name)
            || self.scope().math.functions.contains_key(name)
            || self.locals.contains_key(name)
            || self.assigned_anywhere.contains_key(name);
        let prim = Prim::from_function_name(name);
        c.keywords.is_empty() && !shadowed && prim.is_some_and(|p| !p.can_fault())
    }

    /// `t[k]` on a tuple-typed local with a constant `k`: a static pick.
    fn is_tuple_item(&self, s: &ast::ExprSubscript) -> bool {
        let Expr::Name(n) = s.value.as_ref() else {
            return false;
        };
        let is_tuple = matches!(self.locals.get(n.id.as_str()), Some(l) if matches!(l.ty, SrcTy::Tuple(_)));
        let constant = matches!(literal_of(&s.slice), Ok(Some(_)))
            || matches!(s.slice.as_ref(), Expr::Name(k) if self.scope().consts.contains_key(k.id.as_str()));
        is_tuple && constant
    }
}

fn compare_prim(op: CmpOp) -> Option<Prim> {
    Some(match op {
        CmpOp::Eq => Prim::Eq,
        CmpOp::NotEq => Prim::Ne,
        CmpOp::Lt => Prim::Lt,
        CmpOp::LtE => Prim::Le,
        CmpOp::Gt => Prim::Gt,
        CmpOp::GtE => Prim::Ge,
        _ => return None,
    })
}

/// An operand of `and`/`or`: a scalar bool.
fn bool_operand(v: Val, range: TextRange, what: &str) -> Result<Operand> {
    match v {
        Val::Atom(op, ty) if ty == bool_ty() => Ok(op),
        Val::Lit(l) => match l.to_dtype(DType::Bool)? {
            Some(c) => Ok(Operand::Const(c)),
            None => err(
                range,
                format!("{what} needs scalar bool operands, got {}", l.kind.describe()),
            ),
        },
        other => {
            let hint = match &other {
                Val::Atom(_, ty) if ty.is_scalar() => ": compare explicitly, e.g. `x != 0`",
                _ => "",
            };
            err(
                range,
                format!("{what} needs scalar bool operands, got {}{hint}", other.describe()),
            )
        }
    }
}

/// The leaf pairs of a conditional's two arms, which must have the same
/// tuple structure.
fn arm_pairs(a: Val, b: Val, range: TextRange) -> Result<(super::value::Skeleton, Vec<(Val, Val)>)> {
    let skeleton = a.skeleton();
    if skeleton != b.skeleton() {
        let msg = format!(
            "the arms of this conditional expression differ: {} and {}",
            a.describe(),
            b.describe()
        );
        return err(range, msg);
    }
    Ok((skeleton, a.leaves().into_iter().zip(b.leaves()).collect()))
}

/// A leaf's type where it meets `other`: a literal takes the other's dtype.
fn leaf_type(v: &Val, other: &Val) -> Type {
    match (v, other) {
        (Val::Atom(_, ty), _) => ty.clone(),
        (Val::Lit(l), Val::Atom(_, ty)) => Type::scalar(l.kind.dtype_against(ty.dtype)),
        (Val::Lit(l), _) => Type::scalar(l.kind.default_dtype()),
        (Val::Tuple(_), _) => Type::scalar(DType::Bool),
    }
}

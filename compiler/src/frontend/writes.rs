//! Writes by index: `a[i] = v`, `m[i, j] = v`, `m[i] = row`, `x[2:5] = y`
//! and their augmented forms (`a[i] += v`: the place is evaluated once).
//! Each becomes `a = set_index(a, ...)` or `a = set_slice(a, ...)`: the
//! written tensor as a new value, which compiled code writes in place
//! since the old value is dead. The aliasing rule (`alias`) makes this
//! agree with CPython's shared arrays.

use super::error::{err, Result};
use super::translate::FnTranslator;
use super::value::Val;
use crate::ir::Operand;
use crate::prim::{Prim, Selection};
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    /// `a[...] = val`.
    pub fn store_item(&mut self, s: &ast::ExprSubscript, val: Val) -> Result<()> {
        let (name, place) = self.item_place(s)?;
        self.write_item(&name, s, place, val)
    }

    /// `a[...] op= v`: the place is evaluated once.
    pub fn aug_store_item(
        &mut self,
        s: &ast::ExprSubscript,
        op: ast::Operator,
        rhs: &Expr,
        range: TextRange,
    ) -> Result<()> {
        let (name, place) = self.item_place(s)?;
        let Some(Val::Atom(a, ty)) = self.local_value(&name) else {
            return err(s.range, "internal error: a written tensor without a value");
        };
        let cur = match &place {
            Place::Item(indices) => {
                let mut cur = Val::Atom(a, ty);
                for i in indices {
                    cur = self.apply(Prim::Index, vec![cur, Val::Atom(*i, Type::scalar(DType::I64))], s.range)?;
                }
                cur
            }
            Place::Slice(sel, indices) => {
                let shape = sel
                    .result_shape(&ty.shape)
                    .map_err(|m| super::error::Error::at(s.range, m))?;
                let out_ty = Type::tensor(ty.dtype, shape);
                let mut ops = vec![a];
                ops.extend(indices.iter().copied());
                Val::var(self.b.prim(Prim::Slice(*sel), ops, out_ty.clone()), out_ty)
            }
        };
        let rhs = self.expr(rhs)?;
        let val = self.binary(op, cur, rhs, range)?;
        self.write_item(&name, s, place, val)
    }

    /// The variable written by `a[...] = ...` and the place in it: indices
    /// (as `i64` operands), or a selection when some index is a slice.
    fn item_place(&mut self, s: &ast::ExprSubscript) -> Result<(String, Place)> {
        let n = match s.value.as_ref() {
            Expr::Name(n) => n,
            Expr::Subscript(_) => {
                return err(
                    s.range,
                    "write all the indices in one subscript, `a[i, j] = value`: `a[i][j] = value` writes into a row that NumPy shares with `a` and the language copies",
                )
            }
            other => return err(other.range(), "only a variable can be written by index: `name[i] = value`"),
        };
        let name = n.id.to_string();
        self.check_assignable(&name, n.range)?;
        let ty = match self.name(n)? {
            Val::Atom(_, ty) if !ty.is_scalar() => ty,
            other => {
                return err(
                    n.range,
                    format!("`{name}` is {}: only tensors are written by index", other.describe()),
                )
            }
        };
        let exprs: Vec<&Expr> = match s.slice.as_ref() {
            Expr::Tuple(t) => t.elts.iter().collect(),
            one => vec![one],
        };
        if exprs.len() > ty.shape.len() {
            return err(s.range, format!("too many indices for `{name}`, which is {ty}"));
        }
        if exprs.iter().any(|e| matches!(e, Expr::Slice(_))) {
            let (sel, ops) = self.selection(&ty, &exprs, s.range)?;
            return Ok((name, Place::Slice(sel, ops)));
        }
        let indices = exprs
            .iter()
            .map(|e| self.run_time_index(e))
            .collect::<Result<Vec<_>>>()?;
        Ok((name, Place::Item(indices)))
    }

    fn write_item(&mut self, name: &str, s: &ast::ExprSubscript, place: Place, val: Val) -> Result<()> {
        let Some(Val::Atom(a, ty)) = self.local_value(name) else {
            return err(s.range, "internal error: a written tensor without a value");
        };
        let (prim, place_shape, indices) = match place {
            Place::Item(indices) => (
                Prim::SetIndex(indices.len() as u8),
                ty.shape[indices.len()..].to_vec(),
                indices,
            ),
            Place::Slice(sel, indices) => {
                let shape = sel
                    .result_shape(&ty.shape)
                    .map_err(|m| super::error::Error::at(s.range, m))?;
                (Prim::SetSlice(sel), shape, indices)
            }
        };
        let place = Type::tensor(ty.dtype, place_shape);
        let found = val.describe();
        let v = match val {
            Val::Lit(l) => match l.to_dtype(ty.dtype)? {
                Some(c) => Operand::Const(c),
                None => return err(s.range, format!("cannot write {found} into {place} of `{name}` ({ty})")),
            },
            Val::Atom(op, t) if t.dtype == ty.dtype && (t.is_scalar() || t.shape == place.shape) => op,
            Val::Atom(_, t) if t.is_scalar() || t.shape == place.shape => {
                return err(
                    s.range,
                    format!(
                        "cannot write {t} into {place} of `{name}` ({ty}): convert with {}(...)",
                        ty.dtype
                    ),
                )
            }
            _ => return err(s.range, format!("cannot write {found} into {place} of `{name}` ({ty})")),
        };
        let mut ops = vec![a];
        ops.extend(indices);
        ops.push(v);
        let out = self.b.prim(prim, ops, ty);
        self.write(name, vec![Operand::Var(out)]);
        Ok(())
    }
}

/// Where `a[...] = v` writes.
enum Place {
    /// Leading indices: an element or a sub-tensor.
    Item(Vec<Operand>),
    /// A selection with slices, and its run-time indices.
    Slice(Selection, Vec<Operand>),
}

//! Slices with static bounds and steps: `x[2:5]`, `x[::-1]`, `m[:, j]`,
//! `m[i, 1:]`, on tensors (a `slice` primitive, mixing slices and run-time
//! indices) and on tuples (picked at compile time). Bounds and steps are
//! integer constants, so every shape stays static; they are resolved
//! against the axis as Python's `slice.indices` does (clamped, negative
//! ones counting from the end).

use super::error::{err, Error, Result};
use super::literal::{Lit, LitKind};
use super::translate::FnTranslator;
use super::value::Val;
use crate::ir::Operand;
use crate::prim::{resolve_slice, Axis, Prim, Selection};
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

impl FnTranslator<'_, '_> {
    /// `base[indices]` where some index is a slice.
    pub fn slice_value(&mut self, base: Val, indices: &[&Expr], range: TextRange) -> Result<Val> {
        match base {
            Val::Tuple(items) => self.tuple_slice(items, indices, range),
            Val::Atom(op, ty) if !ty.is_scalar() => {
                let (sel, mut ops) = self.selection(&ty, indices, range)?;
                let shape = sel.result_shape(&ty.shape).map_err(|m| Error::at(range, m))?;
                let out_ty = Type::tensor(ty.dtype, shape);
                ops.insert(0, op);
                let out = self.b.prim(Prim::Slice(sel), ops, out_ty.clone());
                Ok(Val::var(out, out_ty))
            }
            other => err(range, format!("cannot slice {}", other.describe())),
        }
    }

    /// The selection an index list makes on a tensor of type `ty`, and
    /// the operands of its run-time indices (as `i64`).
    pub fn selection(&mut self, ty: &Type, indices: &[&Expr], range: TextRange) -> Result<(Selection, Vec<Operand>)> {
        if indices.len() > ty.shape.len() {
            return err(range, format!("too many indices for {ty}"));
        }
        let mut axes = Vec::with_capacity(indices.len());
        let mut ops = Vec::new();
        for (e, &n) in indices.iter().zip(&ty.shape) {
            match e {
                Expr::Slice(s) => axes.push(self.static_range(s, n)?),
                other => {
                    ops.push(self.run_time_index(other)?);
                    axes.push(Axis::Index);
                }
            }
        }
        let sel = Selection::new(&axes).ok_or_else(|| Error::at(range, "too many indices"))?;
        Ok((sel, ops))
    }

    /// An integer index evaluated at run time, as an `i64` operand.
    pub fn run_time_index(&mut self, e: &Expr) -> Result<Operand> {
        match self.expr(e)? {
            Val::Lit(l) if matches!(l.kind, LitKind::Int(_) | LitKind::Bool(_)) => {
                Ok(Operand::Const(l.commit(DType::I64)?))
            }
            Val::Atom(op, ty) if ty.is_scalar() && ty.dtype.is_int() => Ok(op),
            other => err(
                e.range(),
                format!("an index must be an integer, got {}", other.describe()),
            ),
        }
    }

    /// A slice of an axis of length `n`; empty slices are refused, as
    /// tensors have at least one element.
    fn static_range(&mut self, s: &ast::ExprSlice, n: usize) -> Result<Axis> {
        let lower = self.slice_bound(s.lower.as_deref())?;
        let upper = self.slice_bound(s.upper.as_deref())?;
        let step = self.slice_bound(s.step.as_deref())?;
        let (start, step, len) = resolve_slice(lower, upper, step, n).map_err(|m| Error::at(s.range, m))?;
        if len == 0 {
            return err(
                s.range,
                format!("this slice of an axis of {n} is empty: tensors have at least one element"),
            );
        }
        match (u32::try_from(start), i32::try_from(step), u32::try_from(len)) {
            (Ok(start), Ok(step), Ok(len)) => Ok(Axis::Range { start, step, len }),
            _ => err(s.range, "this slice is too large"),
        }
    }

    fn slice_bound(&mut self, e: Option<&Expr>) -> Result<Option<i64>> {
        let Some(e) = e else { return Ok(None) };
        match self.expr(e)? {
            Val::Lit(Lit {
                kind: LitKind::Int(v), ..
            }) => Ok(Some(i64::try_from(v).unwrap_or(if v < 0 { i64::MIN } else { i64::MAX }))),
            other => err(
                e.range(),
                format!(
                    "slice bounds and steps must be integer constants (a literal, a module constant, len(x) or x.shape[k]), as shapes are static, got {}: index one element at a time for a bound known only at run time",
                    other.describe()
                ),
            ),
        }
    }

    /// `t[a:b:c]` on a tuple: the components picked at compile time.
    fn tuple_slice(&mut self, items: Vec<Val>, indices: &[&Expr], range: TextRange) -> Result<Val> {
        let [Expr::Slice(s)] = indices else {
            return err(range, "a tuple takes one index or one slice");
        };
        let lower = self.slice_bound(s.lower.as_deref())?;
        let upper = self.slice_bound(s.upper.as_deref())?;
        let step = self.slice_bound(s.step.as_deref())?;
        let (start, step, len) = resolve_slice(lower, upper, step, items.len()).map_err(|m| Error::at(s.range, m))?;
        if len == 0 {
            return err(s.range, "empty tuples are not supported");
        }
        let picked = (0..len as i64)
            .map(|k| items[(start + k * step) as usize].clone())
            .collect();
        Ok(Val::Tuple(picked))
    }
}

//! The value of a lowered expression, and how values fit declared types.

use super::error::Result;
use super::literal::Lit;
use super::types::SrcTy;
use crate::ir::{Operand, VarId};
use autobatch_runtime::Type;

/// What an expression evaluated to: an IR operand with its type, a weak
/// literal that has not met a type yet, or a tuple of values (tuples exist
/// only in the frontend; the IR sees their leaves).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Val {
    Atom(Operand, Type),
    Lit(Lit),
    Tuple(Vec<Val>),
}

/// The tuple structure of a value, to rebuild one from its leaves.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Skeleton {
    Leaf,
    Tuple(Vec<Skeleton>),
}

impl Val {
    pub fn var(v: VarId, ty: Type) -> Val {
        Val::Atom(Operand::Var(v), ty)
    }

    /// The type for messages; a literal shows the type it would default to.
    pub fn describe(&self) -> String {
        match self {
            Val::Atom(_, ty) => ty.to_string(),
            Val::Lit(l) => l.kind.default_dtype().to_string(),
            Val::Tuple(items) => {
                let items: Vec<String> = items.iter().map(Val::describe).collect();
                format!("tuple[{}]", items.join(", "))
            }
        }
    }

    pub fn skeleton(&self) -> Skeleton {
        match self {
            Val::Tuple(items) => Skeleton::Tuple(items.iter().map(Val::skeleton).collect()),
            _ => Skeleton::Leaf,
        }
    }

    /// The leaves, left to right.
    pub fn leaves(self) -> Vec<Val> {
        match self {
            Val::Tuple(items) => items.into_iter().flat_map(Val::leaves).collect(),
            leaf => vec![leaf],
        }
    }

    /// The operands and source type the value has on its own: literals
    /// take their default dtypes.
    pub fn commit_default(self) -> Result<(Vec<Operand>, SrcTy)> {
        match self {
            Val::Atom(op, ty) => Ok((vec![op], SrcTy::Atom(ty))),
            Val::Lit(l) => {
                let c = l.commit_default()?;
                Ok((vec![Operand::Const(c)], SrcTy::Atom(c.ty())))
            }
            Val::Tuple(items) => {
                let mut ops = Vec::new();
                let mut tys = Vec::with_capacity(items.len());
                for item in items {
                    let (o, t) = item.commit_default()?;
                    ops.extend(o);
                    tys.push(t);
                }
                Ok((ops, SrcTy::Tuple(tys)))
            }
        }
    }

    /// The operands for a place of type `want` (a parameter, a declared
    /// variable, a return value). Literals convert; everything else must
    /// have exactly the type. `Ok(None)` when the value does not fit.
    pub fn coerce(self, want: &SrcTy) -> Result<Option<Vec<Operand>>> {
        let mut out = Vec::new();
        Ok(self.coerce_into(want, &mut out)?.then_some(out))
    }

    fn coerce_into(self, want: &SrcTy, out: &mut Vec<Operand>) -> Result<bool> {
        match (self, want) {
            (Val::Atom(op, ty), SrcTy::Atom(w)) if &ty == w => out.push(op),
            (Val::Lit(l), SrcTy::Atom(w)) if w.is_scalar() => match l.to_dtype(w.dtype)? {
                Some(c) => out.push(Operand::Const(c)),
                None => return Ok(false),
            },
            (Val::Tuple(items), SrcTy::Tuple(ws)) if items.len() == ws.len() => {
                for (item, w) in items.into_iter().zip(ws) {
                    if !item.coerce_into(w, out)? {
                        return Ok(false);
                    }
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}

impl Skeleton {
    /// The value with this structure whose leaves are taken in order from
    /// `leaves`; `None` if there are too few.
    pub fn rebuild(&self, leaves: &mut impl Iterator<Item = Val>) -> Option<Val> {
        match self {
            Skeleton::Leaf => leaves.next(),
            Skeleton::Tuple(items) => {
                let items = items.iter().map(|s| s.rebuild(leaves)).collect::<Option<Vec<_>>>()?;
                Some(Val::Tuple(items))
            }
        }
    }
}

impl SrcTy {
    pub fn skeleton(&self) -> Skeleton {
        match self {
            SrcTy::Atom(_) => Skeleton::Leaf,
            SrcTy::Tuple(items) => Skeleton::Tuple(items.iter().map(SrcTy::skeleton).collect()),
        }
    }

    /// The value of this type held in variables `vars` (its leaves, in
    /// order).
    pub fn value_in(&self, vars: &[VarId]) -> Option<Val> {
        let mut leaves = vars.iter().zip(self.leaves()).map(|(v, t)| Val::var(*v, t));
        self.skeleton().rebuild(&mut leaves)
    }
}

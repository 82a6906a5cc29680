//! The reverse of reading and writing part of an array, on the part only.
//!
//! A read `y = x[i]` gives `x` the cotangent `zeros_like(x)` with `y`'s at
//! `i`, and a write in place `x[i] = v` zeroes `x`'s cotangent at `i`
//! after passing it to `v`. Added as whole arrays (the VJP rules' form),
//! each costs a fill, a copy and an add of all of `x` per element read or
//! written: a forward algorithm's loop over a 416 x 2 table spent three
//! quarters of its instructions in `memset`, quadratic in the table. Here
//! each updates the accumulator in place at `i` alone:
//!
//! ```text
//! read:   x.ct = set_index(x.ct, i, x.ct[i] + y.ct)
//! write:  v.ct += x.ct[i];  x.ct = set_index(x.ct, i, +0)
//! ```
//!
//! The write's cotangents are the rule's bit for bit (its whole-array
//! form gives `-0 + c`, which is `c`, off `i`, and `-0 + +0 = +0` at `i`).
//! The read's differ only where the rule would add `+0` to a `-0`: a
//! cotangent keeps the `-0` it starts from (`ct_zero`) instead of becoming
//! `+0`, and the sign of a zero reaches only zeros, which the gradient's
//! final `+0 +` (`finish_rev`) makes what CPython's sum gives.

use super::{ct_zero, float_zero, At, Reverse};
use crate::ir::f::Op;
use crate::ir::{Operand, VarId};
use crate::prim::{Axis, Prim, Selection};

impl Reverse<'_> {
    /// The reverse of `out = prim(args)` when it reads or writes part of
    /// an active array; `false` for every other op (the VJP rules').
    pub(super) fn sparse(&mut self, out: VarId, prim: Prim, args: &[Operand], at: &mut At) -> bool {
        match (prim, args.first()) {
            (Prim::Index | Prim::Slice(_), Some(&Operand::Var(x))) if self.active(x) => {
                let write = match prim {
                    Prim::Slice(sel) => Prim::SetSlice(sel),
                    _ => Prim::SetIndex(1),
                };
                self.read_part(out, x, (prim, write), args, at);
                true
            }
            (Prim::SetIndex(_) | Prim::SetSlice(_), Some(&Operand::Var(x))) if x == out => {
                let read = match prim {
                    Prim::SetSlice(sel) => Some(sel),
                    Prim::SetIndex(k) => Selection::new(&vec![Axis::Index; usize::from(k)]),
                    _ => None,
                };
                let Some(sel) = read else { return false };
                self.write_part(out, (Prim::Slice(sel), prim), args, at);
                true
            }
            _ => false,
        }
    }

    /// The index operands `args[from..to]` as the reverse pass reads them.
    fn indices(&mut self, args: &[Operand], (from, to): (usize, usize), at: &mut At) -> Vec<Operand> {
        args[from..to]
            .iter()
            .map(|a| match *a {
                Operand::Var(v) => self.fetch(v, false, at),
                c => c,
            })
            .collect()
    }

    /// `out = x[i]`: `x.ct[i] += out.ct`; `out.ct` back to zero.
    fn read_part(&mut self, out: VarId, x: VarId, (read, write): (Prim, Prim), args: &[Operand], at: &mut At) {
        let idx = self.indices(args, (1, args.len()), at);
        let (x_ct, out_ct) = (self.adj(x), self.adj(out));
        let part = self.emit_into(&mut at.group, read, at_part(x_ct, &idx, None));
        let sum = self.emit_into(&mut at.group, Prim::Add, vec![part, Operand::Var(out_ct)]);
        at.group.push(Op::Prim {
            out: x_ct,
            prim: write,
            args: at_part(x_ct, &idx, Some(sum)),
        });
        at.group.push(ct_zero(&self.vars[out_ct].ty, out_ct));
    }

    /// `out = set(out, i, v)`: `v.ct += out.ct[i]`, then `out.ct[i] = +0`.
    fn write_part(&mut self, out: VarId, (read, write): (Prim, Prim), args: &[Operand], at: &mut At) {
        let last = args.len() - 1;
        let idx = self.indices(args, (1, last), at);
        let x_ct = self.adj(out);
        if let Operand::Var(v) = args[last] {
            if self.active(v) {
                let part = self.emit_into(&mut at.group, read, at_part(x_ct, &idx, None));
                let want = self.vars[v].ty.clone();
                let part = self.fit(part, &want, &mut at.group);
                let v_ct = self.adj(v);
                at.group.push(Op::Prim {
                    out: v_ct,
                    prim: Prim::Add,
                    args: vec![Operand::Var(v_ct), part],
                });
            }
        }
        let zero = Operand::Const(float_zero(self.vars[x_ct].ty.dtype, false));
        at.group.push(Op::Prim {
            out: x_ct,
            prim: write,
            args: at_part(x_ct, &idx, Some(zero)),
        });
    }
}

/// The operands of a read (`value` none) or write of array `x` at `idx`.
fn at_part(x: VarId, idx: &[Operand], value: Option<Operand>) -> Vec<Operand> {
    std::iter::once(Operand::Var(x))
        .chain(idx.iter().copied())
        .chain(value)
        .collect()
}

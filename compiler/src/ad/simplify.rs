//! Cleanup of a differentiated function. The reverse pass is written
//! uniformly (every cotangent zeroed at the start, to `-0`, accumulated
//! with `+`, zeroed again when its definition is reached); most of that is
//! needless: a first accumulation into a cotangent known to hold `-0` is a
//! copy (`-0 + c` is `c`, bit for bit), which leaves the zeroing dead, and
//! dead code is removed. What remains is the chain of
//! VJP operations, which the code generator fuses into loops.

use crate::analysis::liveness::{for_each_live_after_op, liveness};
use crate::ir::f::cfg::{merge_straight_blocks, remove_unreachable_blocks};
use crate::ir::f::{Function, Op, Terminator};
use crate::ir::{Const, Operand, VarId};
use crate::prim::Prim;

pub(super) fn simplify(func: &mut Function) {
    merge_straight_blocks(func);
    add_to_known_zeros(func);
    remove_dead_code(func);
}

/// Empty blocks that only jump are skipped (their predecessors go straight
/// on), and a jump to an empty block that returns returns itself: the
/// value-only guard leaves such joins behind, and each is a step of the
/// batched loop for every member passing through.
pub(super) fn skip_empty_blocks(func: &mut Function) {
    let n = func.blocks.len();
    let is_empty_jump = |b: usize| match func.blocks[b].term {
        Terminator::Jump { target } if b != 0 && func.blocks[b].ops.is_empty() => Some(target),
        _ => None,
    };
    let mut forward: Vec<usize> = (0..n).collect();
    for (b, f) in forward.iter_mut().enumerate() {
        // A chain of empty jumps ends within n steps unless it is a cycle,
        // which is left alone.
        let mut at = b;
        for _ in 0..n {
            match is_empty_jump(at) {
                Some(t) if t != b => at = t,
                _ => break,
            }
        }
        if is_empty_jump(at).is_none() {
            *f = at;
        }
    }
    let returns = |b: usize| func.blocks[b].ops.is_empty() && matches!(func.blocks[b].term, Terminator::Return);
    let terms: Vec<Terminator> = (func.blocks.iter())
        .map(|block| match block.term {
            Terminator::Jump { target } if returns(forward[target]) => Terminator::Return,
            Terminator::Jump { target } => Terminator::Jump {
                target: forward[target],
            },
            Terminator::Branch { cond, then, els } => Terminator::Branch {
                cond,
                then: forward[then],
                els: forward[els],
            },
            Terminator::Return => Terminator::Return,
        })
        .collect();
    for (block, term) in func.blocks.iter_mut().zip(terms) {
        block.term = term;
    }
    remove_unreachable_blocks(func);
    merge_straight_blocks(func);
}

/// Whether op defines its output as an exact zero, and of which sign
/// (`true`: `-0`).
fn zero_def(op: &Op) -> Option<(VarId, bool)> {
    match op {
        Op::Prim {
            out,
            prim: Prim::Copy | Prim::Full(_),
            args,
        } => match args[..] {
            [Operand::Const(Const::F32(z))] if z == 0.0 => Some((*out, z.is_sign_negative())),
            [Operand::Const(Const::F64(z))] if z == 0.0 => Some((*out, z.is_sign_negative())),
            _ => None,
        },
        _ => None,
    }
}

/// What is known of each variable at a point: whether it holds `+0`
/// (`pos`), whether it holds `-0` (`neg`); both true before the analysis
/// reaches the point.
#[derive(Clone, PartialEq)]
struct Zeros {
    pos: Vec<bool>,
    neg: Vec<bool>,
}

impl Zeros {
    fn all(nv: usize, known: bool) -> Zeros {
        Zeros {
            pos: vec![known; nv],
            neg: vec![known; nv],
        }
    }

    fn meet(&mut self, other: &Zeros) {
        self.pos.iter_mut().zip(&other.pos).for_each(|(x, y)| *x &= *y);
        self.neg.iter_mut().zip(&other.neg).for_each(|(x, y)| *x &= *y);
    }

    fn transfer(&mut self, op: &Op) {
        let zero = zero_def(op);
        for d in op.defs() {
            self.pos[d] = zero == Some((d, false));
            self.neg[d] = zero == Some((d, true));
        }
    }
}

/// `v = add(v, c)` where `v` is known to hold `-0` becomes `v = copy(c)`
/// (`-0 + c` is `c`), and where it holds `+0`, `v = add(0, c)`.
fn add_to_known_zeros(func: &mut Function) {
    let n = func.blocks.len();
    let nv = func.vars.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, block) in func.blocks.iter().enumerate() {
        for s in block.term.successors() {
            preds[s].push(b);
        }
    }
    // Forward must-analysis: known zeros at the end of each block.
    let mut out: Vec<Zeros> = vec![Zeros::all(nv, true); n];
    let block_in = |out: &[Zeros], b: usize| -> Zeros {
        if b == 0 {
            return Zeros::all(nv, false);
        }
        let mut acc = Zeros::all(nv, true);
        for &p in &preds[b] {
            acc.meet(&out[p]);
        }
        acc
    };
    loop {
        let mut changed = false;
        for b in 0..n {
            let mut z = block_in(&out, b);
            for op in &func.blocks[b].ops {
                z.transfer(op);
            }
            if z != out[b] {
                out[b] = z;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for b in 0..n {
        let mut z = block_in(&out, b);
        for op in &mut func.blocks[b].ops {
            if let Some(rewritten) = first_accumulation(func.vars.as_slice(), &z, op) {
                *op = rewritten;
            }
            z.transfer(op);
        }
    }
}

/// The rewrite of `v = add(v, c)` when `v` is a known zero of `c`'s type.
fn first_accumulation(vars: &[crate::ir::VarDecl], z: &Zeros, op: &Op) -> Option<Op> {
    let Op::Prim {
        out: v,
        prim: Prim::Add,
        args,
    } = op
    else {
        return None;
    };
    let same_type = match args[1] {
        Operand::Var(c) => vars[c].ty == vars[*v].ty,
        Operand::Const(c) => c.ty() == vars[*v].ty,
    };
    if args[0] != Operand::Var(*v) || !same_type {
        return None;
    }
    if z.neg[*v] {
        return Some(Op::Prim {
            out: *v,
            prim: Prim::Copy,
            args: vec![args[1]],
        });
    }
    if !z.pos[*v] {
        return None;
    }
    let zero = match vars[*v].ty.dtype {
        autobatch_runtime::DType::F32 => Const::F32(0.0),
        _ => Const::F64(0.0),
    };
    Some(Op::Prim {
        out: *v,
        prim: Prim::Add,
        args: vec![Operand::Const(zero), args[1]],
    })
}

/// Removes ops whose results are never read and that cannot fault.
pub(super) fn remove_dead_code(func: &mut Function) {
    loop {
        let live = liveness(func);
        let mut removed = false;
        for b in 0..func.blocks.len() {
            let mut keep = vec![true; func.blocks[b].ops.len()];
            for_each_live_after_op(func, &live, b, |i, op, live_after| {
                let dead = match op {
                    Op::Prim { out, .. } => pure(func, op) && !live_after.contains(*out),
                    _ => false,
                };
                keep[i] = !dead;
                removed |= dead;
            });
            let mut k = keep.into_iter();
            func.blocks[b].ops.retain(|_| k.next().unwrap_or(true));
        }
        if !removed {
            return;
        }
    }
}

/// Whether `op` is a primitive that cannot fault (`Prim::can_fault_on`
/// its operands' dtypes: float `/` and `**` cannot; on integers they can,
/// though an integer `/` gives a float).
pub(super) fn pure(func: &Function, op: &Op) -> bool {
    match op {
        Op::Prim { prim, args, .. } => !prim.can_fault_on(args.iter().map(|a| func.operand_type(a).dtype)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::frontend::build_program;
    use autobatch_runtime::Status;

    /// An unused integer `/` under a gradient still faults on 0, as in
    /// CPython (it used to be dropped as dead: its result is a float).
    #[test]
    fn a_dead_integer_division_by_zero_still_faults() {
        let src = "from autobatch import *\n\n\
             def f(x: f64, n: i64) -> f64:\n    k = n / (n - n)\n    return x * x\n\n\
             def main(x: f64, n: i64) -> tuple[f64, f64]:\n    return value_and_grad(f, x, n)\n";
        let program = build_program(src, "t.py", Some("main")).expect("builds");
        let json = r#"{"x": [1.5, 2.0], "n": [3, 0]}"#;
        let inputs =
            autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(&program)).expect("inputs");
        let out = crate::exec::run_reference(&program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
        assert_eq!(out.outputs.status, [Status::DivisionByZero, Status::DivisionByZero]);
    }
}

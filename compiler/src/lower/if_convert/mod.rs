//! Small `if`s as selects (if-conversion; an IR-F to IR-F pass, run before
//! every executor after `inline`, as `tailcall` and `inline` are).
//!
//! Under program-counter autobatching every block a member enters is a
//! step of the batched loop: on the CPU a dispatch through a switch with
//! the member's scalars loaded and stored around it, on the GPU a round of
//! the CTA's minimum. An `if` whose arms are a few cheap operations costs
//! two or three such steps for a handful of arithmetic. Here both arms run
//! unconditionally, each writing fresh variables, and every variable an
//! arm writes that is read after the `if` takes its value by
//! `where(cond, then's, else's)`; the arms and the join become one block
//! with the head (`cfg::merge_straight_blocks`).
//!
//! An arm runs unconditionally only where that cannot change what a member
//! computes or how it ends: an op that cannot fault as is (`Prim::can_fault`,
//! refined for float `/` and `**`), or one that faults only on an operand
//! that can be guarded: an index, a divisor, a shift. Such an operand reads
//! `where(taken, operand, safe)` (row 0 of an array with rows, divisor 1,
//! shift 0), so in the arm taken the op sees its own operands and faults
//! exactly where it did, and in the other it cannot fault. A member
//! computes the taken arm's values as before, in the same order, and the
//! other arm's values are discarded by the `where`, so results and
//! statuses are the same bit for bit. An arm is a block entered only from
//! the branch and ending in a jump to the join (a diamond, or a triangle
//! with one arm empty), of primitives (no call, no `assert`) and of pushes
//! and pops where both arms push and pop the same tapes in the same order
//! (a gradient's record of the way the `if` went: one push of a `where`,
//! one pop before both arms, which must pop before anything else), and its
//! cost (about the instructions it runs: `elements_cost`, a library
//! function's element `COSTLY_WEIGHT`, a guard or a push one) at most
//! `MAX_ARM_COST`, so that the work run for nothing stays below the step
//! it saves. Inner `if`s go first, so an outer one whose arms became
//! single blocks is converted in turn.

use crate::analysis::liveness::liveness;
use crate::ir::f::cfg::{merge_straight_blocks, remove_blocks};
use crate::ir::f::{Function, Op, Program, TapeId, Terminator};
use crate::ir::{BlockId, Const, Operand, VarDecl, VarId};
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};

/// The most work one arm may run for nothing, in about instructions
/// (`elements_cost`): about what a step of the batched loop costs (45
/// instructions per step saved in eight schools' sampler, measured with
/// callgrind), of which a diamond saves two.
pub const MAX_ARM_COST: usize = 48;

/// A library function's element: dozens of instructions.
const COSTLY_WEIGHT: usize = 20;

/// Converts every eligible `if` of every function (module doc); returns
/// how many.
pub fn if_convert(program: &mut Program) -> usize {
    let mut count = 0;
    for func in &mut program.functions {
        while let Some(diamond) = next_diamond(func) {
            convert(func, &diamond, count);
            count += 1;
            // The arm of an outer `if` around this one is one block again.
            merge_straight_blocks(func);
        }
    }
    count
}

/// A branch whose arms can run unconditionally: `then` and `els` are the
/// arms' blocks (`None` for an empty arm), both jumping to `join`.
#[derive(Debug, PartialEq)]
struct Diamond {
    head: BlockId,
    cond: VarId,
    then: Option<BlockId>,
    els: Option<BlockId>,
    join: BlockId,
}

/// The last eligible branch (the innermost `if`s come after their heads, so
/// nested ones are converted first).
fn next_diamond(func: &Function) -> Option<Diamond> {
    let mut preds = vec![0usize; func.blocks.len()];
    for block in &func.blocks {
        for s in block.term.successors() {
            preds[s] += 1;
        }
    }
    // The join an arm block `a` of head `b` jumps to, where `a` can be one.
    let arm = |b: BlockId, a: BlockId| -> Option<BlockId> {
        let Terminator::Jump { target } = func.blocks[a].term else {
            return None;
        };
        let eligible = a != 0 && a != b && preds[a] == 1 && target != a && target != b;
        (eligible && speculable(func, a)).then_some(target)
    };
    (0..func.blocks.len()).rev().find_map(|head| {
        let Terminator::Branch { cond, then, els } = func.blocks[head].term else {
            return None;
        };
        if then == els {
            return None;
        }
        let diamond = |t: Option<BlockId>, e: Option<BlockId>, join| Diamond {
            head,
            cond,
            then: t,
            els: e,
            join,
        };
        let tapes = |a: Option<BlockId>| a.map_or(Vec::new(), |a| tape_ops(&func.blocks[a].ops));
        let found = match (arm(head, then), arm(head, els)) {
            (Some(j), Some(k)) if j == k => diamond(Some(then), Some(els), j),
            (Some(j), _) if j == els => diamond(Some(then), None, els),
            (_, Some(k)) if k == then => diamond(None, Some(els), then),
            _ => return None,
        };
        // Both arms push and pop the same tapes in the same order.
        (tapes(found.then) == tapes(found.els)).then_some(found)
    })
}

/// Whether block `a` is primitives that can run unconditionally, within
/// the cost. Its pops come first: they run once before both arms
/// (`Speculation::restore_once`), so an op before a pop would read the
/// popped value instead of the one before it.
fn speculable(func: &Function, a: BlockId) -> bool {
    let mut cost = 0;
    let mut renamed = Vec::new();
    let ops = &func.blocks[a].ops;
    let pops = ops.iter().take_while(|op| matches!(op, Op::Restore { .. })).count();
    if ops[pops..].iter().any(|op| matches!(op, Op::Restore { .. })) {
        return false;
    }
    for op in &func.blocks[a].ops {
        let Op::Prim { out, prim, args } = op else {
            cost += usize::from(matches!(op, Op::Save { .. }));
            if matches!(op, Op::Call { .. }) {
                return false;
            }
            continue;
        };
        let Some(guards) = guards(func, *prim, args) else {
            return false;
        };
        let ty = &func.vars[*out].ty;
        cost += guards.len()
            + if in_place(op, &renamed) {
                // Index the old row, select, write the row back.
                3 * elements_cost(ty.num_elements() / ty.shape[0].max(1))
            } else {
                renamed.push(*out);
                if prim.is_costly() {
                    COSTLY_WEIGHT * ty.num_elements()
                } else {
                    elements_cost(ty.num_elements())
                }
            };
    }
    cost <= MAX_ARM_COST
}

/// A push or a pop of an arm, by tape.
#[derive(Clone, Copy, Debug, PartialEq)]
enum TapeOp {
    Save(TapeId),
    Restore(TapeId),
}

/// The pushes and pops of `ops`, in order. Both arms of an `if` that
/// records its path for the gradient push the same tapes (`0` or `1`, the
/// way it went): one push of `where(cond, then's, else's)` does for both.
/// A pop is the same for both arms too, so it runs once before them.
fn tape_ops(ops: &[Op]) -> Vec<TapeOp> {
    ops.iter()
        .filter_map(|op| match op {
            Op::Save { tape, .. } => Some(TapeOp::Save(*tape)),
            Op::Restore { tape, .. } => Some(TapeOp::Restore(*tape)),
            _ => None,
        })
        .collect()
}

/// About the instructions of an elementwise op over `n` elements: one for
/// a scalar; for a tensor its loop, a load and a store of each element
/// (eight schools' sampler ran more instructions per gradient with its
/// 10-element rows selected than with their branches: 5,458 against 5,159).
fn elements_cost(n: usize) -> usize {
    if n <= 1 {
        1
    } else {
        4 + 2 * n
    }
}

/// Whether `op` writes one row of an array in place (`a[i] = v`) that the
/// arm has not renamed: it runs as `a[i'] = where(taken, v, a[i'])`, the
/// row written back unchanged where the arm is not taken, so the array
/// is never copied.
fn in_place(op: &Op, renamed: &[VarId]) -> bool {
    matches!(op, Op::Prim { out, prim: Prim::SetIndex(1), args }
        if args[0] == Operand::Var(*out) && !renamed.contains(out))
}

/// How an op runs in the arm not taken without faulting: the operands to
/// replace there by a value that cannot fault (`where(taken, operand,
/// safe)`), none for an op that cannot fault, `None` for one that cannot
/// be guarded. An index becomes 0 (the array has a row), a divisor 1, a
/// shift 0; in the arm taken every operand is the original, so the op
/// faults exactly where it did.
fn guards(func: &Function, prim: Prim, args: &[Operand]) -> Option<Vec<(usize, Const)>> {
    let int = |i: usize, value: i64| match func.operand_type(&args[i]).dtype {
        DType::I64 => Some((i, Const::I64(value))),
        DType::I32 => Some((i, Const::I32(value as i32))),
        _ => None,
    };
    let rows = |k: usize| match &args[0] {
        Operand::Var(v) => func.vars[*v].ty.shape.iter().take(k).all(|&n| n >= 1) && func.vars[*v].ty.shape.len() >= k,
        Operand::Const(_) => false,
    };
    match prim {
        p if !p.can_fault_on(args.iter().map(|a| func.operand_type(a).dtype)) => Some(Vec::new()),
        Prim::Index if rows(1) => int(1, 0).map(|g| vec![g]),
        Prim::SetIndex(k) if rows(usize::from(k)) => (1..=usize::from(k)).map(|i| int(i, 0)).collect(),
        Prim::Div | Prim::FloorDiv | Prim::Mod => int(1, 1).map(|g| vec![g]),
        Prim::Shl | Prim::Shr => int(1, 0).map(|g| vec![g]),
        _ => None,
    }
}

/// Rewrites `d`: the arms' ops into the head, each writing a fresh
/// variable (or a row in place); then a `where` for each variable an arm
/// wrote that the join reads; the head jumps to the join. `site` numbers
/// the fresh names.
fn convert(func: &mut Function, d: &Diamond, site: usize) {
    let live_at_join = liveness(func).live_in[d.join].clone();
    let mut s = Speculation {
        func,
        site,
        ops: Vec::new(),
        values: [Vec::new(), Vec::new()],
        written: Vec::new(),
        taken: [Some(d.cond), None],
        cond: d.cond,
    };
    let arms = [d.then, d.els].map(|a| a.map_or(Vec::new(), |a| s.func.blocks[a].ops.clone()));
    s.restore_once(&arms);
    let mut saves: [Vec<Operand>; 2] = [Vec::new(), Vec::new()];
    let mut tapes = Vec::new();
    for (k, ops) in arms.into_iter().enumerate() {
        for op in ops {
            match op {
                Op::Prim { .. } => s.speculate(k, op),
                Op::Save { tape, arg } => {
                    saves[k].push(s.read(k, arg));
                    if k == 0 || d.then.is_none() {
                        tapes.push(tape);
                    }
                }
                Op::Restore { .. } | Op::Call { .. } => {}
            }
        }
    }
    // The pushes last, in order: each arm's value where it is taken.
    for (i, tape) in tapes.into_iter().enumerate() {
        let arg = match (saves[0].get(i), saves[1].get(i)) {
            (Some(t), Some(e)) if t == e => *t,
            (Some(t), Some(e)) => {
                let v = s.temp(d.cond, "push", s.func.operand_type(t));
                s.ops.push(Op::Prim {
                    out: v,
                    prim: Prim::Where,
                    args: vec![Operand::Var(d.cond), *t, *e],
                });
                Operand::Var(v)
            }
            (Some(a), None) | (None, Some(a)) => *a,
            (None, None) => unreachable!("both arms push the same tapes"),
        };
        s.ops.push(Op::Save { tape, arg });
    }
    let live: Vec<VarId> = (s.written.iter().copied())
        .filter(|v| live_at_join.contains(*v))
        .collect();
    // The condition as the branch read it, if an arm's `where` rewrites it
    // before another reads it.
    let mut cond = d.cond;
    if live.contains(&cond) && live.len() > 1 {
        let snapshot = s.like(cond, "cond");
        s.ops.insert(0, Op::copy(snapshot, Operand::Var(cond)));
        cond = snapshot;
    }
    for &v in &live {
        let args = vec![
            Operand::Var(cond),
            s.read(0, Operand::Var(v)),
            s.read(1, Operand::Var(v)),
        ];
        s.ops.push(Op::Prim {
            out: v,
            prim: Prim::Where,
            args,
        });
    }
    let Speculation { func, ops, .. } = s;
    let head = &mut func.blocks[d.head];
    head.ops.extend(ops);
    head.term = Terminator::Jump { target: d.join };
    let mut gone = vec![false; func.blocks.len()];
    for arm in [d.then, d.els].into_iter().flatten() {
        gone[arm] = true;
    }
    remove_blocks(func, &gone);
}

/// The arms' ops as they are moved into the head.
struct Speculation<'f> {
    func: &'f mut Function,
    site: usize,
    ops: Vec<Op>,
    /// Per arm, (variable, the fresh one holding the arm's value), in order.
    values: [Vec<(VarId, VarId)>; 2],
    /// The variables the arms wrote (renamed), in order.
    written: Vec<VarId>,
    /// Per arm, the variable that is true where it is taken (`not(cond)`
    /// for the else arm, made when first needed).
    taken: [Option<VarId>; 2],
    cond: VarId,
}

impl Speculation<'_> {
    /// The pops of the arms (the same tapes in the same order, before any
    /// other op of the arm: `speculable`), once: each arm's variable then
    /// reads the value.
    fn restore_once(&mut self, arms: &[Vec<Op>; 2]) {
        let pops = |ops: &Vec<Op>| -> Vec<(VarId, TapeId)> {
            ops.iter()
                .filter_map(|op| match op {
                    Op::Restore { out, tape } => Some((*out, *tape)),
                    _ => None,
                })
                .collect()
        };
        let (then, els) = (pops(&arms[0]), pops(&arms[1]));
        let count = then.len().max(els.len());
        for i in 0..count {
            let (out, tape) = then.get(i).or(els.get(i)).copied().expect("a pop");
            let popped = self.like(out, "pop");
            self.ops.push(Op::Restore { out: popped, tape });
            for (k, arm) in [&then, &els].into_iter().enumerate() {
                if let Some(&(orig, _)) = arm.get(i) {
                    self.values[k].push((orig, popped));
                    if !self.written.contains(&orig) {
                        self.written.push(orig);
                    }
                }
            }
        }
    }

    /// Operand `a` as arm `k` reads it: its latest value in the arm.
    fn read(&self, k: usize, a: Operand) -> Operand {
        match a {
            Operand::Var(v) => {
                let fresh = self.values[k].iter().rev().find(|(orig, _)| *orig == v);
                Operand::Var(fresh.map_or(v, |&(_, f)| f))
            }
            c => c,
        }
    }

    /// Op `op` of arm `k` (0 then, 1 else), moved into the head.
    fn speculate(&mut self, k: usize, mut op: Op) {
        let renamed: Vec<VarId> = self.values[k].iter().map(|&(orig, _)| orig).collect();
        let in_place = in_place(&op, &renamed);
        for a in op.args_mut() {
            *a = self.read(k, *a);
        }
        let Op::Prim { out, prim, args } = &mut op else {
            unreachable!("an arm is primitives only (speculable)")
        };
        let guards = guards(self.func, *prim, args).expect("a speculable arm's ops can be guarded");
        for (i, safe) in guards {
            let taken = self.taken(k);
            let guarded = self.temp(*out, "guard", self.func.operand_type(&args[i]));
            self.ops.push(Op::Prim {
                out: guarded,
                prim: Prim::Where,
                args: vec![Operand::Var(taken), args[i], Operand::Const(safe)],
            });
            args[i] = Operand::Var(guarded);
        }
        if in_place {
            // a[i'] = where(taken, v, a[i']): the row itself where not taken.
            let taken = self.taken(k);
            let ty = &self.func.vars[*out].ty;
            let row = Type::tensor(ty.dtype, ty.shape[1..].to_vec());
            let old = self.temp(*out, "row", row.clone());
            self.ops.push(Op::Prim {
                out: old,
                prim: Prim::Index,
                args: vec![args[0], args[1]],
            });
            let new = self.temp(*out, "new", row);
            self.ops.push(Op::Prim {
                out: new,
                prim: Prim::Where,
                args: vec![Operand::Var(taken), args[2], Operand::Var(old)],
            });
            args[2] = Operand::Var(new);
            self.ops.push(op);
            return;
        }
        let orig = *out;
        *out = self.like(orig, ["then", "else"][k]);
        self.values[k].push((orig, *out));
        if !self.written.contains(&orig) {
            self.written.push(orig);
        }
        self.ops.push(op);
    }

    /// The variable true where arm `k` is taken.
    fn taken(&mut self, k: usize) -> VarId {
        if let Some(v) = self.taken[k] {
            return v;
        }
        let v = self.like(self.cond, "not");
        self.ops.push(Op::Prim {
            out: v,
            prim: Prim::Not,
            args: vec![Operand::Var(self.cond)],
        });
        self.taken[k] = Some(v);
        v
    }

    /// A new variable of type `ty`, named after `like` with `tag`.
    fn temp(&mut self, like: VarId, tag: &str, ty: Type) -> VarId {
        self.func.vars.push(VarDecl {
            name: format!("{}.{tag}{}", self.func.vars[like].name, self.site),
            ty,
        });
        self.func.vars.len() - 1
    }

    /// A new variable of `v`'s type, named after it with `tag`.
    fn like(&mut self, v: VarId, tag: &str) -> VarId {
        self.temp(v, tag, self.func.vars[v].ty.clone())
    }
}

#[cfg(test)]
mod tests;

//! Backward liveness over a whole IR-P program, for a chosen set of its
//! variables.
//!
//! IR-P has merged every function into one control-flow graph, and a
//! variable that is not saved across a call keeps its storage while the
//! callee runs. So liveness follows the *supergraph*: a `PushJump`
//! continues at the callee's first block, and a callee's `Return`
//! continues at the return block of every call of that callee. A value
//! the caller needs after the call is then live throughout the callee and
//! everything it calls. The supergraph also has paths no run takes (a
//! return to a call site other than the one that called), so the result
//! is an over-approximation: a variable may be reported live where it is
//! not, never the other way round, which is the safe side for deciding
//! that two variables may share storage.
//!
//! One kind of such path is cut, exactly: a value of the caller that the
//! callee (with all it calls) never names cannot be read or written
//! there, so before a call it is live exactly when it is live at the
//! call's return block, not when some *other* call of the same callee
//! needs it afterwards. (Without the cut, a sampler's array read in a
//! loop that calls a function also called before the loop was live from
//! the program's start, and kept storage of its own.) Inside the callee
//! such a value stays live as before, so the callee's variables still
//! interfere with it.
//!
//! Everything is linear in blocks times the chosen variables (as bit
//! sets), so the caller bounds the set it asks about.

use super::VarSet;
use crate::ir::p::{Op, Program, Terminator};
use crate::ir::{BlockId, VarId};

/// Live sets of the chosen variables, by their index in the chosen list.
pub struct ProgramLiveness {
    pub live_in: Vec<VarSet>,
    pub live_out: Vec<VarSet>,
}

/// The chosen variables: `dense[v]` is `Some(i)` for the `i`-th one.
pub struct Domain {
    pub dense: Vec<Option<usize>>,
    pub len: usize,
}

impl Domain {
    pub fn new(num_vars: usize, chosen: &[VarId]) -> Domain {
        let mut dense = vec![None; num_vars];
        for (i, &v) in chosen.iter().enumerate() {
            dense[v] = Some(i);
        }
        Domain {
            dense,
            len: chosen.len(),
        }
    }

    pub fn index(&self, v: VarId) -> Option<usize> {
        self.dense.get(v).copied().flatten()
    }

    /// Removes what `op` writes, then adds what it reads: a push also
    /// reads the top it saves, a pop writes the top.
    pub fn transfer(&self, live: &mut VarSet, op: &Op) {
        if let Some(d) = self.index(op.var()) {
            if matches!(op, Op::Push { .. }) {
                live.insert(d);
            } else {
                live.remove(d);
            }
        }
        for u in op.uses() {
            if let Some(i) = self.index(u) {
                live.insert(i);
            }
        }
    }

    fn term_uses(&self, live: &mut VarSet, term: &Terminator) {
        if let Terminator::Branch { cond, .. } = term {
            if let Some(i) = self.index(*cond) {
                live.insert(i);
            }
        }
    }

    /// The chosen variables live just before `block`'s terminator, given
    /// those live at its end.
    pub fn before_terminator(&self, program: &Program, b: BlockId, live_out: &VarSet) -> VarSet {
        let mut live = live_out.clone();
        self.term_uses(&mut live, &program.blocks[b].term);
        live
    }
}

/// Each block's successors in the supergraph.
pub fn supergraph_successors(program: &Program) -> Vec<Vec<BlockId>> {
    successors_of(program, &blocks_of_callees(program))
}

/// `supergraph_successors`, given `blocks_of_callees`.
fn successors_of(program: &Program, callee_blocks: &[Vec<BlockId>]) -> Vec<Vec<BlockId>> {
    let n = program.blocks.len();
    // The return blocks of the calls of each callee (by first block).
    let mut returns_to: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for block in &program.blocks {
        if let Terminator::PushJump { call, ret } = block.term {
            returns_to[call].push(ret);
        }
    }
    // The callees' first blocks each block belongs to.
    let mut owners: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for (first, blocks) in callee_blocks.iter().enumerate() {
        for &b in blocks {
            owners[b].push(first);
        }
    }
    (0..n)
        .map(|b| match program.blocks[b].term {
            Terminator::PushJump { call, .. } => vec![call],
            Terminator::Return => owners[b].iter().flat_map(|&f| returns_to[f].iter().copied()).collect(),
            ref term => term.successors(),
        })
        .collect()
}

/// Liveness of the domain's variables at every block's start and end. A
/// halting `Return` reads nothing: the program's outputs must not be in
/// the domain.
pub fn program_liveness(program: &Program, domain: &Domain) -> ProgramLiveness {
    let n = program.blocks.len();
    let callee_blocks = blocks_of_callees(program);
    let succs = successors_of(program, &callee_blocks);
    let named = named_by_callees(program, domain, &callee_blocks);
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
        // A call's live set also reads its return block's directly.
        if let Terminator::PushJump { ret, .. } = program.blocks[b].term {
            preds[ret].push(b);
        }
    }
    let mut live_in = vec![VarSet::with_capacity(domain.len); n];
    let mut live_out = vec![VarSet::with_capacity(domain.len); n];
    let mut queued = vec![true; n];
    let mut work: Vec<BlockId> = (0..n).collect();
    while let Some(b) = work.pop() {
        queued[b] = false;
        let out = match program.blocks[b].term {
            Terminator::PushJump { call, ret } => {
                // What the callee names flows back through it; the rest
                // of what is live after the call, around it.
                let mut out = live_in[call].clone();
                out.intersect_with(&named[call]);
                let mut around = live_in[ret].clone();
                around.difference_with(&named[call]);
                out.union_with(&around);
                out
            }
            _ => {
                let mut out = VarSet::with_capacity(domain.len);
                for &s in &succs[b] {
                    out.union_with(&live_in[s]);
                }
                out
            }
        };
        let mut live = domain.before_terminator(program, b, &out);
        for op in program.blocks[b].ops.iter().rev() {
            domain.transfer(&mut live, op);
        }
        live_out[b] = out;
        if live_in[b].union_with(&live) {
            for &p in &preds[b] {
                if !queued[p] {
                    queued[p] = true;
                    work.push(p);
                }
            }
        }
    }
    ProgramLiveness { live_in, live_out }
}

/// For each callee (by its first block): the domain's variables that
/// its blocks, or those of anything it calls, name.
fn named_by_callees(program: &Program, domain: &Domain, callee_blocks: &[Vec<BlockId>]) -> Vec<VarSet> {
    let n = program.blocks.len();
    let mut named = vec![VarSet::with_capacity(domain.len); n];
    let mut calls: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for (first, blocks) in callee_blocks.iter().enumerate() {
        for &b in blocks {
            let block = &program.blocks[b];
            for op in &block.ops {
                for v in std::iter::once(op.var()).chain(op.uses()) {
                    if let Some(i) = domain.index(v) {
                        named[first].insert(i);
                    }
                }
            }
            match block.term {
                Terminator::Branch { cond, .. } => {
                    if let Some(i) = domain.index(cond) {
                        named[first].insert(i);
                    }
                }
                Terminator::PushJump { call, .. } => calls[first].push(call),
                _ => {}
            }
        }
    }
    // What a callee's callees name, to a fixed point (calls may recurse).
    let mut changed = true;
    while changed {
        changed = false;
        for first in 0..n {
            for &g in &calls[first] {
                if g != first {
                    let theirs = named[g].clone();
                    changed |= named[first].union_with(&theirs);
                }
            }
        }
    }
    named
}

/// For each block that some call enters (and the entry): the blocks it
/// reaches without entering a callee (a call continues, in the caller's
/// frame, at its return block). Empty for other blocks.
fn blocks_of_callees(program: &Program) -> Vec<Vec<BlockId>> {
    let n = program.blocks.len();
    let mut entered = vec![false; n];
    entered[program.entry] = true;
    for block in &program.blocks {
        if let Terminator::PushJump { call, .. } = block.term {
            entered[call] = true;
        }
    }
    let mut out = vec![Vec::new(); n];
    let mut seen = vec![usize::MAX; n];
    for first in (0..n).filter(|&b| entered[b]) {
        let mut stack = vec![first];
        seen[first] = first;
        while let Some(b) = stack.pop() {
            out[first].push(b);
            let next = match program.blocks[b].term {
                Terminator::PushJump { ret, .. } => vec![ret],
                ref term => term.successors(),
            };
            for s in next {
                if seen[s] != first {
                    seen[s] = first;
                    stack.push(s);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::build_program;

    #[test]
    fn a_value_needed_after_a_call_is_live_throughout_the_callee() {
        let src = "from autobatch import *
def g(v: f64[2]) -> f64[2]:
    w = v * 2.0
    return w + 1.0
def f(x: f64[2], y: f64[2]) -> f64:
    a = x + 1.0
    b = g(y)
    return sum(a) + sum(b)
";
        let mut ir_f = build_program(src, "t.py", None).expect("builds");
        ir_f.entry = ir_f.functions.iter().position(|f| f.name == "f").expect("f");
        let p = crate::lower::lower(&ir_f).expect("lowers");
        let var = |name: &str| p.vars.iter().position(|v| v.decl.name == name).expect(name);
        let a = var("f.a");
        let domain = Domain::new(p.vars.len(), &[a]);
        let live = program_liveness(&p, &domain);
        let in_g: Vec<usize> = (0..p.blocks.len())
            .filter(|&b| p.blocks[b].label.starts_with("g."))
            .collect();
        assert!(!in_g.is_empty());
        for b in in_g {
            assert!(live.live_in[b].contains(0), "f.a not live in {}", p.blocks[b].label);
        }
        assert!(!live.live_in[p.entry].contains(0));
    }
}

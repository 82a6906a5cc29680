//! Builds one IR-F function: variables, blocks and the insertion point.

use crate::analysis::liveness::{for_each_live_after_op, liveness};
use crate::ir::f::{Block, Function, Op, Param, Terminator};
use crate::ir::{BlockId, Operand, VarDecl, VarId};
use crate::prim::Prim;
use autobatch_runtime::Type;
use std::collections::HashMap;

struct Pending {
    ops: Vec<Op>,
    term: Option<Terminator>,
}

pub(crate) struct Builder {
    vars: Vec<VarDecl>,
    temp: Vec<bool>,
    blocks: Vec<Pending>,
    /// Where ops go; `None` after a `return`, `break` or `continue`, when
    /// the code that follows cannot run.
    current: Option<BlockId>,
    /// Temporaries whose defining op now writes a named variable instead
    /// (see [`Builder::copy_into`]); later reads are redirected.
    forwarded: HashMap<VarId, VarId>,
}

impl Builder {
    /// A builder positioned in block 0, the entry.
    pub fn new() -> Builder {
        let mut b = Builder {
            vars: Vec::new(),
            temp: Vec::new(),
            blocks: Vec::new(),
            current: None,
            forwarded: HashMap::new(),
        };
        let entry = b.new_block();
        b.current = Some(entry);
        b
    }

    pub fn var(&mut self, name: String, ty: Type) -> VarId {
        self.vars.push(VarDecl { name, ty });
        self.temp.push(false);
        self.vars.len() - 1
    }

    /// A fresh temporary; its `%k` name is given at the end.
    pub fn temp(&mut self, ty: Type) -> VarId {
        let v = self.var("%".to_string(), ty);
        self.temp[v] = true;
        v
    }

    pub fn ty(&self, v: VarId) -> Option<&Type> {
        self.vars.get(v).map(|d| &d.ty)
    }

    pub fn is_temp(&self, v: VarId) -> bool {
        self.temp.get(v).copied().unwrap_or(false)
    }

    pub fn new_block(&mut self) -> BlockId {
        self.blocks.push(Pending {
            ops: Vec::new(),
            term: None,
        });
        self.blocks.len() - 1
    }

    pub fn current(&self) -> Option<BlockId> {
        self.current
    }

    pub fn is_reachable(&self) -> bool {
        self.current.is_some()
    }

    /// Continues emitting at the end of `block`, which must not be
    /// terminated yet.
    pub fn switch_to(&mut self, block: BlockId) {
        self.current = Some(block);
    }

    /// Appends an op at the insertion point. Ops at an unreachable point
    /// are dropped: nothing could execute them.
    pub fn emit(&mut self, mut op: Op) {
        let Some(b) = self.current else { return };
        for a in op.args_mut() {
            *a = self.resolve(*a);
        }
        if let Some(block) = self.blocks.get_mut(b) {
            block.ops.push(op);
        }
    }

    fn resolve(&self, a: Operand) -> Operand {
        match a {
            Operand::Var(v) => Operand::Var(self.forwarded.get(&v).copied().unwrap_or(v)),
            c => c,
        }
    }

    /// `out = prim(args)` into a fresh temporary of type `ty`.
    pub fn prim(&mut self, prim: Prim, args: Vec<Operand>, ty: Type) -> VarId {
        let out = self.temp(ty);
        self.emit(Op::Prim { out, prim, args });
        out
    }

    /// Ends the current block; what follows is unreachable until the
    /// builder is switched to another block.
    pub fn terminate(&mut self, term: Terminator) {
        if let Some(block) = self.current.and_then(|b| self.blocks.get_mut(b)) {
            block.term = Some(term);
        }
        self.current = None;
    }

    pub fn jump(&mut self, target: BlockId) {
        self.terminate(Terminator::Jump { target });
    }

    /// `dest = src`. When `src` is a temporary just computed in this block
    /// and nothing after its definition touches either variable, the
    /// defining op writes `dest` directly instead of adding a copy.
    pub fn copy_into(&mut self, dest: VarId, src: Operand) {
        let src = self.resolve(src);
        if let Operand::Var(t) = src {
            if self.retarget(t, dest) {
                self.forwarded.insert(t, dest);
                return;
            }
        }
        self.emit(Op::Prim {
            out: dest,
            prim: Prim::Copy,
            args: vec![src],
        });
    }

    fn retarget(&mut self, t: VarId, dest: VarId) -> bool {
        const RETARGET_WINDOW: usize = 16;
        if !self.is_temp(t) || t == dest || self.vars.get(t).map(|v| &v.ty) != self.vars.get(dest).map(|v| &v.ty) {
            return false;
        }
        let Some(block) = self.current.and_then(|b| self.blocks.get_mut(b)) else {
            return false;
        };
        // Only a definition among the last few ops is retargeted: looking
        // further back made a `return` of a tuple of n values quadratic in n
        // (each element's search passed the others'), and a copy is as good.
        let window = block.ops.len().saturating_sub(RETARGET_WINDOW);
        let Some(at) = block.ops[window..].iter().rposition(|op| op.defs().contains(&t)) else {
            return false;
        };
        let at = window + at;
        let touches = |op: &Op, v: VarId| op.defs().contains(&v) || op.uses().any(|u| u == v);
        if block.ops[at].defs().contains(&dest)
            || block.ops[at + 1..].iter().any(|op| touches(op, t) || touches(op, dest))
        {
            return false;
        }
        match &mut block.ops[at] {
            Op::Prim { out, .. } => *out = dest,
            Op::Call { outs, .. } => outs.iter_mut().filter(|o| **o == t).for_each(|o| *o = dest),
            Op::Save { .. } | Op::Restore { .. } => return false,
        }
        true
    }

    /// The block and index of the op emitted last, where one was.
    pub fn last_op(&self) -> Option<(BlockId, usize)> {
        let b = self.current?;
        let n = self.blocks.get(b)?.ops.len();
        n.checked_sub(1).map(|i| (b, i))
    }

    /// For each (op, variable): whether the value the variable holds
    /// before the op may be read after it: it is live right after the op,
    /// which does not assign it (over the function built so far; a block
    /// not ended yet is unreachable and ends nowhere).
    pub fn live_after(&self, sites: &[((BlockId, usize), VarId)]) -> Vec<bool> {
        let func = Function {
            name: String::new(),
            vars: self.vars.clone(),
            params: Vec::new(),
            outputs: Vec::new(),
            blocks: (self.blocks.iter())
                .map(|p| Block {
                    ops: p.ops.clone(),
                    term: p.term.clone().unwrap_or(Terminator::Return),
                })
                .collect(),
        };
        let live = liveness(&func);
        let mut out = vec![false; sites.len()];
        let mut blocks: Vec<BlockId> = sites.iter().map(|((b, _), _)| *b).collect();
        blocks.sort_unstable();
        blocks.dedup();
        for b in blocks {
            for_each_live_after_op(&func, &live, b, |i, op, set| {
                for (k, ((sb, si), var)) in sites.iter().enumerate() {
                    if *sb == b && *si == i && set.contains(*var) && !op.defs().contains(var) {
                        out[k] = true;
                    }
                }
            });
        }
        out
    }

    /// The finished function (see [`finish`](super::finish)). Errors are
    /// compiler bugs.
    pub fn finish(self, name: &str, params: Vec<Param>, outputs: Vec<VarId>) -> Result<Function, String> {
        let blocks = self.blocks.into_iter().map(|p| (p.ops, p.term)).collect();
        super::finish::finish(name, blocks, self.vars, &self.temp, params, outputs)
    }
}

//! Builds one IR-F function: variables, blocks, the insertion point, and
//! the final clean-up (unreachable blocks dropped, unused variables
//! dropped, temporaries numbered `%0`, `%1`, ... in order).

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
        let (Op::Prim { args, .. } | Op::Call { args, .. }) = &mut op;
        for a in args.iter_mut() {
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
        if !self.is_temp(t)
            || t == dest
            || self.vars.get(t).map(|v| &v.ty) != self.vars.get(dest).map(|v| &v.ty)
        {
            return false;
        }
        let Some(block) = self.current.and_then(|b| self.blocks.get_mut(b)) else {
            return false;
        };
        let Some(at) = block.ops.iter().rposition(|op| op.defs().contains(&t)) else {
            return false;
        };
        let touches = |op: &Op, v: VarId| op.defs().contains(&v) || op.uses().any(|u| u == v);
        if block.ops[at].defs().contains(&dest)
            || block.ops[at + 1..]
                .iter()
                .any(|op| touches(op, t) || touches(op, dest))
        {
            return false;
        }
        match &mut block.ops[at] {
            Op::Prim { out, .. } => *out = dest,
            Op::Call { outs, .. } => outs.iter_mut().filter(|o| **o == t).for_each(|o| *o = dest),
        }
        true
    }

    /// The finished function. Errors are compiler bugs (a reachable block
    /// left without a terminator).
    pub fn finish(
        self,
        name: &str,
        params: Vec<Param>,
        outputs: Vec<VarId>,
    ) -> Result<Function, String> {
        let order = self.reachable_blocks()?;
        let block_map: HashMap<BlockId, BlockId> = order
            .iter()
            .enumerate()
            .map(|(new, old)| (*old, new))
            .collect();
        let mut blocks = Vec::with_capacity(order.len());
        let mut pending: Vec<Option<Pending>> = self.blocks.into_iter().map(Some).collect();
        for old in &order {
            let Some(Pending {
                ops,
                term: Some(term),
            }) = pending.get_mut(*old).and_then(Option::take)
            else {
                return Err(format!("block b{old} of `{name}` has no terminator"));
            };
            blocks.push(Block {
                ops,
                term: renumber_term(term, &block_map),
            });
        }
        let mut func = Function {
            name: name.to_string(),
            vars: self.vars,
            params,
            outputs,
            blocks,
        };
        compact_vars(&mut func, &self.temp);
        Ok(func)
    }

    /// Blocks reachable from the entry, in creation order (so the entry
    /// stays block 0 and the layout follows the source).
    fn reachable_blocks(&self) -> Result<Vec<BlockId>, String> {
        let mut seen = vec![false; self.blocks.len()];
        let mut stack = vec![0];
        while let Some(b) = stack.pop() {
            if seen.get(b).copied().unwrap_or(true) {
                continue;
            }
            seen[b] = true;
            match &self.blocks[b].term {
                Some(term) => stack.extend(term.successors()),
                None => return Err(format!("reachable block b{b} has no terminator")),
            }
        }
        Ok((0..self.blocks.len()).filter(|b| seen[*b]).collect())
    }
}

fn renumber_term(term: Terminator, map: &HashMap<BlockId, BlockId>) -> Terminator {
    let m = |b: BlockId| map.get(&b).copied().unwrap_or(b);
    match term {
        Terminator::Jump { target } => Terminator::Jump { target: m(target) },
        Terminator::Branch { cond, then, els } => Terminator::Branch {
            cond,
            then: m(then),
            els: m(els),
        },
        Terminator::Return => Terminator::Return,
    }
}

/// Drops variables nothing refers to (temporaries made redundant by
/// retargeting, code that turned out unreachable) and names the remaining
/// temporaries `%0`, `%1`, ... in order.
fn compact_vars(func: &mut Function, temp: &[bool]) {
    let mut used = vec![false; func.vars.len()];
    let mut mark = |v: VarId| {
        if let Some(u) = used.get_mut(v) {
            *u = true;
        }
    };
    func.params.iter().for_each(|p| mark(p.var));
    func.outputs.iter().for_each(|v| mark(*v));
    for block in &func.blocks {
        for op in &block.ops {
            op.uses().chain(op.defs()).for_each(&mut mark);
        }
        if let Terminator::Branch { cond, .. } = block.term {
            mark(cond);
        }
    }
    let mut map = vec![0; func.vars.len()];
    let mut vars = Vec::new();
    let mut temps = 0;
    for (old, decl) in std::mem::take(&mut func.vars).into_iter().enumerate() {
        if !used[old] {
            continue;
        }
        map[old] = vars.len();
        let name = if temp.get(old).copied().unwrap_or(false) {
            temps += 1;
            format!("%{}", temps - 1)
        } else {
            decl.name
        };
        vars.push(VarDecl { name, ty: decl.ty });
    }
    func.vars = vars;
    rename_vars(func, &map);
}

fn rename_vars(func: &mut Function, map: &[VarId]) {
    let m = |v: VarId| map.get(v).copied().unwrap_or(v);
    let operand = |a: &mut Operand| {
        if let Operand::Var(v) = a {
            *v = m(*v);
        }
    };
    func.params.iter_mut().for_each(|p| p.var = m(p.var));
    func.outputs.iter_mut().for_each(|v| *v = m(*v));
    for block in &mut func.blocks {
        for op in &mut block.ops {
            match op {
                Op::Prim { out, args, .. } => {
                    *out = m(*out);
                    args.iter_mut().for_each(operand);
                }
                Op::Call { outs, args, .. } => {
                    outs.iter_mut().for_each(|o| *o = m(*o));
                    args.iter_mut().for_each(operand);
                }
            }
        }
        if let Terminator::Branch { cond, .. } = &mut block.term {
            *cond = m(*cond);
        }
    }
}

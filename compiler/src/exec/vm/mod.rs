//! `vm`: program-counter autobatching, paper Algorithm 2, on IR-P.
//!
//! The loop state is every variable's per-member top (with a stack where
//! the program pushes it) and the program counter with its own stack.
//! Each step runs the lowest block any member waits at, for every member
//! waiting there, whatever its depth: members batch across recursion.
//! The per-member semantics are those of the `ir::p` module comment.

mod storage;

use super::common::{assemble, eval_lane, Counter, Src};
use super::memory::{self, OutOfMemory};
use super::{ExecOptions, RunResult, CALL_STACK};
use crate::ir::p::{self, Terminator};
use crate::ir::{BlockId, VarId};
use crate::prim::Prim;
use autobatch_runtime::{Arg, Inputs, Status, Type, Value};
use storage::{Stacked, Storage};

pub(super) fn run(ir: &p::Program, inputs: &Inputs, options: &ExecOptions) -> Result<RunResult, OutOfMemory> {
    let blocks: Vec<PBlock> = ir.blocks.iter().map(PBlock::new).collect();
    let mut vm = Vm::new(ir, inputs, options);
    vm.run(&blocks)?;
    Ok(vm.finish())
}

/// `Update` or `Push` with prepared operands.
struct PrimOp {
    var: VarId,
    prim: Prim,
    args: Vec<Src>,
    push: bool,
}

enum POp {
    Prim(PrimOp),
    Pop(VarId),
}

struct PBlock {
    ops: Vec<POp>,
    term: Terminator,
}

impl PBlock {
    fn new(block: &p::Block) -> PBlock {
        let prim = |var: &VarId, prim: &Prim, args: &[crate::ir::Operand], push| {
            POp::Prim(PrimOp {
                var: *var,
                prim: *prim,
                args: Src::all(args),
                push,
            })
        };
        let ops = block
            .ops
            .iter()
            .map(|op| match op {
                p::Op::Update { var, prim: f, args } => prim(var, f, args, false),
                p::Op::Push { var, prim: f, args } => prim(var, f, args, true),
                p::Op::Pop { var } => POp::Pop(*var),
            })
            .collect();
        PBlock {
            ops,
            term: block.term.clone(),
        }
    }
}

/// Computes the program's prologue once, into batch-wide values. Its
/// primitives cannot fault on their operands (`ir::p::verify`); should
/// one fail all the same, every member stops with its status.
fn run_prologue(ir: &p::Program, vars: &mut [Storage]) -> Result<(), Status> {
    for op in &ir.prologue {
        let p::Op::Update { var, prim, args } = op else {
            continue;
        };
        let value = eval_lane(*prim, &Src::all(args), |v| vars[v].get(0)).map_err(|fault| fault.status())?;
        vars[*var] = Storage::shared(value);
    }
    Ok(())
}

/// What one lane of a primitive op came to.
enum Lane {
    /// Not active at this block: computed (masking) and thrown away.
    Masked,
    Kept,
    /// Faulted or overflowed: the member is halted.
    Halted,
}

struct Vm<'p> {
    ir: &'p p::Program,
    z: usize,
    gather: bool,
    max_depth: usize,
    vars: Vec<Storage>,
    /// Halted members hold `halt`.
    pc: Stacked<BlockId>,
    halt: BlockId,
    status: Vec<Status>,
    counter: Counter,
    memory_limit: Option<u64>,
    /// The first stack that overflowed (its variable's IR name).
    overflowed: Option<String>,
}

impl<'p> Vm<'p> {
    fn new(ir: &'p p::Program, inputs: &Inputs, options: &ExecOptions) -> Vm<'p> {
        let z = inputs.z;
        let mut vars: Vec<Storage> = ir
            .vars
            .iter()
            .map(|v| Storage::batched(vec![Value::zero(&v.decl.ty); z]))
            .collect();
        for (var, arg) in ir.inputs.iter().zip(&inputs.args) {
            vars[*var] = match arg {
                Arg::Batched(values) => Storage::batched(values.clone()),
                Arg::Shared(value) => Storage::shared(value.clone()),
            };
        }
        let halt = ir.halt();
        let prologue = run_prologue(ir, &mut vars);
        let mut vm = Vm {
            ir,
            z,
            gather: options.gather,
            max_depth: options.max_stack_depth,
            vars,
            pc: Stacked::new(vec![ir.entry; z], halt),
            halt,
            status: vec![Status::Ok; z],
            counter: Counter::new(ir.blocks.len()),
            memory_limit: options.memory_limit,
            overflowed: None,
        };
        if let Err(status) = prologue {
            (0..z).for_each(|b| vm.halt_member(b, status));
        }
        vm
    }

    fn run(&mut self, blocks: &[PBlock]) -> Result<(), OutOfMemory> {
        let mut active = Vec::with_capacity(self.z);
        loop {
            let next = self.select(&mut active);
            let Some(block) = blocks.get(next) else { break };
            memory::check(self.memory_limit, || {
                let depth = (0..self.z).map(|b| self.pc.depth(b)).max().unwrap_or(0);
                (self.ir.blocks[next].label.clone(), depth)
            })?;
            self.counter.step(next, active.len());
            for op in &block.ops {
                if active.is_empty() {
                    break;
                }
                let halted = match op {
                    POp::Prim(op) => self.prim(op, next, &active),
                    POp::Pop(var) => {
                        self.pop(*var, &active);
                        false
                    }
                };
                if halted {
                    active.retain(|&b| self.pc.top[b] == next);
                }
            }
            self.terminate(&block.term, &active);
        }
        Ok(())
    }

    /// The lowest program counter (`halt` when every member halted), and
    /// the members at it, in one pass.
    fn select(&self, active: &mut Vec<usize>) -> BlockId {
        active.clear();
        let mut next = self.halt;
        for (b, &pc) in self.pc.top.iter().enumerate() {
            if pc < next {
                next = pc;
                active.clear();
            }
            if pc == next {
                active.push(b);
            }
        }
        next
    }

    /// An `Update` or `Push` for the members at `block`; whether any of
    /// them halted.
    fn prim(&mut self, op: &PrimOp, block: BlockId, active: &[usize]) -> bool {
        let (mut kept, mut halted) = (0, false);
        let mut tally = |lane: Lane| match lane {
            Lane::Masked => {}
            Lane::Kept => kept += 1,
            Lane::Halted => halted = true,
        };
        let computed = if self.gather {
            for &b in active {
                tally(self.lane(op, block, b));
            }
            active.len()
        } else {
            for b in 0..self.z {
                tally(self.lane(op, block, b));
            }
            self.z
        };
        self.counter.prim(computed, kept);
        halted
    }

    fn lane(&mut self, op: &PrimOp, block: BlockId, b: usize) -> Lane {
        let result = eval_lane(op.prim, &op.args, |v| self.vars[v].get(b));
        if self.pc.top[b] != block {
            return Lane::Masked;
        }
        let value = match result {
            Ok(value) => value,
            Err(fault) => {
                self.halt_member(b, fault.status());
                return Lane::Halted;
            }
        };
        let lanes = self.vars[op.var].lanes(self.z);
        if !op.push {
            lanes.top[b] = value;
        } else if !lanes.push(b, value, self.max_depth) {
            if self.overflowed.is_none() {
                // The block's label names the function the push is in.
                let label = &self.ir.blocks[block].label;
                self.overflowed = Some(format!("{label}:{}", self.ir.vars[op.var].decl.name));
            }
            self.halt_member(b, Status::StackOverflow);
            return Lane::Halted;
        }
        Lane::Kept
    }

    /// Popping an empty stack (which a balanced program never does)
    /// leaves the top as it is.
    fn pop(&mut self, var: VarId, active: &[usize]) {
        let lanes = self.vars[var].lanes(self.z);
        for &b in active {
            lanes.pop(b);
        }
    }

    fn terminate(&mut self, term: &Terminator, active: &[usize]) {
        for &b in active {
            match term {
                Terminator::Jump { target } => self.pc.top[b] = *target,
                Terminator::Branch { cond, then, els } => {
                    let taken = self.vars[*cond].get(b).as_bool().unwrap_or(false);
                    self.pc.top[b] = if taken { *then } else { *els };
                }
                Terminator::PushJump { call, ret } => {
                    // Save `ret` beneath `call`: the push keeps the old top.
                    self.pc.top[b] = *ret;
                    if !self.pc.push(b, *call, self.max_depth) {
                        if self.overflowed.is_none() {
                            self.overflowed = Some(CALL_STACK.to_string());
                        }
                        self.halt_member(b, Status::StackOverflow);
                    }
                }
                Terminator::Return => {
                    if !(self.ir.pc_stack && self.pc.pop(b)) {
                        self.pc.top[b] = self.halt;
                    }
                }
            }
        }
    }

    fn halt_member(&mut self, b: usize, status: Status) {
        self.status[b] = status;
        self.pc.top[b] = self.halt;
    }

    fn finish(self) -> RunResult {
        let ir = self.ir;
        let types: Vec<Type> = ir.outputs.iter().map(|v| ir.vars[*v].decl.ty.clone()).collect();
        let vars = &self.vars;
        let outputs = assemble(&types, self.status, |i, b| vars[ir.outputs[i]].get(b).clone());
        let labels = ir.blocks.iter().map(|block| block.label.clone()).collect();
        RunResult {
            outputs,
            stats: self.counter.finish(labels, self.z),
            overflowed: self.overflowed,
        }
    }
}

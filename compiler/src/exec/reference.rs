//! `ref`: the unbatched oracle. Each member runs alone through IR-F on an
//! explicit frame stack, so recursion as deep as the limit allows never
//! touches the host stack.

use super::common::{assemble, eval_lane, Counter, FOp, FProgram, Src};
use super::memory::{self, OutOfMemory};
use super::{ExecOptions, RunResult};
use crate::ir::f::{self, Terminator};
use crate::ir::{BlockId, FuncId};
use autobatch_runtime::{Inputs, Status, Value};

pub(super) fn run(ir: &f::Program, inputs: &Inputs, options: &ExecOptions) -> Result<RunResult, OutOfMemory> {
    let program = FProgram::new(ir);
    let mut counter = Counter::new(program.num_blocks());
    let mut results = Vec::with_capacity(inputs.z);
    for b in 0..inputs.z {
        let params = (0..inputs.args.len()).map(|i| inputs.member(i, b).clone()).collect();
        let mut member = Member {
            program: &program,
            counter: &mut counter,
            max_depth: options.max_stack_depth,
            memory_limit: options.memory_limit,
            tapes: vec![Vec::new(); ir.tapes.len()],
        };
        results.push(member.run(params)?);
    }
    let status: Vec<Status> = results
        .iter()
        .map(|r| r.as_ref().err().copied().unwrap_or(Status::Ok))
        .collect();
    let types = program.output_types();
    // `assemble` asks only for members that finished ok, whose result is Ok.
    let outputs = assemble(&types, status, |i, b| {
        match results[b].as_ref().map(|values| values.get(i)) {
            Ok(Some(value)) => value.clone(),
            _ => Value::zero(&types[i]),
        }
    });
    Ok(RunResult {
        outputs,
        stats: counter.finish(program.labels(), inputs.z),
        overflowed: None,
    })
}

/// Why a member's run ended early: its own halt, or the whole run's.
enum Stop {
    Halt(Status),
    Memory(OutOfMemory),
}

/// One activation: where it is and its variables.
struct Frame {
    func: FuncId,
    block: BlockId,
    /// The next op to run; when it is a call, the call in progress.
    op: usize,
    vars: Vec<Value>,
}

struct Member<'a, 'p> {
    program: &'a FProgram<'p>,
    counter: &'a mut Counter,
    max_depth: usize,
    memory_limit: Option<u64>,
    /// The member's tapes: what is saved on each, oldest first.
    tapes: Vec<Vec<Value>>,
}

impl Member<'_, '_> {
    /// Runs the entry on one member's arguments: its outputs, or the status
    /// that halted it; an error when the run must stop (`OutOfMemory`).
    fn run(&mut self, params: Vec<Value>) -> Result<Result<Vec<Value>, Status>, OutOfMemory> {
        match self.run_frames(params) {
            Ok(values) => Ok(Ok(values)),
            Err(Stop::Halt(status)) => Ok(Err(status)),
            Err(Stop::Memory(stop)) => Err(stop),
        }
    }

    /// `run` on an explicit frame stack.
    fn run_frames(&mut self, params: Vec<Value>) -> Result<Vec<Value>, Stop> {
        let program = self.program;
        let mut stack = vec![self.frame(program.ir.entry, params.into_iter())];
        self.enter(&mut stack, 0);
        loop {
            // The depth a call from the top frame would enter.
            let callee_depth = stack.len();
            let Some(frame) = stack.last_mut() else { break };
            let block = &program.blocks[frame.func][frame.block];
            if let Some(op) = block.ops.get(frame.op) {
                match op {
                    FOp::Prim { out, prim, args } => {
                        let value = eval_lane(*prim, args, |v| &frame.vars[v]).map_err(|f| Stop::Halt(f.status()))?;
                        self.counter.prim(1, 1);
                        frame.vars[*out] = value;
                        frame.op += 1;
                    }
                    FOp::Save { tape, arg } => {
                        if self.tapes[*tape].len() >= self.max_depth {
                            return Err(Stop::Halt(Status::StackOverflow));
                        }
                        self.check_memory(frame, callee_depth - 1)?;
                        self.tapes[*tape].push(read(&frame.vars, arg).clone());
                        frame.op += 1;
                    }
                    FOp::Restore { out, tape } => {
                        // A balanced program never restores from an empty
                        // tape; the zero keeps the frame well-typed if one did.
                        let zero = || Value::zero(&program.ir.tapes[*tape].ty);
                        frame.vars[*out] = self.tapes[*tape].pop().unwrap_or_else(zero);
                        frame.op += 1;
                    }
                    FOp::Call { func, args, .. } => {
                        if callee_depth > self.max_depth {
                            return Err(Stop::Halt(Status::StackOverflow));
                        }
                        self.check_memory(frame, callee_depth - 1)?;
                        let params: Vec<Value> = args.iter().map(|a| read(&frame.vars, a).clone()).collect();
                        let callee = self.frame(*func, params.into_iter());
                        stack.push(callee);
                        self.enter(&mut stack, 0);
                    }
                }
                continue;
            }
            match &block.term {
                Terminator::Jump { target } => self.enter(&mut stack, *target),
                Terminator::Branch { cond, then, els } => {
                    let taken = frame.vars[*cond].as_bool().unwrap_or(false);
                    self.enter(&mut stack, if taken { *then } else { *els });
                }
                Terminator::Return => {
                    if let Some(values) = self.ret(&mut stack) {
                        return Ok(values);
                    }
                }
            }
        }
        // The entry's return leaves through `ret` above; the stack never
        // empties otherwise.
        Ok(Vec::new())
    }

    /// Stops the run when the heap has outgrown its limit, at `frame`, call
    /// depth `depth`.
    fn check_memory(&self, frame: &Frame, depth: usize) -> Result<(), Stop> {
        let at = || {
            (
                self.program.labels()[self.program.flat(frame.func, frame.block)].clone(),
                depth,
            )
        };
        memory::check(self.memory_limit, at).map_err(Stop::Memory)
    }

    /// A fresh frame of `func` at its entry with these parameter values.
    fn frame(&self, func: FuncId, params: impl Iterator<Item = Value>) -> Frame {
        let mut vars = self.program.zeros[func].clone();
        for (p, value) in self.program.ir.functions[func].params.iter().zip(params) {
            vars[p.var] = value;
        }
        Frame {
            func,
            block: 0,
            op: 0,
            vars,
        }
    }

    /// Moves the top frame to the start of `block`.
    fn enter(&mut self, stack: &mut [Frame], block: BlockId) {
        if let Some(frame) = stack.last_mut() {
            frame.block = block;
            frame.op = 0;
            self.counter.step(self.program.flat(frame.func, block), 1);
        }
    }

    /// Pops the top frame; hands its results to the caller's pending call,
    /// or returns them when the entry itself returned.
    fn ret(&mut self, stack: &mut Vec<Frame>) -> Option<Vec<Value>> {
        let done = stack.pop()?;
        let outputs: Vec<Value> = self.program.ir.functions[done.func]
            .outputs
            .iter()
            .map(|v| done.vars[*v].clone())
            .collect();
        let Some(caller) = stack.last_mut() else {
            return Some(outputs);
        };
        if let Some(FOp::Call { outs, .. }) = self.program.blocks[caller.func][caller.block].ops.get(caller.op) {
            for (o, value) in outs.iter().zip(outputs) {
                caller.vars[*o] = value;
            }
        }
        caller.op += 1;
        None
    }
}

fn read<'a>(vars: &'a [Value], src: &'a Src) -> &'a Value {
    match src {
        Src::Var(v) => &vars[*v],
        Src::Const(c) => c,
    }
}

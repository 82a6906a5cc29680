//! `local`: local static autobatching, paper Algorithm 1, on IR-F.
//!
//! Each invocation of a function keeps a program counter per member it was
//! called for and repeatedly runs the earliest block any of them waits at,
//! for the members waiting there. A call runs the callee recursively, on
//! the host stack, for exactly the members that reached it: that is the
//! algorithm, and why members at different call paths never batch.

use super::common::{assemble, eval_lane, Counter, FOp, FProgram, Src};
use super::memory::{self, OutOfMemory};
use super::{ExecOptions, RunResult};
use crate::ir::f::{self, Terminator};
use crate::ir::{BlockId, FuncId, VarId};
use crate::prim::Prim;
use autobatch_runtime::{Arg, Inputs, Status, Value};

/// Host stack for the executor thread: a fixed part plus an allowance per
/// call level, so that no program within the depth limit can overflow it.
/// One level takes under 3.3 KiB in an unoptimized build (with no
/// allowance, the deep recursion test's 20,000 levels fit in 64 MiB and
/// overflow 16 MiB); 16 KiB leaves a wide margin.
const HOST_STACK_BASE: usize = 64 << 20;
const HOST_STACK_PER_LEVEL: usize = 16 << 10;
/// Beyond this the reservation itself would fail on most machines.
const HOST_STACK_MAX: usize = 64 << 30;
/// Call levels allowed when no thread can be started at all and the
/// calling thread's own stack (8 MiB on the main thread) must serve.
const LEVELS_ON_CALLER: usize = 256;

/// The call levels a stack of `bytes` holds.
fn levels_in(bytes: usize) -> usize {
    bytes.saturating_sub(HOST_STACK_BASE) / HOST_STACK_PER_LEVEL
}

/// Runs on a thread with a stack for `--max-stack-depth` levels; where
/// the system will not give one that large, on the largest it gives, with
/// the depth limit lowered to what fits: a member that goes deeper stops
/// with `stack_overflow`, as at the depth limit, instead of overflowing
/// the host stack (which would abort the process and lose every member).
pub(super) fn run(ir: &f::Program, inputs: &Inputs, options: &ExecOptions) -> Result<RunResult, OutOfMemory> {
    let per_level = options.max_stack_depth.saturating_mul(HOST_STACK_PER_LEVEL);
    let mut stack = HOST_STACK_BASE.saturating_add(per_level).min(HOST_STACK_MAX);
    std::thread::scope(|scope| loop {
        let depth = levels_in(stack).min(options.max_stack_depth);
        let spawned = std::thread::Builder::new()
            .name("autobatch-local".into())
            .stack_size(stack)
            .spawn_scoped(scope, move || run_here(ir, inputs, options, depth));
        match spawned {
            Ok(handle) => {
                return handle
                    .join()
                    .unwrap_or_else(|payload| std::panic::resume_unwind(payload))
            }
            Err(_) if stack > 2 * HOST_STACK_BASE => stack /= 2,
            Err(_) => return run_here(ir, inputs, options, LEVELS_ON_CALLER.min(options.max_stack_depth)),
        }
    })
}

fn run_here(
    ir: &f::Program,
    inputs: &Inputs,
    options: &ExecOptions,
    call_depth: usize,
) -> Result<RunResult, OutOfMemory> {
    let program = FProgram::new(ir);
    let z = inputs.z;
    let mut local = Local {
        program: &program,
        z,
        gather: options.gather,
        max_depth: options.max_stack_depth,
        call_depth,
        status: vec![Status::Ok; z],
        counter: Counter::new(program.num_blocks()),
        tapes: vec![vec![Vec::new(); z]; ir.tapes.len()],
        memory_limit: options.memory_limit,
        stopped: None,
    };
    let entry = program.entry();
    let mut vars = local.fresh_vars(ir.entry);
    for (p, arg) in entry.params.iter().zip(&inputs.args) {
        vars[p.var] = match arg {
            Arg::Batched(values) => values.clone(),
            Arg::Shared(value) => vec![value.clone(); z],
        };
    }
    let results = local.invoke(ir.entry, vars, (0..z).collect(), 0);
    if let Some(stop) = local.stopped {
        return Err(stop);
    }
    let types = program.output_types();
    let outputs = assemble(&types, local.status, |i, b| results[i][b].clone());
    Ok(RunResult {
        outputs,
        stats: local.counter.finish(program.labels(), z),
        overflowed: None,
    })
}

struct Local<'a, 'p> {
    program: &'a FProgram<'p>,
    z: usize,
    gather: bool,
    max_depth: usize,
    /// The deepest call allowed: `max_depth`, or less where the host stack
    /// could not be had for that many levels (`run`).
    call_depth: usize,
    status: Vec<Status>,
    counter: Counter,
    /// Per tape, per member: what is saved, oldest first.
    tapes: Vec<Vec<Vec<Value>>>,
    memory_limit: Option<u64>,
    /// Set when the run must stop (`OutOfMemory`): every invocation then
    /// returns at once.
    stopped: Option<OutOfMemory>,
}

/// One invocation of a function: Z lanes of every variable, and each
/// member's program counter (`done`, one past the last block, for members
/// that returned, halted, or never entered).
struct Frame {
    vars: Vec<Vec<Value>>,
    pc: Vec<BlockId>,
    done: BlockId,
}

impl Frame {
    /// Halts member `b` in this invocation.
    fn drop_member(&mut self, b: usize) {
        self.pc[b] = self.done;
    }
}

impl Local<'_, '_> {
    fn fresh_vars(&self, func: FuncId) -> Vec<Vec<Value>> {
        self.program.zeros[func]
            .iter()
            .map(|zero| vec![zero.clone(); self.z])
            .collect()
    }

    /// Runs `func` for `members` at call depth `depth`; returns its output
    /// columns (meaningful on the members still `ok`).
    fn invoke(&mut self, func: FuncId, vars: Vec<Vec<Value>>, members: Vec<usize>, depth: usize) -> Vec<Vec<Value>> {
        let program = self.program;
        let blocks = &program.blocks[func];
        let mut frame = Frame {
            vars,
            pc: vec![blocks.len(); self.z],
            done: blocks.len(),
        };
        for &b in &members {
            frame.pc[b] = 0;
        }
        let mut live = members;
        let mut active = Vec::with_capacity(live.len());
        while let Some(i) = next_block(&frame, &mut live) {
            if self.stopped.is_some() {
                break;
            }
            if let Err(stop) = memory::check(self.memory_limit, || {
                (program.labels()[program.flat(func, i)].clone(), depth)
            }) {
                self.stopped = Some(stop);
                break;
            }
            active.clear();
            active.extend(live.iter().copied().filter(|&b| frame.pc[b] == i));
            self.counter.step(program.flat(func, i), active.len());
            let block = &blocks[i];
            for op in &block.ops {
                if active.is_empty() {
                    break;
                }
                match op {
                    FOp::Prim { out, prim, args } => self.prim(&mut frame, i, &mut active, (*out, *prim, args)),
                    FOp::Call {
                        outs,
                        func: callee,
                        args,
                    } => self.call(&mut frame, &mut active, (outs, *callee, args), depth),
                    FOp::Save { tape, arg } => self.save(&mut frame, &mut active, *tape, arg),
                    FOp::Restore { out, tape } => self.restore(&mut frame, &active, *out, *tape),
                }
            }
            terminate(&mut frame, &active, &block.term);
        }
        program.ir.functions[func]
            .outputs
            .iter()
            .map(|v| frame.vars[*v].clone())
            .collect()
    }

    /// `out = prim(args)` for the members at `block`: every lane is
    /// computed when masking, only the active ones when gathering; only
    /// active lanes are written, and only their faults count.
    fn prim(&mut self, frame: &mut Frame, block: BlockId, active: &mut Vec<usize>, op: (VarId, Prim, &[Src])) {
        let (out, prim, args) = op;
        let (mut kept, mut faulted) = (0, false);
        let mut lane = |frame: &mut Frame, status: &mut [Status], b: usize| {
            let result = eval_lane(prim, args, |v| &frame.vars[v][b]);
            if frame.pc[b] != block {
                return;
            }
            match result {
                Ok(value) => {
                    frame.vars[out][b] = value;
                    kept += 1;
                }
                Err(fault) => {
                    status[b] = fault.status();
                    frame.drop_member(b);
                    faulted = true;
                }
            }
        };
        let computed = if self.gather {
            for &b in active.iter() {
                lane(frame, &mut self.status, b);
            }
            active.len()
        } else {
            for b in 0..self.z {
                lane(frame, &mut self.status, b);
            }
            self.z
        };
        self.counter.prim(computed, kept);
        if faulted {
            active.retain(|&b| frame.pc[b] == block);
        }
    }

    /// Saves `arg` on `tape` for the active members; a member whose tape
    /// is full halts with `stack_overflow`.
    fn save(&mut self, frame: &mut Frame, active: &mut Vec<usize>, tape: usize, arg: &Src) {
        let saved = &mut self.tapes[tape];
        active.retain(|&b| {
            if saved[b].len() >= self.max_depth {
                self.status[b] = Status::StackOverflow;
                frame.drop_member(b);
                return false;
            }
            saved[b].push(match arg {
                Src::Var(v) => frame.vars[*v][b].clone(),
                Src::Const(c) => c.clone(),
            });
            true
        });
    }

    fn restore(&mut self, frame: &mut Frame, active: &[usize], out: VarId, tape: usize) {
        let ty = &self.program.ir.tapes[tape].ty;
        for &b in active {
            // A balanced program never restores from an empty tape.
            frame.vars[out][b] = self.tapes[tape][b].pop().unwrap_or_else(|| Value::zero(ty));
        }
    }

    /// `outs = callee(args)` for the active members, one level deeper.
    fn call(&mut self, frame: &mut Frame, active: &mut Vec<usize>, op: (&[VarId], FuncId, &[Src]), depth: usize) {
        let (outs, callee, args) = op;
        if depth >= self.call_depth {
            for &b in active.iter() {
                self.status[b] = Status::StackOverflow;
                frame.drop_member(b);
            }
            active.clear();
            return;
        }
        let mut vars = self.fresh_vars(callee);
        for (p, arg) in self.program.ir.functions[callee].params.iter().zip(args) {
            vars[p.var] = match arg {
                Src::Var(v) => frame.vars[*v].clone(),
                Src::Const(c) => vec![c.clone(); self.z],
            };
        }
        let results = self.invoke(callee, vars, active.clone(), depth + 1);
        active.retain(|&b| {
            let ok = self.status[b] == Status::Ok;
            if !ok {
                frame.drop_member(b);
            }
            ok
        });
        for (o, column) in outs.iter().zip(&results) {
            for &b in active.iter() {
                frame.vars[*o][b] = column[b].clone();
            }
        }
    }
}

/// The earliest block any live member waits at (Algorithm 1's heuristic);
/// forgets members that finished.
fn next_block(frame: &Frame, live: &mut Vec<usize>) -> Option<BlockId> {
    live.retain(|&b| frame.pc[b] < frame.done);
    live.iter().map(|&b| frame.pc[b]).min()
}

fn terminate(frame: &mut Frame, active: &[usize], term: &Terminator) {
    for &b in active {
        frame.pc[b] = match term {
            Terminator::Jump { target } => *target,
            Terminator::Branch { cond, then, els } => {
                if frame.vars[*cond][b].as_bool().unwrap_or(false) {
                    *then
                } else {
                    *els
                }
            }
            Terminator::Return => frame.done,
        };
    }
}

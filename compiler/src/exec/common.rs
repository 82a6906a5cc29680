//! Pieces every executor shares: operands with their constants already
//! built, one-lane primitive evaluation without allocation, the IR-F
//! program in that form, statistics counting and output assembly.

use super::Stats;
use crate::ir::f::{self, TapeId};
use crate::ir::{FuncId, Operand, VarId};
use crate::prim::{self, Fault, Prim};
use autobatch_runtime::{Outputs, Status, Type, Value};

/// What a dead slot holds: a stack level below the pointer, a value moved
/// out. Never read as a program value.
pub(crate) const PLACEHOLDER: Value = Value::Bool(false);

/// An operand whose constant is built once, so that evaluation can lend
/// it by reference.
pub(crate) enum Src {
    Var(VarId),
    Const(Value),
}

impl Src {
    pub(crate) fn new(operand: &Operand) -> Src {
        match operand {
            Operand::Var(v) => Src::Var(*v),
            Operand::Const(c) => Src::Const(c.value()),
        }
    }

    pub(crate) fn all(operands: &[Operand]) -> Vec<Src> {
        operands.iter().map(Src::new).collect()
    }
}

/// Primitives take at most three operands; a buffer this size holds the
/// arguments of any verified op without a heap allocation.
const INLINE_ARGS: usize = 4;

/// Evaluates `prim` on one member: `read` gives that member's value of a
/// variable.
pub(crate) fn eval_lane<'a>(prim: Prim, args: &'a [Src], read: impl Fn(VarId) -> &'a Value) -> Result<Value, Fault> {
    let arg = |s: &'a Src| match s {
        Src::Var(v) => read(*v),
        Src::Const(c) => c,
    };
    if args.len() <= INLINE_ARGS {
        let mut buf: [&Value; INLINE_ARGS] = [&PLACEHOLDER; INLINE_ARGS];
        for (slot, s) in buf.iter_mut().zip(args) {
            *slot = arg(s);
        }
        prim::eval(prim, &buf[..args.len()])
    } else {
        let refs: Vec<&Value> = args.iter().map(arg).collect();
        prim::eval(prim, &refs)
    }
}

/// An IR-F op with prepared operands.
pub(crate) enum FOp {
    Prim {
        out: VarId,
        prim: Prim,
        args: Vec<Src>,
    },
    Call {
        outs: Vec<VarId>,
        func: FuncId,
        args: Vec<Src>,
    },
    Save {
        tape: TapeId,
        arg: Src,
    },
    Restore {
        out: VarId,
        tape: TapeId,
    },
}

pub(crate) struct FBlock {
    pub ops: Vec<FOp>,
    pub term: f::Terminator,
}

/// IR-F ready to interpret: prepared blocks, the zero of every variable,
/// and a flat numbering of all blocks for statistics.
pub(crate) struct FProgram<'p> {
    pub ir: &'p f::Program,
    pub blocks: Vec<Vec<FBlock>>,
    pub zeros: Vec<Vec<Value>>,
    /// Flat index of each function's block 0.
    pub block_base: Vec<usize>,
}

impl<'p> FProgram<'p> {
    pub(crate) fn new(ir: &'p f::Program) -> FProgram<'p> {
        let blocks = ir
            .functions
            .iter()
            .map(|func| func.blocks.iter().map(prepare_block).collect())
            .collect();
        let zeros = ir
            .functions
            .iter()
            .map(|func| func.vars.iter().map(|v| Value::zero(&v.ty)).collect())
            .collect();
        let mut block_base = Vec::with_capacity(ir.functions.len());
        let mut total = 0;
        for func in &ir.functions {
            block_base.push(total);
            total += func.blocks.len();
        }
        FProgram {
            ir,
            blocks,
            zeros,
            block_base,
        }
    }

    pub(crate) fn num_blocks(&self) -> usize {
        self.ir.functions.iter().map(|func| func.blocks.len()).sum()
    }

    /// `function.bN` for every block, in flat order.
    pub(crate) fn labels(&self) -> Vec<String> {
        self.ir
            .functions
            .iter()
            .flat_map(|func| (0..func.blocks.len()).map(move |b| format!("{}.b{b}", func.name)))
            .collect()
    }

    pub(crate) fn flat(&self, func: FuncId, block: usize) -> usize {
        self.block_base[func] + block
    }

    pub(crate) fn entry(&self) -> &'p f::Function {
        self.ir.entry_function()
    }

    pub(crate) fn output_types(&self) -> Vec<Type> {
        let entry = self.entry();
        entry.outputs.iter().map(|v| entry.vars[*v].ty.clone()).collect()
    }
}

fn prepare_block(block: &f::Block) -> FBlock {
    let ops = block
        .ops
        .iter()
        .map(|op| match op {
            f::Op::Prim { out, prim, args } => FOp::Prim {
                out: *out,
                prim: *prim,
                args: Src::all(args),
            },
            f::Op::Call { outs, func, args } => FOp::Call {
                outs: outs.clone(),
                func: *func,
                args: Src::all(args),
            },
            f::Op::Save { tape, arg } => FOp::Save {
                tape: *tape,
                arg: Src::new(arg),
            },
            f::Op::Restore { out, tape } => FOp::Restore { out: *out, tape: *tape },
        })
        .collect();
    FBlock {
        ops,
        term: block.term.clone(),
    }
}

/// Running totals behind [`Stats`].
pub(crate) struct Counter {
    steps: u64,
    per_block: Vec<u64>,
    members_per_block: Vec<u64>,
    active: u64,
    pub lanes_computed: u64,
    pub lanes_useful: u64,
}

impl Counter {
    pub(crate) fn new(blocks: usize) -> Counter {
        Counter {
            steps: 0,
            per_block: vec![0; blocks],
            members_per_block: vec![0; blocks],
            active: 0,
            lanes_computed: 0,
            lanes_useful: 0,
        }
    }

    /// One execution of flat block `block` by `active` members.
    pub(crate) fn step(&mut self, block: usize, active: usize) {
        self.steps += 1;
        self.active += active as u64;
        if let Some(n) = self.per_block.get_mut(block) {
            *n += 1;
        }
        if let Some(n) = self.members_per_block.get_mut(block) {
            *n += active as u64;
        }
    }

    /// One primitive op: `computed` lanes evaluated, `useful` kept.
    pub(crate) fn prim(&mut self, computed: usize, useful: usize) {
        self.lanes_computed += computed as u64;
        self.lanes_useful += useful as u64;
    }

    pub(crate) fn finish(self, labels: Vec<String>, z: usize) -> Stats {
        let utilization = if self.steps == 0 || z == 0 {
            0.0
        } else {
            self.active as f64 / (self.steps as f64 * z as f64)
        };
        Stats {
            steps: self.steps,
            block_members: labels.iter().cloned().zip(self.members_per_block).collect(),
            block_executions: labels.into_iter().zip(self.per_block).collect(),
            utilization,
            lanes_computed: self.lanes_computed,
            lanes_useful: self.lanes_useful,
        }
    }
}

/// Builds the outputs: `value(i, b)` is member `b`'s output `i`, asked
/// only for members that finished `ok`; the others get zeros.
pub(crate) fn assemble(types: &[Type], status: Vec<Status>, value: impl Fn(usize, usize) -> Value) -> Outputs {
    let values = types
        .iter()
        .enumerate()
        .map(|(i, ty)| {
            let zero = Value::zero(ty);
            status
                .iter()
                .enumerate()
                .map(|(b, s)| if *s == Status::Ok { value(i, b) } else { zero.clone() })
                .collect()
        })
        .collect();
    Outputs { values, status }
}

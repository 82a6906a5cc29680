//! One IR-P block as one `scf.index_switch` case: on the CPU a loop over
//! the members `[lo, hi)`, on the GPU this thread's member, in which each
//! member whose program counter is this block runs the block's ops and
//! terminator (masking: nobody else is touched, so junk lanes never
//! compute, let alone fault).
//!
//! Per member, exactly the semantics of `ir::p`: `Update` writes the top;
//! `Push` evaluates its arguments, checks the depth, saves the top and
//! writes the new top; `Pop` restores; a fault or an overflow sets the
//! member's status, halts it and skips the rest of the block (everything
//! after a check is nested in the check's `else` branch). Consecutive
//! scalar pushes that cannot fault (a call's save set) share one depth
//! check, so the nesting does not grow with the variables a call saves.

use super::abi::{arg_name, Role};
use super::cpu::product::Lone;
use super::emitter::{Emitter, Member};
use super::loop_fusion::{self, Segment};
use super::{EmitError, Frame};
use crate::ir::p::{Block, Op, Terminator};
use crate::ir::{BlockId, Operand, VarId};
use crate::mlir::builder::Body;
use crate::mlir::value::{TensorRef, Val};
use crate::prim::mlir::random;
use crate::prim::mlir::tensor::{self, copy_tensor, Outcome};
use crate::prim::Prim;
use autobatch_runtime::DType;

pub(crate) const I32_MEMREF: &str = "memref<?xi32>";

impl Emitter<'_> {
    /// `case id { scf.for %b { scf.if pc[b] == id { ... } } }`, yielding
    /// the lowest program counter after the step, so that the loop needs
    /// no separate pass to find the next block.
    pub(crate) fn case(&mut self, id: BlockId, block: &Block) -> Result<(), EmitError> {
        match self.frame {
            Frame::Cpu => match Lone::of(self.program, block) {
                Some(lone) => self.product_case(id, block, lone),
                None => self.cpu_case(id, block),
            },
            Frame::Gpu => self.gpu_case(id, block),
        }
    }

    fn cpu_case(&mut self, id: BlockId, block: &Block) -> Result<(), EmitError> {
        self.body.open(&format!("case {id} {{"));
        let zero = self.body.int(0, "i64");
        let (low, ran) = (self.body.fresh(), self.body.fresh());
        let (b, acc, count) = (self.body.fresh(), self.body.fresh(), self.body.fresh());
        let one = self.body.index(1);
        self.body.open(&format!(
            "{low}, {ran} = scf.for {b} = %lo to %hi step {one} iter_args({acc} = %halt, {count} = {zero}) -> (i32, i64) {{"
        ));
        let pc = self.body.load("%pc", &b, I32_MEMREF);
        let here = self.body.int(id as i64, "i32");
        let active = self.body.cmpi("eq", &pc, &here, "i32");
        self.member(&active, &b, block)?;
        let after = self.body.load("%pc", &b, I32_MEMREF);
        let lower = self.body.bin("minsi", &acc, &after, "i32");
        let bit = self.body.cast("extui", &active, "i1", "i64");
        let counted = self.body.bin("addi", &count, &bit, "i64");
        self.body.line(&format!("scf.yield {lower}, {counted} : i32, i64"));
        self.body.close("}");
        let lanes = self.body.bin("subi", "%hi", "%lo", "index");
        let lanes = self.body.cast("index_cast", &lanes, "index", "i64");
        self.count_step(id, &lanes, &ran);
        self.body.line(&format!("scf.yield {low} : i32"));
        self.body.close("}");
        Ok(())
    }

    /// Adds one step of block `id` over `lanes` members, `ran` of which
    /// ran it, to the `BlockStats` counters (atomically: calls on other
    /// member ranges run at the same time).
    pub(crate) fn count_step(&mut self, id: BlockId, lanes: &str, ran: &str) {
        let one = self.body.int(1, "i64");
        for (slot, value) in [(0, one.as_str()), (1, lanes), (2, ran)] {
            let at = self.body.index(3 * id + slot);
            self.body.assign(&format!(
                "memref.atomic_rmw addi {value}, %stats[{at}] : (i64, memref<?xi64>) -> i64"
            ));
        }
    }

    /// `case id { scf.if %mine == id { ... } }` for this thread's member
    /// `%b`: `%mine` is its program counter at the start of the step
    /// (`halt` for a thread beyond the batch, which is never active), and
    /// the kernel takes the CTA's minimum after the switch (`gpu`).
    fn gpu_case(&mut self, id: BlockId, block: &Block) -> Result<(), EmitError> {
        self.body.open(&format!("case {id} {{"));
        let here = self.body.int(id as i64, "i32");
        let active = self.body.cmpi("eq", "%mine", &here, "i32");
        self.member(&active, "%b", block)?;
        self.body.line("scf.yield");
        self.body.close("}");
        Ok(())
    }

    /// `scf.if active { block on member b }`.
    pub(crate) fn member(&mut self, active: &str, b: &str, block: &Block) -> Result<(), EmitError> {
        self.body.open(&format!("scf.if {active} {{"));
        let mut m = Member::new(b.to_string());
        let segments = loop_fusion::segments(self.program, block);
        let mut k = 0;
        while k < segments.len() {
            let pushes = self.scalar_pushes(block, &segments[k..]);
            if pushes.len() > 1 {
                self.push_scalars(&mut m, &pushes)?;
                k += pushes.len();
                continue;
            }
            match &segments[k] {
                Segment::Op(i) => self.op(&mut m, &block.ops[*i])?,
                Segment::Run(run) => self.fused_run(&mut m, block, run.clone())?,
            }
            k += 1;
        }
        self.terminator(&mut m, &block.term)?;
        self.end_member(&mut m);
        self.body.close("}");
        Ok(())
    }

    /// The program's prologue (`Program::prologue`) as the body of a
    /// function or kernel of its own at `depth`: `%c0`, the staging
    /// buffers it alone takes, then its straight-line code writing the
    /// derived buffers, run once before any member steps. `None` when the
    /// program has no prologue. Its primitives cannot fault on their
    /// operands (`ir::p::verify`), so no guard opens; one that did would
    /// name the members' `%pc`, which the prologue has not.
    pub(crate) fn prologue(&mut self, depth: usize) -> Result<Option<PrologueCode>, EmitError> {
        if self.program.prologue.is_empty() {
            return Ok(None);
        }
        let before = (self.allocas.len(), self.scratch_bytes.len());
        let outer = std::mem::replace(&mut self.body, Body::with_prefix(depth, "pro"));
        let staging = std::mem::take(&mut self.staging);
        let mut m = Member::new("%c0".to_string());
        let result = self.program.prologue.iter().try_for_each(|op| self.op(&mut m, op));
        let guarded = m.guarded();
        self.end_member(&mut m);
        self.staging = staging;
        let ops = std::mem::replace(&mut self.body, outer).finish();
        result?;
        if guarded {
            return Err(EmitError::Internal("a prologue operation opened a fault guard".into()));
        }
        let indent = "  ".repeat(depth);
        let mut text = format!("{indent}%c0 = arith.constant 0 : index\n");
        for alloca in self.allocas.split_off(before.0) {
            text += &format!("{indent}{alloca}\n");
        }
        text += &ops;
        Ok(Some(PrologueCode {
            text,
            scratch: self.scratch_bytes.split_off(before.1),
        }))
    }

    pub(crate) fn op(&mut self, m: &mut Member, op: &Op) -> Result<(), EmitError> {
        match op {
            Op::Update { var, prim, args } => self.update(m, *var, *prim, args),
            Op::Push { var, prim, args } => self.push(m, *var, *prim, args),
            Op::Pop { var } => {
                self.restore(m, *var);
                Ok(())
            }
        }
    }

    pub(crate) fn operands(&mut self, m: &mut Member, args: &[Operand]) -> Result<Vec<Val>, EmitError> {
        args.iter().map(|a| self.operand(m, a)).collect()
    }

    /// Runs the primitive, writing a tensor result to `dest`, and halts
    /// the member on a fault (the rest goes in the guard's `else`).
    /// `in_place`: `dest` already holds the tensor operand of a
    /// `set_index`.
    fn compute(
        &mut self,
        m: &mut Member,
        var: VarId,
        prim: Prim,
        args: &[Val],
        dest: Option<&TensorRef>,
        in_place: bool,
    ) -> Result<Option<crate::mlir::value::Scalar>, EmitError> {
        let out = self.program.vars[var].decl.ty.clone();
        if let (Prim::NormalLike, Some(dest), Frame::Cpu, [Val::Scalar(key), ..]) = (prim, dest, self.frame, args) {
            if let Some(len) = random::staged_normal_len(dest.len()) {
                let staged = self.alloca(DType::F64, len, var);
                random::fill_normal_staged(&mut self.body, &mut self.lib, key, dest, &staged);
                return Ok(None);
            }
        }
        let Outcome { value, fault } = tensor::lower(&mut self.body, &mut self.lib, prim, args, &out, dest, in_place)?;
        if let Some((flag, status)) = fault {
            self.guard(m, &flag, status);
        }
        Ok(value)
    }

    /// Whether writing `prim`'s result over `var` while reading `args`
    /// could read elements already overwritten: matmul, transpose, a slice
    /// (`v = v[::-1]`) and the triangular primitives read other elements
    /// than the one they write (elementwise primitives read element `e`
    /// before writing it).
    fn clobbers(prim: Prim, args: &[Operand], var: VarId) -> bool {
        matches!(
            prim,
            Prim::MatMul
                | Prim::Transpose
                | Prim::Slice(_)
                | Prim::CholeskyDecompose
                | Prim::MdivideLeftTriLow
                | Prim::MdivideRightTriLow
        ) && args.contains(&Operand::Var(var))
    }

    /// Whether `var = set_index(var, ...)` writes only the changed place
    /// of `var` (the tensor it reads is the one it replaces).
    fn in_place(prim: Prim, args: &[Operand], var: VarId) -> bool {
        matches!(prim, Prim::SetIndex(_) | Prim::SetSlice(_)) && args.first() == Some(&Operand::Var(var))
    }

    fn update(&mut self, m: &mut Member, var: VarId, prim: Prim, operands: &[Operand]) -> Result<(), EmitError> {
        let args = self.operands(m, operands)?;
        if self.program.vars[var].decl.ty.is_scalar() {
            let value = self.compute(m, var, prim, &args, None, false)?;
            let value = value.ok_or_else(|| EmitError::Internal(format!("{prim}: no scalar result")))?;
            return self.write_scalar(m, var, value);
        }
        let dest = self.place(m, var)?;
        if Self::clobbers(prim, operands, var) {
            let ty = self.program.vars[var].decl.ty.clone();
            let staged = self.staging(&ty, var);
            self.compute(m, var, prim, &args, Some(&staged), false)?;
            Ok(copy_tensor(&mut self.body, &staged, &dest)?)
        } else {
            self.compute(m, var, prim, &args, Some(&dest), Self::in_place(prim, operands, var))
                .map(|_| ())
        }
    }

    /// `Push`: arguments are read before the save. A tensor result that
    /// can fault or clobber is computed into a staging buffer first, so
    /// the fault is decided before the depth check, as in the VM.
    fn push(&mut self, m: &mut Member, var: VarId, prim: Prim, operands: &[Operand]) -> Result<(), EmitError> {
        let args = self.operands(m, operands)?;
        if self.program.vars[var].decl.ty.is_scalar() {
            let value = self.compute(m, var, prim, &args, None, false)?;
            let value = value.ok_or_else(|| EmitError::Internal(format!("{prim}: no scalar result")))?;
            let sp = self.push_slot(m, var);
            self.save(m, var, &sp);
            return self.write_scalar(m, var, value);
        }
        let dest = self.place(m, var)?;
        if self.program.can_fault(prim, operands) || Self::clobbers(prim, operands, var) {
            let ty = self.program.vars[var].decl.ty.clone();
            let staged = self.staging(&ty, var);
            self.compute(m, var, prim, &args, Some(&staged), false)?;
            let sp = self.push_slot(m, var);
            self.save(m, var, &sp);
            Ok(copy_tensor(&mut self.body, &staged, &dest)?)
        } else {
            // Saving copies the top and leaves it intact, so the
            // arguments still read the old value after the save.
            let sp = self.push_slot(m, var);
            self.save(m, var, &sp);
            self.compute(m, var, prim, &args, Some(&dest), false).map(|_| ())
        }
    }

    /// The pushes at the start of `segments` that `push_scalars` can take
    /// together: of distinct scalar variables, by primitives that cannot
    /// fault (a call's save set is such a run).
    fn scalar_pushes<'b>(&self, block: &'b Block, segments: &[Segment]) -> Vec<(VarId, Prim, &'b [Operand])> {
        let mut run: Vec<(VarId, Prim, &[Operand])> = Vec::new();
        for segment in segments {
            let Segment::Op(i) = segment else { break };
            let Op::Push { var, prim, args } = &block.ops[*i] else {
                break;
            };
            if !self.program.vars[*var].decl.ty.is_scalar()
                || self.program.can_fault(*prim, args)
                || run.iter().any(|r| r.0 == *var)
            {
                break;
            }
            run.push((*var, *prim, args));
        }
        run
    }

    /// Scalar pushes that cannot fault, with one depth check for all of
    /// them, so that a call saving thousands of variables nests one guard,
    /// not thousands. A member that would overflow any of the stacks halts
    /// before the first save instead of partway through: with
    /// `stack_overflow` either way, and nothing in between can fault.
    fn push_scalars(&mut self, m: &mut Member, pushes: &[(VarId, Prim, &[Operand])]) -> Result<(), EmitError> {
        // One pointer per stack-pointer group among them.
        let mut moving: Vec<(VarId, String)> = Vec::new();
        let mut full: Option<String> = None;
        for &(var, _, _) in pushes {
            if moving.iter().any(|(v, _)| self.leader(*v) == self.leader(var)) {
                continue;
            }
            let Some((sp, this)) = self.room(m, var) else {
                continue;
            };
            full = Some(match full {
                Some(any) => self.body.bin("ori", &any, &this, "i1"),
                None => this,
            });
            moving.push((var, sp));
        }
        if let Some(full) = full {
            self.guard(m, &full, autobatch_runtime::Status::StackOverflow);
        }
        for (var, sp) in &moving {
            self.bump(m, *var, sp);
        }
        for &(var, prim, operands) in pushes {
            let args = self.operands(m, operands)?;
            let value = self.compute(m, var, prim, &args, None, false)?;
            let value = value.ok_or_else(|| EmitError::Internal(format!("{prim}: no scalar result")))?;
            let sp = self.push_slot(m, var);
            self.save(m, var, &sp);
            self.write_scalar(m, var, value)?;
        }
        Ok(())
    }

    fn set_pc(&mut self, m: &Member, block: BlockId) {
        let target = self.body.int(block as i64, "i32");
        self.store_i32(&target, "%pc", m);
    }

    pub(crate) fn terminator(&mut self, m: &mut Member, term: &Terminator) -> Result<(), EmitError> {
        match term {
            Terminator::Jump { target } => self.set_pc(m, *target),
            Terminator::Branch { cond, then, els } => {
                let Val::Scalar(c) = self.read(m, *cond)? else {
                    return Err(EmitError::Internal("branch on a tensor".into()));
                };
                let (t, e) = (self.body.int(*then as i64, "i32"), self.body.int(*els as i64, "i32"));
                let next = self.body.select(&c.ssa, &t, &e, "i32");
                self.store_i32(&next, "%pc", m);
            }
            Terminator::PushJump { call, ret } => {
                let (stack, sp_mem) = (arg_name(&Role::PcStack), arg_name(&Role::PcPointer));
                let sp = self.check_room(m, &sp_mem);
                let zero = self.body.index(0);
                let at = self.slot(m, &sp, 1, &zero);
                let ret = self.body.int(*ret as i64, "i32");
                self.body.store(&ret, &stack, &at, I32_MEMREF);
                let one = self.body.int(1, "i32");
                let next = self.body.bin("addi", &sp, &one, "i32");
                self.store_i32(&next, &sp_mem, m);
                self.set_pc(m, *call);
            }
            Terminator::Return if self.program.pc_stack => self.ret(m),
            Terminator::Return => self.halt(m, None),
        }
        Ok(())
    }

    /// `Return` with a program-counter stack: pop the return block, or
    /// halt when the stack is empty (the entry function returned).
    fn ret(&mut self, m: &mut Member) {
        let (stack, sp_mem) = (arg_name(&Role::PcStack), arg_name(&Role::PcPointer));
        let sp = self.load_i32(&sp_mem, m);
        let zero = self.body.int(0, "i32");
        let nonempty = self.body.cmpi("sgt", &sp, &zero, "i32");
        self.body.open(&format!("scf.if {nonempty} {{"));
        let one = self.body.int(1, "i32");
        let below = self.body.bin("subi", &sp, &one, "i32");
        let origin = self.body.index(0);
        let at = self.slot(m, &below, 1, &origin);
        let target = self.body.load(&stack, &at, I32_MEMREF);
        self.store_i32(&below, &sp_mem, m);
        self.store_i32(&target, "%pc", m);
        self.body.reopen("} else {");
        self.halt(m, None);
        self.body.close("}");
    }
}

/// The prologue's body (`Emitter::prologue`) and the staging buffers it
/// alone takes (variable, bytes), which the GPU counts in a thread's
/// local memory.
pub(crate) struct PrologueCode {
    pub(crate) text: String,
    pub(crate) scratch: Vec<(VarId, usize)>,
}

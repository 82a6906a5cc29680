//! The loop state as the emitted code sees it from inside one member's
//! turn: where each variable lives (its `abi` buffers, or a scratch buffer
//! for a tensor temporary), reads with a per-block cache of scalar values,
//! writes, stack saves and restores, and halting a member.
//!
//! Temporaries are never in the loop state. A scalar temporary is an SSA
//! value. A tensor temporary lives in one scratch buffer of its size,
//! allocated once on the function's stack (`memref.alloca` at entry): on
//! the CPU the members of a batch run one after another within a case,
//! and a temporary does not outlive its block, so one buffer serves them
//! all; on the GPU each thread has its own (in local memory) for its one
//! member.
//!
//! Per-member buffers are laid out as `Abi::member_layout` says
//! (`top_index`, `slot_index`): a member's tensor elements one after
//! another, or interleaved with the other members' (the GPU's).

use super::abi::{arg_name, Abi, Role};
use super::{EmitError, Frame};
use crate::analysis::stack_groups;
use crate::ir::p::{AllocClass, Block, Op, Program, Terminator};
use crate::ir::{Const, Operand, VarId};
use crate::mlir::builder::{dyn_memref, mem_type, Body};
use crate::mlir::libm::Lib;
use crate::mlir::value::{convert, Scalar, TensorRef, Val};
use autobatch_runtime::{DType, MemberLayout, Status, Type};
use std::collections::HashMap;

/// Emission state for the whole function.
pub(crate) struct Emitter<'p> {
    pub program: &'p Program,
    pub depth: usize,
    /// The loop around the cases: a CPU function over a range of members,
    /// or a GPU kernel with one member per thread.
    pub frame: Frame,
    /// Where each member's tensor elements lie in the state.
    pub layout: MemberLayout,
    pub body: Body,
    pub lib: Lib,
    /// `memref.alloca` lines for the function's entry block.
    pub allocas: Vec<String>,
    /// Fused multiply-adds in shared products (`EmitOptions::fma`).
    pub fma: bool,
    /// Scratch buffers: tensor temporaries by variable, staging buffers
    /// by (dtype, elements).
    temps: HashMap<VarId, String>,
    pub(crate) staging: HashMap<(DType, usize), String>,
    has_buffer: Vec<bool>,
    /// Each variable's stack-pointer group leader
    /// (`analysis::stack_groups`), whose pointer it moves.
    leaders: Vec<VarId>,
    /// While a member runs alone (`schedule::SyncHeavy`), its per-member
    /// scalars (tops, stack pointers, program counter) as local copies:
    /// buffer name to a `memref<1xT>` alloca, which LLVM promotes to
    /// registers across the member's whole run of cheap blocks.
    pub(crate) locals: Option<HashMap<String, String>>,
    /// The tensor scratch buffers' sizes in bytes, by the variable each
    /// was made for: on the GPU, each thread's local memory.
    pub(crate) scratch_bytes: Vec<(VarId, usize)>,
    /// Whether the CPU loop's cases become functions of their own
    /// (`outline`).
    pub(crate) outlined: bool,
}

/// One member's turn in one block: the member index `%b`, the scalar
/// values known so far in this block, and how many fault scopes
/// (`scf.if %fault { halt } else {`) are open.
pub(crate) struct Member {
    pub b: String,
    env: HashMap<VarId, Scalar>,
    open: usize,
    /// The stack-pointer groups (by leader, `analysis::stack_groups`)
    /// this block has moved, how, and for which of their variables: the
    /// group's other variables use the same slot without moving the
    /// pointer again (a variable moved twice in one block has a group of
    /// its own, and its second move moves the pointer).
    moved: HashMap<VarId, (Moved, Vec<VarId>)>,
}

/// How a block moved a stack-pointer group.
#[derive(Clone)]
enum Moved {
    /// Pushed: the slot (`i32`) its variables save at.
    Push(String),
    /// Popped: whether the stacks were not empty (`i1`), and the slot
    /// their variables restore from.
    Pop { nonempty: String, below: String },
}

impl Member {
    /// How `v`'s group (led by `leader`) moved in this block, if it did
    /// and `v` has not taken its part in that move yet.
    fn shared_move(&self, leader: VarId, v: VarId) -> Option<&Moved> {
        let (how, users) = self.moved.get(&leader)?;
        (!users.contains(&v)).then_some(how)
    }

    /// `shared_move`, and `v` takes its part in it.
    fn join(&mut self, leader: VarId, v: VarId) -> Option<Moved> {
        let how = self.shared_move(leader, v)?.clone();
        if let Some((_, users)) = self.moved.get_mut(&leader) {
            users.push(v);
        }
        Some(how)
    }
}

impl Member {
    /// Whether a fault guard is open (the rest of the block in its `else`).
    pub(crate) fn guarded(&self) -> bool {
        self.open > 0
    }

    pub(crate) fn new(b: String) -> Member {
        Member {
            b,
            env: HashMap::new(),
            open: 0,
            moved: HashMap::new(),
        }
    }
}

/// A variable's names: its top, stack and stack pointer buffers.
fn top(v: VarId) -> String {
    arg_name(&Role::Top { var: v })
}

fn stack(v: VarId) -> String {
    arg_name(&Role::Stack { var: v })
}

fn pointer(v: VarId) -> String {
    arg_name(&Role::Pointer { var: v })
}

const I32_MEMREF: &str = "memref<?xi32>";

impl<'p> Emitter<'p> {
    pub(crate) fn new(program: &'p Program, abi: &Abi, depth: usize, frame: Frame) -> Emitter<'p> {
        let leaders = stack_groups::leaders(program);
        let mut has_buffer = vec![false; program.vars.len()];
        for b in &abi.buffers {
            if let Role::Top { var } | Role::Shared { var } | Role::Derived { var } = b.role {
                has_buffer[var] = true;
            }
        }
        let mut e = Emitter {
            program,
            depth,
            frame,
            layout: abi.member_layout,
            body: Body::new(3),
            lib: Lib::new(frame),
            allocas: Vec::new(),
            fma: false,
            temps: HashMap::new(),
            staging: HashMap::new(),
            has_buffer,
            leaders,
            locals: None,
            scratch_bytes: Vec::new(),
            outlined: false,
        };
        for (v, var) in program.vars.iter().enumerate() {
            if var.class == AllocClass::Temporary && !var.decl.ty.is_scalar() {
                let name = e.alloca(var.decl.ty.dtype, var.decl.ty.num_elements(), v);
                e.temps.insert(v, name);
            }
        }
        e
    }

    pub(crate) fn alloca(&mut self, d: DType, n: usize, for_var: VarId) -> String {
        self.scratch_bytes.push((for_var, n * d.size_bytes()));
        self.alloca_of(&format!("memref<{n}x{}>", mem_type(d)))
    }

    /// The lines of the entry's allocas: in an outlined program, the
    /// scratch buffers as views of one arena (`cpu::arena`).
    pub(crate) fn entry_allocas(&self) -> String {
        if self.outlined {
            super::allocas_text(&super::cpu::arena::arena(&self.allocas))
        } else {
            super::allocas_text(&self.allocas)
        }
    }

    /// A scratch buffer of static memref type `ty`, allocated at entry.
    pub(crate) fn alloca_of(&mut self, ty: &str) -> String {
        let name = format!("%scratch{}", self.allocas.len());
        self.allocas.push(format!("{name} = memref.alloca() : {ty}"));
        name
    }

    /// A flag (`memref<1xi1>`) that is false when the function starts.
    pub(crate) fn alloca_flag(&mut self) -> String {
        let name = self.alloca_of("memref<1xi1>");
        let (no, at) = (format!("{name}_false"), format!("{name}_at"));
        self.allocas.push(format!("{no} = arith.constant false"));
        self.allocas.push(format!("{at} = arith.constant 0 : index"));
        self.allocas
            .push(format!("memref.store {no}, {name}[{at}] : memref<1xi1>"));
        name
    }

    fn ty(&self, v: VarId) -> &'p Type {
        &self.program.vars[v].decl.ty
    }

    fn class(&self, v: VarId) -> AllocClass {
        self.program.vars[v].class
    }

    /// Where variable `v`'s value for member `m` is, for a tensor.
    pub(crate) fn place(&mut self, m: &Member, v: VarId) -> Result<TensorRef, EmitError> {
        let ty = self.ty(v);
        let n = ty.num_elements();
        if let TopCell {
            mem,
            memref,
            local: true,
        } = self.top_cell(v)
        {
            return Ok(TensorRef {
                mem,
                memref,
                base: self.body.index(0),
                stride: None,
                dtype: ty.dtype,
                shape: ty.shape.clone(),
            });
        }
        let (mem, memref, base, stride) = match self.class(v) {
            AllocClass::Temporary => {
                let mem = self.temps.get(&v).cloned().ok_or_else(|| missing(self.program, v))?;
                let memref = format!("memref<{n}x{}>", mem_type(ty.dtype));
                (mem, memref, self.body.index(0), None)
            }
            AllocClass::Shared => (
                arg_name(&Role::Shared { var: v }),
                dyn_memref(ty.dtype),
                self.body.index(0),
                None,
            ),
            AllocClass::Derived => (
                arg_name(&Role::Derived { var: v }),
                dyn_memref(ty.dtype),
                self.body.index(0),
                None,
            ),
            AllocClass::Register | AllocClass::Stack => {
                let (base, stride) = match self.layout {
                    MemberLayout::Interleaved if n > 1 => (m.b.clone(), Some("%z".to_string())),
                    MemberLayout::Interleaved => (m.b.clone(), None),
                    MemberLayout::Contiguous => {
                        let zero = self.body.index(0);
                        (self.body.affine(&m.b, n, &zero), None)
                    }
                };
                (top(v), dyn_memref(ty.dtype), base, stride)
            }
        };
        if !self.has_buffer[v] && self.class(v) != AllocClass::Temporary {
            return Err(missing(self.program, v));
        }
        Ok(TensorRef {
            mem,
            memref,
            base,
            stride,
            dtype: ty.dtype,
            shape: ty.shape.clone(),
        })
    }

    /// A staging buffer for a tensor of `ty`, for results that cannot be
    /// written in place.
    pub(crate) fn staging(&mut self, ty: &Type, for_var: VarId) -> TensorRef {
        let key = (ty.dtype, ty.num_elements());
        let mem = match self.staging.get(&key) {
            Some(m) => m.clone(),
            None => {
                let m = self.alloca(key.0, key.1, for_var);
                self.staging.insert(key, m.clone());
                m
            }
        };
        let base = self.body.index(0);
        let memref = format!("memref<{}x{}>", key.1, mem_type(key.0));
        TensorRef {
            mem,
            memref,
            base,
            stride: None,
            dtype: ty.dtype,
            shape: ty.shape.clone(),
        }
    }

    /// An operand's value for member `m`.
    pub(crate) fn operand(&mut self, m: &mut Member, op: &Operand) -> Result<Val, EmitError> {
        match op {
            Operand::Const(c) => Ok(Val::Scalar(constant(&mut self.body, c))),
            Operand::Var(v) => self.read(m, *v),
        }
    }

    pub(crate) fn read(&mut self, m: &mut Member, v: VarId) -> Result<Val, EmitError> {
        if !self.ty(v).is_scalar() {
            return Ok(Val::Tensor(self.place(m, v)?));
        }
        if let Some(s) = m.env.get(&v) {
            return Ok(Val::Scalar(s.clone()));
        }
        if self.class(v) == AllocClass::Temporary {
            return Err(EmitError::Internal(format!(
                "temporary `{}` read before it is written",
                self.program.vars[v].decl.name
            )));
        }
        let place = self.place(m, v)?;
        let zero = self.body.index(0);
        let s = place.load(&mut self.body, &zero);
        m.env.insert(v, s.clone());
        Ok(Val::Scalar(s))
    }

    /// Writes a scalar result as `v`'s new top.
    pub(crate) fn write_scalar(&mut self, m: &mut Member, v: VarId, value: Scalar) -> Result<(), EmitError> {
        let dtype = self.ty(v).dtype;
        let value = convert(&mut self.body, &value, dtype);
        match self.class(v) {
            AllocClass::Temporary => {}
            AllocClass::Shared => {
                return Err(EmitError::Internal(format!(
                    "write to shared `{}`",
                    self.program.vars[v].decl.name
                )));
            }
            // Only the prologue writes a derived variable (`ir::p::verify`).
            AllocClass::Register | AllocClass::Stack | AllocClass::Derived => {
                let place = self.place(m, v)?;
                let zero = self.body.index(0);
                place.store(&mut self.body, &zero, &value.ssa);
            }
        }
        m.env.insert(v, value);
        Ok(())
    }

    /// Halts member `m` with `status` when `flag` is true; the rest of the
    /// block runs in the `else` branch, closed by `end_member`.
    pub(crate) fn guard(&mut self, m: &mut Member, flag: &str, status: Status) {
        self.body.open(&format!("scf.if {flag} {{"));
        self.halt(m, Some(status));
        self.body.reopen("} else {");
        m.open += 1;
    }

    /// Stops member `m` (`pc = halt`), recording `status` if given.
    pub(crate) fn halt(&mut self, m: &Member, status: Option<Status>) {
        if let Some(status) = status {
            let code = self.body.int(i64::from(status.as_i32()), "i32");
            self.body.store(&code, "%status", &m.b, I32_MEMREF);
        }
        // The entry's (and the GPU kernel's) `%halt`, not a constant of
        // its own: an outlined function takes it as a parameter, so that
        // a model edited into more blocks leaves the sampler's functions'
        // text, and their cached objects, as they were.
        self.store_i32("%halt", "%pc", m);
    }

    pub(crate) fn end_member(&mut self, m: &mut Member) {
        for _ in 0..m.open {
            self.body.close("}");
        }
        m.open = 0;
    }

    /// Loads a stack pointer and halts with `stack_overflow` if the stack
    /// is full; returns the pointer (`i32`), valid in the continuation.
    pub(crate) fn check_room(&mut self, m: &mut Member, sp_mem: &str) -> String {
        let (sp, full) = self.pointer_and_full(m, sp_mem);
        self.guard(m, &full, Status::StackOverflow);
        sp
    }

    /// The stack pointer in `sp_mem` (`i32`) and whether its stack is
    /// full (`i1`).
    fn pointer_and_full(&mut self, m: &Member, sp_mem: &str) -> (String, String) {
        let sp = self.load_i32(sp_mem, m);
        let depth = self.body.int(self.depth as i64, "i32");
        let full = self.body.cmpi("sge", &sp, &depth, "i32");
        (sp, full)
    }

    /// Element `e` of member `m`'s slot at depth `sp` (`i32`) of a stack
    /// with `n` elements per slot.
    pub(crate) fn slot(&mut self, m: &Member, sp: &str, n: usize, e: &str) -> String {
        let spi = self.body.cast_index(sp, "i32");
        slot_index(&mut self.body, self.layout, &spi, &m.b, n, e)
    }

    /// The slot (`i32`) at which `v`'s push saves its top: its group's
    /// pointer, checked for room and moved up once per block, at the
    /// group's first push in the block.
    pub(crate) fn push_slot(&mut self, m: &mut Member, v: VarId) -> String {
        let leader = self.leaders[v];
        if let Some(Moved::Push(sp)) = m.join(leader, v) {
            return sp;
        }
        let sp = self.check_room(m, &pointer(leader));
        self.bump(m, v, &sp);
        m.join(leader, v);
        sp
    }

    /// Moves the pointer of `v`'s group from `sp` (checked) up by one:
    /// the block's pushes of the group, `v`'s included, save at `sp`
    /// (`push_slot`).
    pub(crate) fn bump(&mut self, m: &mut Member, v: VarId, sp: &str) {
        let leader = self.leaders[v];
        let one = self.body.int(1, "i32");
        let next = self.body.bin("addi", sp, &one, "i32");
        self.store_i32(&next, &pointer(leader), m);
        m.moved.insert(leader, (Moved::Push(sp.to_string()), Vec::new()));
    }

    /// `v`'s group's pointer (`i32`) and whether its stacks are full
    /// (`i1`), for a push that moves it; `None` when the block has pushed
    /// the group already and `v` takes that slot (`push_slot`).
    pub(crate) fn room(&mut self, m: &Member, v: VarId) -> Option<(String, String)> {
        let leader = self.leaders[v];
        if let Some(Moved::Push(_)) = m.shared_move(leader, v) {
            return None;
        }
        Some(self.pointer_and_full(m, &pointer(leader)))
    }

    /// The leader of `v`'s stack-pointer group (`analysis::stack_groups`).
    pub(crate) fn leader(&self, v: VarId) -> VarId {
        self.leaders[v]
    }

    /// Saves `v`'s top at slot `sp` (already checked; the pointer moves in
    /// `push_slot` or `bump`).
    pub(crate) fn save(&mut self, m: &Member, v: VarId, sp: &str) {
        let ty = self.ty(v);
        let (n, memref) = (ty.num_elements(), dyn_memref(ty.dtype));
        let spi = self.body.cast_index(sp, "i32");
        let (b, layout) = (m.b.clone(), self.layout);
        let top = self.top_cell(v);
        self.body.for_each(n, |body, e| {
            let src = top.index(body, layout, &b, n, e);
            let raw = body.load(&top.mem, &src, &top.memref);
            let dst = slot_index(body, layout, &spi, &b, n, e);
            body.store(&raw, &stack(v), &dst, &memref);
        });
    }

    /// `Pop v`: restores the top from the stack; an empty stack (which a
    /// balanced program never pops) leaves the top as it is. The group's
    /// pointer moves down once per block, at its first pop.
    pub(crate) fn restore(&mut self, m: &mut Member, v: VarId) {
        let ty = self.ty(v);
        let (n, memref) = (ty.num_elements(), dyn_memref(ty.dtype));
        let leader = self.leaders[v];
        let (nonempty, below) = match m.join(leader, v) {
            Some(Moved::Pop { nonempty, below }) => (nonempty, below),
            _ => {
                let sp = self.load_i32(&pointer(leader), m);
                let zero = self.body.int(0, "i32");
                let nonempty = self.body.cmpi("sgt", &sp, &zero, "i32");
                let one = self.body.int(1, "i32");
                let below = self.body.bin("subi", &sp, &one, "i32");
                let kept = self.body.select(&nonempty, &below, &sp, "i32");
                self.store_i32(&kept, &pointer(leader), m);
                let popped = Moved::Pop {
                    nonempty: nonempty.clone(),
                    below: below.clone(),
                };
                m.moved.insert(leader, (popped, vec![v]));
                (nonempty, below)
            }
        };
        self.body.open(&format!("scf.if {nonempty} {{"));
        let spi = self.body.cast_index(&below, "i32");
        let (b, layout) = (m.b.clone(), self.layout);
        let top = self.top_cell(v);
        self.body.for_each(n, |body, e| {
            let src = slot_index(body, layout, &spi, &b, n, e);
            let raw = body.load(&stack(v), &src, &memref);
            let dst = top.index(body, layout, &b, n, e);
            body.store(&raw, &top.mem, &dst, &top.memref);
        });
        self.body.close("}");
        m.env.remove(&v);
    }

    /// Where `v`'s top is: its buffer, or, for a scalar while its member
    /// runs alone, its local copy.
    fn top_cell(&self, v: VarId) -> TopCell {
        let ty = self.ty(v);
        match self.local(&top(v)).filter(|_| ty.is_scalar()) {
            Some(mem) => TopCell {
                mem,
                memref: format!("memref<1x{}>", mem_type(ty.dtype)),
                local: true,
            },
            None => TopCell {
                mem: top(v),
                memref: dyn_memref(ty.dtype),
                local: false,
            },
        }
    }

    /// The local copy of per-member buffer `buf`, while a member runs
    /// alone.
    fn local(&self, buf: &str) -> Option<String> {
        self.locals.as_ref()?.get(buf).cloned()
    }

    /// Member `m`'s element of the per-member `i32` buffer `buf` (a
    /// program counter or stack pointer): its local copy while it runs
    /// alone.
    pub(crate) fn load_i32(&mut self, buf: &str, m: &Member) -> String {
        match self.local(buf) {
            Some(local) => {
                let zero = self.body.index(0);
                self.body.load(&local, &zero, "memref<1xi32>")
            }
            None => self.body.load(buf, &m.b, I32_MEMREF),
        }
    }

    /// Stores `value` as member `m`'s element of the `i32` buffer `buf`.
    pub(crate) fn store_i32(&mut self, value: &str, buf: &str, m: &Member) {
        match self.local(buf) {
            Some(local) => {
                let zero = self.body.index(0);
                self.body.store(value, &local, &zero, "memref<1xi32>");
            }
            None => self.body.store(value, buf, &m.b, I32_MEMREF),
        }
    }

    /// The per-member scalars a member's run alone can keep local
    /// (`locals`), `(buffer, memref element type)` with how often the
    /// blocks in `blocks` use each: every scalar top, every stack pointer,
    /// the program counter and its stack's pointer (counted as used
    /// always).
    pub(crate) fn member_scalars(&self, blocks: &[&Block]) -> Vec<((String, String), usize)> {
        let mut uses = vec![(0usize, 0usize); self.program.vars.len()];
        let reads = |uses: &mut Vec<(usize, usize)>, args: &[Operand]| {
            for a in args {
                if let Operand::Var(v) = a {
                    uses[*v].0 += 1;
                }
            }
        };
        for block in blocks {
            for op in &block.ops {
                match op {
                    Op::Update { var, args, .. } => {
                        reads(&mut uses, args);
                        uses[*var].0 += 1;
                    }
                    Op::Push { var, args, .. } => {
                        reads(&mut uses, args);
                        uses[*var].0 += 2;
                        uses[*var].1 += 1;
                    }
                    Op::Pop { var } => {
                        uses[*var].0 += 1;
                        uses[*var].1 += 1;
                    }
                }
            }
            if let Terminator::Branch { cond, .. } = block.term {
                uses[cond].0 += 1;
            }
        }
        let always = usize::MAX;
        let mut out = vec![(("%pc".to_string(), "i32".to_string()), always)];
        if self.program.pc_stack {
            out.push(((arg_name(&Role::PcPointer), "i32".to_string()), always));
        }
        for (v, var) in self.program.vars.iter().enumerate() {
            let class = var.class;
            if !matches!(class, AllocClass::Register | AllocClass::Stack) || !self.has_buffer[v] {
                continue;
            }
            if var.decl.ty.is_scalar() {
                out.push(((top(v), mem_type(var.decl.ty.dtype).to_string()), uses[v].0));
            }
            // A group's pointer moves once in each block where its
            // variables move, as many times as its leader's stack does.
            if class == AllocClass::Stack && self.leaders[v] == v {
                out.push(((pointer(v), "i32".to_string()), uses[v].1));
            }
        }
        out
    }
}

/// A variable's top as `Emitter::top_cell` finds it.
struct TopCell {
    mem: String,
    memref: String,
    /// A one-element local copy rather than the per-member buffer.
    local: bool,
}

impl TopCell {
    /// Where element `e` of member `b`'s top is in `mem`.
    fn index(&self, body: &mut Body, layout: MemberLayout, b: &str, n: usize, e: &str) -> String {
        if self.local {
            e.to_string()
        } else {
            top_index(body, layout, b, n, e)
        }
    }
}

/// Element `e` of member `b`'s value in a per-member buffer of `n`
/// elements a member: `b * n + e` contiguous, `e * Z + b` interleaved.
fn top_index(body: &mut Body, layout: MemberLayout, b: &str, n: usize, e: &str) -> String {
    match layout {
        MemberLayout::Interleaved if n > 1 => {
            let row = body.mul_index(e, "%z");
            body.add_index(&row, b)
        }
        MemberLayout::Interleaved => b.to_string(),
        MemberLayout::Contiguous => body.affine(b, n, e),
    }
}

/// Element `e` of member `b`'s slot at depth `sp`: `(sp * Z + b) * n + e`
/// contiguous (`[depth][member][element]`), `(sp * n + e) * Z + b`
/// interleaved (`[depth][element][member]`).
fn slot_index(body: &mut Body, layout: MemberLayout, sp: &str, b: &str, n: usize, e: &str) -> String {
    match layout {
        MemberLayout::Interleaved => {
            let row = body.affine(sp, n, e);
            let row = body.mul_index(&row, "%z");
            body.add_index(&row, b)
        }
        MemberLayout::Contiguous => {
            let row = body.mul_index(sp, "%z");
            let row = body.add_index(&row, b);
            body.affine(&row, n, e)
        }
    }
}

fn missing(program: &Program, v: VarId) -> EmitError {
    EmitError::Internal(format!("no storage for `{}`", program.vars[v].decl.name))
}

/// A scalar constant as SSA (floats by their bits, so exactly).
fn constant(body: &mut Body, c: &Const) -> Scalar {
    match *c {
        Const::Bool(b) => Scalar::new(body.bool(b), DType::Bool),
        Const::I32(x) => Scalar::new(body.int(i64::from(x), "i32"), DType::I32),
        Const::I64(x) => Scalar::new(body.int(x, "i64"), DType::I64),
        Const::F32(x) => Scalar::new(body.float_bits(u64::from(x.to_bits()), "f32"), DType::F32),
        Const::F64(x) => Scalar::new(body.float_bits(x.to_bits(), "f64"), DType::F64),
    }
}

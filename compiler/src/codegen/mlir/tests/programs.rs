//! Hand-built IR-P for the emitter tests.

use crate::ir::p::{self, AllocClass, Op, Program, Terminator, Var};
use crate::ir::{Const, Operand, VarDecl, VarId};
use crate::prim::{self, Prim};
use autobatch_runtime::{DType, Type};

fn var(name: &str, ty: Type, class: AllocClass) -> Var {
    Var {
        decl: VarDecl { name: name.into(), ty },
        class,
    }
}

pub fn v(var: VarId) -> Operand {
    Operand::Var(var)
}

fn pblock(label: &str, ops: Vec<Op>, term: Terminator) -> p::Block {
    p::Block {
        label: label.into(),
        ops,
        term,
    }
}

/// fib in IR-P, as the VM tests have it: `n` is a stack variable whose
/// top is the current frame's argument, `l` is saved across the second
/// call, `r` carries results.
pub fn fib() -> Program {
    // The executors' tests own the hand-written program; sharing it keeps
    // "compiled code agrees with the vm" about one and the same IR.
    crate::exec::tests::programs::fib_p()
}

/// A one-block program built op by op, each result typed by the
/// primitive's own type rule.
pub struct Straight {
    program: Program,
    ops: Vec<Op>,
}

impl Straight {
    pub fn new() -> Straight {
        let program = Program {
            vars: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            blocks: Vec::new(),
            entry: 0,
            pc_stack: false,
            prologue: Vec::new(),
        };
        Straight {
            program,
            ops: Vec::new(),
        }
    }

    /// A batched input (a register).
    pub fn input(&mut self, name: &str, ty: Type) -> VarId {
        let id = self.add(name, ty, AllocClass::Register);
        self.program.inputs.push(id);
        id
    }

    /// A shared input.
    pub fn shared(&mut self, name: &str, ty: Type) -> VarId {
        let id = self.add(name, ty, AllocClass::Shared);
        self.program.inputs.push(id);
        id
    }

    fn add(&mut self, name: &str, ty: Type, class: AllocClass) -> VarId {
        self.program.vars.push(var(name, ty, class));
        self.program.vars.len() - 1
    }

    fn ty(&self, o: &Operand) -> Type {
        match o {
            Operand::Var(x) => self.program.vars[*x].decl.ty.clone(),
            Operand::Const(c) => c.ty(),
        }
    }

    /// `name = prim(args)` into a temporary.
    pub fn op(&mut self, name: &str, prim: Prim, args: Vec<Operand>) -> VarId {
        self.op_in(name, prim, args, AllocClass::Temporary)
    }

    /// `name = prim(args)`, returned as an output (a register).
    pub fn out(&mut self, name: &str, prim: Prim, args: Vec<Operand>) -> VarId {
        let id = self.op_in(name, prim, args, AllocClass::Register);
        self.program.outputs.push(id);
        id
    }

    fn op_in(&mut self, name: &str, prim: Prim, args: Vec<Operand>, class: AllocClass) -> VarId {
        let tys: Vec<Type> = args.iter().map(|a| self.ty(a)).collect();
        let ty = prim::result_type(prim, &tys).unwrap_or_else(|e| panic!("{name} = {prim}: {e}"));
        let id = self.add(name, ty, class);
        self.ops.push(Op::Update { var: id, prim, args });
        id
    }

    pub fn finish(mut self) -> Program {
        self.program.blocks = vec![pblock("main.b0", self.ops, Terminator::Return)];
        self.program
    }
}

fn f64s(shape: &[usize]) -> Type {
    Type::tensor(DType::F64, shape.to_vec())
}

/// Every primitive, on scalars and tensors of several dtypes. Outputs
/// are the results of every op (in order), so a run can compare them all.
pub fn every_primitive() -> Program {
    let mut s = Straight::new();
    let a = s.input("a", Type::scalar(DType::F64));
    let b = s.input("b", Type::scalar(DType::F64));
    let i = s.input("i", Type::scalar(DType::I64));
    let j = s.input("j", Type::scalar(DType::I64));
    let k = s.input("k", Type::scalar(DType::I32));
    let p = s.input("p", Type::scalar(DType::Bool));
    let x = s.input("x", Type::scalar(DType::F32));
    let vv = s.input("v", f64s(&[3]));
    let w = s.input("w", f64s(&[3]));
    let m = s.shared("m", f64s(&[2, 3]));
    let mm = s.shared("mm", f64s(&[3, 2]));
    let bits = s.input("bits", Type::tensor(DType::Bool, vec![3]));
    for (name, prim) in [
        ("add", Prim::Add),
        ("sub", Prim::Sub),
        ("mul", Prim::Mul),
        ("div", Prim::Div),
    ] {
        s.out(&format!("{name}_f"), prim, vec![v(a), v(b)]);
        s.out(&format!("{name}_i"), prim, vec![v(i), v(j)]);
        s.out(&format!("{name}_t"), prim, vec![v(vv), v(b)]);
    }
    for (name, prim) in [
        ("floordiv", Prim::FloorDiv),
        ("mod", Prim::Mod),
        ("min", Prim::Min),
        ("max", Prim::Max),
    ] {
        s.out(&format!("{name}_f"), prim, vec![v(a), v(b)]);
        s.out(&format!("{name}_i"), prim, vec![v(i), v(j)]);
        s.out(&format!("{name}_k"), prim, vec![v(k), v(k)]);
        s.out(&format!("{name}_t"), prim, vec![v(vv), v(w)]);
    }
    s.out("pow", Prim::Pow, vec![v(a), v(b)]);
    s.out("pow_x", Prim::Pow, vec![v(x), v(x)]);
    for (name, prim) in [("neg", Prim::Neg), ("abs", Prim::Abs)] {
        s.out(&format!("{name}_f"), prim, vec![v(a)]);
        s.out(&format!("{name}_i"), prim, vec![v(i)]);
        s.out(&format!("{name}_p"), prim, vec![v(p)]);
        s.out(&format!("{name}_t"), prim, vec![v(vv)]);
    }
    for (name, prim) in [
        ("eq", Prim::Eq),
        ("ne", Prim::Ne),
        ("lt", Prim::Lt),
        ("le", Prim::Le),
        ("gt", Prim::Gt),
        ("ge", Prim::Ge),
    ] {
        s.out(&format!("{name}_f"), prim, vec![v(a), v(b)]);
        s.out(&format!("{name}_i"), prim, vec![v(i), v(k)]);
        s.out(
            &format!("{name}_p"),
            prim,
            vec![v(p), Operand::Const(Const::Bool(true))],
        );
        s.out(&format!("{name}_t"), prim, vec![v(vv), v(w)]);
    }
    let c = s.op("c", Prim::Lt, vec![v(a), v(b)]);
    s.out("and", Prim::And, vec![v(c), v(p)]);
    s.out("or", Prim::Or, vec![v(c), v(p)]);
    s.out("not", Prim::Not, vec![v(p)]);
    s.out("not_t", Prim::Not, vec![v(bits)]);
    s.out("where", Prim::Where, vec![v(p), v(a), v(b)]);
    s.out("where_t", Prim::Where, vec![v(bits), v(vv), v(b)]);
    for d in DType::ALL {
        s.out(&format!("cast_f_{d}"), Prim::Cast(d), vec![v(a)]);
        s.out(&format!("cast_i_{d}"), Prim::Cast(d), vec![v(i)]);
        s.out(&format!("cast_t_{d}"), Prim::Cast(d), vec![v(vv)]);
    }
    s.out("cast_x_i32", Prim::Cast(DType::I32), vec![v(x)]);
    for prim in [
        Prim::Exp,
        Prim::Log,
        Prim::Log1p,
        Prim::Expm1,
        Prim::Sqrt,
        Prim::Sin,
        Prim::Cos,
        Prim::Tanh,
        Prim::Atan,
        Prim::Tan,
        Prim::Asin,
        Prim::Acos,
        Prim::Sinh,
        Prim::Cosh,
        Prim::Asinh,
        Prim::Acosh,
        Prim::Atanh,
        Prim::Log2,
        Prim::Log10,
        Prim::Erf,
        Prim::Erfc,
        Prim::Lgamma,
    ] {
        s.out(&format!("{prim}_f"), prim, vec![v(a)]);
        s.out(&format!("{prim}_x"), prim, vec![v(x)]);
        s.out(&format!("{prim}_i"), prim, vec![v(i)]);
        s.out(&format!("{prim}_t"), prim, vec![v(vv)]);
    }
    for prim in [
        Prim::Floor,
        Prim::Ceil,
        Prim::Trunc,
        Prim::IsNan,
        Prim::IsInf,
        Prim::IsFinite,
        Prim::Sign,
    ] {
        s.out(&format!("{prim}_f"), prim, vec![v(a)]);
        s.out(&format!("{prim}_x"), prim, vec![v(x)]);
        s.out(&format!("{prim}_i"), prim, vec![v(i)]);
        s.out(&format!("{prim}_k"), prim, vec![v(k)]);
        s.out(&format!("{prim}_t"), prim, vec![v(vv)]);
    }
    s.out("copysign", Prim::Copysign, vec![v(a), v(b)]);
    s.out("copysign_x", Prim::Copysign, vec![v(x), v(x)]);
    s.out("copysign_i", Prim::Copysign, vec![v(i), v(b)]);
    s.out("copysign_t", Prim::Copysign, vec![v(vv), v(w)]);
    for prim in [Prim::Atan2, Prim::Hypot] {
        s.out(&format!("{prim}_f"), prim, vec![v(a), v(b)]);
        s.out(&format!("{prim}_x"), prim, vec![v(x), v(x)]);
        s.out(&format!("{prim}_i"), prim, vec![v(i), v(b)]);
        s.out(&format!("{prim}_t"), prim, vec![v(vv), v(b)]);
    }
    s.out("sum", Prim::Sum, vec![v(vv)]);
    s.out("sum_bits", Prim::Sum, vec![v(bits)]);
    s.out("dot", Prim::Dot, vec![v(vv), v(w)]);
    s.out("mv", Prim::MatMul, vec![v(m), v(vv)]);
    s.out("mm", Prim::MatMul, vec![v(m), v(mm)]);
    s.out("vv", Prim::MatMul, vec![v(vv), v(w)]);
    let row = s.op("row", Prim::Index, vec![v(m), v(i)]);
    s.out("vm", Prim::MatMul, vec![v(row), v(vv)]);
    s.out("row", Prim::Copy, vec![v(row)]);
    s.out("elem", Prim::Index, vec![v(vv), v(j)]);
    s.out("zeros", Prim::ZerosLike, vec![v(vv)]);
    s.out("zero", Prim::ZerosLike, vec![v(a)]);
    s.out("copy", Prim::Copy, vec![v(w)]);
    s.finish()
}

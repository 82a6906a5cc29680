//! Hand-built IR for the executor tests (the frontend and the lowering
//! are tested on their own; these pin the executors to known programs).

use crate::ir::f::{self, Function, Param};
use crate::ir::p::{self, AllocClass, Var};
use crate::ir::{Const, Operand, VarDecl, VarId};
use crate::prim::Prim;
use autobatch_runtime::{DType, Type};

fn decl(name: &str, dtype: DType) -> VarDecl {
    VarDecl {
        name: name.into(),
        ty: Type::scalar(dtype),
    }
}

fn v(var: VarId) -> Operand {
    Operand::Var(var)
}

fn int(x: i64) -> Operand {
    Operand::Const(Const::I64(x))
}

fn prim(out: VarId, prim: Prim, args: Vec<Operand>) -> f::Op {
    f::Op::Prim { out, prim, args }
}

fn block(ops: Vec<f::Op>, term: f::Terminator) -> f::Block {
    f::Block { ops, term }
}

fn batched(var: VarId) -> Param {
    Param { var, shared: false }
}

/// A one-function IR-F program.
fn single(func: Function) -> f::Program {
    f::Program {
        functions: vec![func],
        entry: 0,
        tapes: Vec::new(),
    }
}

/// `fib(n) = 1 if n <= 1 else fib(n - 2) + fib(n - 1)`; the `+` is in
/// `fib.b2`.
pub fn fib_f() -> f::Program {
    use f::Terminator::{Branch, Return};
    let (n, c, r, n2, l, n1, rr) = (0, 1, 2, 3, 4, 5, 6);
    let names = [
        ("n", DType::I64),
        ("c", DType::Bool),
        ("r", DType::I64),
        ("n2", DType::I64),
    ];
    let more = [("l", DType::I64), ("n1", DType::I64), ("rr", DType::I64)];
    let call = |outs: Vec<VarId>, arg: VarId| f::Op::Call {
        outs,
        func: 0,
        args: vec![v(arg)],
    };
    single(Function {
        name: "fib".into(),
        vars: names.iter().chain(&more).map(|(name, d)| decl(name, *d)).collect(),
        params: vec![batched(n)],
        outputs: vec![r],
        blocks: vec![
            block(
                vec![prim(c, Prim::Le, vec![v(n), int(1)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            block(vec![prim(r, Prim::Copy, vec![int(1)])], Return),
            block(
                vec![
                    prim(n2, Prim::Sub, vec![v(n), int(2)]),
                    call(vec![l], n2),
                    prim(n1, Prim::Sub, vec![v(n), int(1)]),
                    call(vec![rr], n1),
                    prim(r, Prim::Add, vec![v(l), v(rr)]),
                ],
                Return,
            ),
        ],
    })
}

fn var(name: &str, dtype: DType, class: AllocClass) -> Var {
    Var {
        decl: decl(name, dtype),
        class,
    }
}

fn pblock(label: &str, ops: Vec<p::Op>, term: p::Terminator) -> p::Block {
    p::Block {
        label: label.into(),
        ops,
        term,
    }
}

fn update(var: VarId, prim: Prim, args: Vec<Operand>) -> p::Op {
    p::Op::Update { var, prim, args }
}

fn push(var: VarId, prim: Prim, args: Vec<Operand>) -> p::Op {
    p::Op::Push { var, prim, args }
}

/// Label of the IR-P fib block holding the `+`.
pub const FIB_P_ADD: &str = "fib.b2.2";

/// fib in IR-P. The parameter `n` is the callee's top of `n`'s stack: a
/// call pushes the argument (saving the caller's `n`) and the return
/// continuation pops it. `l` lives across the second call, so each frame
/// pushes it when defined and pops it after its last use; `r` carries
/// results in a register.
pub fn fib_p() -> p::Program {
    use p::Terminator::{Branch, PushJump, Return};
    let (n, c, r, l) = (0, 1, 2, 3);
    p::Program {
        vars: vec![
            var("n", DType::I64, AllocClass::Stack),
            var("c", DType::Bool, AllocClass::Temporary),
            var("r", DType::I64, AllocClass::Register),
            var("l", DType::I64, AllocClass::Stack),
        ],
        inputs: vec![n],
        outputs: vec![r],
        blocks: vec![
            pblock(
                "fib.b0",
                vec![update(c, Prim::Le, vec![v(n), int(1)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            pblock("fib.b1", vec![update(r, Prim::Copy, vec![int(1)])], Return),
            pblock(
                "fib.b2",
                vec![push(n, Prim::Sub, vec![v(n), int(2)])],
                PushJump { call: 0, ret: 3 },
            ),
            pblock(
                "fib.b2.1",
                vec![
                    p::Op::Pop { var: n },
                    push(l, Prim::Copy, vec![v(r)]),
                    push(n, Prim::Sub, vec![v(n), int(1)]),
                ],
                PushJump { call: 0, ret: 4 },
            ),
            pblock(
                FIB_P_ADD,
                vec![
                    p::Op::Pop { var: n },
                    update(r, Prim::Add, vec![v(l), v(r)]),
                    p::Op::Pop { var: l },
                ],
                Return,
            ),
        ],
        entry: 0,
        pc_stack: true,
        prologue: Vec::new(),
    }
}

/// `fibm(n, flip)`: fib whose first call takes `n - 1` when `flip` and
/// `n - 2` otherwise, so members with different `flip` reach the same
/// call path with different arguments: their call trees are mirror images.
pub fn fibm_f() -> f::Program {
    use f::Terminator::{Branch, Return};
    let (n, flip, c, r, n1, n2, a, b, l, rr) = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    let vars = [
        ("n", DType::I64),
        ("flip", DType::Bool),
        ("c", DType::Bool),
        ("r", DType::I64),
    ]
    .into_iter()
    .chain(["n1", "n2", "a", "b", "l", "rr"].map(|name| (name, DType::I64)));
    let call = |out: VarId, arg: VarId| f::Op::Call {
        outs: vec![out],
        func: 0,
        args: vec![v(arg), v(flip)],
    };
    single(Function {
        name: "fibm".into(),
        vars: vars.map(|(name, d)| decl(name, d)).collect(),
        params: vec![batched(n), batched(flip)],
        outputs: vec![r],
        blocks: vec![
            block(
                vec![prim(c, Prim::Le, vec![v(n), int(1)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            block(vec![prim(r, Prim::Copy, vec![int(1)])], Return),
            block(
                vec![
                    prim(n1, Prim::Sub, vec![v(n), int(1)]),
                    prim(n2, Prim::Sub, vec![v(n), int(2)]),
                    prim(a, Prim::Where, vec![v(flip), v(n1), v(n2)]),
                    prim(b, Prim::Where, vec![v(flip), v(n2), v(n1)]),
                    call(l, a),
                    call(rr, b),
                    prim(r, Prim::Add, vec![v(l), v(rr)]),
                ],
                Return,
            ),
        ],
    })
}

/// Label of the IR-P fibm block holding the `+`.
pub const FIBM_P_ADD: &str = "fibm.b2.2";

/// fibm in IR-P, with fib's calling convention; `flip` never changes, so
/// it is a register the callee shares with its caller.
pub fn fibm_p() -> p::Program {
    use p::Terminator::{Branch, PushJump, Return};
    let (n, flip, c, r, l, n1, n2) = (0, 1, 2, 3, 4, 5, 6);
    let minus = |out: VarId, k: i64| update(out, Prim::Sub, vec![v(n), int(k)]);
    p::Program {
        vars: vec![
            var("n", DType::I64, AllocClass::Stack),
            var("flip", DType::Bool, AllocClass::Register),
            var("c", DType::Bool, AllocClass::Temporary),
            var("r", DType::I64, AllocClass::Register),
            var("l", DType::I64, AllocClass::Stack),
            var("n1", DType::I64, AllocClass::Temporary),
            var("n2", DType::I64, AllocClass::Temporary),
        ],
        inputs: vec![n, flip],
        outputs: vec![r],
        blocks: vec![
            pblock(
                "fibm.b0",
                vec![update(c, Prim::Le, vec![v(n), int(1)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            pblock("fibm.b1", vec![update(r, Prim::Copy, vec![int(1)])], Return),
            pblock(
                "fibm.b2",
                vec![
                    minus(n1, 1),
                    minus(n2, 2),
                    push(n, Prim::Where, vec![v(flip), v(n1), v(n2)]),
                ],
                PushJump { call: 0, ret: 3 },
            ),
            pblock(
                "fibm.b2.1",
                vec![
                    p::Op::Pop { var: n },
                    push(l, Prim::Copy, vec![v(r)]),
                    minus(n1, 1),
                    minus(n2, 2),
                    push(n, Prim::Where, vec![v(flip), v(n2), v(n1)]),
                ],
                PushJump { call: 0, ret: 4 },
            ),
            pblock(
                FIBM_P_ADD,
                vec![
                    p::Op::Pop { var: n },
                    update(r, Prim::Add, vec![v(l), v(r)]),
                    p::Op::Pop { var: l },
                ],
                Return,
            ),
        ],
        entry: 0,
        pc_stack: true,
        prologue: Vec::new(),
    }
}

/// `safe_div(x, y) = x // y if y != 0 else -1`: masking computes the
/// division on the lanes with `y == 0` too, as junk that must not fault.
pub fn safe_div_f() -> f::Program {
    use f::Terminator::{Branch, Return};
    let (x, y, c, q) = (0, 1, 2, 3);
    single(Function {
        name: "safe_div".into(),
        vars: vec![
            decl("x", DType::I64),
            decl("y", DType::I64),
            decl("c", DType::Bool),
            decl("q", DType::I64),
        ],
        params: vec![batched(x), batched(y)],
        outputs: vec![q],
        blocks: vec![
            block(
                vec![prim(c, Prim::Ne, vec![v(y), int(0)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            block(vec![prim(q, Prim::FloorDiv, vec![v(x), v(y)])], Return),
            block(vec![prim(q, Prim::Copy, vec![int(-1)])], Return),
        ],
    })
}

pub fn safe_div_p() -> p::Program {
    use p::Terminator::{Branch, Return};
    let (x, y, c, q) = (0, 1, 2, 3);
    p::Program {
        vars: vec![
            var("x", DType::I64, AllocClass::Register),
            var("y", DType::I64, AllocClass::Register),
            var("c", DType::Bool, AllocClass::Temporary),
            var("q", DType::I64, AllocClass::Register),
        ],
        inputs: vec![x, y],
        outputs: vec![q],
        blocks: vec![
            pblock(
                "safe_div.b0",
                vec![update(c, Prim::Ne, vec![v(y), int(0)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            pblock("safe_div.b1", vec![update(q, Prim::FloorDiv, vec![v(x), v(y)])], Return),
            pblock("safe_div.b2", vec![update(q, Prim::Copy, vec![int(-1)])], Return),
        ],
        entry: 0,
        pc_stack: false,
        prologue: Vec::new(),
    }
}

/// `div(x, y) = x // y`, faulting where `y == 0`.
pub fn div_f() -> f::Program {
    let (x, y, q) = (0, 1, 2);
    single(Function {
        name: "div".into(),
        vars: vec![decl("x", DType::I64), decl("y", DType::I64), decl("q", DType::I64)],
        params: vec![batched(x), batched(y)],
        outputs: vec![q],
        blocks: vec![block(
            vec![prim(q, Prim::FloorDiv, vec![v(x), v(y)])],
            f::Terminator::Return,
        )],
    })
}

pub fn div_p() -> p::Program {
    let (x, y, q) = (0, 1, 2);
    p::Program {
        vars: vec![
            var("x", DType::I64, AllocClass::Register),
            var("y", DType::I64, AllocClass::Register),
            var("q", DType::I64, AllocClass::Register),
        ],
        inputs: vec![x, y],
        outputs: vec![q],
        blocks: vec![pblock(
            "div.b0",
            vec![update(q, Prim::FloorDiv, vec![v(x), v(y)])],
            p::Terminator::Return,
        )],
        entry: 0,
        pc_stack: false,
        prologue: Vec::new(),
    }
}

/// `sum_to(n, k)`: `s = 0; while n > 0: s += n * k; n -= 1`, with `k`
/// shared. Members leave the loop at different iterations.
pub fn sum_to_f() -> f::Program {
    use f::Terminator::{Branch, Jump, Return};
    let (n, k, s, c, t) = (0, 1, 2, 3, 4);
    single(Function {
        name: "sum_to".into(),
        vars: ["n", "k", "s", "c", "t"]
            .iter()
            .map(|name| decl(name, if *name == "c" { DType::Bool } else { DType::I64 }))
            .collect(),
        params: vec![batched(n), Param { var: k, shared: true }],
        outputs: vec![s],
        blocks: vec![
            block(vec![prim(s, Prim::Copy, vec![int(0)])], Jump { target: 1 }),
            block(
                vec![prim(c, Prim::Gt, vec![v(n), int(0)])],
                Branch {
                    cond: c,
                    then: 2,
                    els: 3,
                },
            ),
            block(
                vec![
                    prim(t, Prim::Mul, vec![v(n), v(k)]),
                    prim(s, Prim::Add, vec![v(s), v(t)]),
                    prim(n, Prim::Sub, vec![v(n), int(1)]),
                ],
                Jump { target: 1 },
            ),
            block(vec![], Return),
        ],
    })
}

pub fn sum_to_p() -> p::Program {
    use p::Terminator::{Branch, Jump, Return};
    let (n, k, s, c, t) = (0, 1, 2, 3, 4);
    p::Program {
        vars: vec![
            var("n", DType::I64, AllocClass::Register),
            var("k", DType::I64, AllocClass::Shared),
            var("s", DType::I64, AllocClass::Register),
            var("c", DType::Bool, AllocClass::Temporary),
            var("t", DType::I64, AllocClass::Temporary),
        ],
        inputs: vec![n, k],
        outputs: vec![s],
        blocks: vec![
            pblock(
                "sum_to.b0",
                vec![update(s, Prim::Copy, vec![int(0)])],
                Jump { target: 1 },
            ),
            pblock(
                "sum_to.b1",
                vec![update(c, Prim::Gt, vec![v(n), int(0)])],
                Branch {
                    cond: c,
                    then: 2,
                    els: 3,
                },
            ),
            pblock(
                "sum_to.b2",
                vec![
                    update(t, Prim::Mul, vec![v(n), v(k)]),
                    update(s, Prim::Add, vec![v(s), v(t)]),
                    update(n, Prim::Sub, vec![v(n), int(1)]),
                ],
                Jump { target: 1 },
            ),
            pblock("sum_to.b3", vec![], Return),
        ],
        entry: 0,
        pc_stack: false,
        prologue: Vec::new(),
    }
}

/// `down(n) = 0 if n <= 0 else down(n - 1)`: recursion as deep as `n`.
pub fn down_f() -> f::Program {
    use f::Terminator::{Branch, Return};
    let (n, c, r, m) = (0, 1, 2, 3);
    single(Function {
        name: "down".into(),
        vars: vec![
            decl("n", DType::I64),
            decl("c", DType::Bool),
            decl("r", DType::I64),
            decl("m", DType::I64),
        ],
        params: vec![batched(n)],
        outputs: vec![r],
        blocks: vec![
            block(
                vec![prim(c, Prim::Le, vec![v(n), int(0)])],
                Branch {
                    cond: c,
                    then: 1,
                    els: 2,
                },
            ),
            block(vec![prim(r, Prim::Copy, vec![int(0)])], Return),
            block(
                vec![
                    prim(m, Prim::Sub, vec![v(n), int(1)]),
                    f::Op::Call {
                        outs: vec![r],
                        func: 0,
                        args: vec![v(m)],
                    },
                ],
                Return,
            ),
        ],
    })
}

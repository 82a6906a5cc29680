//! Programs the frontend must accept, run through the IR it builds.

use super::{build, build_entry, i64s, run};
use crate::ir::f::Op;
use crate::ir::{Const, Operand};
use crate::prim::Prim;
use autobatch_runtime::{DType, TensorData, Type, Value};

const FIB: &str = r#"
from autobatch import *

def fib(n: i64) -> i64:
    """Naive Fibonacci."""
    if n <= 1:
        return 1
    return fib(n - 2) + fib(n - 1)

if __name__ == "__main__":
    print([fib(n) for n in [6, 7, 8, 9]])
"#;

#[test]
fn fib_builds_and_computes() {
    let p = build(FIB);
    assert_eq!(p.functions.len(), 1);
    let f = &p.functions[0];
    assert_eq!(f.vars[f.outputs[0]].name, "%ret0");
    let got: Vec<Value> = [6, 7, 8, 9].iter().flat_map(|n| run(&p, "fib", i64s(&[*n]))).collect();
    assert_eq!(got, i64s(&[13, 21, 34, 55]));
    // The comparison's literal is a plain constant operand, no temporary.
    let text = p.to_string();
    assert!(text.contains("le(n, 1)"), "{text}");
    assert!(
        text.contains("%ret0 = add("),
        "the add writes the output directly:\n{text}"
    );
}

#[test]
fn lazy_conditional_guards_recursion_and_simple_one_is_where() {
    let src = r#"
from autobatch import *

def fib(n: i64) -> i64:
    return 1 if n <= 1 else fib(n - 2) + fib(n - 1)

def single_if(x: i64) -> i64:
    return 2 if x > 1 else 0
"#;
    let p = build(src);
    let fib = &p.functions[0];
    assert!(fib.blocks.len() >= 3, "branches, not an eager where:\n{p}");
    let eager = |b: &crate::ir::f::Block| b.ops.iter().any(|op| matches!(op, Op::Prim { prim: Prim::Where, .. }));
    assert!(!fib.blocks.iter().any(eager), "{p}");
    let single = &p.functions[1];
    assert_eq!(single.blocks.len(), 1, "{p}");
    assert!(matches!(
        single.blocks[0].ops.last(),
        Some(Op::Prim { prim: Prim::Where, .. })
    ));
    assert_eq!(run(&p, "fib", i64s(&[8])), i64s(&[34]));
    let got: Vec<Value> = [0, 5, -15]
        .iter()
        .flat_map(|x| run(&p, "single_if", i64s(&[*x])))
        .collect();
    assert_eq!(got, i64s(&[0, 2, 0]));
}

#[test]
fn every_statement_form() {
    let src = r#"
from autobatch import *
import autobatch

K = 3
HALF = 0.5
NEG = -2

def helper(x: f64) -> f64:
    return x * HALF

def forms(n: i64, x: f64) -> f64:
    """Docstring."""
    acc: f64 = 0
    i = 0
    pass
    helper(x)
    while i < n:
        i += 1
        if i == K:
            continue
        elif i > 10:
            break
        else:
            pass
        acc += x
        acc -= 1.0
        acc *= 2
        acc /= 2
    q = n
    q //= 2
    q %= 5
    y = x
    y **= 2.0
    acc = acc + helper(y) + q + NEG
    return acc
"#;
    let p = build_entry(src, Some("forms"));
    assert_eq!(p.entry, 1);
    let out = run(&p, "forms", vec![Value::I64(5), Value::F64(2.0)]);
    // Python: i = 1,2,4,5 add (2 - 1); y = 4; helper(y) = 2; q = (5 // 2) % 5 = 2.
    assert_eq!(out, vec![Value::F64(4.0 + 2.0 + 2.0 - 2.0)]);
}

#[test]
fn tuples_destructure_and_return() {
    let src = r#"
from autobatch import *

def pattern(x: i64) -> tuple[i64, i64]:
    many = (x + 1, (x + 2, x + 3))
    one, two = many
    return two

def split(p: tuple[i64, tuple[f64, bool]]) -> tuple[f64, f64]:
    a, (b, c) = p
    return b, a + p[1][0] if c else p[-2]

def swap(a: i64, b: i64) -> tuple[i64, i64]:
    a, b = b, a
    return a, b

def use(x: i64) -> i64:
    s, t = swap(x, 2 * x)
    return s - t
"#;
    let p = build(src);
    assert_eq!(run(&p, "pattern", i64s(&[3])), i64s(&[5, 6]));
    let names: Vec<&str> = p.functions[0].vars.iter().map(|v| v.name.as_str()).collect();
    assert!(names.contains(&"many.1.0"), "{names:?}");
    let split = &p.functions[1];
    assert_eq!(split.params.len(), 3);
    assert_eq!(split.outputs.len(), 2);
    let arg = |c: bool| vec![Value::I64(3), Value::F64(1.5), Value::Bool(c)];
    assert_eq!(run(&p, "split", arg(true)), vec![Value::F64(1.5), Value::F64(4.5)]);
    assert_eq!(run(&p, "split", arg(false)), vec![Value::F64(1.5), Value::F64(3.0)]);
    assert_eq!(run(&p, "swap", i64s(&[1, 2])), i64s(&[2, 1]));
    assert_eq!(run(&p, "use", i64s(&[5])), i64s(&[5]));
}

#[test]
fn split_tuple_conditional_picks_branch() {
    let src = r#"
def f(p: tuple[i64, f64], c: bool) -> tuple[f64, i64]:
    return (p[1], p[0]) if c else (0.5, 7)
"#;
    let p = build(src);
    let args = vec![Value::I64(3), Value::F64(1.5), Value::Bool(true)];
    assert_eq!(run(&p, "f", args), vec![Value::F64(1.5), Value::I64(3)]);
    let args = vec![Value::I64(3), Value::F64(1.5), Value::Bool(false)];
    assert_eq!(run(&p, "f", args), vec![Value::F64(0.5), Value::I64(7)]);
}

#[test]
fn while_with_early_return_and_while_true() {
    let src = r#"
def first_square_above(n: i64) -> i64:
    i = 0
    while i < 100:
        if i * i > n:
            return i
        i += 1
    return -1

def collatz(n: i64) -> i64:
    steps = 0
    while True:
        if n == 1:
            return steps
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1

def count(n: i64) -> i64:
    k = 0
    while True:
        k += 1
        if k >= n:
            break
    return k
"#;
    let p = build(src);
    assert_eq!(run(&p, "first_square_above", i64s(&[10])), i64s(&[4]));
    assert_eq!(run(&p, "first_square_above", i64s(&[100000])), i64s(&[-1]));
    assert_eq!(run(&p, "collatz", i64s(&[6])), i64s(&[8]));
    assert_eq!(run(&p, "count", i64s(&[4])), i64s(&[4]));
}

#[test]
fn mutual_recursion_in_any_order() {
    let src = r#"
def is_even(n: i64) -> bool:
    return True if n < 1 else is_odd(n - 1)

def is_odd(n: i64) -> bool:
    return False if n < 1 else is_even(n - 1)
"#;
    let p = build(src);
    let got: Vec<Value> = [5, 6, 8, 9, 0]
        .iter()
        .flat_map(|n| run(&p, "is_even", i64s(&[*n])))
        .collect();
    let want: Vec<Value> = [false, true, true, false, true]
        .iter()
        .map(|b| Value::Bool(*b))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn elif_chain_and_logic() {
    let src = r#"
def classify(x: f64, lo: f64, hi: f64) -> i64:
    if x < lo:
        return 0
    elif lo <= x < hi:
        return 1
    elif x == hi or x > 2.0 * hi and not x > 1000.0:
        return 2
    else:
        return 3
"#;
    let p = build(src);
    let c = |x: f64| run(&p, "classify", vec![Value::F64(x), Value::F64(1.0), Value::F64(2.0)]);
    assert_eq!(c(0.0), i64s(&[0]));
    assert_eq!(c(1.5), i64s(&[1]));
    assert_eq!(c(2.0), i64s(&[2]));
    assert_eq!(c(5.0), i64s(&[2]));
    assert_eq!(c(3.0), i64s(&[3]));
    assert_eq!(c(5000.0), i64s(&[3]));
}

#[test]
fn short_circuit_guards_faulting_operands() {
    let src = r#"
def safe(a: i64, b: i64) -> bool:
    return b != 0 and a // b > 1

def chain(a: i64, b: i64, c: i64) -> bool:
    return a < b < 10 // c
"#;
    let p = build(src);
    assert_eq!(run(&p, "safe", i64s(&[5, 0])), vec![Value::Bool(false)]);
    assert_eq!(run(&p, "safe", i64s(&[5, 2])), vec![Value::Bool(true)]);
    assert_eq!(run(&p, "chain", i64s(&[3, 2, 0])), vec![Value::Bool(false)]);
    assert_eq!(run(&p, "chain", i64s(&[1, 2, 3])), vec![Value::Bool(true)]);
}

#[test]
fn shared_parameters() {
    let src = r#"
from autobatch import *
N = 3

def step(data: Shared[f64[N, N]], s: f64[N]) -> f64[N]:
    return s + sum(data @ s)

def scale(m: f64[N, N]) -> f64:
    return sum(m @ zeros_like(m[0]))

def main(data: Shared[f64[N, N]], s: f64[N], count: i64) -> tuple[f64[N], f64]:
    while count > 0:
        count -= 1
        s = step(data, s)
    return s, scale(data)
"#;
    let p = build_entry(src, Some("main"));
    let main = &p.functions[2];
    assert!(main.params[0].shared && !main.params[1].shared);
    let copies_data =
        main.blocks.iter().flat_map(|b| &b.ops).any(
            |op| matches!(op, Op::Prim { prim: Prim::Copy, args, .. } if args == &[Operand::Var(main.params[0].var)]),
        );
    assert!(copies_data, "a shared argument to a batched parameter is copied:\n{p}");
    let data = Value::tensor(vec![3, 3], TensorData::F64(vec![1.0; 9]));
    let s = Value::tensor(vec![3], TensorData::F64(vec![1.0, 0.0, 0.0]));
    let out = run(&p, "main", vec![data, s, Value::I64(1)]);
    assert_eq!(out[0], Value::tensor(vec![3], TensorData::F64(vec![4.0, 3.0, 3.0])));
    assert_eq!(out[1], Value::F64(0.0));
}

#[test]
fn weak_literals_take_the_other_operands_type() {
    let src = r#"
def f(x: f32, n: i32) -> f64:
    y = x + 1
    k = n * 2 - 1
    b = n <= 3
    z: f32 = 2
    if b and k > 0:
        return 1
    return f64(y * z) + 0.5

def g(n: i64) -> f64:
    return n + 0.5
"#;
    let p = build(src);
    let f = &p.functions[0];
    let ty = |name: &str| f.vars.iter().find(|v| v.name == name).map(|v| v.ty.clone());
    assert_eq!(ty("y"), Some(Type::scalar(DType::F32)));
    assert_eq!(ty("k"), Some(Type::scalar(DType::I32)));
    let consts: Vec<Const> = f
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .flat_map(|op| match op {
            Op::Prim { args, .. } | Op::Call { args, .. } => args.clone(),
            Op::Save { arg, .. } => vec![*arg],
            Op::Restore { .. } => Vec::new(),
        })
        .filter_map(|a| match a {
            Operand::Const(c) => Some(c),
            Operand::Var(_) => None,
        })
        .collect();
    assert!(
        consts.contains(&Const::F32(1.0)) && consts.contains(&Const::I32(2)),
        "{consts:?}"
    );
    assert!(
        consts.contains(&Const::F64(1.0)),
        "`return 1` in an f64 function: {consts:?}"
    );
    assert_eq!(
        run(&p, "f", vec![Value::F32(1.5), Value::I32(5)]),
        vec![Value::F64(5.5)]
    );
    assert_eq!(run(&p, "g", i64s(&[2])), vec![Value::F64(2.5)]);
}

#[test]
fn primitives_casts_min_max_and_shadowing() {
    let src = r#"
from autobatch import *

def exp(x: f64) -> f64:
    return x + 1.0

def f(a: i64, b: i64, c: i64, x: f64) -> tuple[i64, i64, f64, i32, f64]:
    return min(a, b, c), max(a, 0), exp(x), i32(7), float(a) + abs(-x)

def g(v: f64[3]) -> f64:
    sum = 0.0
    i = 0
    while i < 3:
        sum += v[i] * v[-1 - i]
        i += 1
    return sum + dot(v, v)
"#;
    let p = build(src);
    let out = run(
        &p,
        "f",
        vec![Value::I64(4), Value::I64(-2), Value::I64(9), Value::F64(2.0)],
    );
    assert_eq!(
        out,
        vec![
            Value::I64(-2),
            Value::I64(4),
            Value::F64(3.0),
            Value::I32(7),
            Value::F64(6.0)
        ]
    );
    let v = Value::tensor(vec![3], TensorData::F64(vec![1.0, 2.0, 3.0]));
    assert_eq!(run(&p, "g", vec![v]), vec![Value::F64(3.0 + 4.0 + 3.0 + 14.0)]);
}

#[test]
fn unreachable_code_after_return_is_dropped() {
    let src = r#"
def f(n: i64) -> i64:
    while n > 0:
        return n
        n = n - 1
    return 0
    x = 1
"#;
    let p = build(src);
    assert!(!p.to_string().contains("sub("), "{p}");
    assert_eq!(run(&p, "f", i64s(&[3])), i64s(&[3]));
}

#[test]
fn temporaries_are_numbered_in_order() {
    let p = build("def f(a: i64, b: i64) -> i64:\n    return (a + b) * (a - b) + 1\n");
    let names: Vec<&str> = p.functions[0].vars.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, vec!["a", "b", "%ret0", "%0", "%1", "%2"]);
}

#[test]
fn exact_identities_emit_no_operation() {
    // `x - 0.0`, `x * 1.0`, `1.0 * x`, `x / 1.0`, `x + -0.0` and a `where`
    // on a literal condition are `x` itself, bit for bit; `x + 0.0` is not
    // (it turns -0.0 into 0.0), nor is an identity on an integer.
    let p = build(
        "def f(x: f64[3], n: i64) -> tuple[f64[3], f64[3], i64]:\n    \
         y = where(True, (1.0 * (x - 0.0) * 1.0) / 1.0 + -0.0, 0.0)\n    \
         return y, x + 0.0, n * 1\n",
    );
    let prims: Vec<Prim> = (p.functions[0].blocks.iter())
        .flat_map(|b| &b.ops)
        .filter_map(|op| match op {
            Op::Prim { prim, .. } if *prim != Prim::Copy => Some(*prim),
            _ => None,
        })
        .collect();
    // (Copies are the assignments to `y` and the return values.)
    assert_eq!(prims, [Prim::Add, Prim::Mul], "{prims:?}");
}

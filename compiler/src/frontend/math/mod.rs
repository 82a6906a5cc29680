//! Python's `math` module: `import math` with `math.f(x)` and `math.pi`,
//! or `from math import f`. Every function of CPython 3.11's module that
//! takes and gives numbers is accepted.
//!
//! Each function computes CPython's value from primitives: the C library's
//! function where CPython calls it (`exp`, `sin`, ...: the primitive of the
//! same name), and CPython's own algorithms where it has one (`hypot`,
//! `gamma`, `remainder`, ...), written out operation for operation with
//! exact power-of-two scaling where C would take a float apart
//! (`bits.rs`). Where CPython raises, a `raise_if` primitive stops the
//! member with that exception's status (ValueError: `value_error`,
//! OverflowError: `overflow_error`, ZeroDivisionError:
//! `division_by_zero`), tested on the arguments wherever the rule is one
//! (`math.exp(x)` overflows exactly when `x > 709.782712893384`), so that
//! compiled code, whose transcendental functions are ours, stops exactly
//! where CPython raises. `math` functions take scalars of Python's types
//! (ints, bools, `f64`): an `f32` or a tensor is refused, naming the
//! autobatch function, which is elementwise; integer results are `i64`,
//! and an int CPython would grow beyond it is an `overflow_error`.

mod bits;
mod float;
pub(crate) use float::check_i64_range;
mod fsum;
mod gamma;
mod int;

use super::builder::Builder;
use super::error::{err, Result};
use super::value::Val;
use crate::ir::f::{Op, Terminator};
use crate::ir::{Const, Operand};
use crate::prim::{Prim, Raise};
use autobatch_runtime::{DType, Type};

use rustpython_parser::text_size::TextRange;

/// `math`'s float constants.
pub(crate) fn constant(name: &str) -> Option<f64> {
    Some(match name {
        "pi" => std::f64::consts::PI,
        "e" => std::f64::consts::E,
        "tau" => std::f64::consts::TAU,
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => return None,
    })
}

/// What a function's positional arguments are.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Args {
    /// Python floats (ints and bools convert, as CPython's
    /// `PyFloat_AsDouble`).
    Floats,
    /// Python ints (`operator.index`: a float is CPython's TypeError).
    Ints,
    /// As written: ints stay ints (`math.floor(7)` is 7).
    Numbers,
    /// `ldexp(x, i)`: a float and an int.
    FloatInt,
    /// Sequences: a tuple of numbers or a vector.
    Iterables,
}

/// The accepted functions: their arguments and how many (`None`: any
/// number).
pub(crate) fn signature(name: &str) -> Option<(Args, usize, Option<usize>)> {
    use Args::*;
    Some(match name {
        "degrees" | "fabs" | "frexp" | "gamma" | "isfinite" | "isinf" | "isnan" | "modf" | "radians" | "ulp" => {
            (Floats, 1, Some(1))
        }
        "atan2" | "copysign" | "fmod" | "isclose" | "nextafter" | "pow" | "remainder" => (Floats, 2, Some(2)),
        "log" => (Floats, 1, Some(2)),
        "hypot" => (Floats, 0, None),
        "ceil" | "floor" | "trunc" => (Numbers, 1, Some(1)),
        "factorial" | "isqrt" => (Ints, 1, Some(1)),
        "comb" => (Ints, 2, Some(2)),
        "perm" => (Ints, 1, Some(2)),
        "gcd" | "lcm" => (Ints, 0, None),
        "ldexp" => (FloatInt, 2, Some(2)),
        "prod" | "fsum" => (Iterables, 1, Some(1)),
        "dist" => (Iterables, 2, Some(2)),
        // Every other math function of the primitives' table (`exp`,
        // `erf`, ...) is `math.`'s too.
        _ if table_row(name).is_some() => (Floats, 1, Some(1)),
        _ => return None,
    })
}

/// The primitives' math function `math.name` is, if any.
fn table_row(name: &str) -> Option<&'static crate::prim::MathFunction> {
    crate::prim::MATH_FUNCTIONS.iter().find(|f| f.math && f.name == name)
}

/// Why a `math` function is refused, naming what to do instead.
pub(crate) fn refusal(name: &str) -> String {
    if Prim::from_function_name(name).is_some() {
        format!("`math.{name}` is not a function of Python 3.11's math module: call `{name}(...)` from autobatch")
    } else {
        format!("`math.{name}` is not a function of Python 3.11's math module that takes numbers")
    }
}

/// Checks a name imported with `from math import name`.
pub(crate) fn check_function(name: &str, range: TextRange) -> Result<()> {
    match signature(name) {
        Some(_) => Ok(()),
        None => err(range, refusal(name)),
    }
}

/// A typed `f64` constant.
pub(super) fn f(v: f64) -> Val {
    Val::Atom(Operand::Const(Const::F64(v)), Type::scalar(DType::F64))
}

/// A typed `i64` constant.
pub(super) fn i(v: i64) -> Val {
    Val::Atom(Operand::Const(Const::I64(v)), Type::scalar(DType::I64))
}

/// A typed `bool` constant.
pub(super) fn b(v: bool) -> Val {
    Val::Atom(Operand::Const(Const::Bool(v)), Type::scalar(DType::Bool))
}

/// Emits the primitives of one `math` call, every operand typed (the
/// arguments are converted to Python's `float` or `int` first).
pub(crate) struct Emit<'x> {
    l: &'x mut dyn Target,
    range: TextRange,
}

/// What `Emit` emits into: the function being translated
/// (`FnTranslator`, `frontend/math_call.rs`), which this folder does not
/// otherwise know.
pub(crate) trait Target {
    /// `prim(args)`, typed and checked as the translator applies it.
    fn apply(&mut self, prim: Prim, args: Vec<Val>, range: TextRange) -> Result<Val>;
    /// The function's IR builder.
    fn builder(&mut self) -> &mut Builder;
}

macro_rules! binary {
    ($($name:ident => $prim:ident),* $(,)?) => {
        $(
            pub fn $name(&mut self, a: &Val, b: &Val) -> Result<Val> {
                self.op(Prim::$prim, &[a, b])
            }
        )*
    };
}

macro_rules! unary {
    ($($name:ident => $prim:ident),* $(,)?) => {
        $(
            pub fn $name(&mut self, a: &Val) -> Result<Val> {
                self.op(Prim::$prim, &[a])
            }
        )*
    };
}

impl<'x> Emit<'x> {
    pub(crate) fn new(l: &'x mut dyn Target, range: TextRange) -> Emit<'x> {
        Emit { l, range }
    }

    pub fn op(&mut self, prim: Prim, args: &[&Val]) -> Result<Val> {
        let args = args.iter().map(|v| (*v).clone()).collect();
        self.l.apply(prim, args, self.range)
    }

    binary! {
        add => Add, sub => Sub, mul => Mul, div => Div, modulo => Mod, floor_div => FloorDiv,
        lt => Lt, le => Le, gt => Gt, ge => Ge, eq => Eq, ne => Ne, and => And, or => Or,
        min => Min, max => Max, copysign => Copysign, bit_and => BitAnd, shl => Shl, shr => Shr,
    }

    unary! {
        not => Not, abs => Abs, neg => Neg, is_nan => IsNan, is_inf => IsInf, is_finite => IsFinite,
        trunc => Trunc, floor => Floor, log => Log, sin => Sin, cos => Cos, exp => Exp, sqrt => Sqrt,
    }

    pub fn select(&mut self, c: &Val, a: &Val, b: &Val) -> Result<Val> {
        self.op(Prim::Where, &[c, a, b])
    }

    pub fn cast(&mut self, d: DType, a: &Val) -> Result<Val> {
        self.op(Prim::Cast(d), &[a])
    }

    /// Stops the member with `r`'s status where `c` is true.
    pub fn raise_if(&mut self, r: Raise, c: &Val) -> Result<()> {
        self.op(Prim::RaiseIf(r), &[c]).map(|_| ())
    }

    /// A fresh variable holding `init`, to be assigned again (`set`).
    /// Always a copy: `copy_into` would rename a temporary defined just
    /// before into the variable, and `init` would then change with it.
    pub fn var(&mut self, init: &Val) -> Result<Val> {
        let Val::Atom(op, ty) = init else {
            return err(self.range, "internal error: a math variable needs a typed value");
        };
        let v = self.l.builder().temp(ty.clone());
        self.l.builder().emit(Op::Prim {
            out: v,
            prim: Prim::Copy,
            args: vec![*op],
        });
        Ok(Val::var(v, ty.clone()))
    }

    pub fn set(&mut self, var: &Val, value: &Val) -> Result<()> {
        match (var, value) {
            (Val::Atom(Operand::Var(v), t), Val::Atom(op, u)) if t == u => {
                self.l.builder().copy_into(*v, *op);
                Ok(())
            }
            _ => err(self.range, "internal error: a math variable set to another type"),
        }
    }

    /// `while cond(): body()`, the condition a scalar bool.
    pub fn while_loop(
        &mut self,
        cond: impl FnOnce(&mut Self) -> Result<Val>,
        body: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<()> {
        let header = self.l.builder().new_block();
        let inside = self.l.builder().new_block();
        let exit = self.l.builder().new_block();
        self.l.builder().jump(header);
        self.l.builder().switch_to(header);
        let c = cond(self)?;
        let Val::Atom(Operand::Var(c), _) = c else {
            return err(self.range, "internal error: a math loop condition is not a variable");
        };
        self.l.builder().terminate(Terminator::Branch {
            cond: c,
            then: inside,
            els: exit,
        });
        self.l.builder().switch_to(inside);
        body(self)?;
        self.l.builder().jump(header);
        self.l.builder().switch_to(exit);
        Ok(())
    }

    /// `x` as a Python float: ints and bools convert (to the nearest
    /// double, as CPython's `PyLong_AsDouble`).
    fn float(&mut self, x: &Val) -> Result<Val> {
        match x {
            Val::Lit(l) => Ok(match l.kind {
                super::literal::LitKind::Bool(b) => f(f64::from(u8::from(b))),
                _ => Val::Atom(Operand::Const(l.commit(DType::F64)?), Type::scalar(DType::F64)),
            }),
            Val::Atom(_, t) if t.dtype == DType::F64 => Ok(x.clone()),
            _ => self.cast(DType::F64, x),
        }
    }

    /// `x` as a Python int (`i64`): bools and `i32` convert.
    fn int(&mut self, x: &Val) -> Result<Val> {
        match x {
            Val::Lit(l) => Ok(match l.kind {
                super::literal::LitKind::Bool(b) => i(i64::from(b)),
                _ => Val::Atom(Operand::Const(l.commit(DType::I64)?), Type::scalar(DType::I64)),
            }),
            Val::Atom(_, t) if t.dtype == DType::I64 => Ok(x.clone()),
            _ => self.cast(DType::I64, x),
        }
    }
}

/// Whether `v` is one number (a literal or a scalar value).
pub(crate) fn is_scalar(v: &Val) -> bool {
    match v {
        Val::Lit(_) => true,
        Val::Atom(_, t) => t.is_scalar(),
        Val::Tuple(_) => false,
    }
}

/// Whether `v` is an integer or bool (a literal or a value).
pub(crate) fn is_integral(v: &Val) -> bool {
    match v {
        Val::Lit(l) => !matches!(l.kind, super::literal::LitKind::Float(_)),
        Val::Atom(_, t) => !t.dtype.is_float(),
        Val::Tuple(_) => false,
    }
}

/// Emits `math.name` of the checked arguments `vals` (and `named`
/// keywords) into `target`.
pub(crate) fn emit_call(
    target: &mut dyn Target,
    name: &str,
    kind: Args,
    vals: &[Val],
    named: Vec<(String, Val)>,
    range: TextRange,
) -> Result<Val> {
    let mut e = Emit { l: target, range };
    let floats = |e: &mut Emit, vals: &[Val]| vals.iter().map(|v| e.float(v)).collect::<Result<Vec<_>>>();
    match kind {
        Args::Floats => {
            let xs = floats(&mut e, vals)?;
            let kw: Vec<(String, Val)> = named
                .iter()
                .map(|(n, v)| e.float(v).map(|v| (n.clone(), v)))
                .collect::<Result<_>>()?;
            match name {
                "hypot" => bits::hypot(&mut e, &xs),
                "frexp" => bits::frexp(&mut e, &xs[0]),
                "ulp" => bits::ulp(&mut e, &xs[0]),
                "nextafter" => bits::nextafter(&mut e, &xs[0], &xs[1]),
                "gamma" => gamma::gamma(&mut e, &xs[0]),
                "lgamma" => gamma::lgamma(&mut e, &xs[0]),
                "isclose" => float::isclose(&mut e, &xs[0], &xs[1], &kw),
                _ => float::call(&mut e, name, &xs),
            }
        }
        Args::Numbers => float::round_to_int(&mut e, name, &vals[0]),
        Args::Ints => {
            let ns = vals.iter().map(|v| e.int(v)).collect::<Result<Vec<_>>>()?;
            int::call(&mut e, name, &ns)
        }
        Args::FloatInt => {
            let x = e.float(&vals[0])?;
            let n = e.int(&vals[1])?;
            bits::ldexp(&mut e, &x, &n)
        }
        Args::Iterables => {
            let start = named.into_iter().next().map(|(_, v)| v);
            match name {
                "prod" => int::prod(&mut e, &vals[0], start),
                "fsum" => fsum::fsum(&mut e, &vals[0]),
                _ => bits::dist(&mut e, &vals[0], &vals[1]),
            }
        }
    }
}

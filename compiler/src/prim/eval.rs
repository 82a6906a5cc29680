//! Evaluation of a primitive on one batch member's values: the reference
//! semantics every Rust executor shares. It matches what the same program
//! computes in CPython with the `autobatch` module (NumPy 2) bit for bit.
//!
//! Operands arrive with the types `typing::result_type` accepted; each is
//! converted to the dtype the primitive computes in (promotion) before the
//! elementwise work. Ill-typed operands, which the IR verifier rules out,
//! give an unspecified value rather than a panic.

mod arith;
#[cfg(test)]
pub(crate) use arith::CMath;
pub(crate) use arith::{Arith, Float};
mod bits;
mod build;
mod elem;
mod linalg;
mod reduce;
#[cfg(test)]
mod tests;
mod tri;

use super::{random, Prim};
use autobatch_runtime::{DType, Status, Value};
use elem::{map1, with_arith, with_elem, with_float, zip2, zip2_total, Elem, Layout, Operand};
use linalg::{meet, Order};

/// Why one member's evaluation stopped. Only that member stops; its status
/// records the fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    #[error("division by zero")]
    DivisionByZero,
    #[error("index out of bounds")]
    IndexOutOfBounds,
    #[error("assertion failed")]
    AssertionFailed,
    #[error("value error")]
    ValueError,
    #[error("overflow error")]
    OverflowError,
    #[error("loop limit")]
    LoopLimit,
}

impl Fault {
    pub fn status(self) -> Status {
        match self {
            Fault::DivisionByZero => Status::DivisionByZero,
            Fault::IndexOutOfBounds => Status::IndexOutOfBounds,
            Fault::AssertionFailed => Status::AssertionFailed,
            Fault::ValueError => Status::ValueError,
            Fault::OverflowError => Status::OverflowError,
            Fault::LoopLimit => Status::LoopLimit,
        }
    }
}

/// Evaluates `prim` on one member's operand values. The result has the
/// type `typing::result_type` gives for the operands' types.
///
/// # Panics
///
/// If `args.len()` is not `prim.arity()`, which the IR verifier rules out.
pub fn eval(prim: Prim, args: &[&Value]) -> Result<Value, Fault> {
    assert_eq!(args.len(), prim.arity(), "{prim} takes {} operand(s)", prim.arity());
    use Prim::*;
    let x = args[0];
    match prim {
        Copy | StopGradient => Ok(x.clone()),
        ZerosLike => Ok(Value::zero(&x.ty())),
        Neg => Ok(with_arith!(x.dtype(), T => map1(x, <T as Arith>::neg))),
        Abs => Ok(with_arith!(x.dtype(), T => map1(x, <T as Arith>::abs))),
        Not => Ok(map1(x, |a: bool| !a)),
        Full(shape) => Ok(build::full(shape, x)),
        Arange(n) => Ok(build::arange(n, x, args[1])),
        SetIndex(_) => build::set_index(args),
        Slice(s) => build::slice(s, args),
        SetSlice(s) => build::set_slice(s, args),
        Assert => match x {
            Value::Bool(true) => Ok(x.clone()),
            _ => Err(Fault::AssertionFailed),
        },
        RaiseIf(r) => match x {
            Value::Bool(false) => Ok(x.clone()),
            _ => Err(match r {
                super::Raise::ValueError => Fault::ValueError,
                super::Raise::OverflowError => Fault::OverflowError,
                super::Raise::ZeroDivisionError => Fault::DivisionByZero,
                super::Raise::LoopLimit => Fault::LoopLimit,
            }),
        },
        Cast(d) => Ok(with_elem!(d, T => map1(x, |a: T| a))),
        Sqrt | crate::library_functions!() => Ok(float_unary(prim, x)),
        Floor | Ceil | Trunc => Ok(round_whole(prim, x)),
        IsNan | IsInf | IsFinite => Ok(classify(prim, x)),
        Sign => Ok(with_arith!(x.dtype(), T => map1(x, <T as Arith>::sign))),
        Copysign | Atan2 | Hypot => Ok(with_float!(meet(x.dtype(), args[1].dtype()), T => {
            let f: fn(T, T) -> T = match prim {
                Copysign => Float::copysign,
                Atan2 => Float::atan2,
                _ => Float::hypot,
            };
            zip2_total(x, args[1], f)
        })),
        Sum => Ok(linalg::sum(x, Order::Left)),
        Sum8 => Ok(linalg::sum(x, Order::Lanes)),
        ReduceMin | ReduceMax => Ok(reduce::extreme(x, prim == ReduceMax)),
        Prod => Ok(reduce::prod(x)),
        ArgMin | ArgMax => Ok(reduce::arg_extreme(x, prim == ArgMax)),
        CumSum => Ok(reduce::cumsum(x)),
        Pow if !meet(x.dtype(), args[1].dtype()).is_float() => bits::int_pow(x, args[1]),
        Add | Sub | Mul | FloorDiv | Mod | Min | Max | Div | Pow => arith_binary(prim, x, args[1]),
        BitAnd | BitOr | BitXor => Ok(bits::logic(prim, x, args[1])),
        Invert => Ok(bits::invert(x)),
        Shl | Shr => bits::shift(prim, x, args[1]),
        Round => Ok(bits::round_even(x)),
        RoundInt => bits::round_int(x),
        RangeStep => match x {
            Value::I64(0) => Err(Fault::ValueError),
            _ => Ok(x.clone()),
        },
        Eq | Ne | Lt | Le | Gt | Ge => Ok(compare(prim, x, args[1])),
        And => Ok(zip2_total(x, args[1], |a: bool, b: bool| a && b)),
        Or => Ok(zip2_total(x, args[1], |a: bool, b: bool| a || b)),
        Dot => Ok(linalg::dot(x, args[1], Order::Left)),
        Dot8 => Ok(linalg::dot(x, args[1], Order::Lanes)),
        MatMul => Ok(linalg::matmul(x, args[1])),
        Transpose => Ok(linalg::transpose(x)),
        Outer => Ok(linalg::outer(x, args[1])),
        CholeskyDecompose => Ok(tri::cholesky(x)),
        MdivideLeftTriLow => Ok(tri::left(x, args[1])),
        MdivideRightTriLow => Ok(tri::right(x, args[1])),
        Index => linalg::index(x, args[1]),
        Where => Ok(select(x, args[1], args[2])),
        Split => Ok(zip2_total(x, args[1], random::split)),
        Uniform => Ok(map1(x, random::uniform)),
        Normal => Ok(map1(x, random::normal)),
        UniformLike | NormalLike => Ok(random_like(prim, x, args[1])),
    }
}

/// `uniform_like(key, like)` / `normal_like(key, like)`: element `j` is a
/// draw from `split(key, j)`, in `like`'s float type.
fn random_like(prim: Prim, key: &Value, like: &Value) -> Value {
    let key = key.as_i64().unwrap_or(0);
    let shape = like.ty().shape;
    let normal = prim == Prim::NormalLike;
    if like.dtype() == DType::F32 {
        let draw = if normal {
            random::normal_f32
        } else {
            random::uniform_f32
        };
        fill(&shape, |j| draw(random::split(key, j)))
    } else {
        let draw = if normal { random::normal } else { random::uniform };
        fill(&shape, |j| draw(random::split(key, j)))
    }
}

/// A value of `shape` whose element `j` (row-major) is `f(j)`.
fn fill<T: Elem>(shape: &[usize], f: impl Fn(i64) -> T) -> Value {
    if shape.is_empty() {
        return f(0).scalar();
    }
    let n = shape.iter().product::<usize>() as i64;
    T::tensor(shape.to_vec(), (0..n).map(f).collect())
}

/// A math function's C library function, elementwise (`functions.rs`).
fn float_unary(prim: Prim, x: &Value) -> Value {
    let Some(f) = super::math_function(prim) else {
        return x.clone();
    };
    match x.dtype() {
        DType::F32 => map1(x, f.f32),
        _ => map1(x, f.f64),
    }
}

/// `floor`, `ceil`, `trunc`: exact on floats; integers and bools are
/// already whole and keep their type, as in NumPy 2.
fn round_whole(prim: Prim, x: &Value) -> Value {
    match x.dtype() {
        DType::F32 | DType::F64 => with_float!(x.dtype(), T => {
            let f: fn(T) -> T = match prim {
                Prim::Floor => Float::floor,
                Prim::Ceil => Float::ceil,
                _ => Float::trunc,
            };
            map1(x, f)
        }),
        _ => x.clone(),
    }
}

/// `isnan`, `isinf`, `isfinite`: integers are finite numbers.
fn classify(prim: Prim, x: &Value) -> Value {
    with_float!(x.dtype(), T => {
        let f: fn(T) -> bool = match prim {
            Prim::IsNan => Float::is_nan,
            Prim::IsInf => Float::is_inf,
            _ => Float::is_finite,
        };
        map1(x, f)
    })
}

fn arith_binary(prim: Prim, a: &Value, b: &Value) -> Result<Value, Fault> {
    let d = meet(a.dtype(), b.dtype());
    match prim {
        Prim::Div if !d.is_float() => zip2(a, b, |x: i64, y: i64| {
            // Python's int `/` raises on zero even though f64 would not.
            if y == 0 {
                Err(Fault::DivisionByZero)
            } else {
                Ok(bits::int_true_div(x, y))
            }
        }),
        Prim::Div => Ok(with_float!(d, T => zip2_total(a, b, <T as Float>::div))),
        Prim::Pow => Ok(with_float!(d, T => zip2_total(a, b, <T as Float>::pow))),
        Prim::FloorDiv => with_arith!(d, T => zip2(a, b, <T as Arith>::floor_div)),
        Prim::Mod => with_arith!(d, T => zip2(a, b, <T as Arith>::modulo)),
        _ => Ok(with_arith!(d, T => {
            let f: fn(T, T) -> T = match prim {
                Prim::Add => Arith::add,
                Prim::Sub => Arith::sub,
                Prim::Mul => Arith::mul,
                // Python's min/max keep the first operand on ties and when
                // a comparison with NaN is false.
                Prim::Min => |x, y| if y < x { y } else { x },
                _ => |x, y| if y > x { y } else { x },
            };
            zip2_total(a, b, f)
        })),
    }
}

fn compare(prim: Prim, a: &Value, b: &Value) -> Value {
    with_elem!(meet(a.dtype(), b.dtype()), T => {
        let f: fn(&T, &T) -> bool = match prim {
            Prim::Eq => PartialEq::eq,
            Prim::Ne => PartialEq::ne,
            Prim::Lt => PartialOrd::lt,
            Prim::Le => PartialOrd::le,
            Prim::Gt => PartialOrd::gt,
            _ => PartialOrd::ge,
        };
        zip2_total(a, b, |x: T, y: T| f(&x, &y))
    })
}

/// `where(c, a, b)`: every operand may be a scalar or a tensor of the
/// result's shape.
fn select(c: &Value, a: &Value, b: &Value) -> Value {
    with_elem!(meet(a.dtype(), b.dtype()), T => {
        let c = Operand::<bool>::of(c);
        let (a, b) = (Operand::<T>::of(a), Operand::<T>::of(b));
        let layout = Layout::of(&[c.dims(), a.dims(), b.dims()]);
        layout.build_total(|i| if c.at(i) { a.at(i) } else { b.at(i) })
    })
}

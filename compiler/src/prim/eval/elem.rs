//! Element types and the broadcasting machinery every primitive shares.
//!
//! An operand is read once, converted to the element type the primitive
//! computes in (a tensor already of that type is borrowed, not copied), and
//! then read element by element: a scalar answers the same element for
//! every index, which is all the broadcasting the type rules allow.

use super::Fault;
use autobatch_runtime::{TensorData, Value};
use std::borrow::Cow;
use std::convert::Infallible;

/// A Rust element type of one `DType`, with the conversions of `Cast`.
///
/// The conversions are also the promotion conversions: promotion only
/// ever takes bool to a number (0/1), i32 to i64 and an integer to a float,
/// and on those cases the cast rules agree with it.
pub(crate) trait Elem: Copy + PartialOrd + 'static {
    fn from_bool(x: bool) -> Self;
    fn from_i32(x: i32) -> Self;
    fn from_i64(x: i64) -> Self;
    fn from_f32(x: f32) -> Self;
    fn from_f64(x: f64) -> Self;
    fn scalar(self) -> Value;
    fn tensor(shape: Vec<usize>, data: Vec<Self>) -> Value;
    /// The elements of `data` when it already holds this type.
    fn borrow(data: &TensorData) -> Option<&[Self]>;
}

impl Elem for bool {
    fn from_bool(x: bool) -> Self {
        x
    }
    fn from_i32(x: i32) -> Self {
        x != 0
    }
    fn from_i64(x: i64) -> Self {
        x != 0
    }
    // NaN is truthy in Python: `!=` is true for it.
    fn from_f32(x: f32) -> Self {
        x != 0.0
    }
    fn from_f64(x: f64) -> Self {
        x != 0.0
    }
    fn scalar(self) -> Value {
        Value::Bool(self)
    }
    fn tensor(shape: Vec<usize>, data: Vec<Self>) -> Value {
        Value::tensor(shape, TensorData::Bool(data))
    }
    fn borrow(data: &TensorData) -> Option<&[Self]> {
        match data {
            TensorData::Bool(v) => Some(v),
            _ => None,
        }
    }
}

/// `as` is exactly the cast rule for numbers: int -> float rounds, float ->
/// int truncates toward zero and saturates (NaN -> 0), i64 -> i32 wraps.
macro_rules! numeric_elem {
    ($t:ty, $variant:ident) => {
        impl Elem for $t {
            fn from_bool(x: bool) -> Self {
                u8::from(x) as $t
            }
            fn from_i32(x: i32) -> Self {
                x as $t
            }
            fn from_i64(x: i64) -> Self {
                x as $t
            }
            fn from_f32(x: f32) -> Self {
                x as $t
            }
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            fn scalar(self) -> Value {
                Value::$variant(self)
            }
            fn tensor(shape: Vec<usize>, data: Vec<Self>) -> Value {
                Value::tensor(shape, TensorData::$variant(data))
            }
            fn borrow(data: &TensorData) -> Option<&[Self]> {
                match data {
                    TensorData::$variant(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}

numeric_elem!(i32, I32);
numeric_elem!(i64, I64);
numeric_elem!(f32, F32);
numeric_elem!(f64, F64);

/// Runs `$body` with the type alias `$t` bound to the element type of
/// `$d`.
macro_rules! with_elem {
    ($d:expr, $t:ident => $body:expr) => {
        match $d {
            DType::Bool => {
                type $t = bool;
                $body
            }
            DType::I32 => {
                type $t = i32;
                $body
            }
            DType::I64 => {
                type $t = i64;
                $body
            }
            DType::F32 => {
                type $t = f32;
                $body
            }
            DType::F64 => {
                type $t = f64;
                $body
            }
        }
    };
}

/// Like `with_elem!` for arithmetic, where bool computes in i64 (`True +
/// True == 2`, the `arith_dtype` of the type rules).
macro_rules! with_arith {
    ($d:expr, $t:ident => $body:expr) => {
        match $d {
            DType::I32 => {
                type $t = i32;
                $body
            }
            DType::Bool | DType::I64 => {
                type $t = i64;
                $body
            }
            DType::F32 => {
                type $t = f32;
                $body
            }
            DType::F64 => {
                type $t = f64;
                $body
            }
        }
    };
}

/// Like `with_elem!` for float-only primitives: f32 stays f32, everything
/// else computes in f64 (Python converts ints to float for `/`, `exp`, ...).
macro_rules! with_float {
    ($d:expr, $t:ident => $body:expr) => {
        match $d {
            DType::F32 => {
                type $t = f32;
                $body
            }
            DType::Bool | DType::I32 | DType::I64 | DType::F64 => {
                type $t = f64;
                $body
            }
        }
    };
}

pub(super) use {with_arith, with_elem, with_float};

/// One operand converted to the element type `T`.
pub(super) enum Operand<'a, T: Clone> {
    Scalar(T),
    Tensor { shape: &'a [usize], data: Cow<'a, [T]> },
}

impl<'a, T: Elem> Operand<'a, T> {
    pub(super) fn of(v: &'a Value) -> Self {
        match v {
            Value::Bool(x) => Operand::Scalar(T::from_bool(*x)),
            Value::I32(x) => Operand::Scalar(T::from_i32(*x)),
            Value::I64(x) => Operand::Scalar(T::from_i64(*x)),
            Value::F32(x) => Operand::Scalar(T::from_f32(*x)),
            Value::F64(x) => Operand::Scalar(T::from_f64(*x)),
            Value::Tensor(t) => Operand::Tensor {
                shape: &t.shape,
                data: convert(&t.data),
            },
        }
    }

    /// Element `i`; a scalar broadcasts. `i` is below the length of every
    /// tensor operand (see `Layout`).
    pub(super) fn at(&self, i: usize) -> T {
        match self {
            Operand::Scalar(x) => *x,
            Operand::Tensor { data, .. } => data[i],
        }
    }

    pub(super) fn elements(&self) -> &[T] {
        match self {
            Operand::Scalar(x) => std::slice::from_ref(x),
            Operand::Tensor { data, .. } => data,
        }
    }

    /// The operand's shape and length when it is a tensor.
    pub(super) fn dims(&self) -> Option<(&[usize], usize)> {
        match self {
            Operand::Scalar(_) => None,
            Operand::Tensor { shape, data } => Some((shape, data.len())),
        }
    }

    pub(super) fn shape(&self) -> &[usize] {
        match self {
            Operand::Scalar(_) => &[],
            Operand::Tensor { shape, .. } => shape,
        }
    }
}

/// A tensor's elements as `T`, borrowed when no conversion is needed.
pub(super) fn convert<T: Elem>(data: &TensorData) -> Cow<'_, [T]> {
    if let Some(same) = T::borrow(data) {
        return Cow::Borrowed(same);
    }
    macro_rules! map {
        ($v:expr, $from:ident) => {
            $v.iter().map(|&x| T::$from(x)).collect()
        };
    }
    Cow::Owned(match data {
        TensorData::Bool(v) => map!(v, from_bool),
        TensorData::I32(v) => map!(v, from_i32),
        TensorData::I64(v) => map!(v, from_i64),
        TensorData::F32(v) => map!(v, from_f32),
        TensorData::F64(v) => map!(v, from_f64),
    })
}

/// The shape of an elementwise result: that of the first tensor operand,
/// or scalar when there is none.
pub(super) struct Layout<'a> {
    shape: Option<&'a [usize]>,
    len: usize,
}

impl<'a> Layout<'a> {
    pub(super) fn of(operands: &[Option<(&'a [usize], usize)>]) -> Self {
        let mut tensors = operands.iter().flatten();
        let Some(&(shape, first_len)) = tensors.next() else {
            return Layout { shape: None, len: 1 };
        };
        // The verifier guarantees equal shapes; the minimum only keeps an
        // ill-typed call from reading past a buffer.
        let len = tensors.fold(first_len, |len, &(other, other_len)| {
            debug_assert_eq!(shape, other, "elementwise operands of different shapes");
            len.min(other_len)
        });
        Layout {
            shape: Some(shape),
            len,
        }
    }

    /// Builds the result from `f(i)` for every element index `i`.
    pub(super) fn build<R: Elem, E>(&self, mut f: impl FnMut(usize) -> Result<R, E>) -> Result<Value, E> {
        match self.shape {
            None => Ok(f(0)?.scalar()),
            Some(shape) => {
                let data = (0..self.len).map(f).collect::<Result<Vec<R>, E>>()?;
                Ok(R::tensor(shape.to_vec(), data))
            }
        }
    }

    /// `build` for element functions that cannot fail.
    pub(super) fn build_total<R: Elem>(&self, mut f: impl FnMut(usize) -> R) -> Value {
        let Ok(v) = self.build(|i| Ok::<R, Infallible>(f(i)));
        v
    }
}

/// Applies `f` to each element of `x` converted to `T`.
pub(super) fn map1<T: Elem, R: Elem>(x: &Value, f: impl Fn(T) -> R) -> Value {
    let x = Operand::<T>::of(x);
    match &x {
        Operand::Scalar(a) => f(*a).scalar(),
        Operand::Tensor { shape, data } => R::tensor(shape.to_vec(), data.iter().map(|&a| f(a)).collect()),
    }
}

/// Applies `f` elementwise to `a` and `b` converted to `T`, broadcasting a
/// scalar against a tensor.
pub(super) fn zip2<T: Elem, R: Elem>(
    a: &Value,
    b: &Value,
    f: impl Fn(T, T) -> Result<R, Fault>,
) -> Result<Value, Fault> {
    let (a, b) = (Operand::<T>::of(a), Operand::<T>::of(b));
    Layout::of(&[a.dims(), b.dims()]).build(|i| f(a.at(i), b.at(i)))
}

/// `zip2` for operations that cannot fault.
pub(super) fn zip2_total<T: Elem, R: Elem>(a: &Value, b: &Value, f: impl Fn(T, T) -> R) -> Value {
    let (a, b) = (Operand::<T>::of(a), Operand::<T>::of(b));
    let layout = Layout::of(&[a.dims(), b.dims()]);
    layout.build_total(|i| f(a.at(i), b.at(i)))
}

//! The primitive table. Each primitive is defined once, here: its source
//! name, its type and shape rule (`typing`), and its evaluation on one
//! member's values (`eval`), which every Rust executor shares, and its MLIR
//! lowering (`mlir`), which the code generators share.
//!
//! Short-circuiting `and`/`or` and conditional expressions are control flow,
//! built by the frontend; the `And`/`Or`/`Where` primitives here are eager.

mod eval;
pub(crate) mod functions;
pub(crate) mod mlir;
pub mod random;
mod select;
mod shape;
mod typing;
pub mod vjp;
mod vjp_tri;

/// The C library's functions `eval` calls by name, for tests that compare
/// our compiled ones with them.
#[cfg(test)]
pub(crate) use eval::CMath;
pub use eval::{eval, Fault};
pub(crate) use functions::{math_function, MathFunction, MATH_FUNCTIONS};
pub use select::{resolve_slice, Axis, Selection};
pub use shape::{fits, Shape, MAX_ELEMENTS, MAX_RANK};
pub use typing::{promote, result_type};

use autobatch_runtime::DType;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Prim {
    /// Identity: moves a value between variables.
    Copy,
    /// `stop_gradient(x)`: the identity, through which no gradient flows.
    StopGradient,
    // Elementwise arithmetic; a scalar operand broadcasts against a tensor.
    Add,
    Sub,
    Mul,
    /// True division `/`: integers divide as f64, as in Python.
    Div,
    /// `//`, rounding toward negative infinity as in Python.
    FloorDiv,
    /// `%`, with the sign of the divisor as in Python.
    Mod,
    /// `**`: on floats; on integers, exactly (wrapping), a negative
    /// exponent being a `value_error`.
    Pow,
    /// `&`, `|`, `^`: on integers, and on bools (giving bools).
    BitAnd,
    BitOr,
    BitXor,
    /// `~x` on integers.
    Invert,
    /// `<<` and `>>` on integers (arithmetic shift); a negative count is a
    /// `value_error`.
    Shl,
    Shr,
    /// `round(t)` elementwise (NumPy's): whole floats, ties to even.
    Round,
    /// `round(x)` of a float scalar (Python's): the nearest `i64`, ties
    /// to even; NaN, infinities and values beyond `i64` are a `value_error`
    /// (the frontend stops the latter two first, with `overflow_error`, as
    /// CPython's OverflowError).
    RoundInt,
    /// The step of a `range` known only at run time: the step itself, and
    /// a `value_error` when it is zero (Python's ValueError).
    RangeStep,
    Neg,
    Abs,
    /// Builtin `min`/`max` on scalars, `minimum`/`maximum` elementwise.
    Min,
    Max,
    // Comparisons, elementwise, giving bool.
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    // Eager logic on bools.
    And,
    Or,
    Not,
    /// `where(c, a, b)`: elementwise select.
    Where,
    /// Conversion to a dtype: `i32(x)`, `i64(x)`/`int(x)`, `f32(x)`,
    /// `f64(x)`/`float(x)`, `bool(x)`. Floats truncate toward zero.
    Cast(DType),
    // Elementwise float functions.
    Exp,
    Log,
    Log1p,
    Expm1,
    Sqrt,
    Sin,
    Cos,
    Tanh,
    /// `floor`, `ceil`, `trunc`: whole floats, as NumPy (integers and bools
    /// come back unchanged, in their own type).
    Floor,
    Ceil,
    Trunc,
    /// `copysign(a, b)`: `|a|` with `b`'s sign bit, in float.
    Copysign,
    /// `isnan`, `isinf`, `isfinite`: float tests giving bool.
    IsNan,
    IsInf,
    IsFinite,
    /// `sign(x)`: -1, 0 or 1 in `x`'s type (NaN for NaN, +0.0 for -0.0).
    Sign,
    Tan,
    Asin,
    Acos,
    Sinh,
    Cosh,
    Asinh,
    Acosh,
    Atanh,
    Log2,
    Log10,
    /// `math.exp2(x)` and `math.cbrt(x)`: the C library's `exp2` and `cbrt`
    /// (primitives for the `math` module's functions, which are not
    /// autobatch functions of their own).
    Exp2,
    Cbrt,
    /// The error function and its complement.
    Erf,
    Erfc,
    /// `lgamma(x)`: log |Gamma(x)|.
    Lgamma,
    /// `log1m(x)`: `log(1 - x)`, as `log1p(-x)`; `log1p_exp(x)`: `log(1 +
    /// exp(x))` (softplus), as Stan's `log1p_exp`.
    Log1m,
    Log1pExp,
    /// `atan(x)`, and `atan2(y, x)`: the angle of the point (x, y).
    Atan,
    Atan2,
    /// `hypot(x, y)`: `sqrt(x*x + y*y)` without overflow.
    Hypot,
    /// Sum of all elements, a left fold in element order.
    Sum,
    /// `min(x)` / `max(x)` of a vector: Python's builtins over its
    /// elements (ties and NaNs keep the earlier element).
    ReduceMin,
    ReduceMax,
    /// `prod(x)`: the left fold of `*` from one.
    Prod,
    /// `argmin(x)` / `argmax(x)`: NumPy's flat index of the first extreme
    /// element (or of the first NaN).
    ArgMin,
    ArgMax,
    /// `cumsum(x)`: the running sums over the flattened elements.
    CumSum,
    /// `dot(a, b)` of two vectors.
    Dot,
    /// `sum8(x)`: all elements summed in `LANES` interleaved partial
    /// sums (element `e` into partial `e % LANES`, each a left fold),
    /// combined by halving; a vector machine runs the partials in one
    /// register, where `sum`'s single chain of adds runs one at a time.
    Sum8,
    /// `dot8(a, b)`: the products summed as `sum8` sums.
    Dot8,
    /// `a @ b` / `matmul(a, b)`: matrix-vector, vector-matrix, matrix-matrix.
    MatMul,
    /// `transpose(a)` of a matrix.
    Transpose,
    /// `outer(a, b)` of two vectors: the matrix `a[i] * b[j]`.
    Outer,
    /// `cholesky_decompose(A)`: the lower-triangular `L` with `L L^T = A`
    /// (A's upper triangle not read), NaN where A is not positive
    /// definite; `eval::tri` gives the order of its operations.
    CholeskyDecompose,
    /// `mdivide_left_tri_low(L, b)`: `L^-1 b` for a lower-triangular `L`
    /// (its upper triangle not read), `b` a vector or a matrix.
    MdivideLeftTriLow,
    /// `mdivide_right_tri_low(b, L)`: `b L^-1`, `b` a vector (a row) or a
    /// matrix.
    MdivideRightTriLow,
    /// `x[i]` on a vector, with Python's negative indices.
    Index,
    /// `zeros_like(x)`.
    ZerosLike,
    // Counter-based random numbers (`random`): keys are i64.
    /// `split(key, i)`: the key `i` derived from `key`.
    Split,
    /// `uniform(key)`: an f64 in [0, 1).
    Uniform,
    /// `normal(key)`: a standard normal f64.
    Normal,
    /// `uniform_like(key, x)`: uniforms of `x`'s float type and shape.
    UniformLike,
    /// `normal_like(key, x)`: normals of `x`'s float type and shape.
    NormalLike,
    /// `assert c`: gives `c`, and stops the member with
    /// `assertion_failed` when `c` is false.
    Assert,
    /// Gives its scalar bool operand `c`, and stops the member with the
    /// status of the exception when `c` is true: the frontend computes
    /// `c` from other primitives where CPython's `math` module raises
    /// (`math.exp(1000.0)`: OverflowError), so no primitive's value
    /// changes and the check carries no gradient.
    RaiseIf(Raise),
    /// `full(shape, v)`, `zeros`, `ones`: a tensor of this shape whose
    /// every element is the scalar operand.
    Full(Shape),
    /// `arange(start, stop, step)` on integers: a vector of this many
    /// `i64`s, element `k` being `start + k * step` (the operands).
    Arange(u32),
    /// `a[i1, ..., ik] = v` as a value: `a` with the element or sub-tensor
    /// at the `k` leading indices replaced by `v` (a scalar broadcasts).
    /// Operands: `a`, the `k` indices, `v`. Python's negative indices; an
    /// index out of range faults with `index_out_of_bounds`.
    SetIndex(u8),
    /// `x[2:5]`, `m[:, j]`, `x[::-1]`: the selected elements (a view in
    /// NumPy, a copy here). Operands: `x` and one index per `Axis::Index`.
    Slice(Selection),
    /// `x[2:5] = v` as a value: `x` with the selected elements replaced
    /// by `v` (a scalar broadcasts). Operands: `x`, the indices, `v`.
    SetSlice(Selection),
}

/// The Python exception a [`Prim::RaiseIf`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Raise {
    /// ValueError ("math domain error"): `value_error`.
    ValueError,
    /// OverflowError ("math range error"): `overflow_error`.
    OverflowError,
    /// ZeroDivisionError (`math.log(x, 1.0)`): `division_by_zero`.
    ZeroDivisionError,
    /// Not a Python exception: the guard the frontend puts on the `while`
    /// loops of a model's generated quantities (`GQ_LOOP_LIMIT`), whose
    /// operand is true once a loop has run too many iterations:
    /// `loop_limit`.
    LoopLimit,
}

impl Raise {
    /// The status of a member that raised it.
    pub fn status(self) -> autobatch_runtime::Status {
        use autobatch_runtime::Status;
        match self {
            Raise::ValueError => Status::ValueError,
            Raise::OverflowError => Status::OverflowError,
            Raise::ZeroDivisionError => Status::DivisionByZero,
            Raise::LoopLimit => Status::LoopLimit,
        }
    }

    /// Every exception, for tables and tests.
    pub const ALL: [Raise; 4] = [
        Raise::ValueError,
        Raise::OverflowError,
        Raise::ZeroDivisionError,
        Raise::LoopLimit,
    ];
}

impl Prim {
    /// Every primitive that takes no attribute, for tables and tests.
    pub const SIMPLE: [Prim; 90] = [
        Prim::Copy,
        Prim::StopGradient,
        Prim::Add,
        Prim::Sub,
        Prim::Mul,
        Prim::Div,
        Prim::FloorDiv,
        Prim::Mod,
        Prim::Pow,
        Prim::BitAnd,
        Prim::BitOr,
        Prim::BitXor,
        Prim::Invert,
        Prim::Shl,
        Prim::Shr,
        Prim::Round,
        Prim::RoundInt,
        Prim::RangeStep,
        Prim::Neg,
        Prim::Abs,
        Prim::Min,
        Prim::Max,
        Prim::Eq,
        Prim::Ne,
        Prim::Lt,
        Prim::Le,
        Prim::Gt,
        Prim::Ge,
        Prim::And,
        Prim::Or,
        Prim::Not,
        Prim::Where,
        Prim::Exp,
        Prim::Log,
        Prim::Log1p,
        Prim::Expm1,
        Prim::Sqrt,
        Prim::Sin,
        Prim::Cos,
        Prim::Tanh,
        Prim::Floor,
        Prim::Ceil,
        Prim::Trunc,
        Prim::Copysign,
        Prim::IsNan,
        Prim::IsInf,
        Prim::IsFinite,
        Prim::Sign,
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
        Prim::Exp2,
        Prim::Cbrt,
        Prim::Erf,
        Prim::Erfc,
        Prim::Lgamma,
        Prim::Log1m,
        Prim::Log1pExp,
        Prim::Atan,
        Prim::Atan2,
        Prim::Hypot,
        Prim::Sum,
        Prim::ReduceMin,
        Prim::ReduceMax,
        Prim::Prod,
        Prim::ArgMin,
        Prim::ArgMax,
        Prim::CumSum,
        Prim::Dot,
        Prim::Sum8,
        Prim::Dot8,
        Prim::MatMul,
        Prim::Transpose,
        Prim::Outer,
        Prim::CholeskyDecompose,
        Prim::MdivideLeftTriLow,
        Prim::MdivideRightTriLow,
        Prim::Split,
        Prim::Uniform,
        Prim::Normal,
        Prim::UniformLike,
        Prim::NormalLike,
        Prim::Assert,
    ];

    /// The name used by the IR printers.
    pub fn name(self) -> String {
        match self {
            Prim::Cast(d) => format!("cast<{d}>"),
            Prim::Full(s) => format!("full<{s}>"),
            Prim::Arange(n) => format!("arange<{n}>"),
            Prim::SetIndex(k) => format!("set_index<{k}>"),
            Prim::Slice(s) => format!("slice<{s}>"),
            Prim::SetSlice(s) => format!("set_slice<{s}>"),
            Prim::RaiseIf(r) => format!("raise_if<{}>", r.status()),
            other => {
                let s = serde_json::to_value(other).expect("unit variants serialize");
                s.as_str().unwrap_or("?").to_string()
            }
        }
    }

    /// Number of operands.
    pub fn arity(self) -> usize {
        use Prim::*;
        if math_function(self).is_some() {
            return 1;
        }
        match self {
            Copy | StopGradient | Neg | Abs | Not | Invert | Round | RoundInt | RangeStep | Cast(_) | Floor | Ceil
            | Trunc | IsNan | IsInf | IsFinite | Sign | Sum | ZerosLike | Uniform | Normal | Assert | RaiseIf(_)
            | Full(_) | ReduceMin | ReduceMax | Prod | ArgMin | ArgMax | CumSum | Sum8 | Transpose
            | CholeskyDecompose => 1,
            Where => 3,
            SetIndex(k) => usize::from(k) + 2,
            Slice(s) => 1 + s.indices(),
            SetSlice(s) => 2 + s.indices(),
            _ => 2,
        }
    }

    /// Whether evaluation can fault on some inputs (integer division by
    /// zero, an index out of range, a negative shift, a `raise_if`). The frontend only
    /// turns a conditional expression into an eager `where` when neither
    /// arm can fault. `/` and `**` fault only on integers.
    pub fn can_fault(self) -> bool {
        matches!(
            self,
            Prim::Div
                | Prim::Pow
                | Prim::Shl
                | Prim::Shr
                | Prim::RoundInt
                | Prim::RangeStep
                | Prim::FloorDiv
                | Prim::Mod
                | Prim::Index
                | Prim::Assert
                | Prim::RaiseIf(_)
                | Prim::SetIndex(_)
                | Prim::Slice(_)
                | Prim::SetSlice(_)
        )
    }

    /// `can_fault` on operands whose dtypes meet in `dtypes`' meet: `/`
    /// and `**` fault only on integers (a float meet divides in floats).
    pub fn can_fault_on(self, dtypes: impl IntoIterator<Item = DType>) -> bool {
        if !matches!(self, Prim::Div | Prim::Pow) {
            return self.can_fault();
        }
        let meet = dtypes.into_iter().reduce(mlir::scalar::meet).unwrap_or(DType::Bool);
        !meet.is_float()
    }

    /// Whether the primitive is a library function (`codegen`'s libm:
    /// dozens of operations per element, some with a division), so that
    /// keeping its result beats computing it again.
    pub fn is_costly(self) -> bool {
        math_function(self).is_some_and(|f| f.libm.is_some()) || matches!(self, Prim::Atan2 | Prim::Hypot | Prim::Pow)
    }

    /// Whether element `e` of the result depends only on element `e` of
    /// each operand (scalars broadcasting: `full` is the broadcast of its
    /// scalar), so that consecutive such primitives can run in one loop
    /// over the elements.
    pub fn is_elementwise(self) -> bool {
        use Prim::*;
        !matches!(
            self,
            Sum | ReduceMin
                | ReduceMax
                | Prod
                | ArgMin
                | ArgMax
                | CumSum
                | Dot
                | Sum8
                | Dot8
                | MatMul
                | Transpose
                | Outer
                | CholeskyDecompose
                | MdivideLeftTriLow
                | MdivideRightTriLow
                | Index
                | Split
                | Uniform
                | Normal
                | UniformLike
                | NormalLike
                | Assert
                | RaiseIf(_)
                | Arange(_)
                | SetIndex(_)
                | Slice(_)
                | SetSlice(_)
        )
    }

    /// The status a member stops with when this primitive faults.
    pub fn fault_status(self) -> autobatch_runtime::Status {
        use autobatch_runtime::Status;
        match self {
            Prim::Index | Prim::SetIndex(_) | Prim::Slice(_) | Prim::SetSlice(_) => Status::IndexOutOfBounds,
            Prim::Assert => Status::AssertionFailed,
            Prim::RaiseIf(r) => r.status(),
            Prim::Shl | Prim::Shr | Prim::Pow | Prim::RoundInt | Prim::RangeStep => Status::ValueError,
            _ => Status::DivisionByZero,
        }
    }

    /// The primitive a builtin or `autobatch` function name calls.
    pub fn from_function_name(name: &str) -> Option<Prim> {
        let row = MATH_FUNCTIONS.iter().find(|f| f.function && f.name == name);
        row.map(|f| f.prim)
            .or_else(|| FUNCTIONS.iter().find(|(n, _)| *n == name).map(|(_, p)| *p))
    }
}

/// The partial sums of `sum8` and `dot8`: eight, as many `f64` as an
/// AVX-512 register holds (two AVX2 registers; a GPU thread keeps them in
/// eight registers). Fixed, so that their results are the same bits on
/// every machine and in CPython.
pub const LANES: usize = 8;

/// Every function name that calls a primitive directly, with the
/// primitive (several names may call one), but the math functions'
/// (`MATH_FUNCTIONS`).
pub const FUNCTIONS: &[(&str, Prim)] = &[
    ("abs", Prim::Abs),
    ("min", Prim::Min),
    ("minimum", Prim::Min),
    ("max", Prim::Max),
    ("maximum", Prim::Max),
    ("where", Prim::Where),
    ("floor", Prim::Floor),
    ("ceil", Prim::Ceil),
    ("trunc", Prim::Trunc),
    ("copysign", Prim::Copysign),
    ("isnan", Prim::IsNan),
    ("isinf", Prim::IsInf),
    ("isfinite", Prim::IsFinite),
    ("sign", Prim::Sign),
    ("pow", Prim::Pow),
    ("atan2", Prim::Atan2),
    ("hypot", Prim::Hypot),
    ("sum", Prim::Sum),
    ("prod", Prim::Prod),
    ("argmin", Prim::ArgMin),
    ("argmax", Prim::ArgMax),
    ("cumsum", Prim::CumSum),
    ("dot", Prim::Dot),
    ("sum8", Prim::Sum8),
    ("dot8", Prim::Dot8),
    ("matmul", Prim::MatMul),
    ("transpose", Prim::Transpose),
    ("outer", Prim::Outer),
    ("cholesky_decompose", Prim::CholeskyDecompose),
    ("mdivide_left_tri_low", Prim::MdivideLeftTriLow),
    ("mdivide_right_tri_low", Prim::MdivideRightTriLow),
    ("zeros_like", Prim::ZerosLike),
    ("stop_gradient", Prim::StopGradient),
    ("split", Prim::Split),
    ("uniform", Prim::Uniform),
    ("normal", Prim::Normal),
    ("uniform_like", Prim::UniformLike),
    ("normal_like", Prim::NormalLike),
    ("int", Prim::Cast(DType::I64)),
    ("i64", Prim::Cast(DType::I64)),
    ("i32", Prim::Cast(DType::I32)),
    ("float", Prim::Cast(DType::F64)),
    ("f64", Prim::Cast(DType::F64)),
    ("f32", Prim::Cast(DType::F32)),
    ("bool", Prim::Cast(DType::Bool)),
];

impl fmt::Display for Prim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

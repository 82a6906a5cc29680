//! The elementwise math functions of one float argument, one row each:
//! what typing, evaluation, MLIR lowering, the VJP and the front end read
//! of a function. Adding one is a row here, its `Prim` variant, its libm
//! kernel (`crate::mlir::libm`, or a composition of rows) and its CPython
//! twin (`python/autobatch/_prims.py`, `_libm.py` for the C library's
//! functions, `_ad.py`'s rule); ARCHITECTURE.md has the recipe.
//!
//! Every row types as a float function (ints and bools become f64, f32
//! stays f32), is elementwise, evaluates with the C library's function
//! of the same name (what CPython's `math` and NumPy call), lowers to a
//! call of our own library (`libm`; a native f32 version where the
//! library has one, else f64 rounded once more), costs a library call
//! (worth keeping rather than recomputing), and differentiates by its
//! `rule`: the cotangent of the argument, in the reverse pass's
//! operations, in order.

use super::eval::Float;
use super::Prim;
use crate::mlir::libm::LibFn;
use std::f64::consts::{FRAC_2_SQRT_PI, LN_10, LN_2};

/// The rows' primitives but `sqrt` (an instruction, which the matches
/// name on its own), as a pattern: `match prim { library_functions!() =>
/// ... }` keeps the matches over `Prim` exhaustive without listing the
/// functions again (a test checks this list against the rows).
#[macro_export]
macro_rules! library_functions {
    () => {
        $crate::prim::Prim::Exp
            | $crate::prim::Prim::Log
            | $crate::prim::Prim::Log1p
            | $crate::prim::Prim::Expm1
            | $crate::prim::Prim::Sin
            | $crate::prim::Prim::Cos
            | $crate::prim::Prim::Tanh
            | $crate::prim::Prim::Tan
            | $crate::prim::Prim::Asin
            | $crate::prim::Prim::Acos
            | $crate::prim::Prim::Atan
            | $crate::prim::Prim::Sinh
            | $crate::prim::Prim::Cosh
            | $crate::prim::Prim::Asinh
            | $crate::prim::Prim::Acosh
            | $crate::prim::Prim::Atanh
            | $crate::prim::Prim::Log2
            | $crate::prim::Prim::Log10
            | $crate::prim::Prim::Exp2
            | $crate::prim::Prim::Cbrt
            | $crate::prim::Prim::Erf
            | $crate::prim::Prim::Erfc
            | $crate::prim::Prim::Lgamma
            | $crate::prim::Prim::Log1m
            | $crate::prim::Prim::Log1pExp
    };
}

/// One function.
pub struct MathFunction {
    pub prim: Prim,
    /// Its name in programs (`exp(x)`) and in Python's `math`
    /// (`math.exp(x)`), where it has one there.
    pub name: &'static str,
    /// Whether programs call it by `name` (`exp2` and `cbrt` are only
    /// `math.exp2` and `math.cbrt`).
    pub function: bool,
    /// Whether Python's `math` module has it (`math.name`).
    pub math: bool,
    /// The C library's function, in f64 and f32.
    pub f64: fn(f64) -> f64,
    pub f32: fn(f32) -> f32,
    /// Our library's function; `None` for `sqrt`, an instruction.
    pub libm: Option<LibFn>,
    /// The cotangent of the argument.
    pub rule: Rule,
}

/// A VJP rule as an expression: the reverse pass evaluates it from the
/// leaves, each operation after its operands, left to right (the order
/// the CPython twin's rule computes in, `_ad.py`).
#[derive(Clone, Copy, Debug)]
pub enum Rule {
    /// The cotangent of the result.
    Ct,
    /// The argument.
    X,
    /// The result.
    Y,
    /// A constant, in the cotangent's float type.
    C(f64),
    /// A primitive of the operands.
    Op(Prim, &'static [Rule]),
    /// `digamma(x)`, the derivative of `lgamma` (`vjp::digamma`).
    Digamma,
}

use Rule::{Ct, Digamma, Op, C, X, Y};

const fn row(
    prim: Prim,
    name: &'static str,
    f64: fn(f64) -> f64,
    f32: fn(f32) -> f32,
    lib: LibFn,
    rule: Rule,
) -> MathFunction {
    MathFunction {
        prim,
        name,
        function: true,
        math: true,
        f64,
        f32,
        libm: Some(lib),
        rule,
    }
}

/// `c * f'(x)` where `f'` is `d`.
const fn times(d: &'static [Rule]) -> Rule {
    Op(Prim::Mul, d)
}

/// The erf rule's `2/sqrt(pi) exp(-x^2)`.
const ERF_SLOPE: Rule = Op(
    Prim::Mul,
    &[
        C(FRAC_2_SQRT_PI),
        Op(Prim::Exp, &[Op(Prim::Neg, &[Op(Prim::Mul, &[X, X])])]),
    ],
);
/// `1 - x^2` and `y^2`.
const ONE_MINUS_XX: Rule = Op(Prim::Sub, &[C(1.0), Op(Prim::Mul, &[X, X])]);
const YY: Rule = Op(Prim::Mul, &[Y, Y]);

pub const MATH_FUNCTIONS: &[MathFunction] = &[
    row(Prim::Exp, "exp", Float::exp, Float::exp, LibFn::Exp, times(&[Ct, Y])),
    row(
        Prim::Log,
        "log",
        Float::log,
        Float::log,
        LibFn::Log,
        Op(Prim::Div, &[Ct, X]),
    ),
    row(
        Prim::Log1p,
        "log1p",
        Float::log1p,
        Float::log1p,
        LibFn::Log1p,
        Op(Prim::Div, &[Ct, Op(Prim::Add, &[C(1.0), X])]),
    ),
    row(
        Prim::Expm1,
        "expm1",
        Float::expm1,
        Float::expm1,
        LibFn::Expm1,
        times(&[Ct, Op(Prim::Add, &[Y, C(1.0)])]),
    ),
    MathFunction {
        prim: Prim::Sqrt,
        name: "sqrt",
        function: true,
        math: true,
        f64: Float::sqrt,
        f32: Float::sqrt,
        libm: None,
        rule: Op(Prim::Div, &[Ct, Op(Prim::Mul, &[C(2.0), Y])]),
    },
    row(
        Prim::Sin,
        "sin",
        Float::sin,
        Float::sin,
        LibFn::Sin,
        times(&[Ct, Op(Prim::Cos, &[X])]),
    ),
    row(
        Prim::Cos,
        "cos",
        Float::cos,
        Float::cos,
        LibFn::Cos,
        Op(Prim::Neg, &[times(&[Ct, Op(Prim::Sin, &[X])])]),
    ),
    row(
        Prim::Tanh,
        "tanh",
        Float::tanh,
        Float::tanh,
        LibFn::Tanh,
        times(&[Ct, Op(Prim::Sub, &[C(1.0), YY])]),
    ),
    row(
        Prim::Tan,
        "tan",
        Float::tan,
        Float::tan,
        LibFn::Tan,
        times(&[Ct, Op(Prim::Add, &[C(1.0), YY])]),
    ),
    row(
        Prim::Asin,
        "asin",
        Float::asin,
        Float::asin,
        LibFn::Asin,
        Op(Prim::Div, &[Ct, Op(Prim::Sqrt, &[ONE_MINUS_XX])]),
    ),
    row(
        Prim::Acos,
        "acos",
        Float::acos,
        Float::acos,
        LibFn::Acos,
        Op(Prim::Neg, &[Op(Prim::Div, &[Ct, Op(Prim::Sqrt, &[ONE_MINUS_XX])])]),
    ),
    row(
        Prim::Atan,
        "atan",
        Float::atan,
        Float::atan,
        LibFn::Atan,
        Op(Prim::Div, &[Ct, Op(Prim::Add, &[C(1.0), Op(Prim::Mul, &[X, X])])]),
    ),
    row(
        Prim::Sinh,
        "sinh",
        Float::sinh,
        Float::sinh,
        LibFn::Sinh,
        times(&[Ct, Op(Prim::Cosh, &[X])]),
    ),
    row(
        Prim::Cosh,
        "cosh",
        Float::cosh,
        Float::cosh,
        LibFn::Cosh,
        times(&[Ct, Op(Prim::Sinh, &[X])]),
    ),
    row(
        Prim::Asinh,
        "asinh",
        Float::asinh,
        Float::asinh,
        LibFn::Asinh,
        Op(
            Prim::Div,
            &[Ct, Op(Prim::Sqrt, &[Op(Prim::Add, &[Op(Prim::Mul, &[X, X]), C(1.0)])])],
        ),
    ),
    // sqrt((x - 1)(x + 1)), accurate near 1.
    row(
        Prim::Acosh,
        "acosh",
        Float::acosh,
        Float::acosh,
        LibFn::Acosh,
        Op(
            Prim::Div,
            &[
                Ct,
                Op(
                    Prim::Sqrt,
                    &[Op(
                        Prim::Mul,
                        &[Op(Prim::Sub, &[X, C(1.0)]), Op(Prim::Add, &[X, C(1.0)])],
                    )],
                ),
            ],
        ),
    ),
    row(
        Prim::Atanh,
        "atanh",
        Float::atanh,
        Float::atanh,
        LibFn::Atanh,
        Op(Prim::Div, &[Ct, ONE_MINUS_XX]),
    ),
    row(
        Prim::Log2,
        "log2",
        Float::log2,
        Float::log2,
        LibFn::Log2,
        Op(Prim::Div, &[Ct, Op(Prim::Mul, &[X, C(LN_2)])]),
    ),
    row(
        Prim::Log10,
        "log10",
        Float::log10,
        Float::log10,
        LibFn::Log10,
        Op(Prim::Div, &[Ct, Op(Prim::Mul, &[X, C(LN_10)])]),
    ),
    MathFunction {
        function: false,
        ..row(
            Prim::Exp2,
            "exp2",
            Float::exp2,
            Float::exp2,
            LibFn::Exp2,
            times(&[Ct, Op(Prim::Mul, &[Y, C(LN_2)])]),
        )
    },
    // 1 / (3 cbrt(x)^2): infinite at 0, as the slope is.
    MathFunction {
        function: false,
        ..row(
            Prim::Cbrt,
            "cbrt",
            Float::cbrt,
            Float::cbrt,
            LibFn::Cbrt,
            Op(Prim::Div, &[Ct, Op(Prim::Mul, &[C(3.0), YY])]),
        )
    },
    row(
        Prim::Erf,
        "erf",
        Float::erf,
        Float::erf,
        LibFn::Erf,
        times(&[Ct, ERF_SLOPE]),
    ),
    row(
        Prim::Erfc,
        "erfc",
        Float::erfc,
        Float::erfc,
        LibFn::Erfc,
        Op(Prim::Neg, &[times(&[Ct, ERF_SLOPE])]),
    ),
    row(
        Prim::Lgamma,
        "lgamma",
        Float::lgamma,
        Float::lgamma,
        LibFn::Lgamma,
        times(&[Ct, Digamma]),
    ),
    // d log(1 - x) = 1 / (x - 1).
    MathFunction {
        math: false,
        ..row(
            Prim::Log1m,
            "log1m",
            log1m,
            log1m,
            LibFn::Log1m,
            Op(Prim::Div, &[Ct, Op(Prim::Sub, &[X, C(1.0)])]),
        )
    },
    // d log(1 + exp(x)) = 1 / (1 + exp(-x)), the logistic function.
    MathFunction {
        math: false,
        ..row(
            Prim::Log1pExp,
            "log1p_exp",
            log1p_exp,
            log1p_exp,
            LibFn::Log1pExp,
            Op(
                Prim::Div,
                &[Ct, Op(Prim::Add, &[C(1.0), Op(Prim::Exp, &[Op(Prim::Neg, &[X])])])],
            ),
        )
    },
];

/// `log1p(-x)`, with the C library's `log1p`.
fn log1m<T: Float>(x: T) -> T {
    x.neg().log1p()
}

/// Stan's `log1p_exp`: `x + log1p(exp(-x))` above 0 (no overflow),
/// `log1p(exp(x))` elsewhere (NaN too), with the C library's functions.
fn log1p_exp<T: Float>(x: T) -> T {
    if x > T::ZERO {
        x.add(x.neg().exp().log1p())
    } else {
        x.exp().log1p()
    }
}

/// The row of `prim`, if it is one of these functions.
pub fn math_function(prim: Prim) -> Option<&'static MathFunction> {
    MATH_FUNCTIONS.iter().find(|f| f.prim == prim)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pattern_names_every_library_function() {
        for p in Prim::SIMPLE {
            let in_pattern = matches!(p, library_functions!());
            let row = math_function(p);
            assert_eq!(in_pattern, row.is_some_and(|f| f.libm.is_some()), "{p}");
        }
        assert!(math_function(Prim::Sqrt).is_some_and(|f| f.libm.is_none()));
    }

    /// The CPython package defines exactly the rows programs call by name,
    /// each as an elementwise function of the C library's
    /// (`python/autobatch/_prims.py`).
    #[test]
    fn the_cpython_package_defines_the_rows() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../python/autobatch/_prims.py");
        let source = std::fs::read_to_string(path).expect("python/autobatch/_prims.py");
        let defined: Vec<&str> = (source.lines())
            .filter_map(|l| l.split_once(" = _unary(\"").map(|(name, _)| name))
            .collect();
        let rows: Vec<&str> = MATH_FUNCTIONS.iter().filter(|f| f.function).map(|f| f.name).collect();
        assert_eq!(defined, rows);
    }

    #[test]
    fn names_are_unique_and_the_primitives_own() {
        for (i, f) in MATH_FUNCTIONS.iter().enumerate() {
            assert_eq!(f.prim.name(), f.name, "{}", f.name);
            assert!(MATH_FUNCTIONS[..i].iter().all(|g| g.name != f.name && g.prim != f.prim));
        }
    }
}

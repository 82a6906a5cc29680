//! The two intermediate representations of the paper.
//!
//! - [`f`]: IR-F (paper Fig. 2), what the frontend builds: functions of
//!   basic blocks with `Primitive` and `Call` ops. The local static
//!   executor (Algorithm 1) and the reference executor run it.
//! - [`p`]: IR-P (Fig. 4), one merged control-flow graph in which calls are
//!   explicit stack manipulation (`Push`, `Pop`, `PushJump`, `Return`) and
//!   every variable has an allocation class. The program-counter VM
//!   (Algorithm 2) and the code generators consume it.
//!
//! Both have a verifier, a text printer and a serde JSON form, so other
//! frontends can target them. Every pass re-verifies its output.

pub mod f;
pub mod p;
mod print_util;

use autobatch_runtime::{DType, Type, Value};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Index of a variable in its function's (IR-F) or program's (IR-P) table.
pub type VarId = usize;
/// Index of a basic block in its function (IR-F) or program (IR-P).
pub type BlockId = usize;
/// Index of a function in an IR-F program.
pub type FuncId = usize;

/// A scalar constant operand.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(tag = "dtype", content = "value", rename_all = "lowercase")]
pub enum Const {
    Bool(bool),
    I32(i32),
    I64(i64),
    F32(#[serde(with = "float_json")] f32),
    F64(#[serde(with = "float_json")] f64),
}

/// Two constants are equal when they are the same value of the same type,
/// bit for bit: a NaN constant equals itself (float `==` would make an op
/// that reads `nan` differ from itself, and passes that find ops again by
/// equality lose it), and `-0.0` is not `0.0` (they differ as operands:
/// `-0.0 + -0.0` is `-0.0`).
impl PartialEq for Const {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Const::Bool(a), Const::Bool(b)) => a == b,
            (Const::I32(a), Const::I32(b)) => a == b,
            (Const::I64(a), Const::I64(b)) => a == b,
            (Const::F32(a), Const::F32(b)) => a.to_bits() == b.to_bits(),
            (Const::F64(a), Const::F64(b)) => a.to_bits() == b.to_bits(),
            _ => false,
        }
    }
}

/// JSON has no infinities or NaNs: they are written as the strings "inf",
/// "-inf" and "nan", as in batch inputs and outputs.
mod float_json {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Repr {
        Number(f64),
        Text(String),
    }

    pub fn serialize<S: Serializer, F: Into<f64> + Copy>(x: &F, s: S) -> Result<S::Ok, S::Error> {
        let x: f64 = (*x).into();
        let repr = match x {
            _ if x.is_nan() => Repr::Text("nan".into()),
            f64::INFINITY => Repr::Text("inf".into()),
            f64::NEG_INFINITY => Repr::Text("-inf".into()),
            _ => Repr::Number(x),
        };
        repr.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>, F: FromF64>(d: D) -> Result<F, D::Error> {
        let x = match Repr::deserialize(d)? {
            Repr::Number(x) => x,
            Repr::Text(t) => match t.as_str() {
                "nan" => f64::NAN,
                "inf" => f64::INFINITY,
                "-inf" => f64::NEG_INFINITY,
                other => return Err(serde::de::Error::custom(format!("not a float: {other:?}"))),
            },
        };
        Ok(F::from_f64(x))
    }

    pub trait FromF64 {
        fn from_f64(x: f64) -> Self;
    }

    impl FromF64 for f64 {
        fn from_f64(x: f64) -> f64 {
            x
        }
    }

    impl FromF64 for f32 {
        // Exact: an f32 constant was widened to f64 on the way out.
        fn from_f64(x: f64) -> f32 {
            x as f32
        }
    }
}

impl Const {
    pub fn dtype(self) -> DType {
        match self {
            Const::Bool(_) => DType::Bool,
            Const::I32(_) => DType::I32,
            Const::I64(_) => DType::I64,
            Const::F32(_) => DType::F32,
            Const::F64(_) => DType::F64,
        }
    }

    pub fn ty(self) -> Type {
        Type::scalar(self.dtype())
    }

    pub fn value(self) -> Value {
        match self {
            Const::Bool(x) => Value::Bool(x),
            Const::I32(x) => Value::I32(x),
            Const::I64(x) => Value::I64(x),
            Const::F32(x) => Value::F32(x),
            Const::F64(x) => Value::F64(x),
        }
    }
}

impl fmt::Display for Const {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Const::Bool(x) => write!(f, "{}", if *x { "True" } else { "False" }),
            Const::I32(x) => write!(f, "{x}i32"),
            Const::I64(x) => write!(f, "{x}"),
            Const::F32(x) => write!(f, "{x:?}f32"),
            Const::F64(x) => write!(f, "{x:?}"),
        }
    }
}

/// An operand of an op: a variable or a constant (A-normal form: never a
/// nested expression).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Operand {
    Var(VarId),
    Const(Const),
}

impl Operand {
    pub fn var(self) -> Option<VarId> {
        match self {
            Operand::Var(v) => Some(v),
            Operand::Const(_) => None,
        }
    }
}

/// A variable declaration: a name (for printing) and a static type.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VarDecl {
    pub name: String,
    pub ty: Type,
}

/// A verifier finding: where and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{location}: {message}")]
pub struct VerifyError {
    pub location: String,
    pub message: String,
}

impl VerifyError {
    pub fn new(location: impl Into<String>, message: impl Into<String>) -> VerifyError {
        VerifyError {
            location: location.into(),
            message: message.into(),
        }
    }
}

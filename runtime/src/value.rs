//! One batch member's value of one variable: a scalar or a tensor.
//!
//! The Rust executors keep a variable of a batch as one `Value` per member;
//! compiled code uses flat `[Z, shape]` buffers instead (see `batch`).

use crate::dtype::{DType, Type};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Bool(bool),
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
    Tensor(Arc<Tensor>),
}

/// A dense row-major tensor.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    pub shape: Vec<usize>,
    pub data: TensorData,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TensorData {
    Bool(Vec<bool>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
}

impl TensorData {
    pub fn dtype(&self) -> DType {
        match self {
            TensorData::Bool(_) => DType::Bool,
            TensorData::I32(_) => DType::I32,
            TensorData::I64(_) => DType::I64,
            TensorData::F32(_) => DType::F32,
            TensorData::F64(_) => DType::F64,
        }
    }

    pub fn len(&self) -> usize {
        match self {
            TensorData::Bool(v) => v.len(),
            TensorData::I32(v) => v.len(),
            TensorData::I64(v) => v.len(),
            TensorData::F32(v) => v.len(),
            TensorData::F64(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Elements `range`, `None` past the end.
    pub fn slice(&self, range: std::ops::Range<usize>) -> Option<TensorData> {
        Some(match self {
            TensorData::Bool(v) => TensorData::Bool(v.get(range)?.to_vec()),
            TensorData::I32(v) => TensorData::I32(v.get(range)?.to_vec()),
            TensorData::I64(v) => TensorData::I64(v.get(range)?.to_vec()),
            TensorData::F32(v) => TensorData::F32(v.get(range)?.to_vec()),
            TensorData::F64(v) => TensorData::F64(v.get(range)?.to_vec()),
        })
    }

    /// `more`'s elements after these; false (and nothing appended) when
    /// its dtype is another.
    pub fn append(&mut self, more: TensorData) -> bool {
        match (self, more) {
            (TensorData::Bool(a), TensorData::Bool(b)) => a.extend(b),
            (TensorData::I32(a), TensorData::I32(b)) => a.extend(b),
            (TensorData::I64(a), TensorData::I64(b)) => a.extend(b),
            (TensorData::F32(a), TensorData::F32(b)) => a.extend(b),
            (TensorData::F64(a), TensorData::F64(b)) => a.extend(b),
            _ => return false,
        }
        true
    }

    /// Element `i` as a scalar value.
    pub fn get(&self, i: usize) -> Value {
        match self {
            TensorData::Bool(v) => Value::Bool(v[i]),
            TensorData::I32(v) => Value::I32(v[i]),
            TensorData::I64(v) => Value::I64(v[i]),
            TensorData::F32(v) => Value::F32(v[i]),
            TensorData::F64(v) => Value::F64(v[i]),
        }
    }

    /// Collects scalar values of one dtype; `None` if any value has another.
    pub fn from_scalars(dtype: DType, values: &[Value]) -> Option<TensorData> {
        macro_rules! collect {
            ($variant:ident) => {
                values
                    .iter()
                    .map(|v| match v {
                        Value::$variant(x) => Some(*x),
                        _ => None,
                    })
                    .collect::<Option<Vec<_>>>()
                    .map(TensorData::$variant)
            };
        }
        match dtype {
            DType::Bool => collect!(Bool),
            DType::I32 => collect!(I32),
            DType::I64 => collect!(I64),
            DType::F32 => collect!(F32),
            DType::F64 => collect!(F64),
        }
    }
}

impl Value {
    pub fn dtype(&self) -> DType {
        match self {
            Value::Bool(_) => DType::Bool,
            Value::I32(_) => DType::I32,
            Value::I64(_) => DType::I64,
            Value::F32(_) => DType::F32,
            Value::F64(_) => DType::F64,
            Value::Tensor(t) => t.data.dtype(),
        }
    }

    pub fn ty(&self) -> Type {
        match self {
            Value::Tensor(t) => Type::tensor(t.data.dtype(), t.shape.clone()),
            scalar => Type::scalar(scalar.dtype()),
        }
    }

    /// The all-zero value of a type: what registers and stacks hold before
    /// a member first writes them.
    pub fn zero(ty: &Type) -> Value {
        if ty.is_scalar() {
            return match ty.dtype {
                DType::Bool => Value::Bool(false),
                DType::I32 => Value::I32(0),
                DType::I64 => Value::I64(0),
                DType::F32 => Value::F32(0.0),
                DType::F64 => Value::F64(0.0),
            };
        }
        let n = ty.num_elements();
        let data = match ty.dtype {
            DType::Bool => TensorData::Bool(vec![false; n]),
            DType::I32 => TensorData::I32(vec![0; n]),
            DType::I64 => TensorData::I64(vec![0; n]),
            DType::F32 => TensorData::F32(vec![0.0; n]),
            DType::F64 => TensorData::F64(vec![0.0; n]),
        };
        Value::tensor(ty.shape.clone(), data)
    }

    pub fn tensor(shape: Vec<usize>, data: TensorData) -> Value {
        Value::Tensor(Arc::new(Tensor { shape, data }))
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// An integer scalar widened to i64 (for indices and stack depths).
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::I32(x) => Some(i64::from(*x)),
            Value::I64(x) => Some(*x),
            _ => None,
        }
    }

    /// A float tensor's elements widened to f64 (f32 exactly), in
    /// row-major order; `None` for anything else.
    pub fn float_elements(&self) -> Option<Vec<f64>> {
        let Value::Tensor(t) = self else { return None };
        match &t.data {
            TensorData::F32(x) => Some(x.iter().map(|&a| f64::from(a)).collect()),
            TensorData::F64(x) => Some(x.clone()),
            _ => None,
        }
    }

    /// True when both are the same bits (NaN equals NaN, -0.0 differs from
    /// 0.0): the equality the conformance suite uses.
    pub fn bit_eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::F32(a), Value::F32(b)) => a.to_bits() == b.to_bits(),
            (Value::F64(a), Value::F64(b)) => a.to_bits() == b.to_bits(),
            (Value::Tensor(a), Value::Tensor(b)) => {
                a.shape == b.shape
                    && a.data.len() == b.data.len()
                    && (0..a.data.len()).all(|i| a.data.get(i).bit_eq(&b.data.get(i)))
            }
            (a, b) => a == b,
        }
    }
}

//! Element types and array types: the types every IR variable has.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The element types of the source language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    Bool,
    I32,
    I64,
    F32,
    F64,
}

impl DType {
    pub const ALL: [DType; 5] = [DType::Bool, DType::I32, DType::I64, DType::F32, DType::F64];

    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    pub fn from_name(name: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == name)
    }

    pub fn is_int(self) -> bool {
        matches!(self, DType::I32 | DType::I64)
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F32 | DType::F64)
    }

    pub fn is_numeric(self) -> bool {
        self != DType::Bool
    }

    /// Size of one element in bytes, as laid out by compiled bundles.
    pub fn size_bytes(self) -> usize {
        match self {
            DType::Bool => 1,
            DType::I32 | DType::F32 => 4,
            DType::I64 | DType::F64 => 8,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A scalar (empty shape) or a tensor with a static shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Type {
    pub dtype: DType,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shape: Vec<usize>,
}

impl Type {
    pub fn scalar(dtype: DType) -> Type {
        Type {
            dtype,
            shape: Vec::new(),
        }
    }

    pub fn tensor(dtype: DType, shape: Vec<usize>) -> Type {
        Type { dtype, shape }
    }

    pub fn is_scalar(&self) -> bool {
        self.shape.is_empty()
    }

    /// Number of elements of one value (1 for a scalar).
    pub fn num_elements(&self) -> usize {
        self.shape.iter().product()
    }

    /// `num_elements`, or `None` when the product overflows a `usize` (a
    /// type from outside: a manifest edited by hand).
    pub fn checked_num_elements(&self) -> Option<usize> {
        self.shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))
    }

    pub fn with_dtype(&self, dtype: DType) -> Type {
        Type {
            dtype,
            shape: self.shape.clone(),
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.shape.is_empty() {
            write!(f, "{}", self.dtype)
        } else {
            let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
            write!(f, "{}[{}]", self.dtype, dims.join(", "))
        }
    }
}

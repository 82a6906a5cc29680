//! One member's operands as the emitter sees them: scalars are SSA values,
//! tensors are a place in memory (a buffer and a base offset), and the
//! conversions between element types (the `Cast` rules, which are also the
//! promotion rules).

use super::builder::{mem_type, ssa_type, Body};
use autobatch_runtime::DType;

/// A scalar SSA value and its dtype (`bool` is `i1`).
#[derive(Clone, Debug)]
pub(crate) struct Scalar {
    pub ssa: String,
    pub dtype: DType,
}

impl Scalar {
    pub(crate) fn new(ssa: String, dtype: DType) -> Scalar {
        Scalar { ssa, dtype }
    }

    pub(crate) fn ty(&self) -> &'static str {
        ssa_type(self.dtype)
    }
}

/// A tensor of one member: elements `base + e * stride` of a buffer for
/// `e` in `[0, len)`, in row-major order. The stride is 1 but for the
/// interleaved layout of per-member buffers (`Abi::member_layout`), where
/// it is the batch size.
#[derive(Clone, Debug)]
pub(crate) struct TensorRef {
    pub mem: String,
    /// The buffer's memref type (`memref<?xf64>`, `memref<12xf64>`).
    pub memref: String,
    pub base: String,
    /// An index value; `None` for 1.
    pub stride: Option<String>,
    pub dtype: DType,
    pub shape: Vec<usize>,
}

impl TensorRef {
    pub(crate) fn len(&self) -> usize {
        self.shape.iter().product()
    }

    /// Where element `e` is in the buffer.
    fn at(&self, body: &mut Body, e: &str) -> String {
        match &self.stride {
            Some(stride) => {
                let offset = body.mul_index(e, stride);
                body.add_index(&self.base, &offset)
            }
            None => body.add_index(&self.base, e),
        }
    }

    /// Element `e` (an index value), as an SSA value.
    pub(crate) fn load(&self, body: &mut Body, e: &str) -> Scalar {
        let at = self.at(body, e);
        let raw = body.load(&self.mem, &at, &self.memref);
        Scalar::new(from_memory(body, &raw, self.dtype), self.dtype)
    }

    /// Elements `e .. e + lanes` as one vector (contiguous, not bools).
    pub(crate) fn load_vector(&self, body: &mut Body, e: &str, lanes: usize) -> String {
        let at = self.at(body, e);
        let ty = format!("vector<{lanes}x{}>", ssa_type(self.dtype));
        body.assign(&format!("vector.load {}[{at}] : {}, {ty}", self.mem, self.memref))
    }

    /// Stores the vector `value` as elements `e .. e + lanes`.
    pub(crate) fn store_vector(&self, body: &mut Body, e: &str, value: &str, lanes: usize) {
        let at = self.at(body, e);
        let ty = format!("vector<{lanes}x{}>", ssa_type(self.dtype));
        body.line(&format!(
            "vector.store {value}, {}[{at}] : {}, {ty}",
            self.mem, self.memref
        ));
    }

    /// Stores `value` (already of this tensor's dtype) at element `e`.
    pub(crate) fn store(&self, body: &mut Body, e: &str, value: &str) {
        let at = self.at(body, e);
        let raw = to_memory(body, value, self.dtype);
        body.store(&raw, &self.mem, &at, &self.memref);
    }
}

/// An operand: a scalar value or a tensor in memory.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    Scalar(Scalar),
    Tensor(TensorRef),
}

impl Val {
    /// Element `e` of a tensor; a scalar broadcasts.
    pub(crate) fn element(&self, body: &mut Body, e: &str) -> Scalar {
        match self {
            Val::Scalar(s) => s.clone(),
            Val::Tensor(t) => t.load(body, e),
        }
    }

    /// The element dtype.
    pub(crate) fn dtype(&self) -> DType {
        match self {
            Val::Scalar(s) => s.dtype,
            Val::Tensor(t) => t.dtype,
        }
    }
}

/// A value loaded from memory in SSA form (bytes to `i1` for bool).
pub(crate) fn from_memory(body: &mut Body, raw: &str, d: DType) -> String {
    if d == DType::Bool {
        let zero = body.int(0, "i8");
        body.cmpi("ne", raw, &zero, "i8")
    } else {
        raw.to_string()
    }
}

/// An SSA value in its memory form (`i1` to a 0/1 byte for bool).
pub(crate) fn to_memory(body: &mut Body, value: &str, d: DType) -> String {
    if d == DType::Bool {
        body.cast("extui", value, "i1", mem_type(d))
    } else {
        value.to_string()
    }
}

/// Converts `x` to dtype `to` with the `Cast` rules, which Rust's `as`
/// defines: bool is 0/1, a number is true when nonzero (NaN included),
/// i64 to i32 wraps, int to float rounds to nearest, float to int
/// truncates toward zero and saturates with NaN giving 0.
pub(crate) fn convert(body: &mut Body, x: &Scalar, to: DType) -> Scalar {
    use DType::*;
    let (from, a) = (x.dtype, x.ssa.as_str());
    let (ft, tt) = (ssa_type(from), ssa_type(to));
    let ssa = match (from, to) {
        _ if from == to => a.to_string(),
        (Bool, I32 | I64) => body.cast("extui", a, ft, tt),
        (Bool, F32 | F64) => body.cast("uitofp", a, ft, tt),
        (I32, I64) => body.cast("extsi", a, ft, tt),
        (I64, I32) => body.cast("trunci", a, ft, tt),
        (I32 | I64, F32 | F64) => body.cast("sitofp", a, ft, tt),
        (F32, F64) => body.cast("extf", a, ft, tt),
        (F64, F32) => body.cast("truncf", a, ft, tt),
        (I32 | I64, Bool) => {
            let zero = body.int(0, ft);
            body.cmpi("ne", a, &zero, ft)
        }
        (F32 | F64, Bool) => {
            let zero = body.float(0.0, ft);
            body.cmpf("une", a, &zero, ft)
        }
        (F32 | F64, I32 | I64) => float_to_int(body, a, ft, tt),
        // Every pair is covered above; `from == to` caught the rest.
        _ => a.to_string(),
    };
    Scalar::new(ssa, to)
}

/// Saturating truncation. `fptosi` is poison outside the target's range,
/// so the out-of-range and NaN cases are selected around it (a `select`
/// does not propagate poison from the arm it does not take).
fn float_to_int(body: &mut Body, a: &str, ft: &str, tt: &str) -> String {
    let bits = if tt == "i32" { 31 } else { 63 };
    let limit = 2f64.powi(bits);
    let (hi, lo) = (body.float(limit, ft), body.float(-limit, ft));
    let (max, min) = if bits == 31 {
        (i64::from(i32::MAX), i64::from(i32::MIN))
    } else {
        (i64::MAX, i64::MIN)
    };
    let (max, min, zero) = (body.int(max, tt), body.int(min, tt), body.int(0, tt));
    let t = body.cast("fptosi", a, ft, tt);
    let too_big = body.cmpf("oge", a, &hi, ft);
    let too_small = body.cmpf("olt", a, &lo, ft);
    let nan = body.cmpf("uno", a, a, ft);
    let r = body.select(&too_big, &max, &t, tt);
    let r = body.select(&too_small, &min, &r, tt);
    body.select(&nan, &zero, &r, tt)
}

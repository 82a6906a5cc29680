//! A batch as raw columns: each argument's bytes exactly as NumPy lays out
//! a C-contiguous array of the parameter's dtype with the batch as its
//! leading axis (little-endian; bools one byte, 0 or 1). Callers that
//! hold such arrays (the Python extension) run a bundle on them without
//! building one `Value` per member: the bytes go straight into the loop
//! state, and the outputs come back the same way.

use crate::batch::Signature;
use crate::error::RuntimeError;
use crate::status::Status;

/// One argument's bytes.
#[derive(Clone, Copy, Debug)]
pub enum Column<'a> {
    /// `z` values, member after member.
    Batched(&'a [u8]),
    /// One value for the whole batch.
    Shared(&'a [u8]),
}

/// The entry's arguments for `z` members, in parameter order.
#[derive(Clone, Debug)]
pub struct Columns<'a> {
    pub z: usize,
    pub args: Vec<Column<'a>>,
}

/// The outputs of a run: one column per returned value (tuples
/// flattened), `z` values member after member; members whose status is
/// not `ok` hold zeros.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnOutputs {
    pub values: Vec<Vec<u8>>,
    pub status: Vec<Status>,
}

impl<'a> Columns<'a> {
    /// Members `range` of the batch (shared columns whole); the columns
    /// must hold `z` values each (`check`).
    pub fn members(&self, range: std::ops::Range<usize>) -> Columns<'a> {
        let args = (self.args.iter())
            .map(|arg| match *arg {
                Column::Batched(bytes) => {
                    let one = bytes.len() / self.z.max(1);
                    Column::Batched(&bytes[range.start * one..range.end * one])
                }
                shared => shared,
            })
            .collect();
        Columns { z: range.len(), args }
    }

    /// The columns must match the signature: one per parameter, batched or
    /// shared as declared, and exactly the bytes of `z` values (or of one)
    /// of the declared type. Bool bytes must be 0 or 1.
    pub fn check(&self, sig: &Signature) -> Result<(), RuntimeError> {
        crate::bundle::check_counts(sig, self.args.len(), self.z)?;
        for (param, arg) in sig.params.iter().zip(&self.args) {
            let error = |reason: String| RuntimeError::Input {
                param: param.name.clone(),
                member: None,
                reason,
            };
            let one = param.ty.num_elements() * param.ty.dtype.size_bytes();
            let (bytes, values) = match (arg, param.shared) {
                (Column::Shared(bytes), true) => (bytes, 1),
                (Column::Batched(bytes), false) => (bytes, self.z),
                (Column::Batched(_), true) => {
                    return Err(error("declared shared: give one value, not one per member".into()))
                }
                (Column::Shared(_), false) => return Err(error("declared batched: give one value per member".into())),
            };
            if bytes.len() != one * values {
                return Err(error(format!(
                    "{} bytes, but {values} value(s) of {} take {}",
                    bytes.len(),
                    param.ty,
                    one * values
                )));
            }
            if param.ty.dtype == crate::DType::Bool {
                if let Some(at) = bytes.iter().position(|&b| b > 1) {
                    return Err(error(format!("byte {at} of a bool array is {}, not 0 or 1", bytes[at])));
                }
            }
        }
        Ok(())
    }
}

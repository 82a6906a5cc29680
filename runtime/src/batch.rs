//! A batch of inputs and the outputs of a run, per member.

use crate::dtype::Type;
use crate::status::Status;
use crate::value::Value;
use serde::{Deserialize, Serialize};

/// One parameter of the entry function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParamSpec {
    pub name: String,
    pub ty: Type,
    /// One value for the whole batch rather than one per member.
    #[serde(default)]
    pub shared: bool,
}

/// What a program takes and gives: the contract the inputs are checked
/// against.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Signature {
    pub params: Vec<ParamSpec>,
    /// The types of the returned values, tuples flattened in order.
    pub outputs: Vec<Type>,
}

/// One argument for the whole batch.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// One value per member.
    Batched(Vec<Value>),
    /// One value for all members.
    Shared(Value),
}

/// The entry function's arguments for a batch of `z` members.
#[derive(Clone, Debug, PartialEq)]
pub struct Inputs {
    pub z: usize,
    /// In parameter order.
    pub args: Vec<Arg>,
}

impl Inputs {
    /// Member `b`'s value of argument `i`.
    pub fn member(&self, i: usize, b: usize) -> &Value {
        match &self.args[i] {
            Arg::Batched(vs) => &vs[b],
            Arg::Shared(v) => v,
        }
    }

    /// Members `range` of the batch (shared arguments whole).
    pub fn members(&self, range: std::ops::Range<usize>) -> Inputs {
        let args = (self.args.iter())
            .map(|a| match a {
                Arg::Batched(values) => Arg::Batched(values[range.clone()].to_vec()),
                Arg::Shared(v) => Arg::Shared(v.clone()),
            })
            .collect();
        Inputs { z: range.len(), args }
    }
}

/// The results of a run: one column per returned value (leading dimension
/// Z) and one status per member. A member whose status is not `ok` has the
/// zero value of each output's type.
#[derive(Clone, Debug, PartialEq)]
pub struct Outputs {
    pub values: Vec<Vec<Value>>,
    pub status: Vec<Status>,
}

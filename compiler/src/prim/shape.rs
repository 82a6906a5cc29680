//! The static shape a primitive can carry as an attribute (`full<3x4>`):
//! small and `Copy`, like the rest of `Prim`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most axes a shape attribute holds.
pub const MAX_RANK: usize = 8;

/// The most elements one tensor may have (per member): 2^28, 2 GiB of
/// f64. Larger ones are refused where they are written, rather than
/// failing to allocate at run time.
pub const MAX_ELEMENTS: usize = 1 << 28;

/// Whether a tensor of `dims` stays within [`MAX_ELEMENTS`].
pub fn fits(dims: &[usize]) -> bool {
    dims.iter()
        .try_fold(1usize, |acc, d| acc.checked_mul(*d))
        .is_some_and(|n| n <= MAX_ELEMENTS)
}

/// A static shape of at most [`MAX_RANK`] axes, each below 2^32.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<usize>", into = "Vec<usize>")]
pub struct Shape {
    rank: u8,
    dims: [u32; MAX_RANK],
}

impl Shape {
    /// The shape with axes `dims`; `None` past [`MAX_RANK`] axes or for
    /// an axis of 2^32 or more.
    pub fn new(dims: &[usize]) -> Option<Shape> {
        if dims.len() > MAX_RANK {
            return None;
        }
        let mut out = [0u32; MAX_RANK];
        for (o, d) in out.iter_mut().zip(dims) {
            *o = u32::try_from(*d).ok()?;
        }
        Some(Shape {
            rank: dims.len() as u8,
            dims: out,
        })
    }

    pub fn dims(&self) -> Vec<usize> {
        self.dims[..usize::from(self.rank)]
            .iter()
            .map(|d| *d as usize)
            .collect()
    }
}

impl TryFrom<Vec<usize>> for Shape {
    type Error = String;

    fn try_from(dims: Vec<usize>) -> Result<Shape, String> {
        Shape::new(&dims).ok_or_else(|| format!("shape {dims:?} has too many axes or too large an axis"))
    }
}

impl From<Shape> for Vec<usize> {
    fn from(s: Shape) -> Vec<usize> {
        s.dims()
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = self.dims().iter().map(usize::to_string).collect();
        f.write_str(&dims.join("x"))
    }
}

//! Static selections, the attribute of `slice` and `set_slice`: for each
//! leading axis of a tensor, either one index given at run time (the axis
//! is dropped) or a range with static start, step and length (Python's
//! slice `start:stop:step`, already resolved against the axis's length).
//! Axes after the selection are taken whole.

use super::shape::MAX_RANK;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Axis {
    /// One index, an operand of the primitive.
    Index,
    /// `len` elements from `start` by `step`, all inside the axis.
    Range { start: u32, step: i32, len: u32 },
}

/// The selection on a tensor's leading axes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<Axis>", into = "Vec<Axis>")]
pub struct Selection {
    rank: u8,
    axes: [Axis; MAX_RANK],
}

impl Selection {
    pub fn new(axes: &[Axis]) -> Option<Selection> {
        if axes.is_empty() || axes.len() > MAX_RANK {
            return None;
        }
        let mut out = [Axis::Index; MAX_RANK];
        out[..axes.len()].copy_from_slice(axes);
        Some(Selection {
            rank: axes.len() as u8,
            axes: out,
        })
    }

    pub fn axes(&self) -> &[Axis] {
        &self.axes[..usize::from(self.rank)]
    }

    /// How many indices the primitive takes as operands.
    pub fn indices(&self) -> usize {
        self.axes().iter().filter(|a| **a == Axis::Index).count()
    }

    /// The shape selected from a tensor of `shape`, or why it does not
    /// fit.
    pub fn result_shape(&self, shape: &[usize]) -> Result<Vec<usize>, String> {
        if self.axes().len() > shape.len() {
            return Err(format!(
                "{} indices for a tensor of {} axes",
                self.axes().len(),
                shape.len()
            ));
        }
        let mut out = Vec::new();
        for (axis, &n) in self.axes().iter().zip(shape) {
            if let Axis::Range { start, step, len } = *axis {
                let last = i64::from(start) + (i64::from(len) - 1) * i64::from(step);
                if len == 0 || i64::from(start) >= n as i64 || last < 0 || last >= n as i64 {
                    return Err(format!("the slice {} does not fit an axis of {n}", axis_text(axis)));
                }
                out.push(len as usize);
            }
        }
        out.extend_from_slice(&shape[self.axes().len()..]);
        Ok(out)
    }

    /// The flat offsets into a tensor of `shape` of the selected elements
    /// in row-major order, given the indices (already checked to be in
    /// `0..n` for their axes).
    pub fn offsets(&self, shape: &[usize], indices: &[usize]) -> Vec<usize> {
        let mut fixed = indices.iter();
        // Per leading axis: the source positions it ranges over.
        let mut per_axis: Vec<Vec<usize>> = Vec::with_capacity(shape.len());
        for (k, &n) in shape.iter().enumerate() {
            per_axis.push(match self.axes().get(k) {
                Some(Axis::Index) => vec![fixed.next().copied().unwrap_or(0)],
                Some(Axis::Range { start, step, len }) => (0..i64::from(*len))
                    .map(|c| (i64::from(*start) + c * i64::from(*step)) as usize)
                    .collect(),
                None => (0..n).collect(),
            });
        }
        let mut out = vec![0usize];
        for (positions, &n) in per_axis.iter().zip(shape) {
            out = out
                .iter()
                .flat_map(|base| positions.iter().map(move |p| base * n + p))
                .collect();
        }
        out
    }
}

/// `start:stop:step` resolved against an axis of length `n` as Python's
/// `slice.indices(n)` does: the first position, the step and the count.
pub fn resolve_slice(
    start: Option<i64>,
    stop: Option<i64>,
    step: Option<i64>,
    n: usize,
) -> Result<(i64, i64, usize), String> {
    let step = step.unwrap_or(1);
    if step == 0 {
        return Err("slice step cannot be zero".into());
    }
    let n = n as i64;
    let clamp = |v: Option<i64>, default: i64, lo: i64, hi: i64| match v {
        None => default,
        Some(v) if v < 0 => (v + n).max(lo),
        Some(v) => v.min(hi),
    };
    let (start, stop) = if step > 0 {
        (clamp(start, 0, 0, n), clamp(stop, n, 0, n))
    } else {
        (clamp(start, n - 1, -1, n - 1), clamp(stop, -1, -1, n - 1))
    };
    let len = if step > 0 {
        if stop > start {
            (stop - start + step - 1) / step
        } else {
            0
        }
    } else if start > stop {
        (start - stop - step - 1) / -step
    } else {
        0
    };
    Ok((start, step, len as usize))
}

/// `i` for an index; `start:end:step` for a range, with absolute
/// positions and `end` exclusive (so `5:-1:-1` runs from 5 down to 0,
/// unlike a Python slice).
fn axis_text(axis: &Axis) -> String {
    match axis {
        Axis::Index => "i".into(),
        Axis::Range { start, step, len } => {
            let end = i64::from(*start) + i64::from(*len) * i64::from(*step);
            format!("{start}:{end}:{step}")
        }
    }
}

impl TryFrom<Vec<Axis>> for Selection {
    type Error = String;

    fn try_from(axes: Vec<Axis>) -> Result<Selection, String> {
        Selection::new(&axes).ok_or_else(|| format!("a selection has 1 to {MAX_RANK} axes"))
    }
}

impl From<Selection> for Vec<Axis> {
    fn from(s: Selection) -> Vec<Axis> {
        s.axes().to_vec()
    }
}

impl fmt::Display for Selection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let axes: Vec<String> = self.axes().iter().map(axis_text).collect();
        f.write_str(&axes.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_resolve_as_python_does() {
        // Python: list(range(10))[2:5], [::-1], [-3:], [8:2:-2], [5:100], [-100:2]
        assert_eq!(resolve_slice(Some(2), Some(5), None, 10), Ok((2, 1, 3)));
        assert_eq!(resolve_slice(None, None, Some(-1), 10), Ok((9, -1, 10)));
        assert_eq!(resolve_slice(Some(-3), None, None, 10), Ok((7, 1, 3)));
        assert_eq!(resolve_slice(Some(8), Some(2), Some(-2), 10), Ok((8, -2, 3)));
        assert_eq!(resolve_slice(Some(5), Some(100), None, 10), Ok((5, 1, 5)));
        assert_eq!(resolve_slice(Some(-100), Some(2), None, 10), Ok((0, 1, 2)));
        assert_eq!(resolve_slice(Some(5), Some(2), None, 10), Ok((5, 1, 0)));
        assert_eq!(resolve_slice(None, Some(-100), Some(-1), 10), Ok((9, -1, 10)));
        assert!(resolve_slice(None, None, Some(0), 10).is_err());
    }

    #[test]
    fn offsets_walk_the_selection_in_row_major_order() {
        // m: 3 x 4; m[:, 1] and m[2, ::-2]
        let column = Selection::new(&[
            Axis::Range {
                start: 0,
                step: 1,
                len: 3,
            },
            Axis::Index,
        ])
        .unwrap();
        assert_eq!(column.result_shape(&[3, 4]), Ok(vec![3]));
        assert_eq!(column.offsets(&[3, 4], &[1]), vec![1, 5, 9]);
        let row = Selection::new(&[
            Axis::Index,
            Axis::Range {
                start: 3,
                step: -2,
                len: 2,
            },
        ])
        .unwrap();
        assert_eq!(row.offsets(&[3, 4], &[2]), vec![11, 9]);
        let rows = Selection::new(&[Axis::Range {
            start: 1,
            step: 1,
            len: 2,
        }])
        .unwrap();
        assert_eq!(rows.result_shape(&[3, 4]), Ok(vec![2, 4]));
        assert_eq!(rows.offsets(&[3, 4], &[]), vec![4, 5, 6, 7, 8, 9, 10, 11]);
        let bad = Selection::new(&[Axis::Range {
            start: 2,
            step: 1,
            len: 3,
        }])
        .unwrap();
        assert!(bad.result_shape(&[3]).is_err());
    }
}

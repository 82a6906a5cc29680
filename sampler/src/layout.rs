//! The model's parameters as the output names them: each with its name,
//! its shape on the constrained scale, its support, and how many of the
//! sampler's free coordinates it takes. The compiled sampler records,
//! per draw, the parameters' constrained values one after the other,
//! each row by row (`constrain` of the model adapter); this says which
//! values are whose. A model written in the flat form, `theta: f64[D]`,
//! has one unconstrained parameter, `theta`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Where a parameter's values lie (the model's constraint annotation).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Support {
    Real,
    Positive,
    Lower(f64),
    Upper(f64),
    Bounded(f64, f64),
    Simplex,
    Ordered,
    PositiveOrdered,
    CholeskyCorr,
    CovMatrix,
}

/// One parameter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParamLayout {
    pub name: String,
    /// Its shape on the constrained scale: `[]` for a scalar.
    pub shape: Vec<usize>,
    pub support: Support,
    /// Its number of free (unconstrained) coordinates.
    pub free: usize,
}

impl ParamLayout {
    /// Its number of constrained values.
    pub fn size(&self) -> usize {
        self.shape.iter().product()
    }

    /// The shape of its free coordinates in the unconstrained output: its
    /// own for an element-wise transform, else a vector.
    pub fn free_shape(&self) -> Vec<usize> {
        match self.support {
            Support::Simplex | Support::CholeskyCorr | Support::CovMatrix => vec![self.free],
            _ => self.shape.clone(),
        }
    }
}

/// Every parameter, in `log_density`'s order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    pub params: Vec<ParamLayout>,
}

impl Layout {
    /// One unconstrained vector `name` of `dim` values (the flat form).
    pub fn flat(name: &str, dim: usize) -> Layout {
        Layout {
            params: vec![ParamLayout {
                name: name.to_string(),
                shape: vec![dim],
                support: Support::Real,
                free: dim,
            }],
        }
    }

    /// The number of constrained values per draw.
    pub fn size(&self) -> usize {
        self.params.iter().map(ParamLayout::size).sum()
    }

    /// The number of free coordinates, theta's length.
    pub fn dim(&self) -> usize {
        self.params.iter().map(|p| p.free).sum()
    }

    /// Each constrained value's name as ArviZ's summary writes it: `mu`,
    /// `eta[0]`, `L[1, 0]`.
    pub fn coordinate_names(&self) -> Vec<String> {
        let mut names = Vec::with_capacity(self.size());
        for p in &self.params {
            if p.shape.is_empty() {
                names.push(p.name.clone());
                continue;
            }
            for flat in 0..p.size() {
                let index: Vec<String> = unravel(flat, &p.shape).iter().map(usize::to_string).collect();
                names.push(format!("{}[{}]", p.name, index.join(", ")));
            }
        }
        names
    }

    /// The parameters with where each one's values start in a draw's row
    /// of constrained values.
    pub fn offsets(&self) -> impl Iterator<Item = (&ParamLayout, usize)> {
        self.params.iter().scan(0, |at, p| {
            let start = *at;
            *at += p.size();
            Some((p, start))
        })
    }

    /// The parameters with where each one's free coordinates start in
    /// theta.
    pub fn free_offsets(&self) -> impl Iterator<Item = (&ParamLayout, usize)> {
        self.params.iter().scan(0, |at, p| {
            let start = *at;
            *at += p.free;
            Some((p, start))
        })
    }
}

/// The row-major multi-index of element `flat` of `shape`.
fn unravel(mut flat: usize, shape: &[usize]) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    for (i, &n) in shape.iter().enumerate().rev() {
        index[i] = flat % n.max(1);
        flat /= n.max(1);
    }
    index
}

impl fmt::Display for Support {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Support::Real => write!(f, "unconstrained"),
            Support::Positive => write!(f, "Positive (> 0)"),
            Support::Lower(a) => write!(f, "Lower (> {a})"),
            Support::Upper(b) => write!(f, "Upper (< {b})"),
            Support::Bounded(a, b) => write!(f, "Bounded (in ({a}, {b}))"),
            Support::Simplex => write!(f, "Simplex (positive, summing to 1)"),
            Support::Ordered => write!(f, "Ordered (increasing)"),
            Support::PositiveOrdered => write!(f, "PositiveOrdered (positive, increasing)"),
            Support::CholeskyCorr => write!(
                f,
                "CholeskyCorr (lower triangular, positive diagonal, rows of unit length)"
            ),
            Support::CovMatrix => write!(f, "CovMatrix (symmetric positive definite)"),
        }
    }
}

impl Support {
    /// Why `values` (one parameter's, row by row, of `shape`) lie outside
    /// the support, if they do: what `unconstrain` could not invert.
    pub fn violation(self, values: &[f64], shape: &[usize]) -> Option<String> {
        if let Some(x) = values.iter().find(|x| !x.is_finite()) {
            return Some(format!("{x} is not a finite number"));
        }
        let each = |ok: &dyn Fn(f64) -> bool, what: &str| {
            (values.iter().find(|&&x| !ok(x))).map(|x| format!("{x} is not {what}"))
        };
        let increasing =
            || (values.windows(2).find(|w| w[1] <= w[0])).map(|w| format!("{} then {} is not increasing", w[0], w[1]));
        let k = shape.first().copied().unwrap_or(0);
        let at = |i: usize, j: usize| values[i * k + j];
        match self {
            Support::Real => None,
            Support::Positive => each(&|x| x > 0.0, "> 0"),
            Support::Lower(a) => each(&|x| x > a, &format!("> {a}")),
            Support::Upper(b) => each(&|x| x < b, &format!("< {b}")),
            Support::Bounded(a, b) => each(&|x| x > a && x < b, &format!("in ({a}, {b})")),
            Support::Ordered => increasing(),
            Support::PositiveOrdered => each(&|x| x > 0.0, "> 0").or_else(increasing),
            Support::Simplex => {
                let sum: f64 = values.iter().sum();
                each(&|x| x > 0.0, "> 0").or_else(|| {
                    ((sum - 1.0).abs() > 1e-8).then(|| format!("the values sum to {sum}, not 1 (within 1e-8)"))
                })
            }
            Support::CholeskyCorr => (0..k).find_map(|i| {
                let upper = (i + 1..k).find(|&j| at(i, j) != 0.0);
                let norm: f64 = (0..k).map(|j| at(i, j) * at(i, j)).sum();
                if let Some(j) = upper {
                    Some(format!("element [{i}, {j}] above the diagonal is {}, not 0", at(i, j)))
                } else if at(i, i) <= 0.0 {
                    Some(format!("diagonal element [{i}, {i}] is {}, not > 0", at(i, i)))
                } else {
                    ((norm - 1.0).abs() > 1e-8)
                        .then(|| format!("row {i} has squared length {norm}, not 1 (within 1e-8)"))
                }
            }),
            Support::CovMatrix => {
                let asymmetric = (0..k)
                    .flat_map(|i| (0..i).map(move |j| (i, j)))
                    .find(|&(i, j)| at(i, j) != at(j, i));
                match asymmetric {
                    Some((i, j)) => Some(format!(
                        "[{i}, {j}] = {} but [{j}, {i}] = {}: not symmetric",
                        at(i, j),
                        at(j, i)
                    )),
                    None => cholesky_pivot(values, k).map(|(i, p)| {
                        format!("not positive definite (pivot {i} of its Cholesky factorization is {p})")
                    }),
                }
            }
        }
    }
}

/// The first non-positive pivot of the Cholesky factorization of the
/// k x k matrix `a`, if there is one.
fn cholesky_pivot(a: &[f64], k: usize) -> Option<(usize, f64)> {
    let mut l = vec![0.0; k * k];
    for j in 0..k {
        let d = a[j * k + j] - (0..j).map(|m| l[j * k + m] * l[j * k + m]).sum::<f64>();
        if d.is_nan() || d <= 0.0 {
            return Some((j, d));
        }
        l[j * k + j] = d.sqrt();
        for i in j + 1..k {
            let t = a[i * k + j] - (0..j).map(|m| l[i * k + m] * l[j * k + m]).sum::<f64>();
            l[i * k + j] = t / l[j * k + j];
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_arviz() {
        let layout = Layout {
            params: vec![
                ParamLayout {
                    name: "mu".into(),
                    shape: vec![],
                    support: Support::Real,
                    free: 1,
                },
                ParamLayout {
                    name: "L".into(),
                    shape: vec![2, 2],
                    support: Support::CholeskyCorr,
                    free: 1,
                },
            ],
        };
        assert_eq!(
            layout.coordinate_names(),
            ["mu", "L[0, 0]", "L[0, 1]", "L[1, 0]", "L[1, 1]"]
        );
        assert_eq!((layout.size(), layout.dim()), (5, 2));
        assert_eq!(layout.params[1].free_shape(), [1]);
    }

    #[test]
    fn violations_name_the_value() {
        assert!(Support::Positive.violation(&[1.0, 2.0], &[2]).is_none());
        assert!(Support::Positive.violation(&[1.0, -2.0], &[2]).unwrap().contains("-2"));
        assert!(Support::Bounded(0.0, 1.0).violation(&[1.0], &[]).is_some());
        assert!(Support::Ordered
            .violation(&[1.0, 1.0], &[2])
            .unwrap()
            .contains("increasing"));
        assert!(Support::Simplex.violation(&[0.5, 0.4], &[2]).unwrap().contains("sum"));
        assert!(Support::Simplex.violation(&[0.5, 0.5], &[2]).is_none());
        let s = 0.6f64;
        let l = [1.0, 0.0, s, (1.0 - s * s).sqrt()];
        assert!(Support::CholeskyCorr.violation(&l, &[2, 2]).is_none());
        assert!(Support::CholeskyCorr
            .violation(&[1.0, 0.0, 0.6, 0.6], &[2, 2])
            .is_some());
        assert!(Support::CovMatrix.violation(&[2.0, 0.5, 0.5, 1.0], &[2, 2]).is_none());
        assert!(Support::CovMatrix
            .violation(&[1.0, 2.0, 2.0, 1.0], &[2, 2])
            .unwrap()
            .contains("positive definite"));
        assert!(Support::CovMatrix
            .violation(&[1.0, 0.1, 0.2, 1.0], &[2, 2])
            .unwrap()
            .contains("symmetric"));
    }
}

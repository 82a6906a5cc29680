//! The model adapter: the functions that put a model's named, constrained
//! parameters (`log_density(mu: f64, tau: Positive[f64], eta: f64[J],
//! y: Shared[...])`) behind the sampler's flat vector of free coordinates.
//! The compiler writes them as source text in the language, compiled as
//! one more unit (a library one: it calls constraints.py's private
//! templates):
//!
//! * `log_density(theta: F[D], *data) -> R`: the parameters' values from
//!   theta, the model's density at them, plus the transforms'
//!   log-Jacobians (left to right, then added to the density once);
//! * `constrain(theta: F[D]) -> F[P]`: the constrained values, each
//!   parameter's elements row by row, one after the other (the draws the
//!   output names);
//! * `unconstrain(x: F[P]) -> F[D]`: the inverse (`--init` by name).
//!
//! A parameter takes the next `free` coordinates of theta (its elements
//! row by row for an element-wise transform; constraints.py says the
//! order for the others). CPython's twin (autobatch/sampling.py) performs
//! the same operations in the same order. The adapter's own names start
//! with `__`, so none is a name of the model's.

use super::constraint::Constraint;
use super::types::SrcTy;
use autobatch_runtime::{DType, Type};
use std::fmt::Write;

/// One parameter as the adapter sees it.
pub struct AdapterParam<'p> {
    pub ty: &'p Type,
    pub constraint: Option<Constraint>,
}

/// What the adapter is written for.
pub struct AdapterSpec<'p> {
    pub float: DType,
    pub ret: DType,
    pub params: Vec<AdapterParam<'p>>,
    pub data: Vec<&'p Type>,
    /// Whether to write `log_density` (not when the model's own takes the
    /// flat vector and is bound directly).
    pub log_density: bool,
    /// The return type of the model's `generated_quantities`, if it has
    /// one: then `generated(theta, *data, key)` calls it at theta's
    /// parameters.
    pub generated: Option<&'p SrcTy>,
}

/// The model's function, as the adapter's unit names it.
pub const MODEL: &str = "__model";
/// The model's `generated_quantities`, likewise.
pub const GENERATED: &str = "__gq";

impl AdapterSpec<'_> {
    fn dim(&self) -> usize {
        self.params.iter().map(|p| Constraint::free(p.constraint, p.ty)).sum()
    }

    fn size(&self) -> usize {
        self.params.iter().map(|p| p.ty.shape.iter().product::<usize>()).sum()
    }

    /// The adapter's source text.
    pub fn source(&self) -> String {
        let mut out = String::new();
        if self.log_density {
            self.write_log_density(&mut out);
        }
        self.write_constrain(&mut out);
        self.write_unconstrain(&mut out);
        if let Some(ret) = self.generated {
            self.write_generated(&mut out, ret);
        }
        out
    }

    fn write_generated(&self, out: &mut String, ret: &SrcTy) {
        let d = self.dim();
        let _ = writeln!(
            out,
            "\ndef generated(__theta: {}{}, __key: i64) -> {}:",
            self.vector(d),
            self.data_params(),
            src_type_text(ret)
        );
        self.write_values(out);
        let args: Vec<String> = (0..self.params.len())
            .map(|i| format!("__x{i}"))
            .chain((0..self.data.len()).map(|k| format!("__d{k}")))
            .chain(["__key".to_string()])
            .collect();
        let _ = writeln!(out, "    return {GENERATED}({})", args.join(", "));
    }

    fn vector(&self, n: usize) -> String {
        format!("{}[{n}]", self.float.name())
    }

    fn zeros(&self, shape: &[usize]) -> String {
        let f = self.float.name();
        match shape {
            [n] => format!("zeros({n}, {f})"),
            dims => format!(
                "zeros(({}), {f})",
                dims.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
            ),
        }
    }

    /// `__x{i} = ...` (and `__j{i}`, the log-Jacobian, where there is a
    /// transform) for every parameter, read from `__theta`.
    fn write_values(&self, out: &mut String) {
        let mut o = 0;
        for (i, p) in self.params.iter().enumerate() {
            let n = Constraint::free(p.constraint, p.ty);
            let u = self.free_value(p, "__theta", o, n);
            let call = match p.constraint {
                None => {
                    let _ = writeln!(out, "    __x{i} = {u}");
                    o += n;
                    continue;
                }
                Some(Constraint::Positive) => format!("_positive_constrain({u})"),
                Some(Constraint::Lower(a)) => format!("_lower_constrain({u}, {a:?})"),
                Some(Constraint::Upper(b)) => format!("_upper_constrain({u}, {b:?})"),
                Some(Constraint::Bounded(a, b)) => format!("_bounded_constrain({u}, {a:?}, {b:?})"),
                Some(Constraint::Ordered) => format!("_ordered_constrain({u})"),
                Some(Constraint::PositiveOrdered) => format!("_positive_ordered_constrain({u})"),
                Some(Constraint::Simplex) => format!("_simplex_constrain({u}, {})", self.zeros(&p.ty.shape)),
                Some(Constraint::CholeskyCorr) => {
                    format!("_cholesky_corr_constrain({u}, {})", self.zeros(&p.ty.shape))
                }
                Some(Constraint::CovMatrix) => format!("_cov_matrix_constrain({u}, {})", self.zeros(&p.ty.shape)),
            };
            let _ = writeln!(out, "    __x{i}, __j{i} = {call}");
            o += n;
        }
    }

    /// The free coordinates `o .. o + n` of `vector` as the transform
    /// takes them: a scalar, a vector, or (element-wise transforms of a
    /// matrix) the matrix.
    fn free_value(&self, p: &AdapterParam, vector: &str, o: usize, n: usize) -> String {
        if !Constraint::elementwise(p.constraint) {
            return format!("{vector}[{o}:{}]", o + n);
        }
        match p.ty.shape.len() {
            0 => format!("{vector}[{o}]"),
            1 => format!("{vector}[{o}:{}]", o + n),
            _ => format!("_matrix({vector}[{o}:{}], {})", o + n, self.zeros(&p.ty.shape)),
        }
    }

    fn data_params(&self) -> String {
        let f = |(k, t): (usize, &&Type)| format!(", __d{k}: Shared[{}]", type_text(t));
        self.data.iter().enumerate().map(f).collect()
    }

    fn write_log_density(&self, out: &mut String) {
        let (d, r) = (self.dim(), self.ret.name());
        let _ = writeln!(
            out,
            "def log_density(__theta: {}{}) -> {r}:",
            self.vector(d),
            self.data_params()
        );
        self.write_values(out);
        let args: Vec<String> = (0..self.params.len())
            .map(|i| format!("__x{i}"))
            .chain((0..self.data.len()).map(|k| format!("__d{k}")))
            .collect();
        let _ = writeln!(out, "    __lp = {MODEL}({})", args.join(", "));
        let jacobians: Vec<String> = (self.params.iter().enumerate())
            .filter(|(_, p)| p.constraint.is_some())
            .map(|(i, _)| format!("__j{i}"))
            .collect();
        if jacobians.is_empty() {
            let _ = writeln!(out, "    return __lp\n\n");
            return;
        }
        // Summed apart, then added once: `lp + (j0 + j1 + ...)`.
        let sum = jacobians.join(" + ");
        let sum = if self.ret == self.float {
            format!("({sum})")
        } else {
            format!("{r}({sum})")
        };
        let _ = writeln!(out, "    return __lp + {sum}\n\n");
    }

    fn write_constrain(&self, out: &mut String) {
        let (d, p) = (self.dim(), self.size());
        let _ = writeln!(out, "def constrain(__theta: {}) -> {}:", self.vector(d), self.vector(p));
        let _ = writeln!(out, "    __out = {}", self.zeros(&[p]));
        self.write_values(out);
        let mut o = 0;
        for (i, param) in self.params.iter().enumerate() {
            let s: usize = param.ty.shape.iter().product();
            match param.ty.shape.len() {
                0 => writeln!(out, "    __out[{o}] = __x{i}"),
                1 => writeln!(out, "    __out[{o}:{}] = __x{i}", o + s),
                _ => writeln!(out, "    __out[{o}:{}] = _flatten(__x{i}, {})", o + s, self.zeros(&[s])),
            }
            .expect("writing to a String cannot fail");
            o += s;
        }
        let _ = writeln!(out, "    return __out\n\n");
    }

    fn write_unconstrain(&self, out: &mut String) {
        let (d, p) = (self.dim(), self.size());
        let _ = writeln!(out, "def unconstrain(__x: {}) -> {}:", self.vector(p), self.vector(d));
        let _ = writeln!(out, "    __theta = {}", self.zeros(&[d]));
        let (mut o, mut at) = (0, 0);
        for (i, param) in self.params.iter().enumerate() {
            let (s, n) = (
                param.ty.shape.iter().product::<usize>(),
                Constraint::free(param.constraint, param.ty),
            );
            let value = match param.ty.shape.len() {
                0 => format!("__x[{at}]"),
                1 => format!("__x[{at}:{}]", at + s),
                _ => format!("_matrix(__x[{at}:{}], {})", at + s, self.zeros(&param.ty.shape)),
            };
            let free = match param.constraint {
                None => value,
                Some(Constraint::Positive) => format!("_positive_free({value})"),
                Some(Constraint::Lower(a)) => format!("_lower_free({value}, {a:?})"),
                Some(Constraint::Upper(b)) => format!("_upper_free({value}, {b:?})"),
                Some(Constraint::Bounded(a, b)) => format!("_bounded_free({value}, {a:?}, {b:?})"),
                Some(Constraint::Ordered) => format!("_ordered_free({value})"),
                Some(Constraint::PositiveOrdered) => format!("_positive_ordered_free({value})"),
                Some(Constraint::Simplex) => format!("_simplex_free({value})"),
                Some(Constraint::CholeskyCorr) => format!("_cholesky_corr_free({value}, {})", self.zeros(&[n])),
                Some(Constraint::CovMatrix) => format!("_cov_matrix_free({value}, {})", self.zeros(&[n])),
            };
            let _ = writeln!(out, "    __u{i} = {free}");
            let target = if param.ty.shape.is_empty() && Constraint::elementwise(param.constraint) {
                format!("__theta[{o}]")
            } else {
                format!("__theta[{o}:{}]", o + n)
            };
            if param.ty.shape.len() > 1 && Constraint::elementwise(param.constraint) {
                let _ = writeln!(out, "    {target} = _flatten(__u{i}, {})", self.zeros(&[n]));
            } else {
                let _ = writeln!(out, "    {target} = __u{i}");
            }
            o += n;
            at += s;
        }
        let _ = writeln!(out, "    return __theta\n");
    }
}

/// A source type as an annotation: a type, or `tuple[...]` of them.
fn src_type_text(t: &SrcTy) -> String {
    match t {
        SrcTy::Atom(t) => type_text(t),
        SrcTy::Tuple(items) => format!(
            "tuple[{}]",
            items.iter().map(src_type_text).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// A type as an annotation: `f64`, `i64[3]`, `f32[2, 4]`.
fn type_text(t: &Type) -> String {
    let base = t.dtype.name();
    if t.shape.is_empty() {
        return base.to_string();
    }
    let dims: Vec<String> = t.shape.iter().map(usize::to_string).collect();
    format!("{base}[{}]", dims.join(", "))
}

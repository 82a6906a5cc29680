//! A model's generated quantities: the optional function
//!
//! ```python
//! GENERATED = ("y_rep", "log_lik")
//!
//! def generated_quantities(mu: f64, tau: Positive[f64], eta: f64[J],
//!                          y: Shared[f64[J]], sigma: Shared[f64[J]], key: i64)
//!         -> tuple[f64[J], f64[J]]:
//! ```
//!
//! taking `log_density`'s parameters (same names, types and constraints),
//! then its data, then a random key, and returning one value per name of
//! the module constant `GENERATED` (the value itself for one name). The
//! sampler evaluates it once per kept draw (the adapter's `generated`,
//! `adapter.rs`, through python/autobatch/generate.py). Names ending
//! `_rep` are posterior predictive draws, `log_lik` the pointwise log
//! likelihood, the rest go with the parameters.

use super::error::{err, Error, Result};
use super::model::ModelParameter;
use super::module::{Module, ParamSig};
use super::types::SrcTy;
use autobatch_runtime::{DType, Type};
use rustpython_parser::text_size::TextRange;

/// The function's name.
pub const GENERATED_QUANTITIES: &str = "generated_quantities";
/// The module constant naming its values.
pub const GENERATED: &str = "GENERATED";

/// One generated quantity, as the output names it.
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratedQuantity {
    pub name: String,
    /// Its type per draw.
    pub ty: Type,
}

/// The model's generated quantities, checked.
pub(crate) struct GeneratedSpec {
    pub func: usize,
    pub ret: SrcTy,
    pub quantities: Vec<GeneratedQuantity>,
}

/// Reads and checks the model's `generated_quantities`, if it has one,
/// against `log_density`'s parameters and data.
pub(crate) fn read(
    module: &Module,
    file: &str,
    params: &[ModelParameter],
    data: &[(String, Type)],
) -> Result<Option<GeneratedSpec>> {
    let scope = &module.scopes[0];
    if let Some(range) = scope.const_ranges.get(GENERATED) {
        return err(
            *range,
            format!(
                "`{GENERATED}` names the generated quantities, as strings: e.g. `{GENERATED} = (\"y_rep\", \"log_lik\")` \
                 with a `{GENERATED_QUANTITIES}` function returning them (or remove `{GENERATED}`)"
            ),
        );
    }
    let Some(&f) = scope.func_index.get(GENERATED_QUANTITIES) else {
        if let Some((_, range)) = scope.strings.get(GENERATED) {
            return err(
                *range,
                format!("{file} names generated quantities but defines no `{GENERATED_QUANTITIES}` function to compute them"),
            );
        }
        return Ok(None);
    };
    let sig = &module.funcs[f].sig;
    let Some((names, names_range)) = scope.strings.get(GENERATED) else {
        return err(
            sig.name_range,
            format!("`{GENERATED_QUANTITIES}` needs the module constant `{GENERATED}` naming what it returns, e.g. `{GENERATED} = (\"y_rep\", \"log_lik\")`"),
        );
    };
    check_params(sig, params, data)?;
    let tys = match (&sig.ret, names.len()) {
        (SrcTy::Atom(t), 1) => vec![t.clone()],
        (SrcTy::Tuple(items), n) if items.len() == n && n > 1 => (items.iter())
            .map(|t| match t {
                SrcTy::Atom(t) => Ok(t.clone()),
                SrcTy::Tuple(_) => err(sig.name_range, "a generated quantity is a scalar or a tensor, not a tuple"),
            })
            .collect::<Result<Vec<_>>>()?,
        (ret, n) => {
            return err(
                sig.name_range,
                format!(
                    "`{GENERATED_QUANTITIES}` returns {ret}, but `{GENERATED}` names {n} value(s): return one value per name (a tuple for several)"
                ),
            )
        }
    };
    check_names(names, *names_range, params)?;
    let quantities = (names.iter().zip(tys))
        .map(|(name, ty)| GeneratedQuantity { name: name.clone(), ty })
        .collect();
    Ok(Some(GeneratedSpec {
        func: f,
        ret: sig.ret.clone(),
        quantities,
    }))
}

/// `log_density`'s parameters, then its data, then `key: i64`.
fn check_params(sig: &super::module::Signature, params: &[ModelParameter], data: &[(String, Type)]) -> Result<()> {
    let want: Vec<String> = (params.iter())
        .map(|p| p.name.clone())
        .chain(data.iter().map(|(n, _)| n.clone()))
        .chain(["key".to_string()])
        .collect();
    let got: Vec<&str> = sig.params.iter().map(|p| p.name.as_str()).collect();
    let mismatch = || -> Error {
        Error::at(
            sig.name_range,
            format!(
                "`{GENERATED_QUANTITIES}` takes log_density's parameters, then its data, then the random key, with the same names and annotations: `{}`",
                want.join(", ")
            ),
        )
    };
    if got != want {
        return Err(mismatch());
    }
    let same = |q: &ParamSig, ty: &Type, constraint, shared: bool| {
        matches!(&q.ty, SrcTy::Atom(t) if t == ty) && q.constraint == constraint && q.shared == shared
    };
    for (q, p) in sig.params.iter().zip(params) {
        if !same(q, &p.ty, p.constraint, false) {
            return err(q.range, format!("`{}` must be annotated as in `log_density`", q.name));
        }
    }
    for (q, (_, ty)) in sig.params[params.len()..].iter().zip(data) {
        if !same(q, ty, None, true) {
            return err(
                q.range,
                format!("`{}` must be annotated as in `log_density`, `Shared[{ty}]`", q.name),
            );
        }
    }
    let key = &sig.params[sig.params.len() - 1];
    if !same(key, &Type::scalar(DType::I64), None, false) {
        return err(key.range, "the random key is `key: i64`");
    }
    Ok(())
}

/// Identifiers, each once, none a parameter's.
fn check_names(names: &[String], range: TextRange, params: &[ModelParameter]) -> Result<()> {
    for (i, name) in names.iter().enumerate() {
        let identifier = name.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_alphanumeric() || c == '_');
        if !identifier {
            return err(
                range,
                format!("`{GENERATED}` names `{name}`, which is not an identifier"),
            );
        }
        if names[..i].contains(name) {
            return err(range, format!("`{GENERATED}` names `{name}` twice"));
        }
        if params.iter().any(|p| &p.name == name) {
            return err(
                range,
                format!("`{GENERATED}` names `{name}`, a parameter's name: the output keeps one per name"),
            );
        }
    }
    Ok(())
}

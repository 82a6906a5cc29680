//! `--init`: the chains' initial points, given on the constrained scale
//! by parameter name (a JSON object `{"mu": 1.0, "tau": 2.0, "eta": [...]}`
//! for every chain, or a list of such objects, one per chain), or as rows
//! of every constrained value in the layout's order (the flat form's
//! `[theta_0, ...]`, or a list of such rows). Each point is checked
//! against the parameters' supports here, before any compilation, so a
//! point the transforms cannot invert is reported by name.

use crate::layout::Layout;
use serde_json::Value as Json;

/// The initial points as rows of constrained values: one for every
/// chain, or one per chain (`chains` of them).
pub fn init_rows(layout: &Layout, json: &Json, chains: usize) -> Result<Vec<Vec<f64>>, String> {
    let rows = match json {
        Json::Object(_) => vec![named_row(layout, json, None)?],
        Json::Array(items) if items.iter().all(Json::is_object) && !items.is_empty() => {
            let rows = items
                .iter()
                .enumerate()
                .map(|(c, item)| named_row(layout, item, Some(c)));
            rows.collect::<Result<Vec<_>, _>>()?
        }
        Json::Array(items) if items.iter().all(Json::is_number) => vec![numbers(json).unwrap_or_default()],
        Json::Array(items) => (items.iter())
            .map(numbers)
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| format!("expected {}", forms(layout)))?,
        _ => return Err(format!("expected {}", forms(layout))),
    };
    check_rows(layout, &rows, chains)?;
    Ok(rows)
}

/// Checks rows of constrained values: one for every chain or one per
/// chain, each of the layout's size and inside the parameters' supports.
pub fn check_rows(layout: &Layout, rows: &[Vec<f64>], chains: usize) -> Result<(), String> {
    if rows.len() != 1 && rows.len() != chains {
        return Err(format!(
            "{} initial points for {chains} chains: give one for every chain, or one per chain",
            rows.len()
        ));
    }
    let size = layout.size();
    for (c, row) in rows.iter().enumerate() {
        if row.len() != size {
            return Err(format!(
                "a row holds every parameter's constrained values ({size} numbers: {}), not {}",
                layout.coordinate_names().join(", "),
                row.len()
            ));
        }
        for (p, at) in layout.offsets() {
            if let Some(why) = p.support.violation(&row[at..at + p.size()], &p.shape) {
                let chain = if rows.len() == 1 {
                    String::new()
                } else {
                    format!(" (chain {c})")
                };
                return Err(format!("`{}`{chain} must be {}: {why}", p.name, p.support));
            }
        }
    }
    Ok(())
}

fn forms(layout: &Layout) -> String {
    let names: Vec<&str> = layout.params.iter().map(|p| p.name.as_str()).collect();
    format!(
        "a JSON object of the parameters by name ({}), a list of such objects (one per chain), or rows of all {} constrained values",
        names.join(", "),
        layout.size()
    )
}

fn numbers(v: &Json) -> Option<Vec<f64>> {
    v.as_array()?.iter().map(Json::as_f64).collect()
}

/// One chain's point from an object by name.
fn named_row(layout: &Layout, object: &Json, chain: Option<usize>) -> Result<Vec<f64>, String> {
    let Json::Object(map) = object else {
        unreachable!("called on objects")
    };
    let whose = chain.map_or(String::new(), |c| format!(" (chain {c})"));
    if let Some(extra) = map.keys().find(|k| !layout.params.iter().any(|p| &p.name == *k)) {
        let names: Vec<&str> = layout.params.iter().map(|p| p.name.as_str()).collect();
        return Err(format!(
            "`{extra}`{whose} is no parameter of the model (its parameters: {})",
            names.join(", ")
        ));
    }
    let mut row = Vec::with_capacity(layout.size());
    for p in &layout.params {
        let Some(value) = map.get(&p.name) else {
            return Err(format!(
                "`{}`{whose} is missing: give every parameter's initial value",
                p.name
            ));
        };
        let mut shape = Vec::new();
        flatten(value, &mut row, &mut shape, 0)
            .filter(|()| shape == p.shape)
            .ok_or_else(|| {
                let want = if p.shape.is_empty() {
                    "a number".to_string()
                } else {
                    format!("nested lists of shape {:?}", p.shape)
                };
                format!("`{}`{whose} must be {want}", p.name)
            })?;
    }
    Ok(row)
}

/// Appends a number or nested lists of numbers row by row, recording the
/// shape (the lengths of the first list at each depth); `None` when it is
/// neither, or ragged.
fn flatten(v: &Json, out: &mut Vec<f64>, shape: &mut Vec<usize>, depth: usize) -> Option<()> {
    match v {
        Json::Number(n) => {
            if shape.len() != depth {
                return None;
            }
            out.push(n.as_f64()?);
            Some(())
        }
        Json::Array(items) => {
            match shape.get(depth) {
                Some(&n) if n != items.len() => return None,
                None => shape.push(items.len()),
                _ => {}
            }
            items.iter().try_for_each(|x| flatten(x, out, shape, depth + 1))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{ParamLayout, Support};

    fn eight_schools() -> Layout {
        let p = |name: &str, shape: Vec<usize>, support| ParamLayout {
            name: name.into(),
            free: shape.iter().product(),
            shape,
            support,
        };
        Layout {
            params: vec![
                p("mu", vec![], Support::Real),
                p("tau", vec![], Support::Positive),
                p("eta", vec![2], Support::Real),
            ],
        }
    }

    #[test]
    fn by_name_in_the_layout_order() {
        let json = serde_json::json!({"eta": [1.0, 2.0], "tau": 3.0, "mu": -1});
        assert_eq!(
            init_rows(&eight_schools(), &json, 4).unwrap(),
            [vec![-1.0, 3.0, 1.0, 2.0]]
        );
        let per_chain =
            serde_json::json!([{"eta": [1.0, 2.0], "tau": 3.0, "mu": 0}, {"eta": [0, 0], "tau": 1, "mu": 0}]);
        assert_eq!(init_rows(&eight_schools(), &per_chain, 2).unwrap().len(), 2);
    }

    #[test]
    fn errors_name_the_parameter() {
        let layout = eight_schools();
        let err = |j: Json| init_rows(&layout, &j, 4).unwrap_err();
        assert!(err(serde_json::json!({"mu": 0, "tau": -1.0, "eta": [0, 0]})).contains("`tau` must be Positive"));
        assert!(err(serde_json::json!({"mu": 0, "eta": [0, 0]})).contains("`tau` is missing"));
        assert!(
            err(serde_json::json!({"mu": 0, "tau": 1, "eta": [0, 0], "sigma": 1})).contains("`sigma` is no parameter")
        );
        assert!(err(serde_json::json!({"mu": 0, "tau": 1, "eta": [0, 0, 0]})).contains("shape [2]"));
        assert!(err(serde_json::json!([1.0, 2.0])).contains("4 numbers: mu, tau, eta[0], eta[1]"));
        assert!(err(serde_json::json!("x")).contains("JSON object"));
        let three = serde_json::json!([[0, 1, 0, 0], [0, 1, 0, 0], [0, 1, 0, 0]]);
        assert!(err(three).contains("3 initial points for 4 chains"));
    }
}

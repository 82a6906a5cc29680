//! The summary against az.summary, and the table against pandas' printing
//! of it, on sampler/tests/data/arviz_reference.json (scripts/reference/arviz_reference.py).

use super::*;
use crate::diagnostics::tests::{assert_close, draws_of, reference};

#[test]
fn rows_match_az_summary() {
    let reference = reference();
    for case in reference["cases"].as_array().unwrap() {
        let name = case["name"].as_str().unwrap();
        let row = summarize(name, &draws_of(&case["draws"]));
        let (full, rounded) = (&case["arviz"]["summary"], &case["arviz"]["summary_rounded"]);
        for ((column, decimals), value) in COLUMNS.iter().zip(row.values()) {
            assert_close(name, column, value, &full[column]);
            // Rounding a value within 1e-9 of ArviZ's lands on ArviZ's rounding.
            assert_close(name, column, round(value, *decimals), &rounded[column]);
        }
    }
}

/// The printed table of a posterior with a scalar and a vector variable
/// (and a constant coordinate: NaN columns), character for character.
#[test]
fn table_matches_pandas() {
    let reference = reference();
    let table = &reference["table"];
    let rows: Vec<SummaryRow> = table["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|name| {
            let name = name.as_str().unwrap();
            summarize(name, &draws_of(&table["draws"][name]))
        })
        .collect();
    assert_eq!(rows.len(), 4);
    assert_eq!(format_table(&rows), format!("{}\n", table["text"].as_str().unwrap()));
}

/// Rounding to -0.0, halves, scientific notation, inf and NaN, from rows of
/// statistics given directly.
#[test]
fn formatting_corner_cases_match_pandas() {
    let number = |v: &serde_json::Value| match v {
        serde_json::Value::Null => f64::NAN,
        serde_json::Value::String(s) => s.parse().unwrap(),
        v => v.as_f64().unwrap(),
    };
    for table in reference()["formats"].as_array().unwrap() {
        let rows: Vec<SummaryRow> = table["rows"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(name, values)| {
                let v: Vec<f64> = values.as_array().unwrap().iter().map(number).collect();
                SummaryRow {
                    name: name.clone(),
                    mean: v[0],
                    sd: v[1],
                    hdi_3: v[2],
                    hdi_97: v[3],
                    mcse_mean: v[4],
                    mcse_sd: v[5],
                    ess_bulk: v[6],
                    ess_tail: v[7],
                    r_hat: v[8],
                }
            })
            .collect();
        assert_eq!(format_table(&rows), format!("{}\n", table["text"].as_str().unwrap()));
    }
}

#[test]
fn no_warnings_without_problems() {
    let counts = TransitionCounts {
        transitions: 4000,
        divergent: 0,
        max_depth_hits: 0,
        max_tree_depth: 10,
    };
    assert!(sampler_warnings(&counts).is_empty());
}

#[test]
fn warnings_name_counts_and_share() {
    let counts = TransitionCounts {
        transitions: 4000,
        divergent: 3,
        max_depth_hits: 120,
        max_tree_depth: 10,
    };
    assert_eq!(
        sampler_warnings(&counts),
        vec![
            "Warning: 3 of 4000 transitions after warmup (0.075%) ended with a divergence. \
             These divergent transitions indicate that HMC is not fully able to explore the posterior, \
             so the draws may be biased: try a target acceptance rate closer to 1, or reparameterize the model."
                .to_string(),
            "Warning: 120 of 4000 transitions after warmup (3.0%) hit the maximum tree depth of 10. \
             Trajectories cut short by this limit explore slowly: for efficiency, increase the maximum tree depth."
                .to_string(),
        ]
    );
}

#[test]
fn percentages_keep_two_digits() {
    let shares: Vec<String> = [(1, 40000), (1, 3), (4000, 4000), (7, 1000)]
        .into_iter()
        .map(|(n, t)| percent(n, t))
        .collect();
    assert_eq!(shares, ["0.0025%", "33.3%", "100.0%", "0.70%"]);
}

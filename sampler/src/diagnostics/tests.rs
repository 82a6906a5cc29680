//! Agreement with ArviZ on the reference cases of
//! sampler/tests/data/arviz_reference.json (scripts/reference/arviz_reference.py).

use super::*;

/// Relative agreement asked of every statistic. The Rust code sums in a
/// different order than numpy (pairwise) and pocketfft, and its normal
/// quantile differs from scipy's by ~1e-16: the statistics agree to about
/// 1e-13, so 1e-9 leaves room without hiding a wrong formula.
pub(crate) const TOLERANCE: f64 = 1e-9;

pub(crate) fn reference() -> serde_json::Value {
    serde_json::from_str(include_str!("../../tests/data/arviz_reference.json")).unwrap()
}

/// A chains x draws JSON array as [`Draws`].
pub(crate) fn draws_of(rows: &serde_json::Value) -> Draws {
    let rows = rows.as_array().unwrap();
    let values: Vec<f64> = rows
        .iter()
        .flat_map(|r| r.as_array().unwrap())
        .map(|v| v.as_f64().unwrap())
        .collect();
    Draws::new(rows.len(), values.len() / rows.len(), values).unwrap()
}

/// `expected` is a number or null (NaN in ArviZ).
pub(crate) fn assert_close(case: &str, what: &str, got: f64, expected: &serde_json::Value) {
    match expected.as_f64() {
        None => assert!(got.is_nan(), "{case}: {what} = {got}, ArviZ NaN"),
        Some(want) => {
            let err = if want == 0.0 {
                got.abs()
            } else {
                ((got - want) / want).abs()
            };
            assert!(
                err <= TOLERANCE,
                "{case}: {what} = {got}, ArviZ {want} (relative error {err:e})"
            );
        }
    }
}

#[test]
fn pinned_arviz() {
    assert_eq!(reference()["arviz"], "0.23.4");
}

#[test]
fn every_statistic_matches_arviz() {
    let reference = reference();
    let cases = reference["cases"].as_array().unwrap();
    assert!(cases.len() >= 10);
    type Statistic = fn(&Draws) -> f64;
    let statistics: [(&str, Statistic); 10] = [
        ("mean", mean),
        ("sd", sd),
        ("hdi_low", |d| hdi(d, 0.94).unwrap().low),
        ("hdi_high", |d| hdi(d, 0.94).unwrap().high),
        ("ess_bulk", ess_bulk),
        ("ess_tail", ess_tail),
        ("ess_mean", ess_mean),
        ("ess_sd", ess_sd),
        ("mcse_mean", mcse_mean),
        ("mcse_sd", mcse_sd),
    ];
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let d = draws_of(&case["draws"]);
        for (what, f) in statistics {
            assert_close(name, what, f(&d), &case["arviz"][what]);
        }
        // az.summary's r_hat; az.rhat folds about the split draws' median.
        assert_close(name, "rhat", rhat(&d), &case["arviz"]["summary"]["r_hat"]);
    }
}

/// `rhat` is az.rhat too when no draw is dropped by the split; with an odd
/// draw count the two fold about different medians, and may differ.
#[test]
fn rhat_matches_az_rhat_for_even_draws() {
    for case in reference()["cases"].as_array().unwrap() {
        let (name, d) = (case["name"].as_str().unwrap(), draws_of(&case["draws"]));
        if d.draws() % 2 == 0 {
            assert_close(name, "rhat", rhat(&d), &case["arviz"]["rhat"]);
        } else if name == "odd_short" {
            let (summary, az_rhat) = (&case["arviz"]["summary"]["r_hat"], &case["arviz"]["rhat"]);
            assert_ne!(summary, az_rhat, "the case meant to tell them apart does not");
        }
    }
}

#[test]
fn shape_is_checked() {
    assert!(Draws::new(2, 3, vec![0.0; 5])
        .unwrap_err()
        .contains("need 6 values, got 5"));
    assert!(Draws::new(0, 3, vec![]).is_err());
    assert!(Draws::new(2, 0, vec![]).is_err());
    assert!(hdi(&Draws::new(1, 2, vec![0.0, 1.0]).unwrap(), 1.0).is_err());
}

#[test]
fn nan_draws_give_nan() {
    let d = Draws::new(2, 5, vec![0.1, 0.5, f64::NAN, 0.3, 0.2, 0.9, 0.4, 0.6, 0.8, 0.7]).unwrap();
    for value in [
        mean(&d),
        ess_bulk(&d),
        ess_tail(&d),
        rhat(&d),
        mcse_mean(&d),
        mcse_sd(&d),
        hdi(&d, 0.94).unwrap().low,
    ] {
        assert!(value.is_nan());
    }
}

#[test]
fn ranks_average_ties() {
    assert_eq!(average_ranks(&[3.0, 1.0, 3.0, 2.0, 3.0]), vec![4.0, 1.0, 4.0, 2.0, 4.0]);
}

#[test]
fn fast_lengths() {
    let lens: Vec<usize> = [1, 7, 11, 13, 17, 121, 1000].into_iter().map(next_fast_len).collect();
    assert_eq!(lens, vec![1, 8, 12, 15, 18, 125, 1000]);
}

/// The FFT autocovariance against the direct sum.
#[test]
fn autocov_is_direct_sum() {
    let x: Vec<f64> = (0..37).map(|i| ((i * 7919) % 101) as f64 / 10.0).collect();
    let mu = mean_of(&x);
    let got = autocov(&mut FftPlanner::new(), &x);
    for lag in 0..x.len() {
        let direct: f64 = (0..x.len() - lag).map(|i| (x[i] - mu) * (x[i + lag] - mu)).sum::<f64>() / x.len() as f64;
        assert!((got[lag] - direct).abs() < 1e-12, "lag {lag}: {} vs {direct}", got[lag]);
    }
}

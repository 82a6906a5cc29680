//! `--datasets`: the chains of M datasets, dataset after dataset, written
//! with a `dataset` dimension ahead of `chain`, values in the same order.

use super::*;

fn dims(var: &netcdf::Variable) -> Vec<String> {
    var.dimensions().iter().map(|d| d.name()).collect()
}

#[test]
fn datasets_get_a_dimension_ahead_of_chain() {
    use crate::generated::Quantity;
    use autobatch_runtime::TensorData;
    let dir = tempfile::tempdir().unwrap();
    // 2 datasets of 2 chains, 3 draws; 2 warmup draws.
    let posterior = trace(4, 3, ThetaDType::F64, 0.0);
    let warmup = trace(4, 2, ThetaDType::F64, 1000.0);
    let generated = [Quantity {
        name: "y_rep".into(),
        shape: vec![2],
        values: TensorData::F64((0..24).map(f64::from).collect()),
    }];
    let draws = Draws {
        layout: &flat(),
        posterior: &posterior,
        generated: &generated,
        datasets: Some(2),
    };
    let path = dir.path().join("run.nc");
    write(&path, &draws, Some(&warmup), &attrs()).unwrap();
    let file = open(&path);
    for group in ["posterior", "warmup_posterior"] {
        let g = file.group(group).unwrap().unwrap();
        let theta = g.variable("theta").unwrap();
        assert_eq!(dims(&theta), ["dataset", "chain", "draw", "theta_dim_0"], "{group}");
        let sizes: Vec<usize> = theta.dimensions().iter().map(|d| d.len()).collect();
        let n = if group == "posterior" { 3 } else { 2 };
        assert_eq!(sizes, [2, 2, n, 2]);
        let coords = g.variable("dataset").unwrap().get_values::<i64, _>(..).unwrap();
        assert_eq!(coords, [0, 1]);
    }
    // Dataset 1, chain 0 is the trace's chain 2: draw 1, k = 1 is 211.25.
    let group = file.group("posterior").unwrap().unwrap();
    let theta = group.variable("theta").unwrap();
    let all = theta.get_values::<f64, _>(..).unwrap();
    assert_eq!(all, posterior.values());
    assert_eq!(all[((2 * 3) + 1) * 2 + 1], 211.25);
    let stats = file.group("sample_stats").unwrap().unwrap();
    let lp = stats.variable("lp").unwrap();
    assert_eq!(dims(&lp), ["dataset", "chain", "draw"]);
    let predictive = file.group("posterior_predictive").unwrap().unwrap();
    let rep = predictive.variable("y_rep").unwrap();
    assert_eq!(dims(&rep), ["dataset", "chain", "draw", "y_rep_dim_0"]);

    let path = dir.path().join("run.npz");
    write(&path, &draws, Some(&warmup), &[]).unwrap();
    let theta: Vec<f64> = npz_array(&path, "theta", &[2, 2, 3, 2], "'<f8'");
    assert_eq!(theta, posterior.values());
    let _: Vec<f64> = npz_array(&path, "warmup_theta", &[2, 2, 2, 2], "'<f8'");
    let _: Vec<f64> = npz_array(&path, "lp", &[2, 2, 3], "'<f8'");
    let rep: Vec<f64> = npz_array(&path, "y_rep", &[2, 2, 3, 2], "'<f8'");
    assert_eq!(rep[23], 23.0);
}

#[test]
fn a_parameter_named_dataset_is_refused() {
    let mut layout = Layout::flat("dataset", 2);
    assert!(check_names(&layout, &[], Format::Netcdf).is_err());
    layout.params[0].name = "datasets".into();
    assert!(check_names(&layout, &[], Format::Netcdf).is_ok());
}

//! Writes small traces and reads them back with the netcdf and npyz
//! crates: the layout ArviZ expects, every value, every dtype.

use super::*;
use crate::trace::DrawStats;
use netcdf::types::{FloatType, IntType, NcVariableType};
use netcdf::AttributeValue;
use std::time::{Duration, UNIX_EPOCH};

/// `chains` x `draws` draws of a 2-dimensional theta whose values name
/// their place: chain c, draw n, component k is `offset + 100c + 10n + k
/// + 0.25`, so that a transposed or shifted array cannot pass.
fn trace(chains: usize, draws: usize, dtype: ThetaDType, offset: f64) -> Trace {
    let mut t = Trace::new(chains, 2, dtype).unwrap();
    for n in 0..draws {
        let block: Vec<f64> = (0..chains)
            .flat_map(|c| [0.0, 1.0].map(|k| offset + (100 * c + 10 * n) as f64 + k + 0.25))
            .collect();
        let stats: Vec<DrawStats> = (0..chains)
            .map(|c| {
                let x = offset + (10 * c + n) as f64;
                DrawStats {
                    lp: -x,
                    acceptance_rate: 1.0 / (x + 2.0),
                    step_size: 0.125 * (c + 1) as f64,
                    tree_depth: (c + n) as i64,
                    n_steps: (1 << (c + n)) - 1,
                    diverging: (c + n) % 2 == 1,
                    energy: x + 0.5,
                }
            })
            .collect();
        t.push_draw(&block, &stats).unwrap();
    }
    t
}

/// The layout of `trace`'s values: one vector `theta` of 2.
fn flat() -> Layout {
    Layout::flat("theta", 2)
}

/// Opens a written file to read it back; reading probes for attributes
/// that are not there (`_QuantizeBitGroom...` on every variable), which
/// HDF5 would print on a test thread (see `quiet_hdf5`).
fn open(path: &Path) -> netcdf::File {
    quiet_hdf5();
    netcdf::open(path).unwrap()
}

fn attrs() -> Vec<(&'static str, AttrValue)> {
    vec![
        ("seed", 7i64.into()),
        ("model", "model.py".into()),
        ("target_accept", 0.8.into()),
    ]
}

fn string_attr(attr: Option<netcdf::Attribute>) -> String {
    match attr.map(|a| a.value()) {
        Some(Ok(AttributeValue::Str(s))) => s,
        other => panic!("expected a string attribute, got {other:?}"),
    }
}

/// Checks one InferenceData group against the trace it was written from.
fn check_group(group: &netcdf::Group, trace: &Trace, holds: Holds) {
    let holds_theta = holds == Holds::Values;
    let name = group.name();
    let mut dims: Vec<(String, usize)> = vec![("chain".into(), trace.chains()), ("draw".into(), trace.draws())];
    if holds_theta {
        dims.push(("theta_dim_0".into(), trace.dim()));
    }
    let found: Vec<(String, usize)> = group.dimensions().map(|d| (d.name(), d.len())).collect();
    assert_eq!(found, dims, "{name}: dimensions");
    for (dim, len) in &dims {
        let coordinate = group.variable(dim).unwrap();
        assert_eq!(coordinate.vartype(), NcVariableType::Int(IntType::I64), "{name}/{dim}");
        let want: Vec<i64> = (0..*len as i64).collect();
        assert_eq!(coordinate.get_values::<i64, _>(..).unwrap(), want, "{name}/{dim}");
    }
    let mut names: Vec<String> = dims.iter().map(|(d, _)| d.clone()).collect();
    if holds_theta {
        names.push("theta".into());
        check_theta(group, trace);
    } else {
        names.extend(STAT_NAMES.map(String::from));
        check_stats(group, trace);
    }
    let found: Vec<String> = group.variables().map(|v| v.name()).collect();
    assert_eq!(found, names, "{name}: variables");
    for key in ["created_at", "inference_library", "inference_library_version", "model"] {
        assert!(group.attribute(key).is_some(), "{name}: attribute {key}");
    }
    assert_eq!(string_attr(group.attribute("inference_library")), "autobatch");
    assert_eq!(
        string_attr(group.attribute("inference_library_version")),
        env!("CARGO_PKG_VERSION")
    );
    assert_eq!(string_attr(group.attribute("model")), "model.py");
    let seed = group.attribute("seed").unwrap().value().unwrap();
    assert_eq!(seed, AttributeValue::Longlong(7));
    let created = string_attr(group.attribute("created_at"));
    assert!(created.len() == 32 && created.ends_with("+00:00"), "{created}");
}

fn check_theta(group: &netcdf::Group, trace: &Trace) {
    let theta = group.variable("theta").unwrap();
    let dims: Vec<String> = theta.dimensions().iter().map(|d| d.name()).collect();
    assert_eq!(dims, ["chain", "draw", "theta_dim_0"]);
    // One chunk holds the variable (netCDF's chunk lengths are at least 1).
    let chunks = vec![trace.chains(), trace.draws().max(1), 2];
    assert_eq!(theta.chunking().unwrap(), Some(chunks));
    match trace.dtype() {
        ThetaDType::F32 => {
            assert_eq!(theta.vartype(), NcVariableType::Float(FloatType::F32));
            let want: Vec<f32> = trace.values().iter().map(|&x| x as f32).collect();
            assert_eq!(theta.get_values::<f32, _>(..).unwrap(), want);
            assert!(theta.fill_value::<f32>().unwrap().unwrap().is_nan());
        }
        ThetaDType::F64 => {
            assert_eq!(theta.vartype(), NcVariableType::Float(FloatType::F64));
            assert_eq!(theta.get_values::<f64, _>(..).unwrap(), trace.values());
            assert!(theta.fill_value::<f64>().unwrap().unwrap().is_nan());
        }
    }
}

fn check_stats(group: &netcdf::Group, trace: &Trace) {
    for (name, column) in trace.sample_stats() {
        let var = group.variable(name).unwrap();
        let dims: Vec<String> = var.dimensions().iter().map(|d| d.name()).collect();
        assert_eq!(dims, ["chain", "draw"], "{name}");
        let has_fill = var.attribute("_FillValue").is_some();
        match column {
            StatColumn::F64(want) => {
                assert_eq!(var.vartype(), NcVariableType::Float(FloatType::F64), "{name}");
                assert_eq!(var.get_values::<f64, _>(..).unwrap(), want, "{name}");
                assert!(var.fill_value::<f64>().unwrap().unwrap().is_nan(), "{name}");
            }
            StatColumn::I64(want) => {
                assert_eq!(var.vartype(), NcVariableType::Int(IntType::I64), "{name}");
                assert_eq!(var.get_values::<i64, _>(..).unwrap(), want, "{name}");
                assert!(!has_fill, "{name}: xarray gives integers no _FillValue");
            }
            StatColumn::Bool(want) => {
                // xarray's encoding of bool, which it decodes back to bool.
                assert_eq!(var.vartype(), NcVariableType::Int(IntType::I8), "{name}");
                let want: Vec<i8> = want.iter().map(|&b| i8::from(b)).collect();
                assert_eq!(var.get_values::<i8, _>(..).unwrap(), want, "{name}");
                assert_eq!(string_attr(var.attribute("dtype")), "bool");
                assert!(!has_fill, "{name}");
            }
        }
    }
}

#[test]
fn netcdf_holds_the_four_arviz_groups_with_warmup() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.nc");
    let posterior = trace(2, 3, ThetaDType::F64, 0.0);
    let warmup = trace(2, 2, ThetaDType::F64, 1000.0);
    write(
        &path,
        &Draws {
            layout: &flat(),
            posterior: &posterior,
            generated: &[],
            datasets: None,
        },
        Some(&warmup),
        &attrs(),
    )
    .unwrap();

    let file = open(&path);
    let names: Vec<String> = file.groups().unwrap().map(|g| g.name()).collect();
    assert_eq!(
        names,
        ["posterior", "sample_stats", "warmup_posterior", "warmup_sample_stats"]
    );
    assert_eq!(file.variables().count(), 0, "the root holds only groups");
    for (name, trace, holds_theta) in groups(&posterior, Some(&warmup)) {
        check_group(&file.group(name).unwrap().unwrap(), trace, holds_theta);
    }
}

#[test]
fn netcdf_without_warmup_keeps_f32_theta() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.nc");
    let posterior = trace(3, 4, ThetaDType::F32, 0.5);
    write(
        &path,
        &Draws {
            layout: &flat(),
            posterior: &posterior,
            generated: &[],
            datasets: None,
        },
        None,
        &attrs(),
    )
    .unwrap();

    let file = open(&path);
    let groups: Vec<String> = file.groups().unwrap().map(|g| g.name()).collect();
    assert_eq!(groups, ["posterior", "sample_stats"]);
    check_group(&file.group("posterior").unwrap().unwrap(), &posterior, Holds::Values);
    check_group(&file.group("sample_stats").unwrap().unwrap(), &posterior, Holds::Stats);
}

/// Reads array `name` of `npz`, checking its shape and NumPy dtype.
fn npz_array<T: npyz::Deserialize>(path: &Path, name: &str, shape: &[u64], descr: &str) -> Vec<T> {
    let mut npz = npyz::npz::NpzArchive::open(path).unwrap();
    let array = npz.by_name(name).unwrap().unwrap_or_else(|| panic!("no array {name}"));
    assert_eq!(array.shape(), shape, "{name}");
    assert_eq!(array.dtype().descr(), descr, "{name}");
    array.into_vec().unwrap()
}

#[test]
fn npz_holds_one_array_per_name_with_warmup_prefixed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.npz");
    let posterior = trace(2, 3, ThetaDType::F32, 0.0);
    let warmup = trace(2, 2, ThetaDType::F32, 1000.0);
    write(
        &path,
        &Draws {
            layout: &flat(),
            posterior: &posterior,
            generated: &[],
            datasets: None,
        },
        Some(&warmup),
        &attrs(),
    )
    .unwrap();

    let mut names: Vec<String> = npyz::npz::NpzArchive::open(&path)
        .unwrap()
        .array_names()
        .map(String::from)
        .collect();
    names.sort();
    let phase = |prefix: &'static str| {
        std::iter::once("theta")
            .chain(STAT_NAMES)
            .map(move |n| format!("{prefix}{n}"))
    };
    let mut want: Vec<String> = phase("").chain(phase("warmup_")).collect();
    want.sort();
    assert_eq!(names, want);
    for (prefix, t) in [("", &posterior), ("warmup_", &warmup)] {
        let (c, n) = (t.chains() as u64, t.draws() as u64);
        let theta: Vec<f32> = npz_array(&path, &format!("{prefix}theta"), &[c, n, 2], "'<f4'");
        assert_eq!(theta, t.values().iter().map(|&x| x as f32).collect::<Vec<_>>());
        for (stat, column) in t.sample_stats() {
            let name = format!("{prefix}{stat}");
            match column {
                StatColumn::F64(want) => assert_eq!(npz_array::<f64>(&path, &name, &[c, n], "'<f8'"), want),
                StatColumn::I64(want) => assert_eq!(npz_array::<i64>(&path, &name, &[c, n], "'<i8'"), want),
                StatColumn::Bool(want) => assert_eq!(npz_array::<bool>(&path, &name, &[c, n], "'|b1'"), want),
            }
        }
    }
}

#[test]
fn netcdf_of_no_draws_has_draw_of_length_zero() {
    // Sampling with no draws after a kept warmup: the posterior is empty.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.nc");
    let (posterior, warmup) = (trace(2, 0, ThetaDType::F64, 0.0), trace(2, 2, ThetaDType::F64, 0.0));
    write(
        &path,
        &Draws {
            layout: &flat(),
            posterior: &posterior,
            generated: &[],
            datasets: None,
        },
        Some(&warmup),
        &attrs(),
    )
    .unwrap();
    let file = open(&path);
    check_group(&file.group("posterior").unwrap().unwrap(), &posterior, Holds::Values);
    check_group(&file.group("sample_stats").unwrap().unwrap(), &posterior, Holds::Stats);
    check_group(
        &file.group("warmup_posterior").unwrap().unwrap(),
        &warmup,
        Holds::Values,
    );
}

#[test]
fn an_unknown_extension_names_the_accepted_ones() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.csv");
    let err = write(
        &path,
        &Draws {
            layout: &flat(),
            posterior: &trace(1, 1, ThetaDType::F64, 0.0),
            generated: &[],
            datasets: None,
        },
        None,
        &[],
    )
    .unwrap_err();
    assert!(matches!(err, OutputError::UnknownFormat { .. }));
    let msg = err.to_string();
    assert!(
        msg.contains("run.csv") && msg.contains("`.nc`") && msg.contains("`.npz`"),
        "{msg}"
    );
    assert!(!path.exists());
}

#[test]
fn warmup_from_other_chains_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let posterior = trace(2, 3, ThetaDType::F64, 0.0);
    let cases = [
        (
            trace(3, 2, ThetaDType::F64, 0.0),
            "chains 3 in warmup, 2 in the posterior",
        ),
        (
            trace(2, 2, ThetaDType::F32, 0.0),
            "theta dtype float32 in warmup, float64 in the posterior",
        ),
    ];
    for (warmup, want) in cases {
        for file in ["run.nc", "run.npz"] {
            let err = write(
                &dir.path().join(file),
                &Draws {
                    layout: &flat(),
                    posterior: &posterior,
                    generated: &[],
                    datasets: None,
                },
                Some(&warmup),
                &[],
            )
            .unwrap_err();
            assert!(err.to_string().contains(want), "{err}");
        }
    }
}

#[test]
fn an_unwritable_path_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let t = trace(1, 1, ThetaDType::F64, 0.0);
    for file in ["missing/run.nc", "missing/run.npz"] {
        let path = dir.path().join(file);
        let want = format!("cannot write `{}`: No such file or directory", path.display());
        let msg = write(
            &path,
            &Draws {
                layout: &flat(),
                posterior: &t,
                generated: &[],
                datasets: None,
            },
            None,
            &[],
        )
        .unwrap_err()
        .to_string();
        assert!(msg.starts_with(&want) && !msg.contains('\n'), "{msg}");
        let msg = check_output(&path).unwrap_err().to_string();
        assert!(msg.contains("does not exist") && msg.contains("missing"), "{msg}");
    }
    assert!(check_output(&dir.path().join("run.csv")).is_err());
    assert_eq!(check_output(&dir.path().join("run.NC")).unwrap(), Format::Netcdf);
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "checks leave nothing behind"
    );
}

#[test]
fn a_failed_write_keeps_the_earlier_file_whole() {
    // The destination is replaced only by a complete file: here the rename
    // fails (a directory is in the way), after the bytes were built.
    let dir = tempfile::tempdir().unwrap();
    let t = trace(2, 3, ThetaDType::F64, 0.0);
    for file in ["run.nc", "run.npz"] {
        let path = dir.path().join(file);
        write(
            &path,
            &Draws {
                layout: &flat(),
                posterior: &t,
                generated: &[],
                datasets: None,
            },
            None,
            &attrs(),
        )
        .unwrap();
        let good = std::fs::read(&path).unwrap();
        let blocked_dir = dir.path().join(format!("blocked-{file}"));
        let blocked = blocked_dir.join(file);
        std::fs::create_dir_all(&blocked).unwrap();
        assert!(write(
            &blocked,
            &Draws {
                layout: &flat(),
                posterior: &t,
                generated: &[],
                datasets: None,
            },
            None,
            &attrs()
        )
        .is_err());
        assert_eq!(std::fs::read(&path).unwrap(), good);
        let leftovers: Vec<_> = std::fs::read_dir(&blocked_dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(leftovers, [std::ffi::OsString::from(file)], "no temporary file is left");
    }
}

#[test]
fn netcdf_is_built_in_memory_the_same_every_time_but_for_created_at() {
    // Two builds of one trace differ at most in the `created_at` text:
    // nothing of the file depends on a path on disk.
    let dir = tempfile::tempdir().unwrap();
    let t = trace(2, 3, ThetaDType::F32, 0.0);
    let bytes = netcdf_bytes(
        &dir.path().join("a.nc"),
        &Draws {
            layout: &flat(),
            posterior: &t,
            generated: &[],
            datasets: None,
        },
        Some(&t),
        &attrs(),
    )
    .unwrap();
    assert_eq!(&bytes[..8], b"\x89HDF\r\n\x1a\n", "an HDF5 file");
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing written to disk"
    );
    let path = dir.path().join("b.nc");
    std::fs::write(&path, &bytes).unwrap();
    let file = open(&path);
    check_group(&file.group("warmup_posterior").unwrap().unwrap(), &t, Holds::Values);
}

#[test]
fn created_at_is_pythons_isoformat() {
    // Values from CPython's datetime.fromtimestamp(t, timezone.utc).isoformat(timespec="microseconds").
    let cases = [
        (Duration::ZERO, "1970-01-01T00:00:00.000000+00:00"),
        (
            Duration::new(951_782_400, 250_000_000),
            "2000-02-29T00:00:00.250000+00:00",
        ),
        (
            Duration::new(4_107_542_399, 999_999_000),
            "2100-02-28T23:59:59.999999+00:00",
        ),
        (Duration::new(4_107_542_400, 0), "2100-03-01T00:00:00.000000+00:00"),
        (
            Duration::new(1_795_510_787, 114_691_000),
            "2026-11-24T08:59:47.114691+00:00",
        ),
    ];
    for (since_epoch, want) in cases {
        assert_eq!(iso8601_utc(UNIX_EPOCH + since_epoch), want);
    }
}

/// A scalar `mu` and a 2 x 2 `L` (CholeskyCorr: one free coordinate),
/// theta kept: 2 chains x 3 draws, values naming their place.
fn named() -> (Layout, Trace) {
    use crate::layout::{ParamLayout, Support};
    let p = |name: &str, shape: Vec<usize>, support, free| ParamLayout {
        name: name.into(),
        shape,
        support,
        free,
    };
    let layout = Layout {
        params: vec![
            p("mu", vec![], Support::Real, 1),
            p("L", vec![2, 2], Support::CholeskyCorr, 1),
        ],
    };
    let mut t = Trace::new(2, 5, ThetaDType::F64).unwrap();
    t.keep_unconstrained(2);
    for n in 0..3 {
        let values: Vec<f64> = (0..2)
            .flat_map(|c| (0..5).map(move |k| (100 * c + 10 * n + k) as f64))
            .collect();
        let theta: Vec<f64> = (0..2)
            .flat_map(|c| (0..2).map(move |k| -((100 * c + 10 * n + k) as f64)))
            .collect();
        let stats = trace(2, 1, ThetaDType::F64, 0.0).chain_stats(0)[0];
        t.push_draw(&values, &[stats, stats]).unwrap();
        t.push_unconstrained(&theta);
    }
    (layout, t)
}

#[test]
fn parameters_are_variables_by_name_with_arviz_dims() {
    let dir = tempfile::tempdir().unwrap();
    let (layout, t) = named();
    let path = dir.path().join("run.nc");
    write(
        &path,
        &Draws {
            layout: &layout,
            posterior: &t,
            generated: &[],
            datasets: None,
        },
        None,
        &[],
    )
    .unwrap();
    let file = open(&path);
    let groups: Vec<String> = file.groups().unwrap().map(|g| g.name()).collect();
    assert_eq!(groups, ["posterior", "sample_stats", "unconstrained_posterior"]);
    let posterior = file.group("posterior").unwrap().unwrap();
    let l = posterior.variable("L").unwrap();
    let dims: Vec<String> = l.dimensions().iter().map(|d| d.name()).collect();
    assert_eq!(dims, ["chain", "draw", "L_dim_0", "L_dim_1"]);
    // Chain 1, draw 2: values 120 + k; L is k = 1..5.
    let all = l.get_values::<f64, _>(..).unwrap();
    assert_eq!(&all[(3 + 2) * 4..(3 + 2) * 4 + 4], [121.0, 122.0, 123.0, 124.0]);
    let mu = posterior.variable("mu").unwrap();
    assert_eq!(mu.dimensions().len(), 2);
    let free = file.group("unconstrained_posterior").unwrap().unwrap();
    let l = free.variable("L").unwrap();
    let dims: Vec<String> = l.dimensions().iter().map(|d| d.name()).collect();
    assert_eq!(dims, ["chain", "draw", "L_free_dim_0"]);
    assert_eq!(l.get_values::<f64, _>(..).unwrap()[5], -121.0);

    let path = dir.path().join("run.npz");
    write(
        &path,
        &Draws {
            layout: &layout,
            posterior: &t,
            generated: &[],
            datasets: None,
        },
        None,
        &[],
    )
    .unwrap();
    let l: Vec<f64> = npz_array(&path, "L", &[2, 3, 2, 2], "'<f8'");
    assert_eq!(&l[20..24], [121.0, 122.0, 123.0, 124.0]);
    let free: Vec<f64> = npz_array(&path, "unconstrained_mu", &[2, 3], "'<f8'");
    assert_eq!(free[5], -120.0);
}

#[test]
fn a_parameter_named_like_a_statistic_cannot_go_to_npz() {
    let mut layout = Layout::flat("lp", 2);
    assert!(check_names(&layout, &[], Format::Netcdf).is_ok());
    let err = check_names(&layout, &[], Format::Npz).unwrap_err().to_string();
    assert!(err.contains("`lp`") && err.contains(".nc"), "{err}");
    layout.params[0].name = "draw".into();
    assert!(check_names(&layout, &[], Format::Netcdf).is_err());
}

#[test]
fn generated_quantities_go_to_their_groups() {
    use crate::generated::Quantity;
    use autobatch_runtime::TensorData;
    let dir = tempfile::tempdir().unwrap();
    let (layout, t) = named();
    let generated = [
        Quantity {
            name: "y_rep".into(),
            shape: vec![2],
            values: TensorData::I64((0..12).collect()),
        },
        Quantity {
            name: "log_lik".into(),
            shape: vec![2],
            values: TensorData::F64((0..12).map(f64::from).collect()),
        },
        Quantity {
            name: "mu_sq".into(),
            shape: vec![],
            values: TensorData::F64(vec![0.5; 6]),
        },
    ];
    let draws = Draws {
        layout: &layout,
        posterior: &t,
        generated: &generated,
        datasets: None,
    };
    let path = dir.path().join("run.nc");
    write(&path, &draws, None, &[]).unwrap();
    let file = open(&path);
    let groups: Vec<String> = file.groups().unwrap().map(|g| g.name()).collect();
    for g in ["log_likelihood", "posterior", "posterior_predictive", "sample_stats"] {
        assert!(groups.iter().any(|n| n == g), "{groups:?}");
    }
    let predictive = file.group("posterior_predictive").unwrap().unwrap();
    let rep = predictive.variable("y_rep").unwrap();
    let dims: Vec<String> = rep.dimensions().iter().map(|d| d.name()).collect();
    assert_eq!(dims, ["chain", "draw", "y_rep_dim_0"]);
    assert_eq!(rep.get_values::<i64, _>(..).unwrap()[11], 11);
    let posterior = file.group("posterior").unwrap().unwrap();
    assert_eq!(
        posterior.variable("mu_sq").unwrap().get_values::<f64, _>(..).unwrap(),
        [0.5; 6]
    );
    assert!(file
        .group("log_likelihood")
        .unwrap()
        .unwrap()
        .variable("log_lik")
        .is_some());

    let path = dir.path().join("run.npz");
    write(&path, &draws, None, &[]).unwrap();
    let rep: Vec<i64> = npz_array(&path, "y_rep", &[2, 3, 2], "'<i8'");
    assert_eq!(rep[5], 5);
    // A generated quantity named like a statistic is named as one, and
    // goes to .nc (its own group there).
    for name in ["lp", "energy", "warmup_lp"] {
        let err = check_names(&layout, &[name.to_string()], Format::Npz)
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with(&format!("the generated quantity `{name}` cannot be written to .npz"))
                && err.contains("write .nc instead")
                && err.contains("rename it in the model's `GENERATED`")
                && !err.contains("parameter"),
            "{err}"
        );
        assert!(check_names(&layout, &[name.to_string()], Format::Netcdf).is_ok());
    }
}

mod datasets;

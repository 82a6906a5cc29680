//! Sharded runs through the real binary: `autobatch sample --shard K/N`
//! (and `--shard env` from Slurm's, Kubernetes' and Open MPI's
//! variables), then `autobatch merge`, give the unsharded run's draws bit
//! for bit; merge refuses parts that are not one run's shards.

use super::harness::{root, same_npz};
use std::path::Path;
use std::process::{Command, Output};

/// `autobatch sample` of eight schools (4 chains, 40 + 20 transitions,
/// warmup and theta kept, its generated quantities), `more` flags after,
/// with `env` set.
fn sample(out: &Path, more: &[&str], env: &[(&str, &str)]) -> Output {
    let models = root().join("examples/models");
    let mut command = Command::new(env!("CARGO_BIN_EXE_autobatch"));
    command
        .arg("sample")
        .arg(models.join("eight_schools.py"))
        .arg("--data")
        .arg(models.join("eight_schools.json"))
        .args(["--chains", "4", "--warmup", "40", "--draws", "20", "--seed", "3", "-q"])
        .args(["--save-warmup", "--save-unconstrained", "-o"])
        .arg(out)
        .args(more);
    // A scheduler's variables from the test's own environment would
    // change which shard `env` takes.
    for name in [
        "SLURM_ARRAY_TASK_ID",
        "JOB_COMPLETION_INDEX",
        "OMPI_COMM_WORLD_RANK",
        "PMI_RANK",
    ] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    let output = command.output().expect("runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    output
}

fn merge(parts: &[&Path], out: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .arg("merge")
        .args(parts)
        .arg("-o")
        .arg(out)
        .output()
        .expect("runs")
}

#[test]
fn sample_shards_merge_into_the_unsharded_runs_draws() {
    let dir = tempfile::tempdir().unwrap();
    let whole = dir.path().join("whole.npz");
    let printed = sample(&whole, &[], &[]);
    for count in 1..=4 {
        let parts: Vec<_> = (0..count)
            .map(|k| {
                let part = dir.path().join(format!("part_{k}_of_{count}.npz"));
                sample(&part, &["--shard", &format!("{k}/{count}")], &[]);
                part
            })
            .collect();
        let merged = dir.path().join(format!("merged_{count}.npz"));
        // In reverse: merge orders the parts by their shard.
        let refs: Vec<&Path> = parts.iter().rev().map(|p| p.as_path()).collect();
        let merging = merge(&refs, &merged);
        assert!(merging.status.success(), "{}", String::from_utf8_lossy(&merging.stderr));
        same_npz(&format!("{count} shards merged"), &whole, &merged);
        // The summary is recomputed over all the chains: the unsharded one.
        let table = |o: &Output| {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            text.lines()
                .take_while(|l| !l.starts_with("sampling:"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let summary = table(&merging);
        assert!(summary.starts_with(&table(&printed)), "{summary}");
    }
}

/// A way to say shard 2 of 3: its name, its flags after `--shard env`
/// and the scheduler's variables.
type Form<'a> = (&'a str, &'a [&'a str], &'a [(&'a str, &'a str)]);

#[test]
fn shard_env_takes_the_shard_from_slurm_kubernetes_and_mpi() {
    let dir = tempfile::tempdir().unwrap();
    let by_flag = dir.path().join("by_flag.npz");
    sample(&by_flag, &["--shard", "2/3"], &[]);
    let forms: [Form; 4] = [
        (
            "slurm",
            &[],
            &[("SLURM_ARRAY_TASK_ID", "2"), ("SLURM_ARRAY_TASK_COUNT", "3")],
        ),
        (
            "slurm_min_max",
            &[],
            &[
                ("SLURM_ARRAY_TASK_ID", "3"),
                ("SLURM_ARRAY_TASK_MIN", "1"),
                ("SLURM_ARRAY_TASK_MAX", "3"),
            ],
        ),
        ("kubernetes", &["--shards", "3"], &[("JOB_COMPLETION_INDEX", "2")]),
        (
            "open_mpi",
            &[],
            &[("OMPI_COMM_WORLD_RANK", "2"), ("OMPI_COMM_WORLD_SIZE", "3")],
        ),
    ];
    for (name, flags, env) in forms {
        let part = dir.path().join(format!("{name}.npz"));
        sample(&part, &[&["--shard", "env"], flags].concat(), env);
        same_npz(name, &by_flag, &part);
    }
    let unset = Command::new(env!("CARGO_BIN_EXE_autobatch"))
        .args([
            "sample",
            "examples/models/eight_schools.py",
            "--shard",
            "env",
            "-o",
            "x.npz",
        ])
        .current_dir(root())
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .env_remove("OMPI_COMM_WORLD_RANK")
        .env_remove("PMI_RANK")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&unset.stderr);
    assert_eq!(unset.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("SLURM_ARRAY_TASK_ID") && stderr.contains("OMPI_COMM_WORLD_RANK"),
        "{stderr}"
    );
}

#[test]
fn merge_refuses_missing_duplicated_and_foreign_parts() {
    let dir = tempfile::tempdir().unwrap();
    let part = |k: usize, depth: &str| {
        let path = dir.path().join(format!("part_{k}_{depth}.npz"));
        sample(&path, &["--shard", &format!("{k}/2"), "--max-depth", depth], &[]);
        path
    };
    let (first, second, foreign) = (part(0, "10"), part(1, "10"), part(1, "9"));
    let out = dir.path().join("out.nc");
    let refused = |parts: &[&Path], says: &str| {
        let o = merge(parts, &out);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(says), "{stderr}");
        assert!(!out.exists(), "a refused merge wrote {}", out.display());
    };
    refused(&[&first], "shard 1/2 is missing");
    refused(&[&first, &second, &second], "shard 1/2 is given twice");
    refused(&[&first, &foreign], "other flags");
    // An output that is one of the parts, by its name or through a link
    // or another spelling (the same file): refused before anything is
    // read, the part unchanged.
    let bytes = std::fs::read(&first).unwrap();
    let link = dir.path().join("link.npz");
    std::os::unix::fs::symlink(&first, &link).unwrap();
    let dotted = dir.path().join(".").join("part_0_10.npz");
    for out in [&first, &link, &dotted] {
        let o = merge(&[&first, &second], out);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains("would replace the part")
                && stderr.contains("part_0_10.npz")
                && stderr.contains("another file"),
            "{stderr}"
        );
        assert_eq!(std::fs::read(&first).unwrap(), bytes, "{}", out.display());
    }
    let merged = merge(&[&first, &second], &out);
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
}

#[test]
fn run_shards_merge_into_the_whole_batchs_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, r#"{"n": [12, 0, 1, 15, 7, 3, 9, 2, 11]}"#).unwrap();
    // numpy's two .npz forms: `savez` stores each array as is (a shard
    // reads its rows alone), `savez_compressed` deflates (read whole).
    let numpy = "import numpy as np, sys; n = np.array([12, 0, 1, 15, 7, 3, 9, 2, 11]); \
                 np.savez(sys.argv[1], n=n); np.savez_compressed(sys.argv[2], n=n)";
    let (stored, compressed) = (dir.path().join("stored.npz"), dir.path().join("compressed.npz"));
    let made = Command::new("python3")
        .args(["-c", numpy])
        .args([&stored, &compressed])
        .status();
    assert!(made.unwrap().success(), "numpy writes the .npz inputs");
    let fib = root().join("examples/fib.py");
    let run_on = |inputs: &Path, backend: &str, out: &Path, more: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_autobatch"))
            .arg("run")
            .arg(&fib)
            .args(["--entry", "fib", "--backend", backend, "--inputs"])
            .arg(inputs)
            .arg("--output")
            .arg(out)
            .args(more)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    let run = |backend: &str, out: &Path, more: &[&str]| run_on(&inputs, backend, out, more);
    for backend in ["vm", "cpu"] {
        let whole = dir.path().join(format!("whole_{backend}.json"));
        run(backend, &whole, &[]);
        for count in 1..=4 {
            let parts: Vec<_> = (0..count)
                .map(|k| {
                    let part = dir.path().join(format!("{backend}_{k}_of_{count}.npz"));
                    run(backend, &part, &["--shard", &format!("{k}/{count}")]);
                    part
                })
                .collect();
            let merged = dir.path().join(format!("merged_{backend}_{count}.json"));
            let refs: Vec<&Path> = parts.iter().map(|p| p.as_path()).collect();
            let o = merge(&refs, &merged);
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            assert_eq!(
                std::fs::read_to_string(&merged).unwrap(),
                std::fs::read_to_string(&whole).unwrap(),
                "{backend}, {count} shards"
            );
        }
    }
    // The .npz inputs, read by slice (stored) or whole (compressed), give
    // the same merged outputs as the JSON's.
    let whole = std::fs::read_to_string(dir.path().join("whole_vm.json")).unwrap();
    for npz in [&stored, &compressed] {
        let parts: Vec<_> = (0..3)
            .map(|k| {
                let part = dir.path().join(format!("npz_{k}.json"));
                run_on(npz, "vm", &part, &["--shard", &format!("{k}/3")]);
                part
            })
            .collect();
        let merged = dir.path().join("merged_npz.json");
        let o = merge(&[&parts[0], &parts[1], &parts[2]], &merged);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(std::fs::read_to_string(&merged).unwrap(), whole, "{}", npz.display());
    }
    // A vm part and a cpu part are not shards of one batch.
    let vm = dir.path().join("vm_0_of_2.npz");
    let cpu = dir.path().join("cpu_1_of_2.npz");
    run("vm", &vm, &["--shard", "0/2"]);
    run("cpu", &cpu, &["--shard", "1/2"]);
    let o = merge(&[&vm, &cpu], &dir.path().join("mixed.json"));
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("another batch"));
}

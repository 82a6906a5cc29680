//! Shards: which part of a run this process does (`--shard K/N`, or
//! `--shard env` from the scheduler that started it), and which members
//! (chains, or a batch's members) that part holds.
//!
//! Shard `K` of `N` of `C` members holds members `[K*C/N, (K+1)*C/N)`
//! with their global indices, so that any partition gives the same bits:
//! a chain's transitions draw from its global index, and members are
//! independent. `--shard env` reads, in this order, a Slurm job array
//! (`SLURM_ARRAY_TASK_ID`, with `SLURM_ARRAY_TASK_MIN`, `_MAX`, `_STEP`
//! and `_COUNT`), a Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`, the
//! count from `--shards N`), Open MPI (`OMPI_COMM_WORLD_RANK`, `_SIZE`)
//! and other MPI launchers through PMI (`PMI_RANK`, `PMI_SIZE`). Every
//! scheduler whose variables are set must agree, and `--shards N`, when
//! given, must equal the count they give: an unset, partial or
//! inconsistent environment is an error naming the variables.

use std::ops::Range;

/// `--shard` and `--shards` of the commands that run a batch (`autobatch
/// run`, `autobatch-run`).
#[derive(Clone, Debug, Default, clap::Args)]
pub struct ShardArgs {
    /// Run one shard of the batch: `K/N` runs members [K*Z/N, (K+1)*Z/N) of the Z the inputs hold (the others'
    /// inputs unused) and writes their outputs as this shard's part, which `autobatch merge` puts together with
    /// the others' into the whole batch's output; `env` takes K and N from the scheduler (a Slurm job array, a
    /// Kubernetes Indexed Job with --shards, an Open MPI or PMI rank). Needs --output.
    #[arg(long, value_name = "K/N|env")]
    pub shard: Option<String>,
    /// The number of shards, where the scheduler does not say it (a Kubernetes Indexed Job's completions).
    #[arg(long, value_name = "N")]
    pub shards: Option<usize>,
}

impl ShardArgs {
    /// The shard asked for, `None` for the whole batch.
    pub fn shard(&self) -> Result<Option<Shard>, ShardError> {
        Shard::from_flags(self.shard.as_deref(), self.shards)
    }
}

/// Shard `index` of `count` (0-based: `0 <= index < count`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

/// Why a shard cannot be taken, said in the flags' and the variables'
/// terms.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ShardError(pub String);

fn error(message: impl Into<String>) -> ShardError {
    ShardError(message.into())
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// The whole run as one shard.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Shard `index` of `count`, checked.
    pub fn new(index: usize, count: usize) -> Result<Shard, ShardError> {
        if count == 0 {
            return Err(error("a run has at least one shard: use N >= 1 in --shard K/N"));
        }
        if index >= count {
            return Err(error(format!(
                "shard {index} of {count} does not exist: shards are numbered 0 to {} (--shard K/N with K < N)",
                count - 1
            )));
        }
        Ok(Shard { index, count })
    }

    /// `--shard` and `--shards` as given: `None` for the whole run.
    pub fn from_flags(spec: Option<&str>, shards: Option<usize>) -> Result<Option<Shard>, ShardError> {
        match (spec, shards) {
            (None, None) => Ok(None),
            (None, Some(_)) => Err(error(
                "--shards N says how many shards there are: give it with --shard env",
            )),
            (Some(spec), shards) => Shard::from_flag(spec, shards, &|name| std::env::var(name).ok()).map(Some),
        }
    }

    /// `--shard`'s value: `K/N`, or `env` (the scheduler's variables,
    /// read through `var`; `shards` is `--shards N`).
    pub fn from_flag(
        spec: &str,
        shards: Option<usize>,
        var: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Shard, ShardError> {
        let spec = spec.trim();
        if spec == "env" {
            return Shard::from_env(shards, var);
        }
        let parsed = spec
            .split_once('/')
            .and_then(|(k, n)| Some((k.trim().parse::<usize>().ok()?, n.trim().parse::<usize>().ok()?)));
        let Some((index, count)) = parsed else {
            return Err(error(format!(
                "--shard {spec:?} is neither K/N (e.g. 0/4: the first of 4 shards) nor `env`"
            )));
        };
        if shards.is_some_and(|n| n != count) {
            return Err(error(format!(
                "--shard {spec} says {count} shards but --shards says {}: give one of them",
                shards.unwrap_or(0)
            )));
        }
        Shard::new(index, count)
    }

    /// The shard the scheduler's environment gives (see the module's
    /// documentation).
    pub fn from_env(shards: Option<usize>, var: &dyn Fn(&str) -> Option<String>) -> Result<Shard, ShardError> {
        let found: Vec<(&str, Shard)> = [
            ("Slurm", slurm(var)?),
            ("Kubernetes", kubernetes(shards, var)?),
            ("Open MPI", pair(var, "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE")?),
            ("PMI", pair(var, "PMI_RANK", "PMI_SIZE")?),
        ]
        .into_iter()
        .filter_map(|(name, shard)| Some((name, shard?)))
        .collect();
        let Some(&(name, shard)) = found.first() else {
            return Err(error(
                "--shard env: no scheduler's variables are set (SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_COUNT, \
                 JOB_COMPLETION_INDEX with --shards N, OMPI_COMM_WORLD_RANK with OMPI_COMM_WORLD_SIZE, or PMI_RANK \
                 with PMI_SIZE): run it as a job-array task or MPI rank, or give --shard K/N",
            ));
        };
        if let Some((other, different)) = found.iter().find(|(_, s)| *s != shard) {
            return Err(error(format!(
                "--shard env: {name}'s variables give shard {shard} but {other}'s give {different}: unset one of them"
            )));
        }
        if let Some(n) = shards.filter(|&n| n != shard.count) {
            return Err(error(format!(
                "--shard env: {name}'s variables give {} shards but --shards says {n}",
                shard.count
            )));
        }
        Ok(shard)
    }

    /// The members of `total` this shard holds, by global index; an
    /// error when it holds none (more shards than members).
    pub fn range(&self, total: usize) -> Result<Range<usize>, ShardError> {
        let at = |k: usize| (k as u128 * total as u128 / self.count as u128) as usize;
        let range = at(self.index)..at(self.index + 1);
        if range.is_empty() {
            return Err(error(format!(
                "shard {self} of {total} members holds none: use at most {total} shards"
            )));
        }
        Ok(range)
    }
}

/// One part of a sharded run as `check_cover` sees it: its file, its
/// shard (K, N) and the global range of what it holds.
pub struct Held<'a> {
    pub path: &'a std::path::Path,
    pub shard: (usize, usize),
    pub range: (usize, usize),
}

/// Checks that `parts` are the shards of a run of `total` `what`
/// (chains, members) in `parts[0]`'s number of shards, each exactly once
/// and holding its range: a missing or repeated shard is an error naming
/// it, never a silently shorter result.
pub fn check_cover(parts: &[Held], total: usize, what: &str) -> Result<(), ShardError> {
    let Some(first) = parts.first() else {
        return Err(error("merge needs the parts of a run: autobatch merge PART... -o OUT"));
    };
    let count = first.shard.1;
    let mut seen: Vec<Option<&std::path::Path>> = vec![None; count];
    for part in parts {
        let shown = part.path.display();
        let (k, n) = part.shard;
        if n != count {
            return Err(error(format!(
                "{shown} is shard {k}/{n}, of a run in {n} shards, but {} is of a run in {count}: merge one run's parts",
                first.path.display()
            )));
        }
        let expected = Shard::new(k, count)?.range(total)?;
        if (expected.start, expected.end) != part.range {
            return Err(error(format!("{shown}: it does not hold shard {k}/{count}'s {what}")));
        }
        if let Some(other) = seen[k] {
            return Err(error(format!(
                "shard {k}/{count} is given twice: {} and {shown}",
                other.display()
            )));
        }
        seen[k] = Some(part.path);
    }
    let missing: Vec<String> = (0..count)
        .filter(|&k| seen[k].is_none())
        .map(|k| format!("{k}/{count}"))
        .collect();
    if !missing.is_empty() {
        return Err(error(format!(
            "the run has {count} shards, and shard {} is missing: merge needs every shard's part",
            missing.join(", ")
        )));
    }
    Ok(())
}

/// The value of `name` as a count or index, if set.
fn number(var: &dyn Fn(&str) -> Option<String>, name: &str) -> Result<Option<i64>, ShardError> {
    let Some(text) = var(name).filter(|v| !v.trim().is_empty()) else {
        return Ok(None);
    };
    (text.trim().parse::<i64>().map(Some)).map_err(|_| error(format!("--shard env: {name}={text:?} is not an integer")))
}

/// A rank and a size (MPI's), both set or neither.
fn pair(var: &dyn Fn(&str) -> Option<String>, rank: &str, size: &str) -> Result<Option<Shard>, ShardError> {
    match (number(var, rank)?, number(var, size)?) {
        (None, None) => Ok(None),
        (Some(k), Some(n)) => in_range(k, n, &format!("{rank}={k} with {size}={n}")).map(Some),
        (Some(_), None) => Err(error(format!("--shard env: {rank} is set but {size} is not"))),
        (None, Some(_)) => Err(error(format!("--shard env: {size} is set but {rank} is not"))),
    }
}

fn in_range(k: i64, n: i64, what: &str) -> Result<Shard, ShardError> {
    match (usize::try_from(k), usize::try_from(n)) {
        (Ok(k), Ok(n)) if k < n => Ok(Shard { index: k, count: n }),
        _ => Err(error(format!(
            "--shard env: {what} is not a shard (the index must lie in 0..count)"
        ))),
    }
}

/// A Slurm job array's task: index `(ID - MIN) / STEP`, count `COUNT`
/// (or `(MAX - MIN) / STEP + 1`).
fn slurm(var: &dyn Fn(&str) -> Option<String>) -> Result<Option<Shard>, ShardError> {
    let Some(id) = number(var, "SLURM_ARRAY_TASK_ID")? else {
        return Ok(None);
    };
    let min = number(var, "SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
    let step = number(var, "SLURM_ARRAY_TASK_STEP")?.unwrap_or(1);
    if step <= 0 {
        return Err(error(format!(
            "--shard env: SLURM_ARRAY_TASK_STEP={step} is not a step (Slurm's are 1 or more): \
             unset it, or set it to the array's step (--array=MIN-MAX:STEP)"
        )));
    }
    let max = number(var, "SLURM_ARRAY_TASK_MAX")?;
    let count = match (number(var, "SLURM_ARRAY_TASK_COUNT")?, max) {
        (Some(count), _) => count,
        (None, Some(max)) => max.saturating_sub(min) / step + 1,
        _ => return Err(error(
            "--shard env: SLURM_ARRAY_TASK_ID is set but neither SLURM_ARRAY_TASK_COUNT nor SLURM_ARRAY_TASK_MAX is",
        )),
    };
    let what = format!("SLURM_ARRAY_TASK_ID={id} (MIN {min}, STEP {step}, {count} tasks)");
    let offset = id.saturating_sub(min);
    if offset % step != 0 {
        return Err(error(format!("--shard env: {what} is not one of the array's tasks")));
    }
    in_range(offset / step, count, &what).map(Some)
}

/// A Kubernetes Indexed Job's completion index; its count is `--shards`.
fn kubernetes(shards: Option<usize>, var: &dyn Fn(&str) -> Option<String>) -> Result<Option<Shard>, ShardError> {
    let Some(index) = number(var, "JOB_COMPLETION_INDEX")? else {
        return Ok(None);
    };
    let Some(count) = shards else {
        return Err(error(
            "--shard env: JOB_COMPLETION_INDEX is set but the count is not: give --shards N (the Job's completions)",
        ));
    };
    let count = i64::try_from(count).unwrap_or(i64::MAX);
    in_range(
        index,
        count,
        &format!("JOB_COMPLETION_INDEX={index} with --shards {count}"),
    )
    .map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move |name| map.get(name).cloned()
    }

    fn message(r: Result<Shard, ShardError>) -> String {
        r.expect_err("an error").0
    }

    #[test]
    fn k_of_n_parses_and_is_checked() {
        let none = env(&[]);
        assert_eq!(Shard::from_flag("2/4", None, &none), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(Shard::from_flag(" 0 / 1 ", Some(1), &none), Ok(Shard::WHOLE));
        assert!(message(Shard::from_flag("4/4", None, &none)).contains("numbered 0 to 3"));
        assert!(message(Shard::from_flag("0/0", None, &none)).contains("at least one shard"));
        assert!(message(Shard::from_flag("1-4", None, &none)).contains("neither K/N"));
        assert!(message(Shard::from_flag("-1/4", None, &none)).contains("neither K/N"));
        assert!(message(Shard::from_flag("1/4", Some(8), &none)).contains("--shards says 8"));
    }

    #[test]
    fn ranges_partition_the_members_by_global_index() {
        for total in [1, 4, 7, 64, 1000] {
            for count in 1..=total.min(9) {
                let ranges: Vec<Range<usize>> = (0..count)
                    .map(|k| Shard::new(k, count).unwrap().range(total).unwrap())
                    .collect();
                assert_eq!(ranges[0].start, 0);
                assert_eq!(ranges[count - 1].end, total);
                assert!(ranges.windows(2).all(|w| w[0].end == w[1].start && !w[1].is_empty()));
            }
        }
        assert_eq!(Shard::new(1, 4).unwrap().range(10), Ok(2..5));
        let err = Shard::new(0, 5).unwrap().range(4).unwrap_err().0;
        assert!(err.contains("holds none") && err.contains("at most 4 shards"), "{err}");
    }

    #[test]
    fn slurm_job_arrays() {
        let task = |pairs: &[(&str, &str)]| Shard::from_flag("env", None, &env(pairs));
        let array = [("SLURM_ARRAY_TASK_ID", "3"), ("SLURM_ARRAY_TASK_COUNT", "16")];
        assert_eq!(task(&array), Ok(Shard { index: 3, count: 16 }));
        // --array=1-16: MIN 1, MAX 16, no COUNT.
        let from_one = [
            ("SLURM_ARRAY_TASK_ID", "1"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_MAX", "16"),
        ];
        assert_eq!(task(&from_one), Ok(Shard { index: 0, count: 16 }));
        // --array=0-15:4 gives tasks 0, 4, 8, 12.
        let stepped = [
            ("SLURM_ARRAY_TASK_ID", "8"),
            ("SLURM_ARRAY_TASK_MAX", "12"),
            ("SLURM_ARRAY_TASK_STEP", "4"),
        ];
        assert_eq!(task(&stepped), Ok(Shard { index: 2, count: 4 }));
        let no_count = message(task(&[("SLURM_ARRAY_TASK_ID", "3")]));
        assert!(no_count.contains("SLURM_ARRAY_TASK_COUNT"), "{no_count}");
        let outside = message(task(&[("SLURM_ARRAY_TASK_ID", "16"), ("SLURM_ARRAY_TASK_COUNT", "16")]));
        assert!(outside.contains("SLURM_ARRAY_TASK_ID=16"), "{outside}");
        // A step of 0 is named as such, not as a MAX that is missing.
        let zero_step = message(task(&[
            ("SLURM_ARRAY_TASK_ID", "0"),
            ("SLURM_ARRAY_TASK_MAX", "3"),
            ("SLURM_ARRAY_TASK_STEP", "0"),
        ]));
        assert!(
            zero_step.contains("SLURM_ARRAY_TASK_STEP=0") && !zero_step.contains("neither"),
            "{zero_step}"
        );
        let garbage = message(task(&[("SLURM_ARRAY_TASK_ID", "x"), ("SLURM_ARRAY_TASK_COUNT", "16")]));
        assert!(garbage.contains("not an integer"), "{garbage}");
        let shards = Shard::from_flag("env", Some(8), &env(&array));
        assert!(message(shards).contains("--shards says 8"));
    }

    #[test]
    fn kubernetes_indexed_jobs_take_the_count_from_the_flag() {
        let pod = env(&[("JOB_COMPLETION_INDEX", "5")]);
        assert_eq!(Shard::from_flag("env", Some(8), &pod), Ok(Shard { index: 5, count: 8 }));
        assert!(message(Shard::from_flag("env", None, &pod)).contains("--shards N"));
        assert!(message(Shard::from_flag("env", Some(5), &pod)).contains("JOB_COMPLETION_INDEX=5"));
    }

    #[test]
    fn mpi_ranks() {
        let ompi = env(&[("OMPI_COMM_WORLD_RANK", "1"), ("OMPI_COMM_WORLD_SIZE", "4")]);
        assert_eq!(Shard::from_flag("env", None, &ompi), Ok(Shard { index: 1, count: 4 }));
        let pmi = env(&[("PMI_RANK", "0"), ("PMI_SIZE", "2")]);
        assert_eq!(Shard::from_flag("env", None, &pmi), Ok(Shard { index: 0, count: 2 }));
        let half = message(Shard::from_flag("env", None, &env(&[("PMI_RANK", "0")])));
        assert!(half.contains("PMI_SIZE is not"), "{half}");
        // Open MPI sets PMI's variables too, the same shard: no conflict.
        let both = env(&[
            ("OMPI_COMM_WORLD_RANK", "1"),
            ("OMPI_COMM_WORLD_SIZE", "4"),
            ("PMI_RANK", "1"),
            ("PMI_SIZE", "4"),
        ]);
        assert_eq!(Shard::from_flag("env", None, &both), Ok(Shard { index: 1, count: 4 }));
    }

    #[test]
    fn an_unset_or_conflicting_environment_is_an_error_naming_the_variables() {
        let none = message(Shard::from_flag("env", None, &env(&[])));
        for name in [
            "SLURM_ARRAY_TASK_ID",
            "JOB_COMPLETION_INDEX",
            "OMPI_COMM_WORLD_RANK",
            "PMI_RANK",
        ] {
            assert!(none.contains(name), "{none}");
        }
        let conflict = env(&[
            ("SLURM_ARRAY_TASK_ID", "0"),
            ("SLURM_ARRAY_TASK_COUNT", "2"),
            ("PMI_RANK", "1"),
            ("PMI_SIZE", "2"),
        ]);
        let why = message(Shard::from_flag("env", None, &conflict));
        assert!(
            why.contains("Slurm") && why.contains("PMI") && why.contains("unset one"),
            "{why}"
        );
    }
}

//! A run's sizes checked before any work: the counts against their
//! ranges, and the memory the chains and their draws need against the
//! memory available (as the caller measures it), so that a run too large
//! for the machine is an error naming the flag to lower, never a panic
//! ("capacity overflow"), an abort under a memory limit, or minutes of
//! allocation before the system's OOM killer.

use crate::trace::ThetaDType;
use crate::Error;
use crate::Settings;

/// The largest `--warmup + --draws`: the sampler counts transitions in
/// i64 and adds a segment to the count, so the sum keeps far from
/// 2^63.
pub const MAX_TRANSITIONS: u64 = 1 << 62;

/// The largest `--chains`: a chain's index is an i64 in the sampler, and
/// its keys are split from the seed by that index.
pub const MAX_CHAINS: u64 = 1 << 40;

/// Checks the counts against their upper bounds (`Settings::check`
/// calls it, before anything is compiled).
pub fn check_ranges(settings: &Settings) -> Result<(), Error> {
    let too_large = |flag: &str, n: u64, max: u64| {
        Err(Error::Usage(format!(
            "{flag} {n} is out of range: at most {max} (2^{}) is accepted",
            max.trailing_zeros()
        )))
    };
    if settings.chains as u64 > MAX_CHAINS {
        return too_large("--chains", settings.chains as u64, MAX_CHAINS);
    }
    let (warmup, draws) = (settings.warmup as u64, settings.draws as u64);
    for (flag, n) in [("--warmup", warmup), ("--draws", draws)] {
        if n > MAX_TRANSITIONS {
            return too_large(flag, n, MAX_TRANSITIONS);
        }
    }
    if warmup + draws > MAX_TRANSITIONS {
        return Err(Error::Usage(format!(
            "--warmup {warmup} plus --draws {draws} is out of range: at most {MAX_TRANSITIONS} (2^62) transitions per chain"
        )));
    }
    Ok(())
}

/// What one chain holds while the run goes on.
pub struct ChainBytes {
    /// The engine's state for one chain (the compiled state with its
    /// stacks, or the VM's variables), and the arguments and results the
    /// driver passes in and out of each call.
    pub state: u128,
    /// What the run holds once, whatever the chains: the model's data.
    pub shared: u128,
    /// theta's length and dtype.
    pub dim: usize,
    pub dtype: ThetaDType,
    /// The generated quantities' batch, where the model has them.
    pub generated: Option<GeneratedBytes>,
}

/// What the generated quantities take: their batch runs once per kept
/// draw after the sampling (one member per chain and draw, a dataset at
/// a time), and their values stay in memory until the output is written.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratedBytes {
    /// One member of the batch: its compiled state (or the VM's
    /// variables), its inputs and its outputs as values.
    pub member: u128,
    /// One draw's quantities, as kept and as written.
    pub per_draw: u128,
}

impl GeneratedBytes {
    /// The batch of a compiled `generate` whose state takes
    /// `state_bytes(z)` for `z` members, with `dim` free coordinates
    /// (f64) in and the quantities `names` out.
    pub fn of(state_bytes: impl Fn(usize) -> u128, dim: usize, names: &[(String, autobatch_runtime::Type)]) -> Self {
        let state = state_bytes(2).saturating_sub(state_bytes(1));
        // A value, and the heap block and shape a tensor adds to it.
        let value = std::mem::size_of::<autobatch_runtime::Value>() as u128;
        let block = 64u128;
        let inputs = 4 * value + block + (dim as u128) * 8;
        let per_draw: u128 = (names.iter())
            .map(|(_, t)| (t.num_elements() * t.dtype.size_bytes()) as u128)
            .sum();
        let outputs = (names.len() as u128) * (value + block) + per_draw;
        GeneratedBytes {
            member: state + inputs + outputs,
            per_draw,
        }
    }
}

/// Bytes the diagnostics of one coordinate hold per (chain, draw) while
/// they run (`summary::summarize`, a coordinate per thread): its values
/// and their split-chain copy, the rank normalization's (value, index)
/// pairs, ranks and normal scores, a sorted copy (HDI) and the
/// autocovariance's complex FFT buffers: 12 words, counted up from
/// diagnostics.rs.
const SUMMARY_BYTES_PER_DRAW: u128 = 96;

/// The threads the diagnostics run on (`parallel::map`).
fn diagnostic_threads() -> u128 {
    std::thread::available_parallelism().map_or(1, usize::from) as u128
}

/// Bytes the driver keeps per draw of one chain: theta as f64 and the
/// seven statistics (`Trace`).
fn kept_bytes_per_draw(dim: usize) -> u128 {
    (dim as u128) * 8 + 7 * 8 + 1
}

/// Bytes of one draw in the output file, built in memory before it is
/// written.
fn output_bytes_per_draw(dim: usize, dtype: ThetaDType) -> u128 {
    (dim as u128) * (dtype.size_bytes() as u128) + 7 * 8 + 1
}

/// The memory a run needs at its peak: every chain's state (alive to the
/// end), plus the draws kept (the posterior's, and the warmup's with
/// `--save-warmup`), plus the most that one phase after the sampling
/// takes: the diagnostics, the generated quantities' batch, or the
/// output file built in memory (with the copies of the values it is
/// built from, and the quantities). `datasets`: the posteriors sampled
/// at once (`--datasets`), the chains this process runs each (with
/// `--shard`, its shard's). Returns (the chains' state, the rest).
pub fn need(settings: &Settings, datasets: usize, chain: &ChainBytes, save_warmup: bool, output: bool) -> (u128, u128) {
    let datasets = datasets.max(1) as u128;
    let per_dataset = settings.local_chains() as u128;
    let chains = per_dataset.saturating_mul(datasets);
    let posterior = chains.saturating_mul(settings.draws as u128);
    let kept = posterior.saturating_add(if save_warmup {
        chains.saturating_mul(settings.warmup as u128)
    } else {
        0
    });
    let dim = chain.dim as u128;
    // The diagnostics: a coordinate per thread; with datasets, a dataset
    // per thread, each a copy of its draws and its coordinates' threads.
    let threads = diagnostic_threads();
    let one_dataset = per_dataset.saturating_mul(settings.draws as u128);
    let coordinates = SUMMARY_BYTES_PER_DRAW
        .saturating_mul(one_dataset)
        .saturating_mul(threads.min(dim.max(1)));
    let summary = if datasets > 1 {
        let copy = one_dataset.saturating_mul(kept_bytes_per_draw(chain.dim));
        threads.min(datasets).saturating_mul(copy.saturating_add(coordinates))
    } else {
        coordinates
    };
    let gq = chain.generated.unwrap_or_default();
    let quantities = quantities_bytes(settings, datasets, chain);
    let batch = one_dataset.saturating_mul(gq.member);
    let generate = if chain.generated.is_some() {
        quantities.saturating_add(batch)
    } else {
        0
    };
    let write = if output {
        // The file's bytes, the values copied out of the trace and one
        // parameter's copy, and the quantities beside them.
        let file = kept.saturating_mul(output_bytes_per_draw(chain.dim, chain.dtype));
        let copies = kept.saturating_mul(dim.saturating_mul(16));
        file.saturating_add(copies).saturating_add(quantities.saturating_mul(2))
    } else {
        quantities
    };
    let after = summary.max(generate).max(write);
    let state = chains.saturating_mul(chain.state).saturating_add(chain.shared);
    let draws = kept
        .saturating_mul(kept_bytes_per_draw(chain.dim))
        .saturating_add(after);
    (state, draws)
}

/// The generated quantities' values over every kept draw of every
/// dataset's chains (0 without them).
fn quantities_bytes(settings: &Settings, datasets: u128, chain: &ChainBytes) -> u128 {
    let per_draw = chain.generated.map_or(0, |g| g.per_draw);
    (settings.local_chains() as u128)
        .saturating_mul(datasets.max(1))
        .saturating_mul(settings.draws as u128)
        .saturating_mul(per_draw)
}

/// Checks `need`'s bytes against `available` bytes, naming the flag to
/// lower: `--chains` when the chains' state dominates, else `--draws`
/// (and `--warmup` when warmup draws are kept).
pub fn check_memory(
    (settings, datasets): (&Settings, usize),
    chain: &ChainBytes,
    save_warmup: bool,
    output: bool,
    available: u64,
) -> Result<(), Error> {
    let (state, draws) = need(settings, datasets, chain, save_warmup, output);
    let total = state.saturating_add(draws);
    if total <= u128::from(available) {
        return Ok(());
    }
    let gb = |b: u128| b as f64 / 1e9;
    let draws_flags = if save_warmup {
        "--draws or --warmup (the warmup draws are kept: --save-warmup)"
    } else {
        "--draws"
    };
    let shards = settings.shard.count;
    let gq = chain.generated.unwrap_or_default();
    let quantities = quantities_bytes(settings, datasets as u128, chain);
    let advice = if quantities.saturating_mul(4) >= draws && chain.generated.is_some() {
        format!(
            "`generated_quantities` returns {} bytes per draw ({:.1} GB over the draws): return less from it \
             (a summary of a large value rather than the value), or lower --draws or --chains",
            gq.per_draw,
            gb(quantities)
        )
    } else if state >= draws && shards > 1 {
        format!("split the chains into more shards (--shard K/N with N above {shards})")
    } else if state >= draws && datasets > 1 {
        "lower --chains, or split the datasets of --datasets over several runs".to_string()
    } else if state >= draws {
        "lower --chains, or split them into shards (--shard K/N, docs/distributed.md)".to_string()
    } else {
        format!("lower {draws_flags} or --chains, or keep fewer draws (thin later runs)")
    };
    let output_note = match (output, chain.generated.is_some()) {
        (true, true) => {
            ", the diagnostics, the generated quantities, and the output file built in memory before it is written"
        }
        (true, false) => ", the diagnostics, and the output file built in memory before it is written",
        (false, true) => ", the diagnostics and the generated quantities",
        (false, false) => " and the diagnostics",
    };
    let per_dataset = if datasets > 1 {
        format!(" for each of {datasets} datasets")
    } else {
        String::new()
    };
    let in_shard = if shards > 1 {
        format!(" ({} of them in shard {})", settings.local_chains(), settings.shard)
    } else {
        String::new()
    };
    Err(Error::Usage(format!(
        "--chains {}{in_shard}{per_dataset} with --draws {} needs {:.1} GB of memory ({:.1} GB for the chains' sampler state, \
         {} bytes each and {} bytes of data once; {:.1} GB for the kept draws{output_note}), more than the {:.1} GB available: {advice}",
        settings.chains,
        settings.draws,
        gb(total),
        gb(state),
        chain.state,
        chain.shared,
        gb(draws),
        gb(u128::from(available)),
    )))
}

/// `check_memory` for a run on `engine`, against what the system has
/// available (nothing is checked where it does not say): the engine's
/// state, the draws kept (theta too where `keep_theta`), and the output
/// file's copy where one is written.
pub fn check_run(
    engine: &dyn crate::Engine,
    protocol: &crate::Protocol,
    (settings, datasets): (&Settings, usize),
    (save_warmup, keep_theta, output): (bool, bool, bool),
    generated: Option<GeneratedBytes>,
) -> Result<(), Error> {
    let Some(available) = autobatch_runtime::memory::available_bytes() else {
        return Ok(());
    };
    let (state, shared) = crate::chains::engine_bytes(engine, protocol);
    let chain = ChainBytes {
        state,
        shared,
        dim: protocol.model.layout.size() + if keep_theta { protocol.dim } else { 0 },
        dtype: crate::run::theta_dtype(protocol),
        generated,
    };
    check_memory((settings, datasets), &chain, save_warmup, output, available)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(chains: usize, warmup: usize, draws: usize) -> Settings {
        Settings {
            chains,
            warmup,
            draws,
            ..Settings::default()
        }
    }

    fn chain() -> ChainBytes {
        ChainBytes {
            state: 10_000,
            shared: 0,
            dim: 10,
            dtype: ThetaDType::F64,
            generated: None,
        }
    }

    #[test]
    fn counts_out_of_range_name_their_flag() {
        let e = check_ranges(&settings(usize::MAX, 10, 10)).unwrap_err().to_string();
        assert!(e.contains("--chains 18446744073709551615 is out of range"), "{e}");
        let e = check_ranges(&settings(4, 1 << 63, 10)).unwrap_err().to_string();
        assert!(e.contains("--warmup 9223372036854775808 is out of range"), "{e}");
        let e = check_ranges(&settings(4, 10, usize::MAX)).unwrap_err().to_string();
        assert!(e.contains("--draws"), "{e}");
        let e = check_ranges(&settings(4, 1 << 61, (1 << 61) + 1))
            .unwrap_err()
            .to_string();
        assert!(e.contains("plus --draws"), "{e}");
        assert!(check_ranges(&settings(4, 1000, 1000)).is_ok());
    }

    /// `check_memory`'s refusal of 10 KB chains against 20 GB, with
    /// (--save-warmup, -o).
    fn refused(settings: &Settings, datasets: usize, (save_warmup, output): (bool, bool)) -> String {
        check_memory((settings, datasets), &chain(), save_warmup, output, 20_000_000_000)
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn memory_names_the_flag_that_dominates() {
        // 10^9 chains of 10 KB of state: the state dominates.
        let e = refused(&settings(1_000_000_000, 10, 10), 1, (false, false));
        assert!(e.contains("lower --chains") && e.contains("20.0 GB available"), "{e}");
        // 4 chains of 10^9 draws: the draws dominate.
        let e = refused(&settings(4, 10, 1_000_000_000), 1, (false, true));
        assert!(e.contains("lower --draws") && e.contains("output file"), "{e}");
        // Kept warmup draws count, and are named.
        let e = refused(&settings(4, 1_000_000_000, 10), 1, (true, false));
        assert!(e.contains("--save-warmup"), "{e}");
        // With --datasets every dataset's chains count, and the advice says so.
        let e = refused(&settings(4, 10, 10), 1_000_000, (false, false));
        assert!(
            e.contains("--chains 4 for each of 1000000 datasets") && e.contains("split the datasets"),
            "{e}"
        );
        assert!(check_memory((&settings(4, 10, 10), 100), &chain(), false, false, 20_000_000_000).is_ok());
        // The data counts once, not per chain: 10^5 chains of 10 KB with
        // 10 GB of data need 11 GB, not 10^15 bytes.
        let data = ChainBytes {
            shared: 10_000_000_000,
            ..chain()
        };
        assert!(check_memory((&settings(100_000, 10, 1), 1), &data, false, false, 12_000_000_000).is_ok());
        let e = check_memory((&settings(100_000, 10, 1), 1), &data, false, false, 10_000_000_000).unwrap_err();
        assert!(e.to_string().contains("10000000000 bytes of data once"), "{e}");
        // Warmup draws that are not kept cost nothing.
        assert!(check_memory(
            (&settings(4, 1_000_000_000, 10), 1),
            &chain(),
            false,
            false,
            20_000_000_000
        )
        .is_ok());
        assert!(check_memory((&settings(4, 1000, 1000), 1), &chain(), true, true, 20_000_000_000).is_ok());
    }

    #[test]
    fn the_generated_quantities_count_and_are_named() {
        // 4 chains of 100 draws whose quantities are 8e8 bytes each: 320 GB
        // kept, and as much again in the output file.
        let gq = ChainBytes {
            generated: Some(GeneratedBytes {
                member: 1000,
                per_draw: 800_000_000,
            }),
            ..chain()
        };
        let e = check_memory((&settings(4, 100, 100), 1), &gq, false, true, 20_000_000_000)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("`generated_quantities` returns 800000000 bytes per draw") && e.contains("generated quantities"),
            "{e}"
        );
        // Without an output file they are still kept.
        assert!(check_memory((&settings(4, 100, 100), 1), &gq, false, false, 20_000_000_000).is_err());
        // The batch itself: 10^6 members (a chain and draw each) of 10 KB
        // of state: 10 GB.
        let batch = ChainBytes {
            generated: Some(GeneratedBytes {
                member: 10_000,
                per_draw: 8,
            }),
            ..chain()
        };
        assert!(check_memory((&settings(1000, 10, 1000), 1), &batch, false, false, 50_000_000_000).is_ok());
        assert!(check_memory((&settings(1000, 10, 1000), 1), &batch, false, false, 9_000_000_000).is_err());
    }

    #[test]
    fn the_diagnostics_working_memory_counts() {
        // 10^6 chains of 1,000 draws of one value: 96 bytes a draw for the
        // diagnostics' coordinate beyond the 66 kept.
        let one = ChainBytes {
            state: 0,
            dim: 1,
            ..chain()
        };
        let (_, draws) = need(&settings(1_000_000, 10, 1000), 1, &one, false, false);
        assert!(
            draws >= 1_000_000_000 * (kept_bytes_per_draw(1) + SUMMARY_BYTES_PER_DRAW),
            "{draws}"
        );
    }

    #[test]
    fn a_shard_needs_the_memory_of_its_own_chains() {
        // 4 * 10^6 chains of 10 KB need 40 GB; a quarter of them, 10 GB.
        let shard = |k| Settings {
            shard: autobatch_runtime::Shard::new(k, 4).unwrap(),
            ..settings(4_000_000, 10, 1)
        };
        let e = refused(&settings(4_000_000, 10, 1), 1, (false, false));
        assert!(e.contains("split them into shards"), "{e}");
        assert!(check_memory((&shard(3), 1), &chain(), false, false, 20_000_000_000).is_ok());
        let e = check_memory((&shard(1), 1), &chain(), false, false, 5_000_000_000)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("--chains 4000000 (1000000 of them in shard 1/4)") && e.contains("more shards"),
            "{e}"
        );
    }
}

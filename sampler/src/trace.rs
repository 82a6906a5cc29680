//! One phase's draws (warmup or sampling) of a batch of chains: the
//! parameters' constrained values (`layout.rs` says whose), optionally
//! theta (the free coordinates, `--save-unconstrained`), and the sample
//! statistics, under ArviZ's names.
//!
//! The batched sampler finishes one draw of every chain per step, so
//! [`Trace::push_draw`] takes a (chain, dim) block; ArviZ wants (chain,
//! draw, ...) order, so each chain keeps its own rows and the flat arrays
//! are put together when a writer asks for them.
//!
//! theta is kept as f64 whatever the sampler's dtype, with that dtype
//! recorded: an f32 widens to f64 exactly, so the writers narrow it back
//! to [`ThetaDType::F32`] without changing a bit (f64 values pushed onto
//! an f32 trace are rounded when written).

/// The float type the sampler ran theta in, and the one the writers store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThetaDType {
    F32,
    F64,
}

impl ThetaDType {
    /// NumPy's name, for messages.
    pub fn numpy_name(self) -> &'static str {
        match self {
            ThetaDType::F32 => "float32",
            ThetaDType::F64 => "float64",
        }
    }

    /// Bytes of one element as the writers store it.
    pub fn size_bytes(self) -> usize {
        match self {
            ThetaDType::F32 => 4,
            ThetaDType::F64 => 8,
        }
    }
}

/// The statistics of one transition of one chain, named as ArviZ names
/// them in `sample_stats`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawStats {
    /// Log density (up to a constant) at the draw.
    pub lp: f64,
    /// Mean Metropolis acceptance probability over the trajectory.
    pub acceptance_rate: f64,
    pub step_size: f64,
    pub tree_depth: i64,
    /// Leapfrog steps taken.
    pub n_steps: i64,
    pub diverging: bool,
    /// Hamiltonian (potential plus kinetic energy) at the draw.
    pub energy: f64,
}

/// The statistics' ArviZ names, in the order its converters list them
/// (`Trace::sample_stats`).
pub const STAT_NAMES: [&str; 7] = [
    "lp",
    "acceptance_rate",
    "step_size",
    "tree_depth",
    "n_steps",
    "diverging",
    "energy",
];

/// One statistic of every draw, in (chain, draw) order.
#[derive(Clone, Debug, PartialEq)]
pub enum StatColumn {
    F64(Vec<f64>),
    I64(Vec<i64>),
    Bool(Vec<bool>),
}

impl StatColumn {
    pub fn len(&self) -> usize {
        match self {
            StatColumn::F64(v) => v.len(),
            StatColumn::I64(v) => v.len(),
            StatColumn::Bool(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A draw that does not fit the trace it is pushed onto.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TraceError {
    #[error("a trace needs at least one chain")]
    NoChains,
    #[error(
        "draw {draw}: theta has {found} values, expected {expected} ({chains} chains x {dim} dimensions, one chain's \
         theta after another)"
    )]
    ThetaLen {
        draw: usize,
        found: usize,
        expected: usize,
        chains: usize,
        dim: usize,
    },
    #[error("draw {draw}: statistics of {found} chains, expected one per chain ({chains})")]
    StatsLen { draw: usize, found: usize, chains: usize },
}

/// The draws of `chains` chains of `dim` values each.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    dim: usize,
    dtype: ThetaDType,
    draws: usize,
    /// Per chain: `draws * dim` values, one draw's after another.
    theta: Vec<Vec<f64>>,
    /// Theta's length and, per chain, its draws, when they are kept.
    unconstrained: Option<(usize, Vec<Vec<f64>>)>,
    /// Per chain: one entry per draw.
    stats: Vec<Vec<DrawStats>>,
}

impl Trace {
    /// An empty trace.
    pub fn new(chains: usize, dim: usize, dtype: ThetaDType) -> Result<Self, TraceError> {
        if chains == 0 {
            return Err(TraceError::NoChains);
        }
        Ok(Trace {
            dim,
            dtype,
            draws: 0,
            theta: vec![Vec::new(); chains],
            unconstrained: None,
            stats: vec![Vec::new(); chains],
        })
    }

    /// Keeps theta too, `dim` free coordinates per draw
    /// (`push_unconstrained`).
    pub fn keep_unconstrained(&mut self, dim: usize) {
        self.unconstrained = Some((dim, vec![Vec::new(); self.chains()]));
    }

    /// Appends every chain's theta of the draw `push_draw` adds next (or
    /// just added), the sampler's (chain, dim) block; nothing unless kept.
    pub fn push_unconstrained<T: Copy + Into<f64>>(&mut self, theta: &[T]) {
        if let Some((dim, rows)) = &mut self.unconstrained {
            for (chain, row) in rows.iter_mut().zip(theta.chunks((*dim).max(1))) {
                chain.extend(row.iter().map(|&x| x.into()));
            }
        }
    }

    /// Room for `draws` draws of every chain, reserved exactly: a vector
    /// grown by doubling holds up to twice its draws, and its
    /// reallocations fragment the heap (20,000 chains of 1,000 draws kept
    /// 1.6 GB and mapped 1.5 GB more), which the memory check before the
    /// run (`budget`) cannot count. Where the room cannot be had, the
    /// draws grow as they come.
    pub fn reserve(&mut self, draws: usize) {
        let values = draws.saturating_mul(self.dim);
        for chain in &mut self.theta {
            let _ = chain.try_reserve_exact(values);
        }
        for chain in &mut self.stats {
            let _ = chain.try_reserve_exact(draws);
        }
        if let Some((dim, rows)) = &mut self.unconstrained {
            for chain in rows {
                let _ = chain.try_reserve_exact(draws.saturating_mul(*dim));
            }
        }
    }

    /// Stops keeping theta, dropping what was kept.
    pub fn drop_unconstrained(&mut self) {
        self.unconstrained = None;
    }

    /// Theta's length and every kept theta, in (chain, draw, dim) order.
    pub fn unconstrained(&self) -> Option<(usize, Vec<f64>)> {
        self.unconstrained.as_ref().map(|(dim, rows)| (*dim, rows.concat()))
    }

    /// Appends one draw of every chain: `theta` holds chain 0's `dim`
    /// values, then chain 1's, ... (the sampler's (chain, dim) block), in
    /// f32 or f64; `stats` one entry per chain.
    pub fn push_draw<T: Copy + Into<f64>>(&mut self, theta: &[T], stats: &[DrawStats]) -> Result<(), TraceError> {
        let chains = self.chains();
        let expected = chains * self.dim;
        if theta.len() != expected {
            return Err(TraceError::ThetaLen {
                draw: self.draws,
                found: theta.len(),
                expected,
                chains,
                dim: self.dim,
            });
        }
        if stats.len() != chains {
            return Err(TraceError::StatsLen {
                draw: self.draws,
                found: stats.len(),
                chains,
            });
        }
        // `chunks` panics on 0; a 0-dimensional theta adds nothing per chain.
        let rows = theta.chunks(self.dim.max(1)).chain(std::iter::repeat(&[][..]));
        for ((chain_theta, chain_stats), (row, s)) in self.theta.iter_mut().zip(&mut self.stats).zip(rows.zip(stats)) {
            chain_theta.extend(row.iter().map(|&x| x.into()));
            chain_stats.push(*s);
        }
        self.draws += 1;
        Ok(())
    }

    pub fn chains(&self) -> usize {
        self.theta.len()
    }

    pub fn draws(&self) -> usize {
        self.draws
    }

    pub fn dim(&self) -> usize {
        self.dim
    }

    pub fn dtype(&self) -> ThetaDType {
        self.dtype
    }

    /// The chains `chains` of this trace (`--datasets`: one dataset's),
    /// as a trace of their own; `None` for an empty or out-of-range one.
    pub fn chain_range(&self, chains: std::ops::Range<usize>) -> Option<Trace> {
        if chains.is_empty() || chains.end > self.chains() {
            return None;
        }
        let unconstrained = (self.unconstrained.as_ref()).map(|(dim, rows)| (*dim, rows[chains.clone()].to_vec()));
        Some(Trace {
            dim: self.dim,
            dtype: self.dtype,
            draws: self.draws,
            theta: self.theta[chains.clone()].to_vec(),
            unconstrained,
            stats: self.stats[chains].to_vec(),
        })
    }

    /// Every value, in (chain, draw, dim) order.
    pub fn values(&self) -> Vec<f64> {
        self.theta.concat()
    }

    /// Value `d` of every draw, in (chain, draw) order: one coordinate
    /// without a copy of all of them.
    pub fn coordinate(&self, d: usize) -> Vec<f64> {
        let dim = self.dim.max(1);
        (self.theta.iter())
            .flat_map(|chain| {
                chain
                    .chunks(dim)
                    .map(move |row| row.get(d).copied().unwrap_or(f64::NAN))
            })
            .collect()
    }

    /// The statistics of `chain`'s draws (empty past the last chain).
    pub fn chain_stats(&self, chain: usize) -> &[DrawStats] {
        self.stats.get(chain).map_or(&[], Vec::as_slice)
    }

    /// Every statistic under its ArviZ name, in the order ArviZ's
    /// converters list them, each in (chain, draw) order.
    pub fn sample_stats(&self) -> [(&'static str, StatColumn); 7] {
        let f64s = |get: fn(&DrawStats) -> f64| StatColumn::F64(self.column(get));
        let i64s = |get: fn(&DrawStats) -> i64| StatColumn::I64(self.column(get));
        let [lp, acceptance_rate, step_size, tree_depth, n_steps, diverging, energy] = STAT_NAMES;
        [
            (lp, f64s(|s| s.lp)),
            (acceptance_rate, f64s(|s| s.acceptance_rate)),
            (step_size, f64s(|s| s.step_size)),
            (tree_depth, i64s(|s| s.tree_depth)),
            (n_steps, i64s(|s| s.n_steps)),
            (diverging, StatColumn::Bool(self.column(|s| s.diverging))),
            (energy, f64s(|s| s.energy)),
        ]
    }

    fn column<T>(&self, get: fn(&DrawStats) -> T) -> Vec<T> {
        self.stats.iter().flatten().map(get).collect()
    }

    /// The chains of `traces`, one trace's after another's (`autobatch
    /// merge`); `None` when there are none, or they differ in draws,
    /// dimension, dtype or in keeping theta.
    pub fn concat(traces: &[Trace]) -> Option<Trace> {
        let first = traces.first()?;
        let alike = |t: &Trace| {
            (t.dim, t.dtype, t.draws) == (first.dim, first.dtype, first.draws)
                && t.unconstrained.as_ref().map(|u| u.0) == first.unconstrained.as_ref().map(|u| u.0)
        };
        if !traces.iter().all(alike) {
            return None;
        }
        let unconstrained = (first.unconstrained.as_ref()).map(|(dim, _)| {
            let rows = traces
                .iter()
                .flat_map(|t| t.unconstrained.iter().flat_map(|u| u.1.iter().cloned()));
            (*dim, rows.collect())
        });
        Some(Trace {
            dim: first.dim,
            dtype: first.dtype,
            draws: first.draws,
            theta: traces.iter().flat_map(|t| t.theta.iter().cloned()).collect(),
            unconstrained,
            stats: traces.iter().flat_map(|t| t.stats.iter().cloned()).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(chain: usize, draw: usize) -> DrawStats {
        let x = (10 * chain + draw) as f64;
        DrawStats {
            lp: -x,
            acceptance_rate: x / 100.0,
            step_size: 0.5 + x,
            tree_depth: draw as i64,
            n_steps: (1 << draw) - 1,
            diverging: chain == 1 && draw == 2,
            energy: x * 2.0,
        }
    }

    /// 2 chains x 3 draws of a 2-dimensional theta; chain c's draw n is
    /// [100c + 10n, 100c + 10n + 1].
    fn trace() -> Trace {
        let mut t = Trace::new(2, 2, ThetaDType::F32).unwrap();
        for n in 0..3 {
            let block: Vec<f32> = (0..2)
                .flat_map(|c| [0, 1].map(|k| (100 * c + 10 * n + k) as f32))
                .collect();
            t.push_draw(&block, &[stats(0, n), stats(1, n)]).unwrap();
        }
        t
    }

    #[test]
    fn theta_comes_out_chain_major() {
        let t = trace();
        assert_eq!((t.chains(), t.draws(), t.dim()), (2, 3, 2));
        let want: Vec<f64> = vec![0., 1., 10., 11., 20., 21., 100., 101., 110., 111., 120., 121.];
        assert_eq!(t.values(), want);
    }

    #[test]
    fn stats_come_out_chain_major_under_arviz_names() {
        let t = trace();
        let columns = t.sample_stats();
        let names: Vec<&str> = columns.iter().map(|(n, _)| *n).collect();
        let want = [
            "lp",
            "acceptance_rate",
            "step_size",
            "tree_depth",
            "n_steps",
            "diverging",
            "energy",
        ];
        assert_eq!(names, want);
        let get = |name: &str| columns.iter().find(|(n, _)| *n == name).unwrap().1.clone();
        assert_eq!(get("lp"), StatColumn::F64(vec![-0., -1., -2., -10., -11., -12.]));
        assert_eq!(get("n_steps"), StatColumn::I64(vec![0, 1, 3, 0, 1, 3]));
        let diverging = vec![false, false, false, false, false, true];
        assert_eq!(get("diverging"), StatColumn::Bool(diverging));
        assert_eq!(t.chain_stats(1)[2], stats(1, 2));
        assert!(t.chain_stats(2).is_empty());
    }

    #[test]
    fn zero_dimensional_theta_still_counts_draws() {
        let mut t = Trace::new(3, 0, ThetaDType::F64).unwrap();
        t.push_draw::<f64>(&[], &[stats(0, 0); 3]).unwrap();
        assert_eq!((t.draws(), t.values().len(), t.sample_stats()[0].1.len()), (1, 0, 3));
    }

    #[test]
    fn misshapen_draws_are_refused_naming_the_shape() {
        assert_eq!(Trace::new(0, 2, ThetaDType::F64), Err(TraceError::NoChains));
        let mut t = trace();
        let err = t.push_draw(&[1.0f64; 3], &[stats(0, 0); 2]).unwrap_err();
        let msg = "draw 3: theta has 3 values, expected 4 (2 chains x 2 dimensions, one chain's theta after another)";
        assert_eq!(err.to_string(), msg);
        let err = t.push_draw(&[1.0f64; 4], &[stats(0, 0)]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "draw 3: statistics of 1 chains, expected one per chain (2)"
        );
        assert_eq!(t.draws(), 3, "a refused draw leaves the trace as it was");
    }
}

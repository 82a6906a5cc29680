//! Convergence diagnostics of MCMC draws, computed as ArviZ computes them.
//!
//! Everything works on the draws of one scalar quantity, laid out chains x
//! draws ([`Draws`]). The formulas are those of ArviZ 0.23
//! (`arviz/stats/diagnostics.py`), which implement Vehtari, Gelman,
//! Simpson, Carpenter and Bürkner (2021), "Rank-normalization, folding,
//! and localization: an improved R-hat": chains are split in halves
//! (an odd draw count drops the middle draw of each chain), bulk
//! statistics work on rank-normalized draws (average ranks of ties, Blom's
//! offset 3/8, the normal quantile), tail ones on draws folded about the
//! median, and the effective sample size is Geyer's initial positive then
//! monotone sequence estimator over the FFT autocovariance of every chain,
//! with its autocorrelation time floored at 1/log10(draws).
//!
//! ArviZ's special cases carry over, because the summary must print the
//! same numbers: fewer than 4 draws per chain or any NaN makes every ESS,
//! MCSE and R-hat NaN, a single chain makes R-hat NaN, and a quantity whose
//! draws span less than 1e-15 has ESS equal to the number of draws (so its
//! R-hat and MCSE of the sd are NaN: 0/0). Where `az.rhat` and `az.summary`
//! differ (the median the tail R-hat folds about: of the split draws, or
//! of all draws, which differ for an odd draw count), [`rhat`] follows
//! `az.summary`, since the summary is what is printed.

mod ndtri;

use rustfft::{num_complex::Complex, FftPlanner};

/// ArviZ's minimum draws per chain for ESS, MCSE and R-hat.
const MIN_DRAWS: usize = 4;

/// Draws of one scalar quantity: `values[c * draws + i]` is draw `i` of chain `c`.
#[derive(Clone, Debug, PartialEq)]
pub struct Draws {
    chains: usize,
    draws: usize,
    values: Vec<f64>,
}

impl Draws {
    /// Checks that `values` holds `chains` x `draws` values, chain after chain.
    pub fn new(chains: usize, draws: usize, values: Vec<f64>) -> Result<Draws, String> {
        if chains == 0 || draws == 0 {
            return Err(format!(
                "draws need at least one chain and one draw per chain, got {chains} chains x {draws} draws"
            ));
        }
        if chains.checked_mul(draws) != Some(values.len()) {
            return Err(format!(
                "{chains} chains x {draws} draws need {} values, got {}: lay out the draws chain after chain",
                chains.saturating_mul(draws),
                values.len()
            ));
        }
        Ok(Draws { chains, draws, values })
    }

    pub fn chains(&self) -> usize {
        self.chains
    }

    pub fn draws(&self) -> usize {
        self.draws
    }

    /// All values, chain after chain.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    fn rows(&self) -> impl Iterator<Item = &[f64]> {
        self.values.chunks_exact(self.draws)
    }

    /// The same layout with every value mapped.
    fn map(&self, f: impl Fn(f64) -> f64) -> Draws {
        let values = self.values.iter().map(|&x| f(x)).collect();
        Draws { values, ..*self }
    }

    fn has_nan(&self) -> bool {
        self.values.iter().any(|x| x.is_nan())
    }

    /// Whether ArviZ computes ESS, MCSE (and with two chains, R-hat) at all.
    fn diagnosable(&self) -> bool {
        self.draws >= MIN_DRAWS && !self.has_nan()
    }
}

/// A highest-density interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub low: f64,
    pub high: f64,
}

/// The mean of all draws.
pub fn mean(d: &Draws) -> f64 {
    mean_of(&d.values)
}

/// The standard deviation of all draws (ddof = 1; NaN with one draw).
pub fn sd(d: &Draws) -> f64 {
    var_of(&d.values, 1.0).sqrt()
}

/// The narrowest interval holding `floor(prob * n)` + 1 of the n sorted
/// draws (`az.hdi` for a unimodal quantity); NaN bounds if a draw is NaN.
pub fn hdi(d: &Draws, prob: f64) -> Result<Interval, String> {
    if !(prob > 0.0 && prob < 1.0) {
        return Err(format!(
            "the HDI probability must lie strictly between 0 and 1, got {prob}"
        ));
    }
    if d.has_nan() {
        return Ok(Interval {
            low: f64::NAN,
            high: f64::NAN,
        });
    }
    let sorted = sorted(&d.values);
    let n = sorted.len();
    let inc = (prob * n as f64).floor() as usize;
    // np.argmin: the first of equally narrow intervals.
    let mut best = 0;
    for i in 1..n - inc {
        if sorted[i + inc] - sorted[i] < sorted[best + inc] - sorted[best] {
            best = i;
        }
    }
    Ok(Interval {
        low: sorted[best],
        high: sorted[best + inc],
    })
}

/// ESS of the rank-normalized split chains: how well the bulk is explored.
pub fn ess_bulk(d: &Draws) -> f64 {
    if !d.diagnosable() {
        return f64::NAN;
    }
    ess(&z_scale(&split_chains(d)))
}

/// ESS of the 5% and 95% quantiles (the smaller): how well the tails are explored.
pub fn ess_tail(d: &Draws) -> f64 {
    if !d.diagnosable() {
        return f64::NAN;
    }
    let low = ess_quantile(d, 0.05);
    let high = ess_quantile(d, 0.95);
    // Python's min(low, high): `low` unless `high` is smaller (NaN stays first).
    if high < low {
        high
    } else {
        low
    }
}

/// ESS of the mean (split chains, no rank normalization).
pub fn ess_mean(d: &Draws) -> f64 {
    if !d.diagnosable() {
        return f64::NAN;
    }
    ess(&split_chains(d))
}

/// ESS of the standard deviation: of the squared deviations from the mean.
pub fn ess_sd(d: &Draws) -> f64 {
    if !d.diagnosable() {
        return f64::NAN;
    }
    ess(&split_chains(&squared_deviations(d)))
}

/// Rank-normalized split R-hat: the larger of the bulk R-hat and the tail
/// one (draws folded about their median); NaN with one chain.
pub fn rhat(d: &Draws) -> f64 {
    if !d.diagnosable() || d.chains < 2 {
        return f64::NAN;
    }
    let bulk = rhat_plain(&z_scale(&split_chains(d)));
    let median = median(&d.values);
    let folded = d.map(|x| (x - median).abs());
    let tail = rhat_plain(&z_scale(&split_chains(&folded)));
    // Python's max(bulk, tail).
    if tail > bulk {
        tail
    } else {
        bulk
    }
}

/// Monte Carlo standard error of the mean: sd / sqrt(ESS of the mean).
pub fn mcse_mean(d: &Draws) -> f64 {
    if !d.diagnosable() {
        return f64::NAN;
    }
    (var_of(&d.values, 1.0) / ess_mean(d)).sqrt()
}

/// Monte Carlo standard error of the sd, by the delta method from the
/// variance of the squared deviations and their ESS (ArviZ >= 0.16).
pub fn mcse_sd(d: &Draws) -> f64 {
    if !d.diagnosable() {
        return f64::NAN;
    }
    let sq = squared_deviations(d);
    let ess = ess_mean(&sq);
    let evar = mean_of(&sq.values);
    let fourth = mean_of(&sq.values.iter().map(|x| x * x).collect::<Vec<_>>());
    let varvar = (fourth - evar * evar) / ess;
    (varvar / evar / 4.0).sqrt()
}

fn squared_deviations(d: &Draws) -> Draws {
    let m = mean(d);
    d.map(|x| (x - m) * (x - m))
}

/// ESS of the indicator of draws at or below the `prob` quantile.
fn ess_quantile(d: &Draws, prob: f64) -> f64 {
    let q = quantile(&sorted(&d.values), prob);
    ess(&split_chains(&d.map(|x| if x <= q { 1.0 } else { 0.0 })))
}

/// Each chain's first and last `draws / 2` draws as two chains (the middle
/// draw of an odd count is dropped).
fn split_chains(d: &Draws) -> Draws {
    let half = d.draws / 2;
    let first = d.rows().flat_map(|row| &row[..half]);
    let second = d.rows().flat_map(|row| &row[row.len() - half..]);
    let values = first.chain(second).copied().collect();
    Draws {
        chains: 2 * d.chains,
        draws: half,
        values,
    }
}

/// Rank normalization: average ranks over all values, Blom's
/// (rank - 3/8) / (n + 1/4), through the normal quantile.
fn z_scale(d: &Draws) -> Draws {
    let n = d.values.len() as f64;
    let ranks = average_ranks(&d.values);
    let values = ranks
        .iter()
        .map(|r| ndtri::ndtri((r - 0.375) / (n - 0.75 + 1.0)))
        .collect();
    Draws { values, ..*d }
}

/// 1-based ranks, ties sharing the average of their ranks (scipy's
/// `rankdata(method="average")`). No NaN here.
fn average_ranks(values: &[f64]) -> Vec<f64> {
    // Sorting (value, index) pairs rather than indices keeps the
    // comparisons in cache: twice as fast at 10^5 draws per chain.
    let mut order: Vec<(f64, usize)> = values.iter().copied().zip(0..).collect();
    order.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && order[end].0 == order[start].0 {
            end += 1;
        }
        // Positions start..end hold ranks start+1..=end; their average.
        let rank = 0.5 * ((start + 1 + end) as f64);
        for &(_, i) in &order[start..end] {
            ranks[i] = rank;
        }
        start = end;
    }
    ranks
}

/// Split R-hat of already split (and normalized) chains.
fn rhat_plain(d: &Draws) -> f64 {
    let n = d.draws as f64;
    let chain_means: Vec<f64> = d.rows().map(mean_of).collect();
    let within = mean_of(&d.rows().map(|row| var_of(row, 1.0)).collect::<Vec<_>>());
    let between = n * var_of(&chain_means, 1.0);
    ((between / within + n - 1.0) / n).sqrt()
}

/// Geyer's initial monotone sequence ESS over the chains of `d`
/// (ArviZ's `_ess`, relative=False).
fn ess(d: &Draws) -> f64 {
    if d.has_nan() {
        return f64::NAN;
    }
    let size = d.values.len() as f64;
    let (lo, hi) = d
        .values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &x| {
            (lo.min(x), hi.max(x))
        });
    // np.finfo(float).resolution: an (absolutely) constant quantity.
    if hi - lo < 1e-15 {
        return size;
    }
    let n = d.draws;
    let nf = n as f64;
    let mut planner = FftPlanner::new();
    let acov: Vec<Vec<f64>> = d.rows().map(|row| autocov(&mut planner, row)).collect();
    let mean_acov = |lag: usize| mean_of(&acov.iter().map(|a| a[lag]).collect::<Vec<_>>());
    let chain_means: Vec<f64> = d.rows().map(mean_of).collect();
    let mean_var = mean_acov(0) * nf / (nf - 1.0);
    let mut var_plus = mean_var * (nf - 1.0) / nf;
    if d.chains > 1 {
        var_plus += var_of(&chain_means, 1.0);
    }
    let rho = |lag: usize| 1.0 - (mean_var - mean_acov(lag)) / var_plus;

    let mut rho_hat = vec![0.0; n];
    let mut rho_even = 1.0;
    let mut rho_odd = rho(1);
    rho_hat[0] = rho_even;
    rho_hat[1] = rho_odd;
    // Initial positive sequence: pairs of lags while their sum stays positive.
    let mut t = 1;
    while t + 3 < n && rho_even + rho_odd > 0.0 {
        rho_even = rho(t + 1);
        rho_odd = rho(t + 2);
        if rho_even + rho_odd >= 0.0 {
            rho_hat[t + 1] = rho_even;
            rho_hat[t + 2] = rho_odd;
        }
        t += 2;
    }
    // ArviZ's max_t = t - 2 is -1 when the loop never ran: `last` is max_t + 1.
    let last = t - 1;
    if rho_even > 0.0 {
        rho_hat[last] = rho_even;
    }
    // Initial monotone sequence: pair sums never increase.
    let mut t = 1;
    while t + 3 <= last {
        if rho_hat[t + 1] + rho_hat[t + 2] > rho_hat[t - 1] + rho_hat[t] {
            rho_hat[t + 1] = (rho_hat[t - 1] + rho_hat[t]) / 2.0;
            rho_hat[t + 2] = rho_hat[t + 1];
        }
        t += 2;
    }
    if rho_hat.iter().any(|r| r.is_nan()) {
        return f64::NAN;
    }
    let tau = -1.0 + 2.0 * rho_hat[..last].iter().sum::<f64>() + rho_hat[last];
    let floor = 1.0 / size.log10();
    // Python's max(tau, floor).
    let tau = if floor > tau { floor } else { tau };
    size / tau
}

/// Autocovariance at every lag (divided by n, as ArviZ's `autocov`), by
/// FFT of the centred chain zero-padded to a 5-smooth length >= 2n.
fn autocov(planner: &mut FftPlanner<f64>, x: &[f64]) -> Vec<f64> {
    let n = x.len();
    let m = next_fast_len(2 * n);
    let mu = mean_of(x);
    let mut buf: Vec<Complex<f64>> = x.iter().map(|&v| Complex::new(v - mu, 0.0)).collect();
    buf.resize(m, Complex::new(0.0, 0.0));
    planner.plan_fft_forward(m).process(&mut buf);
    for c in buf.iter_mut() {
        *c = Complex::new(c.norm_sqr(), 0.0);
    }
    planner.plan_fft_inverse(m).process(&mut buf);
    // rustfft leaves the inverse unnormalized.
    buf[..n].iter().map(|c| c.re / m as f64 / n as f64).collect()
}

/// The smallest 2^a 3^b 5^c >= target (scipy.fftpack.next_fast_len).
fn next_fast_len(target: usize) -> usize {
    (target.max(1)..)
        .find(|&k| {
            let mut k = k;
            for p in [2, 3, 5] {
                while k % p == 0 {
                    k /= p;
                }
            }
            k == 1
        })
        .unwrap_or(target)
}

/// The R type 7 quantile of sorted values, as scipy's
/// `mquantiles(alphap=1, betap=1)` computes it.
fn quantile(sorted: &[f64], p: f64) -> f64 {
    let n = sorted.len();
    if n == 1 {
        return sorted[0];
    }
    let aleph = n as f64 * p + (1.0 - p);
    let k = aleph.clamp(1.0, (n - 1) as f64).floor();
    let gamma = (aleph - k).clamp(0.0, 1.0);
    let k = k as usize;
    (1.0 - gamma) * sorted[k - 1] + gamma * sorted[k]
}

fn median(values: &[f64]) -> f64 {
    let s = sorted(values);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn sorted(values: &[f64]) -> Vec<f64> {
    let mut s = values.to_vec();
    s.sort_by(f64::total_cmp);
    s
}

fn mean_of(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len() as f64
}

/// Variance with `ddof` degrees of freedom removed (numpy's two-pass `var`).
fn var_of(values: &[f64], ddof: f64) -> f64 {
    let mu = mean_of(values);
    values.iter().map(|x| (x - mu) * (x - mu)).sum::<f64>() / (values.len() as f64 - ddof)
}

#[cfg(test)]
pub(crate) mod tests;

//! The posterior summary `autobatch sample` prints: one row per scalar
//! coordinate with ArviZ's `az.summary` columns, and Stan-style warnings
//! about the sampler's transitions.
//!
//! The table is what `print(az.summary(idata))` shows (pandas'
//! `DataFrame.to_string`), so that a user comparing with ArviZ sees the
//! same text: az.summary rounds the statistics to 3 decimals, ESS to whole
//! numbers and R-hat to 2 (numpy's round half to even of x * 10^d); pandas
//! then prints every column with the fewest decimals (at least one) that
//! show all its rounded values, a space where a sign would go (before the
//! headers too), "NaN" for
//! NaN, and switches a column to scientific notation when a value beyond
//! 1e6 makes it wider than 12 characters. One difference: pandas wraps a
//! table wider than the terminal; this one never wraps.

use crate::diagnostics::{self, Draws};

/// The probability mass of the highest-density interval (ArviZ's default).
pub const HDI_PROB: f64 = 0.94;

/// az.summary's statistics of one scalar coordinate.
#[derive(Clone, Debug, PartialEq)]
pub struct SummaryRow {
    /// The coordinate as ArviZ labels it: `mu`, `theta[0]`, `L[1, 2]`.
    pub name: String,
    pub mean: f64,
    pub sd: f64,
    pub hdi_3: f64,
    pub hdi_97: f64,
    pub mcse_mean: f64,
    pub mcse_sd: f64,
    pub ess_bulk: f64,
    pub ess_tail: f64,
    pub r_hat: f64,
}

/// Every statistic of `name`'s draws (NaN where ArviZ gives NaN).
pub fn summarize(name: &str, d: &Draws) -> SummaryRow {
    // HDI_PROB lies in (0, 1), the only way `hdi` fails.
    let hdi = diagnostics::hdi(d, HDI_PROB).expect("HDI_PROB is a probability");
    SummaryRow {
        name: name.to_string(),
        mean: diagnostics::mean(d),
        sd: diagnostics::sd(d),
        hdi_3: hdi.low,
        hdi_97: hdi.high,
        mcse_mean: diagnostics::mcse_mean(d),
        mcse_sd: diagnostics::mcse_sd(d),
        ess_bulk: diagnostics::ess_bulk(d),
        ess_tail: diagnostics::ess_tail(d),
        r_hat: diagnostics::rhat(d),
    }
}

/// az.summary's columns with the decimals its default `round_to` keeps.
const COLUMNS: [(&str, i32); 9] = [
    ("mean", 3),
    ("sd", 3),
    ("hdi_3%", 3),
    ("hdi_97%", 3),
    ("mcse_mean", 3),
    ("mcse_sd", 3),
    ("ess_bulk", 0),
    ("ess_tail", 0),
    ("r_hat", 2),
];

impl SummaryRow {
    fn values(&self) -> [f64; 9] {
        [
            self.mean,
            self.sd,
            self.hdi_3,
            self.hdi_97,
            self.mcse_mean,
            self.mcse_sd,
            self.ess_bulk,
            self.ess_tail,
            self.r_hat,
        ]
    }
}

/// The summary table, one line per row after a header line, each ending in "\n".
pub fn format_table(rows: &[SummaryRow]) -> String {
    let index_width = rows.iter().map(|r| r.name.chars().count()).max().unwrap_or(0);
    let columns: Vec<Vec<String>> = COLUMNS
        .iter()
        .enumerate()
        .map(|(i, &(header, decimals))| {
            let values: Vec<f64> = rows.iter().map(|r| round(r.values()[i], decimals)).collect();
            let mut cells = format_column(&values);
            // pandas leaves the sign's space before a numeric column's header too.
            cells.insert(0, format!(" {header}"));
            cells
        })
        .collect();
    let widths: Vec<usize> = columns
        .iter()
        .map(|c| c.iter().map(String::len).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for line in 0..=rows.len() {
        let label = if line == 0 { "" } else { rows[line - 1].name.as_str() };
        out.push_str(&format!("{label:<index_width$}"));
        for (cells, width) in columns.iter().zip(&widths) {
            out.push_str(&format!(" {:>width$}", cells[line]));
        }
        out.push('\n');
    }
    out
}

/// numpy's `round(x, decimals)`: half to even of x scaled by 10^decimals.
fn round(x: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (x * scale).round_ties_even() / scale
}

/// One column's cells as pandas writes floats: fixed point with 6
/// decimals, then trailing zeros trimmed from all cells alike (keeping
/// one), or scientific when a large value makes the column too wide.
fn format_column(values: &[f64]) -> Vec<String> {
    let fixed = trim_zeros(values.iter().map(|&x| cell(x, |x| format!("{x:.6}"))).collect());
    let too_long = fixed.iter().any(|c| c.len() > 12);
    if too_long && values.iter().any(|x| x.abs() > 1e6) {
        return values.iter().map(|&x| cell(x, scientific)).collect();
    }
    fixed
}

/// `x` formatted, behind a space unless it carries a minus sign; "NaN" for NaN.
fn cell(x: f64, format: impl Fn(f64) -> String) -> String {
    if x.is_nan() {
        "NaN".to_string()
    } else if x.is_sign_negative() {
        format(x)
    } else {
        format!(" {}", format(x))
    }
}

/// Python's `{:.6e}`: a signed exponent of at least two digits.
fn scientific(x: f64) -> String {
    let s = format!("{x:.6e}");
    match s.split_once('e') {
        Some((mantissa, exp)) => {
            let (sign, digits) = exp.strip_prefix('-').map_or(("+", exp), |d| ("-", d));
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => s, // inf
    }
}

/// Drops trailing zeros from every number with a decimal point while all
/// of them end in one, then puts back one zero after a bare point.
fn trim_zeros(mut cells: Vec<String>) -> Vec<String> {
    let numbers: Vec<usize> = (0..cells.len()).filter(|&i| has_decimal_point(&cells[i])).collect();
    if numbers.is_empty() {
        return cells;
    }
    // Ends at the decimal point at the latest.
    while numbers.iter().all(|&i| cells[i].ends_with('0')) {
        for &i in &numbers {
            cells[i].pop();
        }
    }
    for &i in &numbers {
        if cells[i].ends_with('.') {
            cells[i].push('0');
        }
    }
    cells
}

/// pandas' `^\s*[+-]?[0-9]+\.[0-9]*$`: a fixed-point number, not NaN or inf.
fn has_decimal_point(cell: &str) -> bool {
    let cell = cell.trim_start();
    let unsigned = cell.strip_prefix(['+', '-']).unwrap_or(cell);
    match unsigned.split_once('.') {
        Some((int, frac)) => {
            !int.is_empty() && int.bytes().all(|b| b.is_ascii_digit()) && frac.bytes().all(|b| b.is_ascii_digit())
        }
        None => false,
    }
}

/// What the sampler's transitions after warmup did, over all chains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TransitionCounts {
    /// Transitions after warmup, all chains together.
    pub transitions: u64,
    /// Of them, those whose trajectory diverged (energy error past the threshold).
    pub divergent: u64,
    /// Of them, those that stopped at the maximum tree depth without a U-turn.
    pub max_depth_hits: u64,
    /// The tree-depth limit the sampler ran with.
    pub max_tree_depth: u32,
}

/// The warning lines Stan prints after sampling, one per problem (none
/// when there is none), worded after CmdStan's `diagnose` and rstan's
/// warnings: a divergence means the integrator could not follow the
/// posterior's curvature, so the draws may be biased and smaller steps (a
/// higher target acceptance rate) or a reparameterization may help; a
/// tree-depth hit means trajectories were cut short, an efficiency problem
/// that a larger depth limit removes.
pub fn sampler_warnings(counts: &TransitionCounts) -> Vec<String> {
    let share = |n: u64| percent(n, counts.transitions);
    let mut lines = Vec::new();
    if counts.divergent > 0 {
        lines.push(format!(
            "Warning: {} of {} transitions after warmup ({}) ended with a divergence. \
             These divergent transitions indicate that HMC is not fully able to explore the posterior, \
             so the draws may be biased: try a target acceptance rate closer to 1, or reparameterize the model.",
            counts.divergent,
            counts.transitions,
            share(counts.divergent)
        ));
    }
    if counts.max_depth_hits > 0 {
        lines.push(format!(
            "Warning: {} of {} transitions after warmup ({}) hit the maximum tree depth of {}. \
             Trajectories cut short by this limit explore slowly: for efficiency, increase the maximum tree depth.",
            counts.max_depth_hits,
            counts.transitions,
            share(counts.max_depth_hits),
            counts.max_tree_depth
        ));
    }
    lines
}

/// `n / total` as a percentage with two significant digits (at least one decimal).
fn percent(n: u64, total: u64) -> String {
    if total == 0 {
        return "n/a".to_string();
    }
    let p = 100.0 * n as f64 / total as f64;
    let decimals = (1 - p.log10().floor() as i32).clamp(1, 6) as usize;
    format!("{p:.decimals$}%")
}

#[cfg(test)]
mod tests;

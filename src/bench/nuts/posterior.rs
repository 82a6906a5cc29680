//! The posterior the largest batch drew: per coordinate, the mean and
//! standard deviation of all chains' kept states, from the sums each chain
//! returns (`sum x`, `sum x^2` over its kept transitions).

use autobatch_runtime::Value;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Posterior {
    pub chains: usize,
    /// Kept transitions per chain.
    pub draws: i64,
    pub mean: Vec<f64>,
    pub sd: Vec<f64>,
}

/// Coordinates printed in the table; the rest are summarized.
const SHOWN: usize = 5;

/// From each chain's sums (`sums[c]`, `squares[c]`) over `draws` kept
/// transitions; `None` when there is nothing to average or the outputs are
/// not float vectors of one length.
pub fn from_sums(sums: &[Value], squares: &[Value], draws: i64) -> Option<Posterior> {
    if draws <= 0 || sums.is_empty() || sums.len() != squares.len() {
        return None;
    }
    let sums: Vec<Vec<f64>> = sums.iter().map(Value::float_elements).collect::<Option<_>>()?;
    let squares: Vec<Vec<f64>> = squares.iter().map(Value::float_elements).collect::<Option<_>>()?;
    let d = sums[0].len();
    if sums.iter().chain(&squares).any(|v| v.len() != d) {
        return None;
    }
    let n = (sums.len() as f64) * draws as f64;
    let mean: Vec<f64> = (0..d).map(|i| sums.iter().map(|s| s[i]).sum::<f64>() / n).collect();
    let sd = (0..d)
        .map(|i| {
            let second = squares.iter().map(|s| s[i]).sum::<f64>() / n;
            (second - mean[i] * mean[i]).max(0.0).sqrt()
        })
        .collect();
    Some(Posterior {
        chains: sums.len(),
        draws,
        mean,
        sd,
    })
}

impl Posterior {
    /// A few coordinates' mean and sd, and the range over all of them.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "posterior from {} chains x {} kept transitions:\n{:>6} {:>10} {:>10}\n",
            self.chains, self.draws, "coord", "mean", "sd"
        );
        for i in 0..self.mean.len().min(SHOWN) {
            out.push_str(&format!("{i:>6} {:>10.4} {:>10.4}\n", self.mean[i], self.sd[i]));
        }
        if self.mean.len() > SHOWN {
            let fold = |v: &[f64], f: fn(f64, f64) -> f64, init: f64| v.iter().copied().fold(init, f);
            out.push_str(&format!(
                "   ... all {}: mean in [{:.4}, {:.4}], sd in [{:.4}, {:.4}]\n",
                self.mean.len(),
                fold(&self.mean, f64::min, f64::INFINITY),
                fold(&self.mean, f64::max, f64::NEG_INFINITY),
                fold(&self.sd, f64::min, f64::INFINITY),
                fold(&self.sd, f64::max, f64::NEG_INFINITY),
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use autobatch_runtime::TensorData;

    fn vector(x: &[f64]) -> Value {
        Value::tensor(vec![x.len()], TensorData::F64(x.to_vec()))
    }

    #[test]
    fn moments_pool_all_chains_draws() {
        // Chain 0 drew 1, 3; chain 1 drew 5, 7: mean 4, variance 5.
        let sums = [vector(&[4.0]), vector(&[12.0])];
        let squares = [vector(&[10.0]), vector(&[74.0])];
        let p = from_sums(&sums, &squares, 2).expect("posterior");
        assert_eq!(p.mean, vec![4.0]);
        assert!((p.sd[0] - 5f64.sqrt()).abs() < 1e-12);
        assert!(from_sums(&sums, &squares, 0).is_none());
        assert!(from_sums(&[Value::F64(1.0)], &[Value::F64(1.0)], 1).is_none());
    }
}

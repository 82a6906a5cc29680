//! The standard normal quantile function (inverse CDF), for the rank
//! normalization of the diagnostics.
//!
//! ArviZ calls scipy's `norm.ppf` (Cephes `ndtri`), and the diagnostics
//! must agree with it far beyond their own tolerance. statrs'
//! `Normal::inverse_cdf` was measured off scipy by up to 4e-14 relative
//! (1.4e-13 absolute), so this is
//! Wichura's algorithm AS 241 (PPND16: "The percentage points of the
//! normal distribution", Applied Statistics 37(3), 477-484, 1988),
//! accurate to about 1e-16 and short: three rational approximations of
//! degree 7, for the centre (|p - 1/2| <= 0.425), the tails out to
//! exp(-25), and beyond. It is within 8.1e-16 relative of scipy on the
//! reference points. The coefficients are the published ones, digit for
//! digit (hence the allow: they carry more digits than a double).
#![allow(clippy::excessive_precision)]

/// Centre: z = q A(r) / B(r), r = 0.180625 - q^2, q = p - 1/2.
const A: [f64; 8] = [
    3.3871328727963666080,
    1.3314166789178437745e2,
    1.9715909503065514427e3,
    1.3731693765509461125e4,
    4.5921953931549871457e4,
    6.7265770927008700853e4,
    3.3430575583588128105e4,
    2.5090809287301226727e3,
];
const B: [f64; 8] = [
    1.0,
    4.2313330701600911252e1,
    6.8718700749205790830e2,
    5.3941960214247511077e3,
    2.1213794301586595867e4,
    3.9307895800092710610e4,
    2.8729085735721942674e4,
    5.2264952788528545610e3,
];
/// Tails with r = sqrt(-ln min(p, 1-p)) <= 5: C(r - 1.6) / D(r - 1.6).
const C: [f64; 8] = [
    1.42343711074968357734,
    4.63033784615654529590,
    5.76949722146069140550,
    3.64784832476320460504,
    1.27045825245236838258,
    2.41780725177450611770e-1,
    2.27238449892691845833e-2,
    7.74545014278341407640e-4,
];
const D: [f64; 8] = [
    1.0,
    2.05319162663775882187,
    1.67638483018380384940,
    6.89767334985100004550e-1,
    1.48103976427480074590e-1,
    1.51986665636164571966e-2,
    5.47593808499534494600e-4,
    1.05075007164441684324e-9,
];
/// Far tails, r > 5: E(r - 5) / F(r - 5).
const E: [f64; 8] = [
    6.65790464350110377720,
    5.46378491116411436990,
    1.78482653991729133580,
    2.96560571828504891230e-1,
    2.65321895265761230930e-2,
    1.24266094738807843860e-3,
    2.71155556874348757815e-5,
    2.01033439929228813265e-7,
];
const F: [f64; 8] = [
    1.0,
    5.99832206555887937690e-1,
    1.36929880922735805310e-1,
    1.48753612908506148525e-2,
    7.86869131145613259100e-4,
    1.84631831751005468180e-5,
    1.42151175831644588870e-7,
    2.04426310338993978564e-15,
];

/// Horner's rule, coefficients from the constant term up.
fn poly(c: &[f64; 8], x: f64) -> f64 {
    c.iter().rev().fold(0.0, |acc, &ci| acc * x + ci)
}

/// The z with Phi(z) = p: -inf at 0, +inf at 1, NaN outside [0, 1] (as scipy).
pub fn ndtri(p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if p == 0.0 {
        return f64::NEG_INFINITY;
    }
    if p == 1.0 {
        return f64::INFINITY;
    }
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180625 - q * q;
        return q * poly(&A, r) / poly(&B, r);
    }
    let r = (-(if q < 0.0 { p } else { 1.0 - p }).ln()).sqrt();
    let z = if r <= 5.0 {
        poly(&C, r - 1.6) / poly(&D, r - 1.6)
    } else {
        poly(&E, r - 5.0) / poly(&F, r - 5.0)
    };
    if q < 0.0 {
        -z
    } else {
        z
    }
}

#[cfg(test)]
mod tests {
    use super::ndtri;

    /// scipy.special.ndtri at points in all three ranges, written by
    /// scripts/arviz_reference.py.
    #[test]
    fn matches_scipy() {
        let reference: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/data/arviz_reference.json")).unwrap();
        let column = |name: &str| -> Vec<f64> {
            let values = reference["ndtri"][name].as_array().unwrap();
            values.iter().map(|v| v.as_f64().unwrap()).collect()
        };
        let (p, z) = (column("p"), column("z"));
        assert!(p.len() > 60);
        for (p, z) in p.iter().zip(&z) {
            let got = ndtri(*p);
            let err = if *z == 0.0 { got.abs() } else { ((got - z) / z).abs() };
            assert!(
                err <= 1e-15,
                "ndtri({p:e}) = {got:e}, scipy {z:e}, relative error {err:e}"
            );
        }
    }

    #[test]
    fn edges() {
        assert_eq!(ndtri(0.0), f64::NEG_INFINITY);
        assert_eq!(ndtri(1.0), f64::INFINITY);
        assert!(ndtri(-0.1).is_nan() && ndtri(1.5).is_nan() && ndtri(f64::NAN).is_nan());
        assert_eq!(ndtri(0.5), 0.0);
    }
}

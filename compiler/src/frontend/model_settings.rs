//! Sampler settings a model file carries as module constants: the
//! defaults of `autobatch sample`'s flags for that model (a flag given
//! still wins).
//!
//! ```python
//! INIT_JITTER = 1.0   # initial points uniform in (-1, 1), not (-2, 2)
//! ADAPT = "stan"      # Stan's windowed warmup, not nutpie's
//! INIT_OPTIMIZE = 200 # each initial point climbs to a local maximum first
//! TARGET_ACCEPT = 0.95 # smaller steps, for a posterior with tight curvature
//! MAX_DEPTH = 12      # trees of up to 2^12 leaves
//! ```
//!
//! `INIT_JITTER` is for a model whose parameters have a narrower
//! plausible range than Stan's default initialization, uniform in (-2, 2)
//! on the unconstrained scale, allows: the Lotka-Volterra example's
//! `beta ~ Normal(0.05, 0.05)` lies near exp(-3.6), and its ODE solution
//! collapses at many of the points exp(-2)..exp(2) (with (-2, 2), 4 of 64
//! chains started where they stayed; with (-1, 1), none of 192).
//! `ADAPT` is for a model on which one warmup adapts better than the
//! other: nutpie's left 1 or 2 of 4 Lotka-Volterra chains with a metric
//! that diverged on up to a quarter of their draws (seeds 0 and 1), Stan's
//! none of 28 chains (seeds 0 to 2, and 16 chains).
//! `INIT_OPTIMIZE` is for a model with a minor mode whose basin holds
//! many random points: L-BFGS from 48 points uniform in (-1, 1) reached
//! the Lotka-Volterra example's fit at twice the cycle's frequency (40
//! nats below the posterior's mode) from 26 of them, and of 64 chains
//! started at the points themselves 8 were still there after 1,000
//! warmup transitions.
//! `TARGET_ACCEPT` is for a model whose posterior's curvature varies so
//! that the default 0.8 leaves divergent transitions (a heteroscedastic
//! GP regression, as posteriordb's reference runs of such models set
//! 0.95-0.99), `MAX_DEPTH` for one whose trajectories need more than
//! 2^10 leaves (or should be cut shorter).

use super::error::{err, Result};
use super::literal::LitKind;
use super::module::Module;
use rustpython_parser::text_size::TextRange;

/// The constant naming the initial points' radius on the unconstrained
/// scale (`--init-jitter`).
pub const INIT_JITTER: &str = "INIT_JITTER";

/// The model's number constant `name` with its range, if it sets it;
/// the error `wrong` at a string or a bool.
fn number(module: &Module, name: &str, wrong: &str) -> Result<Option<(f64, TextRange)>> {
    let scope = &module.scopes[0];
    if let Some((_, range)) = scope.strings.get(name) {
        return err(*range, wrong);
    }
    let (Some(value), Some(&range)) = (scope.consts.get(name), scope.const_ranges.get(name)) else {
        return Ok(None);
    };
    match *value {
        LitKind::Int(i) => Ok(Some((i as f64, range))),
        LitKind::Float(f) => Ok(Some((f, range))),
        LitKind::Bool(_) => err(range, wrong),
    }
}

/// The model's `INIT_JITTER`, if it sets one: a finite number >= 0.
pub(crate) fn init_jitter(module: &Module) -> Result<Option<f64>> {
    let wrong = format!("`{INIT_JITTER}` is a number, the initial points' radius: e.g. `{INIT_JITTER} = 1.0`");
    let Some((jitter, range)) = number(module, INIT_JITTER, &wrong)? else {
        return Ok(None);
    };
    if !(jitter.is_finite() && jitter >= 0.0) {
        return err(
            range,
            format!("`{INIT_JITTER} = {}`: the initial points' radius is a finite number >= 0 (e.g. `{INIT_JITTER} = 1.0`; 0 starts every chain at 0 on the unconstrained scale)", shown(jitter)),
        );
    }
    Ok(Some(jitter))
}

/// `x` as a message shows it: Rust's shortest digits, in exponent form
/// where they would run long (`-1e300`, not 301 digits).
pub(crate) fn shown(x: f64) -> String {
    if x.is_finite() && x != 0.0 && !(1e-4..1e16).contains(&x.abs()) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

/// The constant naming the L-BFGS iterations uphill from each initial
/// point (`--init-optimize`).
pub const INIT_OPTIMIZE: &str = "INIT_OPTIMIZE";

/// The model's `INIT_OPTIMIZE`, if it sets one: an integer >= 0.
pub(crate) fn init_optimize(module: &Module) -> Result<Option<u64>> {
    let scope = &module.scopes[0];
    let integer = format!(
        "`{INIT_OPTIMIZE}` is an integer, the L-BFGS iterations uphill from each initial point: e.g. `{INIT_OPTIMIZE} = 200`"
    );
    if let Some((_, range)) = scope.strings.get(INIT_OPTIMIZE) {
        return err(*range, integer);
    }
    let Some(value) = scope.consts.get(INIT_OPTIMIZE) else {
        return Ok(None);
    };
    let range = scope.const_ranges[INIT_OPTIMIZE];
    match *value {
        LitKind::Int(i) if i >= 0 => Ok(Some(i as u64)),
        LitKind::Int(i) => err(
            range,
            format!(
                "`{INIT_OPTIMIZE} = {i}`: the L-BFGS iterations are >= 0 (0 starts at the random points themselves)"
            ),
        ),
        LitKind::Float(_) | LitKind::Bool(_) => err(range, integer),
    }
}

/// The constant naming the warmup (`--adapt`): `"stan"` or `"nutpie"`.
pub const ADAPT: &str = "ADAPT";

/// The warmups `ADAPT` may name.
const ADAPTS: [&str; 2] = ["stan", "nutpie"];

/// The model's `ADAPT`, if it sets one: `"stan"` or `"nutpie"`.
pub(crate) fn adapt(module: &Module) -> Result<Option<String>> {
    let scope = &module.scopes[0];
    let named = format!("`{ADAPT}` names the warmup: `{ADAPT} = \"stan\"` or `{ADAPT} = \"nutpie\"`");
    if let Some(range) = scope.const_ranges.get(ADAPT) {
        return err(*range, named);
    }
    let Some((names, range)) = scope.strings.get(ADAPT) else {
        return Ok(None);
    };
    match names.as_slice() {
        [name] if ADAPTS.contains(&name.as_str()) => Ok(Some(name.clone())),
        _ => err(*range, named),
    }
}

/// The constant naming the step size adaptation's target (`--target-accept`).
pub const TARGET_ACCEPT: &str = "TARGET_ACCEPT";

/// The model's `TARGET_ACCEPT`, if it sets one: a number strictly between
/// 0 and 1.
pub(crate) fn target_accept(module: &Module) -> Result<Option<f64>> {
    let wrong = format!(
        "`{TARGET_ACCEPT}` is a number strictly between 0 and 1, the mean acceptance statistic the step size adapts to: e.g. `{TARGET_ACCEPT} = 0.95`"
    );
    let Some((target, range)) = number(module, TARGET_ACCEPT, &wrong)? else {
        return Ok(None);
    };
    if !(target > 0.0 && target < 1.0) {
        return err(range, format!("`{TARGET_ACCEPT} = {}`: {wrong}", shown(target)));
    }
    Ok(Some(target))
}

/// The constant naming the tree depth limit (`--max-depth`).
pub const MAX_DEPTH: &str = "MAX_DEPTH";

/// The deepest tree the sampler builds: nuts.py's `MAX_TREE_DEPTH` (the
/// sampler crate's too; a test reads nuts.py).
pub const MAX_TREE_DEPTH: u64 = 16;

/// The model's `MAX_DEPTH`, if it sets one: an integer from 1 to
/// `MAX_TREE_DEPTH`.
pub(crate) fn max_depth(module: &Module) -> Result<Option<u64>> {
    let scope = &module.scopes[0];
    let integer = format!(
        "`{MAX_DEPTH}` is an integer from 1 to {MAX_TREE_DEPTH}, the tree depth limit (at most 2^{MAX_DEPTH} leapfrog leaves a transition): e.g. `{MAX_DEPTH} = 12`"
    );
    if let Some((_, range)) = scope.strings.get(MAX_DEPTH) {
        return err(*range, integer);
    }
    let Some(value) = scope.consts.get(MAX_DEPTH) else {
        return Ok(None);
    };
    let range = scope.const_ranges[MAX_DEPTH];
    match *value {
        LitKind::Int(i) if (1..=i128::from(MAX_TREE_DEPTH)).contains(&i) => Ok(Some(i as u64)),
        LitKind::Int(i) => err(range, format!("`{MAX_DEPTH} = {i}`: {integer}")),
        LitKind::Float(_) | LitKind::Bool(_) => err(range, integer),
    }
}

#[cfg(test)]
mod tests {
    /// The compiler's bound is the sampler's, read from nuts.py.
    #[test]
    fn the_deepest_tree_is_nuts_pys() {
        let line = (include_str!("../../../python/autobatch/nuts.py").lines())
            .find_map(|l| l.strip_prefix("MAX_TREE_DEPTH = "))
            .expect("nuts.py defines MAX_TREE_DEPTH");
        assert_eq!(line.trim().parse::<u64>().ok(), Some(super::MAX_TREE_DEPTH));
    }
}

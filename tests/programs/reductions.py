from autobatch import *

# Reductions of a tensor: min(x) and max(x) (Python's builtins: ties and
# NaNs keep the earlier element), prod, argmin and argmax (NumPy's: the
# first extreme element, or the first NaN), cumsum, mean and the stable
# logsumexp, on f64, f32 and i64 tensors.


def reductions(x: f64[5], k: i64[4], y: f32[3]) -> tuple[tuple[f64, f64, f64, i64, i64], f64[5], i64[4], f64, f64, f32, i64, i64, f32]:
    stats = (min(x), max(x), prod(x), argmin(x), argmax(x))
    return stats, cumsum(x), cumsum(k), mean(x), logsumexp(x), logsumexp(y), prod(k), min(k), mean(y)

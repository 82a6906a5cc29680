from autobatch import *

# log1m(x) = log(1 - x) and log1p_exp(x) = log(1 + exp(x)) (softplus), in
# f64 and f32, with their gradients: the functions modelling needs for
# log densities near the edges of their supports.


def canon(v: f64) -> f64:
    # JSON keeps no NaN's sign or payload: make every NaN the positive one.
    return nan if isnan(v) else v


def canon32(v: f32) -> f32:
    return f32(nan) if isnan(v) else v


def both(x: f64) -> f64:
    return log1m(x / 2.0) + 3.0 * log1p_exp(x)


def softplus(x: f64, s: f32) -> tuple[f64, f64, f64, f32, f32]:
    a = log1m(x)
    b = log1p_exp(x)
    v, g = value_and_grad(both, x)
    return canon(a), canon(b), canon(g), canon32(log1m(s)), canon32(log1p_exp(s))

from autobatch import *


def draws(
    key: i64, i: i64, x: f64[8], y: f32[4], keys: i64[3]
) -> tuple[i64, f64, f64, f32, f32, f64[8], f64[8], f32[4], i64[3], f64[3], f64[3]]:
    # Every random primitive once. `k` is a Threefry-2x32-20 block: the
    # known cases are Random123's answer vectors.
    k = split(key, i)
    u = uniform(split(k, 3))
    z = normal(split(k, 4))
    u32 = uniform_like(split(k, 5), f32(0.0))
    z32 = normal_like(split(k, 6), f32(0.0))
    noisy = x + normal_like(split(k, 1), x)
    ux = uniform_like(split(k, 2), x)
    ny = normal_like(k, y) * y
    # Elementwise over a tensor of keys, a scalar counter broadcasting.
    ks = split(keys, i)
    return k, u, z, u32, z32, noisy, ux, ny, ks, uniform(ks), normal(keys)

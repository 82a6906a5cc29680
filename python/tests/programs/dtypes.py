"""Every dtype in and out, batched and shared (python/tests/test_api.py)."""

from autobatch import *


def mix(b: bool, i: i32, j: i64, x: f32, y: f64, v: f64[3], w: Shared[f32[2]]) -> tuple[bool, i32, i64, f32, f64, f64[3], bool]:
    flipped = not b
    return flipped, i * 3 + 1, j // 2 - 7, x * w[0] + w[1], y / 3.0, v * y, (i > 2) and b


if __name__ == "__main__":
    print(mix(True, 3, 10, 1.5, 2.0, array([1.0, 2.0, 3.0]), array([2.0, 0.5], dtype=f32)))

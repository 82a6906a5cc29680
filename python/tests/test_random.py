"""Tests of the counter-based random numbers of the CPython side
(``autobatch._random``), which must give the Rust executors' bits.

Run:  PYTHONPATH=python python3 -m unittest discover -s python/tests -v
"""

from __future__ import annotations

import math
import os
import sys
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from autobatch import f32, f64, normal, normal_like, split, uniform, uniform_like  # noqa: E402
from autobatch._random import threefry2x32  # noqa: E402

M64 = (1 << 64) - 1

# Random123's known-answer vectors for threefry2x32 with 20 rounds
# (kat_vectors): (counter, key, result), as u32 words.
KAT = [
    ((0, 0), (0, 0), (0x6B200159, 0x99BA4EFE)),
    ((0xFFFFFFFF, 0xFFFFFFFF), (0xFFFFFFFF, 0xFFFFFFFF), (0x1CB996FC, 0xBB002BE7)),
    ((0x243F6A88, 0x85A308D3), (0x13198A2E, 0x03707344), (0xC4923A9C, 0x483DF7A0)),
]


def signed(v: int) -> int:
    return v - (1 << 64) if v >= (1 << 63) else v


class ThreefryTest(unittest.TestCase):
    def test_known_answers(self):
        for ctr, key, want in KAT:
            self.assertEqual(threefry2x32(key, ctr), want)

    def test_split_packs_words_low_first(self):
        self.assertEqual(split(0, 0) & M64, 0x99BA4EFE6B200159)
        self.assertEqual(split(-1, -1) & M64, 0xBB002BE71CB996FC)
        key, ctr = 0x0370734413198A2E, signed(0x85A308D3243F6A88)
        self.assertEqual(split(key, ctr) & M64, 0x483DF7A0C4923A9C)

    def test_split_gives_signed_i64(self):
        k = split(0, 0)
        self.assertIsInstance(k, int)
        self.assertEqual(k, signed(0x99BA4EFE6B200159))
        self.assertEqual(len({split(99, i) for i in range(1000)}), 1000)


class DrawTest(unittest.TestCase):
    def test_uniform_is_the_high_53_bits(self):
        bits = split(7, 0) & M64  # block(7, 0): counter 0 under key 7
        self.assertEqual(uniform(7), (bits >> 11) / 2.0**53)
        # uniform_like draws element 0 of a scalar from split(key, 0); an
        # f32 uniform is the 24 high bits.
        u32 = uniform_like(7, f32(0.0))
        self.assertEqual(u32, np.float32(((split(split(7, 0), 0) & M64) >> 40) / 2.0**24))
        self.assertIsInstance(u32, np.float32)
        for k in range(500):
            self.assertTrue(0.0 <= uniform(k) < 1.0)

    def test_normal_is_box_muller_of_counters_0_and_1(self):
        key = 12345
        u1 = ((split(key, 0) & M64) >> 11) / 2.0**53
        u2 = ((split(key, 1) & M64) >> 11) / 2.0**53
        want = math.sqrt(-2.0 * math.log(1.0 - u1)) * math.cos(2.0 * math.pi * u2)
        self.assertEqual(normal(key), want)

    def test_normal_moments(self):
        xs = [normal(split(42, j)) for j in range(20000)]
        mean = sum(xs) / len(xs)
        var = sum((x - mean) ** 2 for x in xs) / len(xs)
        self.assertLess(abs(mean), 0.03)
        self.assertLess(abs(var - 1.0), 0.05)

    def test_like_draws_element_j_from_split_j(self):
        x = np.zeros((2, 3))
        z = normal_like(5, x)
        self.assertEqual(z.shape, (2, 3))
        self.assertEqual(z.dtype, np.float64)
        self.assertEqual(z.ravel().tolist(), [normal(split(5, j)) for j in range(6)])
        u = uniform_like(5, np.zeros(4, dtype=np.float32))
        self.assertEqual(u.dtype, np.float32)
        want = [((split(split(5, j), 0) & M64) >> 40) / 2.0**24 for j in range(4)]
        self.assertEqual(u.tolist(), want)
        z32 = normal_like(5, np.zeros(3, dtype=np.float32))
        self.assertEqual(z32.tolist(), [float(np.float32(normal(split(5, j)))) for j in range(3)])
        self.assertEqual(normal_like(5, 0.0), normal(split(5, 0)))
        self.assertEqual(normal_like(5, f64(1.0)), normal(split(5, 0)))

    def test_elementwise_on_key_tensors(self):
        keys = np.array([1, -2, 3], dtype=np.int64)
        self.assertEqual(split(keys, 4).tolist(), [split(k, 4) for k in (1, -2, 3)])
        self.assertEqual(split(4, keys).tolist(), [split(4, k) for k in (1, -2, 3)])
        self.assertEqual(uniform(keys).tolist(), [uniform(k) for k in (1, -2, 3)])
        self.assertEqual(normal(keys.astype(np.int32)).tolist(), [normal(k) for k in (1, -2, 3)])

    def test_type_errors(self):
        with self.assertRaises(TypeError):
            uniform(1.5)
        with self.assertRaises(TypeError):
            split(True, 0)
        with self.assertRaises(TypeError):
            normal_like(1, np.zeros(3, dtype=np.int64))
        with self.assertRaises(TypeError):
            uniform_like(1, 3)
        with self.assertRaises(TypeError):
            normal(np.zeros(2))


if __name__ == "__main__":
    unittest.main()

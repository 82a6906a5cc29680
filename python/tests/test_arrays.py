"""Tests of the CPython twins of array building, writes by index and the
reductions (``autobatch._arrays``, ``autobatch._reduce``).

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

from autobatch import (  # noqa: E402
    arange,
    argmax,
    argmin,
    array,
    copy,
    cumsum,
    f32,
    full,
    i32,
    i64,
    logsumexp,
    mean,
    ones,
    ones_like,
    prod,
    zeros,
)
from autobatch._types import Tensor  # noqa: E402


class BuildingTest(unittest.TestCase):
    def test_dtypes_and_shapes(self):
        self.assertEqual(zeros(3).dtype, np.float64)
        self.assertEqual(zeros((2, 3), i64).shape, (2, 3))
        self.assertEqual(zeros(2, dtype=bool).dtype, np.bool_)
        self.assertEqual(ones(2, f32).dtype, np.float32)
        self.assertEqual(full(2, 3).dtype, np.int64)
        self.assertEqual(full(2, f32(0.5)).dtype, np.float32)
        self.assertEqual(arange(10, 0, -4).tolist(), [10, 6, 2])
        self.assertEqual(arange(3).dtype, np.int64)
        self.assertEqual(array(((1.0, 2.0), (3.0, 4.0))).shape, (2, 2))
        self.assertEqual(array((1, 2), i32).dtype, np.int32)
        self.assertEqual(ones_like(zeros(3, i64)).tolist(), [1, 1, 1])
        for made in (zeros(2), ones(2), full(2, 1.0), arange(2), array((1.0,)), copy(zeros(2))):
            self.assertIsInstance(made, Tensor)

    def test_copy_is_a_new_array_and_writes_stay_put(self):
        a = zeros(3)
        b = copy(a)
        b[0] = 5.0
        self.assertEqual(a.tolist(), [0.0, 0.0, 0.0])
        self.assertEqual(copy(2.5), 2.5)

    def test_bad_dtype(self):
        with self.assertRaises(TypeError):
            zeros(2, dtype="f64")


class ReduceTest(unittest.TestCase):
    def test_prod_is_a_left_fold(self):
        x = np.array([1e308, 10.0, 1e-308])
        self.assertEqual(prod(x), (1e308 * 10.0) * 1e-308)
        self.assertEqual(prod(np.array([2, 3, 4])), 24)
        self.assertIsInstance(prod(np.array([1.5], dtype=np.float32)), np.float32)

    def test_arg_extremes_take_the_first_and_nan(self):
        self.assertEqual(argmax(np.array([1.0, 3.0, 3.0])), 1)
        self.assertEqual(argmin(np.array([2.0, 1.0, 1.0])), 1)
        self.assertEqual(argmax(np.array([1.0, math.nan, 5.0, math.nan])), 1)
        self.assertEqual(argmin(np.array([[4, 1], [0, 0]])), 2)

    def test_cumsum_dtypes(self):
        self.assertEqual(cumsum(np.array([1, 2, 3], dtype=np.int32)).dtype, np.int64)
        self.assertEqual(cumsum(np.array([True, True])).tolist(), [1, 2])
        self.assertEqual(cumsum(np.array([[1.0, 2.0], [3.0, 4.0]])).tolist(), [1.0, 3.0, 6.0, 10.0])

    def test_mean_and_logsumexp(self):
        self.assertEqual(mean(np.array([1, 2])), 1.5)
        self.assertIsInstance(mean(np.array([1.0], dtype=np.float32)), np.float32)
        self.assertEqual(logsumexp(np.array([1000.0, 1000.0])), 1000.0 + math.log(2.0))
        self.assertEqual(logsumexp(np.array([-math.inf, -math.inf])), -math.inf)
        self.assertEqual(logsumexp(np.array([1.0, math.inf])), math.inf)


if __name__ == "__main__":
    unittest.main()

"""Writes the data of the three examples that exercise the distribution
library and the constraints, into examples/models/ (checked in, small):

* poisson_glm.json: 200 counts, 3 standard normal covariates, log rate
  0.5 + x . (0.3, -0.2, 0.1);
* mixture.json: 300 points, 40% from Normal(-1, 0.7), 60% from
  Normal(2, 1);
* multilevel.json: 10 groups of 20 points, each group's intercept and
  slope drawn from a correlated normal (means (1, -0.5), scales (1, 0.5),
  correlation 0.6), noise sd 0.8; `groups` is the one-hot matrix.

    python3 examples/make_library_examples.py
"""

import json
import os

import numpy as np

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")


def write(name, data):
    path = os.path.join(HERE, name)
    with open(path, "w") as f:
        json.dump({k: np.asarray(v).tolist() for k, v in data.items()}, f)
    print(f"wrote {path}")


def poisson_glm(rng):
    n, k = 200, 3
    x = np.round(rng.standard_normal((n, k)), 3)
    y = rng.poisson(np.exp(0.5 + x @ np.array([0.3, -0.2, 0.1])))
    write("poisson_glm.json", {"x": x, "y": y})


def mixture(rng):
    n = 300
    first = rng.random(n) < 0.4
    y = np.where(first, rng.normal(-1.0, 0.7, n), rng.normal(2.0, 1.0, n))
    write("mixture.json", {"y": np.round(y, 4)})


def multilevel(rng):
    j, per = 10, 20
    n = j * per
    group = np.repeat(np.arange(j), per)
    scale = np.array([1.0, 0.5])
    corr = np.array([[1.0, 0.6], [0.6, 1.0]])
    effects = rng.multivariate_normal([1.0, -0.5], np.diag(scale) @ corr @ np.diag(scale), size=j)
    x = np.round(rng.standard_normal(n), 3)
    y = effects[group, 0] + effects[group, 1] * x + rng.normal(0.0, 0.8, n)
    groups = np.zeros((n, j))
    groups[np.arange(n), group] = 1.0
    write("multilevel.json", {"x": x, "groups": groups, "y": np.round(y, 4)})


def main():
    rng = np.random.default_rng(20261126)
    poisson_glm(rng)
    mixture(rng)
    multilevel(rng)


if __name__ == "__main__":
    main()

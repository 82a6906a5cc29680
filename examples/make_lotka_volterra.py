"""Writes examples/data/lotka_volterra.json, the data of
examples/models/lotka_volterra.py: the Lotka-Volterra populations from
(u0, v0) = (30, 10) with alpha = 0.8, beta = 0.05, gamma = 0.9,
delta = 0.03, observed at t = 1..20 with log-normal noise (sigma = 0.1).
The reference solution is classical RK4 with 1,000 steps per unit time.

    python3 examples/make_lotka_volterra.py
"""

import json
import os

import numpy as np

TRUE = dict(alpha=0.8, beta=0.05, gamma=0.9, delta=0.03, sigma=0.1)
Z0 = (30.0, 10.0)
T = 20


def rhs(z):
    u, v = z
    return np.array([TRUE["alpha"] * u - TRUE["beta"] * u * v, -TRUE["gamma"] * v + TRUE["delta"] * u * v])


def main():
    z, h, path = np.array(Z0), 1e-3, []
    for _ in range(T):
        for _ in range(1000):
            k1 = rhs(z)
            k2 = rhs(z + 0.5 * h * k1)
            k3 = rhs(z + 0.5 * h * k2)
            k4 = rhs(z + h * k3)
            z = z + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        path.append(z.copy())
    rng = np.random.default_rng(1926)
    obs = np.array(path) * np.exp(TRUE["sigma"] * rng.standard_normal((T, 2)))
    data = {"ts": [float(t) for t in range(1, T + 1)], "obs": obs.tolist(), "z0": list(Z0)}
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "lotka_volterra.json")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        json.dump(data, f)
        f.write("\n")
    print(f"wrote {out}: {T} observations of (prey, predator)")


if __name__ == "__main__":
    main()

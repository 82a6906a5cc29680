"""A model's generated quantities, evaluated once per kept draw:
`autobatch sample` compiles this file bound to the model (as it binds
nuts.py) and runs `generate` on a batch of one member per chain and kept
draw, after the sampling (sampler/src/generated.rs).

`generated(theta, *data, key)` is the model adapter's: it maps the draw's
free coordinates theta to the parameters, as `log_density` does, and
calls the model's `generated_quantities` with them, the data and the key;
`Generated` is that function's return type.

The key of the draw of transition k of chain c is the third split of the
transition's key, split(split(split(seed, c), k + 1), 2): nuts.py draws
the trajectory from the first and the step size heuristic from the
second, so the quantities use a key of their own, and depend neither on
the batch nor on the engine.
"""

from __future__ import annotations

from autobatch import *
from autobatch.model import generated, Theta, Data, Generated


def generate(theta: Theta, seed: i64, chain: i64, transition: i64, *data: Data) -> Generated:
    key = split(split(split(seed, chain), transition + 1), 2)
    return generated(theta, *data, key)

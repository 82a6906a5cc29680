"""The two NUTS examples are one sampler on two models: apart from the
model (`log_density`, last in each file, and the constants),
examples/nuts.py must be
examples/nuts_logreg.py with the logistic regression's data parameters
replaced by the Gaussian's precision, float32 by float64 and `beta` by
`theta`. A fix to one sampler that is not made to the other fails here."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sampler(path):
    with open(os.path.join(ROOT, "examples", path)) as f:
        text = f.read()
    return text[text.index("def chain(") : text.index("def log_density(")].strip()


class NutsExamples(unittest.TestCase):
    def test_samplers_differ_only_in_their_model(self):
        logreg = sampler("nuts_logreg.py")
        logreg = re.sub(r"x: Shared\[f32\[N, D\]\],(\s*)y: Shared\[f32\[N\]\]", "prec: Shared[f64[D, D]]", logreg)
        logreg = logreg.replace("x, y", "prec").replace("f32", "f64").replace("beta", "theta")
        self.assertEqual(logreg, sampler("nuts.py"))


if __name__ == "__main__":
    unittest.main()

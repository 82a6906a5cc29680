from autobatch import *

# Python reads identifiers in NFKC form (PEP 3131): `ﬁle` (with the ligature
# U+FB01) and `file` are one variable, and `ℌ` is `H`.


def nfkc_names(x: i64) -> i64:
    ﬁle = x + 1
    file = ﬁle * 2
    ℌ = 3
    return ﬁle + file + H

from autobatch import *


def pattern(x: i64) -> tuple[i64, i64]:
    many = (x + 1, (x + 2, x + 3))
    one, two = many
    return two

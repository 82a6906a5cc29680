"""Whether the Python API's tests can run here: the extension installed
(and, for sampling, ArviZ with h5netcdf) and the compiler found. Where
they cannot, the tests skip saying why, unless AUTOBATCH_REQUIRE_NATIVE=1
(the README's test command sets it), where a skip is a failure."""

import importlib
import os
import sys

import autobatch


def why_not(test_file, modules=(), extra=""):
    """None where the tests of ``test_file`` can run, else the reason
    (printed once)."""
    why = None
    for module in ("autobatch._native", *modules):
        try:
            importlib.import_module(module)
        except ImportError as e:
            why = f"{e}: pip install \"./python{extra}\""
            break
    if why is None:
        try:
            autobatch._api._compiler()
        except autobatch.CompileError as e:
            why = str(e)
    if why and os.environ.get("AUTOBATCH_REQUIRE_NATIVE") == "1":
        raise RuntimeError(f"AUTOBATCH_REQUIRE_NATIVE=1, but {why}")
    if why:
        print(f"{test_file}: skipped: {why}", file=sys.stderr)
    return why

"""The SDK is a package of its own (clients/python): the tests import it from the checkout,
so the one test command of a clean clone runs them without installing it."""

from __future__ import annotations

import sys

from tests.paths import ROOT

SDK = str(ROOT / "clients" / "python")
if SDK not in sys.path:
    sys.path.insert(0, SDK)

"""infinity-ledger: an event-sourced game-state service for Infinity (N5 and CodeOne)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("infinity-ledger")
except PackageNotFoundError:  # pragma: no cover - running from a source tree without install
    __version__ = "0.0.0"

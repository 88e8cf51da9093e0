"""What the audit routes answer beyond the audit package's own types (the verification
report, the replay): the revealed seed."""

from __future__ import annotations

import msgspec


class SeedView(msgspec.Struct, frozen=True):
    seed: str
    """The 32-byte dice seed, lowercase hex."""
    client_seed: str
    seed_commitment: str | None
    algorithm: str

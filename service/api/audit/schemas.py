"""What the audit routes answer beyond the audit package's own types (the verification
report, the replay): the revealed seed."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.described import about


class SeedView(msgspec.Struct, frozen=True):
    """A game's dice seed, revealed once the game has ended, with what it is checked against."""

    seed: Annotated[str, about("The 32-byte dice seed, lowercase hex.")]
    client_seed: Annotated[str, about("The creator's `client_seed`, as recorded")]
    seed_commitment: (
        Annotated[
            str,
            about(
                "The SHA-256 the game committed to at creation: the SHA-256 of `seed` (hex) must "
                "equal it"
            ),
        ]
        | None
    )
    algorithm: Annotated[
        str,
        about(
            "`dice-v1` or `dice-v2`: how every server die follows from the seed"
            ' (docs/guide/dice-and-audit.md, "Dice")'
        ),
    ]

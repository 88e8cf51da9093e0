"""The bodies of a player's entropy and of the organiser starting play without the missing."""

from __future__ import annotations

from typing import Annotated, ClassVar

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import RequestBody
from service.domain.described import about

PLAYER_SEED_PATTERN = "^[0-9a-f]{32,128}$"
"""As the domain checks it (`dice.PLAYER_SEED`): 16 to 64 bytes in lowercase hex."""


class EntropyBody(RequestBody, frozen=True, kw_only=True):
    """A player's own seed for a dice-v2 game's server dice."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Sixteen random bytes in hex", {"seed": "5f1d2c9e8b7a60431e2d9c8b7a6f5e4d"}),
    )

    seed: Annotated[
        str,
        msgspec.Meta(min_length=32, max_length=128, pattern=PLAYER_SEED_PATTERN),
        about(
            "Your own seed for the game's dice-v2 dice, drawn at random on your device: 32 to 128 "
            "lowercase hex digits (16 random bytes are enough). Sent once, before the first "
            "server die; it is public in the game's events."
        ),
    ]


class WaiveEntropyBody(RequestBody, frozen=True, kw_only=True):
    """Nothing to say: every player whose seed is missing is recorded empty."""

    EXAMPLES: ClassVar[Examples] = (Example("Nothing to send", {}),)

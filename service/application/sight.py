"""The reader's ``Sight`` (``service.domain.visibility``), built by opening the sealed Hidden
Deployment secrets the reader may not see: the one door both the reads (concealment) and the
commands (``Games.execute``) take to the visibility rule."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Mapping

from service.application.sealing import open_secret
from service.domain.secrets import subject_of
from service.domain.state import GameState
from service.domain.visibility import HIDDEN_KIND, Sight, hidden_from
from service.keyring import Keyring

SealedSecrets = Callable[[], Awaitable[Mapping[str, bytes]]]
"""Reads the game's sealed player secrets, by secret id: called only when one is needed."""


async def sight_of(
    keyring: Keyring, game_id: uuid.UUID, state: GameState, reader: str, sealed: SealedSecrets
) -> Sight | None:
    """What ``reader`` may not see of the game in ``state``; None when nothing is hidden from
    them (every game without an unrevealed Hidden Deployment of another player: no read)."""
    records = hidden_from(state, reader)
    if not records:
        return None
    opened_by_id = await sealed()
    hidden: dict[str, str] = {}
    for record in records:
        opened = open_secret(keyring, game_id, record.secret_id, opened_by_id[record.secret_id])
        hidden[subject_of(HIDDEN_KIND, opened.secret)] = record.owner
    names = {t.name: hidden[t.trooper_id] for t in state.troopers if t.trooper_id in hidden}
    return Sight(hidden, {name: owner for name, owner in names.items() if name})

"""The reader's ``Sight`` (``service.domain.visibility``), built by opening the sealed Hidden
Deployment secrets the reader may not see: the one door both the reads (concealment) and the
commands (``Games.execute``) take to the visibility rule."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Mapping

from service.application.secrets.sealing import open_secret
from service.domain.privacy import private_lists
from service.domain.secrets import subject_of
from service.domain.state import GameState, SecretRecord
from service.domain.visibility import Sight, hidden_from, marker_handle, masked_from
from service.keyring import Keyring

SealedSecrets = Callable[[], Awaitable[Mapping[str, bytes]]]
"""Reads the game's sealed player secrets, by secret id: called only when one is needed."""


async def sight_of(
    keyring: Keyring, game_id: uuid.UUID, state: GameState, reader: str, sealed: SealedSecrets
) -> Sight | None:
    """What ``reader`` may not see of the game in ``state``; None when nothing is kept from
    them (a game recorded before the privacy rule, or ended, without an unrevealed secret of
    another player that hides or masks a trooper: no read)."""
    hiding, masking = hidden_from(state, reader), masked_from(state, reader)
    private = private_lists(state, reader)
    if not hiding and not masking:
        return Sight({}, private=private) if private else None
    opened_by_id = await sealed()

    def trooper_of(record: SecretRecord) -> str:
        opened = open_secret(keyring, game_id, record.secret_id, opened_by_id[record.secret_id])
        return subject_of(record.kind, opened.secret)

    hidden = {trooper_of(record): record.owner for record in hiding}
    masks = {trooper_of(record): marker_handle(record) for record in masking}
    names = {t.name: hidden[t.trooper_id] for t in state.troopers if t.trooper_id in hidden}
    aliases = dict(masks)
    aliases.update({t.name: masks[t.trooper_id] for t in state.troopers if t.trooper_id in masks})
    return Sight(
        hidden,
        {name: owner for name, owner in names.items() if name},
        aliases=aliases,
        markers={handle: trooper for trooper, handle in masks.items()},
        private=private,
    )

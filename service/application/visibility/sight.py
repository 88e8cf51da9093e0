"""The reader's ``Sight`` (``service.domain.visibility``), built by opening the sealed Hidden
Deployment, Camouflage and Impersonation secrets the reader may not see: the one door both the
reads (``concealment``) and the commands (``Games.execute``) take to the visibility rule."""

from __future__ import annotations

from service.application.secrets.sealing import SealedSecrets
from service.domain.privacy import private_lists
from service.domain.secrets import subject_of
from service.domain.state import GameState
from service.domain.visibility import Sight, hidden_from, marker_handle, masked_from

__all__ = ["Sight", "sight_of"]


async def sight_of(state: GameState, reader: str, sealed: SealedSecrets) -> Sight | None:
    """What ``reader`` may not see of the game in ``state``; None when nothing is kept from
    them (a game recorded before the privacy rule, or ended, without an unrevealed secret of
    another player that hides or masks a trooper: no read)."""
    hiding, masking = hidden_from(state, reader), masked_from(state, reader)
    private = private_lists(state, reader)
    if not hiding and not masking:
        return Sight({}, private=private) if private else None
    opened = await sealed.open((*hiding, *masking))

    def trooper_of(secret_id: str, kind: str) -> str:
        return subject_of(kind, opened[secret_id].secret)

    hidden = {trooper_of(r.secret_id, r.kind): r.owner for r in hiding}
    masks = {trooper_of(r.secret_id, r.kind): marker_handle(r) for r in masking}
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

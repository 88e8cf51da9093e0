"""A trooper kept behind a marker (Hidden Deployment, Camouflaged, Impersonation, N5) revealed
by what it declares: the Camouflaged State page cancels the state when the trooper declares a
skill other than a movement that needs no roll, so any skill but Move and Idle reveals it.
The opening is given by the service for a server-held secret."""

from __future__ import annotations

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.secrets import reveal
from service.domain.commands import SecretOpening
from service.domain.declarations import Idle, Move, Skill
from service.domain.errors import InvalidCommand, SecretMismatch
from service.domain.secrets import MARKER_KINDS
from service.domain.troopers import Trooper


def reveals_marker(skill: Skill) -> bool:
    return not isinstance(skill, Move | Idle)


def reveal_behind_marker(
    batch: Batch, trooper: Trooper, skill: Skill, opening: SecretOpening | msgspec.UnsetType
) -> None:
    if isinstance(opening, msgspec.UnsetType):
        return
    record = batch.state.secret(opening.secret_id)
    if (
        record is None
        or record.revealed
        or record.owner != trooper.player
        or record.kind not in MARKER_KINDS
    ):
        raise InvalidCommand(f"{opening.secret_id!r} keeps no marker of {trooper.player!r}")
    if not reveals_marker(skill):
        raise InvalidCommand("a Move or an Idle keeps the trooper behind its marker")
    reveal(batch, record, opening.secret, opening.salt)
    if opening.secret.get("trooper") != trooper.trooper_id:
        raise SecretMismatch(f"{opening.secret_id!r} does not keep {trooper.trooper_id!r}")

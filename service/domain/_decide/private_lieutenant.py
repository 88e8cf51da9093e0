"""The Lieutenant kept as Private Information (Open and Private Information, Lieutenant, Loss
of Lieutenant, N5): what makes it Open, and what the service refuses while it cannot tell.

A server-held secret is opened by the service and handed to the command that reveals it; the
decider then trusts that a private server-held Lieutenant not opened is fit. A client-held one
the service cannot open, so a rule that may need it asks for its reveal first.
"""

from __future__ import annotations

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.secrets import reveal
from service.domain.commands import ORGANISER, SecretOpening
from service.domain.errors import InvalidCommand, SecretMismatch, SecretRevealRequired
from service.domain.state import GameState
from service.domain.troopers import Trooper


def unfit_reason(state: GameState, lieutenant: Trooper) -> str | None:
    """Why this trooper, as the Lieutenant, puts its army in Loss of Lieutenant: a Null State,
    Isolated or Possessed; None when it leads."""
    if not lieutenant.can_act:
        return f"the Lieutenant {lieutenant.trooper_id!r} is {lieutenant.state.title()}"
    held = state.states_of(lieutenant.trooper_id)
    if "isolated" in held:
        return f"the Lieutenant {lieutenant.trooper_id!r} is Isolated"
    if "possessed" in held:
        return f"the Lieutenant {lieutenant.trooper_id!r} is Possessed, a Null State"
    return None


def open_private_lieutenant(
    batch: Batch, player: str, opening: SecretOpening | msgspec.UnsetType
) -> None:
    """Reveal the player's private Lieutenant from the opening the command carries."""
    if isinstance(opening, msgspec.UnsetType):
        return
    record = batch.state.private_lieutenant(player)
    if record is None or record.secret_id != opening.secret_id:
        raise InvalidCommand(f"{opening.secret_id!r} is not {player!r}'s private Lieutenant")
    reveal(batch, record, opening.secret, opening.salt)


def require_fitness_known(state: GameState, player: str) -> None:
    """In the Tactical Phase a client-held private Lieutenant may be the trooper in a Null
    State: the Loss of Lieutenant would reveal it, so the player reveals it first."""
    record = state.private_lieutenant(player)
    if record is None or record.held_by == "server":
        return
    unfit = [t.trooper_id for t in state.troopers_of(player) if unfit_reason(state, t)]
    if unfit:
        raise SecretRevealRequired(
            f"{player!r}'s Lieutenant is private and {', '.join(unfit)} cannot lead: reveal "
            f"secret {record.secret_id!r} first, for a Lieutenant in a Null State or Isolated "
            f"is a Loss of Lieutenant, which names it (Loss of Lieutenant, N5)"
        )


def private_wip(
    state: GameState, player: str, given: dict[str, int] | msgspec.UnsetType, actor: str
) -> int:
    """The WIP of the player's private Lieutenant for the Initiative Roll, Open for that roll:
    a server-held one's given by the service, a client-held one's declared by its player or the
    organiser, and then the WIP of one of the player's troopers fit to lead (the audit holds
    either to the secret once it is revealed)."""
    record = state.private_lieutenant(player)
    assert record is not None
    if isinstance(given, msgspec.UnsetType) or player not in given:
        raise SecretRevealRequired(
            f"{player!r}'s Lieutenant is private and held by the player: the Initiative Roll "
            f"uses its WIP, so declare it as private_wip or reveal secret "
            f"{record.secret_id!r} first"
        )
    if record.held_by == "client" and actor not in (player, ORGANISER):
        raise InvalidCommand(
            f"only {player!r} or the organiser declares the WIP of {player!r}'s private Lieutenant"
        )
    declared = given[player]
    if record.held_by == "client" and declared not in _fit_wips(state, player):
        # The Lieutenant is one of the player's troopers able to lead, so a WIP none of them
        # has is false before any reveal. Naming the troopers that have it would narrow the
        # secret down for the opponent, so the refusal names none.
        raise InvalidCommand(
            f"private_wip {declared} is not the WIP of any trooper of {player!r} fit to be "
            f"Lieutenant"
        )
    return declared


def _fit_wips(state: GameState, player: str) -> set[int]:
    return {t.profile.wip for t in state.troopers_of(player) if unfit_reason(state, t) is None}


def reveal_for_lieutenant_order(
    batch: Batch, trooper: Trooper, opening: SecretOpening | msgspec.UnsetType
) -> None:
    """Spending the Lieutenant Special Order makes the Lieutenant Open (Lieutenant, N5): the
    same command reveals it, and only the trooper it names spends the Order."""
    record = batch.state.private_lieutenant(trooper.player)
    if record is None:
        if not isinstance(opening, msgspec.UnsetType):
            raise InvalidCommand(f"{trooper.player!r} has no private Lieutenant to reveal")
        return
    if isinstance(opening, msgspec.UnsetType):
        raise SecretRevealRequired(
            f"spending the Lieutenant Order makes the Lieutenant Open: send secret "
            f"{record.secret_id!r}'s secret and salt as lieutenant_reveal, or reveal it first"
        )
    open_private_lieutenant(batch, trooper.player, opening)
    named = batch.state.lieutenant_of(trooper.player)
    named_id = None if named is None else named.trooper_id
    if named_id != trooper.trooper_id:
        raise SecretMismatch(
            f"the Lieutenant is {named_id!r}, not {trooper.trooper_id!r}: only the Lieutenant "
            f"spends the Lieutenant Order"
        )

"""The Lieutenant kept as Private Information (Open and Private Information, Lieutenant, Loss
of Lieutenant, N5): what makes it Open, and what the service refuses while it cannot tell.

A server-held secret is opened by the service and handed to the command that reveals it; the
decider then trusts that a private server-held Lieutenant not opened is fit. A client-held one
the service cannot open: what the rules make Open of it (its WIP for the Initiative Roll, its
reveal for the Lieutenant Order and for a Loss of Lieutenant) is asked for, and whether it can
lead is its player's word, which the audit holds to the secret once revealed.
"""

from __future__ import annotations

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.secrets import reveal
from service.domain.commands import ORGANISER, SecretOpening
from service.domain.errors import (
    InvalidCommand,
    LieutenantDeclarationRequired,
    SecretMismatch,
    SecretRevealRequired,
)
from service.domain.privacy import lieutenant_kept_private
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


def require_declarable(state: GameState, player: str, declared: bool | msgspec.UnsetType) -> None:
    """Before the turn's openings: only a client-held private Lieutenant not yet revealed is
    declared for; the service sees any other, and a declaration would be recorded for nothing."""
    if isinstance(declared, msgspec.UnsetType):
        return
    record = state.private_lieutenant(player)
    # Under the privacy rule the service gives its own word for a Lieutenant it holds (the
    # openings refuse the player's): it reveals nothing.
    served = record is not None and record.held_by == "server" and lieutenant_kept_private(state)
    if record is None or (record.held_by == "server" and not served):
        raise InvalidCommand(
            f"loss_of_lieutenant is declared only for a private Lieutenant its player holds and "
            f"has not revealed: the service sees {player!r}'s"
        )


def take_declaration(
    state: GameState, player: str, declared: bool | msgspec.UnsetType, retreating: bool
) -> None:
    """At the turn start, after its openings: what stands for the fitness of a client-held
    private Lieutenant the service cannot see.

    A trooper down is no reason to reveal which one leads (Lieutenant, N5: Private
    Information), so after a casualty the player declares whether the Lieutenant cannot lead.
    Only a Loss of Lieutenant for the Lieutenant's own state names it, so a declared one needs
    the reveal; in Retreat! the army is in Loss of Lieutenant whoever leads, so nothing is asked.
    """
    record = state.private_lieutenant(player)
    if record is None:
        # Revealed by this very command (``require_declarable`` let no other through): the
        # player's word must be what the secret shows.
        if not isinstance(declared, msgspec.UnsetType):
            _require_declared_as_revealed(state, player, declared)
        return
    if record.held_by == "server":
        return
    if declared is True and lieutenant_kept_private(state):
        # The loss names no trooper under the privacy rule: the word is taken, and the audit
        # holds it to the secret once revealed.
        return
    if declared is True:
        raise SecretRevealRequired(
            f"a Loss of Lieutenant for the Lieutenant's own state names it (Loss of "
            f"Lieutenant, N5): send secret {record.secret_id!r}'s secret and salt as "
            f"lieutenant_reveal, or reveal it first"
        )
    down = any(unfit_reason(state, t) for t in state.troopers_of(player))
    if isinstance(declared, msgspec.UnsetType) and down and not retreating:
        raise LieutenantDeclarationRequired(
            f"{player!r}'s Lieutenant is private and held by the player, and a trooper of "
            f"theirs cannot lead: declare loss_of_lieutenant, true when the Lieutenant is in a "
            f"Null State, Isolated or Possessed (its reveal then goes with it), false when it "
            f"leads (the audit holds it to secret {record.secret_id!r} once revealed)"
        )


def _require_declared_as_revealed(state: GameState, player: str, declared: bool) -> None:
    lieutenant = state.lieutenant_of(player)
    reason = "no trooper" if lieutenant is None else unfit_reason(state, lieutenant)
    named = "none" if lieutenant is None else repr(lieutenant.trooper_id)
    if declared and reason is None:
        raise SecretMismatch(
            f"loss_of_lieutenant is declared, but the Lieutenant revealed, {named}, can lead"
        )
    if not declared and reason is not None:
        raise SecretMismatch(
            f"no Loss of Lieutenant is declared, but the Lieutenant revealed is {named} and "
            f"{reason}"
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

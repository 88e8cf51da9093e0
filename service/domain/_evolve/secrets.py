"""evolve for Private Information: commitments kept, reveals checked against them."""

from __future__ import annotations

from service.domain._evolve.guards import check, replace
from service.domain.carried import carried
from service.domain.events import ClassifiedDrawn, SecretCommitted, SecretRevealed
from service.domain.secrets import opens
from service.domain.state import ClassifiedDraw, GameState, SecretRecord
from service.rules.scenario import draws_by_scenario


def secret_committed(state: GameState, event: SecretCommitted) -> GameState:
    check(state.created and not state.ended, "a secret is committed in a live game")
    check(state.secret(event.secret_id) is None, f"secret {event.secret_id!r} already exists")
    record = carried(event, SecretRecord)
    return replace(state, secrets=(*state.secrets, record))


def classified_drawn(state: GameState, event: ClassifiedDrawn) -> GameState:
    # The secrets that follow hold the cards; the draw is kept only where a second is refused.
    check(state.created and not state.ended, "Classified Objectives are drawn in a live game")
    if not draws_by_scenario(state.scenario_rule):
        # Games recorded before the rule keep their state, and their stored snapshots, as they were.
        return state
    check(state.classified_draw(event.player) is None, f"{event.player!r} already drew")
    draw = ClassifiedDraw(player=event.player, secret_ids=event.secret_ids)
    return replace(state, classified_draws=(*state.classified_draws, draw))


def secret_revealed(state: GameState, event: SecretRevealed) -> GameState:
    record = state.secret(event.secret_id)
    check(record is not None and not record.revealed, f"no secret {event.secret_id!r} to reveal")
    assert record is not None
    # An edited reveal must not fold: it would be a secret the player never committed to.
    check(opens(record.commitment, event.salt, event.secret), "the reveal breaks its commitment")
    revealed = replace(record, revealed=True, secret=event.secret, salt=event.salt)
    secrets = tuple(revealed if s.secret_id == record.secret_id else s for s in state.secrets)
    return replace(state, secrets=secrets)

"""Deciding a Classified Objectives draw: the deck and the commitments checked, the draw and
one server-held ``classified_objective`` secret per card recorded (``domain.classified``); in a
game under its scenario's rules, once per player, the mission's count of cards."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain._decide.secrets import SECRET_ID, require_room_for_secrets
from service.domain.access import require_live, require_player
from service.domain.classified import MAX_DECK, MAX_DRAWN, MIN_DECK
from service.domain.commands import DrawClassified
from service.domain.entropy import missing_entropy
from service.domain.errors import (
    ClassifiedAlreadyDrawn,
    ClassifiedDeckTooSmall,
    EntropyMissing,
    InvalidCommand,
    StateConflict,
)
from service.domain.events import ClassifiedDrawn, SecretCommitted
from service.domain.secrets import is_digest
from service.domain.state import GameState
from service.rules.scenario import draws_by_scenario

CARD_NAME_LENGTH = 64


def draw_classified(batch: Batch, command: DrawClassified) -> None:
    state = batch.state
    require_live(state)
    require_player(state, command.actor, "only a player draws Classified Objectives")
    # The cards are dealt from the game's dice, which dice-v2 draws only once every seed is in.
    missing = missing_entropy(state)
    if missing:
        raise EntropyMissing(missing)
    deck = command.deck
    if not 0 < len(deck) <= MAX_DECK:
        raise InvalidCommand(f"a deck holds 1 to {MAX_DECK} cards")
    if any(not card.strip() or len(card) > CARD_NAME_LENGTH for card in deck):
        raise InvalidCommand(f"a card's name is 1-{CARD_NAME_LENGTH} characters, not blank")
    if len(set(deck)) != len(deck):
        raise InvalidCommand("each card of the deck is named once")
    count = len(command.secret_ids)
    if draws_by_scenario(state.scenario_rule):
        _by_the_mission(state, command.actor, deck, count)
    if not 0 < count <= min(MAX_DRAWN, len(deck)) or len(command.commitments) != count:
        raise InvalidCommand(f"1 to {MAX_DRAWN} cards are drawn, no more than the deck holds")
    require_room_for_secrets(state, command.actor, count)
    if len(set(command.secret_ids)) != count or not all(
        SECRET_ID.fullmatch(s) for s in command.secret_ids
    ):
        raise InvalidCommand("secret ids are distinct, 1-64 letters, digits, _ or -")
    if any(state.secret(s) is not None for s in command.secret_ids):
        raise StateConflict("a secret id of the draw is already recorded")
    if not all(is_digest(c) for c in command.commitments):
        raise InvalidCommand("a commitment is a SHA-256 digest in 64 lowercase hex digits")
    batch.emit(ClassifiedDrawn(player=command.actor, deck=deck, secret_ids=command.secret_ids))
    for secret_id, commitment in zip(command.secret_ids, command.commitments, strict=True):
        batch.emit(
            SecretCommitted(
                secret_id=secret_id,
                owner=command.actor,
                kind="classified_objective",
                marker=None,
                commitment=commitment,
                held_by="server",
            )
        )


def _by_the_mission(state: GameState, player: str, deck: tuple[str, ...], count: int) -> None:
    """One draw of the mission's count from a deck the drawer cannot shrink to a pick: else a
    player draws until they like a card, or names the cards they like as the deck."""
    if state.classified_draw(player) is not None:
        raise ClassifiedAlreadyDrawn(
            f"{player!r} already drew their Classified Objectives: a player draws once a game"
        )
    wanted = state.classified_objectives
    if wanted == 0:
        raise InvalidCommand("this game's mission has no Classified Objectives to draw")
    if len(deck) < MIN_DECK:
        raise ClassifiedDeckTooSmall(
            f"a deck holds at least {MIN_DECK} distinct cards, not {len(deck)}"
        )
    if count != wanted:
        raise InvalidCommand(
            f"this game's mission draws {wanted} card{'s' if wanted > 1 else ''}, not {count}"
        )

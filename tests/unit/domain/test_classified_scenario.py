"""Classified Objectives drawn by the scenario's rules, so they cannot be fished for: one draw per
player per game, of the scenario's number of cards, from a deck of at least ten distinct cards;
no Classified Objective but a drawn one, and only a card its player drew earns points.

ITS's game start sequence (https://forum.corvusbelli.com/posts/476422): "Draw Classified Objs as
per mission", once, before the Initiative Roll. The mission gives the count, so the game records
it (``classified_objectives``); ten cards at least is the service's own floor (docs/rules.md,
"Classified Objectives drawn fairly"). Games recorded before ``scenario_rule`` 1 keep drawing as
they were played. Every expected value below is written out by hand.
"""

from __future__ import annotations

import hashlib

import pytest

from service.domain.commands import (
    ORGANISER,
    CommitSecret,
    DrawClassified,
    EndGame,
    RecordResult,
    RevealSecret,
    SecretOpening,
)
from service.domain.errors import (
    ClassifiedAlreadyDrawn,
    ClassifiedDeckTooSmall,
    ClassifiedNotDrawn,
    InvalidCommand,
)
from service.domain.events import ClassifiedDrawn, ResultRecorded
from service.domain.game import evolve
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, rejects, trooper

TEN = (
    "Telemetry",
    "Sabotage",
    "Extraction",
    "Data Scan",
    "Nexus",
    "Test Run",
    "Follow Up",
    "Predictive Maneuvers",
    "HVT: Espionage",
    "HVT: Designation",
)
SALT = "5a" * 32
TELEMETRY = {"kind": "classified_objective", "objective": "Telemetry"}
# SHA-256 of the salt, a newline and the canonical JSON (docs/guide/secrets.md).
TELEMETRY_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"classified_objective","objective":"Telemetry"}}'.encode()
).hexdigest()
DIGEST = "c0" * 32


def its_game(count: int = 1) -> Game:
    """A game under the scenario's rules (revision 1) whose mission has ``count`` cards."""
    game = new_game(manual_dice=False, scenario_rule=1, classified_objectives=count)
    game.run(trooper(ARIADNA, "fennec", points=27))
    game.run(trooper(TOHAA, "senku", points=35))
    return game


def old_game() -> Game:
    """A game recorded before the scenario's rules."""
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, "fennec", points=27))
    game.run(trooper(TOHAA, "senku", points=35))
    return game


def draw(
    actor: str = TOHAA,
    deck: tuple[str, ...] = TEN,
    secret_ids: tuple[str, ...] = ("c1",),
    commitments: tuple[str, ...] | None = None,
) -> DrawClassified:
    return DrawClassified(
        actor=actor,
        deck=deck,
        secret_ids=secret_ids,
        commitments=commitments or tuple(DIGEST for _ in secret_ids),
    )


def direct(held_by: str) -> CommitSecret:
    return CommitSecret(
        actor=TOHAA,
        secret_id="own-pick",
        kind="classified_objective",
        commitment=TELEMETRY_COMMITMENT,
        held_by=held_by,
    )


# ---------- the draw ----------


def test_one_draw_per_player_per_game() -> None:
    game = its_game()
    game.run(draw())
    rejects(game, draw(secret_ids=("c2",)), ClassifiedAlreadyDrawn, "already drew")
    # The other player draws once too.
    game.run(draw(actor=ARIADNA, secret_ids=("a1",)))
    rejects(game, draw(actor=ARIADNA, secret_ids=("a2",)), ClassifiedAlreadyDrawn, "already")


def test_the_draw_takes_the_missions_count_of_cards() -> None:
    game = its_game(count=2)
    rejects(game, draw(secret_ids=("c1",)), InvalidCommand, "2 cards")
    rejects(game, draw(secret_ids=("c1", "c2", "c3")), InvalidCommand, "2 cards")
    events = game.run(draw(secret_ids=("c1", "c2")))
    assert events[0] == ClassifiedDrawn(player=TOHAA, deck=TEN, secret_ids=("c1", "c2"))


def test_a_deck_of_fewer_than_ten_distinct_cards_is_refused() -> None:
    game = its_game()
    rejects(game, draw(deck=TEN[:9]), ClassifiedDeckTooSmall, "10")
    rejects(game, draw(deck=("Telemetry",)), ClassifiedDeckTooSmall, "10")
    game.run(draw(deck=TEN))


def test_a_mission_without_classified_objectives_draws_none() -> None:
    game = its_game(count=0)
    rejects(game, draw(), InvalidCommand, "no Classified Objectives")


def test_a_classified_objective_is_never_committed_but_by_the_draw() -> None:
    game = its_game()
    rejects(game, direct("server"), ClassifiedNotDrawn, "drawn")
    rejects(game, direct("client"), ClassifiedNotDrawn, "drawn")
    # Other Private Information is committed as before.
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="lt",
            kind="lieutenant",
            commitment=DIGEST,
            held_by="client",
        )
    )


def test_a_second_draw_does_not_fold_in_a_game_under_the_rule() -> None:
    game = its_game()
    (drawn, *_) = game.run(draw())
    with pytest.raises(ValueError, match="already drew"):
        evolve(game.state, drawn)


# ---------- the points ----------


def ended_after_a_draw() -> Game:
    """Tohaa draws one card (Telemetry, committed as the service commits it); the end opens it."""
    game = its_game()
    game.run(draw(commitments=(TELEMETRY_COMMITMENT,)))
    game.run(
        CommitSecret(
            actor=ARIADNA, secret_id="lt", kind="lieutenant", commitment=DIGEST, held_by="client"
        )
    )
    opening = SecretOpening(secret_id="c1", secret=TELEMETRY, salt=SALT)
    game.run(EndGame(actor=ORGANISER, reason="three rounds", openings=(opening,)))
    return game


def result(player: str, *reasons: str) -> RecordResult:
    return RecordResult(actor=player, player=player, objective_points=1, reasons=reasons)


def test_only_a_card_the_player_drew_earns_its_points() -> None:
    game = ended_after_a_draw()
    rejects(game, result(TOHAA, "classified:nope"), ClassifiedNotDrawn, "drew")
    rejects(game, result(TOHAA, "classified:lt"), ClassifiedNotDrawn, "drew")
    # The opponent's card is not theirs to claim.
    rejects(game, result(ARIADNA, "classified:c1"), ClassifiedNotDrawn, "drew")
    (recorded,) = game.run(result(TOHAA, "Dominate", "classified:c1"))
    assert recorded == ResultRecorded(
        player=TOHAA, objective_points=1, reasons=("Dominate", "classified:c1")
    )


# ---------- the games recorded before the rule ----------


def test_a_game_recorded_before_the_rule_draws_and_commits_as_it_was_played() -> None:
    """Deciding its commands again (as verify does) gives what was recorded."""
    game = old_game()
    for n in range(4):
        game.run(draw(deck=("Telemetry",), secret_ids=(f"c{n}",)))
    game.run(direct("client"))
    game.run(EndGame(actor=ORGANISER, reason="time"))
    game.run(RevealSecret(actor=TOHAA, secret_id="own-pick", secret=TELEMETRY, salt=SALT))
    (recorded,) = game.run(result(TOHAA, "classified:own-pick"))
    assert recorded.reasons == ("classified:own-pick",)  # type: ignore[attr-defined]


# ---------- the game's record of its scenario ----------


@pytest.mark.parametrize(
    ("scenario", "match"),
    [
        ({"scenario_rule": 1}, "classified_objectives"),
        ({"classified_objectives": 1}, "scenario_rule"),
        ({"scenario_rule": 99, "classified_objectives": 1}, "no scenario rule revision 99"),
        ({"scenario_rule": 1, "classified_objectives": 9}, "0 to 8"),
        ({"scenario_rule": 1, "classified_objectives": -1}, "0 to 8"),
    ],
)
def test_a_game_records_a_known_scenario_rule_with_its_count(
    scenario: dict[str, int], match: str
) -> None:
    with pytest.raises(InvalidCommand, match=match):
        new_game(manual_dice=False, **scenario)

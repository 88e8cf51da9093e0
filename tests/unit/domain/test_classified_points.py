"""A Classified Objective's Objective Points count only once it is revealed (issue 26; "Open and
Private Information", N5, https://infinitythewiki.com/Open_and_Private_Information: Private
Information stays secret until a game event makes it Open). A result's reason names the
objective as ``classified:<secret_id>``; the commitments are written out by hand."""

from __future__ import annotations

import hashlib

from service.domain.commands import (
    ORGANISER,
    AnswerResult,
    CommitSecret,
    EndGame,
    RecordResult,
    RevealSecret,
)
from service.domain.errors import InvalidCommand, SecretRevealRequired
from service.domain.events import DisputeDecided, ResultRecorded
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, rejects, trooper

SALT = "7e" * 32
OBJECTIVE = {"kind": "classified_objective", "objective": "Telemetry"}
COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"classified_objective","objective":"Telemetry"}}'.encode()
).hexdigest()


def ended_with_a_client_held_objective() -> Game:
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, "fennec", points=27))
    game.run(trooper(TOHAA, "senku", points=35))
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id="co-1",
            kind="classified_objective",
            commitment=COMMITMENT,
            held_by="client",
        )
    )
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="lt-t",
            kind="lieutenant",
            commitment=COMMITMENT,
            held_by="client",
        )
    )
    game.run(EndGame(actor=ORGANISER, reason="three rounds"))
    return game


def result(reasons: tuple[str, ...], actor: str = ARIADNA) -> RecordResult:
    return RecordResult(actor=actor, player=ARIADNA, objective_points=5, reasons=reasons)


def test_an_unrevealed_classified_objective_earns_nothing_yet() -> None:
    game = ended_with_a_client_held_objective()
    rejects(game, result(("Dominate", "classified:co-1")), SecretRevealRequired, "co-1")


def test_a_revealed_one_counts() -> None:
    game = ended_with_a_client_held_objective()
    game.run(RevealSecret(actor=ARIADNA, secret_id="co-1", secret=OBJECTIVE, salt=SALT))
    (recorded,) = game.run(result(("Dominate", "classified:co-1")))
    assert recorded == ResultRecorded(
        player=ARIADNA, objective_points=5, reasons=("Dominate", "classified:co-1")
    )


def test_a_reason_names_only_a_classified_objective_of_the_player() -> None:
    game = ended_with_a_client_held_objective()
    rejects(game, result(("classified:nope",)), InvalidCommand, "no Classified Objective")
    rejects(game, result(("classified:lt-t",)), InvalidCommand, "no Classified Objective")


def test_the_organiser_decides_a_dispute_under_the_same_rule() -> None:
    game = ended_with_a_client_held_objective()
    game.run(result(("Dominate",)))
    game.run(AnswerResult(actor=TOHAA, player=ARIADNA, accept=False, reason="no"))
    decided = result(("classified:co-1",), actor=ORGANISER)
    rejects(game, decided, SecretRevealRequired, "co-1")
    game.run(RevealSecret(actor=ARIADNA, secret_id="co-1", secret=OBJECTIVE, salt=SALT))
    (event,) = game.run(decided)
    assert event == DisputeDecided(player=ARIADNA, objective_points=5, reasons=("classified:co-1",))

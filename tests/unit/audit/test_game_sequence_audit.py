"""An export of a game that follows the N5 Game Sequence verifies: verify decides the Initiative
Roll, the choices and the Deployment Phase again, and derives the Initiative Roll's dice from
the revealed seed; a tampered winner or deployment is caught even with the chain hashed again.
"""

from __future__ import annotations

from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ChooseInitiative,
    DeployTroopers,
    EndTurn,
    RollInitiative,
    StartTurn,
)
from service.domain.events import InitiativeRolled
from tests.builders.export import (
    RecordedGame,
    rechain,
    to_lines,
    version_of,
)
from tests.builders.game import ARIADNA, TOHAA


def _one_round() -> RecordedGame:
    """Server dice; the Initiative Roll is made until it has a winner, who keeps Initiative and
    plays first; the other holds Deployment and deploys first."""
    game = RecordedGame(rounds=1)
    game.add_trooper(ARIADNA, "a1", lieutenant=True)
    game.add_trooper(ARIADNA, "a2")
    game.add_trooper(TOHAA, "b1", lieutenant=True)
    game.add_trooper(TOHAA, "b2")
    winner = None
    while winner is None:
        (rolled,) = game.run(RollInitiative(actor=ARIADNA))
        assert isinstance(rolled, InitiativeRolled)
        winner = rolled.winner
    other = TOHAA if winner == ARIADNA else ARIADNA
    game.run(ChooseInitiative(actor=winner, player=winner, keep="initiative", first=winner))
    game.run(ChooseInitiative(actor=other, player=other, first=other))
    kept_back = {ARIADNA: ("a2", "a1"), TOHAA: ("b2", "b1")}
    for player in (other, winner):
        game.run(DeployTroopers(actor=player, player=player, troopers=kept_back[player][:1]))
    for player in (other, winner):
        game.run(DeployTroopers(actor=player, player=player, troopers=kept_back[player][1:]))
    for player in (winner, other):
        game.run(StartTurn(actor=player, player=player))
        game.run(EndTurn(actor=player))
    assert game.state.ended
    return game


def test_an_export_of_a_whole_sequenced_game_verifies() -> None:
    header, records = _one_round().exported()
    assert records[0]["data"]["rounds"] == 1
    assert records[-1]["type"] == "game_ended"
    assert verify_lines(to_lines(header, records)).ok


def test_a_tampered_initiative_die_is_caught_by_the_seed() -> None:
    header, records = _one_round().exported()
    version = version_of(records, "initiative_rolled")
    record = next(r for r in records if r["version"] == version)
    face = record["data"]["draws"][0]
    record["data"]["draws"][0] = face % 20 + 1

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.DICE, version)


def test_a_deployment_edited_into_an_export_is_caught() -> None:
    header, records = _one_round().exported()
    version = version_of(records, "troopers_deployed")
    record = next(r for r in records if r["version"] == version)
    record["data"]["troopers"] = []

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)

"""The audit of orders that go on by themselves (``conclude: when-possible``) and of a
player's no ARO: a game with them verifies, deciding each command again (the no ARO that
resolved and concluded an order included); a die changed in such a resolution is found; the
order's replay shows the no ARO and the conclusion."""

from __future__ import annotations

import msgspec

from service.audit.replay import render_text, replay_order
from service.audit.replay.vocabulary import NoAroStep, ReplayInput
from service.audit.verify import CheckName, CheckStatus, verify_records
from service.domain.commands import ActivateTrooper, DeclareNoAro, EndTurn, StartTurn
from service.domain.declarations import Move
from service.domain.events import encode_event
from tests.builders.export import RecordedGame, export_records, rechain
from tests.builders.game import ARIADNA, TOHAA, shot


def _when_possible(trooper: str, skill: object) -> ActivateTrooper:
    body = {
        "command": "activate_trooper",
        "actor": ARIADNA,
        "trooper": trooper,
        "skill": msgspec.to_builtins(skill),
        "conclude": "when-possible",
    }
    return msgspec.convert(body, ActivateTrooper)


def _game() -> RecordedGame:
    """Ariadna moves, then shoots, each order to conclude when possible; Tohaa answers each
    with no ARO, which resolves and concludes it with the server's dice."""
    game = RecordedGame()
    game.add_trooper(ARIADNA, "fennec", bs=12)
    game.add_trooper(ARIADNA, "carlota")
    game.add_trooper(TOHAA, "senku")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(_when_possible("carlota", Move()))
    game.run(DeclareNoAro(actor=TOHAA, order=1))
    game.run(_when_possible("fennec", shot(("senku", 3, 15))))
    events = game.run(DeclareNoAro(actor=TOHAA, order=2))
    assert encode_event(events[-1])[0] == "order_concluded"
    game.run(EndTurn(actor=ARIADNA))
    return game


def test_a_game_of_orders_that_went_on_by_themselves_verifies() -> None:
    game = _game()
    for reveal_seed in (True, False):
        header, records = export_records(game, reveal_seed=reveal_seed)
        assert [r["type"] for r in records].count("no_aro_declared") == 2
        report = verify_records(header, records)
        assert report.ok, report.render_text()
        assert report.check(CheckName.REPLAY).count == len(game.played)


def test_a_die_changed_in_a_resolution_a_no_aro_made_is_found() -> None:
    header, records = export_records(_game(), reveal_seed=True)
    roll = next(r for r in records if r["type"] == "order_roll_made")
    side = roll["data"]["roll"]["sides"][0]
    side["dice"][0]["face"] = 1 if side["dice"][0]["face"] != 1 else 2

    report = verify_records(*rechain(header, records))

    assert not report.ok
    assert report.check(CheckName.REPLAY).status is CheckStatus.FAILED


def _log(game: RecordedGame) -> list[ReplayInput]:
    log: list[ReplayInput] = []
    version = 0
    for number, played in enumerate(game.played):
        metadata = {
            "actor": played.command.actor,
            "causation_id": f"command-{number}",
            "command": msgspec.to_builtins(played.command),
        }
        for event in played.events:
            version += 1
            event_type, data = encode_event(event)
            log.append(ReplayInput(version, event_type, data, metadata))
    return log


def test_the_replay_shows_the_no_aro_and_the_conclusion_it_led_to() -> None:
    replay = replay_order(_log(_game()), 1)

    assert replay.matches_record, replay.differences
    assert [s.kind for s in replay.steps] == ["activation", "no_aro", "resolution", "concluded"]
    no_aro = replay.steps[1]
    assert isinstance(no_aro, NoAroStep)
    assert (no_aro.actor, no_aro.player, no_aro.after_second_skill) == (TOHAA, TOHAA, False)
    assert "tohaa declares no ARO." in render_text(replay)

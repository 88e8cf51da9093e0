"""The audit of each player's own dice (the roles rule, revision 2): a game recorded under
revision 1, where one player typed the other's Initiative face, saves and free-roll face, still
decides and verifies as played; a game under the rule verifies with its confirmations, and the
order's replay shows the conclusion waiting and confirmed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from service.audit.replay import render_text, replay_order
from service.audit.replay.vocabulary import (
    ConclusionDiceConfirmedStep,
    ConclusionDiceEnteredStep,
    EnteredFaces,
    ReplayInput,
)
from service.audit.verify import CheckName, CheckStatus, verify_lines, verify_records
from service.domain.commands import (
    ActivateTrooper,
    ChooseInitiative,
    Conclude,
    ConfirmDice,
    ConfirmRoll,
    DeclareAro,
    DeployTroopers,
    EndTurn,
    EnteredDice,
    FreeRoll,
    FreeRollSide,
    Resolve,
    RollInitiative,
    StartTurn,
)
from service.domain.events import encode_event
from tests.builders.export import RecordedGame, export_records, rechain
from tests.builders.game import ARIADNA, TOHAA, shot

BEFORE = Path(__file__).parent / "data" / "before_own_dice.ndjson"
A2 = "a2:bs_attack>b2"
B2 = "b2:bs_attack"


def _records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()[1:]]


def test_a_game_recorded_under_the_previous_rule_verifies_as_played() -> None:
    # Written by the service before the rule: manual dice with confirmation, roles rule 1.
    # Ariadna typed both Initiative faces, Tohaa's saves and both free-roll faces, and each
    # roll was made at once; only the order's own rolls waited for Tohaa.
    records = _records(BEFORE)
    assert records[0]["data"]["roles_rule"] == 1
    assert records[0]["data"]["manual_dice_confirmation"] is True
    by_type = {r["type"]: r for r in records}
    initiative = by_type["initiative_rolled"]
    assert initiative["metadata"]["actor"] == ARIADNA
    assert initiative["data"]["draws"] == []
    saves = by_type["saving_rolls_made"]
    assert saves["metadata"]["command"]["command"] == "conclude"
    assert saves["metadata"]["actor"] == ARIADNA
    assert [r["face"] for r in saves["data"]["rolls"]] == [20, 20, 20]
    assert by_type["roll_made"]["metadata"]["actor"] == ARIADNA
    assert not {"roll_dice_entered", "conclusion_dice_entered"} & set(by_type)

    report = verify_lines(BEFORE.read_text().splitlines(keepends=True))

    assert report.ok, report.problem
    assert report.check(CheckName.REPLAY).status is CheckStatus.PASSED
    assert report.check(CheckName.DICE).status is CheckStatus.PASSED


def _own_dice_game() -> RecordedGame:
    """The same game under the rule: each face Ariadna types for Tohaa waits for Tohaa."""
    game = RecordedGame(manual_dice=True, manual_dice_confirmation=True, rounds=1, roles_rule=2)
    game.add_trooper(ARIADNA, "a1", lieutenant=True)
    game.add_trooper(ARIADNA, "a2", bs=12)
    game.add_trooper(TOHAA, "b1", lieutenant=True)
    game.add_trooper(TOHAA, "b2")
    both = (EnteredDice(ARIADNA, (13,)), EnteredDice(TOHAA, (20,)))
    game.run(RollInitiative(actor=ARIADNA, dice=both))
    game.run(ConfirmRoll(actor=TOHAA, roll="initiative", dice=(EnteredDice(TOHAA, (4,)),)))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    for player, trooper_id in ((TOHAA, "b2"), (ARIADNA, "a2"), (TOHAA, "b1"), (ARIADNA, "a1")):
        game.run(DeployTroopers(actor=player, player=player, troopers=(trooper_id,)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="a2", skill=shot(("b2", 3, 15))))
    game.run(DeclareAro(actor=TOHAA, trooper="b2", skill=shot(("a2", 1, 15))))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(A2, (3, 4, 5)), EnteredDice(B2, (20,)))))
    game.run(ConfirmDice(actor=TOHAA, order=1))
    game.run(Conclude(actor=ARIADNA, order=1, saves=(EnteredDice(A2, (20, 20, 20)),)))
    game.run(ConfirmDice(actor=TOHAA, order=1, saves=(EnteredDice(A2, (1, 1, 1)),)))
    sides = (
        FreeRollSide(name="a2", attribute=12, dice=(5,), player=ARIADNA),
        FreeRollSide(name="b1", attribute=12, dice=(19,), player=TOHAA),
    )
    game.run(FreeRoll(actor=ARIADNA, kind="face_to_face", label="Discover", sides=sides))
    game.run(ConfirmRoll(actor=TOHAA, roll="free_roll"))
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(EndTurn(actor=TOHAA))
    assert game.state.ended
    return game


def test_a_game_under_the_rule_verifies_with_its_confirmations() -> None:
    game = _own_dice_game()
    for reveal_seed in (True, False):
        header, records = export_records(game, reveal_seed=reveal_seed)
        kinds = [r["type"] for r in records]
        assert kinds.count("roll_dice_entered") == 2
        assert kinds.count("roll_dice_confirmed") == 2
        assert kinds.count("conclusion_dice_entered") == 1
        assert kinds.count("conclusion_dice_confirmed") == 1
        report = verify_records(header, records)
        assert report.ok, report.render_text()
        assert report.check(CheckName.REPLAY).count == len(game.played)


def test_faces_changed_in_a_waiting_roll_are_found() -> None:
    for event_type, path in (
        ("roll_dice_entered", ("dice", 1, "faces")),
        ("conclusion_dice_confirmed", ("saves", 0, "faces")),
    ):
        header, records = export_records(_own_dice_game(), reveal_seed=True)
        record = next(r for r in records if r["type"] == event_type)
        holder: Any = record["data"]
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = [2] * len(holder[path[-1]])

        report = verify_records(*rechain(header, records))

        assert not report.ok, event_type
        assert report.check(CheckName.REPLAY).status is CheckStatus.FAILED, event_type


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


def test_the_replay_shows_the_conclusion_waiting_and_confirmed() -> None:
    replay = replay_order(_log(_own_dice_game()), 1)

    assert replay.matches_record, replay.differences
    kinds = [s.kind for s in replay.steps]
    waited = kinds.index("conclusion_dice_entered")
    assert kinds[waited + 1] == "conclusion_dice_confirmed"
    assert kinds[-1] == "concluded"
    entered, confirmed = replay.steps[waited], replay.steps[waited + 1]
    assert isinstance(entered, ConclusionDiceEnteredStep)
    assert (entered.actor, entered.by, entered.awaiting) == (ARIADNA, ARIADNA, TOHAA)
    assert entered.saves == (EnteredFaces(side=A2, trooper="a2", faces=(20, 20, 20)),)
    assert isinstance(confirmed, ConclusionDiceConfirmedStep)
    assert (confirmed.actor, confirmed.by) == (TOHAA, TOHAA)
    assert confirmed.saves == (EnteredFaces(side=A2, trooper="a2", faces=(1, 1, 1)),)
    saves = [s for s in replay.steps if s.kind == "saving_rolls"]
    assert saves
    assert all(s.actor == TOHAA for s in saves)

    text = render_text(replay)
    assert (
        "ariadna entered the conclusion's faces (saves against A2 20, 20, 20); "
        "tohaa is to confirm them before the order concludes." in text
    )
    assert (
        "tohaa confirmed the conclusion's entered faces, replacing their own: "
        "saves against A2 1, 1, 1." in text
    )

"""Deployable weapons in an audit export: placement and trigger decided again event by event,
an edited record caught, and the replay (JSON and text) telling what happened."""

from __future__ import annotations

import copy

from service.audit.replay import render_text, replay_order, replay_to_builtins
from service.audit.replay.vocabulary import (
    DeployableAttackStep,
    DeployablePlacedStep,
    DeployableTriggeredStep,
    SavingRollsStep,
)
from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    Conclude,
    DeclareAro,
    DeclareSecondSkill,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
    TriggerDeployable,
)
from service.domain.declarations import Dodge, Move, PlaceDeployable
from service.domain.troopers import TrooperWeapon
from tests.builders.export import (
    RecordedGame,
    rechain,
    to_lines,
    version_of,
)
from tests.builders.game import ARIADNA, COMBI, TOHAA, add, profile
from tests.unit.audit.test_replay import seed_game

AP_MINES = TrooperWeapon(slug="ap_mines")
PLACE = PlaceDeployable(weapon="ap_mines", deployable="m1")


def _played() -> RecordedGame:
    """Order 1: senku-m places AP Mines in ARO; order 2: the Cossack moves into it, Dodges."""
    game = RecordedGame()
    game.add_trooper(ARIADNA, "fennec")
    game.add_trooper(ARIADNA, "cossack")
    game.run(
        AddTrooper(
            actor=TOHAA,
            player=TOHAA,
            trooper_id="senku-m",
            name="Senku M",
            profile=profile(),
            weapons=(COMBI, AP_MINES),
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order("fennec", Move(), aros=[("senku-m", PLACE)])
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack", "fennec")))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Dodge()))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    return game


def test_deployable_orders_verify_and_an_edited_outcome_is_caught() -> None:
    game = _played()
    header, records = game.exported()
    assert verify_lines(to_lines(header, records)).ok

    for event_type, edit in (
        ("deployable_attack_resolved", _flip_hits),
        ("deployable_placed", _more_uses),
        ("deployable_triggered", _other_targets),
    ):
        tampered = copy.deepcopy(records)
        version = version_of(tampered, event_type)
        edit(next(r for r in tampered if r["version"] == version)["data"])
        report = verify_lines(to_lines(*rechain(header, tampered)))
        assert not report.ok, event_type
        assert report.problem is not None
        assert report.problem.version == version, event_type
        assert report.problem.check == CheckName.REPLAY, event_type


def _flip_hits(data: dict[str, object]) -> None:
    affected = data["affected"]
    assert isinstance(affected, list)
    affected[1]["hits"] = 0 if affected[1]["hits"] else 1


def _more_uses(data: dict[str, object]) -> None:
    data["uses_left"] = 3


def _other_targets(data: dict[str, object]) -> None:
    data["targets"] = ["cossack"]


def test_the_replay_tells_the_placement_the_trigger_and_what_the_mine_did() -> None:
    game = seed_game()
    add(game, TOHAA, "senku-m", weapons=(COMBI, AP_MINES))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-m", skill=PLACE))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    placed = replay_order(game.log, 1)
    assert placed.matches_record
    (step,) = (s for s in placed.steps if isinstance(s, DeployablePlacedStep))
    assert (step.deployable, step.trooper, step.weapon, step.uses_left) == (
        "m1",
        "senku-m",
        "AP Mines",
        2,
    )
    text = render_text(placed)
    assert "Senku M declares an ARO: Place Deployable: AP Mines as 'm1' (no roll)." in text
    assert "Senku M's AP Mines is placed on the table as 'm1' (2 uses left)." in text

    for player in (TOHAA, ARIADNA):
        game.run(EndTurn(actor=game.state.active_player or ""))
        game.run(StartTurn(actor=player, player=player))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("fennec",)))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Dodge()))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll="fennec:dodge", faces=(12,)),)))
    mine = "senku-m:deployable:m1>fennec"
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(roll=mine, faces=(20,)),)))
    replay = replay_order(game.log, 2)
    assert replay.matches_record
    (triggered,) = (s for s in replay.steps if isinstance(s, DeployableTriggeredStep))
    assert (triggered.deployable, triggered.weapon, triggered.targets) == (
        "m1",
        "AP Mines",
        ("fennec",),
    )
    (attack,) = (s for s in replay.steps if isinstance(s, DeployableAttackStep))
    assert [(o.trooper, o.reaction, o.dodged, o.hits) for o in attack.affected] == [
        ("fennec", "dodge", False, 1)
    ]
    (saves,) = (s for s in replay.steps if isinstance(s, SavingRollsStep))
    assert (saves.trooper, saves.attacker, saves.hits, saves.weapon) == (
        "fennec",
        "senku-m",
        1,
        "AP Mines",
    )
    kinds = [step["kind"] for step in replay_to_builtins(replay)["steps"]]
    assert "deployable_triggered" in kinds
    assert "deployable_attack" in kinds
    text = render_text(replay)
    assert (
        "Senku M's AP Mines 'm1' triggers (its own ARO) and leaves the table: its template "
        "affects Fennec." in text
    )
    assert "Senku M's AP Mines 'm1' attacks as a Direct Template: no roll to hit." in text
    assert "Fennec Dodges: one hit." in text

"""A Direct Template order in an audit export: decided again event by event, its hits edited
in the record caught, and its replay (JSON and text) telling what the template did."""

from __future__ import annotations

import copy
from decimal import Decimal
from pathlib import Path

import msgspec

from service.audit.replay import render_text, replay_order, replay_to_builtins
from service.audit.replay.vocabulary import RollStep, SavingRollsStep, TemplateStep
from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    Conclude,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import AttackTarget, BSAttack, Dodge
from service.domain.troopers import TrooperWeapon
from tests.builders.export import (
    RecordedGame,
    export_lines,
    play_short_game,
    rechain,
    to_lines,
    version_of,
)
from tests.builders.game import ARIADNA, TOHAA, aro, profile
from tests.unit.audit.test_replay import seed_game

DATA = Path(__file__).parent / "data"
FLAMETHROWER = TrooperWeapon(slug="light_flamethrower")


def _flame(*affected: str) -> BSAttack:
    return BSAttack(
        weapon="light_flamethrower",
        targets=tuple(AttackTarget(trooper=t, burst=1, distance=Decimal(5)) for t in affected),
    )


def _played() -> RecordedGame:
    game = RecordedGame()
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="fennec",
            name="Fennec",
            profile=profile(),
            weapons=(FLAMETHROWER,),
        )
    )
    game.add_trooper(TOHAA, "senku-a")
    game.add_trooper(TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order("fennec", _flame("senku-a", "senku-b"), aros=[("senku-a", Dodge())])
    return game


def test_a_template_order_verifies_and_an_edited_hit_count_is_caught() -> None:
    game = _played()
    header, records = game.exported()
    assert verify_lines(to_lines(header, records)).ok

    tampered = copy.deepcopy(records)
    version = version_of(tampered, "template_attack_resolved")
    record = next(r for r in tampered if r["version"] == version)
    outcome = record["data"]["affected"][1]
    assert outcome["trooper"] == "senku-b"
    outcome["hits"] = 0 if outcome["hits"] else 1
    report = verify_lines(to_lines(*rechain(header, tampered)))
    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)


def test_the_replay_tells_what_the_template_did_to_each_trooper() -> None:
    game = seed_game(fennec_weapon=FLAMETHROWER)
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_flame("senku-a", "senku-b")))
    aro(game, "senku-a", Dodge())
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll="senku-a:dodge", faces=(3,)),)))
    # Light Flamethrower: Continuous Damage, so a passed save (2 against ARM 1 + PS 7) ends it.
    game.run(
        Conclude(actor=ARIADNA, saves=(EnteredDice(roll="fennec:bs_attack>senku-b", faces=(2,)),))
    )
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    (template,) = (s for s in replay.steps if isinstance(s, TemplateStep))
    assert template.weapon == "Light Flamethrower"
    assert [(o.trooper, o.reaction, o.dodged, o.hits) for o in template.affected] == [
        ("senku-a", "dodge", True, 0),
        ("senku-b", "none", False, 1),
    ]
    (saves,) = (s for s in replay.steps if isinstance(s, SavingRollsStep))
    assert (saves.trooper, saves.attacker, saves.hits) == ("senku-b", "fennec", 1)
    as_json = replay_to_builtins(replay)
    assert any(step["kind"] == "template" for step in as_json["steps"])
    text = render_text(replay)
    assert "Light Flamethrower is a Direct Template: no roll to hit." in text
    assert "Senku A Dodges out of it (Normal PH Roll passed): no hit." in text
    assert "Senku B does not react: one hit." in text


def test_an_export_recorded_before_templates_still_verifies_byte_for_byte() -> None:
    """The short game exported by the release before template attacks: BS Attacks recorded
    without the new optional fields are decided again to exactly the same bytes (its game,
    created before catalogue revisions, records none)."""
    recorded = (DATA / "short_game_before_templates.ndjson").read_text(encoding="utf-8")
    report = verify_lines(recorded.splitlines(keepends=True))
    assert report.ok, report.problem
    assert (
        "".join(export_lines(play_short_game(catalogue_revision=msgspec.UNSET), reveal_seed=True))
        == recorded
    )


def test_an_impact_template_replay_shows_the_shared_faces_as_entered() -> None:
    game = seed_game(fennec_weapon=TrooperWeapon(slug="grenade_launcher"))
    grenade = BSAttack(
        weapon="grenade_launcher",
        targets=(
            AttackTarget(trooper="senku-a", burst=1, distance=Decimal(5)),
            AttackTarget(trooper="senku-b", burst=1, distance=Decimal(6), affected=True),
        ),
    )
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=grenade))
    entered = EnteredDice(roll="fennec:bs_attack>senku-a", faces=(4,))
    game.run(Resolve(actor=ARIADNA, dice=(entered,)))
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    sides = [
        side for step in replay.steps if isinstance(step, RollStep) for side in step.roll.sides
    ]
    assert [(s.name, s.dice_source) for s in sides] == [
        ("fennec:bs_attack>senku-a", "entered"),
        ("fennec:bs_attack>senku-b", "entered"),
    ]

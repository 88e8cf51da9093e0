"""Courage: a player's choice to pass a Guts Roll without rolling, recorded as its own event,
decided again by the audit and explained in the replay."""

from __future__ import annotations

from service.audit.replay import render_text, replay_order
from service.domain.commands import Conclude, EnteredDice, Resolve
from service.domain.errors import InvalidCommand
from service.domain.events import GutsRollMade, GutsRollWaived
from service.domain.troopers import SkillEntry
from tests.builders.game import ARIADNA, activate, aro, rejects, shot
from tests.unit.audit.test_replay import FENNEC_AT_A, LoggedGame, dice, seed_game

SAVED = (EnteredDice(FENNEC_AT_A, (1,)),)
"""Senku A (ARM 1, PS 7: SV 8) passes the save of her one hit with a 1: she must make a Guts
Roll."""


def senku_a_hit_once(*skills: str) -> LoggedGame:
    game = seed_game(senku_a_vitality=2, senku_a_skills=tuple(SkillEntry(s) for s in skills))
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(4, 9), sa=(5,), fb=(20,))))
    return game


def test_courage_passes_the_guts_roll_without_a_die() -> None:
    game = senku_a_hit_once("Courage")
    events = game.run(Conclude(actor=ARIADNA, saves=SAVED, courage=("senku-a",)))
    assert [e for e in events if isinstance(e, GutsRollWaived)] == [
        GutsRollWaived(order=1, trooper="senku-a", skill="Courage")
    ]
    assert not any(isinstance(e, GutsRollMade) for e in events)

    replay = replay_order(game.log, 1)
    assert replay.matches_record, replay.differences
    assert "Senku A has Courage and passes its Guts Roll without rolling." in render_text(replay)


def test_without_the_choice_courage_still_rolls() -> None:
    game = senku_a_hit_once("Courage")
    events = game.run(Conclude(actor=ARIADNA, saves=SAVED, guts=(EnteredDice("senku-a", (3,)),)))
    [guts] = [e for e in events if isinstance(e, GutsRollMade)]
    assert (guts.trooper, guts.face) == ("senku-a", 3)


def test_courage_needs_the_skill_and_a_guts_roll() -> None:
    plain = senku_a_hit_once()
    rejects(
        plain,
        Conclude(actor=ARIADNA, saves=SAVED, courage=("senku-a",)),
        InvalidCommand,
        "does not have Courage",
    )
    brave = senku_a_hit_once("Courage")
    rejects(
        brave,
        Conclude(actor=ARIADNA, saves=SAVED, courage=("senku-b",)),
        InvalidCommand,
        "no Guts Roll",
    )

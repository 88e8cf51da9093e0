"""Hackable targets by Unit Type, and the Firewall's MODs (N5: -X to the Hacker's WIP, +3 to
the target's saves against Comms Attacks), in orders."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    Conclude,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import CommsAttack, CommsTarget
from service.domain.errors import InvalidCommand, NotHackable
from service.domain.events import (
    OrderRollMade,
    SavingRollsMade,
    TrooperAdded,
    TrooperStateEntered,
    TrooperWounded,
    encode_event,
)
from service.domain.troopers import SkillEntry
from service.rules.catalogue import program as catalogue_program
from service.rules.hacking import UnitType
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, profile, rejects

AT_TARGET = "hacker:comms_attack>target"


def _game(
    unit_type: UnitType | None, *, target_skills: tuple[SkillEntry, ...] = (), bts: int = 3
) -> Game:
    game = new_game(manual_dice=True)
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="hacker",
            name="Hacker",
            profile=profile(),
            skills=(SkillEntry("Hacker"),),
        )
    )
    game.run(
        AddTrooper(
            actor=TOHAA,
            player=TOHAA,
            trooper_id="target",
            name="Target",
            profile=profile(bts=bts, vitality=2),
            skills=target_skills,
            unit_type=msgspec.UNSET if unit_type is None else unit_type,
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _hack(
    program: str, *, burst: int | None = None, firewall: int | None = None
) -> ActivateTrooper:
    target = CommsTarget(
        trooper="target",
        burst=catalogue_program(program).burst if burst is None else burst,
        firewall=msgspec.UNSET if firewall is None else firewall,
    )
    return ActivateTrooper(
        actor=ARIADNA, trooper="hacker", skill=CommsAttack(program=program, targets=(target,))
    )


# --- Unit Types and the programs' targets ----------------------------------------------------


@pytest.mark.parametrize(
    ("program", "unit_type"),
    [
        ("carbonite", "MI"),
        ("carbonite", "LI"),
        ("total_control", "HI"),
        ("total_control", "REM"),
        ("oblivion", "VH"),
        ("trinity", "LI"),
    ],
)
def test_a_program_cannot_target_a_unit_type_it_does_not_name(
    program: str, unit_type: UnitType
) -> None:
    game = _game(unit_type)
    rejects(game, _hack(program), NotHackable, f"not a {unit_type}")


@pytest.mark.parametrize(
    ("program", "unit_type"),
    [
        ("carbonite", "TAG"),
        ("carbonite", "HI"),
        ("carbonite", "REM"),
        ("carbonite", "VH"),
        ("total_control", "TAG"),
        ("oblivion", "HI"),
        ("trinity", "REM"),
        ("spotlight", "LI"),
        ("spotlight", "MI"),
    ],
)
def test_a_program_may_target_the_unit_types_it_names(program: str, unit_type: UnitType) -> None:
    game = _game(unit_type)
    game.run(_hack(program))
    assert game.state.open_order is not None


def test_carbonite_and_trinity_target_a_hacker_of_any_unit_type() -> None:
    game = _game("LI", target_skills=(SkillEntry("Killer Hacker"),))
    game.run(_hack("carbonite"))
    assert game.state.open_order is not None
    other = _game("MI", target_skills=(SkillEntry("Hacker"),))
    rejects(other, _hack("total_control"), NotHackable, "TAG")


def test_an_unknown_unit_type_is_not_checked() -> None:
    game = _game(None)
    game.run(_hack("total_control"))
    assert game.state.open_order is not None


def test_a_trooper_without_a_unit_type_is_stored_as_before() -> None:
    game = _game(None)
    added = [e for e in game.history if isinstance(e, TrooperAdded)]
    for event in added:
        _, data = encode_event(event)
        assert "unit_type" not in data["trooper"]
    typed = _game("TAG")
    (_, tag) = [e for e in typed.history if isinstance(e, TrooperAdded)]
    _, data = encode_event(tag)
    assert data["trooper"]["unit_type"] == "TAG"


# --- Firewall ---------------------------------------------------------------------------------


def _play(
    game: Game, program: str, faces: tuple[int, ...], saves: tuple[int, ...], **kw: int
) -> list[object]:
    game.run(_hack(program, burst=len(faces), **kw))
    order = game.state.open_order
    assert order is not None
    game.run(Resolve(actor=ARIADNA, order=order.number, dice=(EnteredDice(AT_TARGET, faces),)))
    return list(
        game.run(
            Conclude(actor=ARIADNA, order=order.number, saves=(EnteredDice(AT_TARGET, saves),))
        )
    )


def test_a_firewall_takes_its_mod_off_the_wip_and_gives_plus_3_to_the_saves() -> None:
    game = _game("TAG")
    # WIP 13 - 3 = 10: the 15 misses, the 9 hits (DA: two saves), against BTS 3 + PS 7 + 3.
    events = _play(game, "carbonite", (9, 15), (13, 14), firewall=-3)
    (roll,) = [e for e in game.history if isinstance(e, OrderRollMade)]
    side = roll.roll.side(AT_TARGET)
    assert [(m.value, m.note) for m in side.mods] == [(0, "Carbonite"), (-3, "Firewall")]
    assert side.hits == 1
    (saves,) = [e for e in events if isinstance(e, SavingRollsMade)]
    assert saves.success_value == 13
    assert [(m.value, m.source, m.note) for m in saves.mods] == [(3, "equipment", "Firewall")]
    # 13 passes at SV 13 (it would fail at 10); 14 fails: the State is entered.
    assert [r.passed for r in saves.rolls] == [True, False]
    assert any(isinstance(e, TrooperStateEntered) for e in events)


def test_without_a_firewall_the_same_faces_fail_and_nothing_is_recorded_of_it() -> None:
    game = _game("TAG")
    events = _play(game, "carbonite", (9, 15), (13, 14))
    (saves,) = [e for e in events if isinstance(e, SavingRollsMade)]
    assert saves.success_value == 10
    assert [r.passed for r in saves.rolls] == [False, False]
    _, data = encode_event(saves)
    assert "save_mods" not in data


def test_a_firewall_helps_the_saves_against_a_lethal_program() -> None:
    game = _game("HI")
    # Trinity: PS 6, N ammunition; BTS 3 + 6 + 3 = 12. The 12 passes.
    events = _play(game, "trinity", (5,), (12,), firewall=-6)
    (roll,) = [e for e in game.history if isinstance(e, OrderRollMade)]
    assert roll.roll.side(AT_TARGET).success_value == 7
    (saves,) = [e for e in events if isinstance(e, SavingRollsMade)]
    assert saves.success_value == 12
    assert [r.passed for r in saves.rolls] == [True]
    assert not any(isinstance(e, TrooperWounded) for e in events)


def test_a_firewall_mod_out_of_range_is_refused() -> None:
    game = _game("TAG")
    rejects(game, _hack("carbonite", firewall=-20), InvalidCommand, "Firewall")

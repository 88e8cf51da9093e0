"""Dogged and Bioimmunity in the audit: the verifier decides their commands again, the replay
tells them, and exports recorded before the choices existed still verify."""

from __future__ import annotations

from typing import Any

import msgspec

from service.audit.replay import render_text, replay_order
from service.audit.replay.vocabulary import DoggedStep, SaveValueSwitchedStep
from service.audit.verify import verify_lines
from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    Command,
    Conclude,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.dice import server_roller
from service.domain.events import Event
from service.domain.troopers import Profile, SkillEntry
from tests.builders.export import RecordedGame, export_records, to_lines
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    COMBI,
    GAME_ID,
    KNIFE,
    SEED,
    TOHAA,
    opening,
    shot,
)
from tests.unit.audit.test_replay import LoggedGame

ATTACK = "shooter:bs_attack>target"


def _commands(*, choose: bool) -> list[Command]:
    """The target (ARM 1, BTS 6, Dogged, Bioimmunity) is hit once and fails its save."""

    def trooper(player: str, trooper_id: str, *skills: str) -> AddTrooper:
        return AddTrooper(
            actor=player,
            player=player,
            trooper_id=trooper_id,
            name=trooper_id.title(),
            profile=Profile(mov=(4, 4), cc=14, bs=12, ph=10, wip=13, arm=1, bts=6, vitality=1),
            skills=tuple(SkillEntry(s) for s in skills),
            weapons=(COMBI,),
            melee_weapons=(KNIFE,),
        )

    choices: dict[str, Any] = {"dogged": ("target",), "bioimmunity": ("target",)} if choose else {}
    return [
        trooper(ARIADNA, "shooter"),
        trooper(TOHAA, "target", "Dogged", "Bioimmunity"),
        StartTurn(actor=ARIADNA, player=ARIADNA),
        ActivateTrooper(
            actor=ARIADNA, trooper="shooter", skill=shot(("target", 3, 20), cover=False)
        ),
        Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (5, 20, 20)),)),
        Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (20,)),), **choices),
        EndTurn(actor=ARIADNA),
    ]


def _recorded(*, choose: bool) -> RecordedGame:
    game = RecordedGame(manual_dice=True)
    for command in _commands(choose=choose):
        game.run(command)
    return game


def _types(events: list[Event]) -> list[str]:
    return [str(type(e).__struct_config__.tag) for e in events]


def test_an_export_with_dogged_and_bioimmunity_verifies() -> None:
    game = _recorded(choose=True)
    types = _types(game.history)
    assert {"save_value_switched", "dogged_activated", "dogged_trooper_died"} <= set(types)
    header, records = export_records(game, reveal_seed=True)
    report = verify_lines(to_lines(header, records))
    assert report.ok, report.render_text()


def test_a_tampered_dogged_record_is_a_mismatch() -> None:
    header, records = export_records(_recorded(choose=True), reveal_seed=True)
    for record in records:
        command = record["metadata"].get("command", {})
        if command.get("command") == "conclude":
            command["dogged"] = []  # the record claims Dogged without the player's choice
    report = verify_lines(to_lines(header, records))
    assert not report.ok


def test_an_export_recorded_before_the_choices_existed_still_verifies() -> None:
    # Troopers listing Dogged and Bioimmunity were accepted before they were applied; their
    # recorded Conclude carries neither field, and deciding it again gives the same events.
    game = _recorded(choose=False)
    assert not {"save_value_switched", "dogged_activated"} & set(_types(game.history))
    header, records = export_records(game, reveal_seed=True)
    for record in records:
        command = record["metadata"].get("command", {})
        command.pop("dogged", None)
        command.pop("bioimmunity", None)
    report = verify_lines(to_lines(header, records))
    assert report.ok, report.render_text()


def test_the_replay_tells_bioimmunity_and_dogged() -> None:
    game = LoggedGame(server_roller(SEED, GAME_ID, CLIENT_SEED))
    game.run(opening(manual_dice=True, catalogue_revision=msgspec.UNSET))
    for command in _commands(choose=True)[:-1]:
        game.run(command)
    replay = replay_order(game.log, 1)
    assert replay.matches_record, replay.differences
    [switched] = [s for s in replay.steps if isinstance(s, SaveValueSwitchedStep)]
    assert (switched.save_attribute, switched.value_of, switched.value) == ("ARM", "BTS", 6)
    [dogged] = [s for s in replay.steps if isinstance(s, DoggedStep)]
    assert (dogged.trooper, dogged.wounds) == ("target", 1)
    assert replay.final_states["target"].state == "normal"
    text = render_text(replay)
    assert "Target has Bioimmunity: its saves against Shooter stay ARM saves" in text
    assert "its BTS value, 6" in text
    assert "Target enters Unconscious State and its player activates Dogged" in text

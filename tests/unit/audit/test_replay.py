"""Replaying a disputed order: the seed's exchanges explained step by step, in structure and in
words, and the record checked against the rules."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.audit.replay import (
    OrderReplay,
    ReplayInput,
    render_text,
    replay_order,
    replay_to_builtins,
)
from service.audit.replay.builder import WITHDRAWN_ACTIVATION
from service.audit.replay.vocabulary import (
    ActivationStep,
    AroStep,
    DieRef,
    DiscardStep,
    ExplainedRoll,
    FinalCondition,
    GutsRollStep,
    RerollStep,
    ResolutionStep,
    RollStep,
    SavingRollsStep,
    VoidedStep,
    WithdrawnStep,
    WoundsStep,
)
from service.domain.commands import (
    ORGANISER,
    ChooseDiscard,
    ChooseReroll,
    Command,
    Conclude,
    EnteredDice,
    Resolve,
    StartTurn,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import CCAttack, Idle
from service.domain.dice import Roller, server_roller
from service.domain.errors import NotFound
from service.domain.events import Event, encode_event
from service.domain.troopers import SkillEntry, TrooperWeapon
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    COMBI,
    GAME_ID,
    SEED,
    TOHAA,
    Game,
    activate,
    add,
    aro,
    opening,
    shot,
)

FENNEC_AT_A = "fennec:bs_attack>senku-a"
FENNEC_AT_B = "fennec:bs_attack>senku-b"
SENKU_A = "senku-a:bs_attack"
SENKU_B = "senku-b:bs_attack"
SETUP_EVENTS = 5
"""Game created, three troopers added, turn started: the order's events start after these."""


class LoggedGame(Game):
    """A game under test that keeps its log as the store does: each event with its command."""

    def __init__(self, roller: Roller | None) -> None:
        super().__init__(roller)
        self.log: list[ReplayInput] = []

    def run(self, command: Command) -> list[Event]:
        before = self.state.version
        events = super().run(command)
        metadata = {
            "actor": command.actor,
            "causation_id": f"command-at-{before}",
            "command": msgspec.to_builtins(command),
        }
        for offset, event in enumerate(events):
            event_type, data = encode_event(event)
            self.log.append(ReplayInput(before + offset + 1, event_type, data, metadata))
        return events

    def version_of(self, event_type: str, nth: int = 0) -> int:
        return [item.version for item in self.log if item.type == event_type][nth]


def seed_game(
    *,
    manual_dice: bool = True,
    fennec_weapon: TrooperWeapon = COMBI,
    senku_a_vitality: int = 1,
    senku_a_skills: tuple[SkillEntry, ...] = (),
    fennec_bs: int = 12,
    confirmation: bool = False,
) -> LoggedGame:
    """The seed's Fennec (BS 12) against Senku A and Senku B (BS 11), Combi Rifles all."""
    # Every game has server dice; a manual-dice game may also take faces entered at the table.
    game = LoggedGame(server_roller(SEED, GAME_ID, CLIENT_SEED))
    game.run(opening(manual_dice=manual_dice, confirmation=confirmation))
    add(game, ARIADNA, "fennec", bs=fennec_bs, weapons=(fennec_weapon,))
    add(game, TOHAA, "senku-a", vitality=senku_a_vitality, skills=senku_a_skills)
    add(game, TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def dice(**faces: tuple[int, ...]) -> tuple[EnteredDice, ...]:
    names = {"fa": FENNEC_AT_A, "fb": FENNEC_AT_B, "sa": SENKU_A, "sb": SENKU_B}
    return tuple(EnteredDice(names[key], value) for key, value in faces.items())


def split_burst() -> LoggedGame:
    """Fennec 2 dice at Senku A (4, 9 against her 5) and 1 at Senku B (11 against his 11)."""
    game = seed_game()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(4, 9), sa=(5,), fb=(11,), sb=(11,))))
    game.run(
        Conclude(
            actor=ARIADNA, saves=(EnteredDice(FENNEC_AT_A, (15,)), EnteredDice(SENKU_B, (3, 12)))
        )
    )
    return game


def both_criticals() -> LoggedGame:
    """Fennec's full Burst at Senku A, both roll a Critical; Senku B's 14 at 9" misses."""
    game = seed_game()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 9)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(12, 3, 7), sa=(11,), sb=(14,))))
    game.run(Conclude(actor=ARIADNA))
    return game


def rolls_of(replay: OrderReplay) -> list[ExplainedRoll]:
    return [step.roll for step in replay.steps if isinstance(step, RollStep)]


def fates(roll: ExplainedRoll, side: str) -> list[tuple[int, str, DieRef | None, str | None]]:
    [explained] = [s for s in roll.sides if s.name == side]
    return [(d.face, d.fate, d.cancelled_by, d.rule) for d in explained.dice]


def edited(log: list[ReplayInput], version: int, change: Any) -> list[ReplayInput]:
    """The log with the data of one event changed by ``change`` (the rest left as recorded)."""
    out = []
    for item in log:
        if item.version != version:
            out.append(item)
            continue
        data = copy.deepcopy(item.data)
        change(data)
        out.append(ReplayInput(item.version, item.type, data, item.metadata))
    return out


# --- the seed's split Burst: two Face to Face Rolls ------------------------------------------


def test_split_burst_explains_svs_mods_and_every_cancellation() -> None:
    game = split_burst()
    replay = replay_order(game.log, 1)

    assert (replay.order, replay.turn, replay.player, replay.trooper) == (1, 1, ARIADNA, "fennec")
    assert (replay.order_type, replay.status) == ("regular", "resolved")
    assert [s.kind for s in replay.steps] == [
        "activation",
        "aro",
        "aro",
        "resolution",
        "roll",
        "roll",
        "saving_rolls",
        "wounds",
        "saving_rolls",
        "wounds",
        "concluded",
    ]
    activation = replay.steps[0]
    assert isinstance(activation, ActivationStep)
    assert (activation.version, activation.actor) == (SETUP_EVENTS + 1, ARIADNA)
    assert activation.weapon_name == "Combi Rifle"
    assert [s.trooper for s in replay.steps if isinstance(s, AroStep)] == ["senku-a", "senku-b"]

    against_a, against_b = rolls_of(replay)
    fennec, senku_a = against_a.sides
    assert (against_a.kind, fennec.name, senku_a.name) == ("face_to_face", FENNEC_AT_A, SENKU_A)
    assert (fennec.attribute_name, fennec.attribute, fennec.success_value) == ("BS", 12, 12)
    assert (senku_a.attribute_name, senku_a.attribute, senku_a.success_value) == ("BS", 11, 11)
    for side in (fennec, senku_a):
        assert [(m.value, m.source, m.note) for m in side.mods] == [
            (3, "range", 'Combi Rifle at 15"'),
            (-3, "cover", "Partial Cover"),
        ]
        assert (side.raw_mod_total, side.mod_total, side.clamped) == (0, 0, False)
    # The 5 cancels the 4; the 9 cancels the 5 and survives: Senku A takes one hit.
    assert fates(against_a, FENNEC_AT_A) == [
        (4, "cancelled", DieRef(side=SENKU_A, die=0, face=5, critical=False), "equal_or_higher"),
        (9, "survived", None, None),
    ]
    assert fates(against_a, SENKU_A) == [
        (5, "cancelled", DieRef(side=FENNEC_AT_A, die=1, face=9, critical=False), "equal_or_higher")
    ]
    assert (against_a.winner, fennec.hits, fennec.criticals) == (FENNEC_AT_A, 1, 0)

    # Both roll 11: a plain success for the Fennec (SV 12), a Critical for Senku B (SV 11).
    assert fates(against_b, FENNEC_AT_B) == [
        (11, "cancelled", DieRef(side=SENKU_B, die=0, face=11, critical=True), "critical")
    ]
    assert fates(against_b, SENKU_B) == [(11, "survived", None, None)]
    assert against_b.sides[1].dice[0].critical
    assert (against_b.winner, against_b.sides[1].criticals) == (SENKU_B, 1)
    assert replay.matches_record
    assert replay.differences == ()


def test_split_burst_explains_saves_wounds_and_final_states() -> None:
    replay = replay_order(split_burst().log, 1)
    saves = {s.trooper: s for s in replay.steps if isinstance(s, SavingRollsStep)}
    senku_a = saves["senku-a"]
    assert (senku_a.attack, senku_a.attacker, senku_a.hits, senku_a.criticals) == (
        FENNEC_AT_A,
        "fennec",
        1,
        0,
    )
    assert (senku_a.success_value, [(r.face, r.passed) for r in senku_a.rolls]) == (
        11,
        [(15, False)],
    )
    # A critical hit: two Saving Rolls at ARM + PS 7 (+3 partial cover), the second the extra.
    fennec = saves["fennec"]
    assert (fennec.attacker, fennec.hits, fennec.criticals) == ("senku-b", 0, 1)
    assert (fennec.save_attribute, fennec.ps, fennec.partial_cover) == ("ARM", 7, True)
    assert fennec.success_value == 1 + 7 + 3
    assert [(r.face, r.passed, r.critical_extra) for r in fennec.rolls] == [
        (3, True, False),
        (12, False, True),
    ]
    wounds = {
        s.trooper: (s.wounds_before, s.wounds, s.state)
        for s in replay.steps
        if isinstance(s, WoundsStep)
    }
    assert wounds == {"senku-a": (0, 1, "unconscious"), "fennec": (0, 1, "unconscious")}
    assert replay.final_states == {
        "fennec": FinalCondition(wounds=1, state="unconscious"),
        "senku-a": FinalCondition(wounds=1, state="unconscious"),
        "senku-b": FinalCondition(wounds=0, state="normal"),
    }


def test_split_burst_text_tells_the_seed_example() -> None:
    text = render_text(replay_order(split_burst().log, 1))
    expected = [
        "Order 1 (turn 1, player ariadna): Fennec spends a Regular Order and declares BS Attack "
        'with Combi Rifle: 2 dice at Senku A (15", partial cover) and 1 die at Senku B',
        "Senku A declares an ARO: BS Attack with Combi Rifle",
        "Face to Face Roll 1, Fennec (BS Attack at Senku A) against Senku A (BS Attack at Fennec)",
        "Fennec's Success Value is 12: BS 12, +3 range (Combi Rifle at 15\"), -3 cover",
        "Senku A's Success Value is 11: BS 11, +3 range",
        "Fennec rolls 4 and 9; Senku A rolls 5.",
        "Senku A's 5 cancels Fennec's 4: a success cancels every enemy success of equal or "
        "lower value, even though it is itself cancelled.",
        "Fennec's 9 cancels Senku A's 5",
        "Fennec's 9 survives and wins the Face to Face Roll: Senku A takes one hit.",
        "Senku B's 11 is a Critical.",
        "Fennec's 11 is cancelled by Senku B's Critical 11: a Critical cancels every enemy "
        "success that is not a Critical.",
        "Senku B's Critical 11 survives and wins the Face to Face Roll: Fennec takes a "
        "critical hit.",
        "Senku A takes one hit: one Saving Roll at ARM + PS 7 (+3 partial cover), SV 11",
        "Fennec takes a critical hit: two Saving Rolls at ARM + PS 7 (+3 partial cover), SV 11",
        "3 passes; 12 fails (1 Wound; the Critical's extra save)",
        "Fennec now has 1 Wound (before: 0) and is Unconscious.",
        "Order 1 is concluded.",
        "deciding each command of the order again gives exactly the recorded events",
    ]
    for phrase in expected:
        assert phrase in text
    assert "Guts Roll" not in text  # nobody who saved is still standing


# --- the seed's full Burst: both Criticals, and Senku B's Normal Roll --------------------------


def test_both_criticals_all_cancelled_and_the_normal_roll_misses() -> None:
    replay = replay_order(both_criticals().log, 1)
    duel, normal = rolls_of(replay)

    assert duel.all_criticals
    assert duel.winner is None
    assert fates(duel, FENNEC_AT_A) == [
        (12, "cancelled", None, "both_criticals"),
        (3, "cancelled", None, "both_criticals"),
        (7, "cancelled", None, "both_criticals"),
    ]
    assert fates(duel, SENKU_A) == [(11, "cancelled", None, "both_criticals")]
    assert [(s.success_value, s.hits + s.criticals) for s in duel.sides] == [(12, 0), (11, 0)]

    [senku_b] = normal.sides
    assert (normal.kind, senku_b.name, senku_b.target) == ("normal", SENKU_B, "fennec")
    assert [(m.value, m.source) for m in senku_b.mods] == [(3, "range"), (-3, "cover")]
    assert senku_b.success_value == 11
    assert fates(normal, SENKU_B) == [(14, "failed", None, None)]
    assert normal.winner is None
    assert [s.kind for s in replay.steps][-1] == "concluded"
    assert not any(isinstance(s, SavingRollsStep | WoundsStep) for s in replay.steps)
    assert all(c == FinalCondition(wounds=0, state="normal") for c in replay.final_states.values())
    assert replay.matches_record

    text = render_text(replay)
    assert "Fennec's 12 and Senku A's 11 are Criticals." in text
    assert "Both sides rolled Criticals: all cancelled." in text
    assert "Fennec's 12, 3 and 7" not in text.split("Both sides")[1].split("Normal Roll")[0]
    assert "Normal Roll 2, Senku B (BS Attack at Fennec)." in text
    assert "Senku B's 14 against SV 11 misses." in text


faces = st.integers(min_value=1, max_value=20)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fa=st.tuples(faces, faces), sa=faces, fb=faces, sb=faces)
def test_any_honest_split_burst_matches_and_every_cancellation_has_its_rule(
    fa: tuple[int, int], sa: int, fb: int, sb: int
) -> None:
    game = seed_game()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=fa, sa=(sa,), fb=(fb,), sb=(sb,))))
    game.run(Conclude(actor=ARIADNA))  # saves and Guts Rolls take server dice
    replay = replay_order(game.log, 1)

    assert replay.matches_record, replay.differences
    for roll in rolls_of(replay):
        for side in roll.sides:
            assert all(d.rule != "unexplained" for d in side.dice)
            assert all((d.fate == "cancelled") == (d.rule is not None) for d in side.dice)
            survived = [d for d in side.dice if d.fate == "survived"]
            assert sum(not d.critical for d in survived) == side.hits
            assert sum(d.critical for d in survived) == side.criticals
            if roll.winner == side.name:
                assert survived
    wounded = {s.trooper: s.state for s in replay.steps if isinstance(s, WoundsStep)}
    for trooper, state in wounded.items():
        assert replay.final_states[trooper].state == state
    assert render_text(replay).startswith("Order 1 (turn 1, player ariadna): Fennec spends")


# --- the record against the rules ------------------------------------------------------------


def test_an_edited_cancelled_flag_is_a_difference_naming_its_version() -> None:
    game = split_burst()
    version = game.version_of("order_roll_made")

    def uncancel_the_four(data: dict[str, Any]) -> None:
        die = data["roll"]["sides"][0]["dice"][0]
        die["cancelled"], die["cancelled_by"] = False, None

    replay = replay_order(edited(game.log, version, uncancel_the_four), 1)
    assert not replay.matches_record
    assert any(
        d.startswith(
            f"version {version} (order_roll_made): roll.sides[0].dice[0].cancelled recorded "
            "false, rules say true"
        )
        for d in replay.differences
    )
    # The steps still tell what the record says, so the dispute can be seen.
    assert fates(rolls_of(replay)[0], FENNEC_AT_A)[0][:2] == (4, "survived")
    assert f"- version {version} (order_roll_made)" in render_text(replay)


def test_an_edited_face_is_a_difference_naming_its_version() -> None:
    game = split_burst()
    version = game.version_of("order_roll_made")

    def five_becomes_six(data: dict[str, Any]) -> None:
        data["roll"]["sides"][1]["dice"][0]["face"] = 6

    replay = replay_order(edited(game.log, version, five_becomes_six), 1)
    assert not replay.matches_record
    assert (
        f"version {version} (order_roll_made): roll.sides[1].dice[0].face recorded 6, rules say 5"
    ) in replay.differences
    assert all(d.startswith(f"version {version} ") for d in replay.differences)


def test_a_cancellation_no_rule_gives_is_called_unexplained() -> None:
    game = split_burst()
    version = game.version_of("order_roll_made")

    def cancel_the_nine_by_the_five(data: dict[str, Any]) -> None:
        die = data["roll"]["sides"][0]["dice"][1]
        die["cancelled"], die["cancelled_by"] = True, 0

    replay = replay_order(edited(game.log, version, cancel_the_nine_by_the_five), 1)
    assert fates(rolls_of(replay)[0], FENNEC_AT_A)[1] == (
        9,
        "cancelled",
        DieRef(side=SENKU_A, die=0, face=5, critical=False),
        "unexplained",
    )
    assert "The record marks Fennec's 9 as cancelled by Senku A's 5, which no rule allows." in (
        render_text(replay)
    )
    assert not replay.matches_record


def test_an_event_without_its_command_cannot_be_checked() -> None:
    game = split_burst()
    version = game.version_of("resolution_began")
    log = [
        ReplayInput(i.version, i.type, i.data, {"causation_id": "lost"})
        if i.metadata["causation_id"] == f"command-at-{version - 1}"
        else i
        for i in game.log
    ]
    replay = replay_order(log, 1)
    assert replay.differences == (
        f"version {version}: no command is recorded with the event to decide it again",
    )


def test_server_dice_are_replayed_from_the_recorded_draws() -> None:
    game = seed_game(manual_dice=False)
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    assert replay_order(game.log, 1).matches_record

    version = game.version_of("order_roll_made")
    drawn = next(i for i in game.log if i.version == version).data["draws"][0]
    other = 1 if drawn != 1 else 2

    def other_face(data: dict[str, Any]) -> None:
        data["roll"]["sides"][0]["dice"][0]["face"] = other

    replay = replay_order(edited(game.log, version, other_face), 1)
    assert not replay.matches_record
    assert any(d.startswith(f"version {version} ") for d in replay.differences)


# --- other orders: clamp, Guts Roll, +1 SD and ReRoll, ties, voids, withdrawals ---------------


def test_a_clamped_sum_of_mods_is_shown_with_its_cap() -> None:
    # The seed's clamp: -6 Mimetism, -3 Cover, -6 Range = -15 -> -12.
    game = seed_game(fennec_bs=13, senku_a_skills=(SkillEntry("Mimetism", -6),))
    activate(game, "fennec", shot(("senku-a", 3, 35)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(2, 5, 20))))
    replay = replay_order(game.log, 1)
    [roll] = rolls_of(replay)
    [fennec] = roll.sides
    assert [(m.value, m.source) for m in fennec.mods] == [
        (-6, "range"),
        (-3, "cover"),
        (-6, "mimetism"),
    ]
    assert (fennec.raw_mod_total, fennec.mod_total, fennec.clamped) == (-15, -12, True)
    assert fennec.success_value == 1
    assert replay.status == "open"
    text = render_text(replay)
    assert "the MODs add up to -15, capped at -12" in text
    assert "Fennec's 2, 5 and 20 against SV 1 miss." in text
    assert "Order 1 is still open." in text


def test_dice_at_a_target_out_of_range_are_lost() -> None:
    game = seed_game()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 60)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(3, 4))))
    replay = replay_order(game.log, 1)
    [resolution] = [s for s in replay.steps if isinstance(s, ResolutionStep)]
    assert [(lost.target, lost.dice) for lost in resolution.lost] == [("senku-b", 1)]
    assert [r.kind for r in rolls_of(replay)] == ["normal"]
    text = render_text(replay)
    assert "Fennec's 1 die at Senku B is lost: Combi Rifle is out of range at 60\"." in text
    assert "Fennec's 3 and 4 succeed: Senku A takes two hits." in text


def test_a_wounded_trooper_still_standing_makes_a_guts_roll() -> None:
    game = seed_game(senku_a_vitality=2)
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", Idle())
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(2, 15, 16))))
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(EnteredDice(FENNEC_AT_A, (18,)),),
            guts=(EnteredDice("senku-a", (14,)),),
        )
    )
    replay = replay_order(game.log, 1)
    [roll] = rolls_of(replay)
    assert fates(roll, FENNEC_AT_A) == [
        (2, "survived", None, None),
        (15, "failed", None, None),
        (16, "failed", None, None),
    ]
    [guts] = [s for s in replay.steps if isinstance(s, GutsRollStep)]
    assert (guts.trooper, guts.success_value, guts.face, guts.passed) == ("senku-a", 13, 14, False)
    assert replay.final_states["senku-a"] == FinalCondition(wounds=1, state="normal")
    assert replay.matches_record
    text = render_text(replay)
    assert "Senku A declares an ARO: nothing (Idle)." in text
    assert "Fennec's 15 and 16 against SV 12 miss." in text
    assert "Fennec's 2 succeeds: Senku A takes one hit." in text
    assert "Senku A makes a Guts Roll: 14 against WIP 13 fails, so it must move" in text


def test_special_die_discard_and_reroll_are_steps_of_their_own() -> None:
    weapon = TrooperWeapon(slug="combi_rifle", special_die=True, reroll=True)
    game = seed_game(fennec_weapon=weapon)
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(4, 9, 18, 2), sa=(10,))))
    game.run(ChooseDiscard(actor=ARIADNA, side=FENNEC_AT_A, die=2))
    game.run(ChooseReroll(actor=ARIADNA, side=FENNEC_AT_A, die=0, face=11))
    replay = replay_order(game.log, 1)

    [resolution] = [s for s in replay.steps if isinstance(s, ResolutionStep)]
    assert [(c.kind, c.side) for c in resolution.choices] == [
        ("discard", FENNEC_AT_A),
        ("reroll", FENNEC_AT_A),
    ]
    [discard] = [s for s in replay.steps if isinstance(s, DiscardStep)]
    assert (discard.trooper, discard.die, discard.face) == ("fennec", 2, 18)
    assert [d.face for d in discard.roll.sides[0].dice] == [4, 9, 2]
    assert discard.roll.sides[0].discarded == (18,)
    [reroll] = [s for s in replay.steps if isinstance(s, RerollStep)]
    assert (reroll.die, reroll.old_face, reroll.new_face) == (0, 4, 11)
    assert fates(reroll.roll, FENNEC_AT_A)[0] == (11, "survived", None, None)
    assert fates(reroll.roll, SENKU_A) == [
        (
            10,
            "cancelled",
            DieRef(side=FENNEC_AT_A, die=0, face=11, critical=False),
            "equal_or_higher",
        )
    ]
    assert replay.matches_record
    text = render_text(replay)
    assert "+1 SD: Fennec discards the 18; the roll is worked out again." in text
    assert "ReRoll: Fennec rolls the 4 again and gets 11" in text


def test_a_tie_cancels_both_dice() -> None:
    game = seed_game()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=dice(fa=(9, 15, 16), sa=(9,))))
    replay = replay_order(game.log, 1)
    [roll] = rolls_of(replay)
    assert roll.winner is None
    text = render_text(replay)
    assert "Fennec's 9 and Senku A's 9 cancel each other: a tie cancels both." in text
    assert text.count("cancel each other") == 1
    assert "Nobody wins the Face to Face Roll." in text


def test_a_voided_order_says_why_and_restores_the_states() -> None:
    game = split_burst()
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="the range was measured wrong"))
    replay = replay_order(game.log, 1)
    assert (replay.status, replay.void_reason) == ("voided", "the range was measured wrong")
    voided = replay.steps[-1]
    assert isinstance(voided, VoidedStep)
    assert (voided.version, voided.actor) == (game.log[-1].version, ORGANISER)
    assert all(c == FinalCondition(wounds=0, state="normal") for c in replay.final_states.values())
    assert replay.matches_record
    assert "The order was voided: the range was measured wrong." in render_text(replay)


def test_reading_stops_once_the_order_is_voided() -> None:
    game = split_burst()
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="dice fell off the table"))

    def log_then_nothing_more() -> Iterator[ReplayInput]:
        yield from game.log
        raise AssertionError("read past the void")

    assert replay_order(log_then_nothing_more(), 1).status == "voided"


def test_a_withdrawn_activation_gives_the_order_back() -> None:
    game = seed_game()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    game.run(WithdrawDeclaration(actor=ARIADNA))
    replay = replay_order(game.log, 1)
    assert (replay.status, replay.void_reason) == ("voided", WITHDRAWN_ACTIVATION)
    assert [type(s) for s in replay.steps] == [ActivationStep, WithdrawnStep]
    assert replay.matches_record
    assert "Fennec's activation is withdrawn: the order goes back to the pool." in render_text(
        replay
    )


def test_an_unknown_order_is_not_found() -> None:
    game = split_burst()
    with pytest.raises(NotFound):
        replay_order(game.log, 2)
    with pytest.raises(NotFound):
        replay_order([], 1)


def test_the_json_body_carries_kinds_and_typed_details() -> None:
    body = replay_to_builtins(replay_order(split_burst().log, 1))
    assert msgspec.json.decode(msgspec.json.encode(body)) == body
    assert [s["kind"] for s in body["steps"]][:5] == [
        "activation",
        "aro",
        "aro",
        "resolution",
        "roll",
    ]
    first_roll = body["steps"][4]["roll"]
    assert first_roll["sides"][0]["dice"][0]["cancelled_by"] == {
        "side": SENKU_A,
        "die": 0,
        "face": 5,
        "critical": False,
    }
    assert body["steps"][0]["skill"]["targets"][0]["distance"] == "15"
    assert body["final_states"]["fennec"] == {"wounds": 1, "state": "unconscious"}
    assert (body["matches_record"], body["differences"]) == (True, [])


def test_a_cc_attack_is_told_with_the_burst_it_rolled() -> None:
    game = seed_game()
    activate(game, "fennec", CCAttack(weapon="knife", target="senku-a", burst=1))
    game.run(Resolve(actor=ARIADNA))
    text = render_text(replay_order(game.log, 1))
    assert "CC Attack with Knife: 1 die at Senku A" in text

"""Comms Attacks in orders: a program's WIP Rolls against the target's Reset, the BTS saves
its hits cause, and the States a Non-Lethal program's failed saves put the target in."""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    Conclude,
    DeclareAro,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
    VoidOrder,
)
from service.domain.declarations import CommsAttack, CommsTarget, Dodge, Idle, Reset
from service.domain.errors import InvalidCommand, NoHackingDevice, NotInCatalogue
from service.domain.events import (
    GutsRollMade,
    OrderRollMade,
    SavingRollsMade,
    TrooperStateEntered,
    TrooperStatesCancelled,
    TrooperWounded,
)
from service.domain.troopers import SkillEntry
from tests.builders.game import (
    ARIADNA,
    COMBI,
    KNIFE,
    TOHAA,
    Game,
    new_game,
    profile,
    rejects,
    shot,
)

HACKER = SkillEntry("Hacker")
AT_TAG = "hacker:comms_attack>tag"
RESET = "tag:reset"


def _game(*, hacker_skills: tuple[SkillEntry, ...] = (HACKER,), tag_bts: int = 3) -> Game:
    """A Hacker (WIP 13) of Ariadna against a TAG (WIP 13, BTS 3, STR 3) of Tohaa."""
    game = new_game(manual_dice=True)
    for player, trooper_id, skills, bts, vitality in (
        (ARIADNA, "hacker", hacker_skills, 0, 1),
        (ARIADNA, "fennec", (), 0, 1),
        (TOHAA, "tag", (), tag_bts, 3),
        (TOHAA, "senku", (), 0, 1),
    ):
        game.run(
            AddTrooper(
                actor=player,
                player=player,
                trooper_id=trooper_id,
                name=trooper_id.title(),
                profile=profile(bts=bts, vitality=vitality),
                skills=skills,
                weapons=(COMBI,),
                melee_weapons=(KNIFE,),
            )
        )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _hack(program: str, *targets: tuple[str, int]) -> CommsAttack:
    return CommsAttack(
        program=program, targets=tuple(CommsTarget(trooper=t, burst=b) for t, b in targets)
    )


def _order(game: Game) -> int:
    order = game.state.open_order
    assert order is not None
    return order.number


def _rolls(game: Game) -> list[OrderRollMade]:
    return [e for e in game.history if isinstance(e, OrderRollMade)]


def _play(
    game: Game,
    program: str,
    hacker_faces: tuple[int, ...],
    *,
    reset_face: int | None = None,
    saves: tuple[int, ...] | None = None,
) -> list[object]:
    """The Hacker attacks the TAG with all its Burst; the TAG Resets when given a face."""
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="hacker", skill=_hack(program, ("tag", len(hacker_faces)))
        )
    )
    number = _order(game)
    dice = [EnteredDice(AT_TAG, hacker_faces)]
    if reset_face is not None:
        game.run(DeclareAro(actor=TOHAA, order=number, trooper="tag", skill=Reset()))
        dice.append(EnteredDice(RESET, (reset_face,)))
    game.run(Resolve(actor=ARIADNA, order=number, dice=tuple(dice)))
    entered = None if saves is None else (EnteredDice(AT_TAG, saves),)
    return list(game.run(Conclude(actor=ARIADNA, order=number, saves=entered)))


# --- Carbonite: Face to Face against Reset, DA saves, Immobilized-B -------------------------


def test_carbonite_beats_a_failed_reset_and_a_failed_save_immobilizes() -> None:
    game = _game()
    events = _play(game, "carbonite", (5, 9), reset_face=4, saves=(20, 3, 4, 5))

    (roll,) = _rolls(game)
    assert roll.roll.kind == "face_to_face"
    attack = roll.roll.side(AT_TAG)
    assert attack.attribute == 13
    assert [(m.value, m.source, m.note) for m in attack.mods] == [(0, "equipment", "Carbonite")]
    assert attack.hits == 2
    (saves,) = [e for e in events if isinstance(e, SavingRollsMade)]
    # Two hits of DA ammunition: two saves each, against BTS 3 + PS 7.
    assert (saves.save_attribute, saves.attribute_value, saves.ps) == ("BTS", 3, 7)
    assert saves.success_value == 10
    assert [r.passed for r in saves.rolls] == [False, True, True, True]
    assert saves.wounds == 0
    assert not any(isinstance(e, TrooperWounded) for e in events)
    (entered,) = [e for e in events if isinstance(e, TrooperStateEntered)]
    assert (entered.trooper, entered.state, entered.attack) == ("tag", "immobilized_b", AT_TAG)
    assert game.state.states_of("tag") == ("immobilized_b",)
    tag = game.state.trooper("tag")
    assert tag is not None
    assert (tag.wounds, tag.state) == (0, "normal")


def test_a_successful_reset_evades_every_die_of_the_burst() -> None:
    game = _game()
    events = _play(game, "carbonite", (5, 9), reset_face=12)

    (roll,) = _rolls(game)
    assert roll.roll.winner == RESET
    assert roll.roll.side(AT_TAG).hits == 0
    assert not any(isinstance(e, SavingRollsMade | TrooperStateEntered) for e in events)
    assert game.state.states_of("tag") == ()


def test_saves_all_passed_cause_no_state() -> None:
    game = _game()
    events = _play(game, "carbonite", (5, 17), saves=(1, 2))
    assert not any(isinstance(e, TrooperStateEntered) for e in events)


def test_a_target_doing_nothing_faces_a_normal_roll() -> None:
    game = _game()
    _play(game, "carbonite", (5, 17), saves=(20, 20))

    (roll,) = _rolls(game)
    assert roll.roll.kind == "normal"
    assert roll.roll.side(AT_TAG).hits == 1  # 17 is above WIP 13
    assert game.state.states_of("tag") == ("immobilized_b",)


def test_dodge_does_not_evade_a_comms_attack_each_rolls_normal() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="hacker", skill=_hack("carbonite", ("tag", 2))))
    game.run(DeclareAro(actor=TOHAA, order=1, trooper="tag", skill=Dodge()))
    game.run(
        Resolve(
            actor=ARIADNA,
            order=1,
            dice=(EnteredDice(AT_TAG, (5, 9)), EnteredDice("tag:dodge", (12,))),
        )
    )
    kinds = [(r.roll.kind, [s.name for s in r.roll.sides]) for r in _rolls(game)]
    assert kinds == [("normal", [AT_TAG]), ("normal", ["tag:dodge"])]
    assert _rolls(game)[0].roll.side(AT_TAG).hits == 2


# --- Reset cancels Immobilized-B and Targeted; their MODs to Reset ---------------------------


def test_an_immobilized_trooper_may_only_reset_with_minus_3_and_a_success_cancels() -> None:
    game = _game()
    _play(game, "carbonite", (5, 17), saves=(20, 20))
    assert game.state.states_of("tag") == ("immobilized_b",)

    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("tag", 3, 15))))
    rejects(
        game,
        DeclareAro(actor=TOHAA, order=2, trooper="tag", skill=Dodge()),
        InvalidCommand,
        "Immobilized-B",
    )
    game.run(DeclareAro(actor=TOHAA, order=2, trooper="tag", skill=Reset()))
    game.run(
        Resolve(
            actor=ARIADNA,
            order=2,
            dice=(EnteredDice("fennec:bs_attack>tag", (19, 19, 19)), EnteredDice(RESET, (9,))),
        )
    )
    reset = next(s for r in _rolls(game)[1:] for s in r.roll.sides if s.name == RESET)
    assert [(m.value, m.note) for m in reset.mods] == [(-3, "Immobilized-B State")]
    assert reset.success_value == 10
    events = game.run(Conclude(actor=ARIADNA, order=2))
    (cancelled,) = [e for e in events if isinstance(e, TrooperStatesCancelled)]
    assert (cancelled.trooper, cancelled.states, cancelled.by) == (
        "tag",
        ("immobilized_b",),
        RESET,
    )
    assert game.state.states_of("tag") == ()


def test_a_failed_reset_keeps_the_state() -> None:
    game = _game()
    _play(game, "carbonite", (5, 17), saves=(20, 20))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("tag", 3, 15))))
    game.run(DeclareAro(actor=TOHAA, order=2, trooper="tag", skill=Reset()))
    game.run(
        Resolve(
            actor=ARIADNA,
            order=2,
            dice=(EnteredDice("fennec:bs_attack>tag", (19, 19, 19)), EnteredDice(RESET, (11,))),
        )
    )
    events = game.run(Conclude(actor=ARIADNA, order=2))
    assert not any(isinstance(e, TrooperStatesCancelled) for e in events)
    assert game.state.states_of("tag") == ("immobilized_b",)


# --- Spotlight: AP saves, Targeted and its +3 --------------------------------------------------


def test_spotlight_critical_forces_an_extra_save_on_halved_bts_then_targeted_helps() -> None:
    game = _game()
    # Face 13 is a Critical (WIP 13), 18 a miss: the hit causes its save and one more, both
    # on halved BTS (3 -> 2) + PS 5 = 7 (Spotlight page, N5).
    events = _play(game, "spotlight", (13, 18), saves=(7, 8))
    (saves,) = [e for e in events if isinstance(e, SavingRollsMade)]
    assert saves.ammo == ("AP",)
    assert saves.success_value == 7
    assert [(r.passed, r.critical_extra) for r in saves.rolls] == [(True, False), (False, True)]
    assert game.state.states_of("tag") == ("targeted",)

    # Targeted: +3 to a BS Attack against it, shown in the breakdown.
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("tag", 3, 15))))
    game.run(
        Resolve(actor=ARIADNA, order=2, dice=(EnteredDice("fennec:bs_attack>tag", (1, 2, 3)),))
    )
    side = _rolls(game)[-1].roll.side("fennec:bs_attack>tag")
    assert ("Targeted State", 3) in [(m.note, m.value) for m in side.mods]


# --- Lethal programs wound; Isolated and Possessed restrict the owner ------------------------


def test_trinity_failed_save_wounds_like_a_weapon() -> None:
    game = _game()
    events = _play(game, "trinity", (5,), saves=(20,))
    assert any(isinstance(e, TrooperWounded) for e in events)
    assert game.state.states_of("tag") == ()
    tag = game.state.trooper("tag")
    assert tag is not None
    assert tag.wounds == 1


@pytest.mark.parametrize(
    ("program", "state"), [("oblivion", "isolated"), ("total_control", "possessed")]
)
def test_isolated_and_possessed_troopers_cannot_be_activated_by_their_owner(
    program: str, state: str
) -> None:
    game = _game()
    _play(game, program, (5,), saves=(20,))
    assert game.state.states_of("tag") == (state,)
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    rejects(
        game,
        ActivateTrooper(actor=TOHAA, trooper="tag", skill=Idle()),
        InvalidCommand,
        "Isolated" if state == "isolated" else "Possessed",
    )


def test_voiding_the_order_takes_its_state_off() -> None:
    game = _game()
    _play(game, "carbonite", (5, 17), saves=(20, 20))
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="wrong target"))
    assert game.state.states_of("tag") == ()


# --- Who may hack, which programs, which Burst -----------------------------------------------


def test_a_trooper_without_a_hacking_device_is_refused() -> None:
    game = _game(hacker_skills=())
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="hacker", skill=_hack("carbonite", ("tag", 2))),
        NoHackingDevice,
        "no Hacking Device",
    )


@pytest.mark.parametrize("device", ["Hacking Device", "Killer Hacker"])
def test_any_hacking_device_allows_comms_attacks(device: str) -> None:
    game = _game(hacker_skills=(SkillEntry(device),))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="hacker", skill=_hack("carbonite", ("tag", 2))))
    assert game.state.open_order is not None


@pytest.mark.parametrize(
    ("skill", "error", "match"),
    [
        (_hack("skullbuster", ("tag", 1)), NotInCatalogue, "skullbuster"),
        (_hack("white_noise", ("tag", 1)), InvalidCommand, "no Comms Attack"),
        (_hack("carbonite", ("tag", 3)), InvalidCommand, "Burst 2"),
        (_hack("spotlight", ("tag", 1)), InvalidCommand, "Burst 2"),
        (_hack("carbonite", ("fennec", 2)), InvalidCommand, "not an enemy"),
        (CommsAttack(program="carbonite", targets=()), InvalidCommand, "needs a target"),
    ],
)
def test_impossible_comms_attacks_are_refused(
    skill: CommsAttack, error: type[InvalidCommand], match: str
) -> None:
    rejects(
        game := _game(), ActivateTrooper(actor=ARIADNA, trooper="hacker", skill=skill), error, match
    )
    assert game.state.open_order is None


def test_carbonite_splits_its_burst_between_two_targets() -> None:
    game = _game()
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="hacker", skill=_hack("carbonite", ("tag", 1), ("senku", 1))
        )
    )
    game.run(Resolve(actor=ARIADNA, order=1))
    names = sorted(s.name for r in _rolls(game) for s in r.roll.sides)
    assert names == ["hacker:comms_attack>senku", AT_TAG]


def test_a_reactive_hacker_attacks_with_burst_1_face_to_face_against_a_reset() -> None:
    game = _game()
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(ActivateTrooper(actor=TOHAA, trooper="senku", skill=Reset()))
    rejects(
        game,
        DeclareAro(
            actor=ARIADNA, order=1, trooper="hacker", skill=_hack("carbonite", ("senku", 2))
        ),
        InvalidCommand,
        "ARO has Burst 1",
    )
    game.run(
        DeclareAro(actor=ARIADNA, order=1, trooper="hacker", skill=_hack("carbonite", ("senku", 1)))
    )
    game.run(
        Resolve(
            actor=TOHAA,
            order=1,
            dice=(EnteredDice("hacker:comms_attack", (8,)), EnteredDice("senku:reset", (10,))),
        )
    )
    (roll,) = _rolls(game)
    assert roll.roll.kind == "face_to_face"
    assert roll.roll.winner == "senku:reset"


# --- Guts Rolls: the saves cause one, unless the State is IMM or Null -----------------------


@pytest.mark.parametrize(
    ("program", "faces", "saves", "guts"),
    [
        ("carbonite", (5, 17), (20, 20), False),  # Immobilized-B: an IMM State
        ("total_control", (5,), (20,), False),  # Possessed: a Null State
        ("spotlight", (5, 17), (20,), True),  # Targeted
        ("oblivion", (5,), (20,), True),  # Isolated
        ("carbonite", (5, 17), (1, 1), True),  # saves passed: no State, still a Guts Roll
    ],
)
def test_guts_roll_after_a_comms_attack(
    program: str, faces: tuple[int, ...], saves: tuple[int, ...], guts: bool
) -> None:
    # Guts Roll page (N5): not for a trooper in an Engaged, Null or IMM State; otherwise for
    # one that suffered Attacks making it enter States or perform Saving Rolls.
    game = _game()
    events = _play(game, program, faces, saves=saves)
    assert any(isinstance(e, GutsRollMade) and e.trooper == "tag" for e in events) is guts

"""Manual dice are optional roll by roll: a roll given faces takes them, any other roll takes
server dice, drawn for its event as dice-v1 derives them and recorded in that event's draws."""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    ChooseReroll,
    Conclude,
    DeclareSecondSkill,
    EnteredDice,
    FreeRoll,
    FreeRollSide,
    Resolve,
    StartTurn,
)
from service.domain.declarations import CCAttack, Dodge, ModEntry, Move
from service.domain.dice import ALGORITHM, derive_faces, seed_commitment
from service.domain.errors import InvalidCommand
from service.domain.events import (
    Event,
    GameCreated,
    GutsRollMade,
    OrderRollMade,
    RerollMade,
    RollMade,
    SavingRollsMade,
)
from service.domain.game import decide, fold
from service.domain.troopers import MeleeWeapon, TrooperWeapon
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    SEED,
    TOHAA,
    Game,
    activate,
    add,
    aro,
    fennec_and_senkus,
    new_game,
    profile,
    rejects,
    shot,
)

FENNEC_AT_A = "fennec:bs_attack>senku-a"
FENNEC_AT_B = "fennec:bs_attack>senku-b"
SENKU_A = "senku-a:bs_attack"
SENKU_B = "senku-b:bs_attack"


def server_faces(version: int, count: int) -> tuple[int, ...]:
    return derive_faces(SEED, GAME_ID, CLIENT_SEED, version, count)


def version_of(game: Game, event: Event) -> int:
    return next(v for v, e in enumerate(game.history, start=1) if e is event)


def faces_of(roll: RollMade | OrderRollMade, side: str) -> tuple[int, ...]:
    sides = roll.sides if isinstance(roll, RollMade) else roll.roll.sides
    return next(tuple(d.face for d in s.dice) for s in sides if s.name == side)


def test_a_manual_dice_game_commits_to_a_server_seed() -> None:
    game = new_game(manual_dice=True)
    created = game.history[0]
    assert isinstance(created, GameCreated)
    assert (created.manual_dice, created.seed_commitment, created.dice_algorithm) == (
        True,
        seed_commitment(SEED),
        ALGORITHM,
    )
    assert game.state.seed_commitment == seed_commitment(SEED)


def test_a_manual_game_without_entered_dice_draws_server_dice_for_each_event() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    rolls = [e for e in game.history if isinstance(e, OrderRollMade)]
    assert [len(r.draws) for r in rolls] == [3, 2]
    for roll in rolls:
        assert roll.draws == server_faces(version_of(game, roll), len(roll.draws))
        # The draws go to the roll's sides in the order the roll lists them.
        assert tuple(d.face for s in roll.roll.sides for d in s.dice) == roll.draws
    drawing = [e for e in game.history if isinstance(e, SavingRollsMade | GutsRollMade)]
    assert drawing
    for event in drawing:
        assert event.draws == server_faces(version_of(game, event), len(event.draws))
        if isinstance(event, SavingRollsMade):
            assert tuple(r.face for r in event.rolls) == event.draws
        else:
            assert event.draws == (() if event.face is None else (event.face,))
    assert fold(game.history) == game.state


@pytest.mark.parametrize("entered_side", [0, 1])
def test_a_free_roll_with_one_side_entered_and_the_other_drawn(entered_side: int) -> None:
    game = new_game(manual_dice=True)
    sides = [
        FreeRollSide(name="cc", attribute=14, burst=3),
        FreeRollSide(name="dodge", attribute=12, mods=(ModEntry(-3),), burst=1),
    ]
    entered = (17, 4, 9) if entered_side == 0 else (6,)
    sides[entered_side] = FreeRollSide(
        name=sides[entered_side].name,
        attribute=sides[entered_side].attribute,
        mods=sides[entered_side].mods,
        burst=sides[entered_side].burst,
        dice=entered,
    )
    [roll] = game.run(FreeRoll(actor=TOHAA, kind="face_to_face", sides=tuple(sides)))
    assert isinstance(roll, RollMade)
    drawn_side = sides[1 - entered_side]
    assert roll.draws == server_faces(game.state.version, drawn_side.burst)
    assert faces_of(roll, sides[entered_side].name) == entered
    assert faces_of(roll, drawn_side.name) == roll.draws


def test_a_free_roll_draws_for_its_sides_in_the_order_given() -> None:
    game = new_game(manual_dice=True)
    [roll] = game.run(
        FreeRoll(
            actor=ARIADNA,
            kind="face_to_face",
            sides=(
                FreeRollSide(name="b", attribute=11, burst=1),
                FreeRollSide(name="a", attribute=13, burst=2),
            ),
        )
    )
    assert isinstance(roll, RollMade)
    drawn = server_faces(game.state.version, 3)
    assert roll.draws == drawn
    assert (faces_of(roll, "b"), faces_of(roll, "a")) == (drawn[:1], drawn[1:])


def test_a_resolve_with_some_rolls_entered_and_the_others_drawn() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(FENNEC_AT_A, (4, 9)), EnteredDice(SENKU_B, (11,))),
        )
    )
    against_a, against_b = [e for e in events if isinstance(e, OrderRollMade)]
    # Each roll is its own event: Senku A's die is the first roll's draw, the Fennec's die
    # against Senku B the second roll's.
    assert against_a.draws == server_faces(version_of(game, against_a), 1)
    assert against_b.draws == server_faces(version_of(game, against_b), 1)
    assert faces_of(against_a, FENNEC_AT_A) == (4, 9)
    assert faces_of(against_a, SENKU_A) == against_a.draws
    assert faces_of(against_b, FENNEC_AT_B) == against_b.draws
    assert faces_of(against_b, SENKU_B) == (11,)


def test_a_dodge_drawn_by_the_server_is_drawn_once_for_both_rolls() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", Move())
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Dodge()))
    events = game.run(
        Resolve(actor=ARIADNA, dice=(EnteredDice(SENKU_A, (5,)), EnteredDice(SENKU_B, (10,))))
    )
    first, second = [e for e in events if isinstance(e, OrderRollMade)]
    assert first.draws == server_faces(version_of(game, first), 1)
    assert second.draws == ()
    assert faces_of(first, "fennec:dodge") == faces_of(second, "fennec:dodge") == first.draws


def test_saves_and_guts_rolls_entered_for_some_and_drawn_for_others() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=12, vitality=3)
    add(game, TOHAA, "senku-a")
    add(game, TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    # As in the seed: one hit on Senku A, a Critical on the Fennec (two saves).
    game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(FENNEC_AT_A, (4, 9)),
                EnteredDice(SENKU_A, (5,)),
                EnteredDice(FENNEC_AT_B, (11,)),
                EnteredDice(SENKU_B, (11,)),
            ),
        )
    )
    events = game.run(
        Conclude(
            actor=ARIADNA,
            saves=(EnteredDice(FENNEC_AT_A, (3,)),),
            guts=(EnteredDice("fennec", (18,)),),
        )
    )
    saves = {e.trooper: e for e in events if isinstance(e, SavingRollsMade)}
    assert ([r.face for r in saves["senku-a"].rolls], saves["senku-a"].draws) == ([3], ())
    fennec = saves["fennec"]
    assert fennec.draws == server_faces(version_of(game, fennec), 2)
    assert tuple(r.face for r in fennec.rolls) == fennec.draws
    guts = {e.trooper: e for e in events if isinstance(e, GutsRollMade)}
    # The Fennec (VITA 3) stands after two Wounds at most, so both make a Guts Roll.
    assert set(guts) == {"senku-a", "fennec"}
    assert (guts["fennec"].face, guts["fennec"].passed, guts["fennec"].draws) == (18, False, ())
    senku = guts["senku-a"]
    assert senku.draws == server_faces(version_of(game, senku), 1)
    assert senku.face == senku.draws[0]
    assert senku.passed == (senku.draws[0] <= senku.success_value)


def continuous_cc_game() -> Game:
    """The Fennec hits Senku A once in close combat with a Continuous Damage weapon."""
    game = new_game(manual_dice=True)
    burner = MeleeWeapon(slug="burner", name="Burner", ps=5, traits=("Continuous Damage",))
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="fennec",
            name="Fennec",
            profile=profile(),
            melee_weapons=(burner,),
        )
    )
    add(game, TOHAA, "senku-a", vitality=2)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=CCAttack(weapon="burner", target="senku-a")
        )
    )
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice("fennec:cc_attack>senku-a", (2,)),)))
    return game


def test_continuous_damage_repeats_are_entered_with_their_save() -> None:
    game = continuous_cc_game()
    attack = "fennec:cc_attack>senku-a"
    rejects(
        game,
        Conclude(actor=ARIADNA, saves=(EnteredDice(attack, (20,)),)),
        InvalidCommand,
        "needs a face",
    )
    rejects(
        game,
        Conclude(actor=ARIADNA, saves=(EnteredDice(attack, (20, 1, 1)),)),
        InvalidCommand,
        "left over",
    )
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(attack, (20, 1)),)))
    [saves] = [e for e in events if isinstance(e, SavingRollsMade)]
    assert [(r.face, r.passed, r.repeat) for r in saves.rolls] == [(20, False, 0), (1, True, 1)]
    assert saves.draws == ()


def test_continuous_damage_repeats_drawn_by_the_server() -> None:
    game = continuous_cc_game()
    events = game.run(Conclude(actor=ARIADNA))
    [saves] = [e for e in events if isinstance(e, SavingRollsMade)]
    assert saves.draws == server_faces(version_of(game, saves), len(saves.draws))
    assert tuple(r.face for r in saves.rolls) == saves.draws
    assert [r.repeat for r in saves.rolls] == list(range(len(saves.rolls)))
    # Every failed save but a killing one is repeated; the last one passed or killed.
    assert all(not r.passed for r in saves.rolls[:-1])
    senku = game.state.trooper("senku-a")
    assert senku is not None
    assert saves.rolls[-1].passed or senku.state == "dead"


def test_entered_guts_and_reroll_faces_are_refused_without_manual_dice() -> None:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "line", weapons=(TrooperWeapon(slug="rifle", reroll=True),))
    add(game, TOHAA, "senku-a", vitality=3)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "line", shot(("senku-a", 3, 20), weapon="rifle"))
    game.run(Resolve(actor=ARIADNA))
    order = game.state.open_order
    assert order is not None
    side = order.pending[0].side
    rejects(
        game,
        ChooseReroll(actor=ARIADNA, side=side, die=0, face=7),
        InvalidCommand,
        "manual dice",
    )
    game.run(ChooseReroll(actor=ARIADNA, side=side, die=None))
    rejects(
        game,
        Conclude(actor=ARIADNA, guts=(EnteredDice("senku-a", (5,)),)),
        InvalidCommand,
        "manual dice",
    )


def test_entries_with_the_wrong_number_of_faces_are_refused() -> None:
    game = fennec_and_senkus()
    two = FreeRollSide(name="a", attribute=12, burst=2, dice=(5,))
    rejects(game, FreeRoll(actor=ARIADNA, kind="normal", sides=(two,)), InvalidCommand, "2 dice")
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(FENNEC_AT_A, (4, 9)),)))
    hits = game.state.open_order
    assert hits is not None
    at_a = hits.rolls[0].side(FENNEC_AT_A)
    assert (at_a.hits, at_a.criticals) == (2, 0)
    rejects(
        game,
        Conclude(actor=ARIADNA, saves=(EnteredDice(FENNEC_AT_A, (20,)),)),
        InvalidCommand,
        "needs a face",
    )
    rejects(
        game,
        Conclude(actor=ARIADNA, saves=(EnteredDice(FENNEC_AT_A, (1, 2, 3)),)),
        InvalidCommand,
        "left over",
    )
    rejects(
        game,
        Conclude(
            actor=ARIADNA,
            saves=(EnteredDice(FENNEC_AT_A, (1, 2)),),
            guts=(EnteredDice("senku-a", (5, 6)),),
        ),
        InvalidCommand,
        "1 dice are rolled, 2 were entered",
    )


def test_the_roller_is_needed_only_when_the_server_draws() -> None:
    game = new_game(manual_dice=True)
    entered = FreeRollSide(name="a", attribute=12, dice=(5,))
    drawn = FreeRollSide(name="b", attribute=12)
    [roll] = decide(game.state, FreeRoll(actor=ARIADNA, kind="normal", sides=(entered,)), None)
    assert isinstance(roll, RollMade)
    assert (faces_of(roll, "a"), roll.draws) == ((5,), ())
    with pytest.raises(ValueError, match="no roller"):
        decide(game.state, FreeRoll(actor=ARIADNA, kind="normal", sides=(drawn,)), None)


def test_a_server_drawn_reroll_in_a_manual_game() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "line", weapons=(TrooperWeapon(slug="rifle", reroll=True),))
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "line", shot(("senku-a", 3, 20), weapon="rifle"))
    side = "line:bs_attack>senku-a"
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(side, (20, 20, 20)),)))
    [reroll] = game.run(ChooseReroll(actor=ARIADNA, side=side, die=2))
    assert isinstance(reroll, RerollMade)
    assert reroll.draws == server_faces(game.state.version, 1)
    assert [d.face for d in reroll.roll.side(side).dice] == [20, 20, reroll.draws[0]]
    assert reroll.roll.side(side).rerolled == (20,)

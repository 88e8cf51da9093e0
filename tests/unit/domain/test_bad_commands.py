"""Every bad command raises the right error and yields no event."""

from __future__ import annotations

import uuid
from decimal import Decimal

import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    Conclude,
    CreateGame,
    DeclareAro,
    DeclareSecondSkill,
    EndGame,
    EndTurn,
    EnteredDice,
    FreeRoll,
    FreeRollSide,
    Resolve,
    StartTurn,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import AttackTarget, BSAttack, Dodge, Idle, ModEntry, Move
from service.domain.errors import (
    Forbidden,
    InvalidCommand,
    NotFound,
    NotInCatalogue,
    NoTroopers,
    NotYourTurn,
    StateConflict,
)
from service.domain.events import OrderRollMade
from service.domain.game import decide, initial_state
from service.domain.troopers import TrooperWeapon
from tests.builders.game import (
    ARIADNA,
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

AT_A = "fennec:bs_attack>senku-a"


def single_shot(game: Game) -> None:
    activate(game, "fennec", shot(("senku-a", 3, 15)))


def test_commands_before_the_game_exists_find_no_game() -> None:
    game = Game()
    rejects(game, StartTurn(actor=ARIADNA, player=ARIADNA), NotFound, "no such game")


def test_only_the_organiser_creates_a_game_and_only_once() -> None:
    create = CreateGame(
        actor=ARIADNA, game_id=uuid.uuid4(), players=(ARIADNA, TOHAA), manual_dice=True
    )
    with pytest.raises(Forbidden, match="only the organiser"):
        decide(initial_state(), create, None)
    game = new_game(manual_dice=True)
    rejects(
        game,
        CreateGame(actor=ORGANISER, game_id=uuid.uuid4(), players=(ARIADNA, TOHAA)),
        StateConflict,
        "already exists",
    )


@pytest.mark.parametrize(
    ("players", "manual", "commitment", "match"),
    [
        ((ARIADNA,), True, None, "at least two players"),
        ((ARIADNA, ARIADNA), True, None, "must differ"),
        ((ARIADNA, ORGANISER), True, None, "reserved"),
        ((ARIADNA, TOHAA), False, None, "seed commitment"),
        ((ARIADNA, TOHAA), False, "ABC", "seed commitment"),
        ((ARIADNA, TOHAA), True, None, "seed commitment"),
        ((ARIADNA, TOHAA), True, "0" * 63, "seed commitment"),
    ],
)
def test_bad_game_creation(
    players: tuple[str, ...], manual: bool, commitment: str | None, match: str
) -> None:
    command = CreateGame(
        actor=ORGANISER,
        game_id=uuid.uuid4(),
        players=players,
        manual_dice=manual,
        seed_commitment=commitment,
    )
    with pytest.raises(InvalidCommand, match=match):
        decide(initial_state(), command, None)


def test_players_add_only_their_own_troopers_with_sound_profiles() -> None:
    game = new_game(manual_dice=True)
    good = AddTrooper(actor=ARIADNA, player=ARIADNA, name="Fennec", profile=profile())
    rejects(
        game,
        AddTrooper(**{**good.__dict__(), "actor": TOHAA})
        if False
        else AddTrooper(actor=TOHAA, player=ARIADNA, name="Fennec", profile=profile()),
        Forbidden,
        "cannot act for",
    )
    rejects(
        game,
        AddTrooper(actor=ORGANISER, player="nobody", name="X", profile=profile()),
        InvalidCommand,
        "does not play",
    )
    rejects(
        game,
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            name="X",
            profile=profile(),
            weapons=(TrooperWeapon(slug="railgun"),),
        ),
        NotInCatalogue,
        "unknown weapon",
    )
    rejects(
        game,
        AddTrooper(actor=ARIADNA, player=ARIADNA, name="X", profile=profile(vitality=0)),
        InvalidCommand,
        "at least 1",
    )
    rejects(
        game,
        AddTrooper(actor=ARIADNA, player=ARIADNA, trooper_id="a:b", name="X", profile=profile()),
        InvalidCommand,
        "trooper id",
    )
    game.run(good)
    assert game.state.troopers[0].trooper_id == "t1"
    rejects(
        game,
        AddTrooper(actor=ARIADNA, player=ARIADNA, trooper_id="t1", name="Y", profile=profile()),
        InvalidCommand,
        "already exists",
    )


def test_not_your_turn_and_not_your_trooper() -> None:
    game = fennec_and_senkus()
    rejects(
        game,
        ActivateTrooper(actor=TOHAA, trooper="senku-a", skill=Move()),
        NotYourTurn,
        "not your turn",
    )
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="senku-a", skill=Move()),
        Forbidden,
        "not yours",
    )
    rejects(
        game, ActivateTrooper(actor=TOHAA, trooper="fennec", skill=Move()), Forbidden, "not yours"
    )
    rejects(game, StartTurn(actor=TOHAA, player=TOHAA), StateConflict, "still running")
    rejects(game, EndTurn(actor=TOHAA), Forbidden, "active player")
    single_shot(game)
    rejects(
        game, DeclareAro(actor=ARIADNA, trooper="senku-a", skill=Dodge()), Forbidden, "not yours"
    )
    rejects(game, DeclareSecondSkill(actor=TOHAA, skill=Idle()), Forbidden, "active player")
    rejects(game, Resolve(actor=TOHAA), Forbidden, "active player")


def test_a_turn_needs_a_trooper_able_to_act() -> None:
    game = new_game(manual_dice=False)
    add(game, TOHAA, "senku-a")
    rejects(game, StartTurn(actor=ARIADNA, player=ARIADNA), NoTroopers, "no trooper able")
    add(game, ARIADNA, "fennec")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert game.state.active_player == ARIADNA


def test_no_orders_left() -> None:
    game = fennec_and_senkus()
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", order_type="lieutenant", skill=Move()),
        InvalidCommand,
        "only the Lieutenant",
    )
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", order_type="irregular", skill=Move()),
        InvalidCommand,
        "no Irregular Order",
    )
    activate(game, "fennec", Move())
    game.run(Resolve(actor=ARIADNA, dice=()))
    game.run(Conclude(actor=ARIADNA))
    assert game.state.pool is not None
    assert game.state.pool.total == 0
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()),
        InvalidCommand,
        "no Regular Orders left",
    )


def test_a_dead_trooper_cannot_react() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, ARIADNA, "line")
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(AT_A, (1, 2, 3)), EnteredDice("senku-a:bs_attack", (20,))),
        )
    )
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(AT_A, (20, 20, 20)),)))
    senku_a = game.state.trooper("senku-a")
    assert senku_a is not None
    assert senku_a.state == "dead"
    game.run(ActivateTrooper(actor=ARIADNA, trooper="line", skill=Move()))
    rejects(
        game, DeclareAro(actor=TOHAA, trooper="senku-a", skill=Dodge()), InvalidCommand, "is Dead"
    )


def test_an_unconscious_trooper_cannot_be_activated() -> None:
    game = fennec_and_senkus()
    single_shot(game)
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(AT_A, (19, 19, 19)), EnteredDice("senku-a:bs_attack", (2,))),
        )
    )
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice("senku-a:bs_attack", (20,)),)))
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()),
        InvalidCommand,
        "is Unconscious",
    )


def test_burst_above_the_weapons() -> None:
    game = fennec_and_senkus()
    rejects(
        game,
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 3, 15), ("senku-b", 1, 15))
        ),
        InvalidCommand,
        "Burst 3",
    )
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 2, 15))),
        InvalidCommand,
        "Burst 3",
    )
    single_shot(game)
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="senku-a", skill=shot(("fennec", 2, 15))),
        InvalidCommand,
        "ARO has Burst 1",
    )


def test_aro_rules() -> None:
    game = fennec_and_senkus()
    single_shot(game)
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="senku-a", skill=Move()),
        InvalidCommand,
        "cannot be declared as an ARO",
    )
    rejects(
        game,
        DeclareAro(actor=ARIADNA, trooper="fennec", skill=Dodge()),
        InvalidCommand,
        "reactive player",
    )
    aro(game, "senku-a", Dodge())
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="senku-a", skill=Dodge()),
        InvalidCommand,
        "already declared",
    )


def test_an_aro_after_resolution() -> None:
    game = fennec_and_senkus()
    single_shot(game)
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (15, 16, 17)),)))
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="senku-b", skill=Dodge()),
        StateConflict,
        "past its declarations",
    )
    rejects(game, WithdrawDeclaration(actor=ARIADNA), StateConflict, "past its declarations")
    rejects(game, Resolve(actor=ARIADNA, dice=()), StateConflict, "already resolved")
    game.run(Conclude(actor=ARIADNA))
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="senku-b", skill=Dodge()),
        StateConflict,
        "no order is open",
    )


@pytest.mark.parametrize("face", [0, 21, -3])
def test_faces_outside_1_to_20(face: int) -> None:
    game = fennec_and_senkus()
    single_shot(game)
    rejects(
        game,
        Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, face, 3)),)),
        InvalidCommand,
        "1..20",
    )
    side = FreeRollSide(name="a", attribute=10, dice=(face,))
    rejects(game, FreeRoll(actor=ARIADNA, kind="normal", sides=(side,)), InvalidCommand, "1..20")


def test_entered_dice_in_a_server_dice_game() -> None:
    game = fennec_and_senkus(manual_dice=False)
    single_shot(game)
    rejects(
        game,
        Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3)),)),
        InvalidCommand,
        "manual dice",
    )
    side = FreeRollSide(name="a", attribute=10, dice=(4,))
    rejects(
        game, FreeRoll(actor=ARIADNA, kind="normal", sides=(side,)), InvalidCommand, "manual dice"
    )
    game.run(Resolve(actor=ARIADNA))
    rejects(
        game,
        Conclude(actor=ARIADNA, saves=(EnteredDice(AT_A, (1,)),)),
        InvalidCommand,
        "manual dice",
    )


def test_wrong_number_of_entered_dice() -> None:
    game = fennec_and_senkus()
    single_shot(game)
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    rejects(
        game,
        Resolve(
            actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2)), EnteredDice("senku-a:bs_attack", (3,)))
        ),
        InvalidCommand,
        "3 dice are rolled, 2 were entered",
    )
    rejects(
        game,
        Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3, 4)),)),
        InvalidCommand,
        "3 dice are rolled, 4 were entered",
    )
    rejects(
        game,
        Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, ()),)),
        InvalidCommand,
        "3 dice are rolled, 0 were entered",
    )
    rejects(
        game,
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(AT_A, (1, 2, 3)), EnteredDice("senku-b:bs_attack", (3,))),
        ),
        InvalidCommand,
        "no roll named",
    )


def test_plus_one_sd_needs_exactly_one_extra_die() -> None:
    game = new_game(manual_dice=True)
    add(
        game,
        ARIADNA,
        "fennec",
        bs=12,
        weapons=(TrooperWeapon(slug="combi_rifle", special_die=True),),
    )
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    rejects(
        game,
        Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3)),)),
        InvalidCommand,
        "4 dice are rolled, 3 were entered",
    )
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3, 4)),)))


def test_dice_for_a_side_below_sv_1() -> None:
    game = fennec_and_senkus()
    low = FreeRollSide(name="a", attribute=5, mods=(ModEntry(-6),), dice=(3,))
    rejects(game, FreeRoll(actor=ARIADNA, kind="normal", sides=(low,)), InvalidCommand, "below 1")
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    # Senku B shoots from 45": Combi Rifle -6, cover -3 and another -6, clamped to -12: SV -1.
    far = AttackTarget(
        trooper="fennec", burst=1, distance=Decimal(45), partial_cover=True, mods=(ModEntry(-6),)
    )
    aro(game, "senku-b", BSAttack(weapon="combi_rifle", targets=(far,)))
    rejects(
        game,
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(AT_A, (1, 2, 3)), EnteredDice("senku-b:bs_attack", (4,))),
        ),
        InvalidCommand,
        "below 1",
    )
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3)),)))
    last = events[-1]
    assert isinstance(last, OrderRollMade)
    senku_b = last.roll.side("senku-b:bs_attack")
    assert (senku_b.success_value, senku_b.rolled, senku_b.dice) == (-1, False, ())


def test_organiser_only_actions() -> None:
    game = fennec_and_senkus()
    rejects(game, EndGame(actor=ARIADNA), Forbidden, "only the organiser")
    rejects(game, VoidOrder(actor=TOHAA, order=1, reason="x"), Forbidden, "only the organiser")
    rejects(
        game,
        FreeRoll(
            actor="stranger",
            kind="normal",
            sides=(FreeRollSide(name="a", attribute=10, dice=(3,)),),
        ),
        Forbidden,
        "takes no part",
    )


def test_nothing_after_the_game_ended() -> None:
    game = fennec_and_senkus()
    single_shot(game)
    game.run(EndGame(actor=ORGANISER, reason="time"))
    assert game.state.ended
    for command in (
        DeclareAro(actor=TOHAA, trooper="senku-a", skill=Dodge()),
        Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3)),)),
        EndTurn(actor=ARIADNA),
        StartTurn(actor=TOHAA, player=TOHAA),
        AddTrooper(actor=TOHAA, player=TOHAA, name="Late", profile=profile()),
        FreeRoll(
            actor=ARIADNA, kind="normal", sides=(FreeRollSide(name="a", attribute=10, dice=(3,)),)
        ),
        VoidOrder(actor=ORGANISER, order=1, reason="x"),
        EndGame(actor=ORGANISER),
    ):
        rejects(game, command, StateConflict, "has ended")


def test_a_command_failing_half_way_yields_no_event() -> None:
    game = fennec_and_senkus()
    single_shot(game)
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 2, 3)),)))
    # The three saves are valid, but the Guts Roll names nobody who had to save.
    bad = Conclude(
        actor=ARIADNA,
        saves=(EnteredDice(AT_A, (1, 1, 1)),),
        guts=(EnteredDice("fennec", (5,)),),
    )
    rejects(game, bad, InvalidCommand, "Guts Roll: no roll named 'fennec'")
    events = game.run(
        Conclude(actor=ARIADNA, saves=bad.saves, guts=(EnteredDice("senku-a", (5,)),))
    )
    assert len(events) == 3

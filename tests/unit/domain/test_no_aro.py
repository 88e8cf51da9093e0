"""Declaring no ARO, and an order that goes on by itself once nothing is left to decide.

Order Expenditure Sequence (N5, https://infinitythewiki.com/Order_Expenditure_Sequence),
step 2.2: "Troopers are not forced to declare AROs, but if a Trooper can declare an ARO and
fails to do so, they forfeit their right to declare an ARO against this Order"; step 4.1: after
the second skill the Reactive Player checks "those Troopers that couldn't declare an ARO in the
previous ARO Check step". So a player's "no ARO" closes their chance at that step only, and the
second skill opens a new one.

An order activated (or given its second skill) with ``conclude: when-possible`` is resolved
and concluded in the command after which nobody has anything left to decide: every Reactive
Player has declared no (further) ARO at the step it is at, no face may be entered at the
table for its rolls, and its conclusion makes no roll or choice a player could enter.
"""

from __future__ import annotations

import msgspec
import pytest

from service.domain.awaiting import Awaited, awaiting
from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    ChooseDiscard,
    CreateGame,
    DeclareAro,
    DeclareNoAro,
    DeclareSecondSkill,
    EnteredDice,
    Resolve,
    StartTurn,
    WithdrawDeclaration,
)
from service.domain.declarations import Move
from service.domain.dice import derive_faces
from service.domain.errors import Forbidden, InvalidCommand, StateConflict
from service.domain.events import (
    AroDeclared,
    NoAroDeclared,
    OrderConcluded,
    OrderRollMade,
    ResolutionBegan,
    SavingRollsMade,
    encode_event,
)
from service.domain.game import EventRejectedError, evolve, fold
from service.domain.troopers import TrooperWeapon
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
    opening,
    rejects,
    shot,
)

AT_A = "fennec:bs_attack>senku-a"
SENKU_A = "senku-a:bs_attack"


def when_possible(game: Game, trooper: str, skill: object) -> list[object]:
    command = msgspec.convert(
        {
            "command": "activate_trooper",
            "actor": ARIADNA,
            "trooper": trooper,
            "skill": msgspec.to_builtins(skill),
            "conclude": "when-possible",
        },
        ActivateTrooper,
    )
    return list(game.run(command))


def test_no_aro_is_recorded_for_the_step_the_order_is_at() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", Move())
    events = game.run(DeclareNoAro(actor=TOHAA, order=1))
    assert events == [NoAroDeclared(order=1, player=TOHAA, after_second_skill=False)]
    assert encode_event(events[0]) == (
        "no_aro_declared",
        {"order": 1, "player": TOHAA, "after_second_skill": False},
    )
    order = game.state.open_order
    assert order is not None
    # The order is not one that goes on by itself: it waits for the active player.
    assert order.step == "first_aros"
    assert fold(game.history) == game.state


def test_no_aro_forfeits_the_players_aros_at_that_step_and_is_declared_once() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    game.run(DeclareNoAro(actor=TOHAA, order=1))
    late = DeclareAro(actor=TOHAA, order=1, trooper="senku-b", skill=shot(("fennec", 1, 15)))
    rejects(game, late, StateConflict, "declared no ARO")
    rejects(game, DeclareNoAro(actor=TOHAA, order=1), StateConflict, "already declared no ARO")
    late_event = AroDeclared(
        order=1, trooper="senku-b", skill=shot(("fennec", 1, 15)), after_second_skill=False
    )
    with pytest.raises(EventRejectedError):
        evolve(game.state, late_event)


def test_the_second_skill_opens_a_new_chance_and_withdrawing_it_closes_it() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", Move())
    game.run(DeclareNoAro(actor=TOHAA, order=1))
    game.run(DeclareSecondSkill(actor=ARIADNA, order=1, skill=Move()))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    second = game.run(DeclareNoAro(actor=TOHAA, order=1))
    assert second == [NoAroDeclared(order=1, player=TOHAA, after_second_skill=True)]
    game.run(WithdrawDeclaration(actor=TOHAA, order=1))  # senku-b's ARO: its pass goes with it
    order = game.state.open_order
    assert order is not None
    assert [(p.player, p.after_second_skill) for p in order.passed] == [(TOHAA, False)]
    game.run(WithdrawDeclaration(actor=ARIADNA, order=1))  # the second skill
    order = game.state.open_order
    assert order is not None
    assert (order.step, [p.after_second_skill for p in order.passed]) == ("first_aros", [False])
    assert fold(game.history) == game.state


def test_only_a_reactive_player_declares_no_aro_and_only_while_aros_are_declared() -> None:
    game = fennec_and_senkus()
    rejects(game, DeclareNoAro(actor=TOHAA, order=1), StateConflict, "no order is open")
    activate(game, "fennec", Move())
    rejects(game, DeclareNoAro(actor=ARIADNA, order=1), InvalidCommand, "reactive")
    rejects(game, DeclareNoAro(actor=ORGANISER, order=1), Forbidden, "does not play")
    rejects(game, DeclareNoAro(actor=TOHAA, order=2), StateConflict, "not the open order")
    with pytest.raises(EventRejectedError):
        evolve(game.state, NoAroDeclared(order=1, player=ARIADNA, after_second_skill=False))
    game.run(Resolve(actor=ARIADNA, order=1))
    rejects(game, DeclareNoAro(actor=TOHAA, order=1), StateConflict, "past its declarations")


def test_an_activation_without_the_switch_records_what_it_recorded_before() -> None:
    game = fennec_and_senkus()
    [activated] = game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    assert "conclude" not in encode_event(activated)[1]
    assert "conclude" not in msgspec.to_builtins(
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move())
    )


def test_a_move_to_conclude_when_possible_takes_one_command_per_player() -> None:
    game = fennec_and_senkus(manual_dice=False)
    [activated] = when_possible(game, "fennec", Move())
    assert encode_event(activated)[1]["conclude"] == "when-possible"  # type: ignore[arg-type]
    events = game.run(DeclareNoAro(actor=TOHAA, order=1))
    # A Move with no ARO rolls nothing and saves nothing: resolved and concluded at once.
    assert events == [
        NoAroDeclared(order=1, player=TOHAA, after_second_skill=False),
        ResolutionBegan(order=1, rolls=0),
        OrderConcluded(order=1),
    ]
    assert game.state.open_order is None
    # The Fennec was Ariadna's only trooper, so its order was her last: the turn's end is next.
    assert awaiting(game.state) == (Awaited(kind="turn_end", player=ARIADNA),)
    assert fold(game.history) == game.state


def test_with_faces_to_enter_the_order_waits_for_its_resolution_then_concludes_itself() -> None:
    game = fennec_and_senkus(manual_dice=True)
    when_possible(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    events = game.run(DeclareNoAro(actor=TOHAA, order=1))
    assert events == [NoAroDeclared(order=1, player=TOHAA, after_second_skill=False)]
    # The dice may be rolled at the table: the active player resolves, no second skill.
    assert awaiting(game.state) == (Awaited(kind="resolution", player=ARIADNA, order=1),)
    # 20 is above every Success Value here (BS 12 and 11 with their MODs): no hit either way,
    # so the conclusion has nothing to roll and the order concludes in the same command.
    faces = (EnteredDice(AT_A, (20, 20, 20)), EnteredDice(SENKU_A, (20,)))
    resolved = game.run(Resolve(actor=ARIADNA, order=1, dice=faces))
    assert isinstance(resolved[0], ResolutionBegan)
    assert resolved[-1] == OrderConcluded(order=1)
    assert game.state.open_order is None
    assert fold(game.history) == game.state


def test_with_server_dice_the_last_no_aro_resolves_and_concludes_the_order() -> None:
    game = fennec_and_senkus(manual_dice=False)
    when_possible(game, "fennec", shot(("senku-a", 3, 15)))
    before = game.state.version
    events = game.run(DeclareNoAro(actor=TOHAA, order=1))
    assert isinstance(events[1], ResolutionBegan)
    roll = events[2]
    assert isinstance(roll, OrderRollMade)
    # The server's three dice for the Fennec's Burst 3, derived for the roll's own version.
    assert roll.draws == derive_faces(SEED, GAME_ID, CLIENT_SEED, before + 3, 3)
    hits = roll.roll.side(AT_A).hits + roll.roll.side(AT_A).criticals
    # Hits or none, nobody has a face to enter or a choice to make: the saves (if any) are
    # the server's and the order concludes.
    assert any(isinstance(e, SavingRollsMade) for e in events) == (hits > 0)
    assert events[-1] == OrderConcluded(order=1)
    assert fold(game.history) == game.state


def test_a_dice_v2_game_waiting_for_seeds_keeps_the_order_for_its_resolution() -> None:
    created = msgspec.structs.replace(opening(), dice_algorithm="dice-v2")
    assert isinstance(created, CreateGame)
    game = Game()
    game.run(created)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    when_possible(game, "fennec", shot(("senku-a", 3, 15)))
    events = game.run(DeclareNoAro(actor=TOHAA, order=1))
    # No server die is drawn before every seed is in: nothing is resolved.
    assert events == [NoAroDeclared(order=1, player=TOHAA, after_second_skill=False)]
    assert awaiting(game.state) == (
        Awaited(kind="seed", player=ARIADNA),
        Awaited(kind="seed", player=TOHAA),
        Awaited(kind="resolution", player=ARIADNA, order=1),
    )


def test_the_last_discard_concludes_an_order_left_with_nothing_to_decide() -> None:
    game = new_game(manual_dice=True)
    add(
        game,
        ARIADNA,
        "fennec",
        bs=12,
        weapons=(TrooperWeapon(slug="combi_rifle", special_die=True),),
    )
    add(game, TOHAA, "senku-a", weapons=(TrooperWeapon(slug="combi_rifle", special_die=True),))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    when_possible(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(DeclareNoAro(actor=TOHAA, order=1))
    # +1 SD: Burst 3 + 1 and 1 + 1 dice; every face a 20, above both Success Values.
    faces = (EnteredDice(AT_A, (20, 20, 20, 20)), EnteredDice(SENKU_A, (20, 20)))
    game.run(Resolve(actor=ARIADNA, order=1, dice=faces))
    assert awaiting(game.state) == (Awaited(kind="discard", player=ARIADNA, order=1, roll=AT_A),)
    game.run(ChooseDiscard(actor=ARIADNA, order=1, side=AT_A, die=0))
    assert awaiting(game.state) == (Awaited(kind="discard", player=TOHAA, order=1, roll=SENKU_A),)
    events = game.run(ChooseDiscard(actor=TOHAA, order=1, side=SENKU_A, die=0))
    # No hit on either side: nothing to save, so the order concludes with the last choice.
    assert events[-1] == OrderConcluded(order=1)
    assert game.state.open_order is None
    assert fold(game.history) == game.state

"""Manual dice with confirmation: faces the active player enters for the opponent's troopers
wait for the opponent to confirm or replace them before the exchange resolves."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ConfirmDice,
    CreateGame,
    DeclareAro,
    EnteredDice,
    Resolve,
)
from service.domain.dice import seed_commitment
from service.domain.errors import Forbidden, InvalidCommand, StateConflict
from service.domain.events import (
    DiceConfirmed,
    DiceEntered,
    EnteredRoll,
    GameCreated,
    OrderRollMade,
    ResolutionBegan,
    encode_event,
)
from service.domain.game import decide, fold, initial_state
from tests.builders.game import (
    ARIADNA,
    GAME_ID,
    PLAYERS,
    SEED,
    TOHAA,
    Game,
    activate,
    aro,
    fennec_and_senkus,
    rejects,
    shot,
)

FENNEC = "fennec:bs_attack>senku-a"
SENKU = "senku-a:bs_attack"


def exchange(*, confirmation: bool = True) -> Game:
    """The Fennec shoots Senku A, who shoots back: one Face to Face Roll."""
    game = fennec_and_senkus(confirmation=confirmation)
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    return game


def faces(event: OrderRollMade, side: str) -> tuple[int, ...]:
    return next(tuple(d.face for d in s.dice) for s in event.roll.sides if s.name == side)


BOTH = (EnteredDice(FENNEC, (4, 9, 15)), EnteredDice(SENKU, (11,)))


def test_the_opponents_faces_wait_for_the_opponent() -> None:
    game = exchange()
    events = game.run(Resolve(actor=ARIADNA, dice=BOTH))
    assert events == [
        DiceEntered(
            order=1,
            by=ARIADNA,
            awaiting=TOHAA,
            dice=(EnteredRoll(roll=FENNEC, faces=(4, 9, 15)), EnteredRoll(roll=SENKU, faces=(11,))),
        )
    ]
    order = game.state.open_order
    assert order is not None
    assert order.step == "confirming"
    assert order.rolls == ()


def test_the_opponent_confirms_and_the_exchange_resolves_with_the_entered_faces() -> None:
    game = exchange()
    game.run(Resolve(actor=ARIADNA, dice=BOTH))
    events = game.run(ConfirmDice(actor=TOHAA, order=1))
    assert isinstance(events[0], DiceConfirmed)
    assert (events[0].by, events[0].replaced) == (TOHAA, ())
    assert isinstance(events[1], ResolutionBegan)
    [roll] = [e for e in events if isinstance(e, OrderRollMade)]
    assert (faces(roll, FENNEC), faces(roll, SENKU), roll.draws) == ((4, 9, 15), (11,), ())
    assert game.state.open_order is not None
    assert game.state.open_order.step != "confirming"
    assert fold(game.history) == game.state


def test_the_opponent_replaces_their_own_faces() -> None:
    game = exchange()
    game.run(Resolve(actor=ARIADNA, dice=BOTH))
    events = game.run(ConfirmDice(actor=TOHAA, order=1, dice=(EnteredDice(SENKU, (3,)),)))
    assert isinstance(events[0], DiceConfirmed)
    assert events[0].replaced == (EnteredRoll(roll=SENKU, faces=(3,)),)
    [roll] = [e for e in events if isinstance(e, OrderRollMade)]
    assert (faces(roll, FENNEC), faces(roll, SENKU)) == ((4, 9, 15), (3,))


def test_only_the_awaited_player_confirms_and_only_their_own_faces() -> None:
    game = exchange()
    game.run(Resolve(actor=ARIADNA, dice=BOTH))
    rejects(game, ConfirmDice(actor=ARIADNA, order=1), Forbidden, "entered for 'tohaa'")
    rejects(game, ConfirmDice(actor=ORGANISER, order=1), Forbidden, "entered for 'tohaa'")
    replace_other = ConfirmDice(actor=TOHAA, order=1, dice=(EnteredDice(FENNEC, (1, 1)),))
    rejects(game, replace_other, InvalidCommand, "no roll named")


def test_nothing_to_confirm_is_a_conflict_and_the_order_waits_for_nothing_else() -> None:
    game = exchange()
    rejects(game, ConfirmDice(actor=TOHAA, order=1), StateConflict, "no entered faces")
    game.run(Resolve(actor=ARIADNA, dice=BOTH))
    rejects(game, Resolve(actor=ARIADNA, dice=BOTH), StateConflict, "already resolved")
    late_aro = DeclareAro(actor=TOHAA, trooper="senku-b", skill=shot(("fennec", 1, 15)))
    rejects(game, late_aro, StateConflict, "past its declarations")


@pytest.mark.parametrize(
    ("actor", "dice"),
    [
        (ARIADNA, (EnteredDice(FENNEC, (4, 9, 15)),)),
        (ARIADNA, None),
        (ORGANISER, BOTH),
    ],
    ids=["own faces only", "server dice", "the organiser referees"],
)
def test_no_confirmation_is_needed_when_nobody_entered_the_opponents_faces(
    actor: str, dice: tuple[EnteredDice, ...] | None
) -> None:
    game = exchange()
    events = game.run(Resolve(actor=actor, dice=dice))
    assert isinstance(events[0], ResolutionBegan)
    assert not any(isinstance(e, DiceEntered) for e in events)


def test_without_the_option_the_active_player_enters_every_face_as_before() -> None:
    game = exchange(confirmation=False)
    events = game.run(Resolve(actor=ARIADNA, dice=BOTH))
    [roll] = [e for e in events if isinstance(e, OrderRollMade)]
    assert (faces(roll, FENNEC), faces(roll, SENKU)) == ((4, 9, 15), (11,))


def create(*, manual_dice: bool, confirmation: bool) -> CreateGame:
    return CreateGame(
        actor=ORGANISER,
        game_id=GAME_ID,
        players=PLAYERS,
        manual_dice=manual_dice,
        manual_dice_confirmation=confirmation,
        seed_commitment=seed_commitment(SEED),
    )


def test_confirmation_needs_manual_dice() -> None:
    with pytest.raises(InvalidCommand, match="needs a manual-dice game"):
        decide(initial_state(), create(manual_dice=False, confirmation=True), None)


def test_a_game_without_confirmation_records_its_creation_as_before() -> None:
    [plain] = decide(initial_state(), create(manual_dice=True, confirmation=False), None)
    [confirming] = decide(initial_state(), create(manual_dice=True, confirmation=True), None)
    assert "manual_dice_confirmation" not in encode_event(plain)[1]
    assert encode_event(confirming)[1]["manual_dice_confirmation"] is True
    # A creation recorded before the option existed still reads, as a game without it.
    old = msgspec.json.decode(msgspec.json.encode(plain), type=GameCreated)
    assert fold([old]).manual_dice_confirmation is False

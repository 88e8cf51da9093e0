"""A whole turn of a small game with server dice, checked against dice-v1 and by replay."""

from __future__ import annotations

from service.domain.commands import (
    ActivateTrooper,
    ChooseReroll,
    Conclude,
    DeclareSecondSkill,
    EndTurn,
    Resolve,
    StartTurn,
)
from service.domain.declarations import Discover, Idle, Move
from service.domain.dice import derive_faces
from service.domain.events import (
    OrderRollMade,
    RerollMade,
    SavingRollsMade,
    TurnEnded,
    TurnStarted,
    decode_event,
    encode_event,
)
from service.domain.game import fold
from service.domain.troopers import TrooperWeapon
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    SEED,
    TOHAA,
    Game,
    add,
    aro,
    new_game,
    shot,
)


def small_game() -> Game:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec", bs=12, lieutenant=True)
    add(game, ARIADNA, "scout", regular=False)
    add(game, ARIADNA, "line", weapons=(TrooperWeapon(slug="rifle", reroll=True),))
    add(game, TOHAA, "senku-a", lieutenant=True, vitality=2)
    add(game, TOHAA, "senku-b")
    return game


def draws_of(game: Game) -> list[tuple[int, tuple[int, ...]]]:
    return [
        (version, event.draws)
        for version, event in enumerate(game.history, start=1)
        if hasattr(event, "draws") and event.draws
    ]


def play_first_turn(game: Game) -> None:
    started = game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert started == [
        TurnStarted(
            turn=1,
            player=ARIADNA,
            regular_orders=2,
            irregular_orders=("scout",),
            lieutenant_orders=1,
        )
    ]
    # Order 1: the Fennec splits its Burst; both Senku shoot back.
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 2, 15), ("senku-b", 1, 15))
        )
    )
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))

    # Order 2: the scout spends its own Irregular Order; standing Senku try to Discover it.
    game.run(ActivateTrooper(actor=ARIADNA, trooper="scout", order_type="irregular", skill=Move()))
    for senku in ("senku-a", "senku-b"):
        trooper = game.state.trooper(senku)
        assert trooper is not None
        if trooper.can_act:
            aro(game, senku, Discover(target="scout"))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Idle()))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))

    # Order 3: the line trooper (Rifle with ReRoll) shoots whichever Senku still stands.
    standing = [t.trooper_id for t in game.state.troopers_of(TOHAA) if t.state != "dead"]
    if standing:
        game.run(
            ActivateTrooper(
                actor=ARIADNA, trooper="line", skill=shot((standing[0], 3, 20), weapon="rifle")
            )
        )
        game.run(Resolve(actor=ARIADNA))
        order = game.state.open_order
        assert order is not None
        assert order.step == "choices"
        assert [(c.kind, c.player) for c in order.pending] == [("reroll", ARIADNA)]
        game.run(ChooseReroll(actor=ARIADNA, side=order.pending[0].side, die=0))
        game.run(Conclude(actor=ARIADNA))


def test_a_whole_turn_with_server_dice() -> None:
    game = small_game()
    play_first_turn(game)
    assert game.state.pool is not None
    left = game.state.pool.total
    ended = game.run(EndTurn(actor=ARIADNA))
    assert ended == [TurnEnded(turn=1, player=ARIADNA, unused_orders=left)]
    assert game.state.phase == "between_turns"
    assert len(game.resolved_orders) >= 2

    # Every die of the turn is what dice-v1 gives for the event that drew it.
    drawn = draws_of(game)
    assert drawn
    for version, draws in drawn:
        assert draws == derive_faces(SEED, GAME_ID, CLIENT_SEED, version, len(draws))

    # Each roll shows the faces it drew, and each save answers for the hits that caused it.
    for event in game.history:
        if isinstance(event, OrderRollMade):
            faces = tuple(d.face for side in event.roll.sides for d in side.dice)
            assert faces == event.draws
    rolls = {
        side.name: side
        for order in game.resolved_orders
        for roll in order.rolls
        for side in roll.sides
    }
    wounds: dict[str, int] = {}
    for event in game.history:
        if isinstance(event, SavingRollsMade):
            hit = rolls[event.attack]
            assert len(event.rolls) == hit.hits + 2 * hit.criticals
            assert event.wounds == sum(1 for r in event.rolls if not r.passed)
            wounds[event.trooper] = wounds.get(event.trooper, 0) + event.wounds
    for trooper in game.state.troopers:
        assert trooper.wounds == wounds.get(trooper.trooper_id, 0)
    rerolls = [e for e in game.history if isinstance(e, RerollMade)]
    assert all(len(e.draws) == 1 for e in rerolls)

    # The next turn's pool counts only the Senku that can still act.
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    fit = [t for t in game.state.troopers_of(TOHAA) if t.can_act]
    assert game.state.pool is not None
    assert game.state.pool.regular == len(fit)
    senku_a = game.state.trooper("senku-a")
    assert senku_a is not None
    assert game.state.pool.lieutenant == int(senku_a.can_act)


def test_replay_gives_the_state_reached_step_by_step() -> None:
    game = small_game()
    play_first_turn(game)
    assert fold(game.history) == game.state
    stored = [encode_event(event) for event in game.history]
    assert fold(decode_event(kind, data) for kind, data in stored) == game.state
    # Replaying from any midpoint gives the same state as well.
    middle = len(game.history) // 2
    assert fold(game.history[middle:], fold(game.history[:middle])) == game.state


def test_the_same_seed_gives_the_same_game() -> None:
    first, second = small_game(), small_game()
    play_first_turn(first)
    play_first_turn(second)
    assert first.history == second.history

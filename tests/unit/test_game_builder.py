"""The game builder's `rejects`, which some 300 refusal tests lean on, fails when the decider
does not refuse as it says: a command accepted, another error, another message, events applied
before the refusal, or events kept in the history."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from service.domain.commands import Command, EndTurn, StartTurn
from service.domain.dice import Roller
from service.domain.errors import Forbidden, InvalidCommand
from service.domain.events import Event
from service.domain.game import decide, evolve
from service.domain.state import GameState
from tests.builders import game as builder
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, rejects


def _ready() -> Game:
    """Ariadna's turn has started; the Tohaa player may not end it."""
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


WRONG_PLAYER = EndTurn(actor=TOHAA)
WHY = "only the active player ends the turn"
MESSAGE = "'tohaa' cannot act for 'ariadna': only the active player ends the turn"


def _fails(check: Callable[[], None]) -> str:
    """What `rejects` says when it fails; the test fails if it passes."""
    with pytest.raises((AssertionError, pytest.fail.Exception)) as failed:
        check()
    return str(failed.value)


def test_the_real_decider_passes() -> None:
    game = _ready()
    rejects(game, WRONG_PLAYER, Forbidden, WHY)
    assert len(game.history) == 4  # created, two troopers, the turn: nothing more


def test_a_decider_that_accepts_fails_it(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ready()
    accepted = decide(game.state, EndTurn(actor=ARIADNA), game.roller)
    monkeypatch.setattr(builder, "decide", lambda state, command, roller: accepted)
    assert "DID NOT RAISE" in _fails(lambda: rejects(game, WRONG_PLAYER, Forbidden, WHY))


def test_another_error_fails_it(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ready()

    def other(state: GameState, command: Command, roller: Roller | None) -> list[Event]:
        raise InvalidCommand(MESSAGE)

    monkeypatch.setattr(builder, "decide", other)
    assert "not Forbidden" in _fails(lambda: rejects(game, WRONG_PLAYER, Forbidden, WHY))


def test_a_subclass_of_the_error_fails_it(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ready()

    class Narrower(Forbidden):
        pass

    def narrower(state: GameState, command: Command, roller: Roller | None) -> list[Event]:
        raise Narrower(MESSAGE)

    monkeypatch.setattr(builder, "decide", narrower)
    assert "not Forbidden" in _fails(lambda: rejects(game, WRONG_PLAYER, Forbidden, WHY))


def test_another_message_fails_it(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ready()

    def vague(state: GameState, command: Command, roller: Roller | None) -> list[Event]:
        raise Forbidden("refused")

    monkeypatch.setattr(builder, "decide", vague)
    assert "does not match" in _fails(lambda: rejects(game, WRONG_PLAYER, Forbidden, WHY))


def test_events_applied_before_the_refusal_fail_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A decider that lets events through which evolve then refuses halfway: the error is the
    one expected, but the game's state has moved."""
    game = _ready()
    accepted = decide(game.state, EndTurn(actor=ARIADNA), game.roller)
    assert len(accepted) >= 1
    monkeypatch.setattr(builder, "decide", lambda state, command, roller: [*accepted, accepted[0]])
    applied: list[Event] = []

    def halfway(state: GameState, event: Event) -> GameState:
        if len(applied) == len(accepted):
            raise Forbidden(MESSAGE)
        applied.append(event)
        return evolve(state, event)

    monkeypatch.setattr(builder, "evolve", halfway)
    assert "changed the state" in _fails(lambda: rejects(game, WRONG_PLAYER, Forbidden, WHY))


def test_events_kept_in_the_history_fail_it() -> None:
    class Leaky(Game):
        def run(self, command: Command) -> list[Event]:
            self.history.append(self.history[-1])
            return super().run(command)

    real = _ready()
    game = Leaky(real.roller)
    game.state, game.history = real.state, list(real.history)
    assert "left events in the history" in _fails(
        lambda: rejects(game, WRONG_PLAYER, Forbidden, WHY)
    )

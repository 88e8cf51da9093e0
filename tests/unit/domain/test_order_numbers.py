"""Order commands name their order: the recorded command shows it, the decider holds to it, and
a record from before commands named their order still decides to the same events."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain import decide
from service.domain.commands import Command, Conclude, DeclareAro, EnteredDice, Resolve
from service.domain.declarations import Dodge
from service.domain.errors import StateConflict
from tests.builders.game import ARIADNA, TOHAA, activate, fennec_and_senkus, shot

AT_A = "fennec:bs_attack>senku-a"
DICE = (EnteredDice(AT_A, (3, 4, 5)),)


def _old_record(command: Command) -> dict[str, Any]:
    """The command as stored before commands named their order: no ``order`` key at all."""
    recorded = msgspec.to_builtins(command)
    del recorded["order"]
    return dict(recorded)


def test_the_recorded_command_and_its_events_show_the_order() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    command = Resolve(actor=ARIADNA, order=1, dice=DICE)
    assert msgspec.to_builtins(command)["order"] == 1
    events = game.run(command)
    assert [msgspec.to_builtins(e)["order"] for e in events] == [1, 1]


def test_an_old_record_without_the_order_decides_to_the_same_events() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    for new in (
        DeclareAro(actor=TOHAA, order=1, trooper="senku-a", skill=Dodge()),
        Resolve(actor=ARIADNA, order=1, dice=DICE),
        Conclude(actor=ARIADNA, order=1),
    ):
        old: Command = msgspec.convert(_old_record(new), Command)
        assert type(old) is type(new)
        assert old.order is None  # type: ignore[union-attr]
        assert decide(game.state, old, game.roller) == decide(game.state, new, game.roller)
        game.run(new)


def test_a_command_for_a_concluded_order_is_refused() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    game.run(Resolve(actor=ARIADNA, order=1, dice=DICE))
    game.run(Conclude(actor=ARIADNA, order=1, saves=(EnteredDice(AT_A, (1, 1, 1)),)))
    with pytest.raises(StateConflict, match="no order is open"):
        decide(game.state, Resolve(actor=ARIADNA, order=1), game.roller)

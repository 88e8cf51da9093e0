"""Deciding a recorded command again: the recorded dice, the JSON differences, and the
mismatches per event that the verifier and the order replay both report."""

from __future__ import annotations

import copy
import json
from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.audit.replay import ReplayInput
from service.audit.verify.redecide import (
    ABSENT,
    SHOWN_CHARACTERS,
    EventMismatch,
    Undecidable,
    UnreadableCommand,
    json_differences,
    recorded_command,
    recorded_roller,
    redecide,
)
from service.domain.commands import Command, Conclude, Resolve
from service.domain.dice import server_roller
from service.domain.events import encode_event
from service.domain.state import GameState
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    SEED,
    activate,
    aro,
    fennec_and_senkus,
    shot,
)


def described(recorded: Any, ruled: Any) -> list[str]:
    return [difference.describe() for difference in json_differences(recorded, ruled)]


# --- JSON differences ------------------------------------------------------------------------


def test_differences_are_named_by_path_and_strict_about_types() -> None:
    recorded = {"roll": {"sides": [{"dice": [{"face": 3, "success": True}]}]}, "draws": [3]}

    assert described(recorded, json.loads(json.dumps(recorded))) == []
    assert described(recorded, {**recorded, "draws": [4]}) == ["draws[0] recorded 3, rules say 4"]
    ruled = {"roll": {"sides": [{"dice": [{"face": 3, "success": 1}]}]}, "draws": [3]}
    assert described(recorded, ruled) == [
        "roll.sides[0].dice[0].success recorded true, rules say 1"
    ]
    assert described({"a": [1, 2]}, {"a": [1]}) == ["a[1] recorded 2, the rules have no such item"]
    assert described({"a": [1]}, {"a": [1, 2]}) == ["a[1] is not recorded, rules say 2"]
    assert described({"a": 1}, {"a": 1, "b": None}) == ["b is not recorded, rules say null"]
    assert described({"a": 1, "z": 0}, {"a": 1}) == ["z recorded 0, the rules have no such field"]
    assert described([1], {"x": 1}) == ['the data recorded [1], rules say {"x": 1}']
    assert described({"n": 3.0}, {"n": 3}) == ["n recorded 3.0, rules say 3"]


def test_every_difference_is_listed_in_the_rules_order_of_fields() -> None:
    recorded = {"extra": 1, "b": [1, 9, 3], "a": "x"}
    ruled = {"a": "y", "b": [1, 2, 4]}

    assert [(d.path, d.recorded, d.ruled) for d in json_differences(recorded, ruled)] == [
        ("a", "x", "y"),
        ("b[1]", 9, 2),
        ("b[2]", 3, 4),
        ("extra", 1, ABSENT),
    ]


class _OnlyTheFirst(list[Any]):
    """A list that fails the test if anything past its first item is read."""

    def __getitem__(self, index: Any) -> Any:
        assert index == 0, f"item {index} was read"
        return super().__getitem__(index)


def test_differences_are_found_lazily() -> None:
    recorded = _OnlyTheFirst([1, 2, 3])

    first = next(json_differences(recorded, [0, 2, 3]))

    assert first.describe() == "[0] recorded 1, rules say 0"


def test_a_long_value_is_cut_short() -> None:
    [text] = described("a" * 200, "b")

    shown = text.removeprefix("the data recorded ").split(", rules say")[0]
    assert len(shown) == SHOWN_CHARACTERS
    assert shown.startswith('"aaa')
    assert shown.endswith("…")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=4), children, max_size=4)
    ),
    max_leaves=20,
)


@given(json_values, json_values)
def test_a_difference_is_found_exactly_when_the_json_differs(a: Any, b: Any) -> None:
    same = json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)

    assert (next(json_differences(a, b), None) is None) == same


@given(st.dictionaries(st.text(min_size=1, max_size=4), json_values, min_size=1, max_size=6))
def test_each_flag_written_as_a_number_is_one_difference(fields: dict[str, Any]) -> None:
    recorded = {key: {"value": value, "flag": True} for key, value in fields.items()}
    ruled = {key: {"value": value, "flag": 1} for key, value in fields.items()}

    differences = list(json_differences(recorded, ruled))

    assert [(d.path, d.recorded, d.ruled) for d in differences] == [
        (f"{key}.flag", True, 1) for key in fields
    ]


# --- the recorded dice -----------------------------------------------------------------------


def _event(version: int, data: dict[str, Any]) -> ReplayInput:
    return ReplayInput(version, "order_roll_made", data, {})


def test_the_recorded_roller_hands_out_each_versions_draws() -> None:
    roll = recorded_roller(8, [_event(8, {}), _event(9, {"draws": [11, 7, 9]})])

    assert roll(9, 2) == (11, 7)
    assert roll(9, 3) == (11, 7, 9)
    assert roll(8, 0) == ()


def test_the_recorded_roller_refuses_dice_nobody_recorded() -> None:
    roll = recorded_roller(8, [_event(8, {}), _event(9, {"draws": [11, 7]})])

    with pytest.raises(Undecidable, match="the rules draw 3 dice for version 9, 2 were recorded"):
        roll(9, 3)
    with pytest.raises(Undecidable, match="the rules draw 1 dice for version 8, 0 were recorded"):
        roll(8, 1)
    with pytest.raises(Undecidable) as past:
        roll(12, 1)
    assert past.value.index == 1  # the nearest recorded event


@pytest.mark.parametrize(
    ("face", "shown"), [(True, "true"), (0, "0"), (21, "21"), (3.0, "3.0"), ("3", '"3"')]
)
def test_the_recorded_roller_refuses_what_is_no_d20_face(face: Any, shown: str) -> None:
    roll = recorded_roller(8, [_event(8, {"draws": [5, face]})])

    with pytest.raises(Undecidable) as raised:
        roll(8, 2)
    assert raised.value.index == 0
    assert raised.value.message == f"the draws of version 8 hold {shown}, not a d20 face"
    assert roll(8, 1) == (5,)  # only the faces the rules ask for are judged


# --- deciding a command again ----------------------------------------------------------------


def _before_resolve() -> tuple[GameState, Command, list[ReplayInput]]:
    """The state before a server-dice Resolve, the command, and its events as recorded."""
    game = fennec_and_senkus(manual_dice=False)
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    state, command = game.state, Resolve(actor=ARIADNA)
    metadata = {"actor": ARIADNA, "command": msgspec.to_builtins(command)}
    recorded = [
        ReplayInput(state.version + i + 1, *encode_event(event), metadata)
        for i, event in enumerate(game.run(command))
    ]
    return state, command, recorded


def _edited(events: list[ReplayInput], at: int, **data: Any) -> list[ReplayInput]:
    out = copy.deepcopy(events)
    out[at].data.update(data)
    return out


def test_a_true_record_has_no_mismatch_with_recorded_or_seed_dice() -> None:
    state, command, events = _before_resolve()

    assert [e.type for e in events] == ["resolution_began", "order_roll_made", "order_roll_made"]
    assert redecide(state, command, events) == []
    assert redecide(state, command, events, server_roller(SEED, GAME_ID, CLIENT_SEED)) == []


def test_an_edited_event_gives_every_difference_at_its_version() -> None:
    state, command, events = _before_resolve()
    edited = _edited(events, 2, index=5, order=9)

    [mismatch] = redecide(state, command, edited)

    assert (mismatch.index, mismatch.version, mismatch.type, mismatch.problem) == (
        2,
        events[2].version,
        "order_roll_made",
        None,
    )
    assert [d.describe() for d in mismatch.differences] == [
        "order recorded 9, rules say 1",
        "index recorded 5, rules say 1",
    ]


def test_with_the_seed_an_edited_draw_is_a_difference_not_missing_dice() -> None:
    state, command, events = _before_resolve()
    edited = _edited(events, 2, draws=[])

    with pytest.raises(Undecidable) as raised:
        redecide(state, command, edited)
    assert raised.value.index == 2
    assert raised.value.message == (
        f"deciding its resolve command again: the rules draw 1 dice for version "
        f"{events[2].version}, 0 were recorded"
    )

    [mismatch] = redecide(state, command, edited, server_roller(SEED, GAME_ID, CLIENT_SEED))
    drawn = events[2].data["draws"][0]
    assert [d.describe() for d in mismatch.differences] == [
        f"draws[0] is not recorded, rules say {drawn}"
    ]


def test_missing_extra_and_other_events_are_named() -> None:
    state, command, events = _before_resolve()
    last = events[-1]
    # With the recorded dice a missing roll would be missing dice: the seed draws them.
    seed = server_roller(SEED, GAME_ID, CLIENT_SEED)

    assert redecide(state, command, events[:-1], seed) == [
        EventMismatch(
            index=2,
            version=last.version,
            type="order_roll_made",
            problem="the resolve command also gives order_roll_made, "
            "which the record does not hold",
            differences=(),
        )
    ]
    extra = ReplayInput(last.version + 1, "order_concluded", {"order": 1}, last.metadata)
    [mismatch] = redecide(state, command, [*events, extra])
    assert (mismatch.index, mismatch.problem) == (
        3,
        "the record holds order_concluded, but the resolve command gives only 3 events",
    )
    other = ReplayInput(events[0].version, "order_concluded", {"order": 1}, last.metadata)
    [mismatch] = redecide(state, command, [other, *events[1:]])
    assert (mismatch.index, mismatch.problem) == (
        0,
        "the record holds order_concluded, the rules give resolution_began",
    )


def test_a_command_the_rules_reject_is_undecidable() -> None:
    state, _, events = _before_resolve()

    with pytest.raises(Undecidable) as raised:
        redecide(state, Conclude(actor=ARIADNA), events)
    assert raised.value.index == 0
    assert raised.value.message.startswith("the rules reject its conclude command: ")


def test_the_recorded_command_is_read_from_the_metadata() -> None:
    _, command, events = _before_resolve()

    assert recorded_command(events[0].metadata) == command
    with pytest.raises(UnreadableCommand, match=r"^no command is recorded with the event"):
        recorded_command({"actor": ARIADNA})
    with pytest.raises(UnreadableCommand, match=r"^the command recorded with the event cannot be"):
        recorded_command({"command": {"command": "resolve"}})

"""The one rule that holds a trooper in Hidden Deployment back from readers other than its
owner, for reads and commands alike ("Hidden Deployment State", N5:
https://infinitythewiki.com/Hidden_Deployment: "Until a Trooper's Hidden Deployment State is
canceled, that Trooper is considered not to be on the game table at all"). Expected values are
written out by hand."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.commands import ActivateTrooper, FreeRoll, FreeRollSide
from service.domain.errors import DomainError, InvalidCommand
from service.domain.game import decide
from service.domain.state import SecretRecord
from service.domain.visibility import HeldBack, Sight, hidden_from, secret_sight
from tests.builders.game import fennec_and_senkus, shot

HIDDEN = Sight({"senku-b": "tohaa"})


def secret(owner: str, kind: str, *, held_by: str = "server", revealed: bool = False) -> Any:
    return SecretRecord(
        secret_id=f"s-{owner}-{kind}",
        owner=owner,
        kind=kind,
        marker=1,
        commitment="c" * 64,
        held_by=held_by,
        revealed=revealed,
    )


def test_the_hidden_troopers_added_event_names_only_its_owner() -> None:
    seen = HIDDEN.event(
        {"trooper": {"trooper_id": "senku-b", "name": "Senku B"}},
        {"actor": "tohaa", "command": {"command": "add_trooper", "trooper_id": "senku-b"}},
    )
    assert seen == HeldBack({"redacted": True, "player": "tohaa"}, {"actor": "tohaa"}, True)


def test_a_deployment_step_lists_every_trooper_but_the_hidden_one() -> None:
    seen = HIDDEN.event(
        {"step": 2, "player": "tohaa", "troopers": ["senku-a", "senku-b", "senku-c"]},
        {"actor": "tohaa", "command": {"troopers": ["senku-a", "senku-b", "senku-c"]}},
    )
    assert seen.data == {"step": 2, "player": "tohaa", "troopers": ["senku-a", "senku-c"]}
    assert seen.metadata == {"actor": "tohaa", "command": {"troopers": ["senku-a", "senku-c"]}}
    assert seen.held_back


def test_an_event_not_naming_it_is_the_same_event() -> None:
    data, metadata = {"player": "ariadna"}, {"actor": "ariadna"}
    seen = HIDDEN.event(data, metadata)
    assert (seen.data, seen.metadata, seen.held_back) == (data, metadata, False)


def test_the_state_leaves_the_hidden_trooper_out_and_keeps_the_others() -> None:
    state = fennec_and_senkus().state
    assert [t.trooper_id for t in state.troopers] == ["fennec", "senku-a", "senku-b"]
    seen = HIDDEN.state(state)
    assert [t.trooper_id for t in seen.troopers] == ["fennec", "senku-a"]
    assert msgspec.structs.replace(seen, troopers=state.troopers) == state


def test_only_an_opponents_unrevealed_server_held_hidden_deployment_is_hidden() -> None:
    state = msgspec.structs.replace(
        fennec_and_senkus().state,
        secrets=(
            secret("tohaa", "hidden_deployment"),
            secret("tohaa", "hidden_deployment", held_by="client"),
            secret("tohaa", "hidden_deployment", revealed=True),
            secret("tohaa", "camouflage"),
            secret("tohaa", "impersonation"),
            secret("ariadna", "hidden_deployment"),
        ),
    )
    assert [s.owner for s in hidden_from(state, "ariadna")] == ["tohaa"]
    assert [s.owner for s in hidden_from(state, "organiser")] == ["tohaa", "ariadna"]
    assert [s.owner for s in hidden_from(state, "tohaa")] == ["ariadna"]


NAMED = Sight({"senku-b": "tohaa"}, {"Senku B": "tohaa"})


def test_an_order_or_roll_names_the_hidden_trooper_by_its_id_or_its_name() -> None:
    assert NAMED.named({"number": 3, "trooper": "senku-b", "declarations": []})
    assert NAMED.named({"sides": [{"name": "Senku B", "attribute": 11}]})
    assert not NAMED.named({"number": 4, "trooper": "senku-a", "declarations": []})
    # A JSON value names it only when equal to it; a replay's text when it contains it.
    assert not NAMED.named({"label": "senku-bx"})
    assert NAMED.named("Order 3: Senku B moves.")
    assert not NAMED.named("Order 4: Senku A moves.")


def test_the_open_order_of_the_hidden_trooper_is_not_shown() -> None:
    class Held(msgspec.Struct, frozen=True):
        open_order: dict[str, Any] | None
        troopers: list[str]

    held = Held({"trooper": "senku-b"}, ["senku-a", "senku-b"])
    assert HIDDEN.state(held) == Held(None, ["senku-a"])
    visible = Held({"trooper": "senku-a"}, ["senku-a", "senku-b"])
    assert HIDDEN.state(visible) == Held({"trooper": "senku-a"}, ["senku-a"])


def test_a_list_item_that_names_the_hidden_trooper_anywhere_is_left_out() -> None:
    # A Fireteam led by the hidden trooper, or a State it holds, names it under another key
    # than trooper_id: the whole item goes, not only the key.
    class Table(msgspec.Struct, frozen=True):
        fireteams: list[dict[str, Any]]
        held_states: list[dict[str, Any]]

    table = Table(
        [{"number": 1, "members": ["senku-a"], "leader": "senku-b"}],
        [{"trooper": "senku-b", "state": "targeted"}, {"trooper": "senku-a", "state": "x"}],
    )
    assert HIDDEN.state(table) == Table([], [{"trooper": "senku-a", "state": "x"}])


def test_an_event_naming_the_hidden_trooper_by_its_name_alone_is_redacted() -> None:
    # A free-standing roll names its sides by name, not by trooper id: the hidden trooper's
    # side goes, the opponent's own side stays.
    data = {"sides": [{"name": "Senku B", "attribute": 11}, {"name": "Fennec", "attribute": 12}]}
    assert NAMED.event(data, {}).data == {"sides": [{"name": "Fennec", "attribute": 12}]}
    winner = NAMED.event({"winner": "Senku B"}, {})
    assert winner.data == {"redacted": True, "player": "tohaa"}
    other = {"sides": [{"name": "Senku A", "attribute": 11}]}
    assert NAMED.event(other, {}) == HeldBack(other, {}, held_back=False)


MASKED = Sight({}, aliases={"senku-a": "camouflage-3", "Senku A": "camouflage-3"})


def test_a_trooper_behind_a_marker_is_named_as_its_marker_in_its_order() -> None:
    seen = MASKED.event(
        {"order": 2, "trooper": "senku-a", "sides": ["senku-a:bs_attack>fennec"]},
        {"actor": "tohaa", "command": {"trooper": "senku-a"}},
        "trooper_activated",
    )
    assert seen == HeldBack(
        {"order": 2, "trooper": "camouflage-3", "sides": ["camouflage-3:bs_attack>fennec"]},
        {"actor": "tohaa", "command": {"trooper": "camouflage-3"}},
        True,
    )
    # Aimed at: the target half of a side is the marker too; other words are left alone.
    aimed = MASKED.event({"side": "fennec:bs_attack>senku-a", "label": "senku-ab"}, {}, "x")
    assert aimed.data == {"side": "fennec:bs_attack>camouflage-3", "label": "senku-ab"}


def test_the_army_lists_own_records_name_the_trooper_as_itself() -> None:
    added = {"trooper": {"trooper_id": "senku-a", "name": "Senku A"}}
    for kind in ("trooper_added", "trooper_edited", "trooper_removed"):
        assert MASKED.event(added, {}, kind) == HeldBack(added, {}, held_back=False)


def test_the_state_names_the_marker_but_its_list_of_troopers_keeps_the_trooper() -> None:
    class Table(msgspec.Struct, frozen=True):
        open_order: dict[str, Any] | None
        troopers: list[dict[str, str]]

    table = Table({"trooper": "senku-a"}, [{"trooper_id": "senku-a", "name": "Senku A"}])
    assert MASKED.state(table) == Table({"trooper": "camouflage-3"}, table.troopers)
    # For a command the trooper is on the table, as itself.
    state = fennec_and_senkus().state
    assert MASKED.seen_state(state) == state
    assert MASKED.mentions("Order 2: Senku A moves.")
    assert not MASKED.named("Order 2: Senku A moves.")


# --- Commands, decided once with their sender's sight -------------------------------------------


def _refusal(state: Any, command: Any, sight: Sight | None) -> DomainError:
    with pytest.raises(DomainError) as refused:
        decide(state, command, None, sight)
    return refused.value


def test_a_command_naming_the_hidden_trooper_is_refused_as_one_naming_no_trooper() -> None:
    # Ariadna's turn runs; senku-b is hidden from her. Shooting it is shooting at nobody.
    state = fennec_and_senkus().state
    at_hidden = ActivateTrooper(actor="ariadna", trooper="fennec", skill=shot(("senku-b", 3, 15)))
    at_nobody = ActivateTrooper(actor="ariadna", trooper="fennec", skill=shot(("senku-z", 3, 15)))
    hidden, nobody = _refusal(state, at_hidden, HIDDEN), _refusal(state, at_nobody, HIDDEN)
    assert type(hidden) is type(nobody)
    assert str(hidden).replace("senku-b", "senku-z") == str(nobody)
    # Only the command naming it is decided on the game as Ariadna sees it.
    assert HIDDEN.decided_on(state, at_hidden) is not state
    assert HIDDEN.decided_on(state, at_nobody) is state


def test_a_free_word_like_the_hidden_troopers_id_reaches_nothing() -> None:
    # A roll's side named as the hidden trooper's id is a name, decided on the game itself.
    state = fennec_and_senkus().state
    roll = FreeRoll(
        actor="ariadna", kind="normal", sides=(FreeRollSide(name="senku-b", attribute=11),)
    )
    assert HIDDEN.decided_on(state, roll) is state


def test_a_refusal_on_the_game_itself_names_no_hidden_trooper_but_the_senders_own_words() -> None:
    sight = Sight({"senku-b": "tohaa"}, {"Senku B": "tohaa"})
    state = fennec_and_senkus().state
    command = FreeRoll(
        actor="ariadna", kind="normal", sides=(FreeRollSide(name="a", attribute=11),)
    )
    named = InvalidCommand("senku-b and 'Senku B' stand in the way")
    refused = sight.refused(state, command, named, as_seen=False)
    assert (type(refused), str(refused)) == (
        InvalidCommand,
        "a trooper and a trooper stand in the way",
    )
    echoed = FreeRoll(
        actor="ariadna", kind="normal", sides=(FreeRollSide(name="senku-b", attribute=11),)
    )
    kept = sight.refused(state, echoed, InvalidCommand("'senku-b': Burst is 1..5"), as_seen=False)
    assert str(kept) == "'senku-b': Burst is 1..5"


def test_a_reader_sees_a_revealed_secret_their_own_or_a_commitment_and_no_hidden_trooper() -> None:
    revealed = secret("tohaa", "lieutenant", revealed=True)
    own = secret("ariadna", "lieutenant")
    client_held = secret("ariadna", "camouflage", held_by="client")
    theirs = secret("tohaa", "camouflage")
    hidden = msgspec.structs.replace(secret("tohaa", "hidden_deployment"), trooper="h-1")
    assert secret_sight(revealed, "ariadna") == "open"
    assert secret_sight(own, "ariadna") == "own"
    # The service never knew what a client-held secret hides, not even for its owner.
    assert secret_sight(client_held, "ariadna") == "commitment"
    assert secret_sight(theirs, "ariadna") == "commitment"
    # A trooper added in Hidden Deployment is, to anyone but its owner, no trooper at all.
    assert secret_sight(hidden, "ariadna") is None
    assert secret_sight(hidden, "tohaa") == "own"
    assert secret_sight(hidden, "organiser") is None

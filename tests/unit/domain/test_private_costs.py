"""A trooper's Cost, and any sum of Costs, is kept from every reader but its player until the
game ends, in games under the privacy rule ("Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information, "Your Troopers' Cost and SWC" are
Private; "When the game ends, an Army List's Private Information becomes Open Information").
Expected values are written out by hand."""

from __future__ import annotations

import msgspec

from service.domain.privacy import PrivateLists, private_lists
from service.domain.state import GameState
from service.domain.visibility import HeldBack, Sight
from tests.builders.game import ARIADNA, TOHAA, add, new_game


def _table(*, rule: int = 1, ended: bool = False, priced: bool = True) -> GameState:
    """Ariadna's Fennec (27 points) and Tohaa's Senku (35), or both given no cost."""
    game = new_game(manual_dice=False, **({"privacy_rule": rule} if rule else {}))
    add(game, ARIADNA, "fennec", **({"points": 27} if priced else {}))
    add(game, TOHAA, "senku", **({"points": 35} if priced else {}))
    return msgspec.structs.replace(game.state, ended=ended)


def test_each_player_sees_its_own_costs_and_the_organiser_none() -> None:
    state = _table()
    assert private_lists(state, "ariadna") == PrivateLists(players=frozenset({"tohaa"}))
    assert private_lists(state, "tohaa") == PrivateLists(players=frozenset({"ariadna"}))
    assert private_lists(state, "organiser") == PrivateLists(
        players=frozenset({"ariadna", "tohaa"})
    )


def test_the_end_and_games_before_the_rule_keep_nothing() -> None:
    assert not private_lists(_table(ended=True), "ariadna")
    assert not private_lists(_table(rule=0), "ariadna")


SEES_ARIADNAS = Sight({}, private=PrivateLists(players=frozenset({"tohaa"})))


def test_another_players_trooper_is_listed_without_its_cost() -> None:
    data = {"trooper": {"trooper_id": "senku", "player": "tohaa", "points": 35}}
    metadata = {"actor": "tohaa", "command": {"command": "add_trooper", "points": 35}}
    assert SEES_ARIADNAS.private_event("trooper_added", data, metadata) == HeldBack(
        {"trooper": {"trooper_id": "senku", "player": "tohaa"}},
        {"actor": "tohaa", "command": {"command": "add_trooper"}},
        True,
    )
    edited = SEES_ARIADNAS.private_event("trooper_edited", data, metadata)
    assert edited.data == {"trooper": {"trooper_id": "senku", "player": "tohaa"}}
    # The reader's own trooper, and a trooper given no cost, are shown as they are.
    own = {"trooper": {"trooper_id": "fennec", "player": "ariadna", "points": 27}}
    assert SEES_ARIADNAS.private_event("trooper_added", own, {}) == HeldBack(own, {}, False)
    free = {"trooper": {"trooper_id": "senku-2", "player": "tohaa"}}
    assert SEES_ARIADNAS.private_event("trooper_added", free, {}) == HeldBack(free, {}, False)


def test_a_retreat_names_no_sum_of_another_players_costs() -> None:
    data = {"player": "tohaa", "survivors_points": 20, "army_points": 100, "round": 2}
    seen = SEES_ARIADNAS.private_event("retreat_declared", data, {"actor": "tohaa"})
    assert seen == HeldBack({"player": "tohaa", "round": 2}, {"actor": "tohaa"}, True)
    cancelled = {"player": "tohaa", "survivors_points": 80, "army_points": 100}
    assert SEES_ARIADNAS.private_event("retreat_cancelled", cancelled, {}).data == {
        "player": "tohaa"
    }
    own = {"player": "ariadna", "survivors_points": 20, "army_points": 100, "round": 2}
    assert SEES_ARIADNAS.private_event("retreat_declared", own, {}).data == own


def test_the_state_lists_another_players_troopers_without_their_costs() -> None:
    seen = SEES_ARIADNAS.private_state(_table())
    assert [(t.trooper_id, t.points) for t in seen.troopers] == [
        ("fennec", 27),
        ("senku", msgspec.UNSET),
    ]

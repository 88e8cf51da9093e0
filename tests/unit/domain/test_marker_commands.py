"""A command of a player who sees a trooper only as its marker names the marker, in games
under the privacy rule (``privacy_rule`` 1): the handle is read as the trooper behind it, and
the trooper's own id is refused alike for every trooper behind a marker ("Camouflaged State",
N5: https://infinitythewiki.com/Camouflaged_State, the player "places a Camouflaged Marker";
docs/rules.md, "Markers: Camouflage and Impersonation"). Games recorded before the rule read
the command as it was sent. Expected values are written out by hand."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.commands import ChooseDiscard, DeclareAro
from service.domain.declarations import Discover
from service.domain.errors import InvalidCommand, NotAModel
from service.domain.state import GameState
from service.domain.visibility import Sight
from tests.builders.game import ARIADNA, opening, rejects, shot
from tests.builders.game import Game as PlayedGame

MASKED = Sight(
    {},
    aliases={
        "senku-a": "camouflage-3",
        "Senku A": "camouflage-3",
        "senku-b": "camouflage-4",
        "Senku B": "camouflage-4",
    },
    markers={"camouflage-3": "senku-a", "camouflage-4": "senku-b"},
)
UNDER_THE_RULE = GameState(privacy_rule=1)
BEFORE_THE_RULE = GameState()


def aro_at(target: str) -> DeclareAro:
    return DeclareAro(actor=ARIADNA, order=2, trooper="fennec", skill=shot((target, 1, 15)))


def test_a_markers_handle_is_read_as_the_trooper_behind_it() -> None:
    assert MASKED.sent(UNDER_THE_RULE, aro_at("camouflage-3")) == aro_at("senku-a")
    discover = DeclareAro(
        actor=ARIADNA, order=2, trooper="fennec", skill=Discover(target="camouflage-4")
    )
    assert MASKED.sent(UNDER_THE_RULE, discover) == msgspec.structs.replace(
        discover, skill=Discover(target="senku-b")
    )
    # A roll's side the reader was shown with the marker in it names the trooper again.
    discard = ChooseDiscard(actor=ARIADNA, order=2, side="fennec:bs_attack>camouflage-3", die=0)
    assert MASKED.sent(UNDER_THE_RULE, discard).side == "fennec:bs_attack>senku-a"
    # The reader's own trooper, and anything else, is read as sent.
    assert MASKED.sent(UNDER_THE_RULE, aro_at("fennec-2")) == aro_at("fennec-2")


def test_naming_the_trooper_itself_is_refused_alike_whatever_its_marker() -> None:
    refusals = []
    for senku in ("senku-a", "senku-b"):
        with pytest.raises(NotAModel) as refused:
            MASKED.sent(UNDER_THE_RULE, aro_at(senku))
        refusals.append(str(refused.value).replace(senku, "<id>"))
    assert refusals[0] == refusals[1]
    assert "camouflage-3" not in refusals[0]
    assert "camouflage-4" not in refusals[0]
    with pytest.raises(NotAModel):
        MASKED.sent(UNDER_THE_RULE, ChooseDiscard(actor=ARIADNA, side="senku-b:dodge", die=0))
    assert issubclass(NotAModel, InvalidCommand)


def test_a_game_recorded_before_the_rule_reads_the_command_as_sent() -> None:
    assert MASKED.sent(BEFORE_THE_RULE, aro_at("senku-a")) == aro_at("senku-a")
    assert MASKED.sent(BEFORE_THE_RULE, aro_at("camouflage-3")) == aro_at("camouflage-3")


def test_an_answer_names_the_marker_for_games_under_the_rule() -> None:
    body = {"version": 9, "events": [{"data": {"side": "fennec:discover>senku-a"}}]}
    shown = {"version": 9, "events": [{"data": {"side": "fennec:discover>camouflage-3"}}]}
    assert MASKED.answered(UNDER_THE_RULE, body) == shown
    assert MASKED.answered(BEFORE_THE_RULE, body) == body
    assert MASKED.refusal(UNDER_THE_RULE, "'senku-a' is not yours") == "'camouflage-3' is not yours"
    assert MASKED.refusal(BEFORE_THE_RULE, "'senku-a' is not yours") == "'senku-a' is not yours"


def test_a_game_records_the_privacy_rule_it_is_played_under() -> None:
    game = PlayedGame()
    game.run(opening(privacy_rule=1))
    assert game.state.privacy_rule == 1
    assert PlayedGame().state.privacy_rule == 0
    rejects(PlayedGame(), opening(privacy_rule=99), InvalidCommand, "no privacy rule revision 99")

"""The Lieutenant stays Private until it spends its Lieutenant Order or the game ends, in games
under the privacy rule (``privacy_rule`` 1).

- https://infinitythewiki.com/Lieutenant (N5): labelled "Private Information, Obligatory."
- https://infinitythewiki.com/Loss_of_Lieutenant (N5): "At the end of the player's Turn, they
  must appoint a new Lieutenant [...] The identity of this new Lieutenant is still considered
  Private Information."
- https://infinitythewiki.com/Orders_and_the_Order_Pool (N5): "The status and expenditure of
  the Lieutenant Special Order is Open Information", so the trooper seen to spend it is known.

A Loss of Lieutenant names no trooper and reveals no secret: a client-held Lieutenant's loss is
its player's word, a server-held one's the service's; the audit holds either to the secret once
revealed. Games recorded before the rule decide as they were played (the other tests of the
private Lieutenant). Expected values are written out by hand.
"""

from __future__ import annotations

import hashlib

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AppointLieutenant,
    ChooseInitiative,
    CommitSecret,
    DeployTroopers,
    EndTurn,
    EnteredDice,
    RevealSecret,
    RollInitiative,
    SecretOpening,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.errors import InvalidCommand
from service.domain.events import LossOfLieutenantDeclared, TurnStarted
from service.domain.openings import with_lieutenant_openings
from service.domain.privacy import PrivateLists, private_lists
from service.domain.visibility import HeldBack, Sight, lieutenants_known
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, trooper
from tests.builders.tactical import a2_drops, deploy_armies

SALT = "5a" * 32
SECRET_ID = "lt-tohaa"
B1_LIEUTENANT = {"kind": "lieutenant", "trooper": "b1"}
B1_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"lieutenant","trooper":"b1"}}'.encode()
).hexdigest()
B1_OPENING = SecretOpening(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
CANNOT_LEAD = "the Lieutenant cannot lead: in a Null State, Isolated or Possessed"
"""The reason a Loss of Lieutenant gives under the rule: no trooper, no State."""


def flagged_game(*, rule: bool = True) -> Game:
    """Ariadna's a1 and Tohaa's b1 are flagged Lieutenants (``tactical.deploy_armies``)."""
    game = new_game(manual_dice=True, rounds=3, **({"privacy_rule": 1} if rule else {}))
    deploy_armies(game)
    return game


def private_game(held_by: str) -> Game:
    """Tohaa's b1 is a private Lieutenant, committed as a secret ``held_by``: a free game, so
    a client-held one needs no declared WIP."""
    game = new_game(manual_dice=True, privacy_rule=1)
    game.run(trooper(ARIADNA, "a1", lieutenant=True, points=50))
    game.run(trooper(ARIADNA, "a2", points=30))
    for trooper_id in ("b1", "b2", "b3"):
        game.run(trooper(TOHAA, trooper_id, points=20))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by=held_by,
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def test_a_flagged_lieutenant_down_is_a_loss_of_lieutenant_naming_no_trooper() -> None:
    game = flagged_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert events[0] == LossOfLieutenantDeclared(player=TOHAA, reason=CANNOT_LEAD)
    assert "b1" not in str(events)
    # Before the rule it named the trooper, as it was played.
    before = flagged_game(rule=False)
    before.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(before, "b1")
    before.run(EndTurn(actor=ARIADNA))
    played = before.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert played[0] == LossOfLieutenantDeclared(player=TOHAA, reason="the Lieutenant 'b1' is Dead")


@pytest.mark.parametrize("held_by", ["client", "server"])
def test_a_private_lieutenants_loss_is_taken_on_its_word_and_reveals_nothing(held_by: str) -> None:
    game = private_game(held_by)
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=True))
    assert [type(e) for e in events] == [TurnStarted]
    (turn,) = events
    assert isinstance(turn, TurnStarted)
    # Outside the Game Sequence a lost Lieutenant gives no Lieutenant Order; nothing revealed.
    assert (turn.lieutenant_orders, turn.declared_loss_of_lieutenant) == (0, True)
    record = game.state.secret(SECRET_ID)
    assert record is not None
    assert not record.revealed


def test_in_the_sequence_a_private_lieutenants_loss_is_declared_naming_no_trooper() -> None:
    game = new_game(manual_dice=True, rounds=3, privacy_rule=1)
    game.run(trooper(ARIADNA, "a1", lieutenant=True, points=50))
    game.run(trooper(ARIADNA, "a2", points=30))
    for trooper_id in ("b1", "b2", "b3"):
        game.run(trooper(TOHAA, trooper_id, points=20))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="server",
        )
    )
    game.run(
        RollInitiative(
            actor=ORGANISER,
            dice=(EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,))),
            private_wip={TOHAA: 13},
        )
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1", "b2")))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1",)))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b3",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a2",)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    # What the service sends for a server-held Lieutenant it opened and found down.
    asked = StartTurn(actor=TOHAA, player=TOHAA)
    sent = with_lieutenant_openings(game.state, asked, {SECRET_ID: B1_OPENING})
    assert sent == StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=True)
    loss, turn = game.run(sent)
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason=CANNOT_LEAD)
    assert isinstance(turn, TurnStarted)
    assert turn.lieutenant_orders == 0
    assert TOHAA in game.state.loss_of_lieutenant
    # A player's own word for a Lieutenant the service holds is not taken: the service's is.
    with pytest.raises(InvalidCommand, match="held by the service"):
        with_lieutenant_openings(
            game.state,
            StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=False),
            {SECRET_ID: B1_OPENING},
        )


def test_each_reader_but_its_player_does_not_know_the_lieutenant_until_it_spends_its_order() -> (
    None
):
    game = flagged_game()
    state = game.state
    assert private_lists(state, ARIADNA) == PrivateLists(
        players=frozenset({TOHAA}), lieutenants=frozenset({"b1"})
    )
    assert private_lists(state, ORGANISER).lieutenants == frozenset({"a1", "b1"})
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="a1", order_type="lieutenant", skill=Move()))
    # Seen to spend the Lieutenant Order: a1 is the Lieutenant, to everyone.
    assert private_lists(game.state, TOHAA).lieutenants == frozenset()
    assert private_lists(game.state, ORGANISER).lieutenants == frozenset({"b1"})
    ended = msgspec.structs.replace(game.state, ended=True)
    assert not private_lists(ended, ORGANISER)


def test_a_new_lieutenant_is_its_players_own() -> None:
    game = flagged_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(AppointLieutenant(actor=TOHAA, trooper="b2"))
    # b1 lost the skill to b2 (Lieutenant, N5: "Once that happens, the owner of this Special
    # Skill loses it"): the state knows b2, and its player alone sees it.
    known = lieutenants_known(game.state, game.state)
    assert [t.trooper_id for t in known.troopers if t.lieutenant] == ["a1", "b2"]
    assert private_lists(game.state, ARIADNA).lieutenants == frozenset({"b2"})
    assert private_lists(game.state, TOHAA).lieutenants == frozenset({"a1"})


SEES_ARIADNAS = Sight(
    {},
    private=PrivateLists(
        players=frozenset({TOHAA}), lieutenants=frozenset({"b1"}), disclosed=frozenset({"b3"})
    ),
)


def test_another_players_lieutenant_is_listed_as_a_trooper_and_its_appointment_names_none() -> None:
    data = {"trooper": {"trooper_id": "b1", "player": TOHAA, "lieutenant": True}}
    metadata = {"actor": TOHAA, "command": {"command": "add_trooper", "lieutenant": True}}
    assert SEES_ARIADNAS.private_event("trooper_added", data, metadata) == HeldBack(
        {"trooper": {"trooper_id": "b1", "player": TOHAA, "lieutenant": False}},
        {"actor": TOHAA, "command": {"command": "add_trooper", "lieutenant": False}},
        True,
    )
    appointed = {"player": TOHAA, "trooper": "b2"}
    command = {"actor": TOHAA, "command": {"command": "appoint_lieutenant", "trooper": "b2"}}
    assert SEES_ARIADNAS.private_event("lieutenant_appointed", appointed, command) == HeldBack(
        {"player": TOHAA}, {"actor": TOHAA, "command": {"command": "appoint_lieutenant"}}, True
    )
    # A Lieutenant seen to spend its Order is named, and the reader's own is theirs.
    seen = {"player": TOHAA, "trooper": "b3"}
    assert SEES_ARIADNAS.private_event("lieutenant_appointed", seen, {}) == HeldBack(
        seen, {}, False
    )
    own = {"trooper": {"trooper_id": "a1", "player": ARIADNA, "lieutenant": True}}
    assert SEES_ARIADNAS.private_event("trooper_added", own, {}) == HeldBack(own, {}, False)


def test_the_state_shows_another_players_lieutenant_unflagged_and_no_appointment() -> None:
    game = flagged_game()
    shown = SEES_ARIADNAS.private_state(lieutenants_known(game.state, game.state))
    assert [t.trooper_id for t in shown.troopers if t.lieutenant] == ["a1"]


def test_a_revealed_private_lieutenant_is_flagged_in_a_game_recorded_before_the_rule_too() -> None:
    """The flag follows the state in every game: a private Lieutenant its player revealed is
    the Lieutenant everyone knows (the state's ``lieutenant_of``), so it reads flagged."""
    game = new_game(manual_dice=True)
    game.run(trooper(ARIADNA, "a1"))
    for trooper_id in ("b1", "b2"):
        game.run(trooper(TOHAA, trooper_id))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="client",
        )
    )
    assert [
        t.trooper_id for t in lieutenants_known(game.state, game.state).troopers if t.lieutenant
    ] == []
    game.run(RevealSecret(actor=TOHAA, secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT))
    assert game.state.privacy_rule == 0
    known = lieutenants_known(game.state, game.state)
    assert [t.trooper_id for t in known.troopers if t.lieutenant] == ["b1"]
    # Before the rule nothing of the army lists is kept from the other readers.
    assert not private_lists(game.state, ARIADNA)

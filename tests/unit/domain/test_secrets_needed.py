"""Which sealed secrets a command needs, said by the domain from the command and the state
before it is decided (``openings.secrets_needed``), so the service opens exactly those once and
decides the command once; and the command carrying them (``openings.with_openings``).

Expected values by hand from the rules each command follows:

- The game's end reveals every server-held secret not yet revealed ("Open and Private
  Information", N5: Private Information is revealed at the end; docs/rules.md). A game ends by
  the organiser's end, after the last Player Turn of the last Game Round (a Game Round is one
  Player Turn of each player: https://infinitythewiki.com/Game_Round), at the end of the first
  Game Round that starts with an army in Retreat!, and at the start of the turn of an army in
  Retreat! with no trooper left (https://infinitythewiki.com/Retreat_Situation).
- A private Lieutenant is opened for its Lieutenant Order, for the start of its army's turn
  (whether it is lost: https://infinitythewiki.com/Loss_of_Lieutenant) and for the Initiative
  Roll's WIP.
- A trooper behind a marker is opened when its order or ARO reveals it (Camouflaged State, N5):
  every marker of that player, since only the secrets tell which trooper each hides; a trooper
  in Hidden Deployment only for its owner's order or ARO of it.
"""

from __future__ import annotations

import hashlib

import msgspec

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    Command,
    CommitSecret,
    EndGame,
    EndTurn,
    FreeRoll,
    FreeRollSide,
    RevealSecret,
    SecretOpening,
    StartTurn,
)
from service.domain.declarations import Idle, Move
from service.domain.events import Event, GameEnded, SecretRevealed
from service.domain.openings import secrets_needed, with_openings
from service.domain.state import GameState
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game
from tests.builders.tactical import a2_drops
from tests.unit.domain import test_hidden_deployment_rule as hidden_rule
from tests.unit.domain import test_markers as markers
from tests.unit.domain import test_private_lieutenant as private
from tests.unit.domain.test_game_sequence import deployed as sequenced_for
from tests.unit.domain.test_tactical_phase import sequenced

SALT = "c4" * 32
OBJECTIVE = {"kind": "classified_objective", "objective": "Data Scan"}
OBJECTIVE_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"classified_objective","objective":"Data Scan"}}'.encode()
).hexdigest()
OBJECTIVE_OPENING = SecretOpening(secret_id="s-obj", secret=OBJECTIVE, salt=SALT)


def objective(game: Game, secret_id: str = "s-obj", held_by: str = "server") -> None:
    """Ariadna's Classified Objective, a commitment written out by hand above."""
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id=secret_id,
            kind="classified_objective",
            commitment=OBJECTIVE_COMMITMENT,
            held_by=held_by,
        )
    )


def needed(state: GameState, command: Command) -> list[str]:
    return [record.secret_id for record in secrets_needed(state, command)]


FREE_ROLL = FreeRoll(actor=ARIADNA, kind="normal", sides=(FreeRollSide(name="a", attribute=12),))


# --- The game's end -------------------------------------------------------------------------------


def test_the_organisers_end_needs_every_server_held_secret_not_yet_revealed() -> None:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "a1")
    objective(game, "s-obj")
    objective(game, "s-client", held_by="client")
    objective(game, "s-open")
    game.run(RevealSecret(actor=ARIADNA, secret_id="s-open", secret=OBJECTIVE, salt=SALT))
    end = EndGame(actor=ORGANISER)
    # s-client is its player's to reveal; s-open is revealed already.
    assert needed(game.state, end) == ["s-obj"]
    # Only the organiser ends the game: a player's end ends nothing, so it opens nothing.
    assert needed(game.state, EndGame(actor=ARIADNA)) == []
    assert needed(game.state, FREE_ROLL) == []
    game.run(with_openings(game.state, end, {"s-obj": OBJECTIVE_OPENING}))
    assert game.state.ended
    # An ended game ends no more.
    assert needed(game.state, end) == []


def test_the_end_of_the_last_player_turn_of_the_last_round_needs_them() -> None:
    # One Game Round: Ariadna's Player Turn, then Tohaa's, the last.
    game = sequenced_for(rounds=1)
    objective(game)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert needed(game.state, EndTurn(actor=ARIADNA)) == []
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    last = EndTurn(actor=TOHAA)
    assert needed(game.state, last) == ["s-obj"]
    carried = with_openings(game.state, last, {"s-obj": OBJECTIVE_OPENING})
    assert carried.openings == (OBJECTIVE_OPENING,)
    events = game.run(carried)
    assert events[-2:] == [
        GameEnded(reason="the last Game Round ended"),
        SecretRevealed(secret_id="s-obj", secret=OBJECTIVE, salt=SALT),
    ]


def after_ariadna_drops(*targets: str) -> Game:
    """A sequenced game with Ariadna's objective sealed, after Ariadna's turn 1, in which a2
    drops ``targets`` of Tohaa's (b1 40, b2 20, b3 40 points)."""
    game = sequenced()
    objective(game)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, *targets)
    game.run(EndTurn(actor=ARIADNA))
    return game


def ended_revealing_the_objective(events: list[Event], reason: str) -> bool:
    revealed = SecretRevealed(secret_id="s-obj", secret=OBJECTIVE, salt=SALT)
    return GameEnded(reason=reason) in events and events[-1] == revealed


def test_the_end_of_the_first_round_that_starts_in_retreat_needs_them() -> None:
    # Tohaa (100 points) loses b1 and b3 (40 each) in Ariadna's turn 1: 20 survive, a quarter
    # or less. Tohaa plays second, so Game Round 2 is the first to start in Retreat!, and the
    # game ends with its last Player Turn, turn 4.
    game = after_ariadna_drops("b1", "b3")
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert needed(game.state, EndTurn(actor=TOHAA)) == []
    game.run(EndTurn(actor=TOHAA))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert needed(game.state, EndTurn(actor=ARIADNA)) == []
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert needed(game.state, EndTurn(actor=TOHAA)) == ["s-obj"]
    events = game.run(with_openings(game.state, EndTurn(actor=TOHAA), {"s-obj": OBJECTIVE_OPENING}))
    assert ended_revealing_the_objective(events, "Retreat!: the end of Game Round 2")


def test_the_turn_of_an_army_in_retreat_with_no_trooper_left_needs_them() -> None:
    game = after_ariadna_drops("b1", "b2", "b3")
    start = StartTurn(actor=TOHAA, player=TOHAA)
    assert needed(game.state, start) == ["s-obj"]
    events = game.run(with_openings(game.state, start, {"s-obj": OBJECTIVE_OPENING}))
    assert ended_revealing_the_objective(events, "Retreat!: 'tohaa' has lost all its Troopers")


def test_a_turn_of_an_army_with_troopers_left_ends_nothing() -> None:
    game = after_ariadna_drops("b1", "b3")
    # In Retreat! (20 of 100 points survive) but b2 still acts: the game goes on.
    assert needed(game.state, StartTurn(actor=TOHAA, player=TOHAA)) == []


def test_an_end_that_also_reveals_the_lieutenant_opens_it_once_and_reveals_it_once() -> None:
    # Tohaa's private Lieutenant b1 (server-held) and every other Tohaa trooper fall: the turn
    # start reveals the Lieutenant (its Loss of Lieutenant, in a game recorded before the
    # privacy rule) and ends the game (Retreat! with no trooper left), whose end reveals
    # Ariadna's objective: each secret opened and revealed once.
    game = private.deployed()
    objective(game)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1", "b2", "b3")
    game.run(EndTurn(actor=ARIADNA))
    start = StartTurn(actor=TOHAA, player=TOHAA)
    assert needed(game.state, start) == [private.SECRET_ID, "s-obj"]
    opened = {private.SECRET_ID: private.B1_OPENING, "s-obj": OBJECTIVE_OPENING}
    carried = with_openings(game.state, start, opened)
    assert carried.lieutenant_opening == private.B1_OPENING
    assert carried.openings == (OBJECTIVE_OPENING,)
    events = game.run(carried)
    revealed = [e.secret_id for e in events if isinstance(e, SecretRevealed)]
    assert revealed == [private.SECRET_ID, "s-obj"]
    assert game.state.ended


# --- A private Lieutenant -------------------------------------------------------------------------


def test_a_private_lieutenant_is_needed_for_its_order_its_turns_start_and_the_initiative() -> None:
    game = private.deployed()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    start = StartTurn(actor=TOHAA, player=TOHAA)
    assert needed(game.state, start) == [private.SECRET_ID]
    # Ariadna's Lieutenant is in her army list: nothing of hers is sealed.
    assert needed(private.private_game().state, private.initiative()) == [private.SECRET_ID]
    game.run(with_openings(game.state, start, {private.SECRET_ID: private.B1_OPENING}))
    lieutenant_order = ActivateTrooper(
        actor=TOHAA, trooper="b1", skill=Move(), order_type="lieutenant"
    )
    assert needed(game.state, lieutenant_order) == [private.SECRET_ID]
    regular = ActivateTrooper(actor=TOHAA, trooper="b2", skill=Move())
    assert needed(game.state, regular) == []


# --- Markers and Hidden Deployment ----------------------------------------------------------------


def test_a_revealing_aro_needs_every_marker_of_its_player_and_carries_only_its_own() -> None:
    game = markers.ariadna_moves()
    assert needed(game.state, markers.aro("senku-a")) == ["s-camo"]
    assert needed(game.state, markers.aro("senku-b")) == ["s-camo"]
    assert needed(game.state, markers.aro("senku-a", idle=True)) == []
    opened = {"s-camo": markers.OPENING}
    assert with_openings(game.state, markers.aro("senku-a"), opened).marker_opening == (
        markers.OPENING
    )
    assert with_openings(game.state, markers.aro("senku-b"), opened).marker_opening is msgspec.UNSET


def test_a_hidden_trooper_is_needed_for_its_owners_order_of_it_only() -> None:
    game = hidden_rule.table()
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    own = ActivateTrooper(actor=TOHAA, trooper=hidden_rule.HIDDEN, skill=Idle())
    assert needed(game.state, own) == [hidden_rule.SECRET_ID]
    # Anyone else naming it names a trooper that is not there.
    theirs = msgspec.structs.replace(own, actor=ARIADNA)
    assert needed(game.state, theirs) == []
    carried = with_openings(game.state, own, {hidden_rule.SECRET_ID: hidden_rule.OPENING})
    assert carried.marker_opening == hidden_rule.OPENING
    assert carried.openings is msgspec.UNSET

"""Private Information kept as commitments ("Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information): the log shows a commitment, a reveal
must hash to it, and the game's end reveals what the server holds."""

from __future__ import annotations

import hashlib

import pytest

from service.domain.commands import (
    ORGANISER,
    CommitSecret,
    EndGame,
    EndTurn,
    RevealSecret,
    SecretOpening,
    StartTurn,
)
from service.domain.errors import Forbidden, InvalidCommand, NotFound, SecretMismatch, StateConflict
from service.domain.events import GameEnded, SecretCommitted, SecretRevealed
from service.domain.game import EventRejectedError, decide, evolve, fold
from service.domain.secrets import commitment, needs_openings
from service.domain.state import GameState
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, rejects
from tests.unit.domain.test_game_sequence import deployed

SALT = "ab" * 32


def fold_of(state: GameState, command: EndTurn) -> GameState:
    return fold(decide(state, command, None), state)


def by_hand(salt: str, canonical: str) -> str:
    """The secrets guide's scheme, written out: SHA-256 of salt, a newline, the canonical JSON."""
    return hashlib.sha256(f"{salt}\n{canonical}".encode()).hexdigest()


LIEUTENANT = {"kind": "lieutenant", "trooper": "a1"}
LIEUTENANT_HASH = by_hand(SALT, '{"kind":"lieutenant","trooper":"a1"}')


def game_with_troopers() -> Game:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "a1")
    add(game, TOHAA, "t1")
    return game


def commit(game: Game, secret_id: str = "s1", held_by: str = "client") -> list[object]:
    return list(
        game.run(
            CommitSecret(
                actor=ARIADNA,
                secret_id=secret_id,
                kind="lieutenant",
                commitment=LIEUTENANT_HASH,
                held_by=held_by,
            )
        )
    )


def test_the_commitment_is_the_readmes_scheme_with_keys_sorted() -> None:
    # Keys given out of order still hash as sorted; non-ASCII is hashed as UTF-8, not escaped.
    assert commitment(SALT, {"trooper": "a1", "kind": "lieutenant"}) == LIEUTENANT_HASH
    objective = {"kind": "classified_objective", "objective": "Télémétrie"}
    assert commitment(SALT, objective) == by_hand(
        SALT, '{"kind":"classified_objective","objective":"Télémétrie"}'
    )


def test_a_commitment_is_recorded_without_the_secret() -> None:
    game = game_with_troopers()
    events = commit(game)
    assert events == [
        SecretCommitted(
            secret_id="s1",
            owner=ARIADNA,
            kind="lieutenant",
            marker=None,
            commitment=LIEUTENANT_HASH,
            held_by="client",
        )
    ]


def test_a_reveal_that_hashes_to_the_commitment_is_recorded_once() -> None:
    game = game_with_troopers()
    commit(game)
    reveal = RevealSecret(actor=ARIADNA, secret_id="s1", secret=LIEUTENANT, salt=SALT)
    assert game.run(reveal) == [SecretRevealed(secret_id="s1", secret=LIEUTENANT, salt=SALT)]
    rejects(game, reveal, StateConflict, "already revealed")


def test_a_reveal_that_does_not_match_is_refused() -> None:
    game = game_with_troopers()
    commit(game)
    other = {"kind": "lieutenant", "trooper": "a2"}
    rejects(
        game,
        RevealSecret(actor=ARIADNA, secret_id="s1", secret=other, salt=SALT),
        SecretMismatch,
        "do not hash",
    )
    rejects(
        game,
        RevealSecret(actor=ARIADNA, secret_id="s1", secret=LIEUTENANT, salt="cd" * 32),
        SecretMismatch,
        "do not hash",
    )


def test_only_the_owner_reveals() -> None:
    game = game_with_troopers()
    commit(game)
    reveal = RevealSecret(actor=TOHAA, secret_id="s1", secret=LIEUTENANT, salt=SALT)
    rejects(game, reveal, Forbidden, "only 'ariadna' reveals")
    unknown = RevealSecret(actor=ARIADNA, secret_id="s2", secret=LIEUTENANT, salt=SALT)
    rejects(game, unknown, NotFound, "no secret 's2'")


def test_a_client_held_secret_about_an_opponents_trooper_is_forbidden_at_its_reveal() -> None:
    game = game_with_troopers()
    theirs = {"kind": "lieutenant", "trooper": "t1"}
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id="s1",
            kind="lieutenant",
            commitment=by_hand(SALT, '{"kind":"lieutenant","trooper":"t1"}'),
            held_by="client",
        )
    )
    rejects(
        game,
        RevealSecret(actor=ARIADNA, secret_id="s1", secret=theirs, salt=SALT),
        Forbidden,
        "no trooper 't1'",
    )


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        ({"kind": "lieutenant", "marker": 3}, "marker"),
        ({"kind": "camouflage"}, "marker"),
        ({"kind": "spy"}, "kind"),
        ({"commitment": "ABC"}, "commitment"),
        ({"held_by": "both"}, "held"),
        ({"secret_id": "s 1"}, "secret id"),
    ],
)
def test_a_malformed_commitment_is_refused(changes: dict[str, object], match: str) -> None:
    game = game_with_troopers()
    fields: dict[str, object] = {
        "actor": ARIADNA,
        "secret_id": "s1",
        "kind": "lieutenant",
        "commitment": LIEUTENANT_HASH,
        "held_by": "server",
        **changes,
    }
    rejects(game, CommitSecret(**fields), InvalidCommand, match)  # type: ignore[arg-type]


def test_the_organiser_holds_no_secret() -> None:
    game = game_with_troopers()
    command = CommitSecret(
        actor=ORGANISER,
        secret_id="s1",
        kind="lieutenant",
        commitment=LIEUTENANT_HASH,
        held_by="server",
    )
    rejects(game, command, Forbidden, "only a player")


def test_the_end_reveals_every_server_held_secret_it_is_given() -> None:
    game = game_with_troopers()
    commit(game, "s1", held_by="server")
    commit(game, "s2", held_by="client")
    opening = SecretOpening(secret_id="s1", secret=LIEUTENANT, salt=SALT)
    ended = game.run(EndGame(actor=ORGANISER, openings=(opening,)))
    assert ended == [
        GameEnded(reason=""),
        SecretRevealed(secret_id="s1", secret=LIEUTENANT, salt=SALT),
    ]
    # The client-held one is still the owner's to reveal after the end.
    reveal = RevealSecret(actor=ARIADNA, secret_id="s2", secret=LIEUTENANT, salt=SALT)
    assert game.run(reveal) == [SecretRevealed(secret_id="s2", secret=LIEUTENANT, salt=SALT)]


def test_an_end_missing_an_opening_is_refused_and_openings_ride_only_with_the_end() -> None:
    game = game_with_troopers()
    commit(game, "s1", held_by="server")
    rejects(game, EndGame(actor=ORGANISER, openings=()), InvalidCommand, "not opened")
    opening = SecretOpening(secret_id="s1", secret=LIEUTENANT, salt=SALT)
    early = CommitSecret(
        actor=ARIADNA,
        secret_id="s9",
        kind="lieutenant",
        commitment=LIEUTENANT_HASH,
        held_by="client",
        openings=(opening,),
    )
    rejects(game, early, InvalidCommand, "only by the command that ends")


def test_an_edited_reveal_does_not_fold() -> None:
    game = game_with_troopers()
    commit(game)
    edited = SecretRevealed(
        secret_id="s1", secret={"kind": "lieutenant", "trooper": "a2"}, salt=SALT
    )
    with pytest.raises(EventRejectedError, match="breaks its commitment"):
        evolve(game.state, edited)


def test_the_sequences_own_end_reveals_the_server_held_secrets_it_is_given() -> None:
    # The last Player Turn of the last Game Round ends the game (Game Sequence, N5), so that
    # command, not the organiser's, must reveal what the server holds.
    game = deployed(rounds=1)
    secret = LIEUTENANT
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id="s1",
            kind="lieutenant",
            commitment=LIEUTENANT_HASH,
            held_by="server",
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    before = game.state
    unopened = EndTurn(actor=TOHAA)
    after = fold_of(before, unopened)
    assert after.ended
    assert needs_openings(before, after)
    opening = SecretOpening(secret_id="s1", secret=secret, salt=SALT)
    ended = game.run(EndTurn(actor=TOHAA, openings=(opening,)))
    assert ended[-1] == SecretRevealed(secret_id="s1", secret=secret, salt=SALT)
    assert isinstance(ended[-2], GameEnded)
    assert not needs_openings(before, game.state)


def test_a_player_keeps_at_most_64_secrets_so_the_state_stays_bounded() -> None:
    # An army of at most a few dozen troopers has a Lieutenant, a few Classified Objectives and
    # a secret per hidden, camouflaged or impersonating trooper: 64 leaves room for all of them.
    game = game_with_troopers()
    for number in range(64):
        commit(game, f"s{number}")
    rejects(
        game,
        CommitSecret(
            actor=ARIADNA,
            secret_id="s64",
            kind="lieutenant",
            commitment=LIEUTENANT_HASH,
            held_by="client",
        ),
        InvalidCommand,
        "at most 64 secrets",
    )
    # The other player's count is their own.
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="t0",
            kind="lieutenant",
            commitment=LIEUTENANT_HASH,
            held_by="client",
        )
    )

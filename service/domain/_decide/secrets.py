"""Deciding Private Information: a commitment recorded, a secret revealed against it, and the
server-held secrets revealed by the command that ends the game."""

from __future__ import annotations

import re

import msgspec

from service.domain._decide.batch import Batch
from service.domain.access import require_live, require_player
from service.domain.carried import carried
from service.domain.commands import Command, CommitSecret, RevealSecret, SecretOpening
from service.domain.errors import (
    ClassifiedNotDrawn,
    Forbidden,
    InvalidCommand,
    NotFound,
    SecretMismatch,
    StateConflict,
)
from service.domain.events import SecretCommitted, SecretRevealed
from service.domain.hidden import refuse_committed_hidden
from service.domain.secrets import (
    MARKED_KINDS,
    SECRET_KINDS,
    MalformedSecret,
    is_digest,
    opens,
    require_owned_subject,
    sealed_unrevealed,
    subject_of,
)
from service.domain.state import GameState, SecretRecord
from service.rules.scenario import draws_by_scenario

SECRET_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
HOLDERS = ("server", "client")
SECRETS_PER_PLAYER = 64
"""Room for a Lieutenant, the Classified Objectives and a secret per hidden, camouflaged or
impersonating trooper of any army, while the state stays bounded."""


def require_room_for_secrets(state: GameState, player: str, count: int) -> None:
    """The player keeps ``count`` more secrets within ``SECRETS_PER_PLAYER``."""
    own = sum(1 for s in state.secrets if s.owner == player)
    if own + count > SECRETS_PER_PLAYER:
        raise InvalidCommand(f"a player keeps at most {SECRETS_PER_PLAYER} secrets")


def commit_secret(batch: Batch, command: CommitSecret) -> None:
    state = batch.state
    require_live(state)
    require_player(state, command.actor, "only a player holds Private Information")
    if not SECRET_ID.fullmatch(command.secret_id):
        raise InvalidCommand("a secret id is 1-64 letters, digits, _ or -")
    require_room_for_secrets(state, command.actor, 1)
    if state.secret(command.secret_id) is not None:
        raise StateConflict(f"secret {command.secret_id!r} is already recorded")
    if command.kind not in SECRET_KINDS:
        raise InvalidCommand(f"a secret's kind is one of {sorted(SECRET_KINDS)}")
    refuse_committed_hidden(state, command.kind)
    if command.kind == "classified_objective" and draws_by_scenario(state.scenario_rule):
        # An objective the player names is an objective the player chose.
        raise ClassifiedNotDrawn(
            "a Classified Objective is drawn (POST .../secrets/classified), never committed"
        )
    if command.held_by not in HOLDERS:
        raise InvalidCommand("a secret is held by the server or by the client")
    if (command.marker is not None) != (command.kind in MARKED_KINDS):
        raise InvalidCommand(f"a marker number is given exactly for {sorted(MARKED_KINDS)}")
    if not is_digest(command.commitment):
        raise InvalidCommand("a commitment is a SHA-256 digest in 64 lowercase hex digits")
    batch.emit(carried(command, SecretCommitted, owner=command.actor))


def reveal_secret(batch: Batch, command: RevealSecret) -> None:
    state = batch.state
    if not state.created:
        raise NotFound("no such game")
    record = state.secret(command.secret_id)
    if record is None:
        raise NotFound(f"no secret {command.secret_id!r}")
    if record.owner != command.actor:
        # Its id and commitment are public in the log; only what it hides is the owner's.
        raise Forbidden(f"only {record.owner!r} reveals secret {command.secret_id!r}")
    if record.revealed:
        raise StateConflict(f"secret {command.secret_id!r} is already revealed")
    if record.held_by == "server" and state.ended:
        raise StateConflict("the game's end revealed every server-held secret")
    reveal(batch, record, command.secret, command.salt)


def reveal(batch: Batch, record: SecretRecord, secret: dict[str, str], salt: str) -> None:
    try:
        subject = subject_of(record.kind, secret)
    except MalformedSecret as exc:
        raise SecretMismatch(str(exc)) from None
    if not opens(record.commitment, salt, secret):
        raise SecretMismatch(
            f"the secret and salt do not hash to {record.secret_id!r}'s commitment"
        )
    if record.held_by == "client":
        # A server-held secret was checked when committed; a client's is seen only now.
        require_owned_subject(batch.state, record.owner, record.kind, subject)
    batch.emit(SecretRevealed(secret_id=record.secret_id, secret=secret, salt=salt))


def reveal_at_end(batch: Batch, before: GameState, command: Command) -> None:
    """The openings a command carries reveal every server-held secret, when it ends the game."""
    if command.openings is msgspec.UNSET:
        return
    if not (batch.state.ended and not before.ended):
        raise InvalidCommand("secrets are opened only by the command that ends the game")
    given: dict[str, SecretOpening] = {o.secret_id: o for o in command.openings}
    for record in sealed_unrevealed(batch.state):
        opening = given.pop(record.secret_id, None)
        if opening is None:
            raise InvalidCommand(f"server-held secret {record.secret_id!r} is not opened")
        reveal(batch, record, opening.secret, opening.salt)
    if given:
        raise InvalidCommand(f"no unrevealed server-held secret {sorted(given)[0]!r}")

"""Which server-held secrets the service opens before a command is decided, and what of them
the command then carries: a private Lieutenant (Lieutenant, Loss of Lieutenant, N5), a trooper
behind a marker whose skill reveals it (Hidden Deployment, Camouflaged, Impersonation), and,
for the command that ends the game, every server-held secret not yet revealed.

The domain says it from the command and the state before deciding (``secrets_needed``), so the
service opens exactly those, once, and decides the command once (``with_openings``, then
``decide``). Only what the rules make Open rides in the command: its record is in the log for
all to read, so an opening the rules do not call for is never attached.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from service.domain._decide.endings import ends_game
from service.domain._decide.markers import reveals_marker
from service.domain._decide.private_lieutenant import unfit_reason
from service.domain.commands import (
    ActivateTrooper,
    Command,
    DeclareAro,
    RollInitiative,
    SecretOpening,
    StartTurn,
)
from service.domain.errors import InvalidCommand
from service.domain.hidden import hidden_record
from service.domain.privacy import lieutenant_kept_private
from service.domain.secrets import MARKER_KINDS, sealed_unrevealed, subject_of
from service.domain.state import GameState, SecretRecord
from service.domain.unset import recorded_or

lieutenant_unfit_reason = unfit_reason
"""Why a trooper, as its army's Lieutenant, would put the army in Loss of Lieutenant; None when
it leads. Public for the audit, which checks what a private Lieutenant was taken to be."""


def _sealed_private(state: GameState, player: str) -> SecretRecord | None:
    record = state.private_lieutenant(player)
    return record if record is not None and record.held_by == "server" else None


def lieutenants_to_open(state: GameState, command: Command) -> tuple[SecretRecord, ...]:
    """The server-held private Lieutenants deciding ``command`` may need."""
    players: tuple[str, ...] = ()
    if isinstance(command, StartTurn):
        players = (command.player,)
    elif isinstance(command, ActivateTrooper) and command.order_type == "lieutenant":
        trooper = state.trooper(command.trooper)
        players = () if trooper is None else (trooper.player,)
    elif isinstance(command, RollInitiative):
        players = state.players
    found = (_sealed_private(state, p) for p in players)
    return tuple(r for r in found if r is not None)


def with_lieutenant_openings(
    state: GameState, command: Command, opened: Mapping[str, SecretOpening]
) -> Command:
    """``command`` carrying what the rules make Open of the opened private Lieutenants: the
    opening itself for the Lieutenant Order and for a Loss of Lieutenant, only the WIP for the
    Initiative Roll."""
    if isinstance(command, RollInitiative):
        _refuse_declared_server_wip(state, command)
    if isinstance(command, StartTurn):
        _refuse_declared_server_loss(state, command)
    records = [r for r in lieutenants_to_open(state, command) if r.secret_id in opened]
    if not records:
        return command
    if isinstance(command, RollInitiative):
        wip = dict(recorded_or(command.private_wip, {}))
        for record in records:
            trooper = state.trooper(subject_of("lieutenant", opened[record.secret_id].secret))
            if trooper is not None:
                wip[record.owner] = trooper.profile.wip
        return msgspec.structs.replace(command, private_wip=wip or msgspec.UNSET)
    opening = opened[records[0].secret_id]
    if isinstance(command, StartTurn):
        lieutenant = state.trooper(subject_of("lieutenant", opening.secret))
        if lieutenant is not None and unfit_reason(state, lieutenant) is None:
            return command
        if lieutenant_kept_private(state):
            # The loss names no trooper (Loss of Lieutenant, N5: still Private Information):
            # the command carries the service's word, which the audit holds to the end's
            # reveal, not the secret.
            return msgspec.structs.replace(command, loss_of_lieutenant=True)
    return msgspec.structs.replace(command, lieutenant_opening=opening)


def _refuse_declared_server_loss(state: GameState, command: StartTurn) -> None:
    """Under the privacy rule a Lieutenant the service holds is declared lost by the service's
    word alone: a body's word would stand in for the secret the service can see."""
    if isinstance(command.loss_of_lieutenant, msgspec.UnsetType):
        return
    record = _sealed_private(state, command.player)
    if record is not None and lieutenant_kept_private(state):
        raise InvalidCommand(
            f"{command.player!r}'s private Lieutenant is held by the service (secret "
            f"{record.secret_id!r}): whether it can lead is the service's word, not declared"
        )


def _refuse_declared_server_wip(state: GameState, command: RollInitiative) -> None:
    """Only a client-held Lieutenant's WIP is declared: a server-held one's the service gives
    from the secret, so a body cannot put another in its place."""
    declared = recorded_or(command.private_wip, ())
    for player in declared:
        record = _sealed_private(state, player)
        if record is not None:
            raise InvalidCommand(
                f"{player!r}'s private Lieutenant is held by the service (secret "
                f"{record.secret_id!r}): its WIP is given by the service, not declared"
            )


def markers_to_open(state: GameState, command: Command) -> tuple[SecretRecord, ...]:
    """The trooper's player's server-held marker secrets, when its order or ARO reveals it."""
    if not isinstance(command, ActivateTrooper | DeclareAro) or not reveals_marker(command.skill):
        return ()
    trooper = state.trooper(command.trooper)
    if trooper is None:
        return ()
    return tuple(
        s
        for s in state.secrets
        if s.owner == trooper.player
        and s.kind in MARKER_KINDS
        and s.held_by == "server"
        and not s.revealed
    )


def with_marker_opening(command: Command, opened: Mapping[str, SecretOpening]) -> Command:
    """``command`` carrying the opened secret that keeps its trooper behind a marker, if one
    does: the others stay sealed and out of the record."""
    if not isinstance(command, ActivateTrooper | DeclareAro):
        return command
    keeping = next((o for o in opened.values() if o.secret.get("trooper") == command.trooper), None)
    return command if keeping is None else msgspec.structs.replace(command, marker_opening=keeping)


def hidden_to_open(state: GameState, command: Command) -> tuple[SecretRecord, ...]:
    """The secret of a trooper in Hidden Deployment (the hidden rule) its owner orders or
    declares an ARO for: any Order or ARO of it places it on the table, Move and Idle too.
    Opened for its owner's command only: anyone else's naming it is a command about nobody."""
    if not isinstance(command, ActivateTrooper | DeclareAro):
        return ()
    record = hidden_record(state, command.trooper)
    return () if record is None or record.owner != command.actor else (record,)


def _marked(state: GameState, command: Command) -> tuple[SecretRecord, ...]:
    """The marker and Hidden Deployment secrets the command's order or ARO may reveal."""
    markers = markers_to_open(state, command)
    return markers + tuple(r for r in hidden_to_open(state, command) if r not in markers)


def secrets_needed(state: GameState, command: Command) -> tuple[SecretRecord, ...]:
    """Every server-held secret deciding ``command`` on ``state`` needs opened, each once: a
    private Lieutenant the command makes Open (its Lieutenant Order, its army's turn start,
    the Initiative Roll's WIP), the markers and Hidden Deployment its order or ARO may reveal,
    and, when the command ends the game (``_decide.endings``), every one not yet revealed."""
    needed = lieutenants_to_open(state, command) + _marked(state, command)
    if ends_game(state, command):
        needed += sealed_unrevealed(state)
    return tuple({record.secret_id: record for record in needed}.values())


def _carried(command: Command) -> set[str]:
    """The secrets the command reveals itself, before any end: its Lieutenant's, its marker's."""
    carried = (
        getattr(command, "lieutenant_opening", None),
        getattr(command, "marker_opening", None),
    )
    return {o.secret_id for o in carried if isinstance(o, SecretOpening)}


def with_openings(
    state: GameState, command: Command, opened: Mapping[str, SecretOpening]
) -> Command:
    """``command`` carrying what the rules make Open of the secrets ``secrets_needed`` named,
    opened: its Lieutenant's and its marker's as each calls for, and, when it ends the game,
    every other server-held secret not yet revealed (the end reveals them)."""

    def of(records: tuple[SecretRecord, ...]) -> dict[str, SecretOpening]:
        return {r.secret_id: opened[r.secret_id] for r in records if r.secret_id in opened}

    command = with_lieutenant_openings(state, command, of(lieutenants_to_open(state, command)))
    command = with_marker_opening(command, of(_marked(state, command)))
    if not ends_game(state, command):
        return command
    carried = _carried(command)
    at_end = tuple(
        opened[r.secret_id] for r in sealed_unrevealed(state) if r.secret_id not in carried
    )
    return msgspec.structs.replace(command, openings=at_end) if at_end else command

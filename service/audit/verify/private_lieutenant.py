"""What the game took on trust about a private Lieutenant, held to its secret once revealed.

While a Lieutenant is private (Open and Private Information, N5) the Initiative Roll records
only its WIP, given by whoever could open the secret, and a turn that starts with it unopened
and no Loss of Lieutenant gives its Lieutenant Order, taken to mean it could lead (Loss of
Lieutenant, N5): for a client-held one, on its player's word, declared after a casualty as
``loss_of_lieutenant``. Under the privacy rule a Loss of Lieutenant reveals nothing either: the
turn start that declares one (``loss_of_lieutenant`` true, the player's word for a client-held
Lieutenant, the service's for one it holds) claims the Lieutenant could not lead. None can be
checked until the secret names the trooper; then each must hold of that trooper as it was at
the time. A client-held secret a game used so and that was never revealed leaves the ended game
unverifiable: the word can never be checked.
"""

from __future__ import annotations

from dataclasses import dataclass

import msgspec

from service.audit.export import ExportedEvent
from service.audit.verify.progress import CheckProgress
from service.domain.commands import Command, RollInitiative, StartTurn
from service.domain.openings import lieutenant_unfit_reason
from service.domain.state import GameState


@dataclass(frozen=True, slots=True)
class _Claim:
    event: ExportedEvent
    secret_id: str
    held_by: str
    player: str
    wip: int | None
    """The WIP the Initiative Roll took; None for a claim of fitness at a turn start."""
    declared: bool
    """A turn start's claim made by the player's own ``loss_of_lieutenant``."""
    lost: bool
    """A turn start's claim that the Lieutenant could not lead (a declared Loss of Lieutenant
    that revealed nothing)."""
    wip_of: dict[str, int]
    """Each of the player's troopers' WIP at the time."""
    unfit: dict[str, str]
    """The player's troopers that could not lead at the time, with why."""

    @property
    def what(self) -> str:
        if self.wip is not None:
            return "the Initiative Roll's private_wip"
        if self.lost:
            return "a turn start's declared Loss of Lieutenant"
        if self.declared:
            return "a turn start's loss_of_lieutenant"
        return "a turn start's Lieutenant Order"


def _claim(
    event: ExportedEvent,
    state: GameState,
    player: str,
    wip: int | None,
    declared: bool = False,
    lost: bool = False,
) -> _Claim | None:
    record = state.private_lieutenant(player)
    if record is None:
        return None
    troopers = state.troopers_of(player)
    unfit = {
        t.trooper_id: reason for t in troopers if (reason := lieutenant_unfit_reason(state, t))
    }
    wip_of = {t.trooper_id: t.profile.wip for t in troopers}
    return _Claim(
        event, record.secret_id, record.held_by, player, wip, declared, lost, wip_of, unfit
    )


def _event(group: list[ExportedEvent], type_: str) -> ExportedEvent:
    return next((event for event in group if event.type == type_), group[0])


class PrivateLieutenantCheck:
    """Told each command with the state before it; holds the claims to the reveals at the end."""

    def __init__(self, progress: CheckProgress) -> None:
        self._progress = progress
        self._claims: list[_Claim] = []
        self._named: dict[str, str] = {}
        """A revealed lieutenant secret's id -> the trooper it names."""
        self._ended = False
        self.unverifiable: tuple[str, ...] = ()
        """Once finished: the client-held secrets an ended game used and never revealed."""

    def observe(self, state: GameState, command: Command, group: list[ExportedEvent]) -> None:
        types = [event.type for event in group]
        if isinstance(command, RollInitiative) and not isinstance(
            command.private_wip, msgspec.UnsetType
        ):
            event = _event(group, "initiative_rolled")
            for player, wip in command.private_wip.items():
                self._add(_claim(event, state, player, wip))
        elif isinstance(command, StartTurn):
            # A declared "no Loss of Lieutenant" is a claim even in Retreat!, which declares
            # one of its own; a declared loss was revealed by the same command.
            declared = command.loss_of_lieutenant is False
            event = _event(group, "turn_started")
            if command.loss_of_lieutenant is True and "secret_revealed" not in types:
                # A declared loss that revealed nothing (the privacy rule): the Lieutenant it
                # stood for could not lead.
                self._add(_claim(event, state, command.player, None, lost=True))
            elif declared or "loss_of_lieutenant_declared" not in types:
                self._add(_claim(event, state, command.player, None, declared))
        self._ended = self._ended or "game_ended" in types
        for event in group:
            secret = event.data.get("secret")
            if (
                event.type == "secret_revealed"
                and isinstance(secret, dict)
                and secret.get("kind") == "lieutenant"
            ):
                self._named.setdefault(str(event.data.get("secret_id")), str(secret.get("trooper")))

    def _add(self, claim: _Claim | None) -> None:
        if claim is not None:
            self._claims.append(claim)

    def finish(self) -> None:
        unrevealed: dict[str, _Claim] = {}
        """The first claim on each client-held secret never revealed."""
        for claim in self._claims:
            named = self._named.get(claim.secret_id)
            if named is None:
                # A server-held secret the end did not reveal fails the reveals' own check.
                if claim.held_by == "client":
                    unrevealed.setdefault(claim.secret_id, claim)
                continue
            problem = self._problem(claim, named)
            if problem is not None:
                self._progress.fail_event(claim.event, problem)
                return
        if not unrevealed:
            return
        used = "; ".join(
            f"{secret_id!r} ({claim.what}, version {claim.event.version})"
            for secret_id, claim in unrevealed.items()
        )
        if self._ended:
            self.unverifiable = tuple(unrevealed)
            self._progress.cannot_ever_check(
                f"the game ended on its players' word for client-held secrets never revealed, "
                f"so never checked: {used}"
            )
        else:
            taken = f"taken on its players' word, to be checked once revealed: {used}"
            self._progress.note = "; ".join(n for n in (taken, self._progress.note) if n)

    @staticmethod
    def _problem(claim: _Claim, named: str) -> str | None:
        secret = f"secret {claim.secret_id!r} names {named!r}"
        if named not in claim.wip_of:
            return f"{claim.what} stood for {claim.player!r}'s Lieutenant, but {secret}, not theirs"
        if claim.wip is not None:
            wip = claim.wip_of[named]
            if wip != claim.wip:
                return (
                    f"the Initiative Roll took the private Lieutenant's WIP {claim.wip}, but "
                    f"{secret}, of WIP {wip}"
                )
            if named in claim.unfit:
                return (
                    f"the Initiative Roll took a private Lieutenant able to lead, but {secret}, "
                    f"and {claim.unfit[named]}"
                )
            return None
        if claim.lost:
            if named in claim.unfit:
                return None
            return (
                f"the turn start declared a Loss of Lieutenant (loss_of_lieutenant true) with "
                f"the Lieutenant private, but {secret}, who could lead then"
            )
        if named in claim.unfit:
            started = (
                "the turn start declared no Loss of Lieutenant (loss_of_lieutenant false)"
                if claim.declared
                else "the turn started with the Lieutenant private and no Loss of Lieutenant"
            )
            return f"{started}, but {secret}, and {claim.unfit[named]}"
        return None

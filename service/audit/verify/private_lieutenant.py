"""What the game took on trust about a private Lieutenant, held to its secret once revealed.

While a Lieutenant is private (Open and Private Information, N5) the Initiative Roll records
only its WIP, given by whoever could open the secret, and a turn that starts with it unopened
declares no Loss of Lieutenant, taken to mean it could lead (Loss of Lieutenant, N5). Neither
can be checked until the secret names the trooper; then both must hold of that trooper as it
was at the time.
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
    wip: int | None
    """The WIP the Initiative Roll took; None for a claim of fitness at a turn start."""
    wip_of: dict[str, int]
    """Each of the player's troopers' WIP at the time."""
    unfit: dict[str, str]
    """The player's troopers that could not lead at the time, with why."""


def _claim(event: ExportedEvent, state: GameState, player: str, wip: int | None) -> _Claim | None:
    record = state.private_lieutenant(player)
    if record is None:
        return None
    troopers = state.troopers_of(player)
    unfit = {
        t.trooper_id: reason for t in troopers if (reason := lieutenant_unfit_reason(state, t))
    }
    wip_of = {t.trooper_id: t.profile.wip for t in troopers}
    return _Claim(event, record.secret_id, wip, wip_of, unfit)


class PrivateLieutenantCheck:
    """Told each command with the state before it; holds the claims to the reveals at the end."""

    def __init__(self, progress: CheckProgress) -> None:
        self._progress = progress
        self._claims: list[_Claim] = []
        self._named: dict[str, str] = {}
        """A revealed lieutenant secret's id -> the trooper it names."""

    def observe(self, state: GameState, command: Command, group: list[ExportedEvent]) -> None:
        types = [event.type for event in group]
        if isinstance(command, RollInitiative) and not isinstance(
            command.private_wip, msgspec.UnsetType
        ):
            event = (
                group[types.index("initiative_rolled")]
                if "initiative_rolled" in types
                else group[0]
            )
            for player, wip in command.private_wip.items():
                self._add(_claim(event, state, player, wip))
        elif isinstance(command, StartTurn) and "loss_of_lieutenant_declared" not in types:
            event = group[types.index("turn_started")] if "turn_started" in types else group[0]
            self._add(_claim(event, state, command.player, None))
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
        for claim in self._claims:
            named = self._named.get(claim.secret_id)
            if named is None:
                continue
            problem = self._problem(claim, named)
            if problem is not None:
                self._progress.fail_event(claim.event, problem)
                return

    @staticmethod
    def _problem(claim: _Claim, named: str) -> str | None:
        if claim.wip is not None:
            wip = claim.wip_of.get(named)
            if wip != claim.wip:
                return (
                    f"the Initiative Roll took the private Lieutenant's WIP {claim.wip}, but "
                    f"secret {claim.secret_id!r} names {named!r}, of WIP {wip}"
                )
            return None
        if named in claim.unfit:
            return (
                f"the turn started with the Lieutenant private and no Loss of Lieutenant, but "
                f"secret {claim.secret_id!r} names {named!r}, and {claim.unfit[named]}"
            )
        return None

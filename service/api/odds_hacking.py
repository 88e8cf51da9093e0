"""The hacking parts of POST /v1/odds: a target's Firewall, and the chance that a Non-Lethal
program puts its target in its State."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.api.common import documented
from service.domain.errors import InvalidCommand
from service.rules.catalogue import program
from service.rules.hacking import (
    FIREWALL_LABEL,
    HackingState,
    firewall_save_mods,
    program_state,
)
from service.rules.odds_states import StateOdds
from service.rules.values import Mod, ModSource

_FIREWALL = msgspec.Meta(ge=-12, le=-1)
FirewallMod = Annotated[int, _FIREWALL, documented(_FIREWALL)]


class StateOddsView(msgspec.Struct, frozen=True):
    state: str
    """`immobilized_b`, `targeted`, `isolated` or `possessed`."""
    name: str
    """The State as the rules name it (Immobilized-B, ...)."""
    save_value: int
    """The Success Value of each of the target's saves (a Firewall's +3 included)."""
    probability: float
    """Probability that the target enters the State: at least one of its saves fails."""
    exact: str
    """The same probability as an exact fraction ("p/q")."""


def state_view(odds: StateOdds | None) -> StateOddsView | None:
    if odds is None:
        return None
    return StateOddsView(
        state=odds.state,
        name=odds.name,
        save_value=odds.save_value,
        probability=float(odds.probability),
        exact=str(odds.probability),
    )


def side_state(program_slug: str | None) -> HackingState | None:
    """The State a side's program causes; None for a weapon or a lethal program."""
    return None if program_slug is None else program_state(program(program_slug))


def firewall_mods(firewall: int | None) -> tuple[tuple[Mod, ...], tuple[Mod, ...]]:
    """The Firewall's MOD to the Hacker's WIP, and its +3 to the target's saves (N5)."""
    if firewall is None:
        return (), ()
    return (Mod(firewall, ModSource.EQUIPMENT, FIREWALL_LABEL),), firewall_save_mods(True)


def refuse_firewall_without_program(name: str, firewalls: tuple[int | None, ...]) -> None:
    if any(f is not None for f in firewalls):
        raise InvalidCommand(f"{name}: a target's `firewall` applies only against a `program`")

"""The hacking parts of POST /v1/odds as the API shows them: a target's Firewall MOD, and the
chance that a Non-Lethal attack puts its target in a State."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.api._http.schemas import documented
from service.application.odds.use_case import StateOdds
from service.domain.described import about

_FIREWALL = msgspec.Meta(ge=-12, le=-1)
FirewallMod = Annotated[int, _FIREWALL, documented(_FIREWALL)]


class StateOddsView(msgspec.Struct, frozen=True):
    """The chance that a Non-Lethal attack (a program, an Adhesive weapon...) puts its target in a
    State."""

    state: Annotated[str, about("`immobilized_b`, `targeted`, `isolated` or `possessed`.")]
    name: Annotated[str, about("The State as the rules name it (Immobilized-B, ...).")]
    save_value: Annotated[
        int, about("The Success Value of each of the target's saves (a Firewall's +3 included).")
    ]
    probability: Annotated[
        float,
        about("Probability that the target enters the State: at least one of its saves fails."),
    ]
    exact: Annotated[str, about('The same probability as an exact fraction ("p/q").')]


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

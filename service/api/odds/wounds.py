"""The Wounds an attack deals, as every odds answer shows them (rolls and templates alike)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.described import about
from service.rules.odds_wounds import WoundOdds

Probability = float


class SaveView(msgspec.Struct, frozen=True):
    """One attribute a hit is saved against, with the Success Value of those saves."""

    attribute: Annotated[str, about("`ARM`, `BTS` or `PH`: what the target saves with")]
    success_value: Annotated[
        int,
        about(
            "The save's Success Value: the attribute (halved for AP, PH-6 for PARA) + the "
            "weapon's PS, +3 in Partial Cover, and MODs; a d20 at or below it passes"
        ),
    ]


class WoundsView(msgspec.Struct, frozen=True):
    """The Wounds the side's hits deal the target (Saving Rolls, N5): their distribution, and the
    chance of each state they leave it in."""

    save_value: Annotated[
        int,
        about("The Success Value of the first attribute's saves (see `saves` for all of them)."),
    ]
    distribution: Annotated[list[Probability], about("Index k: probability of exactly k Wounds.")]
    expected: Annotated[Probability, about("The expected number of Wounds")]
    unconscious: Annotated[
        Probability,
        about("Probability that the target ends Unconscious (its Wounds reach its VITA or STR)"),
    ]
    dead: Annotated[
        Probability,
        about("Probability that the target ends Dead (its Wounds go past its VITA or STR)"),
    ]
    saves: Annotated[
        list[SaveView],
        about("Each attribute saved against, in the order rolled (Plasma: ARM, then BTS)."),
    ] = msgspec.field(default_factory=list)
    exact: Annotated[
        dict[str, str], about('`expected`, `unconscious` and `dead` as exact fractions ("p/q").')
    ] = msgspec.field(default_factory=dict)


def wounds_view(odds: WoundOdds | None) -> WoundsView | None:
    if odds is None:
        return None
    return WoundsView(
        save_value=odds.save_value,
        distribution=[float(p) for p in odds.wounds_distribution],
        expected=float(odds.expected_wounds),
        unconscious=float(odds.unconscious),
        dead=float(odds.dead),
        saves=[SaveView(attribute, sv) for attribute, sv in odds.saves],
        exact={
            "expected": str(odds.expected_wounds),
            "unconscious": str(odds.unconscious),
            "dead": str(odds.dead),
        },
    )

"""The Wounds an attack deals, as every odds answer shows them (rolls and templates alike)."""

from __future__ import annotations

import msgspec

from service.rules.odds_wounds import WoundOdds

Probability = float


class SaveView(msgspec.Struct, frozen=True):
    attribute: str
    success_value: int


class WoundsView(msgspec.Struct, frozen=True):
    save_value: int
    """The Success Value of the first attribute's saves (see `saves` for all of them)."""
    distribution: list[Probability]
    """Index k: probability of exactly k Wounds."""
    expected: Probability
    unconscious: Probability
    dead: Probability
    saves: list[SaveView] = msgspec.field(default_factory=list)
    """Each attribute saved against, in the order rolled (Plasma: ARM, then BTS)."""
    exact: dict[str, str] = msgspec.field(default_factory=dict)
    """`expected`, `unconscious` and `dead` as exact fractions ("p/q")."""


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

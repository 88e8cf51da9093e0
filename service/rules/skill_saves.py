"""Special Skills that change how a trooper suffers hits: Bioimmunity and Dogged (N5).

Bioimmunity (https://infinitythewiki.com/Bioimmunity): when making Saving Rolls against ARM
or BTS, the trooper may switch the values of the two, using the more favourable. The Saving
Roll's attribute does not change, only its value, so the ammunition and traits still apply
(AP halves whichever value is used). It does not apply against Comms Attacks.

Dogged (https://infinitythewiki.com/Dogged): a trooper entering Unconscious State may stay in
play, treating the state as Normal for the rest of that Player Turn; any further Wound kills
it, and in the States Phase of that Player Turn it enters Dead State.

Neither is used in CodeOne (both pages: "This N4 rule is not used in CodeOne").
"""

from __future__ import annotations

from dataclasses import dataclass

from service.rules.ammo import SaveAttribute
from service.rules.values import Edition

BIOIMMUNITY = "Bioimmunity"
DOGGED = "Dogged"
COMMS_ATTACK_TRAIT = "Comms Attack"


def bioimmunity_applies(edition: Edition) -> bool:
    return edition is Edition.N5


def dogged_applies(edition: Edition) -> bool:
    return edition is Edition.N5


@dataclass(frozen=True, slots=True)
class SwitchedValue:
    """The value a Bioimmune trooper saves with, and which of its attributes gave it."""

    attribute: SaveAttribute
    """The Saving Roll's attribute, as the weapon says: it keeps its ammunition's rules."""
    value_of: SaveAttribute
    value: int


def bioimmune_value(
    attribute: SaveAttribute, arm: int, bts: int, *, comms_attack: bool = False
) -> SwitchedValue | None:
    """The more favourable of ARM and BTS for a save against ``attribute``; None when
    Bioimmunity cannot apply (a PH save, or a Comms Attack). On equal values the weapon's own
    attribute is kept. Every rule that changes the value (AP, E/M, PARA) is applied to the
    returned value afterwards, so the higher printed value is always the more favourable."""
    if comms_attack or attribute not in ("ARM", "BTS"):
        return None
    own = arm if attribute == "ARM" else bts
    other: SaveAttribute = "BTS" if attribute == "ARM" else "ARM"
    other_value = bts if attribute == "ARM" else arm
    if other_value > own:
        return SwitchedValue(attribute, other, other_value)
    return SwitchedValue(attribute, attribute, own)

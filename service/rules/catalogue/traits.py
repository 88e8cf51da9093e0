"""Weapon traits the engine knows. Templates are a profile field; these are the rest."""

from __future__ import annotations

from typing import Literal

from service.rules.ammo import (
    ARM_ZERO_TRAIT,
    BTS_ZERO_TRAIT,
    COMBINED_SAVE_TRAIT,
    CONTINUOUS_DAMAGE_TRAIT,
    NON_LETHAL_TRAIT,
    STATE_DEAD_TRAIT,
)
from service.rules.catalogue.entries import WIKI, Handling, TraitInfo

_A = Handling.APPLIED
_R = Handling.RECORDED


# _trait builds TRAITS once, at import, before mutmut's children fork: a mutant of it would
# never run, so it is not mutated, as the catalogue's data modules are not (docs/mutation.md).
# pragma: no mutate start
def _trait(name: str, effect: str, handling: Handling = _R, *, value: bool = False) -> TraitInfo:
    return TraitInfo(name, effect, handling, value, WIKI + name.replace(" ", "_"))


# pragma: no mutate end


TRAITS: tuple[TraitInfo, ...] = (
    _trait(
        CONTINUOUS_DAMAGE_TRAIT,
        "A failed save is rolled again until one passes or the target is Dead.",
        _A,
    ),
    _trait(
        COMBINED_SAVE_TRAIT,
        "N5: each hit is saved against ARM and against BTS; a Critical's extra save is ARM.",
        _A,
    ),
    _trait(
        "Suppressive Fire",
        'May be used in Suppressive Fire Mode: B3, MOD 0 to 16", -3 to 24", out beyond.',
    ),
    _trait("Anti-materiel", "May target scenery and structures."),
    _trait(
        "Direct Template (Small Teardrop)",
        "No roll to hit: each trooper the Small Teardrop affects is hit unless its reaction "
        "avoids it.",
        _A,
    ),
    _trait(
        "Direct Template (Large Teardrop)",
        "No roll to hit: each trooper the Large Teardrop affects is hit unless its reaction "
        "avoids it.",
        _A,
    ),
    _trait(
        "Impact Template (Circular)",
        "One BS Roll at the Main Target, compared with each trooper the Circular Template affects.",
        _A,
    ),
    _trait(
        "Intuitive Attack",
        "The template is placed without LoF only if the attacker passes a Normal WIP Roll.",
        _A,
    ),
    _trait("Speculative Attack", "May be fired without LoF: Burst 1, -6 to the roll.", _A),
    _trait(
        "Deployable",
        "Placed on the table with Place Deployable, it attacks when triggered; a BS Attack "
        "with it is refused.",
    ),
    _trait("Concealed", "Deploys hidden as a marker."),
    _trait("Disposable", "May be used only as many times as its value.", value=True),
    _trait(
        NON_LETHAL_TRAIT,
        "From catalogue revision 3: a failed save causes no Wound, only its ammunition's State "
        "(E/M, PARA, Stun); earlier revisions wound as before.",
        _A,
    ),
    _trait(
        ARM_ZERO_TRAIT,
        "The target saves with ARM 0 against this weapon, whatever its ARM.",
        _A,
    ),
    _trait(
        BTS_ZERO_TRAIT,
        "The target saves with BTS 0 against this weapon, whatever its BTS.",
        _A,
    ),
    TraitInfo(
        STATE_DEAD_TRAIT,
        "A failed save puts the target in Dead State, whatever its Wounds, VITA/STR, No Wound "
        "Incapacitation or Dogged (a Critical's extra save too); Total Immunity cancels it.",
        _A,
        source=WIKI + "Dead_State",
    ),
    _trait(
        "BioWeapon",
        "Against a trooper with VITA the weapon acts as its value says (DA+Shock): the "
        "catalogue prints that in its ammunition, which is what the engine resolves; its "
        "effect against STR is left to the players.",
        value=True,
    ),
    _trait("Silent", "Does not reveal the user's position."),
    _trait("BS(PH)", "Attack rolls use PH instead of BS.", _A),
    _trait("BS(WIP)", "Attack rolls use WIP instead of BS.", _A),
    _trait("Comms Attack", "An attack through the comms net; the target resets it with WIP."),
    _trait("Throwing Weapon", "Thrown: the attack uses PH instead of BS (BS(PH)).", _A),
    _trait(
        "CC",
        "A Close Combat weapon: used in a CC Attack (Burst 1 in ARO), refused in a BS Attack.",
        _A,
    ),
    _trait("Targetless", "May be fired at a point rather than a trooper."),
    _trait("Zone of Control", "Affects the Zone of Control of the user."),
)
"""Each trait the engine accepts on a weapon; any other is refused."""


def trait_known(name: str) -> bool:
    """True for a catalogue trait, spelt as the catalogue spells it, with its value when it
    takes one: "Disposable (3)". Exact, because the rules that apply a trait look for exactly
    that spelling: a trait accepted in another case would be kept and never applied."""
    for trait in TRAITS:
        if name == trait.name:
            return True
        if trait.takes_value and name.startswith(trait.name + " ("):
            return name.endswith(")")
    return False


AttackAttribute = Literal["BS", "PH", "WIP"]
_PH_TRAITS = frozenset({"bs(ph)", "throwing weapon"})
_WIP_TRAITS = frozenset({"bs(wip)"})


def attack_attribute(traits: tuple[str, ...]) -> AttackAttribute:
    """The attribute a BS Attack with this weapon rolls: BS, or PH for BS(PH) and thrown
    weapons, or WIP for BS(WIP) weapons."""
    names = {t.casefold() for t in traits}
    if names & _WIP_TRAITS:
        return "WIP"
    if names & _PH_TRAITS:
        return "PH"
    return "BS"

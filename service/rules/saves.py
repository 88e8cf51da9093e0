"""N5 Saving Rolls, Wounds and the states they lead to.

The pipeline, each step a pure function:

1. ``save_rule`` / ``save_rule_for_weapon``: what the ammunition does to saving (edition
   applied: CodeOne has no Shock special effect, so a Shock weapon saves as N there).
2. ``save_value``: the Success Value of every save against that attack,
   SV = save attribute (halved, rounded up, for AP; PH-6 for PARA) + PS + 3 in Partial Cover
   + other MODs (the MODs, cover included, are clamped to +/-12 like any roll's).
3. ``saves_for_hits``: the list of saves a number of plain hits and Critical hits cause.
   A plain hit causes ``rule.saves_per_hit`` saves (N 1, DA 2, EXP 3); a Critical hit causes
   those plus exactly one extra save that keeps the attribute and ammunition but never T2's
   second Wound nor Continuous Damage's repeats.
4. ``resolve_saves``: apply recorded faces, Wounds and states.

For an exact-odds calculator the whole structure is exposed without faces:
``saves_per_plain_hit(rule)`` and ``saves_per_critical_hit(rule)`` give one ``SaveSpec`` per
Saving Roll (Wounds on a fail, Continuous, Shock), ``fail_probability(sv)`` the chance that
one save fails, and ``state_for_wounds`` / ``apply_wounds`` the state the Wounds lead to.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from service.rules.ammo import (
    ARM_ZERO_TRAIT,
    BTS_ZERO_TRAIT,
    COMBINED_SAVE_TRAIT,
    CONTINUOUS_DAMAGE_TRAIT,
    EM_IMMOBILIZES,
    NON_LETHAL_AMMO,
    STATE_DEAD_TRAIT,
    Ammo,
    NonLethalState,
    SaveAttribute,
    check_ammo_attribute,
    parse_ammo,
    parse_save_attribute,
    saves_per_hit,
)
from service.rules.die_reading import FACES
from service.rules.values import (
    Edition,
    Mod,
    ModSource,
    SuccessValue,
    halve_round_up,
    success_value,
)
from service.rules.weapons import WeaponProfile

PARTIAL_COVER_SAVE_MOD = 3
PARA_PH_OFFSET = -6
T2_WOUNDS = 2

WoundState = Literal["normal", "unconscious", "dead"]
_SEVERITY: dict[WoundState, int] = {"normal": 0, "unconscious": 1, "dead": 2}


def guts_roll_applies(edition: Edition) -> bool:
    """CodeOne has no Guts Roll; in N5 a trooper that had to save makes one."""
    return edition is Edition.N5


def combined_saving_rolls_apply(edition: Edition) -> bool:
    """CodeOne has no Combined Saving Rolls (Plasma)."""
    return edition is Edition.N5


TOTAL_IMMUNITY = "Total Immunity"
SHOCK_IMMUNITY = "Shock Immunity"


def ammo_against(ammo: Iterable[Ammo | str], immunities: Iterable[str]) -> tuple[Ammo, ...]:
    """The ammunition as the target saves it: Total Immunity saves every ammunition as N
    (Immunity (Total)); Shock Immunity saves Shock as N (Immunity (Shock))."""
    parsed = parse_ammo(ammo)
    wanted = {name.casefold() for name in immunities}
    if TOTAL_IMMUNITY.casefold() in wanted:
        return (Ammo.N,)
    if SHOCK_IMMUNITY.casefold() in wanted and Ammo.SHOCK in parsed:
        rest = tuple(a for a in parsed if a is not Ammo.SHOCK)
        return rest or (Ammo.N,)
    return parsed


TOTAL_IMMUNITY_TRAITS = (STATE_DEAD_TRAIT, CONTINUOUS_DAMAGE_TRAIT, ARM_ZERO_TRAIT, BTS_ZERO_TRAIT)
"""The traits of the engine that cause States, refer to causing Damage or reduce the target's
Attributes: Total Immunity is completely immune to them (Immunity, N5)."""


def traits_against(
    traits: Iterable[str], immunities: Iterable[str], *, damage_and_attributes: bool = True
) -> tuple[str, ...]:
    """The weapon's traits as the target suffers them: Total Immunity drops
    ``TOTAL_IMMUNITY_TRAITS``. ``damage_and_attributes`` False: a game of a catalogue revision
    before ``TOTAL_IMMUNITY_TRAITS_REVISION``, where it dropped State: Dead only (no earlier
    revision knew that trait, so dropping it changes no recorded game)."""
    wanted = {name.casefold() for name in immunities}
    if TOTAL_IMMUNITY.casefold() not in wanted:
        return tuple(traits)
    dropped = TOTAL_IMMUNITY_TRAITS if damage_and_attributes else (STATE_DEAD_TRAIT,)
    return tuple(t for t in traits if t not in dropped)


def attribute_against(attribute: SaveAttribute, value: int, traits: Iterable[str]) -> int:
    """The target's attribute a save uses: 0 under ARM=0 / BTS=0 (N5 Weapon Chart). ``traits``
    as the target suffers them (``traits_against``), so Total Immunity keeps its value."""
    zeroed = {"ARM": ARM_ZERO_TRAIT, "BTS": BTS_ZERO_TRAIT}.get(attribute)
    return 0 if zeroed in tuple(traits) else value


def combined_save_attribute(traits: Iterable[str], edition: Edition) -> SaveAttribute | None:
    """The second attribute a hit is saved against (Plasma: BTS besides ARM), if any.

    In CodeOne there are no Combined Saving Rolls, so a Plasma hit is saved against ARM only.
    """
    if COMBINED_SAVE_TRAIT in traits and combined_saving_rolls_apply(edition):
        return "BTS"
    return None


@dataclass(frozen=True, slots=True)
class SaveRule:
    """How one attack's hits are saved against, with the edition already applied."""

    ammo: tuple[Ammo, ...]
    attribute: SaveAttribute
    halved: bool
    """AP: the save attribute is halved, rounded up."""
    attribute_offset: int
    """PARA: PH-6 is saved instead of ARM."""
    saves_per_hit: int
    wounds_per_failed_save: int
    """T2: two Wounds per failed save (except the Critical's extra save)."""
    shock: bool
    """N5 Shock: a failed save kills a VITA 1 target outright. Always False in CodeOne."""
    continuous: bool
    """Continuous Damage: a failed save is repeated until one passes or the target is Dead."""
    non_lethal: bool = False
    """N5 chart: a failed save causes no Wound (E/M, PARA, Stun, or the Non-Lethal trait)."""
    states: tuple[NonLethalState, ...] = ()
    """N5 chart: the States any failed save causes (E/M's Immobilized-B is ``em_states``')."""
    kills: bool = False
    """State: Dead: a failed save puts the target in Dead State, whatever its VITA/STR."""


def save_rule(
    ammo: Iterable[Ammo | str],
    attribute: str,
    edition: Edition,
    *,
    continuous: bool = False,
    n5_chart: bool = False,
    non_lethal_trait: bool = False,
    kills: bool = False,
) -> SaveRule:
    """The saving rule of an ammunition (several entries combine, e.g. AP+DA).

    ``n5_chart``: the game's catalogue revision resolves E/M, PARA and Stun by the N5
    Ammunition Summary Chart (E/M at half BTS, twice per hit; the three Non-Lethal). Without
    it they save as revisions 1 and 2 did: E/M once at full BTS, and every failure wounds.
    ``non_lethal_trait``: the weapon has the Non-Lethal trait (applied with ``n5_chart``).
    ``kills``: the weapon's State: Dead applies to this target (``traits_against``); no
    catalogue revision before it knew the trait, so it needs no revision of its own.
    """
    parsed = parse_ammo(ammo)
    save_attribute = parse_save_attribute(attribute)
    check_ammo_attribute(parsed, save_attribute)
    states: tuple[NonLethalState, ...] = ()
    non_lethal = False
    if n5_chart:
        states = tuple(state for a in parsed for state in NON_LETHAL_AMMO.get(a, ()))
        # A mix with a lethal ammunition still wounds; only an all Non-Lethal one does not.
        non_lethal = non_lethal_trait or all(a in NON_LETHAL_AMMO for a in parsed)
    return SaveRule(
        ammo=parsed,
        attribute=save_attribute,
        halved=Ammo.AP in parsed or (n5_chart and Ammo.EM in parsed),
        attribute_offset=PARA_PH_OFFSET if Ammo.PARA in parsed else 0,
        saves_per_hit=saves_per_hit(parsed, n5_chart=n5_chart),
        wounds_per_failed_save=T2_WOUNDS if Ammo.T2 in parsed else 1,
        shock=Ammo.SHOCK in parsed and edition is Edition.N5,
        continuous=continuous or Ammo.CONTINUOUS_DAMAGE in parsed,
        non_lethal=non_lethal,
        states=states,
        kills=kills,
    )


def save_rule_for_weapon(profile: WeaponProfile, edition: Edition) -> SaveRule:
    return save_rule(
        profile.ammo,
        profile.save_attribute,
        edition,
        continuous=CONTINUOUS_DAMAGE_TRAIT in profile.traits,
    )


def em_states(rule: SaveRule, unit_type: str | None) -> tuple[NonLethalState, ...]:
    """The States a failed save under ``rule`` causes to a trooper of ``unit_type``: E/M adds
    Immobilized-B for HI, TAG, REM and VH (E/M Ammunition, N5). An unknown Unit Type adds
    nothing: the service cannot tell."""
    if "isolated" in rule.states and unit_type in EM_IMMOBILIZES:
        return (*rule.states, "immobilized_b")
    return rule.states


@dataclass(frozen=True, slots=True)
class SaveValue:
    """A save's Success Value with how it was reached, for display and disputes."""

    attribute: SaveAttribute
    attribute_value: int
    """The target's printed attribute (ARM, BTS or PH)."""
    effective_attribute: int
    """After PARA's -6 and AP's halving (in that order)."""
    ps: int
    partial_cover: bool
    sv: SuccessValue

    @property
    def value(self) -> int:
        return self.sv.value


def save_value(
    rule: SaveRule,
    attribute_value: int,
    ps: int,
    *,
    partial_cover: bool = False,
    mods: Iterable[Mod] = (),
) -> SaveValue:
    """SV = save attribute (AP halved, PARA PH-6) + PS + 3 in Partial Cover + MODs."""
    if attribute_value < 0:
        raise ValueError(f"a save attribute cannot be negative ({attribute_value})")
    if ps < 0:
        raise ValueError(f"PS cannot be negative ({ps})")
    effective = attribute_value + rule.attribute_offset
    if rule.halved:
        effective = halve_round_up(effective)
    cover = (
        (Mod(PARTIAL_COVER_SAVE_MOD, ModSource.COVER, "Partial Cover"),) if partial_cover else ()
    )
    # PS is part of the value saved against, not a MOD, so the +/-12 cap never touches it.
    sv = success_value(effective + ps, (*cover, *mods))
    return SaveValue(rule.attribute, attribute_value, effective, ps, partial_cover, sv)


def fail_probability(sv: int) -> Fraction:
    """Chance that one save against this SV fails: no die below SV 1, always passes at 20+."""
    failing_faces = min(len(FACES), max(0, len(FACES) - sv))
    return Fraction(failing_faces, len(FACES))


@dataclass(frozen=True, slots=True)
class SaveSpec:
    """One Saving Roll an attack causes, independent of the faces rolled."""

    critical_extra: bool
    """The one extra save a Critical hit adds."""
    wounds_on_fail: int
    continuous: bool
    """Repeated after a fail until it passes or the target is Dead."""
    shock: bool
    """A fail kills a VITA 1 (not STR) target outright."""
    kills: bool = False
    """State: Dead: a fail kills any target outright."""


def saves_per_plain_hit(rule: SaveRule) -> tuple[SaveSpec, ...]:
    wounds = 0 if rule.non_lethal else rule.wounds_per_failed_save
    spec = SaveSpec(False, wounds, rule.continuous, rule.shock, rule.kills)
    return (spec,) * rule.saves_per_hit


def saves_per_critical_hit(rule: SaveRule) -> tuple[SaveSpec, ...]:
    """The plain hit's saves plus one extra that keeps the ammo's Shock and the weapon's
    State: Dead (a Critical's extra save keeps the weapon's traits, Ammunition Summary Chart)
    but not T2 or repeats."""
    extra = SaveSpec(True, 0 if rule.non_lethal else 1, False, rule.shock, rule.kills)
    return (*saves_per_plain_hit(rule), extra)


@dataclass(frozen=True, slots=True)
class PendingSave:
    hit_index: int
    """Which hit caused it: plain hits are numbered first, then Critical hits."""
    critical_hit: bool
    spec: SaveSpec


def saves_for_hits(rule: SaveRule, hits: int, criticals: int) -> tuple[PendingSave, ...]:
    """Every save the surviving hits of one attack cause, plain hits first."""
    if hits < 0 or criticals < 0:
        raise ValueError(f"hit counts cannot be negative ({hits}, {criticals})")
    pending: list[PendingSave] = []
    for index in range(hits + criticals):
        critical = index >= hits
        specs = saves_per_critical_hit(rule) if critical else saves_per_plain_hit(rule)
        pending.extend(PendingSave(index, critical, spec) for spec in specs)
    return tuple(pending)


def combined_saves_for_hits(rule: SaveRule, hits: int, criticals: int) -> tuple[PendingSave, ...]:
    """The saves against a Combined Saving Roll's second attribute: as many per hit, plain or
    Critical, as the ammunition causes, and never the Critical's extra save, which is made
    against ARM (``saves_for_hits`` with the first attribute's rule)."""
    if hits < 0 or criticals < 0:
        raise ValueError(f"hit counts cannot be negative ({hits}, {criticals})")
    return tuple(
        PendingSave(index, index >= hits, spec)
        for index in range(hits + criticals)
        for spec in saves_per_plain_hit(rule)
    )


@dataclass(frozen=True, slots=True)
class Condition:
    """A trooper's Wounds against its VITA (or STR) and the state they put it in."""

    vitality: int
    structure: bool = False
    """True when ``vitality`` is STR: Shock's outright kill affects VITA troopers only."""
    wounds: int = 0
    state: WoundState = "normal"
    no_wound_incapacitation: bool = False
    """No Wound Incapacitation: Wounds equal to VITA leave it Normal; one more kills it."""

    def __post_init__(self) -> None:
        if self.vitality < 1:
            raise ValueError(f"VITA/STR is at least 1 ({self.vitality})")
        if self.wounds < 0:
            raise ValueError(f"Wounds cannot be negative ({self.wounds})")
        least = state_for_wounds(
            self.wounds, self.vitality, no_wound_incapacitation=self.no_wound_incapacitation
        )
        if _SEVERITY[self.state] < _SEVERITY[least]:
            raise ValueError(
                f"{self.wounds} Wounds on VITA/STR {self.vitality} is not {self.state}"
            )


def state_for_wounds(
    wounds: int, vitality: int, *, no_wound_incapacitation: bool = False
) -> WoundState:
    """Wounds equal to VITA/STR: Unconscious (Normal with No Wound Incapacitation); more: Dead."""
    if wounds > vitality:
        return "dead"
    if wounds == vitality and not no_wound_incapacitation:
        return "unconscious"
    return "normal"


def apply_wounds(
    condition: Condition, wounds: int, *, shock: bool = False, kills: bool = False
) -> Condition:
    """Add Wounds; a state never improves here (a Shock kill stays Dead at any Wound count).

    ``kills`` (State: Dead): Wounds from a failed save put the target in Dead State whatever
    its VITA/STR, No Wound Incapacitation or Dogged; the Wounds are still counted."""
    if wounds < 0:
        raise ValueError(f"Wounds cannot be negative ({wounds})")
    total = condition.wounds + wounds
    state = state_for_wounds(
        total, condition.vitality, no_wound_incapacitation=condition.no_wound_incapacitation
    )
    if shock and wounds > 0 and condition.vitality == 1 and not condition.structure:
        state = "dead"
    if kills and wounds > 0:
        state = "dead"
    if _SEVERITY[condition.state] > _SEVERITY[state]:
        state = condition.state
    return replace(condition, wounds=total, state=state)


class MissingSaveFacesError(ValueError):
    """More faces are needed: Continuous Damage repeats depend on the faces already rolled."""


@dataclass(frozen=True, slots=True)
class SaveRollResult:
    save: PendingSave
    repeat: int
    """0 for the save itself, 1.. for Continuous Damage repeats."""
    face: int | None
    """None when the SV was below 1: no die is rolled and the save fails."""
    passed: bool
    wounds: int
    condition_after: Condition


@dataclass(frozen=True, slots=True)
class SaveResolution:
    sv: int
    rolls: tuple[SaveRollResult, ...]
    condition: Condition

    @property
    def wounds(self) -> int:
        return sum(r.wounds for r in self.rolls)


def resolve_saves(
    saves: Sequence[PendingSave],
    sv: int,
    faces: Sequence[int],
    condition: Condition,
) -> SaveResolution:
    """Apply faces to saves, in rounds as at the table.

    Round 0 rolls every listed save together, one face each in list order. Each later round
    repeats the Continuous Damage saves that failed in the previous round, while the target is
    not Dead. No face is used when the SV is below 1 (every save then fails). Too few faces
    raise MissingSaveFacesError; faces left over raise ValueError.
    """
    for given in faces:
        if given not in FACES:
            raise ValueError(f"a d20 face is 1..20, not {given}")
    rolls_dice = sv >= 1
    if not rolls_dice and faces:
        raise ValueError(f"no die is rolled for a save below SV 1 (SV {sv}), yet faces given")
    remaining = list(faces)
    rolls: list[SaveRollResult] = []
    to_roll = list(saves)
    repeat = 0
    while to_roll:
        failed_continuous: list[PendingSave] = []
        for save in to_roll:
            face: int | None = None
            if rolls_dice:
                if not remaining:
                    raise MissingSaveFacesError(
                        f"save {len(rolls) + 1} (repeat {repeat}) needs a face"
                    )
                face = remaining.pop(0)
            passed = face is not None and face <= sv
            wounds = 0 if passed else save.spec.wounds_on_fail
            condition = apply_wounds(
                condition, wounds, shock=save.spec.shock, kills=save.spec.kills
            )
            rolls.append(SaveRollResult(save, repeat, face, passed, wounds, condition))
            if not passed and save.spec.continuous:
                failed_continuous.append(save)
        to_roll = [] if condition.state == "dead" else failed_continuous
        repeat += 1
    if remaining:
        raise ValueError(f"{len(remaining)} face(s) left over after every save: {remaining}")
    return SaveResolution(sv, tuple(rolls), condition)

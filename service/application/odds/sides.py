"""The sides of a Normal or Face to Face Roll in `POST /v1/odds`, composed from what was asked.

Every rule that decides whether the roll may happen and how many dice it has is the one an
order goes through (``rules.legality``); the MODs, Burst and saves come from the rules modules
an order uses too. Rule violations are domain errors (422), with the order's problem codes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.application.odds.inputs import ModInput, SideInput, TargetInput, WeaponInput
from service.domain.errors import InvalidCommand, refused
from service.rules import fireteams, legality
from service.rules.ammo import n5_ammunition_chart, parse_ammo, parse_save_attribute
from service.rules.burst import MAX_BURST, special_die_allowed
from service.rules.catalogue import (
    CATALOGUE_REVISION,
    NotInCatalogueError,
    catalogue_weapon,
    program,
    skill,
)
from service.rules.hacking import (
    FIREWALL_LABEL,
    UnitType,
    comms_attack,
    firewall_save_mods,
    program_state,
    reset_mods,
    untargetable_reason,
)
from service.rules.martial_arts import (
    MartialArtsLevel,
    attack_mods,
    martial_arts_level,
    opponent_mods,
)
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec, weapon_spec
from service.rules.odds_wounds import with_save_skills
from service.rules.skill_saves import bioimmunity_applies
from service.rules.values import Edition, Mod, ModSource, success_value

N5_CHART = n5_ammunition_chart(CATALOGUE_REVISION)
"""The odds answer with the catalogue new games record, so E/M, PARA and Stun save as an order
of such a game saves them."""

CC_WEAPON = "CC Weapon"
"""How a CC Attack's weapon is named in a refusal when the odds are not told which it is."""


@dataclass(frozen=True, slots=True)
class ComposedSide:
    side: OddsSide
    state: str | None
    """The State a failed save against this side's Non-Lethal program causes; its hits then
    cause no Wound (None: a lethal program, a weapon, or no attack). A weapon's Non-Lethal
    States follow from its WeaponSpec (``odds_states.non_lethal_state_odds``)."""


def mods_of(mods: Sequence[ModInput]) -> tuple[Mod, ...]:
    return tuple(Mod(m.value, m.source.lower(), m.note) for m in mods)


def check_edition(sides: Sequence[SideInput], edition: Edition) -> None:
    if bioimmunity_applies(edition):
        return
    for body in sides:
        for target in (body.target, body.as_target):
            if target is not None and target.bioimmunity:
                raise InvalidCommand(f"{body.name}: Bioimmunity is not used in {edition.value}")


def check_firewalls(sides: Sequence[SideInput]) -> None:
    for body in sides:
        if body.program is not None:
            continue
        if any(t is not None and t.firewall is not None for t in (body.target, body.as_target)):
            raise InvalidCommand(
                f"{body.name}: a target's `firewall` applies only against a `program`"
            )


_TARGET_AS_GIVEN = ("ph", "structure", "partial_cover", "wounds", "unit_type")
"""The target's fields the odds take as given, under the same names."""


def target_spec(target: TargetInput | None, *, comms_attack: bool = False) -> TargetSpec:
    if target is None:
        return TargetSpec()
    arm, bts = target.arm, target.bts
    if target.bioimmunity and not comms_attack:
        # Either save attribute may take the better value; the attribute itself stays.
        arm = bts = max(arm, bts)
    spec = TargetSpec(
        arm=arm,
        bts=bts,
        vitality=target.vita,
        **{name: getattr(target, name) for name in _TARGET_AS_GIVEN},
    )
    try:
        return with_save_skills(spec, [skill(name).name for name in target.skills])
    except NotInCatalogueError:
        raise
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


def weapon_of(body: WeaponInput, target: TargetInput | None) -> WeaponSpec:
    aimed_at = target_spec(target)
    if body.profile is not None:
        spec = weapon_spec(catalogue_weapon(body.profile), aimed_at)
        return WeaponSpec(
            ps=spec.ps,
            ammo=spec.ammo,
            save_attribute=spec.save_attribute,
            target=aimed_at,
            continuous=spec.continuous or body.continuous,
            save_mods=mods_of(body.save_mods),
            combined=spec.combined or body.combined,
            n5_chart=N5_CHART,
            traits=spec.traits,
        )
    if body.ps is None or body.ammo is None or body.save_attribute is None:
        raise InvalidCommand(
            "a weapon is a catalogue `profile`, or `ps`, `ammo` and `save_attribute`"
        )
    try:
        return WeaponSpec(
            ps=body.ps,
            ammo=parse_ammo(body.ammo),
            save_attribute=parse_save_attribute(body.save_attribute),
            target=aimed_at,
            continuous=body.continuous,
            save_mods=mods_of(body.save_mods),
            combined=body.combined,
            n5_chart=N5_CHART,
        )
    except NotInCatalogueError:
        raise
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


def _level(body: SideInput) -> MartialArtsLevel | None:
    if body.martial_arts is None:
        return None
    if body.program is not None:
        raise InvalidCommand(f"{body.name}: Martial Arts applies to a CC Attack, not a program")
    if body.long_skill:
        raise InvalidCommand(f"{body.name}: a CC Attack is not a Long Skill")
    try:
        return martial_arts_level(body.martial_arts)
    except ValueError as exc:
        raise InvalidCommand(f"{body.name}: {exc}") from None


def _is_reset(index: int, sides: Sequence[SideInput], face_to_face: bool) -> bool:
    """A side that rolls no attack Face to Face against a Comms Attack is its target's Reset
    (Dodge does not evade a Comms Attack; an attack in reply carries its weapon)."""
    body = sides[index]
    if not face_to_face or body.weapon is not None or body.program is not None:
        return False
    if body.martial_arts is not None:
        return False
    return any(other.program is not None for i, other in enumerate(sides) if i != index)


def _burst(body: SideInput, level: MartialArtsLevel | None, reset: bool) -> int:
    """The dice the side rolls (without +1 SD), refused as an order would refuse them."""
    legality.special_die(asked=body.extra_die, long_skill=body.long_skill)
    if reset:
        legality.one_die("reset", body.burst)
    if level is not None:
        legality.martial_arts_special_die(level, body.extra_die)
        # `burst` is the CC Weapon's Burst in that turn (1 in ARO); the level adds its +1B.
        declared = min(body.burst + level.burst_mod, MAX_BURST)
        return legality.cc_attack_burst(
            CC_WEAPON, body.burst, declared, active_turn=body.active_turn, level=level
        )
    if not body.active_turn:
        if body.weapon is None and body.program is None:
            raise InvalidCommand(
                f"{body.name}: `active_turn` applies to an attack (`martial_arts`, a `weapon` "
                "or a `program`) only"
            )
        what = body.program or (body.weapon.profile if body.weapon else None) or "the weapon"
        legality.aro_burst(what, body.burst)
    return body.burst


def compose_sides(sides: Sequence[SideInput], face_to_face: bool) -> list[ComposedSide]:
    """Each side with the other sides' program MOD (to its Reset) and Martial Arts Opponent
    MOD (Face to Face only), its own Martial Arts MODs and the Burst the rules allow."""
    try:
        levels = [_level(body) for body in sides]
        bursts = [
            _burst(body, level, _is_reset(i, sides, face_to_face))
            for i, (body, level) in enumerate(zip(sides, levels, strict=True))
        ]
    except legality.Refused as exc:
        raise refused(exc) from None
    composed = []
    for index, body in enumerate(sides):
        from_others: list[Mod] = []
        for other, other_body in enumerate(sides):
            if other == index:
                continue
            if other_body.program is not None:
                from_others.extend(reset_mods(program(other_body.program)))
            other_level = levels[other]
            if face_to_face and other_level is not None:
                from_others.extend(opponent_mods(other_level, other_body.name))
        composed.append(_side(body, levels[index], bursts[index], tuple(from_others)))
    return composed


def _side(
    body: SideInput, level: MartialArtsLevel | None, burst: int, from_others: tuple[Mod, ...]
) -> ComposedSide:
    if body.program is not None:
        return _hacking_side(body, burst, from_others)
    if body.target is not None and body.weapon is None:
        raise InvalidCommand(f"{body.name}: a target needs a weapon to aim at it")
    own = attack_mods(level) if level is not None else ()
    mods = (*mods_of(body.mods), *own, *_fireteam_mods(body), *from_others)
    side = OddsSide(
        name=body.name,
        sv=success_value(body.attribute, mods),
        burst=burst,
        # One extra die whichever rules give it: +1 SD never adds up to two.
        extra_die=body.extra_die
        or (level is not None and level.special_die)
        or _fireteam_special_die(body),
        weapon=weapon_of(body.weapon, body.target) if body.weapon is not None else None,
    )
    return ComposedSide(side, None)


def _fireteam_mods(body: SideInput) -> tuple[Mod, ...]:
    if body.fireteam_leader is None:
        return ()
    try:
        legality.fireteam_leader(attacks=body.weapon is not None)
    except legality.Refused as exc:
        raise refused(exc) from None
    return fireteams.bs_mods(body.fireteam_leader)


def _fireteam_special_die(body: SideInput) -> bool:
    """BS Attack (+1 SD) from Level 2 (`_fireteam_mods` has refused a side that is no BS
    Attack); like any +1 SD, not with a Long Skill."""
    if body.fireteam_leader is None or not fireteams.special_die(body.fireteam_leader):
        return False
    return special_die_allowed(long_skill=body.long_skill, makes_roll=True)


def _unit_type(target: TargetInput | None) -> UnitType | None:
    if target is None or target.unit_type is None:
        return None
    return target.unit_type  # type: ignore[return-value]  # the API's Literal is UnitType's


def _hacking_side(body: SideInput, burst: int, from_others: tuple[Mod, ...]) -> ComposedSide:
    assert body.program is not None
    if body.weapon is not None:
        raise InvalidCommand(f"{body.name}: a side attacks with a weapon or a program, not both")
    info = program(body.program)
    target = body.target
    try:
        why_not = untargetable_reason(
            info, _unit_type(target), hacker=target is not None and target.hacker
        )
        legality.program_target(body.name if target is None else f"{body.name}'s target", why_not)
    except legality.Refused as exc:
        raise refused(exc) from None
    firewall = target.firewall if target is not None else None
    attack_mods_: tuple[Mod, ...] = ()
    if firewall is not None:
        attack_mods_ = (Mod(firewall, ModSource.EQUIPMENT, FIREWALL_LABEL),)
    try:
        attack = comms_attack(
            info,
            body.attribute,
            burst=burst,
            mods=(*attack_mods_, *mods_of(body.mods), *from_others),
            target=target_spec(target, comms_attack=True),
            save_mods=firewall_save_mods(firewall is not None),
        )
    except NotInCatalogueError:
        raise
    except ValueError as exc:
        raise InvalidCommand(f"{body.name}: {exc}") from exc
    side = OddsSide(body.name, attack.sv, attack.burst, body.extra_die, attack.weapon)
    return ComposedSide(side, program_state(info))

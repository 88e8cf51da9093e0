"""POST /v1/odds: exact odds of a Normal or Face to Face Roll, stateless."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, post
from litestar.datastructures import State
from litestar.params import JSONBody

from service.api.common import (
    Attribute,
    EditionName,
    Mods,
    Name,
    RequestBody,
    RollBurst,
    RollKind,
    ShortText,
    SuccessValueView,
    mods_from_body,
    success_value_view,
)
from service.api.contract import PUBLIC_COMMAND
from service.api.odds_hacking import (
    FirewallMod,
    StateOddsView,
    firewall_mods,
    refuse_firewall_without_program,
    side_state,
    state_view,
)
from service.api.odds_martial import SideAdjustment, SideAsked
from service.api.odds_martial import adjustments as martial_arts_adjustments
from service.api.odds_templates import (
    AttackKindName,
    ReactionName,
    SurpriseAttackMod,
    TemplateName,
    TemplateOddsView,
    TemplateShapeName,
    TemplatesOnTrooper,
    affected_side,
    template_attack,
    template_view,
)
from service.api.wounds_view import WoundsView, wounds_view
from service.application.odds import odds_and_states_in_worker, template_odds_in_worker
from service.application.workers import Workers
from service.domain.errors import InvalidCommand, NotInCatalogue
from service.rules.ammo import parse_ammo, parse_save_attribute
from service.rules.catalogue import NotInCatalogueError, catalogue_weapon, program, skill
from service.rules.hacking import comms_attack, reset_mods
from service.rules.odds import Odds, OddsSide, SideOdds, TargetSpec, WeaponSpec, weapon_spec
from service.rules.odds_wounds import SAVE_SKILLS, with_save_skills
from service.rules.skill_saves import bioimmunity_applies
from service.rules.templates import template_of
from service.rules.values import Edition, Mod, success_value
from service.rules.weapons import Template, TemplateShape

Probability = float


class WeaponBody(RequestBody, frozen=True):
    """A catalogue weapon (`profile`), or a custom one (`ps`, `ammo`, `save_attribute`)."""

    profile: Name | None = None
    ps: Annotated[int, msgspec.Meta(ge=0, le=20)] | None = None
    ammo: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=4)] | None = None
    save_attribute: ShortText | None = None
    continuous: bool = False
    combined: bool = False
    """A custom weapon with a Combined Saving Roll (as Plasma): each hit is saved against ARM,
    then against BTS. A catalogue profile's own trait applies when this is false."""
    save_mods: Mods = msgspec.field(default_factory=list)
    template: TemplateName | None = None
    """A template weapon: `direct` (no roll to hit) or `impact`; a catalogue profile's own
    template applies when this is absent."""
    template_shape: TemplateShapeName | None = None
    """`teardrop` or `circular`; required with `template`."""


class TargetBody(RequestBody, frozen=True):
    """The trooper this side's hits land on."""

    arm: Annotated[int, msgspec.Meta(ge=0, le=20)] = 0
    bts: Annotated[int, msgspec.Meta(ge=0, le=20)] = 0
    ph: Annotated[int, msgspec.Meta(ge=0, le=30)] = 10
    vita: Annotated[int, msgspec.Meta(ge=1, le=10)] = 1
    """VITA, or STR when `structure` is true."""
    structure: bool = False
    partial_cover: bool = False
    wounds: Annotated[int, msgspec.Meta(ge=0, le=20)] = 0
    bioimmunity: bool = False
    """The target uses Bioimmunity (N5): it saves against ARM or BTS with the better of its
    ARM and BTS values, the ammunition's rules kept (AP halves it). Not against a program
    (Comms Attack); refused in CodeOne, which does not use it."""
    skills: Annotated[list[ShortText], msgspec.Meta(max_length=len(SAVE_SKILLS))] = msgspec.field(
        default_factory=list
    )
    """Skills (catalogue names or slugs) that change how it saves: Total Immunity, Shock
    Immunity, No Wound Incapacitation. Any other is refused (422), never ignored."""
    firewall: FirewallMod | None = None
    """Against a `program` only: the target benefits from a Firewall with this MOD (-3,
    -6...), taken off the Hacker's WIP (shown as "Firewall"); its saves take +3 (N5)."""


class OddsSideBody(RequestBody, frozen=True):
    name: Name
    attribute: Attribute
    mods: Mods = msgspec.field(default_factory=list)
    burst: RollBurst = 1
    """1..6; a Burst outside that is refused by the rules (422)."""
    extra_die: bool = False
    """+1 SD: one extra die, then the side discards the die worst for it."""
    weapon: WeaponBody | None = None
    program: Name | None = None
    """A hacking program of the catalogue (e.g. "carbonite"): a Comms Attack. `attribute`
    is then the Hacker's WIP, `burst` at most the program's (1 in ARO), and the hits are saved
    against the target's BTS. The other side's roll (its Reset) takes the program's
    opponent MOD."""
    target: TargetBody | None = None
    martial_arts: Annotated[int, msgspec.Meta(ge=1, le=5)] | None = None
    """The side makes a CC Attack with Martial Arts at this level (N5 chart): its Attack MOD
    and +1 SD apply, its Burst MOD is added to `burst` (the CC Weapon's Burst) in the Active
    Turn, and in a Face to Face Roll the other side takes its Opponent MOD. `attribute` is
    then the trooper's CC."""
    active_turn: bool = True
    """With `martial_arts`: false when the CC Attack is an ARO (`burst` 1, no Burst MOD)."""
    long_skill: bool = False
    """The side's skill is a Long Skill: `extra_die` is then refused (422,
    `special-die-not-allowed`)."""
    # Template attacks only: the first side is the attacker, the others the affected troopers.
    reaction: ReactionName | None = None
    """An affected trooper's reply: `dodge` (a Normal PH Roll against a Direct Template),
    `attack` (its own roll; its `target` is the attacker), or `none` (the default)."""
    attack: AttackKindName = "standard"
    """The attacker's kind of attack: `speculative` (Impact Template, Burst 1, -6) or
    `intuitive` (Direct Template placed on a passed WIP Roll: `attribute` is then WIP).
    A Direct Template otherwise makes no roll: the attacker's `attribute` is not used."""
    surprise_attack: SurpriseAttackMod = 0
    """The attacker's Surprise Attack MOD, applied to every affected trooper's reaction."""
    templates: TemplatesOnTrooper = 1
    """An affected trooper: how many of a Direct Template attacker's templates cover it."""
    as_target: TargetBody | None = None
    """An affected trooper's own ARM, BTS, VITA...: what the template's hits meet. Defaults
    to the attacker's `target` (the Main Target)."""


MAX_ODDS_SIDES = 9
"""Two for a roll; a template's attacker and up to eight affected troopers."""


class OddsBody(RequestBody, frozen=True):
    kind: RollKind
    """Ignored for a template attack, whose rolls follow from each trooper's reaction."""
    sides: Annotated[list[OddsSideBody], msgspec.Meta(min_length=1, max_length=MAX_ODDS_SIDES)]
    edition: EditionName = "N5"


class SideOddsView(msgspec.Struct, frozen=True):
    name: str
    success_value: int
    mod_total: int
    breakdown: SuccessValueView
    win: Probability
    """Probability that this side keeps at least one success."""
    expected_hits: Probability
    expected_criticals: Probability
    hits_distribution: list[Probability]
    criticals_distribution: list[Probability]
    exact: dict[str, str]
    """The same figures as exact fractions ("p/q")."""
    wounds: WoundsView | None = None
    state: StateOddsView | None = None
    """A Non-Lethal program's side: the chance that its target enters the program's State."""


class OutcomeView(msgspec.Struct, frozen=True):
    hits: dict[str, int]
    criticals: dict[str, int]
    probability: Probability


class OddsView(msgspec.Struct, frozen=True):
    kind: str
    edition: str
    sides: list[SideOddsView]
    neither: Probability
    outcomes: list[OutcomeView]


class OddsController(Controller):
    path = "/v1/odds"
    tags = ("odds",)

    @post(
        "/",
        operation_id="compute_odds",
        responses=PUBLIC_COMMAND,
        summary="Exact odds of a Normal or Face to Face Roll, or of a template attack",
        status_code=200,
    )
    async def compute(self, state: State, data: JSONBody[OddsBody]) -> OddsView | TemplateOddsView:
        workers: Workers = state.workers
        _refuse_bioimmunity_outside_n5(data)
        for body in data.sides:
            if body.program is None:
                firewalls = tuple(t.firewall for t in (body.target, body.as_target) if t)
                refuse_firewall_without_program(body.name, firewalls)
        try:
            template = _template(data.sides[0].weapon)
            if template is not None:
                return await _template_odds(workers, data, *template)
            for body in data.sides:
                _refuse_template_fields(body)
            sides = _sides(data.sides, data.kind == "face_to_face")
            states = [side_state(body.program) for body in data.sides]
        except NotInCatalogueError as exc:
            raise NotInCatalogue(str(exc)) from exc
        result, state_odds = await odds_and_states_in_worker(
            workers, data.kind, sides, states, Edition(data.edition)
        )
        return odds_view(result, sides, [state_view(s) for s in state_odds])


def _refuse_bioimmunity_outside_n5(data: OddsBody) -> None:
    edition = Edition(data.edition)
    if bioimmunity_applies(edition):
        return
    for body in data.sides:
        for target in (body.target, body.as_target):
            if target is not None and target.bioimmunity:
                raise InvalidCommand(f"{body.name}: Bioimmunity is not used in {edition.value}")


def _template(weapon: WeaponBody | None) -> tuple[Template, TemplateShape | None] | None:
    if weapon is None:
        return None
    if weapon.template is not None:
        if weapon.template_shape is None:
            raise InvalidCommand("a template weapon needs a `template_shape`")
        return Template(weapon.template), TemplateShape(weapon.template_shape)
    if weapon.template_shape is not None:
        raise InvalidCommand("a `template_shape` needs a `template`")
    if weapon.profile is not None:
        profile = catalogue_weapon(weapon.profile)
        found = template_of(profile)
        return None if found is None else (found, profile.template_shape)
    return None


def _refuse_template_fields(body: OddsSideBody) -> None:
    if body.weapon is not None and _template(body.weapon) is not None:
        raise InvalidCommand(f"{body.name}: only the first side may attack with a template")
    template_only = (
        body.reaction is not None
        or body.attack != "standard"
        or body.surprise_attack != 0
        or body.templates != 1
        or body.as_target is not None
    )
    if template_only:
        raise InvalidCommand(
            f"{body.name}: `reaction`, `attack`, `surprise_attack`, `templates` and `as_target` "
            "apply only when the first side attacks with a template"
        )


async def _template_odds(
    workers: Workers, data: OddsBody, template: Template, shape: TemplateShape | None
) -> TemplateOddsView:
    attacker_body, *affected_bodies = data.sides
    if any(
        body.martial_arts is not None or body.long_skill or not body.active_turn
        for body in data.sides
    ):
        raise InvalidCommand(
            "`martial_arts`, `active_turn` and `long_skill` do not apply to a template attack"
        )
    if not affected_bodies:
        raise InvalidCommand("a template attack needs at least one affected trooper")
    assert attacker_body.weapon is not None
    attack = template_attack(attacker_body, template, _weapon(attacker_body.weapon, None))
    main_target = attacker_body.target
    affected = []
    for body in affected_bodies:
        if body.weapon is not None and _template(body.weapon) is not None:
            raise InvalidCommand(f"{body.name}: only the first side attacks with a template")
        if body.target is not None and body.weapon is None:
            raise InvalidCommand(f"{body.name}: a target needs a weapon to aim at it")
        weapon = _weapon(body.weapon, body.target) if body.weapon is not None else None
        own = _target_spec(body.as_target or main_target)
        affected.append(affected_side(body, attacker_body.surprise_attack, weapon, own))
    edition = Edition(data.edition)
    results = await template_odds_in_worker(workers, attack, affected, edition)
    return template_view(edition.value, attack, shape, affected, results)


def _target_spec(target: TargetBody | None, *, comms_attack: bool = False) -> TargetSpec:
    if target is None:
        return TargetSpec()
    arm, bts = target.arm, target.bts
    if target.bioimmunity and not comms_attack:
        # Either save attribute may take the better value; the attribute itself stays.
        arm = bts = max(arm, bts)
    spec = TargetSpec(
        arm=arm,
        bts=bts,
        ph=target.ph,
        vitality=target.vita,
        structure=target.structure,
        partial_cover=target.partial_cover,
        wounds=target.wounds,
    )
    try:
        return with_save_skills(spec, [skill(name).name for name in target.skills])
    except NotInCatalogueError:
        raise
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


def _weapon(body: WeaponBody, target: TargetBody | None) -> WeaponSpec:
    aimed_at = _target_spec(target)
    try:
        if body.profile is not None:
            profile = catalogue_weapon(body.profile)
            spec = weapon_spec(profile, aimed_at)
            return WeaponSpec(
                ps=spec.ps,
                ammo=spec.ammo,
                save_attribute=spec.save_attribute,
                target=aimed_at,
                continuous=spec.continuous or body.continuous,
                save_mods=mods_from_body(body.save_mods),
                combined=spec.combined or body.combined,
            )
        if body.ps is None or body.ammo is None or body.save_attribute is None:
            raise InvalidCommand(
                "a weapon is a catalogue `profile`, or `ps`, `ammo` and `save_attribute`"
            )
        return WeaponSpec(
            ps=body.ps,
            ammo=parse_ammo(body.ammo),
            save_attribute=parse_save_attribute(body.save_attribute),
            target=aimed_at,
            continuous=body.continuous,
            save_mods=mods_from_body(body.save_mods),
            combined=body.combined,
        )
    except NotInCatalogueError:
        raise
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


def _sides(bodies: list[OddsSideBody], face_to_face: bool) -> list[OddsSide]:
    """Each side, the other side's program MOD (to its Reset) added to its own MODs, and
    Martial Arts' MODs (its own, and the other side's Opponent MOD)."""
    opposing: list[tuple[Mod, ...]] = [
        reset_mods(program(body.program)) if body.program is not None else () for body in bodies
    ]
    try:
        asked = [
            SideAsked(
                b.name,
                b.burst,
                b.extra_die,
                b.program,
                b.martial_arts,
                b.long_skill,
                b.active_turn,
            )
            for b in bodies
        ]
        martial = martial_arts_adjustments(asked, face_to_face)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc
    sides = []
    for index, body in enumerate(bodies):
        from_other = [m for other, mods in enumerate(opposing) if other != index for m in mods]
        sides.append(_side(body, tuple(from_other), martial[index]))
    return sides


def _side(body: OddsSideBody, opposing_mods: tuple[Mod, ...], martial: SideAdjustment) -> OddsSide:
    if body.program is not None:
        return _hacking_side(body, (*opposing_mods, *martial.mods))
    if body.target is not None and body.weapon is None:
        raise InvalidCommand(f"{body.name}: a target needs a weapon to aim at it")
    mods = (*mods_from_body(body.mods), *martial.mods, *opposing_mods)
    return OddsSide(
        name=body.name,
        sv=success_value(body.attribute, mods),
        burst=body.burst if martial.burst is None else martial.burst,
        extra_die=body.extra_die if martial.extra_die is None else martial.extra_die,
        weapon=_weapon(body.weapon, body.target) if body.weapon is not None else None,
    )


def _hacking_side(body: OddsSideBody, opposing_mods: tuple[Mod, ...]) -> OddsSide:
    assert body.program is not None
    if body.weapon is not None:
        raise InvalidCommand(f"{body.name}: a side attacks with a weapon or a program, not both")
    attack_mods, save_mods = firewall_mods(body.target.firewall if body.target else None)
    try:
        attack = comms_attack(
            program(body.program),
            body.attribute,
            burst=body.burst,
            mods=(*attack_mods, *mods_from_body(body.mods), *opposing_mods),
            target=_target_spec(body.target, comms_attack=True),
            save_mods=save_mods,
        )
    except NotInCatalogueError:
        raise
    except ValueError as exc:
        raise InvalidCommand(f"{body.name}: {exc}") from exc
    return OddsSide(
        name=body.name,
        sv=attack.sv,
        burst=attack.burst,
        extra_die=body.extra_die,
        weapon=attack.weapon,
    )


def _side_view(side: OddsSide, result: SideOdds, state: StateOddsView | None) -> SideOddsView:
    exact = {
        "win": str(result.win),
        "expected_hits": str(result.expected_hits),
        "expected_criticals": str(result.expected_criticals),
    }
    return SideOddsView(
        name=result.name,
        success_value=result.success_value,
        mod_total=side.sv.mod_total,
        breakdown=success_value_view(side.sv),
        win=float(result.win),
        expected_hits=float(result.expected_hits),
        expected_criticals=float(result.expected_criticals),
        hits_distribution=[float(p) for p in result.hits_distribution],
        criticals_distribution=[float(p) for p in result.criticals_distribution],
        exact=exact,
        wounds=wounds_view(result.wounds),
        state=state,
    )


def odds_view(
    result: Odds, sides: list[OddsSide], states: list[StateOddsView | None] | None = None
) -> OddsView:
    shown = states if states is not None else [None] * len(sides)
    return OddsView(
        kind=result.kind,
        edition=result.edition.value,
        sides=[_side_view(s, r, st) for s, r, st in zip(sides, result.sides, shown, strict=True)],
        neither=float(result.neither),
        outcomes=[
            OutcomeView(hits=o.hits, criticals=o.criticals, probability=float(o.probability))
            for o in result.outcomes
        ],
    )

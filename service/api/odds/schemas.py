"""The body of POST /v1/odds and its answer for a Normal or Face to Face Roll."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import (
    AttributeValue,
    EditionName,
    Mods,
    Name,
    RequestBody,
    RollBurst,
    RollKind,
    ShortText,
    SuccessValueView,
    success_value_view,
)
from service.api.odds.hacking import FirewallMod, StateOddsView, state_view
from service.api.odds.templates import (
    AttackKindName,
    ReactionName,
    SurpriseAttackMod,
    TemplateName,
    TemplateShapeName,
    TemplatesOnTrooper,
)
from service.api.odds.wounds import WoundsView, wounds_view
from service.application.odds.use_case import (
    Odds,
    OddsSide,
    RollAnswer,
    SideOdds,
    StateOdds,
)

Probability = float
UnitTypeName = Literal["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
MAX_SAVE_SKILLS = 3
"""Total Immunity, Shock Immunity, No Wound Incapacitation: the skills that change a save."""


class OddsWeaponBody(RequestBody, frozen=True):
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


class OddsTargetBody(RequestBody, frozen=True):
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
    skills: Annotated[list[ShortText], msgspec.Meta(max_length=MAX_SAVE_SKILLS)] = msgspec.field(
        default_factory=list
    )
    """Skills (catalogue names or slugs) that change how it saves: Total Immunity, Shock
    Immunity, No Wound Incapacitation. Any other is refused (422), never ignored."""
    firewall: FirewallMod | None = None
    """Against a `program` only: the target benefits from a Firewall with this MOD (-3,
    -6...), taken off the Hacker's WIP (shown as "Firewall"); its saves take +3 (N5)."""
    unit_type: UnitTypeName | None = None
    """Its Unit Type: a `program` may target only the types its page names (422
    `not-hackable` otherwise, as in an order). Not checked when absent."""
    hacker: bool = False
    """It is a Hacker (Hacker or Killer Hacker): Carbonite and Trinity may target it whatever
    its Unit Type."""


class OddsSideBody(RequestBody, frozen=True):
    name: Name
    attribute: AttributeValue
    mods: Mods = msgspec.field(default_factory=list)
    burst: RollBurst = 1
    """1..6; a Burst outside that is refused by the rules (422)."""
    extra_die: bool = False
    """+1 SD: one extra die, then the side discards the die worst for it."""
    weapon: OddsWeaponBody | None = None
    program: Name | None = None
    """A hacking program of the catalogue (e.g. "carbonite"): a Comms Attack. `attribute`
    is then the Hacker's WIP, `burst` at most the program's (1 in ARO), and the hits are saved
    against the target's BTS. The other side's roll (its Reset) takes the program's
    opponent MOD."""
    target: OddsTargetBody | None = None
    martial_arts: Annotated[int, msgspec.Meta(ge=1, le=5)] | None = None
    """The side makes a CC Attack with Martial Arts at this level (N5 chart): its Attack MOD
    and +1 SD apply, its Burst MOD is added to `burst` (the CC Weapon's Burst) in the Active
    Turn, and in a Face to Face Roll the other side takes its Opponent MOD. `attribute` is
    then the trooper's CC."""
    active_turn: bool = True
    """False when the side's attack (`martial_arts`, a `weapon` or a `program`) is an ARO:
    its `burst` must then be 1, as in an order; Martial Arts L4 and L5 add their +1B in ARO
    too (Martial Arts page, N5)."""
    long_skill: bool = False
    """The side's skill is a Long Skill: `extra_die` is then refused (422,
    `special-die-not-allowed`)."""
    fireteam_leader: Annotated[int, msgspec.Meta(ge=2, le=5)] | None = None
    """The side is in a Fireteam of this many members (all of one Unit) making a BS Attack (a
    `weapon`): its Leader in the Active Turn, any member in ARO (`active_turn` false). Its
    Fireteam Level's +1 SD (Level 2 and up; one extra die however many rules give one) and +1
    BS (Level 4 and up) apply, as in an order (Fireteam Bonuses, Fireteams in the Reactive
    Turn, N5)."""
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
    as_target: OddsTargetBody | None = None
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
    """A Non-Lethal program's side: the chance that its target enters the program's State
    (the first of `states`)."""
    states: list[StateOddsView] = msgspec.field(default_factory=list)
    """A Non-Lethal attack: the chance of each State it causes. Its hits cause no Wound, so
    `wounds` is then absent."""


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


def _side_view(side: OddsSide, result: SideOdds, states: tuple[StateOdds, ...]) -> SideOddsView:
    exact = {
        "win": str(result.win),
        "expected_hits": str(result.expected_hits),
        "expected_criticals": str(result.expected_criticals),
    }
    shown = [view for view in (state_view(s) for s in states) if view is not None]
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
        state=shown[0] if shown else None,
        states=shown,
    )


def roll_odds_view(answer: RollAnswer) -> OddsView:
    return odds_view(answer.result, list(answer.sides), answer.states)


def odds_view(
    result: Odds,
    sides: list[OddsSide],
    states: tuple[tuple[StateOdds, ...], ...] | None = None,
) -> OddsView:
    shown = states if states is not None else ((),) * len(sides)
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

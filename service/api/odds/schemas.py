"""The body of POST /v1/odds and its answer for a Normal or Face to Face Roll."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from service.api._http.described import Example, Examples
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
from service.domain.described import about

Probability = float
UnitTypeName = Literal["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
MAX_SAVE_SKILLS = 3
"""Total Immunity, Shock Immunity, No Wound Incapacitation: the skills that change a save."""


class OddsWeaponBody(RequestBody, frozen=True):
    """The weapon whose hits the odds follow to Saving Rolls and Wounds: a catalogue weapon
    (`profile`) or a custom one (`ps`, `ammo`, `save_attribute`)."""

    profile: (
        Annotated[
            Name,
            about(
                "A weapon slug of GET /v1/catalogue/weapons (e.g. `combi_rifle`): its PS, "
                "Ammunition, traits and template apply; left out, give `ps`, `ammo` and "
                "`save_attribute`"
            ),
        ]
        | None
    ) = None
    ps: (
        Annotated[
            int,
            msgspec.Meta(ge=0, le=20),
            about("A custom weapon's PS: a save passes on the save attribute + PS or less"),
        ]
        | None
    ) = None
    ammo: (
        Annotated[
            list[ShortText],
            msgspec.Meta(min_length=1, max_length=4),
            about(
                "A custom weapon's Ammunition (names of GET /v1/catalogue/ammunition, e.g. `AP`, "
                "`DA`); several combine, as AP+DA"
            ),
        ]
        | None
    ) = None
    save_attribute: (
        Annotated[ShortText, about("A custom weapon's save attribute: `ARM`, `BTS` or `PH`")] | None
    ) = None
    continuous: Annotated[
        bool,
        about(
            "A custom weapon with Continuous Damage: a failed save is rolled again until one "
            "passes or the target is Dead"
        ),
    ] = False
    combined: Annotated[
        bool,
        about(
            "A custom weapon with a Combined Saving Roll (as Plasma): each hit is saved against "
            "ARM, then against BTS. A catalogue profile's own trait applies when this is false."
        ),
    ] = False
    save_mods: Annotated[Mods, about("MODs to the target's Saving Rolls the players agreed on")] = (
        msgspec.field(default_factory=list)
    )
    template: (
        Annotated[
            TemplateName,
            about(
                "A template weapon: `direct` (no roll to hit) or `impact`; a catalogue profile's "
                "own template applies when this is absent."
            ),
        ]
        | None
    ) = None
    template_shape: (
        Annotated[TemplateShapeName, about("`teardrop` or `circular`; required with `template`.")]
        | None
    ) = None


class OddsTargetBody(RequestBody, frozen=True):
    """The trooper this side's hits land on: what its Saving Rolls and its Wounds are worked out
    with."""

    arm: Annotated[
        int, msgspec.Meta(ge=0, le=20), about("Its ARM (Armor), what it saves against ARM with")
    ] = 0
    bts: Annotated[
        int,
        msgspec.Meta(ge=0, le=20),
        about("Its BTS (Biotechnological Shield), what it saves against BTS with"),
    ] = 0
    ph: Annotated[
        int,
        msgspec.Meta(ge=0, le=30),
        about("Its PH (Physique): PARA ammunition is saved against PH-6"),
    ] = 10
    vita: Annotated[
        int, msgspec.Meta(ge=1, le=10), about("VITA, or STR when `structure` is true.")
    ] = 1
    structure: Annotated[bool, about("`vita` is STR (Structure: remotes, TAGs), not VITA")] = False
    partial_cover: Annotated[
        bool, about("It is in Partial Cover: +3 to each of its Saving Rolls")
    ] = False
    wounds: Annotated[
        int, msgspec.Meta(ge=0, le=20), about("Wounds it has already taken before this roll")
    ] = 0
    bioimmunity: Annotated[
        bool,
        about(
            "The target uses Bioimmunity (N5): it saves against ARM or BTS with the better of its "
            "ARM and BTS values, the ammunition's rules kept (AP halves it). Not against a "
            "program (Comms Attack); refused in CodeOne, which does not use it."
        ),
    ] = False
    skills: Annotated[
        list[ShortText],
        msgspec.Meta(max_length=MAX_SAVE_SKILLS),
        about(
            "Skills (catalogue names or slugs) that change how it saves: Total Immunity, Shock "
            "Immunity, No Wound Incapacitation. Any other is refused (422), never ignored."
        ),
    ] = msgspec.field(default_factory=list)
    firewall: (
        Annotated[
            FirewallMod,
            about(
                "Against a `program` only: the target benefits from a Firewall with this MOD (-3, "
                '-6...), taken off the Hacker\'s WIP (shown as "Firewall"); its saves take +3 '
                "(N5)."
            ),
        ]
        | None
    ) = None
    unit_type: (
        Annotated[
            UnitTypeName,
            about(
                "Its Unit Type: a `program` may target only the types its page names (422 "
                "`not-hackable` otherwise, as in an order). Not checked when absent."
            ),
        ]
        | None
    ) = None
    hacker: Annotated[
        bool,
        about(
            "It is a Hacker (Hacker or Killer Hacker): Carbonite and Trinity may target it "
            "whatever its Unit Type."
        ),
    ] = False


class OddsSideBody(RequestBody, frozen=True):
    """One side of the roll: a trooper's Success Value (attribute and MODs) and Burst; with a
    `weapon` and a `target`, what its hits do."""

    name: Annotated[Name, about("The side's name in the answer, e.g. the trooper's")]
    attribute: Annotated[
        AttributeValue,
        about(
            "The attribute the side rolls against (BS for a BS Attack, CC, PH for a Dodge, "
            "WIP...), before MODs"
        ),
    ]
    mods: Annotated[
        Mods,
        about(
            "MODs to the attribute (range, cover, Mimetism...); their sum is capped at +/-12 "
            "(Modifiers, N5)"
        ),
    ] = msgspec.field(default_factory=list)
    burst: Annotated[
        RollBurst, about("1..6; a Burst outside that is refused by the rules (422).")
    ] = 1
    extra_die: Annotated[
        bool, about("+1 SD: one extra die, then the side discards the die worst for it.")
    ] = False
    weapon: (
        Annotated[
            OddsWeaponBody,
            about("The side's weapon: with a `target`, its hits go on to Saving Rolls and Wounds"),
        ]
        | None
    ) = None
    program: (
        Annotated[
            Name,
            about(
                'A hacking program of the catalogue (e.g. "carbonite"): a Comms Attack. '
                "`attribute` is then the Hacker's WIP, `burst` at most the program's (1 in ARO), "
                "and the hits are saved against the target's BTS. The other side's roll (its "
                "Reset) takes the program's opponent MOD."
            ),
        ]
        | None
    ) = None
    target: Annotated[OddsTargetBody, about("The trooper the side's hits land on")] | None = None
    martial_arts: (
        Annotated[
            int,
            msgspec.Meta(ge=1, le=5),
            about(
                "The side makes a CC Attack with Martial Arts at this level (N5 chart): its "
                "Attack MOD and +1 SD apply, its Burst MOD is added to `burst` (the CC Weapon's "
                "Burst) in the Active Turn, and in a Face to Face Roll the other side takes its "
                "Opponent MOD. `attribute` is then the trooper's CC."
            ),
        ]
        | None
    ) = None
    active_turn: Annotated[
        bool,
        about(
            "False when the side's attack (`martial_arts`, a `weapon` or a `program`) is an ARO: "
            "its `burst` must then be 1, as in an order; Martial Arts L4 and L5 add their +1B in "
            "ARO too (Martial Arts page, N5)."
        ),
    ] = True
    long_skill: Annotated[
        bool,
        about(
            "The side's skill is a Long Skill: `extra_die` is then refused (422, "
            "`special-die-not-allowed`)."
        ),
    ] = False
    fireteam_leader: (
        Annotated[
            int,
            msgspec.Meta(ge=2, le=5),
            about(
                "The side is in a Fireteam of this many members (all of one Unit) making a BS "
                "Attack (a `weapon`): its Leader in the Active Turn, any member in ARO "
                "(`active_turn` false). Its Fireteam Level's +1 SD (Level 2 and up; one extra die "
                "however many rules give one) and +1 BS (Level 4 and up) apply, as in an order "
                "(Fireteam Bonuses, Fireteams in the Reactive Turn, N5)."
            ),
        ]
        | None
    ) = None
    # Template attacks only: the first side is the attacker, the others the affected troopers.
    reaction: (
        Annotated[
            ReactionName,
            about(
                "An affected trooper's reply: `dodge` (a Normal PH Roll against a Direct "
                "Template), `attack` (its own roll; its `target` is the attacker), or `none` (the "
                "default)."
            ),
        ]
        | None
    ) = None
    attack: Annotated[
        AttackKindName,
        about(
            "The attacker's kind of attack: `speculative` (Impact Template, Burst 1, -6) or "
            "`intuitive` (Direct Template placed on a passed WIP Roll: `attribute` is then WIP). "
            "A Direct Template otherwise makes no roll: the attacker's `attribute` is not used."
        ),
    ] = "standard"
    surprise_attack: Annotated[
        SurpriseAttackMod,
        about("The attacker's Surprise Attack MOD, applied to every affected trooper's reaction."),
    ] = 0
    templates: Annotated[
        TemplatesOnTrooper,
        about("An affected trooper: how many of a Direct Template attacker's templates cover it."),
    ] = 1
    as_target: (
        Annotated[
            OddsTargetBody,
            about(
                "An affected trooper's own ARM, BTS, VITA...: what the template's hits meet. "
                "Defaults to the attacker's `target` (the Main Target)."
            ),
        ]
        | None
    ) = None


MAX_ODDS_SIDES = 9
"""Two for a roll; a template's attacker and up to eight affected troopers."""


class OddsBody(RequestBody, frozen=True):
    """A roll to work the exact odds of, statelessly: a Normal Roll (one side) or a Face to Face
    Roll (two), or a template attack (an attacker and the troopers its template affects)."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A Face to Face BS Attack and its ARO: Fennec's Combi Rifle at Burst 3 against"
            " Senku's reply, each hit saved",
            {
                "kind": "face_to_face",
                "sides": [
                    {
                        "name": "Fennec",
                        "attribute": 12,
                        "mods": [
                            {"value": 3, "source": "range", "note": "8-16 inches"},
                            {"value": -3, "source": "cover", "note": "Senku in Partial Cover"},
                        ],
                        "burst": 3,
                        "weapon": {"profile": "combi_rifle"},
                        "target": {"arm": 1, "bts": 3, "vita": 1, "partial_cover": True},
                    },
                    {
                        "name": "Senku",
                        "attribute": 11,
                        "mods": [{"value": 3, "source": "range"}],
                        "burst": 1,
                        "active_turn": False,
                        "weapon": {"profile": "combi_rifle"},
                        "target": {"arm": 1, "bts": 0, "vita": 1},
                    },
                ],
            },
        ),
        Example(
            "A Normal WIP Roll at -3",
            {
                "kind": "normal",
                "sides": [
                    {
                        "name": "Doctor",
                        "attribute": 13,
                        "mods": [{"value": -3, "source": "other", "note": "a TAG"}],
                    }
                ],
            },
        ),
        Example(
            "A Comms Attack: Carbonite against a Reset",
            {
                "kind": "face_to_face",
                "sides": [
                    {
                        "name": "Hacker",
                        "attribute": 14,
                        "burst": 2,
                        "program": "carbonite",
                        "target": {"bts": 3, "unit_type": "HI"},
                    },
                    {"name": "Reset", "attribute": 13},
                ],
            },
        ),
        Example(
            "A Direct Template: a Light Flamethrower on two troopers, one Dodging",
            {
                "kind": "normal",
                "sides": [
                    {
                        "name": "Flamer",
                        "attribute": 11,
                        "weapon": {"profile": "light_flamethrower"},
                        "target": {"arm": 1, "vita": 1},
                    },
                    {"name": "Senku", "attribute": 10, "reaction": "dodge"},
                    {"name": "Kamael", "attribute": 11, "reaction": "none"},
                ],
            },
        ),
    )

    kind: Annotated[
        RollKind,
        about(
            "`normal` (one side) or `face_to_face` (two). Ignored for a template attack, whose "
            "rolls follow from each trooper's reaction"
        ),
    ]
    sides: Annotated[
        list[OddsSideBody],
        msgspec.Meta(min_length=1, max_length=MAX_ODDS_SIDES),
        about(
            "The sides: one for a Normal Roll, two for a Face to Face Roll; for a template attack "
            "the attacker first, then each affected trooper"
        ),
    ]
    edition: Annotated[EditionName, about("The rules the odds follow: `N5` or `CodeOne`")] = "N5"


class SideOddsView(msgspec.Struct, frozen=True):
    """One side's odds: its Success Value and how it was reached, the chance it keeps a success, and
    the distributions of its hits and Criticals (and of the Wounds they deal)."""

    name: Annotated[str, about("The side's name, as asked")]
    success_value: Annotated[
        int,
        about("The side's Success Value: a die at or below it succeeds, equal to it is a Critical"),
    ]
    mod_total: Annotated[int, about("The MODs' sum after the +/-12 cap")]
    breakdown: Annotated[SuccessValueView, about("How the Success Value was reached, MOD by MOD")]
    win: Annotated[Probability, about("Probability that this side keeps at least one success.")]
    expected_hits: Annotated[
        Probability, about("The expected number of successes the side keeps (Criticals included)")
    ]
    expected_criticals: Annotated[
        Probability, about("The expected number of Criticals the side keeps")
    ]
    hits_distribution: Annotated[
        list[Probability],
        about("Index k: probability of keeping exactly k successes, Criticals included"),
    ]
    criticals_distribution: Annotated[
        list[Probability], about("Index k: probability of keeping exactly k Criticals")
    ]
    exact: Annotated[
        dict[str, str],
        about('`win`, `expected_hits` and `expected_criticals` as exact fractions ("p/q")'),
    ]
    wounds: (
        Annotated[
            WoundsView,
            about(
                "With a `weapon` and a `target`: the Wounds its hits deal; absent for a "
                "Non-Lethal attack"
            ),
        ]
        | None
    ) = None
    state: (
        Annotated[
            StateOddsView,
            about(
                "A Non-Lethal program's side: the chance that its target enters the program's "
                "State (the first of `states`)."
            ),
        ]
        | None
    ) = None
    states: Annotated[
        list[StateOddsView],
        about(
            "A Non-Lethal attack: the chance of each State it causes. Its hits cause no Wound, so "
            "`wounds` is then absent."
        ),
    ] = msgspec.field(default_factory=list)


class OutcomeView(msgspec.Struct, frozen=True):
    """One way the roll can end: each side's kept successes and Criticals, and its probability."""

    hits: Annotated[
        dict[str, int], about("Successes each side keeps (Criticals included), by side name")
    ]
    criticals: Annotated[dict[str, int], about("Criticals each side keeps, by side name")]
    probability: Annotated[Probability, about("Probability of this outcome")]


class OddsView(msgspec.Struct, frozen=True):
    """The exact odds of a Normal or Face to Face Roll, side by side, and every outcome."""

    kind: Annotated[str, about("`normal` or `face_to_face`, as asked")]
    edition: Annotated[str, about("The rules the odds follow")]
    sides: Annotated[list[SideOddsView], about("Each side's odds, in the order asked")]
    neither: Annotated[
        Probability,
        about(
            "Probability that no side keeps a success (in a Face to Face Roll, both fail or "
            "cancel out)"
        ),
    ]
    outcomes: Annotated[list[OutcomeView], about("Every outcome with a probability above 0")]


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

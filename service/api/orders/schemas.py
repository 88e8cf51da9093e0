"""Request bodies for troopers, skill declarations and the steps of an order.

They mirror the domain's command types on purpose rather than reuse them: the domain types are
also stored inside events, and the API must be free to evolve without rewriting history.
`to_domain` (shared by every resource) converts a body into the domain type, with the domain's
own validation.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, TypeVar

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import (
    MAX_ENTRIES,
    DieIndex,
    Face,
    Faces,
    Mods,
    Name,
    RequestBody,
    ShortText,
    ShortTexts,
    documented,
)
from service.domain import fields
from service.domain.declarations import AGREED_MODS
from service.domain.described import about
from service.domain.errors import InvalidCommand

AgreedMods = Annotated[Mods, about(AGREED_MODS)]


T = TypeVar("T")
E = TypeVar("E")
Entries = Annotated[list[E], msgspec.Meta(max_length=MAX_ENTRIES)]
CombatGroupNumber = Annotated[int, msgspec.Meta(ge=1, le=15)]
"""Up to 15: an army list holds at most 15 troopers (Army List, N5)."""
ArmyPoints = Annotated[int, msgspec.Meta(ge=0, le=10000)]
AttributeName = Literal["CC", "BS", "PH", "WIP", "ARM", "BTS"]
UnitTypeName = Literal["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
_STAT = msgspec.Meta(ge=0, le=30)
Stat = Annotated[int, _STAT, documented(_STAT)]
Burst = Annotated[int, msgspec.Meta(ge=1, le=12)]
_RANGE_MOD = msgspec.Meta(ge=-60, le=60)
_INCHES = msgspec.Meta(ge=0, le=1000)
_DECIMAL_INCHES = msgspec.Meta(max_length=16, pattern=r"^[0-9]{1,4}(\.[0-9]{1,6})?$")
RangeMod = Annotated[int, _RANGE_MOD, documented(_RANGE_MOD)]
Distance = (
    Annotated[int, _INCHES, documented(_INCHES)]
    | Annotated[float, _INCHES, documented(_INCHES)]
    | Annotated[str, _DECIMAL_INCHES, documented(_DECIMAL_INCHES)]
)
"""Inches, as a JSON number or a decimal string; kept exact (a Decimal) in the event."""


class ProfileBody(RequestBody, frozen=True, kw_only=True):
    """A trooper's Unit Profile attributes: MOV to BTS, and either VITA (`vita`) or STR (`str`),
    not both."""

    mov: Annotated[tuple[Stat, Stat], about("MOV: the first and second values, in inches")]
    cc: Annotated[Stat, about("CC (Close Combat)")]
    bs: Annotated[Stat, about("BS (Ballistic Skill)")]
    ph: Annotated[Stat, about("PH (Physique)")]
    wip: Annotated[Stat, about("WIP (Willpower)")]
    arm: Annotated[Stat, about("ARM (Armor)")]
    bts: Annotated[Stat, about("BTS (Biotechnological Shield)")]
    vita: (
        Annotated[
            int,
            msgspec.Meta(ge=1, le=10),
            about(
                "VITA: the Wounds it takes before it is Unconscious (troopers); give `str` "
                "instead for remotes and TAGs"
            ),
        ]
        | None
    ) = None
    str_: (
        Annotated[int, msgspec.Meta(ge=1, le=10), about("STR instead of VITA (remotes, TAGs).")]
        | None
    ) = msgspec.field(default=None, name="str")


class SkillEntryBody(RequestBody, frozen=True):
    """A Special Skill or piece of Equipment the trooper lists, with its value if it has one."""

    name: Annotated[
        Name,
        about(
            "Its name or slug (GET /v1/catalogue/skills), e.g. `Mimetism` or `mimetism`; one not "
            "there is 422 `not-in-catalogue`"
        ),
    ]
    value: (
        Annotated[
            int,
            msgspec.Meta(ge=-60, le=60),
            about("Its value, for a skill listed with one (Mimetism -6: -6; Martial Arts L2: 2)"),
        ]
        | None
    ) = None


class CustomWeaponBody(RequestBody, frozen=True, kw_only=True):
    """A weapon profile given with the trooper, for one the catalogue does not carry."""

    name: Annotated[Name, about("The weapon's name, as shown")]
    range_mods: Annotated[
        list[RangeMod | None],
        msgspec.Meta(min_length=7, max_length=7),
        about("MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48, 48-96 inches; null = out of range."),
    ]
    ps: Annotated[
        Stat, about("Its PS: a Saving Roll against it passes on the save attribute + PS or less")
    ]
    burst: Annotated[Burst, about("Its Burst (B)")]
    ammo: Annotated[
        list[ShortText],
        msgspec.Meta(min_length=1, max_length=4),
        about("Its Ammunition (names of GET /v1/catalogue/ammunition)"),
    ]
    save_attribute: Annotated[
        Literal["ARM", "BTS", "PH"], about("What its target saves with: `ARM`, `BTS` or `PH`")
    ]
    save_rolls: (
        Annotated[
            int,
            msgspec.Meta(ge=0, le=12),
            about("Saving Rolls a hit causes; left out, as its Ammunition says"),
        ]
        | None
    ) = None
    traits: Annotated[
        ShortTexts, about("Its Weapon Traits (names of GET /v1/catalogue/traits)")
    ] = msgspec.field(default_factory=list)


class TrooperWeaponBody(RequestBody, frozen=True, kw_only=True):
    """A BS Weapon the trooper carries: a catalogue slug, or a custom profile."""

    slug: Annotated[
        Name,
        about('A catalog weapon (e.g. "combi_rifle"), or this trooper\'s name for a custom one.'),
    ]
    custom: (
        Annotated[
            CustomWeaponBody,
            about(
                "A custom profile, with `slug` naming it; left out: `slug` is a catalogue weapon"
            ),
        ]
        | None
    ) = None
    burst_mod: Annotated[
        int,
        msgspec.Meta(ge=-3, le=3),
        about(
            'A Burst MOD on the profile, e.g. +1 for "Combi Rifle (+1B)"; applies in the Active '
            "Turn only"
        ),
    ] = 0
    special_die: Annotated[
        bool, about("+1 SD with it: roll one extra die, then discard one (POST .../discard)")
    ] = False
    reroll: Annotated[
        bool, about("The trooper may roll one die of an attack with it again (POST .../reroll)")
    ] = False


class MeleeWeaponBody(RequestBody, frozen=True, kw_only=True):
    """A CC Weapon the trooper carries, with its profile."""

    slug: Annotated[Name, about("What a CC Attack names (`weapon`)")]
    name: Annotated[Name, about("The weapon's name, as shown")]
    ps: Annotated[Stat, about("Its PS")]
    burst: Annotated[Burst, about("Its Burst")] = 1
    ammo: Annotated[
        list[ShortText], msgspec.Meta(min_length=1, max_length=4), about("Its Ammunition")
    ] = msgspec.field(default_factory=lambda: ["N"])
    save_attribute: Annotated[
        Literal["ARM", "BTS", "PH"], about("What its target saves with: `ARM`, `BTS` or `PH`")
    ] = "ARM"
    traits: Annotated[ShortTexts, about("Its Weapon Traits")] = msgspec.field(default_factory=list)
    special_die: Annotated[bool, about("+1 SD with it")] = False
    reroll: Annotated[bool, about("The trooper may roll one die of an attack with it again")] = (
        False
    )


class TrooperFieldsBody(RequestBody, frozen=True, kw_only=True):
    # No docstring: each body deriving from it is documented as it was before it.
    name: Annotated[
        Name,
        about(
            "The trooper's name as shown (the rule for names holds it: no two alike in one army)"
        ),
    ]
    profile: Annotated[ProfileBody, about("Its attributes")]
    regular: fields.GivesRegularOrder = True
    lieutenant: fields.IsLieutenant = False
    skills: Annotated[
        Entries[SkillEntryBody],
        about("Its Special Skills and Equipment (GET /v1/catalogue/skills), with their values"),
    ] = msgspec.field(default_factory=list)
    weapons: Annotated[
        Entries[TrooperWeaponBody], about("Its BS Weapons, by catalogue slug or custom profile")
    ] = msgspec.field(default_factory=list)
    melee_weapons: Annotated[Entries[MeleeWeaponBody], about("Its CC Weapons")] = msgspec.field(
        default_factory=list
    )
    unit_type: (
        Annotated[
            UnitTypeName,
            about(
                "The Unit Type on the profile: LI, MI, HI, TAG, REM, SK, WB or VH. Given, it "
                "decides which hacking programs may target the trooper (Carbonite: TAG, HI, REM, "
                "VH or a Hacker)."
            ),
        ]
        | None
    ) = None
    combat_group: (
        Annotated[
            CombatGroupNumber,
            about(
                "The army list's Combat Group (1, 2, ...): the trooper gives its Regular Order "
                "to, and spends Regular Orders from, that group's Order Pool only. A group holds "
                "at most 10 troopers (else 422 `combat-group-full`). Left out: the army has one "
                "Order Pool, as before."
            ),
        ]
        | None
    ) = None
    points: (
        Annotated[
            ArmyPoints,
            about(
                "The trooper's cost in Army Points; each player's army total is shown in `/state`."
            ),
        ]
        | None
    ) = None


class TrooperBody(TrooperFieldsBody, frozen=True, kw_only=True):
    """A trooper to add to the caller's army, as its army list gives it."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A trooper with catalogue weapons, in Combat Group 1",
            {
                "player": "ariadna",
                "trooper_id": "fennec",
                "name": "Fennec",
                "profile": {
                    "mov": [4, 4],
                    "cc": 14,
                    "bs": 12,
                    "ph": 11,
                    "wip": 13,
                    "arm": 1,
                    "bts": 0,
                    "vita": 1,
                },
                "skills": [{"name": "Mimetism", "value": -3}],
                "weapons": [{"slug": "combi_rifle"}],
                "unit_type": "LI",
                "combat_group": 1,
                "points": 18,
            },
        ),
        Example(
            "A TAG (STR, not VITA) and its Lieutenant role",
            {
                "player": "tohaa",
                "trooper_id": "kaeltar",
                "name": "Kaeltar",
                "profile": {
                    "mov": [6, 4],
                    "cc": 15,
                    "bs": 13,
                    "ph": 15,
                    "wip": 13,
                    "arm": 6,
                    "bts": 6,
                    "str": 3,
                },
                "lieutenant": True,
                "weapons": [{"slug": "hmg"}],
                "unit_type": "TAG",
                "points": 60,
            },
        ),
        Example(
            "A trooper in Hidden Deployment: the service draws its id",
            {
                "player": "tohaa",
                "name": "Senku",
                "profile": {
                    "mov": [4, 4],
                    "cc": 14,
                    "bs": 12,
                    "ph": 11,
                    "wip": 13,
                    "arm": 1,
                    "bts": 0,
                    "vita": 1,
                },
                "weapons": [{"slug": "combi_rifle"}],
                "hidden_deployment": True,
            },
        ),
    )

    player: Annotated[
        Name, about("The player whose army it joins (the caller, with their own token)")
    ]
    trooper_id: (
        Annotated[
            str,
            msgspec.Meta(min_length=1, max_length=40),
            about(
                "Left out, the game gives one (`t1`, `t2`, ...). In a game created from now on an "
                "id beginning `h-` is the service's (422 `hidden-deployment-refused`)."
            ),
        ]
        | None
    ) = None
    hidden_deployment: Annotated[
        bool,
        about(
            "The trooper is deployed in Hidden Deployment (N5): in the same command, the service "
            "draws its id (`h-` and 64 random bits, in the answer; send no `trooper_id`) and "
            "keeps its `hidden_deployment` secret sealed. Until its first Order or ARO places it "
            "on the table it is, to everyone but its player, a trooper that does not exist, and "
            "it adds no Order to the pool (its player keeps it, `/state`'s `pool.kept`). 422 "
            "`hidden-deployment-refused` in a game recorded before: there a later `POST "
            ".../secrets` puts it in Hidden Deployment."
        ),
    ] = False


class EditTrooperBody(TrooperFieldsBody, frozen=True, kw_only=True):
    """A trooper given again in full, as when added; its id and player stay as they were."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Fennec given again with a corrected BS",
            {
                "name": "Fennec",
                "profile": {
                    "mov": [4, 4],
                    "cc": 14,
                    "bs": 13,
                    "ph": 11,
                    "wip": 13,
                    "arm": 1,
                    "bts": 0,
                    "vita": 1,
                },
                "weapons": [{"slug": "combi_rifle"}],
                "combat_group": 1,
                "points": 18,
            },
        ),
    )


class AttackTargetBody(RequestBody, frozen=True, kw_only=True):
    """One target of a BS Attack: the dice of the Burst aimed at it and how far it is."""

    trooper: Annotated[
        Name,
        about(
            "The target's trooper id (a trooper the sender sees only as a marker is named by its "
            "handle, `camouflage-3`)"
        ),
    ]
    burst: Annotated[
        Burst,
        about(
            "Dice of the attacker's Burst aimed at this target (with a Direct Template: how many "
            "of its templates cover it)"
        ),
    ]
    distance: Annotated[
        Distance,
        about("Inches, above 0; on a band's upper bound it belongs to that band (8 is the first)."),
    ]
    partial_cover: Annotated[
        bool, about("The target is in Partial Cover: -3 to the attacker, +3 to its saves")
    ] = False
    mods: AgreedMods = msgspec.field(default_factory=list)
    affected: (
        Annotated[
            bool,
            about(
                "Impact Template: a trooper the template affects besides the Main Target (the "
                "first target not marked); it faces the roll made against the Main Target, so its "
                "`burst` and `distance` play no part."
            ),
        ]
        | None
    ) = None


class _SkillBody(RequestBody, frozen=True, kw_only=True, tag_field="skill"):
    pass


_SURPRISE = msgspec.Meta(ge=-12, le=-1)
SurpriseMod = Annotated[int, _SURPRISE, documented(_SURPRISE)]


_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
TrooperId = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]


class CoordinatedShotBody(RequestBody, frozen=True, kw_only=True):
    """Another participant's own BS Attack in a Coordinated Order, at Burst 1 and at the
    Spearhead's single target."""

    trooper: Annotated[
        Name, about("The participant shooting (one of the activation's `coordinated`)")
    ]
    weapon: Annotated[Name, about("The participant's weapon slug")]
    distance: Annotated[Distance, about("Inches from the participant to the target")]
    partial_cover: Annotated[
        bool, about("The target is in Partial Cover from this participant")
    ] = False
    mods: AgreedMods = msgspec.field(default_factory=list)


COORDINATED_SHOTS = 10
"""Bounds the body only: one shot per other participant is the domain's refusal."""


class BSAttackBody(_SkillBody, frozen=True, kw_only=True, tag="bs_attack"):
    """BS Attack (N5): shoot with a BS Weapon, a BS Roll per die of Burst, split between targets
    as declared; a Direct Template weapon makes no roll to hit."""

    weapon: Annotated[Name, about("The slug of the BS Weapon the trooper carries")]
    targets: Annotated[
        list[AttackTargetBody],
        msgspec.Meta(min_length=1, max_length=6),
        about(
            "With a Direct Template weapon: every trooper the template affects, `burst` being how "
            "many of the attacker's templates cover it. Each affected trooper's ARO is its "
            "reaction: `dodge` (a Normal PH Roll), a BS or CC Attack (its own Normal Roll), or "
            "nothing."
        ),
    ]
    special_die_target: (
        Annotated[
            Name,
            about(
                "With +1 SD and a split Burst, the target that gets the extra die (left out: the "
                "first)"
            ),
        ]
        | None
    ) = None
    attack: (
        Annotated[
            Literal["standard", "intuitive", "speculative"],
            about(
                "`intuitive`: a Direct Template placed only on a passed WIP Roll; `speculative`: "
                "an Impact Template weapon at Burst 1 and -6. Only weapons with that trait."
            ),
        ]
        | None
    ) = None
    surprise_attack: (
        Annotated[
            SurpriseMod,
            about("The Surprise Attack MOD the attack's targets apply to their reactions."),
        ]
        | None
    ) = None
    coordinated: (
        Annotated[
            list[CoordinatedShotBody],
            msgspec.Meta(min_length=1, max_length=COORDINATED_SHOTS),
            about(
                "A Coordinated Order's BS Attack (N5): each other participant's own shot, Burst 1 "
                "at the one target; `targets` is the Spearhead's, at half its Burst rounded up."
            ),
        ]
        | None
    ) = None


def skill_to_domain(body: _SkillBody, target: type[T]) -> T:
    """A skill body as the domain's skill: options not given are left out of the record."""
    data = msgspec.to_builtins(body)
    if isinstance(body, BSAttackBody):
        for option in ("attack", "surprise_attack", "coordinated"):
            if data.get(option) in (None, "standard"):
                data.pop(option, None)
        for aimed in data["targets"]:
            if not aimed.get("affected"):
                aimed.pop("affected", None)
    if isinstance(body, CCAttackBody) and data.get("allies_in_contact") is None:
        data.pop("allies_in_contact", None)
    if isinstance(body, CommsAttackBody):
        for aimed in data["targets"]:
            if aimed.get("firewall") is None:
                aimed.pop("firewall", None)
    try:
        return msgspec.convert(data, target)
    except (msgspec.ValidationError, ValueError) as exc:
        raise InvalidCommand(str(exc)) from exc


class CCAttackBody(_SkillBody, frozen=True, kw_only=True, tag="cc_attack"):
    """CC Attack (N5): attack an enemy in Silhouette contact with a CC Weapon, a CC Roll per die
    of Burst."""

    weapon: Annotated[
        Name,
        about("The slug of the CC Weapon (a melee weapon, or a carried weapon with the CC trait)"),
    ]
    target: Annotated[Name, about("The trooper attacked, in Silhouette contact")]
    burst: Annotated[
        Burst, about("The CC Attack's Burst (1, more with Martial Arts and the like)")
    ] = 1
    mods: AgreedMods = msgspec.field(default_factory=list)
    allies_in_contact: (
        Annotated[
            list[TrooperId],
            msgspec.Meta(min_length=1, max_length=COORDINATED_SHOTS),
            about(
                "A Coordinated Order's CC Attack, the Spearhead's alone (N5): the allied Troopers "
                "in Silhouette contact with the target, each +1 to its `burst`."
            ),
        ]
        | None
    ) = None


_FIREWALL = msgspec.Meta(ge=-12, le=-1)
FirewallMod = Annotated[int, _FIREWALL, documented(_FIREWALL)]
ProgramSlug = Annotated[str, msgspec.Meta(min_length=1, max_length=40, pattern=r"^[a-z_]+$")]


class CommsTargetBody(RequestBody, frozen=True, kw_only=True):
    """One target of a Comms Attack and the dice of the program's Burst aimed at it."""

    trooper: Annotated[Name, about("The target's trooper id")]
    burst: Annotated[
        Burst, about("Dice of the program's Burst aimed at this target (1 in ARO).")
    ] = 1
    mods: Annotated[Mods, about("MODs the players agreed on; Targeted's +3 is worked out.")] = (
        msgspec.field(default_factory=list)
    )
    firewall: (
        Annotated[
            FirewallMod,
            about(
                "The target benefits from a Firewall with this MOD (-3, -6...): the Hacker's WIP "
                "takes it, and the target's saves against the program take +3 (N5)."
            ),
        ]
        | None
    ) = None


class CommsAttackBody(_SkillBody, frozen=True, kw_only=True, tag="comms_attack"):
    """A hacking program (GET /v1/catalogue/programs) used by a trooper with a Hacking Device."""

    program: Annotated[
        ProgramSlug, about("The program's catalogue slug (`carbonite`, `spotlight`, ...)")
    ]
    targets: Annotated[
        list[CommsTargetBody],
        msgspec.Meta(min_length=1, max_length=6),
        about("The targets and the Burst aimed at each"),
    ]


class DodgeBody(_SkillBody, frozen=True, kw_only=True, tag="dodge"):
    """Dodge (N5): a PH Roll; a success avoids the attacks against the dodger (a template's area
    too)."""

    mods: AgreedMods = msgspec.field(default_factory=list)


class ResetBody(_SkillBody, frozen=True, kw_only=True, tag="reset"):
    """Reset (N5): a WIP Roll against a Comms Attack; a success avoids it and cancels the
    Targeted and Immobilized-B States."""

    mods: AgreedMods = msgspec.field(default_factory=list)


class DiscoverBody(_SkillBody, frozen=True, kw_only=True, tag="discover"):
    """Discover (N5): a WIP Roll to reveal a trooper behind a Camouflage or Impersonation marker."""

    target: Annotated[
        Name, about("The marker or trooper to discover (a marker by its handle, `camouflage-3`)")
    ]
    mods: AgreedMods = msgspec.field(default_factory=list)


class MoveBody(_SkillBody, frozen=True, kw_only=True, tag="move"):
    """Move (N5): the trooper moves; no roll."""


class IdleBody(_SkillBody, frozen=True, kw_only=True, tag="idle"):
    """Idle (N5): the trooper does nothing; no roll."""


class AttributeRollBody(_SkillBody, frozen=True, kw_only=True, tag="roll"):
    """Any skill the rules engine does not model: a Normal Roll of one attribute with MODs."""

    attribute: Annotated[
        AttributeName, about("The attribute rolled: `CC`, `BS`, `PH`, `WIP`, `ARM` or `BTS`")
    ]
    label: Annotated[
        str,
        msgspec.Meta(max_length=200),
        about('What the roll is for, kept with it (e.g. "Doctor on kamael")'),
    ] = ""
    mods: Annotated[Mods, about("MODs to the attribute")] = msgspec.field(default_factory=list)
    long_skill: Annotated[bool, about("The skill is a Long Skill (it takes the whole order).")] = (
        False
    )
    special_die: Annotated[
        bool,
        about(
            "+1 SD on this roll (one extra die, then one discarded). Refused with a Long Skill "
            "(422, `special-die-not-allowed`)."
        ),
    ] = False


_DEPLOYABLE_ID = msgspec.Meta(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_.-]+$")
DeployableId = Annotated[str, _DEPLOYABLE_ID, documented(_DEPLOYABLE_ID)]
"""A Deployable's marker id, chosen by its player: letters, digits, `_`, `.` and `-`."""


class PlaceDeployableBody(_SkillBody, frozen=True, kw_only=True, tag="place_deployable"):
    """Place Deployable: one use of a Deployable weapon the trooper carries goes on the table
    as a marker, with no roll (first or second skill, or ARO). A Disposable weapon is refused
    beyond its uses (422, `no-uses-left`); a weapon that is not Deployable, or an id already
    placed, is 422 `invalid-deployable`."""

    weapon: Annotated[
        Name, about("The slug of the Deployable weapon the trooper carries (`ap_mines`, ...)")
    ]
    deployable: Annotated[
        DeployableId, about("The marker's id, chosen by the player: what a later trigger names")
    ]


SkillBody = (
    BSAttackBody
    | CCAttackBody
    | CommsAttackBody
    | DodgeBody
    | ResetBody
    | DiscoverBody
    | MoveBody
    | IdleBody
    | AttributeRollBody
    | PlaceDeployableBody
)


class EnteredDiceBody(RequestBody, frozen=True):
    """The faces rolled at the table for one roll, named as the order names its sides."""

    roll: Annotated[Name, about("Whose roll these faces are: the side's name (a trooper id).")]
    faces: Annotated[
        Faces, about("The d20 faces, exactly the side's dice (its Burst, +1 with +1 SD)")
    ]


EnteredDiceList = Annotated[list[EnteredDiceBody], msgspec.Meta(max_length=MAX_ENTRIES)]


def profile_to_domain(body: ProfileBody) -> dict[str, Any]:
    if (body.vita is None) == (body.str_ is None):
        raise InvalidCommand("a profile has either VITA (`vita`) or STR (`str`), not both")
    data = msgspec.to_builtins(body)
    assert isinstance(data, dict)
    data.pop("vita", None)
    data.pop("str", None)
    data["vitality"] = body.vita if body.vita is not None else body.str_
    data["structure"] = body.str_ is not None
    return data


COORDINATED_NAMES = 10
"""Bounds the body only: the rules' limit (four Troopers in all) is the domain's refusal, so
that a fifth Trooper is refused naming the rule."""


_OPENED_ID = msgspec.Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")
_OPENED_SALT = msgspec.Meta(min_length=64, max_length=64, pattern="^[0-9a-f]{64}$")
_OPENED_SECRET = msgspec.Meta(max_length=2)


class SecretOpeningBody(RequestBody, frozen=True, kw_only=True):
    """A client-held secret opened in the command the rules reveal it with (docs/guide/secrets.md,
    "Secrets:
    the commitment scheme")."""

    secret_id: Annotated[
        str, _OPENED_ID, documented(_OPENED_ID), about("The secret's id (`s-...`), as committed")
    ]
    secret: Annotated[
        dict[str, TrooperId],
        _OPENED_SECRET,
        about('The secret committed to: `{"kind": "lieutenant", "trooper": <id>}`'),
    ]
    salt: Annotated[
        str,
        _OPENED_SALT,
        documented(_OPENED_SALT),
        about("The salt committed with it: 64 lowercase hex digits"),
    ]


_LOSS_OF_LIEUTENANT = msgspec.Meta(
    description=(
        "The player's word on their client-held private Lieutenant, not yet revealed, which "
        "the service cannot see: whether it is in a Null State, Isolated or Possessed as this "
        "turn starts. Asked for (409 `lieutenant-declaration-required`) once any trooper of "
        "the player cannot lead, outside Retreat!. false: no Loss of Lieutenant, the "
        "Lieutenant stays private and gives its Lieutenant Order; true: a Loss of Lieutenant, "
        "which names the Lieutenant, so `lieutenant_reveal` goes with it (409 "
        "`secret-reveal-required` without; 422 `secret-mismatch` when the secret belies the "
        "word). Recorded in `turn_started` as `declared_loss_of_lieutenant`; `verify` holds "
        "it to the secret once revealed. 422 for any other Lieutenant, which the service sees."
    )
)


class StartTurnBody(RequestBody, frozen=True, kw_only=True):
    """A Player Turn to start: whose, and their word on a client-held private Lieutenant when the
    rules ask for it."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Ariadna starts her turn", {"player": "ariadna"}),
        Example(
            "Her client-held private Lieutenant can still lead",
            {"player": "ariadna", "loss_of_lieutenant": False},
        ),
    )

    player: Annotated[Name, about("Whose turn starts (the caller, with their own token)")]
    lieutenant_reveal: (
        Annotated[
            SecretOpeningBody,
            about(
                "A client-held private Lieutenant's secret and salt, with `loss_of_lieutenant` "
                "true: a Loss of Lieutenant for the Lieutenant's own state names it, so the turn "
                "start reveals it (a server-held one needs nothing)."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    loss_of_lieutenant: Annotated[bool, _LOSS_OF_LIEUTENANT] | msgspec.UnsetType = msgspec.UNSET


Conclusion = Annotated[
    Literal["on-request", "when-possible"],
    msgspec.Meta(
        description=(
            "How the order goes on. `on-request` (the default, as before): its active player"
            " resolves it (`POST .../orders/{n}/resolve`) and concludes it (`.../conclude`)."
            " `when-possible`: the order declares no further skill (on the activation: no second"
            " skill) and is resolved and concluded by the request after which nobody has"
            " anything left to decide in it: once every Reactive Player has answered at the"
            " order's step, with their AROs and `POST .../orders/{n}/no-aro`; when it rolls no"
            " die or only the server's (a game without manual dice, every seed in); and, for the"
            " conclusion, when no save is due or the saves are the server's and no trooper"
            " saving has Dogged, Bioimmunity or Courage to choose. A Move answered with no ARO"
            " is so one request per player. A +1 SD discard, a ReRoll or faces to confirm still"
            " wait for their player; the order goes on after the request that settles them."
        )
    ),
]


class ActivationBody(RequestBody, frozen=True, kw_only=True):
    """An Order spent: the trooper activated and its first skill (Order Expenditure Sequence,
    N5)."""

    EXAMPLES: ClassVar[Examples] = (
        Example("A Move", {"trooper": "fennec", "skill": {"skill": "move"}}),
        Example(
            "A BS Attack at Burst 3, the target in Partial Cover",
            {
                "trooper": "fennec",
                "skill": {
                    "skill": "bs_attack",
                    "weapon": "combi_rifle",
                    "targets": [
                        {"trooper": "senku", "burst": 3, "distance": 14, "partial_cover": True}
                    ],
                },
            },
        ),
        Example(
            "A split Burst against two targets",
            {
                "trooper": "fennec",
                "skill": {
                    "skill": "bs_attack",
                    "weapon": "combi_rifle",
                    "targets": [
                        {"trooper": "senku", "burst": 2, "distance": 14},
                        {"trooper": "kaeltar", "burst": 1, "distance": "22.5"},
                    ],
                },
            },
        ),
        Example(
            "A Coordinated Order: the Spearhead at half its Burst, each other participant's shot"
            " at Burst 1",
            {
                "trooper": "fennec",
                "coordinated": ["kamael", "tankhunter"],
                "skill": {
                    "skill": "bs_attack",
                    "weapon": "combi_rifle",
                    "targets": [{"trooper": "senku", "burst": 2, "distance": 14}],
                    "coordinated": [
                        {"trooper": "kamael", "weapon": "rifle", "distance": "18.5"},
                        {"trooper": "tankhunter", "weapon": "combi_rifle", "distance": 20},
                    ],
                },
            },
        ),
        Example(
            "A Comms Attack: Carbonite on a TAG",
            {
                "trooper": "hacker",
                "skill": {
                    "skill": "comms_attack",
                    "program": "carbonite",
                    "targets": [{"trooper": "kaeltar", "burst": 2}],
                },
            },
        ),
        Example(
            "The Lieutenant Order of a client-held private Lieutenant, which reveals it",
            {
                "trooper": "fennec",
                "order_type": "lieutenant",
                "skill": {"skill": "move"},
                "lieutenant_reveal": {
                    "secret_id": "s-9f2c4a7d1e3b5c60",
                    "secret": {"kind": "lieutenant", "trooper": "fennec"},
                    "salt": "4c1d7e9a2b3f5c6d8e0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4",
                },
            },
        ),
    )

    trooper: Annotated[Name, about("The trooper activated; in a Coordinated Order, its Spearhead.")]
    skill: Annotated[
        SkillBody, about("The first skill declared (a tagged object: `skill` says which)")
    ]
    order_type: Annotated[
        Literal["regular", "irregular", "lieutenant", "impetuous"],
        about(
            "Which Order is spent: `regular` (from the trooper's Combat Group's pool), "
            "`irregular` (its own), `lieutenant` (the Lieutenant Special Order) or `impetuous` "
            "(its Impetuous Order, only before the pool's first Order)"
        ),
    ] = "regular"
    coordinated: (
        Annotated[
            list[TrooperId],
            msgspec.Meta(min_length=1, max_length=COORDINATED_NAMES),
            about(
                "A Coordinated Order (N5): the other Troopers of the Spearhead's Combat Group "
                "that take part, up to three; it spends one Command Token beside the Regular "
                "Order."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    lieutenant_reveal: (
        Annotated[
            SecretOpeningBody,
            about(
                "With order_type lieutenant and a client-held private Lieutenant: its secret and "
                "salt, for spending the Lieutenant Order makes it Open (a server-held one needs "
                "nothing)."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    conclude: Conclusion = "on-request"


class AppointLieutenantBody(RequestBody, frozen=True, kw_only=True):
    """The trooper to appoint as the new Lieutenant."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Kamael becomes the Lieutenant", {"trooper": "kamael"}),
    )

    trooper: Annotated[
        Name, about("The trooper who becomes the Lieutenant (Loss of Lieutenant, N5).")
    ]


class AroBody(RequestBody, frozen=True, kw_only=True):
    """An ARO (Automatic Reaction Order) against the active trooper."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A BS Attack in reply: the exchange becomes a Face to Face Roll",
            {
                "trooper": "senku",
                "skill": {
                    "skill": "bs_attack",
                    "weapon": "combi_rifle",
                    "targets": [{"trooper": "fennec", "burst": 1, "distance": 14}],
                },
            },
        ),
        Example("A Dodge", {"trooper": "senku", "skill": {"skill": "dodge"}}),
        Example(
            "A Reset against a Comms Attack", {"trooper": "kaeltar", "skill": {"skill": "reset"}}
        ),
    )

    trooper: Annotated[
        Name,
        about("The reacting trooper (a trooper the sender sees only as a marker by its handle)"),
    ]
    skill: Annotated[
        SkillBody,
        about("Its reaction: a BS or CC Attack, a Dodge, a Reset, a Discover, Place Deployable..."),
    ]


class SecondSkillBody(RequestBody, frozen=True, kw_only=True):
    """The active trooper's second skill (a Short Skill after the first)."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A BS Attack after a Move",
            {
                "skill": {
                    "skill": "bs_attack",
                    "weapon": "combi_rifle",
                    "targets": [{"trooper": "senku", "burst": 3, "distance": 12}],
                }
            },
        ),
        Example("A second Move", {"skill": {"skill": "move"}}),
    )

    skill: Annotated[SkillBody, about("The second skill (a tagged object: `skill` says which)")]
    conclude: Conclusion = "on-request"


class ResolveBody(RequestBody, frozen=True, kw_only=True):
    """What the resolution rolls with: server dice, or faces rolled at the table. Send `{}` for
    server dice."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Server dice", {}),
        Example(
            "Faces rolled at the table for both sides of a Face to Face Roll",
            {
                "dice": [
                    {"roll": "fennec:bs_attack>senku", "faces": [3, 11, 17]},
                    {"roll": "senku:bs_attack>fennec", "faces": [9]},
                ]
            },
        ),
    )

    dice: (
        Annotated[
            EnteredDiceList,
            about("Manual-dice games: the faces of each roll, keyed by the rolling trooper."),
        ]
        | None
    ) = None


class ConfirmDiceBody(RequestBody, frozen=True, kw_only=True):
    """The confirming player's answer to the faces entered for their troopers: `{}` accepts them
    all."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Accept the faces entered", {}),
        Example(
            "Replace the face entered for Senku with the one rolled",
            {"dice": [{"roll": "senku:bs_attack>fennec", "faces": [5]}]},
        ),
    )

    dice: (
        Annotated[
            EnteredDiceList,
            about(
                "Faces for rolls of the confirming player's own troopers, replacing the entered "
                "ones."
            ),
        ]
        | None
    ) = None
    saves: (
        Annotated[
            EnteredDiceList,
            about(
                "A conclusion's: save faces against the confirming player's troopers, keyed by "
                "the attacking side, replacing the entered ones."
            ),
        ]
        | None
    ) = None
    guts: (
        Annotated[
            EnteredDiceList,
            about(
                "A conclusion's: Guts Roll faces of the confirming player's troopers, keyed by "
                "trooper, replacing the entered ones."
            ),
        ]
        | None
    ) = None


class DiscardBody(RequestBody, frozen=True, kw_only=True):
    """The +1 SD discard (Special Dice, N5): the player whose side rolled one extra die chooses
    which of its dice to drop."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Drop the third die of Fennec's +1 SD roll",
            {"side": "fennec:bs_attack>senku", "die": 2},
        ),
    )

    side: Annotated[
        Name,
        about(
            "The side whose die is dropped: the name `open_order.pending` gives "
            "(`<trooper>:<skill>>target`)"
        ),
    ]
    die: Annotated[
        DieIndex,
        about("The index (0, 1, ...) of the die to drop, in that side's `dice` of the roll"),
    ]


class RerollBody(RequestBody, frozen=True, kw_only=True):
    """A ReRoll: the player rolls one die of a side again, or declines."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Roll the first die again with server dice",
            {"side": "fennec:bs_attack>senku", "die": 0},
        ),
        Example(
            "With manual dice: the new face",
            {"side": "fennec:bs_attack>senku", "die": 0, "face": 7},
        ),
        Example("Decline the ReRoll", {"side": "fennec:bs_attack>senku", "die": None}),
    )

    side: Annotated[
        Name, about("The side whose die is rolled again: the name `open_order.pending` gives")
    ]
    die: (
        Annotated[DieIndex, about("The index of the die to roll again; null declines the ReRoll.")]
        | None
    )
    face: (
        Annotated[
            Face,
            about("Manual dice: the new face rolled at the table; left out, the server rolls it"),
        ]
        | None
    ) = None


class ConcludeBody(RequestBody, frozen=True, kw_only=True):
    """The order's conclusion (Saving Rolls, Wounds, Guts Rolls) and the players' choices in it.
    Send `{}` for server dice and no choice."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Server dice, no choice", {}),
        Example(
            "Faces rolled at the table: Senku's saves against Fennec's hits, and a Guts Roll",
            {
                "saves": [{"roll": "fennec:bs_attack>senku", "faces": [14, 6]}],
                "guts": [{"roll": "kaeltar", "faces": [8]}],
            },
        ),
        Example("Courage: Kaeltar passes its Guts Roll without rolling", {"courage": ["kaeltar"]}),
    )

    saves: (
        Annotated[
            EnteredDiceList,
            about(
                "Manual dice: Saving Roll faces, keyed by the attacking side whose hits cause "
                "them (Continuous Damage repeats included)"
            ),
        ]
        | None
    ) = None
    guts: (
        Annotated[EnteredDiceList, about("Manual dice: Guts Roll faces, keyed by trooper")] | None
    ) = None
    courage: Annotated[
        list[TrooperId],
        msgspec.Meta(max_length=MAX_ENTRIES),
        about("Troopers with Courage that pass their Guts Roll without rolling."),
    ] = msgspec.field(default_factory=list)
    dogged: Annotated[
        list[TrooperId],
        msgspec.Meta(max_length=MAX_ENTRIES),
        about(
            "Troopers with Dogged whose player activates it should they enter Unconscious State "
            "in this order (N5): they act as Normal until their next Wound or the end of the "
            "turn."
        ),
    ] = msgspec.field(default_factory=list)
    bioimmunity: Annotated[
        list[TrooperId],
        msgspec.Meta(max_length=MAX_ENTRIES),
        about(
            "Troopers with Bioimmunity that save against ARM or BTS with the better of their ARM "
            "and BTS values in this order (N5; not against Comms Attacks)."
        ),
    ] = msgspec.field(default_factory=list)


class VoidBody(RequestBody, frozen=True, kw_only=True):
    """Why the organiser voids the order."""

    EXAMPLES: ClassVar[Examples] = (
        Example("A mistake at the table", {"reason": "the wrong trooper was activated"}),
    )

    reason: Annotated[
        str,
        msgspec.Meta(min_length=1, max_length=500),
        about("Free text recorded in `order_voided`"),
    ]


class TriggerBody(RequestBody, frozen=True, kw_only=True):
    """A placed Deployable's trigger, as its own ARO."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "An AP Mine triggered by Senku's Move", {"deployable": "mine-1", "targets": ["senku"]}
        ),
    )

    deployable: Annotated[
        DeployableId, about("The id the Deployable was placed with (Place Deployable).")
    ]
    targets: Annotated[
        list[TrooperId],
        msgspec.Meta(min_length=1, max_length=6),
        about(
            "The troopers its template affects: first the enemy that declared or executed a Skill "
            "or ARO in its Trigger Area (it must declare something in this order), then any other "
            "trooper under the template. Each Dodges with its own declaration (a Normal PH Roll "
            "at -3) or is hit; none may be on the Deployable's side."
        ),
    ]

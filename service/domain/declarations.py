"""Skill declarations, shared by the commands that declare them and the events that record them.

A declaration is what the player said at the table; MODs that follow from the rules (range,
cover, Mimetism) are worked out at resolution, so ``mods`` here holds only the extra ones the
players agreed on.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Literal

import msgspec

from service.domain.described import about
from service.domain.troopers import Attribute
from service.domain.unset import recorded_or
from service.rules.values import Mod, ModSource


class ModEntry(msgspec.Struct, frozen=True):
    """One MOD with where it comes from."""

    value: Annotated[
        int, about("The MOD, e.g. -3; a roll's MODs are summed and the sum capped at +/-12")
    ]
    source: Annotated[
        str,
        about("Where it comes from: `range`, `cover`, `mimetism`, `skill`, `equipment` or `other`"),
    ] = ModSource.OTHER.value
    note: Annotated[str, about("Free text kept with it")] = ""

    def to_mod(self) -> Mod:
        known = {s.value: s for s in ModSource}
        return Mod(self.value, known.get(self.source, self.source), self.note)


AGREED_MODS = (
    "MODs the players agreed on beyond those the rules give (range, cover and Mimetism are "
    "worked out at resolution)"
)
AgreedMods = Annotated[tuple[ModEntry, ...], about(AGREED_MODS)]


class AttackTarget(msgspec.Struct, frozen=True, kw_only=True):
    """One target of a BS Attack: the dice of the Burst aimed at it and how far it is."""

    trooper: Annotated[
        str,
        about(
            "The target's trooper id (a trooper the sender sees only as a marker is named by its "
            "handle, `camouflage-3`)"
        ),
    ]
    burst: Annotated[
        int,
        about(
            "Dice of the attacker's Burst aimed at this target (with a Direct Template: how many "
            "of its templates cover it)"
        ),
    ]
    distance: Annotated[
        Decimal,
        about(
            "Inches to the target, above 0: which range band's MOD applies (on a band's upper "
            "bound it belongs to that band)"
        ),
    ]
    partial_cover: Annotated[
        bool, about("The target is in Partial Cover: -3 to the attacker, +3 to the target's saves.")
    ] = False
    mods: AgreedMods = ()
    affected: (
        Annotated[
            bool,
            about(
                "Impact Template: a trooper the template affects besides the Main Target (the "
                "first target not so marked). It faces the roll made against the Main Target; its "
                "own `burst` and `distance` play no part. Left out of the record when not "
                "declared."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    @property
    def is_affected(self) -> bool:
        return self.affected is True


class _Skill(msgspec.Struct, frozen=True, kw_only=True, tag_field="skill"):
    pass


INTUITIVE_ATTACK_SIDE = "intuitive_attack"
"""The skill part of the name of an Intuitive Attack's WIP Roll side (``<trooper>:...``)."""

AttackKindName = Literal["standard", "speculative", "intuitive"]


class CoordinatedShot(msgspec.Struct, frozen=True, kw_only=True):
    """Another participant's own BS Attack in a Coordinated Order: its weapon and its distance to
    the order's single target, at Burst 1 (Coordinated Orders, N5)."""

    trooper: Annotated[str, about("The participant shooting (one of the order's `coordinated`)")]
    weapon: Annotated[str, about("The participant's weapon slug")]
    distance: Annotated[Decimal, about("Inches from the participant to the target")]
    partial_cover: Annotated[
        bool, about("The target is in Partial Cover from this participant")
    ] = False
    mods: AgreedMods = ()


class BSAttack(_Skill, frozen=True, kw_only=True, tag="bs_attack"):
    """BS Attack (N5): shoot with a BS Weapon, a BS Roll per die of Burst, split between targets as
    declared; a Direct Template weapon makes no roll to hit."""

    weapon: Annotated[str, about("The slug of the BS Weapon the trooper carries")]
    targets: Annotated[
        tuple[AttackTarget, ...],
        about(
            "The targets and the Burst aimed at each. With a Direct Template weapon: every "
            "trooper the template affects, `burst` being how many of the attacker's templates "
            "cover it"
        ),
    ]
    special_die_target: (
        Annotated[
            str,
            about(
                "With +1 SD and a split Burst, the target that gets the extra die (left out: the "
                "first)"
            ),
        ]
        | None
    ) = None
    # UNSET rather than a default value: left out of the record when not declared, so attacks
    # recorded before these fields existed encode exactly as they were recorded.
    attack: (
        Annotated[
            AttackKindName,
            about(
                "`intuitive`: a Direct Template placed only on a passed WIP Roll; `speculative`: "
                "an Impact Template weapon at Burst 1 and -6. Only weapons with that trait; left "
                "out: a standard attack"
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    surprise_attack: (
        Annotated[
            int,
            about(
                "The Surprise Attack MOD (negative) the attack's targets apply to their reactions."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    coordinated: (
        Annotated[
            tuple[CoordinatedShot, ...],
            about(
                "A Coordinated Order's BS Attack: the other participants' shots at the "
                "Spearhead's one target; the Spearhead's own is the rest of the skill."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    @property
    def shots(self) -> tuple[CoordinatedShot, ...]:
        return recorded_or(self.coordinated, ())

    @property
    def kind(self) -> AttackKindName:
        return recorded_or(self.attack, "standard")

    @property
    def surprise_mod(self) -> int:
        return recorded_or(self.surprise_attack, 0)


class CCAttack(_Skill, frozen=True, kw_only=True, tag="cc_attack"):
    """CC Attack (N5): attack an enemy in Silhouette contact with a CC Weapon, a CC Roll per die of
    Burst."""

    weapon: Annotated[
        str,
        about("The slug of the CC Weapon (a melee weapon, or a carried weapon with the CC trait)"),
    ]
    target: Annotated[str, about("The trooper attacked, in Silhouette contact")]
    burst: Annotated[
        int, about("The CC Attack's Burst (1, more with Martial Arts and the like)")
    ] = 1
    mods: AgreedMods = ()
    # UNSET: left out of the record unless declared, so every CC Attack keeps its bytes.
    allies_in_contact: (
        Annotated[
            tuple[str, ...],
            about(
                "A Coordinated Order's CC Attack, the Spearhead's alone: the allied Troopers in "
                "Silhouette contact with the target, +1 B each (Coordinated Orders, N5)."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    @property
    def allies(self) -> tuple[str, ...]:
        return recorded_or(self.allies_in_contact, ())


class CommsTarget(msgspec.Struct, frozen=True, kw_only=True):
    """One target of a Comms Attack and the dice of the program's Burst aimed at it."""

    trooper: Annotated[str, about("The target's trooper id")]
    burst: Annotated[int, about("Dice of the program's Burst aimed at this target (1 in ARO)")] = 1
    mods: Annotated[
        tuple[ModEntry, ...], about("MODs the players agreed on; Targeted's +3 is worked out")
    ] = ()
    firewall: (
        Annotated[
            int,
            about(
                "The Firewall the target benefits from, by its MOD to the Hacker's WIP (-3, "
                "-6...); left out of the record when there is none."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    @property
    def firewall_mod(self) -> int | None:
        return recorded_or(self.firewall, None)


class CommsAttack(_Skill, frozen=True, kw_only=True, tag="comms_attack"):
    """Comms Attack (N5): a hacking program used by a Hacker against targets in its Hacking Area."""

    program: Annotated[str, about("The program's catalogue slug (`carbonite`, `spotlight`, ...)")]
    targets: Annotated[tuple[CommsTarget, ...], about("The targets and the Burst aimed at each")]


class Dodge(_Skill, frozen=True, kw_only=True, tag="dodge"):
    """Dodge (N5): a PH Roll; a success avoids the attacks against the dodger (a template's area
    too)."""

    mods: AgreedMods = ()


class Reset(_Skill, frozen=True, kw_only=True, tag="reset"):
    """Reset (N5): a WIP Roll against a Comms Attack; a success avoids it and cancels the Targeted
    and Immobilized-B States."""

    mods: AgreedMods = ()


class Discover(_Skill, frozen=True, kw_only=True, tag="discover"):
    """Discover (N5): a WIP Roll to reveal a trooper behind a Camouflage or Impersonation marker."""

    target: Annotated[str, about("The marker or trooper to discover")]
    mods: AgreedMods = ()


class Move(_Skill, frozen=True, kw_only=True, tag="move"):
    """Move (N5): the trooper moves; no roll."""


class Idle(_Skill, frozen=True, kw_only=True, tag="idle"):
    """Idle (N5): the trooper does nothing; no roll."""


class PlaceDeployable(_Skill, frozen=True, kw_only=True, tag="place_deployable"):
    """Place Deployable (N5): one use of a Deployable weapon the trooper carries goes on the table
    as a marker, with no roll; a Short Skill or an ARO."""

    weapon: Annotated[
        str, about("The slug of the Deployable weapon the trooper carries (ap_mines, ...).")
    ]
    deployable: Annotated[
        str, about("The marker's id, chosen by the player: what a later trigger names.")
    ]


class AttributeRoll(_Skill, frozen=True, kw_only=True, tag="roll"):
    """Any other skill that is a Normal Roll of one attribute with MODs (a Doctor's WIP Roll, a
    Climbing PH Roll, ...)."""

    attribute: Annotated[
        Attribute, about("The attribute rolled: `CC`, `BS`, `PH`, `WIP`, `ARM` or `BTS`")
    ]
    label: Annotated[str, about('What the roll is for, kept with it (e.g. "Doctor on kamael")')] = (
        ""
    )
    mods: Annotated[tuple[ModEntry, ...], about("MODs to the attribute")] = ()
    long_skill: Annotated[bool, about("The skill is a Long Skill (it takes the whole order).")] = (
        False
    )
    special_die: Annotated[
        bool,
        about("+1 SD on this roll: one extra die, then one discarded; never with a Long Skill."),
    ] = False


Skill = (
    BSAttack
    | CCAttack
    | CommsAttack
    | Dodge
    | Reset
    | Discover
    | Move
    | Idle
    | AttributeRoll
    | PlaceDeployable
)
SkillName = Literal[
    "bs_attack",
    "cc_attack",
    "comms_attack",
    "dodge",
    "reset",
    "discover",
    "move",
    "idle",
    "roll",
    "place_deployable",
]

ARO_SKILLS: frozenset[type[_Skill]] = frozenset(
    {BSAttack, CCAttack, CommsAttack, Dodge, Reset, Discover, Idle, PlaceDeployable}
)
"""In ARO a trooper may declare BS Attack, CC Attack, a Comms Attack, Dodge, Reset, Discover,
Place Deployable, or nothing."""


def skill_name(skill: Skill) -> SkillName:
    names: dict[type[_Skill], SkillName] = {
        BSAttack: "bs_attack",
        CCAttack: "cc_attack",
        CommsAttack: "comms_attack",
        Dodge: "dodge",
        Reset: "reset",
        Discover: "discover",
        Move: "move",
        Idle: "idle",
        AttributeRoll: "roll",
        PlaceDeployable: "place_deployable",
    }
    return names[type(skill)]


def attack_targets(skill: Skill) -> tuple[str, ...]:
    if isinstance(skill, BSAttack):
        return tuple(t.trooper for t in skill.targets)
    if isinstance(skill, CCAttack):
        return (skill.target,)
    if isinstance(skill, CommsAttack):
        return tuple(t.trooper for t in skill.targets)
    return ()


def participant_attack(skill: BSAttack, shot: CoordinatedShot) -> BSAttack:
    """A Coordinated Order participant's own BS Attack: its weapon at Burst 1, at the
    Spearhead's single target (Coordinated Orders, N5)."""
    (aimed,) = skill.targets
    return BSAttack(
        weapon=shot.weapon,
        targets=(
            AttackTarget(
                trooper=aimed.trooper,
                burst=1,
                distance=shot.distance,
                partial_cover=shot.partial_cover,
                mods=shot.mods,
            ),
        ),
    )

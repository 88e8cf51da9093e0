"""Skill declarations, shared by the commands that declare them and the events that record them.

A declaration is what the player said at the table; MODs that follow from the rules (range,
cover, Mimetism) are worked out at resolution, so ``mods`` here holds only the extra ones the
players agreed on.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

import msgspec

from service.domain.troopers import Attribute
from service.domain.unset import recorded_or
from service.rules.values import Mod, ModSource


class ModEntry(msgspec.Struct, frozen=True):
    value: int
    source: str = ModSource.OTHER.value
    note: str = ""

    def to_mod(self) -> Mod:
        known = {s.value: s for s in ModSource}
        return Mod(self.value, known.get(self.source, self.source), self.note)


class AttackTarget(msgspec.Struct, frozen=True, kw_only=True):
    trooper: str
    burst: int
    distance: Decimal
    """Inches; kept as a decimal so recorded data never holds a float."""
    partial_cover: bool = False
    """The target is in Partial Cover: -3 to the attacker, +3 to the target's saves."""
    mods: tuple[ModEntry, ...] = ()
    affected: bool | msgspec.UnsetType = msgspec.UNSET
    """Impact Template: a trooper the template affects besides the Main Target (the first
    target not so marked). It faces the roll made against the Main Target; its own ``burst``
    and ``distance`` play no part. Left out of the record when not declared."""

    @property
    def is_affected(self) -> bool:
        return self.affected is True


class _Skill(msgspec.Struct, frozen=True, kw_only=True, tag_field="skill"):
    pass


INTUITIVE_ATTACK_SIDE = "intuitive_attack"
"""The skill part of the name of an Intuitive Attack's WIP Roll side (``<trooper>:...``)."""

AttackKindName = Literal["standard", "speculative", "intuitive"]


class CoordinatedShot(msgspec.Struct, frozen=True, kw_only=True):
    """Another participant's own BS Attack in a Coordinated Order: its weapon, its distance
    to the order's single target, at Burst 1 (Coordinated Orders, N5)."""

    trooper: str
    weapon: str
    distance: Decimal
    partial_cover: bool = False
    mods: tuple[ModEntry, ...] = ()


class BSAttack(_Skill, frozen=True, kw_only=True, tag="bs_attack"):
    weapon: str
    targets: tuple[AttackTarget, ...]
    """With a Direct Template weapon: the troopers the template affects, each ``burst`` being
    how many of the attacker's templates cover it."""
    special_die_target: str | None = None
    """With +1 SD and a split Burst, the target that gets the extra die (default: the first)."""
    # UNSET rather than a default value: left out of the record when not declared, so attacks
    # recorded before these fields existed encode exactly as they were recorded.
    attack: AttackKindName | msgspec.UnsetType = msgspec.UNSET
    """An Intuitive Attack (Direct Template, placed on a WIP Roll) or a Speculative Attack."""
    surprise_attack: int | msgspec.UnsetType = msgspec.UNSET
    """The Surprise Attack MOD (negative) the attack's targets apply to their reactions."""
    coordinated: tuple[CoordinatedShot, ...] | msgspec.UnsetType = msgspec.UNSET
    """A Coordinated Order's BS Attack: the other participants' shots at the Spearhead's one
    target; the Spearhead's own is the rest of the skill."""

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
    weapon: str
    target: str
    burst: int = 1
    mods: tuple[ModEntry, ...] = ()
    # UNSET: left out of the record unless declared, so every CC Attack keeps its bytes.
    allies_in_contact: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """A Coordinated Order's CC Attack, the Spearhead's alone: the allied Troopers in
    Silhouette contact with the target, +1 B each (Coordinated Orders, N5)."""

    @property
    def allies(self) -> tuple[str, ...]:
        return recorded_or(self.allies_in_contact, ())


class CommsTarget(msgspec.Struct, frozen=True, kw_only=True):
    """One target of a Comms Attack and the dice of the program's Burst aimed at it."""

    trooper: str
    burst: int = 1
    mods: tuple[ModEntry, ...] = ()
    """MODs the players agreed on; Targeted's +3 is worked out."""
    firewall: int | msgspec.UnsetType = msgspec.UNSET
    """The Firewall the target benefits from, by its MOD to the Hacker's WIP (-3, -6...); left
    out of the record when there is none."""

    @property
    def firewall_mod(self) -> int | None:
        return recorded_or(self.firewall, None)


class CommsAttack(_Skill, frozen=True, kw_only=True, tag="comms_attack"):
    """A hacking program used against one or more targets in the Hacker's Hacking Area."""

    program: str
    """The program's catalogue slug (carbonite, spotlight, ...)."""
    targets: tuple[CommsTarget, ...]


class Dodge(_Skill, frozen=True, kw_only=True, tag="dodge"):
    mods: tuple[ModEntry, ...] = ()


class Reset(_Skill, frozen=True, kw_only=True, tag="reset"):
    mods: tuple[ModEntry, ...] = ()


class Discover(_Skill, frozen=True, kw_only=True, tag="discover"):
    target: str
    mods: tuple[ModEntry, ...] = ()


class Move(_Skill, frozen=True, kw_only=True, tag="move"):
    pass


class Idle(_Skill, frozen=True, kw_only=True, tag="idle"):
    pass


class PlaceDeployable(_Skill, frozen=True, kw_only=True, tag="place_deployable"):
    """Place Deployable (N5): one use of a Deployable weapon the trooper carries goes on the
    table as a marker, with no roll; a Short Skill or an ARO."""

    weapon: str
    """The slug of the Deployable weapon the trooper carries (ap_mines, ...)."""
    deployable: str
    """The marker's id, chosen by the player: what a later trigger names."""


class AttributeRoll(_Skill, frozen=True, kw_only=True, tag="roll"):
    """Any other skill that is a Normal Roll of one attribute with MODs."""

    attribute: Attribute
    label: str = ""
    mods: tuple[ModEntry, ...] = ()
    long_skill: bool = False
    """The skill is a Long Skill (it takes the whole order)."""
    special_die: bool = False
    """+1 SD on this roll: one extra die, then one discarded; never with a Long Skill."""


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

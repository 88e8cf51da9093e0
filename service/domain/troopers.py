"""A trooper as the army list gives it: attributes, skills and weapons.

Weapons are named by a catalogue slug or carried as a custom profile, so an event always holds
everything needed to recompute a roll without consulting anything that might change later.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.domain import fields
from service.domain.described import about
from service.domain.unset import recorded_or
from service.rules.catalogue import catalogue_weapon
from service.rules.catalogue.skills import LIEUTENANT_EXTRA_TOKEN, LIEUTENANT_EXTRA_TOKEN_NAME
from service.rules.hacking import HACKERS, UnitType
from service.rules.saves import WoundState
from service.rules.weapons import WeaponProfile, weapon_profile

OrderType = Literal["regular", "irregular", "lieutenant", "impetuous"]
Attribute = Literal["CC", "BS", "PH", "WIP", "ARM", "BTS"]
TrooperState = WoundState

MAX_BURST = 6
CC_TRAIT = "CC"
"""A Close Combat weapon: used in CC Attacks, never in a BS Attack."""


class Profile(msgspec.Struct, frozen=True, kw_only=True):
    """A trooper's Unit Profile attributes (the profile's MOV to BTS, and VITA or STR)."""

    mov: Annotated[tuple[int, int], about("MOV: the first and second values, in inches")]
    cc: Annotated[int, about("CC (Close Combat)")]
    bs: Annotated[int, about("BS (Ballistic Skill)")]
    ph: Annotated[int, about("PH (Physique)")]
    wip: Annotated[int, about("WIP (Willpower)")]
    arm: Annotated[int, about("ARM (Armor)")]
    bts: Annotated[int, about("BTS (Biotechnological Shield)")]
    vitality: Annotated[
        int,
        about(
            "VITA, or STR when `structure` is set: the Wounds (Structure points) it takes before "
            "it is Unconscious"
        ),
    ]
    structure: Annotated[bool, about("`vitality` is STR (remotes, TAGs), not VITA")] = False

    def attribute(self, name: Attribute) -> int:
        values: dict[Attribute, int] = {
            "CC": self.cc,
            "BS": self.bs,
            "PH": self.ph,
            "WIP": self.wip,
            "ARM": self.arm,
            "BTS": self.bts,
        }
        return values[name]


class SkillEntry(msgspec.Struct, frozen=True):
    """A Special Skill or piece of Equipment, e.g. Mimetism with value -6."""

    name: Annotated[
        str,
        about(
            "The skill's name or slug (GET /v1/catalogue/skills), matched without regard to case"
        ),
    ]
    value: (
        Annotated[
            int,
            about(
                "Its value, for a skill listed with one (Mimetism -6 is -6); null for one without"
            ),
        ]
        | None
    ) = None


class CustomWeapon(msgspec.Struct, frozen=True, kw_only=True):
    """A weapon profile given with the trooper, for one the catalogue does not carry."""

    name: Annotated[str, about("The weapon's name, as shown")]
    range_mods: Annotated[
        tuple[int | None, ...],
        about(
            "MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48 and 48-96 inches, in that order; "
            "null: out of range"
        ),
    ]
    ps: Annotated[
        int, about("Its PS: a Saving Roll against it passes on the save attribute + PS or less")
    ]
    burst: Annotated[int, about("Its Burst (B)")]
    ammo: Annotated[
        tuple[str, ...], about("Its Ammunition (names of GET /v1/catalogue/ammunition)")
    ]
    save_attribute: Annotated[str, about("What its target saves with: `ARM`, `BTS` or `PH`")]
    save_rolls: (
        Annotated[int, about("Saving Rolls a hit causes; left out, as its Ammunition says")] | None
    ) = None
    traits: Annotated[
        tuple[str, ...], about("Its Weapon Traits (names of GET /v1/catalogue/traits)")
    ] = ()

    def profile(self) -> WeaponProfile:
        # Every field is one of weapon_profile's parameters, under the same name.
        return weapon_profile(**msgspec.structs.asdict(self))


class TrooperWeapon(msgspec.Struct, frozen=True, kw_only=True):
    """A BS weapon the trooper carries; ``slug`` is how declarations name it."""

    slug: Annotated[
        str,
        about(
            "A catalogue weapon's slug (`combi_rifle`), or this trooper's name for a custom one: "
            "what declarations name"
        ),
    ]
    custom: Annotated[
        CustomWeapon | None, about("A custom profile; null: `slug` is a catalogue weapon")
    ] = None
    burst_mod: Annotated[
        int, about('e.g. +1 for "Combi Rifle (+1B)"; applies in the Active Turn only.')
    ] = 0
    special_die: Annotated[bool, about("+1 SD: roll one extra die, then discard one.")] = False
    reroll: Annotated[
        bool, about("The trooper may roll one die of an attack with it again (ReRoll)")
    ] = False

    def profile(self, catalogue_revision: int) -> WeaponProfile:
        """The weapon's profile; a slug names it in the game's catalogue revision."""
        if self.custom is not None:
            return self.custom.profile()
        return catalogue_weapon(self.slug, catalogue_revision)


class MeleeWeapon(msgspec.Struct, frozen=True, kw_only=True):
    """A CC Weapon the trooper carries, with its profile."""

    slug: Annotated[str, about("What a CC Attack names (`weapon`)")]
    name: Annotated[str, about("The weapon's name, as shown")]
    ps: Annotated[int, about("Its PS")]
    burst: Annotated[int, about("Its Burst (1 for most)")] = 1
    ammo: Annotated[tuple[str, ...], about("Its Ammunition")] = ("N",)
    save_attribute: Annotated[str, about("What its target saves with")] = "ARM"
    traits: Annotated[tuple[str, ...], about("Its Weapon Traits")] = ()
    special_die: Annotated[bool, about("+1 SD with it: one extra die, then one discarded")] = False
    reroll: Annotated[
        bool, about("The trooper may roll one die of an attack with it again (ReRoll)")
    ] = False


class Trooper(msgspec.Struct, frozen=True, kw_only=True):
    """A trooper as its army list gives it, with its Wounds and state now."""

    trooper_id: Annotated[
        str,
        about(
            "Its id in the game (`t1`, or the client's own; `h-` and 16 hex digits for one added "
            "in Hidden Deployment), as paths and declarations name it"
        ),
    ]
    player: Annotated[str, about("The player whose army it is")]
    name: Annotated[
        str,
        about(
            "The trooper's name as shown (the rule for names holds it: no two alike in one army)"
        ),
    ]
    profile: Annotated[Profile, about("Its attributes")]
    regular: fields.GivesRegularOrder = True
    lieutenant: fields.IsLieutenant = False
    skills: Annotated[
        tuple[SkillEntry, ...],
        about("Its Special Skills and Equipment (GET /v1/catalogue/skills), with their values"),
    ] = ()
    weapons: Annotated[
        tuple[TrooperWeapon, ...], about("Its BS Weapons, by catalogue slug or custom profile")
    ] = ()
    melee_weapons: Annotated[tuple[MeleeWeapon, ...], about("Its CC Weapons")] = ()
    wounds: Annotated[int, about("Wounds (or Structure points) it has taken")] = 0
    state: Annotated[
        TrooperState, about("`normal`, `unconscious` or `dead` (Wounds and Unconscious, N5)")
    ] = "normal"
    # UNSET rather than None: left out of the stored trooper when not given, so games set up
    # before Unit Types were known export the same bytes.
    unit_type: (
        Annotated[
            UnitType,
            about("LI, MI, HI, TAG, REM, SK, WB or VH; unset when the players did not give it."),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    # UNSET for the same reason: games set up before army lists keep their bytes.
    combat_group: (
        Annotated[
            int,
            about(
                "The army list's Combat Group (1, 2, ...) whose Order Pool the trooper gives to "
                "and spends from; unset in games whose troopers share one pool."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    points: (
        Annotated[
            int,
            about(
                "Its cost in Army Points, as the army list gives it; unset when not given, and "
                "left out for a reader other than its player before the end of a game under the "
                "privacy rule (a Cost is Private)"
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    @property
    def can_act(self) -> bool:
        return self.state == "normal"

    @property
    def group(self) -> int | None:
        return recorded_or(self.combat_group, None)

    @property
    def known_unit_type(self) -> UnitType | None:
        return recorded_or(self.unit_type, None)

    @property
    def is_hacker(self) -> bool:
        return any(self.has_skill(name) for name in HACKERS)

    def weapon(self, slug: str) -> TrooperWeapon | None:
        return next((w for w in self.weapons if w.slug == slug), None)

    def melee_weapon(self, slug: str) -> MeleeWeapon | None:
        return next((w for w in self.melee_weapons if w.slug == slug), None)

    def cc_weapon(self, slug: str, catalogue_revision: int) -> MeleeWeapon | None:
        """The weapon a CC Attack names: a melee weapon given with the trooper, or a carried
        catalogue weapon with the CC trait (the N5 CC Weapon and its kin)."""
        melee = self.melee_weapon(slug)
        carried = self.weapon(slug)
        if melee is not None or carried is None:
            return melee
        profile = carried.profile(catalogue_revision)
        if CC_TRAIT not in profile.traits:
            return None
        return MeleeWeapon(
            slug=slug,
            name=profile.name,
            ps=profile.ps,
            burst=profile.burst,
            ammo=tuple(a.value for a in profile.ammo),
            save_attribute=profile.save_attribute,
            traits=tuple(profile.traits),
            special_die=carried.special_die,
            reroll=carried.reroll,
        )

    def skill_value(self, name: str) -> int | None:
        """The value of a skill matched case-insensitively (Mimetism -6 gives -6)."""
        wanted = name.casefold()
        entry = next((s for s in self.skills if s.name.casefold() == wanted), None)
        return None if entry is None else (entry.value if entry.value is not None else 0)

    @property
    def brings_command_token(self) -> bool:
        """The Lieutenant's "+1 Command Token" (Lieutenant, N5), by its name or its slug."""
        return self.has_skill(LIEUTENANT_EXTRA_TOKEN) or self.has_skill(LIEUTENANT_EXTRA_TOKEN_NAME)

    def has_skill(self, name: str) -> bool:
        wanted = name.casefold()
        return any(s.name.casefold() == wanted for s in self.skills)

"""A trooper as the army list gives it: attributes, skills and weapons.

Weapons are named by a catalogue slug or carried as a custom profile, so an event always holds
everything needed to recompute a roll without consulting anything that might change later.
"""

from __future__ import annotations

from typing import Literal

import msgspec

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
    mov: tuple[int, int]
    cc: int
    bs: int
    ph: int
    wip: int
    arm: int
    bts: int
    vitality: int
    """VITA, or STR when ``structure`` is set."""
    structure: bool = False

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

    name: str
    value: int | None = None


class CustomWeapon(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    range_mods: tuple[int | None, ...]
    ps: int
    burst: int
    ammo: tuple[str, ...]
    save_attribute: str
    save_rolls: int | None = None
    traits: tuple[str, ...] = ()

    def profile(self) -> WeaponProfile:
        # Every field is one of weapon_profile's parameters, under the same name.
        return weapon_profile(**msgspec.structs.asdict(self))


class TrooperWeapon(msgspec.Struct, frozen=True, kw_only=True):
    """A BS weapon the trooper carries; ``slug`` is how declarations name it."""

    slug: str
    custom: CustomWeapon | None = None
    """None: ``slug`` is a catalogue weapon."""
    burst_mod: int = 0
    """e.g. +1 for "Combi Rifle (+1B)"; applies in the Active Turn only."""
    special_die: bool = False
    """+1 SD: roll one extra die, then discard one."""
    reroll: bool = False

    def profile(self, catalogue_revision: int) -> WeaponProfile:
        """The weapon's profile; a slug names it in the game's catalogue revision."""
        if self.custom is not None:
            return self.custom.profile()
        return catalogue_weapon(self.slug, catalogue_revision)


class MeleeWeapon(msgspec.Struct, frozen=True, kw_only=True):
    slug: str
    name: str
    ps: int
    burst: int = 1
    ammo: tuple[str, ...] = ("N",)
    save_attribute: str = "ARM"
    traits: tuple[str, ...] = ()
    special_die: bool = False
    reroll: bool = False


class Trooper(msgspec.Struct, frozen=True, kw_only=True):
    trooper_id: str
    player: str
    name: str
    profile: Profile
    regular: bool = True
    lieutenant: bool = False
    skills: tuple[SkillEntry, ...] = ()
    weapons: tuple[TrooperWeapon, ...] = ()
    melee_weapons: tuple[MeleeWeapon, ...] = ()
    wounds: int = 0
    state: TrooperState = "normal"
    # UNSET rather than None: left out of the stored trooper when not given, so games set up
    # before Unit Types were known export the same bytes.
    unit_type: UnitType | msgspec.UnsetType = msgspec.UNSET
    """LI, MI, HI, TAG, REM, SK, WB or VH; unset when the players did not give it."""
    # UNSET for the same reason: games set up before army lists keep their bytes.
    combat_group: int | msgspec.UnsetType = msgspec.UNSET
    """The army list's Combat Group (1, 2, ...) whose Order Pool the trooper gives to and
    spends from; unset in games whose troopers share one pool."""
    points: int | msgspec.UnsetType = msgspec.UNSET
    """The trooper's cost in Army Points, as the army list gives it."""

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

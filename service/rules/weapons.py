"""BS weapon profiles and their range bands.

Bands are 0-8, 8-16, 16-24, 24-32, 32-40, 40-48 and 48-96 inches. A distance exactly on a
band's upper bound belongs to that band, so 8" is still the first band and 8.01" the second.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from service.rules.ammo import (
    Ammo,
    SaveAttribute,
    check_ammo_attribute,
    parse_ammo,
    parse_save_attribute,
    saves_per_hit,
)
from service.rules.values import Mod, ModSource


class Template(StrEnum):
    """How a template weapon places its template (N5 Template Weapons)."""

    DIRECT = "direct"
    IMPACT = "impact"


class TemplateShape(StrEnum):
    TEARDROP = "teardrop"
    CIRCULAR = "circular"


BAND_UPPER_BOUNDS: tuple[int, ...] = (8, 16, 24, 32, 40, 48, 96)
MAX_RANGE = BAND_UPPER_BOUNDS[-1]

RangeMods = tuple[int | None, ...]
"""One MOD per band; None means the weapon cannot reach that band."""


class OutOfRangeError(ValueError):
    """The target is beyond what the weapon can reach: no attack roll is possible."""

    def __init__(self, weapon: str, distance: float) -> None:
        super().__init__(f"{weapon} is out of range at {distance} inches")
        self.weapon = weapon
        self.distance = distance


@dataclass(frozen=True, slots=True)
class WeaponProfile:
    name: str
    range_mods: RangeMods
    ps: int
    burst: int
    ammo: tuple[Ammo, ...]
    """Ammo of this mode; several entries combine (AP+DA is (AP, DA))."""
    save_attribute: SaveAttribute
    save_rolls: int
    """Saving Rolls per plain hit; must agree with the ammo (DA 2, EXP 3, else 1)."""
    traits: tuple[str, ...] = ()
    template: Template | None = None
    template_shape: TemplateShape | None = None

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise ValueError("a weapon needs a name")
        if len(self.range_mods) != len(BAND_UPPER_BOUNDS):
            raise ValueError(
                f"{self.name}: {len(BAND_UPPER_BOUNDS)} range MODs are needed, "
                f"got {len(self.range_mods)}"
            )
        if self.template is not None and self.template_shape is None:
            raise ValueError(f"{self.name}: a template weapon needs a template shape")
        if self.template_shape is not None and self.template is None:
            raise ValueError(f"{self.name}: a template shape needs a template")
        # A Direct Template is placed touching the attacker, so it has no range bands.
        # A CC weapon is used in base contact, so it has no range bands either.
        reaches = self.template is Template.DIRECT or "CC" in self.traits
        if not reaches and all(m is None for m in self.range_mods):
            raise ValueError(f"{self.name}: a BS weapon must reach at least one range band")
        if self.ps < 0:
            raise ValueError(f"{self.name}: PS cannot be negative ({self.ps})")
        if self.burst < 1:
            raise ValueError(f"{self.name}: Burst is at least 1 ({self.burst})")
        parse_ammo(self.ammo)
        parse_save_attribute(self.save_attribute)
        check_ammo_attribute(self.ammo, self.save_attribute)
        # Revisions before the N5 chart saved E/M once per hit; both counts are a profile's.
        expected = saves_per_hit(self.ammo, n5_chart=True)
        if self.save_rolls not in {expected, saves_per_hit(self.ammo)}:
            ammo = "+".join(a.value for a in self.ammo)
            raise ValueError(
                f"{self.name}: {ammo} ammunition causes {expected} Saving Roll(s) per hit, "
                f"not {self.save_rolls}"
            )


def weapon_profile(
    name: str,
    range_mods: Iterable[int | None],
    *,
    ps: int,
    burst: int,
    ammo: Iterable[Ammo | str],
    save_attribute: str,
    save_rolls: int | None = None,
    traits: Iterable[str] = (),
    template: Template | None = None,
    template_shape: TemplateShape | None = None,
) -> WeaponProfile:
    """Build a validated custom profile; save_rolls defaults to what the ammo causes."""
    parsed_ammo = parse_ammo(ammo)
    return WeaponProfile(
        name=name,
        range_mods=tuple(range_mods),
        ps=ps,
        burst=burst,
        ammo=parsed_ammo,
        save_attribute=parse_save_attribute(save_attribute),
        save_rolls=saves_per_hit(parsed_ammo, n5_chart=True) if save_rolls is None else save_rolls,
        traits=tuple(traits),
        template=template,
        template_shape=template_shape,
    )


def range_band(distance: float) -> int:
    """Index (0..6) of the band holding the distance in inches; OutOfRangeError beyond 96"."""
    if distance <= 0:
        raise ValueError(f"a distance to a target is positive, not {distance}")
    for index, upper in enumerate(BAND_UPPER_BOUNDS):
        if distance <= upper:
            return index
    raise OutOfRangeError("every weapon", distance)


def range_mod(profile: WeaponProfile, distance: float) -> int:
    """The weapon's range MOD at this distance; OutOfRangeError when it cannot reach."""
    try:
        mod = profile.range_mods[range_band(distance)]
    except OutOfRangeError:
        raise OutOfRangeError(profile.name, distance) from None
    if mod is None:
        raise OutOfRangeError(profile.name, distance)
    return mod


def range_mod_entry(profile: WeaponProfile, distance: float) -> Mod:
    """The range MOD as a Success Value entry, noting the weapon and distance."""
    return Mod(range_mod(profile, distance), ModSource.RANGE, f'{profile.name} at {distance}"')


_COMBI_BANDS: RangeMods = (3, 3, -3, -3, -6, -6, None)
_SUPPRESSIVE_FIRE = "Suppressive Fire"


def _as_combi_rifle(name: str, ammo: str, save_attribute: str = "ARM") -> WeaponProfile:
    """A profile printed "as Combi Rifle but ...": the Combi Rifle's bands, PS, Burst and
    Suppressive Fire, with its own ammunition or save."""
    return weapon_profile(
        name,
        _COMBI_BANDS,
        ps=7,
        burst=3,
        ammo=[ammo],
        save_attribute=save_attribute,
        traits=[_SUPPRESSIVE_FIRE],
    )


CATALOGUE: Mapping[str, WeaponProfile] = MappingProxyType(
    {
        "combi_rifle": _as_combi_rifle("Combi Rifle", "N"),
        "rifle": weapon_profile(
            "Rifle", (0, 3, -3, -3, -6, -6, None), ps=7, burst=3, ammo=["N"], save_attribute="ARM"
        ),
        "hmg": weapon_profile(
            "HMG", (-3, 0, 3, 3, -3, -3, None), ps=5, burst=4, ammo=["N"], save_attribute="ARM"
        ),
        "spitfire": weapon_profile(
            "Spitfire",
            (0, 3, 3, -3, -6, -6, None),
            ps=6,
            burst=4,
            ammo=["N"],
            save_attribute="ARM",
        ),
        "smg": weapon_profile(
            "SMG",
            (3, 0, -3, -6, None, None, None),
            ps=7,
            burst=3,
            ammo=["N"],
            save_attribute="ARM",
        ),
        "sniper_rifle": weapon_profile(
            "Sniper Rifle",
            (-3, 0, 3, 3, 3, 3, -3),
            ps=5,
            burst=2,
            ammo=["Shock"],
            save_attribute="ARM",
        ),
        # "As Combi Rifle but AP": the AP ammunition is what halves ARM (or BTS) at save time.
        "multi_rifle_ap": _as_combi_rifle("MULTI Rifle (AP mode)", "AP"),
        "breaker_combi": _as_combi_rifle("Breaker Combi", "AP", save_attribute="BTS"),
    }
)
"""The profiles RULES.md gives, keyed by a stable slug that events may store."""

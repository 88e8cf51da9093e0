"""The catalogue: enough of it, sound profiles, the old slugs unchanged, unknown names refused."""

from __future__ import annotations

import pytest

from service.rules.ammo import Ammo, parse_ammo
from service.rules.catalogue import (
    AMMUNITION,
    PROGRAMS,
    SKILLS,
    TRAITS,
    WEAPONS,
    Handling,
    NotInCatalogueError,
    catalogue_weapon,
    check_skills,
    check_traits,
    program,
    skill,
)
from service.rules.catalogue.traits import trait_known
from service.rules.weapons import (
    CATALOGUE,
    Template,
    TemplateShape,
    weapon_profile,
)

TEMPLATE_WEAPONS_IN_COMMON_USE = {
    "light_flamethrower": (Template.DIRECT, TemplateShape.TEARDROP),
    "heavy_flamethrower": (Template.DIRECT, TemplateShape.TEARDROP),
    "chain_rifle": (Template.DIRECT, TemplateShape.TEARDROP),
    "chain_colt": (Template.DIRECT, TemplateShape.TEARDROP),
    "nanopulser": (Template.DIRECT, TemplateShape.TEARDROP),
    "grenades": (Template.IMPACT, TemplateShape.CIRCULAR),
    "heavy_rocket_launcher": (Template.IMPACT, TemplateShape.CIRCULAR),
    "missile_launcher": (Template.IMPACT, TemplateShape.CIRCULAR),
    "grenade_launcher": (Template.IMPACT, TemplateShape.CIRCULAR),
    "light_rocket_launcher": (Template.IMPACT, TemplateShape.CIRCULAR),
    "plasma_carbine_blast": (Template.IMPACT, TemplateShape.CIRCULAR),
}


def test_the_catalogue_is_large_enough_for_a_real_game() -> None:
    assert len(SKILLS) >= 25
    assert len(WEAPONS) >= 40
    assert {a.name for a in AMMUNITION} == {a.value for a in Ammo}
    assert any(p.comms_attack for p in PROGRAMS)


def test_names_and_slugs_are_unique() -> None:
    for names in (
        [s.slug for s in SKILLS],
        [s.name.casefold() for s in SKILLS],
        [t.name.casefold() for t in TRAITS],
        [p.slug for p in PROGRAMS],
        [w.name for w in WEAPONS.values()],
    ):
        assert len(names) == len(set(names))


def test_every_entry_has_an_effect_and_a_source() -> None:
    for entry in (*SKILLS, *TRAITS, *AMMUNITION, *PROGRAMS):
        assert entry.effect.strip()
        assert entry.source.startswith("https://infinitythewiki.com/")


def test_existing_slugs_keep_their_profiles() -> None:
    for slug, profile in CATALOGUE.items():
        assert WEAPONS[slug] is profile


@pytest.mark.parametrize("slug", sorted(TEMPLATE_WEAPONS_IN_COMMON_USE))
def test_template_weapons_in_common_use(slug: str) -> None:
    profile = WEAPONS[slug]
    assert (profile.template, profile.template_shape) == TEMPLATE_WEAPONS_IN_COMMON_USE[slug]
    if profile.template is Template.DIRECT:
        # No roll: no range bands, Burst 1 (Direct Template Weapons).
        assert all(mod is None for mod in profile.range_mods)
        assert profile.burst == 1
    else:
        assert any(mod is not None for mod in profile.range_mods)


def test_every_weapon_trait_is_in_the_catalogue() -> None:
    for profile in WEAPONS.values():
        check_traits(profile.traits)


def test_flamethrowers_burn_on() -> None:
    for slug in ("light_flamethrower", "heavy_flamethrower"):
        assert "Continuous Damage" in WEAPONS[slug].traits
    assert WEAPONS["nanopulser"].save_attribute == "BTS"
    assert WEAPONS["missile_launcher_hit"].ammo == (Ammo.AP, Ammo.EXP)
    assert WEAPONS["missile_launcher_hit"].save_rolls == 3


def test_a_direct_template_needs_a_shape_and_other_weapons_need_a_range() -> None:
    no_range = (None,) * 7
    with pytest.raises(ValueError, match="template shape"):
        weapon_profile(
            "Flamer",
            no_range,
            ps=7,
            burst=1,
            ammo=["N"],
            save_attribute="ARM",
            template=Template.DIRECT,
        )
    with pytest.raises(ValueError, match="at least one range band"):
        weapon_profile("Gun", no_range, ps=7, burst=1, ammo=["N"], save_attribute="ARM")
    with pytest.raises(ValueError, match="at least one range band"):
        weapon_profile(
            "Grenade",
            no_range,
            ps=7,
            burst=1,
            ammo=["N"],
            save_attribute="ARM",
            template=Template.IMPACT,
            template_shape=TemplateShape.CIRCULAR,
        )


def test_skills_are_found_by_name_or_slug_in_any_case() -> None:
    assert skill("mimetism") is skill("MIMETISM") is skill("Mimetism")
    assert skill("no_wound_incapacitation").name == "No Wound Incapacitation"
    assert skill("Mimetism").handling is Handling.APPLIED
    check_skills(["Mimetism", "Courage", "dogged"])


@pytest.mark.parametrize(
    ("check", "kind"),
    [
        (lambda: check_skills(["Mimetism", "Jedi Mind Trick"]), "skill"),
        (lambda: check_traits(["Plasma Rain"]), "trait"),
        (lambda: parse_ammo(["Plasma Ray"]), "ammunition"),
        (lambda: catalogue_weapon("railgun"), "weapon"),
        (lambda: program("skullbuster_9000"), "program"),
    ],
)
def test_unknown_names_are_refused_naming_the_catalogue(check: object, kind: str) -> None:
    assert callable(check)
    with pytest.raises(NotInCatalogueError, match=f"unknown {kind} .*not in the catalogue"):
        check()


def test_traits_with_a_value() -> None:
    assert trait_known("Disposable (3)")
    assert trait_known("Continuous Damage")
    # The rules look a trait up by its exact spelling: another case would be kept, never applied.
    assert not trait_known("continuous damage")
    assert not trait_known("Disposable (3")
    assert not trait_known("Suppressive Fire (2)")


def test_carbonite_as_the_chart_prints_it() -> None:
    # Hacking Programs Chart: Attack MOD 0, Opp. MOD 0, DAM 13 (PS 7), B2, DA.
    carbonite = program("carbonite")
    assert (carbonite.attack_mod, carbonite.opponent_mod, carbonite.ps) == (0, 0, 7)
    assert (carbonite.burst, carbonite.ammo) == (2, ("DA",))

"""Template weapons, reactions and attack kinds: the rules, and their exact odds against
brute-force enumeration of every face."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.rules.ammo import Ammo
from service.rules.die_reading import FACES, read_die
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec
from service.rules.odds_templates import AffectedSide, TemplateAttack, template_odds
from service.rules.templates import (
    AttackKind,
    Reaction,
    attack_kind_burst,
    attack_kind_mods,
    check_attack_kind,
    direct_template_hits,
    rolls_to_hit,
    surprise_attack_mods,
    template_of,
)
from service.rules.values import Edition, success_value
from service.rules.weapons import Template, TemplateShape, weapon_profile
from tests.unit.rules.test_odds_oracle import brute_force_face_to_face, brute_force_normal

editions = st.sampled_from(list(Edition))
svs = st.integers(min_value=-2, max_value=24)
impact_svs = st.integers(min_value=0, max_value=22)
reactions = st.sampled_from(list(Reaction))
N5 = Edition.N5

FLAMETHROWER = weapon_profile(
    "Flamethrower",
    (None,) * 7,
    ps=7,
    burst=1,
    ammo=["N"],
    save_attribute="ARM",
    traits=["Continuous Damage"],
    template=Template.DIRECT,
    template_shape=TemplateShape.TEARDROP,
)


def roll(name: str, sv: int, burst: int = 1, weapon: WeaponSpec | None = None) -> OddsSide:
    return OddsSide(name, success_value(sv), burst, weapon=weapon)


def affected(name: str, reaction: Reaction, sv: int, **kwargs: object) -> AffectedSide:
    own = None if reaction is Reaction.NONE else roll(name, sv)
    return AffectedSide(reaction=reaction, roll=own, name=name, **kwargs)  # type: ignore[arg-type]


def succeeds(sv: int, edition: Edition) -> Fraction:
    return Fraction(sum(read_die(f, sv, edition).success for f in FACES if sv >= 1), 20)


# --- the rules -----------------------------------------------------------------------------


def test_a_direct_template_weapon_needs_no_range_bands_but_a_shape() -> None:
    assert FLAMETHROWER.range_mods == (None,) * 7
    with pytest.raises(ValueError, match="shape"):
        weapon_profile(
            "Chain Rifle", (None,) * 7, ps=7, burst=1, ammo=["N"], save_attribute="ARM",
            template=Template.DIRECT,
        )  # fmt: skip
    with pytest.raises(ValueError, match="range band"):
        weapon_profile("Nothing", (None,) * 7, ps=7, burst=1, ammo=["N"], save_attribute="ARM")


def test_a_direct_template_never_rolls_to_hit_whether_by_field_or_by_trait() -> None:
    by_trait = weapon_profile(
        "Chain Rifle", (0,) * 7, ps=7, burst=1, ammo=["N"], save_attribute="ARM",
        traits=["Direct Template"],
    )  # fmt: skip
    assert template_of(FLAMETHROWER) is Template.DIRECT
    assert template_of(by_trait) is Template.DIRECT
    assert not rolls_to_hit(template_of(by_trait))
    assert rolls_to_hit(Template.IMPACT)
    assert rolls_to_hit(None)


def test_direct_template_hits_unless_the_dodge_succeeds() -> None:
    assert direct_template_hits(1, Reaction.DODGE, dodged=True) == 0
    assert direct_template_hits(1, Reaction.DODGE, dodged=False) == 1
    assert direct_template_hits(1, Reaction.ATTACK, dodged=False) == 1
    assert direct_template_hits(2, Reaction.NONE, dodged=False) == 2
    assert direct_template_hits(1, Reaction.NONE, dodged=False, placed=False) == 0
    with pytest.raises(ValueError, match="only a trooper that declared Dodge"):
        direct_template_hits(1, Reaction.ATTACK, dodged=True)


def test_speculative_attack_is_burst_one_at_minus_six_with_an_impact_template() -> None:
    assert attack_kind_burst(AttackKind.SPECULATIVE, 3) == 1
    assert attack_kind_burst(AttackKind.STANDARD, 3) == 3
    (mod,) = attack_kind_mods(AttackKind.SPECULATIVE)
    assert (mod.value, mod.note) == (-6, "Speculative Attack")
    sv = success_value(13, (*attack_kind_mods(AttackKind.SPECULATIVE),))
    assert sv.value == 7
    check_attack_kind(AttackKind.SPECULATIVE, Template.IMPACT)
    with pytest.raises(ValueError, match="Impact Template"):
        check_attack_kind(AttackKind.SPECULATIVE, Template.DIRECT)
    with pytest.raises(ValueError, match="Direct Template"):
        check_attack_kind(AttackKind.INTUITIVE, Template.IMPACT)


def test_surprise_attack_mod_lands_on_the_targets_reaction() -> None:
    (mod,) = surprise_attack_mods(-3)
    assert success_value(11, (mod,)).value == 8
    assert surprise_attack_mods(0) == ()
    with pytest.raises(ValueError, match="negative"):
        surprise_attack_mods(3)


# --- odds ----------------------------------------------------------------------------------


def test_flamethrower_against_two_troopers_one_dodging() -> None:
    weapon = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0, weapon=weapon))
    dodging = affected("a", Reaction.DODGE, 10, target=TargetSpec(arm=1))
    standing = affected("b", Reaction.NONE, 0, target=TargetSpec(arm=1))
    first, second = template_odds(attack, [dodging, standing], N5)
    assert first.hit == Fraction(1, 2)
    assert second.hit == 1
    assert second.reaction_succeeds is None
    # ARM 1 + PS 7 = save SV 8: a hit wounds with 12/20; no Critical, one save.
    assert second.wounds is not None
    assert second.wounds.wounds_distribution == (Fraction(8, 20), Fraction(12, 20))
    assert first.wounds is not None
    assert first.wounds.wounds_distribution[1] == Fraction(1, 2) * Fraction(12, 20)


def test_an_attack_in_reply_to_a_direct_template_does_not_stop_it() -> None:
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0))
    shooter = AffectedSide(Reaction.ATTACK, roll("s", 12, 1), "s")
    (result,) = template_odds(attack, [shooter], N5)
    assert result.hit == 1
    assert result.reaction_succeeds == Fraction(12, 20)


@settings(derandomize=True, max_examples=120, deadline=None)
@given(svs, st.lists(st.tuples(reactions, svs), min_size=1, max_size=4), editions, st.booleans())
def test_direct_template_against_enumeration(
    wip: int, troopers: list[tuple[Reaction, int]], edition: Edition, intuitive: bool
) -> None:
    kind = AttackKind.INTUITIVE if intuitive else AttackKind.STANDARD
    attack = TemplateAttack(Template.DIRECT, roll("attacker", wip), kind)
    sides = [affected(f"t{i}", r, sv) for i, (r, sv) in enumerate(troopers)]
    results = template_odds(attack, sides, edition)
    for side, result in zip(sides, results, strict=True):
        hits: Counter[int] = Counter()
        wip_faces = FACES if intuitive else (None,)
        own_faces = FACES if side.roll is not None else (None,)
        for wip_face in wip_faces:
            placed = wip_face is None or (wip >= 1 and read_die(wip_face, wip, edition).success)
            for face in own_faces:
                dodged = (
                    face is not None
                    and side.reaction is Reaction.DODGE
                    and side.roll is not None
                    and side.roll.sv.value >= 1
                    and read_die(face, side.roll.sv.value, edition).success
                )
                hits[direct_template_hits(1, side.reaction, dodged, placed=placed)] += 1
        total = len(wip_faces) * len(own_faces)
        assert result.hit == Fraction(hits[1], total)
        if side.roll is not None:
            assert result.reaction_succeeds == succeeds(side.roll.sv.value, edition)


@settings(derandomize=True, max_examples=30, deadline=None)
@given(impact_svs, st.integers(1, 2), st.tuples(reactions, impact_svs), editions)
def test_impact_template_against_enumeration(
    bs: int, burst: int, trooper: tuple[Reaction, int], edition: Edition
) -> None:
    reaction, sv = trooper
    attacker = roll("attacker", bs, burst)
    side = affected("target", reaction, sv)
    (result,) = template_odds(TemplateAttack(Template.IMPACT, attacker), [side], edition)
    if side.roll is None:
        attacker_results = brute_force_normal(attacker, edition)
    else:
        attacker_results = Counter()
        for (mine, _), p in brute_force_face_to_face(attacker, side.roll, edition).items():
            attacker_results[mine] += p
    totals = [Fraction(0)] * (burst + 1)
    crits = [Fraction(0)] * (burst + 1)
    for (c, h), p in attacker_results.items():
        totals[c + h] += p
        crits[c] += p
    assert result.hits_distribution == tuple(totals)
    assert result.criticals_distribution == tuple(crits)
    assert result.hit == 1 - totals[0]


def test_each_affected_trooper_of_an_impact_template_faces_the_roll_alone() -> None:
    attack = TemplateAttack(Template.IMPACT, roll("grenade", 11))
    alone = template_odds(attack, [affected("a", Reaction.DODGE, 14)], N5)[0]
    together = template_odds(
        attack, [affected("a", Reaction.DODGE, 14), affected("b", Reaction.NONE, 0)], N5
    )
    assert together[0] == alone
    assert together[1].hit == Fraction(11, 20)


def test_a_direct_template_refuses_an_extra_die() -> None:
    attack = TemplateAttack(Template.DIRECT, OddsSide("f", success_value(0), 1, extra_die=True))
    with pytest.raises(ValueError, match="SD"):
        template_odds(attack, [affected("a", Reaction.NONE, 0)], N5)


def test_a_reaction_needs_a_roll_and_no_reaction_has_none() -> None:
    attack = TemplateAttack(Template.DIRECT, roll("f", 0))
    with pytest.raises(ValueError, match="rolls"):
        template_odds(attack, [AffectedSide(Reaction.DODGE, None, "a")], N5)
    with pytest.raises(ValueError, match="rolls"):
        template_odds(attack, [AffectedSide(Reaction.NONE, roll("a", 10), "a")], N5)


@pytest.mark.parametrize("covered_by", [1, 2, 3, 6])
@pytest.mark.parametrize("edition", list(Edition))
def test_a_trooper_under_several_direct_templates_takes_them_all_or_none(
    covered_by: int, edition: Edition
) -> None:
    """Direct Template Weapons: the template hits every trooper it covers, with no roll; a
    successful Dodge (PH 10, a Normal Roll: 10 faces of 20) takes the trooper out of all of
    them. So k templates are k hits with 1/2, none with 1/2, never a Critical; each hit of the
    weapon (ARM 1 + PS 7 = save SV 8) is a save failed with 12/20."""
    weapon = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0, weapon=weapon))
    side = affected("a", Reaction.DODGE, 10, affected_by=covered_by, target=TargetSpec(arm=1))
    (result,) = template_odds(attack, [side], edition)
    half = Fraction(1, 2)
    assert result.hit == half
    assert result.hits_distribution == (half, *(Fraction(0),) * (covered_by - 1), half)
    assert result.criticals_distribution == (Fraction(1),)
    assert result.reaction_succeeds == half
    assert result.wounds is not None
    fail = Fraction(12, 20)
    expected = [half * (Fraction(1) if k == 0 else 0) for k in range(covered_by + 1)]
    for k in range(covered_by + 1):  # k of the covered_by saves fail
        ways = Fraction(comb(covered_by, k)) * fail**k * (1 - fail) ** (covered_by - k)
        expected[k] += half * ways
    assert result.wounds.wounds_distribution[: covered_by + 1] == tuple(expected)
    assert result.states == ()


@pytest.mark.parametrize("covered_by", [0, 7])
def test_a_trooper_is_covered_by_one_to_six_direct_templates(covered_by: int) -> None:
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0))
    side = affected("a", Reaction.NONE, 0, affected_by=covered_by)
    with pytest.raises(ValueError, match=r"^a: covered by 1\.\.6 templates, not \d$") as refused:
        template_odds(attack, [side], N5)
    assert str(refused.value) == f"a: covered by 1..6 templates, not {covered_by}"


def test_a_shock_direct_template_kills_a_vita_1_trooper_outright_in_n5_only() -> None:
    """Shock Ammunition (N5): a failed save kills a VITA 1 target outright; its page says of
    the earlier rule "This N4 rule is not used in CodeOne", where the Wound leaves it
    Unconscious. A Direct Template with no Dodge always hits: one save at ARM 0 + PS 5 = SV 5,
    failed with 15/20."""
    weapon = WeaponSpec(ps=5, ammo=(Ammo.SHOCK,), save_attribute="ARM", target=TargetSpec())
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0, weapon=weapon))
    side = affected("a", Reaction.NONE, 0, target=TargetSpec(vitality=1))
    (n5,) = template_odds(attack, [side], Edition.N5)
    (codeone,) = template_odds(attack, [side], Edition.CODEONE)
    assert n5.wounds is not None
    assert codeone.wounds is not None
    assert (n5.wounds.dead, n5.wounds.unconscious) == (Fraction(15, 20), 0)
    assert (codeone.wounds.dead, codeone.wounds.unconscious) == (0, Fraction(15, 20))


def test_a_non_lethal_template_gives_the_chance_of_its_state_and_no_wound() -> None:
    """PARA (N5 Ammunition Summary Chart, catalogue revision 3 on): saved against PH-6, a
    failed save causes Immobilized-A, never a Wound. A Direct Template on a PH 10 trooper who
    does not Dodge: one save at PH 10 - 6 + PS 0 = SV 4, failed with 16/20."""
    weapon = WeaponSpec(
        ps=0, ammo=(Ammo.PARA,), save_attribute="PH", target=TargetSpec(), n5_chart=True
    )
    attack = TemplateAttack(Template.DIRECT, roll("glue", 0, weapon=weapon))
    side = affected("a", Reaction.NONE, 0, target=TargetSpec(ph=10))
    (result,) = template_odds(attack, [side], Edition.N5)
    assert result.wounds is None
    [(state, name, sv, chance)] = [
        (s.state, s.name, s.save_value, s.probability) for s in result.states
    ]
    assert (state, name, sv, chance) == ("immobilized_a", "Immobilized-A", 4, Fraction(16, 20))


@pytest.mark.parametrize(
    ("attack", "sides", "said"),
    [
        (
            TemplateAttack(Template.DIRECT, roll("flame", 0)),
            [],
            "a template affects 1..8 troopers, not 0",
        ),
        (
            TemplateAttack(Template.DIRECT, roll("flame", 0)),
            [affected(f"t{i}", Reaction.NONE, 0) for i in range(9)],
            "a template affects 1..8 troopers, not 9",
        ),
        (
            TemplateAttack(Template.DIRECT, roll("flame", 0)),
            [affected("flame", Reaction.NONE, 0)],
            "each side needs its own name, got ['flame', 'flame']",
        ),
        (
            TemplateAttack(Template.DIRECT, OddsSide("flame", success_value(0), 1, extra_die=True)),
            [affected("a", Reaction.NONE, 0)],
            "+1 SD does not apply to an attack that makes no roll",
        ),
        (
            TemplateAttack(Template.IMPACT, roll("gl", 11), AttackKind.INTUITIVE),
            [affected("a", Reaction.NONE, 0)],
            "an Intuitive Attack needs a Direct Template weapon",
        ),
    ],
)
def test_a_template_attack_out_of_its_rules_is_refused_saying_why(
    attack: TemplateAttack, sides: list[AffectedSide], said: str
) -> None:
    with pytest.raises(ValueError, match=r".") as refused:
        template_odds(attack, sides, N5)
    assert str(refused.value) == said


def test_eight_troopers_may_be_under_one_template() -> None:
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0))
    results = template_odds(attack, [affected(f"t{i}", Reaction.NONE, 0) for i in range(8)], N5)
    assert [r.hit for r in results] == [1] * 8


def test_an_impact_templates_wounds_come_from_its_roll_on_each_trooper() -> None:
    """Impact Template Weapons: the attacker's BS Roll against each affected trooper; a trooper
    that does nothing faces a Normal Roll. BS 11, B1: a Critical on the 11 (1/20), a hit on
    1..10 (10/20). N ammunition, PS 7 against ARM 1: save SV 8, failed with 12/20; a Critical
    adds a save (Ammunition Summary Chart). VITA 1: one Wound is Unconscious, two Dead."""
    weapon = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    attack = TemplateAttack(Template.IMPACT, roll("gl", 11, weapon=weapon))
    side = affected("a", Reaction.NONE, 0, target=TargetSpec(arm=1, vitality=1))
    (result,) = template_odds(attack, [side], N5)
    fail = Fraction(12, 20)
    crit, plain = Fraction(1, 20), Fraction(10, 20)
    assert (result.name, result.reaction, result.hit) == ("a", Reaction.NONE, crit + plain)
    assert result.reaction_succeeds is None
    assert result.reaction_odds is None
    assert result.wounds is not None
    assert result.wounds.dead == crit * fail**2
    assert result.wounds.unconscious == plain * fail + crit * 2 * fail * (1 - fail)
    assert result.states == ()


def test_a_trooper_that_shoots_back_at_an_impact_template_wounds_its_attacker() -> None:
    """A trooper attacking in reply faces the template's roll Face to Face, and its own
    weapon's hits are saved by the attacker; one that Dodges deals nothing, whatever it
    carries. The reply at BS 12 against BS 11: its weapon (PS 7 against ARM 0, SV 7) wounds
    only when it wins."""
    gun = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    attack = TemplateAttack(Template.IMPACT, roll("gl", 11, weapon=gun))
    shooting = AffectedSide(Reaction.ATTACK, roll("s", 12, weapon=gun), "s")
    dodging = AffectedSide(Reaction.DODGE, roll("d", 12, weapon=gun), "d")
    shot, dodged = template_odds(attack, [shooting, dodging], N5)
    assert shot.reaction_odds is not None
    assert dodged.reaction_odds is not None
    assert (shot.reaction_odds.name, dodged.reaction_odds.name) == ("s", "d")
    assert shot.reaction_succeeds == shot.reaction_odds.win
    assert 0 < shot.reaction_odds.win < 1
    assert shot.reaction_odds.expected_wounds is not None
    assert shot.reaction_odds.expected_wounds > 0
    assert dodged.reaction_odds.expected_wounds is None
    # Both face the same roll: the attacker's hits on each are alike, the Wounds too.
    assert shot.hits_distribution == dodged.hits_distribution
    assert shot.wounds == dodged.wounds


def test_an_intuitive_attacks_wip_roll_is_one_die_without_its_extra_die() -> None:
    """Intuitive Attack: a Normal WIP Roll decides whether the Direct Template is placed; it is
    one roll, so the Burst and a +1 SD of the weapon play no part: WIP 13 places it with
    13/20 whatever they are."""
    for attacker in (roll("chain", 13, burst=3), roll("chain", 13)):
        attack = TemplateAttack(Template.DIRECT, attacker, AttackKind.INTUITIVE)
        (result,) = template_odds(attack, [affected("a", Reaction.NONE, 0)], Edition.CODEONE)
        assert result.hit == Fraction(13, 20)


# Shock Ammunition (N5, https://infinitythewiki.com/Shock_Ammunition): a failed save kills a
# VITA 1 target outright, the Critical's extra save too; CodeOne keeps the Wound (the N4 rule
# "is not used in CodeOne"). PS 7 against ARM 0: each save at SV 7, passed with 7/20.
SHOCK_PASSES = Fraction(7, 20)
SHOCK_FAILS = 1 - SHOCK_PASSES


def _shock_gun() -> WeaponSpec:
    """The reply's weapon, aimed at the template's attacker: VITA 1, ARM 0."""
    return WeaponSpec(ps=7, ammo=(Ammo.SHOCK,), save_attribute="ARM", target=TargetSpec(vitality=1))


def _shock_fates(critical: Fraction, plain: Fraction) -> dict[Edition, tuple[Fraction, Fraction]]:
    """(Dead, Unconscious) of a VITA 1 attacker that the reply hits once, with a Critical
    (two saves) or a plain hit (one), by edition. N5: any failed save kills. CodeOne: one
    Wound is Unconscious, two Dead."""
    return {
        Edition.N5: (plain * SHOCK_FAILS + critical * (1 - SHOCK_PASSES**2), Fraction(0)),
        Edition.CODEONE: (
            critical * SHOCK_FAILS**2,
            plain * SHOCK_FAILS + critical * 2 * SHOCK_FAILS * SHOCK_PASSES,
        ),
    }


@pytest.mark.parametrize("edition", list(Edition))
def test_a_shock_reply_to_a_direct_template_kills_its_vita_1_attacker_in_n5_only(
    edition: Edition,
) -> None:
    """A trooper attacking in reply to a Direct Template makes a Normal Roll (the template
    rolls nothing to face it): BS 12, B1, a Critical on the 12 (1/20), a hit on 1..11."""
    attack = TemplateAttack(Template.DIRECT, roll("flame", 0))
    reply = AffectedSide(Reaction.ATTACK, roll("s", 12, weapon=_shock_gun()), "s")
    (result,) = template_odds(attack, [reply], edition)
    assert result.reaction_odds is not None
    dead, unconscious = _shock_fates(Fraction(1, 20), Fraction(11, 20))[edition]
    assert (result.reaction_odds.p_dead, result.reaction_odds.p_unconscious) == (
        dead,
        unconscious,
    )


@pytest.mark.parametrize("edition", list(Edition))
def test_a_shock_reply_to_an_impact_template_kills_its_vita_1_attacker_in_n5_only(
    edition: Edition,
) -> None:
    """Against an Impact Template the reply faces the attacker's roll Face to Face (Face to
    Face Rolls: a tie cancels both, Criticals or not; a Critical beats any other success).
    The attacker at BS 11, B1: a Critical on the 11, a hit on 1..10, a miss on 12..20 (9/20).
    The reply at BS 12 keeps its Critical (the 12) unless the attacker rolls its own: 1/20 *
    19/20. It keeps a hit of face v (1..11) when the attacker misses or rolls a hit below v:
    (9 + v - 1)/20, so 1/400 * (9*11 + 0+1+...+10) = 154/400."""
    attack = TemplateAttack(Template.IMPACT, roll("gl", 11))
    reply = AffectedSide(Reaction.ATTACK, roll("s", 12, weapon=_shock_gun()), "s")
    (result,) = template_odds(attack, [reply], edition)
    assert result.reaction_odds is not None
    dead, unconscious = _shock_fates(Fraction(19, 400), Fraction(154, 400))[edition]
    assert (result.reaction_odds.p_dead, result.reaction_odds.p_unconscious) == (
        dead,
        unconscious,
    )


def test_a_non_lethal_combined_template_saves_both_attributes_in_n5_only() -> None:
    """A Stun weapon with a Combined Saving Roll (ARM+BTS) under a Direct Template: its one hit
    is saved against ARM and against BTS in N5 (Combined Saving Roll,
    https://infinitythewiki.com/Plasma_Ammunition), and any failed save Stuns. PS 5 on ARM 0
    and BTS 0: each save at SV 5 passes with 5/20; Stunned unless both pass, 1 - (5/20)**2.
    CodeOne makes no Combined Saving Roll: the ARM save alone, 1 - 5/20."""
    stun = WeaponSpec(
        ps=5,
        ammo=(Ammo.STUN,),
        save_attribute="ARM",
        target=TargetSpec(),
        combined=True,
        n5_chart=True,
    )
    attack = TemplateAttack(Template.DIRECT, roll("glue", 0, weapon=stun))
    side = affected("a", Reaction.NONE, 0)
    passes = Fraction(5, 20)
    (n5,) = template_odds(attack, [side], Edition.N5)
    (codeone,) = template_odds(attack, [side], Edition.CODEONE)
    assert n5.wounds is None
    assert [(s.state, s.probability) for s in n5.states] == [("stunned", 1 - passes**2)]
    assert [(s.state, s.probability) for s in codeone.states] == [("stunned", 1 - passes)]


def test_an_intuitive_attack_with_a_non_lethal_weapon_gives_its_state_once_placed() -> None:
    """Intuitive Attack: a Normal WIP Roll places the Direct Template, and only then is the
    target saved against: WIP 13 places it with 13/20. Stun (N5 chart) against BTS 0, PS 5:
    one save at SV 5, failed with 15/20, and a failure Stuns, never wounds."""
    stun = WeaponSpec(
        ps=5, ammo=(Ammo.STUN,), save_attribute="BTS", target=TargetSpec(), n5_chart=True
    )
    attacker = roll("chain", 13, weapon=stun)
    attack = TemplateAttack(Template.DIRECT, attacker, AttackKind.INTUITIVE)
    (result,) = template_odds(attack, [affected("a", Reaction.NONE, 0)], Edition.N5)
    assert result.hit == Fraction(13, 20)
    assert result.wounds is None
    assert [(s.state, s.probability) for s in result.states] == [
        ("stunned", Fraction(13, 20) * Fraction(15, 20))
    ]


def test_an_impact_templates_hits_on_a_trooper_count_its_criticals() -> None:
    """Impact Template Weapons: the attacker's roll against a trooper that does nothing is a
    Normal Roll, and each success hits it, a Critical too. BS 11, B2: each die hits with 11/20
    (a Critical on the 11, 1/20), so the hits are binomial over two dice: none 9/20 * 9/20,
    one 2 * 11/20 * 9/20, two 11/20 * 11/20; the Criticals likewise with 1/20."""
    attack = TemplateAttack(Template.IMPACT, roll("gl", 11, burst=2))
    (result,) = template_odds(attack, [affected("a", Reaction.NONE, 0)], N5)
    assert result.hits_distribution == (
        Fraction(81, 400),
        Fraction(198, 400),
        Fraction(121, 400),
    )
    assert result.criticals_distribution == (
        Fraction(361, 400),
        Fraction(38, 400),
        Fraction(1, 400),
    )
    assert result.hit == 1 - Fraction(81, 400)

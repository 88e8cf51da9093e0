"""Side names read back the way the decider writes them, for every audit module that needs a
side's trooper, skill or target."""

from __future__ import annotations

from typing import get_args

from hypothesis import given
from hypothesis import strategies as st

from service.audit.sides import ATTRIBUTE_OF_SKILL, SKILL_LABELS, parse_side, side_skill
from service.domain.declarations import SkillName
from service.domain.events import OrderRollMade
from tests.builders.export import play_short_game

TROOPER_IDS = st.text(
    alphabet=st.characters(blacklist_characters=":>", blacklist_categories=("Cs",)), min_size=1
)


def test_the_sides_of_a_played_order_name_their_trooper_skill_and_split_target() -> None:
    rolls = [e.roll for e in play_short_game().history if isinstance(e, OrderRollMade)]
    sides = [side for roll in rolls for side in roll.sides]
    assert len(sides) == 3
    for side in sides:
        parsed = parse_side(side.name)
        assert parsed.trooper == side.trooper
        assert parsed.skill == "bs_attack"
    # The active attack splits its Burst, so its sides name their targets; the ARO's does not.
    assert [parse_side(s.name).target for s in sides] == ["senku-a", None, "senku-b"]


@given(
    trooper=TROOPER_IDS,
    skill=st.sampled_from(get_args(SkillName)),
    target=st.none() | TROOPER_IDS,
)
def test_a_side_name_reads_back_into_its_parts(
    trooper: str, skill: SkillName, target: str | None
) -> None:
    name = f"{trooper}:{skill}" if target is None else f"{trooper}:{skill}>{target}"
    parsed = parse_side(name)
    assert (parsed.trooper, parsed.skill, parsed.target) == (trooper, skill, target)


def test_a_skill_the_rules_do_not_know_reads_as_none() -> None:
    assert side_skill("fennec:teleport>senku-a") is None
    assert side_skill("fennec") is None
    assert parse_side("fennec").trooper == "fennec"


def test_every_skill_has_a_label_and_only_attribute_rolls_and_non_rolls_lack_an_attribute() -> None:
    assert set(SKILL_LABELS) == set(get_args(SkillName))
    non_rolls = {"move", "idle", "place_deployable"}
    assert set(get_args(SkillName)) - set(ATTRIBUTE_OF_SKILL) == {*non_rolls, "roll"}

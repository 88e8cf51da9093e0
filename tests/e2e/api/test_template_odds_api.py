"""POST /v1/odds with a template weapon: each affected trooper's odds, and the 422s."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from tests.builders.http import Client
from tests.builders.odds import post_odds, side

FLAMETHROWER = {
    "ps": 7,
    "ammo": ["N"],
    "save_attribute": "ARM",
    "template": "direct",
    "template_shape": "teardrop",
}


async def test_flamethrower_against_two_troopers_one_dodging(client: Client) -> None:
    response = await post_odds(
        client,
        "normal",
        side("flame", 11, weapon=FLAMETHROWER),
        side("dodger", 10, reaction="dodge", as_target={"arm": 1}),
        side("standing", 10, as_target={"arm": 1}),
    )
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["kind"] == "template"
    assert (result["template"], result["template_shape"]) == ("direct", "teardrop")
    assert result["attacker_rolls"] is False
    assert result["attacker_success_value"] is None
    dodger, standing = result["affected"]
    assert dodger["exact"]["hit"] == "1/2"
    assert dodger["reaction_succeeds"] == pytest.approx(0.5)
    assert dodger["reaction_success_value"] == 10
    assert standing["hit"] == 1
    assert standing["reaction"] == "none"
    # ARM 1 + PS 7: a save of 8 fails on 12 faces of 20; a template hit is never a Critical.
    assert standing["wounds"]["save_value"] == 8
    assert standing["wounds"]["distribution"] == pytest.approx([0.4, 0.6])
    assert dodger["wounds"]["distribution"][1] == pytest.approx(float(Fraction(3, 10)))


async def test_a_reply_by_attack_does_not_stop_a_direct_template(client: Client) -> None:
    response = await post_odds(
        client,
        "normal",
        side("flame", 11, weapon=FLAMETHROWER, target={"arm": 2}),
        side(
            "shooter",
            12,
            reaction="attack",
            weapon={"ps": 7, "ammo": ["N"], "save_attribute": "ARM"},
            target={"arm": 1},
        ),
    )
    assert response.status_code == 200, response.text
    (shooter,) = response.json()["affected"]
    assert shooter["hit"] == 1
    assert shooter["exact"]["reaction_succeeds"] == "3/5"
    assert shooter["reaction_wounds"]["save_value"] == 8
    # The Main Target's ARM is the default for an affected trooper's own saves.
    assert shooter["wounds"]["save_value"] == 9


async def test_impact_template_speculative_shows_its_mod_and_faces_each_dodge(
    client: Client,
) -> None:
    grenades = {**FLAMETHROWER, "template": "impact", "template_shape": "circular"}
    response = await post_odds(
        client,
        "normal",
        side("thrower", 13, weapon=grenades, attack="speculative", burst=3, surprise_attack=-3),
        side("main", 11, reaction="dodge"),
        side("near", 11),
    )
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["attacker_success_value"] == 7
    assert {"value": -6, "source": "skill", "note": "Speculative Attack"} in result[
        "attacker_breakdown"
    ]["mods"]
    main, near = result["affected"]
    assert main["reaction_success_value"] == 8
    assert {"value": -3, "source": "skill", "note": "Surprise Attack"} in main[
        "reaction_breakdown"
    ]["mods"]
    assert len(main["hits_distribution"]) == 2  # Burst 1 whatever the weapon's Burst
    assert near["exact"]["hit"] == "7/20"
    assert main["hit"] < near["hit"]


@pytest.mark.parametrize(
    ("attacker", "affected"),
    [
        ({"weapon": {**FLAMETHROWER, "template_shape": None}}, {}),
        ({"weapon": FLAMETHROWER, "attack": "speculative"}, {}),
        ({"weapon": FLAMETHROWER, "extra_die": True}, {}),
        ({"weapon": FLAMETHROWER}, {"reaction": "none", "mods": [{"value": 3}]}),
        ({"weapon": FLAMETHROWER}, {"reaction": "dodge", "weapon": {"profile": "rifle"}}),
        ({"weapon": {"profile": "rifle"}}, {"reaction": "dodge"}),
        ({"weapon": FLAMETHROWER, "reaction": "dodge"}, {}),
    ],
)
async def test_template_requests_that_break_the_rules_are_refused(
    client: Client, attacker: dict[str, Any], affected: dict[str, Any]
) -> None:
    response = await post_odds(
        client, "normal", side("a", 11, **attacker), side("b", 10, **affected)
    )
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")


async def test_a_reaction_value_outside_the_enum_is_refused(client: Client) -> None:
    response = await post_odds(
        client, "normal", side("a", 11, weapon=FLAMETHROWER), side("b", 10, reaction="parry")
    )
    assert response.status_code == 422

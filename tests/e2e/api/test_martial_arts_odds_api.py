"""POST /v1/odds with Martial Arts (N5 chart) and the Long Skill limit on +1 SD."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client
from tests.builders.odds import odds, side

CHART = [(1, 0, 0, False), (2, 3, 0, False), (3, 3, 0, True), (4, 3, 1, False), (5, 3, 1, True)]
"""Level, Attack MOD, Burst MOD, +1 SD; the Opponent MOD is -3 at every level."""


@pytest.mark.parametrize(("level", "attack_mod", "burst_mod", "extra_die"), CHART)
async def test_each_level_is_the_odds_of_its_mods_burst_and_extra_die(
    client: Client, level: int, attack_mod: int, burst_mod: int, extra_die: bool
) -> None:
    with_skill = await odds(
        client,
        "face_to_face",
        side("Caliban", 15, 1, martial_arts=level),
        side("Fusilier", 13, 1),
    )
    spelled_out = [side("Caliban", 15, 1 + burst_mod, extra_die=extra_die), side("Fusilier", 13, 1)]
    spelled_out[0]["mods"] = [{"value": attack_mod, "source": "skill"}] if attack_mod else []
    spelled_out[1]["mods"] = [{"value": -3, "source": "skill"}]
    plain = await odds(client, "face_to_face", *spelled_out)
    for mine, theirs in zip(with_skill["sides"], plain["sides"], strict=True):
        assert mine["exact"] == theirs["exact"]
        assert mine["success_value"] == theirs["success_value"]
    caliban, fusilier = with_skill["sides"]
    assert caliban["success_value"] == 15 + attack_mod
    expected = [{"value": attack_mod, "source": "skill", "note": f"Martial Arts L{level}"}]
    assert caliban["breakdown"]["mods"] == (expected if attack_mod else [])
    assert fusilier["breakdown"]["mods"] == [
        {"value": -3, "source": "skill", "note": f"Caliban's Martial Arts L{level}"}
    ]


async def test_the_chart_example_l3_against_l1(client: Client) -> None:
    result = await odds(
        client,
        "face_to_face",
        side("Caliban", 23, 1, martial_arts=3),
        side("Hsien", 21, 1, martial_arts=1),
    )
    caliban, hsien = result["sides"]
    assert (caliban["success_value"], hsien["success_value"]) == (23, 18)


async def test_in_aro_the_burst_mod_applies_too(client: Client) -> None:
    # Martial Arts page (N5): "The MODs in the Martial Arts Chart are applied in both the
    # Active Turn and the Reactive Turn": L4's +1B makes the ARO's Burst 1 a Burst 2.
    aro = await odds(
        client,
        "face_to_face",
        side("Fusilier", 13, 2),
        side("Caliban", 15, 1, martial_arts=4, active_turn=False),
    )
    plain = await odds(
        client,
        "face_to_face",
        side("Fusilier", 13, 2, (-3, "skill")),
        side("Caliban", 15, 2, (3, "skill")),
    )
    assert [s["exact"] for s in aro["sides"]] == [s["exact"] for s in plain["sides"]]


async def test_no_opponent_mod_in_a_normal_roll(client: Client) -> None:
    result = await odds(client, "normal", side("Caliban", 15, 1, martial_arts=2))
    (caliban,) = result["sides"]
    assert caliban["success_value"] == 18


async def test_plus_one_sd_with_a_long_skill_is_refused(client: Client) -> None:
    body = {"kind": "normal", "sides": [side("Doctor", 13, 1, extra_die=True, long_skill=True)]}
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == 422
    assert response.json()["code"] == "special-die-not-allowed"
    body = {"kind": "normal", "sides": [side("Doctor", 13, 1, long_skill=True)]}
    assert (await client.post("/v1/odds", json=body)).status_code == 200


@pytest.mark.parametrize(
    "extra",
    [
        {"martial_arts": 3, "extra_die": True},
        {"martial_arts": 2, "long_skill": True},
        {"martial_arts": 2, "program": "carbonite"},
        {"martial_arts": 6},
        {"active_turn": False},
    ],
)
async def test_martial_arts_where_it_does_not_apply_is_refused(
    client: Client, extra: dict[str, Any]
) -> None:
    body = {"kind": "face_to_face", "sides": [side("A", 15, 1, **extra), side("B", 13, 1)]}
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == 422, response.text

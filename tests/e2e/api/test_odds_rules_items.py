"""POST /v1/odds follows the same rules as an order (issue 23, items 1-4).

Every expected figure is worked out here, by hand from the cited N5 page or by enumerating the
dice faces, never by calling the engine.

Sources (Infinity wiki, N5): Martial Arts (https://infinitythewiki.com/index.php?title=Martial_Arts),
Dodge (https://infinitythewiki.com/index.php?title=Dodge), Direct Template Weapons
(https://infinitythewiki.com/Direct_Template_Weapon), Reset (https://infinitythewiki.com/Reset),
Melee Weapon Profile
(https://infinitythewiki.com/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile),
Mines (https://infinitythewiki.com/Mines), Carbonite (https://infinitythewiki.com/Carbonite).
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest

from tests.builders.http import Client
from tests.builders.odds import odds, post_odds, side

FACES = range(1, 21)


async def refused(client: Client, kind: str, *sides: dict[str, Any]) -> str:
    response = await post_odds(client, kind, *sides)
    assert response.status_code == 422, response.text
    code: str = response.json()["code"]
    return code


def at_least_one_success(sv: int, dice: int) -> Fraction:
    """Enumerated: a die succeeds on a face of sv or less (sv <= 20)."""
    rolls = list(itertools.product(FACES, repeat=dice))
    wins = sum(1 for faces in rolls if any(face <= sv for face in faces))
    return Fraction(wins, len(rolls))


# Item 1: Martial Arts in ARO -----------------------------------------------------------------


@pytest.mark.parametrize(("level", "dice"), [(4, 2), (5, 3)])
async def test_martial_arts_l4_and_l5_aros_roll_their_burst(
    client: Client, level: int, dice: int
) -> None:
    # CC 15 + 3 = SV 18. ARO Burst 1, +1B (L4, L5) and +1 SD (L5) in the Reactive Turn too:
    # L4 rolls 2 dice, L5 2 dice and an extra one (discarding the worst keeps any success).
    result = await odds(
        client, "normal", side("Caliban", 15, 1, martial_arts=level, active_turn=False)
    )
    (caliban,) = result["sides"]
    assert caliban["success_value"] == 18
    assert Fraction(caliban["exact"]["win"]) == at_least_one_success(18, dice)


# Item 2: what the rules forbid is refused ----------------------------------------------------


@pytest.mark.parametrize("burst", [2, 3])
async def test_an_aro_cc_attack_with_more_than_one_die_is_refused(
    client: Client, burst: int
) -> None:
    # Melee Weapon Profile: in the Reactive Turn B is 1 (Martial Arts L2 adds no Burst).
    code = await refused(
        client,
        "face_to_face",
        side("Fusilier", 13, 1),
        side("Caliban", 15, burst, martial_arts=2, active_turn=False),
    )
    assert code == "invalid-command"


FLAMETHROWER = {"profile": "light_flamethrower"}


@pytest.mark.parametrize("burst", [2, 3])
async def test_a_dodge_against_a_direct_template_is_one_die(client: Client, burst: int) -> None:
    # Dodge: a Normal PH Roll against a Direct Template; one roll whatever the Burst asked.
    code = await refused(
        client,
        "normal",
        side("flamer", 13, weapon=FLAMETHROWER),
        side("dodger", 12, burst, reaction="dodge"),
    )
    assert code == "invalid-command"


async def test_a_dodge_against_a_direct_template_hits_on_a_failed_ph_roll(
    client: Client,
) -> None:
    # PH 12: the Dodge succeeds on 1..12 (12 of 20 faces), so the template hits 8 in 20 = 0.4.
    result = await odds(
        client,
        "normal",
        side("flamer", 13, weapon=FLAMETHROWER),
        side("dodger", 12, reaction="dodge"),
    )
    (dodger,) = result["affected"]
    assert Fraction(dodger["exact"]["hit"]) == Fraction(8, 20)


@pytest.mark.parametrize("burst", [2, 3])
async def test_a_reset_is_one_wip_roll_whatever_the_burst(client: Client, burst: int) -> None:
    # Reset: one Face to Face WIP Roll against the Comms Attack, whatever its Burst.
    hacker = side("hacker", 14, 2, program="carbonite", target={"bts": 3})
    code = await refused(client, "face_to_face", hacker, side("target", 13, burst))
    assert code == "invalid-command"


# Item 3: Mines' -3 to Dodge ------------------------------------------------------------------


async def test_a_dodge_against_a_mine_takes_minus_3(client: Client) -> None:
    # Mines: "imposes a -3 PH MOD to any attempt to Dodge its effects": PH 10 dodges on 1..7,
    # so the mine hits 13 faces in 20.
    result = await odds(
        client,
        "normal",
        side("mine", 10, weapon={"profile": "ap_mines"}),
        side("dodger", 10, reaction="dodge"),
    )
    (dodger,) = result["affected"]
    assert dodger["reaction_success_value"] == 7
    assert {"value": -3, "source": "skill", "note": "Dodge against a Deployable weapon"} in (
        dodger["reaction_breakdown"]["mods"]
    )
    assert Fraction(dodger["exact"]["hit"]) == Fraction(13, 20)


# Item 4: Non-Lethal attacks cause States, never Wounds --------------------------------------


async def test_carbonite_gives_the_chance_of_immobilized_b_and_no_wounds(client: Client) -> None:
    # Carbonite: WIP 14, Burst 2, DA (2 saves a hit, 3 a Critical), PS 7 against BTS 3: each
    # save passes on 1..10. Any failed save: Immobilized-B. Enumerated over both dice and,
    # per outcome, the chance that every save passes (1/2 each).
    result = await odds(
        client, "normal", side("hacker", 14, 2, program="carbonite", target={"bts": 3})
    )
    (hacker,) = result["sides"]
    assert hacker["wounds"] is None
    expected = Fraction(0)
    for faces in itertools.product(FACES, repeat=2):
        saves = sum(3 if f == 14 else 2 if f < 14 else 0 for f in faces)
        expected += Fraction(1, 400) * (1 - Fraction(1, 2) ** saves)
    (state,) = hacker["states"]
    assert (state["state"], state["name"]) == ("immobilized_b", "Immobilized-B")
    assert Fraction(state["exact"]) == expected

"""Names over HTTP: look-alike and reordering names are refused with the rule and the code
point; names come back in NFC; troopers and players equal but for case are refused. Names that
show nothing (a tester's Hangul and Braille fillers, a Khmer inherent vowel, a combining
grapheme joiner: Default_Ignorable_Code_Point in Unicode's DerivedCoreProperties.txt, and the
fillers) are refused too, and a name needs something visible."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client, GameDriver, trooper


async def _refused(response: Any, code_point: str | None = None) -> dict[str, Any]:
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem: dict[str, Any] = response.json()
    assert problem["code"] == "invalid-name"
    if code_point is not None:
        assert code_point in problem["detail"]
    return problem


@pytest.mark.parametrize(
    ("players", "code_point"),
    [
        (["a", "a\u200b"], "U+200B"),  # two players who look the same
        (["ariadna", "\u202elive"], "U+202E"),  # "evil" shown backwards
        (["ariadna", "to\u2066haa"], "U+2066"),  # a bidi isolate
        (["ariadna", "to\U000f0000haa"], "U+F0000"),  # private use
        (["ariadna", "to\U000e0001haa"], "U+E0001"),  # a tag character (Cf)
    ],
)
async def test_creation_refuses_invisible_and_reordering_characters(
    client: Client, players: list[str], code_point: str
) -> None:
    await _refused(await client.post("/v1/games", json={"players": players}), code_point)


async def test_creation_refuses_players_equal_but_for_case(client: Client) -> None:
    problem = await _refused(await client.post("/v1/games", json={"players": ["Ana", "ANA"]}))
    assert "same name" in problem["detail"]


async def test_names_are_kept_in_nfc_and_tokens_are_keyed_by_them(client: Client) -> None:
    game = await GameDriver.create(client, players=["Jose\u0301", "tohaa"])
    assert set(game.tokens) == {"organiser", "José", "tohaa"}
    assert (await game.get("José", ""))["players"] == ["José", "tohaa"]
    added = await game.post(
        "José", "/troopers", {**trooper("José", "t1"), "name": "Ame\u0301lie"}, 201
    )
    assert added["events"][0]["data"]["trooper"]["name"] == "Amélie"


async def test_troopers_equal_but_for_case_are_refused(client: Client) -> None:
    game = await GameDriver.create(client, entropy=False)  # nothing rolls
    await game.post("ariadna", "/troopers", {**trooper("ariadna", "t1"), "name": "Fusilier"}, 201)
    response = await client.post(
        f"/v1/games/{game.game_id}/troopers",
        json={**trooper("ariadna", "t2"), "name": "FUSILIER"},
        headers=game.auth("ariadna"),
    )
    await _refused(response)
    # Names differ within an army: the other army may have the same one.
    await game.post("tohaa", "/troopers", {**trooper("tohaa", "t3"), "name": "FUSILIER"}, 201)
    edited = {**trooper("ariadna", "t1"), "name": "Fusi\u200blier"}
    del edited["player"], edited["trooper_id"]
    response = await client.put(
        f"/v1/games/{game.game_id}/troopers/t1",
        json=edited,
        headers=game.auth("ariadna"),
    )
    await _refused(response, "U+200B")
    assert len((await game.get("organiser", "/events"))["events"]) == 3


async def test_free_roll_labels_are_checked(client: Client) -> None:
    game = await GameDriver.create(client)
    body = {
        "kind": "normal",
        "sides": [{"name": "Fennec", "attribute": 12}],
        "label": "Disco\u202ever",
    }
    response = await client.post(
        f"/v1/games/{game.game_id}/rolls", json=body, headers=game.auth("organiser")
    )
    await _refused(response, "U+202E")


@pytest.mark.parametrize(
    ("players", "code_point"),
    [
        (["ariadna", "\u3164"], "U+3164"),  # HANGUL FILLER alone
        (["ariadna", "\u3164ariadna"], "U+3164"),  # ... leading a look-alike
        (["ariadna", "\u115ftohaa"], "U+115F"),  # HANGUL CHOSEONG FILLER
        (["ariadna", "\u2800"], "U+2800"),  # BRAILLE PATTERN BLANK
        (["ariadna", "\u17b4tohaa"], "U+17B4"),  # KHMER VOWEL INHERENT AQ
        (["ariadna", "to\u034fhaa"], "U+034F"),  # COMBINING GRAPHEME JOINER inside
    ],
)
async def test_creation_refuses_names_that_show_nothing(
    client: Client, players: list[str], code_point: str
) -> None:
    await _refused(await client.post("/v1/games", json={"players": players}), code_point)


async def test_a_name_of_combining_marks_only_is_refused(client: Client) -> None:
    problem = await _refused(await client.post("/v1/games", json={"players": ["a", "\u0301"]}))
    assert "visible" in problem["detail"]


async def test_trooper_names_that_show_nothing_are_refused_and_nothing_is_appended(
    client: Client,
) -> None:
    game = await GameDriver.create(client, entropy=False)  # nothing rolls
    before = len((await game.get("organiser", "/events"))["events"])
    for name, code_point in (("\u3164Fusilier", "U+3164"), ("Fusi\u034flier", "U+034F")):
        response = await client.post(
            f"/v1/games/{game.game_id}/troopers",
            json={**trooper("ariadna", "t1"), "name": name},
            headers=game.auth("ariadna"),
        )
        await _refused(response, code_point)
    assert len((await game.get("organiser", "/events"))["events"]) == before

"""GET /v1/catalogue/skills lists every N5 Common Skill an order can declare (issue 23), with
its page and what the engine does with it.

Speculative Attack (https://infinitythewiki.com/Speculative_Attack) and Intuitive Attack
(https://infinitythewiki.com/Intuitive_Attack) are N5 Common Skills; an order declares them as
the `attack` kind of a BS Attack (docs/rules.md, "Templates and attacks").
"""

from __future__ import annotations

from typing import Any, get_args

from service.domain.declarations import Skill
from service.rules.templates import AttackKind
from tests.builders.http import Client

NOT_A_SKILL = {"roll"}
"""A Normal Roll of one attribute, declared for any skill the engine does not model."""


async def _skills(client: Client) -> dict[str, Any]:
    response = await client.get("/v1/catalogue/skills")
    assert response.status_code == 200, response.text
    return {s["slug"]: s for s in response.json()["skills"]}


async def test_every_declarable_common_skill_is_in_the_catalogue(client: Client) -> None:
    skills = await _skills(client)
    # Each declaration type's tag is the `skill` an order names.
    declared = {str(kind.__struct_config__.tag) for kind in get_args(Skill)} - NOT_A_SKILL
    attack_kinds = {f"{k.value}_attack" for k in AttackKind if k is not AttackKind.STANDARD}
    assert attack_kinds == {"speculative_attack", "intuitive_attack"}
    missing = (declared | attack_kinds) - set(skills)
    assert not missing


async def test_speculative_and_intuitive_attack_say_how_they_are_declared(
    client: Client,
) -> None:
    skills = await _skills(client)
    speculative = skills["speculative_attack"]
    intuitive = skills["intuitive_attack"]
    assert (speculative["name"], intuitive["name"]) == ("Speculative Attack", "Intuitive Attack")
    assert speculative["handling"] == intuitive["handling"] == "applied"
    assert speculative["source"] == "https://infinitythewiki.com/Speculative_Attack"
    assert intuitive["source"] == "https://infinitythewiki.com/Intuitive_Attack"
    # The line names the declaration and the rule the engine applies.
    assert "`attack: speculative`" in speculative["effect"]
    assert "-6" in speculative["effect"]
    assert "Burst 1" in speculative["effect"]
    assert "`attack: intuitive`" in intuitive["effect"]
    assert "WIP" in intuitive["effect"]

"""A thin companion-app style driver of the game API, speaking the scenario vocabulary of
`game.py`: a trooper or a shot sent over HTTP is the body of the very domain value the in-memory
game runs, so both play the same game."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

import msgspec
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.domain.commands import AddTrooper
from service.domain.declarations import Skill
from tests.builders import game

Client = AsyncTestClient[Litestar]


def assert_problem(response: Any, status: int, code: str) -> Any:
    """A refusal as the API answers it: ``status``, a problem document, its stable ``code``."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json"), response.text
    body = response.json()
    assert (body["status"], body["code"]) == (status, code), body
    return body


def trooper_body(command: AddTrooper) -> dict[str, Any]:
    """The `POST .../troopers` body that adds this trooper: the command without its actor and
    tag, the profile's VITA (or STR) under the API's name."""
    body = msgspec.to_builtins(command)
    del body["command"], body["actor"]
    profile = body["profile"]
    vitality = profile.pop("vitality")
    profile["str" if profile.pop("structure") else "vita"] = vitality
    return dict(body)


def skill_body(skill: Skill) -> dict[str, Any]:
    """The `skill` of an order or ARO body: the declaration as the domain records it."""
    return dict(msgspec.to_builtins(skill))


def trooper(player: str, trooper_id: str, *, bs: int = 11, arm: int = 1, **extra: Any) -> Any:
    """`game.trooper`'s body; ``extra`` replaces fields of the body as JSON, so a test may send
    what the domain would not build (a malformed skill, an unknown field)."""
    return {**trooper_body(game.trooper(player, trooper_id, bs=bs, arm=arm)), **extra}


def army(
    player: str,
    prefix: str,
    sizes: tuple[int, ...],
    *,
    lieutenant: int,
    points: int = 20,
    impetuous: tuple[int, ...] = (),
) -> list[Any]:
    """An army list as `POST .../troopers` bodies: troopers ``{prefix}1``, ``{prefix}2``, ...
    filling Combat Group 1 with ``sizes[0]`` of them, group 2 with the next ``sizes[1]``, and so
    on; trooper number ``lieutenant`` is the Lieutenant, the numbers in ``impetuous`` list the
    skill Impetuous, each costs ``points``."""
    groups = [group for group, size in enumerate(sizes, start=1) for _ in range(size)]
    return [
        trooper(
            player,
            f"{prefix}{n}",
            combat_group=group,
            points=points,
            lieutenant=n == lieutenant,
            **({"skills": [{"name": "Impetuous"}]} if n in impetuous else {}),
        )
        for n, group in enumerate(groups, start=1)
    ]


def player_seed(player: str) -> str:
    """A player's dice-v2 seed in the tests: fixed, so a failing game can be played again."""
    return hashlib.sha256(f"entropy of {player}".encode()).hexdigest()


def entropy_posts(created: Any) -> list[tuple[str, dict[str, str], dict[str, str]]]:
    """(path, body, headers) of each player's seed for a game just created (the answer to
    `POST /v1/games`), as a dice-v2 game needs before its first server die; none for dice-v1.
    For helpers with a client of their own (sync, over a socket)."""
    if created["dice_algorithm"] != "dice-v2":
        return []
    return [
        (
            f"/v1/games/{created['id']}/entropy",
            {"seed": player_seed(player)},
            {"Authorization": f"Bearer {token}"},
        )
        for player, token in created["tokens"]["players"].items()
    ]


async def send_entropy(client: Client | Any, created: Any) -> None:
    """Each player of the game just created sends their seed (``entropy_posts``)."""
    for path, body, headers in entropy_posts(created):
        response = await client.post(path, json=body, headers=headers)
        assert response.status_code == 200, response.text


def shot(*targets: tuple[str, int, float], cover: bool = True) -> Any:
    """`game.shot`'s body."""
    return skill_body(game.shot(*targets, cover=cover))


@dataclass
class GameDriver:
    client: Client
    game_id: str
    tokens: dict[str, str]
    """"organiser" and each player's name -> bearer token."""
    seed_commitment: str
    responses: list[Any] = field(default_factory=list)

    @classmethod
    async def create(cls, client: Client, *, entropy: bool = True, **body: Any) -> GameDriver:
        """A game of ``body``; unless ``entropy`` is False, every player then sends their seed,
        so a dice-v2 game is ready to roll."""
        body.setdefault("players", list(game.PLAYERS))
        response = await client.post("/v1/games", json=body)
        assert response.status_code == 201, response.text
        created = response.json()
        if entropy:
            await send_entropy(client, created)
        tokens = {"organiser": created["tokens"]["organiser"], **created["tokens"]["players"]}
        return cls(client, created["id"], tokens, created["seed_commitment"])

    def auth(self, who: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[who]}"}

    async def post(self, who: str, path: str, body: Any = None, expect: int = 200) -> Any:
        response = await self.client.post(
            f"/v1/games/{self.game_id}{path}", json=body or {}, headers=self.auth(who)
        )
        assert response.status_code == expect, response.text
        self.responses.append(response.json())
        return response.json()

    async def get(self, who: str, path: str) -> Any:
        response = await self.client.get(f"/v1/games/{self.game_id}{path}", headers=self.auth(who))
        assert response.status_code == 200, response.text
        return response.json()

    async def version(self) -> int:
        """The game's version as the organiser reads it: one more for every event appended."""
        return int((await self.get("organiser", ""))["version"])

    async def refused(self, who: str, path: str, body: Any, status: int, code: str) -> Any:
        """A command refused: the status, the problem's ``code``, and nothing appended."""
        before = await self.version()
        problem = await self.post(who, path, body, status)
        assert problem["code"] == code, problem
        assert await self.version() == before, "a refused command appended events"
        return problem

"""A thin companion-app style driver of the game API, shared by the API tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from litestar import Litestar
from litestar.testing import AsyncTestClient

Client = AsyncTestClient[Litestar]


def trooper(player: str, trooper_id: str, *, bs: int = 11, arm: int = 1, **extra: Any) -> Any:
    return {
        "player": player,
        "trooper_id": trooper_id,
        "name": trooper_id.replace("-", " ").title(),
        "profile": {
            "mov": [4, 4],
            "cc": 14,
            "bs": bs,
            "ph": 10,
            "wip": 13,
            "arm": arm,
            "bts": 0,
            "vita": 1,
        },
        "weapons": [{"slug": "combi_rifle"}],
        **extra,
    }


def shot(*targets: tuple[str, int, float], cover: bool = True) -> Any:
    return {
        "skill": "bs_attack",
        "weapon": "combi_rifle",
        "targets": [
            {"trooper": t, "burst": b, "distance": d, "partial_cover": cover} for t, b, d in targets
        ],
    }


@dataclass
class GameDriver:
    client: Client
    game_id: str
    tokens: dict[str, str]
    """"organiser" and each player's name -> bearer token."""
    seed_commitment: str
    responses: list[Any] = field(default_factory=list)

    @classmethod
    async def create(cls, client: Client, **body: Any) -> GameDriver:
        body.setdefault("players", ["ariadna", "tohaa"])
        response = await client.post("/v1/games", json=body)
        assert response.status_code == 201, response.text
        created = response.json()
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

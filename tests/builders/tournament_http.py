"""A tournament driven over HTTP, as an organiser's app and the players' devices drive it: the
requests the "Tournaments" guide (docs/guide/organiser.md) gives."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tests.builders.http import Client

ITS_SCENARIOS = [
    {"name": "Supplies"},
    {"name": "Frontline"},
    {"name": "Quadrant Control"},
]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@dataclass
class TournamentDriver:
    client: Client
    tournament_id: str
    organiser: str
    tokens: dict[str, str] = field(default_factory=dict)
    """Each player's tournament token."""

    @classmethod
    async def create(cls, client: Client, **body: Any) -> TournamentDriver:
        body.setdefault("name", "Winter Open")
        body.setdefault("rounds", 3)
        body.setdefault("scenarios", ITS_SCENARIOS[: body["rounds"]])
        response = await client.post("/v1/tournaments", json=body)
        assert response.status_code == 201, response.text
        created = response.json()
        return cls(client, created["id"], created["organiser_token"])

    @property
    def base(self) -> str:
        return f"/v1/tournaments/{self.tournament_id}"

    async def register(self, player: str, faction: str = "PanOceania", **body: Any) -> Any:
        response = await self.client.post(
            f"{self.base}/players",
            json={"player": player, "faction": faction, **body},
            headers=bearer(self.organiser),
        )
        assert response.status_code == 201, response.text
        self.tokens[player] = response.json()["token"]
        return response.json()

    async def post(self, path: str, body: Any, who: str = "organiser", expect: int = 200) -> Any:
        token = self.organiser if who == "organiser" else self.tokens[who]
        response = await self.client.post(f"{self.base}{path}", json=body, headers=bearer(token))
        assert response.status_code == expect, response.text
        return response.json()

    async def get(self, path: str = "", who: str = "organiser") -> Any:
        token = self.organiser if who == "organiser" else self.tokens[who]
        response = await self.client.get(f"{self.base}{path}", headers=bearer(token))
        assert response.status_code == 200, response.text
        return response.json()

    async def pair(self) -> Any:
        return await self.post("/rounds", {}, expect=201)

    async def current_tables(self) -> list[dict[str, Any]]:
        view = await self.get()
        standing = [r for r in view["paired"] if r["voided"] is None]
        return list(standing[-1]["tables"])

    async def game_token(self, player: str, game_id: str) -> str:
        mine = await self.get("/me", who=player)
        return next(s["game_token"] for s in mine["seats"] if s["game_id"] == game_id)

    async def play(
        self, table: dict[str, Any], points: tuple[int, int], *, confirm: bool = True
    ) -> None:
        """The table's game played out as a script: the organiser ends it, each player records
        their Objective Points and the other confirms them."""
        game_id = table["game_id"]
        first, second = table["players"]
        tokens = {p: await self.game_token(p, game_id) for p in (first, second)}
        game = f"/v1/games/{game_id}"
        ended = await self.client.post(
            f"{game}/end", json={"reason": "time"}, headers=bearer(self.organiser)
        )
        assert ended.status_code == 200, ended.text
        for player, op in ((first, points[0]), (second, points[1])):
            recorded = await self.client.post(
                f"{game}/results",
                json={"player": player, "objective_points": op, "reasons": []},
                headers=bearer(tokens[player]),
            )
            assert recorded.status_code == 200, recorded.text
        if not confirm:
            return
        for player, other in ((first, second), (second, first)):
            answered = await self.client.post(
                f"{game}/results/confirm",
                json={"player": other, "accept": True},
                headers=bearer(tokens[player]),
            )
            assert answered.status_code == 200, answered.text

"""Games played through the HTTP API of a served app, for the viewer to show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from tests.builders.game import PLAYERS
from tests.builders.http import entropy_posts, shot, trooper

FENNEC_AT_A = "fennec:bs_attack>senku-a"
FENNEC_AT_B = "fennec:bs_attack>senku-b"
SENKU_A = "senku-a:bs_attack"
DICE_ROLLS = ("roll_made", "order_roll_made", "reroll_made")


@dataclass
class Game:
    base: str
    id: str
    tokens: dict[str, str]

    @classmethod
    def create(cls, base: str, **body: Any) -> Game:
        body.setdefault("players", list(PLAYERS))
        created = httpx.post(f"{base}/v1/games", json=body, timeout=30)
        assert created.status_code == 201, created.text
        answer = created.json()
        for path, entropy, headers in entropy_posts(answer):
            sent = httpx.post(f"{base}{path}", json=entropy, headers=headers, timeout=30)
            assert sent.status_code == 200, sent.text
        tokens = {"organiser": answer["tokens"]["organiser"], **answer["tokens"]["players"]}
        return cls(base, answer["id"], tokens)

    def post(self, who: str, path: str, body: Any = None, expect: int = 200) -> Any:
        response = httpx.post(
            f"{self.base}/v1/games/{self.id}{path}",
            json=body or {},
            headers={"Authorization": f"Bearer {self.tokens[who]}"},
            timeout=30,
        )
        assert response.status_code == expect, response.text
        return response.json()

    def get(self, who: str, path: str, **headers: str) -> httpx.Response:
        response = httpx.get(
            f"{self.base}/v1/games/{self.id}{path}",
            headers={"Authorization": f"Bearer {self.tokens[who]}", **headers},
            timeout=30,
        )
        assert response.status_code == 200, response.text
        return response

    def rolls(self, who: str = "tohaa") -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = self.get(who, "/rolls?limit=1000").json()
        return found


def play_a_disputed_game(base: str) -> Game:
    """Entered faces that cancel each other and a Critical, saves and a Guts Roll; then a
    server-dice order, a free-standing roll, and the end (the seed is revealed)."""
    game = Game.create(base, manual_dice=True, client_seed="round 2 table 7")
    game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    game.post("ariadna", "/troopers", trooper("ariadna", "line", bs=12), 201)
    game.post("tohaa", "/troopers", trooper("tohaa", "senku-a", bs=11), 201)
    game.post("tohaa", "/troopers", trooper("tohaa", "senku-b", bs=11), 201)
    game.post("ariadna", "/turns", {"player": "ariadna"})
    game.post(
        "ariadna",
        "/orders",
        {"trooper": "fennec", "skill": shot(("senku-a", 2, 12), ("senku-b", 1, 20))},
        201,
    )
    game.post("tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 12))})
    game.post("tohaa", "/orders/1/aros", {"trooper": "senku-b", "skill": {"skill": "dodge"}})
    dice = [
        {"roll": FENNEC_AT_A, "faces": [4, 12]},
        {"roll": SENKU_A, "faces": [7]},
        {"roll": FENNEC_AT_B, "faces": [3]},
        {"roll": "senku-b:dodge", "faces": [10]},
    ]
    game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    game.post("ariadna", "/orders/1/conclude", {"saves": [{"roll": FENNEC_AT_A, "faces": [2, 15]}]})
    game.post(
        "ariadna",
        "/orders",
        {"trooper": "line", "skill": {"skill": "roll", "attribute": "WIP", "label": "hack"}},
        201,
    )
    game.post("ariadna", "/orders/2/resolve")
    game.post("ariadna", "/orders/2/conclude")
    game.post("ariadna", "/turns/current/end")
    roll = {
        "kind": "face_to_face",
        "sides": [
            {"name": "Senku A", "attribute": 13, "burst": 2},
            {"name": "Fennec", "attribute": 12, "burst": 1},
        ],
    }
    game.post("tohaa", "/rolls", roll, 201)
    game.post("organiser", "/end", {"reason": "time"})
    return game


# An HTML-looking name: the viewer must show it as text, never as markup.
MARKUP_NAME = '<img src="x" onerror="document.title=1">Line'


def deploy_a_sequenced_game(base: str, rounds: int = 1) -> Game:
    """A game with the N5 sequence, deployed and waiting for round 1's first turn (Ariadna's).
    Ariadna: a1 (Lieutenant, 40 points), a2 (named ``MARKUP_NAME``), a3 in Combat Group 1, a4
    in group 2, 20 points each; Tohaa: b1 (Lieutenant, 80 points), b2 (20) in group 1. Tohaa
    wins the Initiative Roll (4 and 11 both under the default WIP 13, the higher wins), keeps
    Initiative and lets Ariadna play first; Ariadna, holding Deployment, has Tohaa deploy
    first."""
    game = Game.create(base, manual_dice=True, sequence={"rounds": rounds})
    for player, trooper_id, group, lieutenant, points in (
        ("ariadna", "a1", 1, True, 40),
        ("ariadna", "a2", 1, False, 20),
        ("ariadna", "a3", 1, False, 20),
        ("ariadna", "a4", 2, False, 20),
        ("tohaa", "b1", 1, True, 80),
        ("tohaa", "b2", 1, False, 20),
    ):
        body = trooper(player, trooper_id, combat_group=group, lieutenant=lieutenant, points=points)
        if trooper_id == "a2":
            body["name"] = MARKUP_NAME
        game.post(player, "/troopers", body, 201)
    dice = [{"player": "ariadna", "face": 4}, {"player": "tohaa", "face": 11}]
    game.post("ariadna", "/initiative", {"dice": dice})
    game.post("tohaa", "/initiative/choices", {"player": "tohaa", "keep": "initiative"})
    game.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "ariadna"})
    game.post("ariadna", "/initiative/choices", {"player": "ariadna", "first": "tohaa"})
    for player, troopers in (
        ("tohaa", ["b2"]),
        ("ariadna", ["a2", "a3", "a4"]),
        ("tohaa", ["b1"]),
        ("ariadna", ["a1"]),
    ):
        game.post(player, "/deployment", {"player": player, "troopers": troopers})
    return game


def start_with_a_token_and_a_fireteam(game: Game) -> None:
    """Ariadna starts her turn, spends a Command Token (an Operational ReRoll, recorded by
    name) and forms a Duo of a2 (leading) and a3."""
    game.post("ariadna", "/turns", {"player": "ariadna"})
    game.post("ariadna", "/command-tokens", {"player": "ariadna", "use": "reroll_engineer"})
    duo = {"player": "ariadna", "kind": "duo", "members": ["a2", "a3"], "leader": "a2"}
    game.post("ariadna", "/fireteams", duo)


def ariadna_kills_the_tohaa_lieutenant(game: Game) -> None:
    """In Ariadna's turn a4 hits b1 three times (4, 5, 6 under BS 11) and every save fails (20
    against ARM 1): b1, of 1 Wound, is Dead. Then her turn ends."""
    game.post("ariadna", "/turns", {"player": "ariadna"})
    game.post("ariadna", "/orders", {"trooper": "a4", "skill": shot(("b1", 3, 15))}, 201)
    game.post(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": "a4:bs_attack>b1", "faces": [4, 5, 6]}]}
    )
    saves = [{"roll": "a4:bs_attack>b1", "faces": [20, 20, 20]}]
    game.post("ariadna", "/orders/1/conclude", {"saves": saves})
    game.post("ariadna", "/turns/current/end")

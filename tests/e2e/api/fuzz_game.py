"""A game played to an interesting point, on its own database, for the schemathesis run.

Generated requests are aimed at it: real tokens, and real game, order, roll and trooper ids in
place of the generated path parameters (most of the time), so they reach the handlers instead
of stopping at 401 or 404.
"""

from __future__ import annotations

import uuid
import zlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

import psycopg
from litestar import Litestar
from psycopg import sql
from schemathesis.python import asgi

from service.api.app import create_app
from service.store.database import with_database
from tests.builders.game import PLAYERS
from tests.builders.http import entropy_posts, shot, trooper
from tests.conftest import TEMPLATE_DATABASE

CALLERS = ("organiser", *PLAYERS) * 2 + ("stranger", "nobody")
"""Who sends a generated request: mostly a token of the game, else another game's or none."""
END_GAME = "POST /v1/games/{game_id}/end"
VOID = "POST /v1/games/{game_id}/orders/{order}/void"
ORGANISER_AUDIT = "GET /v1/organiser/audit"
UNREACHED = frozenset({401, 404})


@dataclass
class FuzzGame:
    app: Litestar | None
    """The in-process app the game was played on; None when it was played on a served one."""
    game_id: str
    tokens: dict[str, str]
    """"organiser", each player and "stranger" (another game's organiser) -> bearer token."""
    ending_game_id: str
    """Run by the same organiser: ending it leaves the main game open for the other commands."""
    resolved_order: int
    open_order: int
    roll_version: int
    trooper_id: str
    statuses: Counter[tuple[str, int]] = field(default_factory=Counter)

    def auth(self, caller: str) -> dict[str, str]:
        token = self.tokens.get(caller)
        return {"Authorization": f"Bearer {token}"} if token else {}

    def aim(self, case: Any) -> dict[str, str]:
        """Put the game's real ids where the case has generated ones; the caller's headers.

        Who calls, and whether the order, roll and trooper ids stay as generated (one case in
        four), follows from the case itself: the same case always gets the same choice, so a
        failure shrinks and replays as it happened. (Schemathesis's coverage phase does not
        combine with extra Hypothesis strategies, so the choice cannot be drawn.)
        """
        pick = zlib.crc32(
            repr((case.path_parameters, case.query, case.headers, case.body)).encode()
        )
        headers = self.auth(CALLERS[pick % len(CALLERS)])
        real_paths = (pick // len(CALLERS)) % 4 != 0
        label = case.operation.label
        params = case.path_parameters
        if params is not None and "game_id" in params:
            params["game_id"] = self.ending_game_id if label == END_GAME else self.game_id
        if not real_paths:
            return headers
        if params is not None:
            real = {
                "order": self.resolved_order if label == VOID else self.open_order,
                "version": self.roll_version,
                "trooper_id": self.trooper_id,
            }
            for name, value in real.items():
                if name in params:
                    params[name] = value
        if label == ORGANISER_AUDIT:
            case.query = {**(case.query or {}), "game": [self.game_id, self.ending_game_id]}
        return headers

    def tally(self, case: Any, response: Any) -> None:
        self.statuses[(case.operation.label, response.status_code)] += 1

    def unreached_operations(self) -> set[str]:
        """Operations none of whose requests got past authentication and the game lookup."""
        labels = {label for label, _ in self.statuses}
        return labels - {label for label, status in self.statuses if status not in UNREACHED}

    def summary(self) -> str:
        counted = sorted(self.statuses.items())
        lines = [f"{n:5d}  {status}  {label}" for (label, status), n in counted]
        return "\n".join([*lines, f"reached the handlers: {self.reached_share():.0%}"])

    def reached_share(self) -> float:
        total = sum(self.statuses.values())
        reached = sum(n for (_, status), n in self.statuses.items() if status not in UNREACHED)
        return reached / total if total else 0.0


class Poster(Protocol):
    """What the setup needs of a client: schemathesis's ASGI client or an httpx.Client."""

    def post(self, url: str, *, json: Any, headers: dict[str, str]) -> Any: ...


class _Setup:
    """Drives the app the way a companion app would, to put the game in a known state."""

    def __init__(self, client: Poster) -> None:
        self.client = client

    def post(self, path: str, body: Any, token: str | None, expect: int) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = self.client.post(path, json=body, headers=headers)
        assert response.status_code == expect, (path, response.status_code, response.text)
        return response.json()

    def create_game(self, organiser_token: str | None = None) -> dict[str, Any]:
        body = {"players": list(PLAYERS), "manual_dice": True}
        created = dict(self.post("/v1/games", body, organiser_token, 201))
        for path, entropy, headers in entropy_posts(created):
            token = headers["Authorization"].removeprefix("Bearer ")
            self.post(path, entropy, token, 200)
        return created


def play_fuzz_game(client: Poster, app: Litestar | None = None) -> FuzzGame:
    """The game, played through `client` (in-process on `app`, or over HTTP)."""
    setup = _Setup(client)
    created = setup.create_game()
    game = f"/v1/games/{created['id']}"
    tokens = {"organiser": created["tokens"]["organiser"], **created["tokens"]["players"]}
    ending = setup.create_game(tokens["organiser"])
    tokens["stranger"] = setup.create_game()["tokens"]["organiser"]
    ariadna, tohaa = tokens["ariadna"], tokens["tohaa"]
    setup.post(f"{game}/troopers", trooper("ariadna", "fennec", bs=12), ariadna, 201)
    # Two of her troopers give the active player two Regular Orders.
    setup.post(f"{game}/troopers", trooper("ariadna", "hexa"), ariadna, 201)
    setup.post(f"{game}/troopers", trooper("tohaa", "senku-a"), tohaa, 201)
    setup.post(f"{game}/troopers", trooper("tohaa", "senku-b"), tohaa, 201)
    setup.post(f"{game}/turns", {"player": "ariadna"}, ariadna, 200)
    first = {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}
    resolved = setup.post(f"{game}/orders", first, ariadna, 201)["events"][0]["data"]["order"]
    # Three 20s miss: nobody is hurt, so the second order stays possible whatever the fuzz does.
    missed = {"dice": [{"roll": "fennec:bs_attack>senku-a", "faces": [20, 20, 20]}]}
    setup.post(f"{game}/orders/{resolved}/resolve", missed, ariadna, 200)
    setup.post(f"{game}/orders/{resolved}/conclude", {}, ariadna, 200)
    second = {"trooper": "fennec", "skill": shot(("senku-b", 3, 15))}
    opened = setup.post(f"{game}/orders", second, ariadna, 201)["events"][0]["data"]["order"]
    roll = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 2}]}
    version = setup.post(f"{game}/rolls", roll, tohaa, 201)["version"]
    return FuzzGame(
        app=app,
        game_id=created["id"],
        tokens=tokens,
        ending_game_id=ending["id"],
        resolved_order=resolved,
        open_order=opened,
        roll_version=version,
        trooper_id="fennec",
    )


@contextmanager
def fuzz_game_on(server_url: str) -> Iterator[FuzzGame]:
    """A fresh copy of the migrated template, an app on it without a rate limit (nor a budget
    of costly reads), the game."""
    name = f"fuzz_{uuid.uuid4().hex}"
    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(
            sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
                sql.Identifier(name), sql.Identifier(TEMPLATE_DATABASE)
            )
        )
    app = create_app(
        with_database(server_url, name), pool_size=4, rate_limit=None, costly_read_limit=None
    )
    try:
        with asgi.get_client(app) as client:
            yield play_fuzz_game(client, app)
    finally:
        # The schemathesis ASGI transport keeps each app's lifespan running until told otherwise.
        asgi.shutdown_lifespans()
        with psycopg.connect(server_url, autocommit=True) as admin:
            admin.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )

"""The baseline server: the exchange's routes decoding the same bodies, a game read answering a
constant, and nothing else.

Run as `python -m service.bench.bare PORT`; served by uvicorn like `serve`.
"""

from __future__ import annotations

import sys
from uuid import UUID

import uvicorn
from litestar import Litestar, get, post

from service.api.orders.schemas import (
    ActivationBody,
    AroBody,
    ConcludeBody,
    ResolveBody,
    StartTurnBody,
)

ANSWER = {"version": 1, "events": []}
GAME = {"id": "00000000-0000-4000-8000-000000000000", "version": 1, "players": ["a", "b"]}


@get("/health/live", sync_to_thread=False)
def live() -> dict[str, str]:
    return {"status": "ok"}


@get("/v1/games/{game_id:uuid}", sync_to_thread=False)
def game(game_id: UUID) -> dict[str, object]:
    return GAME


@post("/v1/games/{game_id:uuid}/turns", status_code=200, sync_to_thread=False)
def start_turn(game_id: UUID, data: StartTurnBody) -> dict[str, object]:
    return ANSWER


@post("/v1/games/{game_id:uuid}/turns/current/end", status_code=200, sync_to_thread=False)
def end_turn(game_id: UUID) -> dict[str, object]:
    return ANSWER


@post("/v1/games/{game_id:uuid}/orders", status_code=201, sync_to_thread=False)
def activate(game_id: UUID, data: ActivationBody) -> dict[str, object]:
    return ANSWER


@post("/v1/games/{game_id:uuid}/orders/{order:int}/aros", status_code=200, sync_to_thread=False)
def aro(game_id: UUID, order: int, data: AroBody) -> dict[str, object]:
    return ANSWER


@post("/v1/games/{game_id:uuid}/orders/{order:int}/resolve", status_code=200, sync_to_thread=False)
def resolve(game_id: UUID, order: int, data: ResolveBody) -> dict[str, object]:
    return ANSWER


@post("/v1/games/{game_id:uuid}/orders/{order:int}/conclude", status_code=200, sync_to_thread=False)
def conclude(game_id: UUID, order: int, data: ConcludeBody) -> dict[str, object]:
    return ANSWER


def main() -> None:
    app = Litestar([live, game, start_turn, end_turn, activate, aro, resolve, conclude])
    # The same server and log level as `serve`.
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="info")


if __name__ == "__main__":
    main()

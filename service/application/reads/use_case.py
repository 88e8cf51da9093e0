"""A game's read models as its routes answer them: the order state, the rolls as they ended and
the odds a recorded roll had.

The HTTP layer asks here rather than reading the projections itself, so what "no such game" or
"no such roll" means is decided once, below the adapters.
"""

from __future__ import annotations

import uuid

import msgspec

from service.application.odds.recorded_rolls import RollOdds, roll_odds
from service.application.organisers import organised_game_ids
from service.application.ports import OrganisedReads
from service.application.reads.sources import ReadSources
from service.application.workers import Workers
from service.domain.errors import NotFound
from service.domain.score import score
from service.domain.standings import GameScore, Standing, StandingsScheme, standings
from service.domain.state import ResolvedOrder
from service.projections.models import OrderState, RollOutcome
from service.rules.values import Edition


class OrganiserStandings(msgspec.Struct, frozen=True, kw_only=True):
    scheme: StandingsScheme
    rows: tuple[Standing, ...]
    pending_games: tuple[uuid.UUID, ...]
    """The organiser's games whose score is not final yet (or not a game of two players under
    Tournament Points): counted for nobody until it is."""


class GameReads:
    """Each read of a game takes `seen`: the game version the caller has seen (None: any),
    which the answer is never older than (`ReadSources`)."""

    def __init__(self, reads: OrganisedReads | ReadSources, workers: Workers) -> None:
        self._sources = reads if isinstance(reads, ReadSources) else ReadSources(reads)
        self._workers = workers

    async def order_state(self, game_id: uuid.UUID, seen: int | None = None) -> OrderState:
        found = await (await self._sources.for_game(game_id, seen)).order_state(game_id)
        if found is None:
            raise NotFound(f"no game {game_id}")
        return found

    async def rolls(
        self, game_id: uuid.UUID, after: int, limit: int, seen: int | None = None
    ) -> list[RollOutcome]:
        return await (await self._sources.for_game(game_id, seen)).rolls(game_id, after, limit)

    async def roll(self, game_id: uuid.UUID, version: int, seen: int | None = None) -> RollOutcome:
        # The roll at `version` exists only from that version on: asking for it names it.
        reads = await self._sources.for_game(game_id, max(version, seen or 0))
        found = await reads.roll(game_id, version)
        if found is None:
            raise NotFound(f"no roll at version {version} of game {game_id}")
        return found

    async def order(
        self, game_id: uuid.UUID, number: int, seen: int | None = None
    ) -> ResolvedOrder:
        """A concluded order; the open one is the order state's."""
        found = await (await self._sources.for_game(game_id, seen)).order(game_id, number)
        if found is None:
            raise NotFound(f"no order {number} in game {game_id}")
        return found

    async def orders(
        self, game_id: uuid.UUID, after: int, limit: int, seen: int | None = None
    ) -> list[ResolvedOrder]:
        return await (await self._sources.for_game(game_id, seen)).orders(game_id, after, limit)

    async def roll_odds(self, game_id: uuid.UUID, version: int, edition: Edition) -> RollOdds:
        reads = await self._sources.for_game(game_id, version)
        return await roll_odds(reads, self._workers, game_id, version, edition)

    async def standings(self, token: str, scheme: StandingsScheme) -> OrganiserStandings:
        """Every player of every game the token organises, ranked as the scheme ranks them."""
        reads = self._sources.any
        states: list[tuple[uuid.UUID, OrderState]] = []
        for game_id in await organised_game_ids(reads, token):
            found = await reads.order_state(game_id)
            if found is not None:
                states.append((game_id, found))
        # Scoring every game a tournament holds is CPU work: it runs in a worker.
        return await self._workers.run(ranked, states, scheme)


def ranked(
    states: list[tuple[uuid.UUID, OrderState]], scheme: StandingsScheme
) -> OrganiserStandings:
    scores = [GameScore(game_id=game_id, score=score(found)) for game_id, found in states]
    counted = [s for s in scores if _counts(s, scheme)]
    return OrganiserStandings(
        scheme=scheme,
        rows=standings(counted, scheme),
        pending_games=tuple(s.game_id for s in scores if not _counts(s, scheme)),
    )


def _counts(game: GameScore, scheme: StandingsScheme) -> bool:
    # Tournament Points exist only where one player met one opponent (ITS pairs them so).
    return game.score.final and (scheme != "its-season-10" or len(game.score.players) == 2)

"""A tournament in PostgreSQL: a stream of its own id in the events table (primary key (stream,
version), the hash chain) beside the games it pairs, its seed sealed, its tokens and its seats'
game tokens never in clear; and nothing that reads or lists games takes it for one (the
rebuild, the games listed, an organiser's games and live stream, a game's authentication)."""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

import pytest

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Answer, Games
from service.application.tournaments.postgres import StoredTournaments
from service.application.tournaments.use_case import (
    CreatedTournament,
    RegisteredPlayer,
    TournamentPrincipal,
    Tournaments,
)
from service.domain.commands import ORGANISER
from service.domain.errors import ConcurrencyConflict, NotFound, Unauthorized
from service.domain.tournament import RegisterPlayer, Scenario
from service.keyring import Keyring
from service.projections.rebuild import rebuild
from service.store.database import Pool
from service.store.event_store import EventStore, NewEvent
from service.store.secrets import hash_token, organiser_game_ids


class Run:
    def __init__(self, pool: Pool, keyring: Keyring) -> None:
        storage = StoredGames(pool, keyring)
        self.store = storage.store
        self.games = Games(storage, keyring)
        self.tournaments = Tournaments(
            StoredTournaments(pool, keyring, storage.store), self.games, keyring
        )
        self.tokens: dict[str, str] = {}
        self.organiser = ""
        self.tournament_id = uuid.UUID(int=0)

    async def create(self, players: int) -> None:
        def created(made: CreatedTournament) -> Answer:
            self.organiser = made.organiser_token
            assert made.state.tournament_id is not None
            self.tournament_id = made.state.tournament_id
            return Answer({})

        await self.tournaments.create(
            name="Store Open",
            rounds=2,
            scenarios=[Scenario(name="Supplies"), Scenario(name="Frontline")],
            tie_breakers=["tournament_points", "objective_points", "victory_points"],
            seeding="random",
            game_rounds=3,
            manual_dice=False,
            manual_dice_confirmation=False,
            organiser_token=None,
            idempotency=None,
            respond=created,
        )
        organiser = TournamentPrincipal(self.tournament_id, ORGANISER)
        for n in range(players):
            name = f"player-{n}"

            def registered(made: RegisteredPlayer, name: str = name) -> Answer:
                self.tokens[name] = made.token
                return Answer({})

            await self.tournaments.register(
                organiser,
                RegisterPlayer(actor=ORGANISER, player=name, faction="Ariadna"),
                idempotency=None,
                respond=registered,
            )
        await self.tournaments.pair(organiser, idempotency=None, respond=lambda _: Answer({}))


@pytest.fixture
async def run(pool: Pool, keyring: Keyring) -> Run:
    made = Run(pool, keyring)
    await made.create(5)
    return made


async def rows(pool: Pool, query: str, *params: Any) -> list[tuple[Any, ...]]:
    async with pool.connection() as conn:
        cursor = await conn.execute(query, params)
        return list(await cursor.fetchall())


async def test_a_tournament_is_a_hash_chained_stream_of_the_events_table(
    run: Run, pool: Pool, store: EventStore
) -> None:
    stored = await rows(
        pool,
        "SELECT version, type FROM events WHERE game_id = %s ORDER BY version",
        run.tournament_id,
    )
    assert [version for version, _ in stored] == list(range(1, 8))
    assert [kind for _, kind in stored] == [
        "tournament_created",
        *["player_registered"] * 5,
        "round_paired",
    ]
    chain = await store.verify_chain(run.tournament_id)
    assert chain.ok
    assert chain.checked == 7
    # Its versions are the events table's primary key, as a game's.
    event = NewEvent(uuid.uuid4(), "player_dropped", {"player": "player-0"})
    with pytest.raises(ConcurrencyConflict):
        await store.append(run.tournament_id, 6, [event])


async def test_its_seed_and_tokens_are_never_in_clear(
    run: Run, pool: Pool, keyring: Keyring
) -> None:
    [(sealed, revealed)] = await rows(
        pool,
        "SELECT sealed_seed, revealed_at FROM tournaments WHERE tournament_id = %s",
        run.tournament_id,
    )
    seed = keyring.open_seed(run.tournament_id, bytes(sealed))
    state = await run.tournaments.state(run.tournament_id)
    assert hashlib.sha256(seed).hexdigest() == state.seed_commitment
    assert seed not in bytes(sealed)
    assert revealed is None
    # Bound to its tournament: the sealed seed opens under no other id.
    with pytest.raises(Exception, match="does not open"):
        keyring.open_seed(uuid.uuid4(), bytes(sealed))
    held = {row[0] for row in await rows(pool, "SELECT token_hash FROM tournament_tokens")}
    assert held == {hash_token(run.organiser), *(hash_token(t) for t in run.tokens.values())}
    # Each seat keeps its game token sealed; the game holds only its hash.
    seats = await rows(
        pool, "SELECT game_id, player, sealed_token FROM tournament_seats WHERE tournament_id = %s",
        run.tournament_id,
    )  # fmt: skip
    assert len(seats) == 4
    for game_id, player, sealed_token in seats:
        token = keyring.open_seat_token(game_id, player, bytes(sealed_token))
        assert token.encode() not in bytes(sealed_token)
        granted = await rows(
            pool, "SELECT token_hash FROM game_tokens WHERE game_id = %s AND player = %s",
            game_id, player,
        )  # fmt: skip
        assert granted == [(hash_token(token),)]


async def test_nothing_that_reads_games_takes_a_tournament_for_one(
    run: Run, pool: Pool, store: EventStore
) -> None:
    state = await run.tournaments.state(run.tournament_id)
    current = state.current()
    assert current is not None
    table_games = {t.game_id for t in current.tables}
    assert len(table_games) == 2
    # The rebuild folds the games only, and writes no projection under the tournament's id.
    assert await rebuild(pool) == 2
    projected = {row[0] for row in await rows(pool, "SELECT game_id FROM game_projections")}
    assert projected == table_games
    # Games listed, an organiser's games and live stream: the tables' games, never the stream.
    assert set(await store.list_game_ids()) == table_games
    assert set(await organiser_game_ids(pool, run.organiser)) == table_games
    streamed = await store.read_organised(hash_token(run.organiser), 0)
    assert {e.game_id for e in streamed} == table_games
    # A game's routes know no game by the tournament's id, whichever token asks.
    with pytest.raises(NotFound):
        await run.games.authenticate(run.tournament_id, run.organiser)
    with pytest.raises(Unauthorized):
        await run.games.authenticate(run.tournament_id, run.tokens["player-0"])
    # Each table's game is known as the tournament's.
    storage = StoredTournaments(pool, Keyring.generate(), store)
    for game_id in table_games:
        assert await storage.tournament_of_game(game_id) == run.tournament_id
    assert await storage.tournament_of_game(run.tournament_id) is None

"""The tournaments use case on in-memory fakes: a round's tables' games made through the games
use case with the seats' tokens, results flowing in as the games make them final, what a crash
half-way leaves made again with nothing lost, retries and idempotent requests."""

from __future__ import annotations

import dataclasses
import uuid

import pytest

from service.application.games.use_case import Answer, Games, Idempotency, Principal
from service.application.tournaments.use_case import (
    RegisteredPlayer,
    TournamentPrincipal,
    Tournaments,
)
from service.domain.commands import ORGANISER, RecordResult
from service.domain.errors import Forbidden, NotFound, StateConflict, Unauthorized
from service.domain.tournament import (
    SERVICE,
    RegisterPlayer,
    RuleResult,
    Scenario,
    SeatResult,
    VoidRound,
    standings,
)
from service.domain.tournament.errors import RoundResultsPending, TournamentRunning
from service.keyring import Keyring
from tests.builders.tournament import TournamentRun, nothing
from tests.unit.application.fakes import FakeStorage
from tests.unit.application.tournament_fakes import FakeTournamentStorage


def on_fakes() -> tuple[TournamentRun, FakeStorage, FakeTournamentStorage]:
    keyring = Keyring.generate()
    storage = FakeStorage(keyring)
    games = Games(storage, keyring)
    rows = FakeTournamentStorage(storage)
    return TournamentRun(Tournaments(rows, games, keyring), games), storage, rows


async def started(
    *names: str, rounds: int = 3
) -> tuple[TournamentRun, FakeStorage, FakeTournamentStorage]:
    run, storage, rows = on_fakes()
    await run.create(rounds)
    await run.register(*names)
    await run.pair()
    return run, storage, rows


async def test_each_table_plays_a_game_made_by_the_games_use_case() -> None:
    run, _, _ = await started("ana", "bo", "cy", "di")
    for table in await run.tables():
        game = await run.games.state(table.game_id)
        assert game.players == table.players
        assert game.dice_algorithm == "dice-v2"
        assert game.sequence is not None
        assert game.sequence.rounds == 3
        assert game.objective_points_cap == 10
        # Each player's game token, handed through their tournament token, is theirs there.
        for player in table.players:
            token = await run.token_at(player, table.game_id)
            assert (await run.games.authenticate(table.game_id, token)).actor == player
        # The organiser's tournament token runs the game too.
        assert (await run.games.authenticate(table.game_id, run.organiser_token)).actor == ORGANISER


async def test_each_rounds_tables_play_that_rounds_scenario() -> None:
    run, _, _ = on_fakes()
    await run.create(
        2,
        scenarios=[
            Scenario(name="Supplies", classified_objectives=2, objective_points_cap=8),
            Scenario(name="Frontline", classified_objectives=0, objective_points_cap=6),
        ],
    )
    await run.register("ana", "bo", "cy", "di")
    for held in ((2, 8), (0, 6)):
        await run.pair()
        for table in await run.tables():
            game = await run.games.state(table.game_id)
            assert (game.classified_objectives, game.objective_points_cap) == held
            await run.play(table, (5, 1))


async def test_a_player_in_two_tournaments_plays_each_with_its_own_tokens() -> None:
    first, storage, rows = on_fakes()
    second = TournamentRun(first.tournaments, first.games)
    for run in (first, second):
        await run.create(2)
        await run.register("ana", "bo")
        await run.pair()
    ((mine,), (theirs,)) = (await first.tables(), await second.tables())
    assert mine.game_id != theirs.game_id
    token = await first.token_at("ana", mine.game_id)
    assert token != await second.token_at("ana", theirs.game_id)
    assert (await first.games.authenticate(mine.game_id, token)).actor == "ana"
    with pytest.raises((NotFound, Unauthorized)):
        await first.games.authenticate(theirs.game_id, token)
    # Each tournament's token is its own: the other tournament is unknown to it.
    with pytest.raises(NotFound):
        await first.tournaments.authenticate(second.tournament_id, first.tokens["ana"])
    # A result in one tournament's game counts there only.
    before = len(storage.tables.events[second.tournament_id])
    await first.play(mine, (7, 2))
    assert {r.player: r.played for r in standings(await first.state())} == {"ana": 1, "bo": 1}
    assert {r.player: r.played for r in standings(await second.state())} == {"ana": 0, "bo": 0}
    assert len(storage.tables.events[second.tournament_id]) == before
    assert (await second.tables())[0].scores is None
    # Her seats are each tournament's own table.
    assert {s.game_id for s in await rows.seats_of(first.tournament_id, "ana")} == {mine.game_id}
    assert {s.game_id for s in await rows.seats_of(second.tournament_id, "ana")} == {theirs.game_id}


async def test_a_confirmed_result_is_counted_by_the_service() -> None:
    run, storage, _ = await started("ana", "bo", "cy", "di")
    table = (await run.tables())[0]
    await run.end_and_record(table, (7, 2))
    assert (await run.state()).current().tables[0].scores is None  # type: ignore[union-attr]
    await run.confirm(table)
    counted = storage.tables.events[run.tournament_id][-1]
    assert counted.type == "result_counted"
    assert counted.metadata["actor"] == SERVICE
    assert counted.data["game_id"] == str(table.game_id)
    points = {
        s["player"]: (s["objective_points"], s["tournament_points"]) for s in counted.data["scores"]
    }
    assert points == {table.players[0]: (7, 3), table.players[1]: (2, 0)}
    # Its game's version is the one whose score was counted.
    assert counted.data["game_version"] == len(storage.tables.events[table.game_id])


async def test_a_disputed_result_waits_and_its_status_says_so() -> None:
    run, _, _ = await started("ana", "bo", "cy", "di")
    table = (await run.tables())[0]
    await run.end_and_record(table, (7, 2))
    await run.confirm(table, accept=False)
    read = await run.tournaments.read(run.tournament_id)
    assert read.statuses[table.game_id] == "disputed"
    assert read.state.current().tables[0].scores is None  # type: ignore[union-attr]
    with pytest.raises(RoundResultsPending):
        await run.pair()


async def test_a_final_result_the_observer_missed_is_counted_before_the_next_pairing() -> None:
    run, storage, _ = await started("ana", "bo")
    # The same games played by a process whose games use case tells no tournament.
    deaf = Games(storage, storage.keyring)
    table = (await run.tables())[0]
    original = run.games
    run.games = deaf
    await run.play(table, (4, 4))
    run.games = original
    assert (await run.state()).current().tables[0].scores is None  # type: ignore[union-attr]
    state = await run.pair()
    assert [r.round for r in state.standing_rounds()] == [1, 2]
    assert state.standing_rounds()[0].complete


async def test_a_game_not_made_before_a_crash_is_made_with_its_recorded_id_and_tokens() -> None:
    run, storage, rows = await started("ana", "bo", "cy", "di")
    lost = (await run.tables())[1]
    kept_seats = {s.player for s in await rows.seats_at(lost.game_id)}
    del storage.tables.events[lost.game_id]  # as if the process stopped before making it
    storage.tables.grants = [g for g in storage.tables.grants if g[0] != lost.game_id]
    player = lost.players[0]
    token = await run.token_at(player, lost.game_id)  # `me` makes it again
    assert (await run.games.authenticate(lost.game_id, token)).actor == player
    assert {s.player for s in await rows.seats_at(lost.game_id)} == kept_seats
    assert len([e for e in storage.tables.events[lost.game_id] if e.version == 1]) == 1


@pytest.mark.parametrize("ruling", ["void", "rule"])
async def test_a_game_not_made_before_a_crash_is_made_and_ended_by_a_ruling_on_it(
    ruling: str,
) -> None:
    """The process stopped after a pairing's commit, before its tables' games were made; the
    organiser then voids the round, or rules the table: its game is made with its recorded id
    and tokens and ended with the ruling's reason, so the tournament's export finds it."""
    run, storage, _ = await started("ana", "bo", rounds=1)
    (lost,) = await run.tables()
    del storage.tables.events[lost.game_id]
    storage.tables.grants = [g for g in storage.tables.grants if g[0] != lost.game_id]
    if ruling == "void":
        await run.tournaments.void(
            run.organiser,
            VoidRound(actor=ORGANISER, round=1, reason="a no-show"),
            idempotency=None,
            respond=nothing,
        )
    else:
        scores = tuple(
            SeatResult(player=p, objective_points=2, victory_points=0) for p in lost.players
        )
        await run.tournaments.rule(
            run.organiser,
            RuleResult(actor=ORGANISER, round=1, table=1, scores=scores, reason="a no-show"),
            idempotency=None,
            respond=nothing,
        )
    game = await run.games.state(lost.game_id)
    assert game.ended
    assert game.players == lost.players
    token = await run.token_at(lost.players[0], lost.game_id)
    assert (await run.games.authenticate(lost.game_id, token)).actor == lost.players[0]


async def test_a_ruling_closes_its_tables_game_and_a_void_its_rounds_games() -> None:
    run, _, _ = await started("ana", "bo", "cy", "di")
    first, second = await run.tables()
    scores = tuple(
        SeatResult(player=p, objective_points=3, victory_points=0) for p in first.players
    )
    await run.tournaments.rule(
        run.organiser,
        RuleResult(actor=ORGANISER, round=1, table=1, scores=scores, reason="clock ran out"),
        idempotency=None,
        respond=nothing,
    )
    assert (await run.games.state(first.game_id)).ended
    assert not (await run.games.state(second.game_id)).ended
    run2, _, _ = await started("ana", "bo", "cy", "di")
    tables = await run2.tables()
    await run2.tournaments.void(
        run2.organiser,
        VoidRound(actor=ORGANISER, round=1, reason="wrong scenario"),
        idempotency=None,
        respond=nothing,
    )
    for table in tables:
        assert (await run2.games.state(table.game_id)).ended


async def test_a_game_result_after_a_ruling_is_not_counted_again() -> None:
    run, storage, _ = await started("ana", "bo")
    table = (await run.tables())[0]
    scores = tuple(
        SeatResult(player=p, objective_points=5, victory_points=0) for p in table.players
    )
    await run.tournaments.rule(
        run.organiser,
        RuleResult(actor=ORGANISER, round=1, table=1, scores=scores, reason="ruled"),
        idempotency=None,
        respond=nothing,
    )
    before = len(storage.tables.events[run.tournament_id])
    for player, op in zip(table.players, (9, 0), strict=True):
        await run.games.execute(
            Principal(table.game_id, player),
            RecordResult(actor=player, player=player, objective_points=op),
            if_match=None,
            idempotency=None,
            respond=nothing,
        )
    await run.confirm(table)
    assert len(storage.tables.events[run.tournament_id]) == before


async def test_a_registration_with_an_idempotency_key_is_made_once() -> None:
    run, storage, rows = on_fakes()
    await run.create(1)
    answers: list[Answer] = []
    key = Idempotency(key="k" * 8 + uuid.uuid4().hex, route="POST /players", fingerprint="f")

    def registered(made: RegisteredPlayer) -> Answer:
        return Answer({"token": made.token}, created=True)

    for _ in range(2):
        answers.append(
            await run.tournaments.register(
                run.organiser,
                RegisterPlayer(actor=ORGANISER, player="ana", faction="Tohaa"),
                idempotency=key,
                respond=registered,
            )
        )
    assert answers[0].body == answers[1].body
    assert answers[1].replayed
    assert len([g for g in rows.rows.grants if g[1].role == "player"]) == 1
    assert [e.type for e in storage.tables.events[run.tournament_id]].count(
        "player_registered"
    ) == 1


async def test_a_command_that_lost_a_race_is_decided_again() -> None:
    run, storage, _ = on_fakes()
    await run.create(1)
    storage.conflicts_left = 2
    await run.register("ana")
    assert (await run.state()).entrant("ana") is not None
    assert storage.conflicts_left == 0


async def test_who_may_read_and_act() -> None:
    run, _, _ = await started("ana", "bo")
    assert (await run.tournaments.authenticate(run.tournament_id, run.tokens["ana"])).actor == "ana"
    with pytest.raises(StateConflict):
        await run.tournaments.me(run.organiser)
    with pytest.raises(Forbidden):
        await run.tournaments.pair(
            TournamentPrincipal(run.tournament_id, "ana"), idempotency=None, respond=nothing
        )
    with pytest.raises(TournamentRunning):
        await run.tournaments.seed(run.tournament_id)
    with pytest.raises(NotFound):
        await run.tournaments.state(uuid.uuid4())


async def test_the_stored_log_verifies_its_pairings_once_the_seed_is_revealed() -> None:
    run, storage, _ = await started("ana", "bo", rounds=1)
    running = await run.tournaments.verify(run.tournament_id)
    checks = {c.name: c for c in running.checks}
    assert running.verdict == "ok"
    assert checks["chain"].status == "passed"
    assert checks["seed"].status == "not checked"
    assert "1 waiting for the seed" in checks["replay"].detail
    assert running.pairings == 0
    await run.play((await run.tables())[0], (5, 1))
    ended = await run.tournaments.verify(run.tournament_id)
    checks = {c.name: c for c in ended.checks}
    assert ended.verdict == "ok"
    assert (checks["seed"].status, ended.pairings) == ("passed", 1)
    # A stored event changed behind the log's back breaks its link.
    log = storage.tables.events[run.tournament_id]
    log[1] = dataclasses.replace(log[1], data={**log[1].data, "faction": "Tohaa"})
    broken = await run.tournaments.verify(run.tournament_id)
    assert broken.verdict == "failed"
    assert {c.name: c.status for c in broken.checks}["chain"] == "failed"

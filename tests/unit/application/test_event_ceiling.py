"""A game's log has a ceiling: a command whose events would take it past the most a game may
hold is refused with nothing appended, the organiser's end of a running game apart (so a full
game can still be closed and its seed revealed), and an export of more events is not imported."""

from __future__ import annotations

import pytest

from service.application.audit.use_case import Audit
from service.application.games.use_case import Games
from service.application.imports.use_case import Imports
from service.domain.commands import RecordResult
from service.domain.errors import TooManyEvents
from service.keyring import Keyring
from service.signing import SigningKey
from tests.unit.application.fakes import FakeStorage
from tests.unit.application.playing import (
    ROLL,
    create,
    end,
    game_id_of,
    games_on_fakes,
    play,
    thread_workers,
)

CEILING = 4
"""A game of dice-v1 (no players' seeds) is 1 event at creation, then one per free roll."""


async def test_a_command_past_the_ceiling_is_refused_and_nothing_is_appended() -> None:
    keyring = Keyring.generate()
    storage = FakeStorage(keyring)
    games = Games(storage, keyring, max_events=CEILING)
    game = game_id_of(await create(games))
    for version in range(2, CEILING + 1):
        assert await play(games, game, ROLL) == version
    before = list(storage.tables.events[game])
    with pytest.raises(TooManyEvents, match=f"at most {CEILING} events"):
        await play(games, game, ROLL)
    assert storage.tables.events[game] == before
    assert storage.tables.order_states[game].version == CEILING
    # The end is still taken: a full game is closed, its seed revealed, as any other.
    assert await end(games, game) == CEILING + 1
    assert storage.tables.order_states[game].ended
    # What an ended game still takes, its results, is held to the ceiling too.
    with pytest.raises(TooManyEvents):
        await play(games, game, RecordResult(actor="a", player="a", objective_points=7))
    assert len(storage.tables.events[game]) == CEILING + 1


async def test_below_the_ceiling_every_command_is_taken_as_before() -> None:
    keyring = Keyring.generate()
    storage = FakeStorage(keyring)
    games = Games(storage, keyring, max_events=CEILING + 1)
    game = game_id_of(await create(games))
    for version in range(2, CEILING + 2):
        assert await play(games, game, ROLL) == version
    assert len(storage.tables.events[game]) == CEILING + 1


async def test_an_export_of_more_events_than_the_ceiling_is_not_imported() -> None:
    games, theirs = games_on_fakes()
    game = game_id_of(await create(games))
    for _ in range(CEILING):
        await play(games, game, ROLL)
    await end(games, game)
    exporter = Audit(theirs, thread_workers(), SigningKey.generate())
    text = "".join([chunk async for chunk in exporter.export(await exporter.facts(game))])
    ours = FakeStorage(Keyring.generate())
    with pytest.raises(TooManyEvents, match=f"at most {CEILING} events"):
        await Imports(ours, thread_workers(), max_events=CEILING).import_export(text)
    assert ours.tables.events == {}
    assert ours.tables.grants == []
    # Where the ceiling is higher the same export is imported whole.
    imported = await Imports(ours, thread_workers(), max_events=CEILING + 2).import_export(text)
    assert imported.event_count == CEILING + 2

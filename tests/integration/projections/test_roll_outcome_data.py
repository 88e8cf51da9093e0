"""A roll's outcome carries the event's data exactly as the log stores it."""

from __future__ import annotations

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Games
from service.domain.events import decode_event
from service.keyring import Keyring
from service.projections.models import roll_outcome
from service.store.database import Pool
from tests.integration.projections.test_rebuild import _game


async def test_the_outcome_of_each_roll_is_its_stored_data(pool: Pool, keyring: Keyring) -> None:
    storage = StoredGames(pool, keyring)
    game = await _game(Games(storage, keyring), 3)
    stored = await storage.store.read_stream(game)
    outcomes = [
        (event, roll_outcome(event.version, decode_event(event.type, event.data)))
        for event in stored
    ]
    rolls = [(event, outcome) for event, outcome in outcomes if outcome is not None]
    assert len(rolls) == 3
    for event, outcome in rolls:
        assert outcome == {"version": event.version, "type": event.type, **event.data}
        assert list(outcome)[:2] == ["version", "type"]

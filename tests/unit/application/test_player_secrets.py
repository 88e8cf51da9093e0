"""Players' secrets through the use case on the in-memory fakes: sealed at rest, read by the
owner only, revealed by the end."""

from __future__ import annotations

from service.application.games.use_case import Answer, Decided, Principal
from service.application.secrets.use_case import PlayerSecrets
from tests.unit.application.playing import create, end, game_id_of, games_on_fakes

OBJECTIVE = "Data-Scan-the-vault"


def answered(decided: Decided) -> Answer:
    return Answer({"version": decided.after.version})


async def test_a_server_held_secret_is_sealed_read_by_its_owner_and_revealed_by_the_end() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    secrets = PlayerSecrets(games, storage, storage.keyring)
    # A deck of one objective named ten ways round: whichever card is drawn, its name holds it.
    deck = tuple(f"{OBJECTIVE}-{n}" for n in range(10))
    await secrets.draw_classified(
        Principal(game, "a"),
        deck=deck,
        count=1,
        if_match=None,
        idempotency=None,
        respond=answered,
    )
    (sealed,) = storage.tables.player_secrets[game].values()
    assert OBJECTIVE.encode() not in sealed

    _, owners = await secrets.seen_by(Principal(game, "a"))
    _, others = await secrets.seen_by(Principal(game, "b"))
    assert owners[0].secret is not None
    assert owners[0].secret["objective"] in deck
    assert (others[0].secret, others[0].salt) == (None, None)
    assert others[0].record.commitment == owners[0].record.commitment

    await end(games, game)
    logged = storage.tables.events[game][-2:]
    assert [e.type for e in logged] == ["game_ended", "secret_revealed"]
    assert logged[1].data["secret"] == owners[0].secret
    assert logged[1].data["salt"] == owners[0].salt
    _, after = await secrets.seen_by(Principal(game, "b"))
    assert after[0].secret == owners[0].secret


async def test_an_end_without_secrets_records_its_command_as_before() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await end(games, game)
    ended = storage.tables.events[game][-1]
    assert ended.metadata["command"] == {"command": "end_game", "actor": "organiser", "reason": ""}

"""A tournament of 256 players over 5 rounds on PostgreSQL: every round paired from the seed (no
rematch, no second bye: none is needed), each of its 640 games made, played as a script (ended,
both results recorded and confirmed) and counted into the standings by itself, and the whole
export verified as `infinity-ledger verify` and the outside script verify it."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from service.application.audit.postgres import StoredAudit
from service.application.audit.use_case import Audit
from service.application.games.postgres import StoredGames
from service.application.games.use_case import Games
from service.application.tournaments.exports import TournamentAudit
from service.application.tournaments.postgres import StoredTournaments
from service.application.tournaments.use_case import Tournaments
from service.application.visibility.concealment import Concealer
from service.audit.cli import verify_file
from service.keyring import Keyring
from service.signing import SigningKey
from service.store.database import Pool
from tests.builders.tournament import TournamentRun
from tests.unit.application.playing import thread_workers

PLAYERS = 256
ROUNDS = 5
SCRIPTS = Path(__file__).parents[2] / "unit" / "audit" / "scripts"


@pytest.mark.slow
async def test_256_players_over_five_rounds_are_paired_played_and_verified(
    pool: Pool, keyring: Keyring, tmp_path: Path
) -> None:
    storage = StoredGames(pool, keyring)
    games = Games(storage, keyring)
    rows = StoredTournaments(pool, keyring, storage.store)
    tournaments = Tournaments(rows, games, keyring, workers=thread_workers())
    run = TournamentRun(tournaments, games)
    await run.create(ROUNDS, name="Masters")
    await run.register(*(f"player-{n:03d}" for n in range(PLAYERS)))
    scores = random.Random(PLAYERS)
    met: set[frozenset[str]] = set()
    for _ in range(ROUNDS):
        state = await run.pair()
        current = state.current()
        assert current is not None
        assert (len(current.tables), current.bye, current.rematches) == (PLAYERS // 2, None, 0)
        for table in current.tables:
            pair = frozenset(table.players)
            assert pair not in met
            met.add(pair)
            await run.play(table, (scores.randint(0, 10), scores.randint(0, 10)))
    state = await run.state()
    assert state.ended is not None
    assert all(r.complete for r in state.standing_rounds())

    signer = SigningKey.generate()
    audit = Audit(StoredAudit(pool, keyring), thread_workers(), signer)
    concealer = Concealer(games, storage, keyring)
    exports = TournamentAudit(tournaments, audit, concealer, rows, thread_workers())
    path = tmp_path / "masters.ndjson"
    with path.open("w", encoding="utf-8") as out:
        async for chunk in exports.export(run.tournament_id):
            out.write(chunk)
    report = tmp_path / "report.txt"
    with report.open("w", encoding="utf-8") as text:
        assert verify_file(path, text, public_key=signer.public_key_hex) == 0
    assert f"Audit of tournament {run.tournament_id}: OK" in report.read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-I", str(SCRIPTS / "derive_pairings.py"), str(path)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert done.stdout.splitlines()[-1] == "standings ok"
    assert done.stdout.count(" ok") == ROUNDS + 1

"""verify decides a Fireteam's AROs and its creation in the catalogue revision the game was
played with: a revision 4 game (no Fireteam bonus in ARO, no departure for another ARO, no
token to form one during the game; Fireteam Integrity, https://infinitythewiki.com/Fireteam_Integrity,
and Fireteams: Basic Rules, https://infinitythewiki.com/Fireteams:_Basic_Rules, N5, as applied
from revision 5) verifies as played, and the same records read as revision 5 do not."""

from __future__ import annotations

from typing import Any

from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    DeclareAro,
    FormFireteam,
    Resolve,
    StartTurn,
)
from service.domain.declarations import Discover
from tests.builders.export import RecordedGame, export_records, rechain, to_lines
from tests.builders.game import ARIADNA, TOHAA, shot

CORE = FormFireteam(
    actor=ARIADNA,
    player=ARIADNA,
    kind="core",
    members=("line-1", "line-2", "line-3", "line-4"),
    leader="line-1",
)


def _revision_4_game() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Tohaa's senku shoots line-5; two members of Ariadna's Core answer with a BS Attack and
    line-4 with a Discover, which is not the Fireteam's ARO."""
    game = RecordedGame(catalogue_revision=4)
    for n in range(1, 6):
        game.add_trooper(ARIADNA, f"line-{n}", combat_group=1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(CORE)
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(ActivateTrooper(actor=TOHAA, trooper="senku", skill=shot(("line-5", 3, 15))))
    for member in ("line-2", "line-3"):
        game.run(DeclareAro(actor=ARIADNA, trooper=member, skill=shot(("senku", 1, 15))))
    game.run(DeclareAro(actor=ARIADNA, trooper="line-4", skill=Discover(target="senku")))
    game.run(Resolve(actor=TOHAA))
    game.run(Conclude(actor=TOHAA))
    return export_records(game, reveal_seed=True)


def test_a_revision_4_game_with_a_member_declaring_another_aro_verifies_as_played() -> None:
    header, records = _revision_4_game()
    types = [r["type"] for r in records]
    assert "fireteam_member_left" not in types
    assert "command_token_spent" not in types
    assert verify_lines(to_lines(header, records)).ok


def test_the_same_records_read_as_revision_5_fail() -> None:
    header, records = _revision_4_game()
    created = records[0]
    assert created["type"] == "game_created"
    created["data"]["catalogue_revision"] = 5
    created["metadata"]["command"]["catalogue_revision"] = 5
    report = verify_lines(to_lines(*rechain(header, records)))
    assert not report.ok
    assert report.problem is not None
    assert report.problem.check is CheckName.REPLAY
    # Revision 5 gives line-2's BS Attack ARO the Level 2 extra die, so a discard is asked.
    assert '"side": "line-2:bs_attack"' in report.render_text()

"""Every request the README's tour and the guides in docs/guide/ show is sent, in order, to the
service on a database of its own, and must be answered as the guide shows it (tests/e2e/docs/
guides.py says how a guide marks them): a guide that no longer says what the service does fails
here. The whole-game guide must play a game to its end."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.docs.guides import GuideError, play, steps
from tests.paths import ROOT

GUIDES = [ROOT / "README.md", *sorted((ROOT / "docs" / "guide").glob("*.md"))]
PLAYED = [guide for guide in GUIDES if steps(guide.read_text(encoding="utf-8"))]


def test_the_tour_and_the_whole_game_are_played() -> None:
    assert {g.relative_to(ROOT).as_posix() for g in PLAYED} >= {
        "README.md",
        "docs/guide/game.md",
    }


@pytest.mark.parametrize("guide", PLAYED, ids=lambda g: g.relative_to(ROOT).as_posix())
async def test_every_request_is_answered_as_the_guide_shows(
    guide: Path, client: object, tmp_path: Path
) -> None:
    await play(guide, client, tmp_path)


async def test_the_whole_game_reaches_its_end(client: object, tmp_path: Path) -> None:
    values = await play(ROOT / "docs" / "guide" / "game.md", client, tmp_path)
    response = await client.get(  # type: ignore[attr-defined]
        f"/v1/games/{values.known['game_id']}/state",
        headers={"Authorization": f"Bearer {values.known['organiser']}"},
    )
    state = response.json()
    assert (state["sequence"]["phase"], state["sequence"]["round"], state["ended"]) == (
        "ended",
        3,
        True,
    )


async def test_a_guide_that_rots_fails(client: object, tmp_path: Path) -> None:
    """The tour with one answer changed as a guide that no longer matches the service would
    show it: the play fails at that request, naming it."""
    tour = (ROOT / "README.md").read_text(encoding="utf-8")
    assert '"type": "trooper_added"' in tour
    rotten = tmp_path / "README.md"
    rotten.write_text(tour.replace('"type": "trooper_added"', '"type": "trooper_edited"', 1))
    with pytest.raises(GuideError, match=r"README.md:\d+ POST /v1/games/.*/troopers"):
        await play(rotten, client, tmp_path)

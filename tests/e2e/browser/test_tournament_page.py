"""The tournament page in a real headless browser, against a real `serve`: its rounds, tables
and their games (each linked to its viewer), the bye, the standings as the API ranks them, the
integrity badge, and the page following the standings live as a table's result is confirmed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

WAIT_MS = 20_000


@dataclass
class Tournament:
    base: str
    id: str
    organiser: str
    tokens: dict[str, str] = field(default_factory=dict)

    @classmethod
    def create(cls, base: str, rounds: int, *players: str) -> Tournament:
        scenarios = [{"name": f"Mission {n}"} for n in range(1, rounds + 1)]
        made = httpx.post(
            f"{base}/v1/tournaments",
            json={"name": "Spring <b>Open</b>", "rounds": rounds, "scenarios": scenarios},
            timeout=30,
        )
        assert made.status_code == 201, made.text
        tournament = cls(base, made.json()["id"], made.json()["organiser_token"])
        for player in players:
            registered = tournament.post("/players", {"player": player, "faction": "Aleph"}, 201)
            tournament.tokens[player] = registered["token"]
        return tournament

    def post(self, path: str, body: Any, expect: int = 200, token: str | None = None) -> Any:
        response = httpx.post(
            f"{self.base}/v1/tournaments/{self.id}{path}",
            json=body,
            headers={"Authorization": f"Bearer {token or self.organiser}"},
            timeout=60,
        )
        assert response.status_code == expect, response.text
        return response.json()

    def get(self, path: str = "", token: str | None = None) -> Any:
        response = httpx.get(
            f"{self.base}/v1/tournaments/{self.id}{path}",
            headers={"Authorization": f"Bearer {token or self.organiser}"},
            timeout=60,
        )
        assert response.status_code == 200, response.text
        return response.json()

    def tables(self) -> list[dict[str, Any]]:
        return list(self.get()["paired"][-1]["tables"])

    def play(self, table: dict[str, Any], points: tuple[int, int]) -> None:
        game = f"{self.base}/v1/games/{table['game_id']}"
        first, second = table["players"]
        tokens = {}
        for player in (first, second):
            seats = self.get("/me", token=self.tokens[player])["seats"]
            tokens[player] = next(
                s["game_token"] for s in seats if s["game_id"] == table["game_id"]
            )

        def send(path: str, body: Any, token: str) -> None:
            sent = httpx.post(
                f"{game}{path}", json=body, headers={"Authorization": f"Bearer {token}"}, timeout=30
            )
            assert sent.status_code == 200, sent.text

        send("/end", {"reason": "time"}, self.organiser)
        for player, op in ((first, points[0]), (second, points[1])):
            send(
                "/results",
                {"player": player, "objective_points": op, "reasons": []},
                tokens[player],
            )
        send("/results/confirm", {"player": first, "accept": True}, tokens[second])
        send("/results/confirm", {"player": second, "accept": True}, tokens[first])


@contextmanager
def page_of(browser: Any, tournament: Tournament, token: str) -> Iterator[Any]:
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(WAIT_MS)
    page.goto(f"{tournament.base}/viewer/tournaments/{tournament.id}#token={token}")
    try:
        yield page
    finally:
        page.close()
        assert errors == [], errors


def standings_shown(page: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.eval_on_selector_all(
        "#standings tbody tr",
        """rows => rows.map(r => ({player: r.dataset.player, rank: Number(r.dataset.rank),
                               tp: Number(r.dataset.tp), op: Number(r.dataset.op)}))""",
    )
    return found


def standings_of(tournament: Tournament) -> list[dict[str, Any]]:
    return [
        {
            "player": r["player"],
            "rank": r["rank"],
            "tp": r["tournament_points"],
            "op": r["objective_points"],
        }
        for r in tournament.get("/standings")["standings"]
    ]


def test_the_page_shows_the_rounds_tables_games_and_standings_and_follows_them(
    browser: Any, server: str, artifacts: Path
) -> None:
    tournament = Tournament.create(server, 2, "ana", "bo", "cy", "di", "ed")
    tournament.post("/rounds", {}, 201)
    first, second = tournament.tables()
    tournament.play(first, (8, 2))
    with page_of(browser, tournament, tournament.organiser) as page:
        page.wait_for_selector('#rounds li[data-status="counted"]')
        # The token left the address bar at once; the name is shown as text, never as markup.
        assert "token=" not in page.url
        assert page.inner_text("#tournament-name") == "Spring <b>Open</b>"
        round_one = page.locator('section.round[data-round="1"]')
        assert "Round 1: Mission 1" in round_one.inner_text()
        assert round_one.locator("p.bye").get_attribute("data-bye") == "ed"
        shown = {
            table.get_attribute("data-table"): table
            for table in round_one.locator("li[data-table]").all()
        }
        assert set(shown) == {"1", "2"}
        for table in (first, second):
            item = shown[str(table["table"])]
            assert item.get_attribute("data-game") == table["game_id"]
            assert item.get_attribute("data-players") == ",".join(table["players"])
            link = item.locator("a.game-link")
            assert link.get_attribute("href") == f"/viewer/games/{table['game_id']}"
        assert shown[str(first["table"])].get_attribute("data-status") == "counted"
        assert "8\u20132 OP (3\u20130 TP)" in shown[str(first["table"])].inner_text()
        assert shown[str(second["table"])].get_attribute("data-status") == "playing"
        assert standings_shown(page) == standings_of(tournament)
        # Running: the chain checks out and the seed is committed, pairings waiting for it.
        page.wait_for_selector('#integrity[data-integrity="committed"]')
        # Live: the other table's result confirmed in its game shows without a reload.
        tournament.play(second, (5, 5))
        page.wait_for_selector(f'#rounds li[data-table="{second["table"]}"][data-status="counted"]')
        page.wait_for_function(
            "expected => [...document.querySelectorAll('#standings tbody tr')]"
            ".every((r, i) => r.dataset.player === expected[i])",
            arg=[r["player"] for r in standings_of(tournament)],
        )
        assert standings_shown(page) == standings_of(tournament)
        page.screenshot(path=str(artifacts / "tournament-page.png"), full_page=True)
        # A table's link opens its game's viewer.
        page.click(f'#rounds li[data-table="{first["table"]}"] a.game-link')
        page.wait_for_url(f"**/viewer/games/{first['game_id']}")


def test_an_ended_tournament_shows_its_final_standings_verified(browser: Any, server: str) -> None:
    tournament = Tournament.create(server, 1, "ana", "bo")
    tournament.post("/rounds", {}, 201)
    tournament.play(tournament.tables()[0], (6, 1))
    with page_of(browser, tournament, tournament.tokens["bo"]) as page:
        page.wait_for_selector('#integrity[data-integrity="verified"]')
        assert "every pairing (1) derived again" in page.inner_text("#integrity")
        assert "ended" in page.inner_text("#summary")
        assert standings_shown(page) == standings_of(tournament)
        page.wait_for_selector('#live[data-live="ended"]')


def test_a_token_that_opens_nothing_is_told_so(browser: Any, server: str) -> None:
    tournament = Tournament.create(server, 1, "ana", "bo")
    with page_of(browser, tournament, "not-a-token") as page:
        page.wait_for_selector("#error:not([hidden])")
        assert "does not open this tournament" in page.inner_text("#error")
        assert page.locator("#token-form").is_visible()

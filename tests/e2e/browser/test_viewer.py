"""The viewer in headless Chromium, against games played through the API of a real `serve`:
what the page shows is read back from the page and held against the API's own answers."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from tests.builders.http import trooper
from tests.e2e.browser.playing import DICE_ROLLS, Game, play_a_disputed_game
from tests.paths import AUDIT_DATA

# Generous: a wait that is never the thing measured, only a bound on a hung page.
WAIT_MS = 20_000


@contextmanager
def viewer(
    browser: Any, game: Game, who: str, fragment: str = ""
) -> Iterator[tuple[Any, list[str]]]:
    """The game's page opened with `who`'s token in the fragment; every URL it requested."""
    page = browser.new_page()
    requested: list[str] = []
    errors: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(WAIT_MS)
    token = game.tokens[who]
    page.goto(f"{game.base}/viewer/games/{game.id}#token={token}{fragment}")
    try:
        yield page, requested
    finally:
        page.close()
        assert errors == [], errors  # a script error on the page fails the test that met it


def dice_shown(page: Any, version: int) -> list[dict[str, Any]]:
    """Each side of the exchange at `version` as the page shows it."""
    return page.eval_on_selector_all(
        f'[data-roll-version="{version}"] .side',
        """sides => sides.map(side => ({
            name: side.dataset.side,
            hits: Number(side.dataset.hits),
            criticals: Number(side.dataset.criticals),
            dice: [...side.querySelectorAll('.die')].map(die => ({
                face: Number(die.dataset.face),
                critical: die.dataset.critical === 'true',
                cancelled: die.dataset.cancelled === 'true',
                struck: die.querySelector('del') !== null,
                linked: die.querySelector('a[data-cancelled-by]')?.getAttribute('href') ?? null,
            })),
        }))""",
    )


def dice_in_api(roll: dict[str, Any]) -> list[dict[str, Any]]:
    dice = roll.get("roll") or roll
    return [
        {
            "name": side["name"],
            "hits": side["hits"],
            "criticals": side["criticals"],
            "dice": [
                {"face": d["face"], "critical": d["critical"], "cancelled": d["cancelled"]}
                for d in side["dice"]
            ],
        }
        for side in dice["sides"]
    ]


def without_links(shown: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            **side,
            "dice": [{k: d[k] for k in ("face", "critical", "cancelled")} for d in side["dice"]],
        }
        for side in shown
    ]


def test_a_finished_game_shows_exactly_the_apis_dice_and_outcomes(
    browser: Any, server: str, artifacts: Path
) -> None:
    game = play_a_disputed_game(server)
    rolls = game.rolls()
    with viewer(browser, game, "tohaa") as (page, requested):
        page.wait_for_selector('#integrity[data-integrity="verified"]')
        page.wait_for_selector(".odds[data-win]")
        dice_rolls = [r for r in rolls if r["type"] in DICE_ROLLS]
        assert len(dice_rolls) >= 3
        cancelled = 0
        for roll in dice_rolls:
            exchange = page.locator(f'.exchange[data-roll-version="{roll["version"]}"]')
            assert exchange.get_attribute("data-status") == roll["status"]
            assert exchange.get_attribute("data-winner") == (
                (roll.get("roll") or roll)["winner"] or ""
            )
            shown = dice_shown(page, roll["version"])
            assert without_links(shown) == dice_in_api(roll)
            odds = game.get("tohaa", f"/rolls/{roll['version']}/odds").json()
            wins = page.eval_on_selector_all(
                f'[data-roll-version="{roll["version"]}"] .odds',
                "ps => ps.map(p => Number(p.dataset.win))",
            )
            assert wins == [side["win"] for side in odds["sides"]]
            for side in shown:
                for die in side["dice"]:
                    assert die["struck"] == die["cancelled"]
                    if die["cancelled"]:
                        cancelled += 1
                        assert die["linked"] is not None
                        assert page.locator(die["linked"]).count() == 1  # the die that did it
        assert cancelled >= 1  # the game was played to have cancellations on the page
        assert page.locator('.die[data-critical="true"]').count() >= 1
        for roll in rolls:
            if roll["type"] == "saving_rolls_made":
                faces = page.eval_on_selector_all(
                    f'[data-roll-version="{roll["version"]}"] .die',
                    "ds => ds.map(d => Number(d.dataset.face))",
                )
                assert faces == [r["face"] for r in roll["rolls"]]
                wounds = page.locator(f'[data-roll-version="{roll["version"]}"] .wounds')
                assert wounds.get_attribute("data-wounds") == str(roll["wounds"])
            if roll["type"] == "guts_roll_made":
                face = page.locator(f'[data-roll-version="{roll["version"]}"] .die')
                assert face.get_attribute("data-face") == str(roll["face"])
        state = game.get("tohaa", "/orders/1/replay").json()["final_states"]
        for trooper, final in state.items():
            shown_state = page.locator(f'#order-1 .states [data-trooper="{trooper}"]')
            assert shown_state.get_attribute("data-state") == final["state"]
            assert shown_state.get_attribute("data-wounds") == str(final["wounds"])
        badge = page.locator("#integrity")
        assert badge.get_attribute("data-chain") == "passed"
        assert badge.get_attribute("data-seed") == "revealed-verified"
        assert "verified" in badge.inner_text()
        shot = artifacts / "viewer-finished-game.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"viewer screenshot: {shot}")
        # Readable on a phone at the table: nothing wider than the screen.
        page.set_viewport_size({"width": 390, "height": 844})
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0
        phone = artifacts / "viewer-finished-game-phone.png"
        page.screenshot(path=str(phone), full_page=True)
        print(f"viewer screenshot: {phone}")
        assert game.tokens["tohaa"] not in page.url
    assert requested
    assert not [url for url in requested if game.tokens["tohaa"] in url]


def test_a_running_game_shows_a_new_roll_soon_after_its_commit(browser: Any, server: str) -> None:
    game = Game.create(server)
    with viewer(browser, game, "ariadna") as (page, requested):
        # The service's own live feed, not the polling fallback.
        page.wait_for_selector('#live[data-live="stream"]')
        page.wait_for_selector('#integrity[data-integrity="committed"]')
        polled_before = len([url for url in requested if "/events?" in url])
        roll = {"kind": "normal", "sides": [{"name": "Fennec", "attribute": 12, "burst": 3}]}
        made = game.post("tohaa", "/rolls", roll, 201)
        page.wait_for_selector(f'.exchange[data-roll-version="{made["version"]}"]')
        assert page.get_attribute("#live", "data-live") == "stream"
        assert len([url for url in requested if "/events?" in url]) == polled_before
        api_roll = game.get("tohaa", f"/rolls/{made['version']}").json()
        assert without_links(dice_shown(page, made["version"])) == dice_in_api(api_roll)
    assert not [url for url in requested if game.tokens["ariadna"] in url]


def test_the_token_form_keeps_the_token_out_of_every_url(browser: Any, server: str) -> None:
    game = Game.create(server)
    game.post(
        "tohaa", "/rolls", {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11}]}, 201
    )
    page = browser.new_page()
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(f"{server}/viewer/games/{game.id}")
        page.fill("#token-input", game.tokens["organiser"])
        page.keyboard.press("Enter")
        page.wait_for_selector(".exchange[data-roll-version]")
        stored = page.evaluate("() => Object.values(sessionStorage)")
        assert stored == [game.tokens["organiser"]]  # kept in this tab only
    finally:
        page.close()
    assert any("/v1/games/" in url for url in requested)
    assert not [url for url in requested if game.tokens["organiser"] in url]


def test_the_keyboard_reaches_the_exchanges_and_steps_through_a_replay(
    browser: Any, server: str
) -> None:
    game = play_a_disputed_game(server)
    with viewer(browser, game, "ariadna") as (page, _):
        page.wait_for_selector(".exchange")
        reached: list[str] = []
        for _ in range(60):
            page.keyboard.press("Tab")
            reached.append(page.evaluate("() => document.activeElement.className"))
            if "exchange" in reached[-1]:
                break
        assert "replay-link" in reached
        assert "exchange" in reached[-1], reached
        # Back to the order's replay link, and through its replay with the arrow keys.
        page.focus("#order-1 .replay-link")
        page.keyboard.press("Enter")
        page.wait_for_selector("#replay:not([hidden])")
        page.wait_for_selector("#replay-position:has-text('Step 1 of')")
        page.keyboard.press("ArrowRight")
        page.wait_for_selector("#replay-position:has-text('Step 2 of')")


def test_a_linked_replay_opens_at_its_step_with_the_text_replays_steps(
    browser: Any, server: str
) -> None:
    game = play_a_disputed_game(server)
    text = game.get("tohaa", "/orders/1/replay", Accept="text/plain").text
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    with viewer(browser, game, "tohaa", "&order=1&step=3") as (page, _):
        page.wait_for_selector(f"#replay-position:has-text('Step 3 of {len(lines)}')")
        shown = page.eval_on_selector_all(
            "#replay-steps li", "items => items.map(i => i.textContent)"
        )
        assert shown == lines
        current = page.locator('#replay-steps li[aria-current="step"]')
        assert current.inner_text() == lines[2]
        assert page.url.endswith("#order=1&step=3")  # linkable, without the token


def test_the_page_and_its_assets_allow_this_origin_alone(server: str) -> None:
    game = Game.create(server)
    for path in (
        f"/viewer/games/{game.id}",
        "/viewer/assets/viewer.js",
        "/viewer/assets/viewer.css",
    ):
        response = httpx.get(f"{server}{path}", timeout=10)
        assert response.status_code == 200, path
        policy = response.headers["content-security-policy"]
        assert "default-src 'none'" in policy
        assert "script-src 'self'" in policy
        assert "connect-src 'self'" in policy
        assert "http" not in policy  # no other origin named
        assert response.headers["referrer-policy"] == "no-referrer"


def test_the_event_stream_is_read_with_the_token_in_a_header(browser: Any, server: str) -> None:
    """The page reads the feed with the token in a header and resumes with Last-Event-ID: here
    each stream is answered by the test from the service's own event log and then ends, so
    the page has to reconnect after every batch."""
    game = Game.create(server)
    token = game.tokens["ariadna"]
    asked: list[dict[str, str]] = []

    def feed(route: Any) -> None:
        headers = route.request.headers
        asked.append(headers)
        after = int(headers.get("last-event-id", "0"))
        events = game.get("ariadna", f"/events?after={after}&limit=100").json()["events"]
        body = ": heartbeat\r\n\r\n" + "".join(
            f"id: {e['version']}\nevent: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events
        )
        route.fulfill(status=200, headers={"Content-Type": "text/event-stream"}, body=body)

    page = browser.new_page()
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.set_default_timeout(WAIT_MS)
    page.route("**/events/stream*", feed)
    try:
        page.goto(f"{server}/viewer/games/{game.id}#token={token}")
        page.wait_for_selector('#live[data-live="stream"]')
        polled_before = len([url for url in requested if "/events?" in url])
        made = game.post(
            "tohaa",
            "/rolls",
            {"kind": "normal", "sides": [{"name": "Fennec", "attribute": 12, "burst": 2}]},
            201,
        )
        page.wait_for_selector(f'.exchange[data-roll-version="{made["version"]}"]')
        assert page.get_attribute("#live", "data-live") == "stream"
        polled_after = len([url for url in requested if "/events?" in url])
    finally:
        page.close()
    assert polled_after == polled_before  # it came on the stream, not by polling the log
    assert all(h["authorization"] == f"Bearer {token}" for h in asked)
    # It resumed from the game's head before the roll (its creation and the players' seeds).
    assert str(made["version"] - 1) in {h["last-event-id"] for h in asked}
    assert not [url for url in requested if token in url]


OLD_EXPORT = AUDIT_DATA / "before_comms_attacks.ndjson"
"""Unsigned, and free of the idempotency keys older logs kept in metadata (never imported)."""


def test_an_imported_game_says_where_it_came_from_and_a_native_one_does_not(
    browser: Any, server: str
) -> None:
    native = Game.create(server)
    export = OLD_EXPORT.read_text(encoding="utf-8")
    done = httpx.post(
        f"{server}/v1/organiser/imports",
        json={"export": export},
        headers={"Authorization": f"Bearer {native.tokens['organiser']}"},
        timeout=60,
    )
    assert done.status_code == 201, done.text
    imported = Game(server, done.json()["id"], {"organiser": native.tokens["organiser"]})
    label = imported.get("organiser", "").json()["imported"]
    assert label["signed_by"] is None

    with viewer(browser, imported, "organiser") as (page, _):
        page.wait_for_selector('#provenance[data-imported="unsigned"]')
        text = page.inner_text("#provenance")
        assert "Imported" in text
        assert "unsigned origin" in text
        assert label["imported_at"][:10] in text
        assert "organiser" in text
        # Intact, but nothing shows where it was played: neither verified nor broken.
        page.wait_for_selector('#integrity[data-integrity="unsigned-origin"]')
        assert "UNSIGNED ORIGIN" in page.inner_text("#integrity")
        assert page.get_attribute("#integrity", "data-chain") == "passed"
    with viewer(browser, native, "organiser") as (page, _):
        page.wait_for_selector('#integrity:not([data-integrity="checking"])')
        assert page.get_attribute("#provenance", "data-imported") == "no"
        assert not page.is_visible("#provenance")


def test_a_signed_import_names_its_key_on_the_page(browser: Any, server: str) -> None:
    """The label as the game view gives it for a signed import (served here by the test, since
    this server cannot import a game it exported itself)."""
    game = Game.create(server)
    view = game.get("organiser", "").json()
    label = {
        "signed_by": "0123456789abcdef",
        "public_key": "ab" * 32,
        "imported_at": "2026-11-24T10:11:12.000000Z",
        "imported_by": "organiser",
        "earlier_imports": [],
        "origin": {"signed_by": "0123456789abcdef", "public_key": "ab" * 32},
        "re_exported_by": [],
    }

    def labelled(route: Any) -> None:
        route.fulfill(status=200, json={**view, "imported": label})

    page = browser.new_page()
    page.set_default_timeout(WAIT_MS)
    page.route(f"{server}/v1/games/{game.id}", labelled)
    try:
        page.goto(f"{server}/viewer/games/{game.id}#token={game.tokens['organiser']}")
        page.wait_for_selector('#provenance[data-imported="signed"]')
        text = page.inner_text("#provenance")
    finally:
        page.close()
    assert "signed by key 0123456789abcdef" in text
    assert "2026-11-24 10:11 UTC" in text


def test_a_re_exported_import_names_its_first_export_and_each_re_export(
    browser: Any, server: str
) -> None:
    """The label of a game that came here through a second service (served by the test, as
    the import of a re-export needs three services): where it started is said first."""
    game = Game.create(server)
    view = game.get("organiser", "").json()
    first = {
        "signed_by": None,
        "public_key": None,
        "imported_at": "2026-11-20T09:00:00.000000Z",
        "imported_by": "operator",
    }
    label = {
        "signed_by": "0123456789abcdef",
        "public_key": "ab" * 32,
        "imported_at": "2026-11-24T10:11:12.000000Z",
        "imported_by": "organiser",
        "earlier_imports": [first],
        "origin": {"signed_by": None, "public_key": None},
        "re_exported_by": ["0123456789abcdef"],
    }

    def labelled(route: Any) -> None:
        route.fulfill(status=200, json={**view, "imported": label})

    page = browser.new_page()
    page.set_default_timeout(WAIT_MS)
    page.route(f"{server}/v1/games/{game.id}", labelled)
    try:
        page.goto(f"{server}/viewer/games/{game.id}#token={game.tokens['organiser']}")
        page.wait_for_selector('#provenance[data-imported="unsigned"]')
        text = page.inner_text("#provenance")
    finally:
        page.close()
    assert "unsigned origin, re-exported by key 0123456789abcdef" in text
    assert "2026-11-24 10:11 UTC" in text


def test_a_game_ended_on_a_secret_never_revealed_is_shown_unverifiable(
    browser: Any, server: str
) -> None:
    """Tohaa's turn gives the Lieutenant Order of a Lieutenant kept on Tohaa's device, and the
    game ends without its reveal: the badge says so and names the secret, neither intact nor
    broken."""
    game = Game.create(server)
    game.post("ariadna", "/troopers", trooper("ariadna", "fennec", lieutenant=True), 201)
    game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    salt, secret = "6b" * 32, {"kind": "lieutenant", "trooper": "senku-a"}
    canonical = json.dumps(secret, sort_keys=True, separators=(",", ":"))
    commitment = hashlib.sha256(f"{salt}\n{canonical}".encode()).hexdigest()
    committed = game.post("tohaa", "/secrets", {"kind": "lieutenant", "commitment": commitment})
    secret_id = committed["events"][0]["data"]["secret_id"]
    game.post("tohaa", "/turns", {"player": "tohaa"})
    game.post("organiser", "/end", {"reason": "time"})
    with viewer(browser, game, "organiser") as (page, _):
        page.wait_for_selector('#integrity[data-integrity="unverifiable"]')
        text = page.inner_text("#integrity")
        assert "UNVERIFIABLE" in text
        assert secret_id in text
        assert page.get_attribute("#integrity", "data-chain") == "passed"


def test_an_order_answered_with_no_aro_shows_it_and_its_conclusion(
    browser: Any, server: str
) -> None:
    game = Game.create(server)
    game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    game.post("ariadna", "/turns", {"player": "ariadna"})
    move = {"trooper": "fennec", "skill": {"skill": "move"}, "conclude": "when-possible"}
    game.post("ariadna", "/orders", move, 201)
    game.post("tohaa", "/orders/1/no-aro")
    with viewer(browser, game, "ariadna") as (page, _):
        shown = page.wait_for_selector('#order-1 .declaration[data-kind="no_aro"]')
        assert shown.text_content() == "No ARO tohaa"
        page.wait_for_selector("#order-1 .badge.status-resolved")

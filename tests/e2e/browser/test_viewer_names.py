"""The viewer keeps long names inside the page, and says so when its token stops working
instead of showing "Live" while every request is refused."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tests.builders.http import trooper
from tests.e2e.browser.playing import Game
from tests.e2e.browser.test_viewer import viewer

LONG_NAME = "Kazak" + "W" * 70 + "Scout"  # 80 characters and no place to break
PHONE = {"width": 390, "height": 844}
QUIET_SECONDS = 3


def _overflows(page: Any, selector: str) -> list[dict[str, Any]]:
    """Each element matching ``selector`` wider than its box, or reaching out of the page."""
    found: list[dict[str, Any]] = page.eval_on_selector_all(
        selector,
        """nodes => nodes.map(node => {
            const box = node.getBoundingClientRect();
            return {text: node.textContent.slice(0, 40), scroll: node.scrollWidth,
                    client: node.clientWidth, right: box.right,
                    page: document.documentElement.clientWidth};
        }).filter(n => n.scroll > n.client || n.right > n.page)""",
    )
    return found


def test_an_unbroken_80_character_name_stays_inside_the_layout(
    browser: Any, server: str, artifacts: Path
) -> None:
    game = Game.create(server)
    game.post("ariadna", "/troopers", {**trooper("ariadna", "kazak"), "name": LONG_NAME}, 201)
    game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    game.post("ariadna", "/turns", {"player": "ariadna"})
    game.post("ariadna", "/orders", {"trooper": "kazak", "skill": {"skill": "dodge"}}, 201)
    roll = {"kind": "normal", "sides": [{"name": LONG_NAME, "attribute": 12}], "label": LONG_NAME}
    game.post("tohaa", "/rolls", roll, 201)
    with viewer(browser, game, "tohaa") as (page, _):
        page.set_viewport_size(PHONE)
        page.wait_for_selector(f'#order-1 h3:has-text("{LONG_NAME}")')
        page.wait_for_selector(f'.side[data-side="{LONG_NAME}"] h5')
        assert _overflows(page, "#order-1 h3, .side h5, .order, .free-roll, .side") == []
        width = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        assert page.evaluate(width) <= 0
        shot = artifacts / "viewer-long-name-phone.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"viewer screenshot: {shot}")


def test_a_rotated_token_is_said_plainly_and_the_page_stops_asking(
    browser: Any, server: str, artifacts: Path
) -> None:
    game = Game.create(server)
    with viewer(browser, game, "tohaa") as (page, requested):
        page.wait_for_selector('#live[data-live="stream"]')
        game.post("tohaa", "/tokens/rotate", {"role": "player", "player": "tohaa"})
        page.wait_for_selector('#error:has-text("This link\'s token no longer works")')
        assert "rotated or revoked" in page.inner_text("#error")
        assert page.get_attribute("#live", "data-live") == "off"
        assert "Live" not in page.inner_text("#live")
        time.sleep(1)  # whatever was already on its way
        before = len(requested)
        time.sleep(QUIET_SECONDS)
        assert requested[before:] == []  # no more polling with a token that is refused
        shot = artifacts / "viewer-token-rotated.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"viewer screenshot: {shot}")


def test_a_name_two_armies_share_is_told_apart_by_its_player(browser: Any, server: str) -> None:
    """Names differ only within an army, so the viewer says whose trooper it is where two
    armies share one, and only there."""
    game = Game.create(server)
    game.post("ariadna", "/troopers", {**trooper("ariadna", "a-fus"), "name": "Fusilier"}, 201)
    game.post("tohaa", "/troopers", {**trooper("tohaa", "t-fus"), "name": "FUSILIER"}, 201)
    game.post("ariadna", "/troopers", {**trooper("ariadna", "hexa"), "name": "Hexa"}, 201)
    game.post("ariadna", "/turns", {"player": "ariadna"})
    game.post("ariadna", "/orders", {"trooper": "a-fus", "skill": {"skill": "dodge"}}, 201)
    with viewer(browser, game, "tohaa") as (page, _):
        heading = page.wait_for_selector("#order-1 h3")
        assert heading is not None
        text = heading.text_content() or ""
        assert "Fusilier (ariadna)" in text, text

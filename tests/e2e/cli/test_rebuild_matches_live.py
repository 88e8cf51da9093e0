"""A rebuild of the projections writes exactly the rows kept live, command by command, for games
that between them hold every kind of event the domain knows."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest

from service.domain.events import EVENT_TYPES
from service.projections import rebuild as rebuilding
from service.store.database import open_pool
from tests.builders.http import Client, GameDriver, player_seed, shot, trooper
from tests.e2e.api.test_awaiting_api import (
    test_a_move_with_no_aro_takes_one_request_per_player as no_aro,
)
from tests.e2e.api.test_command_tokens_api import (
    test_moving_a_trooper_to_another_group_moves_its_order as token_spent,
)
from tests.e2e.api.test_comms_attack_api import AT_TAG, carbonite, hacker_and_tag
from tests.e2e.api.test_coordinated_orders_api import (
    test_a_coordinated_order_spends_a_token_and_one_order as coordinated,
)
from tests.e2e.api.test_deployables_api import triggered_mine
from tests.e2e.api.test_dice_confirmation_api import ENTERED
from tests.e2e.api.test_dice_confirmation_api import exchange as confirmation_exchange
from tests.e2e.api.test_fireteams_api import (
    test_a_fallen_member_leaves_and_a_fallen_leader_ends_the_fireteam as fireteam_fallen,
)
from tests.e2e.api.test_fireteams_api import (
    test_a_fireteam_is_formed_shown_in_the_state_and_broken as fireteam,
)
from tests.e2e.api.test_game_sequence_api import (
    test_a_whole_one_round_game_ends_by_itself as whole_round,
)
from tests.e2e.api.test_own_dice_api import TESTERS_FREE_ROLL, TESTERS_SAVES
from tests.e2e.api.test_own_dice_api import hit_senku as hit_senku_own_dice
from tests.e2e.api.test_own_dice_api import (
    test_the_opponents_initiative_face_waits_for_the_opponent as initiative_confirmed,
)
from tests.e2e.api.test_own_dice_api import (
    test_the_targets_saves_wait_for_the_targets_player as saves_confirmed,
)
from tests.e2e.api.test_results_api import (
    test_results_recorded_confirmed_disputed_and_decided_make_the_score as results,
)
from tests.e2e.api.test_rolls_as_they_ended import sd_duel
from tests.e2e.api.test_skill_saves_api import ATTACK as SENKU_HIT
from tests.e2e.api.test_skill_saves_api import _hit_senku as hit_senku_skills
from tests.e2e.api.test_tactical_phase_api import (
    test_a_turn_in_loss_of_lieutenant_ends_once_a_lieutenant_is_appointed as appointed,
)
from tests.e2e.api.test_tactical_phase_api import (
    test_an_army_back_above_a_quarter_leaves_retreat as retreat_cancelled,
)
from tests.e2e.api.test_tactical_phase_api import (
    test_impetuous_loss_of_lieutenant_and_retreat_over_http as retreat,
)
from tests.e2e.api.test_template_orders_api import _game as flamethrower_game
from tests.e2e.api.test_template_orders_api import flame

FREE_ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11}]}


async def voided_duel(client: Client) -> None:
    """+1 SD discards, a ReRoll, saves and a Wound, then the organiser voids the order."""
    game = await sd_duel(client)
    await game.post("ariadna", "/orders/1/conclude", {})
    await game.post("organiser", "/orders/1/void", {"reason": "wrong range"})


async def confirmed_dice(client: Client) -> None:
    """Faces entered for the opponent's trooper, which the opponent confirms."""
    game, order = await confirmation_exchange(client)
    await game.post("ariadna", f"/orders/{order}/resolve", {"dice": ENTERED})
    await game.post("tohaa", f"/orders/{order}/confirm")
    await game.post("ariadna", f"/orders/{order}/conclude", {})


async def withdrawn_and_waiting(client: Client) -> None:
    """Saves entered for the opponent, taken back by concluding again; then a free roll whose
    opponent's side is left waiting for them (a read model with a roll awaiting)."""
    game = await hit_senku_own_dice(client)
    await game.post("ariadna", "/orders/1/conclude", TESTERS_SAVES)
    await game.post("ariadna", "/orders/1/conclude", {})
    await game.post("ariadna", "/rolls", TESTERS_FREE_ROLL)


async def waived_entropy(client: Client) -> None:
    """One player's seed sent, the other's recorded empty by the organiser, then a roll."""
    game = await GameDriver.create(client, entropy=False)
    await game.post("ariadna", "/entropy", {"seed": player_seed("ariadna")})
    await game.post("organiser", "/entropy/waive", {})
    roll = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 2}]}
    await game.post("tohaa", "/rolls", roll, 201)


async def corrected_and_ended(client: Client) -> None:
    """Corrections, a rotated token, a withdrawn and a second skill, Guts Rolls taken and
    waived, free rolls, turns ended, a secret committed, Classified Objectives drawn and the
    game ended by the organiser, which reveals them."""
    game = await GameDriver.create(client, manual_dice=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    await game.post("ariadna", "/troopers", trooper("ariadna", "line"), 201)
    tough = trooper("tohaa", "senku-a")
    tough["profile"]["vita"] = 2
    await game.post("tohaa", "/troopers", tough, 201)
    brave = trooper("tohaa", "senku-b", skills=[{"name": "Courage"}])
    brave["profile"]["vita"] = 2
    await game.post("tohaa", "/troopers", brave, 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "spare"), 201)
    fixed = trooper("tohaa", "spare", bs=13)
    del fixed["player"], fixed["trooper_id"]
    url = f"/v1/games/{game.game_id}/troopers/spare"
    edited = await client.put(url, json=fixed, headers=game.auth("tohaa"))
    assert edited.status_code == 200, edited.text
    removed = await client.delete(url, headers=game.auth("tohaa"))
    assert removed.status_code == 200, removed.text
    rotated = await game.post("tohaa", "/tokens/rotate", {"role": "player", "player": "tohaa"})
    game.tokens["tohaa"] = rotated["token"]
    await game.post("ariadna", "/rolls", FREE_ROLL, 201)

    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post("ariadna", "/orders", {"trooper": "line", "skill": {"skill": "move"}}, 201)
    await game.post("ariadna", "/orders/1/withdraw")
    await game.post(
        "ariadna",
        "/orders",
        {"trooper": "fennec", "skill": shot(("senku-a", 2, 15), ("senku-b", 1, 15))},
        201,
    )
    hits = [
        {"roll": "fennec:bs_attack>senku-a", "faces": [4, 5]},
        {"roll": "fennec:bs_attack>senku-b", "faces": [4]},
    ]
    await game.post("ariadna", "/orders/2/resolve", {"dice": hits})
    saves = [
        {"roll": "fennec:bs_attack>senku-a", "faces": [1, 1]},
        {"roll": "fennec:bs_attack>senku-b", "faces": [1]},
    ]
    await game.post("ariadna", "/orders/2/conclude", {"saves": saves, "courage": ["senku-b"]})
    await game.post("ariadna", "/orders", {"trooper": "line", "skill": {"skill": "move"}}, 201)
    await game.post("ariadna", "/orders/3/second-skill", {"skill": {"skill": "idle"}})
    await game.post("ariadna", "/orders/3/resolve", {})
    await game.post("ariadna", "/orders/3/conclude", {})
    await game.post("ariadna", "/turns/current/end")
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    await game.post("ariadna", "/secrets", {"kind": "lieutenant", "subject": "fennec"})
    cards = ["Telemetry", "Sabotage", "Extraction", "Data Scan", "Nexus", "Test Run"]
    deck = {
        "deck": [*cards, "Follow Up", "HVT: Espionage", "HVT: Designation", "Extreme"],
        "count": 1,
    }
    await game.post("tohaa", "/secrets/classified", deck)
    await game.post("organiser", "/end", {"reason": "time"})


async def flamed(client: Client) -> None:
    """A Direct Template against two troopers, one Dodging, both saving."""
    game = await flamethrower_game(client)
    body = {"trooper": "fennec", "skill": flame("senku-a", "senku-b")}
    await game.post("ariadna", "/orders", body, 201)
    await game.post("tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": {"skill": "dodge"}})
    dodge = {"dice": [{"roll": "senku-a:dodge", "faces": [7]}]}
    await game.post("ariadna", "/orders/1/resolve", dodge)
    saves = {"saves": [{"roll": "fennec:bs_attack>senku-b", "faces": [20, 19]}]}
    await game.post("ariadna", "/orders/1/conclude", saves)


async def dogged_and_bioimmune(client: Client) -> None:
    """Bioimmunity switches the save's value, Dogged keeps the trooper up until the turn ends."""
    game = await hit_senku_skills(client)
    body = {
        "saves": [{"roll": SENKU_HIT, "faces": [20]}],
        "dogged": ["senku"],
        "bioimmunity": ["senku"],
    }
    await game.post("ariadna", "/orders/1/conclude", body)
    await game.post("ariadna", "/turns/current/end")


async def hacked(client: Client) -> None:
    """Carbonite leaves a TAG Immobilized-B; its Reset in the next order cancels the State."""
    game = await hacker_and_tag(client, hacker_skills=[{"name": "hacker"}])
    await game.post("ariadna", "/orders", {"trooper": "hacker", "skill": carbonite()}, 201)
    await game.post("tohaa", "/orders/1/aros", {"trooper": "tag", "skill": {"skill": "reset"}})
    dice = [{"roll": AT_TAG, "faces": [6, 9]}, {"roll": "tag:reset", "faces": [7]}]
    await game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    await game.post(
        "ariadna", "/orders/1/conclude", {"saves": [{"roll": AT_TAG, "faces": [3, 11]}]}
    )
    idle = {"trooper": "hacker", "order_type": "lieutenant", "skill": {"skill": "idle"}}
    await game.post("ariadna", "/orders", idle, 201)
    await game.post("tohaa", "/orders/2/aros", {"trooper": "tag", "skill": {"skill": "reset"}})
    await game.post(
        "ariadna", "/orders/2/resolve", {"dice": [{"roll": "tag:reset", "faces": [10]}]}
    )
    await game.post("ariadna", "/orders/2/conclude")
    # Voiding the Reset's order puts the Immobilized-B State it cancelled back.
    await game.post("organiser", "/orders/2/void", {"reason": "the Reset came too late"})


async def possessed(client: Client) -> None:
    """Total Control through a Firewall possesses a TAG, which its possessor then activates."""
    game = await hacker_and_tag(client, hacker_skills=[{"name": "hacker"}])
    hack = {
        "skill": "comms_attack",
        "program": "total_control",
        "targets": [{"trooper": "tag", "burst": 1, "firewall": -3}],
    }
    lieutenant = {"trooper": "hacker", "order_type": "lieutenant", "skill": hack}
    await game.post("ariadna", "/orders", lieutenant, 201)
    await game.post("ariadna", "/orders/1/resolve", {"dice": [{"roll": AT_TAG, "faces": [9]}]})
    await game.post("ariadna", "/orders/1/conclude", {"saves": [{"roll": AT_TAG, "faces": [15]}]})
    idle = {"trooper": "tag", "skill": {"skill": "idle"}}
    await game.post("ariadna", "/orders", idle, 201)
    await game.post("ariadna", "/orders/2/resolve", {})
    await game.post("ariadna", "/orders/2/conclude")


async def rows(db_url: str) -> tuple[list[Any], list[Any], list[Any]]:
    """The projection tables as stored, each JSON value in jsonb's canonical text: the rebuild
    splices an event's stored data where the live writer encodes it, equal values in other
    spellings."""
    async with await psycopg.AsyncConnection.connect(db_url) as conn:
        states = await (
            await conn.execute(
                "SELECT game_id, version, state::jsonb::text FROM game_projections ORDER BY game_id"
            )
        ).fetchall()
        rolls = await (
            await conn.execute(
                "SELECT game_id, version, data::jsonb::text FROM roll_projections ORDER BY 1, 2"
            )
        ).fetchall()
        orders = await (
            await conn.execute(
                "SELECT game_id, number, data::jsonb::text FROM order_projections ORDER BY 1, 2"
            )
        ).fetchall()
    return states, rolls, orders


async def logged_types(db_url: str) -> set[str]:
    async with await psycopg.AsyncConnection.connect(db_url) as conn:
        found = await (await conn.execute("SELECT DISTINCT type FROM events")).fetchall()
    return {str(row[0]) for row in found}


@pytest.mark.parametrize("small_batches", [False, True])
async def test_a_rebuild_writes_the_rows_written_live_for_every_kind_of_event(
    client: Client, db_url: str, monkeypatch: pytest.MonkeyPatch, small_batches: bool
) -> None:
    for play in (
        voided_duel,
        confirmed_dice,
        corrected_and_ended,
        flamed,
        dogged_and_bioimmune,
        hacked,
        possessed,
        triggered_mine,
        # The whole game's parts, each played as its own test plays it (checking what it shows).
        whole_round,
        token_spent,
        fireteam,
        fireteam_fallen,
        coordinated,
        retreat,
        retreat_cancelled,
        appointed,
        results,
        waived_entropy,
        saves_confirmed,
        initiative_confirmed,
        withdrawn_and_waiting,
        no_aro,
    ):
        await play(client)
    await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
    missing = set(EVENT_TYPES) - await logged_types(db_url)
    assert not missing, f"no game here has {sorted(missing)}: add them to a game above"
    live = await rows(db_url)
    assert len(live[0]) == 23
    assert len(live[1]) > 6
    assert live[2], "no concluded order was projected"
    if small_batches:
        # Games span fetches and several flushes happen.
        monkeypatch.setattr(rebuilding, "REBUILD_FETCH_ROWS", 3)
        monkeypatch.setattr(rebuilding, "REBUILD_FLUSH_EVENTS", 1)
    pool = await open_pool(db_url, min_size=1, max_size=2)
    try:
        assert await rebuilding.rebuild(pool) == 23
    finally:
        await pool.close()
    assert await rows(db_url) == live

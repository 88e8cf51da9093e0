"""Who may do what, walked over HTTP: every command route against the organiser, the player it
is for and the other player (docs/api.md, "Who may do what"; service/domain/roles.py).

The organiser judges but never plays: every player's command is 403 `forbidden` for it, with a
detail that names nothing of the game, and nothing is appended. The organiser's own commands
(void, end, ruling on a result) are 403 for the players. A player never succeeds acting for the
other. The expected cells are written out here by hand, from the rule, not read from the code.
"""

from __future__ import annotations

from litestar import Litestar

from tests.builders.http import Client
from tests.e2e.api.test_access_matrix import call, fill, game_routes, setup

ORGANISERS = {"end_game", "void_order", "waive_entropy"}
"""The organiser's commands: the players send none of them."""
JUDGED = {"record_result"}
"""A player's for their own result; the organiser's to rule on a disputed one."""
EACH_THEIR_OWN = {"rotate_token"}
ANYONES = {"create_roll"}
"""A table roll no army owns, with the server's dice: a player's or the organiser's."""
"""Each caller for themselves: the organiser its own token, a player theirs."""
FOR_ARIADNA = {
    "add_trooper",
    "edit_trooper",
    "remove_trooper",
    "start_turn",
    "end_turn",
    "appoint_lieutenant",
    "activate_trooper",
    "declare_second_skill",
    "withdraw_declaration",
    "resolve_order",
    "conclude_order",
    "spend_command_token",
    "form_fireteam",
    "break_fireteam",
    "rotate_token",
    "choose_initiative",
    "deploy_troopers",
    "reveal_secret",
    "commit_secret",
}
"""The bodies (test_access_matrix.BODIES) act for Ariadna's army: Tohaa sending one acts for her."""
FOR_TOHAA = {"declare_aro"}
"""The ARO body declares for Senku, Tohaa's trooper."""
PRIVATE_WORDS = ("fennec", "senku", "line", "ariadna", "tohaa")


async def test_the_organiser_sends_no_players_command_and_the_players_no_organisers(
    app: Litestar, client: Client
) -> None:
    walked = 0
    for method, template, operation in game_routes(app):
        if method == "GET":
            continue
        for who in ("organiser", "ariadna", "tohaa"):
            game, _, params = await setup(client)
            before = (await game.get("organiser", ""))["version"]
            status, body, _ = await call(
                client, method, fill(template, params), operation, game.tokens[who]
            )
            after = (await game.get("organiser", ""))["version"]
            walked += 1
            cell = (operation, who, status, body.get("detail"))
            if (
                who == "organiser"
                and operation not in ORGANISERS | JUDGED | EACH_THEIR_OWN | ANYONES
            ):
                assert (status, body.get("code")) == (403, "forbidden"), cell
                assert not any(word in body["detail"] for word in PRIVATE_WORDS), cell
            elif who != "organiser" and operation in ORGANISERS:
                assert (status, body.get("code")) == (403, "forbidden"), cell
            elif (who == "tohaa" and operation in FOR_ARIADNA) or (
                who == "ariadna" and operation in FOR_TOHAA
            ):
                # Acting for the other player never succeeds: 403 wherever the game's state
                # would let the command be sent at all.
                assert status >= 400, cell
            else:
                # The role may send it: whatever refuses it is the game's state, not the role.
                assert (
                    status != 403
                    or body.get("code") != "forbidden"
                    or operation in (JUDGED | EACH_THEIR_OWN)
                ), cell
            if status >= 400:
                assert after == before, cell
    assert walked == 3 * len([r for r in game_routes(app) if r[0] != "GET"])


async def test_the_organiser_rules_on_a_disputed_result_and_voids_but_rotates_no_players_token(
    app: Litestar, client: Client
) -> None:
    game, _, params = await setup(client)
    rotate = f"/v1/games/{params['game_id']}/tokens/rotate"
    refused = await client.post(
        rotate, json={"role": "player", "player": "ariadna"}, headers=game.auth("organiser")
    )
    # The answer would carry Ariadna's new token: the organiser would hold her hand.
    assert (refused.status_code, refused.json()["code"]) == (403, "forbidden")
    own = await client.post(rotate, json={"role": "organiser"}, headers=game.auth("organiser"))
    assert own.status_code == 200, own.text

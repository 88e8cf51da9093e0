"""A trooper in Hidden Deployment under the hidden rule (games created from now on): declared as
it is added, not on the table, not counted, placed on the table (and so revealed) by any Order
or ARO of its own.

"Hidden Deployment State", N5 (https://infinitythewiki.com/Hidden_Deployment_State, its N5
first version: https://infinitythewiki.com/index.php?diff=next&oldid=2617&title=Hidden_Deployment_State):
"Until a Trooper's Hidden Deployment State is canceled, that Trooper is considered not to be on
the game table at all. Consequently, such a Trooper does not affect LoF, is not affected by
Template Weapons, etc." and, as the N5 rulebook (p. 158) is quoted in
https://forum.corvusbelli.com/threads/lieutenant-troopers-in-hidden-deployment.43541: "While in
Hidden Deployment State, the Trooper will not add their Order to the Order Pool during the
Tactical Phase. They can only use this Order themselves, when placing the Trooper on the gaming
table during the Active Turn." Every count below is worked out by hand from those words.
"""

from __future__ import annotations

import hashlib

import msgspec

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    ChooseInitiative,
    CommitSecret,
    DeclareAro,
    DeployTroopers,
    EndTurn,
    EnteredDice,
    FormFireteam,
    HiddenDeployment,
    RollInitiative,
    SecretOpening,
    SpendCommandToken,
    StartTurn,
    WithdrawDeclaration,
)
from service.domain.declarations import Idle, Move
from service.domain.errors import HiddenDeploymentRefused, InvalidCommand
from service.domain.events import (
    AroDeclared,
    GroupOrders,
    HiddenCommitment,
    SecretRevealed,
    TrooperActivated,
    TrooperAdded,
    TurnEnded,
    TurnStarted,
)
from service.domain.state import SecretRecord
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, rejects, trooper

RULE = {"hidden_rule": 1}
HIDDEN = "h-0123456789abcdef"
"""A server-drawn id: ``h-`` and 64 random bits in hex (the service draws them)."""
SECRET_ID = "s-hd"
SALT = "5e" * 32
SECRET = {"kind": "hidden_deployment", "trooper": HIDDEN}
COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"hidden_deployment","trooper":"{HIDDEN}"}}'.encode()
).hexdigest()
OPENING = SecretOpening(secret_id=SECRET_ID, secret=SECRET, salt=SALT)


def hidden(trooper_id: str = HIDDEN, secret_id: str = SECRET_ID, **options: object) -> AddTrooper:
    return trooper(
        TOHAA,
        trooper_id,
        hidden_deployment=HiddenDeployment(secret_id=secret_id, commitment=COMMITMENT),
        **options,
    )


def table(**hidden_options: object) -> Game:
    """Ariadna's fennec; Tohaa's senku-a and senku-b in Combat Group 1, and the hidden trooper
    (Regular unless said otherwise) in Combat Group 2, alone there."""
    game = new_game(manual_dice=False, **RULE)
    add(game, ARIADNA, "fennec", combat_group=1)
    add(game, TOHAA, "senku-a", combat_group=1)
    add(game, TOHAA, "senku-b", combat_group=1)
    game.run(hidden(combat_group=2, **hidden_options))
    return game


def test_the_hidden_deployment_is_recorded_with_the_trooper_in_one_event() -> None:
    game = new_game(manual_dice=False, **RULE)
    (added,) = game.run(hidden())
    assert isinstance(added, TrooperAdded)
    assert added.trooper.trooper_id == HIDDEN
    assert added.hidden_deployment == HiddenCommitment(secret_id=SECRET_ID, commitment=COMMITMENT)
    assert game.state.secret(SECRET_ID) == SecretRecord(
        secret_id=SECRET_ID,
        owner=TOHAA,
        kind="hidden_deployment",
        marker=None,
        commitment=COMMITMENT,
        held_by="server",
        trooper=HIDDEN,
    )


def test_the_pool_counts_no_order_of_the_hidden_trooper_and_its_player_keeps_it() -> None:
    game = table()
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    # senku-a and senku-b give Combat Group 1 two Regular Orders; the hidden trooper "will not
    # add their Order to the Order Pool", so Combat Group 2, which only it is in, shows nothing.
    assert started == TurnStarted(
        turn=1,
        player=TOHAA,
        regular_orders=2,
        irregular_orders=(),
        lieutenant_orders=0,
        groups=(GroupOrders(group=1, regular=2),),
    )
    pool = game.state.pool
    assert pool is not None
    assert (pool.regular, pool.total, pool.kept) == (2, 2, (HIDDEN,))


def test_an_irregular_hidden_trooper_is_not_listed_among_the_irregular_orders() -> None:
    game = table(regular=False)
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    assert (started.regular_orders, started.irregular_orders) == (2, ())
    assert game.state.pool is not None
    assert game.state.pool.kept == (HIDDEN,)


def test_its_move_places_it_on_the_table_spending_the_kept_order_not_the_pool() -> None:
    game = table()
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    moved = ActivateTrooper(actor=TOHAA, trooper=HIDDEN, skill=Move(), marker_opening=OPENING)
    revealed, activated = game.run(moved)
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=SECRET, salt=SALT)
    assert activated == TrooperActivated(
        order=1, trooper=HIDDEN, order_type="regular", skill=Move()
    )
    pool = game.state.pool
    assert pool is not None
    # Still the two Regular Orders of Combat Group 1; the kept Order is spent.
    assert (pool.regular, pool.groups, pool.kept) == (2, (GroupOrders(group=1, regular=2),), ())


def test_an_order_of_the_hidden_trooper_that_would_not_reveal_it_is_refused() -> None:
    game = table()
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    unopened = ActivateTrooper(actor=TOHAA, trooper=HIDDEN, skill=Move())
    rejects(game, unopened, InvalidCommand, "Hidden Deployment")
    # Its kept Order is the Order a Regular trooper gives: a Regular Order, not an Irregular one.
    irregular = ActivateTrooper(
        actor=TOHAA, trooper=HIDDEN, order_type="irregular", skill=Move(), marker_opening=OPENING
    )
    rejects(game, irregular, InvalidCommand, "Regular")


def test_withdrawing_its_activation_gives_the_kept_order_back_not_one_to_the_pool() -> None:
    game = table()
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(ActivateTrooper(actor=TOHAA, trooper=HIDDEN, skill=Move(), marker_opening=OPENING))
    game.run(WithdrawDeclaration(actor=TOHAA, order=1))
    pool = game.state.pool
    assert pool is not None
    assert (pool.regular, pool.kept) == (2, (HIDDEN,))


def test_the_turn_ends_with_the_pools_orders_unused_the_kept_one_apart() -> None:
    game = table()
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    (ended,) = game.run(EndTurn(actor=TOHAA))
    assert ended == TurnEnded(turn=1, player=TOHAA, unused_orders=2)


def test_even_an_idle_aro_places_it_on_the_table() -> None:
    game = table()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    idle = DeclareAro(actor=TOHAA, order=1, trooper=HIDDEN, skill=Idle(), marker_opening=OPENING)
    revealed, declared = game.run(idle)
    assert revealed == SecretRevealed(secret_id=SECRET_ID, secret=SECRET, salt=SALT)
    assert declared == AroDeclared(order=1, trooper=HIDDEN, skill=Idle(), after_second_skill=False)
    rejects_unopened = table()
    rejects_unopened.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    rejects_unopened.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    bare = DeclareAro(actor=TOHAA, order=1, trooper=HIDDEN, skill=Idle())
    rejects(rejects_unopened, bare, InvalidCommand, "Hidden Deployment")


def test_once_revealed_it_gives_its_order_to_the_pool_as_any_trooper() -> None:
    game = table()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, order=1, trooper=HIDDEN, skill=Idle(), marker_opening=OPENING))
    game.run(WithdrawDeclaration(actor=TOHAA, order=1))
    game.run(WithdrawDeclaration(actor=ARIADNA, order=1))
    game.run(EndTurn(actor=ARIADNA))
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    assert started.regular_orders == 3
    assert started.groups == (GroupOrders(group=1, regular=2), GroupOrders(group=2, regular=1))
    assert game.state.pool is not None
    assert game.state.pool.kept == ()


def test_the_two_step_way_is_refused_in_a_game_under_the_rule() -> None:
    game = new_game(manual_dice=False, **RULE)
    add(game, TOHAA, "senku-a")
    for held_by in ("server", "client"):
        committed = CommitSecret(
            actor=TOHAA,
            secret_id=f"s-{held_by}",
            kind="hidden_deployment",
            commitment=COMMITMENT,
            held_by=held_by,
            marker=4,
        )
        rejects(game, committed, HiddenDeploymentRefused, "as it is added")


def test_a_game_recorded_before_the_rule_decides_hidden_deployment_as_it_was_played() -> None:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku-a")
    add(game, TOHAA, "kamau")
    rejects(game, hidden(), HiddenDeploymentRefused, "recorded before")
    # An id beginning h- was anyone's to choose.
    add(game, ARIADNA, "h-0000000000000000")
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="s-old",
            kind="hidden_deployment",
            commitment=COMMITMENT,
            held_by="server",
            marker=4,
        )
    )
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    # Then, its Order was in the pool, and a Move kept it hidden.
    assert started.regular_orders == 2
    (activated,) = game.run(ActivateTrooper(actor=TOHAA, trooper="kamau", skill=Move()))
    assert isinstance(activated, TrooperActivated)


def test_ids_beginning_h_are_the_services_and_new_ids_count_no_hidden_trooper() -> None:
    game = new_game(manual_dice=False, **RULE)
    game.run(hidden())
    chosen = trooper(ARIADNA, "h-0123456789abcdef")
    rejects(game, chosen, HiddenDeploymentRefused, "'h-0123456789abcdef'")
    rejects(game, trooper(ARIADNA, "h-x"), HiddenDeploymentRefused, "'h-x'")
    # The first trooper the game gives an id to, the hidden one not counted: t1.
    (added,) = game.run(msgspec.structs.replace(trooper(ARIADNA, "x"), trooper_id=None))
    assert isinstance(added, TrooperAdded)
    assert added.trooper.trooper_id == "t1"
    # A hidden trooper's id is the service's shape.
    game_2 = new_game(manual_dice=False, **RULE)
    rejects(game_2, hidden("kamau"), InvalidCommand, "drawn by the service")


def test_not_on_the_table_it_is_in_no_fireteam_and_no_command_token_names_it() -> None:
    game = table()
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    fireteam = FormFireteam(
        actor=TOHAA, player=TOHAA, kind="duo", members=("senku-a", HIDDEN), leader="senku-a"
    )
    rejects(game, fireteam, HiddenDeploymentRefused, "not on the table")
    moved = SpendCommandToken(
        actor=TOHAA, player=TOHAA, use="move_to_combat_group", trooper=HIDDEN, combat_group=1
    )
    rejects(game, moved, HiddenDeploymentRefused, "not on the table")


def test_it_is_deployed_in_no_step_of_the_deployment_phase() -> None:
    game = new_game(manual_dice=True, rounds=3, **RULE)
    game.run(trooper(ARIADNA, "a1", lieutenant=True))
    add(game, ARIADNA, "a2")
    game.run(trooper(TOHAA, "b1", lieutenant=True))
    add(game, TOHAA, "b2")
    game.run(hidden())
    won_by_ariadna = (EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,)))
    game.run(RollInitiative(actor=ORGANISER, dice=won_by_ariadna))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    named = DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2", HIDDEN))
    rejects(game, named, HiddenDeploymentRefused, "not on the table")
    # All troopers but one of those on the table: b1 and b2, so one of them.
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1",)))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a2",)))
    sequence = game.state.sequence
    assert sequence is not None
    assert sequence.phase == "tactical"
    assert HIDDEN not in sequence.deployed

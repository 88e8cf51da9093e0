"""Command Tokens (https://infinitythewiki.com/Command_Tokens, N5): four per player per game,
none in the Reactive Turn, each use at the moment the page gives it. Expected values by hand
from the page: e.g. moving a Regular trooper from Combat Group 1 (2 Regular Orders) to group 2
(1) leaves 1 and 2.
"""

from __future__ import annotations

import msgspec

from service.domain.commands import (
    ChooseInitiative,
    CommandTokenUse,
    DeployTroopers,
    EndTurn,
    FormFireteam,
    SpendCommandToken,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.errors import (
    CombatGroupFull,
    CommandTokenRefused,
    Forbidden,
    InvalidCommand,
    StateConflict,
)
from service.domain.events import CommandTokenSpent, FireteamFormed, GroupOrders
from service.domain.troopers import SkillEntry
from tests.builders.game import ARIADNA, TOHAA, Game, activate, add, new_game, rejects, trooper
from tests.unit.domain.test_game_sequence import armies, faces


def spend(
    player: str,
    use: CommandTokenUse,
    trooper: str | None = None,
    group: int | None = None,
) -> SpendCommandToken:
    return SpendCommandToken(
        actor=player, player=player, use=use, trooper=trooper, combat_group=group
    )


def grouped() -> Game:
    """Ariadna: a1, a2 in Combat Group 1, a3 (Irregular) in group 1, a4 in group 2;
    Tohaa: b1 in group 1. Ariadna's turn is running."""
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "a1", combat_group=1)
    add(game, ARIADNA, "a2", combat_group=1)
    add(game, ARIADNA, "a3", combat_group=1, regular=False)
    add(game, ARIADNA, "a4", combat_group=2)
    add(game, TOHAA, "b1", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def test_each_player_has_four_command_tokens_and_a_fifth_is_refused() -> None:
    game = grouped()
    assert game.state.command_tokens_left(ARIADNA) == 4
    for left in (3, 2, 1, 0):
        (event,) = game.run(spend(ARIADNA, "reroll_doctor"))
        assert event == CommandTokenSpent(player=ARIADNA, use="reroll_doctor", turn=1)
        assert game.state.command_tokens_left(ARIADNA) == left
    assert game.state.command_tokens_left(TOHAA) == 4
    rejects(game, spend(ARIADNA, "reroll_engineer"), CommandTokenRefused, "no Command Token left")


def test_no_command_token_is_spent_in_the_reactive_turn() -> None:
    game = grouped()
    rejects(game, spend(TOHAA, "ignore_retreat", "b1"), CommandTokenRefused, "Reactive Turn")


def test_between_turns_there_is_no_active_turn_to_spend_in() -> None:
    game = grouped()
    game.run(EndTurn(actor=ARIADNA))
    rejects(game, spend(TOHAA, "reroll_doctor"), StateConflict, "no turn is running")


def test_a_player_spends_only_their_own_tokens() -> None:
    game = grouped()
    command = SpendCommandToken(actor=TOHAA, player=ARIADNA, use="reroll_doctor")
    rejects(game, command, Forbidden, "cannot act for")


def test_moving_a_trooper_to_another_combat_group_moves_its_regular_order() -> None:
    game = grouped()
    assert game.state.pool is not None
    assert game.state.pool.groups == (
        GroupOrders(group=1, regular=2),
        GroupOrders(group=2, regular=1),
    )
    game.run(spend(ARIADNA, "move_to_combat_group", "a2", 2))
    moved = game.state.trooper("a2")
    assert moved is not None
    assert moved.group == 2
    assert game.state.pool is not None
    assert game.state.pool.groups == (
        GroupOrders(group=1, regular=1),
        GroupOrders(group=2, regular=2),
    )
    assert game.state.pool.regular == 3


def test_the_executive_use_is_made_before_the_first_order_of_the_turn() -> None:
    game = grouped()
    activate(game, "a1", Move())
    rejects(game, spend(ARIADNA, "move_to_combat_group", "a2", 2), CommandTokenRefused, "Executive")


def test_a_fireteam_member_is_not_moved_away_from_its_fireteams_combat_group() -> None:
    # Fireteams: Basic Rules (https://infinitythewiki.com/Fireteams:_Basic_Rules): all members
    # of a Fireteam belong to the same Combat Group. Moved alone, a2 would stay in a Fireteam led
    # from group 1, and the leader's group 1 Order would activate a trooper of group 2.
    game = grouped()
    game.run(
        FormFireteam(actor=ARIADNA, player=ARIADNA, kind="duo", members=("a1", "a2"), leader="a1")
    )
    rejects(
        game,
        spend(ARIADNA, "move_to_combat_group", "a2", 2),
        CommandTokenRefused,
        "same Combat Group",
    )


def test_a_trooper_cannot_join_a_full_combat_group() -> None:
    game = new_game(manual_dice=False)
    for n in range(10):
        add(game, ARIADNA, f"g{n}", combat_group=2)
    add(game, ARIADNA, "a1", combat_group=1)
    add(game, TOHAA, "b1", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    rejects(game, spend(ARIADNA, "move_to_combat_group", "a1", 2), CombatGroupFull, "10")


def test_an_irregular_order_becomes_a_regular_order_of_the_troopers_group() -> None:
    game = grouped()
    game.run(spend(ARIADNA, "irregular_to_regular", "a3"))
    pool = game.state.pool
    assert pool is not None
    assert pool.irregular == ()
    assert pool.groups[0] == GroupOrders(group=1, regular=3)
    assert pool.total == 3 + 1  # group 1 and group 2; no Irregular and no Lieutenant Order left
    rejects(game, spend(ARIADNA, "irregular_to_regular", "a3"), InvalidCommand, "Irregular Order")


def deploying() -> Game:
    """Ariadna won, kept Deployment and deploys second; Tohaa chose Ariadna to play first."""
    game = armies()
    game.run(faces(12, 5))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    return game


def test_the_first_player_sets_aside_an_extra_trooper_in_their_deployment() -> None:
    game = deploying()
    rejects(game, spend(TOHAA, "extra_trooper_set_aside"), CommandTokenRefused, "first Player")
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(spend(ARIADNA, "extra_trooper_set_aside"))
    rejects(game, spend(ARIADNA, "extra_trooper_set_aside"), CommandTokenRefused, "one single")
    # Three troopers, two kept back: step 2 places one, step 4 the other two.
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1",)))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a2", "a3")))
    assert game.state.sequence is not None
    assert game.state.sequence.phase == "tactical"
    assert game.state.command_tokens_left(ARIADNA) == 3


def test_set_aside_is_refused_once_the_first_deployment_is_made() -> None:
    game = deploying()
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    rejects(game, spend(ARIADNA, "extra_trooper_set_aside"), CommandTokenRefused, "already")


def first_turn() -> Game:
    game = deploying()
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def test_the_second_player_limits_the_first_to_one_token_in_the_first_turn() -> None:
    game = first_turn()
    game.run(spend(TOHAA, "limit_opponent_tokens"))
    rejects(game, spend(TOHAA, "suppressive_fire"), CommandTokenRefused, "one single")
    game.run(spend(ARIADNA, "reroll_doctor"))
    rejects(game, spend(ARIADNA, "reroll_doctor"), CommandTokenRefused, "one single")
    assert game.state.command_tokens_left(TOHAA) == 3


def test_the_second_players_strategic_use_waits_for_the_opponents_first_turn() -> None:
    game = first_turn()
    rejects(game, spend(ARIADNA, "suppressive_fire"), CommandTokenRefused, "second Player")
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    rejects(game, spend(TOHAA, "suppressive_fire"), CommandTokenRefused, "second Player")


def test_two_orders_are_removed_only_from_a_pool_of_more_than_ten() -> None:
    game = first_turn()
    # Ariadna: a1 (Lieutenant), a2, a3 Regular: 3 Regular + 1 Lieutenant Order = 4, not > 10.
    assert game.state.pool is not None
    assert game.state.pool.total == 4
    rejects(game, spend(TOHAA, "remove_two_regular_orders"), CommandTokenRefused, "more than 10")


def big_first_turn() -> Game:
    """As first_turn, Ariadna with eight more Regular troopers, no Combat Groups: her one pool
    holds 3 + 8 = 11 Regular Orders and the Lieutenant Order, 12 Orders, more than ten."""
    game = armies()
    for n in range(8):
        add(game, ARIADNA, f"c{n}")
    game.run(faces(12, 5))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    rest = ("a1", "a2", *(f"c{n}" for n in range(8)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=rest))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def test_the_second_player_removes_two_regular_orders_from_a_pool_of_more_than_ten() -> None:
    game = big_first_turn()
    assert game.state.pool is not None
    assert (game.state.pool.regular, game.state.pool.total) == (11, 12)
    game.run(spend(TOHAA, "remove_two_regular_orders"))
    assert game.state.pool is not None
    # Two of the eleven Regular Orders gone for this Turn: 9 Regular + the Lieutenant Order.
    assert (game.state.pool.regular, game.state.pool.total) == (9, 10)


def grouped_first_turn() -> Game:
    """Sequenced; Ariadna: a1 (Lieutenant) in Combat Group 1 and c0-c9 in group 2, so her first
    pool holds 1 + 10 Regular Orders and the Lieutenant Order (12); Tohaa: b1, b2 in group 1."""
    game = new_game(manual_dice=True, rounds=3)
    game.run(trooper(ARIADNA, "a1", lieutenant=True, combat_group=1))
    for n in range(10):
        add(game, ARIADNA, f"c{n}", combat_group=2)
    game.run(trooper(TOHAA, "b1", lieutenant=True, combat_group=1))
    add(game, TOHAA, "b2", combat_group=1)
    game.run(faces(12, 5))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(
        DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=tuple(f"c{n}" for n in range(10)))
    )
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1",)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def test_the_second_player_chooses_the_groups_the_two_orders_come_from() -> None:
    game = grouped_first_turn()
    removing = SpendCommandToken(
        actor=TOHAA, player=TOHAA, use="remove_two_regular_orders", from_groups=(1, 1)
    )
    rejects(game, removing, InvalidCommand, "Combat Group 1 holds 1")
    game.run(msgspec.structs.replace(removing, from_groups=(1, 2)))
    assert game.state.pool is not None
    assert game.state.pool.groups == (
        GroupOrders(group=1, regular=0),
        GroupOrders(group=2, regular=9),
    )


# Fireteams: Basic Rules (https://infinitythewiki.com/Fireteams:_Basic_Rules, N5): "During the
# Deployment Phase, place a Fireteam Leader Token" (no token), "During the game, spend a Command
# Token" ("Creating a Fireteam during the game requires the Operational Use of a Command
# Token"); and players cannot expend Command Tokens during their Reactive Turn.
def duo(player: str, *members: str) -> FormFireteam:
    return FormFireteam(actor=player, player=player, kind="duo", members=members, leader=members[0])


def test_a_fireteam_formed_during_the_deployment_costs_no_token() -> None:
    game = deploying()
    [formed] = game.run(duo(ARIADNA, "a2", "a3"))
    assert isinstance(formed, FireteamFormed)
    assert game.state.command_tokens_left(ARIADNA) == 4


def test_a_fireteam_formed_during_the_game_spends_a_command_token() -> None:
    game = first_turn()
    spent, formed = game.run(duo(ARIADNA, "a2", "a3"))
    assert spent == CommandTokenSpent(player=ARIADNA, use="form_fireteam", turn=1)
    assert isinstance(formed, FireteamFormed)
    assert game.state.command_tokens_left(ARIADNA) == 3


def test_no_fireteam_is_formed_in_the_reactive_turn_of_a_sequenced_game() -> None:
    game = first_turn()
    rejects(game, duo(TOHAA, "b1", "b2"), CommandTokenRefused, "Reactive Turn")
    assert game.state.fireteams == ()


def test_no_fireteam_is_formed_during_the_game_without_a_token_left() -> None:
    game = first_turn()
    for _ in range(4):
        game.run(spend(ARIADNA, "reroll_doctor"))
    rejects(game, duo(ARIADNA, "a2", "a3"), CommandTokenRefused, "no Command Token left")


def test_a_game_of_free_turns_forms_fireteams_without_a_token() -> None:
    game = grouped()
    [formed] = game.run(duo(ARIADNA, "a1", "a2"))
    assert isinstance(formed, FireteamFormed)
    assert game.state.command_tokens_left(ARIADNA) == 4


# Lieutenant (https://infinitythewiki.com/Lieutenant, N5): "In the Unit Profile, this Special
# Skill may have additional abilities listed ... +1 Command Token. The player that takes this
# Trooper as their Lieutenant will have one extra Command Token for the match."
EXTRA_TOKEN = (SkillEntry("Lieutenant +1 Command Token"),)


def test_a_lieutenant_with_plus_one_command_token_gives_its_player_five() -> None:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "lt", lieutenant=True, skills=EXTRA_TOKEN)
    add(game, TOHAA, "b1", lieutenant=True)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert game.state.command_tokens_left(ARIADNA) == 5
    assert game.state.command_tokens_left(TOHAA) == 4
    for left in (4, 3, 2, 1, 0):
        game.run(spend(ARIADNA, "reroll_doctor"))
        assert game.state.command_tokens_left(ARIADNA) == left
    rejects(game, spend(ARIADNA, "reroll_doctor"), CommandTokenRefused, "no Command Token left")


def test_the_extra_command_token_is_the_lieutenants_only() -> None:
    game = new_game(manual_dice=False)
    rejects(
        game,
        trooper(ARIADNA, "a1", skills=EXTRA_TOKEN),
        InvalidCommand,
        "Lieutenant",
    )

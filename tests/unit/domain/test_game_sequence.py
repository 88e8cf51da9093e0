"""The N5 Game Sequence: Initiative Roll, its choices, the Deployment Phase, then Game Rounds
of two Player Turns in the chosen order, the game ending by itself after the last.

Pages: https://infinitythewiki.com/Initiative_and_Deployment and
https://infinitythewiki.com/Game_Sequence (N5). Expected values are worked out by hand below.
"""

from __future__ import annotations

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    ChooseInitiative,
    DeployTroopers,
    EndGame,
    EndTurn,
    EnteredDice,
    RemoveTrooper,
    RollInitiative,
    SpendCommandToken,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.errors import Forbidden, InvalidCommand, OutOfSequence, StateConflict
from service.domain.events import (
    GameEnded,
    InitiativeRolled,
    TrooperRemoved,
    TroopersDeployed,
    TurnStarted,
    encode_event,
)
from service.domain.game import EventRejectedError, evolve
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    Game,
    add,
    new_game,
    opening,
    profile,
    rejects,
    trooper,
)


def lieutenant(player: str, trooper_id: str, wip: int) -> AddTrooper:
    return msgspec.structs.replace(
        trooper(player, trooper_id, lieutenant=True), profile=profile(wip=wip)
    )


def armies(*, manual_dice: bool = True, rounds: int = 3, wips: tuple[int, int] = (13, 13)) -> Game:
    """Ariadna: a1 (Lieutenant), a2, a3; Tohaa: b1 (Lieutenant), b2."""
    game = new_game(manual_dice=manual_dice, rounds=rounds)
    game.run(lieutenant(ARIADNA, "a1", wips[0]))
    add(game, ARIADNA, "a2")
    add(game, ARIADNA, "a3")
    game.run(lieutenant(TOHAA, "b1", wips[1]))
    add(game, TOHAA, "b2")
    return game


def faces(ariadna: int, tohaa: int) -> RollInitiative:
    return RollInitiative(
        actor=ORGANISER,
        dice=(EnteredDice(roll=ARIADNA, faces=(ariadna,)), EnteredDice(roll=TOHAA, faces=(tohaa,))),
    )


def initiative_won_by_ariadna(rounds: int = 3) -> Game:
    game = armies(rounds=rounds)
    game.run(faces(12, 5))
    return game


def deployed(rounds: int = 3) -> Game:
    """Ariadna won, kept Deployment and deploys second; Tohaa holds Initiative, plays second."""
    game = initiative_won_by_ariadna(rounds)
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    return game


def test_a_game_without_rounds_keeps_the_free_order_flow_and_records_as_before() -> None:
    game = new_game(manual_dice=False)
    assert game.state.sequence is None
    assert "rounds" not in encode_event(game.history[0])[1]
    add(game, TOHAA, "b1")
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    rejects(game, RollInitiative(actor=ORGANISER), StateConflict, "does not follow")


def test_a_sequenced_game_records_its_rounds_and_starts_at_the_initiative_roll() -> None:
    game = armies(rounds=3)
    assert encode_event(game.history[0])[1]["rounds"] == 3
    assert game.state.sequence is not None
    assert game.state.sequence.phase == "initiative"


@pytest.mark.parametrize(("rounds", "players"), [(0, 2), (11, 2), (3, 3)])
def test_rounds_need_two_players_and_a_sensible_count(rounds: int, players: int) -> None:
    command = msgspec.structs.replace(opening(rounds=rounds), players=("p1", "p2", "p3")[:players])
    rejects(Game(), command, InvalidCommand, "Game Rounds|two players")


def test_the_higher_success_wins_the_initiative_roll() -> None:
    # Both Lieutenants have WIP 13: 12 and 5 both succeed, and the higher success wins.
    game = armies()
    (event,) = game.run(faces(12, 5))
    assert isinstance(event, InitiativeRolled)
    assert event.winner == ARIADNA
    assert event.draws == ()
    assert game.state.sequence is not None
    assert game.state.sequence.phase == "choices"


def test_a_failure_loses_to_a_success_whatever_the_faces() -> None:
    # Ariadna's Lieutenant has WIP 10: 11 fails; Tohaa's WIP 13: 9 succeeds.
    game = armies(wips=(10, 13))
    (event,) = game.run(faces(11, 9))
    assert isinstance(event, InitiativeRolled)
    assert event.winner == TOHAA
    assert [s.attribute for s in event.sides] == [10, 13]


@pytest.mark.parametrize(("ariadna", "tohaa"), [(7, 7), (15, 18)], ids=["tie", "both_fail"])
def test_a_tie_or_two_failures_is_rolled_again(ariadna: int, tohaa: int) -> None:
    game = armies()
    (event,) = game.run(faces(ariadna, tohaa))
    assert isinstance(event, InitiativeRolled)
    assert event.winner is None
    assert game.state.sequence is not None
    assert game.state.sequence.phase == "initiative"
    (again,) = game.run(faces(3, 2))
    assert isinstance(again, InitiativeRolled)
    assert again.winner == ARIADNA


def test_server_dice_for_the_initiative_roll_come_from_the_seed() -> None:
    game = armies(manual_dice=False)
    assert game.roller is not None
    version = game.state.version + 1
    (event,) = game.run(RollInitiative(actor=TOHAA))
    assert isinstance(event, InitiativeRolled)
    assert event.draws == game.roller(version, 2)
    assert [s.dice[0].face for s in event.sides] == list(event.draws)


def test_the_initiative_roll_needs_both_lieutenants() -> None:
    game = new_game(manual_dice=True, rounds=3)
    game.run(lieutenant(ARIADNA, "a1", 13))
    add(game, TOHAA, "b1")
    rejects(game, faces(1, 2), StateConflict, "'tohaa' has no Lieutenant")


def test_only_the_winner_keeps_and_the_declined_choice_goes_to_the_other() -> None:
    game = initiative_won_by_ariadna()
    rejects(
        game,
        ChooseInitiative(actor=TOHAA, player=TOHAA, keep="initiative"),
        OutOfSequence,
        "only the Initiative Roll's winner",
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment"))
    sequence = game.state.sequence
    assert sequence is not None
    assert (sequence.initiative, sequence.deployment) == (TOHAA, ARIADNA)
    rejects(
        game,
        ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative"),
        OutOfSequence,
        "already kept",
    )


def test_a_turn_cannot_start_before_the_deployment_phase_is_over() -> None:
    game = initiative_won_by_ariadna()
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    rejects(
        game,
        StartTurn(actor=ARIADNA, player=ARIADNA),
        OutOfSequence,
        "Deployment Phase, step 1: 'tohaa' deploys",
    )


@pytest.mark.parametrize(
    "command",
    [
        ActivateTrooper(actor=ARIADNA, trooper="a2", skill=Move()),
        EndTurn(actor=ARIADNA),
        SpendCommandToken(actor=ARIADNA, player=ARIADNA, use="reroll_doctor"),
    ],
)
def test_an_order_end_of_turn_or_token_out_of_the_tactical_phase_names_the_phase(
    command: ActivateTrooper | EndTurn | SpendCommandToken,
) -> None:
    # Game Sequence (https://infinitythewiki.com/Game_Sequence): Orders and the Active Turn's
    # Command Tokens belong to a Player Turn of the Tactical Phase, which the Deployment Phase
    # comes before; a refusal names where the game stands, as a turn started early does.
    game = initiative_won_by_ariadna()
    rejects(game, command, OutOfSequence, "the choices of the Initiative Roll are pending")
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    rejects(game, command, OutOfSequence, "Deployment Phase, step 1: 'tohaa' deploys")


def test_between_player_turns_an_order_names_whose_turn_is_next() -> None:
    game = deployed()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    order = ActivateTrooper(actor=ARIADNA, trooper="a2", skill=Move())
    rejects(game, order, OutOfSequence, "Game Round 1 of 3: it is 'tohaa''s turn")


def test_deployment_steps_all_but_one_then_the_one_kept_back_in_the_chosen_order() -> None:
    game = initiative_won_by_ariadna()
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    rejects(
        game,
        DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")),
        OutOfSequence,
        "step 1: 'tohaa' deploys",
    )
    rejects(
        game,
        DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1", "b2")),
        InvalidCommand,
        "all troopers but one",
    )
    (first,) = game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    assert first == TroopersDeployed(step=1, player=TOHAA, troopers=("b2",))
    rejects(
        game,
        DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1",)),
        InvalidCommand,
        "all troopers but one",
    )
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a3")))
    rejects(
        game,
        DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)),
        InvalidCommand,
        "the trooper kept back",
    )
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a2",)))
    sequence = game.state.sequence
    assert sequence is not None
    assert sequence.phase == "tactical"
    assert sequence.deployed == ("b2", "a1", "a3", "b1", "a2")


def test_player_turns_follow_the_chosen_order_and_the_game_ends_after_the_last() -> None:
    game = deployed(rounds=2)
    rejects(
        game,
        StartTurn(actor=TOHAA, player=TOHAA),
        OutOfSequence,
        "Game Round 1 of 2: it is 'ariadna''s turn",
    )
    # Two rounds, Ariadna first in each: ariadna, tohaa, ariadna, tohaa.
    order = [ARIADNA, TOHAA, ARIADNA, TOHAA]
    for number, player in enumerate(order, start=1):
        started = game.run(StartTurn(actor=player, player=player))
        assert isinstance(started[0], TurnStarted)
        assert started[0].turn == number
        ended = game.run(EndTurn(actor=player))
        assert game.state.ended is (number == len(order))
    assert isinstance(ended[-1], GameEnded)
    assert ended[-1].reason == "the last Game Round ended"
    rejects(game, StartTurn(actor=ARIADNA, player=ARIADNA), StateConflict, "has ended")


def test_the_organiser_may_still_end_a_sequenced_game_early() -> None:
    game = deployed()
    game.run(EndGame(actor=ORGANISER, reason="time"))
    assert game.state.ended


def test_evolve_rejects_a_turn_out_of_the_chosen_order() -> None:
    game = deployed()
    out_of_order = TurnStarted(
        turn=1, player=TOHAA, regular_orders=1, irregular_orders=(), lieutenant_orders=1
    )
    with pytest.raises(EventRejectedError, match="not 'tohaa''s"):
        evolve(game.state, out_of_order)


def test_evolve_rejects_a_deployment_step_before_the_choices() -> None:
    game = initiative_won_by_ariadna()
    with pytest.raises(EventRejectedError, match="not at deployment"):
        evolve(game.state, TroopersDeployed(step=1, player=ARIADNA, troopers=("a1", "a2")))


def test_no_trooper_is_added_or_removed_once_the_deployment_phase_began() -> None:
    game = initiative_won_by_ariadna()
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    add(game, ARIADNA, "a4")  # still before the first step
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    rejects(game, trooper(ARIADNA, "a5"), OutOfSequence, "step 2: 'ariadna' deploys")
    rejects(
        game,
        RemoveTrooper(actor=ARIADNA, trooper_id="a4"),
        OutOfSequence,
        "step 2: 'ariadna' deploys",
    )
    with pytest.raises(EventRejectedError, match="Deployment Phase has begun"):
        evolve(game.state, TrooperRemoved(trooper="a4"))


def test_each_holder_names_who_goes_first_once_and_only_in_what_they_hold() -> None:
    game = armies()
    rejects(
        game,
        ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative"),
        OutOfSequence,
        "the Initiative Roll is next",
    )
    game.run(faces(12, 5))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=TOHAA))
    sequence = game.state.sequence
    assert sequence is not None
    assert sequence.turn_order == (TOHAA, ARIADNA)
    rejects(
        game,
        ChooseInitiative(actor=ARIADNA, player=ARIADNA, first=ARIADNA),
        OutOfSequence,
        "'ariadna' has no choice of who goes first",
    )
    rejects(
        game,
        ChooseInitiative(actor=ARIADNA, player=TOHAA, first=TOHAA),
        Forbidden,
        "cannot act for 'tohaa'",
    )

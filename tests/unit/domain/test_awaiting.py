"""What the game waits for next, derived from its state alone (``domain.awaiting``), case by
case through a game: who is to act, with which command, about which order, roll or trooper.

Each expected list is written out by hand from the rules it follows: the Order Expenditure
Sequence (N5, https://infinitythewiki.com/Order_Expenditure_Sequence: after the first skill
"The Reactive Player declares the AROs of those Troopers that are allowed to declare one ...
if a Trooper can declare an ARO and fails to do so, they forfeit their right to declare an ARO
against this Order"; then the second skill, the AROs of those that could not react before, the
resolution, its effects and the conclusion), the Game Sequence
(https://infinitythewiki.com/Initiative_and_Deployment, https://infinitythewiki.com/Game_Sequence)
and who rolls which dice (docs/guide/dice-and-audit.md, "Who enters which faces").
"""

from __future__ import annotations

import msgspec

from service.domain.awaiting import Awaited, awaiting
from service.domain.commands import (
    ORGANISER,
    AnswerResult,
    ChooseDiscard,
    ChooseInitiative,
    Conclude,
    ConfirmDice,
    CreateGame,
    DeclareNoAro,
    DeclareSecondSkill,
    DeployTroopers,
    EndGame,
    EndTurn,
    EnteredDice,
    FreeRoll,
    FreeRollSide,
    RecordResult,
    Resolve,
    RollInitiative,
    StartTurn,
)
from service.domain.declarations import Move
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    Game,
    activate,
    add,
    aro,
    fennec_and_senkus,
    new_game,
    opening,
    shot,
)
from tests.unit.domain.test_game_sequence import armies, faces
from tests.unit.domain.test_order_flow import AT_A, sd_duel
from tests.unit.domain.test_own_dice import FENNEC, SAVES, SENKU, game_of, shot_at_senku

BEFORE_SECOND_SKILL = ("second_skill", "resolution")
"""What closes the Reactive Player's chance at the first step: the active player's second
skill (step 3 of the sequence) or the resolution."""
BEFORE_RESOLUTION = ("resolution",)


def aro_window(order: int, player: str, until: tuple[str, ...]) -> list[Awaited]:
    return [
        Awaited(kind="aro", player=player, order=order, until=until),  # type: ignore[arg-type]
        Awaited(kind="no_aro", player=player, order=order, until=until),  # type: ignore[arg-type]
    ]


def test_a_game_before_any_turn_waits_for_either_player_to_start_one() -> None:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku")
    # A game of free turns: any player starts the first turn.
    assert awaiting(game.state) == (
        Awaited(kind="turn", player=ARIADNA),
        Awaited(kind="turn", player=TOHAA),
    )


def test_a_dice_v2_game_waits_first_for_the_players_seeds() -> None:
    created = msgspec.structs.replace(opening(), dice_algorithm="dice-v2")
    assert isinstance(created, CreateGame)
    game = Game()
    game.run(created)
    assert awaiting(game.state) == (
        Awaited(kind="seed", player=ARIADNA),
        Awaited(kind="seed", player=TOHAA),
        Awaited(kind="turn", player=ARIADNA),
        Awaited(kind="turn", player=TOHAA),
    )


def test_a_running_turn_waits_for_an_order_or_its_end() -> None:
    game = fennec_and_senkus()
    assert awaiting(game.state) == (
        Awaited(kind="order", player=ARIADNA),
        Awaited(kind="turn_end", player=ARIADNA),
    )
    game.run(EndTurn(actor=ARIADNA))
    # Nobody plays two turns in a row.
    assert awaiting(game.state) == (Awaited(kind="turn", player=TOHAA),)


def test_an_activation_opens_the_reactive_players_aro_and_the_second_skill() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", Move())
    assert awaiting(game.state) == (
        *aro_window(1, TOHAA, BEFORE_SECOND_SKILL),
        Awaited(kind="second_skill", player=ARIADNA, order=1),
        Awaited(kind="resolution", player=ARIADNA, order=1),
    )


def test_no_aro_closes_the_reactive_players_window_at_that_step_only() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", Move())
    game.run(DeclareNoAro(actor=TOHAA, order=1))
    assert awaiting(game.state) == (
        Awaited(kind="second_skill", player=ARIADNA, order=1),
        Awaited(kind="resolution", player=ARIADNA, order=1),
    )
    # The second skill gives those that could not react to the first a chance of their own.
    game.run(DeclareSecondSkill(actor=ARIADNA, order=1, skill=Move()))
    assert awaiting(game.state) == (
        *aro_window(1, TOHAA, BEFORE_RESOLUTION),
        Awaited(kind="resolution", player=ARIADNA, order=1),
    )


def test_an_aro_declared_leaves_the_window_open_for_the_player_s_other_troopers() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    assert awaiting(game.state) == (
        *aro_window(1, TOHAA, BEFORE_SECOND_SKILL),
        Awaited(kind="second_skill", player=ARIADNA, order=1),
        Awaited(kind="resolution", player=ARIADNA, order=1),
    )


def test_a_pending_discard_waits_for_its_player_on_its_roll_one_at_a_time() -> None:
    game = sd_duel()
    # Due in order: the Fennec's discard, Senku A's, then the Fennec's ReRoll.
    assert awaiting(game.state) == (Awaited(kind="discard", player=ARIADNA, order=1, roll=AT_A),)
    game.run(ChooseDiscard(actor=ARIADNA, order=1, side=AT_A, die=3))
    assert awaiting(game.state) == (
        Awaited(kind="discard", player=TOHAA, order=1, roll="senku-a:bs_attack"),
    )
    game.run(ChooseDiscard(actor=TOHAA, order=1, side="senku-a:bs_attack", die=0))
    assert awaiting(game.state) == (Awaited(kind="reroll", player=ARIADNA, order=1, roll=AT_A),)


def test_a_rolled_order_waits_for_its_conclusion() -> None:
    game = shot_at_senku()
    assert awaiting(game.state) == (Awaited(kind="conclusion", player=ARIADNA, order=1),)


def test_faces_entered_for_the_opponent_wait_for_the_opponents_confirmation() -> None:
    game = game_of()
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    entered = (EnteredDice(FENNEC, (20, 20, 20)), EnteredDice(SENKU, (3,)))
    game.run(Resolve(actor=ARIADNA, dice=entered))
    # Only Senku A's roll is Tohaa's to confirm; the Fennec's faces are Ariadna's own.
    assert awaiting(game.state) == (
        Awaited(kind="dice_confirmation", player=TOHAA, order=1, roll=SENKU),
    )
    game.run(ConfirmDice(actor=TOHAA, order=1))
    assert awaiting(game.state) == (Awaited(kind="conclusion", player=ARIADNA, order=1),)


def test_saves_and_a_guts_roll_entered_for_the_opponent_wait_for_the_opponent() -> None:
    game = shot_at_senku()
    game.run(Conclude(actor=ARIADNA, saves=SAVES))
    assert awaiting(game.state) == (
        Awaited(kind="saving_roll_confirmation", player=TOHAA, order=1, roll=FENNEC),
    )
    game = shot_at_senku()
    conclude = Conclude(
        actor=ARIADNA,
        saves=(EnteredDice(FENNEC, (1, 1, 1)),),
        guts=(EnteredDice("senku-a", (18,)),),
    )
    game.run(conclude)
    assert awaiting(game.state) == (
        Awaited(kind="saving_roll_confirmation", player=TOHAA, order=1, roll=FENNEC),
        Awaited(
            kind="guts_roll_confirmation",
            player=TOHAA,
            order=1,
            roll="senku-a",
            trooper="senku-a",
        ),
    )


def test_a_free_roll_entered_for_the_opponent_waits_for_them_while_play_goes_on() -> None:
    game = game_of()
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku-a")
    sides = (
        FreeRollSide(name="mine", attribute=12, dice=(3,), player=ARIADNA),
        FreeRollSide(name="theirs", attribute=12, dice=(4,), player=TOHAA),
    )
    game.run(FreeRoll(actor=ARIADNA, kind="face_to_face", sides=sides))
    assert awaiting(game.state) == (
        Awaited(kind="roll_confirmation", player=TOHAA),
        Awaited(kind="turn", player=ARIADNA),
        Awaited(kind="turn", player=TOHAA),
    )


def test_the_game_sequence_waits_for_each_of_its_steps() -> None:
    game = armies(rounds=1)
    # Either player rolls Initiative.
    assert awaiting(game.state) == (
        Awaited(kind="initiative_roll", player=ARIADNA),
        Awaited(kind="initiative_roll", player=TOHAA),
    )
    game.run(faces(12, 5))  # Ariadna wins (both succeed under WIP 13; 12 is higher)
    assert awaiting(game.state) == (
        Awaited(kind="initiative_choice", player=ARIADNA, choice="keep"),
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment"))
    # Tohaa holds Initiative and chooses the turn order; Ariadna, Deployment, its order.
    assert awaiting(game.state) == (
        Awaited(kind="initiative_choice", player=TOHAA, choice="turn_order"),
        Awaited(kind="initiative_choice", player=ARIADNA, choice="deployment_order"),
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    assert awaiting(game.state) == (Awaited(kind="deployment", player=TOHAA),)
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    assert awaiting(game.state) == (Awaited(kind="deployment", player=ARIADNA),)
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    # Ariadna plays first in every round: only her turn may start.
    assert awaiting(game.state) == (Awaited(kind="turn", player=ARIADNA),)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    assert awaiting(game.state) == (Awaited(kind="turn", player=TOHAA),)
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(EndTurn(actor=TOHAA))
    # The last turn of the last round ended the game: each player's result is awaited.
    assert game.state.ended
    assert awaiting(game.state) == (
        Awaited(kind="result", player=ARIADNA, result_of=ARIADNA),
        Awaited(kind="result", player=TOHAA, result_of=TOHAA),
    )


def test_an_initiative_face_entered_for_the_opponent_waits_for_their_confirmation() -> None:
    game = game_of(rounds=1)
    add(game, ARIADNA, "a1", lieutenant=True)
    add(game, TOHAA, "b1", lieutenant=True)
    game.run(
        RollInitiative(
            actor=ARIADNA,
            dice=(EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,))),
        )
    )
    assert awaiting(game.state) == (Awaited(kind="initiative_confirmation", player=TOHAA),)


def test_results_wait_for_their_player_then_the_opponent_then_the_organiser() -> None:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku")
    game.run(EndGame(actor=ORGANISER, reason="time"))
    game.run(RecordResult(actor=ARIADNA, player=ARIADNA, objective_points=7))
    assert awaiting(game.state) == (
        Awaited(kind="result_answer", player=TOHAA, result_of=ARIADNA),
        Awaited(kind="result", player=TOHAA, result_of=TOHAA),
    )
    game.run(AnswerResult(actor=TOHAA, player=ARIADNA, accept=False, reason="5, not 7"))
    game.run(RecordResult(actor=TOHAA, player=TOHAA, objective_points=4))
    assert awaiting(game.state) == (
        Awaited(kind="dispute", player=ORGANISER, result_of=ARIADNA),
        Awaited(kind="result_answer", player=ARIADNA, result_of=TOHAA),
    )
    game.run(RecordResult(actor=ORGANISER, player=ARIADNA, objective_points=5))
    game.run(AnswerResult(actor=ARIADNA, player=TOHAA, accept=True))
    # Every result final: the game waits for nothing more.
    assert awaiting(game.state) == ()

"""Each player enters only the faces of their own rolls (the roles rule, revision 2): in a game
with manual dice confirmation, faces one player enters for the other's saves, Guts Rolls,
Initiative Roll or free-roll side wait for that player, who confirms them or enters their own;
the organiser enters none. Games recorded under revision 1 take them as they were played."""

from __future__ import annotations

from typing import Any

import pytest

from service.domain.commands import (
    ORGANISER,
    ChooseReroll,
    Conclude,
    ConfirmDice,
    ConfirmRoll,
    EnteredDice,
    FreeRoll,
    FreeRollSide,
    Resolve,
    RollInitiative,
    StartTurn,
)
from service.domain.errors import Forbidden, InvalidCommand, StateConflict
from service.domain.events import (
    AwaitedSide,
    ConclusionDiceConfirmed,
    ConclusionDiceEntered,
    ConclusionDiceWithdrawn,
    EnteredRoll,
    Event,
    GutsRollMade,
    InitiativeRolled,
    OrderConcluded,
    RerollMade,
    RollDiceConfirmed,
    RollDiceEntered,
    RollMade,
    SavingRollsMade,
)
from service.domain.game import EventRejectedError, evolve, fold
from service.domain.troopers import TrooperWeapon
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    Game,
    activate,
    add,
    aro,
    new_game,
    rejects,
    shot,
)

OWN_DICE = 2
"""The roles rule's revision that holds each player to their own dice."""
FENNEC = "fennec:bs_attack>senku-a"
SENKU = "senku-a:bs_attack"
WIP = 13
"""The default profile's WIP: each Lieutenant's, so each Initiative side's Success Value."""


def game_of(*, rule: int = OWN_DICE, confirmation: bool = True, **options: Any) -> Game:
    return new_game(manual_dice=True, confirmation=confirmation, roles_rule=rule, **options)


def shot_at_senku(*, rule: int = OWN_DICE, confirmation: bool = True) -> Game:
    """The Fennec's three hits on Senku A, the Fennec's own faces entered: the order is at its
    conclusion, with three saves of Tohaa's to make."""
    game = game_of(rule=rule, confirmation=confirmation)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(FENNEC, (3, 4, 5)),)))
    order = game.state.open_order
    assert order is not None
    assert order.step == "effects"
    side = order.rolls[0].side(FENNEC)
    # 3, 4 and 5 are under BS 12 with any of its range MODs: three hits, no Critical.
    assert (side.hits, side.criticals) == (3, 0)
    return game


SAVES = (EnteredDice(FENNEC, (20, 20, 20)),)
"""The tester's conclusion: Senku A's three saves, typed in by Ariadna."""


def save_faces(events: list[Event]) -> tuple[int | None, ...]:
    return tuple(r.face for e in events if isinstance(e, SavingRollsMade) for r in e.rolls)


# --- Saving Rolls and Guts Rolls ---------------------------------------------------------------


def test_saves_entered_for_the_opponents_trooper_wait_for_the_opponent() -> None:
    game = shot_at_senku()
    events = game.run(Conclude(actor=ARIADNA, saves=SAVES))
    assert events == [
        ConclusionDiceEntered(
            order=1,
            by=ARIADNA,
            awaiting=TOHAA,
            saves=(EnteredRoll(roll=FENNEC, faces=(20, 20, 20)),),
            guts=(),
        )
    ]
    order = game.state.open_order
    assert order is not None
    assert order.step == "confirming"
    assert order.saves == ()
    awaited = order.awaited_dice
    assert awaited is not None
    assert (awaited.by, awaited.awaiting, awaited.saves) == (ARIADNA, TOHAA, events[0].saves)
    senku = game.state.trooper("senku-a")
    assert senku is not None
    assert (senku.wounds, senku.state) == (0, "normal")


def test_the_opponent_confirms_and_the_order_concludes_with_the_entered_saves() -> None:
    game = shot_at_senku()
    game.run(Conclude(actor=ARIADNA, saves=SAVES))
    events = game.run(ConfirmDice(actor=TOHAA, order=1))
    assert events[0] == ConclusionDiceConfirmed(order=1, by=TOHAA)
    assert isinstance(events[-1], OrderConcluded)
    assert save_faces(events) == (20, 20, 20)
    assert all(e.draws == () for e in events if isinstance(e, SavingRollsMade))
    assert game.state.open_order is None
    assert fold(game.history) == game.state


def test_the_opponent_replaces_the_saves_with_their_own() -> None:
    game = shot_at_senku()
    game.run(Conclude(actor=ARIADNA, saves=SAVES))
    mine = (EnteredDice(FENNEC, (1, 1, 1)),)
    events = game.run(ConfirmDice(actor=TOHAA, order=1, saves=mine))
    assert events[0] == ConclusionDiceConfirmed(
        order=1, by=TOHAA, saves=(EnteredRoll(roll=FENNEC, faces=(1, 1, 1)),)
    )
    assert save_faces(events) == (1, 1, 1)


def test_guts_rolls_entered_for_the_opponent_wait_too() -> None:
    game = shot_at_senku()
    # Three 1s pass any Saving Roll above 0: Senku A stands and makes its Guts Roll.
    conclude = Conclude(
        actor=ARIADNA,
        saves=(EnteredDice(FENNEC, (1, 1, 1)),),
        guts=(EnteredDice("senku-a", (18,)),),
    )
    [entered] = game.run(conclude)
    assert isinstance(entered, ConclusionDiceEntered)
    assert (entered.awaiting, entered.guts) == (TOHAA, (EnteredRoll(roll="senku-a", faces=(18,)),))
    events = game.run(ConfirmDice(actor=TOHAA, order=1, guts=(EnteredDice("senku-a", (4,)),)))
    [guts] = [e for e in events if isinstance(e, GutsRollMade)]
    # WIP 13: a 4 passes.
    assert (guts.trooper, guts.face, guts.passed, guts.draws) == ("senku-a", 4, True, ())
    assert save_faces(events) == (1, 1, 1)


def test_only_the_awaited_player_confirms_and_only_their_own_rolls() -> None:
    game = shot_at_senku()
    game.run(Conclude(actor=ARIADNA, saves=SAVES))
    rejects(game, ConfirmDice(actor=ARIADNA, order=1), Forbidden, "entered for 'tohaa'")
    rejects(game, ConfirmDice(actor=ORGANISER, order=1), Forbidden, "does not play")
    others = ConfirmDice(actor=TOHAA, order=1, guts=(EnteredDice("fennec", (3,)),))
    rejects(game, others, Forbidden, "own rolls only")
    wrong_kind = ConfirmDice(actor=TOHAA, order=1, dice=(EnteredDice(SENKU, (3,)),))
    rejects(game, wrong_kind, InvalidCommand, "saves and guts")
    rejects(game, Conclude(actor=TOHAA, saves=SAVES), Forbidden, "active player")


def test_a_players_own_saves_need_no_confirmation() -> None:
    game = game_of()
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    entered = (EnteredDice(FENNEC, (20, 20, 20)), EnteredDice(SENKU, (3,)))
    game.run(Resolve(actor=ARIADNA, dice=entered))
    game.run(ConfirmDice(actor=TOHAA, order=1))
    order = game.state.open_order
    assert order is not None
    # Face to Face: the Fennec's 20s are above BS 12 whatever its MODs, Senku A's 3 below BS
    # 11: only Senku A hits, and the Fennec saves.
    assert order.rolls[0].side(SENKU).hits == 1
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(SENKU, (2,)),)))
    assert not any(isinstance(e, ConclusionDiceEntered) for e in events)
    assert isinstance(events[-1], OrderConcluded)
    assert save_faces(events) == (2,)


def test_concluding_again_takes_the_waiting_faces_back() -> None:
    game = shot_at_senku()
    game.run(Conclude(actor=ARIADNA, saves=SAVES))
    events = game.run(Conclude(actor=ARIADNA))
    assert events[0] == ConclusionDiceWithdrawn(order=1, by=ARIADNA)
    assert isinstance(events[-1], OrderConcluded)
    saves = [e for e in events if isinstance(e, SavingRollsMade)]
    assert saves
    assert all(e.draws for e in saves)
    assert fold(game.history) == game.state


def test_a_logs_waiting_conclusion_is_settled_only_by_its_awaited_or_entering_player() -> None:
    """evolve holds a stored log to what the decider records: the conclusion's waiting faces
    are confirmed by the player they await and withdrawn by the one who entered them, and no
    event of the other player does either."""
    game = shot_at_senku()
    game.run(Conclude(actor=ARIADNA, saves=SAVES))
    with pytest.raises(EventRejectedError, match="no conclusion awaits this player"):
        evolve(game.state, ConclusionDiceConfirmed(order=1, by=ARIADNA))
    with pytest.raises(EventRejectedError, match="no conclusion this player entered awaits"):
        evolve(game.state, ConclusionDiceWithdrawn(order=1, by=TOHAA))
    confirmed = evolve(game.state, ConclusionDiceConfirmed(order=1, by=TOHAA)).open_order
    withdrawn = evolve(game.state, ConclusionDiceWithdrawn(order=1, by=ARIADNA)).open_order
    for order in (confirmed, withdrawn):
        assert order is not None
        assert (order.step, order.awaited_dice) == ("effects", None)


def test_a_conclusion_the_confirmation_would_refuse_is_refused_when_it_is_entered() -> None:
    game = shot_at_senku()
    # The Fennec made no Saving Roll, so it has no Guts Roll whose face could be entered.
    bad = Conclude(actor=ARIADNA, saves=SAVES, guts=(EnteredDice("fennec", (3,)),))
    rejects(game, bad, InvalidCommand, "fennec")


# --- The Initiative Roll -----------------------------------------------------------------------


def initiative_game(*, rule: int = OWN_DICE) -> Game:
    game = game_of(rule=rule, rounds=1)
    add(game, ARIADNA, "a1", lieutenant=True)
    add(game, TOHAA, "b1", lieutenant=True)
    return game


BOTH_FACES = (EnteredDice(ARIADNA, (13,)), EnteredDice(TOHAA, (20,)))
"""The tester's Initiative Roll, both faces typed in by Ariadna: a Critical for her (13 is her
WIP), a failure for Tohaa (20 is above 13)."""


def test_an_initiative_face_entered_for_the_opponent_waits_for_the_opponent() -> None:
    game = initiative_game()
    events = game.run(RollInitiative(actor=ARIADNA, dice=BOTH_FACES))
    assert events == [
        RollDiceEntered(
            roll="initiative",
            by=ARIADNA,
            awaiting=TOHAA,
            kind="face_to_face",
            sides=(
                AwaitedSide(name=ARIADNA, player=ARIADNA, attribute=WIP, dice=1),
                AwaitedSide(name=TOHAA, player=TOHAA, attribute=WIP, dice=1),
            ),
            dice=(EnteredRoll(roll=ARIADNA, faces=(13,)), EnteredRoll(roll=TOHAA, faces=(20,))),
        )
    ]
    assert game.state.awaited_roll == events[0]
    sequence = game.state.sequence
    assert sequence is not None
    assert (sequence.phase, sequence.initiative_winner) == ("initiative", None)


def test_the_opponent_confirms_the_initiative_roll_with_their_own_face() -> None:
    game = initiative_game()
    game.run(RollInitiative(actor=ARIADNA, dice=BOTH_FACES))
    events = game.run(ConfirmRoll(actor=TOHAA, roll="initiative", dice=(EnteredDice(TOHAA, (4,)),)))
    assert events[0] == RollDiceConfirmed(
        roll="initiative", by=TOHAA, replaced=(EnteredRoll(roll=TOHAA, faces=(4,)),)
    )
    rolled = events[1]
    assert isinstance(rolled, InitiativeRolled)
    faces = {s.name: tuple(d.face for d in s.dice) for s in rolled.sides}
    assert (faces, rolled.draws) == ({ARIADNA: (13,), TOHAA: (4,)}, ())
    # Face to Face: 13 at WIP 13 is a Critical, which beats Tohaa's success of 4.
    assert rolled.winner == ARIADNA
    assert game.state.awaited_roll is None
    assert fold(game.history) == game.state


def test_only_the_opponent_confirms_the_initiative_roll_and_nothing_else_rolls_meanwhile() -> None:
    game = initiative_game()
    game.run(RollInitiative(actor=ARIADNA, dice=BOTH_FACES))
    rejects(game, ConfirmRoll(actor=ARIADNA, roll="initiative"), Forbidden, "entered for")
    rejects(game, ConfirmRoll(actor=ORGANISER, roll="initiative"), Forbidden, "does not play")
    theirs = ConfirmRoll(actor=TOHAA, roll="initiative", dice=(EnteredDice(ARIADNA, (1,)),))
    rejects(game, theirs, Forbidden, "own rolls only")
    rejects(game, ConfirmRoll(actor=TOHAA, roll="free_roll"), StateConflict, "a free roll")
    rejects(game, RollInitiative(actor=TOHAA), StateConflict, "is to confirm")
    free = FreeRoll(actor=TOHAA, kind="normal", sides=(FreeRollSide(name="x", attribute=10),))
    rejects(game, free, StateConflict, "is to confirm")


def test_an_initiative_roll_with_only_the_players_own_face_is_made_at_once() -> None:
    game = initiative_game()
    [rolled] = game.run(RollInitiative(actor=ARIADNA, dice=(EnteredDice(ARIADNA, (7,)),)))
    assert isinstance(rolled, InitiativeRolled)
    faces = {s.name: tuple(d.face for d in s.dice) for s in rolled.sides}
    assert faces[ARIADNA] == (7,)
    assert faces[TOHAA] == rolled.draws
    assert len(rolled.draws) == 1


def test_the_organiser_enters_no_initiative_face() -> None:
    game = initiative_game()
    rejects(game, RollInitiative(actor=ORGANISER, dice=BOTH_FACES), Forbidden, "does not play")


# --- Free rolls --------------------------------------------------------------------------------


def side(name: str, player: str | None, dice: tuple[int, ...] | None) -> FreeRollSide:
    if player is None:
        return FreeRollSide(name=name, attribute=12, dice=dice)
    return FreeRollSide(name=name, attribute=12, dice=dice, player=player)


def test_a_free_roll_side_of_the_opponent_waits_for_the_opponent() -> None:
    game = game_of()
    roll = FreeRoll(
        actor=ARIADNA,
        kind="face_to_face",
        label="Discover",
        sides=(side("fennec", ARIADNA, (5,)), side("senku", TOHAA, (19,))),
    )
    [entered] = game.run(roll)
    assert isinstance(entered, RollDiceEntered)
    assert (entered.roll, entered.by, entered.awaiting, entered.label) == (
        "free_roll",
        ARIADNA,
        TOHAA,
        "Discover",
    )
    assert [(s.name, s.player) for s in entered.sides] == [("fennec", ARIADNA), ("senku", TOHAA)]
    assert game.state.free_rolls == 0
    events = game.run(
        ConfirmRoll(actor=TOHAA, roll="free_roll", dice=(EnteredDice("senku", (6,)),))
    )
    assert isinstance(events[0], RollDiceConfirmed)
    made = events[1]
    assert isinstance(made, RollMade)
    faces = {s.name: tuple(d.face for d in s.dice) for s in made.sides}
    assert (faces, made.draws, made.label) == ({"fennec": (5,), "senku": (6,)}, (), "Discover")
    assert game.state.free_rolls == 1


def test_a_free_roll_of_a_players_own_side_is_made_at_once() -> None:
    game = game_of()
    roll = FreeRoll(actor=TOHAA, kind="normal", sides=(side("senku", TOHAA, (6,)),))
    [made] = game.run(roll)
    assert isinstance(made, RollMade)


def test_a_table_rolls_faces_are_the_servers() -> None:
    game = game_of()
    typed = FreeRoll(actor=ARIADNA, kind="normal", sides=(side("scenario", None, (6,)),))
    rejects(game, typed, Forbidden, "table roll")
    [made] = game.run(FreeRoll(actor=ARIADNA, kind="normal", sides=(side("scenario", None, None),)))
    assert isinstance(made, RollMade)
    assert len(made.draws) == 1


def test_a_free_roll_side_names_a_player_of_the_game() -> None:
    game = game_of()
    stranger = FreeRoll(actor=ARIADNA, kind="normal", sides=(side("x", "nomad", None),))
    rejects(game, stranger, InvalidCommand, "does not play this game")


def test_the_organiser_enters_no_free_roll_face() -> None:
    game = game_of()
    roll = FreeRoll(actor=ORGANISER, kind="normal", sides=(side("senku", TOHAA, (6,)),))
    rejects(game, roll, Forbidden, "does not play")


# --- ReRolls ------------------------------------------------------------------------------------


def test_a_reroll_face_is_entered_by_the_sides_player_only() -> None:
    game = game_of()
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "line", weapons=(TrooperWeapon(slug="rifle", reroll=True),))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("line", 3, 15)))
    aro(game, "line", shot(("fennec", 1, 20), weapon="rifle"))
    line = "line:bs_attack"
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice("fennec:bs_attack>line", (3, 4, 5)),)))
    order = game.state.open_order
    assert order is not None
    assert [(p.kind, p.side, p.player) for p in order.pending] == [("reroll", line, TOHAA)]
    rejects(game, ChooseReroll(actor=ARIADNA, side=line, die=0, face=20), Forbidden, "tohaa")
    [rerolled] = game.run(ChooseReroll(actor=TOHAA, side=line, die=0, face=2))
    assert isinstance(rerolled, RerollMade)
    assert [d.face for d in rerolled.roll.side(line).dice] == [2]


# --- Games recorded before the rule --------------------------------------------------------------


def test_under_the_previous_rule_one_player_enters_every_face_as_before() -> None:
    game = shot_at_senku(rule=1)
    events = game.run(Conclude(actor=ARIADNA, saves=SAVES))
    assert isinstance(events[-1], OrderConcluded)
    assert save_faces(events) == (20, 20, 20)

    sequenced = initiative_game(rule=1)
    [rolled] = sequenced.run(RollInitiative(actor=ARIADNA, dice=BOTH_FACES))
    assert isinstance(rolled, InitiativeRolled)
    assert rolled.winner == ARIADNA

    free = game_of(rule=1)
    both = (side("fennec", None, (5,)), side("senku", None, (19,)))
    [made] = free.run(FreeRoll(actor=ARIADNA, kind="face_to_face", sides=both))
    assert isinstance(made, RollMade)


def test_without_confirmation_the_rule_changes_nothing() -> None:
    game = shot_at_senku(confirmation=False)
    events = game.run(Conclude(actor=ARIADNA, saves=SAVES))
    assert isinstance(events[-1], OrderConcluded)
    free = game_of(confirmation=False)
    both = (side("fennec", ARIADNA, (5,)), side("senku", TOHAA, (19,)))
    [made] = free.run(FreeRoll(actor=ARIADNA, kind="face_to_face", sides=both))
    assert isinstance(made, RollMade)

"""What a game awaits next: who may act, with which command, about which order, roll or
trooper, derived from the game's state alone, in one place, for the answer to every command
and for every read of the state (through the application's visibility package, which derives
it from the game as the reader sees it, so it names nothing kept from them).

The list follows the rules' order of things:

- a dice-v2 game's missing seeds (no server die is rolled before they are in);
- a roll outside any order waiting for a player's confirmation (the Initiative Roll, a free
  roll: docs/guide/dice-and-audit.md, "Who enters which faces");
- the Game Sequence (https://infinitythewiki.com/Initiative_and_Deployment): the Initiative
  Roll, its winner's choice, who plays and who deploys first, each Deployment Phase step;
- between turns, whose Player Turn may start (https://infinitythewiki.com/Game_Sequence; in a
  game of free turns anyone's but the last turn's player);
- in a turn with no order open, the active player's next order, or the end of the turn (once a
  Lieutenant is appointed in Loss of Lieutenant, https://infinitythewiki.com/Loss_of_Lieutenant);
- the open order, step by step (https://infinitythewiki.com/Order_Expenditure_Sequence): each
  Reactive Player's ARO or no ARO ("Troopers are not forced to declare AROs, but if a Trooper can
  declare an ARO and fails to do so, they forfeit their right to declare an ARO against this
  Order"), until the second skill or the resolution closes it; the active player's second skill
  and resolution; faces entered for another player's rolls, waiting for that player; the +1 SD
  discard or ReRoll due next; the conclusion (Saving Rolls, Wounds, Guts Rolls), or its saves
  and Guts Rolls waiting for their player's confirmation;
- once the game has ended, each player's result, its answer by the opponent, a disputed one's
  decision by the organiser; nothing once every result is final.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from service.domain._decide.conclusion import owners_of_saves
from service.domain._decide.rolls.plan import plan_order
from service.domain._decide.tactical import appointment_due
from service.domain._step_table import DECLARING
from service.domain.commands import ORGANISER
from service.domain.entropy import missing_entropy
from service.domain.events import RollDiceEntered
from service.domain.state import GameSequence, GameState, OpenOrder

AwaitedKind = Literal[
    "seed",
    "initiative_roll",
    "initiative_confirmation",
    "initiative_choice",
    "deployment",
    "turn",
    "order",
    "lieutenant",
    "turn_end",
    "aro",
    "no_aro",
    "second_skill",
    "resolution",
    "dice_confirmation",
    "discard",
    "reroll",
    "conclusion",
    "saving_roll_confirmation",
    "guts_roll_confirmation",
    "roll_confirmation",
    "result",
    "result_answer",
    "dispute",
]
"""What is awaited, each done by one command: a player's seed (``contribute_entropy``), the
Initiative Roll (``roll_initiative``) and its confirmation (``confirm_roll``), a choice of the
Initiative Roll (``choose_initiative``), a Deployment step (``deploy_troopers``), a Player Turn
to start (``start_turn``), an order (``activate_trooper``), a Lieutenant to appoint
(``appoint_lieutenant``), the end of the turn (``end_turn``), an ARO (``declare_aro``) or no ARO
(``declare_no_aro``), the second skill (``declare_second_skill``), the resolution (``resolve``),
faces to confirm (``confirm_dice``), a +1 SD discard (``choose_discard``), a ReRoll
(``choose_reroll``), the conclusion (``conclude``), saves and a Guts Roll to confirm
(``confirm_dice``), a free roll to confirm (``confirm_roll``), a result (``record_result``), its
answer (``answer_result``) and a dispute's decision (``record_result``, by the organiser)."""

InitiativeChoice = Literal["keep", "turn_order", "deployment_order"]
"""The choices the Initiative Roll leads to: its winner keeps Initiative or Deployment; who
holds Initiative names who plays first; who holds Deployment, who deploys first."""


class Awaited(msgspec.Struct, frozen=True, kw_only=True):
    """One thing the game awaits: who does it and what it is about."""

    kind: AwaitedKind
    player: str
    """The player who does it, or ``organiser`` (a disputed result's decision)."""
    order: int | None = None
    """The order it is a step of."""
    roll: str | None = None
    """The roll it is about: an order roll's side (``fennec:bs_attack>senku``), the attacking
    side whose hits cause the saves, or the trooper of a Guts Roll."""
    trooper: str | None = None
    """The trooper it is about (a Guts Roll's)."""
    result_of: str | None = None
    """The player whose result it is about."""
    choice: InitiativeChoice | None = None
    """Which choice of the Initiative Roll."""
    until: tuple[AwaitedKind, ...] = ()
    """What another player does that ends the chance (an ARO: the active player's second skill
    or resolution); empty when only the player themselves moves past it."""


FIRST_STEP_UNTIL: tuple[AwaitedKind, ...] = ("second_skill", "resolution")
SECOND_STEP_UNTIL: tuple[AwaitedKind, ...] = ("resolution",)


def awaiting(state: GameState) -> tuple[Awaited, ...]:
    """Everything ``state`` awaits, in the order the rules take it; empty for a game that is
    not created, or ended with every result final."""
    if not state.created:
        return ()
    if state.ended:
        return _results(state)
    found = [Awaited(kind="seed", player=p) for p in missing_entropy(state)]
    if state.awaited_roll is not None:
        found.append(_roll_confirmation(state.awaited_roll))
    sequence = state.sequence
    if sequence is not None and sequence.phase != "tactical":
        found.extend(_sequence(state, sequence))
    elif state.phase == "orders":
        found.extend(_turn(state))
    else:
        found.extend(_turn_to_start(state, sequence))
    return tuple(found)


def _roll_confirmation(roll: RollDiceEntered) -> Awaited:
    kind: AwaitedKind = (
        "initiative_confirmation" if roll.roll == "initiative" else "roll_confirmation"
    )
    return Awaited(kind=kind, player=roll.awaiting)


def _sequence(state: GameState, sequence: GameSequence) -> list[Awaited]:
    phase = sequence.phase
    if phase == "initiative":
        waiting = state.awaited_roll is not None and state.awaited_roll.roll == "initiative"
        return [] if waiting else [Awaited(kind="initiative_roll", player=p) for p in state.players]
    if phase == "choices":
        if sequence.initiative is None:
            assert sequence.initiative_winner is not None
            return [
                Awaited(kind="initiative_choice", player=sequence.initiative_winner, choice="keep")
            ]
        found = []
        if not sequence.turn_order:
            found.append(
                Awaited(kind="initiative_choice", player=sequence.initiative, choice="turn_order")
            )
        if not sequence.deployment_order and sequence.deployment is not None:
            found.append(
                Awaited(
                    kind="initiative_choice", player=sequence.deployment, choice="deployment_order"
                )
            )
        return found
    assert sequence.deploying is not None
    return [Awaited(kind="deployment", player=sequence.deploying)]


def _turn_to_start(state: GameState, sequence: GameSequence | None) -> list[Awaited]:
    if sequence is None:
        return [Awaited(kind="turn", player=p) for p in state.players if p != state.previous_player]
    turn = state.turn + 1
    if turn > sequence.turns:
        return []
    return [Awaited(kind="turn", player=sequence.turn_player(turn))]


def _turn(state: GameState) -> list[Awaited]:
    player, pool = state.active_player, state.pool
    assert player is not None
    assert pool is not None
    if state.open_order is not None:
        return _order(state, state.open_order)
    found = []
    if pool.total or pool.kept:
        found.append(Awaited(kind="order", player=player))
    ending: AwaitedKind = "lieutenant" if appointment_due(state, player) else "turn_end"
    found.append(Awaited(kind=ending, player=player))
    return found


def _order(state: GameState, order: OpenOrder) -> list[Awaited]:
    number, active = order.number, order.player
    if order.step in DECLARING:
        until = FIRST_STEP_UNTIL if order.step == "first_aros" else SECOND_STEP_UNTIL
        found = [
            Awaited(kind=kind, player=p, order=number, until=until)
            for p in state.players
            if p != active and p not in order.passed_now
            for kind in ("aro", "no_aro")
        ]
        if order.step == "first_aros" and not order.concludes_when_possible:
            found.append(Awaited(kind="second_skill", player=active, order=number))
        found.append(Awaited(kind="resolution", player=active, order=number))
        return found
    if order.step == "confirming":
        return _confirmations(state, order)
    if order.step == "choices":
        head = order.pending[0]
        return [Awaited(kind=head.kind, player=head.player, order=number, roll=head.side)]
    if order.step == "effects":
        return [Awaited(kind="conclusion", player=active, order=number)]
    return []


def _confirmations(state: GameState, order: OpenOrder) -> list[Awaited]:
    """The rolls whose faces wait for the player they await: that player's own."""
    awaited = order.awaited_dice
    assert awaited is not None
    player, number = awaited.awaiting, order.number
    if not awaited.conclusion:
        plan = plan_order(state)
        return [
            Awaited(kind="dice_confirmation", player=player, order=number, roll=entry.roll)
            for entry in awaited.dice
            if plan.side(entry.roll).player == player
        ]
    owners = owners_of_saves(state, order)
    found = [
        Awaited(kind="saving_roll_confirmation", player=player, order=number, roll=entry.roll)
        for entry in awaited.saves
        if player in owners.get(entry.roll, frozenset())
    ]
    found.extend(
        Awaited(
            kind="guts_roll_confirmation",
            player=player,
            order=number,
            roll=entry.roll,
            trooper=entry.roll,
        )
        for entry in awaited.guts
        if player in owners.get(entry.roll, frozenset())
    )
    return found


def _results(state: GameState) -> tuple[Awaited, ...]:
    found: list[Awaited] = []
    for player in state.players:
        result = state.result_of(player)
        if result is None:
            found.append(Awaited(kind="result", player=player, result_of=player))
        elif result.status == "recorded":
            found.extend(
                Awaited(kind="result_answer", player=other, result_of=player)
                for other in state.players
                if other != player
            )
        elif result.status == "disputed":
            found.append(Awaited(kind="dispute", player=ORGANISER, result_of=player))
    return tuple(found)

"""The one table of steps: decide refuses a command out of step and evolve rejects the event of
the same row out of step, for every row and every step the row does not allow."""

from __future__ import annotations

from collections.abc import Callable

import msgspec
import pytest

from service.domain import EventRejectedError, decide, evolve
from service.domain._step_table import STEP_RULES, step_rule
from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    AppointLieutenant,
    BreakFireteam,
    ChooseDiscard,
    ChooseReroll,
    Command,
    Conclude,
    ConfirmDice,
    DeclareAro,
    DeclareNoAro,
    DeclareSecondSkill,
    EditTrooper,
    EndTurn,
    EnteredDice,
    FormFireteam,
    RemoveTrooper,
    Resolve,
    TriggerDeployable,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import Dodge, Move
from service.domain.errors import StateConflict
from service.domain.events import (
    AroDeclared,
    ConclusionDiceConfirmed,
    ConclusionDiceEntered,
    ConclusionDiceWithdrawn,
    DeclarationWithdrawn,
    DeployableAttackResolved,
    DeployablePlaced,
    DeployableTriggered,
    DiceConfirmed,
    DiceEntered,
    DieDiscarded,
    DoggedActivated,
    DoggedTrooperDied,
    EnteredRoll,
    Event,
    FireteamBroken,
    FireteamFormed,
    FireteamMemberLeft,
    GutsRollMade,
    GutsRollWaived,
    LieutenantAppointed,
    NoAroDeclared,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    RerollMade,
    ResolutionBegan,
    SaveValueSwitched,
    SavingRollsMade,
    SecondSkillDeclared,
    TemplateAttackResolved,
    TrooperActivated,
    TrooperAdded,
    TrooperEdited,
    TrooperRemoved,
    TrooperStateEntered,
    TrooperStatesCancelled,
    TrooperWounded,
    TurnEnded,
)
from service.domain.state import GameState, Step
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    Game,
    activate,
    fennec_and_senkus,
    profile,
    shot,
)

AT_A = "fennec:bs_attack>senku-a"
STEPS: tuple[Step, ...] = (
    "first_aros",
    "second_aros",
    "confirming",
    "rolling",
    "choices",
    "effects",
)
SHOT = shot(("senku-a", 3, 15))


def _played_order() -> list[Event]:
    """A whole order, hit and wounded, for real events of every kind it records."""
    game = fennec_and_senkus()
    activate(game, "fennec", SHOT)
    game.run(Resolve(actor=ARIADNA, order=1, dice=(EnteredDice(AT_A, (3, 4, 5)),)))
    game.run(Conclude(actor=ARIADNA, order=1, saves=(EnteredDice(AT_A, (20, 20, 20)),)))
    return game.history


def _commands() -> list[Command]:
    return [
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=SHOT),
        AddTrooper(actor=TOHAA, player=TOHAA, trooper_id="senku-c", name="C", profile=profile()),
        EditTrooper(actor=TOHAA, trooper_id="senku-b", name="B", profile=profile(bs=12)),
        RemoveTrooper(actor=TOHAA, trooper_id="senku-b"),
        EndTurn(actor=ARIADNA),
        AppointLieutenant(actor=ARIADNA, trooper="fennec"),
        VoidOrder(actor=ORGANISER, order=1, reason="misplayed"),
        FormFireteam(
            actor=TOHAA, player=TOHAA, kind="duo", members=("senku-a", "senku-b"), leader="senku-a"
        ),
        BreakFireteam(actor=TOHAA, player=TOHAA, fireteam=1),
        DeclareAro(actor=TOHAA, order=1, trooper="senku-b", skill=Dodge()),
        DeclareNoAro(actor=TOHAA, order=1),
        DeclareSecondSkill(actor=ARIADNA, order=1, skill=Move()),
        WithdrawDeclaration(actor=ARIADNA, order=1),
        TriggerDeployable(actor=TOHAA, order=1, deployable="mine-1", targets=("fennec",)),
        Resolve(actor=ARIADNA, order=1),
        ConfirmDice(actor=TOHAA, order=1),
        ChooseDiscard(actor=TOHAA, order=1, side=AT_A, die=0),
        ChooseReroll(actor=TOHAA, order=1, side=AT_A, die=None),
        Conclude(actor=ARIADNA, order=1),
    ]


def _events() -> list[Event]:
    played = _played_order()
    roll = next(e for e in played if isinstance(e, OrderRollMade)).roll
    senku_b = fennec_and_senkus().state.trooper("senku-b")
    assert senku_b is not None
    return [
        TrooperEdited(trooper=msgspec.structs.replace(senku_b, name="B")),
        TrooperRemoved(trooper="senku-b"),
        *(e for e in played if _has_row(type(e))),
        GutsRollMade(order=1, trooper="senku-a", success_value=13, face=9, passed=True, draws=()),
        GutsRollWaived(order=1, trooper="senku-a"),
        SaveValueSwitched(
            order=1, trooper="senku-a", attack=AT_A, save_attribute="ARM", value_of="BTS", value=3
        ),
        DoggedActivated(order=1, trooper="senku-a", wounds=1),
        DoggedTrooperDied(turn=1, trooper="senku-a", wounds=1),
        TrooperStateEntered(
            order=1, trooper="senku-a", state="targeted", attack=AT_A, program="Spotlight"
        ),
        TrooperStatesCancelled(order=1, trooper="senku-a", states=("targeted",), by=AT_A),
        TurnEnded(turn=1, player=ARIADNA, unused_orders=1),
        LieutenantAppointed(player=ARIADNA, trooper="fennec"),
        OrderVoided(order=1, reason="misplayed", restored=()),
        FireteamFormed(
            fireteam=1, player=TOHAA, kind="duo", members=("senku-a", "senku-b"), leader="senku-a"
        ),
        FireteamMemberLeft(fireteam=1, trooper="senku-b", reason="Null State"),
        FireteamBroken(fireteam=1, reason="the player's choice"),
        AroDeclared(order=1, trooper="senku-b", skill=Dodge(), after_second_skill=False),
        NoAroDeclared(order=1, player=TOHAA, after_second_skill=False),
        SecondSkillDeclared(order=1, trooper="fennec", skill=Move()),
        DeclarationWithdrawn(order=1, trooper="fennec", kind="activation"),
        DiceEntered(
            order=1, by=ARIADNA, awaiting=TOHAA, dice=(EnteredRoll(roll=AT_A, faces=(1, 2, 3)),)
        ),
        DiceConfirmed(order=1, by=TOHAA, replaced=()),
        ConclusionDiceEntered(
            order=1,
            by=ARIADNA,
            awaiting=TOHAA,
            saves=(EnteredRoll(roll=AT_A, faces=(1,)),),
            guts=(),
        ),
        ConclusionDiceConfirmed(order=1, by=TOHAA),
        ConclusionDiceWithdrawn(order=1, by=ARIADNA),
        DieDiscarded(order=1, index=0, side=AT_A, die=0, roll=roll),
        RerollMade(order=1, index=0, side=AT_A, die=None, roll=roll, draws=()),
        TemplateAttackResolved(
            order=1,
            trooper="fennec",
            weapon="Chain Rifle",
            attack_kind="standard",
            placed=True,
            affected=(),
        ),
        DeployableTriggered(
            order=1, deployable="mine-1", trooper="senku-b", weapon="ap_mines", targets=("fennec",)
        ),
        DeployableAttackResolved(
            order=1, deployable="mine-1", trooper="senku-b", weapon="AP Mines", affected=()
        ),
        DeployablePlaced(
            order=1,
            deployable="mine-1",
            trooper="fennec",
            weapon="ap_mines",
            name="AP Mines",
            uses_left=2,
        ),
    ]


def _has_row(kind: type) -> bool:
    try:
        step_rule(kind)
    except KeyError:
        return False
    return True


def _between_orders() -> GameState:
    return fennec_and_senkus().state


def _order_at(step: Step) -> GameState:
    """Order 1 open (the Fennec shoots) and moved to ``step``; only the step matters here."""
    game = fennec_and_senkus()
    activate(game, "fennec", SHOT)
    order = game.state.open_order
    assert order is not None
    return msgspec.structs.replace(game.state, open_order=msgspec.structs.replace(order, step=step))


ROWS: tuple[tuple[frozenset[Step], Callable[[int, Step], str], tuple[type, ...]], ...] = (
    (
        frozenset(),
        lambda n, step: f"order {n} is still open",
        (
            ActivateTrooper,
            AddTrooper,
            EditTrooper,
            RemoveTrooper,
            EndTurn,
            AppointLieutenant,
            VoidOrder,
            FormFireteam,
            BreakFireteam,
            TrooperActivated,
            TrooperAdded,
            TrooperEdited,
            TrooperRemoved,
            TurnEnded,
            LieutenantAppointed,
            OrderVoided,
            DoggedTrooperDied,
            FireteamFormed,
            FireteamMemberLeft,
            FireteamBroken,
        ),
    ),
    (
        frozenset({"first_aros", "second_aros"}),
        lambda n, step: f"order {n} is past its declarations ({step})",
        (
            DeclareAro,
            AroDeclared,
            DeclareNoAro,
            NoAroDeclared,
            TriggerDeployable,
            DeployableTriggered,
            WithdrawDeclaration,
            DeclarationWithdrawn,
        ),
    ),
    (
        frozenset({"first_aros"}),
        lambda n, step: (
            f"order {n} already has its second skill"
            if step == "second_aros"
            else f"order {n} is past its declarations ({step})"
        ),
        (DeclareSecondSkill, SecondSkillDeclared),
    ),
    (
        frozenset({"first_aros", "second_aros"}),
        lambda n, step: f"order {n} is already resolved ({step})",
        (Resolve, ResolutionBegan, DiceEntered),
    ),
    (
        frozenset({"confirming"}),
        lambda n, step: f"order {n} has no entered faces to confirm ({step})",
        # A conclusion's faces entered for another player are confirmed, or taken back, here too.
        (ConfirmDice, DiceConfirmed, ConclusionDiceConfirmed, ConclusionDiceWithdrawn),
    ),
    (
        frozenset({"rolling"}),
        lambda n, step: f"order {n} is not rolling ({step})",
        (OrderRollMade,),
    ),
    (
        frozenset({"choices", "effects"}),
        lambda n, step: f"order {n} has not made its rolls ({step})",
        (TemplateAttackResolved, DeployableAttackResolved, DeployablePlaced),
    ),
    (
        frozenset({"choices"}),
        lambda n, step: f"order {n} has no choice to make ({step})",
        (ChooseDiscard, ChooseReroll, DieDiscarded, RerollMade),
    ),
    (
        frozenset({"effects"}),
        lambda n, step: f"order {n} cannot conclude yet ({step})",
        (
            Conclude,
            ConclusionDiceEntered,
            SavingRollsMade,
            SaveValueSwitched,
            TrooperWounded,
            DoggedActivated,
            TrooperStatesCancelled,
            TrooperStateEntered,
            GutsRollMade,
            GutsRollWaived,
            OrderConcluded,
        ),
    ),
)
"""The Order Expenditure Sequence written out apart from the table it checks: the steps at which
each command and event may come (none: only between orders) and why an order at another step
refuses it. Between orders, whatever needs an open order is refused: "no order is open"."""


def _out_of_step(kind: type) -> list[tuple[GameState, str]]:
    """Each state out of step for ``kind``, with the refusal the sequence gives there."""
    [(steps, why)] = [(steps, why) for steps, why, kinds in ROWS if kind in kinds]
    out = [(_order_at(step), why(1, step)) for step in STEPS if step not in steps]
    return out if not steps else [(_between_orders(), "no order is open"), *out]


def test_the_sequence_here_names_every_kind_of_the_table_once() -> None:
    kinds = [kind for _, _, row in ROWS for kind in row]
    assert len(kinds) == len(set(kinds))
    assert {kind for rule in STEP_RULES for kind in (*rule.commands, *rule.events)} == set(kinds)


def test_every_command_and_event_on_an_order_has_a_row_and_a_sample_here() -> None:
    commands = {type(c) for c in _commands()}
    events = {type(e) for e in _events()}
    for rule in STEP_RULES:
        assert set(rule.commands) <= commands, rule.what
        assert set(rule.events) <= events, rule.what
    assert all(step_rule(kind) for kind in commands | events)


@pytest.mark.parametrize("command", _commands(), ids=lambda c: type(c).__name__)
def test_decide_refuses_a_command_out_of_step(command: Command) -> None:
    cases = _out_of_step(type(command))
    assert cases
    for state, expected in cases:
        with pytest.raises(StateConflict) as refused:
            decide(state, command, Game().roller)
        assert str(refused.value) == expected


@pytest.mark.parametrize("event", _events(), ids=lambda e: type(e).__name__)
def test_evolve_rejects_the_same_event_out_of_step(event: Event) -> None:
    cases = _out_of_step(type(event))
    assert cases
    for state, expected in cases:
        with pytest.raises(EventRejectedError) as rejected:
            evolve(state, event)
        assert str(rejected.value) == expected


SEQUENCE: dict[Step | None, set[type]] = {
    None: {
        ActivateTrooper,
        AddTrooper,
        EditTrooper,
        RemoveTrooper,
        EndTurn,
        VoidOrder,
        FormFireteam,
        BreakFireteam,
        AppointLieutenant,
        VoidOrder,
    },
    "first_aros": {
        DeclareAro,
        DeclareNoAro,
        DeclareSecondSkill,
        TriggerDeployable,
        WithdrawDeclaration,
        Resolve,
    },
    "second_aros": {DeclareAro, DeclareNoAro, TriggerDeployable, WithdrawDeclaration, Resolve},
    "confirming": {ConfirmDice},
    "rolling": set(),
    "choices": {ChooseDiscard, ChooseReroll},
    "effects": {Conclude},
}
"""The Order Expenditure Sequence as the rules give it: which commands each step takes (None:
no order open), written out here apart from the table it checks."""


@pytest.mark.parametrize("step", [None, *STEPS])
def test_each_step_takes_exactly_the_commands_of_the_sequence(step: Step | None) -> None:
    state = _between_orders() if step is None else _order_at(step)
    taken = {
        kind
        for rule in STEP_RULES
        for kind in rule.commands
        if rule.refusal(state.open_order) is None
    }
    assert taken == SEQUENCE[step]


def test_a_command_for_another_order_is_refused_and_its_event_rejected() -> None:
    state = _order_at("first_aros")
    with pytest.raises(StateConflict, match=r"order 2 is not the open order \(1\)"):
        decide(state, DeclareAro(actor=TOHAA, order=2, trooper="senku-b", skill=Dodge()), None)
    with pytest.raises(EventRejectedError, match="order 2 is not open"):
        evolve(
            state, AroDeclared(order=2, trooper="senku-b", skill=Dodge(), after_second_skill=False)
        )
    with pytest.raises(StateConflict, match="no order is open"):
        decide(_between_orders(), Resolve(actor=ARIADNA, order=1), None)

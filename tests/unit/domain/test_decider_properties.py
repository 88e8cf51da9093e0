"""Property: whatever commands arrive, decide returns only events that evolve accepts, and
those events survive the store's encoding unchanged.

Commands are drawn so that most of them make sense in the current state (the right actor, a
trooper that can act, a Burst that fits), with a share of wrong ones mixed in: a sequence of
purely random commands would rarely get past the first order.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import assume, given, settings, target
from hypothesis import strategies as st

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    ChooseDiscard,
    ChooseReroll,
    Command,
    Conclude,
    DeclareAro,
    DeclareSecondSkill,
    EndGame,
    EndTurn,
    FreeRoll,
    FreeRollSide,
    Resolve,
    StartTurn,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import (
    AttackTarget,
    AttributeRoll,
    BSAttack,
    CCAttack,
    Discover,
    Dodge,
    Idle,
    ModEntry,
    Move,
    Reset,
    Skill,
)
from service.domain.dice import server_roller
from service.domain.errors import DomainError
from service.domain.events import Event, decode_event, encode_event
from service.domain.game import decide, evolve, fold
from service.domain.state import GameState, Step
from service.domain.troopers import OrderType, Trooper, TrooperWeapon
from tests.builders.game import ARIADNA, GAME_ID, TOHAA, Game, add, new_game

ACTORS = (ORGANISER, ARIADNA, TOHAA, "stranger")
PLAYERS = (ARIADNA, TOHAA)
KINDS = (
    *("activate",) * 6,
    *("aro",) * 6,
    *("second",) * 3,
    *("resolve",) * 5,
    *("choice",) * 4,
    *("conclude",) * 5,
    *("start",) * 3,
    *("end_turn",) * 2,
    "withdraw",
    "void",
    "free_roll",
    "end_game",
)

BY_STEP: dict[Step | None, tuple[str, ...]] = {
    None: (*("activate",) * 6, "end_turn", "void", "free_roll"),
    "first_aros": (*("aro",) * 4, *("second",) * 2, *("resolve",) * 3, "withdraw"),
    "second_aros": (*("aro",) * 3, *("resolve",) * 3, "withdraw"),
    "choices": ("choice",),
    "effects": ("conclude",),
}
"""The kinds of command that the step of the open order (None: none open) takes, drawn most
of the time so that games go on; the rest of the time any kind is drawn."""


def base_game(*, manual_dice: bool = False) -> Game:
    game = new_game(manual_dice=manual_dice)
    tricky = TrooperWeapon(slug="combi_rifle", special_die=True, reroll=True)
    add(game, ARIADNA, "fennec", bs=12, lieutenant=True, weapons=(tricky,))
    add(game, ARIADNA, "scout", regular=False, weapons=(TrooperWeapon(slug="spitfire"),))
    add(game, TOHAA, "senku-a", lieutenant=True, vitality=2)
    add(game, TOHAA, "senku-b", weapons=(TrooperWeapon(slug="smg", reroll=True),))
    return game


BASE = base_game()
BASE_MANUAL = base_game(manual_dice=True)


class Proposer:
    """Draws one plausible command for a state."""

    def __init__(self, data: st.DataObject, state: GameState) -> None:
        self.data = data
        self.state = state

    def pick(self, options: tuple[str, ...] | list[str]) -> str:
        return self.data.draw(st.sampled_from(tuple(options)))

    def number(self, low: int, high: int) -> int:
        return self.data.draw(st.integers(min_value=low, max_value=high))

    def sensible(self) -> bool:
        # Hypothesis favours small draws, so the common case is the one drawn as 0.
        return self.number(0, 9) < 9

    def actor(self, right: str | None) -> str:
        return right if right is not None and self.sensible() else self.pick(ACTORS)

    def trooper_among(self, troopers: tuple[Trooper, ...]) -> Trooper | None:
        every = self.state.troopers
        pool = troopers if troopers and self.sensible() else every
        return pool[self.number(0, len(pool) - 1)] if pool else None

    def enemies_of(self, trooper: Trooper) -> list[str]:
        return [t.trooper_id for t in self.state.troopers if t.player != trooper.player]

    def shot(self, trooper: Trooper, active: bool) -> Skill:
        weapon = trooper.weapons[0]
        order = self.state.open_order
        if not active and order is not None and self.sensible():
            aimed = [order.trooper]
        else:
            enemies = self.enemies_of(trooper)
            aimed = enemies[: self.number(1, max(1, len(enemies)))]
        burst = weapon.profile(self.state.catalogue_revision).burst if active else 1
        split = [burst - len(aimed) + 1, *([1] * (len(aimed) - 1))]
        if not self.sensible():
            split[0] += self.number(-2, 2)
        targets = tuple(
            AttackTarget(
                trooper=target,
                burst=dice,
                distance=Decimal(self.number(1, 100)),
                partial_cover=self.sensible(),
                mods=(ModEntry(self.number(-9, 9)),),
            )
            for target, dice in zip(aimed, split, strict=True)
        )
        extra = aimed[0] if weapon.special_die and self.sensible() else None
        return BSAttack(weapon=weapon.slug, targets=targets, special_die_target=extra)

    def skill(self, trooper: Trooper, active: bool) -> Skill:
        kind = self.pick(
            ("shot", "shot", "shot", "cc", "dodge", "reset", "discover", "move", "idle", "roll")
        )
        target = self.pick(self.enemies_of(trooper) or ["ghost"])
        if kind == "shot":
            return self.shot(trooper, active)
        if kind == "cc":
            order = self.state.open_order
            aimed = order.trooper if order is not None and not active else target
            return CCAttack(weapon="knife", target=aimed)
        simple: dict[str, Skill] = {
            "dodge": Dodge(),
            "reset": Reset(),
            "discover": Discover(target=target),
            "move": Move(),
            "idle": Idle(),
            "roll": AttributeRoll(attribute="WIP", mods=(ModEntry(self.number(-15, 5)),)),
        }
        return simple[kind]

    def command(self) -> Command:
        state = self.state
        order = state.open_order
        active = order.player if order is not None else state.active_player
        if not self.sensible():
            kind = self.pick(KINDS)
        elif active is None:
            kind = "start"
        else:
            kind = self.pick(BY_STEP.get(order.step if order is not None else None, KINDS))
        if kind == "activate":
            mine = tuple(t for t in state.troopers if t.player == active and t.can_act)
            trooper = self.trooper_among(mine)
            if trooper is None:
                return EndTurn(actor=self.actor(active))
            order_type: OrderType = "regular"
            if trooper.lieutenant and self.sensible():
                order_type = "lieutenant"
            if not trooper.regular and self.sensible():
                order_type = "irregular"
            return ActivateTrooper(
                actor=self.actor(trooper.player),
                trooper=trooper.trooper_id,
                order_type=order_type,
                skill=self.skill(trooper, active=True),
            )
        if kind == "aro":
            theirs = tuple(t for t in state.troopers if t.player != active and t.can_act)
            trooper = self.trooper_among(theirs)
            if trooper is None:
                return Resolve(actor=self.actor(active))
            return DeclareAro(
                actor=self.actor(trooper.player),
                trooper=trooper.trooper_id,
                skill=self.skill(trooper, active=False),
            )
        if kind == "second" and order is not None:
            trooper = state.trooper(order.trooper)
            assert trooper is not None
            skill = self.skill(trooper, active=True)
            return DeclareSecondSkill(actor=self.actor(order.player), skill=skill)
        if kind == "choice" and order is not None and order.pending:
            head = order.pending[0]
            die = self.number(-1, 4)
            if head.kind == "discard":
                return ChooseDiscard(actor=self.actor(head.player), side=head.side, die=die)
            chosen = None if not self.sensible() else die
            return ChooseReroll(actor=self.actor(head.player), side=head.side, die=chosen)
        if kind == "start":
            player = self.pick([p for p in PLAYERS if p != state.previous_player])
            return StartTurn(actor=self.actor(player), player=player)
        if kind == "void":
            numbers = [
                n for n in range(1, state.last_order_number + 1) if state.is_concluded(n)
            ] or [1]
            return VoidOrder(actor=self.actor(ORGANISER), order=numbers[-1], reason="review")
        if kind == "free_roll":
            sides = tuple(
                FreeRollSide(
                    name=name,
                    attribute=self.number(0, 25),
                    mods=(ModEntry(self.number(-15, 15)),),
                    burst=self.number(0, 4),
                )
                for name in ("a", "b")[: self.number(1, 2)]
            )
            actor = self.actor(ARIADNA)
            if len(sides) == 1:
                return FreeRoll(actor=actor, kind="normal", sides=sides)
            return FreeRoll(actor=actor, kind="face_to_face", sides=sides)
        simple: dict[str, Command] = {
            "resolve": Resolve(actor=self.actor(active)),
            "conclude": Conclude(actor=self.actor(active)),
            "end_turn": EndTurn(actor=self.actor(active)),
            "withdraw": WithdrawDeclaration(actor=self.actor(active)),
        }
        if kind == "end_game" and self.number(0, 4) == 4:
            return EndGame(actor=self.actor(ORGANISER))
        return simple.get(kind, Resolve(actor=self.actor(active)))


def apply_checked(state: GameState, events: list[Event]) -> GameState:
    for event in events:
        kind, data = encode_event(event)
        stored = decode_event(kind, data)
        assert stored == event
        state = evolve(state, stored)
    return state


def _play(data: st.DataObject, seed: bytes) -> tuple[int, int]:
    """Commands drawn one after another, each accepted one applied (through the store's
    encoding): (accepted, refused)."""
    roller = server_roller(seed, GAME_ID, "")
    state = BASE.state
    history = list(BASE.history)
    accepted = refused = 0
    for _ in range(data.draw(st.integers(min_value=5, max_value=80))):
        command = Proposer(data, state).command()
        try:
            events = decide(state, command, roller)
        except DomainError:
            refused += 1
        else:
            after = apply_checked(state, events)
            assert after.version == state.version + len(events)
            state = after
            history.extend(events)
            accepted += 1
    assert fold(history) == state
    return accepted, refused


@settings(max_examples=100, deadline=None)
@given(data=st.data(), seed=st.binary(min_size=32, max_size=32))
def test_decide_only_returns_events_that_evolve_accepts(data: st.DataObject, seed: bytes) -> None:
    accepted, refused = _play(data, seed)
    # Steer towards games that go further; a game where every command was refused shows
    # nothing of evolve, so it does not count as an example (too many such fail the test).
    target(accepted / (accepted + refused))
    assume(accepted > 0)


def test_most_drawn_commands_are_accepted() -> None:
    """The property above means something only if the commands it draws are mostly played:
    over a fixed run of its examples, at least a third of the commands are accepted, and
    every example has some."""
    played: list[tuple[int, int]] = []

    @settings(max_examples=25, deadline=None, derandomize=True, database=None)
    @given(data=st.data(), seed=st.binary(min_size=32, max_size=32))
    def run(data: st.DataObject, seed: bytes) -> None:
        played.append(_play(data, seed))

    run()
    accepted = sum(a for a, _ in played)
    total = sum(a + r for a, r in played)
    none = sum(1 for a, _ in played if a == 0)
    assert len(played) >= 20
    assert accepted * 3 >= total, (accepted, total)
    assert none <= len(played) // 10


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_manual_game_where_nobody_enters_dice_plays_like_a_server_dice_game(
    data: st.DataObject,
) -> None:
    """Both games share the seed, so every roll left to the server comes out the same."""
    server, manual = BASE.state, BASE_MANUAL.state
    for _ in range(data.draw(st.integers(min_value=5, max_value=60))):
        command = Proposer(data, server).command()
        outcomes: list[list[Event] | type[DomainError]] = []
        for state in (server, manual):
            try:
                outcomes.append(decide(state, command, BASE.roller))
            except DomainError as exc:
                outcomes.append(type(exc))
        assert outcomes[0] == outcomes[1]
        if isinstance(outcomes[0], list):
            server = fold(outcomes[0], server)
            manual = fold(outcomes[0], manual)
    assert manual.manual_dice
    assert not server.manual_dice

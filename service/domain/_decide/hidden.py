"""Deciding Hidden Deployment under its rule (``domain.hidden``): the trooper added with its
secret, its Order kept out of the pool, its first Order or ARO revealing it, and what it cannot
be named in while it is not on the table ("Hidden Deployment State", N5: "Until a Trooper's
Hidden Deployment State is canceled, that Trooper is considered not to be on the game table at
all"; "While in Hidden Deployment State, the Trooper will not add their Order to the Order Pool
during the Tactical Phase. They can only use this Order themselves, when placing the Trooper on
the gaming table during the Active Turn")."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import msgspec

from service.domain._decide.army import group_orders
from service.domain._decide.batch import Batch
from service.domain._decide.markers import reveal_behind_marker
from service.domain._decide.secrets import SECRET_ID, SECRETS_PER_PLAYER, reveal
from service.domain.commands import AddTrooper, SecretOpening
from service.domain.declarations import Skill
from service.domain.errors import (
    HiddenDeploymentRefused,
    InvalidCommand,
    SecretMismatch,
    StateConflict,
)
from service.domain.events import GroupOrders, HiddenCommitment
from service.domain.hidden import (
    DRAWN_ID,
    DRAWN_ID_PREFIX,
    hidden_record,
    hidden_troopers,
)
from service.domain.secrets import is_digest
from service.domain.state import GameState, OrderPool
from service.domain.troopers import OrderType, Trooper


def hidden_commitment(
    state: GameState, command: AddTrooper, trooper_id: str
) -> HiddenCommitment | msgspec.UnsetType:
    """What ``trooper_added`` records of the trooper's Hidden Deployment, if it is added in it;
    a chosen id of the service's shape refused, under the rule, whatever trooper has it."""
    given = command.hidden_deployment
    if not state.hidden_rule:
        if not isinstance(given, msgspec.UnsetType):
            raise HiddenDeploymentRefused(
                "this game was recorded before troopers were added in Hidden Deployment: add "
                "the trooper, then commit its hidden_deployment secret (POST .../secrets)"
            )
        return msgspec.UNSET
    if isinstance(given, msgspec.UnsetType):
        if trooper_id.startswith(DRAWN_ID_PREFIX):
            raise HiddenDeploymentRefused(
                f"ids beginning {DRAWN_ID_PREFIX!r} are the service's, drawn for troopers added "
                f"in Hidden Deployment: choose another than {trooper_id!r}"
            )
        return msgspec.UNSET
    # Given by the service: anything else is a record edited by hand.
    if not DRAWN_ID.fullmatch(trooper_id):
        raise InvalidCommand(
            f"a trooper in Hidden Deployment has an id drawn by the service, not {trooper_id!r}"
        )
    if not SECRET_ID.fullmatch(given.secret_id) or not is_digest(given.commitment):
        raise InvalidCommand("a Hidden Deployment's secret id or commitment is malformed")
    if state.secret(given.secret_id) is not None:
        raise StateConflict(f"secret {given.secret_id!r} is already recorded")
    if sum(1 for s in state.secrets if s.owner == command.player) >= SECRETS_PER_PLAYER:
        raise InvalidCommand(f"a player keeps at most {SECRETS_PER_PLAYER} secrets")
    return HiddenCommitment(secret_id=given.secret_id, commitment=given.commitment)


def new_trooper_number(state: GameState) -> int:
    """The count a new trooper's id is numbered from: the troopers on the table, so that the id
    the game gives says nothing of a trooper in Hidden Deployment."""
    hidden = set(hidden_troopers(state))
    return sum(1 for t in state.troopers if t.trooper_id not in hidden)


def refuse_hidden(state: GameState, trooper_ids: Iterable[str | None], where: str) -> None:
    """A trooper in Hidden Deployment is not on the table: ``where`` (a deployment step, a
    Fireteam, a Command Token, a Coordinated Order) cannot name it until its first Order or ARO
    places it there. Only its owner can name it (to anyone else it does not exist)."""
    for trooper_id in trooper_ids:
        if trooper_id is not None and hidden_record(state, trooper_id) is not None:
            raise HiddenDeploymentRefused(
                f"{trooper_id!r} is in Hidden Deployment, not on the table: {where} names it "
                "once its first Order or ARO has placed it there (Hidden Deployment State, N5)"
            )


def pooled(state: GameState, fit: Sequence[Trooper]) -> list[Trooper]:
    """The troopers able to act that give their Order to the pool: not those in Hidden
    Deployment, whose player keeps their Order for them (``OrderPool.kept``)."""
    hidden = set(hidden_troopers(state))
    return [t for t in fit if t.trooper_id not in hidden]


def pooled_groups(
    fit: Sequence[Trooper], on_table: Sequence[Trooper], regulars: Sequence[Trooper]
) -> tuple[GroupOrders, ...] | msgspec.UnsetType:
    """The Combat Groups of the troopers on the table with their Regular Orders: a group only a
    trooper in Hidden Deployment is in gives no pool, and shows none. Every trooper able to act
    is held to its army list's groups, as before."""
    group_orders(fit, regulars)
    return group_orders(on_table, regulars)


def spends_kept(pool: OrderPool, trooper: Trooper, order_type: OrderType, kind: OrderType) -> bool:
    """Whether the activation spends the Order kept for the trooper; ``kind``, the Order the
    trooper would have given the pool (Irregular when it is Irregular or the army is in Loss
    of Lieutenant). The kept Order is that Order, no other."""
    if trooper.trooper_id not in pool.kept or order_type not in ("regular", "irregular"):
        return False
    if order_type != kind:
        raise InvalidCommand(
            f"the Order kept for {trooper.trooper_id!r} in Hidden Deployment is its own "
            f"{kind.capitalize()} Order (order_type {kind})"
        )
    return True


def kept_order_kind(state: GameState, trooper: Trooper) -> OrderType:
    leaderless = state.sequence is not None and trooper.player in state.loss_of_lieutenant
    return "irregular" if leaderless or not trooper.regular else "regular"


def reveal_when_acting(
    batch: Batch, trooper: Trooper, skill: Skill, opening: SecretOpening | msgspec.UnsetType
) -> None:
    """A trooper in Hidden Deployment is placed on the table by any Order or ARO of its own,
    Move and Idle included: the command reveals its secret (given by the service) first. Any
    other trooper is revealed as a marker is (``markers``)."""
    record = hidden_record(batch.state, trooper.trooper_id)
    if record is None:
        reveal_behind_marker(batch, trooper, skill, opening)
        return
    if isinstance(opening, msgspec.UnsetType) or opening.secret_id != record.secret_id:
        raise InvalidCommand(
            f"{trooper.trooper_id!r} is in Hidden Deployment: its Order or ARO places it on the "
            f"table, and reveals its secret {record.secret_id!r} in the same command"
        )
    reveal(batch, record, opening.secret, opening.salt)
    if opening.secret.get("trooper") != trooper.trooper_id:
        raise SecretMismatch(f"{opening.secret_id!r} does not keep {trooper.trooper_id!r}")

"""Whose faces a player may enter (the roles rule, ``OWN_DICE_RULE``): in a game with manual
dice confirmation recorded under it, each player enters only the faces of their own rolls.

Faces a player enters for the opponent's roll do not make the roll: they wait for the opponent,
who confirms them or enters their own instead, whatever the roll (an order's, its saves and
Guts Rolls, the Initiative Roll, a free roll). In a confirmation the confirming player replaces
only their own rolls' faces (403 for another's). A free roll's side that names no player is a
table roll: its faces are the server's (403 for entered ones). The organiser enters no faces at
all. Each refusal names only what the game shows both players: the players and the rolls.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from service.domain._decide.batch import entered_dice
from service.domain.commands import ORGANISER, EnteredDice
from service.domain.errors import Forbidden, InvalidCommand
from service.domain.roles import ORGANISER_DOES_NOT_PLAY, enters_own_dice
from service.domain.state import GameState

Owners = frozenset[str]
"""The players a roll belongs to: one, or several for faces one entry gives to the troopers of
both (a template's saves); none is a table roll."""

TABLE_ROLL = (
    "a side that names no player is a table roll: in a game with manual dice confirmation its "
    "faces are the server's (give the side its player to enter them)"
)


def awaited_player(
    state: GameState, actor: str, entered: Iterable[Owners], what: str
) -> str | None:
    """The one player whose confirmation faces ``actor`` entered wait for (the owners of each
    roll given faces); None when the faces are all the actor's own, or the game is not held to
    the rule."""
    if not enters_own_dice(state):
        return None
    owned = list(entered)
    if owned and actor == ORGANISER:
        raise Forbidden(ORGANISER_DOES_NOT_PLAY)
    if any(not owners for owners in owned):
        raise Forbidden(TABLE_ROLL)
    others = set().union(*owned) - {actor}
    if len(others) > 1:
        raise InvalidCommand(
            f"{what}: faces for the rolls of one other player at a time "
            f"(entered for {', '.join(sorted(others))})"
        )
    return others.pop() if others else None


def require_own_replacements(
    state: GameState, actor: str, replaced: Iterable[str], owners: Mapping[str, Owners]
) -> None:
    """In a confirmation, ``actor`` replaces the faces of their own rolls only: a roll of the
    order (or the roll) that is another player's is 403; one it does not have is left to the
    caller's own check."""
    if not enters_own_dice(state):
        return
    for name in replaced:
        if name in owners and actor not in owners[name]:
            raise Forbidden(
                f"{actor!r} confirms with the faces of their own rolls only: {name!r} is not "
                "theirs to enter"
            )


def require_awaited(actor: str, awaiting: str) -> None:
    """Only the player entered faces wait for confirms them: 403 for anyone else."""
    if actor != awaiting:
        raise Forbidden(f"{actor!r} cannot confirm: the faces were entered for {awaiting!r}")


def confirmed_replacements(
    state: GameState,
    actor: str,
    dice: Sequence[EnteredDice] | None,
    own: Mapping[str, int],
    owners: Mapping[str, Owners],
    what: str,
) -> dict[str, tuple[int, ...]]:
    """The faces a confirming ``actor`` enters in place of those entered for them: of their own
    rolls only (``owners``, whose each roll is), each checked against its count (``own``, the
    actor's rolls) as any entered faces are."""
    entries = None if dice is None else [(d.roll, d.faces) for d in dice]
    require_own_replacements(state, actor, (name for name, _ in entries or ()), owners)
    return entered_dice(True, entries, own, what)

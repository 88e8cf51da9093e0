"""Who plays whom in a round of a tournament: the draw, the first round, the bye, the Swiss
rounds. Pure and deterministic, so that anyone holding a tournament's export and its revealed
seed derives every pairing again (docs/guide/organiser.md, "How a round is paired").

- The draw: each player's key for a round is the lowercase hex HMAC-SHA256 of
  ``pairing-v1:{tournament}:{round}:{attempt}:{player}`` (UTF-8) under the tournament's seed;
  the draw order sorts players by key (then by name, should two keys ever be equal).
- The first round: the players in draw (or declared seeding) order, the bye left out, the top
  half against the bottom half: the first against the first of the second half, and so on.
- The bye of a Swiss round: the lowest-ranked player who has had none, or the lowest-ranked of
  all when every player has had one ("a single player never gets more than one bye ... the
  player with the lowest score is the one to be given a bye", ITS as an ITS event published it,
  http://www.norcononline.com/blog/infinity/).
- A Swiss round: the highest-ranked unpaired player against the highest-ranked unpaired player
  they have not met for whom the rest can still be paired without a rematch ("the player with
  the most accumulated ... points in a round is pitted against the second best ..., the third
  against the fourth, and so on", the same page); the first such pairing in that order. Only
  when no pairing of the field avoids every rematch: the first pairing in the same order with
  the fewest rematches.

Tables are numbered in the order the pairs are made: the top pair at table 1.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

DRAW_PREFIX = "pairing-v1"
"""What every draw key's message starts with: the revision of this pairing rule."""


@dataclass(frozen=True, slots=True)
class Pairing:
    tables: tuple[tuple[str, str], ...]
    """Table 1 first; at each table the higher-ranked (or first drawn) player first."""
    bye: str | None
    rematches: int
    """Tables whose players had met before: 0 whenever the field allows it."""


def draw_key(seed: bytes, tournament: str, round_number: int, attempt: int, player: str) -> str:
    """The player's key in the round's draw: lowercase hex HMAC-SHA256 under the seed."""
    message = f"{DRAW_PREFIX}:{tournament}:{round_number}:{attempt}:{player}".encode()
    return hmac.new(seed, message, hashlib.sha256).hexdigest()


def draw_order(
    seed: bytes, tournament: str, round_number: int, attempt: int, players: Sequence[str]
) -> tuple[str, ...]:
    """The players sorted by their draw key for the round (then by name)."""
    keys = {p: draw_key(seed, tournament, round_number, attempt, p) for p in players}
    return tuple(sorted(players, key=lambda p: (keys[p], p)))


def first_round(order: Sequence[str], bye: str | None) -> Pairing:
    """The first round: ``order`` (draw or seeding order) without the bye, top half against
    bottom half. ``bye`` must be given exactly when the field is odd."""
    if (len(order) % 2 == 1) != (bye is not None):
        raise ValueError("an odd field needs a bye, and an even one has none")
    rest = [p for p in order if p != bye]
    half = len(rest) // 2
    return Pairing(
        tables=tuple((rest[i], rest[i + half]) for i in range(half)), bye=bye, rematches=0
    )


def pick_bye(ranking: Sequence[str], had_bye: Collection[str]) -> str | None:
    """The bye of an odd field: the lowest-ranked player without one, else the lowest-ranked."""
    if len(ranking) % 2 == 0:
        return None
    without = [p for p in ranking if p not in had_bye]
    return without[-1] if without else ranking[-1]


def swiss(
    ranking: Sequence[str], met: Mapping[str, Collection[str]], had_bye: Collection[str]
) -> Pairing:
    """A Swiss round: ``ranking`` best first, ``met`` each player's earlier opponents."""
    bye = pick_bye(ranking, had_bye)
    rest = [p for p in ranking if p != bye]
    index = {p: i for i, p in enumerate(rest)}
    met_masks = [0] * len(rest)
    for i, player in enumerate(rest):
        for other in met.get(player, ()):
            j = index.get(other)
            if j is not None and j != i:
                met_masks[i] |= 1 << j
    everyone = (1 << len(rest)) - 1
    found = _Unmatched(met_masks).search(everyone)
    if found is None:
        found = _Fewest(met_masks).search(everyone)
    tables = tuple((rest[i], rest[j]) for i, j in found)
    rematches = sum(1 for i, j in found if met_masks[i] >> j & 1)
    return Pairing(tables=tables, bye=bye, rematches=rematches)


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _bits(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


class _Unmatched:
    """The first pairing in order with no rematch, or None. A set of players that cannot be
    paired so is remembered: however it was reached, it cannot be paired the next time either."""

    def __init__(self, met: list[int]) -> None:
        self._met = met
        self._failed: set[int] = set()

    def search(self, remaining: int) -> list[tuple[int, int]] | None:
        pairs: list[tuple[int, int]] = []
        # Depth-first, iteratively: one frame per table (a field of 512 players nests 256).
        stack: list[tuple[int, int, list[int]]] = []
        while True:
            if remaining == 0:
                return pairs
            if remaining in self._failed or not self._each_has_a_partner(remaining):
                options: list[int] = []
                top = -1
            else:
                top = _lowest(remaining)
                options = _bits(remaining & ~self._met[top] & ~(1 << top))
            while not options:
                self._failed.add(remaining)
                if not stack:
                    return None
                remaining, top, options = stack.pop()
                pairs.pop()
            other = options.pop(0)
            stack.append((remaining, top, options))
            pairs.append((top, other))
            remaining &= ~(1 << top) & ~(1 << other)

    def _each_has_a_partner(self, remaining: int) -> bool:
        return all(remaining & ~self._met[i] & ~(1 << i) for i in _bits(remaining))


class _Fewest:
    """The first pairing in order with the fewest rematches: reached only by fields too small
    for one without (fewer players than twice the rounds they have played)."""

    def __init__(self, met: list[int]) -> None:
        self._met = met
        self._least: dict[int, int] = {0: 0}

    def search(self, remaining: int) -> list[tuple[int, int]]:
        pairs: list[tuple[int, int]] = []
        while remaining:
            top = _lowest(remaining)
            best = self._cost(remaining)
            for other in _bits(remaining & ~(1 << top)):
                rest = remaining & ~(1 << top) & ~(1 << other)
                if (self._met[top] >> other & 1) + self._cost(rest) == best:
                    pairs.append((top, other))
                    remaining = rest
                    break
        return pairs

    def _cost(self, remaining: int) -> int:
        """The fewest rematches any pairing of ``remaining`` has (memoised)."""
        known = self._least.get(remaining)
        if known is not None:
            return known
        top = _lowest(remaining)
        least = min(
            (self._met[top] >> other & 1) + self._cost(remaining & ~(1 << top) & ~(1 << other))
            for other in _bits(remaining & ~(1 << top))
        )
        self._least[remaining] = least
        return least

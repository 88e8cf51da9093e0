"""The players' seeds of a dice-v2 export: the header lists each, in the game's player order,
and every entropy event of the log must say the same. The dice check then mixes the header's
seeds, so a seed edited in the header fails both this check and the dice."""

from __future__ import annotations

from typing import Any, get_args

from service.audit.export import ExportedEvent, Header, PlayerSeed
from service.audit.export.write import SeedStatus
from service.audit.verify.header_lists import read_items
from service.audit.verify.progress import CheckProgress
from service.domain.dice import PLAYER_SEED

_STATUSES = frozenset(get_args(SeedStatus))


def _entry(item: Any) -> PlayerSeed | str:
    if not isinstance(item, dict) or set(item) != {"player", "seed", "status"}:
        return "each of player_seeds is {player, seed, status}"
    player, seed, status = item["player"], item["seed"], item["status"]
    if not isinstance(player, str) or not isinstance(seed, str) or status not in _STATUSES:
        return f"player_seeds holds {item!r}"
    if (status == "contributed") != bool(PLAYER_SEED.fullmatch(seed)):
        return f"{player}'s seed {seed!r} is not what a {status} seed is"
    return PlayerSeed(player, seed, status)


def read_player_seeds(header: Header) -> tuple[PlayerSeed, ...] | str:
    """The header's player seeds, or why they cannot be read."""
    listed = header.fields.get("player_seeds")
    if not isinstance(listed, list):
        return "a dice-v2 header lists player_seeds"
    return read_items(listed, _entry)


class EntropyCheck:
    """Holds the log's game_created and entropy events to the header's player seeds."""

    def __init__(self, progress: CheckProgress, seeds: tuple[PlayerSeed, ...]) -> None:
        self._progress = progress
        self._seeds = {entry.player: entry for entry in seeds}
        self._order = [entry.player for entry in seeds]

    def feed(self, event: ExportedEvent) -> None:
        data = event.data
        if event.type == "game_created" and data.get("players") != self._order:
            self._progress.fail_event(
                event,
                f"the header lists the seeds of {self._order}, game_created the players "
                f"{data.get('players')}",
            )
        elif event.type == "entropy_contributed":
            entry = self._seeds.get(str(data.get("player")))
            if entry is None or (entry.status, entry.seed) != ("contributed", data.get("seed")):
                self._progress.fail_event(
                    event,
                    f"{data.get('player')} sent the seed {data.get('seed')!r}; the header "
                    f"says {entry}",
                )
        elif event.type == "entropy_waived":
            players = data.get("players")
            for player in players if isinstance(players, list) else ():
                entry = self._seeds.get(str(player))
                if entry is None or entry.status != "waived":
                    self._progress.fail_event(
                        event, f"{player}'s seed was recorded empty; the header says {entry}"
                    )

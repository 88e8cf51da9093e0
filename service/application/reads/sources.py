"""Which database a read goes to: a replica when one is configured (DATABASE_READ_URL), the
primary otherwise, or when the replica has not yet reached what the caller has seen.

A replica replays the primary's log a moment late. A caller that names a game version it has
seen (its ETag in If-None-Match) must never be answered from before it: the read waits for the
replica to reach that version, briefly, and goes to the primary when it does not. A read that
names no version takes the replica as it is, as any read racing a write may.
"""

from __future__ import annotations

import asyncio
import time
import uuid

from service.application.ports import OrganisedReads

REPLICA_WAIT_SECONDS = 2.0
"""The longest a read naming a version waits for the replica before asking the primary."""
REPLICA_POLL_SECONDS = 0.05


class ReadSources:
    def __init__(
        self,
        primary: OrganisedReads,
        replica: OrganisedReads | None = None,
        wait: float = REPLICA_WAIT_SECONDS,
    ) -> None:
        self._primary = primary
        self._replica = replica
        self._wait = wait

    @property
    def any(self) -> OrganisedReads:
        """For reads that name no version (an organiser's standings): the replica if any."""
        return self._replica or self._primary

    async def for_game(self, game_id: uuid.UUID, seen: int | None) -> OrganisedReads:
        """The source whose copy of the game is at least at version `seen`."""
        replica = self._replica
        if replica is None or seen is None:
            return self.any
        deadline = time.monotonic() + self._wait
        while True:
            # The order state is written in the transaction that appends the events, so its
            # version is the replica's version of the game.
            found = await replica.order_state(game_id)
            if found is not None and found.version >= seen:
                return replica
            if time.monotonic() >= deadline:
                return self._primary
            await asyncio.sleep(REPLICA_POLL_SECONDS)

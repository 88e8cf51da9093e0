"""The seed-commitment check: the revealed seed hashes to the commitment game_created recorded
when the game began, and the header repeats what game_created recorded.

Until the seed is revealed there is nothing to check, which is not a failure; the dice check
then has no seed either, and is told why.
"""

from __future__ import annotations

from service.audit.export import HEX_64, ExportedEvent, Header
from service.audit.verify.progress import CheckProgress
from service.audit.verify.report import CheckName
from service.domain import dice

SEED_NOT_REVEALED = "the seed is not revealed yet"
NO_SERVER_SEED = "the game has no server seed"


class SeedCheck:
    """Checks the header's seed against its commitment, then game_created against the header."""

    def __init__(self, header: Header) -> None:
        self.progress = CheckProgress(CheckName.SEED, "", counted=False)
        self._header = header
        self.no_seed = ""
        """Why ``revealed_seed`` found no seed to use, for the dice check that needs one."""

    def _without(self, note: str) -> None:
        self.no_seed = note

    def revealed_seed(self) -> bytes | None:
        """The revealed seed once it matches its commitment; None when there is none to use."""
        header = self._header
        commitment, seed = header.seed_commitment, header.seed
        if commitment is None:
            if seed is not None:
                self.progress.fail(0, "a seed is revealed, but the header commits to none")
            self.progress.skip(NO_SERVER_SEED)
            self._without(NO_SERVER_SEED)
            return None
        if not HEX_64.fullmatch(commitment):
            self.progress.fail(0, "seed_commitment is not 64 lowercase hex digits")
            self._without("the seed commitment cannot be read")
            return None
        if seed is None:
            self.progress.skip(SEED_NOT_REVEALED)
            self._without(SEED_NOT_REVEALED)
            return None
        if not HEX_64.fullmatch(seed):
            self.progress.fail(0, "the revealed seed is not 32 bytes in lowercase hex")
            self._without("the revealed seed cannot be read")
            return None
        seed_bytes = bytes.fromhex(seed)
        digest = dice.seed_commitment(seed_bytes)
        if digest != commitment:
            self.progress.fail(
                0,
                f"sha256 of the revealed seed is {digest}, not the seed_commitment {commitment}",
            )
            self._without("the revealed seed does not match its commitment")
            return None
        return seed_bytes

    def no_game_created(self, event: ExportedEvent) -> None:
        self.progress.fail_event(event, "no game_created event records the seed commitment")

    def game_created(self, event: ExportedEvent) -> None:
        """The header's commitment and client seed must be the ones game_created recorded."""
        header, data = self._header, event.data
        if data.get("seed_commitment") != header.seed_commitment:
            self.progress.fail_event(
                event,
                f"the header's seed_commitment {header.seed_commitment} is not the one "
                f"game_created recorded, {data.get('seed_commitment')}",
            )
        elif data.get("dice_algorithm") != header.dice_algorithm:
            self.progress.fail_event(
                event,
                f"the header's dice_algorithm {header.dice_algorithm!r} is not the one "
                f"game_created recorded, {data.get('dice_algorithm')!r}",
            )
        elif data.get("client_seed") != header.client_seed:
            self.progress.fail_event(
                event,
                f"the header's client_seed {header.client_seed!r} is not the one game_created "
                f"recorded, {data.get('client_seed')!r}",
            )

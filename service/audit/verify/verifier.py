"""The verifier of one game's export: the header, then the event records one by one.

Every check runs on its own and stops at its own first problem, so the report can say how far
each got; the problem reported first is the one in the earliest event. Besides the folded game
state, only the events of the command being replayed are held, so a long game streams through.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from service.audit.export import HEX_64, ExportedEvent, Header
from service.audit.verify.progress import CheckProgress
from service.audit.verify.redecide_log import Replayer
from service.audit.verify.report import CHECK_ORDER, CheckName, VerificationReport
from service.domain import dice
from service.domain.chain import GENESIS_HASH, HASH_ALGORITHM, ChainVerifier, format_recorded_at

SEED_NOT_REVEALED = "the seed is not revealed yet"
NO_SERVER_SEED = "the game has no server seed"


def _is_canonical_timestamp(text: str) -> bool:
    if not text.endswith("Z"):
        return False
    try:
        moment = datetime.fromisoformat(text[:-1])
    except ValueError:
        return False
    if moment.tzinfo is not None:
        return False
    return format_recorded_at(moment.replace(tzinfo=UTC)) == text


def _faces(value: Any) -> tuple[int, ...] | None:
    if not isinstance(value, list | tuple):
        return None
    if not all(isinstance(face, int) and not isinstance(face, bool) for face in value):
        return None
    return tuple(value)


class Verifier:
    """Feed it the event records in file order, then ``finish()`` for the report."""

    def __init__(self, header: Header, *, header_line: int | None = None) -> None:
        self._header = header
        self._header_line = header_line
        self._format = CheckProgress(CheckName.FORMAT, "events")
        self._chain = CheckProgress(CheckName.CHAIN, "links")
        self._seed = CheckProgress(CheckName.SEED, "", counted=False)
        self._dice = CheckProgress(CheckName.DICE, "dice re-derived")
        self._replay = CheckProgress(CheckName.REPLAY, "commands replayed")
        self._links = ChainVerifier()
        self._events = 0
        self._last_version = 0
        self._last_position: int | None = None
        self._last_hash = GENESIS_HASH
        self._halted = False
        self._check_header_format()
        self._seed_bytes = self._check_seed()
        roller = (
            dice.server_roller(self._seed_bytes, header.game_id, header.client_seed)
            if self._seed_bytes is not None
            else None
        )
        self._replayer = Replayer(roller)

    @property
    def _trackers(self) -> tuple[CheckProgress, ...]:
        return (self._format, self._chain, self._seed, self._dice, self._replay)

    # --- the header ---------------------------------------------------------------------------

    def _header_problem(self, message: str) -> None:
        self._format.fail(0, message, line=self._header_line)

    def _check_header_format(self) -> None:
        header = self._header
        if header.dice_algorithm != dice.ALGORITHM:
            self._header_problem(
                f"dice_algorithm is {header.dice_algorithm!r}; this verifier knows "
                f"{dice.ALGORITHM!r}"
            )
        elif header.hash_algorithm != HASH_ALGORITHM:
            self._header_problem(
                f"hash_algorithm is {header.hash_algorithm!r}; this verifier knows "
                f"{HASH_ALGORITHM!r}"
            )
        if self._format.problem is not None:
            self._halt("the export uses an algorithm this verifier does not know")
            return
        if header.unknown_keys:
            self._header_problem(f"the header has unknown keys {', '.join(header.unknown_keys)}")
        elif header.game_id_text != str(header.game_id):
            self._header_problem(f"game_id {header.game_id_text!r} is not a lowercase UUID")
        elif header.event_count < 0:
            self._header_problem(f"event_count is {header.event_count}")

    def _check_seed(self) -> bytes | None:
        """The revealed seed once it matches its commitment; None when there is none to use."""
        header = self._header
        commitment, seed = header.seed_commitment, header.seed
        if commitment is None:
            if seed is not None:
                self._seed.fail(0, "a seed is revealed, but the header commits to none")
            self._seed.skip(NO_SERVER_SEED)
            self._dice.skip(NO_SERVER_SEED)
            return None
        if not HEX_64.fullmatch(commitment):
            self._seed.fail(0, "seed_commitment is not 64 lowercase hex digits")
            self._dice.skip("the seed commitment cannot be read")
            return None
        if seed is None:
            self._seed.skip(SEED_NOT_REVEALED)
            self._dice.skip(SEED_NOT_REVEALED)
            return None
        if not HEX_64.fullmatch(seed):
            self._seed.fail(0, "the revealed seed is not 32 bytes in lowercase hex")
            self._dice.skip("the revealed seed cannot be read")
            return None
        seed_bytes = bytes.fromhex(seed)
        digest = dice.seed_commitment(seed_bytes)
        if digest != commitment:
            self._seed.fail(
                0,
                f"sha256 of the revealed seed is {digest}, not the seed_commitment {commitment}",
            )
            self._dice.skip("the revealed seed does not match its commitment")
            return None
        return seed_bytes

    # --- the events ---------------------------------------------------------------------------

    def feed(self, event: ExportedEvent) -> None:
        if self._halted:
            return
        self._events += 1
        self._check_format(event)
        self._check_link(event)
        if event.ordinal == 1:
            self._check_game_created(event)
        if self._seed_bytes is not None and self._dice.active:
            self._check_draws(self._seed_bytes, event)
        self._replayer.feed(event)
        self._last_version = event.version
        self._last_position = event.position
        self._last_hash = event.hash

    def _fail(self, tracker: CheckProgress, event: ExportedEvent, message: str) -> None:
        tracker.fail(
            event.ordinal, message, version=event.version, line=event.line, record=event.ordinal
        )

    def _check_format(self, event: ExportedEvent) -> None:
        if not self._format.active:
            return
        expected = self._last_version + 1
        if event.game_id_text != self._header.game_id_text:
            self._fail(
                self._format,
                event,
                f"game_id {event.game_id_text} is not the header's {self._header.game_id_text}",
            )
        elif event.version != expected:
            found = "missing" if event.version > expected else "not next"
            self._format.fail(
                event.ordinal,
                f"version {expected} is {found}: the record after version {expected - 1} "
                f"is version {event.version}",
                version=expected,
                line=event.line,
                record=event.ordinal,
            )
        elif self._last_position is not None and event.position <= self._last_position:
            self._fail(
                self._format,
                event,
                f"position {event.position} does not follow position {self._last_position}",
            )
        elif not _is_canonical_timestamp(event.recorded_at_str):
            self._fail(
                self._format,
                event,
                f"recorded_at {event.recorded_at_str!r} is not a canonical UTC timestamp",
            )
        elif self._format.count is not None:
            self._format.count += 1

    def _check_link(self, event: ExportedEvent) -> None:
        if not self._chain.active:
            return
        if not self._links.feed(event):
            report = self._links.report()
            version = report.broken_version
            detail = report.detail.removeprefix(f"version {version}: ")
            self._chain.fail(
                event.ordinal, detail, version=version, line=event.line, record=event.ordinal
            )
        self._chain.count = self._links.report().checked

    def _check_game_created(self, event: ExportedEvent) -> None:
        header, data = self._header, event.data
        if event.type != "game_created":
            self._fail(self._format, event, f"the first event is {event.type}, not game_created")
            self._fail(self._seed, event, "no game_created event records the seed commitment")
            return
        if data.get("game_id") != header.game_id_text:
            self._fail(
                self._format,
                event,
                f"game_created names game {data.get('game_id')}, the header {header.game_id_text}",
            )
        elif data.get("edition") != header.edition:
            self._fail(
                self._format,
                event,
                f"game_created names edition {data.get('edition')!r}, "
                f"the header {header.edition!r}",
            )
        if data.get("seed_commitment") != header.seed_commitment:
            self._fail(
                self._seed,
                event,
                f"the header's seed_commitment {header.seed_commitment} is not the one "
                f"game_created recorded, {data.get('seed_commitment')}",
            )
        elif data.get("client_seed") != header.client_seed:
            self._fail(
                self._seed,
                event,
                f"the header's client_seed {header.client_seed!r} is not the one game_created "
                f"recorded, {data.get('client_seed')!r}",
            )

    def _check_draws(self, seed: bytes, event: ExportedEvent) -> None:
        if "draws" not in event.data:
            return
        faces = _faces(event.data["draws"])
        if faces is None:
            self._fail(self._dice, event, f"{event.type}: draws is not a list of faces")
            return
        derived = dice.derive_faces(
            seed, self._header.game_id, self._header.client_seed, event.version, len(faces)
        )
        for index, (recorded, rightful) in enumerate(zip(faces, derived, strict=True)):
            if recorded != rightful:
                self._fail(
                    self._dice,
                    event,
                    f"{event.type}: draws[{index}] recorded {recorded}, dice-v1 gives {rightful}",
                )
                return
        if self._dice.count is not None:
            self._dice.count += len(faces)

    # --- the end ------------------------------------------------------------------------------

    def abort(self, ordinal: int, message: str, *, line: int | None = None) -> None:
        """A record that cannot be read: nothing after it can be checked."""
        self._format.fail(ordinal, message, line=line, record=ordinal)
        where = f"line {line}" if line is not None else f"event record {ordinal}"
        self._halt(f"the export cannot be read past {where}")

    def _halt(self, note: str) -> None:
        self._halted = True
        for tracker in self._trackers:
            if not tracker.not_checked:
                tracker.stop(note)

    def finish(self) -> VerificationReport:
        if not self._halted:
            self._replayer.finish()
            self._check_totals()
        failure = self._replayer.failure
        if failure is not None:
            self._fail(self._replay, failure.event, failure.message)
        self._replay.count = self._replayer.commands
        results = tuple(tracker.result() for tracker in self._trackers)
        found = [tracker.problem for tracker in self._trackers if tracker.problem is not None]
        first = min(found, key=lambda p: (p[0], CHECK_ORDER.index(p[1].check)), default=None)
        problem = first[1] if first is not None else None
        return VerificationReport(
            ok=problem is None,
            readable=True,
            game_id=self._header.game_id_text,
            events=self._events,
            checks=results,
            problem=problem,
        )

    def _check_totals(self) -> None:
        header, end = self._header, self._events + 1
        if self._events == 0:
            self._format.fail(end, "the export holds no events: a game begins with game_created")
        elif header.event_count != self._events:
            self._format.fail(
                end,
                f"the header counts {header.event_count} events, the export holds {self._events}",
            )
        elif header.head_hash != self._last_hash:
            self._format.fail(
                end,
                f"head_hash {header.head_hash} is not the last event's hash {self._last_hash}",
            )

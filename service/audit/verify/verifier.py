"""The verifier of one game's export: the header, then the event records one by one.

The chain, seed-commitment, dice and re-decide checks live in their own modules; this one adds
the format checks and orders what they all find. Every check runs on its own and stops at its
own first problem, so the report can say how far each got; the problem reported first is the
one in the earliest event. Besides the folded game state, only the events of the command being
re-decided are held, so a long game streams through.
"""

from __future__ import annotations

from service.audit.export import ExportedEvent, Header, metadata_problem
from service.audit.verify.chain import ChainCheck, is_canonical_timestamp
from service.audit.verify.commitment import SeedCheck
from service.audit.verify.custody import custody, read_imported
from service.audit.verify.entropy import EntropyCheck, read_player_seeds
from service.audit.verify.listed_secrets import ListedSecretsCheck, read_listed_secrets
from service.audit.verify.private_lieutenant import PrivateLieutenantCheck
from service.audit.verify.progress import CheckProgress
from service.audit.verify.redecide_log import LogRedecider
from service.audit.verify.redraw import RedrawCheck
from service.audit.verify.report import (
    CHECK_ORDER,
    CheckName,
    Imported,
    ImportOrigin,
    SignatureStatus,
    Verdict,
    VerificationReport,
)
from service.audit.verify.reveals import RevealCheck
from service.audit.verify.signature import SignatureCheck
from service.domain import dice
from service.store.chain import HASH_ALGORITHM


class Verifier:
    """Feed it the event records in file order, then ``finish()`` for the report."""

    def __init__(
        self,
        header: Header,
        *,
        header_line: int | None = None,
        public_key: bytes | None = None,
        exported: bool = True,
    ) -> None:
        """public_key: the exporter's, when the export must be shown to come from it;
        exported False: the service's own stored log, which has no signature to check."""
        self._header = header
        self._header_line = header_line
        self._format = CheckProgress(CheckName.FORMAT, "events")
        self._chain = ChainCheck()
        self._seed = SeedCheck(header)
        self._entropy: EntropyCheck | None = None
        self._seeds_problem: str | None = None
        self._dice = RedrawCheck(header, self._salt())
        self._redecided = CheckProgress(CheckName.REPLAY, "commands replayed")
        self._reveals = RevealCheck()
        listed = read_listed_secrets(header)
        self._listed_problem = listed if isinstance(listed, str) else None
        self._listed = ListedSecretsCheck(
            self._reveals.progress, () if isinstance(listed, str) else listed
        )
        self._events = 0
        self._last_version = 0
        self._last_position: int | None = None
        self._last_recorded_at = ""
        self._halted = False
        self._signature = SignatureCheck(header, public_key) if exported else None
        self._imported: Imported | None = None
        self._check_header_format()
        self._dice.use_seed(self._seed.revealed_seed(), why_not=self._seed.no_seed)
        self._reveals.use_roller(self._dice.roller())
        self._lieutenants = PrivateLieutenantCheck(self._reveals.progress)
        self._redecider = LogRedecider(self._dice.roller(), self._lieutenants.observe)

    @property
    def _trackers(self) -> tuple[CheckProgress, ...]:
        return (
            self._format,
            self._chain.progress,
            self._seed.progress,
            self._dice.progress,
            self._redecided,
            self._reveals.progress,
        )

    # --- the header ---------------------------------------------------------------------------

    def _header_problem(self, message: str) -> None:
        self._format.fail(0, message, line=self._header_line)

    def _salt(self) -> str | None:
        """The game's dice salt as the header says it; None when it cannot be read."""
        header = self._header
        if header.dice_algorithm != dice.DICE_V2:
            if "player_seeds" in header.fields:
                self._seeds_problem = f"a {header.dice_algorithm} header lists player_seeds"
            return header.client_seed
        seeds = read_player_seeds(header)
        if isinstance(seeds, str):
            self._seeds_problem = seeds
            return None
        self._entropy = EntropyCheck(self._seed.progress, seeds)
        return dice.entropy_mix([entry.seed for entry in seeds])

    def _check_header_format(self) -> None:
        header = self._header
        if header.dice_algorithm not in dice.ALGORITHMS:
            self._header_problem(
                f"dice_algorithm is {header.dice_algorithm!r}; this verifier knows "
                f"{', '.join(dice.ALGORITHMS)}"
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
        elif self._seeds_problem is not None:
            self._header_problem(self._seeds_problem)
        elif self._listed_problem is not None:
            self._header_problem(self._listed_problem)
        elif header.event_count < 0:
            self._header_problem(f"event_count is {header.event_count}")
        elif self._signature is not None and self._signature.header_problem is not None:
            self._header_problem(self._signature.header_problem)
        self._read_imported()

    def _read_imported(self) -> None:
        if "imported" not in self._header.fields:
            return
        read = read_imported(self._header.fields["imported"])
        if isinstance(read, str):
            self._header_problem(read)
            return
        self._imported = custody(read, self._exported_by())

    def _exported_by(self) -> ImportOrigin | None:
        """Who signed this export, as the chain's last link; None for a stored log."""
        if self._signature is None:
            return None
        signature = self._signature.result
        if signature.status is SignatureStatus.SIGNED:
            return ImportOrigin(signed_by=signature.key_id, public_key=signature.public_key)
        return ImportOrigin(signed_by=None, public_key=None)

    # --- the events ---------------------------------------------------------------------------

    @property
    def wants_lines(self) -> bool:
        """Whether feed needs each event line's text (for a signed export's events_sha256)."""
        return self._signature is not None and self._signature.wants_lines

    def feed(self, event: ExportedEvent, line_text: str = "") -> None:
        if self._halted:
            return
        if self._signature is not None:
            self._signature.feed(line_text)
        self._events += 1
        self._check_format(event)
        self._chain.feed(event)
        if event.ordinal == 1:
            self._check_game_created(event)
        if self._entropy is not None:
            self._entropy.feed(event)
        self._dice.feed(event)
        self._redecider.feed(event)
        self._reveals.feed(event)
        self._listed.feed(event)
        self._last_version = event.version
        self._last_position = event.position
        self._last_recorded_at = event.recorded_at_str

    def _check_format(self, event: ExportedEvent) -> None:
        if not self._format.active:
            return
        expected = self._last_version + 1
        if event.game_id_text != self._header.game_id_text:
            self._format.fail_event(
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
            self._format.fail_event(
                event,
                f"position {event.position} does not follow position {self._last_position}",
            )
        elif not is_canonical_timestamp(event.recorded_at_str):
            self._format.fail_event(
                event,
                f"recorded_at {event.recorded_at_str!r} is not a canonical UTC timestamp",
            )
        elif event.recorded_at_str < self._last_recorded_at:
            # Canonical timestamps have one width, so their text sorts as their time does.
            self._format.fail_event(
                event,
                f"recorded_at {event.recorded_at_str} is before the event before it, "
                f"{self._last_recorded_at}: times never run backwards",
            )
        elif (problem := metadata_problem(event.metadata)) is not None:
            self._format.fail_event(event, problem)
        elif self._format.count is not None:
            self._format.count += 1

    def _check_game_created(self, event: ExportedEvent) -> None:
        header, data = self._header, event.data
        if event.type != "game_created":
            self._format.fail_event(event, f"the first event is {event.type}, not game_created")
            self._seed.no_game_created(event)
            return
        if data.get("game_id") != header.game_id_text:
            self._format.fail_event(
                event,
                f"game_created names game {data.get('game_id')}, the header {header.game_id_text}",
            )
        elif data.get("edition") != header.edition:
            self._format.fail_event(
                event,
                f"game_created names edition {data.get('edition')!r}, "
                f"the header {header.edition!r}",
            )
        self._seed.game_created(event)

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
            self._redecider.finish()
            self._reveals.finish(self._events + 1)
            self._listed.finish(self._events + 1)
            self._lieutenants.finish()
            self._check_totals()
        failure = self._redecider.failure
        if failure is not None:
            self._redecided.fail_event(failure.event, failure.message)
        self._redecided.count = self._redecider.commands
        results = tuple(tracker.result() for tracker in self._trackers)
        found = [tracker.problem for tracker in self._trackers if tracker.problem is not None]
        first = min(found, key=lambda p: (p[0], CHECK_ORDER.index(p[1].check)), default=None)
        problem = first[1] if first is not None else None
        unverifiable = self._lieutenants.unverifiable
        unsigned_origin = self._imported is not None and self._imported.origin.signed_by is None
        verdict = (
            Verdict.FAILED
            if problem is not None
            else Verdict.UNVERIFIABLE
            if unverifiable
            else Verdict.UNSIGNED_ORIGIN
            if unsigned_origin
            else Verdict.OK
        )
        return VerificationReport(
            ok=verdict is Verdict.OK,
            verdict=verdict,
            readable=True,
            game_id=self._header.game_id_text,
            events=self._events,
            checks=results,
            problem=problem,
            signature=self._signature.result if self._signature is not None else None,
            imported=self._imported,
            unverifiable_secrets=unverifiable,
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
        elif header.head_hash != self._chain.head:
            self._format.fail(
                end,
                f"head_hash {header.head_hash} is not the last event's hash {self._chain.head}",
            )
        elif self._signature is not None and (changed := self._signature.lines_problem()):
            self._format.fail(end, changed)

"""The verification of a tournament's export, offline: its header and its own events, then the
games that follow it in the file (each already verified as a game on its own).

Checks, each stopping at its first problem:

- format: the header's keys, every event line a record of the tournament's stream;
- chain: the tournament's hash chain, as a game's (``store.chain``), to the header's head;
- seed: the revealed seed against its commitment (a tournament export is whole once ended);
- signature: the header's Ed25519 signature and the SHA-256 of the tournament's event lines;
- replay: every command decided again on the state before it (``domain.tournament``), every
  pairing derived again from the seed: the events must come out the same;
- games: every table's game exported, listed in the header with its head, verified, and
  created as the tournament says (its players, Game Rounds, dice-v2, the round's scenario);
- results: every counted result is its game's final score at the version it names;
- standings: the header's standings are the ones the events add up to.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import msgspec

from service.audit.export import (
    ExportedEvent,
    Header,
    UnreadableRecord,
    parse_json_line,
    read_event,
)
from service.audit.tournament.export import TOURNAMENT_HEADER_KEYS, standing_record
from service.audit.verify import Verdict, VerificationReport
from service.audit.verify.signature import SignatureCheck
from service.domain import dice
from service.domain.described import about
from service.domain.errors import DomainError
from service.domain.events import decode_event
from service.domain.game import fold as fold_game
from service.domain.score import score
from service.domain.state import GameState
from service.domain.tournament import (
    PAIRING_RULE,
    PairRound,
    TournamentCommand,
    TournamentState,
    decide,
    decode_tournament_event,
    encode_tournament_event,
    evolve,
    standings,
)
from service.store.chain import HASH_ALGORITHM, ChainVerifier

CheckStatus = Literal["passed", "failed", "not checked"]
CHECKS: tuple[tuple[str, str], ...] = (
    ("format", "export format"),
    ("chain", "hash chain"),
    ("seed", "seed commitment"),
    ("signature", "signature"),
    ("replay", "commands and pairings"),
    ("games", "games of the tables"),
    ("results", "results against the games"),
    ("standings", "standings"),
)


class TournamentCheck(msgspec.Struct, frozen=True, kw_only=True):
    """One check of a tournament's verification: what it found and how many items it
    verified."""

    name: Annotated[
        str,
        about(
            "The check: `format`, `chain`, `seed`, `signature`, `replay` (every command decided"
            " again, every pairing derived from the seed), `games` (every table's game exported"
            " and created as the tournament says), `results` (every counted result its game's"
            " final score) or `standings`"
        ),
    ]
    title: Annotated[str, about("The check in words, as the command line prints it")]
    status: Annotated[
        CheckStatus,
        about(
            "`passed`, `failed` or `not checked` (after a failure; or what a stored log cannot"
            " show: its signature, the games, verified each on its own, and the seed until the"
            " tournament ends)"
        ),
    ]
    count: Annotated[int, about("How many items it verified good")]
    detail: Annotated[
        str,
        about(
            "What it found, in words (`12 links`, `9 commands re-decided, 3 pairings derived`);"
            " empty when there is nothing more to say, and on the failed check (`problem` says)"
        ),
    ]


class TournamentReport(msgspec.Struct, frozen=True, kw_only=True):
    """What a tournament's verification found (`infinity-ledger verify` of its export; GET
    .../verify, the checks its stored log allows): each check, the first problem, the verdict."""

    tournament_id: Annotated[
        str | None, about("The tournament's id; null when the export could not say")
    ]
    verdict: Annotated[
        Literal["ok", "failed", "unreadable"],
        about("`ok`, `failed` (`problem` is the first) or `unreadable` (no usable header)"),
    ]
    events: Annotated[int, about("The tournament's own event records read")]
    games: Annotated[
        int, about("Games of its tables verified with it (0 for a stored log: each on its own)")
    ]
    pairings: Annotated[
        int,
        about("Rounds paired again from the seed, voided ones too (0 until the seed is revealed)"),
    ]
    checks: Annotated[tuple[TournamentCheck, ...], about("Each check, in the order they are made")]
    problem: Annotated[
        str | None, about("The first problem, as `<check>: <what>`; null when none was found")
    ]
    signature: Annotated[
        str,
        about(
            "The export's signature as checked (`signed by key <id>`, `unsigned: ...`,"
            " `INVALID signature ...`); `unsigned` for a stored log, which has none"
        ),
    ]

    @property
    def ok(self) -> bool:
        return self.verdict == "ok"

    def render_text(self) -> str:
        name = self.tournament_id or "(unknown tournament)"
        lines = [
            f"Audit of tournament {name}: {self.verdict.upper()}",
            f"  {self.events} events read, {self.games} games, {self.pairings} pairings",
        ]
        width = max(len(title) for _, title in CHECKS)
        for check in self.checks:
            summary = check.status if not check.detail else f"{check.status} ({check.detail})"
            lines.append(f"  {check.title:<{width}}  {summary}")
        lines.append(f"  {'signed':<{width}}  {self.signature}")
        lines.append("No problem found." if self.problem is None else "First problem:")
        if self.problem is not None:
            lines.append(f"  {self.problem}")
        return "\n".join(lines) + "\n"


@dataclass(frozen=True, slots=True)
class GameSection:
    """A game's export as it follows the tournament's in the file, with its own report."""

    lines: Sequence[str]
    report: VerificationReport


class _Failed(Exception):
    def __init__(self, check: str, message: str) -> None:
        super().__init__(message)
        self.check = check


class _Run:
    def __init__(self) -> None:
        self.counts = {name: 0 for name, _ in CHECKS}
        self.details = {name: "" for name, _ in CHECKS}
        self.skipped: set[str] = set()
        """Checks a stored log cannot make (or not yet): reported "not checked"."""
        self.failed: _Failed | None = None
        self.tournament_id: str | None = None
        self.events = 0
        self.games = 0
        self.pairings = 0
        self.signature = "unsigned"

    def report(
        self, verdict: Literal["ok", "failed", "unreadable"] | None = None
    ) -> TournamentReport:
        order = [name for name, _ in CHECKS]
        failed_at = order.index(self.failed.check) if self.failed is not None else len(order)
        checks = []
        for index, (name, title) in enumerate(CHECKS):
            status: CheckStatus = (
                "not checked"
                if name in self.skipped and index != failed_at
                else "passed"
                if index < failed_at
                else "failed"
                if index == failed_at
                else "not checked"
            )
            detail = self.details[name] if index != failed_at else ""
            checks.append(
                TournamentCheck(
                    name=name, title=title, status=status, count=self.counts[name], detail=detail
                )
            )
        return TournamentReport(
            tournament_id=self.tournament_id,
            verdict=verdict or ("ok" if self.failed is None else "failed"),
            events=self.events,
            games=self.games,
            pairings=self.pairings,
            checks=tuple(checks),
            problem=None if self.failed is None else f"{self.failed.check}: {self.failed}",
            signature=self.signature,
        )


def verify_tournament(
    lines: Sequence[str], games: Sequence[GameSection], *, public_key: bytes | None = None
) -> TournamentReport:
    """``lines``: the tournament's header and its event lines; ``games``: the game exports
    that follow them in the file, each with its report."""
    run = _Run()
    try:
        header = parse_json_line(lines[0]) if lines else None
    except UnreadableRecord as exc:
        run.failed = _Failed("format", f"the header cannot be read: {exc}")
        return run.report("unreadable")
    if not isinstance(header, dict) or TOURNAMENT_HEADER_KEYS - header.keys():
        missing = sorted(
            TOURNAMENT_HEADER_KEYS - (header.keys() if isinstance(header, dict) else set())
        )
        run.failed = _Failed("format", f"the header lacks {', '.join(missing)}")
        return run.report("unreadable")
    run.tournament_id = str(header["tournament_id"])
    try:
        _verify(run, header, lines, games, public_key)
    except _Failed as failed:
        run.failed = failed
    return run.report()


def _verify(
    run: _Run,
    header: dict[str, Any],
    lines: Sequence[str],
    games: Sequence[GameSection],
    public_key: bytes | None,
) -> None:
    events = _events(run, header, lines)
    _chain(run, header, events)
    seed = _seed(run, header)
    _signature(run, header, lines, public_key)
    state = _replay(run, header, events, seed)
    folded = _games(run, header, state, games)
    _results(run, state, folded)
    _standings(run, header, state)


def verify_log(
    events: Sequence[Any], *, tournament_id: uuid.UUID, seed: bytes | None, seed_commitment: str
) -> TournamentReport:
    """The checks a tournament's stored log allows (``GET /v1/tournaments/{id}/verify``): its
    chain, and every command decided again; with the seed (once the tournament has ended) the
    seed against its commitment and every pairing derived again. ``events``: the stored events
    (the store's RecordedEvent fits), in version order."""
    run = _Run()
    run.tournament_id = str(tournament_id)
    run.skipped |= {"signature", "games", "results", "standings"}
    run.details["signature"] = "a stored log has no signature"
    run.details["games"] = "each game is verified on its own"
    try:
        run.events = len(events)
        run.counts["format"] = len(events)
        for event in events:
            if event.game_id != tournament_id:
                raise _Failed("format", f"version {event.version} is of another stream")
        header = {
            "head_hash": events[-1].hash if events else None,
            "tournament_id": str(tournament_id),
        }
        _chain(run, header, list(events))
        if seed is None:
            run.skipped.add("seed")
            run.details["seed"] = "revealed when the tournament ends"
        elif hashlib.sha256(seed).hexdigest() != seed_commitment:
            raise _Failed("seed", "the seed's SHA-256 is not the commitment published at creation")
        else:
            run.counts["seed"] = 1
        _replay(run, header, list(events), seed, whole=False)
    except _Failed as failed:
        run.failed = failed
    return run.report()


def _events(run: _Run, header: dict[str, Any], lines: Sequence[str]) -> list[ExportedEvent]:
    if header.get("hash_algorithm") != HASH_ALGORITHM:
        raise _Failed("format", f"hash_algorithm is {header.get('hash_algorithm')!r}")
    if header.get("pairing_rule") != PAIRING_RULE:
        raise _Failed(
            "format",
            f"pairing_rule is {header.get('pairing_rule')!r}; this verifier knows {PAIRING_RULE}",
        )
    try:
        stream = uuid.UUID(str(header["tournament_id"]))
    except ValueError:
        raise _Failed("format", "tournament_id is not a UUID") from None
    events = []
    for ordinal, text in enumerate(lines[1:], start=1):
        try:
            event = read_event(parse_json_line(text), ordinal=ordinal, line=ordinal + 1)
        except UnreadableRecord as exc:
            raise _Failed("format", f"line {ordinal + 1}: {exc}") from None
        if event.game_id != stream:
            raise _Failed("format", f"line {ordinal + 1} is of another stream, {event.game_id}")
        events.append(event)
    run.events = len(events)
    run.counts["format"] = len(events)
    if header.get("event_count") != len(events):
        raise _Failed(
            "format", f"the header counts {header.get('event_count')} events; {len(events)} follow"
        )
    return events


def _chain(run: _Run, header: dict[str, Any], events: list[ExportedEvent]) -> None:
    links = ChainVerifier()
    for event in events:
        if not links.feed(event):
            raise _Failed("chain", links.report().detail)
    run.counts["chain"] = len(events)
    run.details["chain"] = f"{len(events)} links"
    head = events[-1].hash if events else None
    if head != header.get("head_hash"):
        raise _Failed("chain", "the header's head_hash is not the last event's hash")


def _seed(run: _Run, header: dict[str, Any]) -> bytes:
    text = header.get("seed")
    if not isinstance(text, str):
        raise _Failed(
            "seed", "the seed is not revealed: a tournament's export is whole once it ended"
        )
    try:
        seed = bytes.fromhex(text)
    except ValueError:
        raise _Failed("seed", "the seed is not hex") from None
    if hashlib.sha256(seed).hexdigest() != header.get("seed_commitment"):
        raise _Failed("seed", "the seed's SHA-256 is not the commitment published at creation")
    run.counts["seed"] = 1
    return seed


def _signature(
    run: _Run, header: dict[str, Any], lines: Sequence[str], public_key: bytes | None
) -> None:
    stream = uuid.UUID(str(header["tournament_id"]))
    shaped = Header(
        game_id=stream,
        game_id_text=str(stream),
        edition="",
        seed_commitment=header.get("seed_commitment"),
        seed=header.get("seed"),
        client_seed="",
        dice_algorithm=dice.DICE_V2,
        hash_algorithm=HASH_ALGORITHM,
        event_count=int(header["event_count"]),
        head_hash=str(header["head_hash"]),
        service_version=str(header["service_version"]),
        unknown_keys=(),
        fields=header,
    )
    check = SignatureCheck(shaped, public_key)
    if check.header_problem is not None:
        raise _Failed("signature", check.header_problem)
    for text in lines[1:]:
        check.feed(text)
    problem = check.lines_problem()
    if problem is not None:
        raise _Failed("signature", problem)
    run.signature = check.result.describe()
    run.counts["signature"] = 1


def _replay(
    run: _Run,
    header: dict[str, Any],
    events: Sequence[Any],
    seed: bytes | None,
    *,
    whole: bool = True,
) -> TournamentState:
    """Every command decided again; a pairing derived from the seed, or without it (a running
    tournament's stored log) taken as recorded and counted as waiting for the seed."""
    state = TournamentState()
    index = 0
    commands = 0
    waiting = 0
    while index < len(events):
        first = events[index]
        recorded = first.metadata.get("command")
        if not isinstance(recorded, dict):
            raise _Failed("replay", f"version {first.version} carries no command")
        causation = first.metadata.get("causation_id")
        group = [first]
        while (
            index + len(group) < len(events)
            and events[index + len(group)].metadata.get("causation_id") == causation
            and "command" not in events[index + len(group)].metadata
        ):
            group.append(events[index + len(group)])
        try:
            command = msgspec.convert(recorded, TournamentCommand)
            if seed is None and isinstance(command, PairRound):
                decided = [decode_tournament_event(e.type, e.data) for e in group]
                waiting += 1
            else:
                decided = decide(state, command, seed)
        except (msgspec.ValidationError, DomainError, ValueError) as exc:
            raise _Failed(
                "replay", f"version {first.version}: the command is refused: {exc}"
            ) from None
        expected = [encode_tournament_event(e) for e in decided]
        found = [(e.type, e.data) for e in group]
        if expected != found:
            what = (
                "its pairing does not follow from the seed"
                if first.type == "round_paired"
                else "its events are not the command's"
            )
            raise _Failed("replay", f"version {first.version} ({first.type}): {what}")
        for event in decided:
            state = evolve(state, event)
            if event.__struct_config__.tag == "round_paired" and seed is not None:
                run.pairings += 1
        commands += 1
        index += len(group)
    if state.tournament_id is None or str(state.tournament_id) != str(header["tournament_id"]):
        raise _Failed("replay", "the events are not the tournament the header names")
    if whole and state.ended is None:
        raise _Failed("replay", "the tournament has not ended: its export is whole once it has")
    run.counts["replay"] = commands
    run.details["replay"] = f"{commands} commands re-decided, {run.pairings} pairings derived" + (
        f", {waiting} waiting for the seed" if waiting else ""
    )
    return state


def _games(
    run: _Run, header: dict[str, Any], state: TournamentState, games: Sequence[GameSection]
) -> dict[uuid.UUID, list[tuple[int, GameState]]]:
    expected = [
        (str(t.game_id), r.round, r.attempt, t.table) for r in state.paired for t in r.tables
    ]
    listed = header.get("games")
    if (
        not isinstance(listed, list)
        or [
            (g.get("game_id"), g.get("round"), g.get("attempt"), g.get("table"))
            for g in listed
            if isinstance(g, dict)
        ]
        != expected
    ):
        raise _Failed("games", "the header's games are not the tables the events paired")
    if len(games) != len(expected):
        raise _Failed("games", f"{len(expected)} games were paired; {len(games)} follow")
    tables = {t.game_id: (r, t) for r in state.paired for t in r.tables}
    folded: dict[uuid.UUID, list[tuple[int, GameState]]] = {}
    for section, entry in zip(games, listed, strict=True):
        game_id = uuid.UUID(entry["game_id"])
        report = section.report
        if report.game_id != str(game_id):
            raise _Failed("games", f"the export of game {game_id} is not where the header lists it")
        if report.verdict is not Verdict.OK:
            raise _Failed("games", f"game {game_id} does not verify ({report.verdict})")
        game_header = parse_json_line(section.lines[0])
        if (game_header.get("head_hash"), game_header.get("event_count")) != (
            entry.get("head_hash"),
            entry.get("event_count"),
        ):
            raise _Failed("games", f"game {game_id}'s head is not the one the header lists")
        states = _fold(section.lines[1:])
        round_state, table = tables[game_id]
        created = states[0][1] if states else None
        scenario = round_state.scenario
        if (
            created is None
            or created.players != table.players
            or created.dice_algorithm != dice.DICE_V2
            or created.sequence is None
            or created.sequence.rounds != state.game_rounds
            or created.classified_objectives != scenario.classified_objectives
            or created.objective_points_cap != scenario.objective_points_cap
        ):
            raise _Failed("games", f"game {game_id} is not the game its table was paired to play")
        folded[game_id] = states
    run.games = len(folded)
    run.counts["games"] = len(folded)
    run.details["games"] = f"{len(folded)} games verified"
    return folded


def _fold(lines: Sequence[str]) -> list[tuple[int, GameState]]:
    """Each version's state of a game (already verified: its lines read)."""
    states: list[tuple[int, GameState]] = []
    state: GameState | None = None
    for text in lines:
        record = parse_json_line(text)
        state = fold_game([decode_event(record["type"], record["data"])], state)
        states.append((int(record["version"]), state))
    return states


def _results(
    run: _Run, state: TournamentState, folded: dict[uuid.UUID, list[tuple[int, GameState]]]
) -> None:
    held = 0
    for round_state in state.standing_rounds():
        for table in round_state.tables:
            if table.scores is None or table.ruled is not None:
                continue
            versions = folded[table.game_id]
            at = next((s for v, s in versions if v == table.game_version), None)
            if at is None:
                raise _Failed(
                    "results", f"game {table.game_id} has no version {table.game_version}"
                )
            final = score(at)
            counted = {s.player: (s.objective_points, s.victory_points) for s in table.scores}
            given = {
                p.player: (p.result.objective_points if p.result else None, p.victory_points)
                for p in final.players
            }
            if not final.final or counted != given:
                raise _Failed(
                    "results",
                    f"round {round_state.round}, table {table.table}: the result counted is not "
                    f"game {table.game_id}'s final score at version {table.game_version}",
                )
            held += 1
    run.counts["results"] = held
    run.details["results"] = f"{held} results held to their games"


def _standings(run: _Run, header: dict[str, Any], state: TournamentState) -> None:
    rows = [standing_record(row) for row in standings(state)]
    if header.get("standings") != rows:
        raise _Failed("standings", "the header's standings are not what the events add up to")
    run.counts["standings"] = len(rows)
    run.details["standings"] = f"{len(rows)} players"

"""What an audit verification found: each check with its count, and the first problem.

The report is a frozen msgspec Struct so the API can return it as JSON unchanged, and
``render_text`` gives the same facts to a person reading a terminal.
"""

from __future__ import annotations

import enum
from typing import Annotated, Any

import msgspec

from service.domain.described import about


# The names are published in the spec, so they stay: "dice" is the redraw check, and "replay"
# is re-deciding every command, not the order replay route.
class CheckName(enum.StrEnum):
    """A check of a verification: `format` (the export's lines), `chain` (the hash chain),
    `seed` (the seed against its commitment), `dice` (every server die derived again from the
    seed), `replay` (every command decided again through the rules) and `secrets` (every reveal
    against its commitment)."""

    FORMAT = "format"
    CHAIN = "chain"
    SEED = "seed"
    DICE = "dice"
    REPLAY = "replay"
    SECRETS = "secrets"


CHECK_ORDER: tuple[CheckName, ...] = tuple(CheckName)
"""The order checks are reported in, and which problem counts as first when two checks find
one in the same event: the cheaper, more basic check names it."""

CHECK_TITLES: dict[CheckName, str] = {
    CheckName.FORMAT: "export format",
    CheckName.CHAIN: "hash chain",
    CheckName.SEED: "seed commitment",
    CheckName.DICE: "dice from the seed",
    CheckName.REPLAY: "replay through the rules",
    CheckName.SECRETS: "secret reveals against their commitments",
}


class CheckStatus(enum.StrEnum):
    """What a check came to: `passed`; `failed`; `not checked` (nothing to check yet, e.g. the
    seed is not revealed: not a failure); `stopped` (cut short because the export could not be
    read further); `unverifiable` (nothing failed, but the game ended on a player's word that
    only a secret never revealed can confirm)."""

    PASSED = "passed"
    FAILED = "failed"
    NOT_CHECKED = "not checked"
    """Nothing to check yet (e.g. the seed is not revealed): not a failure."""
    STOPPED = "stopped"
    """Cut short because the export could not be read further; the problem is elsewhere."""
    UNVERIFIABLE = "unverifiable"
    """Nothing failed, but the game ended on a player's word that only a secret they hold and
    never revealed can confirm (the `secrets` check): it can never be checked."""


class Verdict(enum.StrEnum):
    """What the whole verification came to: "ok", no check failed (one that cannot be made yet,
    the seed while the game runs, is no failure); "failed", a check failed (`problem`);
    "unverifiable", nothing failed, but the game ended on a player's word that only a
    client-held secret never revealed can confirm (`unverifiable_secrets`); "unsigned_origin",
    nothing failed, but the game was imported and its chain of custody starts with an export
    nobody signed (`imported.origin`); "unreadable", no usable header."""

    OK = "ok"
    """No check failed; checks that could not be made yet (the seed while the game runs) are
    not failures."""
    FAILED = "failed"
    """A check failed: `problem` is the first problem."""
    UNVERIFIABLE = "unverifiable"
    """No check failed, but the game has ended on the word of a player for a client-held
    secret never revealed (a private Lieutenant's WIP for the Initiative Roll, or its fitness
    and Lieutenant Order at a turn start): `unverifiable_secrets` names them."""
    UNSIGNED_ORIGIN = "unsigned_origin"
    """No check failed, but the game was imported, and the first export of its chain of
    custody that a signature vouches for is unsigned: anyone could have written it, whatever
    service signed a re-export after it (`imported.origin` is null-signed)."""
    UNREADABLE = "unreadable"
    """The export could not be read at all (no usable header)."""


class VerificationProblem(msgspec.Struct, frozen=True, kw_only=True):
    """The first thing a check found wrong, and where."""

    check: Annotated[CheckName, about("The check that found it")]
    message: Annotated[str, about("What is wrong, in words")]
    version: (
        Annotated[
            int,
            about(
                "The event version the problem is about; null for the header or the file as a "
                "whole."
            ),
        ]
        | None
    ) = None
    line: Annotated[int, about("The line of the export file, when verifying a file.")] | None = None
    record: (
        Annotated[int, about("Which event record (1 for the first), when the problem is in one.")]
        | None
    ) = None

    def where(self) -> str:
        parts = []
        if self.version is not None:
            parts.append(f"version {self.version}")
        if self.line is not None:
            parts.append(f"line {self.line}")
        elif self.record is not None and self.version is None:
            parts.append(f"event record {self.record}")
        return ", ".join(parts) or "header"

    def describe(self) -> str:
        return f"{self.where()}: {self.message}"


class CheckResult(msgspec.Struct, frozen=True, kw_only=True):
    """One check of the verification: what it found and how many items it verified."""

    name: Annotated[
        CheckName,
        about(
            "The check: `format`, `chain`, `seed`, `dice`, `replay` (every command decided again) "
            "or `secrets`"
        ),
    ]
    status: Annotated[
        CheckStatus,
        about(
            "`passed`, `failed`, `not checked` (nothing to check yet, e.g. the seed is not "
            "revealed: no failure), `stopped` (cut short: the export could not be read further) "
            "or `unverifiable`"
        ),
    ]
    count: (
        Annotated[
            int, about("How many items were verified good (before the problem, when there is one).")
        ]
        | None
    ) = None
    unit: Annotated[str, about("What `count` counts (`events`, `dice`, `commands`, ...)")] = ""
    note: Annotated[
        str, about("What else it says, in words (the client-held secrets never revealed, ...)")
    ] = ""
    problem: (
        Annotated[VerificationProblem, about("The problem it found; null when none")] | None
    ) = None

    @property
    def title(self) -> str:
        return CHECK_TITLES[self.name]

    def summary(self) -> str:
        counted = f"{self.count} {self.unit}".rstrip() if self.count is not None else ""
        match self.status:
            case CheckStatus.PASSED:
                text = f"passed: {counted}" if counted else "passed"
            case CheckStatus.FAILED:
                text = f"failed after {counted}" if counted else "failed"
            case CheckStatus.STOPPED:
                text = f"stopped after {counted}" if counted else "stopped"
            case CheckStatus.NOT_CHECKED:
                text = "not checked"
            case CheckStatus.UNVERIFIABLE:
                text = "unverifiable"
        return f"{text}: {self.note}" if self.note else text


class SignatureStatus(enum.StrEnum):
    """What an export's signature shows: `unsigned` (none: nothing says who wrote it),
    `signed` (it holds for the key the header names) or `invalid` (it does not hold)."""

    UNSIGNED = "unsigned"
    """No signature (an export made before exports were signed): nothing says who wrote it."""
    SIGNED = "signed"
    """The signature holds for the key the header names (see `key_id`)."""
    INVALID = "invalid"
    """A signature is there and does not hold: the header or an event line was changed."""


class Signature(msgspec.Struct, frozen=True, kw_only=True):
    """What an export's signature says of who wrote it (the problem, if any, is the report's)."""

    status: Annotated[
        SignatureStatus,
        about(
            "`unsigned`, `signed` (the signature holds for the key named) or `invalid` (it does "
            "not hold: the header or an event line was changed)"
        ),
    ]
    key_id: (
        Annotated[
            str,
            about("The signer's key id: the first 16 hex digits of the SHA-256 of its public key."),
        ]
        | None
    ) = None
    public_key: (
        Annotated[
            str,
            about(
                "The signer's raw Ed25519 public key, hex; compare it with the exporter's `GET "
                "/v1/signing-key`, or pass it to `infinity-ledger verify --public-key`."
            ),
        ]
        | None
    ) = None

    def describe(self) -> str:
        match self.status:
            case SignatureStatus.SIGNED:
                return f"signed by key {self.key_id}"
            case SignatureStatus.UNSIGNED:
                return "unsigned: nothing says which service exported it"
            case SignatureStatus.INVALID:
                return f"INVALID signature (it names key {self.key_id})"


class ImportRecord(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One import of a game, as the importing service recorded it and its re-export's signed
    header carries it."""

    signed_by: (
        Annotated[
            str,
            about("The key id that signed the export imported; null: that export was unsigned."),
        ]
        | None
    )
    public_key: Annotated[str, about("That key's public key, hex; null when unsigned.")] | None
    imported_at: Annotated[str, about("When it was imported (UTC, as `recorded_at`).")]
    imported_by: Annotated[
        str,
        about(
            '"organiser" (an organiser token of the importing service, `POST '
            '/v1/organiser/imports`) or "operator" (`infinity-ledger import` on its host); never '
            "a token or its hash."
        ),
    ]

    def record_fields(self) -> dict[str, Any]:
        """This import's own record, field by field (what a subclass holds beside it left out)."""
        return {name: getattr(self, name) for name in ImportRecord.__struct_fields__}


class ImportedHeader(ImportRecord, frozen=True, kw_only=True, omit_defaults=True):
    """An export's `imported`: the exporting service's import of the game, and the imports
    before it, earliest first (left out when there were none, so a first import's re-export
    reads as it did before they were kept)."""

    earlier_imports: tuple[ImportRecord, ...] = ()


class ImportOrigin(msgspec.Struct, frozen=True, kw_only=True):
    """The first export of an imported game's chain of custody that a signature vouches for."""

    signed_by: (
        Annotated[
            str,
            about(
                "The key id that signed it; null: an unsigned origin, which anyone could have "
                "written."
            ),
        ]
        | None
    )
    public_key: Annotated[str, about("That key's public key, hex; null when unsigned.")] | None


class Imported(ImportRecord, frozen=True, kw_only=True, forbid_unknown_fields=False):
    """Where an imported game came from: the import here (or, in an export, the exporting
    service's), the imports before it, and the chain of custody they make."""

    earlier_imports: Annotated[
        tuple[ImportRecord, ...],
        about(
            "The game's imports before this one, earliest first, as the export imported carried "
            "them; empty for a first import. An import of an unsigned export keeps none: no "
            "signature backs its word on them"
        ),
    ]
    origin: Annotated[
        ImportOrigin,
        about(
            "Where the chain of custody starts: the earliest export, or the latest unsigned one "
            "when there is one (a signature vouches for nothing before it)"
        ),
    ]
    re_exported_by: Annotated[
        tuple[str, ...],
        about(
            "The key ids that signed each export after the origin, in order (in a verified "
            "export, its own signer last)."
        ),
    ]

    def header(self) -> ImportedHeader:
        """What an export of the game says of it: the records alone, what follows from them
        being for its reader to work out again."""
        return ImportedHeader(**self.record_fields(), earlier_imports=self.earlier_imports)

    def records(self) -> tuple[ImportRecord, ...]:
        """Every import of the chain, earliest first, this one last."""
        return (*self.earlier_imports, ImportRecord(**self.record_fields()))

    def custody(self) -> str:
        """The chain in words: "unsigned origin, re-exported by key X", "signed by key A"."""
        start = (
            f"signed by key {self.origin.signed_by}" if self.origin.signed_by else "unsigned origin"
        )
        keys = [f"key {key}" for key in self.re_exported_by]
        if not keys:
            return start
        return f"{start}, re-exported by {', then by '.join(keys)}"

    def describe(self) -> str:
        return f"on {self.imported_at} by an {self.imported_by}"


_UNVERIFIABLE_SECRETS = msgspec.Meta(
    description=(
        "The client-held secrets an ended game took its players' word on (a private "
        "Lieutenant's WIP for the Initiative Roll, its fitness and Lieutenant Order at a turn "
        "start) and that were never revealed, by id, in the order first used"
    )
)


class VerificationReport(msgspec.Struct, frozen=True, kw_only=True):
    """What an audit verification found (`infinity-ledger verify`, GET .../verify): each check,
    the first problem, and the verdict."""

    ok: Annotated[bool, about('true exactly when `verdict` is "ok".')]
    verdict: Annotated[
        Verdict,
        about(
            "`ok`, `failed` (`problem` is the first), `unverifiable` (`unverifiable_secrets`), "
            "`unsigned_origin` (an imported game whose chain of custody starts unsigned) or "
            "`unreadable`"
        ),
    ]
    readable: Annotated[
        bool, about("false when the export could not be read at all (no usable header).")
    ]
    game_id: Annotated[str, about("The game's id; null when the export could not say")] | None
    events: Annotated[int, about("Event records read.")]
    checks: Annotated[tuple[CheckResult, ...], about("Each check, in the order they are made")]
    problem: (
        Annotated[
            VerificationProblem,
            about("The first problem: the earliest event, and within it the most basic check."),
        ]
        | None
    )
    signature: (
        Annotated[
            Signature,
            about("An export's signature; null when the service verified its own stored log."),
        ]
        | None
    ) = None
    imported: (
        Annotated[
            Imported,
            about(
                "Set for a game imported from another service's export; null for one played here."
            ),
        ]
        | None
    ) = None
    unverifiable_secrets: Annotated[tuple[str, ...], _UNVERIFIABLE_SECRETS] = ()

    def check(self, name: CheckName) -> CheckResult:
        for result in self.checks:
            if result.name == name:
                return result
        raise KeyError(name)

    def render_text(self) -> str:
        game = self.game_id or "(unknown game)"
        verdict = self.verdict.replace("_", " ").upper()
        lines = [f"Audit of game {game}: {verdict}", f"  {self.events} events read"]
        width = max(len(title) for title in CHECK_TITLES.values())
        for result in self.checks:
            lines.append(f"  {result.title:<{width}}  {result.summary()}")
        if self.signature is not None:
            lines.append(f"  {'signature':<{width}}  {self.signature.describe()}")
        if self.imported is not None:
            lines.append(f"  {'origin':<{width}}  {self.imported.custody()}")
            lines.append(f"  {'imported':<{width}}  {self.imported.describe()}")
        if self.verdict is Verdict.UNSIGNED_ORIGIN:
            lines.append(
                "Unsigned origin: no signature shows where this game was played, so anyone "
                "could have written it before a service signed it."
            )
        if self.unverifiable_secrets:
            secrets = ", ".join(self.unverifiable_secrets)
            lines.append(f"Never revealed, so never checked: client-held {secrets}.")
        if self.problem is None:
            lines.append("No problem found.")
        else:
            title = CHECK_TITLES[self.problem.check]
            lines.append(f"First problem ({title}, {self.problem.where()}):")
            lines.append(f"  {self.problem.message}")
        return "\n".join(lines) + "\n"

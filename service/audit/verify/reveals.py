"""Every reveal in the log against the commitment recorded before it, with hashlib alone.

The re-decide check holds reveals to the rules as well; this one says plainly which secret did
not open, and which secrets its client never revealed (the audit of those is not complete).
With the seed, each Classified Objectives draw is derived again (``domain.classified``) and the
reveal of each drawn secret must name its card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.audit.export import ExportedEvent, committed_with_trooper
from service.audit.verify.progress import CheckProgress
from service.audit.verify.report import CheckName
from service.domain.classified import draw_cards
from service.domain.dice import Roller
from service.domain.secrets import opens


@dataclass(frozen=True, slots=True)
class _Committed:
    version: int
    commitment: str
    held_by: str


class RevealCheck:
    def __init__(self) -> None:
        self.progress = CheckProgress(CheckName.SECRETS, "reveals")
        self._committed: dict[str, _Committed] = {}
        self._revealed: set[str] = set()
        self._ended = False
        self._roller: Roller | None = None
        self._drawn: dict[str, tuple[int, str]] = {}
        """A drawn secret's id -> the draw's version and the card the seed gives it."""

    def use_roller(self, roller: Roller | None) -> None:
        """The revealed seed's dice; without them the draws are not derived again."""
        self._roller = roller

    def feed(self, event: ExportedEvent) -> None:
        if not self.progress.active:
            return
        data: Mapping[str, Any] = event.data
        event_type = event.type
        with_trooper = committed_with_trooper(event_type, data)
        if with_trooper is not None:
            # A trooper added in Hidden Deployment: its commitment is recorded with it.
            event_type, data = "secret_committed", with_trooper
        if event_type == "game_ended":
            self._ended = True
        elif event_type == "secret_committed":
            self._committed[str(data.get("secret_id"))] = _Committed(
                event.version, str(data.get("commitment")), str(data.get("held_by"))
            )
        elif event_type == "classified_drawn":
            self._derive_draw(event)
        elif event_type == "secret_revealed":
            self._check_reveal(event)

    def _derive_draw(self, event: ExportedEvent) -> None:
        if self._roller is None:
            return
        deck, secret_ids = event.data.get("deck"), event.data.get("secret_ids")
        if not (
            isinstance(deck, list)
            and isinstance(secret_ids, list)
            and all(isinstance(x, str) for x in (*deck, *secret_ids))
        ):
            self.progress.fail_event(event, "a draw's deck and secret_ids are lists of names")
            return
        try:
            cards = draw_cards(self._roller, event.version, deck, len(secret_ids))
        except ValueError as exc:
            self.progress.fail_event(event, f"the draw cannot be derived: {exc}")
            return
        for secret_id, card in zip(secret_ids, cards, strict=True):
            self._drawn[secret_id] = (event.version, card)

    def _check_reveal(self, event: ExportedEvent) -> None:
        secret_id = str(event.data.get("secret_id"))
        committed = self._committed.get(secret_id)
        secret, salt = event.data.get("secret"), event.data.get("salt")
        if committed is None:
            self.progress.fail_event(event, f"it reveals {secret_id!r}, never committed")
        elif secret_id in self._revealed:
            self.progress.fail_event(event, f"it reveals {secret_id!r} a second time")
        elif not (
            isinstance(secret, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in secret.items())
            and isinstance(salt, str)
            and opens(committed.commitment, salt, secret)
        ):
            self.progress.fail_event(
                event,
                f"the secret and salt of {secret_id!r} do not hash to the commitment of "
                f"version {committed.version}",
            )
        elif secret_id in self._drawn and secret.get("objective") != self._drawn[secret_id][1]:
            version, card = self._drawn[secret_id]
            self.progress.fail_event(
                event,
                f"{secret_id!r} reveals {secret.get('objective')!r}, but the draw of version "
                f"{version} gave it {card!r}",
            )
        else:
            self._revealed.add(secret_id)
            if self.progress.count is not None:
                self.progress.count += 1

    def finish(self, end_ordinal: int) -> None:
        if not self.progress.active:
            return
        unrevealed = [s for s in self._committed if s not in self._revealed]
        sealed = [s for s in unrevealed if self._committed[s].held_by == "server"]
        if self._ended and sealed:
            self.progress.fail(end_ordinal, f"the game ended without revealing {sealed[0]!r}")
            return
        held = [s for s in unrevealed if self._committed[s].held_by == "client"]
        if held:
            self.progress.note = "client-held secrets never revealed: " + ", ".join(held)

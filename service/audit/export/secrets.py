"""The header's ``secrets``: every commitment of the log, in log order, with its reveal.

Listed in the header so that whoever holds the export sees at a glance which Private
Information the game committed to and which of it was opened; the verifier builds the same list
from the log and holds the header to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from service.domain.events import CommittedSecret

LISTED_EVENT_TYPES = frozenset({"secret_committed", "trooper_added", "secret_revealed"})
"""The only events the list is made from: a writer may skip decoding any other."""
HIDDEN_DEPLOYMENT = "hidden_deployment"


def committed_with_trooper(type: str, data: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The commitment a ``trooper_added`` records with a trooper added in Hidden Deployment
    (games under the hidden rule), as the fields of a ``secret_committed`` would give it: the
    trooper's player is its owner, the server holds it, no marker; None for any other event."""
    if type != "trooper_added":
        return None
    hidden, trooper = data.get("hidden_deployment"), data.get("trooper")
    if not isinstance(hidden, dict):
        return None
    owner = trooper.get("player") if isinstance(trooper, dict) else None
    return {
        "secret_id": hidden.get("secret_id"),
        "owner": owner,
        "kind": HIDDEN_DEPLOYMENT,
        "marker": None,
        "commitment": hidden.get("commitment"),
        "held_by": "server",
    }


class ListedSecret(CommittedSecret, frozen=True, kw_only=True):
    revealed_version: int | None = None
    """The version of the event that revealed it; None while it is private."""

    def to_builtins(self) -> dict[str, Any]:
        return msgspec.structs.asdict(self)


LISTED_KEYS = frozenset(ListedSecret.__struct_fields__)


class SecretsListing:
    """Fed the log's events in version order; ``secrets`` is then the header's list."""

    def __init__(self) -> None:
        self._listed: dict[str, ListedSecret] = {}

    def feed(self, version: int, type: str, data: Mapping[str, Any]) -> None:
        with_trooper = committed_with_trooper(type, data)
        if with_trooper is not None:
            type, data = "secret_committed", with_trooper
        if type == "secret_committed":
            secret_id = str(data.get("secret_id"))
            marker = data.get("marker")
            self._listed[secret_id] = ListedSecret(
                secret_id=secret_id,
                owner=str(data.get("owner")),
                kind=str(data.get("kind")),
                marker=marker if isinstance(marker, int) else None,
                commitment=str(data.get("commitment")),
                held_by=str(data.get("held_by")),
            )
        elif type == "secret_revealed":
            listed = self._listed.get(str(data.get("secret_id")))
            # Only the first reveal counts: the verifier fails a second one on its own.
            if listed is not None and listed.revealed_version is None:
                self._listed[listed.secret_id] = msgspec.structs.replace(
                    listed, revealed_version=version
                )

    @property
    def secrets(self) -> tuple[ListedSecret, ...]:
        return tuple(self._listed.values())

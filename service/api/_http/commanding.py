"""Running a game command from an HTTP request: the caller, its headers, the answer.

Every endpoint that appends goes through `Commanding.run`, or calls its use case with
`Commanding.manners` and answers with `answered`, so Idempotency-Key, If-Match and ETag work
the same everywhere and each controller method stays one decode and one call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Request, Response
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide

from service.api._http.awaiting import AwaitedView, AwaitingList, awaited_views
from service.api._http.manners import (
    CommandManners,
    IdempotencyKey,
    IfMatch,
    game_state,
    games,
    idempotency,
    if_match_version,
    page_of,
    respond,
)
from service.api._http.manners import principal as resolve_principal
from service.api._http.schemas import to_domain
from service.application.games.use_case import Answer, Decided, Principal, Respond
from service.domain.commands import Command
from service.domain.described import about
from service.domain.events import encode_event

BodyCommand = type[Command] | Callable[..., Command]
"""How a route's body becomes its command: a command type the body says field for field, or a
function of the body (with `actor` and the path's fields) where the body says it otherwise."""


class AppendedEvent(msgspec.Struct, frozen=True):
    """An event a command appended, as GET .../events shows it (its `data`, without the links of the
    hash chain)."""

    version: Annotated[int, about("The game's version this event made (1, 2, 3, ... with no gap)")]
    type: Annotated[
        str, about("The event's type (the AsyncAPI document describes each one's `data`)")
    ]
    data: Annotated[
        dict[str, Any],
        about(
            "The event as recorded: the fields its type has (see the AsyncAPI document, "
            "`components.schemas`)"
        ),
    ]


class CommandResult(msgspec.Struct, frozen=True):
    """What a game command appended, the game's version after it, and what the game awaits
    next."""

    version: Annotated[
        int,
        about(
            "The game's version after the command (also its ETag): send it as If-Match to make "
            "the next command conditional"
        ),
    ]
    events: Annotated[
        list[AppendedEvent],
        about("The events the command appended, in order; a command appends at least one"),
    ]
    awaiting: AwaitingList = msgspec.field(default_factory=list)


def awaiting_of(decided: Decided) -> list[AwaitedView]:
    """What the game awaits after a command, as its sender may see it, for its answer."""
    return awaited_views(decided.awaiting)


def builtins(value: msgspec.Struct) -> Any:
    """Plain JSON-ready data: what is stored with an idempotency key and sent back on retry."""
    return msgspec.to_builtins(value)


def command_result(decided: Decided, new_resource: str | None = None) -> Answer:
    """The default answer: the events a command appended and the game's version after it;
    `new_resource`, the path of the resource the command made, if it made one."""
    appended = []
    for version, event in decided.events:
        event_type, data = encode_event(event)
        appended.append(AppendedEvent(version, event_type, data))
    result = builtins(CommandResult(decided.after.version, appended, awaiting_of(decided)))
    return Answer(result, created=new_resource is not None, resource=new_resource)


def answered(answer: Answer) -> Response[Any]:
    """The response to a command's answer, with the ETag of the game's version after it."""
    return respond(answer, answer.body["version"])


@dataclass(frozen=True, slots=True)
class Commanding:
    # Litestar provides it straight from these fields, which it reads as a handler's parameters.
    request: Request[Any, Any, Any]
    state: State
    principal: NamedDependency[Principal]
    idempotency_key: IdempotencyKey = None
    if_match: IfMatch = None

    @property
    def actor(self) -> str:
        return self.principal.actor

    @property
    def game_id(self) -> UUID:
        return self.principal.game_id

    def manners(self, body: object) -> CommandManners:
        """The caller's If-Match and Idempotency-Key (held to the request's `body`), as every
        use case that appends takes them: `use_case(..., **cmd.manners(data))`."""
        return CommandManners(
            if_match=if_match_version(self.if_match),
            idempotency=idempotency(self.idempotency_key, self.request, body),
        )

    async def run(
        self,
        command: Command,
        body: object,
        render: Respond = command_result,
    ) -> Response[Any]:
        answer = await games(self.state).execute(
            self.principal, command, respond=render, **self.manners(body)
        )
        return answered(answer)

    async def run_body(
        self, kind: BodyCommand, body: msgspec.Struct, **from_path: Any
    ) -> Response[Any]:
        """Run the command the body (and the path) says: of type `kind` field for field, or as
        the function `kind` makes it of the body, its sender and the path's fields."""
        command: Command
        if isinstance(kind, type):
            command = to_domain(body, kind, actor=self.actor, **from_path)
        else:
            command = kind(body, actor=self.actor, **from_path)
        return await self.run(command, body)


GAME_DEPENDENCIES = {
    "principal": Provide(resolve_principal),
    "game_state": Provide(game_state),
    "cmd": Provide(Commanding, sync_to_thread=False),
    "page": Provide(page_of, sync_to_thread=False),
}
"""A game route's caller, its game's state and, for a command, its `Commanding`: provided once
for the whole app, with a list's page; Litestar resolves each only for a handler that names it."""

"""What makes the OpenAPI document the reference an app is written from.

- An operation's description is a `Doc`: what it does, who may call it (which token), what it
  appends (event types: a game's, or a tournament's) and what it refuses (problem codes),
  rendered in one shape for every route; an unknown event type or problem code fails at
  import, so a description cannot name what the service does not have.
- A schema's description is its struct's own docstring and a property's the
  `msgspec.Meta(description=...)` on its field (`DescribedStructs`), so both live next to the
  type they describe.
- A request body's examples are its struct's `EXAMPLES` (`Example`), shown on every operation
  that takes it (`DocumentedOperation`).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

import msgspec
from litestar._openapi.schema_generation.plugins.struct import StructSchemaPlugin
from litestar.datastructures import ResponseHeader
from litestar.openapi.spec import OpenAPIType, Operation, Reference, Schema
from litestar.typing import FieldDefinition

from service.api._http.problems import PROBLEM_CODES
from service.domain.events import EVENT_TYPES
from service.domain.tournament import TOURNAMENT_EVENT_TYPES

if TYPE_CHECKING:
    from litestar._openapi.schema_generation import SchemaCreator

PLAYER = "a player's token, for their own army"
ORGANISER = "the organiser's token (the organiser judges: it plays for no one)"
ANY_TOKEN = (
    "any token of the game, the organiser's or a player's; each reader is answered as the"
    " visibility rule lets them see the game"
)
NO_TOKEN = "anyone: no token"
ANY_PLAYING = (
    "a player's token, or the organiser's with the server's dice only (faces entered are a"
    " player's own)"
)
ORGANISER_ACROSS_GAMES = "an organiser token: the answer covers every game it organises"
TOURNAMENT_ORGANISER = (
    "the tournament's organiser token (the organiser runs the tournament and plays no table)"
)
ANY_TOURNAMENT_TOKEN = "any token of the tournament, the organiser's or a player's"


class Example(NamedTuple):
    """A request body's example: what it shows, and the body."""

    summary: str
    value: dict[str, Any]


Examples = tuple[Example, ...]


def _status(code: str) -> str:
    return PROBLEM_CODES[code].split(":", 1)[0]


@dataclass(frozen=True)
class Doc:
    """An operation's description, said in the same four parts for every route."""

    does: str
    """What the operation does, in the rules' words where it plays a rule."""
    caller: str
    """Which token may call it (PLAYER, ORGANISER, ANY_TOKEN, ...), and for whom."""
    appends: Sequence[str] = ()
    """The event types it may append, in the order they come; empty for a read."""
    refusals: Mapping[str, str] = field(default_factory=dict)
    """Its own refusals: problem code -> when; those of every route of its kind are added."""

    def __post_init__(self) -> None:
        unknown_events = [
            e for e in self.appends if e not in EVENT_TYPES and e not in TOURNAMENT_EVENT_TYPES
        ]
        unknown_codes = [c for c in self.refusals if c not in PROBLEM_CODES]
        if unknown_events or unknown_codes:
            raise ValueError(f"no such event type {unknown_events} or problem code {unknown_codes}")

    def render(self, common: Sequence[str] = ()) -> str:
        """The Markdown description; `common` are the codes every route of its kind answers."""
        appends = (
            ", ".join(f"`{event}`" for event in self.appends)
            if self.appends
            else "nothing (a read)"
        )
        own = [
            f"- {_status(code)} `{code}`: {when}"
            for code, when in sorted(self.refusals.items(), key=lambda c: (_status(c[0]), c[0]))
        ]
        shared = [code for code in common if code not in self.refusals]
        if shared:
            own.append(
                "- and, as every route of its kind: "
                + ", ".join(f"{_status(code)} `{code}`" for code in shared)
            )
        refusals = "\n".join(own) if own else "none"
        return (
            f"{self.does}\n\n**Who may call it:** {self.caller}.\n\n**Appends:** {appends}.\n\n"
            f"**Refusals:**\n\n{refusals}"
        )


COMMAND_CODES = (
    "malformed-request",
    "weak-idempotency-key",
    "unauthorized",
    "forbidden",
    "not-found",
    "state-conflict",
    "version-conflict",
    "too-many-events",
    "precondition-failed",
    "body-too-large",
    "unsupported-media-type",
    "invalid-body",
    "invalid-name",
    "invalid-command",
    "idempotency-key-reused",
    "rate-limited",
    "service-unavailable",
)
"""What every command of a game can answer, whatever it commands."""
READ_CODES = (
    "malformed-request",
    "unauthorized",
    "not-found",
    "rate-limited",
    "service-unavailable",
)
"""What every read of a game can answer."""
ORGANISER_READ_CODES = (
    "malformed-request",
    "unauthorized",
    "forbidden",
    "rate-limited",
    "service-unavailable",
)
"""What every read across an organiser's games can answer."""
TOURNAMENT_COMMAND_CODES = (
    "malformed-request",
    "weak-idempotency-key",
    "unauthorized",
    "not-found",
    "tournament-ended",
    "version-conflict",
    "body-too-large",
    "unsupported-media-type",
    "invalid-body",
    "idempotency-key-reused",
    "rate-limited",
    "service-unavailable",
)
"""What every command of a tournament can answer, whatever it commands (404: a token of another
tournament, or of a game, learns nothing of this one)."""
TOURNAMENT_READ_CODES = (
    "malformed-request",
    "unauthorized",
    "not-found",
    "rate-limited",
    "service-unavailable",
)
"""What every read of a tournament can answer."""
BODY_REFUSALS = {
    "invalid-body": "a body that does not fit the schema",
    "body-too-large": "a body over the size limit",
    "unsupported-media-type": "a body that is not application/json",
}
"""A route's refusals of its body, in the words every route that takes one says them."""

PUBLIC_CODES = ("malformed-request", "rate-limited", "service-unavailable")
"""What a route without a token can answer (503: the rate limit's shared store is down)."""


LOCATION = ResponseHeader(
    name="Location",
    value="/v1/games/6f1c0e2a-0c5e-4d5b-9b8e-2f4c1a7d9e10",  # documentation only
    documentation_only=True,
    required=True,
    description="Where what was made is read: a GET of this path answers it",
)


def location(value: str, description: str) -> ResponseHeader:
    """A 201's `Location` where what was made is read at another kind of path than a game's:
    `value` an example of it, `description` what a GET of it answers."""
    return ResponseHeader(
        name="Location",
        value=value,  # documentation only
        documentation_only=True,
        required=True,
        description=description,
    )


def _own_doc(cls: type) -> str | None:
    """A class's own docstring, not one it inherits (every schema says what it is itself), its
    ``literals`` written as Markdown's `literals`."""
    doc = cls.__dict__.get("__doc__")
    if not isinstance(doc, str) or not doc.strip():
        return None
    return re.sub(r"``([^`]+)``", r"`\1`", inspect.cleandoc(doc))


_SAID_BY_LITESTAR = {"description", "title", "examples", "extra"}


def _field_kinds(cls: type[msgspec.Struct]) -> Iterator[tuple[str, msgspec.inspect.Type]]:
    """Each field of a struct: its name in JSON and its type, as msgspec inspects it."""
    info = msgspec.inspect.type_info(cls)
    assert isinstance(info, msgspec.inspect.StructType)
    for struct_field in info.fields:
        yield struct_field.encode_name, struct_field.type


def _arm(kind: msgspec.inspect.Type) -> msgspec.inspect.Type:
    """The one type a field may hold but null or unset, as it is declared (with its Meta)."""
    if isinstance(kind, msgspec.inspect.UnionType):
        held = [t for t in kind.types if not isinstance(t, msgspec.inspect.NoneType)]
        if len(held) == 1:
            return held[0]
    return kind


def _unwrapped(kind: msgspec.inspect.Type) -> msgspec.inspect.Type:
    kind = _arm(kind)
    return kind.type if isinstance(kind, msgspec.inspect.Metadata) else kind


def _extra_schema(kind: msgspec.inspect.Type) -> dict[str, Any]:
    """What a field's `msgspec.Meta(extra_json_schema=...)` adds that Litestar leaves out."""
    kind = _arm(kind)
    if not isinstance(kind, msgspec.inspect.Metadata):
        return {}
    extra = kind.extra_json_schema or {}
    return {key: value for key, value in extra.items() if key not in _SAID_BY_LITESTAR}


class DescribedStructs(StructSchemaPlugin):
    """Litestar's schemas of msgspec structs, with what Litestar leaves out: the struct's
    docstring as the schema's description, a mapping's bounds as `minProperties` and
    `maxProperties`, and what a field's `msgspec.Meta(extra_json_schema=...)` adds (say,
    `uniqueItems`).

    It answers a reference, never the component itself: Litestar puts a property's
    description on the schema the property answers, which for a struct would overwrite the
    struct's own description with the first property's that names it."""

    def to_openapi_schema(
        self, field_definition: FieldDefinition, schema_creator: SchemaCreator
    ) -> Schema:
        schema = super().to_openapi_schema(field_definition, schema_creator)
        cls = field_definition.type_
        schema.description = _own_doc(cls)
        aliases = Schema.field_aliases()
        for name, kind in _field_kinds(cls):
            prop = (schema.properties or {}).get(name)
            if not isinstance(prop, Schema):
                continue
            mapping = _unwrapped(kind)
            if isinstance(mapping, msgspec.inspect.DictType):
                prop.min_properties, prop.max_properties = mapping.min_length, mapping.max_length
            for key, value in _extra_schema(kind).items():
                setattr(prop, aliases.get(key, key), value)
        for prop in (schema.properties or {}).values():
            _number_or_integer(prop)
        info = msgspec.inspect.type_info(cls)
        assert isinstance(info, msgspec.inspect.StructType)
        tag = (schema.properties or {}).get(info.tag_field or "")
        if isinstance(tag, Schema) and not tag.description:
            tag.description = (
                f"Always `{info.tag}`: it tells this kind of `{info.tag_field}` from the others"
            )
        registry = schema_creator.schema_registry
        reference = registry.get_reference_for_field_definition(field_definition)
        return reference if reference is not None else schema  # type: ignore[return-value]


def _number_or_integer(schema: Schema | Reference) -> None:
    """A union of an int and a float is `anyOf`, not Litestar's `oneOf`: a JSON integer is a
    number too, so under `oneOf` the integer it accepts would match two arms and be refused."""
    if not isinstance(schema, Schema):
        return
    arms = schema.one_of or []
    kinds = {arm.type for arm in arms if isinstance(arm, Schema)}
    if {OpenAPIType.INTEGER, OpenAPIType.NUMBER} <= kinds:
        schema.any_of, schema.one_of = arms, None


def _subclasses(cls: type) -> Iterator[type]:
    subclasses: list[type] = cls.__subclasses__()
    for sub in subclasses:
        yield sub
        yield from _subclasses(sub)


def body_examples(name: str) -> Examples:
    """The examples of the request body named `name` (its schema's name, its struct's), which
    the struct gives as its own `EXAMPLES`."""
    for cls in _subclasses(msgspec.Struct):
        if cls.__name__ == name and "EXAMPLES" in cls.__dict__:
            examples: Examples = cls.__dict__["EXAMPLES"]
            return examples
    return ()


def _referenced(schema: Schema | Reference | None) -> str | None:
    """The component a request body's schema names, directly or as one arm of a union."""
    if isinstance(schema, Reference):
        return schema.ref.rsplit("/", 1)[1]
    if isinstance(schema, Schema):
        for arm in schema.one_of or schema.all_of or ():
            found = _referenced(arm)
            if found:
                return found
    return None


@dataclass
class DocumentedOperation(Operation):
    """An operation whose request body shows its body's examples (Litestar shows none).

    They are found as the document is written: only then do its references have their names."""

    def to_schema(self) -> dict[str, Any]:
        document = super().to_schema()
        content = getattr(self.request_body, "content", None) or {}
        for media_type, media in content.items():
            name = _referenced(media.schema)
            examples = body_examples(name) if name else ()
            if examples:
                # Written into the document as given: Litestar's own Example would drop a null
                # inside a value (`"die": null`, a declined ReRoll).
                document["requestBody"]["content"][media_type]["examples"] = {
                    _key(example.summary): {"summary": example.summary, "value": example.value}
                    for example in examples
                }
        return document


def _key(summary: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in summary.lower()).strip("_")[:60]

"""The spec is the reference: an app developer needs nothing else to call an operation.

Every operation says what it does, who may call it, what it appends and what it refuses, by
problem code; every schema and every property says what it means; every request body carries an
example that fits its schema; every event type's payload in the AsyncAPI document is described
the same way. Each test names what is missing, so a new route or field cannot come undocumented.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from openapi_schema_validator import OAS31Validator

from service.api._http.problems import PROBLEM_CODES
from service.api.asyncapi_export import render_asyncapi
from service.api.openapi_export import render_openapi
from service.domain.events import EVENT_TYPES
from service.domain.hidden import HELD_BACK
from service.domain.tournament import TOURNAMENT_EVENT_TYPES

METHODS = {"get", "post", "put", "patch", "delete"}
SECTIONS = ("**Who may call it:**", "**Appends:**", "**Refusals:**")
"""What every operation's description says, in this order, besides what it does."""
CODE = re.compile(r"`([a-z]+(?:-[a-z]+)+)`")
EVENT = re.compile(r"`([a-z]+(?:_[a-z]+)+)`")


@cache
def openapi() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(render_openapi())
    return document


@cache
def asyncapi() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(render_asyncapi())
    return document


def operations() -> Iterator[tuple[str, dict[str, Any]]]:
    for path, item in openapi()["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield f"{method.upper()} {path} ({operation['operationId']})", operation


def test_every_operation_has_a_summary_and_a_description() -> None:
    bare = [
        label
        for label, operation in operations()
        if not operation.get("summary", "").strip() or not operation.get("description", "").strip()
    ]
    assert bare == []


def test_every_description_says_who_may_call_what_it_appends_and_refuses() -> None:
    missing = [
        (label, section)
        for label, operation in operations()
        for section in SECTIONS
        if section not in operation.get("description", "")
    ]
    assert missing == []


def _section(description: str, heading: str) -> str:
    start = description.index(heading) + len(heading)
    ends = [description.find(h, start) for h in SECTIONS if description.find(h, start) >= 0]
    return description[start : min(ends, default=len(description))]


def _event_types(label: str) -> set[str]:
    """What an operation may append: a game's event types; a tournament's route also its own
    (its stream's), beside the games' it makes or ends."""
    tournament = " /v1/tournaments" in label
    return {*EVENT_TYPES, *(TOURNAMENT_EVENT_TYPES if tournament else ())}


def test_the_refusals_named_are_codes_the_service_answers_and_the_events_are_event_types() -> None:
    unknown_codes = [
        (label, code)
        for label, operation in operations()
        if "**Refusals:**" in operation.get("description", "")
        for code in CODE.findall(_section(operation["description"], "**Refusals:**"))
        if code not in PROBLEM_CODES
    ]
    unknown_events = [
        (label, event)
        for label, operation in operations()
        if "**Appends:**" in operation.get("description", "")
        for event in EVENT.findall(_section(operation["description"], "**Appends:**"))
        if event not in _event_types(label)
    ]
    assert (unknown_codes, unknown_events) == ([], [])


def _body_schema(operation: dict[str, Any]) -> dict[str, Any]:
    schema: dict[str, Any] = operation["requestBody"]["content"]["application/json"]["schema"]
    return {**schema, "components": openapi()["components"]}


def test_every_request_body_has_an_example_that_fits_its_schema() -> None:
    without = []
    misfits = []
    for label, operation in operations():
        if "requestBody" not in operation:
            continue
        content = operation["requestBody"]["content"]
        examples = [
            example["value"]
            for media in content.values()
            for example in media.get("examples", {}).values()
        ]
        if not examples:
            without.append(label)
            continue
        validator = OAS31Validator(_body_schema(operation))
        misfits += [
            (label, error.message) for value in examples for error in validator.iter_errors(value)
        ]
    assert (without, misfits) == ([], [])


def test_every_schema_and_every_property_has_a_description() -> None:
    schemas = openapi()["components"]["schemas"]
    bare_schemas = [name for name, schema in schemas.items() if not schema.get("description")]
    bare_properties = [
        f"{name}.{field}"
        for name, schema in schemas.items()
        for field, prop in schema.get("properties", {}).items()
        if not prop.get("description")
    ]
    assert (bare_schemas, bare_properties) == ([], [])


def _nodes(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from _nodes(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _nodes(value, f"{where}/{index}")


def test_length_bounds_only_on_strings_and_item_bounds_only_on_arrays() -> None:
    """`maxLength` on an object says nothing a validator checks: what bounds an object's
    members is `maxProperties`. (A bound beside a `oneOf` with no type of its own applies to
    the one arm it fits.)"""
    wrong = [
        where
        for where, node in _nodes(openapi(), "#")
        if (
            {"minLength", "maxLength", "pattern"} & node.keys()
            and node.get("type", "string") != "string"
        )
        or ({"minItems", "maxItems"} & node.keys() and node.get("type", "array") != "array")
        or (
            {"minProperties", "maxProperties"} & node.keys()
            and node.get("type", "object") != "object"
        )
    ]
    assert wrong == []


def test_every_201_documents_the_location_it_sends() -> None:
    """tests/e2e/api/test_location.py follows each one."""
    undocumented = [
        label
        for label, operation in operations()
        if "201" in operation["responses"]
        and "Location" not in operation["responses"]["201"].get("headers", {})
    ]
    assert undocumented == []


def _described(schema: dict[str, Any], where: str) -> Iterator[str]:
    """What in an AsyncAPI schema has no description: the schema, and each property."""
    if not schema.get("description"):
        yield where
    for field, prop in schema.get("properties", {}).items():
        if not prop.get("description"):
            yield f"{where}.{field}"


def test_every_event_type_has_a_described_payload_in_the_asyncapi_document() -> None:
    document = asyncapi()
    messages = document["components"]["messages"]
    schemas = document["components"].get("schemas", {})
    # Every message: each event type, `held_back`, the order state and the standings.
    assert {*EVENT_TYPES, HELD_BACK} <= messages.keys()
    undescribed = [
        name
        for name, message in messages.items()
        if not message.get("description") or not message.get("payload")
    ]
    # Each event type's `data` is a schema of its own, every one of its fields described.
    data_of = {}
    for name in EVENT_TYPES:
        payload = messages[name]["payload"]
        parts = payload.get("allOf", [payload])
        refs = [
            part["properties"]["data"]["$ref"]
            for part in parts
            if "data" in part.get("properties", {})
        ]
        data_of[name] = refs[0].rsplit("/", 1)[1] if refs else None
    no_data_schema = [name for name, data in data_of.items() if data not in schemas]
    bare = [missing for name, schema in schemas.items() for missing in _described(schema, name)]
    assert (undescribed, no_data_schema, bare) == ([], [], [])

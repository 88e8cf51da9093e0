"""Request bodies are decoded once, by a typed decoder built once per body type."""

from __future__ import annotations

from typing import Any

import litestar.connection.request
import msgspec
import pytest

from service.api._http import json_body
from service.api._http.json_body import MAX_DEPTH, decoder_for
from service.api.app import create_app
from tests.builders.http import Client, assert_problem


def body_types() -> dict[str, Any]:
    found: dict[str, Any] = {}
    for route in create_app(None).routes:
        for handler in getattr(route, "route_handlers", []):
            data = handler.parsed_fn_signature.parameters.get("data")
            if data is not None:
                found[handler.handler_id.split("::")[0]] = data.annotation
    return found


def depth(info: msgspec.inspect.Type, seen: frozenset[type] = frozenset()) -> int:
    """How deep a JSON document of this type can nest; raises on Any or a recursive struct."""
    if isinstance(info, msgspec.inspect.AnyType):
        raise AssertionError("a body type takes Any: its depth is unbounded")
    if isinstance(info, msgspec.inspect.StructType):
        assert info.cls not in seen, f"{info.cls.__name__} nests itself"
        inner = [depth(f.type, seen | {info.cls}) for f in info.fields]
        return 1 + max(inner, default=0)
    if isinstance(info, msgspec.inspect.UnionType):
        return max(depth(t, seen) for t in info.types)
    if isinstance(info, msgspec.inspect.ListType | msgspec.inspect.VarTupleType):
        return 1 + depth(info.item_type, seen)
    if isinstance(info, msgspec.inspect.TupleType):
        return 1 + max((depth(t, seen) for t in info.item_types), default=0)
    if isinstance(info, msgspec.inspect.DictType):
        return 1 + depth(info.value_type, seen)
    return 0


def test_every_route_with_a_body_has_one_typed_decoder() -> None:
    types = body_types()
    assert len(types) >= 10, types
    for type_ in types.values():
        assert decoder_for(type_) is decoder_for(type_)
        assert decoder_for(type_).type is type_


@pytest.mark.parametrize("name", sorted(body_types()))
def test_a_body_that_fits_its_type_is_within_the_depth_limit(name: str) -> None:
    # Why a body decoded by its typed decoder needs no separate depth check.
    assert depth(msgspec.inspect.type_info(body_types()[name])) <= MAX_DEPTH


async def test_a_body_is_parsed_once_and_never_untyped(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    decoded: list[Any] = []
    typed = json_body.decode_body

    def counting(body: bytes, type_: Any) -> Any:
        decoded.append(type_)
        return typed(body, type_)

    def untyped(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("Litestar parsed the body untyped")

    monkeypatch.setattr(json_body, "decode_body", counting)
    monkeypatch.setattr(litestar.connection.request, "decode_json", untyped)
    created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
    assert created.status_code == 201, created.text
    assert [t.__name__ for t in decoded] == ["CreateGameBody"]


async def test_a_misfit_is_still_a_422_and_malformed_json_still_a_400(client: Client) -> None:
    misfit = await client.post("/v1/games", json={"players": ["ariadna"], "colour": "red"})
    assert_problem(misfit, 422, "invalid-body")
    assert misfit.json()["errors"][0]["source"] == "body"
    # The unknown field comes first, the syntax error after it: malformed wins.
    malformed = await client.post(
        "/v1/games",
        content=b'{"colour": "red", "players": ["ariadna"',
        headers={"content-type": "application/json"},
    )
    assert_problem(malformed, 400, "malformed-request")

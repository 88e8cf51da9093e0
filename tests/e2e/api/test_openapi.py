"""The checked-in OpenAPI document must be exactly what the app generates."""

from __future__ import annotations

import json
import re

from service.api._http.problems import PROBLEM_JSON
from service.api.openapi_export import render_openapi
from tests.paths import ROOT


def test_checked_in_openapi_matches_the_app() -> None:
    checked_in = (ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8")
    assert checked_in == render_openapi(), "run `infinity-ledger openapi` and commit the result"


def test_every_operation_has_a_stable_operation_id() -> None:
    schema = json.loads(render_openapi())
    ids = [
        op["operationId"]
        for path in schema["paths"].values()
        for method, op in path.items()
        if method in {"get", "post", "put", "patch", "delete"}
    ]
    assert ids, "the app exposes no operations"
    assert len(ids) == len(set(ids))
    # Generated ids look like "HealthLiveHealthLive"; ours are snake_case and chosen by hand.
    assert all(i == i.lower() and " " not in i for i in ids), ids


def test_every_read_that_answers_304_declares_if_none_match_and_etag() -> None:
    schema = json.loads(render_openapi())
    conditional = [
        (path, op)
        for path, item in schema["paths"].items()
        for method, op in item.items()
        if method == "get" and "304" in op["responses"]
    ]
    assert len(conditional) >= 10
    for path, op in conditional:
        headers = {p["name"] for p in op.get("parameters", []) if p["in"] == "header"}
        assert "If-None-Match" in headers, path
        assert "ETag" in op["responses"]["200"].get("headers", {}), path
    # The NDJSON export is streamed: no ETag, so it does not promise a 304 either.
    assert "304" not in schema["paths"]["/v1/games/{game_id}/audit"]["get"]["responses"]


def test_every_json_answer_is_a_named_schema() -> None:
    schema = json.loads(render_openapi())
    bare = [
        (method, path, status)
        for path, item in schema["paths"].items()
        for method, op in item.items()
        if isinstance(op, dict)
        for status, response in op.get("responses", {}).items()
        for media, content in response.get("content", {}).items()
        if media.endswith("json")
        and content.get("schema", {}).get("type") == "object"
        and "properties" not in content["schema"]
    ]
    assert bare == []
    replay = schema["paths"]["/v1/games/{game_id}/orders/{order}/replay"]["get"]
    assert replay["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/OrderReplay"
    }


def test_the_plain_english_replay_is_documented_as_a_second_content_type() -> None:
    schema = json.loads(render_openapi())
    ok = schema["paths"]["/v1/games/{game_id}/orders/{order}/replay"]["get"]["responses"]["200"]
    assert set(ok["content"]) == {"application/json", "text/plain"}
    assert ok["content"]["text/plain"]["schema"]["type"] == "string"
    # Only the replay has a plain-text form: no other answer claims one.
    plain = [
        path
        for path, item in schema["paths"].items()
        for op in item.values()
        if isinstance(op, dict)
        for response in op.get("responses", {}).values()
        if "text/plain" in response.get("content", {})
    ]
    assert plain == ["/v1/games/{game_id}/orders/{order}/replay"]


def test_every_schema_has_one_plain_pascal_case_name() -> None:
    """A generated client names its classes after these: `bodies_TargetBody` (two modules
    defining `TargetBody`) or two components titled alike would leak module names into it."""
    schemas = json.loads(render_openapi())["components"]["schemas"]
    pascal = re.compile(r"^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$")
    assert [name for name in schemas if not pascal.match(name)] == []
    titles = [schema.get("title", name) for name, schema in schemas.items()]
    assert sorted(t for t in set(titles) if titles.count(t) > 1) == []
    assert [name for name, schema in schemas.items() if schema.get("title", name) != name] == []


def test_every_documented_error_is_a_problem_document() -> None:
    schema = json.loads(render_openapi())
    not_problems = [
        (method, path, status, media)
        for path, item in schema["paths"].items()
        for method, op in item.items()
        if isinstance(op, dict)
        for status, response in op.get("responses", {}).items()
        if status[0] in "45"
        for media in response.get("content", {})
        if media != PROBLEM_JSON
    ]
    # The readiness probe's 503 is its answer, read by orchestrators: the probe's status.
    assert not_problems == [("get", "/health/ready", "503", "application/json")]

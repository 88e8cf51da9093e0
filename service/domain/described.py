"""How a type says what a field means, where the field is declared.

`about(text)` is the `msgspec.Meta` that carries a field's description: msgspec and the OpenAPI
and AsyncAPI documents read it (the API's schemas, the event types' payloads), and it changes
nothing of how a value is encoded, decoded or checked.
"""

from __future__ import annotations

import msgspec


def about(text: str) -> msgspec.Meta:
    """A field's description, for `Annotated[type, about("...")]`."""
    return msgspec.Meta(description=text)

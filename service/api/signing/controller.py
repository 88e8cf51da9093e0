"""`GET /v1/signing-key`: the public half of the key this service signs its exports with."""

from __future__ import annotations

from litestar import Controller, Response, get
from litestar.datastructures import State

from service.api._http.contract import PUBLIC_READ
from service.api._http.manners import audit
from service.api.signing.schemas import SigningKeyView


class SigningKeyController(Controller):
    path = "/v1/signing-key"
    tags = ("audit",)

    @get(
        "/",
        operation_id="get_signing_key",
        responses=PUBLIC_READ,
        summary="The public key every audit export of this service is signed with (no token)",
    )
    async def signing_key(self, state: State) -> Response[SigningKeyView]:
        signer = audit(state).signer
        # Public, and the same for as long as the service keeps its key: caches may keep it.
        return Response(
            SigningKeyView("ed25519", signer.key_id, signer.public_key_hex),
            headers={"Cache-Control": "public, max-age=300"},
        )

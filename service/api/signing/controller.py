"""`GET /v1/signing-key`: the public half of the key this service signs its exports with."""

from __future__ import annotations

from litestar import Controller, Response, get
from litestar.datastructures import State

from service.api._http.contract import PUBLIC_READ
from service.api._http.described import NO_TOKEN, PUBLIC_CODES, Doc
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
        description=Doc(
            "The key an export's `signature` names (`key_id`) and is checked with: the same"
            " for as long as the service keeps its key (`INFINITY_LEDGER_SIGNING_KEY` or the"
            " key file), so a cache may keep the answer for 5 minutes. Give `public_key` to"
            " `infinity-ledger verify --public-key` to check that an export came from here.",
            caller=NO_TOKEN,
        ).render(PUBLIC_CODES),
    )
    async def signing_key(self, state: State) -> Response[SigningKeyView]:
        signer = audit(state).signer
        # Public, and the same for as long as the service keeps its key: caches may keep it.
        return Response(
            SigningKeyView("ed25519", signer.key_id, signer.public_key_hex),
            headers={"Cache-Control": "public, max-age=300"},
        )

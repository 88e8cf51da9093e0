"""Players' Private Information: a secret committed (held by the server, sealed, or by the
client, as a commitment only), revealed against its commitment, and read back by its owner."""

from __future__ import annotations

import secrets as randomness
from collections.abc import Mapping
from uuid import UUID

import msgspec

from service.application.games.ports import GameStorage, GameWrite
from service.application.games.use_case import (
    Alongside,
    Answer,
    Games,
    Idempotency,
    Principal,
    Respond,
)
from service.application.secrets.sealing import open_secret, seal_secret
from service.application.visibility.concealment import Concealer, SeenSecret
from service.domain.access import require_live
from service.domain.classified import MAX_DECK, MAX_DRAWN, draw_cards
from service.domain.commands import (
    AddTrooper,
    Command,
    CommitSecret,
    DrawClassified,
    HiddenDeployment,
    RevealSecret,
)
from service.domain.dice import Roller
from service.domain.errors import HiddenDeploymentRefused, InvalidCommand
from service.domain.hidden import DRAWN_ID_BYTES, DRAWN_ID_PREFIX, HIDDEN_KIND
from service.domain.roles import require_may_send
from service.domain.secrets import (
    MalformedSecret,
    commitment,
    new_salt,
    require_owned_subject,
    secret_value,
)
from service.domain.state import GameState
from service.keyring import Keyring


class PlayerSecrets:
    def __init__(self, games: Games, storage: GameStorage, keyring: Keyring) -> None:
        self._games = games
        self._storage = storage
        self._keyring = keyring
        # Read back through the visibility rule's door, as every read of a game is.
        self._concealer = Concealer(games, storage, keyring)

    async def commit(
        self,
        principal: Principal,
        *,
        kind: str,
        subject: str | None,
        given_commitment: str | None,
        marker: int | None,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """With `subject` the server keeps the secret sealed; with `given_commitment` only the
        commitment is recorded and the client keeps the secret."""
        if (subject is None) == (given_commitment is None):
            raise InvalidCommand("send either the secret or only its commitment")
        secret_id = _new_secret_id()
        if given_commitment is not None:
            command = CommitSecret(
                actor=principal.actor,
                secret_id=secret_id,
                kind=kind,
                commitment=given_commitment,
                held_by="client",
                marker=marker,
            )
            return await self._games.execute(
                principal, command, if_match=if_match, idempotency=idempotency, respond=respond
            )
        assert subject is not None
        try:
            value = secret_value(kind, subject)
        except MalformedSecret as exc:
            raise InvalidCommand(str(exc)) from None
        state = await self._games.state(principal.game_id)
        require_live(state)
        require_may_send(state, CommitSecret, principal.actor)
        require_owned_subject(state, principal.actor, kind, subject)
        sealed, committed = self._sealed(principal.game_id, secret_id, value)
        command = CommitSecret(
            actor=principal.actor,
            secret_id=secret_id,
            kind=kind,
            commitment=committed,
            held_by="server",
            marker=marker,
        )
        return await self._games.execute(
            principal,
            command,
            if_match=if_match,
            idempotency=idempotency,
            respond=respond,
            alongside=_keeping({secret_id: sealed}),
        )

    async def add_in_hidden_deployment(
        self,
        principal: Principal,
        command: AddTrooper,
        *,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """A trooper added in Hidden Deployment, in one command with its secret (the hidden
        rule): the service draws its id (64 random bits, so nobody guesses it, in a shape no
        client id may take), seals the secret naming it and records only the commitment with
        the trooper. The answer, its owner's, gives the id."""
        if command.trooper_id is not None:
            raise HiddenDeploymentRefused(
                "a trooper in Hidden Deployment gets its id from the service, which the answer "
                "gives: send it without trooper_id (its name is your label for it)"
            )
        game_id = principal.game_id
        trooper_id = DRAWN_ID_PREFIX + randomness.token_hex(DRAWN_ID_BYTES)
        secret_id = _new_secret_id()
        sealed, committed = self._sealed(game_id, secret_id, secret_value(HIDDEN_KIND, trooper_id))
        hidden = HiddenDeployment(secret_id=secret_id, commitment=committed)
        added = msgspec.structs.replace(command, trooper_id=trooper_id, hidden_deployment=hidden)
        return await self._games.execute(
            principal,
            added,
            if_match=if_match,
            idempotency=idempotency,
            respond=respond,
            alongside=_keeping({secret_id: sealed}),
        )

    async def draw_classified(
        self,
        principal: Principal,
        *,
        deck: tuple[str, ...],
        count: int,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """Classified Objectives drawn with the game's dice at the draw's version, each sealed
        for its drawer (``domain.classified``)."""
        game_id = principal.game_id
        secret_ids = tuple(_new_secret_id() for _ in range(count))
        sealed: dict[str, bytes] = {}

        def prepare(before: GameState, roller: Roller) -> Command:
            if not 0 < count <= min(MAX_DRAWN, len(deck)) or len(deck) > MAX_DECK:
                raise InvalidCommand(
                    f"1 to {MAX_DRAWN} cards are drawn from a deck of at most {MAX_DECK}, "
                    f"no more than the deck holds"
                )
            # The draw's event is the command's first: it gets the next version.
            cards = draw_cards(roller, before.version + 1, deck, count)
            sealed.clear()
            commitments = []
            for secret_id, card in zip(secret_ids, cards, strict=True):
                value = secret_value("classified_objective", card)
                sealed[secret_id], committed = self._sealed(game_id, secret_id, value)
                commitments.append(committed)
            return DrawClassified(
                actor=principal.actor,
                deck=deck,
                secret_ids=secret_ids,
                commitments=tuple(commitments),
            )

        placeholder = DrawClassified(
            actor=principal.actor, deck=deck, secret_ids=(), commitments=()
        )
        return await self._games.execute(
            principal,
            placeholder,
            if_match=if_match,
            idempotency=idempotency,
            respond=respond,
            alongside=_keeping(sealed),
            prepare=prepare,
        )

    async def reveal(
        self,
        principal: Principal,
        secret_id: str,
        *,
        secret: dict[str, str] | None,
        salt: str | None,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """A server-held secret needs no body: the sealed one is opened for its owner."""
        if secret is None or salt is None:
            state = await self._games.state(principal.game_id)
            record = state.secret(secret_id)
            if (
                record is not None
                and record.held_by == "server"
                and record.owner == principal.actor
            ):
                sealed = await self._storage.sealed_player_secrets(principal.game_id)
                opened = open_secret(self._keyring, principal.game_id, secret_id, sealed[secret_id])
                secret, salt = opened.secret, opened.salt
            elif record is not None and record.owner == principal.actor:
                raise InvalidCommand("a client-held secret is revealed with its secret and salt")
        command = RevealSecret(
            actor=principal.actor, secret_id=secret_id, secret=secret or {}, salt=salt or ""
        )
        return await self._games.execute(
            principal, command, if_match=if_match, idempotency=idempotency, respond=respond
        )

    def _sealed(self, game_id: UUID, secret_id: str, value: dict[str, str]) -> tuple[bytes, str]:
        """A server-held secret: sealed for the server to keep, and the commitment the log
        records of it."""
        salt = new_salt()
        return seal_secret(self._keyring, game_id, secret_id, value, salt), commitment(salt, value)

    async def seen_by(self, principal: Principal) -> tuple[int, list[SeenSecret]]:
        """The game's version and every secret as the caller may see it (the visibility
        rule's, through the concealer): their own in full, the others' as their commitments
        and reveals only."""
        return await self._concealer.secrets(principal)


def _new_secret_id() -> str:
    return "s-" + randomness.token_hex(8)


def _keeping(sealed: Mapping[str, bytes]) -> Alongside:
    """Writes each sealed secret in the transaction of the command's append (a secret drawn
    by `prepare` is in `sealed` by the time the append runs)."""

    async def keep_sealed(write: GameWrite) -> None:
        for secret_id, blob in sealed.items():
            await write.save_player_secret(secret_id, blob)

    return keep_sealed

"""The server's secret key, and what it protects: sealed game seeds and idempotency records.

One 32-byte key, from `INFINITY_LEDGER_SECRET_KEY` or a key file made once beside the data,
is the root of four uses, each with a key of its own derived from it so that none can stand
in for another:

- seeds of running games are sealed (AES-256-GCM, the game id as associated data), so a copy
  of the database alone does not tell anyone the dice to come (a tournament's seed likewise,
  under its id); so are the players' secrets (Private Information) the server holds, bound to
  the game and the secret's id, and the player tokens of a tournament's table games, kept for
  their players, bound to the game and the player;
- client idempotency keys are stored only as keyed hashes, scoped to route and caller;
- the answer kept for an idempotent retry is sealed under a key derived from the client's own
  idempotency key as well: without that key (which the server never stores) it cannot be read,
  so the tokens a game creation hands out are not recoverable from the database.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from uuid import UUID

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY_BYTES = 32
NONCE_BYTES = 12
SEAL_FORMAT = b"\x01"
"""The first byte of every sealed value: the format, so a later one can be told apart."""
KEY_ENV = "INFINITY_LEDGER_SECRET_KEY"
KEY_FILE_NAME = "secret.key"


class UnusableKey(Exception):
    """The configured key is unusable (wrong length, not base64 or hex)."""


class Unsealable(Exception):
    """A sealed value does not open under this key: another key, or tampered bytes."""


@dataclass(frozen=True, slots=True)
class Keyring:
    root: bytes

    def __post_init__(self) -> None:
        if len(self.root) != KEY_BYTES:
            raise UnusableKey(f"the secret key must be {KEY_BYTES} bytes, not {len(self.root)}")

    @classmethod
    def generate(cls) -> Keyring:
        return cls(secrets.token_bytes(KEY_BYTES))

    def _derive(self, purpose: str) -> bytes:
        return hmac.new(self.root, purpose.encode(), hashlib.sha256).digest()

    def caller_key(self) -> bytes:
        """The key callers' tokens are hashed under for a rate-limit store every replica shares:
        the same token must count as the same caller on each of them."""
        return self._derive("rate-limit-caller")

    def seal_seed(self, game_id: UUID, seed: bytes) -> bytes:
        return _seal(self._derive("seed"), seed, game_id.bytes)

    def open_seed(self, game_id: UUID, sealed: bytes) -> bytes:
        return _open(self._derive("seed"), sealed, game_id.bytes)

    def seal_player_secret(self, game_id: UUID, secret_id: str, secret: bytes) -> bytes:
        # Bound to the game and the secret: a sealed value moved to another row does not open.
        return _seal(self._derive("player-secret"), secret, _secret_binding(game_id, secret_id))

    def open_player_secret(self, game_id: UUID, secret_id: str, sealed: bytes) -> bytes:
        return _open(self._derive("player-secret"), sealed, _secret_binding(game_id, secret_id))

    def seal_seat_token(self, game_id: UUID, player: str, token: str) -> bytes:
        """A tournament table's game token, kept for its player (who reads it with their
        tournament token), bound to the game and the player."""
        return _seal(self._derive("seat-token"), token.encode(), _secret_binding(game_id, player))

    def open_seat_token(self, game_id: UUID, player: str, sealed: bytes) -> str:
        opened = _open(self._derive("seat-token"), sealed, _secret_binding(game_id, player))
        return opened.decode()

    def idempotency_id(self, scope: str, key: str) -> str:
        """What is stored for a client's key: a keyed hash, bound to route and caller.

        Keyed, not a plain hash: a guessed key cannot be checked against a stolen table.
        """
        message = f"{scope}\n{key}".encode()
        return hmac.new(self._derive("idempotency-id"), message, hashlib.sha256).hexdigest()

    def seal_answer(self, scope: str, key: str, answer: bytes) -> bytes:
        return _seal(self._answer_key(scope, key), answer, scope.encode())

    def open_answer(self, scope: str, key: str, sealed: bytes) -> bytes:
        return _open(self._answer_key(scope, key), sealed, scope.encode())

    def _answer_key(self, scope: str, key: str) -> bytes:
        message = f"{scope}\n{key}".encode()
        return hmac.new(self._derive("idempotency-answer"), message, hashlib.sha256).digest()


def _secret_binding(game_id: UUID, secret_id: str) -> bytes:
    return game_id.bytes + secret_id.encode()


def _seal(key: bytes, plaintext: bytes, associated: bytes) -> bytes:
    nonce = os.urandom(NONCE_BYTES)
    return SEAL_FORMAT + nonce + AESGCM(key).encrypt(nonce, plaintext, associated)


def _open(key: bytes, sealed: bytes, associated: bytes) -> bytes:
    if len(sealed) < 1 + NONCE_BYTES or sealed[:1] != SEAL_FORMAT:
        raise Unsealable("not a sealed value")
    nonce, body = sealed[1 : 1 + NONCE_BYTES], sealed[1 + NONCE_BYTES :]
    try:
        return AESGCM(key).decrypt(nonce, body, associated)
    except InvalidTag:
        raise Unsealable("the sealed value does not open under this key") from None


def parse_key(text: str, variable: str = KEY_ENV) -> bytes:
    """A key as configured: 32 bytes in URL-safe base64 (as `generate` writes) or hex."""
    text = text.strip()
    try:
        if len(text) == 2 * KEY_BYTES:
            return bytes.fromhex(text)
        padded = text + "=" * (-len(text) % 4)
        return base64.b64decode(padded, altchars=b"-_", validate=True)
    except (ValueError, binascii.Error) as exc:
        raise UnusableKey(f"{variable} must be {KEY_BYTES} bytes in base64 or hex") from exc


def format_key(key: bytes) -> str:
    return base64.urlsafe_b64encode(key).decode().rstrip("=")


def load_keyring(data_dir: Path, configured: str | None = None) -> Keyring:
    """The key from the environment when set, else from (or made in) `data_dir/secret.key`.

    Every replica serving one database must share the key: set the variable for them all.
    """
    configured = configured if configured is not None else os.environ.get(KEY_ENV)
    if configured:
        return Keyring(parse_key(configured))
    path = data_dir.expanduser() / KEY_FILE_NAME
    if not path.exists():
        data_dir.expanduser().mkdir(parents=True, exist_ok=True)
        write_new_key(path)
    return Keyring(parse_key(path.read_text(encoding="ascii")))


def write_new_key(path: Path) -> None:
    # O_EXCL: two processes starting at once must not each write a different key.
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(format_key(secrets.token_bytes(KEY_BYTES)) + "\n")

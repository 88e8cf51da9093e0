"""Derives every Classified Objectives draw of an audit export again, from the secrets guide alone:
hashlib, hmac and json. The export must hold the revealed seed (an ended game's).

Usage: python derive_classified.py EXPORT.ndjson. Prints one line per drawn secret:
"SECRET_ID CARD ok" when its reveal names the derived card, "MISMATCH" when it names another,
"unrevealed" when it has none; exits 1 if any reveal does not match.
"""

import hashlib
import hmac
import json
import sys


def salt_of(header: dict) -> str:
    """dice-v1 mixes the client seed in; dice-v2 the SHA-256 of the players' seeds, in player
    order, joined by ":" (an empty one for a seed recorded empty)."""
    if header.get("dice_algorithm") == "dice-v2":
        seeds = ":".join(entry["seed"] for entry in header["player_seeds"])
        return hashlib.sha256(seeds.encode("ascii")).hexdigest()
    return header["client_seed"]


def face(seed: bytes, header: dict, version: int, index: int) -> int:
    algorithm, game, salt = (
        header.get("dice_algorithm", "dice-v1"),
        header["game_id"],
        salt_of(header),
    )
    attempt = 0
    while True:
        message = f"{algorithm}:{game}:{salt}:{version}:{index}:{attempt}".encode()
        value = int.from_bytes(hmac.new(seed, message, hashlib.sha256).digest()[:4], "big")
        if value < 4294967280:
            return value % 20 + 1
        attempt += 1


def drawn(header: dict, version: int, deck: list, count: int) -> list:
    seed = bytes.fromhex(header["seed"])

    def die(i: int) -> int:
        return face(seed, header, version, i)

    cards, i = list(deck), 0
    for k in range(count):
        r = len(deck) - k
        while True:
            v = (die(i) - 1) * 20 + (die(i + 1) - 1)
            i += 2
            if v < 400 - 400 % r:
                break
        j = k + v % r
        cards[k], cards[j] = cards[j], cards[k]
    return cards[:count]


def main(path: str) -> int:
    with open(path, encoding="utf-8") as export:
        lines = [json.loads(line) for line in export if line.strip()]
    header, records = lines[0], lines[1:]
    expected: dict = {}
    revealed: dict = {}
    for record in records:
        data = record["data"]
        if record["type"] == "classified_drawn":
            cards = drawn(header, record["version"], data["deck"], len(data["secret_ids"]))
            expected.update(zip(data["secret_ids"], cards, strict=True))
        elif record["type"] == "secret_revealed":
            revealed[data["secret_id"]] = data["secret"].get("objective")
    failed = False
    for secret_id, card in expected.items():
        if secret_id not in revealed:
            print(secret_id, card, "unrevealed")
            continue
        good = revealed[secret_id] == card
        failed = failed or not good
        print(secret_id, card, "ok" if good else "MISMATCH")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

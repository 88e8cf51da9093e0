"""An outside verifier of a game's dice, written from the dice guide alone ("Dice: dice-v1 and
dice-v2"): plain Python with hashlib, hmac and json, importing nothing of the service, as anyone
checking an export by hand would write it."""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any


def _face(seed: bytes, prefix: str, version: int, die: int) -> int:
    attempt = 0
    while True:
        message = f"{prefix}:{version}:{die}:{attempt}".encode()
        value = int.from_bytes(hmac.new(seed, message, hashlib.sha256).digest()[:4], "big")
        if value < 4294967280:
            return value % 20 + 1
        attempt += 1


def dice_problems(lines: list[str]) -> list[str]:
    """What is wrong with the export's dice; nothing when every drawn die is the rightful one."""
    header: dict[str, Any] = json.loads(lines[0])
    events = [json.loads(line) for line in lines[1:] if line.strip()]
    seed = bytes.fromhex(header["seed"])
    problems: list[str] = []
    if hashlib.sha256(seed).hexdigest() != header["seed_commitment"]:
        problems.append("the seed does not match its commitment")
    algorithm = header["dice_algorithm"]
    if algorithm == "dice-v1":
        salt = header["client_seed"]
    elif algorithm == "dice-v2":
        listed = header["player_seeds"]
        players = next(e["data"]["players"] for e in events if e["type"] == "game_created")
        if [entry["player"] for entry in listed] != players:
            problems.append("player_seeds are not in the game's player order")
        sent = {
            e["data"]["player"]: e["data"]["seed"]
            for e in events
            if e["type"] == "entropy_contributed"
        }
        for entry in listed:
            if entry["status"] == "contributed" and sent.get(entry["player"]) != entry["seed"]:
                problems.append(f"{entry['player']}'s seed is not the one the log recorded")
        joined = ":".join(entry["seed"] for entry in listed)
        salt = hashlib.sha256(joined.encode("ascii")).hexdigest()
    else:
        return [f"unknown dice algorithm {algorithm}"]
    prefix = f"{algorithm}:{header['game_id']}:{salt}"
    for event in events:
        draws = event["data"].get("draws", [])
        rightful = [_face(seed, prefix, event["version"], k) for k in range(len(draws))]
        if draws != rightful:
            problems.append(f"version {event['version']}: drew {draws}, rightfully {rightful}")
    return problems

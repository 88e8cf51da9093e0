"""Checks the hash chain of an audit export, written from the dice guide alone: hashlib and json.

Usage: python check_chain.py EXPORT.ndjson. Recomputes every event's hash from the one before
(64 zeros for version 1), that page's canonical JSON of game_id, version, type, data,
recorded_at and, when the event has one, its blind; checks each prev_hash and that the last
hash is the header's head_hash. Prints "chain ok N events (B blinded)" and exits 0, or the
first version that does not check and exits 1.
"""

import hashlib
import json
import sys


def event_hash(prev_hash: str, event: dict) -> str:
    content = {key: event[key] for key in ("game_id", "version", "type", "data", "recorded_at")}
    if "blind" in event:
        content["blind"] = event["blind"]
    body = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{prev_hash}\n{body}".encode()).hexdigest()


def main(path: str) -> int:
    with open(path, encoding="utf-8") as export:
        lines = [json.loads(line) for line in export if line.strip()]
    header, events = lines[0], lines[1:]
    prev = "0" * 64
    for expected_version, event in enumerate(events, start=1):
        if event["version"] != expected_version or event["prev_hash"] != prev:
            print(f"version {expected_version}: not linked to the event before")
            return 1
        if event_hash(prev, event) != event["hash"]:
            print(f"version {expected_version}: its content does not hash to its hash")
            return 1
        prev = event["hash"]
    if prev != header["head_hash"]:
        print("the last hash is not the header's head_hash")
        return 1
    blinded = sum("blind" in event for event in events)
    print(f"chain ok {len(events)} events ({blinded} blinded)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

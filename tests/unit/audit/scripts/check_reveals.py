"""Checks every reveal of an audit export, written from the secrets guide alone: hashlib and json.

Usage: python check_reveals.py EXPORT.ndjson. Prints one line per reveal, "ok" or "MISMATCH",
and exits 1 if any reveal does not hash to the commitment recorded for its secret. It then holds
the header's "secrets" (absent when the log commits none) to the log's commitments, in log
order, each with the version of its first reveal; if they differ it prints
"header secrets MISMATCH" and exits 1.
"""

import hashlib
import json
import sys


def commitment(salt: str, secret: dict) -> str:
    canonical = json.dumps(secret, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{salt}\n{canonical}".encode()).hexdigest()


def main(path: str) -> int:
    committed: dict[str, str] = {}
    listed: dict[str, dict] = {}
    failed = False
    with open(path, encoding="utf-8") as export:
        lines = [json.loads(line) for line in export if line.strip()]
    for record in lines[1:]:  # the first line is the header
        data, kind = record["data"], record["type"]
        if kind == "trooper_added" and "hidden_deployment" in data:
            # A trooper added in Hidden Deployment: its secret is committed with it.
            hidden = data["hidden_deployment"]
            data = {
                "secret_id": hidden["secret_id"],
                "owner": data["trooper"]["player"],
                "kind": "hidden_deployment",
                "marker": None,
                "commitment": hidden["commitment"],
                "held_by": "server",
            }
            kind = "secret_committed"
        if kind == "secret_committed":
            committed[data["secret_id"]] = data["commitment"]
            fields = ("secret_id", "owner", "kind", "marker", "commitment", "held_by")
            listed[data["secret_id"]] = {key: data[key] for key in fields}
            listed[data["secret_id"]]["revealed_version"] = None
        elif kind == "secret_revealed":
            good = committed.get(data["secret_id"]) == commitment(data["salt"], data["secret"])
            failed = failed or not good
            print(data["secret_id"], "ok" if good else "MISMATCH")
            entry = listed.get(data["secret_id"])
            if entry is not None and entry["revealed_version"] is None:
                entry["revealed_version"] = record["version"]
    if lines[0].get("secrets", []) != list(listed.values()):
        print("header secrets MISMATCH")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Derives every pairing of a tournament's audit export again, from its guide alone: hashlib,
hmac and json. The export must hold the revealed seed (an ended tournament's).

Usage: python derive_pairings.py EXPORT.ndjson. Prints one line per pairing, "round R attempt A
ok" when the recorded tables, bye and rematches are the derived ones, "MISMATCH" otherwise, and
a last line "standings ok" (or "standings MISMATCH") for the header's standings against the
events; exits 1 if anything does not match.
"""

import hashlib
import hmac
import json
import sys

KEYS = ("tournament_points", "objective_points", "victory_points")


def draw_key(seed, tournament, round_number, attempt, player):
    message = f"pairing-v1:{tournament}:{round_number}:{attempt}:{player}".encode()
    return hmac.new(seed, message, hashlib.sha256).hexdigest()


class Tournament:
    def __init__(self):
        self.players = []  # registration order: {"name", "seed", "joined", "dropped"}
        self.paired = []  # {"round", "attempt", "tables": [...], "bye", "voided"}
        self.tie_breakers = []
        self.seeding = "random"

    def standing(self):
        return [r for r in self.paired if not r["voided"]]

    def next_round(self):
        return len(self.standing()) + 1

    def playing(self, round_number):
        return [
            p["name"]
            for p in self.players
            if p["joined"] <= round_number and (p["dropped"] is None or p["dropped"] > round_number)
        ]

    def totals(self, before):
        """Each player's totals over the standing rounds before `before`, byes scored as the
        player's average, rounded up."""
        tally = {}
        for p in self.players:
            if p["joined"] <= max(before, 1):
                tally[p["name"]] = {"tp": 0, "op": 0, "vp": 0, "played": 0, "byes": 0, "opp": []}
        for r in self.standing():
            if r["round"] >= before:
                continue
            if r["bye"] in tally:
                tally[r["bye"]]["byes"] += 1
            for table in r["tables"]:
                if table["scores"] is None:
                    continue
                for player, (tp, op, vp) in table["scores"].items():
                    t = tally[player]
                    t["tp"] += tp
                    t["op"] += op
                    t["vp"] += vp
                    t["played"] += 1
                    t["opp"] += [q for q in table["players"] if q != player]

        def with_byes(total, t):
            if t["played"] == 0 or t["byes"] == 0:
                return total
            return total + -(-total * t["byes"] // t["played"])

        rows = {}
        for name, t in tally.items():
            rows[name] = {
                "tournament_points": with_byes(t["tp"], t),
                "objective_points": with_byes(t["op"], t),
                "victory_points": with_byes(t["vp"], t),
                "played": t["played"],
                "byes": t["byes"],
                "opponents": t["opp"],
            }
        for row in rows.values():
            row["opponents_tournament_points"] = sum(
                rows[o]["tournament_points"] for o in row["opponents"]
            )
            row["opponents_objective_points"] = sum(
                rows[o]["objective_points"] for o in row["opponents"]
            )
        return rows


def swiss(ranking, met, had_bye):
    bye = None
    if len(ranking) % 2:
        without = [p for p in ranking if p not in had_bye]
        bye = without[-1] if without else ranking[-1]
    rest = [p for p in ranking if p != bye]

    def first_free(players):
        if not players:
            return []
        top, others = players[0], players[1:]
        for i, other in enumerate(others):
            if other in met.get(top, set()):
                continue
            tail = first_free(others[:i] + others[i + 1 :])
            if tail is not None:
                return [(top, other), *tail]
        return None

    def every(players):
        if not players:
            yield []
            return
        top, others = players[0], players[1:]
        for i, other in enumerate(others):
            for tail in every(others[:i] + others[i + 1 :]):
                yield [(top, other), *tail]

    tables = first_free(rest)
    if tables is None:
        best = None
        for candidate in every(rest):
            cost = sum(1 for a, b in candidate if b in met.get(a, set()))
            if best is None or cost < best[0]:
                best = (cost, candidate)
        tables = best[1]
    rematches = sum(1 for a, b in tables if b in met.get(a, set()))
    return tables, bye, rematches


def derive(t, seed, tournament, round_number, attempt):
    players = t.playing(round_number)
    if round_number == 1:
        order = sorted(players, key=lambda p: (draw_key(seed, tournament, 1, attempt, p), p))
        if t.seeding == "declared":
            seeds = {p["name"]: p["seed"] for p in t.players if p["seed"] is not None}
            order = sorted((p for p in order if p in seeds), key=lambda p: seeds[p]) + [
                p for p in order if p not in seeds
            ]
        bye = players[-1] if len(players) % 2 else None
        rest = [p for p in order if p != bye]
        half = len(rest) // 2
        return [(rest[i], rest[i + half]) for i in range(half)], bye, 0
    rows = t.totals(round_number)
    ranking = sorted(
        players,
        key=lambda p: (
            tuple(-rows[p][k] for k in t.tie_breakers),
            draw_key(seed, tournament, round_number, attempt, p),
            p,
        ),
    )
    met, had_bye = {}, set()
    for r in t.standing():
        if r["bye"] is not None:
            had_bye.add(r["bye"])
        for table in r["tables"]:
            a, b = table["players"]
            met.setdefault(a, set()).add(b)
            met.setdefault(b, set()).add(a)
    return swiss(ranking, met, had_bye)


def final_standings(t):
    rows = t.totals(t.next_round())
    order = sorted(rows, key=lambda p: (tuple(-rows[p][k] for k in t.tie_breakers), p))
    ranked, previous = [], None
    for place, player in enumerate(order, start=1):
        key = tuple(rows[player][k] for k in t.tie_breakers)
        rank = ranked[-1]["rank"] if previous == key else place
        previous = key
        row = rows[player]
        dropped = next(p["dropped"] for p in t.players if p["name"] == player) is not None
        ranked.append(
            {
                "rank": rank,
                "player": player,
                **{k: row[k] for k in KEYS},
                "opponents_tournament_points": row["opponents_tournament_points"],
                "opponents_objective_points": row["opponents_objective_points"],
                "played": row["played"],
                "byes": row["byes"],
                "dropped": dropped,
            }
        )
    return ranked


def main(path):
    with open(path, encoding="utf-8") as export:
        lines = [json.loads(line) for line in export if line.strip()]
    header = lines[0]
    tournament = header["tournament_id"]
    seed = bytes.fromhex(header["seed"])
    t = Tournament()
    failed = False
    for record in lines[1:]:
        if record.get("game_id") != tournament or "version" not in record:
            break  # the games' exports follow the tournament's own events
        kind, data = record["type"], record["data"]
        if kind == "tournament_created":
            t.tie_breakers, t.seeding = data["tie_breakers"], data["seeding"]
        elif kind == "player_registered":
            t.players.append(
                {
                    "name": data["player"],
                    "seed": data["seed"],
                    "joined": data["joined_round"],
                    "dropped": None,
                }
            )
        elif kind == "player_dropped":
            next(p for p in t.players if p["name"] == data["player"])["dropped"] = data[
                "from_round"
            ]
        elif kind == "round_paired":
            tables, bye, rematches = derive(t, seed, tournament, data["round"], data["attempt"])
            recorded = [tuple(table["players"]) for table in data["tables"]]
            good = (recorded, data["bye"], data["rematches"]) == (
                [tuple(x) for x in tables],
                bye,
                rematches,
            )
            good = good and [table["table"] for table in data["tables"]] == list(
                range(1, len(tables) + 1)
            )
            failed = failed or not good
            print(f"round {data['round']} attempt {data['attempt']}", "ok" if good else "MISMATCH")
            t.paired.append(
                {
                    "round": data["round"],
                    "attempt": data["attempt"],
                    "tables": [
                        {"players": table["players"], "scores": None} for table in data["tables"]
                    ],
                    "bye": data["bye"],
                    "voided": False,
                }
            )
        elif kind in ("result_counted", "result_ruled"):
            r = next(r for r in t.standing() if r["round"] == data["round"])
            r["tables"][data["table"] - 1]["scores"] = {
                s["player"]: (s["tournament_points"], s["objective_points"], s["victory_points"])
                for s in data["scores"]
            }
        elif kind == "round_voided":
            r = next(r for r in t.standing() if r["round"] == data["round"])
            r["voided"] = True
            for p in t.players:
                if p["joined"] == data["round"] + 1:
                    p["joined"] = data["round"]
                if p["dropped"] == data["round"] + 1:
                    p["dropped"] = data["round"]
    ours = final_standings(t)
    theirs = [{k: v for k, v in row.items() if k != "faction"} for row in header["standings"]]
    good = ours == theirs
    failed = failed or not good
    print("standings", "ok" if good else "MISMATCH")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

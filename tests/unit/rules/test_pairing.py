"""The pairing of a tournament round (service/rules/pairing.py), by hand-worked examples and by
brute force over every pairing of small fields.

Sources (docs/rules.md, "Tournaments: pairings"): ITS pairs the Swiss way, "the player with the
most accumulated ... points in a round is pitted against the second best for the next round,
the third against the fourth, and so on" and "a single player never gets more than one bye",
"for subsequent rounds, the player with the lowest score is the one to be given a bye"
(http://www.norcononline.com/blog/infinity/). No opponent twice while it can be avoided: the
Swiss system's rule (https://en.wikipedia.org/wiki/Swiss_system_tournament, "does not play the
same opponent more than once").
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Iterator, Sequence

import pytest

from service.rules.pairing import Pairing, draw_key, draw_order, first_round, pick_bye, swiss

SEED = bytes(range(32))
TOURNAMENT = "3f2c1f4e-0000-4000-8000-00000000abcd"


def met_of(*pairs: tuple[str, str]) -> dict[str, set[str]]:
    met: dict[str, set[str]] = {}
    for a, b in pairs:
        met.setdefault(a, set()).add(b)
        met.setdefault(b, set()).add(a)
    return met


# --- the draw ---------------------------------------------------------------------------------


def test_a_players_draw_key_is_the_hmac_the_readme_gives() -> None:
    # By hand from docs/guide/organiser.md: HMAC-SHA256, key the seed, message
    # "pairing-v1:{tournament}:{round}:{attempt}:{player}" in UTF-8, as lowercase hex.
    message = f"pairing-v1:{TOURNAMENT}:2:1:Ælfrida".encode()
    expected = hmac.new(SEED, message, hashlib.sha256).hexdigest()
    assert draw_key(SEED, TOURNAMENT, 2, 1, "Ælfrida") == expected


def test_the_draw_orders_players_by_their_key() -> None:
    players = ["ana", "bo", "cy", "di", "ed"]
    keys = {
        p: hmac.new(SEED, f"pairing-v1:{TOURNAMENT}:1:1:{p}".encode(), hashlib.sha256).hexdigest()
        for p in players
    }
    assert draw_order(SEED, TOURNAMENT, 1, 1, players) == tuple(sorted(players, key=keys.get))


def test_another_attempt_at_a_round_draws_again() -> None:
    players = [f"p{n}" for n in range(12)]
    first = draw_order(SEED, TOURNAMENT, 1, 1, players)
    again = draw_order(SEED, TOURNAMENT, 1, 2, players)
    assert sorted(first) == sorted(again) == sorted(players)
    assert first != again


# --- the first round --------------------------------------------------------------------------


def test_the_first_round_slides_the_top_half_against_the_bottom_half() -> None:
    pairing = first_round(["p1", "p2", "p3", "p4", "p5", "p6"], bye=None)
    assert pairing == Pairing(
        tables=(("p1", "p4"), ("p2", "p5"), ("p3", "p6")), bye=None, rematches=0
    )


def test_the_first_round_leaves_the_bye_out_of_the_draw() -> None:
    pairing = first_round(["p1", "p2", "late", "p3", "p4"], bye="late")
    assert pairing == Pairing(tables=(("p1", "p3"), ("p2", "p4")), bye="late", rematches=0)


def test_an_odd_first_round_without_a_bye_is_refused() -> None:
    with pytest.raises(ValueError, match="bye"):
        first_round(["p1", "p2", "p3"], bye=None)


@pytest.mark.parametrize(
    ("order", "bye"), [(["p1", "p2", "p3"], None), (["p1", "p2", "p3", "p4"], "p4")]
)
def test_a_bye_that_does_not_fit_the_field_is_refused_saying_why(
    order: list[str], bye: str | None
) -> None:
    with pytest.raises(ValueError, match=r".") as refused:
        first_round(order, bye=bye)
    assert str(refused.value) == "an odd field needs a bye, and an even one has none"


# --- the bye ----------------------------------------------------------------------------------


def test_the_bye_goes_to_the_lowest_ranked_without_one() -> None:
    assert pick_bye(["a", "b", "c", "d", "e"], had_bye=set()) == "e"
    assert pick_bye(["a", "b", "c", "d", "e"], had_bye={"e"}) == "d"
    assert pick_bye(["a", "b", "c", "d", "e"], had_bye={"e", "d", "c"}) == "b"


def test_when_everyone_had_a_bye_it_goes_to_the_lowest_ranked() -> None:
    assert pick_bye(["a", "b", "c"], had_bye={"a", "b", "c"}) == "c"


def test_an_even_field_has_no_bye() -> None:
    assert pick_bye(["a", "b", "c", "d"], had_bye=set()) is None


# --- Swiss rounds, by hand --------------------------------------------------------------------


def test_swiss_pairs_first_against_second_third_against_fourth() -> None:
    pairing = swiss(["a", "b", "c", "d"], met={}, had_bye=set())
    assert pairing == Pairing(tables=(("a", "b"), ("c", "d")), bye=None, rematches=0)


def test_swiss_skips_an_opponent_already_met() -> None:
    # a met b: a takes the next best, c; b and d have not met.
    pairing = swiss(["a", "b", "c", "d"], met=met_of(("a", "b")), had_bye=set())
    assert pairing.tables == (("a", "c"), ("b", "d"))
    assert pairing.rematches == 0


def test_swiss_goes_back_when_the_rest_cannot_be_paired() -> None:
    # a met b, b met d: a-c would leave b-d, a rematch; so a takes d, and b-c.
    pairing = swiss(["a", "b", "c", "d"], met=met_of(("a", "b"), ("b", "d")), had_bye=set())
    assert pairing.tables == (("a", "d"), ("b", "c"))
    assert pairing.rematches == 0


def test_swiss_rematches_as_few_as_it_must() -> None:
    # a met everyone else, and c met d: (a,b)(c,d) is two rematches, (a,c)(b,d) and (a,d)(b,c)
    # one each; the first of those in order is (a,c)(b,d).
    met = met_of(("a", "b"), ("a", "c"), ("a", "d"), ("c", "d"))
    pairing = swiss(["a", "b", "c", "d"], met=met, had_bye=set())
    assert pairing.tables == (("a", "c"), ("b", "d"))
    assert pairing.rematches == 1


def test_swiss_gives_the_bye_before_pairing_the_rest() -> None:
    # e is last but had a bye: d gets it, and the rest pair in order, e against c.
    pairing = swiss(["a", "b", "c", "d", "e"], met={}, had_bye={"e"})
    assert pairing == Pairing(tables=(("a", "b"), ("c", "e")), bye="d", rematches=0)


def test_a_six_player_round_worked_by_hand() -> None:
    # Ranking a..f after two rounds. Round 1: a-d, b-e, c-f; round 2: a-b, c-d, e-f.
    # a: met d, b -> c (free). b: met e, a -> d (free; c taken). e, f left: they met -> back.
    # b -> f (free): e and d left, free -> a-c, b-f, d-e.
    met = met_of(("a", "d"), ("b", "e"), ("c", "f"), ("a", "b"), ("c", "d"), ("e", "f"))
    pairing = swiss(["a", "b", "c", "d", "e", "f"], met=met, had_bye=set())
    assert pairing.tables == (("a", "c"), ("b", "f"), ("d", "e"))
    assert pairing.rematches == 0


# --- Swiss rounds, by brute force -------------------------------------------------------------


def every_pairing(players: Sequence[str]) -> Iterator[list[tuple[str, str]]]:
    """Every way to pair `players`, in the order the rule searches them: the first unpaired
    player with each later player in turn."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for index, other in enumerate(rest):
        for tail in every_pairing(rest[:index] + rest[index + 1 :]):
            yield [(first, other), *tail]


def rematches(tables: Sequence[tuple[str, str]], met: dict[str, set[str]]) -> int:
    return sum(1 for a, b in tables if b in met.get(a, set()))


def random_field(rng: random.Random, size: int) -> tuple[list[str], dict[str, set[str]], set[str]]:
    players = [f"p{n:02d}" for n in range(size)]
    rng.shuffle(players)
    density = rng.choice([0.1, 0.3, 0.6, 0.9])
    met: dict[str, set[str]] = {}
    for i, a in enumerate(players):
        for b in players[i + 1 :]:
            if rng.random() < density:
                met.setdefault(a, set()).add(b)
                met.setdefault(b, set()).add(a)
    had_bye = {p for p in players if rng.random() < 0.4}
    return players, met, had_bye


@pytest.mark.parametrize("case", range(400))
def test_swiss_against_every_pairing_of_a_small_field(case: int) -> None:
    rng = random.Random(case)
    ranking, met, had_bye = random_field(rng, rng.randint(2, 11))
    pairing = swiss(ranking, met=met, had_bye=had_bye)

    # The bye: the lowest-ranked player without one (the lowest of all when all had one).
    if len(ranking) % 2:
        without = [p for p in ranking if p not in had_bye]
        assert pairing.bye == (without[-1] if without else ranking[-1])
    else:
        assert pairing.bye is None
    rest = [p for p in ranking if p != pairing.bye]

    # Every other player sits at exactly one table.
    seated = [p for table in pairing.tables for p in table]
    assert sorted(seated) == sorted(rest)

    # As few rematches as any pairing of the rest has: none while one can be avoided.
    candidates = list(every_pairing(rest))
    fewest = min(rematches(c, met) for c in candidates)
    assert rematches(pairing.tables, met) == pairing.rematches == fewest

    # And of those, the first in the search order: the top player against the best opponent
    # that still lets the rest be paired so.
    first = next(c for c in candidates if rematches(c, met) == fewest)
    assert list(pairing.tables) == first


def test_a_field_of_256_over_five_rounds_never_rematches() -> None:
    rng = random.Random(256)
    players = [f"player-{n:03d}" for n in range(256)]
    met: dict[str, set[str]] = {p: set() for p in players}
    points = dict.fromkeys(players, 0)
    for _ in range(5):
        ranking = sorted(players, key=lambda p: (-points[p], p))
        pairing = swiss(ranking, met=met, had_bye=set())
        assert pairing.rematches == 0
        assert len(pairing.tables) == 128
        for a, b in pairing.tables:
            assert b not in met[a]
            met[a].add(b)
            met[b].add(a)
            winner = a if rng.random() < 0.5 else b
            points[winner] += 3

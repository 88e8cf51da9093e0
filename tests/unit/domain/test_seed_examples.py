"""The seed's Fennec (BS 12) against two Senku (BS 11), Combi Rifles, driven through the
decider with the dice the example gives."""

from __future__ import annotations

from service.domain.commands import Conclude, EnteredDice, Resolve
from service.domain.events import (
    GutsRollMade,
    OrderConcluded,
    OrderRollMade,
    SavingRollsMade,
    TrooperWounded,
)
from service.domain.game import fold
from tests.builders.game import ARIADNA, activate, aro, fennec_and_senkus, shot

FENNEC_AT_A = "fennec:bs_attack>senku-a"
FENNEC_AT_B = "fennec:bs_attack>senku-b"
SENKU_A = "senku-a:bs_attack"
SENKU_B = "senku-b:bs_attack"


def dice(**faces: tuple[int, ...]) -> tuple[EnteredDice, ...]:
    names = {"fa": FENNEC_AT_A, "fb": FENNEC_AT_B, "sa": SENKU_A, "sb": SENKU_B}
    return tuple(EnteredDice(names[key], value) for key, value in faces.items())


def test_split_burst_two_face_to_face_rolls() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))

    events = game.run(Resolve(actor=ARIADNA, dice=dice(fa=(4, 9), sa=(5,), fb=(11,), sb=(11,))))
    rolls = [e.roll for e in events if isinstance(e, OrderRollMade)]
    assert [r.kind for r in rolls] == ["face_to_face", "face_to_face"]

    against_a = rolls[0]
    fennec, senku_a = against_a.side(FENNEC_AT_A), against_a.side(SENKU_A)
    assert (fennec.success_value, senku_a.success_value) == (12, 11)
    assert [(m.source, m.value) for m in fennec.mods] == [("range", 3), ("cover", -3)]
    # The 5 cancels the 4; the 9 cancels the 5 and survives: Senku A takes one hit.
    assert [(d.face, d.cancelled, d.cancelled_by) for d in fennec.dice] == [
        (4, True, 0),
        (9, False, None),
    ]
    assert [(d.face, d.cancelled, d.cancelled_by) for d in senku_a.dice] == [(5, True, 1)]
    assert (fennec.hits, fennec.criticals, against_a.winner) == (1, 0, FENNEC_AT_A)

    against_b = rolls[1]
    fennec_b, senku_b = against_b.side(FENNEC_AT_B), against_b.side(SENKU_B)
    # Both roll 11: a plain success for the Fennec (SV 12), a Critical for Senku B (SV 11).
    assert (fennec_b.dice[0].success, fennec_b.dice[0].critical) == (True, False)
    assert (senku_b.dice[0].critical, senku_b.dice[0].cancelled) == (True, False)
    assert fennec_b.dice[0].cancelled_by == 0
    assert (senku_b.hits, senku_b.criticals, against_b.winner) == (0, 1, SENKU_B)
    assert game.state.open_order is not None
    assert game.state.open_order.step == "effects"

    concluded = game.run(
        Conclude(
            actor=ARIADNA,
            saves=(EnteredDice(FENNEC_AT_A, (15,)), EnteredDice(SENKU_B, (3, 12))),
        )
    )
    saves = {e.trooper: e for e in concluded if isinstance(e, SavingRollsMade)}
    # Senku A: one hit, one Saving Roll at ARM 1 + PS 7 + 3 (Partial Cover).
    assert [r.face for r in saves["senku-a"].rolls] == [15]
    assert (saves["senku-a"].ps, saves["senku-a"].success_value) == (7, 11)
    # The Fennec: a Critical hit, so two Saving Rolls at ARM + PS 7, the second the extra one.
    fennec_saves = saves["fennec"]
    assert (fennec_saves.save_attribute, fennec_saves.ps, fennec_saves.partial_cover) == (
        "ARM",
        7,
        True,
    )
    assert fennec_saves.success_value == 1 + 7 + 3
    assert [(r.face, r.passed, r.critical_extra) for r in fennec_saves.rolls] == [
        (3, True, False),
        (12, False, True),
    ]
    wounded = {e.trooper: e for e in concluded if isinstance(e, TrooperWounded)}
    assert (wounded["senku-a"].wounds, wounded["senku-a"].state) == (1, "unconscious")
    assert (wounded["fennec"].wounds, wounded["fennec"].state) == (1, "unconscious")
    # Nobody who had to save is still standing, so no Guts Roll is made.
    assert not [e for e in concluded if isinstance(e, GutsRollMade)]
    assert isinstance(concluded[-1], OrderConcluded)
    assert game.state.open_order is None
    [resolved] = game.resolved_orders
    assert (resolved.number, resolved.rolls) == (1, tuple(rolls))
    assert fold(game.history) == game.state


def test_full_burst_both_criticals_and_an_untargeted_normal_roll() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 9)))

    events = game.run(Resolve(actor=ARIADNA, dice=dice(fa=(12, 3, 7), sa=(11,), sb=(14,))))
    rolls = [e.roll for e in events if isinstance(e, OrderRollMade)]
    assert [r.kind for r in rolls] == ["face_to_face", "normal"]

    duel = rolls[0]
    fennec, senku_a = duel.side(FENNEC_AT_A), duel.side(SENKU_A)
    assert fennec.dice[0].critical
    assert senku_a.dice[0].critical
    # Both rolled a Critical: every success of both sides is cancelled and nobody wins.
    assert all(d.cancelled_by == "all_criticals" for d in (*fennec.dice, *senku_a.dice))
    assert duel.winner is None
    assert fennec.hits + fennec.criticals + senku_a.hits + senku_a.criticals == 0

    [senku_b] = rolls[1].sides
    assert senku_b.name == SENKU_B
    assert senku_b.success_value == 11
    assert [(d.face, d.success) for d in senku_b.dice] == [(14, False)]
    assert rolls[1].winner is None

    concluded = game.run(Conclude(actor=ARIADNA))
    assert [type(e) for e in concluded] == [OrderConcluded]
    assert all(t.state == "normal" and t.wounds == 0 for t in game.state.troopers)

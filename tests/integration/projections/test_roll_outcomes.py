"""Rolls read as they ended: discards change a roll in place, a ReRoll supersedes it, a void
voids every roll of its order; and one batch or one event at a time give the same rows."""

from __future__ import annotations

import msgspec

from service.domain.commands import ORGANISER, ChooseDiscard, ChooseReroll, Conclude, VoidOrder
from service.domain.events import Event
from service.projections.models import RollOutcome, load_roll_outcome, roll_outcomes
from tests.builders.game import ARIADNA, TOHAA
from tests.unit.domain.test_order_flow import AT_A, SENKU_A, sd_duel


def one_at_a_time(history: list[Event]) -> dict[int, RollOutcome]:
    """As the writer keeps them: each command's events against the rows stored so far, through
    the JSON the database holds."""
    stored: dict[int, RollOutcome] = {}
    for version, event in enumerate(history, start=1):
        for row in roll_outcomes(stored.values(), [(version, event)]):
            stored[row.version] = load_roll_outcome(msgspec.json.encode(row))
    return stored


def test_discards_and_a_reroll_leave_one_final_roll_with_the_dice_it_ended_with() -> None:
    game = sd_duel()
    game.run(ChooseDiscard(actor=ARIADNA, side=AT_A, die=3))
    game.run(ChooseDiscard(actor=TOHAA, side=SENKU_A, die=0))
    game.run(ChooseReroll(actor=ARIADNA, side=AT_A, die=1, face=12))
    history = game.history
    versions = {type(e).__name__: v for v, e in enumerate(history, start=1)}
    rows = one_at_a_time(history)

    made, reroll = versions["OrderRollMade"], versions["RerollMade"]
    first, last = rows[made], rows[reroll]
    assert (first.status, first.superseded_by) == ("superseded", reroll)
    # Made, then both discards, then replaced by the ReRoll.
    assert first.events == (made, made + 1, made + 2, reroll)
    assert first.roll is not None
    assert [d.face for d in first.roll.side(SENKU_A).dice] == [9]  # after the Senku's discard
    assert first.data["roll"]["winner"] == SENKU_A  # as first rolled: the Critical 11
    assert (last.status, last.events) == ("final", (reroll,))
    assert last.roll is not None
    assert [d.face for d in last.roll.side(AT_A).dice] == [10, 12, 2]
    assert [r.status for r in rows.values()].count("final") == 1


def test_a_voided_order_voids_every_roll_it_made() -> None:
    game = sd_duel()
    game.run(ChooseDiscard(actor=ARIADNA, side=AT_A, die=3))
    game.run(ChooseDiscard(actor=TOHAA, side=SENKU_A, die=0))
    game.run(ChooseReroll(actor=ARIADNA, side=AT_A, die=1, face=12))
    game.run(Conclude(actor=ARIADNA))
    before = one_at_a_time(game.history)
    assert any(r.type == "saving_rolls_made" for r in before.values())
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="wrong range"))
    void_version = len(game.history)
    after = one_at_a_time(game.history)
    assert set(after) == set(before)
    assert {r.status for r in after.values()} == {"voided"}
    assert all(r.events[-1] == void_version for r in after.values())
    # The superseded roll still names what replaced it.
    [reroll] = [r.version for r in after.values() if r.type == "reroll_made"]
    assert [r.superseded_by for r in after.values() if r.type == "order_roll_made"] == [reroll]


def test_a_rebuild_in_one_batch_gives_the_rows_kept_event_by_event() -> None:
    game = sd_duel()
    game.run(ChooseDiscard(actor=ARIADNA, side=AT_A, die=3))
    game.run(ChooseDiscard(actor=TOHAA, side=SENKU_A, die=0))
    game.run(ChooseReroll(actor=ARIADNA, side=AT_A, die=1, face=12))
    game.run(Conclude(actor=ARIADNA))
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="x"))
    batch = roll_outcomes([], list(enumerate(game.history, start=1)))
    assert {r.version: r for r in batch} == one_at_a_time(game.history)

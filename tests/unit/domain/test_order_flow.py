"""The Order Expenditure Sequence beyond the seed examples: choices on the dice, withdrawn
declarations, voided orders, Dodge, lost dice, editions and free-standing rolls."""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ORGANISER,
    ChooseDiscard,
    ChooseReroll,
    Conclude,
    DeclareSecondSkill,
    EnteredDice,
    FreeRoll,
    FreeRollSide,
    Resolve,
    StartTurn,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import Discover, Dodge, ModEntry, Move
from service.domain.dice import derive_faces
from service.domain.errors import Forbidden, InvalidCommand, StateConflict
from service.domain.events import (
    DeclarationWithdrawn,
    DieDiscarded,
    GutsRollMade,
    OrderRollMade,
    OrderVoided,
    RerollMade,
    RollMade,
    TrooperCondition,
    encode_event,
)
from service.domain.game import decide, fold
from service.domain.troopers import SkillEntry, TrooperWeapon
from service.rules.values import Edition
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    SEED,
    TOHAA,
    Game,
    activate,
    add,
    aro,
    fennec_and_senkus,
    new_game,
    shot,
)

AT_A = "fennec:bs_attack>senku-a"
SENKU_A = "senku-a:bs_attack"


def sd_duel() -> Game:
    """Fennec (+1 SD, ReRoll) against Senku A (+1 SD): both discard, then the Fennec rerolls."""
    game = new_game(manual_dice=True)
    add(
        game,
        ARIADNA,
        "fennec",
        bs=12,
        weapons=(TrooperWeapon(slug="combi_rifle", special_die=True, reroll=True),),
    )
    add(game, TOHAA, "senku-a", weapons=(TrooperWeapon(slug="combi_rifle", special_die=True),))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(
        Resolve(
            actor=ARIADNA, dice=(EnteredDice(AT_A, (10, 4, 2, 13)), EnteredDice(SENKU_A, (11, 9)))
        )
    )
    return game


def test_plus_one_sd_discards_active_player_first_then_reroll() -> None:
    game = sd_duel()
    order = game.state.open_order
    assert order is not None
    assert order.step == "choices"
    assert [(c.kind, c.side, c.player) for c in order.pending] == [
        ("discard", AT_A, ARIADNA),
        ("discard", SENKU_A, TOHAA),
        ("reroll", AT_A, ARIADNA),
    ]
    # Before the discards the Senku's Critical 11 cancels everything the Fennec rolled.
    assert order.rolls[0].winner == SENKU_A
    with pytest.raises(StateConflict, match="waiting for 'ariadna'"):
        decide(game.state, ChooseDiscard(actor=TOHAA, side=SENKU_A, die=0), None)
    with pytest.raises(Forbidden):
        decide(game.state, ChooseDiscard(actor=TOHAA, side=AT_A, die=0), None)
    with pytest.raises(InvalidCommand, match="no die 4"):
        decide(game.state, ChooseDiscard(actor=ARIADNA, side=AT_A, die=4), None)
    with pytest.raises(StateConflict, match="cannot conclude yet"):
        decide(game.state, Conclude(actor=ARIADNA), None)

    [fennec_discard] = game.run(ChooseDiscard(actor=ARIADNA, side=AT_A, die=3))
    assert isinstance(fennec_discard, DieDiscarded)
    assert fennec_discard.roll.side(AT_A).discarded == (13,)
    [senku_discard] = game.run(ChooseDiscard(actor=TOHAA, side=SENKU_A, die=0))
    assert isinstance(senku_discard, DieDiscarded)
    # Without its Critical the Senku's 9 cancels the Fennec's 4 and 2; the 10 survives.
    roll = senku_discard.roll
    assert [d.face for d in roll.side(SENKU_A).dice] == [9]
    assert [(d.face, d.cancelled) for d in roll.side(AT_A).dice] == [
        (10, False),
        (4, True),
        (2, True),
    ]
    assert roll.winner == AT_A

    # Without a face the server rolls the die again: the ReRoll event's only draw.
    [served] = decide(game.state, ChooseReroll(actor=ARIADNA, side=AT_A, die=1), game.roller)
    assert isinstance(served, RerollMade)
    server_face = derive_faces(SEED, GAME_ID, CLIENT_SEED, game.state.version + 1, 1)
    assert served.draws == server_face
    assert served.roll.side(AT_A).dice[1].face == server_face[0]
    [reroll] = game.run(ChooseReroll(actor=ARIADNA, side=AT_A, die=1, face=12))
    assert isinstance(reroll, RerollMade)
    assert reroll.draws == ()
    fennec = reroll.roll.side(AT_A)
    assert fennec.rerolled == (4,)
    # The new 12 is a Critical (SV 12): it beats the Senku's 9, which still cancels the 2.
    assert [(d.face, d.critical, d.cancelled) for d in fennec.dice] == [
        (10, False, False),
        (12, True, False),
        (2, False, True),
    ]
    assert (fennec.hits, fennec.criticals) == (1, 1)
    order = game.state.open_order
    assert order is not None
    assert order.step == "effects"
    assert order.rolls[0] == reroll.roll
    assert fold(game.history) == game.state


def test_a_reroll_can_be_declined() -> None:
    game = sd_duel()
    game.run(ChooseDiscard(actor=ARIADNA, side=AT_A, die=3))
    game.run(ChooseDiscard(actor=TOHAA, side=SENKU_A, die=1))
    before = game.state.open_order
    assert before is not None
    [declined] = game.run(ChooseReroll(actor=ARIADNA, side=AT_A, die=None))
    assert isinstance(declined, RerollMade)
    assert (declined.die, declined.draws, declined.roll) == (None, (), before.rolls[0])


def test_withdrawing_declarations_one_step_at_a_time() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", Dodge())
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Move()))
    aro(game, "senku-b", Discover(target="fennec"))
    with pytest.raises(Forbidden):
        decide(game.state, WithdrawDeclaration(actor=ARIADNA), None)
    assert game.run(WithdrawDeclaration(actor=TOHAA)) == [
        DeclarationWithdrawn(order=1, trooper="senku-b", kind="aro")
    ]
    game.run(WithdrawDeclaration(actor=ARIADNA))
    order = game.state.open_order
    assert order is not None
    assert (order.step, len(order.declarations)) == ("first_aros", 2)
    game.run(WithdrawDeclaration(actor=TOHAA))
    game.run(WithdrawDeclaration(actor=ARIADNA))
    # Withdrawing the activation gives the order back; its number is not reused.
    assert game.state.open_order is None
    assert game.state.pool is not None
    assert game.state.pool.regular == 1
    activate(game, "fennec", Move())
    order = game.state.open_order
    assert order is not None
    assert order.number == 2


def seed_order_with_wounds() -> Game:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(AT_A, (4, 9)),
                EnteredDice("fennec:bs_attack>senku-b", (11,)),
                EnteredDice("senku-b:bs_attack", (11,)),
            ),
        )
    )
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(
                EnteredDice(AT_A, (20, 20)),
                EnteredDice("senku-b:bs_attack", (19, 2)),
            ),
        )
    )
    return game


def test_voiding_an_order_reverts_its_wounds_and_keeps_the_record() -> None:
    game = seed_order_with_wounds()
    conditions = {t.trooper_id: (t.wounds, t.state) for t in game.state.troopers}
    assert conditions == {
        "fennec": (1, "unconscious"),
        "senku-a": (2, "dead"),
        "senku-b": (0, "normal"),
    }
    with pytest.raises(Forbidden):
        decide(game.state, VoidOrder(actor=ARIADNA, order=1, reason="wrong range"), None)
    with pytest.raises(InvalidCommand, match="needs a reason"):
        decide(game.state, VoidOrder(actor=ORGANISER, order=1, reason=" "), None)
    with pytest.raises(InvalidCommand, match="no concluded order 7"):
        decide(game.state, VoidOrder(actor=ORGANISER, order=7, reason="x"), None)
    [voided] = game.run(VoidOrder(actor=ORGANISER, order=1, reason="wrong range"))
    assert voided == OrderVoided(
        order=1,
        reason="wrong range",
        restored=(
            TrooperCondition(trooper="senku-a", wounds=0, state="normal"),
            TrooperCondition(trooper="fennec", wounds=0, state="normal"),
        ),
    )
    assert all((t.wounds, t.state) == (0, "normal") for t in game.state.troopers)
    [order] = game.resolved_orders
    assert (order.voided, order.void_reason, len(order.rolls)) == (True, "wrong range", 2)
    with pytest.raises(StateConflict, match="already void"):
        decide(game.state, VoidOrder(actor=ORGANISER, order=1, reason="again"), None)


def test_an_order_cannot_be_voided_under_later_wounds() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, ARIADNA, "line")
    add(game, TOHAA, "senku-a", vitality=3)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    for order, trooper in enumerate(("fennec", "line"), start=1):
        name = f"{trooper}:bs_attack>senku-a"
        activate(game, trooper, shot(("senku-a", 3, 15)))
        game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(name, (1, 15, 16)),)))
        game.run(
            Conclude(
                actor=ARIADNA,
                saves=(EnteredDice(name, (20,)),),
                guts=(EnteredDice("senku-a", (1,)),),
            )
        )
        assert game.resolved_orders[-1].number == order
    with pytest.raises(StateConflict, match="void later orders first"):
        decide(game.state, VoidOrder(actor=ORGANISER, order=1, reason="x"), None)
    game.run(VoidOrder(actor=ORGANISER, order=2, reason="x"))
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="x"))
    senku = game.state.trooper("senku-a")
    assert senku is not None
    assert senku.wounds == 0


def test_an_active_dodge_faces_each_aro_attack_with_one_die() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", Move())
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    aro(game, "senku-b", shot(("fennec", 1, 15)))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Dodge()))
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice("fennec:dodge", (8,)),
                EnteredDice(SENKU_A, (5,)),
                EnteredDice("senku-b:bs_attack", (10,)),
            ),
        )
    )
    rolls = [e for e in events if isinstance(e, OrderRollMade)]
    assert [(r.roll.kind, [s.name for s in r.roll.sides]) for r in rolls] == [
        ("face_to_face", ["fennec:dodge", SENKU_A]),
        ("face_to_face", ["fennec:dodge", "senku-b:bs_attack"]),
    ]
    # The Dodge die is rolled once and compared against each attacker; entered dice draw nothing.
    assert [[d.face for s in r.roll.sides for d in s.dice] for r in rolls] == [[8, 5], [8, 10]]
    assert [r.draws for r in rolls] == [(), ()]
    assert [r.roll.winner for r in rolls] == ["fennec:dodge", "senku-b:bs_attack"]
    assert rolls[0].roll.side("fennec:dodge").success_value == 10


def test_dice_aimed_beyond_range_are_lost() -> None:
    game = fennec_and_senkus()
    activate(game, "fennec", shot(("senku-a", 2, 15), ("senku-b", 1, 100)))
    aro(game, "senku-b", shot(("fennec", 1, 30)))
    events = game.run(
        Resolve(
            actor=ARIADNA, dice=(EnteredDice(AT_A, (3, 4)), EnteredDice("senku-b:bs_attack", (6,)))
        )
    )
    began = events[0]
    assert encode_event(began)[1]["lost"] == [
        {
            "trooper": "fennec",
            "target": "senku-b",
            "dice": 1,
            "reason": 'Combi Rifle is out of range at 100"',
        }
    ]
    rolls = [e.roll for e in events if isinstance(e, OrderRollMade)]
    # Senku B, no longer shot at, makes a Normal Roll: 11 - 3 (24-32") - 3 (cover) = 5.
    assert [(r.kind, r.sides[0].name) for r in rolls] == [
        ("normal", AT_A),
        ("normal", "senku-b:bs_attack"),
    ]
    assert rolls[1].sides[0].success_value == 5


def test_mimetism_applies_to_attacks_against_its_user() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "senku-a", skills=(SkillEntry("Mimetism", -6),))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    [_, roll] = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (6, 7, 8)),)))
    assert isinstance(roll, OrderRollMade)
    side = roll.roll.side(AT_A)
    assert [(m.source, m.value) for m in side.mods] == [
        ("range", 3),
        ("cover", -3),
        ("mimetism", -6),
    ]
    assert side.success_value == 6
    assert [d.success for d in side.dice] == [True, False, False]


def test_codeone_makes_no_guts_roll() -> None:
    for edition, guts in ((Edition.N5, 1), (Edition.CODEONE, 0)):
        game = new_game(manual_dice=True, edition=edition)
        add(game, ARIADNA, "fennec", bs=12)
        add(game, TOHAA, "senku-a")
        game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
        activate(game, "fennec", shot(("senku-a", 3, 15)))
        game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_A, (1, 20, 20)),)))
        entered = (EnteredDice("senku-a", (4,)),) if guts else None
        events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(AT_A, (2,)),), guts=entered))
        assert sum(isinstance(e, GutsRollMade) for e in events) == guts


def test_free_rolls() -> None:
    game = fennec_and_senkus()
    [normal] = game.run(
        FreeRoll(
            actor=ARIADNA,
            kind="normal",
            label="BS -3",
            sides=(
                FreeRollSide(
                    name="fennec", attribute=12, mods=(ModEntry(-3),), burst=2, dice=(8, 12)
                ),
            ),
        )
    )
    assert isinstance(normal, RollMade)
    side = normal.sides[0]
    assert (side.success_value, side.mod_total) == (9, -3)
    assert [d.success for d in side.dice] == [True, False]
    assert normal.winner == "fennec"

    [duel] = game.run(
        FreeRoll(
            actor=TOHAA,
            kind="face_to_face",
            sides=(
                FreeRollSide(name="cc", attribute=23, dice=(2,)),
                FreeRollSide(name="low", attribute=3, mods=(ModEntry(-6),)),
            ),
        )
    )
    assert isinstance(duel, RollMade)
    high, low = duel.sides
    assert (high.dice[0].critical, low.rolled, low.dice) == (True, False, ())
    assert duel.winner == "cc"
    kind, data = encode_event(duel)
    assert kind == "roll_made"
    assert set(data["sides"][0]) >= {
        "name",
        "success_value",
        "mod_total",
        "dice",
        "hits",
        "criticals",
    }
    assert set(data["sides"][0]["dice"][0]) == {
        "face",
        "value",
        "success",
        "critical",
        "cancelled",
        "cancelled_by",
    }
    with pytest.raises(InvalidCommand, match="2 side"):
        decide(
            game.state,
            FreeRoll(
                actor=TOHAA,
                kind="face_to_face",
                sides=(FreeRollSide(name="a", attribute=10, dice=(1,)),),
            ),
            None,
        )


def test_codeone_reads_faces_above_sv_20_by_its_own_rule() -> None:
    game = new_game(manual_dice=True, edition=Edition.CODEONE)
    [roll] = game.run(
        FreeRoll(
            actor=ARIADNA,
            kind="normal",
            sides=(FreeRollSide(name="cc", attribute=23, burst=3, dice=(17, 4, 16)),),
        )
    )
    assert isinstance(roll, RollMade)
    assert [(d.face, d.value, d.critical) for d in roll.sides[0].dice] == [
        (17, 20, True),
        (4, 7, False),
        (16, 19, False),
    ]

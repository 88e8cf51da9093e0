"""Fireteams in the decider: formed and broken as events, activated through their leader.

Pages (N5): https://infinitythewiki.com/Fireteams:_Basic_Rules (Fireteam Types: a Duo is
created with two Troopers, a Haris with three, a Core with three to five; the members belong
to the same Combat Group, a Trooper is in one Fireteam at most, none in a Null State) and
https://infinitythewiki.com/Fireteam_Bonuses (Level 1: in the Active Turn all the members
activate with a single Regular Order). Fireteam Integrity: a member in a Null State leaves the
Fireteam; it is cancelled when its leader does, or when fewer than two members are left.
"""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ActivateTrooper,
    BreakFireteam,
    ChooseDiscard,
    Conclude,
    EnteredDice,
    FormFireteam,
    Resolve,
    StartTurn,
)
from service.domain.declarations import Discover, Dodge, ModEntry, Move, Skill
from service.domain.errors import (
    FireteamNotAllowed,
    Forbidden,
    InvalidCommand,
    NotFound,
    StateConflict,
)
from service.domain.events import (
    DieDiscarded,
    FireteamBroken,
    FireteamFormed,
    FireteamMemberLeft,
    OrderRollMade,
    RecordedSide,
    TrooperActivated,
    encode_event,
)
from service.domain.state import Fireteam
from service.domain.troopers import TrooperWeapon
from service.rules.fireteams import FireteamType
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    Game,
    activate,
    add,
    aro,
    new_game,
    rejects,
    shot,
)

MOVE = Move()


def squads() -> Game:
    """Ariadna: line-1 to line-6 in Combat Group 1, scout in group 2; Tohaa: senku."""
    game = new_game(manual_dice=True)
    for n in range(1, 7):
        add(game, ARIADNA, f"line-{n}", combat_group=1)
    add(game, ARIADNA, "scout", combat_group=2)
    add(game, TOHAA, "senku", combat_group=1)
    return game


def form(
    kind: FireteamType, *members: str, leader: str | None = None, actor: str = ARIADNA
) -> FormFireteam:
    return FormFireteam(
        actor=actor, player=ARIADNA, kind=kind, members=members, leader=leader or members[0]
    )


def test_a_core_of_three_is_formed_as_an_event_and_kept_in_the_state() -> None:
    game = squads()
    events = game.run(form("core", "line-1", "line-2", "line-3", leader="line-2"))
    assert events == [
        FireteamFormed(
            fireteam=1,
            player=ARIADNA,
            kind="core",
            members=("line-1", "line-2", "line-3"),
            leader="line-2",
        )
    ]
    assert game.state.fireteams == (
        Fireteam(
            fireteam=1,
            player=ARIADNA,
            kind="core",
            members=("line-1", "line-2", "line-3"),
            leader="line-2",
        ),
    )
    game.run(form("duo", "line-4", "line-5"))
    assert [f.fireteam for f in game.state.fireteams] == [1, 2]


ALLOWED = {("duo", 2), ("haris", 3), ("core", 3), ("core", 4), ("core", 5)}


@pytest.mark.parametrize("kind", ["core", "haris", "duo"])
@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6])
def test_only_the_sizes_of_each_type_are_formed(kind: FireteamType, size: int) -> None:
    game = squads()
    command = form(kind, *(f"line-{n}" for n in range(1, size + 1)))
    if (kind, size) in ALLOWED:
        [formed] = game.run(command)
        assert isinstance(formed, FireteamFormed)
        assert len(formed.members) == size
    else:
        rejects(game, command, FireteamNotAllowed, f"not {size} .*Fireteam Types")


def test_members_of_two_combat_groups_are_refused() -> None:
    rejects(
        squads(),
        form("duo", "line-1", "scout"),
        FireteamNotAllowed,
        "same Combat Group",
    )


def test_a_trooper_is_in_one_fireteam_at_most() -> None:
    game = squads()
    game.run(form("duo", "line-1", "line-2"))
    rejects(game, form("duo", "line-2", "line-3"), FireteamNotAllowed, "already in a Fireteam")


def test_the_leader_is_a_member_and_every_member_is_the_players() -> None:
    game = squads()
    rejects(game, form("duo", "line-1", "line-2", leader="line-3"), FireteamNotAllowed, "Leader")
    rejects(game, form("duo", "line-1", "senku"), FireteamNotAllowed, "not one of")
    rejects(game, form("duo", "line-1", "line-1"), FireteamNotAllowed, "twice")
    rejects(game, form("duo", "line-1", "line-2", actor=TOHAA), Forbidden, "own Fireteams")


def test_fireteams_are_formed_and_broken_between_orders_only() -> None:
    game = squads()
    game.run(form("duo", "line-1", "line-2"))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "line-3", MOVE)
    rejects(game, form("duo", "line-4", "line-5"), StateConflict, "still open")
    rejects(
        game,
        BreakFireteam(actor=ARIADNA, player=ARIADNA, fireteam=1),
        StateConflict,
        "still open",
    )


def test_the_leaders_regular_order_activates_every_member() -> None:
    game = squads()
    game.run(form("core", "line-1", "line-2", "line-3", leader="line-2"))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    regular_before = game.state.pool.regular if game.state.pool else None
    [activated] = game.run(ActivateTrooper(actor=ARIADNA, trooper="line-2", skill=MOVE))
    assert activated == TrooperActivated(
        order=1,
        trooper="line-2",
        order_type="regular",
        skill=MOVE,
        fireteam=("line-1", "line-3"),
    )
    assert game.state.open_order is not None
    assert game.state.open_order.fireteam == ("line-1", "line-3")
    # One Regular Order for the three of them.
    assert game.state.pool is not None
    assert regular_before is not None
    assert game.state.pool.regular == regular_before - 1


def test_a_member_that_is_not_the_leader_activates_alone() -> None:
    game = squads()
    game.run(form("core", "line-1", "line-2", "line-3", leader="line-2"))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    [activated] = game.run(ActivateTrooper(actor=ARIADNA, trooper="line-1", skill=MOVE))
    _, stored = encode_event(activated)
    assert "fireteam" not in stored
    assert game.state.open_order is not None
    assert game.state.open_order.fireteam == ()


def test_the_player_breaks_a_fireteam_by_choice() -> None:
    game = squads()
    game.run(form("duo", "line-1", "line-2"))
    rejects(game, BreakFireteam(actor=ARIADNA, player=ARIADNA, fireteam=2), NotFound, "no Fire")
    events = game.run(BreakFireteam(actor=ARIADNA, player=ARIADNA, fireteam=1))
    assert events == [FireteamBroken(fireteam=1, reason="the player's choice")]
    assert game.state.fireteams == ()
    # Its members are free again; the next Fireteam gets a new number.
    [formed] = game.run(form("duo", "line-1", "line-2"))
    assert isinstance(formed, FireteamFormed)
    assert formed.fireteam == 2


def _shoot_down(game: Game, target: str) -> list[object]:
    """Tohaa's senku shoots ``target`` with its Combi Rifle's Burst 3; faces 4, 9 and 10 are
    all below any Success Value the shot can have, and saves of 20 always fail: three Wounds on
    VITA 1, Dead."""
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    activate(game, "senku", shot((target, 3, 15)), actor=TOHAA)
    game.run(Resolve(actor=TOHAA, dice=(EnteredDice(f"senku:bs_attack>{target}", (4, 9, 10)),)))
    return list(
        game.run(
            Conclude(actor=TOHAA, saves=(EnteredDice(f"senku:bs_attack>{target}", (20, 20, 20)),))
        )
    )


def test_a_member_in_a_null_state_leaves_the_fireteam() -> None:
    game = squads()
    game.run(form("core", "line-1", "line-2", "line-3", leader="line-2"))
    events = _shoot_down(game, "line-3")
    dead = game.state.trooper("line-3")
    assert dead is not None
    assert dead.state == "dead"
    assert events[-1] == FireteamMemberLeft(fireteam=1, trooper="line-3", reason="Null State")
    [fireteam] = game.state.fireteams
    assert fireteam.members == ("line-1", "line-2")


def test_a_fireteam_is_cancelled_when_its_leader_falls() -> None:
    game = squads()
    game.run(form("core", "line-1", "line-2", "line-3", leader="line-2"))
    events = _shoot_down(game, "line-2")
    assert isinstance(events[-1], FireteamBroken)
    assert "leader 'line-2'" in events[-1].reason
    assert game.state.fireteams == ()


def test_a_duo_down_to_one_member_is_cancelled() -> None:
    game = squads()
    game.run(form("duo", "line-1", "line-2"))
    events = _shoot_down(game, "line-2")
    assert events[-1] == FireteamBroken(fireteam=1, reason="fewer than 2 members are left")
    assert game.state.fireteams == ()


def test_a_fallen_trooper_cannot_join_a_fireteam() -> None:
    game = squads()
    _shoot_down(game, "line-1")
    rejects(game, form("duo", "line-1", "line-2"), FireteamNotAllowed, "Dead")


def _leaders_side(members: int, skill: Skill) -> RecordedSide:
    """Ariadna's line-1 leads a Core of ``members`` (none below 3) and acts alone against
    Tohaa's senku, which does not react; the roll's side of line-1."""
    game = squads()
    if members >= 3:
        game.run(form("core", *(f"line-{n}" for n in range(1, members + 1)), leader="line-1"))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "line-1", skill)
    game.run(Resolve(actor=ARIADNA))
    made = next(e for e in game.history if isinstance(e, OrderRollMade))
    return next(s for s in made.roll.sides if s.trooper == "line-1")


LEVEL_4_BS = ModEntry(1, "skill", "Fireteam Level 4 (4 members)")


@pytest.mark.parametrize(("members", "bonus"), [(0, 0), (3, 0), (4, 1), (5, 1)])
def test_the_leaders_bs_attack_takes_plus_one_bs_from_level_four(members: int, bonus: int) -> None:
    alone = _leaders_side(0, shot(("senku", 3, 15)))
    side = _leaders_side(members, shot(("senku", 3, 15)))
    assert side.success_value == alone.success_value + bonus
    assert (LEVEL_4_BS in side.mods) == (members == 4)


@pytest.mark.parametrize(("members", "bonus"), [(0, 0), (3, 1), (5, 1)])
def test_the_leaders_dodge_takes_plus_one_and_discover_plus_three_from_level_three(
    members: int, bonus: int
) -> None:
    assert _leaders_side(members, Dodge()).success_value == 10 + bonus  # PH 10
    # WIP 13, the senku has no Mimetism and is in no State.
    assert _leaders_side(members, Discover(target="senku")).success_value == 13 + 3 * bonus


def test_a_member_that_is_not_the_leader_takes_no_bonus() -> None:
    game = squads()
    game.run(form("core", "line-1", "line-2", "line-3", "line-4", leader="line-1"))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "line-2", shot(("senku", 3, 15)))
    game.run(Resolve(actor=ARIADNA))
    made = next(e for e in game.history if isinstance(e, OrderRollMade))
    assert all(m.note != LEVEL_4_BS.note for s in made.roll.sides for m in s.mods)


# Fireteam Bonus Level 2 (https://infinitythewiki.com/Fireteam_Bonuses): "BS Attack (+1 SD)
# Skill": the player rolls one extra die, then selects and discards one die from the Roll. A
# Duo is Level 2. The Combi Rifle's Burst 3 is declared whole at one target, so the leader's
# side rolls 3 + 1 = 4 dice and its player is asked which to discard.
AT_SENKU = "line-1:bs_attack>senku"
SENKU_SHOT = shot(("senku", 3, 15), cover=False)
COMBI = TrooperWeapon(slug="combi_rifle")


def _duo(*, leader_weapon: TrooperWeapon = COMBI, turn: str = ARIADNA) -> Game:
    """Ariadna's line-1 (the leader) and line-2 in a Duo; Tohaa's senku in front of them;
    ``turn``'s player's Active Turn begun."""
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "line-1", weapons=(leader_weapon,))
    add(game, ARIADNA, "line-2")
    add(game, TOHAA, "senku")
    game.run(form("duo", "line-1", "line-2", leader="line-1"))
    game.run(StartTurn(actor=turn, player=turn))
    return game


def test_a_level_two_leaders_bs_attack_rolls_one_extra_die_then_discards_one() -> None:
    game = _duo()
    activate(game, "line-1", SENKU_SHOT)
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_SENKU, (3, 5, 7, 19)),)))
    order = game.state.open_order
    assert order is not None
    assert [(c.kind, c.side, c.player) for c in order.pending] == [("discard", AT_SENKU, ARIADNA)]
    [discarded] = game.run(ChooseDiscard(actor=ARIADNA, side=AT_SENKU, die=3))
    assert isinstance(discarded, DieDiscarded)
    side = discarded.roll.side(AT_SENKU)
    assert side.discarded == (19,)
    assert [d.face for d in side.dice] == [3, 5, 7]


def test_four_faces_are_refused_for_a_member_that_is_not_the_leader() -> None:
    game = _duo()
    activate(game, "line-2", shot(("senku", 3, 15), cover=False))
    with pytest.raises(InvalidCommand, match="3 dice are rolled, 4 were entered"):
        game.run(
            Resolve(actor=ARIADNA, dice=(EnteredDice("line-2:bs_attack>senku", (3, 5, 7, 19)),))
        )
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice("line-2:bs_attack>senku", (3, 5, 7)),)))
    order = game.state.open_order
    assert order is not None
    assert order.pending == ()


def test_a_weapons_own_plus_one_sd_does_not_add_a_second_extra_die() -> None:
    game = _duo(leader_weapon=TrooperWeapon(slug="combi_rifle", special_die=True))
    activate(game, "line-1", SENKU_SHOT)
    with pytest.raises(InvalidCommand, match="4 dice are rolled, 5 were entered"):
        game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_SENKU, (3, 5, 7, 9, 19)),)))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(AT_SENKU, (3, 5, 7, 19)),)))
    order = game.state.open_order
    assert order is not None
    assert [(c.kind, c.side) for c in order.pending] == [("discard", AT_SENKU)]


# Fireteams in the Reactive Turn (https://infinitythewiki.com/Fireteams_in_the_Reactive_Turn,
# N5): "During the Reactive Turn, all the Fireteam members have all the bonuses that being part
# of a Fireteam provides" and "all Fireteam members perform their own Rolls". So any member's
# ARO, the leader's or another's, takes its Fireteam Level's bonuses.
def test_a_members_aro_in_the_reactive_turn_rolls_the_level_two_extra_die() -> None:
    game = _duo(turn=TOHAA)
    activate(game, "senku", shot(("line-2", 3, 15), cover=False), actor=TOHAA)
    aro(game, "line-2", shot(("senku", 1, 15), cover=False), actor=ARIADNA)
    with pytest.raises(InvalidCommand, match="2 dice are rolled, 1 were entered"):
        game.run(
            Resolve(
                actor=TOHAA,
                dice=(
                    EnteredDice("senku:bs_attack>line-2", (4, 9, 10)),
                    EnteredDice("line-2:bs_attack", (2,)),
                ),
            )
        )
    game.run(
        Resolve(
            actor=TOHAA,
            dice=(
                EnteredDice("senku:bs_attack>line-2", (4, 9, 10)),
                EnteredDice("line-2:bs_attack", (2, 6)),
            ),
        )
    )
    order = game.state.open_order
    assert order is not None
    assert [(c.kind, c.side, c.player) for c in order.pending] == [
        ("discard", "line-2:bs_attack", ARIADNA)
    ]


def _aro_side(members: int, skill: Skill) -> RecordedSide:
    """Tohaa's senku shoots line-2; line-2, a member (not the leader) of an Ariadna Core of
    ``members`` (none below 3), answers with ``skill``; the roll's side of line-2."""
    game = squads()
    if members >= 3:
        game.run(form("core", *(f"line-{n}" for n in range(1, members + 1)), leader="line-1"))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    activate(game, "senku", shot(("line-2", 3, 15)), actor=TOHAA)
    aro(game, "line-2", skill, actor=ARIADNA)
    game.run(Resolve(actor=TOHAA))
    made = next(e for e in game.history if isinstance(e, OrderRollMade))
    return next(s for s in made.roll.sides if s.trooper == "line-2")


@pytest.mark.parametrize(("members", "bonus"), [(0, 0), (3, 0), (4, 1), (5, 1)])
def test_a_members_bs_attack_aro_takes_plus_one_bs_from_level_four(
    members: int, bonus: int
) -> None:
    alone = _aro_side(0, shot(("senku", 1, 15)))
    side = _aro_side(members, shot(("senku", 1, 15)))
    assert side.success_value == alone.success_value + bonus
    assert (LEVEL_4_BS in side.mods) == (members == 4)


@pytest.mark.parametrize(("members", "bonus"), [(0, 0), (3, 1), (5, 1)])
def test_a_members_dodge_aro_takes_plus_one_from_level_three(members: int, bonus: int) -> None:
    assert _aro_side(members, Dodge()).success_value == 10 + bonus  # PH 10


# Fireteams in the Reactive Turn (N5): "Players must consider the Fireteam's ARO to be the Skill
# declared by more than half of the Fireteam members that declare an ARO"; Fireteam Integrity
# (https://infinitythewiki.com/Fireteam_Integrity, N5): a Trooper declaring another Skill stops
# being part of the Fireteam "the moment the Order or ARO is declared" and "is not able to
# benefit from the advantages of being in a Fireteam"; the members left are counted again for
# the bonuses "during that Order"; the Fireteam is cancelled when its leader declares an ARO
# different from the Fireteam's ARO, or when it is reduced to one member.
def _reacting_core(*aros: tuple[str, Skill]) -> Game:
    """Ariadna's Core of line-1 (leader) to line-4; Tohaa's senku shoots line-5, outside it,
    and each of ``aros`` answers; the roll is made."""
    game = squads()
    game.run(form("core", "line-1", "line-2", "line-3", "line-4", leader="line-1"))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    activate(game, "senku", shot(("line-5", 3, 15)), actor=TOHAA)
    for trooper_id, skill in aros:
        aro(game, trooper_id, skill, actor=ARIADNA)
    game.run(Resolve(actor=TOHAA))
    return game


def _side_of(game: Game, trooper_id: str) -> RecordedSide:
    made = [e for e in game.history if isinstance(e, OrderRollMade)]
    return next(s for e in made for s in e.roll.sides if s.trooper == trooper_id)


def _conclude(game: Game) -> list[object]:
    """Discards the first die of each +1 SD roll still waiting, then concludes the order."""
    order = game.state.open_order
    assert order is not None
    for choice in order.pending:
        game.run(ChooseDiscard(actor=choice.player, side=choice.side, die=0))
    return list(game.run(Conclude(actor=TOHAA)))


AT_SENKU_ARO = shot(("senku", 1, 15))
LOOK = Discover(target="senku")


def test_all_members_declaring_the_same_aro_keep_the_level_of_four() -> None:
    game = _reacting_core(("line-2", AT_SENKU_ARO), ("line-3", AT_SENKU_ARO))
    assert LEVEL_4_BS in _side_of(game, "line-2").mods


def test_a_member_declaring_another_aro_leaves_and_the_rest_count_three() -> None:
    game = _reacting_core(("line-2", AT_SENKU_ARO), ("line-3", AT_SENKU_ARO), ("line-4", LOOK))
    # Two of three declare BS Attack: the Fireteam's ARO. line-4 is out: three members left,
    # Level 3, so no +1 BS for line-2, and no +3 Discover for line-4 (WIP 13, senku in no
    # State and without Mimetism).
    assert all(m.note != LEVEL_4_BS.note for m in _side_of(game, "line-2").mods)
    assert _side_of(game, "line-4").success_value == 13
    events = _conclude(game)
    assert (
        FireteamMemberLeft(
            fireteam=1, trooper="line-4", reason="declared an ARO other than the Fireteam's ARO"
        )
        in events
    )
    [fireteam] = game.state.fireteams
    assert fireteam.members == ("line-1", "line-2", "line-3")


def test_a_leader_declaring_another_aro_cancels_the_fireteam() -> None:
    game = _reacting_core(("line-1", LOOK), ("line-2", AT_SENKU_ARO), ("line-3", AT_SENKU_ARO))
    # No Fireteam left to give a bonus: line-1's Discover is its WIP 13 alone.
    assert _side_of(game, "line-1").success_value == 13
    assert all(m.note != LEVEL_4_BS.note for m in _side_of(game, "line-2").mods)
    events = _conclude(game)
    assert isinstance(events[-1], FireteamBroken)
    assert "line-1" in events[-1].reason
    assert game.state.fireteams == ()


def test_without_a_majority_no_member_leaves() -> None:
    # One BS Attack, one Discover: no Skill is declared by more than half; the player would
    # choose the Fireteam's ARO, which the engine does not ask, so the Fireteam stays whole.
    game = _reacting_core(("line-2", AT_SENKU_ARO), ("line-3", LOOK))
    assert LEVEL_4_BS in _side_of(game, "line-2").mods
    _conclude(game)
    [fireteam] = game.state.fireteams
    assert len(fireteam.members) == 4

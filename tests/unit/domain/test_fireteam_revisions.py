"""Fireteams in games recorded before catalogue revision 5 decide as they were played.

Revision 5 brought two rules to Fireteams: a member's ARO takes its Fireteam Level's bonuses
and a member declaring an ARO other than the Fireteam's ARO leaves it (Fireteams in the
Reactive Turn and Fireteam Integrity, https://infinitythewiki.com/Fireteam_Integrity, N5), and
a Fireteam formed during the game spends a Command Token ("Creating a Fireteam during the game
requires the Operational Use of a Command Token",
https://infinitythewiki.com/Fireteams:_Basic_Rules, N5). A game of revision 4 was played
without them, so its AROs take no Fireteam bonus, nobody leaves for the ARO they declared, and
a Fireteam formed during the game costs no token. Expected values by hand: line-2's PH is 10
and WIP 13 (the builders' default profile), BS 11; Level 3 gives +1 Dodge and +3 Discover,
Level 4 +1 BS.
"""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ChooseDiscard,
    ChooseInitiative,
    Conclude,
    DeployTroopers,
    FormFireteam,
    Resolve,
    StartTurn,
)
from service.domain.declarations import Discover, Dodge, Skill
from service.domain.events import (
    CommandTokenSpent,
    FireteamFormed,
    FireteamMemberLeft,
    OrderRollMade,
    RecordedSide,
)
from tests.builders.game import ARIADNA, TOHAA, Game, activate, add, aro, new_game, shot
from tests.unit.domain.test_game_sequence import faces, lieutenant

BEFORE = 4
"""The last revision played without the Fireteam rules of revision 5."""
FROM = 5

AT_SENKU = shot(("senku", 1, 15))
LOOK = Discover(target="senku")


def _reacting_core(revision: int, *aros: tuple[str, Skill]) -> Game:
    """Ariadna's Core of line-1 (leader) to line-4 in a game of ``revision``; Tohaa's senku
    shoots line-5, outside it, each of ``aros`` answers, and the roll is made."""
    game = new_game(manual_dice=True, catalogue_revision=revision)
    for n in range(1, 6):
        add(game, ARIADNA, f"line-{n}", combat_group=1)
    add(game, TOHAA, "senku", combat_group=1)
    members = ("line-1", "line-2", "line-3", "line-4")
    game.run(
        FormFireteam(actor=ARIADNA, player=ARIADNA, kind="core", members=members, leader="line-1")
    )
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
    order = game.state.open_order
    assert order is not None
    for choice in order.pending:
        game.run(ChooseDiscard(actor=choice.player, side=choice.side, die=0))
    return list(game.run(Conclude(actor=TOHAA)))


def _fireteam_notes(side: RecordedSide) -> list[str]:
    return [m.note for m in side.mods if m.note.startswith("Fireteam")]


def test_a_members_bs_attack_aro_takes_level_four_bonuses_from_revision_five_only() -> None:
    aros = (("line-2", AT_SENKU), ("line-3", AT_SENKU))
    before = _side_of(_reacting_core(BEFORE, *aros), "line-2")
    after = _side_of(_reacting_core(FROM, *aros), "line-2")
    assert _fireteam_notes(before) == []
    assert _fireteam_notes(after) == ["Fireteam Level 4 (4 members)"]
    assert after.success_value == before.success_value + 1
    # Level 2's BS Attack (+1 SD): line-2's Burst 1 rolls two dice from revision 5, one before.
    assert (len(before.dice), len(after.dice)) == (1, 2)


@pytest.mark.parametrize(("revision", "dodge"), [(BEFORE, 10), (FROM, 11)])
def test_a_members_dodge_aro_takes_level_three_plus_one_from_revision_five(
    revision: int, dodge: int
) -> None:
    game = _reacting_core(revision, ("line-2", Dodge()))
    assert _side_of(game, "line-2").success_value == dodge


@pytest.mark.parametrize("revision", [BEFORE, FROM])
def test_a_member_declaring_another_aro_leaves_only_from_revision_five(revision: int) -> None:
    game = _reacting_core(revision, ("line-2", AT_SENKU), ("line-3", AT_SENKU), ("line-4", LOOK))
    # Revision 5: line-4 is out of the Fireteam the moment it declares, its Discover is its
    # WIP 13 alone. Revision 4: the Fireteam stays whole and gives no ARO a bonus either.
    assert _side_of(game, "line-4").success_value == 13
    left = [e for e in _conclude(game) if isinstance(e, FireteamMemberLeft)]
    [fireteam] = game.state.fireteams
    if revision == FROM:
        assert [e.trooper for e in left] == ["line-4"]
        assert fireteam.members == ("line-1", "line-2", "line-3")
    else:
        assert left == []
        assert fireteam.members == ("line-1", "line-2", "line-3", "line-4")


def _first_turn(revision: int) -> Game:
    """A sequenced game of ``revision``: Ariadna (a1 Lieutenant, a2, a3) plays the first turn
    after both players deployed."""
    game = new_game(manual_dice=True, rounds=3, catalogue_revision=revision)
    game.run(lieutenant(ARIADNA, "a1", 13))
    add(game, ARIADNA, "a2")
    add(game, ARIADNA, "a3")
    game.run(lieutenant(TOHAA, "b1", 13))
    add(game, TOHAA, "b2")
    game.run(faces(12, 5))
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="deployment", first=TOHAA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=ARIADNA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b2",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


DUO = FormFireteam(actor=ARIADNA, player=ARIADNA, kind="duo", members=("a2", "a3"), leader="a2")


def test_a_fireteam_formed_during_a_revision_four_game_spends_no_token() -> None:
    game = _first_turn(BEFORE)
    [formed] = game.run(DUO)
    assert isinstance(formed, FireteamFormed)
    assert game.state.command_tokens_left(ARIADNA) == 4


def test_a_fireteam_formed_during_a_revision_five_game_spends_a_token() -> None:
    game = _first_turn(FROM)
    spent, formed = game.run(DUO)
    assert spent == CommandTokenSpent(player=ARIADNA, use="form_fireteam", turn=1)
    assert isinstance(formed, FireteamFormed)
    assert game.state.command_tokens_left(ARIADNA) == 3

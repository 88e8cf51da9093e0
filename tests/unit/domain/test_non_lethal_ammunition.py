"""E/M, PARA and Stun ammunition in an order (catalogue revision 3 and later).

Expected values are read off the N5 pages, not the engine:
- Electromagnetic (E/M) Ammunition (https://infinitythewiki.com/E/M_Ammunition): two Saving
  Rolls per hit "using half his BTS value (BTS/2 x 2)", rounding up; a Critical adds one more
  at halved BTS; a failed save: Isolated State, and Immobilized-B as well for HI, TAG, REM, VH.
  Non-Lethal (the page's label): no Wound.
- Ammunition Summary Chart (https://infinitythewiki.com/Ammunition_Summary_Chart): PARA is saved
  with PH-6, one save per hit and two per Critical, and its state is IMM-A.
- Stun Ammunition (https://infinitythewiki.com/Stun_Ammunition): one save per hit, one more for
  a Critical; a failed save: Stunned State.
A game of revision 2 keeps the rule it was played with: one E/M save at full BTS, a Wound.
"""

from __future__ import annotations

from decimal import Decimal

from service.domain.commands import (
    ORGANISER,
    AddTrooper,
    Conclude,
    CreateGame,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import AttackTarget, BSAttack
from service.domain.dice import seed_commitment, server_roller
from service.domain.events import (
    Event,
    SavingRollsMade,
    TrooperStateEntered,
    TrooperWounded,
)
from service.domain.troopers import CustomWeapon, TrooperWeapon
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    KNIFE,
    PLAYERS,
    SEED,
    TOHAA,
    Game,
    activate,
    new_game,
    profile,
)

ATTACK = "zouave:bs_attack>target"
BANDS = (3, 3, -3, -3, -6, None, None)
SHOOTER_BS = 12  # +3 at 5": SV 15, so face 15 is a Critical


def _weapon(slug: str, ammo: str, save: str, ps: int = 6) -> TrooperWeapon:
    return TrooperWeapon(
        slug=slug,
        custom=CustomWeapon(
            name=slug, range_mods=BANDS, ps=ps, burst=2, ammo=(ammo,), save_attribute=save
        ),
    )


EM = _weapon("em", "E/M", "BTS")
PARA = _weapon("para", "PARA", "PH")
STUN = _weapon("stun", "Stun", "ARM")


def _game(revision: int | None, unit_type: str | None, **target: int) -> Game:
    if revision is None:
        game = new_game(manual_dice=True)
    else:
        game = Game(server_roller(SEED, GAME_ID, CLIENT_SEED))
        game.run(
            CreateGame(
                actor=ORGANISER,
                game_id=GAME_ID,
                players=PLAYERS,
                client_seed=CLIENT_SEED,
                manual_dice=True,
                seed_commitment=seed_commitment(SEED),
                catalogue_revision=revision,
            )
        )
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="zouave",
            name="Zouave",
            profile=profile(bs=SHOOTER_BS),
            weapons=(EM, PARA, STUN),
            melee_weapons=(KNIFE,),
        )
    )
    extra = {} if unit_type is None else {"unit_type": unit_type}
    game.run(
        AddTrooper(
            actor=TOHAA,
            player=TOHAA,
            trooper_id="target",
            name="Target",
            profile=profile(**target),
            melee_weapons=(KNIFE,),
            **extra,  # type: ignore[arg-type]
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _shoot(game: Game, weapon: str, faces: tuple[int, int], saves: tuple[int, ...]) -> list[Event]:
    target = AttackTarget(trooper="target", burst=2, distance=Decimal(5), partial_cover=False)
    activate(game, "zouave", BSAttack(weapon=weapon, targets=(target,)))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, faces),)))
    return game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, saves),)))


def _entered(events: list[Event]) -> list[str]:
    return [e.state for e in events if isinstance(e, TrooperStateEntered)]


def _saves(events: list[Event]) -> SavingRollsMade:
    [made] = [e for e in events if isinstance(e, SavingRollsMade)]
    return made


def test_em_hit_on_heavy_infantry_two_saves_at_half_bts_isolated_and_imm_b() -> None:
    game = _game(None, "HI", arm=4, bts=3, vitality=2)
    # One hit (face 1), one miss (20). Two saves at BTS 3 halved = 2, + PS 6: SV 8.
    events = _shoot(game, "em", (1, 20), (9, 1))
    made = _saves(events)
    assert (made.save_attribute, made.success_value, len(made.rolls)) == ("BTS", 8, 2)
    assert [r.passed for r in made.rolls] == [False, True]
    assert made.wounds == 0
    assert not [e for e in events if isinstance(e, TrooperWounded)]
    assert sorted(_entered(events)) == ["immobilized_b", "isolated"]
    target = game.state.trooper("target")
    assert target is not None
    assert (target.wounds, target.state) == (0, "normal")
    assert sorted(game.state.states_of("target")) == ["immobilized_b", "isolated"]


def test_em_failure_on_light_infantry_is_isolated_only() -> None:
    game = _game(None, "LI", bts=0)
    # BTS 0 halved is 0: SV 6; a 7 fails.
    events = _shoot(game, "em", (1, 20), (7, 7))
    assert _saves(events).success_value == 6
    assert _entered(events) == ["isolated"]


def test_em_critical_causes_three_saves_and_passing_them_all_enters_nothing() -> None:
    game = _game(None, "TAG", arm=8, bts=6, vitality=3)
    # Face 15 against SV 15 is a Critical: 2 + 1 saves at BTS 6/2 = 3, + PS 6: SV 9.
    events = _shoot(game, "em", (15, 20), (1, 2, 3))
    made = _saves(events)
    assert (made.success_value, len(made.rolls)) == (9, 3)
    assert [r.critical_extra for r in made.rolls] == [False, False, True]
    assert _entered(events) == []


def test_para_saves_with_ph_minus_6_and_a_failure_is_imm_a_without_a_wound() -> None:
    game = _game(None, None, ph=11, arm=1)
    # PH 11 - 6 + PS 6: SV 11. One hit: one save.
    events = _shoot(game, "para", (1, 20), (12,))
    made = _saves(events)
    assert (made.save_attribute, made.success_value, len(made.rolls)) == ("PH", 11, 1)
    assert made.wounds == 0
    assert not [e for e in events if isinstance(e, TrooperWounded)]
    assert _entered(events) == ["immobilized_a"]


def test_para_critical_causes_two_saves() -> None:
    game = _game(None, None, ph=11)
    events = _shoot(game, "para", (15, 20), (1, 1))
    assert len(_saves(events).rolls) == 2
    assert _entered(events) == []


def test_stun_failure_is_stunned_without_a_wound() -> None:
    game = _game(None, None, arm=1)
    # ARM 1 + PS 6: SV 7; one save per hit, two per Critical: a hit and a Critical, 3 saves.
    events = _shoot(game, "stun", (1, 15), (8, 1, 1))
    made = _saves(events)
    assert (made.save_attribute, made.success_value, len(made.rolls)) == ("ARM", 7, 3)
    assert made.wounds == 0
    assert _entered(events) == ["stunned"]
    target = game.state.trooper("target")
    assert target is not None
    assert (target.wounds, target.state) == (0, "normal")


def test_a_revision_2_game_keeps_one_em_save_at_full_bts_and_its_wound() -> None:
    game = _game(2, "HI", arm=4, bts=3, vitality=2)
    # Revision 2: one save per hit at BTS 3 + PS 6: SV 9; a failure wounds.
    events = _shoot(game, "em", (1, 20), (10,))
    made = _saves(events)
    assert (made.success_value, len(made.rolls), made.wounds) == (9, 1, 1)
    assert _entered(events) == []
    assert [e.wounds for e in events if isinstance(e, TrooperWounded)] == [1]

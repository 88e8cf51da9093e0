"""Dogged and Bioimmunity: choices made when an order concludes, recorded as their own events."""

from __future__ import annotations

import pytest

from service.domain import EventRejectedError, evolve
from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    Conclude,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
    VoidOrder,
)
from service.domain.declarations import Dodge
from service.domain.errors import InvalidCommand
from service.domain.events import (
    AroDeclared,
    DoggedActivated,
    DoggedTrooperDied,
    SaveValueSwitched,
    SavingRollsMade,
    TrooperWounded,
)
from service.domain.troopers import CustomWeapon, Profile, SkillEntry, TrooperWeapon
from service.rules.values import Edition
from tests.builders.game import (
    ARIADNA,
    COMBI,
    KNIFE,
    TOHAA,
    Game,
    activate,
    aro,
    new_game,
    rejects,
    shot,
)

ATTACK = "shooter:bs_attack>target"
AP_DA = TrooperWeapon(
    slug="ap_da_rifle",
    custom=CustomWeapon(
        name="AP+DA Rifle",
        range_mods=(3, 3, -3, -3, -6, -6, None),
        ps=7,
        burst=3,
        ammo=("AP", "DA"),
        save_attribute="ARM",
    ),
)


def _game(
    *skills: str,
    arm: int = 1,
    bts: int = 0,
    vitality: int = 1,
    weapon: TrooperWeapon = COMBI,
    edition: Edition = Edition.N5,
) -> Game:
    """The shooter (BS 12) against the target; the shooter's turn has started, with a second
    Regular Order from a spare trooper."""
    game = new_game(manual_dice=True, edition=edition)
    for player, trooper_id, weapons in (
        (ARIADNA, "shooter", (weapon,)),
        (ARIADNA, "spare", (weapon,)),
        (TOHAA, "target", (TrooperWeapon(slug="combi_rifle"),)),
    ):
        own = trooper_id == "target"
        game.run(
            AddTrooper(
                actor=player,
                player=player,
                trooper_id=trooper_id,
                name=trooper_id.title(),
                profile=Profile(
                    mov=(4, 4),
                    cc=14,
                    bs=12,
                    ph=10,
                    wip=13,
                    arm=arm if own else 1,
                    bts=bts if own else 0,
                    vitality=vitality if own else 1,
                ),
                skills=tuple(SkillEntry(s) for s in skills) if own else (),
                weapons=weapons,
                melee_weapons=(KNIFE,),
            )
        )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _hit(game: Game, *faces: int, weapon: str = "combi_rifle") -> None:
    """The shooter fires at the target 20" away, no cover (SV 12 - 3 = 9): 5 hits, 9 is a
    Critical, 20 misses."""
    activate(game, "shooter", shot(("target", len(faces), 20), weapon=weapon, cover=False))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, faces),)))


def _conclude(game: Game, *faces: int, **choices: tuple[str, ...]) -> list[object]:
    return list(game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, faces),), **choices)))


# --- Dogged ------------------------------------------------------------------------------------


def test_dogged_keeps_an_unconscious_trooper_in_play_as_normal() -> None:
    game = _game("Dogged")
    _hit(game, 5, 20, 20)
    events = _conclude(game, 20, dogged=("target",))
    wounded = [e for e in events if isinstance(e, TrooperWounded)]
    activated = [e for e in events if isinstance(e, DoggedActivated)]
    assert [(w.wounds, w.state) for w in wounded] == [(1, "unconscious")]
    assert activated == [DoggedActivated(order=1, trooper="target", wounds=1, skill="Dogged")]
    target = game.state.trooper("target")
    assert target is not None
    assert (target.wounds, target.state, target.can_act) == (1, "normal", True)
    assert game.state.dogged == ("target",)
    [resolved] = game.resolved_orders
    [change] = resolved.changes
    assert (change.state_before, change.state_after) == ("normal", "normal")
    assert (change.wounds_before, change.wounds_after) == (0, 1)


def test_a_dogged_trooper_acts_as_normal_then_dies_at_its_next_wound() -> None:
    game = _game("Dogged")
    _hit(game, 5, 20, 20)
    _conclude(game, 20, dogged=("target",))
    # An Unconscious trooper could not declare an ARO; a Dogged one can.
    activate(game, "shooter", shot(("target", 3, 20), cover=False))
    aro(game, "target", Dodge())
    assert isinstance(game.history[-1], AroDeclared)
    game.run(
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(ATTACK, (5, 20, 20)), EnteredDice("target:dodge", (20,))),
        )
    )
    events = _conclude(game, 20)
    [wounded] = [e for e in events if isinstance(e, TrooperWounded)]
    assert (wounded.wounds_before, wounded.state_before) == (1, "normal")
    assert (wounded.wounds, wounded.state) == (2, "dead")


def test_a_dogged_trooper_dies_when_the_player_turn_ends() -> None:
    game = _game("Dogged")
    _hit(game, 5, 20, 20)
    _conclude(game, 20, dogged=("target",))
    events = game.run(EndTurn(actor=ARIADNA))
    assert events[0] == DoggedTrooperDied(turn=1, trooper="target", wounds=1)
    target = game.state.trooper("target")
    assert target is not None
    assert target.state == "dead"
    assert game.state.dogged == ()


def test_without_the_choice_the_trooper_falls_unconscious() -> None:
    game = _game("Dogged")
    _hit(game, 5, 20, 20)
    events = _conclude(game, 20)
    assert not any(isinstance(e, DoggedActivated) for e in events)
    target = game.state.trooper("target")
    assert target is not None
    assert target.state == "unconscious"
    assert not any(isinstance(e, DoggedTrooperDied) for e in game.run(EndTurn(actor=ARIADNA)))


def test_dogged_chosen_for_a_trooper_that_stays_on_its_feet_records_nothing() -> None:
    game = _game("Dogged", vitality=2)
    _hit(game, 5, 20, 20)
    events = _conclude(game, 20, dogged=("target",))
    assert not any(isinstance(e, DoggedActivated) for e in events)
    assert game.state.dogged == ()


def test_voiding_the_order_takes_dogged_back() -> None:
    game = _game("Dogged")
    _hit(game, 5, 20, 20)
    _conclude(game, 20, dogged=("target",))
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="wrong distance"))
    target = game.state.trooper("target")
    assert target is not None
    assert (target.wounds, target.state) == (0, "normal")
    assert game.state.dogged == ()
    assert not any(isinstance(e, DoggedTrooperDied) for e in game.run(EndTurn(actor=ARIADNA)))


def test_dogged_needs_the_skill_saves_and_n5() -> None:
    plain = _game()
    _hit(plain, 5, 20, 20)
    conclude = Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (20,)),), dogged=("target",))
    rejects(plain, conclude, InvalidCommand, "does not have Dogged")
    dogged = _game("Dogged")
    _hit(dogged, 5, 20, 20)
    not_hit = Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (20,)),), dogged=("shooter",))
    rejects(dogged, not_hit, InvalidCommand, "'shooter' does not have Dogged")
    twice = Conclude(
        actor=ARIADNA, saves=(EnteredDice(ATTACK, (20,)),), dogged=("target", "target")
    )
    rejects(dogged, twice, InvalidCommand, "chosen twice")
    code_one = _game("Dogged", edition=Edition.CODEONE)
    _hit(code_one, 5, 20, 20)
    rejects(code_one, conclude, InvalidCommand, "Dogged is not used in CodeOne")


def test_dogged_for_a_trooper_with_no_saves_is_refused() -> None:
    game = _game("Dogged")
    _hit(game, 20, 20, 20)
    rejects(game, Conclude(actor=ARIADNA, dogged=("target",)), InvalidCommand, "no Saving Rolls")


# --- Bioimmunity -------------------------------------------------------------------------------


def _saves(events: list[object]) -> list[SavingRollsMade]:
    return [e for e in events if isinstance(e, SavingRollsMade)]


def test_bioimmunity_saves_with_the_higher_value() -> None:
    # Combi Rifle, PS 7, saved against ARM: ARM 1 gives SV 8, BTS 6 gives SV 13.
    game = _game("Bioimmunity", arm=1, bts=6)
    _hit(game, 5, 20, 20)
    events = _conclude(game, 12, bioimmunity=("target",))
    switched = [e for e in events if isinstance(e, SaveValueSwitched)]
    assert switched == [
        SaveValueSwitched(
            order=1,
            trooper="target",
            attack=ATTACK,
            save_attribute="ARM",
            value_of="BTS",
            value=6,
            skill="Bioimmunity",
        )
    ]
    [made] = _saves(events)
    assert (made.save_attribute, made.attribute_value, made.success_value) == ("ARM", 6, 13)
    assert made.rolls[0].passed
    # The switch is recorded before the saves it changes.
    assert events.index(switched[0]) < events.index(made)


def test_without_the_choice_bioimmunity_saves_with_the_weapons_attribute() -> None:
    game = _game("Bioimmunity", arm=1, bts=6)
    _hit(game, 5, 20, 20)
    events = _conclude(game, 12)
    assert not any(isinstance(e, SaveValueSwitched) for e in events)
    [made] = _saves(events)
    assert (made.attribute_value, made.success_value, made.rolls[0].passed) == (1, 8, False)


def test_bioimmunity_keeps_the_ammunitions_rules_ap_halves_the_switched_value() -> None:
    # Bioimmunity page, AP Rifle example: BTS used instead of ARM, and AP still halves it.
    game = _game("Bioimmunity", arm=1, bts=6, weapon=TrooperWeapon(slug="multi_rifle_ap"))
    _hit(game, 5, 20, 20, weapon="multi_rifle_ap")
    [made] = _saves(_conclude(game, 1, bioimmunity=("target",)))
    assert made.ammo == ("AP",)
    assert (made.attribute_value, made.success_value) == (6, 3 + made.ps)


def test_bioimmunity_against_da_shock_saved_on_bts_uses_arm_for_both_saves() -> None:
    # Bioimmunity page: a DA+Shock hit saved against BTS; the trooper makes both Saving Rolls
    # with its ARM value. Viral Marksman Rifle: DA+Shock, BTS, PS 7.
    weapon = TrooperWeapon(slug="viral_marksman_rifle")
    game = _game("Bioimmunity", arm=5, bts=0, vitality=2, weapon=weapon)
    activate(game, "shooter", shot(("target", 3, 12), weapon="viral_marksman_rifle", cover=False))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (5, 20, 20)),)))
    [made] = _saves(_conclude(game, 1, 1, bioimmunity=("target",)))
    assert (made.save_attribute, made.ammo) == ("BTS", ("DA", "Shock"))
    assert (made.attribute_value, made.success_value, len(made.rolls)) == (5, 12, 2)


def test_bioimmunity_critical_extra_save_uses_the_chosen_value() -> None:
    game = _game("Bioimmunity", arm=1, bts=6)
    _hit(game, 9, 20, 20)
    [made] = _saves(_conclude(game, 1, 1, bioimmunity=("target",)))
    assert [r.critical_extra for r in made.rolls] == [False, True]
    assert made.success_value == 13


def test_bioimmunity_keeps_the_weapons_attribute_when_it_is_the_better() -> None:
    game = _game("Bioimmunity", arm=4, bts=3)
    _hit(game, 5, 20, 20)
    events = _conclude(game, 1, bioimmunity=("target",))
    [switched] = [e for e in events if isinstance(e, SaveValueSwitched)]
    assert (switched.value_of, switched.value) == ("ARM", 4)


def test_bioimmunity_needs_the_skill_and_n5() -> None:
    plain = _game(arm=1, bts=6)
    _hit(plain, 5, 20, 20)
    chosen = Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (1,)),), bioimmunity=("target",))
    rejects(plain, chosen, InvalidCommand, "does not have Bioimmunity")
    code_one = _game("Bioimmunity", edition=Edition.CODEONE)
    _hit(code_one, 5, 20, 20)
    rejects(code_one, chosen, InvalidCommand, "Bioimmunity is not used in CodeOne")


# --- Combined (mixed) ammunition ---------------------------------------------------------------


def test_ap_plus_da_hit_forces_two_halved_saves_and_a_critical_three() -> None:
    # Combined Ammunition page: AP+DA, two Saving Rolls per hit with the attribute halved; a
    # Critical adds one more, also halved. Target ARM 5: halved 3, PS 7, SV 10.
    game = _game(arm=5, vitality=3, weapon=AP_DA)
    _hit(game, 5, 9, 20, weapon="ap_da_rifle")
    [made] = _saves(_conclude(game, 1, 1, 1, 1, 1))
    assert made.ammo == ("AP", "DA")
    assert (made.attribute_value, made.success_value) == (5, 10)
    assert [r.critical_extra for r in made.rolls] == [False, False, False, False, True]


# --- Deployable weapons ------------------------------------------------------------------------


def test_a_bs_attack_with_a_deployable_weapon_is_refused_naming_why() -> None:
    for slug, name in (("ap_mines", "AP Mines"), ("antipersonnel_mines", "Shock Mines")):
        game = _game(weapon=TrooperWeapon(slug=slug))
        rejects(
            game,
            ActivateTrooper(
                actor=ARIADNA,
                trooper="shooter",
                skill=shot(("target", 1, 5), weapon=slug, cover=False),
            ),
            InvalidCommand,
            f"{name} is a Deployable weapon: it is placed on the table with Place Deployable",
        )


def test_a_custom_deployable_weapon_with_range_bands_is_refused_too() -> None:
    mine = TrooperWeapon(
        slug="drop_mine",
        custom=CustomWeapon(
            name="Drop Mine",
            range_mods=(0, None, None, None, None, None, None),
            ps=7,
            burst=1,
            ammo=("N",),
            save_attribute="ARM",
            traits=("Deployable",),
        ),
    )
    game = _game(weapon=mine)
    rejects(
        game,
        ActivateTrooper(
            actor=ARIADNA,
            trooper="shooter",
            skill=shot(("target", 1, 5), weapon="drop_mine", cover=False),
        ),
        InvalidCommand,
        "Drop Mine is a Deployable weapon",
    )


def test_evolve_rejects_dogged_for_a_trooper_unconscious_before_the_order() -> None:
    game = _game("Dogged")
    _hit(game, 5, 20, 20)
    _conclude(game, 20)
    activate(game, "spare", shot(("target", 3, 20), cover=False))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice("spare:bs_attack>target", (20, 20, 20)),)))
    with pytest.raises(EventRejectedError, match="did not enter Unconscious State in order 2"):
        evolve(game.state, DoggedActivated(order=2, trooper="target", wounds=1))


def test_bioimmunity_does_not_apply_against_a_comms_attack() -> None:
    comms = TrooperWeapon(
        slug="comms_gun",
        custom=CustomWeapon(
            name="Comms Gun",
            range_mods=(3, 3, -3, -3, -6, -6, None),
            ps=7,
            burst=3,
            ammo=("N",),
            save_attribute="BTS",
            traits=("Comms Attack",),
        ),
    )
    game = _game("Bioimmunity", arm=6, bts=1, weapon=comms)
    _hit(game, 5, 20, 20, weapon="comms_gun")
    events = _conclude(game, 1, bioimmunity=("target",))
    assert not any(isinstance(e, SaveValueSwitched) for e in events)
    [made] = _saves(events)
    assert (made.save_attribute, made.attribute_value) == ("BTS", 1)

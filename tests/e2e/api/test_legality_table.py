"""One legality check: each illegal declaration below is refused by an order (the decider) and
by `POST /v1/odds` with the same problem code.

Every row is illegal by a cited N5 page (Infinity wiki), not by what the code does:
Martial Arts (https://infinitythewiki.com/index.php?title=Martial_Arts): the chart, +1B and
+1 SD in both turns; Melee Weapon Profile
(https://infinitythewiki.com/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile): B is 1
in the Reactive Turn; ARO (https://infinitythewiki.com/ARO): an ARO attack rolls Burst 1;
Modifiers Explained (https://infinitythewiki.com/index.php?diff=3732&oldid=3559&title=Template%3AModifiers-explained)
and RULES.md: no +1 SD with a Long Skill, nor on an attack with no roll; Direct Template
Weapons (https://infinitythewiki.com/Direct_Template_Weapon): no roll to hit; Speculative Attack
(https://infinitythewiki.com/index.php?title=Speculative_Attack&diff=1988&oldid=1412): an
Impact Template weapon with the trait; Intuitive Attack: a Direct Template weapon with the
trait; Carbonite (https://infinitythewiki.com/Carbonite) and the Hacking Programs Chart
(https://infinitythewiki.com/Hacking_Programs_Chart): the Unit Types each program targets.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api._http.problems import code_for
from service.domain.commands import ActivateTrooper, Command, DeclareAro, StartTurn
from service.domain.declarations import (
    AttackTarget,
    AttributeRoll,
    BSAttack,
    CCAttack,
    CommsAttack,
    CommsTarget,
    Skill,
)
from service.domain.errors import DomainError
from service.domain.game import decide
from service.domain.troopers import MeleeWeapon, SkillEntry, TrooperWeapon
from tests.builders.game import ARIADNA, TOHAA, activate, new_game, trooper

Client = AsyncTestClient[Litestar]

CC_WEAPON = MeleeWeapon(slug="cc_weapon", name="CC Weapon", ps=8)
SD_WEAPON = MeleeWeapon(slug="sd_weapon", name="CC Weapon", ps=8, special_die=True)
ODDS_CC_WEAPON = {"ps": 8, "ammo": ["N"], "save_attribute": "ARM"}
WEAPONS = (
    *(TrooperWeapon(slug=s) for s in ("combi_rifle", "hmg", "rifle", "grenade_launcher")),
    TrooperWeapon(slug="light_flamethrower", special_die=True),
)


@dataclass(frozen=True)
class Row:
    label: str
    skill: Skill
    odds: list[dict[str, Any]]
    code: str
    kind: str = "normal"
    in_aro: bool = False
    """The declaration is the defender's ARO against the attacker's CC Attack."""
    skills: tuple[SkillEntry, ...] = ()
    target_unit_type: str | None = None


def _side(name: str, attribute: int, burst: int = 1, **extra: Any) -> dict[str, Any]:
    return {"name": name, "attribute": attribute, "burst": burst, **extra}


def _ma(level: int) -> tuple[SkillEntry, ...]:
    return (SkillEntry("Martial Arts", level),)


BURST_MOD = {1: 0, 2: 0, 3: 0, 4: 1, 5: 1}


def _cc_aro(level: int | None, burst: int) -> Row:
    # Order: the declared Burst, MODs included; odds: the CC Weapon's Burst in ARO, to which
    # the level adds its +1B. Allowed: 1 + the level's +1B.
    skill = CCAttack(weapon="cc_weapon", target="attacker", burst=burst)
    if level is None:
        odds = _side("defender", 14, burst, weapon=ODDS_CC_WEAPON, active_turn=False)
        return Row(f"ARO CC Attack, Burst {burst}", skill, [odds], "invalid-command", in_aro=True)
    odds = _side("defender", 14, burst - BURST_MOD[level], martial_arts=level, active_turn=False)
    label = f"ARO CC Attack, Martial Arts L{level}, Burst {burst}"
    return Row(label, skill, [odds], "invalid-command", in_aro=True, skills=_ma(level))


def _shot(weapon: str, burst: int, **extra: Any) -> BSAttack:
    target = "attacker" if extra.pop("aro", False) else "defender"
    aimed = AttackTarget(trooper=target, burst=burst, distance=Decimal(4))
    return BSAttack(weapon=weapon, targets=(aimed,), **extra)


def _program(slug: str, unit_type: str, burst: int = 1) -> Row:
    skill = CommsAttack(program=slug, targets=(CommsTarget(trooper="defender", burst=burst),))
    hacker = _side("hacker", 14, burst, program=slug, target={"unit_type": unit_type})
    return Row(
        f"{slug} against a {unit_type}",
        skill,
        [hacker],
        "not-hackable",
        skills=(SkillEntry("Hacker"),),
        target_unit_type=unit_type,
    )


FLAMER = {"profile": "light_flamethrower"}
DODGER = _side("dodger", 10, reaction="dodge")

ROWS = [
    *(_cc_aro(None, b) for b in (2, 3)),
    *(_cc_aro(level, b) for level in (1, 2, 3) for b in (2, 3)),
    *(_cc_aro(level, b) for level in (4, 5) for b in (1, 3, 4)),
    *(
        Row(
            f"{'ARO' if aro else 'Active'} CC Attack, Martial Arts L{level} and a +1 SD weapon",
            CCAttack(
                weapon="sd_weapon",
                target="attacker" if aro else "defender",
                burst=1 + BURST_MOD[level],
            ),
            [_side("a", 14, martial_arts=level, extra_die=True, active_turn=not aro)],
            "invalid-command",
            in_aro=aro,
            skills=_ma(level),
        )
        for level in (3, 5)
        for aro in (False, True)
    ),
    *(
        Row(
            f"+1 SD on a Long Skill ({attribute})",
            AttributeRoll(attribute=attribute, long_skill=True, special_die=True),
            [_side("a", 12, long_skill=True, extra_die=True)],
            "special-die-not-allowed",
        )
        for attribute in ("WIP", "PH", "BS", "CC")
    ),
    *(
        Row(
            f"ARO BS Attack with {weapon}, Burst {b}",
            _shot(weapon, b, aro=True),
            [_side("defender", 12, b, weapon={"profile": weapon}, active_turn=False)],
            "invalid-command",
            in_aro=True,
        )
        for weapon, b in (("combi_rifle", 2), ("combi_rifle", 3), ("hmg", 2), ("rifle", 3))
    ),
    *(
        _program(slug, unit)
        for slug, unit in (
            ("carbonite", "LI"),
            ("carbonite", "MI"),
            ("carbonite", "SK"),
            ("carbonite", "WB"),
            ("total_control", "HI"),
            ("total_control", "LI"),
            ("oblivion", "LI"),
            ("trinity", "MI"),
        )
    ),
    Row(
        "Speculative Attack with a Rifle",
        _shot("rifle", 1, attack="speculative"),
        [_side("a", 12, weapon={"profile": "rifle"}, attack="speculative")],
        "invalid-template-attack",
    ),
    Row(
        "Intuitive Attack with a Rifle",
        _shot("rifle", 1, attack="intuitive"),
        [_side("a", 12, weapon={"profile": "rifle"}, attack="intuitive")],
        "invalid-template-attack",
    ),
    Row(
        "Speculative Attack with a Direct Template weapon",
        _shot("light_flamethrower", 1, attack="speculative"),
        [_side("a", 12, weapon=FLAMER, attack="speculative"), DODGER],
        "invalid-template-attack",
    ),
    Row(
        "Intuitive Attack with an Impact Template weapon",
        _shot("grenade_launcher", 1, attack="intuitive"),
        [_side("a", 12, weapon={"profile": "grenade_launcher"}, attack="intuitive"), DODGER],
        "invalid-template-attack",
    ),
    Row(
        "+1 SD on a Direct Template",
        _shot("light_flamethrower", 1, special_die_target="defender"),
        [_side("a", 12, weapon=FLAMER, extra_die=True), DODGER],
        "invalid-template-attack",
    ),
]


def _order_code(row: Row) -> str:
    game = new_game(manual_dice=False)
    for player, trooper_id, skills, unit in (
        (ARIADNA, "attacker", row.skills if not row.in_aro else (), None),
        (TOHAA, "defender", row.skills if row.in_aro else (), row.target_unit_type),
    ):
        extra: dict[str, Any] = {} if unit is None else {"unit_type": unit}
        game.run(
            trooper(
                player,
                trooper_id,
                skills=skills,
                weapons=WEAPONS,
                melee_weapons=(CC_WEAPON, SD_WEAPON),
                **extra,
            )
        )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    command: Command
    if row.in_aro:
        activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender"))
        command = DeclareAro(actor=TOHAA, trooper="defender", skill=row.skill)
    else:
        command = ActivateTrooper(actor=ARIADNA, trooper="attacker", skill=row.skill)
    with pytest.raises(DomainError) as raised:
        decide(game.state, command, game.roller)
    return code_for(raised.value)


def test_the_table_has_at_least_thirty_rows() -> None:
    assert len(ROWS) >= 30


@pytest.mark.parametrize("row", ROWS, ids=[row.label for row in ROWS])
async def test_an_order_and_the_odds_refuse_alike(client: Client, row: Row) -> None:
    response = await client.post("/v1/odds", json={"kind": row.kind, "sides": row.odds})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == row.code
    assert _order_code(row) == row.code

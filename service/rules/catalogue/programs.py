"""Hacking programs: Comms Attacks rolled with WIP, saved against BTS (Hacking Programs Chart).

The chart prints DAM; as for weapons, PS = 20 - DAM. Programs that make no attack roll
(supportware) are listed for completeness with no attack MOD.
"""

from __future__ import annotations

from service.rules.catalogue.entries import WIKI, Handling, ProgramInfo

SOURCE = WIKI + "Hacking_Programs_Chart"
_HACKABLE = "TAG, HI, REM, Hacker"


def _program(
    slug: str,
    name: str,
    *,
    attack_mod: int | None,
    opponent_mod: int | None,
    ps: int | None,
    burst: int,
    ammo: tuple[str, ...],
    targets: str,
    skill_type: str,
    effect: str,
    handling: Handling,
) -> ProgramInfo:
    return ProgramInfo(
        slug,
        name,
        attack_mod,
        opponent_mod,
        ps,
        burst,
        ammo,
        targets,
        skill_type,
        effect,
        handling,
        WIKI + name.replace(" ", "_"),
    )


PROGRAMS: tuple[ProgramInfo, ...] = (
    _program(
        "carbonite",
        "Carbonite",
        attack_mod=0,
        opponent_mod=0,
        ps=7,
        burst=2,
        ammo=("DA",),
        targets=_HACKABLE,
        skill_type="Short Skill/ARO",
        effect="Non-Lethal; a failed BTS save: Immobilized-B (state left to the players).",
        handling=Handling.APPLIED,
    ),
    _program(
        "spotlight",
        "Spotlight",
        attack_mod=0,
        opponent_mod=0,
        ps=None,
        burst=1,
        ammo=(),
        targets="Any enemy trooper",
        skill_type="Short Skill/ARO",
        effect="Non-Lethal, no save; a success: Targeted (state left to the players).",
        handling=Handling.APPLIED,
    ),
    _program(
        "oblivion",
        "Oblivion",
        attack_mod=0,
        opponent_mod=0,
        ps=4,
        burst=1,
        ammo=("N",),
        targets="TAG, REM, HI",
        skill_type="Short Skill/ARO",
        effect="Non-Lethal; a failed BTS save: Isolated (state left to the players).",
        handling=Handling.APPLIED,
    ),
    _program(
        "total_control",
        "Total Control",
        attack_mod=0,
        opponent_mod=0,
        ps=4,
        burst=1,
        ammo=("N",),
        targets="TAG",
        skill_type="Short Skill/ARO",
        effect="Non-Lethal; a failed BTS save: Possessed (state left to the players).",
        handling=Handling.APPLIED,
    ),
    _program(
        "trinity",
        "Trinity",
        attack_mod=0,
        opponent_mod=0,
        ps=6,
        burst=1,
        ammo=("N",),
        targets="Hacker, HI, TAG, REM",
        skill_type="Short Skill/ARO",
        effect="Lethal Comms Attack: a failed BTS save causes a Wound.",
        handling=Handling.APPLIED,
    ),
    _program(
        "white_noise",
        "White Noise",
        attack_mod=None,
        opponent_mod=None,
        ps=None,
        burst=1,
        ammo=(),
        targets="None (a template)",
        skill_type="Short Skill",
        effect="Places a Circular Template that blocks LoF for Multispectral Visors.",
        handling=Handling.RECORDED,
    ),
    _program(
        "fairy_dust",
        "Fairy Dust",
        attack_mod=None,
        opponent_mod=None,
        ps=None,
        burst=1,
        ammo=(),
        targets="Allied TAG, REM, HI",
        skill_type="Short Skill",
        effect="Firewall: -3 to enemy Comms Attacks against the allies it covers.",
        handling=Handling.RECORDED,
    ),
    _program(
        "cybermask",
        "Cybermask",
        attack_mod=None,
        opponent_mod=None,
        ps=None,
        burst=1,
        ammo=(),
        targets="The Hacker",
        skill_type="Short Skill",
        effect="The Hacker enters Impersonation state.",
        handling=Handling.RECORDED,
    ),
)
"""Every program the engine knows. ``applied``: its roll and saves are computed (the odds);
the states it causes are left to the players."""

"""Hacking programs: Comms Attacks rolled with WIP, saved against BTS (Hacking Programs Chart).

The N5 pages print PS (N4 printed DAM; PS = 20 - DAM). Checked against each program's N5 page:
Carbonite (PS 7, Burst 2, DA) and Spotlight (PS 5, Burst 2, AP: N5 gave it a Saving Roll,
N4 had none). Oblivion, Total Control and Trinity keep the chart's numbers: their N5 pages were
not in the sources read. Programs that make no attack roll (supportware) are listed for
completeness with no attack MOD.
"""

from __future__ import annotations

from service.rules.catalogue.entries import WIKI, Handling, ProgramInfo

SOURCE = WIKI + "Hacking_Programs_Chart"
_HACKABLE = "TAG, HI, REM, VH, Hacker"


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
        effect="Non-Lethal; any failed BTS save: Immobilized-B (recorded on the target).",
        handling=Handling.APPLIED,
    ),
    _program(
        "spotlight",
        "Spotlight",
        attack_mod=0,
        opponent_mod=0,
        ps=5,
        burst=2,
        ammo=("AP",),
        targets="Any enemy trooper (no Hackable needed)",
        skill_type="Short Skill/ARO",
        effect="Non-Lethal; any failed save (halved BTS, AP): Targeted (recorded on the target).",
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
        effect=(
            "Non-Lethal; any failed BTS save: Isolated (recorded on the target; Irregular at its"
            " next turn)."
        ),
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
        effect=(
            "Non-Lethal; any failed BTS save: Possessed (recorded on the target; the possessing"
            " player gives it Orders)."
        ),
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
"""Every program the engine knows. ``applied``: its roll, its saves and the state a failed save
causes are worked out, in the odds and in a game's orders."""

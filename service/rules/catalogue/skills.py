"""Skills and equipment a trooper may list, each with its one-line effect (N5)."""

from __future__ import annotations

from typing import Final

from service.rules.catalogue.entries import WIKI, Handling, SkillInfo

_A = Handling.APPLIED
_R = Handling.RECORDED


def _skill(
    slug: str, name: str, effect: str, handling: Handling = _R, *, value: bool = False
) -> SkillInfo:
    return SkillInfo(slug, name, effect, handling, value, WIKI + name.replace(" ", "_"))


LIEUTENANT_EXTRA_TOKEN: Final = "lieutenant_command_token"
"""The Lieutenant's "+1 Command Token" (Lieutenant, N5), listed as a skill of its own."""
LIEUTENANT_EXTRA_TOKEN_NAME: Final = "Lieutenant +1 Command Token"

SKILLS: tuple[SkillInfo, ...] = (
    # Common Skills: what a declaration names (bs_attack, cc_attack, dodge, reset, ...).
    _skill("bs_attack", "BS Attack", "Shoot with a BS Weapon: a BS Roll per die of Burst.", _A),
    _skill("cc_attack", "CC Attack", "Attack an engaged enemy with a CC Weapon: a CC Roll.", _A),
    _skill(
        "dodge",
        "Dodge",
        "PH Roll; a success avoids the attacks against the dodger and cancels IMM-A.",
        _A,
    ),
    _skill("reset", "Reset", "WIP Roll: avoids Comms Attacks; cancels IMM-B and Targeted.", _A),
    _skill(
        "comms_attack",
        "Comms Attack",
        "A hacking program: WIP Roll per die of its Burst; hits saved on BTS or cause a state.",
        _A,
    ),
    _skill(
        "discover",
        "Discover",
        "WIP Roll at an enemy, its Mimetism and Targeted MODs applied (range MODs given by the "
        "players); revealing a marker is left to the players.",
        _A,
    ),
    _skill(
        "move",
        "Move",
        "Declared in an order; the distance (first MOV value, the second for a second Move) is "
        "measured at the table.",
    ),
    _skill("idle", "Idle", "Declare nothing; the order or ARO is spent without effect.", _A),
    _skill(
        "speculative_attack",
        "Speculative Attack",
        "Declared as a BS Attack with `attack: speculative` and an Impact Template weapon with "
        "the Speculative Attack trait: Burst 1 whatever the weapon's, and -6 to the roll.",
        _A,
    ),
    _skill(
        "intuitive_attack",
        "Intuitive Attack",
        "Declared as a BS Attack with `attack: intuitive` and a Direct Template weapon with the "
        "Intuitive Attack trait: the template is placed on a passed Normal WIP Roll, then the "
        "affected troopers react as against any Direct Template.",
        _A,
    ),
    _skill(
        "place_deployable",
        "Place Deployable",
        "No roll: one use of a Deployable weapon goes on the table; it triggers as its own ARO.",
        _A,
    ),
    # Special Skills and Equipment.
    _skill(
        "mimetism",
        "Mimetism",
        "-3 or -6 (its value) to enemy BS Attacks and Discover against the trooper.",
        _A,
        value=True,
    ),
    _skill(
        "camouflage",
        "Camouflage",
        "Deploys as a Camouflaged marker, which must be Discovered before it can be attacked.",
    ),
    _skill("impersonation", "Impersonation", "Deploys as an Impersonation marker."),
    _skill(
        "martial_arts",
        "Martial Arts",
        "With a CC Attack, by level (L1-L5): +3 CC from L2, -3 to the enemy in Face to Face "
        "Rolls, +1 SD at L3 and L5, +1B in the Active Turn at L4 and L5.",
        _A,
        value=True,
    ),
    _skill(
        "berserk",
        "Berserk",
        "Long Skill: Move (both MOV values) + CC Attack; a Face to Face Roll with the target "
        "becomes a Normal Roll.",
    ),
    _skill(
        "natural_born_warrior",
        "Natural Born Warrior",
        "CC Special Skill. Its N5 effect is not applied: a CC Attack between it and an enemy "
        "with Martial Arts is refused.",
    ),
    _skill("courage", "Courage", "May choose to pass any Guts Roll without rolling.", _A),
    _skill(
        "dogged",
        "Dogged",
        "Chosen on entering Unconscious: acts as Normal; dies at its next Wound or turn's end.",
        _A,
    ),
    _skill(
        "no_wound_incapacitation",
        "No Wound Incapacitation",
        "Wounds equal to VITA leave it Normal instead of Unconscious; one more kills it.",
        _A,
    ),
    _skill(
        "total_immunity",
        "Total Immunity",
        "Saves every ammunition as N, ignoring its special effects (Immunity (Total)).",
        _A,
    ),
    _skill(
        "bioimmunity",
        "Bioimmunity",
        "May save against ARM or BTS with the better of its ARM and BTS values (not Comms).",
        _A,
    ),
    _skill(
        "shock_immunity", "Shock Immunity", "Saves Shock ammunition as N (Immunity (Shock)).", _A
    ),
    _skill("sixth_sense", "Sixth Sense", "May react to attackers it cannot see."),
    _skill(
        "surprise_attack",
        "Surprise Attack",
        "Its MOD (-3, -6...), given on a BS Attack (`surprise_attack`), goes on the roll of each "
        "trooper replying to that attack.",
        _A,
    ),
    _skill("stealth", "Stealth", "Moves through enemy Zones of Control without granting AROs."),
    _skill("climbing_plus", "Climbing Plus", "Moves on vertical surfaces as on the ground."),
    _skill("super_jump", "Super-Jump", "Jumps its full MOV in any direction."),
    _skill("terrain", "Terrain", "No movement penalty in its terrain type.", value=True),
    _skill("veteran", "Veteran", "Keeps acting normally after the Loss of Lieutenant."),
    _skill("infiltration", "Infiltration", "Deploys beyond its own deployment zone."),
    _skill("forward_deployment", "Forward Deployment", "Deploys 4 or 8 inches further forward."),
    _skill("airborne_deployment", "Airborne Deployment", "Deploys from the air during the game."),
    _skill(
        "hacker",
        "Hacker",
        "Carries a Hacking Device: declares Comms Attacks with hacking programs.",
        _A,
    ),
    _skill("killer_hacker", "Killer Hacker", "Hacking Device focused on attacking Hackers.", _A),
    _skill(
        "hacking_device",
        "Hacking Device",
        "Comms Equipment: lets its bearer declare Comms Attacks with hacking programs.",
        _A,
    ),
    _skill("doctor", "Doctor", "WIP Roll to bring an Unconscious trooper back to Normal."),
    _skill("engineer", "Engineer", "WIP Roll to repair TAGs and REMs or fix items."),
    _skill("paramedic", "Paramedic", "Medikit user: PH Roll of the patient to recover."),
    _skill("specialist_operative", "Specialist Operative", "Counts as a specialist troop."),
    _skill("sensor", "Sensor", "Reveals hidden troopers in its Zone of Control."),
    _skill(
        "marksmanship",
        "Marksmanship",
        "With a BS Attack, ignores the -3 BS MODs of Partial Cover and Nanoscreen.",
    ),
    _skill("triangulated_fire", "Triangulated Fire", "BS Attack in support of a Fireteam."),
    _skill("nanoscreen", "Nanoscreen", "Always counts as in Partial Cover (+3 save, -3 BS)."),
    _skill(
        "multispectral_visor",
        "Multispectral Visor",
        "Reduces Mimetism MODs against its user: L1 -6 to -3 and -3 to 0, L2 to 0.",
        value=True,
    ),
    _skill(
        "impetuous",
        "Impetuous",
        "In a sequenced game: one Impetuous Order, spent in the Impetuous Phase before the Order "
        "Pool is used; none in Retreat!. Its movement rules are left to the players.",
        _A,
    ),
    SkillInfo(
        LIEUTENANT_EXTRA_TOKEN,
        LIEUTENANT_EXTRA_TOKEN_NAME,
        "The Lieutenant's additional ability: its player has one extra Command Token for the "
        "match. Listed by the Lieutenant only.",
        _A,
        source=WIKI + "Lieutenant",
    ),
    _skill(
        "frenzy",
        "Frenzy",
        "Gains Impetuous in the States Phase after inflicting a Wound. Not applied: list "
        "Impetuous on the trooper once it has.",
    ),
)
"""Each skill the engine accepts; a trooper listing anything else is refused."""

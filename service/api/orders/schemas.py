"""Request bodies for troopers, skill declarations and the steps of an order.

They mirror the domain's command types on purpose rather than reuse them: the domain types are
also stored inside events, and the API must be free to evolve without rewriting history.
`to_domain` (shared by every resource) converts a body into the domain type, with the domain's
own validation.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

import msgspec

from service.api._http.schemas import (
    MAX_ENTRIES,
    DieIndex,
    Face,
    Faces,
    Mods,
    Name,
    RequestBody,
    ShortText,
    ShortTexts,
    documented,
)
from service.domain.errors import InvalidCommand

T = TypeVar("T")
E = TypeVar("E")
Entries = Annotated[list[E], msgspec.Meta(max_length=MAX_ENTRIES)]
CombatGroupNumber = Annotated[int, msgspec.Meta(ge=1, le=15)]
"""Up to 15: an army list holds at most 15 troopers (Army List, N5)."""
ArmyPoints = Annotated[int, msgspec.Meta(ge=0, le=10000)]
AttributeName = Literal["CC", "BS", "PH", "WIP", "ARM", "BTS"]
UnitTypeName = Literal["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
_STAT = msgspec.Meta(ge=0, le=30)
Stat = Annotated[int, _STAT, documented(_STAT)]
Burst = Annotated[int, msgspec.Meta(ge=1, le=12)]
_RANGE_MOD = msgspec.Meta(ge=-60, le=60)
_INCHES = msgspec.Meta(ge=0, le=1000)
_DECIMAL_INCHES = msgspec.Meta(max_length=16, pattern=r"^[0-9]{1,4}(\.[0-9]{1,6})?$")
RangeMod = Annotated[int, _RANGE_MOD, documented(_RANGE_MOD)]
Distance = (
    Annotated[int, _INCHES, documented(_INCHES)]
    | Annotated[float, _INCHES, documented(_INCHES)]
    | Annotated[str, _DECIMAL_INCHES, documented(_DECIMAL_INCHES)]
)
"""Inches, as a JSON number or a decimal string; kept exact (a Decimal) in the event."""


class ProfileBody(RequestBody, frozen=True, kw_only=True):
    mov: tuple[Stat, Stat]
    cc: Stat
    bs: Stat
    ph: Stat
    wip: Stat
    arm: Stat
    bts: Stat
    vita: Annotated[int, msgspec.Meta(ge=1, le=10)] | None = None
    str_: Annotated[int, msgspec.Meta(ge=1, le=10)] | None = msgspec.field(default=None, name="str")
    """STR instead of VITA (remotes, TAGs)."""


class SkillEntryBody(RequestBody, frozen=True):
    name: Name
    value: Annotated[int, msgspec.Meta(ge=-60, le=60)] | None = None


class CustomWeaponBody(RequestBody, frozen=True, kw_only=True):
    name: Name
    range_mods: Annotated[list[RangeMod | None], msgspec.Meta(min_length=7, max_length=7)]
    """MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48, 48-96 inches; null = out of range."""
    ps: Stat
    burst: Burst
    ammo: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=4)]
    save_attribute: Literal["ARM", "BTS", "PH"]
    save_rolls: Annotated[int, msgspec.Meta(ge=0, le=12)] | None = None
    traits: ShortTexts = msgspec.field(default_factory=list)


class TrooperWeaponBody(RequestBody, frozen=True, kw_only=True):
    slug: Name
    """A catalog weapon (e.g. "combi_rifle"), or this trooper's name for a custom one."""
    custom: CustomWeaponBody | None = None
    burst_mod: Annotated[int, msgspec.Meta(ge=-3, le=3)] = 0
    special_die: bool = False
    reroll: bool = False


class MeleeWeaponBody(RequestBody, frozen=True, kw_only=True):
    slug: Name
    name: Name
    ps: Stat
    burst: Burst = 1
    ammo: Annotated[list[ShortText], msgspec.Meta(min_length=1, max_length=4)] = msgspec.field(
        default_factory=lambda: ["N"]
    )
    save_attribute: Literal["ARM", "BTS", "PH"] = "ARM"
    traits: ShortTexts = msgspec.field(default_factory=list)
    special_die: bool = False
    reroll: bool = False


class TrooperFieldsBody(RequestBody, frozen=True, kw_only=True):
    # No docstring: each body deriving from it is documented as it was before it.
    name: Name
    profile: ProfileBody
    regular: bool = True
    lieutenant: bool = False
    skills: Entries[SkillEntryBody] = msgspec.field(default_factory=list)
    weapons: Entries[TrooperWeaponBody] = msgspec.field(default_factory=list)
    melee_weapons: Entries[MeleeWeaponBody] = msgspec.field(default_factory=list)
    unit_type: UnitTypeName | None = None
    """The Unit Type on the profile: LI, MI, HI, TAG, REM, SK, WB or VH. Given, it decides
    which hacking programs may target the trooper (Carbonite: TAG, HI, REM, VH or a Hacker)."""
    combat_group: CombatGroupNumber | None = None
    """The army list's Combat Group (1, 2, ...): the trooper gives its Regular Order to, and
    spends Regular Orders from, that group's Order Pool only. A group holds at most 10 troopers
    (else 422 `combat-group-full`). Left out: the army has one Order Pool, as before."""
    points: ArmyPoints | None = None
    """The trooper's cost in Army Points; each player's army total is shown in `/state`."""


class TrooperBody(TrooperFieldsBody, frozen=True, kw_only=True):
    player: Name
    trooper_id: Annotated[str, msgspec.Meta(min_length=1, max_length=40)] | None = None
    """Left out, the game gives one (`t1`, `t2`, ...). In a game created from now on an id
    beginning `h-` is the service's (422 `hidden-deployment-refused`)."""
    hidden_deployment: bool = False
    """The trooper is deployed in Hidden Deployment (N5): in the same command, the service
    draws its id (`h-` and 64 random bits, in the answer; send no `trooper_id`) and keeps its
    `hidden_deployment` secret sealed. Until its first Order or ARO places it on the table it
    is, to everyone but its player, a trooper that does not exist, and it adds no Order to the
    pool (its player keeps it, `/state`'s `pool.kept`). 422 `hidden-deployment-refused` in a
    game recorded before: there a later `POST .../secrets` puts it in Hidden Deployment."""


class EditTrooperBody(TrooperFieldsBody, frozen=True, kw_only=True):
    """A trooper given again in full, as when added; its id and player stay as they were."""


class AttackTargetBody(RequestBody, frozen=True, kw_only=True):
    trooper: Name
    burst: Burst
    distance: Distance
    """Inches, above 0; on a band's upper bound it belongs to that band (8 is the first)."""
    partial_cover: bool = False
    mods: Mods = msgspec.field(default_factory=list)
    affected: bool | None = None
    """Impact Template: a trooper the template affects besides the Main Target (the first
    target not marked); it faces the roll made against the Main Target, so its `burst` and
    `distance` play no part."""


class _SkillBody(RequestBody, frozen=True, kw_only=True, tag_field="skill"):
    pass


_SURPRISE = msgspec.Meta(ge=-12, le=-1)
SurpriseMod = Annotated[int, _SURPRISE, documented(_SURPRISE)]


_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
TrooperId = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]


class CoordinatedShotBody(RequestBody, frozen=True, kw_only=True):
    """Another participant's own BS Attack in a Coordinated Order, at Burst 1 and at the
    Spearhead's single target."""

    trooper: Name
    weapon: Name
    distance: Distance
    partial_cover: bool = False
    mods: Mods = msgspec.field(default_factory=list)


COORDINATED_SHOTS = 10
"""Bounds the body only: one shot per other participant is the domain's refusal."""


class BSAttackBody(_SkillBody, frozen=True, kw_only=True, tag="bs_attack"):
    weapon: Name
    targets: Annotated[list[AttackTargetBody], msgspec.Meta(min_length=1, max_length=6)]
    """With a Direct Template weapon: every trooper the template affects, `burst` being how
    many of the attacker's templates cover it. Each affected trooper's ARO is its reaction:
    `dodge` (a Normal PH Roll), a BS or CC Attack (its own Normal Roll), or nothing."""
    special_die_target: Name | None = None
    attack: Literal["standard", "intuitive", "speculative"] | None = None
    """`intuitive`: a Direct Template placed only on a passed WIP Roll; `speculative`: an Impact
    Template weapon at Burst 1 and -6. Only weapons with that trait."""
    surprise_attack: SurpriseMod | None = None
    """The Surprise Attack MOD the attack's targets apply to their reactions."""
    coordinated: (
        Annotated[
            list[CoordinatedShotBody], msgspec.Meta(min_length=1, max_length=COORDINATED_SHOTS)
        ]
        | None
    ) = None
    """A Coordinated Order's BS Attack (N5): each other participant's own shot, Burst 1 at the
    one target; `targets` is the Spearhead's, at half its Burst rounded up."""


def skill_to_domain(body: _SkillBody, target: type[T]) -> T:
    """A skill body as the domain's skill: options not given are left out of the record."""
    data = msgspec.to_builtins(body)
    if isinstance(body, BSAttackBody):
        for option in ("attack", "surprise_attack", "coordinated"):
            if data.get(option) in (None, "standard"):
                data.pop(option, None)
        for aimed in data["targets"]:
            if not aimed.get("affected"):
                aimed.pop("affected", None)
    if isinstance(body, CCAttackBody) and data.get("allies_in_contact") is None:
        data.pop("allies_in_contact", None)
    if isinstance(body, CommsAttackBody):
        for aimed in data["targets"]:
            if aimed.get("firewall") is None:
                aimed.pop("firewall", None)
    try:
        return msgspec.convert(data, target)
    except (msgspec.ValidationError, ValueError) as exc:
        raise InvalidCommand(str(exc)) from exc


class CCAttackBody(_SkillBody, frozen=True, kw_only=True, tag="cc_attack"):
    weapon: Name
    target: Name
    burst: Burst = 1
    mods: Mods = msgspec.field(default_factory=list)
    allies_in_contact: (
        Annotated[list[TrooperId], msgspec.Meta(min_length=1, max_length=COORDINATED_SHOTS)] | None
    ) = None
    """A Coordinated Order's CC Attack, the Spearhead's alone (N5): the allied Troopers in
    Silhouette contact with the target, each +1 to its `burst`."""


_FIREWALL = msgspec.Meta(ge=-12, le=-1)
FirewallMod = Annotated[int, _FIREWALL, documented(_FIREWALL)]
ProgramSlug = Annotated[str, msgspec.Meta(min_length=1, max_length=40, pattern=r"^[a-z_]+$")]


class CommsTargetBody(RequestBody, frozen=True, kw_only=True):
    trooper: Name
    burst: Burst = 1
    """Dice of the program's Burst aimed at this target (1 in ARO)."""
    mods: Mods = msgspec.field(default_factory=list)
    """MODs the players agreed on; Targeted's +3 is worked out."""
    firewall: FirewallMod | None = None
    """The target benefits from a Firewall with this MOD (-3, -6...): the Hacker's WIP takes
    it, and the target's saves against the program take +3 (N5)."""


class CommsAttackBody(_SkillBody, frozen=True, kw_only=True, tag="comms_attack"):
    """A hacking program (GET /v1/catalogue/programs) used by a trooper with a Hacking Device."""

    program: ProgramSlug
    targets: Annotated[list[CommsTargetBody], msgspec.Meta(min_length=1, max_length=6)]


class DodgeBody(_SkillBody, frozen=True, kw_only=True, tag="dodge"):
    mods: Mods = msgspec.field(default_factory=list)


class ResetBody(_SkillBody, frozen=True, kw_only=True, tag="reset"):
    mods: Mods = msgspec.field(default_factory=list)


class DiscoverBody(_SkillBody, frozen=True, kw_only=True, tag="discover"):
    target: Name
    mods: Mods = msgspec.field(default_factory=list)


class MoveBody(_SkillBody, frozen=True, kw_only=True, tag="move"):
    pass


class IdleBody(_SkillBody, frozen=True, kw_only=True, tag="idle"):
    pass


class AttributeRollBody(_SkillBody, frozen=True, kw_only=True, tag="roll"):
    """Any skill the rules engine does not model: a Normal Roll of one attribute with MODs."""

    attribute: AttributeName
    label: Annotated[str, msgspec.Meta(max_length=200)] = ""
    mods: Mods = msgspec.field(default_factory=list)
    long_skill: bool = False
    """The skill is a Long Skill (it takes the whole order)."""
    special_die: bool = False
    """+1 SD on this roll (one extra die, then one discarded). Refused with a Long Skill
    (422, `special-die-not-allowed`)."""


_DEPLOYABLE_ID = msgspec.Meta(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_.-]+$")
DeployableId = Annotated[str, _DEPLOYABLE_ID, documented(_DEPLOYABLE_ID)]
"""A Deployable's marker id, chosen by its player: letters, digits, `_`, `.` and `-`."""


class PlaceDeployableBody(_SkillBody, frozen=True, kw_only=True, tag="place_deployable"):
    """Place Deployable: one use of a Deployable weapon the trooper carries goes on the table
    as a marker, with no roll (first or second skill, or ARO). A Disposable weapon is refused
    beyond its uses (422, `no-uses-left`); a weapon that is not Deployable, or an id already
    placed, is 422 `invalid-deployable`."""

    weapon: Name
    deployable: DeployableId


SkillBody = (
    BSAttackBody
    | CCAttackBody
    | CommsAttackBody
    | DodgeBody
    | ResetBody
    | DiscoverBody
    | MoveBody
    | IdleBody
    | AttributeRollBody
    | PlaceDeployableBody
)


class EnteredDiceBody(RequestBody, frozen=True):
    roll: Name
    """Whose roll these faces are: the side's name (a trooper id)."""
    faces: Faces


EnteredDiceList = Annotated[list[EnteredDiceBody], msgspec.Meta(max_length=MAX_ENTRIES)]


def profile_to_domain(body: ProfileBody) -> dict[str, Any]:
    if (body.vita is None) == (body.str_ is None):
        raise InvalidCommand("a profile has either VITA (`vita`) or STR (`str`), not both")
    data = msgspec.to_builtins(body)
    assert isinstance(data, dict)
    data.pop("vita", None)
    data.pop("str", None)
    data["vitality"] = body.vita if body.vita is not None else body.str_
    data["structure"] = body.str_ is not None
    return data


COORDINATED_NAMES = 10
"""Bounds the body only: the rules' limit (four Troopers in all) is the domain's refusal, so
that a fifth Trooper is refused naming the rule."""


_OPENED_ID = msgspec.Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")
_OPENED_SALT = msgspec.Meta(min_length=64, max_length=64, pattern="^[0-9a-f]{64}$")
_OPENED_SECRET = msgspec.Meta(max_length=2)


class SecretOpeningBody(RequestBody, frozen=True, kw_only=True):
    """A client-held secret opened in the command the rules reveal it with (README, "Secrets:
    the commitment scheme")."""

    secret_id: Annotated[str, _OPENED_ID, documented(_OPENED_ID)]
    secret: Annotated[dict[str, TrooperId], _OPENED_SECRET]
    salt: Annotated[str, _OPENED_SALT, documented(_OPENED_SALT)]


_LOSS_OF_LIEUTENANT = msgspec.Meta(
    description=(
        "The player's word on their client-held private Lieutenant, not yet revealed, which "
        "the service cannot see: whether it is in a Null State, Isolated or Possessed as this "
        "turn starts. Asked for (409 `lieutenant-declaration-required`) once any trooper of "
        "the player cannot lead, outside Retreat!. false: no Loss of Lieutenant, the "
        "Lieutenant stays private and gives its Lieutenant Order; true: a Loss of Lieutenant, "
        "which names the Lieutenant, so `lieutenant_reveal` goes with it (409 "
        "`secret-reveal-required` without; 422 `secret-mismatch` when the secret belies the "
        "word). Recorded in `turn_started` as `declared_loss_of_lieutenant`; `verify` holds "
        "it to the secret once revealed. 422 for any other Lieutenant, which the service sees."
    )
)


class StartTurnBody(RequestBody, frozen=True, kw_only=True):
    player: Name
    lieutenant_reveal: SecretOpeningBody | msgspec.UnsetType = msgspec.UNSET
    """A client-held private Lieutenant's secret and salt, with `loss_of_lieutenant` true: a
    Loss of Lieutenant for the Lieutenant's own state names it, so the turn start reveals it (a
    server-held one needs nothing)."""
    loss_of_lieutenant: Annotated[bool, documented(_LOSS_OF_LIEUTENANT)] | msgspec.UnsetType = (
        msgspec.UNSET
    )


class ActivationBody(RequestBody, frozen=True, kw_only=True):
    trooper: Name
    """The trooper activated; in a Coordinated Order, its Spearhead."""
    skill: SkillBody
    order_type: Literal["regular", "irregular", "lieutenant", "impetuous"] = "regular"
    coordinated: (
        Annotated[list[TrooperId], msgspec.Meta(min_length=1, max_length=COORDINATED_NAMES)]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    """A Coordinated Order (N5): the other Troopers of the Spearhead's Combat Group that take
    part, up to three; it spends one Command Token beside the Regular Order."""
    lieutenant_reveal: SecretOpeningBody | msgspec.UnsetType = msgspec.UNSET
    """With order_type lieutenant and a client-held private Lieutenant: its secret and salt,
    for spending the Lieutenant Order makes it Open (a server-held one needs nothing)."""


class AppointLieutenantBody(RequestBody, frozen=True, kw_only=True):
    trooper: Name
    """The trooper who becomes the Lieutenant (Loss of Lieutenant, N5)."""


class AroBody(RequestBody, frozen=True, kw_only=True):
    trooper: Name
    skill: SkillBody


class SecondSkillBody(RequestBody, frozen=True, kw_only=True):
    skill: SkillBody


class ResolveBody(RequestBody, frozen=True, kw_only=True):
    dice: EnteredDiceList | None = None
    """Manual-dice games: the faces of each roll, keyed by the rolling trooper."""


class ConfirmDiceBody(RequestBody, frozen=True, kw_only=True):
    dice: EnteredDiceList | None = None
    """Faces for rolls of the confirming player's own troopers, replacing the entered ones."""
    saves: EnteredDiceList | None = None
    """A conclusion's: save faces against the confirming player's troopers, keyed by the
    attacking side, replacing the entered ones."""
    guts: EnteredDiceList | None = None
    """A conclusion's: Guts Roll faces of the confirming player's troopers, keyed by trooper,
    replacing the entered ones."""


class DiscardBody(RequestBody, frozen=True, kw_only=True):
    side: Name
    die: DieIndex


class RerollBody(RequestBody, frozen=True, kw_only=True):
    side: Name
    die: DieIndex | None
    """The index of the die to roll again; null declines the ReRoll."""
    face: Face | None = None


class ConcludeBody(RequestBody, frozen=True, kw_only=True):
    saves: EnteredDiceList | None = None
    guts: EnteredDiceList | None = None
    courage: Annotated[list[TrooperId], msgspec.Meta(max_length=MAX_ENTRIES)] = msgspec.field(
        default_factory=list
    )
    """Troopers with Courage that pass their Guts Roll without rolling."""
    dogged: Annotated[list[TrooperId], msgspec.Meta(max_length=MAX_ENTRIES)] = msgspec.field(
        default_factory=list
    )
    """Troopers with Dogged whose player activates it should they enter Unconscious State
    in this order (N5): they act as Normal until their next Wound or the end of the turn."""
    bioimmunity: Annotated[list[TrooperId], msgspec.Meta(max_length=MAX_ENTRIES)] = msgspec.field(
        default_factory=list
    )
    """Troopers with Bioimmunity that save against ARM or BTS with the better of their ARM
    and BTS values in this order (N5; not against Comms Attacks)."""


class VoidBody(RequestBody, frozen=True, kw_only=True):
    reason: Annotated[str, msgspec.Meta(min_length=1, max_length=500)]


class TriggerBody(RequestBody, frozen=True, kw_only=True):
    deployable: DeployableId
    """The id the Deployable was placed with (Place Deployable)."""
    targets: Annotated[list[TrooperId], msgspec.Meta(min_length=1, max_length=6)]
    """The troopers its template affects: first the enemy that declared or executed a Skill
    or ARO in its Trigger Area (it must declare something in this order), then any other
    trooper under the template. Each Dodges with its own declaration (a Normal PH Roll at
    -3) or is hit; none may be on the Deployable's side."""

"""Creating a game, adding troopers to it, and ending it."""

from __future__ import annotations

import re

import msgspec

from service.domain._decide.army import check_army_list
from service.domain._decide.batch import Batch
from service.domain._decide.hidden import hidden_commitment, new_trooper_number
from service.domain._decide.sequence import require_lists_open
from service.domain._decide.step_check import require_step
from service.domain.access import (
    require_live,
    require_organiser,
    require_player_acts,
)
from service.domain.carried import carried
from service.domain.classified import MAX_DRAWN
from service.domain.commands import ORGANISER, AddTrooper, CreateGame, EditTrooper, EndGame
from service.domain.dice import ALGORITHM, ALGORITHMS
from service.domain.errors import InvalidCommand, NotInCatalogue, StateConflict
from service.domain.events import GameCreated, GameEnded, TrooperAdded
from service.domain.hidden import known_hidden_rule
from service.domain.names import (
    ARMY_NAMES_RULE,
    checked_name,
    checked_text,
    known_name_rule,
    refuse_duplicates,
)
from service.domain.privacy import checked_privacy_rule
from service.domain.roles import checked_roles_rule
from service.domain.state import GameState
from service.domain.troopers import MeleeWeapon, Profile, SkillEntry, Trooper
from service.domain.unset import recorded_or
from service.rules.ammo import check_ammo_attribute, parse_ammo, parse_save_attribute
from service.rules.catalogue import (
    NotInCatalogueError,
    check_skills,
    check_traits,
    known_catalogue_revision,
    skill,
)
from service.rules.catalogue.skills import LIEUTENANT_EXTRA_TOKEN
from service.rules.martial_arts import LEVELS
from service.rules.martial_arts import SKILL_NAME as MARTIAL_ARTS
from service.rules.scenario import (
    MAX_OBJECTIVE_POINTS_CAP,
    OBJECTIVE_POINTS_CAP_REVISION,
    caps_objective_points,
    known_scenario_rule,
)

COMMITMENT = re.compile(r"[0-9a-f]{64}")
TROOPER_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""Side names are built as trooper:skill>target, so ids keep to letters, digits, _ and -."""


def _players(command: CreateGame) -> tuple[str, ...]:
    """The players' names as the game holds them: as given in a game recorded before the rule
    for names, else checked by it and in NFC."""
    rule = recorded_or(command.name_rule, 0)
    if not known_name_rule(rule):
        raise InvalidCommand(f"no name rule revision {rule}")
    if rule == 0:
        return command.players
    players = tuple(
        checked_name(p, f"player {n}'s name", rule=rule)
        for n, p in enumerate(command.players, start=1)
    )
    refuse_duplicates((*players, ORGANISER), "player names (and the organiser)")
    return players


def create_game(batch: Batch, command: CreateGame) -> None:
    require_organiser(command.actor, "create a game")
    if batch.state.created:
        raise StateConflict(f"game {batch.state.game_id} already exists")
    players = _players(command)
    if len(players) < 2:
        raise InvalidCommand("a game needs at least two players")
    if len(set(players)) != len(players):
        raise InvalidCommand("player names must differ")
    if any(not p.strip() or p == ORGANISER for p in players):
        raise InvalidCommand(f"a player needs a name, and {ORGANISER!r} is reserved")
    # Manual dice are optional roll by roll, so every game may draw server dice.
    if command.seed_commitment is None or not COMMITMENT.fullmatch(command.seed_commitment):
        raise InvalidCommand("every game needs a seed commitment: 64 lowercase hex digits")
    if command.manual_dice_confirmation and not command.manual_dice:
        raise InvalidCommand("manual dice confirmation needs a manual-dice game")
    _check_rounds(command, players)
    _check_scenario(command)
    algorithm = command.dice_algorithm
    if isinstance(algorithm, msgspec.UnsetType):
        algorithm = ALGORITHM
    elif algorithm not in ALGORITHMS:
        raise InvalidCommand(f"no dice algorithm {algorithm!r}: {', '.join(ALGORITHMS)}")
    revision = command.catalogue_revision
    if not isinstance(revision, msgspec.UnsetType) and not known_catalogue_revision(revision):
        raise InvalidCommand(f"no weapon catalogue revision {revision}")
    hidden_rule = command.hidden_rule
    if not isinstance(hidden_rule, msgspec.UnsetType) and (
        hidden_rule == 0 or not known_hidden_rule(hidden_rule)
    ):
        # 0 is the games recorded without one: a game names a rule or none.
        raise InvalidCommand(f"no hidden rule revision {hidden_rule}")
    batch.emit(
        carried(
            command,
            GameCreated,
            players=players,
            dice_algorithm=algorithm,
            catalogue_revision=revision,
            roles_rule=command.roles_rule
            if isinstance(command.roles_rule, msgspec.UnsetType)
            else checked_roles_rule(command.roles_rule),
            hidden_rule=hidden_rule,
            privacy_rule=command.privacy_rule
            if isinstance(command.privacy_rule, msgspec.UnsetType)
            else checked_privacy_rule(command.privacy_rule),
        )
    )


def _check_scenario(command: CreateGame) -> None:
    rule, count = command.scenario_rule, command.classified_objectives
    if isinstance(rule, msgspec.UnsetType):
        if not isinstance(count, msgspec.UnsetType):
            raise InvalidCommand("classified_objectives is given only with a scenario_rule")
        if not isinstance(command.objective_points_cap, msgspec.UnsetType):
            raise InvalidCommand("objective_points_cap is given only with a scenario_rule")
        return
    if rule == 0 or not known_scenario_rule(rule):
        # 0 is the games recorded without one: a game names a rule or none.
        raise InvalidCommand(f"no scenario rule revision {rule}")
    if isinstance(count, msgspec.UnsetType):
        raise InvalidCommand("a game under the scenario's rules records its classified_objectives")
    if not 0 <= count <= MAX_DRAWN:
        raise InvalidCommand(f"a mission draws 0 to {MAX_DRAWN} Classified Objectives, not {count}")
    cap = command.objective_points_cap
    if isinstance(cap, msgspec.UnsetType) == caps_objective_points(rule):
        raise InvalidCommand(
            f"objective_points_cap is given exactly with a scenario rule from "
            f"{OBJECTIVE_POINTS_CAP_REVISION}"
        )
    if not isinstance(cap, msgspec.UnsetType) and not 1 <= cap <= MAX_OBJECTIVE_POINTS_CAP:
        raise InvalidCommand(
            f"a mission gives a player 1 to {MAX_OBJECTIVE_POINTS_CAP} Objective Points at "
            f"most, not {cap}"
        )


MAX_ROUNDS = 10


def _check_rounds(command: CreateGame, players: tuple[str, ...]) -> None:
    if isinstance(command.rounds, msgspec.UnsetType):
        return
    if not 1 <= command.rounds <= MAX_ROUNDS:
        raise InvalidCommand(f"a game has 1 to {MAX_ROUNDS} Game Rounds, not {command.rounds}")
    if len(players) != 2:
        # Each Game Round is two Player Turns: one per player (Game Sequence, N5).
        raise InvalidCommand("a game that follows the game sequence has two players")


def _check_profile(profile: Profile) -> None:
    values = (*profile.mov, profile.cc, profile.bs, profile.ph, profile.wip, profile.arm)
    if any(v < 0 for v in (*values, profile.bts)):
        raise InvalidCommand("attributes cannot be negative")
    if profile.vitality < 1:
        raise InvalidCommand("VITA/STR is at least 1")


def _check_melee(weapon: MeleeWeapon) -> None:
    try:
        check_traits(weapon.traits)
        ammo = parse_ammo(weapon.ammo)
        check_ammo_attribute(ammo, parse_save_attribute(weapon.save_attribute))
    except NotInCatalogueError as exc:
        raise NotInCatalogue(f"{weapon.name}: {exc}") from None
    except ValueError as exc:
        raise InvalidCommand(f"{weapon.name}: {exc}") from None
    if weapon.ps < 0 or weapon.burst < 1:
        raise InvalidCommand(f"{weapon.name}: PS is at least 0 and Burst at least 1")


def _check_weapons(command: AddTrooper | EditTrooper, catalogue_revision: int) -> None:
    slugs = [w.slug for w in command.weapons] + [w.slug for w in command.melee_weapons]
    if len(set(slugs)) != len(slugs):
        raise InvalidCommand("each weapon of a trooper needs its own slug")
    for weapon in command.weapons:
        try:
            if weapon.custom is not None:
                check_traits(weapon.custom.traits)
            weapon.profile(catalogue_revision)
        except NotInCatalogueError as exc:
            raise NotInCatalogue(str(exc)) from None
        except ValueError as exc:
            raise InvalidCommand(str(exc)) from None
    for melee in command.melee_weapons:
        _check_melee(melee)


def _new_trooper_id(batch: Batch) -> str:
    number = new_trooper_number(batch.state) + 1
    while batch.state.trooper(f"t{number}") is not None:
        number += 1
    return f"t{number}"


def _trooper_name(
    state: GameState, command: AddTrooper | EditTrooper, trooper_id: str, player: str
) -> str:
    """The name as the game holds it; under the rule for names, one no other trooper of the
    player's army has (of the game's, in games recorded before ARMY_NAMES_RULE)."""
    if not state.name_rule:
        return command.name
    rule = state.name_rule
    name = checked_name(command.name, "the trooper's name", rule=rule)
    for weapon in command.weapons:
        if weapon.custom is not None:
            checked_text(weapon.custom.name, f"the name of weapon {weapon.slug!r}", rule=rule)
    for melee in command.melee_weapons:
        checked_text(melee.name, f"the name of weapon {melee.slug!r}", rule=rule)
    army_only = state.name_rule >= ARMY_NAMES_RULE
    others = [
        t.name
        for t in state.troopers
        if t.trooper_id != trooper_id and (t.player == player or not army_only)
    ]
    refuse_duplicates((*others, name), "trooper names in an army" if army_only else "trooper names")
    return name


_KEPT_AS_GIVEN = (
    "profile",
    "regular",
    "lieutenant",
    "weapons",
    "melee_weapons",
    "unit_type",
    "combat_group",
    "points",
)
"""The fields a trooper keeps exactly as its command gave them."""


def checked_trooper(
    state: GameState, command: AddTrooper | EditTrooper, trooper_id: str, player: str
) -> Trooper:
    """The trooper ``command`` describes, checked as every trooper of the game is: a name, a
    sound profile and weapons, and at most one Lieutenant per player (``trooper_id`` apart)."""
    name = _trooper_name(state, command, trooper_id, player)
    if not name.strip():
        raise InvalidCommand("a trooper needs a name")
    _check_profile(command.profile)
    try:
        check_skills(s.name for s in command.skills)
    except NotInCatalogueError as exc:
        raise NotInCatalogue(str(exc)) from None
    for entry in command.skills:
        if skill(entry.name).name == MARTIAL_ARTS and entry.value not in LEVELS:
            # Its level decides the MODs of every CC Attack, so a missing one is refused.
            raise InvalidCommand(f"Martial Arts needs its level (1 to 5), not {entry.value}")
    _check_weapons(command, state.catalogue_revision)
    if not command.lieutenant and any(
        skill(s.name).slug == LIEUTENANT_EXTRA_TOKEN for s in command.skills
    ):
        raise InvalidCommand(
            "+1 Command Token is an additional ability of the Lieutenant Special Skill: only the "
            "Lieutenant lists it (Lieutenant, N5)"
        )
    others = [t for t in state.troopers_of(player) if t.trooper_id != trooper_id]
    if command.lieutenant and any(t.lieutenant for t in others):
        raise InvalidCommand(f"{player!r} already has a Lieutenant")
    check_army_list(command, others)
    return Trooper(
        trooper_id=trooper_id,
        player=player,
        name=name,
        # Stored under the catalogue's name, whether given by name or slug in any case, so every
        # rule that asks for a skill by its name finds it.
        skills=tuple(SkillEntry(skill(s.name).name, s.value) for s in command.skills),
        **{field: getattr(command, field) for field in _KEPT_AS_GIVEN},
    )


def add_trooper(batch: Batch, command: AddTrooper) -> None:
    state = batch.state
    require_player_acts(state, command.actor, command.player, "players add only their own troopers")
    require_step(state.open_order, command)
    require_lists_open(state, "adding a trooper")
    trooper_id = command.trooper_id or _new_trooper_id(batch)
    if not TROOPER_ID.fullmatch(trooper_id):
        raise InvalidCommand(f"a trooper id is 1-64 letters, digits, _ or -, not {trooper_id!r}")
    hidden = hidden_commitment(state, command, trooper_id)
    if state.trooper(trooper_id) is not None:
        raise InvalidCommand(f"trooper {trooper_id!r} already exists")
    batch.emit(
        TrooperAdded(
            trooper=checked_trooper(state, command, trooper_id, command.player),
            hidden_deployment=hidden,
        )
    )


def end_game(batch: Batch, command: EndGame) -> None:
    require_live(batch.state)
    require_organiser(command.actor, "end the game")
    batch.emit(GameEnded(reason=command.reason))

"""A Coordinated Order's attacks (https://infinitythewiki.com/Coordinated_Orders, N5). A BS
Attack: the Spearhead at half its Burst rounded up, every other participant at Burst 1 with its
own weapon, all against the same single target; the Spearhead's shot is the declared attack
itself, the others' its ``coordinated`` shots, one per participant. A CC Attack: the
Spearhead's alone, +1 B per allied Trooper in Silhouette contact with the target."""

from __future__ import annotations

from functools import partial
from operator import add

from service.domain._decide.skill_checks import BurstOf, check_skill
from service.domain._decide.trooper_checks import known_trooper, require_able
from service.domain.declarations import BSAttack, CCAttack, Skill, participant_attack
from service.domain.errors import CoordinatedOrderRefused
from service.domain.state import GameState
from service.domain.troopers import Trooper
from service.rules import burst
from service.rules.templates import rolls_to_hit, template_of

PAGE = "Coordinated Orders, N5"


def check_volley(
    state: GameState, spearhead: Trooper, others: tuple[str, ...], skill: BSAttack
) -> None:
    """The Spearhead's halved Burst and every other participant's shot; the rest of the
    Spearhead's attack is checked with its activation, as any trooper's."""
    if skill.kind != "standard":
        raise CoordinatedOrderRefused(
            f"a Coordinated Order's {skill.kind} attack is not yet resolved by the engine: only "
            f"attacks that roll to hit are ({PAGE})"
        )
    if len(skill.targets) != 1 or skill.targets[0].is_affected:
        raise CoordinatedOrderRefused(
            f"a Coordinated Order's BS Attack has one target: all Troopers must act against "
            f"the same single target ({PAGE})"
        )
    _check_spearhead_burst(state, spearhead, skill)
    named = [s.trooper for s in skill.shots]
    missing = [t for t in others if t not in named]
    strays = [t for t in named if t not in others or named.count(t) > 1]
    if missing or strays:
        raise CoordinatedOrderRefused(
            f"each other participant declares the BS Attack with its own weapon, once "
            f"(missing: {', '.join(missing) or 'none'}; not expected: "
            f"{', '.join(strays) or 'none'}); all participants declare the exact same Skills "
            f"({PAGE})"
        )
    for shot in skill.shots:
        participant = known_trooper(state, shot.trooper)
        own = participant_attack(skill, shot)
        _require_roll_to_hit(state, participant, own)
        check_skill(state, participant, own, active=True, burst_of=burst.coordinated_burst)


def refuse_stray_shots(skill: Skill) -> None:
    """Shots of other participants, and allies adding to a CC Attack's Burst, belong to a
    Coordinated Order only."""
    if isinstance(skill, BSAttack) and skill.shots:
        raise CoordinatedOrderRefused(
            f"participants' shots are declared only in a Coordinated Order's BS Attack ({PAGE})"
        )
    if isinstance(skill, CCAttack) and skill.allies:
        raise CoordinatedOrderRefused(
            f"allies in Silhouette contact add to the Burst only of a Coordinated Order's CC "
            f"Attack ({PAGE})"
        )


def spearhead_burst_of(skill: Skill) -> BurstOf:
    """The Burst a Coordinated Order leaves its Spearhead of the weapon's."""
    if isinstance(skill, CCAttack):
        return partial(add, len(skill.allies))
    return burst.spearhead_burst


def check_allies(state: GameState, spearhead: Trooper, skill: CCAttack) -> None:
    """The allies the player names in Silhouette contact with the CC Attack's target."""
    player = state.controller_of(spearhead)
    for ally_id in skill.allies:
        ally = known_trooper(state, ally_id)
        if ally_id == spearhead.trooper_id or skill.allies.count(ally_id) > 1:
            raise CoordinatedOrderRefused(
                f"{ally_id!r} is named again: each allied Trooper in Silhouette contact with "
                f"the target adds +1 to the Spearhead's B once ({PAGE})"
            )
        if state.controller_of(ally) != player:
            raise CoordinatedOrderRefused(
                f"{ally_id!r} is not {player!r}'s: only allied Troopers in Silhouette contact "
                f"with the target add to the Spearhead's B ({PAGE})"
            )
        require_able(ally)


def _check_spearhead_burst(state: GameState, spearhead: Trooper, skill: BSAttack) -> None:
    carried = spearhead.weapon(skill.weapon)
    if carried is None:
        return  # the Spearhead's own checks name the missing weapon
    _require_roll_to_hit(state, spearhead, skill)
    profile = carried.profile(state.catalogue_revision)
    mods = (carried.burst_mod,) if carried.burst_mod else ()
    full = burst.attack_burst(profile.burst, active_turn=True, burst_mods=mods).value
    half = burst.spearhead_burst(full)
    declared = skill.targets[0].burst
    if declared != half:
        raise CoordinatedOrderRefused(
            f"the Spearhead {spearhead.trooper_id!r} fires Burst {declared}: it uses half the "
            f"indicated Burst of {profile.name} ({full}), rounded up, {half} ({PAGE})"
        )


def _require_roll_to_hit(state: GameState, trooper: Trooper, skill: BSAttack) -> None:
    carried = trooper.weapon(skill.weapon)
    if carried is None:
        return
    if not rolls_to_hit(template_of(carried.profile(state.catalogue_revision))):
        raise CoordinatedOrderRefused(
            f"a Coordinated Order's template attack ({skill.weapon!r} of "
            f"{trooper.trooper_id!r}) is not yet resolved by the engine: only attacks that roll "
            f"to hit are ({PAGE})"
        )

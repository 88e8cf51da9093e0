"""A Coordinated Order's BS Attack (https://infinitythewiki.com/Coordinated_Orders, N5): the
Spearhead at half its Burst rounded up, every other participant at Burst 1 with its own weapon,
all against the same single target. The Spearhead's shot is the declared attack itself; the
others' are its ``coordinated`` shots, one per participant."""

from __future__ import annotations

from service.domain._decide.skill_checks import check_skill
from service.domain._decide.trooper_checks import known_trooper
from service.domain.declarations import BSAttack, participant_attack
from service.domain.errors import CoordinatedOrderRefused
from service.domain.state import GameState
from service.domain.troopers import Trooper
from service.rules import burst
from service.rules.templates import rolls_to_hit, template_of

PAGE = "Coordinated Orders, N5"


def check_volley(
    state: GameState, spearhead: Trooper, others: tuple[str, ...], skill: BSAttack
) -> None:
    """Every participant's shot, once the Spearhead's own attack passed its usual checks."""
    if len(skill.targets) != 1 or skill.targets[0].is_affected or skill.kind != "standard":
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


def refuse_stray_shots(skill: object) -> None:
    """Shots of other participants belong to a Coordinated Order only."""
    if isinstance(skill, BSAttack) and skill.shots:
        raise CoordinatedOrderRefused(
            f"participants' shots are declared only in a Coordinated Order's BS Attack ({PAGE})"
        )


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

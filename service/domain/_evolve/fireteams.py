"""Fireteams formed, left and broken."""

from __future__ import annotations

from service.domain._evolve.guards import check, in_step, replace
from service.domain.carried import carried
from service.domain.events import FireteamBroken, FireteamFormed, FireteamMemberLeft
from service.domain.state import Fireteam, GameState


def fireteam_formed(state: GameState, event: FireteamFormed) -> GameState:
    in_step(state, event)
    check(event.fireteam > state.last_fireteam, f"Fireteam {event.fireteam} was already formed")
    check(event.leader in event.members, "the Fireteam Leader is not a member")
    for member in event.members:
        trooper = state.trooper(member)
        check(
            trooper is not None and trooper.player == event.player and trooper.can_act,
            f"{member!r} cannot join a Fireteam of {event.player!r}",
        )
        check(state.fireteam_of(member) is None, f"{member!r} is already in a Fireteam")
    fireteam = carried(event, Fireteam)
    return replace(state, fireteams=(*state.fireteams, fireteam), last_fireteam=event.fireteam)


def fireteam_member_left(state: GameState, event: FireteamMemberLeft) -> GameState:
    in_step(state, event)
    fireteam = state.fireteam(event.fireteam)
    check(fireteam is not None, f"no Fireteam {event.fireteam}")
    assert fireteam is not None
    check(event.trooper in fireteam.members, f"{event.trooper!r} is not in it")
    check(event.trooper != fireteam.leader, "the leader leaving cancels the Fireteam instead")
    members = tuple(m for m in fireteam.members if m != event.trooper)
    kept = replace(fireteam, members=members)
    return replace(
        state,
        fireteams=tuple(kept if f.fireteam == event.fireteam else f for f in state.fireteams),
    )


def fireteam_broken(state: GameState, event: FireteamBroken) -> GameState:
    in_step(state, event)
    check(state.fireteam(event.fireteam) is not None, f"no Fireteam {event.fireteam}")
    return replace(
        state, fireteams=tuple(f for f in state.fireteams if f.fireteam != event.fireteam)
    )

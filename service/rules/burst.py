"""Burst: how many dice an attack rolls, how they are split, and which rolls face off.

Also the two player choices that change a roll's dice, as pure steps that take the choice as
input: "+1 SD" (roll one extra die, then discard one) and "ReRoll" (reroll one die). The
service records each choice as its own event and replays it through these functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from service.rules.die_reading import FACES

MAX_BURST = 6
ARO_BURST = 1


@dataclass(frozen=True, slots=True)
class BurstValue:
    """An attack's Burst with how it was reached."""

    base: int
    active_turn: bool
    mods: tuple[int, ...]
    """The Burst MODs that applied (none in ARO)."""
    value: int

    @property
    def capped(self) -> bool:
        """True when the maximum of 6 cut the Burst."""
        uncapped = self.base + sum(self.mods) if self.active_turn else self.base
        return uncapped > self.value


def attack_burst(
    weapon_burst: int,
    *,
    active_turn: bool,
    burst_mods: Iterable[int] = (),
    aro_burst: int | None = None,
) -> BurstValue:
    """Burst of one attack.

    Active turn: the weapon's full Burst plus every Burst MOD that applies (an Optional one,
    such as the Fireteam bonus, only if the player uses it: pass only those), at most 6.
    ARO: 1, unless a rule gives another value (``aro_burst``, also at most 6); Burst MODs
    (+1B) do not apply in ARO.
    """
    mods = tuple(burst_mods)
    if weapon_burst < 1:
        raise ValueError(f"a weapon's Burst is at least 1 ({weapon_burst})")
    if not active_turn:
        if aro_burst is not None and aro_burst < 1:
            raise ValueError(f"an ARO Burst set by a rule is at least 1 ({aro_burst})")
        base = ARO_BURST if aro_burst is None else aro_burst
        return BurstValue(base, False, (), min(base, MAX_BURST))
    if aro_burst is not None:
        raise ValueError("an ARO Burst override does not apply in the active turn")
    total = weapon_burst + sum(mods)
    if total < 1:
        raise ValueError(f"Burst after MODs must be at least 1 ({total})")
    return BurstValue(weapon_burst, True, mods, min(total, MAX_BURST))


@dataclass(frozen=True, slots=True)
class Allocation:
    target: str
    dice: int


def split_burst(burst: int, allocation: Iterable[tuple[str, int]]) -> tuple[Allocation, ...]:
    """Validate how the player splits B among targets: every die used, each target once."""
    parts = tuple(Allocation(target, dice) for target, dice in allocation)
    if not parts:
        raise ValueError("a Burst must be assigned to at least one target")
    seen: set[str] = set()
    for part in parts:
        if part.target in seen:
            raise ValueError(f"target {part.target!r} appears twice in the split")
        seen.add(part.target)
        if part.dice < 1:
            raise ValueError(f"each target gets at least one die ({part.target!r}: {part.dice})")
    total = sum(p.dice for p in parts)
    if total != burst:
        raise ValueError(f"the split assigns {total} dice but the Burst is {burst}")
    return parts


def drop_failed_targets(
    parts: Sequence[Allocation], failed: Iterable[str]
) -> tuple[Allocation, ...]:
    """Dice assigned to a target that fails its requirements at resolution are lost."""
    failed_set = set(failed)
    unknown = failed_set - {p.target for p in parts}
    if unknown:
        raise ValueError(f"not targets of this attack: {sorted(unknown)}")
    return tuple(p for p in parts if p.target not in failed_set)


# --- Face to Face or Normal Roll -------------------------------------------------------------

AroKind = Literal["bs_attack", "cc_attack", "comms_attack", "dodge", "reset", "other", "none"]
"""An ARO: an attack (against the attacker or not), Dodge, Reset, another rolled skill that
does not affect the attacker (Discover, ...), or nothing that rolls."""

_ATTACKS: frozenset[AroKind] = frozenset({"bs_attack", "cc_attack", "comms_attack"})
_DEFENCES: frozenset[AroKind] = frozenset({"dodge", "reset"})


@dataclass(frozen=True, slots=True)
class AroDeclaration:
    reactor: str
    kind: AroKind
    against_attacker: bool = True
    """For attacks: whether the attack targets the active trooper. Ignored for other kinds."""

    @property
    def affects_attacker(self) -> bool:
        return self.kind in _ATTACKS and self.against_attacker


@dataclass(frozen=True, slots=True)
class RollPairing:
    """One roll to make: a Face to Face Roll, or one side's Normal Roll.

    ``attacker_dice > 0`` means the active trooper rolls that many dice against ``target``;
    ``reactor`` is the trooper whose ARO rolls here (None when only the attacker rolls).
    """

    kind: Literal["face_to_face", "normal"]
    attacker_dice: int
    target: str | None
    reactor: str | None
    reaction: AroKind | None


def spearhead_burst(burst: int) -> int:
    """A Coordinated Order's Spearhead uses half the indicated Burst, including any bonuses,
    rounded up (Coordinated Orders, N5); every other participant uses Burst 1."""
    return -(-burst // 2)


def coordinated_burst(burst: int) -> int:
    """Every participant of a Coordinated Order but the Spearhead has their B reduced to 1,
    regardless of their weapon (Coordinated Orders, N5)."""
    return 1


def pair_rolls(
    attacker: str,
    allocation: Sequence[Allocation],
    aros: Iterable[AroDeclaration],
) -> tuple[RollPairing, ...]:
    """Decide which rolls face off, target by target, then the untargeted reactors' rolls.

    A Face to Face Roll needs both actions to affect each other: a targeted trooper who attacks
    the attacker, or who Dodges or Resets (a success there protects only that trooper, which
    is why each target is its own roll). Everything else is a Normal Roll: the attacker's dice
    against a target whose ARO does not affect him, an ARO attack from a trooper he did not
    target, a Dodge by a trooper nobody attacks, Discover and the like. A target declaring
    nothing is still shot at (a Normal Roll); an ARO of kind "none" rolls nothing.
    """
    declared = tuple(aros)
    by_reactor: dict[str, AroDeclaration] = {}
    for aro in declared:
        if aro.reactor in by_reactor:
            raise ValueError(f"{aro.reactor!r} declared two AROs")
        if aro.reactor == attacker:
            raise ValueError(f"the attacker {attacker!r} cannot declare an ARO")
        by_reactor[aro.reactor] = aro
    targets = [a.target for a in allocation]
    if len(set(targets)) != len(targets):
        raise ValueError("a target appears twice in the allocation")
    if attacker in targets:
        raise ValueError(f"the attacker {attacker!r} cannot target itself")

    pairings: list[RollPairing] = []
    for part in allocation:
        if part.dice < 1:
            raise ValueError(f"each target gets at least one die ({part.target!r})")
        reply = by_reactor.get(part.target)
        if reply is not None and (reply.affects_attacker or reply.kind in _DEFENCES):
            pairings.append(
                RollPairing("face_to_face", part.dice, part.target, reply.reactor, reply.kind)
            )
            continue
        pairings.append(RollPairing("normal", part.dice, part.target, None, None))
        if reply is not None and reply.kind != "none":
            pairings.append(RollPairing("normal", 0, None, reply.reactor, reply.kind))
    for aro in declared:
        if aro.reactor not in targets and aro.kind != "none":
            pairings.append(RollPairing("normal", 0, None, aro.reactor, aro.kind))
    return tuple(pairings)


# --- "+1 SD" and "ReRoll" ---------------------------------------------------------------------


def special_die_allowed(*, long_skill: bool, makes_roll: bool) -> bool:
    """+1 SD applies in both turns, but not to Long Skills nor to attacks without a roll."""
    return makes_roll and not long_skill


def dice_with_special_die(
    parts: Sequence[Allocation], special_die_target: str
) -> tuple[Allocation, ...]:
    """The dice to roll per target when +1 SD's extra die goes to one target of the split.

    The extra die is not Burst: it may take a target past the maximum of 6.
    """
    if special_die_target not in {p.target for p in parts}:
        raise ValueError(f"{special_die_target!r} is not a target of this attack")
    return tuple(
        Allocation(p.target, p.dice + 1) if p.target == special_die_target else p for p in parts
    )


def _check_faces(faces: Sequence[int]) -> None:
    for face in faces:
        if face not in FACES:
            raise ValueError(f"a d20 face is 1..20, not {face}")


def _check_index(faces: Sequence[int], index: int) -> None:
    if not 0 <= index < len(faces):
        raise ValueError(f"die index {index} is outside 0..{len(faces) - 1}")


def discard_die(faces: Sequence[int], index: int) -> tuple[int, ...]:
    """+1 SD: the player discards the die at ``index`` of a roll that had one extra die."""
    _check_faces(faces)
    if len(faces) < 2:
        raise ValueError("+1 SD discards from at least two dice (the Burst plus the extra)")
    _check_index(faces, index)
    return (*faces[:index], *faces[index + 1 :])


Role = Literal["active", "reactive"]


def discard_order(*, active_discards: bool, reactive_discards: bool) -> tuple[Role, ...]:
    """In a Face to Face Roll both sides discard after both rolled, the active player first."""
    order: list[Role] = []
    if active_discards:
        order.append("active")
    if reactive_discards:
        order.append("reactive")
    return tuple(order)


def reroll_die(faces: Sequence[int], index: int, new_face: int) -> tuple[int, ...]:
    """ReRoll: the die at ``index`` is replaced by the new face; the others stand."""
    _check_faces(faces)
    _check_index(faces, index)
    _check_faces((new_face,))
    return (*faces[:index], new_face, *faces[index + 1 :])

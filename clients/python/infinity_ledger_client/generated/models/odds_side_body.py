from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.odds_side_body_attack import OddsSideBodyAttack
from ..models.odds_side_body_reaction_type_1 import OddsSideBodyReactionType1
from ..models.odds_side_body_reaction_type_2_type_1 import OddsSideBodyReactionType2Type1
from ..models.odds_side_body_reaction_type_3_type_1 import OddsSideBodyReactionType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mod_body import ModBody
  from ..models.odds_target_body import OddsTargetBody
  from ..models.odds_weapon_body import OddsWeaponBody





T = TypeVar("T", bound="OddsSideBody")



@_attrs_define
class OddsSideBody:
    """ One side of the roll: a trooper's Success Value (attribute and MODs) and Burst; with a
    `weapon` and a `target`, what its hits do.

        Attributes:
            attribute (int): The attribute the side rolls against (BS for a BS Attack, CC, PH for a Dodge, WIP...), before
                MODs
            name (str): The side's name in the answer, e.g. the trooper's
            active_turn (bool | Unset): False when the side's attack (`martial_arts`, a `weapon` or a `program`) is an ARO:
                its `burst` must then be 1, as in an order; Martial Arts L4 and L5 add their +1B in ARO too (Martial Arts page,
                N5). Default: True.
            as_target (None | OddsTargetBody | Unset): An affected trooper's own ARM, BTS, VITA...: what the template's hits
                meet. Defaults to the attacker's `target` (the Main Target).
            attack (OddsSideBodyAttack | Unset): The attacker's kind of attack: `speculative` (Impact Template, Burst 1, -6)
                or `intuitive` (Direct Template placed on a passed WIP Roll: `attribute` is then WIP). A Direct Template
                otherwise makes no roll: the attacker's `attribute` is not used. Default: OddsSideBodyAttack.STANDARD.
            burst (int | Unset): 1..6; a Burst outside that is refused by the rules (422). Default: 1.
            extra_die (bool | Unset): +1 SD: one extra die, then the side discards the die worst for it. Default: False.
            fireteam_leader (int | None | Unset): The side is in a Fireteam of this many members (all of one Unit) making a
                BS Attack (a `weapon`): its Leader in the Active Turn, any member in ARO (`active_turn` false). Its Fireteam
                Level's +1 SD (Level 2 and up; one extra die however many rules give one) and +1 BS (Level 4 and up) apply, as
                in an order (Fireteam Bonuses, Fireteams in the Reactive Turn, N5).
            long_skill (bool | Unset): The side's skill is a Long Skill: `extra_die` is then refused (422, `special-die-not-
                allowed`). Default: False.
            martial_arts (int | None | Unset): The side makes a CC Attack with Martial Arts at this level (N5 chart): its
                Attack MOD and +1 SD apply, its Burst MOD is added to `burst` (the CC Weapon's Burst) in the Active Turn, and in
                a Face to Face Roll the other side takes its Opponent MOD. `attribute` is then the trooper's CC.
            mods (list[ModBody] | Unset): MODs to the attribute (range, cover, Mimetism...); their sum is capped at +/-12
                (Modifiers, N5)
            program (None | str | Unset): A hacking program of the catalogue (e.g. "carbonite"): a Comms Attack. `attribute`
                is then the Hacker's WIP, `burst` at most the program's (1 in ARO), and the hits are saved against the target's
                BTS. The other side's roll (its Reset) takes the program's opponent MOD.
            reaction (None | OddsSideBodyReactionType1 | OddsSideBodyReactionType2Type1 | OddsSideBodyReactionType3Type1 |
                Unset): An affected trooper's reply: `dodge` (a Normal PH Roll against a Direct Template), `attack` (its own
                roll; its `target` is the attacker), or `none` (the default).
            surprise_attack (int | Unset): The attacker's Surprise Attack MOD, applied to every affected trooper's reaction.
                Default: 0.
            target (None | OddsTargetBody | Unset): The trooper the side's hits land on
            templates (int | Unset): An affected trooper: how many of a Direct Template attacker's templates cover it.
                Default: 1.
            weapon (None | OddsWeaponBody | Unset): The side's weapon: with a `target`, its hits go on to Saving Rolls and
                Wounds
     """

    attribute: int
    name: str
    active_turn: bool | Unset = True
    as_target: None | OddsTargetBody | Unset = UNSET
    attack: OddsSideBodyAttack | Unset = OddsSideBodyAttack.STANDARD
    burst: int | Unset = 1
    extra_die: bool | Unset = False
    fireteam_leader: int | None | Unset = UNSET
    long_skill: bool | Unset = False
    martial_arts: int | None | Unset = UNSET
    mods: list[ModBody] | Unset = UNSET
    program: None | str | Unset = UNSET
    reaction: None | OddsSideBodyReactionType1 | OddsSideBodyReactionType2Type1 | OddsSideBodyReactionType3Type1 | Unset = UNSET
    surprise_attack: int | Unset = 0
    target: None | OddsTargetBody | Unset = UNSET
    templates: int | Unset = 1
    weapon: None | OddsWeaponBody | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_body import ModBody # noqa: PLC0415
        from ..models.odds_target_body import OddsTargetBody # noqa: PLC0415
        from ..models.odds_weapon_body import OddsWeaponBody # noqa: PLC0415
        attribute = self.attribute

        name = self.name

        active_turn = self.active_turn

        as_target: dict[str, Any] | None | Unset
        if isinstance(self.as_target, Unset):
            as_target = UNSET
        elif isinstance(self.as_target, OddsTargetBody):
            as_target = self.as_target.to_dict()
        else:
            as_target = self.as_target

        attack: str | Unset = UNSET
        if not isinstance(self.attack, Unset):
            attack = self.attack.value


        burst = self.burst

        extra_die = self.extra_die

        fireteam_leader: int | None | Unset
        if isinstance(self.fireteam_leader, Unset):
            fireteam_leader = UNSET
        else:
            fireteam_leader = self.fireteam_leader

        long_skill = self.long_skill

        martial_arts: int | None | Unset
        if isinstance(self.martial_arts, Unset):
            martial_arts = UNSET
        else:
            martial_arts = self.martial_arts

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)



        program: None | str | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        else:
            program = self.program

        reaction: None | str | Unset
        if isinstance(self.reaction, Unset):
            reaction = UNSET
        elif isinstance(self.reaction, OddsSideBodyReactionType1):
            reaction = self.reaction.value
        elif isinstance(self.reaction, OddsSideBodyReactionType2Type1):
            reaction = self.reaction.value
        elif isinstance(self.reaction, OddsSideBodyReactionType3Type1):
            reaction = self.reaction.value
        else:
            reaction = self.reaction

        surprise_attack = self.surprise_attack

        target: dict[str, Any] | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, OddsTargetBody):
            target = self.target.to_dict()
        else:
            target = self.target

        templates = self.templates

        weapon: dict[str, Any] | None | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        elif isinstance(self.weapon, OddsWeaponBody):
            weapon = self.weapon.to_dict()
        else:
            weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "name": name,
        })
        if active_turn is not UNSET:
            field_dict["active_turn"] = active_turn
        if as_target is not UNSET:
            field_dict["as_target"] = as_target
        if attack is not UNSET:
            field_dict["attack"] = attack
        if burst is not UNSET:
            field_dict["burst"] = burst
        if extra_die is not UNSET:
            field_dict["extra_die"] = extra_die
        if fireteam_leader is not UNSET:
            field_dict["fireteam_leader"] = fireteam_leader
        if long_skill is not UNSET:
            field_dict["long_skill"] = long_skill
        if martial_arts is not UNSET:
            field_dict["martial_arts"] = martial_arts
        if mods is not UNSET:
            field_dict["mods"] = mods
        if program is not UNSET:
            field_dict["program"] = program
        if reaction is not UNSET:
            field_dict["reaction"] = reaction
        if surprise_attack is not UNSET:
            field_dict["surprise_attack"] = surprise_attack
        if target is not UNSET:
            field_dict["target"] = target
        if templates is not UNSET:
            field_dict["templates"] = templates
        if weapon is not UNSET:
            field_dict["weapon"] = weapon

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_body import ModBody # noqa: PLC0415
        from ..models.odds_target_body import OddsTargetBody # noqa: PLC0415
        from ..models.odds_weapon_body import OddsWeaponBody # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        name = d.pop("name")

        active_turn = d.pop("active_turn", UNSET)

        def _parse_as_target(data: object) -> None | OddsTargetBody | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                as_target_type_0 = OddsTargetBody.from_dict(data)



                return as_target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsTargetBody | Unset, data)

        as_target = _parse_as_target(d.pop("as_target", UNSET))


        _attack = d.pop("attack", UNSET)
        attack: OddsSideBodyAttack | Unset
        if isinstance(_attack,  Unset):
            attack = UNSET
        else:
            attack = OddsSideBodyAttack(_attack)




        burst = d.pop("burst", UNSET)

        extra_die = d.pop("extra_die", UNSET)

        def _parse_fireteam_leader(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        fireteam_leader = _parse_fireteam_leader(d.pop("fireteam_leader", UNSET))


        long_skill = d.pop("long_skill", UNSET)

        def _parse_martial_arts(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        martial_arts = _parse_martial_arts(d.pop("martial_arts", UNSET))


        _mods = d.pop("mods", UNSET)
        mods: list[ModBody] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModBody.from_dict(mods_item_data)



                mods.append(mods_item)


        def _parse_program(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        program = _parse_program(d.pop("program", UNSET))


        def _parse_reaction(data: object) -> None | OddsSideBodyReactionType1 | OddsSideBodyReactionType2Type1 | OddsSideBodyReactionType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reaction_type_1 = OddsSideBodyReactionType1(data)



                return reaction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reaction_type_2_type_1 = OddsSideBodyReactionType2Type1(data)



                return reaction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reaction_type_3_type_1 = OddsSideBodyReactionType3Type1(data)



                return reaction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsSideBodyReactionType1 | OddsSideBodyReactionType2Type1 | OddsSideBodyReactionType3Type1 | Unset, data)

        reaction = _parse_reaction(d.pop("reaction", UNSET))


        surprise_attack = d.pop("surprise_attack", UNSET)

        def _parse_target(data: object) -> None | OddsTargetBody | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = OddsTargetBody.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsTargetBody | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        templates = d.pop("templates", UNSET)

        def _parse_weapon(data: object) -> None | OddsWeaponBody | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weapon_type_0 = OddsWeaponBody.from_dict(data)



                return weapon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OddsWeaponBody | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))


        odds_side_body = cls(
            attribute=attribute,
            name=name,
            active_turn=active_turn,
            as_target=as_target,
            attack=attack,
            burst=burst,
            extra_die=extra_die,
            fireteam_leader=fireteam_leader,
            long_skill=long_skill,
            martial_arts=martial_arts,
            mods=mods,
            program=program,
            reaction=reaction,
            surprise_attack=surprise_attack,
            target=target,
            templates=templates,
            weapon=weapon,
        )


        odds_side_body.additional_properties = d
        return odds_side_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.attribute_roll import AttributeRoll
  from ..models.bs_attack import BSAttack
  from ..models.cc_attack import CCAttack
  from ..models.comms_attack import CommsAttack
  from ..models.discover import Discover
  from ..models.dodge import Dodge
  from ..models.idle import Idle
  from ..models.move import Move
  from ..models.place_deployable import PlaceDeployable
  from ..models.reset import Reset





T = TypeVar("T", bound="SecondSkillStep")



@_attrs_define
class SecondSkillStep:
    """ The active trooper's second skill.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            kind (Literal['second_skill']): Always `second_skill`: it tells this kind of `kind` from the others
            skill (AttributeRoll | BSAttack | CCAttack | CommsAttack | Discover | Dodge | Idle | Move | PlaceDeployable |
                Reset): The skill declared
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            weapon_name (None | str): The name of the weapon the skill uses; null for a skill without one
     """

    actor: None | str
    kind: Literal['second_skill']
    skill: AttributeRoll | BSAttack | CCAttack | CommsAttack | Discover | Dodge | Idle | Move | PlaceDeployable | Reset
    trooper: str
    version: int
    weapon_name: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attribute_roll import AttributeRoll # noqa: PLC0415
        from ..models.bs_attack import BSAttack # noqa: PLC0415
        from ..models.cc_attack import CCAttack # noqa: PLC0415
        from ..models.comms_attack import CommsAttack # noqa: PLC0415
        from ..models.discover import Discover # noqa: PLC0415
        from ..models.dodge import Dodge # noqa: PLC0415
        from ..models.idle import Idle # noqa: PLC0415
        from ..models.move import Move # noqa: PLC0415
        from ..models.place_deployable import PlaceDeployable # noqa: PLC0415
        from ..models.reset import Reset # noqa: PLC0415
        actor: None | str
        actor = self.actor

        kind = self.kind

        skill: dict[str, Any]
        if isinstance(self.skill, BSAttack):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, CCAttack):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, CommsAttack):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, Dodge):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, Reset):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, Discover):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, Move):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, Idle):
            skill = self.skill.to_dict()
        elif isinstance(self.skill, AttributeRoll):
            skill = self.skill.to_dict()
        else:
            skill = self.skill.to_dict()


        trooper = self.trooper

        version = self.version

        weapon_name: None | str
        weapon_name = self.weapon_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "kind": kind,
            "skill": skill,
            "trooper": trooper,
            "version": version,
            "weapon_name": weapon_name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attribute_roll import AttributeRoll # noqa: PLC0415
        from ..models.bs_attack import BSAttack # noqa: PLC0415
        from ..models.cc_attack import CCAttack # noqa: PLC0415
        from ..models.comms_attack import CommsAttack # noqa: PLC0415
        from ..models.discover import Discover # noqa: PLC0415
        from ..models.dodge import Dodge # noqa: PLC0415
        from ..models.idle import Idle # noqa: PLC0415
        from ..models.move import Move # noqa: PLC0415
        from ..models.place_deployable import PlaceDeployable # noqa: PLC0415
        from ..models.reset import Reset # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        kind = cast(Literal['second_skill'] , d.pop("kind"))
        if kind != 'second_skill':
            raise ValueError(f"kind must match const 'second_skill', got '{kind}'")

        def _parse_skill(data: object) -> AttributeRoll | BSAttack | CCAttack | CommsAttack | Discover | Dodge | Idle | Move | PlaceDeployable | Reset:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_0 = BSAttack.from_dict(data)



                return skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_1 = CCAttack.from_dict(data)



                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_2 = CommsAttack.from_dict(data)



                return skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_3 = Dodge.from_dict(data)



                return skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_4 = Reset.from_dict(data)



                return skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_5 = Discover.from_dict(data)



                return skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_6 = Move.from_dict(data)



                return skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_7 = Idle.from_dict(data)



                return skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_8 = AttributeRoll.from_dict(data)



                return skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            skill_type_9 = PlaceDeployable.from_dict(data)



            return skill_type_9

        skill = _parse_skill(d.pop("skill"))


        trooper = d.pop("trooper")

        version = d.pop("version")

        def _parse_weapon_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weapon_name = _parse_weapon_name(d.pop("weapon_name"))


        second_skill_step = cls(
            actor=actor,
            kind=kind,
            skill=skill,
            trooper=trooper,
            version=version,
            weapon_name=weapon_name,
        )


        second_skill_step.additional_properties = d
        return second_skill_step

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

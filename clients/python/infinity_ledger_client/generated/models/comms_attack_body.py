from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.comms_target_body import CommsTargetBody





T = TypeVar("T", bound="CommsAttackBody")



@_attrs_define
class CommsAttackBody:
    """ A hacking program (GET /v1/catalogue/programs) used by a trooper with a Hacking Device.

        Attributes:
            program (str): The program's catalogue slug (`carbonite`, `spotlight`, ...)
            skill (Literal['comms_attack']): Always `comms_attack`: it tells this kind of `skill` from the others
            targets (list[CommsTargetBody]): The targets and the Burst aimed at each
     """

    program: str
    skill: Literal['comms_attack']
    targets: list[CommsTargetBody]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.comms_target_body import CommsTargetBody # noqa: PLC0415
        program = self.program

        skill = self.skill

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "program": program,
            "skill": skill,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comms_target_body import CommsTargetBody # noqa: PLC0415
        d = dict(src_dict)
        program = d.pop("program")

        skill = cast(Literal['comms_attack'] , d.pop("skill"))
        if skill != 'comms_attack':
            raise ValueError(f"skill must match const 'comms_attack', got '{skill}'")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = CommsTargetBody.from_dict(targets_item_data)



            targets.append(targets_item)


        comms_attack_body = cls(
            program=program,
            skill=skill,
            targets=targets,
        )


        comms_attack_body.additional_properties = d
        return comms_attack_body

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

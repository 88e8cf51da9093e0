from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.program_view import ProgramView





T = TypeVar("T", bound="ProgramsView")



@_attrs_define
class ProgramsView:
    """ Every hacking program the engine knows.

        Attributes:
            programs (list[ProgramView]): As the chart lists them
     """

    programs: list[ProgramView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.program_view import ProgramView # noqa: PLC0415
        programs = []
        for programs_item_data in self.programs:
            programs_item = programs_item_data.to_dict()
            programs.append(programs_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "programs": programs,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.program_view import ProgramView # noqa: PLC0415
        d = dict(src_dict)
        programs = []
        _programs = d.pop("programs")
        for programs_item_data in (_programs):
            programs_item = ProgramView.from_dict(programs_item_data)



            programs.append(programs_item)


        programs_view = cls(
            programs=programs,
        )


        programs_view.additional_properties = d
        return programs_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.appended_event_data import AppendedEventData





T = TypeVar("T", bound="AppendedEvent")



@_attrs_define
class AppendedEvent:
    """ An event a command appended, as GET .../events shows it (its `data`, without the links of the
    hash chain).

        Attributes:
            data (AppendedEventData): The event as recorded: the fields its type has (see the AsyncAPI document,
                `components.schemas`)
            type_ (str): The event's type (the AsyncAPI document describes each one's `data`)
            version (int): The game's version this event made (1, 2, 3, ... with no gap)
     """

    data: AppendedEventData
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.appended_event_data import AppendedEventData # noqa: PLC0415
        data = self.data.to_dict()

        type_ = self.type_

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.appended_event_data import AppendedEventData # noqa: PLC0415
        d = dict(src_dict)
        data = AppendedEventData.from_dict(d.pop("data"))




        type_ = d.pop("type")

        version = d.pop("version")

        appended_event = cls(
            data=data,
            type_=type_,
            version=version,
        )


        appended_event.additional_properties = d
        return appended_event

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

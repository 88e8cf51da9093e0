from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamedEvent")



@_attrs_define
class StreamedEvent:
    """ One message of a live stream (heartbeat comments aside).

        Attributes:
            data (str): One line of JSON: the event as in `GET .../events`, or the order state.
            event (str): The event's type, or `order_state`.
            id (str): The version (a game's streams) or the position (the organiser's): resume after it.
     """

    data: str
    event: str
    id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event

        id = self.id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "event": event,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data")

        event = d.pop("event")

        id = d.pop("id")

        streamed_event = cls(
            data=data,
            event=event,
            id=id,
        )


        streamed_event.additional_properties = d
        return streamed_event

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

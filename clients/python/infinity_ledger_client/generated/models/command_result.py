from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.appended_event import AppendedEvent
  from ..models.awaited_view import AwaitedView





T = TypeVar("T", bound="CommandResult")



@_attrs_define
class CommandResult:
    """ What a game command appended, the game's version after it, and what the game awaits
    next.

        Attributes:
            events (list[AppendedEvent]): The events the command appended, in order; a command appends at least one
            version (int): The game's version after the command (also its ETag): send it as If-Match to make the next
                command conditional
            awaiting (list[AwaitedView] | Unset): What the game awaits next, as this reader may see it, in the order the
                rules take it: who may act and with which operation. Several items may be open at once (the Reactive Player's
                ARO and the active player's resolution); the list is empty once the game has ended and every result is final.
                Derived from the game's state after this answer; never names what is kept from the reader (a trooper in Hidden
                Deployment, a marker's trooper).
     """

    events: list[AppendedEvent]
    version: int
    awaiting: list[AwaitedView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.appended_event import AppendedEvent # noqa: PLC0415
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        version = self.version

        awaiting: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.awaiting, Unset):
            awaiting = []
            for awaiting_item_data in self.awaiting:
                awaiting_item = awaiting_item_data.to_dict()
                awaiting.append(awaiting_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "version": version,
        })
        if awaiting is not UNSET:
            field_dict["awaiting"] = awaiting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.appended_event import AppendedEvent # noqa: PLC0415
        from ..models.awaited_view import AwaitedView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = AppendedEvent.from_dict(events_item_data)



            events.append(events_item)


        version = d.pop("version")

        _awaiting = d.pop("awaiting", UNSET)
        awaiting: list[AwaitedView] | Unset = UNSET
        if _awaiting is not UNSET:
            awaiting = []
            for awaiting_item_data in _awaiting:
                awaiting_item = AwaitedView.from_dict(awaiting_item_data)



                awaiting.append(awaiting_item)


        command_result = cls(
            events=events,
            version=version,
            awaiting=awaiting,
        )


        command_result.additional_properties = d
        return command_result

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

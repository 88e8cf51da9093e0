from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_event_view import TournamentEventView





T = TypeVar("T", bound="TournamentChangeView")



@_attrs_define
class TournamentChangeView:
    """ What a tournament command appended, and the tournament's version after it.

        Attributes:
            events (list[TournamentEventView]): What it appended, in order: the last round's last result is followed by
                `tournament_ended` ("the last round's results are in")
            version (int): The tournament's version after the command
     """

    events: list[TournamentEventView]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_event_view import TournamentEventView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_event_view import TournamentEventView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = TournamentEventView.from_dict(events_item_data)



            events.append(events_item)


        version = d.pop("version")

        tournament_change_view = cls(
            events=events,
            version=version,
        )


        tournament_change_view.additional_properties = d
        return tournament_change_view

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

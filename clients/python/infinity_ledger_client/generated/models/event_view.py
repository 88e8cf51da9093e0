from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.event_view_data import EventViewData
  from ..models.event_view_metadata import EventViewMetadata





T = TypeVar("T", bound="EventView")



@_attrs_define
class EventView:
    """ One event of the game's hash-chained log, as this reader may see it.

        Attributes:
            data (EventViewData): The event as recorded (the AsyncAPI document gives each type's fields), or as this reader
                may see it: a trooper behind a marker named by its handle, Private Information of another army (a Cost, the
                Lieutenant) left out until the end; empty when `held_back`
            game_id (str): The game's id
            hash_ (str): SHA-256 over the event, its blind and `prev_hash` (docs/guide/dice-and-audit.md, "The event log and
                its hash chain")
            metadata (EventViewMetadata): `actor` (who sent the command), `causation_id` (a UUID shared by one command's
                events) and, on a command's first event, `command` (what was sent); empty when `held_back`
            position (int): Its place in the whole store, across games: strictly increasing, with gaps
            prev_hash (str): The hash of the event before (64 hex digits; all zeros for the first): the chain's link
            recorded_at (str): When it was appended (ISO 8601, UTC); never earlier than the event before
            type_ (str): The event's type; `held_back` where the event is held back from this reader whole (a record of a
                trooper in Hidden Deployment, shown to its player only until it is revealed): then `data` and `metadata` are
                empty and no `blind` is shown, its version, time and links (`prev_hash`, `hash`) stay.
            version (int): Its version in the game: 1, 2, 3, ... with no gap
            blind (None | str | Unset): The event's random blind (32 lowercase hex digits), which its `hash` covers
                (docs/guide/dice-and-audit.md, the hash chain). Absent where the event is held back from this reader (whole,
                `held_back`, or in part: a trooper in Hidden Deployment, or behind a marker), so the hash cannot be searched,
                and on events recorded before blinds.
     """

    data: EventViewData
    game_id: str
    hash_: str
    metadata: EventViewMetadata
    position: int
    prev_hash: str
    recorded_at: str
    type_: str
    version: int
    blind: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_view_data import EventViewData # noqa: PLC0415
        from ..models.event_view_metadata import EventViewMetadata # noqa: PLC0415
        data = self.data.to_dict()

        game_id = self.game_id

        hash_ = self.hash_

        metadata = self.metadata.to_dict()

        position = self.position

        prev_hash = self.prev_hash

        recorded_at = self.recorded_at

        type_ = self.type_

        version = self.version

        blind: None | str | Unset
        if isinstance(self.blind, Unset):
            blind = UNSET
        else:
            blind = self.blind


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "game_id": game_id,
            "hash": hash_,
            "metadata": metadata,
            "position": position,
            "prev_hash": prev_hash,
            "recorded_at": recorded_at,
            "type": type_,
            "version": version,
        })
        if blind is not UNSET:
            field_dict["blind"] = blind

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_view_data import EventViewData # noqa: PLC0415
        from ..models.event_view_metadata import EventViewMetadata # noqa: PLC0415
        d = dict(src_dict)
        data = EventViewData.from_dict(d.pop("data"))




        game_id = d.pop("game_id")

        hash_ = d.pop("hash")

        metadata = EventViewMetadata.from_dict(d.pop("metadata"))




        position = d.pop("position")

        prev_hash = d.pop("prev_hash")

        recorded_at = d.pop("recorded_at")

        type_ = d.pop("type")

        version = d.pop("version")

        def _parse_blind(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        blind = _parse_blind(d.pop("blind", UNSET))


        event_view = cls(
            data=data,
            game_id=game_id,
            hash_=hash_,
            metadata=metadata,
            position=position,
            prev_hash=prev_hash,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            blind=blind,
        )


        event_view.additional_properties = d
        return event_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.free_roll_outcome_kind import FreeRollOutcomeKind
from ..models.free_roll_outcome_status import FreeRollOutcomeStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.recorded_side_view import RecordedSideView
  from ..models.roll_event_link import RollEventLink





T = TypeVar("T", bound="FreeRollOutcome")



@_attrs_define
class FreeRollOutcome:
    """ A free-standing roll as it ended (`roll_made`).

        Attributes:
            draws (list[int]): The server dice it drew, in draw order
            events (list[RollEventLink]): The events that made the roll and then changed it, in order.
            href (str): This roll's own route
            kind (FreeRollOutcomeKind): `normal` or `face_to_face`
            label (str): What the roll is for, as given
            sides (list[RecordedSideView]): Each side, as recorded
            status (FreeRollOutcomeStatus): `final`, `superseded` (a ReRoll replaced it: `superseded_by`) or `voided` (its
                order was voided)
            superseded_by (int | None): The version of the ReRoll that replaced this roll, when one did.
            type_ (Literal['roll_made']): Always `roll_made`: it tells this kind of `type` from the others
            version (int): The version of the event that made the roll: where GET .../rolls/{version} reads it
            winner (None | str): The winning side's name; null when none
     """

    draws: list[int]
    events: list[RollEventLink]
    href: str
    kind: FreeRollOutcomeKind
    label: str
    sides: list[RecordedSideView]
    status: FreeRollOutcomeStatus
    superseded_by: int | None
    type_: Literal['roll_made']
    version: int
    winner: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.recorded_side_view import RecordedSideView # noqa: PLC0415
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        draws = self.draws



        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        href = self.href

        kind = self.kind.value

        label = self.label

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        status = self.status.value

        superseded_by: int | None
        superseded_by = self.superseded_by

        type_ = self.type_

        version = self.version

        winner: None | str
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "draws": draws,
            "events": events,
            "href": href,
            "kind": kind,
            "label": label,
            "sides": sides,
            "status": status,
            "superseded_by": superseded_by,
            "type": type_,
            "version": version,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recorded_side_view import RecordedSideView # noqa: PLC0415
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        d = dict(src_dict)
        draws = cast(list[int], d.pop("draws"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = RollEventLink.from_dict(events_item_data)



            events.append(events_item)


        href = d.pop("href")

        kind = FreeRollOutcomeKind(d.pop("kind"))




        label = d.pop("label")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = RecordedSideView.from_dict(sides_item_data)



            sides.append(sides_item)


        status = FreeRollOutcomeStatus(d.pop("status"))




        def _parse_superseded_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))


        type_ = cast(Literal['roll_made'] , d.pop("type"))
        if type_ != 'roll_made':
            raise ValueError(f"type must match const 'roll_made', got '{type_}'")

        version = d.pop("version")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        free_roll_outcome = cls(
            draws=draws,
            events=events,
            href=href,
            kind=kind,
            label=label,
            sides=sides,
            status=status,
            superseded_by=superseded_by,
            type_=type_,
            version=version,
            winner=winner,
        )


        free_roll_outcome.additional_properties = d
        return free_roll_outcome

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

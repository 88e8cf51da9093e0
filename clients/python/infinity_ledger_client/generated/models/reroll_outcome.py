from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reroll_outcome_status import RerollOutcomeStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.recorded_roll_view import RecordedRollView
  from ..models.roll_event_link import RollEventLink





T = TypeVar("T", bound="RerollOutcome")



@_attrs_define
class RerollOutcome:
    """ A ReRoll as it ended (`reroll_made`): one die of an order's roll rolled again, or the ReRoll
    declined.

        Attributes:
            die (int | None): The die rolled again; null when the ReRoll was declined.
            draws (list[int]): The server die it drew, if any
            events (list[RollEventLink]): The events that made the roll and then changed it, in order.
            href (str): This roll's own route
            index (int): Which roll of the order
            order (int): The order's number
            recorded_roll (RecordedRollView): A recorded roll: its kind, its sides and who won.
            roll (RecordedRollView): A recorded roll: its kind, its sides and who won.
            side (str): The side whose die was rolled again
            status (RerollOutcomeStatus): `final`, `superseded` (a ReRoll replaced it: `superseded_by`) or `voided` (its
                order was voided)
            superseded_by (int | None): The version of the ReRoll that replaced this roll, when one did.
            type_ (Literal['reroll_made']): Always `reroll_made`: it tells this kind of `type` from the others
            version (int): The version of the event that made the roll: where GET .../rolls/{version} reads it
     """

    die: int | None
    draws: list[int]
    events: list[RollEventLink]
    href: str
    index: int
    order: int
    recorded_roll: RecordedRollView
    roll: RecordedRollView
    side: str
    status: RerollOutcomeStatus
    superseded_by: int | None
    type_: Literal['reroll_made']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.recorded_roll_view import RecordedRollView # noqa: PLC0415
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        die: int | None
        die = self.die

        draws = self.draws



        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        href = self.href

        index = self.index

        order = self.order

        recorded_roll = self.recorded_roll.to_dict()

        roll = self.roll.to_dict()

        side = self.side

        status = self.status.value

        superseded_by: int | None
        superseded_by = self.superseded_by

        type_ = self.type_

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "die": die,
            "draws": draws,
            "events": events,
            "href": href,
            "index": index,
            "order": order,
            "recorded_roll": recorded_roll,
            "roll": roll,
            "side": side,
            "status": status,
            "superseded_by": superseded_by,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recorded_roll_view import RecordedRollView # noqa: PLC0415
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        d = dict(src_dict)
        def _parse_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die = _parse_die(d.pop("die"))


        draws = cast(list[int], d.pop("draws"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = RollEventLink.from_dict(events_item_data)



            events.append(events_item)


        href = d.pop("href")

        index = d.pop("index")

        order = d.pop("order")

        recorded_roll = RecordedRollView.from_dict(d.pop("recorded_roll"))




        roll = RecordedRollView.from_dict(d.pop("roll"))




        side = d.pop("side")

        status = RerollOutcomeStatus(d.pop("status"))




        def _parse_superseded_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))


        type_ = cast(Literal['reroll_made'] , d.pop("type"))
        if type_ != 'reroll_made':
            raise ValueError(f"type must match const 'reroll_made', got '{type_}'")

        version = d.pop("version")

        reroll_outcome = cls(
            die=die,
            draws=draws,
            events=events,
            href=href,
            index=index,
            order=order,
            recorded_roll=recorded_roll,
            roll=roll,
            side=side,
            status=status,
            superseded_by=superseded_by,
            type_=type_,
            version=version,
        )


        reroll_outcome.additional_properties = d
        return reroll_outcome

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.guts_roll_outcome_status import GutsRollOutcomeStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.roll_event_link import RollEventLink





T = TypeVar("T", bound="GutsRollOutcome")



@_attrs_define
class GutsRollOutcome:
    """ A Guts Roll as it ended (`guts_roll_made`, Guts Roll, N5).

        Attributes:
            draws (list[int]): The server dice it drew
            events (list[RollEventLink]): The events that made the roll and then changed it, in order.
            face (int | None): The d20 face; null when no die was rolled
            href (str): This roll's own route
            order (int): The order's number
            passed (bool): Whether it passed; a trooper that fails must move out of the attacker's Line of Fire or into
                Cover (Guts Roll, N5)
            status (GutsRollOutcomeStatus): `final`, `superseded` (a ReRoll replaced it: `superseded_by`) or `voided` (its
                order was voided)
            success_value (int): The Success Value: the trooper's WIP (a Guts Roll is a Normal WIP Roll)
            superseded_by (int | None): The version of the ReRoll that replaced this roll, when one did.
            trooper (str): The trooper rolling
            type_ (Literal['guts_roll_made']): Always `guts_roll_made`: it tells this kind of `type` from the others
            version (int): The version of the event that made the roll: where GET .../rolls/{version} reads it
     """

    draws: list[int]
    events: list[RollEventLink]
    face: int | None
    href: str
    order: int
    passed: bool
    status: GutsRollOutcomeStatus
    success_value: int
    superseded_by: int | None
    trooper: str
    type_: Literal['guts_roll_made']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        draws = self.draws



        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        face: int | None
        face = self.face

        href = self.href

        order = self.order

        passed = self.passed

        status = self.status.value

        success_value = self.success_value

        superseded_by: int | None
        superseded_by = self.superseded_by

        trooper = self.trooper

        type_ = self.type_

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "draws": draws,
            "events": events,
            "face": face,
            "href": href,
            "order": order,
            "passed": passed,
            "status": status,
            "success_value": success_value,
            "superseded_by": superseded_by,
            "trooper": trooper,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roll_event_link import RollEventLink # noqa: PLC0415
        d = dict(src_dict)
        draws = cast(list[int], d.pop("draws"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = RollEventLink.from_dict(events_item_data)



            events.append(events_item)


        def _parse_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        face = _parse_face(d.pop("face"))


        href = d.pop("href")

        order = d.pop("order")

        passed = d.pop("passed")

        status = GutsRollOutcomeStatus(d.pop("status"))




        success_value = d.pop("success_value")

        def _parse_superseded_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))


        trooper = d.pop("trooper")

        type_ = cast(Literal['guts_roll_made'] , d.pop("type"))
        if type_ != 'guts_roll_made':
            raise ValueError(f"type must match const 'guts_roll_made', got '{type_}'")

        version = d.pop("version")

        guts_roll_outcome = cls(
            draws=draws,
            events=events,
            face=face,
            href=href,
            order=order,
            passed=passed,
            status=status,
            success_value=success_value,
            superseded_by=superseded_by,
            trooper=trooper,
            type_=type_,
            version=version,
        )


        guts_roll_outcome.additional_properties = d
        return guts_roll_outcome

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

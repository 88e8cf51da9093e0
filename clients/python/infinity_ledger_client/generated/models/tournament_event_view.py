from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_event_view_data import TournamentEventViewData





T = TypeVar("T", bound="TournamentEventView")



@_attrs_define
class TournamentEventView:
    """ One event a tournament command appended, as the tournament's stream holds it (and its
    export, docs/guide/organiser.md, "A tournament's export").

        Attributes:
            data (TournamentEventViewData): Its fields as recorded (docs/guide/organiser.md, "How a round is paired", says
                what each means): `tournament_created`: `tournament_id`, `name`, `rounds`, `scenarios`, `tie_breakers`,
                `seeding`, `game_rounds`, `manual_dice`, `manual_dice_confirmation`, `seed_commitment`, `pairing_rule`;
                `player_registered`: `player`, `faction`, `army_list`, `seed`, `joined_round`; `player_dropped`: `player`, `by`,
                `reason`, `from_round`; `round_paired`: `round`, `attempt`, `scenario`, `tables`, `bye`, `rematches`;
                `result_counted`: `round`, `table`, `game_id`, `game_version`, `scores`; `result_ruled`: `round`, `table`,
                `scores`, `reason`; `round_voided`: `round`, `attempt`, `reason`; `tournament_ended`: `reason`
            type_ (str): Its type: `tournament_created`, `player_registered`, `player_dropped`, `round_paired`,
                `result_counted`, `result_ruled`, `round_voided`, `tournament_ended`
            version (int): Its version in the tournament's stream (1, 2, 3, ... with no gap)
     """

    data: TournamentEventViewData
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_event_view_data import TournamentEventViewData # noqa: PLC0415
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
        from ..models.tournament_event_view_data import TournamentEventViewData # noqa: PLC0415
        d = dict(src_dict)
        data = TournamentEventViewData.from_dict(d.pop("data"))




        type_ = d.pop("type")

        version = d.pop("version")

        tournament_event_view = cls(
            data=data,
            type_=type_,
            version=version,
        )


        tournament_event_view.additional_properties = d
        return tournament_event_view

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

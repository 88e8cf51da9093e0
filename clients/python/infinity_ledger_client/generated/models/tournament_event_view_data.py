from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TournamentEventViewData")



@_attrs_define
class TournamentEventViewData:
    """ Its fields as recorded (docs/guide/organiser.md, "How a round is paired", says what each means):
    `tournament_created`: `tournament_id`, `name`, `rounds`, `scenarios`, `tie_breakers`, `seeding`, `game_rounds`,
    `manual_dice`, `manual_dice_confirmation`, `seed_commitment`, `pairing_rule`; `player_registered`: `player`,
    `faction`, `army_list`, `seed`, `joined_round`; `player_dropped`: `player`, `by`, `reason`, `from_round`;
    `round_paired`: `round`, `attempt`, `scenario`, `tables`, `bye`, `rematches`; `result_counted`: `round`, `table`,
    `game_id`, `game_version`, `scores`; `result_ruled`: `round`, `table`, `scores`, `reason`; `round_voided`: `round`,
    `attempt`, `reason`; `tournament_ended`: `reason`

     """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tournament_event_view_data = cls(
        )


        tournament_event_view_data.additional_properties = d
        return tournament_event_view_data

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

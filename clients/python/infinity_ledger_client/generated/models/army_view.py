from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.group_size_view import GroupSizeView





T = TypeVar("T", bound="ArmyView")



@_attrs_define
class ArmyView:
    """ A player's army list: its cost and its Combat Groups.

        Attributes:
            groups (list[GroupSizeView]): Each Combat Group's size
            player (str): The player
            points (int | None): The Army Points of every trooper that gave them; null to a reader other than its player
                before the end of a game under the privacy rule (a sum of Costs is Private).
     """

    groups: list[GroupSizeView]
    player: str
    points: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.group_size_view import GroupSizeView # noqa: PLC0415
        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)



        player = self.player

        points: int | None
        points = self.points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "groups": groups,
            "player": player,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.group_size_view import GroupSizeView # noqa: PLC0415
        d = dict(src_dict)
        groups = []
        _groups = d.pop("groups")
        for groups_item_data in (_groups):
            groups_item = GroupSizeView.from_dict(groups_item_data)



            groups.append(groups_item)


        player = d.pop("player")

        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))


        army_view = cls(
            groups=groups,
            player=player,
            points=points,
        )


        army_view.additional_properties = d
        return army_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DeployableView")



@_attrs_define
class DeployableView:
    """ A Deployable weapon on the table, placed by Place Deployable.

        Attributes:
            deployable (str): Its marker id, chosen by its player
            name (str): The weapon's name
            order (int): The order that placed it.
            player (str): Whose it is
            trooper (str): Who placed it.
            uses_left (int | None): The trooper's Disposable uses of the weapon left after this placement (null: no limit).
            weapon (str): The weapon's slug on the placing trooper.
     """

    deployable: str
    name: str
    order: int
    player: str
    trooper: str
    uses_left: int | None
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deployable = self.deployable

        name = self.name

        order = self.order

        player = self.player

        trooper = self.trooper

        uses_left: int | None
        uses_left = self.uses_left

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deployable": deployable,
            "name": name,
            "order": order,
            "player": player,
            "trooper": trooper,
            "uses_left": uses_left,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deployable = d.pop("deployable")

        name = d.pop("name")

        order = d.pop("order")

        player = d.pop("player")

        trooper = d.pop("trooper")

        def _parse_uses_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        uses_left = _parse_uses_left(d.pop("uses_left"))


        weapon = d.pop("weapon")

        deployable_view = cls(
            deployable=deployable,
            name=name,
            order=order,
            player=player,
            trooper=trooper,
            uses_left=uses_left,
            weapon=weapon,
        )


        deployable_view.additional_properties = d
        return deployable_view

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

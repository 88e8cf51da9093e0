from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DeploymentBody")



@_attrs_define
class DeploymentBody:
    """ A Deployment Phase step: a player places troopers, in the order chosen.

        Attributes:
            player (str): Whose step this is (the caller, with their own token)
            troopers (list[str]): All of the player's troopers but one (their first step), or the one kept back.
     """

    player: str
    troopers: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        troopers = self.troopers




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
            "troopers": troopers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        troopers = cast(list[str], d.pop("troopers"))


        deployment_body = cls(
            player=player,
            troopers=troopers,
        )


        deployment_body.additional_properties = d
        return deployment_body

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

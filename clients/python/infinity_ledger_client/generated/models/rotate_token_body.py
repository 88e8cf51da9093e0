from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rotate_token_body_role import RotateTokenBodyRole
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RotateTokenBody")



@_attrs_define
class RotateTokenBody:
    """ Whose token to replace.

        Attributes:
            role (RotateTokenBodyRole): `organiser` (the caller's own organiser token) or `player`
            player (None | str | Unset): The player whose token to rotate (role "player" only).
     """

    role: RotateTokenBodyRole
    player: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "role": role,
        })
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = RotateTokenBodyRole(d.pop("role"))




        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        rotate_token_body = cls(
            role=role,
            player=player,
        )


        rotate_token_body.additional_properties = d
        return rotate_token_body

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DropPlayerBody")



@_attrs_define
class DropPlayerBody:
    """ A player dropped from the next pairing made on; a game they are playing is still
    played, and what they scored stays in the standings.

        Attributes:
            player (str): The player to drop: the organiser drops anyone, a player only themself (403 `forbidden`); no such
                player is 404 `not-found`, one dropped already 409 `already-dropped`
            reason (str | Unset): Why, free text kept in `player_dropped` (empty when left out), with no control, format or
                invisible character (422 `invalid-name`) Default: ''.
     """

    player: str
    reason: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        reason = d.pop("reason", UNSET)

        drop_player_body = cls(
            player=player,
            reason=reason,
        )


        drop_player_body.additional_properties = d
        return drop_player_body

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RegisteredPlayerView")



@_attrs_define
class RegisteredPlayerView:
    """ The player registered, with their tournament token, shown this once.

        Attributes:
            faction (str): Their faction, as recorded
            joined_round (int): The first round they are paired in: 1, or the next round for a late join (once a round is
                paired), with nothing scored before it
            player (str): The player's name, as the tournament holds it (NFC)
            token (str): The player's tournament token, shown this once (the service keeps its SHA-256): `GET .../me` with
                it gives their tables and their game token for each
            version (int): The tournament's version after `player_registered`
     """

    faction: str
    joined_round: int
    player: str
    token: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        faction = self.faction

        joined_round = self.joined_round

        player = self.player

        token = self.token

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faction": faction,
            "joined_round": joined_round,
            "player": player,
            "token": token,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faction = d.pop("faction")

        joined_round = d.pop("joined_round")

        player = d.pop("player")

        token = d.pop("token")

        version = d.pop("version")

        registered_player_view = cls(
            faction=faction,
            joined_round=joined_round,
            player=player,
            token=token,
            version=version,
        )


        registered_player_view.additional_properties = d
        return registered_player_view

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

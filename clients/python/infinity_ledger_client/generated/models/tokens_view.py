from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tokens_view_players import TokensViewPlayers





T = TypeVar("T", bound="TokensView")



@_attrs_define
class TokensView:
    """ A new game's bearer tokens, shown this once.

        Attributes:
            organiser (str): The organiser's token: it judges (voids an order, ends the game, decides a disputed result) and
                reads everything the organiser may see
            players (TokensViewPlayers): Each player's token, by player name: a player plays their own army with it
     """

    organiser: str
    players: TokensViewPlayers
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tokens_view_players import TokensViewPlayers # noqa: PLC0415
        organiser = self.organiser

        players = self.players.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "organiser": organiser,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tokens_view_players import TokensViewPlayers # noqa: PLC0415
        d = dict(src_dict)
        organiser = d.pop("organiser")

        players = TokensViewPlayers.from_dict(d.pop("players"))




        tokens_view = cls(
            organiser=organiser,
            players=players,
        )


        tokens_view.additional_properties = d
        return tokens_view

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

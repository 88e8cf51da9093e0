from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.command_token_use_view import CommandTokenUseView





T = TypeVar("T", bound="CommandTokensView")



@_attrs_define
class CommandTokensView:
    """ One player's Command Tokens: left to spend, and each one spent.

        Attributes:
            left (int): Tokens left for the game: four, five when the Lieutenant lists `Lieutenant +1 Command Token`, less
                those spent
            player (str): The player
            spent (list[CommandTokenUseView]): Each token spent, in order
     """

    left: int
    player: str
    spent: list[CommandTokenUseView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.command_token_use_view import CommandTokenUseView # noqa: PLC0415
        left = self.left

        player = self.player

        spent = []
        for spent_item_data in self.spent:
            spent_item = spent_item_data.to_dict()
            spent.append(spent_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "left": left,
            "player": player,
            "spent": spent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.command_token_use_view import CommandTokenUseView # noqa: PLC0415
        d = dict(src_dict)
        left = d.pop("left")

        player = d.pop("player")

        spent = []
        _spent = d.pop("spent")
        for spent_item_data in (_spent):
            spent_item = CommandTokenUseView.from_dict(spent_item_data)



            spent.append(spent_item)


        command_tokens_view = cls(
            left=left,
            player=player,
            spent=spent,
        )


        command_tokens_view.additional_properties = d
        return command_tokens_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.my_seat_view_status import MySeatViewStatus






T = TypeVar("T", bound="MySeatView")



@_attrs_define
class MySeatView:
    """ One of your tables: its round, your opponent, its game and your token in it.

        Attributes:
            game_id (str): The table's game (a UUID)
            game_token (str): Your token in that game: play it, read it, follow it (`GET /v1/games/{game_id}` ...)
            opponent (str): Your opponent at it
            round_ (int): The round
            status (MySeatViewStatus): Where its result stands, as a table's `status`
            table (int): The table's number in the round
            viewer (str): The page of it in the viewer (add `#token=<a token of it>`): `/viewer/games/{game_id}`
     """

    game_id: str
    game_token: str
    opponent: str
    round_: int
    status: MySeatViewStatus
    table: int
    viewer: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        game_token = self.game_token

        opponent = self.opponent

        round_ = self.round_

        status = self.status.value

        table = self.table

        viewer = self.viewer


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "game_token": game_token,
            "opponent": opponent,
            "round": round_,
            "status": status,
            "table": table,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_token = d.pop("game_token")

        opponent = d.pop("opponent")

        round_ = d.pop("round")

        status = MySeatViewStatus(d.pop("status"))




        table = d.pop("table")

        viewer = d.pop("viewer")

        my_seat_view = cls(
            game_id=game_id,
            game_token=game_token,
            opponent=opponent,
            round_=round_,
            status=status,
            table=table,
            viewer=viewer,
        )


        my_seat_view.additional_properties = d
        return my_seat_view

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

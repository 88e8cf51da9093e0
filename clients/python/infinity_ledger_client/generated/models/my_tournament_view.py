from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.my_seat_view import MySeatView





T = TypeVar("T", bound="MyTournamentView")



@_attrs_define
class MyTournamentView:
    """ Your tables in the tournament (a player's token), each with your game token.

        Attributes:
            byes (list[int]): The rounds you had a bye in (of the pairings that stand)
            current (MySeatView | None): Your table in the round in play; null between rounds, for a bye, or once dropped
            dropped_from (int | None): The first round you are no longer paired in; null while you play on
            faction (str): Your faction
            player (str): You, as the tournament names you
            seats (list[MySeatView]): Every table you were paired at, in every round, voided ones too, in order
            tournament_id (str): The tournament's id
     """

    byes: list[int]
    current: MySeatView | None
    dropped_from: int | None
    faction: str
    player: str
    seats: list[MySeatView]
    tournament_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.my_seat_view import MySeatView # noqa: PLC0415
        byes = self.byes



        current: dict[str, Any] | None
        if isinstance(self.current, MySeatView):
            current = self.current.to_dict()
        else:
            current = self.current

        dropped_from: int | None
        dropped_from = self.dropped_from

        faction = self.faction

        player = self.player

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        tournament_id = self.tournament_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "byes": byes,
            "current": current,
            "dropped_from": dropped_from,
            "faction": faction,
            "player": player,
            "seats": seats,
            "tournament_id": tournament_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.my_seat_view import MySeatView # noqa: PLC0415
        d = dict(src_dict)
        byes = cast(list[int], d.pop("byes"))


        def _parse_current(data: object) -> MySeatView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = MySeatView.from_dict(data)



                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MySeatView | None, data)

        current = _parse_current(d.pop("current"))


        def _parse_dropped_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dropped_from = _parse_dropped_from(d.pop("dropped_from"))


        faction = d.pop("faction")

        player = d.pop("player")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = MySeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        tournament_id = d.pop("tournament_id")

        my_tournament_view = cls(
            byes=byes,
            current=current,
            dropped_from=dropped_from,
            faction=faction,
            player=player,
            seats=seats,
            tournament_id=tournament_id,
        )


        my_tournament_view.additional_properties = d
        return my_tournament_view

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

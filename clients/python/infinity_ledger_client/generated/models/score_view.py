from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_score_view import PlayerScoreView





T = TypeVar("T", bound="ScoreView")



@_attrs_define
class ScoreView:
    """ An ended game's score: each player's result and points, and the winner once final.

        Attributes:
            final (bool): Every result is confirmed or decided and every Victory Point is known.
            players (list[PlayerScoreView]): Each player's score, in the game's player order
            winner (None | str): Once final: the player with more Objective Points, then Victory Points; null for a tie.
     """

    final: bool
    players: list[PlayerScoreView]
    winner: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_score_view import PlayerScoreView # noqa: PLC0415
        final = self.final

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        winner: None | str
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "final": final,
            "players": players,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_score_view import PlayerScoreView # noqa: PLC0415
        d = dict(src_dict)
        final = d.pop("final")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerScoreView.from_dict(players_item_data)



            players.append(players_item)


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        score_view = cls(
            final=final,
            players=players,
            winner=winner,
        )


        score_view.additional_properties = d
        return score_view

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

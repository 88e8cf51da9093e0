from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.table_view_status import TableViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_score_view import SeatScoreView





T = TypeVar("T", bound="TableView")



@_attrs_define
class TableView:
    """ A table of a round: its two players, its game, and where its result stands.

        Attributes:
            game_id (str): The table's game (a UUID), sequenced, dice-v2, the round's scenario: each player plays it with
                their game token (GET .../me)
            players (list[str]): Its two players, the higher-ranked (in round 1 the first drawn) first, as the game lists
                them
            ruling (None | str): The organiser's reason when the result was ruled; null otherwise
            scores (list[SeatScoreView] | None): Both players' scores once its result is in (counted or ruled); null before
            status (TableViewStatus): `playing` (its game runs, or is being made), `awaiting_results` (its game ended, its
                results not final), `disputed` (waiting for the organiser's decision in the game or ruling here), `counted` (its
                game's final score), `ruled` (the organiser's ruling) or `voided` (a pairing voided)
            table (int): Its number in the round: 1 is the top pair, in pairing order
            viewer (str): The page of it in the viewer (add `#token=<a token of it>`): `/viewer/games/{game_id}`
     """

    game_id: str
    players: list[str]
    ruling: None | str
    scores: list[SeatScoreView] | None
    status: TableViewStatus
    table: int
    viewer: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_score_view import SeatScoreView # noqa: PLC0415
        game_id = self.game_id

        players = self.players



        ruling: None | str
        ruling = self.ruling

        scores: list[dict[str, Any]] | None
        if isinstance(self.scores, list):
            scores = []
            for scores_type_0_item_data in self.scores:
                scores_type_0_item = scores_type_0_item_data.to_dict()
                scores.append(scores_type_0_item)


        else:
            scores = self.scores

        status = self.status.value

        table = self.table

        viewer = self.viewer


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "players": players,
            "ruling": ruling,
            "scores": scores,
            "status": status,
            "table": table,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_score_view import SeatScoreView # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        players = cast(list[str], d.pop("players"))


        def _parse_ruling(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ruling = _parse_ruling(d.pop("ruling"))


        def _parse_scores(data: object) -> list[SeatScoreView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = []
                _scores_type_0 = data
                for scores_type_0_item_data in (_scores_type_0):
                    scores_type_0_item = SeatScoreView.from_dict(scores_type_0_item_data)



                    scores_type_0.append(scores_type_0_item)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SeatScoreView] | None, data)

        scores = _parse_scores(d.pop("scores"))


        status = TableViewStatus(d.pop("status"))




        table = d.pop("table")

        viewer = d.pop("viewer")

        table_view = cls(
            game_id=game_id,
            players=players,
            ruling=ruling,
            scores=scores,
            status=status,
            table=table,
            viewer=viewer,
        )


        table_view.additional_properties = d
        return table_view

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

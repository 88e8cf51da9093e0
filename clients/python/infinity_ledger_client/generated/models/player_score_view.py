from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.player_score_view_result_status_type_1 import PlayerScoreViewResultStatusType1
from ..models.player_score_view_result_status_type_2_type_1 import PlayerScoreViewResultStatusType2Type1
from ..models.player_score_view_result_status_type_3_type_1 import PlayerScoreViewResultStatusType3Type1
from typing import cast






T = TypeVar("T", bound="PlayerScoreView")



@_attrs_define
class PlayerScoreView:
    """ One player's score in an ended game.

        Attributes:
            objective_points (int | None): As recorded; null until the player records a result.
            player (str): The player's name
            reasons (list[str]): What earned them, as recorded
            result_status (None | PlayerScoreViewResultStatusType1 | PlayerScoreViewResultStatusType2Type1 |
                PlayerScoreViewResultStatusType3Type1): `recorded` (waiting for the opponent), `confirmed`, `disputed` (waiting
                for the organiser) or `decided`; null before a result
            tournament_points (int | None): ITS Season 10's (3 for winning by 5 Objective Points or more, 2 for a smaller
                win, 1 for a tie, 0 for a defeat) once the score is final in a game of two players; null before.
            victory_points (int | None): The Costs of the player's troopers not in a Null State; null when a trooper was
                added without its points.
     """

    objective_points: int | None
    player: str
    reasons: list[str]
    result_status: None | PlayerScoreViewResultStatusType1 | PlayerScoreViewResultStatusType2Type1 | PlayerScoreViewResultStatusType3Type1
    tournament_points: int | None
    victory_points: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_points: int | None
        objective_points = self.objective_points

        player = self.player

        reasons = self.reasons



        result_status: None | str
        if isinstance(self.result_status, PlayerScoreViewResultStatusType1):
            result_status = self.result_status.value
        elif isinstance(self.result_status, PlayerScoreViewResultStatusType2Type1):
            result_status = self.result_status.value
        elif isinstance(self.result_status, PlayerScoreViewResultStatusType3Type1):
            result_status = self.result_status.value
        else:
            result_status = self.result_status

        tournament_points: int | None
        tournament_points = self.tournament_points

        victory_points: int | None
        victory_points = self.victory_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_points": objective_points,
            "player": player,
            "reasons": reasons,
            "result_status": result_status,
            "tournament_points": tournament_points,
            "victory_points": victory_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_objective_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        objective_points = _parse_objective_points(d.pop("objective_points"))


        player = d.pop("player")

        reasons = cast(list[str], d.pop("reasons"))


        def _parse_result_status(data: object) -> None | PlayerScoreViewResultStatusType1 | PlayerScoreViewResultStatusType2Type1 | PlayerScoreViewResultStatusType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_status_type_1 = PlayerScoreViewResultStatusType1(data)



                return result_status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_status_type_2_type_1 = PlayerScoreViewResultStatusType2Type1(data)



                return result_status_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_status_type_3_type_1 = PlayerScoreViewResultStatusType3Type1(data)



                return result_status_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayerScoreViewResultStatusType1 | PlayerScoreViewResultStatusType2Type1 | PlayerScoreViewResultStatusType3Type1, data)

        result_status = _parse_result_status(d.pop("result_status"))


        def _parse_tournament_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tournament_points = _parse_tournament_points(d.pop("tournament_points"))


        def _parse_victory_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        victory_points = _parse_victory_points(d.pop("victory_points"))


        player_score_view = cls(
            objective_points=objective_points,
            player=player,
            reasons=reasons,
            result_status=result_status,
            tournament_points=tournament_points,
            victory_points=victory_points,
        )


        player_score_view.additional_properties = d
        return player_score_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TournamentStandingView")



@_attrs_define
class TournamentStandingView:
    """ One player's place in the standings, with the totals it is ranked by, over the rounds
    that stand; a bye scored as ITS scores it (docs/guide/organiser.md, "How a round is paired").

        Attributes:
            byes (int): Byes had
            dropped (bool): Whether they have dropped
            faction (str): Their faction
            objective_points (int): Total Objective Points, byes counted as for `tournament_points`
            opponents_objective_points (int): Each opponent's total Objective Points (byes included), once per table played:
                ITS's third tie-breaker
            opponents_tournament_points (int): Each opponent's total Tournament Points (byes included), once per table
                played
            played (int): Tables played whose result is in
            player (str): The player
            rank (int): Their rank, 1 the first; players equal on every tie-breaker share a rank (the next skipping as many
                places), listed by name
            tournament_points (int): Total Tournament Points; with B byes over P tables played, a total T counts T + ceil(T
                x B / P)
            victory_points (int): Total Victory Points, byes counted as for `tournament_points`
     """

    byes: int
    dropped: bool
    faction: str
    objective_points: int
    opponents_objective_points: int
    opponents_tournament_points: int
    played: int
    player: str
    rank: int
    tournament_points: int
    victory_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        byes = self.byes

        dropped = self.dropped

        faction = self.faction

        objective_points = self.objective_points

        opponents_objective_points = self.opponents_objective_points

        opponents_tournament_points = self.opponents_tournament_points

        played = self.played

        player = self.player

        rank = self.rank

        tournament_points = self.tournament_points

        victory_points = self.victory_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "byes": byes,
            "dropped": dropped,
            "faction": faction,
            "objective_points": objective_points,
            "opponents_objective_points": opponents_objective_points,
            "opponents_tournament_points": opponents_tournament_points,
            "played": played,
            "player": player,
            "rank": rank,
            "tournament_points": tournament_points,
            "victory_points": victory_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        byes = d.pop("byes")

        dropped = d.pop("dropped")

        faction = d.pop("faction")

        objective_points = d.pop("objective_points")

        opponents_objective_points = d.pop("opponents_objective_points")

        opponents_tournament_points = d.pop("opponents_tournament_points")

        played = d.pop("played")

        player = d.pop("player")

        rank = d.pop("rank")

        tournament_points = d.pop("tournament_points")

        victory_points = d.pop("victory_points")

        tournament_standing_view = cls(
            byes=byes,
            dropped=dropped,
            faction=faction,
            objective_points=objective_points,
            opponents_objective_points=opponents_objective_points,
            opponents_tournament_points=opponents_tournament_points,
            played=played,
            player=player,
            rank=rank,
            tournament_points=tournament_points,
            victory_points=victory_points,
        )


        tournament_standing_view.additional_properties = d
        return tournament_standing_view

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

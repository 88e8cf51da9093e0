from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_standing_view import TournamentStandingView





T = TypeVar("T", bound="TournamentStandingsView")



@_attrs_define
class TournamentStandingsView:
    """ The standings: every player ranked by the tournament's tie-breakers, at one version of
    the tournament.

        Attributes:
            final (bool): Whether the tournament has ended: these are then the final standings
            standings (list[TournamentStandingView]): Every player, by rank, then name
            tie_breakers (list[str]): What they are ranked by, in order, higher first
            tournament_id (str): The tournament's id
            version (int): The tournament's version they are at (the `id:` of the standings stream)
     """

    final: bool
    standings: list[TournamentStandingView]
    tie_breakers: list[str]
    tournament_id: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_standing_view import TournamentStandingView # noqa: PLC0415
        final = self.final

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        tie_breakers = self.tie_breakers



        tournament_id = self.tournament_id

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "final": final,
            "standings": standings,
            "tie_breakers": tie_breakers,
            "tournament_id": tournament_id,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_standing_view import TournamentStandingView # noqa: PLC0415
        d = dict(src_dict)
        final = d.pop("final")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = TournamentStandingView.from_dict(standings_item_data)



            standings.append(standings_item)


        tie_breakers = cast(list[str], d.pop("tie_breakers"))


        tournament_id = d.pop("tournament_id")

        version = d.pop("version")

        tournament_standings_view = cls(
            final=final,
            standings=standings,
            tie_breakers=tie_breakers,
            tournament_id=tournament_id,
            version=version,
        )


        tournament_standings_view.additional_properties = d
        return tournament_standings_view

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

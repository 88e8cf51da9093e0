from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.standings_view_scheme import StandingsViewScheme
from typing import cast

if TYPE_CHECKING:
  from ..models.game_link_view import GameLinkView
  from ..models.standing_view import StandingView





T = TypeVar("T", bound="StandingsView")



@_attrs_define
class StandingsView:
    """ The players of an organiser's games, ranked as the scheme ranks them.

        Attributes:
            pending_games (list[GameLinkView]): The token's games counted for nobody yet: not ended, results not final, a
                Victory Point not known, or (under Tournament Points) not a game of two players.
            scheme (StandingsViewScheme): The ranking used: `its-season-10` or `its-objective-points`
            standings (list[StandingView]): Every player, best first
     """

    pending_games: list[GameLinkView]
    scheme: StandingsViewScheme
    standings: list[StandingView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_link_view import GameLinkView # noqa: PLC0415
        from ..models.standing_view import StandingView # noqa: PLC0415
        pending_games = []
        for pending_games_item_data in self.pending_games:
            pending_games_item = pending_games_item_data.to_dict()
            pending_games.append(pending_games_item)



        scheme = self.scheme.value

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pending_games": pending_games,
            "scheme": scheme,
            "standings": standings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_link_view import GameLinkView # noqa: PLC0415
        from ..models.standing_view import StandingView # noqa: PLC0415
        d = dict(src_dict)
        pending_games = []
        _pending_games = d.pop("pending_games")
        for pending_games_item_data in (_pending_games):
            pending_games_item = GameLinkView.from_dict(pending_games_item_data)



            pending_games.append(pending_games_item)


        scheme = StandingsViewScheme(d.pop("scheme"))




        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = StandingView.from_dict(standings_item_data)



            standings.append(standings_item)


        standings_view = cls(
            pending_games=pending_games,
            scheme=scheme,
            standings=standings,
        )


        standings_view.additional_properties = d
        return standings_view

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

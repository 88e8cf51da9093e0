from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_view_status import TournamentViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.entrant_view import EntrantView
  from ..models.round_view import RoundView
  from ..models.tournament_scenario_view import TournamentScenarioView
  from ..models.tournament_standing_view import TournamentStandingView





T = TypeVar("T", bound="TournamentView")



@_attrs_define
class TournamentView:
    """ The tournament: its settings, where it stands, its players, every pairing made and the
    standings.

        Attributes:
            ended (None | str): Why it ended; null while it runs
            game_rounds (int): Game Rounds of each table's game
            id (str): The tournament's id (a UUID)
            manual_dice (bool): Whether the tables' games take faces rolled at the table
            manual_dice_confirmation (bool): Whether faces entered for an opponent's troopers wait for their confirmation
            name (str): Its name
            paired (list[RoundView]): Every pairing made, voided ones too, in order
            pairing_rule (int): The revision of the pairing rules it is paired by (docs/guide/organiser.md, "How a round is
                paired"), as `tournament_created` recorded it
            players (list[EntrantView]): Every player registered, in order; another player's `army_list` null until the end
            rounds (int): Rounds to play
            scenarios (list[TournamentScenarioView]): Each round's mission, in order
            seed_commitment (str): SHA-256 (hex) of the tournament's seed, revealed when it ends
            seeding (str): How round 1 is drawn: `random` (from the seed) or `declared`
            standings (list[TournamentStandingView]): The standings now, as GET .../standings answers
            status (TournamentViewStatus): `registration` (no round paired yet), `running` or `ended`
            tie_breakers (list[str]): What the standings and the pairings rank by, in order, higher first
            version (int): Its version: the number of events in its stream
     """

    ended: None | str
    game_rounds: int
    id: str
    manual_dice: bool
    manual_dice_confirmation: bool
    name: str
    paired: list[RoundView]
    pairing_rule: int
    players: list[EntrantView]
    rounds: int
    scenarios: list[TournamentScenarioView]
    seed_commitment: str
    seeding: str
    standings: list[TournamentStandingView]
    status: TournamentViewStatus
    tie_breakers: list[str]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entrant_view import EntrantView # noqa: PLC0415
        from ..models.round_view import RoundView # noqa: PLC0415
        from ..models.tournament_scenario_view import TournamentScenarioView # noqa: PLC0415
        from ..models.tournament_standing_view import TournamentStandingView # noqa: PLC0415
        ended: None | str
        ended = self.ended

        game_rounds = self.game_rounds

        id = self.id

        manual_dice = self.manual_dice

        manual_dice_confirmation = self.manual_dice_confirmation

        name = self.name

        paired = []
        for paired_item_data in self.paired:
            paired_item = paired_item_data.to_dict()
            paired.append(paired_item)



        pairing_rule = self.pairing_rule

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        rounds = self.rounds

        scenarios = []
        for scenarios_item_data in self.scenarios:
            scenarios_item = scenarios_item_data.to_dict()
            scenarios.append(scenarios_item)



        seed_commitment = self.seed_commitment

        seeding = self.seeding

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        status = self.status.value

        tie_breakers = self.tie_breakers



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ended": ended,
            "game_rounds": game_rounds,
            "id": id,
            "manual_dice": manual_dice,
            "manual_dice_confirmation": manual_dice_confirmation,
            "name": name,
            "paired": paired,
            "pairing_rule": pairing_rule,
            "players": players,
            "rounds": rounds,
            "scenarios": scenarios,
            "seed_commitment": seed_commitment,
            "seeding": seeding,
            "standings": standings,
            "status": status,
            "tie_breakers": tie_breakers,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entrant_view import EntrantView # noqa: PLC0415
        from ..models.round_view import RoundView # noqa: PLC0415
        from ..models.tournament_scenario_view import TournamentScenarioView # noqa: PLC0415
        from ..models.tournament_standing_view import TournamentStandingView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_ended(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended = _parse_ended(d.pop("ended"))


        game_rounds = d.pop("game_rounds")

        id = d.pop("id")

        manual_dice = d.pop("manual_dice")

        manual_dice_confirmation = d.pop("manual_dice_confirmation")

        name = d.pop("name")

        paired = []
        _paired = d.pop("paired")
        for paired_item_data in (_paired):
            paired_item = RoundView.from_dict(paired_item_data)



            paired.append(paired_item)


        pairing_rule = d.pop("pairing_rule")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = EntrantView.from_dict(players_item_data)



            players.append(players_item)


        rounds = d.pop("rounds")

        scenarios = []
        _scenarios = d.pop("scenarios")
        for scenarios_item_data in (_scenarios):
            scenarios_item = TournamentScenarioView.from_dict(scenarios_item_data)



            scenarios.append(scenarios_item)


        seed_commitment = d.pop("seed_commitment")

        seeding = d.pop("seeding")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = TournamentStandingView.from_dict(standings_item_data)



            standings.append(standings_item)


        status = TournamentViewStatus(d.pop("status"))




        tie_breakers = cast(list[str], d.pop("tie_breakers"))


        version = d.pop("version")

        tournament_view = cls(
            ended=ended,
            game_rounds=game_rounds,
            id=id,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            name=name,
            paired=paired,
            pairing_rule=pairing_rule,
            players=players,
            rounds=rounds,
            scenarios=scenarios,
            seed_commitment=seed_commitment,
            seeding=seeding,
            standings=standings,
            status=status,
            tie_breakers=tie_breakers,
            version=version,
        )


        tournament_view.additional_properties = d
        return tournament_view

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

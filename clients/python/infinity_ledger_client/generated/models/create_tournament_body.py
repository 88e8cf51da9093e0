from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_tournament_body_seeding import CreateTournamentBodySeeding
from ..models.create_tournament_body_tie_breakers_item import CreateTournamentBodyTieBreakersItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_scenario_body import TournamentScenarioBody





T = TypeVar("T", bound="CreateTournamentBody")



@_attrs_define
class CreateTournamentBody:
    """ A new tournament: its rounds and each round's mission, how it ranks its players (the
    tie-breakers) and draws round 1, and how its tables' games are played.

        Attributes:
            name (str): The tournament's name, 1 to 120 characters, held to the rule for names (docs/api.md, "Games and
                tokens"; 422 `invalid-name`)
            rounds (int): Rounds to play, 1 to 10, the organiser's choice (ITS's guideline: 3 for 4 to 8 players, 4 for 9 to
                16, 5 for 17 or more; docs/rules.md, Tournaments)
            scenarios (list[TournamentScenarioBody]): One per round, in order: every table of a round plays its mission.
                Exactly `rounds` of them (422 `invalid-command` otherwise)
            game_rounds (int | Unset): Game Rounds of each table's game (the N5 Game Sequence), 1 to 10 (3 in ITS); a game
                ends by itself after its last Default: 3.
            manual_dice (bool | Unset): Whether the players of the tables' games may enter the faces they rolled at the
                table, as a game's `manual_dice` Default: False.
            manual_dice_confirmation (bool | Unset): With `manual_dice` only (422 `invalid-command` otherwise): in the
                tables' games, faces a player enters for the other player's troopers wait for that player's confirmation, as a
                game's `manual_dice_confirmation` Default: False.
            seeding (CreateTournamentBodySeeding | Unset): How round 1 is drawn: `random`, from the tournament's committed
                seed (a random order anyone can derive once the seed is revealed); or `declared`, by the places the organiser
                gives the players (`seed` at registration), seeded players first, the others after them in the seed's order. The
                first half of the order then plays the second Default: CreateTournamentBodySeeding.RANDOM.
            tie_breakers (list[CreateTournamentBodyTieBreakersItem] | Unset): What the standings rank by, in order, higher
                first, and so the Swiss pairing of every round after the first: each of `tournament_points`, `objective_points`,
                `victory_points`, `opponents_tournament_points`, `opponents_objective_points` at most once (422 `invalid-
                command` for one named twice). Left out, ITS Season 10's: Tournament Points, then Objective Points, then Victory
                Points
     """

    name: str
    rounds: int
    scenarios: list[TournamentScenarioBody]
    game_rounds: int | Unset = 3
    manual_dice: bool | Unset = False
    manual_dice_confirmation: bool | Unset = False
    seeding: CreateTournamentBodySeeding | Unset = CreateTournamentBodySeeding.RANDOM
    tie_breakers: list[CreateTournamentBodyTieBreakersItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_scenario_body import TournamentScenarioBody # noqa: PLC0415
        name = self.name

        rounds = self.rounds

        scenarios = []
        for scenarios_item_data in self.scenarios:
            scenarios_item = scenarios_item_data.to_dict()
            scenarios.append(scenarios_item)



        game_rounds = self.game_rounds

        manual_dice = self.manual_dice

        manual_dice_confirmation = self.manual_dice_confirmation

        seeding: str | Unset = UNSET
        if not isinstance(self.seeding, Unset):
            seeding = self.seeding.value


        tie_breakers: list[str] | Unset = UNSET
        if not isinstance(self.tie_breakers, Unset):
            tie_breakers = []
            for tie_breakers_item_data in self.tie_breakers:
                tie_breakers_item = tie_breakers_item_data.value
                tie_breakers.append(tie_breakers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "rounds": rounds,
            "scenarios": scenarios,
        })
        if game_rounds is not UNSET:
            field_dict["game_rounds"] = game_rounds
        if manual_dice is not UNSET:
            field_dict["manual_dice"] = manual_dice
        if manual_dice_confirmation is not UNSET:
            field_dict["manual_dice_confirmation"] = manual_dice_confirmation
        if seeding is not UNSET:
            field_dict["seeding"] = seeding
        if tie_breakers is not UNSET:
            field_dict["tie_breakers"] = tie_breakers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_scenario_body import TournamentScenarioBody # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        rounds = d.pop("rounds")

        scenarios = []
        _scenarios = d.pop("scenarios")
        for scenarios_item_data in (_scenarios):
            scenarios_item = TournamentScenarioBody.from_dict(scenarios_item_data)



            scenarios.append(scenarios_item)


        game_rounds = d.pop("game_rounds", UNSET)

        manual_dice = d.pop("manual_dice", UNSET)

        manual_dice_confirmation = d.pop("manual_dice_confirmation", UNSET)

        _seeding = d.pop("seeding", UNSET)
        seeding: CreateTournamentBodySeeding | Unset
        if isinstance(_seeding,  Unset):
            seeding = UNSET
        else:
            seeding = CreateTournamentBodySeeding(_seeding)




        _tie_breakers = d.pop("tie_breakers", UNSET)
        tie_breakers: list[CreateTournamentBodyTieBreakersItem] | Unset = UNSET
        if _tie_breakers is not UNSET:
            tie_breakers = []
            for tie_breakers_item_data in _tie_breakers:
                tie_breakers_item = CreateTournamentBodyTieBreakersItem(tie_breakers_item_data)



                tie_breakers.append(tie_breakers_item)


        create_tournament_body = cls(
            name=name,
            rounds=rounds,
            scenarios=scenarios,
            game_rounds=game_rounds,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            seeding=seeding,
            tie_breakers=tie_breakers,
        )


        create_tournament_body.additional_properties = d
        return create_tournament_body

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

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
    """ 
        Attributes:
            name (str):
            rounds (int):
            scenarios (list[TournamentScenarioBody]):
            game_rounds (int | Unset):  Default: 3.
            manual_dice (bool | Unset):  Default: False.
            manual_dice_confirmation (bool | Unset):  Default: False.
            seeding (CreateTournamentBodySeeding | Unset):  Default: CreateTournamentBodySeeding.RANDOM.
            tie_breakers (list[CreateTournamentBodyTieBreakersItem] | Unset):
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

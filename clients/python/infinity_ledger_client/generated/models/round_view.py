from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.table_view import TableView
  from ..models.tournament_scenario_view import TournamentScenarioView





T = TypeVar("T", bound="RoundView")



@_attrs_define
class RoundView:
    """ A round's pairing: its tables and their games, the bye, and whether it was voided.

        Attributes:
            attempt (int): 1, or one more for each time the round was voided and paired again
            bye (None | str): The player with its bye (an odd field), who plays no table and is scored as ITS scores a bye;
                null for none
            rematches (int): Its tables of players who had met at a table of a standing round before: 0 whenever a pairing
                avoids every rematch
            round_ (int): The round's number, 1 to the tournament's `rounds`
            scenario (TournamentScenarioView): A round's mission and its rules, as its tables' games are made with them.
            tables (list[TableView]): Its tables, in order: table 1 the top pair
            voided (None | str): The organiser's reason when this pairing was voided to be paired again; null while it
                stands
     """

    attempt: int
    bye: None | str
    rematches: int
    round_: int
    scenario: TournamentScenarioView
    tables: list[TableView]
    voided: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_view import TableView # noqa: PLC0415
        from ..models.tournament_scenario_view import TournamentScenarioView # noqa: PLC0415
        attempt = self.attempt

        bye: None | str
        bye = self.bye

        rematches = self.rematches

        round_ = self.round_

        scenario = self.scenario.to_dict()

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)



        voided: None | str
        voided = self.voided


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempt": attempt,
            "bye": bye,
            "rematches": rematches,
            "round": round_,
            "scenario": scenario,
            "tables": tables,
            "voided": voided,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_view import TableView # noqa: PLC0415
        from ..models.tournament_scenario_view import TournamentScenarioView # noqa: PLC0415
        d = dict(src_dict)
        attempt = d.pop("attempt")

        def _parse_bye(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bye = _parse_bye(d.pop("bye"))


        rematches = d.pop("rematches")

        round_ = d.pop("round")

        scenario = TournamentScenarioView.from_dict(d.pop("scenario"))




        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TableView.from_dict(tables_item_data)



            tables.append(tables_item)


        def _parse_voided(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        voided = _parse_voided(d.pop("voided"))


        round_view = cls(
            attempt=attempt,
            bye=bye,
            rematches=rematches,
            round_=round_,
            scenario=scenario,
            tables=tables,
            voided=voided,
        )


        round_view.additional_properties = d
        return round_view

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

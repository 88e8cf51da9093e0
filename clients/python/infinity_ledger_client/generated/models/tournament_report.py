from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_report_verdict import TournamentReportVerdict
from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_check import TournamentCheck





T = TypeVar("T", bound="TournamentReport")



@_attrs_define
class TournamentReport:
    """ What a tournament's verification found (`infinity-ledger verify` of its export; GET
    .../verify, the checks its stored log allows): each check, the first problem, the verdict.

        Attributes:
            checks (list[TournamentCheck]): Each check, in the order they are made
            events (int): The tournament's own event records read
            games (int): Games of its tables verified with it (0 for a stored log: each on its own)
            pairings (int): Rounds paired again from the seed, voided ones too (0 until the seed is revealed)
            problem (None | str): The first problem, as `<check>: <what>`; null when none was found
            signature (str): The export's signature as checked (`signed by key <id>`, `unsigned: ...`, `INVALID signature
                ...`); `unsigned` for a stored log, which has none
            tournament_id (None | str): The tournament's id; null when the export could not say
            verdict (TournamentReportVerdict): `ok`, `failed` (`problem` is the first) or `unreadable` (no usable header)
     """

    checks: list[TournamentCheck]
    events: int
    games: int
    pairings: int
    problem: None | str
    signature: str
    tournament_id: None | str
    verdict: TournamentReportVerdict
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_check import TournamentCheck # noqa: PLC0415
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        events = self.events

        games = self.games

        pairings = self.pairings

        problem: None | str
        problem = self.problem

        signature = self.signature

        tournament_id: None | str
        tournament_id = self.tournament_id

        verdict = self.verdict.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "events": events,
            "games": games,
            "pairings": pairings,
            "problem": problem,
            "signature": signature,
            "tournament_id": tournament_id,
            "verdict": verdict,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_check import TournamentCheck # noqa: PLC0415
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = TournamentCheck.from_dict(checks_item_data)



            checks.append(checks_item)


        events = d.pop("events")

        games = d.pop("games")

        pairings = d.pop("pairings")

        def _parse_problem(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        problem = _parse_problem(d.pop("problem"))


        signature = d.pop("signature")

        def _parse_tournament_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id"))


        verdict = TournamentReportVerdict(d.pop("verdict"))




        tournament_report = cls(
            checks=checks,
            events=events,
            games=games,
            pairings=pairings,
            problem=problem,
            signature=signature,
            tournament_id=tournament_id,
            verdict=verdict,
        )


        tournament_report.additional_properties = d
        return tournament_report

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.verdict import Verdict
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.check_result import CheckResult
  from ..models.imported import Imported
  from ..models.signature import Signature
  from ..models.verification_problem import VerificationProblem





T = TypeVar("T", bound="VerificationReport")



@_attrs_define
class VerificationReport:
    """ What an audit verification found (`infinity-ledger verify`, GET .../verify): each check,
    the first problem, and the verdict.

        Attributes:
            checks (list[CheckResult]): Each check, in the order they are made
            events (int): Event records read.
            game_id (None | str): The game's id; null when the export could not say
            ok (bool): true exactly when `verdict` is "ok".
            problem (None | VerificationProblem): The first problem: the earliest event, and within it the most basic check.
            readable (bool): false when the export could not be read at all (no usable header).
            verdict (Verdict): `ok`, `failed` (`problem` is the first), `unverifiable` (`unverifiable_secrets`),
                `unsigned_origin` (an imported game whose chain of custody starts unsigned) or `unreadable`
            imported (Imported | None | Unset): Set for a game imported from another service's export; null for one played
                here.
            signature (None | Signature | Unset): An export's signature; null when the service verified its own stored log.
            unverifiable_secrets (list[str] | Unset): The client-held secrets an ended game took its players' word on (a
                private Lieutenant's WIP for the Initiative Roll, its fitness and Lieutenant Order at a turn start) and that
                were never revealed, by id, in the order first used
     """

    checks: list[CheckResult]
    events: int
    game_id: None | str
    ok: bool
    problem: None | VerificationProblem
    readable: bool
    verdict: Verdict
    imported: Imported | None | Unset = UNSET
    signature: None | Signature | Unset = UNSET
    unverifiable_secrets: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.check_result import CheckResult # noqa: PLC0415
        from ..models.imported import Imported # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.verification_problem import VerificationProblem # noqa: PLC0415
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        events = self.events

        game_id: None | str
        game_id = self.game_id

        ok = self.ok

        problem: dict[str, Any] | None
        if isinstance(self.problem, VerificationProblem):
            problem = self.problem.to_dict()
        else:
            problem = self.problem

        readable = self.readable

        verdict = self.verdict.value

        imported: dict[str, Any] | None | Unset
        if isinstance(self.imported, Unset):
            imported = UNSET
        elif isinstance(self.imported, Imported):
            imported = self.imported.to_dict()
        else:
            imported = self.imported

        signature: dict[str, Any] | None | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        elif isinstance(self.signature, Signature):
            signature = self.signature.to_dict()
        else:
            signature = self.signature

        unverifiable_secrets: list[str] | Unset = UNSET
        if not isinstance(self.unverifiable_secrets, Unset):
            unverifiable_secrets = self.unverifiable_secrets




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "events": events,
            "game_id": game_id,
            "ok": ok,
            "problem": problem,
            "readable": readable,
            "verdict": verdict,
        })
        if imported is not UNSET:
            field_dict["imported"] = imported
        if signature is not UNSET:
            field_dict["signature"] = signature
        if unverifiable_secrets is not UNSET:
            field_dict["unverifiable_secrets"] = unverifiable_secrets

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_result import CheckResult # noqa: PLC0415
        from ..models.imported import Imported # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.verification_problem import VerificationProblem # noqa: PLC0415
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CheckResult.from_dict(checks_item_data)



            checks.append(checks_item)


        events = d.pop("events")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        ok = d.pop("ok")

        def _parse_problem(data: object) -> None | VerificationProblem:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                problem_type_0 = VerificationProblem.from_dict(data)



                return problem_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VerificationProblem, data)

        problem = _parse_problem(d.pop("problem"))


        readable = d.pop("readable")

        verdict = Verdict(d.pop("verdict"))




        def _parse_imported(data: object) -> Imported | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                imported_type_0 = Imported.from_dict(data)



                return imported_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Imported | None | Unset, data)

        imported = _parse_imported(d.pop("imported", UNSET))


        def _parse_signature(data: object) -> None | Signature | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signature_type_0 = Signature.from_dict(data)



                return signature_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Signature | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))


        unverifiable_secrets = cast(list[str], d.pop("unverifiable_secrets", UNSET))


        verification_report = cls(
            checks=checks,
            events=events,
            game_id=game_id,
            ok=ok,
            problem=problem,
            readable=readable,
            verdict=verdict,
            imported=imported,
            signature=signature,
            unverifiable_secrets=unverifiable_secrets,
        )


        verification_report.additional_properties = d
        return verification_report

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

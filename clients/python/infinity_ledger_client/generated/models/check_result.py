from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.check_name import CheckName
from ..models.check_status import CheckStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.verification_problem import VerificationProblem





T = TypeVar("T", bound="CheckResult")



@_attrs_define
class CheckResult:
    """ One check of the verification: what it found and how many items it verified.

        Attributes:
            name (CheckName): The check: `format`, `chain`, `seed`, `dice`, `replay` (every command decided again) or
                `secrets`
            status (CheckStatus): `passed`, `failed`, `not checked` (nothing to check yet, e.g. the seed is not revealed: no
                failure), `stopped` (cut short: the export could not be read further) or `unverifiable`
            count (int | None | Unset): How many items were verified good (before the problem, when there is one).
            note (str | Unset): What else it says, in words (the client-held secrets never revealed, ...) Default: ''.
            problem (None | Unset | VerificationProblem): The problem it found; null when none
            unit (str | Unset): What `count` counts (`events`, `dice`, `commands`, ...) Default: ''.
     """

    name: CheckName
    status: CheckStatus
    count: int | None | Unset = UNSET
    note: str | Unset = ''
    problem: None | Unset | VerificationProblem = UNSET
    unit: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.verification_problem import VerificationProblem # noqa: PLC0415
        name = self.name.value

        status = self.status.value

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        note = self.note

        problem: dict[str, Any] | None | Unset
        if isinstance(self.problem, Unset):
            problem = UNSET
        elif isinstance(self.problem, VerificationProblem):
            problem = self.problem.to_dict()
        else:
            problem = self.problem

        unit = self.unit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "status": status,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if note is not UNSET:
            field_dict["note"] = note
        if problem is not UNSET:
            field_dict["problem"] = problem
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verification_problem import VerificationProblem # noqa: PLC0415
        d = dict(src_dict)
        name = CheckName(d.pop("name"))




        status = CheckStatus(d.pop("status"))




        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))


        note = d.pop("note", UNSET)

        def _parse_problem(data: object) -> None | Unset | VerificationProblem:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                problem_type_0 = VerificationProblem.from_dict(data)



                return problem_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VerificationProblem, data)

        problem = _parse_problem(d.pop("problem", UNSET))


        unit = d.pop("unit", UNSET)

        check_result = cls(
            name=name,
            status=status,
            count=count,
            note=note,
            problem=problem,
            unit=unit,
        )


        check_result.additional_properties = d
        return check_result

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

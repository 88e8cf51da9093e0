from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.check_name import CheckName
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VerificationProblem")



@_attrs_define
class VerificationProblem:
    """ The first thing a check found wrong, and where.

        Attributes:
            check (CheckName): The check: `format`, `chain`, `seed`, `dice`, `replay` (every command decided again) or
                `secrets`
            message (str): What is wrong, in words
            line (int | None | Unset): The line of the export file, when verifying a file.
            record (int | None | Unset): Which event record (1 for the first), when the problem is in one.
            version (int | None | Unset): The event version the problem is about; null for the header or the file as a
                whole.
     """

    check: CheckName
    message: str
    line: int | None | Unset = UNSET
    record: int | None | Unset = UNSET
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        check = self.check.value

        message = self.message

        line: int | None | Unset
        if isinstance(self.line, Unset):
            line = UNSET
        else:
            line = self.line

        record: int | None | Unset
        if isinstance(self.record, Unset):
            record = UNSET
        else:
            record = self.record

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "check": check,
            "message": message,
        })
        if line is not UNSET:
            field_dict["line"] = line
        if record is not UNSET:
            field_dict["record"] = record
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        check = CheckName(d.pop("check"))




        message = d.pop("message")

        def _parse_line(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        line = _parse_line(d.pop("line", UNSET))


        def _parse_record(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        record = _parse_record(d.pop("record", UNSET))


        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))


        verification_problem = cls(
            check=check,
            message=message,
            line=line,
            record=record,
            version=version,
        )


        verification_problem.additional_properties = d
        return verification_problem

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_details_errors_type_0_item import ProblemDetailsErrorsType0Item





T = TypeVar("T", bound="ProblemDetails")



@_attrs_define
class ProblemDetails:
    """ An RFC 9457 problem document: every error the service answers is one.

        Attributes:
            code (str): Machine-readable kind of problem; see the list in the API description.
            detail (str): What went wrong with this request, in plain words: the rule broken, the field refused, the phase
                and whose turn it is...; it never holds a secret
            instance (str): The path of the request that was refused
            status (int): The HTTP status, as the response's
            title (str): A short, human-readable summary of the kind of problem
            type_ (str): A stable URI per kind of problem: the base URI followed by `code`.
            current_version (int | None | Unset): On 409 `version-conflict` and 412: the game's version now
            errors (list[ProblemDetailsErrorsType0Item] | None | Unset): On 400 and 422 from validation: each field that
                failed and why.
            missing (list[str] | None | Unset): On 409 `entropy-missing`: the players whose seed the game's dice wait for
     """

    code: str
    detail: str
    instance: str
    status: int
    title: str
    type_: str
    current_version: int | None | Unset = UNSET
    errors: list[ProblemDetailsErrorsType0Item] | None | Unset = UNSET
    missing: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_details_errors_type_0_item import ProblemDetailsErrorsType0Item # noqa: PLC0415
        code = self.code

        detail = self.detail

        instance = self.instance

        status = self.status

        title = self.title

        type_ = self.type_

        current_version: int | None | Unset
        if isinstance(self.current_version, Unset):
            current_version = UNSET
        else:
            current_version = self.current_version

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)


        else:
            errors = self.errors

        missing: list[str] | None | Unset
        if isinstance(self.missing, Unset):
            missing = UNSET
        elif isinstance(self.missing, list):
            missing = self.missing


        else:
            missing = self.missing


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "instance": instance,
            "status": status,
            "title": title,
            "type": type_,
        })
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if missing is not UNSET:
            field_dict["missing"] = missing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_details_errors_type_0_item import ProblemDetailsErrorsType0Item # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        instance = d.pop("instance")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_current_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_version = _parse_current_version(d.pop("current_version", UNSET))


        def _parse_errors(data: object) -> list[ProblemDetailsErrorsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in (_errors_type_0):
                    errors_type_0_item = ProblemDetailsErrorsType0Item.from_dict(errors_type_0_item_data)



                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProblemDetailsErrorsType0Item] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))


        def _parse_missing(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                missing_type_0 = cast(list[str], data)

                return missing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        missing = _parse_missing(d.pop("missing", UNSET))


        problem_details = cls(
            code=code,
            detail=detail,
            instance=instance,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            missing=missing,
        )


        problem_details.additional_properties = d
        return problem_details

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.all_criticals import AllCriticals
from typing import cast






T = TypeVar("T", bound="RecordedDieView")



@_attrs_define
class RecordedDieView:
    """ One die of a recorded roll, as it was read.

        Attributes:
            cancelled (bool): Whether an enemy die cancelled it in a Face to Face Roll: a Critical cancels every enemy non-
                Critical success, a success every enemy success of equal or lower value (Face to Face Rolls, N5)
            cancelled_by (AllCriticals | int | None): Index of the enemy die that cancelled it, or all_criticals.
            critical (bool): Whether it is a Critical: the face equals the Success Value (above 20, N5: a 20, or a face no
                more than the excess)
            face (int): The d20 face rolled, 1 to 20 (the server's, or entered at the table)
            success (bool): Whether it is a success: at or below the Success Value (every face is, above Success Value 20)
            value (int): The value compared in a Face to Face Roll: the face (in CodeOne, above Success Value 20, the face
                plus the excess)
     """

    cancelled: bool
    cancelled_by: AllCriticals | int | None
    critical: bool
    face: int
    success: bool
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cancelled = self.cancelled

        cancelled_by: int | None | str
        if isinstance(self.cancelled_by, AllCriticals):
            cancelled_by = self.cancelled_by.value
        else:
            cancelled_by = self.cancelled_by

        critical = self.critical

        face = self.face

        success = self.success

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cancelled": cancelled,
            "cancelled_by": cancelled_by,
            "critical": critical,
            "face": face,
            "success": success,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cancelled = d.pop("cancelled")

        def _parse_cancelled_by(data: object) -> AllCriticals | int | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cancelled_by_type_1 = AllCriticals(data)



                return cancelled_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AllCriticals | int | None, data)

        cancelled_by = _parse_cancelled_by(d.pop("cancelled_by"))


        critical = d.pop("critical")

        face = d.pop("face")

        success = d.pop("success")

        value = d.pop("value")

        recorded_die_view = cls(
            cancelled=cancelled,
            cancelled_by=cancelled_by,
            critical=critical,
            face=face,
            success=success,
            value=value,
        )


        recorded_die_view.additional_properties = d
        return recorded_die_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ImportRecord")



@_attrs_define
class ImportRecord:
    """ One import of a game, as the importing service recorded it and its re-export's signed
    header carries it.

        Attributes:
            imported_at (str): When it was imported (UTC, as `recorded_at`).
            imported_by (str): "organiser" (an organiser token of the importing service, `POST /v1/organiser/imports`) or
                "operator" (`infinity-ledger import` on its host); never a token or its hash.
            public_key (None | str): That key's public key, hex; null when unsigned.
            signed_by (None | str): The key id that signed the export imported; null: that export was unsigned.
     """

    imported_at: str
    imported_by: str
    public_key: None | str
    signed_by: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        imported_at = self.imported_at

        imported_by = self.imported_by

        public_key: None | str
        public_key = self.public_key

        signed_by: None | str
        signed_by = self.signed_by


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "imported_at": imported_at,
            "imported_by": imported_by,
            "public_key": public_key,
            "signed_by": signed_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        imported_at = d.pop("imported_at")

        imported_by = d.pop("imported_by")

        def _parse_public_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        public_key = _parse_public_key(d.pop("public_key"))


        def _parse_signed_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signed_by = _parse_signed_by(d.pop("signed_by"))


        import_record = cls(
            imported_at=imported_at,
            imported_by=imported_by,
            public_key=public_key,
            signed_by=signed_by,
        )


        import_record.additional_properties = d
        return import_record

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

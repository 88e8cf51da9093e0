from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.import_origin import ImportOrigin
  from ..models.import_record import ImportRecord





T = TypeVar("T", bound="Imported")



@_attrs_define
class Imported:
    """ Where an imported game came from: the import here (or, in an export, the exporting
    service's), the imports before it, and the chain of custody they make.

        Attributes:
            earlier_imports (list[ImportRecord]): The game's imports before this one, earliest first, as the export imported
                carried them; empty for a first import. An import of an unsigned export keeps none: no signature backs its word
                on them
            imported_at (str): When it was imported (UTC, as `recorded_at`).
            imported_by (str): "organiser" (an organiser token of the importing service, `POST /v1/organiser/imports`) or
                "operator" (`infinity-ledger import` on its host); never a token or its hash.
            origin (ImportOrigin): The first export of an imported game's chain of custody that a signature vouches for.
            public_key (None | str): That key's public key, hex; null when unsigned.
            re_exported_by (list[str]): The key ids that signed each export after the origin, in order (in a verified
                export, its own signer last).
            signed_by (None | str): The key id that signed the export imported; null: that export was unsigned.
     """

    earlier_imports: list[ImportRecord]
    imported_at: str
    imported_by: str
    origin: ImportOrigin
    public_key: None | str
    re_exported_by: list[str]
    signed_by: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.import_origin import ImportOrigin # noqa: PLC0415
        from ..models.import_record import ImportRecord # noqa: PLC0415
        earlier_imports = []
        for earlier_imports_item_data in self.earlier_imports:
            earlier_imports_item = earlier_imports_item_data.to_dict()
            earlier_imports.append(earlier_imports_item)



        imported_at = self.imported_at

        imported_by = self.imported_by

        origin = self.origin.to_dict()

        public_key: None | str
        public_key = self.public_key

        re_exported_by = self.re_exported_by



        signed_by: None | str
        signed_by = self.signed_by


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "earlier_imports": earlier_imports,
            "imported_at": imported_at,
            "imported_by": imported_by,
            "origin": origin,
            "public_key": public_key,
            "re_exported_by": re_exported_by,
            "signed_by": signed_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_origin import ImportOrigin # noqa: PLC0415
        from ..models.import_record import ImportRecord # noqa: PLC0415
        d = dict(src_dict)
        earlier_imports = []
        _earlier_imports = d.pop("earlier_imports")
        for earlier_imports_item_data in (_earlier_imports):
            earlier_imports_item = ImportRecord.from_dict(earlier_imports_item_data)



            earlier_imports.append(earlier_imports_item)


        imported_at = d.pop("imported_at")

        imported_by = d.pop("imported_by")

        origin = ImportOrigin.from_dict(d.pop("origin"))




        def _parse_public_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        public_key = _parse_public_key(d.pop("public_key"))


        re_exported_by = cast(list[str], d.pop("re_exported_by"))


        def _parse_signed_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signed_by = _parse_signed_by(d.pop("signed_by"))


        imported = cls(
            earlier_imports=earlier_imports,
            imported_at=imported_at,
            imported_by=imported_by,
            origin=origin,
            public_key=public_key,
            re_exported_by=re_exported_by,
            signed_by=signed_by,
        )


        imported.additional_properties = d
        return imported

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

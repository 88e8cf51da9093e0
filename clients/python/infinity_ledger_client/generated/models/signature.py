from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.signature_status import SignatureStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Signature")



@_attrs_define
class Signature:
    """ What an export's signature says of who wrote it (the problem, if any, is the report's).

        Attributes:
            status (SignatureStatus): `unsigned`, `signed` (the signature holds for the key named) or `invalid` (it does not
                hold: the header or an event line was changed)
            key_id (None | str | Unset): The signer's key id: the first 16 hex digits of the SHA-256 of its public key.
            public_key (None | str | Unset): The signer's raw Ed25519 public key, hex; compare it with the exporter's `GET
                /v1/signing-key`, or pass it to `infinity-ledger verify --public-key`.
     """

    status: SignatureStatus
    key_id: None | str | Unset = UNSET
    public_key: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id

        public_key: None | str | Unset
        if isinstance(self.public_key, Unset):
            public_key = UNSET
        else:
            public_key = self.public_key


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
        })
        if key_id is not UNSET:
            field_dict["key_id"] = key_id
        if public_key is not UNSET:
            field_dict["public_key"] = public_key

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = SignatureStatus(d.pop("status"))




        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))


        def _parse_public_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        public_key = _parse_public_key(d.pop("public_key", UNSET))


        signature = cls(
            status=status,
            key_id=key_id,
            public_key=public_key,
        )


        signature.additional_properties = d
        return signature

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

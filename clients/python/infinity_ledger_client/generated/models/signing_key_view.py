from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SigningKeyView")



@_attrs_define
class SigningKeyView:
    """ The public half of the Ed25519 key this service signs every audit export with
    (docs/guide/dice-and-audit.md,
    "Export signatures").

        Attributes:
            algorithm (Literal['ed25519']): Always `ed25519`
            key_id (str): The first 16 hex digits of the SHA-256 of the public key; exports name it.
            public_key (str): The raw 32-byte Ed25519 public key, hex; `infinity-ledger verify --public-key` takes it.
     """

    algorithm: Literal['ed25519']
    key_id: str
    public_key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        public_key = self.public_key


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "algorithm": algorithm,
            "key_id": key_id,
            "public_key": public_key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = cast(Literal['ed25519'] , d.pop("algorithm"))
        if algorithm != 'ed25519':
            raise ValueError(f"algorithm must match const 'ed25519', got '{algorithm}'")

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        signing_key_view = cls(
            algorithm=algorithm,
            key_id=key_id,
            public_key=public_key,
        )


        signing_key_view.additional_properties = d
        return signing_key_view

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

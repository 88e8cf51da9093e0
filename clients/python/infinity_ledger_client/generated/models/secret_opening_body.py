from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.secret_opening_body_secret import SecretOpeningBodySecret





T = TypeVar("T", bound="SecretOpeningBody")



@_attrs_define
class SecretOpeningBody:
    """ A client-held secret opened in the command the rules reveal it with (docs/guide/secrets.md,
    "Secrets:
    the commitment scheme").

        Attributes:
            salt (str): The salt committed with it: 64 lowercase hex digits
            secret (SecretOpeningBodySecret): The secret committed to: `{"kind": "lieutenant", "trooper": <id>}`
            secret_id (str): The secret's id (`s-...`), as committed
     """

    salt: str
    secret: SecretOpeningBodySecret
    secret_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_opening_body_secret import SecretOpeningBodySecret # noqa: PLC0415
        salt = self.salt

        secret = self.secret.to_dict()

        secret_id = self.secret_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "salt": salt,
            "secret": secret,
            "secret_id": secret_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_opening_body_secret import SecretOpeningBodySecret # noqa: PLC0415
        d = dict(src_dict)
        salt = d.pop("salt")

        secret = SecretOpeningBodySecret.from_dict(d.pop("secret"))




        secret_id = d.pop("secret_id")

        secret_opening_body = cls(
            salt=salt,
            secret=secret,
            secret_id=secret_id,
        )


        secret_opening_body.additional_properties = d
        return secret_opening_body

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.reveal_body_secret_type_0 import RevealBodySecretType0





T = TypeVar("T", bound="RevealBody")



@_attrs_define
class RevealBody:
    """ A client-held secret's reveal; a server-held one needs no body (or an empty one).

        Attributes:
            salt (None | str | Unset): The salt committed with it: 64 lowercase hex digits
            secret (None | RevealBodySecretType0 | Unset): A client-held secret: the JSON object committed to, e.g.
                `{"kind": "lieutenant", "trooper": "fennec"}` or `{"kind": "classified_objective", "objective": "Telemetry"}`
     """

    salt: None | str | Unset = UNSET
    secret: None | RevealBodySecretType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.reveal_body_secret_type_0 import RevealBodySecretType0 # noqa: PLC0415
        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        secret: dict[str, Any] | None | Unset
        if isinstance(self.secret, Unset):
            secret = UNSET
        elif isinstance(self.secret, RevealBodySecretType0):
            secret = self.secret.to_dict()
        else:
            secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if salt is not UNSET:
            field_dict["salt"] = salt
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reveal_body_secret_type_0 import RevealBodySecretType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))


        def _parse_secret(data: object) -> None | RevealBodySecretType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                secret_type_0 = RevealBodySecretType0.from_dict(data)



                return secret_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RevealBodySecretType0 | Unset, data)

        secret = _parse_secret(d.pop("secret", UNSET))


        reveal_body = cls(
            salt=salt,
            secret=secret,
        )


        reveal_body.additional_properties = d
        return reveal_body

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

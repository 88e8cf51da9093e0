from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.secret_view_secret_type_0 import SecretViewSecretType0





T = TypeVar("T", bound="SecretView")



@_attrs_define
class SecretView:
    """ A committed secret as this reader may see it: its open facts and commitment, and what it
    hides once revealed (or to its owner when the server holds it).

        Attributes:
            commitment (str): SHA-256 (hex) of the salt, a newline and the secret's canonical JSON: its reveal must hash to
                it
            held_by (str): `server` (sealed by the service, opened when the rules reveal it) or `client` (kept on the
                owner's device, revealed by the owner)
            kind (str): `lieutenant`, `classified_objective`, `hidden_deployment`, `camouflage` or `impersonation`
            marker (int | None): `hidden_deployment` and `camouflage`: the marker's number on the table (an open fact); null
                for the other kinds
            owner (str): The player whose secret it is
            revealed (bool): Whether a `secret_revealed` made it Open
            salt (None | str): Shown with `secret`; otherwise null
            secret (None | SecretViewSecretType0): Shown once revealed, or to its owner when the server holds it; otherwise
                absent.
            secret_id (str): The secret's id, drawn by the service (`s-` and 16 hex digits): what its reveal names
     """

    commitment: str
    held_by: str
    kind: str
    marker: int | None
    owner: str
    revealed: bool
    salt: None | str
    secret: None | SecretViewSecretType0
    secret_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_view_secret_type_0 import SecretViewSecretType0 # noqa: PLC0415
        commitment = self.commitment

        held_by = self.held_by

        kind = self.kind

        marker: int | None
        marker = self.marker

        owner = self.owner

        revealed = self.revealed

        salt: None | str
        salt = self.salt

        secret: dict[str, Any] | None
        if isinstance(self.secret, SecretViewSecretType0):
            secret = self.secret.to_dict()
        else:
            secret = self.secret

        secret_id = self.secret_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "commitment": commitment,
            "held_by": held_by,
            "kind": kind,
            "marker": marker,
            "owner": owner,
            "revealed": revealed,
            "salt": salt,
            "secret": secret,
            "secret_id": secret_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_view_secret_type_0 import SecretViewSecretType0 # noqa: PLC0415
        d = dict(src_dict)
        commitment = d.pop("commitment")

        held_by = d.pop("held_by")

        kind = d.pop("kind")

        def _parse_marker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        marker = _parse_marker(d.pop("marker"))


        owner = d.pop("owner")

        revealed = d.pop("revealed")

        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))


        def _parse_secret(data: object) -> None | SecretViewSecretType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                secret_type_0 = SecretViewSecretType0.from_dict(data)



                return secret_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SecretViewSecretType0, data)

        secret = _parse_secret(d.pop("secret"))


        secret_id = d.pop("secret_id")

        secret_view = cls(
            commitment=commitment,
            held_by=held_by,
            kind=kind,
            marker=marker,
            owner=owner,
            revealed=revealed,
            salt=salt,
            secret=secret,
            secret_id=secret_id,
        )


        secret_view.additional_properties = d
        return secret_view

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

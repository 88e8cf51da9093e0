from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.secret_body_kind import SecretBodyKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SecretBody")



@_attrs_define
class SecretBody:
    """ Private Information to commit to (docs/guide/secrets.md, "Secrets: the commitment scheme"):
    either the
    server seals it (`subject`) or the client keeps it (`commitment`).

        Attributes:
            kind (SecretBodyKind): `lieutenant`, `classified_objective`, `hidden_deployment` (only in games recorded before
                the hidden rule: 422 `hidden-deployment-refused` otherwise), `camouflage` or `impersonation`
            commitment (None | str | Unset): SHA-256 hex of the salt, a newline and the secret's canonical JSON
                (docs/guide/secrets.md).
            marker (int | None | Unset): hidden_deployment and camouflage: the marker's number on the table (the open fact).
            subject (None | str | Unset): The trooper id (or, for a classified_objective, the objective) the server keeps
                sealed; leave it out and send `commitment` to keep the secret on the device. A game under the scenario's rules
                takes no classified_objective here: they are drawn (422 `classified-not-drawn`).
     """

    kind: SecretBodyKind
    commitment: None | str | Unset = UNSET
    marker: int | None | Unset = UNSET
    subject: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        commitment: None | str | Unset
        if isinstance(self.commitment, Unset):
            commitment = UNSET
        else:
            commitment = self.commitment

        marker: int | None | Unset
        if isinstance(self.marker, Unset):
            marker = UNSET
        else:
            marker = self.marker

        subject: None | str | Unset
        if isinstance(self.subject, Unset):
            subject = UNSET
        else:
            subject = self.subject


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
        })
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if marker is not UNSET:
            field_dict["marker"] = marker
        if subject is not UNSET:
            field_dict["subject"] = subject

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SecretBodyKind(d.pop("kind"))




        def _parse_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        commitment = _parse_commitment(d.pop("commitment", UNSET))


        def _parse_marker(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        marker = _parse_marker(d.pop("marker", UNSET))


        def _parse_subject(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subject = _parse_subject(d.pop("subject", UNSET))


        secret_body = cls(
            kind=kind,
            commitment=commitment,
            marker=marker,
            subject=subject,
        )


        secret_body.additional_properties = d
        return secret_body

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

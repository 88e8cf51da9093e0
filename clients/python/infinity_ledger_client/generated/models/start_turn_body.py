from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.secret_opening_body import SecretOpeningBody





T = TypeVar("T", bound="StartTurnBody")



@_attrs_define
class StartTurnBody:
    """ A Player Turn to start: whose, and their word on a client-held private Lieutenant when the
    rules ask for it.

        Attributes:
            player (str): Whose turn starts (the caller, with their own token)
            lieutenant_reveal (SecretOpeningBody | Unset): A client-held secret opened in the command the rules reveal it
                with (docs/guide/secrets.md,
                "Secrets:
                the commitment scheme").
            loss_of_lieutenant (bool | Unset): The player's word on their client-held private Lieutenant, not yet revealed,
                which the service cannot see: whether it is in a Null State, Isolated or Possessed as this turn starts. Asked
                for (409 `lieutenant-declaration-required`) once any trooper of the player cannot lead, outside Retreat!. false:
                no Loss of Lieutenant, the Lieutenant stays private and gives its Lieutenant Order; true: a Loss of Lieutenant,
                which names the Lieutenant, so `lieutenant_reveal` goes with it (409 `secret-reveal-required` without; 422
                `secret-mismatch` when the secret belies the word). Recorded in `turn_started` as `declared_loss_of_lieutenant`;
                `verify` holds it to the secret once revealed. 422 for any other Lieutenant, which the service sees.
     """

    player: str
    lieutenant_reveal: SecretOpeningBody | Unset = UNSET
    loss_of_lieutenant: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_opening_body import SecretOpeningBody # noqa: PLC0415
        player = self.player

        lieutenant_reveal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.lieutenant_reveal, Unset):
            lieutenant_reveal = self.lieutenant_reveal.to_dict()

        loss_of_lieutenant: bool | Unset
        if isinstance(self.loss_of_lieutenant, Unset):
            loss_of_lieutenant = UNSET
        else:
            loss_of_lieutenant = self.loss_of_lieutenant


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "player": player,
        })
        if lieutenant_reveal is not UNSET:
            field_dict["lieutenant_reveal"] = lieutenant_reveal
        if loss_of_lieutenant is not UNSET:
            field_dict["loss_of_lieutenant"] = loss_of_lieutenant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_opening_body import SecretOpeningBody # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        _lieutenant_reveal = d.pop("lieutenant_reveal", UNSET)
        lieutenant_reveal: SecretOpeningBody | Unset
        if isinstance(_lieutenant_reveal,  Unset):
            lieutenant_reveal = UNSET
        else:
            lieutenant_reveal = SecretOpeningBody.from_dict(_lieutenant_reveal)




        def _parse_loss_of_lieutenant(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        loss_of_lieutenant = _parse_loss_of_lieutenant(d.pop("loss_of_lieutenant", UNSET))


        start_turn_body = cls(
            player=player,
            lieutenant_reveal=lieutenant_reveal,
            loss_of_lieutenant=loss_of_lieutenant,
        )


        start_turn_body.additional_properties = d
        return start_turn_body

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

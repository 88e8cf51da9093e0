from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.initiative_face_body import InitiativeFaceBody
  from ..models.initiative_roll_body_private_wip_type_0 import InitiativeRollBodyPrivateWipType0





T = TypeVar("T", bound="InitiativeRollBody")



@_attrs_define
class InitiativeRollBody:
    """ The Initiative Roll (Initiative and Deployment, N5): a Face to Face Roll of the players'
    Lieutenants' WIP. Send `{}` for server dice.

        Attributes:
            dice (list[InitiativeFaceBody] | None | Unset): Manual-dice games: the faces rolled at the table; players left
                out take server dice. With manual dice confirmation, the opponent's face waits for the opponent's confirmation.
            private_wip (InitiativeRollBodyPrivateWipType0 | None | Unset): The WIP of a player's client-held private
                Lieutenant, keyed by the player: Open for this roll while the trooper is not; declared by that player or the
                organiser, and checked by the audit against the secret once it is revealed.
     """

    dice: list[InitiativeFaceBody] | None | Unset = UNSET
    private_wip: InitiativeRollBodyPrivateWipType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.initiative_face_body import InitiativeFaceBody # noqa: PLC0415
        from ..models.initiative_roll_body_private_wip_type_0 import InitiativeRollBodyPrivateWipType0 # noqa: PLC0415
        dice: list[dict[str, Any]] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = []
            for dice_type_0_item_data in self.dice:
                dice_type_0_item = dice_type_0_item_data.to_dict()
                dice.append(dice_type_0_item)


        else:
            dice = self.dice

        private_wip: dict[str, Any] | None | Unset
        if isinstance(self.private_wip, Unset):
            private_wip = UNSET
        elif isinstance(self.private_wip, InitiativeRollBodyPrivateWipType0):
            private_wip = self.private_wip.to_dict()
        else:
            private_wip = self.private_wip


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if dice is not UNSET:
            field_dict["dice"] = dice
        if private_wip is not UNSET:
            field_dict["private_wip"] = private_wip

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.initiative_face_body import InitiativeFaceBody # noqa: PLC0415
        from ..models.initiative_roll_body_private_wip_type_0 import InitiativeRollBodyPrivateWipType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_dice(data: object) -> list[InitiativeFaceBody] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = []
                _dice_type_0 = data
                for dice_type_0_item_data in (_dice_type_0):
                    dice_type_0_item = InitiativeFaceBody.from_dict(dice_type_0_item_data)



                    dice_type_0.append(dice_type_0_item)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[InitiativeFaceBody] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        def _parse_private_wip(data: object) -> InitiativeRollBodyPrivateWipType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                private_wip_type_0 = InitiativeRollBodyPrivateWipType0.from_dict(data)



                return private_wip_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiativeRollBodyPrivateWipType0 | None | Unset, data)

        private_wip = _parse_private_wip(d.pop("private_wip", UNSET))


        initiative_roll_body = cls(
            dice=dice,
            private_wip=private_wip,
        )


        initiative_roll_body.additional_properties = d
        return initiative_roll_body

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

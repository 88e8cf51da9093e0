from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.entered_faces import EnteredFaces





T = TypeVar("T", bound="DiceEnteredStep")



@_attrs_define
class DiceEnteredStep:
    """ Faces entered for another player's troopers, waiting for that player's confirmation.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            awaiting (str): The player whose confirmation it waits for
            by (str): Who did it: a player's name, or `organiser`
            dice (list[EnteredFaces]): Every roll's faces as entered
            kind (Literal['dice_entered']): Always `dice_entered`: it tells this kind of `kind` from the others
            version (int): The version of the event this step explains
     """

    actor: None | str
    awaiting: str
    by: str
    dice: list[EnteredFaces]
    kind: Literal['dice_entered']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_faces import EnteredFaces # noqa: PLC0415
        actor: None | str
        actor = self.actor

        awaiting = self.awaiting

        by = self.by

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)



        kind = self.kind

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "awaiting": awaiting,
            "by": by,
            "dice": dice,
            "kind": kind,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entered_faces import EnteredFaces # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        awaiting = d.pop("awaiting")

        by = d.pop("by")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = EnteredFaces.from_dict(dice_item_data)



            dice.append(dice_item)


        kind = cast(Literal['dice_entered'] , d.pop("kind"))
        if kind != 'dice_entered':
            raise ValueError(f"kind must match const 'dice_entered', got '{kind}'")

        version = d.pop("version")

        dice_entered_step = cls(
            actor=actor,
            awaiting=awaiting,
            by=by,
            dice=dice,
            kind=kind,
            version=version,
        )


        dice_entered_step.additional_properties = d
        return dice_entered_step

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

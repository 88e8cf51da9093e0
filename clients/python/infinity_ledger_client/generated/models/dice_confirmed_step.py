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





T = TypeVar("T", bound="DiceConfirmedStep")



@_attrs_define
class DiceConfirmedStep:
    """ The awaited player confirmed the faces entered for them (replacing some with their own).

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            by (str): Who did it: a player's name, or `organiser`
            kind (Literal['dice_confirmed']): Always `dice_confirmed`: it tells this kind of `kind` from the others
            replaced (list[EnteredFaces]): The confirming player's own faces, entered instead of the ones awaiting them.
            version (int): The version of the event this step explains
     """

    actor: None | str
    by: str
    kind: Literal['dice_confirmed']
    replaced: list[EnteredFaces]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_faces import EnteredFaces # noqa: PLC0415
        actor: None | str
        actor = self.actor

        by = self.by

        kind = self.kind

        replaced = []
        for replaced_item_data in self.replaced:
            replaced_item = replaced_item_data.to_dict()
            replaced.append(replaced_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "by": by,
            "kind": kind,
            "replaced": replaced,
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


        by = d.pop("by")

        kind = cast(Literal['dice_confirmed'] , d.pop("kind"))
        if kind != 'dice_confirmed':
            raise ValueError(f"kind must match const 'dice_confirmed', got '{kind}'")

        replaced = []
        _replaced = d.pop("replaced")
        for replaced_item_data in (_replaced):
            replaced_item = EnteredFaces.from_dict(replaced_item_data)



            replaced.append(replaced_item)


        version = d.pop("version")

        dice_confirmed_step = cls(
            actor=actor,
            by=by,
            kind=kind,
            replaced=replaced,
            version=version,
        )


        dice_confirmed_step.additional_properties = d
        return dice_confirmed_step

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
